"""The waiting room of a hosted game: the join code (big), the addresses to join, each
seat with who took it (name, character, language) and its state; the host may give a
seat of another computer to a computer player, or free it; Start once every seat is
filled. Then, while the game is played, the same table says who is connected.

It reads the host's state without waiting (:attr:`.Hosting.state`, made by the host's
thread) and asks the host things through :class:`.Hosting` (done in its thread).
"""

from __future__ import annotations

import pygame

from ...words.characters import character_name, player_name
from ...words.i18n import LANGUAGES, N_, _, language, ngettext
from .. import theme
from ..kit.button import Button
from ..kit.text import draw_text
from .base import Screen, character_colour

POLL = 0.25  # seconds between two looks at the host's state while nothing else happens
STAND_IN = "normal"  # the level a seat given to a computer player plays at
ROW_Y, ROW_H = 352, 54
SEAT_X, CHARACTER_X, NAME_X, STATE_X, ACTION_X = 84, 196, 386, 596, 926
ACTION_W = 270  # Computer and Free side by side


def addresses_for(port: int) -> list[str]:
    from ...net.addresses import join_addresses

    return join_addresses(port)


def hosted_table(hosting):
    """The session the game screen plays the seats at this screen through: each one's
    loopback client read as a joining window reads its own (``net/table.RemoteTable``);
    two or more, as a hot seat over them (``net/hot_seat.HotSeatTables``: the cover
    between two of them)."""
    from ...net.hot_seat import HotSeatTables
    from ...net.table import RemoteTable
    from ..game.remote_scene import WakingInbox

    for client in hosting.clients.values():
        # each of its messages wakes the resting window, as a joining window's do (else a
        # message taken in during a rest, "Zoe is back", waits for the mouse to be drawn);
        # the same queue, so nothing already in it is lost or reordered
        client.inbox.__class__ = WakingInbox
    tables = {seat: RemoteTable(client) for seat, client in hosting.clients.items()}
    return tables[min(tables)] if len(tables) == 1 else HotSeatTables(tables)


def hosted_scene(app, table):
    """The game screen over ``table`` (``ui/game/remote_scene.RemoteGameScene``)."""
    from ..game.remote_scene import RemoteGameScene

    return RemoteGameScene(app, table)


def host_again(app, path, screen) -> None:
    """Continue a game hosted from this window: hosted again where it stopped, its seats
    at this screen taken back, the others' windows coming back by themselves; the
    waiting room shows who is back. The file is read and re-played off the frame loop
    (``open_game.open_off_the_frame``: "Opening the game..." if it takes a while); a
    file that cannot be hosted again is refused in one sentence on ``screen``."""
    from ...net.hosting import resume_hosting
    from .open_game import open_off_the_frame

    words = language()
    open_off_the_frame(app, lambda: resume_hosting(path, words), lambda outcome: _hosted_again(app, path, screen,
                                                                                              outcome))


def _hosted_again(app, path, screen, outcome) -> bool:
    """On the frame loop, the game read: listen again, and the waiting room."""
    from ...core.savefile import SaveFileError
    from ...words.kept_games import problem_words

    try:
        hosting = outcome()
        hosting.start()
    except (SaveFileError, OSError, ValueError, RecursionError) as error:
        screen.say(_("Cannot host {file} again: {why}.").format(file=path.name, why=problem_words(error)),
                   theme.DANGER)
        return False
    app.push(WaitingRoom(app, hosting))
    return True


def seat_state_words(seat: dict, here: bool, started: bool) -> str:
    """What a seat's state is, in a few words."""
    if here:
        return _("At this screen")
    if seat["kind"] != "remote":
        return _("Computer - {level}").format(level=_(seat["kind"]))
    if not seat["taken"]:
        return _("Waiting for a player...")
    if seat.get("standing_in"):
        return _("Away: a computer player plays for them")
    if not seat["connected"] and seat.get("away") is not None:
        return _("Away for {seconds} s").format(seconds=int(seat["away"]))
    language = LANGUAGES.get(seat.get("language") or "", "")
    return _("Joined ({language})").format(language=language) if language else _("Joined")


