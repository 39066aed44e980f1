"""New game: arena (with its picture), seats, the way to play (Deathmatch or
Domination), skulls, ending.

NewGame keeps the form's state and what each choice changes; its checks are in
:mod:`.new_game_checks`, its layout and drawing in :mod:`.new_game_layout`, the pictures and
words of its choices in :mod:`.new_game_parts`."""

from __future__ import annotations

import random


from ...bots import LEVELS
from ...core.cards import CHARACTERS
from ...core.modes import DEFAULT_MODE, MODES
from ...core.numbers import (
    FIRST_GAME_SKULLS, MAX_PLAYERS, MIN_PLAYERS, NEUTRAL_MAX_PLAYERS,
    NEUTRAL_MIN_PLAYERS, NEUTRAL_SUGGESTED_PLAYERS, STANDARD_SKULLS,
)
from ...core.names import NAME_LENGTH  # the longest name, here and as read from a file
from ...saves import library
from .. import theme
from ...words.characters import character_name
from ...words.i18n import N_, _
from ...play.session import Seat, Session
from ..kit.inputs import TextInput
from .base import Screen
from .open_game import start_session
from .new_game_parts import _player_value, _show_player
from .new_game_checks import NewGameChecks
from .new_game_layout import NewGameLayout


class NewGame(NewGameChecks, NewGameLayout, Screen):
    """Arena, seats (person or computer with its level, character, name), skulls,
    ending; Start only when the combination can be played."""

    title = N_("New game")
    title_y = 40
    message_y = 692  # two lines between the mode's row and Start (the problems, the remarks)
    message_lines = 2

    def __init__(self, app):
        super().__init__(app)
        self.arena = "C"
        self.skulls = STANDARD_SKULLS
        self.sudden_death = False
        self.mode = getattr(app, "mode", None) or DEFAULT_MODE  # ``play --mode``, else the last
        self.seats = [Seat(c.name, c.name, computer=i > 0, level=LEVELS[0])
                      for i, c in enumerate(CHARACTERS[:4])]
        self.bot = ""  # the character of the rulebook's bot's figure; "" no bot (BOT-1)
        self.fields: list[TextInput] = []
        self.note = ""  # a one-off remark (e.g. two seats swapped characters)
        self.restore_last()

    def restore_last(self) -> None:
        """Open with the last game started here (the settings), as far as it is still valid."""
        from ..settings import remembered_new_game

        last = remembered_new_game(getattr(self.app.settings, "new_game", {}), NAME_LENGTH)
        self.arena = last.get("arena", self.arena)
        self.skulls = last.get("skulls", self.skulls)
        self.sudden_death = last.get("sudden_death", self.sudden_death)
        if getattr(self.app, "mode", None) is None:  # the command line's mode comes first
            self.mode = last.get("mode", self.mode)
        if "seats" in last:
            self.seats = [Seat(**seat) for seat in last["seats"]]
        self.bot = last.get("bot", self.bot)

    def remember(self, seats: list[Seat]) -> None:
        """Keep this game's arena, skulls, ending and seats for the next New game."""
        settings = self.app.settings
        settings.new_game = {"arena": self.arena, "skulls": self.skulls,
                             "sudden_death": self.sudden_death, "mode": self.mode,
                             "seats": [s.to_json() for s in seats], "bot": self.chosen_bot()}
        try:
            settings.save()
        except OSError:
            pass  # not remembered: the next New game opens with the defaults

    # -- the choices ----------------------------------------------------------------------
    # who plays each seat (hooks: Host a game adds "on another computer")
    def player_values(self) -> list[str]:
        return ["person"] + [f"computer:{lvl}" for lvl in LEVELS]

    def player_value(self, i: int) -> str:
        return _player_value(self.seats[i])

    def show_player(self, value: str) -> str:
        return _show_player(value)

    def player_tip(self) -> str:
        return _("A person at this screen, or a computer player")

    def more_widgets(self) -> list:
        """Widgets between Back and Start (hook: Host a game's time limit and port)."""
        return []

    def set_arena(self, letter: str) -> None:
        self.note = ""
        self.arena = letter

    def set_player(self, i: int, value: str) -> None:
        self.note = ""
        seat = self.seats[i]
        if value == "person":
            seat.computer = False
        else:
            seat.computer = True
            seat.level = value.split(":", 1)[1]

    def next_character(self, i: int, current: str, delta: int) -> str:
        """The next character not taken by another seat; with none free, the next one
        (the two seats swap, see :meth:`set_character`)."""
        names = [c.name for c in CHARACTERS]
        taken = {s.character for j, s in enumerate(self.seats) if j != i}
        k = names.index(current) if current in names else 0
        for step in range(1, len(names)):
            candidate = names[(k + delta * step) % len(names)]
            if candidate not in taken:
                return candidate
        return names[(k + delta) % len(names)]

    def set_character(self, i: int, character: str) -> None:
        seat = self.seats[i]
        old = seat.character
        self.note = ""
        for j, other in enumerate(self.seats):
            if j != i and other.character == character:  # every character is taken: swap
                self._give(j, old)
                self.note = _("Seats {first} and {second} swapped characters.").format(
                    first=i + 1, second=j + 1)
        self._give(i, character)

    def _give(self, i: int, character: str) -> None:
        seat = self.seats[i]
        if seat.name.strip() in ("", seat.character):  # the default name follows the character
            seat.name = character
            if i < len(self.fields):
                self.fields[i].set_text(character_name(character))
        seat.character = character

    def set_name(self, i: int, name: str) -> None:
        """The typed name; the character's name as the field shows it (in the player's
        language) stays the character's own, so that it follows the character."""
        self.note = ""
        seat = self.seats[i]
        seat.name = seat.character if name == character_name(seat.character) else name

    def add_seat(self) -> None:
        self.note = ""
        if len(self.seats) >= MAX_PLAYERS:
            return
        taken = {s.character for s in self.seats}
        free = next(c.name for c in CHARACTERS if c.name not in taken)
        self.seats.append(Seat(free, free, computer=True, level=LEVELS[0]))

    def remove_seat(self, i: int) -> None:
        self.note = ""
        if len(self.seats) <= MIN_PLAYERS:
            return
        del self.seats[i]
        if i < len(self.fields):
            self.form.stop_editing()
            del self.fields[i]
            for j, field in enumerate(self.fields):  # fields are named by seat
                field.name = f"Seat {j + 1} name"
                field.key = f"field:Seat {j + 1} name"

    def set_skulls(self, n: int) -> None:
        self.note = ""
        self.skulls = n

    def set_mode(self, mode: str) -> None:
        self.note = ""
        self.mode = mode

    def fixed_skulls(self) -> int | None:
        """The skulls the chosen mode is always played with (Domination's), or None."""
        return MODES[self.mode].fixed_skulls if self.mode in MODES else None

    def sudden_death_allowed(self) -> bool:
        """Whether the chosen mode may end with sudden death (the mode says, through
        its ``problem``: Domination always ends with final frenzy)."""
        from ...core.engine import Setup

        if self.mode not in MODES:
            return False
        fixed = self.fixed_skulls()
        probe = Setup(self.arena, tuple((s.name, s.character) for s in self.seats),
                      self.skulls if fixed is None else fixed, True, 0, self.mode)
        return MODES[self.mode].problem(probe) is None

    def set_sudden_death(self, on: bool) -> None:
        self.note = ""
        self.sudden_death = on

    def first_game(self) -> None:
        """The rulebook's first game: 5 skulls (FIRST_GAME_SKULLS) and sudden death."""
        self.skulls = FIRST_GAME_SKULLS
        self.sudden_death = True

    # -- the rulebook's bot ("Adding a bot", BOT-1) -------------------------------------------
    def bot_offered(self) -> bool:
        """The bot joins 3 or 4 players ("for 3 or 4 players"): with 5, no figure is free."""
        return NEUTRAL_MIN_PLAYERS <= len(self.seats) <= NEUTRAL_MAX_PLAYERS

    def bot_suggested(self) -> bool:
        """"We recommend it for 3-player games"."""
        return len(self.seats) == NEUTRAL_SUGGESTED_PLAYERS

    def bot_choices(self) -> list[str]:
        """No bot, or the figure of a character no seat uses."""
        taken = {s.character for s in self.seats}
        return [""] + [c.name for c in CHARACTERS if c.name not in taken]

    def set_bot(self, character: str) -> None:
        self.note = ""
        self.bot = character

    def chosen_bot(self) -> str:
        """The bot's figure for the game as it stands: the one chosen if still free, else
        the first free one; "" without a bot or when it is not offered."""
        if not self.bot or not self.bot_offered():
            return ""
        free = self.bot_choices()[1:]
        return self.bot if self.bot in free else (free[0] if free else "")

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.say(problems[0], theme.DANGER)
            return
        self.form.stop_editing()
        seats = [Seat(s.name.strip(), s.character, s.computer, s.level) for s in self.seats]
        arena = self.arena
        mode, skulls, sudden_death = self.mode_skulls_ending()
        bot = self.chosen_bot()
        seed = random.randrange(1_000_000_000)

        # a file of its own: every other kept game, finished or not, stays as it is
        path = library.new_game_path()
        if start_session(self.app, lambda: Session.new(seats, arena, skulls, sudden_death, seed,
                                                       autosave=path, mode=mode, neutral=bot),
                         self, N_("the new game")):
            self.remember(seats)

