"""Join a game / Watch a game: a game hosted on another computer, played from this one.

The games hosted on the local network are listed as they are found (and as their
seats are taken, and as they end: :class:`adrenaline.net.discovery.Browser`); a click
on one fills in its address. A game further away is joined by its address and join
code typed in. Joining asks for a name; the host gives the seat (and its character).
A refusal is said in one line, in the player's language (a wrong code, every seat
taken, another version of the game). Once the host has taken the seat and the game
has started, the game screen plays it (:class:`..game.remote_scene.RemoteGameScene`).

The seat's token is kept (:mod:`adrenaline.saves.seats`): Continue on the main menu
comes back to the seat (:func:`rejoin`).
"""

from __future__ import annotations

import time

import pygame

from .. import theme
from ...saves import seats as kept_seats
from ...words.i18n import N_, _, language
from ...words.joining import (
    found_words,
    refusal_words,
    silent_host_words,
    unreachable_words,
    waiting_words,
)
from ..kit.button import Button
from ..kit.inputs import Cycler, TextInput
from ..kit.text import draw_text
from .base import W, Screen, character_colour
from ...core.cards import CHARACTERS
from ...net.protocol import DEFAULT_PORT
from ...words.characters import character_name

LIST_X, LIST_W, LIST_Y, ROW = 60, 640, 214, 66
FIELD_X, FIELD_W = 760, 460
FIELD_Y = (232, 318, 404, 490)  # address, code, name, character
MAX_LISTED = 5
ANSWER_WAIT = 10.0  # seconds a host has to welcome us before the screen gives up on it


def with_port(address: str) -> str:
    address = address.strip()
    if not address or address.startswith(("ws://", "wss://")) or address.endswith("]"):
        return address
    host, _sep, port = address.rpartition(":")
    return address if host and port.isdigit() else f"{address}:{DEFAULT_PORT}"