class WaitingRoom(Screen):
    title = N_("Waiting for players")
    title_y = 40
    message_y = 660

    def __init__(self, app, hosting):
        super().__init__(app)
        self.hosting = hosting
        self.state = hosting.snapshot()
        self.addresses = addresses_for(hosting.actual_port)
        self.playing = False  # the game screen plays the seats here, over this one
        self.table = None  # the seat here's session, once the game starts
        self.waited = 0.0

    # -- what the host says ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.waited += dt
        if self.waited >= 1.0:  # the seconds a seat has been away
            self.waited = 0.0
            self.hosting.refresh()
        self.state = self.hosting.snapshot()
        if self.state.get("started") and self.hosting.clients and not self.playing:
            if self.table is None:
                self.table = hosted_table(self.hosting)
            if self.table is not None:
                self.table.pump()
                if self.table.game is not None:  # over this screen, which keeps the host under it
                    self.playing = True
                    self.app.push(hosted_scene(self.app, self.table))

    def still_for(self) -> float:
        return min(super().still_for(), POLL)

    # -- what the host's person does ------------------------------------------------------------
    def give(self, seat: int, kind: str) -> None:
        self.hosting.give(seat, kind)

    def start(self) -> None:
        if self.state.get("filled") and not self.state.get("started"):
            self.hosting.begin()

    def back(self) -> None:
        """Stop hosting and go back (the game's file is kept: it can be hosted again)."""
        self.close()
        self.app.pop()

    def close(self) -> None:
        """The window quits or goes home (this screen under the game too): the host stops."""
        super().close()
        self.hosting.stop()

    # -- the screen ------------------------------------------------------------------------------
    def build(self) -> None:
        state = self.state
        started = bool(state.get("started"))
        widgets: list = []
        here = set(state.get("here", []))
        for i, seat in enumerate(state.get("seats", [])):
            if started or i in here:
                continue
            y = ROW_Y + i * ROW_H
            if seat["kind"] == "remote":
                wide = ACTION_W if not seat["taken"] else 160
                widgets.append(Button(pygame.Rect(ACTION_X, y, wide, 44), _("Computer"),
                                      lambda i=i: self.give(i, STAND_IN), size=20, name=f"Computer seat {i + 1}",
                                      tooltip=_("Give this seat to a computer player (normal)")))
                if seat["taken"]:
                    widgets.append(Button(pygame.Rect(ACTION_X + 164, y, ACTION_W - 164, 44), _("Free"),
                                          lambda i=i: self.give(i, "remote"), size=20, name=f"Free seat {i + 1}",
                                          tooltip=_("Let this player go: the seat waits for another")))
            else:
                widgets.append(Button(pygame.Rect(ACTION_X, y, ACTION_W, 44), _("Free"),
                                      lambda i=i: self.give(i, "remote"), size=20, name=f"Free seat {i + 1}",
                                      tooltip=_("The seat waits for a person at another computer")))
        back = Button(pygame.Rect(96, 724, 300, 52), _("Stop hosting"), self.back, key="button:Stop hosting",
                      tooltip=_("The game stops; it is kept and can be hosted again"))
        widgets.append(back)
        default = back
        if not started:
            filled = bool(state.get("filled"))
            start = Button(pygame.Rect(944, 724, 240, 52), _("Start"), self.start, enabled=filled,
                           default=True, key="button:Start",
                           tooltip=_("Enter") if filled else _("Start once every seat is filled"))
            widgets.append(start)
            default = start
        self.say(*self.status())
        self.form.set(widgets, default)

    def status(self) -> tuple[str, tuple]:
        state = self.state
        if state.get("error"):
            return _("The hosted game stopped: {why}").format(why=state["error"]), theme.DANGER
        if state.get("over"):
            result = state.get("result") or {}
            return _("The game is over. Winner: {names}").format(
                names=", ".join(result.get("winner", []))), theme.HIGHLIGHT
        if state.get("started"):
            n = state.get("choices", 0)
            return ngettext("The game is under way: {n} decision so far.",
                            "The game is under way: {n} decisions so far.", n).format(n=n), theme.TEXT_DIM
        missing = sum(1 for s in state.get("seats", []) if not s["taken"])
        if missing:
            return ngettext("Waiting for {n} more player: give them the code and an address.",
                            "Waiting for {n} more players: give them the code and an address.",
                            missing).format(n=missing), theme.TEXT_DIM
        return _("Every seat is filled: Start when you are ready."), theme.TEXT

    def draw_content(self, surface) -> None:
        state = self.state
        # the join code, big
        box = pygame.Rect(84, 84, 520, 210)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=10)
        draw_text(surface, _("Join code"), 22, theme.TEXT_DIM, (box.centerx, box.y + 26), "center")
        draw_text(surface, state.get("code", ""), 72, theme.HIGHLIGHT, (box.centerx, box.y + 104), "center")
        draw_text(surface, _("Your friends choose Join a game and type it"), 20, theme.TEXT_DIM,
                  (box.centerx, box.y + 176), "center", box.width - 24, 54)
        # the addresses
        box = pygame.Rect(628, 84, 568, 210)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=10)
        draw_text(surface, _("Addresses to join"), 22, theme.TEXT_DIM, (box.centerx, box.y + 26), "center")
        y = box.y + 66
        for address in self.addresses[:4]:
            loopback = address.startswith("127.")
            text = _("{address} (this computer only)").format(address=address) if loopback else address
            draw_text(surface, text, 28 if not loopback else 20, theme.TEXT if not loopback else theme.TEXT_DIM,
                      (box.centerx, y), "center", box.width - 24)
            y += 40
        # the seats
        here = set(state.get("here", []))
        started = bool(state.get("started"))
        for text, x in ((_("Character"), CHARACTER_X), (_("Name"), NAME_X), (_("State"), STATE_X)):
            draw_text(surface, text, 18, theme.TEXT_DIM, (x, ROW_Y - 22))
        for i, seat in enumerate(state.get("seats", [])):
            y = ROW_Y + i * ROW_H + 22
            draw_text(surface, _("Seat {seat}").format(seat=i + 1), 22, theme.TEXT_DIM, (SEAT_X, y), "left",
                      CHARACTER_X - SEAT_X - 6, ROW_H - 6)
            character = seat.get("character", "")
            draw_text(surface, character_name(character), 22, character_colour(character), (CHARACTER_X, y),
                      "left", NAME_X - CHARACTER_X - 8, ROW_H - 6)
            shown = player_name(seat["name"], character) if seat["name"] else "-"
            draw_text(surface, shown, 22, theme.TEXT if seat["taken"] else theme.TEXT_DIM, (NAME_X, y), "left",
                      STATE_X - NAME_X - 8, ROW_H - 6)
            words = seat_state_words(seat, i in here, started)
            colour = theme.TEXT_DIM if seat["kind"] == "remote" and not seat["taken"] else theme.TEXT
            draw_text(surface, words, 22, colour, (STATE_X, y), "left", ACTION_X - STATE_X - 10, ROW_H - 6)

    def probe_extra(self) -> dict:
        """For end-to-end tests: the join code and port, and each seat as the host has it."""
        return {"code": self.state.get("code", ""), "port": self.hosting.actual_port,
                "started": bool(self.state.get("started")),
                "seats": [{k: s.get(k) for k in ("name", "taken", "connected")} for s in self.state.get("seats", [])]}
