"""The game screen for a seat of a game hosted elsewhere (or for watching one).

It is the game screen itself (:class:`.game_scene.GameScene`) over a
:class:`~adrenaline.net.table.RemoteTable`, which answers it as a session at this
screen does; this adds only what a game across computers has and a game at one
screen has not:

- the host's messages taken in at each frame (never waiting): the events animate and
  the log tells them as at the host; a reconnection brings the whole table again;
- the host's notices said in the log (a player away, back, a computer player standing
  in: :mod:`adrenaline.words.hosting`);
- on the players' boards, who is away (greyed, and for how long) or played by a
  computer, and the time left to the one deciding when the host set a time limit;
- "Reconnecting..." over the game while the host cannot be reached: the connection
  tries again by itself (backing off, at most :data:`RETRY_MOST` seconds apart), with
  the way back to the main menu one key or click away.
"""

from __future__ import annotations

import math
import queue
import time

import pygame

from .. import layout, theme
from ...core.board import square_name
from ...words.hosting import notice_text
from ...words.i18n import N_
from ...words.log import player_names
from ...words.joining import seat_kept_words, away_words, lost_words, minutes, reconnecting_words, stand_in_words
from ..kit.text import draw_text
from ..screens.base import W, Menu
from ..screens.end_screen import EndScreen
from ..screens.in_game_menu import InGameMenu
from .board_draw import PULSE_SECONDS
from .game_scene import GameScene
from .player_board_shape import DESIGN, RIGHT_X, board_zoom

POLL = 0.1  # seconds: how often a still screen looks for the host's messages
RECONNECTING_AFTER = 0.5  # seconds without the host before the screen says so
RETRY_FIRST, RETRY_MOST = 2.0, 30.0  # seconds before trying again, once the client gave up