class JoinGame(Screen):
    """The games found, an address and a code, a name; Join (or Watch)."""

    title_y = 90

    def __init__(self, app, spectate: bool = False, browse: bool = True):
        super().__init__(app)
        self.spectate = spectate
        self.title = N_("Watch a game") if spectate else N_("Join a game")
        self.address = TextInput(pygame.Rect(FIELD_X, FIELD_Y[0], FIELD_W, 48), "Address", "", max_length=120,
                                 placeholder="192.168.1.20:7437", size=22)
        self.code = TextInput(pygame.Rect(FIELD_X, FIELD_Y[1], FIELD_W, 48), "Code", "", max_length=16,
                              placeholder="ABCD2345", size=22)
        self.name = TextInput(pygame.Rect(FIELD_X, FIELD_Y[2], FIELD_W, 48), "Name", "", max_length=16, size=22)
        self.character = ""  # the character asked for ("": the host's choice)
        self.table = None  # the table being joined (until the game screen takes it)
        self.started = 0.0
        self.kept: kept_seats.KeptSeat | None = None  # a seat coming back (Continue)
        self.browser = None
        self.seen_changes = -1
        if browse:
            self._browse()

    def _browse(self) -> None:
        from ...net.discovery import Browser  # the network code loads only when it is used

        try:
            self.browser = Browser().start()
        except Exception:  # noqa: BLE001 - no list of games: the address can still be typed
            self.browser = None

    # -- the screen -------------------------------------------------------------------------
    def found(self) -> list:
        return self.browser.games()[:MAX_LISTED] if self.browser is not None else []

    def build(self) -> None:
        widgets = []
        for i, game in enumerate(self.found()):
            usable = game.same_version and (self.spectate or game.free > 0)
            widgets.append(Button(pygame.Rect(LIST_X, LIST_Y + i * ROW, LIST_W, ROW - 8), found_words(game),
                                  lambda g=game: self.pick(g), enabled=usable, size=20, align="left",
                                  key=f"game:{game.name}", selected=self.address.text == game.address))
        widgets += [self.address, self.code]
        if not self.spectate:
            widgets.append(self.name)
            widgets.append(Cycler(pygame.Rect(FIELD_X, FIELD_Y[3], FIELD_W, 48), "Character",
                                  [""] + [c.name for c in CHARACTERS], self.character, self.set_character,
                                  show=lambda v: character_name(v) if v else _("whichever is free"),
                                  colour_of=lambda v: character_colour(v) if v else theme.TEXT_DIM,
                                  tooltip=_("The character you would like to play; if another player "
                                            "has it already, the host gives you another")))
        go = Button(pygame.Rect(W // 2 - 320, 600, 300, 56), _("Watch") if self.spectate else _("Join"),
                    self.join, default=True, enabled=self.table is None,
                    key="button:Watch" if self.spectate else "button:Join")
        back = Button(pygame.Rect(W // 2 + 20, 600, 300, 56), _("Back"), self.back, key="button:Back")
        widgets += [go, back]
        self.form.set(widgets, go)

    def set_character(self, value: str) -> None:
        self.character = value

    def pick(self, game) -> None:
        """A game found: its address; the code is the host's to tell."""
        self.address.set_text(game.address)
        self.say(_("Now type the join code the host gives you."))
        self.build()
        self.form.edit(self.code)

    def handle_event(self, event) -> None:
        """Enter in a field joins, as the button does."""
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.form.editing is not None):
            self.form.stop_editing()
            self.join()
            return
        super().handle_event(event)

    def draw_content(self, surface) -> None:
        draw_text(surface, _("Games on this network"), 24, theme.TEXT, (LIST_X, LIST_Y - 34), "left")
        if not self.found():
            words = _("Looking for games on this network...") if self.browser is not None and \
                self.browser.problem is None else _("Cannot look for games on this network.")
            draw_text(surface, words, 20, theme.TEXT_DIM, (LIST_X, LIST_Y + 20), "left", LIST_W, 60)
            draw_text(surface, _("A game further away: type its address and join code."), 20, theme.TEXT_DIM,
                      (LIST_X, LIST_Y + 80), "left", LIST_W, 60)
        labels = [_("Address (host:port)"), _("Join code")]
        if not self.spectate:
            labels += [_("Your name"), _("Your character")]
        for words, y in zip(labels, FIELD_Y):
            draw_text(surface, words, 20, theme.TEXT_DIM, (FIELD_X, y - 18), "left")

    def still_for(self) -> float:
        """Wakes to list the games found, and while joining."""
        if self.table is not None:
            return 0.05
        if self.browser is not None:
            return min(super().still_for(), 0.25)
        return super().still_for()

    # -- joining -------------------------------------------------------------------------------
    def join(self, token: str | None = None) -> None:
        from ...net.client import Client
        from ...net.table import RemoteTable
        from ..game.remote_scene import WakingInbox

        if self.table is not None:
            return
        self.form.stop_editing()
        address, code = with_port(self.address.text), self.code.text.strip().upper()
        if not address:
            self.say(_("Type the host's address, e.g. 192.168.1.20:7437"), theme.DANGER_TEXT)
            return
        if not code:
            self.say(_("Type the game's join code (the host's screen shows it)."), theme.DANGER_TEXT)
            return
        self.address.set_text(address)
        client = Client(address, code, self.name.text.strip(), language(), token, self.spectate,
                        character=self.character)
        client.inbox = WakingInbox()
        self.table = RemoteTable(client.start())
        self.started = time.monotonic()
        self.say(_("Joining {address}...").format(address=address))

    def update(self, dt: float) -> None:
        if self.browser is not None and self.browser.changed != self.seen_changes:
            self.seen_changes = self.browser.changed
        t = self.table
        if t is None:
            return
        t.pump()
        if t.remote.refusals:
            refusal = t.remote.refusals[-1]
            self._give_up(refusal_words(refusal.get("reason", ""), refusal.get("text", "")),
                          forget=refusal.get("reason") in ("bad_token", "wrong_code"))
            return
        if t.lost is not None:
            self._give_up(unreachable_words(t.client.uri.removeprefix("ws://")))
            return
        if not t.connected and t.client.seat is None and time.monotonic() - self.started > ANSWER_WAIT:
            self._give_up(silent_host_words(t.client.uri.removeprefix("ws://")))
            return
        if t.connected and t.client.token and not self.spectate:
            self._keep(t)
        if t.game is not None:  # the game is on: the game screen takes the table
            self._play(t)
        elif t.connected:
            self.say(waiting_words(t.hosted_seats, self.spectate))

    def _keep(self, t) -> None:
        address = t.client.uri.removeprefix("ws://")
        if self.kept is None or self.kept.token != t.client.token:
            self.kept = kept_seats.KeptSeat(address, t.client.code, t.client.token, t.client.name, t.client.seat)
            kept_seats.keep(self.kept)

    def _give_up(self, words: str, forget: bool = False) -> None:
        t, self.table = self.table, None
        if t is not None:
            t.close()
            if forget:
                kept_seats.forget(t.client.uri.removeprefix("ws://"), t.client.code)
        self.say(words, theme.DANGER_TEXT)

    def _play(self, t) -> None:
        from ..game.remote_scene import RemoteGameScene, WakingInbox
        from ...net.client import Client

        self.table = None  # the game screen has it now
        kept = self.kept

        def rejoin() -> None:
            client = t.client
            again = Client(client.uri, client.code, client.name, client.language, client.token, client.spectate)
            again.inbox = WakingInbox()
            t.use(again.start())

        def over() -> None:
            if kept is not None:
                kept_seats.forget(kept.address, kept.code)

        self.close()
        self.app.reset(RemoteGameScene(self.app, t, rejoin, over))

    def close(self) -> None:
        super().close()
        if self.browser is not None:
            self.browser.close()
            self.browser = None
        if self.table is not None:
            self.table.close()
            self.table = None


def join_at(app, address: str, code: str, name: str = "", token: str | None = None) -> JoinGame:
    """The join screen joining ``address`` with ``code`` at once (``adrenaline join``; a
    ``token``: back to that seat), saying how it goes."""
    screen = JoinGame(app, browse=False)
    screen.address.set_text(address)
    screen.code.set_text(code)
    screen.name.set_text(name)
    app.push(screen)
    screen.join(token)
    return screen


def rejoin(app, kept: kept_seats.KeptSeat) -> JoinGame:
    """Continue: back to a kept seat (its token), the join screen saying how it goes."""
    screen = join_at(app, kept.address, kept.code, kept.name, kept.token)
    screen.kept = kept
    return screen


def newer_than_kept_game(kept: kept_seats.KeptSeat | None, latest) -> bool:
    """Whether Continue goes back to the seat ``kept`` rather than the kept game ``latest``."""
    if kept is None:
        return False
    return latest is None or kept.when >= latest.when.timestamp()


def menu_items(app) -> list[tuple]:
    """The main menu's entries for games hosted elsewhere."""
    return [(N_("Join a game"), lambda: app.push(JoinGame(app)), True,
             _("Play a seat of a game hosted on another computer")),
            (N_("Watch a game"), lambda: app.push(JoinGame(app, spectate=True)), True,
             _("Follow a game hosted on another computer, without a seat"))]

