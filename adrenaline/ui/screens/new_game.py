"""New game: arena (with its picture), seats, the way to play (Deathmatch or
Domination), skulls, ending."""

from __future__ import annotations

import random
import re

import pygame

from ...bots import LEVELS
from ...core.board import COLUMNS, ROWS
from ...core.cards import CHARACTERS
from ...core.maps import ARENAS, arena_caption, load_board
from ...core.modes import DEFAULT_MODE, MODES
from ...core.numbers import (
    FIRST_GAME_SKULLS, MAX_PLAYERS, MAX_SKULLS, MIN_PLAYERS, MIN_SKULLS, NEUTRAL_MAX_PLAYERS,
    NEUTRAL_MIN_PLAYERS, NEUTRAL_SUGGESTED_PLAYERS, STANDARD_SKULLS,
)
from ...core.names import NAME_LENGTH  # the longest name, here and as read from a file
from ...saves import library
from .. import layout, theme
from ...words.characters import character_name, player_name
from ...words.i18n import N_, _
from ...words.refusals import mode_words
from ...play.session import Seat, Session
from ..kit.button import Button
from ..kit.inputs import Cycler, TextInput
from ..kit.text import draw_text
from ..kit.widget import Label
from .base import Screen, character_colour
from .open_game import start_session


W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window
# the seats' columns: each value on one line at the text floor (a 21 px em), words 30%
# longer than English's included: "Komputer – normalny", ":D-struct-EUR" after its
# swatch; then the name and Remove, up to the right edge of Start
PLAYER_X, CHARACTER_X, NAME_X = 192, 532, 856


# -- new game ---------------------------------------------------------------------------
_PICTURES: dict[tuple[str, int], pygame.Surface] = {}