class RemoteGameScene(GameScene):
    def __init__(self, app, table, rejoin=None, over=None):
        """``rejoin()``: a new client for the same seat (its token), once the one the
        table has gave up (None: no coming back); ``over()``: called once the game is
        over (the kept seat is forgotten)."""
        self.table = table
        self.rejoin = rejoin
        self.over = over
        self._synced = table.synced
        self._notices_told = len(table.notices)
        self.away_since: dict[int, float] = {}  # seat -> when its person went away (monotonic)
        self.standing_in: set[int] = set()
        self.lost_since: float | None = None
        self.tries = 0
        self.next_try: float | None = None
        self.end_shown = False
        self.ended_why: int | None = None  # the host closed for good: its close code
        super().__init__(app, table)
        self._follow_notices(table.notices, at_start=True)

    # -- the host's messages ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.take_in()
        t = self.table
        if t.is_over and self.over is not None:
            self.over, over = None, self.over
            over()
        if t.is_over:
            self.ended = True  # the end screen is this scene's own (below), not the game screen's
        super().update(dt)
        if t.is_over and not self.end_shown and not self.animator.busy and self.app.top is self:
            self.end_shown = True  # the end, as the host reports it, once the last moves have played
            t.close()
            self.app.push(HostedEndScreen(self.app, t))

    def take_in(self) -> None:
        t = self.table
        if t.pump() or t.synced != self._synced:
            if t.synced != self._synced:  # the whole table again (a reconnection)
                self._synced = t.synced
                self.animator.sync()
                self._make_panels()
                self._tell_from_start()
                self.away_since.clear()
                self.standing_in.clear()
                self._follow_notices(t.notices, at_start=True)
                self._notices_told = len(t.notices)
            else:
                self._tell_new_entries()
        if len(t.notices) > self._notices_told:
            self._follow_notices(t.notices[self._notices_told:])
        self._notices_told = len(t.notices)
        self._watch_connection()

    def _follow_notices(self, notices, at_start: bool = False) -> None:
        names = player_names(self.table.game) if self.table.game is not None else []
        now = time.monotonic()
        for notice in notices:
            seat, kind = notice.get("seat"), notice.get("kind")
            if kind == "away":
                self.away_since.setdefault(seat, now)
            elif kind == "back":
                self.away_since.pop(seat, None)
                self.standing_in.discard(seat)
            elif kind == "stand_in" and notice.get("why") == "away":
                self.standing_in.add(seat)
            if not at_start:
                line = notice_text(notice, names)
                if line:
                    self.log.add(line)
                    self._lines_told += 1

    def _watch_connection(self) -> None:
        t, now = self.table, time.monotonic()
        if t.is_over:
            return
        lost = t.lost
        if lost is not None and lost.get("code") in (1000, 1008, 1013) and self.ended_why is None:
            self.ended_why = int(lost["code"])
        if t.connected:
            self.lost_since, self.tries, self.next_try = None, 0, None
            return
        if self.lost_since is None:
            self.lost_since = now
        if lost is not None and self.ended_why is None and self.rejoin is not None:
            if self.next_try is None:  # the client gave up: a new one, later, again and again
                self.tries += 1
                self.next_try = now + min(RETRY_MOST, RETRY_FIRST * 2 ** (self.tries - 1))
            elif now >= self.next_try:
                self.next_try = None
                self.rejoin()
        if now - self.lost_since >= RECONNECTING_AFTER and not isinstance(self.app.top, Reconnecting) \
                and self.app.top is self:
            self.app.push(Reconnecting(self.app, self))

    @property
    def reconnecting_text(self) -> str:
        if self.ended_why is not None:
            return lost_words(self.ended_why)
        return reconnecting_words(self.tries + 1)

    def still_for(self) -> float:
        """How long the screen stays as it is: 0 while anything moves; else until input,
        a message from the host (it wakes the window: :class:`WakingInbox`), the notice
        going, or the next second of a time shown (the time left, how long away)."""
        a, t = self.animator, self.table
        if a.busy or a.popups or a.banners or self.board.gliding or self.attention < PULSE_SECONDS:
            return 0.0
        if (t.is_over and not self.end_shown) or t.pump_waiting():
            return 0.0
        waits = [math.inf]
        if self.notice is not None:
            waits.append(self.notice_left)
        if self.seat_states():  # a time shown: its next second
            waits.append(1.0 - (time.monotonic() % 1.0))
        if not t.connected:
            waits.append(POLL)
        return min(waits)

    def close(self) -> None:
        self.table.close()

    def handle_event(self, event) -> None:
        """Esc: the in-game menu of a hosted game (no copy to save: the host keeps it)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push(HostedGameMenu(self.app, self))
            return
        super().handle_event(event)

    # -- what a game across computers shows ----------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_connections(surface)

    def seat_states(self) -> dict[int, tuple[str, tuple]]:
        """Seat -> (words, colour) of its badge: away and for how long, a computer
        standing in, or the time left to decide."""
        t, now = self.table, time.monotonic()
        states: dict[int, tuple[str, tuple]] = {}
        for seat, since in self.away_since.items():
            if not isinstance(seat, int):
                continue
            words = stand_in_words() if seat in self.standing_in else away_words(now - since)
            states[seat] = (words, theme.TEXT_DIM)
        d = t.decision
        if t.limit and d is not None and t.asked_at is not None and not t.is_over and t.connected:
            left = max(0.0, t.limit - (now - t.asked_at))
            if d.decider not in states:
                states[d.decider] = (minutes(math.ceil(left)), theme.DANGER_TEXT if left <= 10 else theme.HIGHLIGHT)
        return states

    def draw_connections(self, surface: pygame.Surface) -> None:
        g = self.table.game
        if g is None:
            return
        n = len(g.state.players)
        for seat, (words, colour) in self.seat_states().items():
            if not 0 <= seat < n:
                continue
            r = layout.player_rect(seat, n)
            if colour == theme.TEXT_DIM:  # away: the board greyed
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((12, 14, 22, 150))
                surface.blit(shade, r)
            img = theme.text(words, 15, colour)
            pill = img.get_rect().inflate(12, 4)
            zoom = board_zoom(r.width, r.height)  # left of the ammo box, on the name's row
            right = round(RIGHT_X * zoom) + max(0, r.width - round(DESIGN[0] * zoom)) // 2
            pill.topright = (r.x + right - 8, r.y + 4)
            pygame.draw.rect(surface, theme.PANEL, pill, border_radius=6)
            pygame.draw.rect(surface, colour, pill, 1, border_radius=6)
            surface.blit(img, img.get_rect(center=pill.center))

    def probe_extra(self) -> dict:
        """For end-to-end tests: the log's newest lines, and the seat's state."""
        return {**super().probe_extra(), "seat": self.table.seat, "connected": self.table.connected,
                "entries": len(self.table.game.log) if self.table.game is not None else 0,
                "badges": {str(k): v[0] for k, v in self.seat_states().items()},
                "figures": {str(seat): square_name(sq) for seat in range(len(self.view.state.players))
                            if (sq := self.view.figure_square(seat)) is not None}}  # as drawn


class HostedGameMenu(InGameMenu):
    """The in-game menu of a hosted game: no "Save a copy" (its host keeps the game);
    Quit to menu leaves the seat kept (Continue comes back to it)."""

    def items(self):
        return [item for item in super().items() if item[0] != "Save a copy"]


class HostedEndScreen(EndScreen):
    """The end screen of a hosted game: the scores and plots as this seat saw the game;
    no Watch again (the host keeps the game's file, with every hand)."""

    def build(self) -> None:
        super().build()
        widgets = [w for w in self.form.widgets if getattr(w, "key", "") != "button:Watch again"]
        x, width, gap = self.width // 2 - 420, 260, 30  # three buttons across the bottom
        for i, w in enumerate(widgets):
            w.rect.x = x + i * (width + gap)
        self.form.set(widgets, self.form.default)


WAKE = pygame.event.custom_type()  # a message from the host came: the resting window wakes


class WakingInbox(queue.Queue):
    """A client's inbox that wakes the window's frame loop with each message (a still
    screen waits for input: :meth:`adrenaline.ui.app.App.rest`), so a screen waiting
    for the host draws no frame until the host speaks."""

    def put(self, item, block=True, timeout=None) -> None:
        super().put(item, block, timeout)
        try:
            pygame.event.post(pygame.event.Event(WAKE))
        except pygame.error:  # no window (closing): nothing to wake
            pass


class Reconnecting(Menu):
    """Over the game while the host cannot be reached: says so, tries again by itself
    (the game screen below keeps trying), goes when the host is back; Main menu (Esc)
    leaves the game (the seat stays kept: Continue comes back to it)."""

    overlay = True
    title = ""
    top = 500

    def __init__(self, app, scene: RemoteGameScene):
        super().__init__(app)
        self.scene = scene

    def items(self):
        return [(N_("Main menu"), self.app.go_home)]

    def back(self) -> None:
        self.app.go_home()

    def update(self, dt: float) -> None:
        self.scene.take_in()
        if self.scene.table.connected and self.app.top is self:
            self.app.pop()

    def still_for(self) -> float:
        return POLL

    def draw_content(self, surface) -> None:
        box = pygame.Rect(W // 2 - 360, 280, 720, 270)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 2, border_radius=12)
        draw_text(surface, self.scene.reconnecting_text, 28, theme.TEXT, (W // 2, 335), "center", 660, 70)
        if self.scene.ended_why is None:
            draw_text(surface, seat_kept_words(), 20, theme.TEXT_DIM, (W // 2, 405), "center", 660, 64)
