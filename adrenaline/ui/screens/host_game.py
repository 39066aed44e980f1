"""Host a game: New game's form (arena, seats, mode, skulls, ending, the bot), where a
seat is played at this screen, on another computer, or by a computer player; with a
time limit per decision and the port others join on. Start hosts it and opens the
waiting room (:mod:`.waiting_room`)."""

from __future__ import annotations

import pygame

from ...core.engine import SetupError
from ...saves import library
from ...words.i18n import N_, _, language, pgettext
from .. import theme
from ..kit.inputs import Cycler, TextInput
from ..kit.widget import Label
from .new_game import NewGame, _player_value, _show_player

REMOTE = "remote"  # a person at another computer (net.hosting.REMOTE)
PORTS = (1024, 65535)  # a port a program may listen on without special rights
LIMITS = (None, 30, 60, 120)  # seconds per decision (net.hosting.LIMITS)


def default_port() -> int:
    from ...net.protocol import DEFAULT_PORT  # the command line's default, the same here

    return DEFAULT_PORT


def limit_words(seconds) -> str:
    """A time limit per decision, as the form shows it."""
    if seconds is None:
        return pgettext("time per decision", "unlimited")
    if seconds < 60:
        return _("{seconds} s").format(seconds=seconds)
    return _("{minutes} min").format(minutes=seconds // 60)


class HostGame(NewGame):
    """New game's form for a hosted game (its seats, limit and port)."""

    title = N_("Host a game")
    announced = True  # in the local network's list of games (tests: not)

    def __init__(self, app):
        self.remote: list[bool] = []  # by seat: played by a person at another computer
        super().__init__(app)
        self.limit = None
        self.port_field = TextInput(pygame.Rect(806, 724, 122, 52), "Port", str(default_port()), max_length=5,
                                    tooltip=_("The port the other computers join on (the same on each side)"))

    def restore_last(self) -> None:
        """The last New game's arena, mode and seats; the second seat on another computer."""
        super().restore_last()
        self.remote = [False] * len(self.seats)
        if len(self.seats) > 1:
            self.remote[1] = True
            self.seats[1].computer = False

    def remember(self, seats) -> None:
        """New game's remembered seats are left as they were (no seat there is remote)."""

    # -- the seats ------------------------------------------------------------------------
    def player_values(self) -> list[str]:
        return ["person", REMOTE] + super().player_values()[1:]

    def player_value(self, i: int) -> str:
        return REMOTE if self.remote[i] else _player_value(self.seats[i])

    def show_player(self, value: str) -> str:
        if value == "person":
            return _("At this screen")
        if value == REMOTE:
            return _("Other computer")
        return _show_player(value)

    def player_tip(self) -> str:
        return _("A person at this screen, a person at another computer who joins with the code, "
                 "or a computer player")

    def set_player(self, i: int, value: str) -> None:
        self.remote[i] = value == REMOTE
        super().set_player(i, "person" if value == REMOTE else value)

    def add_seat(self) -> None:
        before = len(self.seats)
        super().add_seat()
        self.remote += [False] * (len(self.seats) - before)

    def remove_seat(self, i: int) -> None:
        before = len(self.seats)
        super().remove_seat(i)
        if len(self.seats) < before:
            del self.remote[i]

    def kinds(self) -> list[str]:
        """Each seat as the host takes it: here, remote or a computer level."""
        return [REMOTE if self.remote[i] else (s.level if s.computer else "here")
                for i, s in enumerate(self.seats)]

    # -- the limit and the port -------------------------------------------------------------
    def set_limit(self, seconds) -> None:
        self.limit = seconds

    def port(self) -> int | None:
        text = self.port_field.text.strip()
        if not text.isdigit() or not PORTS[0] <= int(text) <= PORTS[1]:
            return None
        return int(text)

    def more_widgets(self) -> list:
        return [Cycler(pygame.Rect(352, 724, 340, 52), "Time limit", list(LIMITS), self.limit, self.set_limit,
                       show=limit_words, caption=_("Time"),
                       tooltip=_("Time per decision: when it runs out, a computer player (normal) "
                                 "chooses for that player")),
                Label(pygame.Rect(706, 724, 96, 52), _("Port"), 22, theme.TEXT_DIM, align="right"),
                self.port_field]

    # -- can it start? ----------------------------------------------------------------------
    def problems(self) -> list[str]:
        out = super().problems()
        if not any(self.remote):
            out.insert(0, _("Choose at least one seat on another computer."))
        if self.port() is None:
            out.append(_("The port is a number from {least} to {most}.").format(least=PORTS[0], most=PORTS[1]))
        return out

    def remarks(self) -> list[str]:
        return [r for r in super().remarks() if r != _("Only computer players: you will watch the game.")]

    def start(self) -> None:
        """Host the game: listening on the port, then the waiting room."""
        from ...net.hosting import new_hosting
        from ...words import setup_words
        from .waiting_room import WaitingRoom

        problems = self.problems()
        port = self.port()
        if problems or port is None:
            self.say(problems[0] if problems else "", theme.DANGER)
            return
        self.form.stop_editing()
        mode, skulls, sudden_death = self.mode_skulls_ending()
        try:
            hosting = new_hosting(self.kinds(), [s.name.strip() for s in self.seats],
                                  [s.character for s in self.seats], library.new_game_path(), port,
                                  mode, self.arena, skulls, sudden_death, self.chosen_bot() or False,
                                  self.limit, language(), announced=self.announced)
        except SetupError as error:
            self.say(_("Cannot start {what}: {why}").format(what=_("the new game"), why=setup_words(error)),
                     theme.DANGER)
            return
        try:
            hosting.start()
        except OSError as error:
            self.say(_("Cannot host on port {port} ({why}): another program may use it; "
                       "try another port.").format(port=port, why=error.strerror or error), theme.DANGER)
            return
        self.app.replace(WaitingRoom(self.app, hosting))