def arena_picture(letter: str, cell: int = 40) -> pygame.Surface:
    """A small picture of an arena from its board: rooms in their colours, walls,
    doors, spawnpoints (rings in their ammo colour). Cached."""
    key = (letter, cell)
    if key in _PICTURES:
        return _PICTURES[key]
    board = load_board(letter)
    surf = pygame.Surface((COLUMNS * cell, ROWS * cell), pygame.SRCALPHA)

    def rect(sq: int) -> pygame.Rect:
        row, col = divmod(sq, COLUMNS)
        return pygame.Rect(col * cell, row * cell, cell, cell)

    wall = (6, 6, 10)
    for sq in board.squares:
        c = theme.ROOM[board.rooms[sq]]
        pygame.draw.rect(surf, tuple(min(255, int(v * 1.9)) for v in c), rect(sq))
        pygame.draw.rect(surf, tuple(int(v * 1.2) for v in c), rect(sq), 1)  # squares of a room
    for sq in board.squares:
        r = rect(sq)
        row, col = divmod(sq, COLUMNS)
        sides = (((row, col + 1), r.topright, r.bottomright), ((row + 1, col), r.bottomleft, r.bottomright),
                 ((row, col - 1), r.topleft, r.bottomleft), ((row - 1, col), r.topleft, r.topright))
        for (orow, ocol), a, b in sides:
            inside = 0 <= orow < ROWS and 0 <= ocol < COLUMNS
            other = orow * COLUMNS + ocol
            if inside and other in board.rooms and board.rooms[other] == board.rooms[sq]:
                continue  # same room: no wall
            if inside and other in board.neighbours[sq]:  # a door: the wall's two ends
                q = cell // 4
                if a[0] == b[0]:
                    pygame.draw.line(surf, wall, a, (a[0], a[1] + q), 4)
                    pygame.draw.line(surf, wall, (b[0], b[1] - q), b, 4)
                else:
                    pygame.draw.line(surf, wall, a, (a[0] + q, a[1]), 4)
                    pygame.draw.line(surf, wall, (b[0] - q, b[1]), b, 4)
            else:
                pygame.draw.line(surf, wall, a, b, 4)
    for colour, sq in board.spawnpoints.items():
        r = rect(sq)
        pygame.draw.circle(surf, theme.AMMO_COLOUR[colour], r.center, cell // 4)
        pygame.draw.circle(surf, (0, 0, 0), r.center, cell // 4, 2)
    _PICTURES[key] = surf
    return surf


def recommended_players(letter: str) -> set[int]:
    """The player counts the rulebook's caption names (all of 3-5 for 'any number')."""
    counts = {int(d) for d in re.findall(r"\d", arena_caption(letter))}
    return counts or set(range(MIN_PLAYERS, MAX_PLAYERS + 1))


def _player_value(seat: Seat) -> str:
    return f"computer:{seat.level}" if seat.computer else "person"


LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}  # bots.LEVELS
def _show_player(value: str) -> str:
    if value == "person":
        return _("Person")
    level = value.split(':', 1)[1]
    return _("Computer - {level}").format(level=_(LEVEL_WORDS.get(level, level)))


def _show_bot(character: str) -> str:
    return _("Bot: {character}").format(character=character_name(character)) if character \
        else _("No bot")


def _bot_tip(suggested: bool) -> str:
    tip = _("Adding a bot: a figure nobody plays, which every player steers in turn (F1: Adding a bot)")
    return tip + (" - " + _("suggested with 3 players") if suggested else "")


class NewGame(Screen):
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

    # -- can it start? ----------------------------------------------------------------------
    def problems(self) -> list[str]:
        """Why this game cannot start (empty: it can)."""
        from ...core.engine import Setup, SetupError
        from ...words import setup_words

        out: list[str] = []
        n = len(self.seats)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            out.append(_("Adrenaline is for {least} to {most} players, not {n}.").format(
                least=MIN_PLAYERS, most=MAX_PLAYERS, n=n))
        first: dict[str, int] = {}
        for i, s in enumerate(self.seats):
            if s.character in first:
                out.append(_("Seats {first} and {second} both chose {character}: "
                             "each character can be played only once.").format(
                                 first=first[s.character] + 1, second=i + 1,
                                 character=character_name(s.character)))
            first.setdefault(s.character, i)
        names: dict[str, int] = {}
        for i, s in enumerate(self.seats):
            key = s.name.strip().casefold()
            if not key:
                out.append(_("Seat {seat} needs a name.").format(seat=i + 1))
            elif key in names:
                out.append(_("Seats {first} and {second} are both called {name}: "
                             "give each player a different name.").format(
                                 first=names[key] + 1, second=i + 1, name=s.name.strip()))
            names.setdefault(key, i)
            if s.computer and s.level not in LEVELS:
                out.append(_("Seat {seat}: no computer player of level {level}.").format(
                    seat=i + 1, level=repr(s.level)))
        if not MIN_SKULLS <= self.skulls <= MAX_SKULLS:
            out.append(_("Use {least} to {most} skulls, not {n}.").format(
                least=MIN_SKULLS, most=MAX_SKULLS, n=self.skulls))
        if self.arena not in ARENAS:
            out.append(_("Choose an arena among {arenas}.").format(arenas=", ".join(ARENAS)))
        if not out:
            try:
                mode, skulls, sudden_death = self.mode_skulls_ending()
                Setup(self.arena, tuple((s.name.strip(), s.character) for s in self.seats),
                      skulls, sudden_death, 0, mode, neutral=self.chosen_bot()).validate()
            except SetupError as error:
                out.append(setup_words(error) + ".")
        return out

    def mode_skulls_ending(self) -> tuple[str, int, bool]:
        """The mode chosen, and the skulls and ending: the mode's own when it fixes
        them (Domination: 8, final frenzy)."""
        fixed = self.fixed_skulls()
        skulls = self.skulls if fixed is None else fixed
        return self.mode, skulls, self.sudden_death and self.sudden_death_allowed()

    def remarks(self) -> list[str]:
        """Things worth knowing that do not stop the game."""
        out = []
        if self.note:
            out.append(self.note)
        n = len(self.seats)
        if n not in recommended_players(self.arena):
            out.append(_("Arena {arena} is {caption}; it works with {n}, "
                         "but another arena may play better.").format(
                             arena=self.arena, caption=_(arena_caption(self.arena)), n=n))
        if self.bot_suggested() and not self.chosen_bot():
            out.append(_("With 3 players, the rulebook suggests adding the bot."))
        if all(s.computer for s in self.seats):
            out.append(_("Only computer players: you will watch the game."))
        return out

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

    # -- the screen -------------------------------------------------------------------------
    def build(self) -> None:
        widgets: list = []
        # arenas
        card_w, gap = 262, 12  # a caption on three lines at the text floor (Spanish arena B's)
        x0 = (W - (4 * card_w + 3 * gap)) // 2
        for k, letter in enumerate(ARENAS):
            r = pygame.Rect(x0 + k * (card_w + gap), 74, card_w, 226)
            widgets.append(Button(r, _("Arena {letter}").format(letter=letter),
                                  lambda a=letter: self.set_arena(a),
                                  selected=letter == self.arena, picture=arena_picture(letter, 33),
                                  detail=_(arena_caption(letter)).capitalize(),
                                  tooltip=_("Arena {letter}: {caption}").format(
                                      letter=letter, caption=_(arena_caption(letter))),
                                  key=f"button:Arena {letter}"))
        # seats
        while len(self.fields) < len(self.seats):
            i = len(self.fields)
            self.fields.append(TextInput(pygame.Rect(NAME_X, 0, 184, 44), f"Seat {i + 1} name",
                                         player_name(self.seats[i].name, self.seats[i].character),
                                         max_length=NAME_LENGTH,
                                         on_change=lambda t, i=i: self.set_name(i, t),
                                         placeholder=_("a name"), tooltip=_("Click to type a name")))
        del self.fields[len(self.seats):]
        for i, field in enumerate(self.fields):
            field.on_change = lambda t, i=i: self.set_name(i, t)
        players = self.player_values()
        for i, seat in enumerate(self.seats):
            y = 336 + i * 52
            widgets.append(Label(pygame.Rect(84, y, 100, 44), _("Seat {seat}").format(seat=i + 1), 22,
                                 theme.TEXT_DIM, tooltip=_("Seat 1 plays first") if i == 0 else ""))
            widgets.append(Cycler(pygame.Rect(PLAYER_X, y, 334, 44), f"Seat {i + 1} player", players,
                                  self.player_value(i), lambda v, i=i: self.set_player(i, v),
                                  show=self.show_player, tooltip=self.player_tip()))
            widgets.append(Cycler(pygame.Rect(CHARACTER_X, y, 318, 44), f"Seat {i + 1} character",
                                  [c.name for c in CHARACTERS], seat.character,
                                  lambda v, i=i: self.set_character(i, v), show=character_name,
                                  stepper=lambda v, d, i=i: self.next_character(i, v, d),
                                  colour_of=character_colour,
                                  tooltip=_("Each character can be played once")))
            field = self.fields[i]
            field.rect.y = y
            field.colour = character_colour(seat.character)
            shown = player_name(seat.name, seat.character)
            if field.text != shown:
                field.set_text(shown)
            widgets.append(field)
            if len(self.seats) > MIN_PLAYERS:
                widgets.append(Button(pygame.Rect(1046, y, 138, 44), _("Remove"),
                                      lambda i=i: self.remove_seat(i), name=f"Remove seat {i + 1}",
                                      size=20))
        if len(self.seats) < MAX_PLAYERS:
            y = 336 + len(self.seats) * 52
            widgets.append(Button(pygame.Rect(PLAYER_X, y, 334, 44), _("Add a player"), self.add_seat, size=22,
                                  key="button:Add a player"))
        if self.bot_offered():  # beside "Add a player": hidden with 5, no figure is free
            y = 336 + len(self.seats) * 52
            widgets.append(Cycler(pygame.Rect(CHARACTER_X, y, 420, 44), "Bot", self.bot_choices(),
                                  self.chosen_bot(), self.set_bot, show=_show_bot,
                                  colour_of=lambda v: character_colour(v) if v else theme.TEXT_DIM,
                                  tooltip=_bot_tip(self.bot_suggested())))
        # the way to play, skulls and ending (the mode's own when it fixes them)
        # the mode's name on one line at the floor (Spanish "Combate a muerte"), the skulls'
        # caption and count beside it ("Calaveras 8")
        widgets.append(Cycler(pygame.Rect(86, 612, 310, 48), "Mode", list(MODES), self.mode,
                              self.set_mode, show=mode_words,
                              tooltip=_("Deathmatch: score by damaging the other players. "
                                        "Domination: the spawnpoints are targets too, and their "
                                        "tracks score at the end (F1: Domination). "
                                        "Turret mode, for experts: every square without a "
                                        "spawnpoint has a turret that shoots whoever enters it; "
                                        "commandeer them as you grab ammo (F1: Turret mode).")))
        _mode, skulls, sudden_death = self.mode_skulls_ending()
        fixed = self.fixed_skulls() is not None
        free_ending = self.sudden_death_allowed()
        widgets.append(Cycler(pygame.Rect(404, 612, 240, 48), "Skulls", list(range(MIN_SKULLS, MAX_SKULLS + 1)),
                              skulls, self.set_skulls, caption=_("Skulls"), enabled=not fixed,
                              tooltip=_("{mode} is played with {skulls} skulls").format(
                                  mode=mode_words(self.mode), skulls=skulls) if fixed else
                              _("Skulls on the killshot track: {standard} for a normal game, "
                                "{first} for a first game").format(
                                    standard=STANDARD_SKULLS, first=FIRST_GAME_SKULLS)))
        widgets.append(Cycler(pygame.Rect(656, 612, 290, 48), "Ending", [False, True], sudden_death,
                              self.set_sudden_death, enabled=free_ending,
                              show=lambda v: _("Sudden death") if v else _("Final frenzy"),
                              tooltip=_("Final frenzy: everyone gets one more turn after the last skull. "
                                        "Sudden death: the game ends with the last skull (first game).")
                              if free_ending else _("{mode} always ends with final frenzy").format(
                                  mode=mode_words(self.mode))))
        first_tip = _("The rulebook's first game: {skulls} skulls and sudden death").format(
            skulls=FIRST_GAME_SKULLS)
        if fixed or not free_ending:  # kept for Deathmatch; this mode plays its own
            first_tip = _("{first} (in Deathmatch: {mode} keeps its own skulls and ending)").format(
                first=first_tip, mode=mode_words(self.mode))
        widgets.append(Button(pygame.Rect(956, 612, 228, 48), _("First game"), self.first_game, size=22,
                              key="button:First game", tooltip=first_tip,
                              selected=skulls == FIRST_GAME_SKULLS and sudden_death))
        # back and start
        problems = self.problems()
        back = Button(pygame.Rect(96, 724, 240, 52), _("Back"), self.back, key="button:Back")
        start = Button(pygame.Rect(944, 724, 240, 52), _("Start"), self.start, enabled=not problems,
                       default=True, tooltip=problems[0] if problems else _("Enter"), key="button:Start")
        widgets += self.more_widgets() + [back, start]
        if problems:
            self.say(problems[0], theme.DANGER)
        else:
            remarks = self.remarks()
            self.say(" ".join(remarks), theme.TEXT_DIM)
        self.form.set(widgets, start)

    def draw_content(self, surface) -> None:
        for text, x in ((_("Played by"), PLAYER_X + 2), (_("Character"), CHARACTER_X + 4), (_("Name"), NAME_X + 2)):
            draw_text(surface, text, 18, theme.TEXT_DIM, (x, 318))
