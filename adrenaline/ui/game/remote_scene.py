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
from ...words.joining import (seat_kept_words, away_words, connected_words, lost_words, minutes, reconnecting_words,
                              stand_in_words)
from ..kit.text import draw_text
from ..screens.base import W, Menu
from ..screens.end_screen import EndScreen
from ..screens.in_game_menu import InGameMenu
from .board_draw import PULSE_SECONDS
from .game_scene import GameScene
from .player_board_shape import DESIGN, RIGHT_X, ROW, board_gap, board_zoom, row_y

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
        self._away_as_host_says()

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
                known, self.away_since = self.away_since, {}
                self.standing_in.clear()
                self._follow_notices(t.notices, at_start=True, known=known)
                self._away_as_host_says()
                self._notices_told = len(t.notices)
            else:
                self._tell_new_entries()
        if len(t.notices) > self._notices_told:
            self._follow_notices(t.notices[self._notices_told:])
        self._notices_told = len(t.notices)
        self._watch_connection()

    def _follow_notices(self, notices, at_start: bool = False, known: dict | None = None) -> None:
        """The notices said in the log (not ``at_start``: the table taken again); who is
        away since when (``known``: since when this screen already knew them away)."""
        names = player_names(self.table.game) if self.table.game is not None else []
        now = time.monotonic()
        for notice in notices:
            seat, kind = notice.get("seat"), notice.get("kind")
            if kind == "away":
                self.away_since.setdefault(seat, (known or {}).get(seat, now))
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

    def _away_as_host_says(self) -> None:
        """Since when each seat away has been away, as the host counts it (its seats'
        ``away``, as of its last sync): a window coming back does not start them again
        at 0:00. Only for seats the notices say are away; the earliest start known wins."""
        now = time.monotonic()
        for seat, hosted in enumerate(self.table.hosted_seats):
            away = hosted.get("away") if isinstance(hosted, dict) else None
            if seat in self.away_since and isinstance(away, (int, float)) and not isinstance(away, bool) \
                    and away >= 0:
                self.away_since[seat] = min(self.away_since[seat], now - float(away))

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
        if self.timed():  # a time shown: its next second
            waits.append(1.0 - (time.monotonic() % 1.0))
        if not t.connected:
            waits.append(POLL)
        return min(waits)

    def close(self) -> None:
        self.table.close()

    def game_menu(self) -> InGameMenu:
        """Esc: the in-game menu of a hosted game (no copy to save: the host keeps it)."""
        return HostedGameMenu(self.app, self)

    # -- what a game across computers shows ----------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_connections(surface)

    def seat_states(self) -> dict[int, tuple[str, tuple]]:
        """Seat -> (words, colour) of its badge: away and for how long, a computer
        standing in, the time left to decide, or (a person at another computer whose
        window is connected) online."""
        return {seat: (words, colour) for seat, (words, _short, colour) in self.badges().items()}

    def timed(self) -> bool:
        """Whether a badge shows a time (the screen wakes each second for it)."""
        t = self.table
        return any(seat not in self.standing_in for seat in self.away_since) or bool(
            t.limit and t.decision is not None and t.connected and not t.is_over)

    def badges(self) -> dict[int, tuple[str, str, tuple]]:
        """Seat -> (words, short words, colour): :meth:`seat_states`, with the short form
        a narrow board shows where the words would cover the player's name."""
        t, now = self.table, time.monotonic()
        states: dict[int, tuple[str, str, tuple]] = {}
        for seat, since in self.away_since.items():
            if not isinstance(seat, int):
                continue
            if seat in self.standing_in:
                states[seat] = (stand_in_words(), "", theme.TEXT_DIM)
            else:
                states[seat] = (away_words(now - since), minutes(now - since), theme.TEXT_DIM)
        d = t.decision
        if t.limit and d is not None and t.asked_at is not None and not t.is_over and t.connected:
            left = max(0.0, t.limit - (now - t.asked_at))
            if d.decider not in states:
                words = minutes(math.ceil(left))
                states[d.decider] = (words, words, theme.DANGER_TEXT if left <= 10 else theme.HIGHLIGHT)
        here = set(t.persons())
        for seat, hosted in enumerate(t.hosted_seats):
            if seat in states or seat in here or not isinstance(hosted, dict):
                continue
            if hosted.get("kind") == "remote" and hosted.get("taken"):
                states[seat] = (connected_words(), "", theme.OK)
        return states

    def draw_connections(self, surface: pygame.Surface) -> None:
        g = self.table.game
        if g is None:
            return
        n = len(g.state.players)
        for seat, (words, short, colour) in self.badges().items():
            if not 0 <= seat < n:
                continue
            r = layout.player_rect(seat, n)
            if colour == theme.TEXT_DIM:  # away: the board greyed
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((12, 14, 22, 150))
                surface.blit(shade, r)
            pill, img = self.badge_place(seat, r, words, short, colour)
            pygame.draw.rect(surface, theme.PANEL, pill, border_radius=6)
            pygame.draw.rect(surface, colour, pill, 1, border_radius=6)
            if img is not None:
                surface.blit(img, img.get_rect(center=pill.center))
            else:
                pygame.draw.circle(surface, colour, pill.center, (pill.height - 4) // 2)

    def badge_place(self, seat: int, r: pygame.Rect, words: str, short: str, colour) -> tuple:
        """(pill, picture or None for a dot): the badge at the right end of the board's
        left part, on the name's row, else the row under it, never over what they show
        (the words, else their short form, else a dot); as a last resort after the name."""
        zoom = board_zoom(r.width, r.height)
        gap = board_gap(r.height, zoom)
        right = round(RIGHT_X * zoom) + max(0, r.width - round(DESIGN[0] * zoom)) // 2 - 8
        dot = theme.font(15).get_height() // 2
        forms = [theme.text(words, 15, colour) if words else None, theme.text(short, 15, colour) if short else None]
        forms = [f for f in forms if f is not None] + [None]  # None: a dot

        def pill_of(img, row: int) -> tuple[pygame.Rect, int]:
            wide = (img.get_width() + 12) if img is not None else dot + 8
            tall = (img.get_height() if img is not None else dot) + 4
            top = row_y(row, zoom, gap) + max(0, (round(ROW * zoom) + gap - tall) // 2) if row else 4
            pill = pygame.Rect(0, 0, wide, tall)
            pill.topright = (r.x + right, r.y + top)
            band = row_y(row, zoom, gap)  # what the board shows on that row
            return pill, r.x + self.players.row_end(seat, band + 2, band + round(ROW * zoom) - 2, right) + 4

        for row in (0, 1):
            for img in forms:
                pill, left = pill_of(img, row)
                if pill.left >= left:
                    return pill, img
        pill, left = pill_of(forms[-2] if len(forms) > 1 else None, 0)
        pill.left = max(pill.left, left)
        return pill, forms[-2] if len(forms) > 1 else None

    def probe_extra(self) -> dict:
        """For end-to-end tests: the log's newest lines, and the seat's state."""
        return {**super().probe_extra(), "seat": self.table.seat, "connected": self.table.connected,
                "entries": len(self.table.game.log) if self.table.game is not None else 0,
                "badges": {str(k): v[0] for k, v in self.seat_states().items()},
                "away": sorted(str(k) for k in self.away_since if isinstance(k, int)),  # greyed
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
