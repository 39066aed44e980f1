"""Animations of the core's events, played one after the other.

The state is already ahead when an event is animated, so the animator keeps
what is *shown*: where each figure stands on screen, and how many damage tokens
and marks have not landed on the boards yet. Regions ask it before drawing.

- FigureMoved: the figure slides square by square along its path.
- Damaged: a shot travels from the shooter to the target, then the tokens land.
- Marked, Spawned, PlayerDied, PointsScored, FinalFrenzyStarted: a flash or a
  floating word where it happened.
"""

from __future__ import annotations

from collections import Counter, deque

import pygame

from . import layout, theme
from ..core import events as ev

STEP = 0.16  # seconds per square of a slide, at normal speed
SHOT = 0.28
FLASH = 0.5
BANNER = 0.9


def square_centre(square: int) -> tuple[float, float]:
    r = layout.square_rect(square)
    return (r.centerx, r.centery)


class Animation:
    def __init__(self, event, duration: float):
        self.event = event
        self.duration = max(duration, 1e-6)
        self.t = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration)

    @property
    def done(self) -> bool:
        return self.t >= self.duration


class Animator:
    def __init__(self, session, speed=lambda: 1.0):
        self.session = session
        self.speed = speed
        self.queue: deque[Animation] = deque()
        self.current: Animation | None = None
        self.shown: dict[int, int | None] = {}
        self.pending_damage: Counter = Counter()
        self.pending_marks: Counter = Counter()
        self.banners: list[tuple[str, float, tuple]] = []  # text, seconds left, colour
        self.sync()

    # -- what is shown ------------------------------------------------------------------
    def sync(self) -> None:
        self.shown = {i: p.square for i, p in enumerate(self.session.game.state.players)}
        self.pending_damage.clear()
        self.pending_marks.clear()

    @property
    def busy(self) -> bool:
        return bool(self.current or self.queue or self.session.feed)

    def shown_square(self, seat: int, actual: int | None) -> int | None:
        return self.shown.get(seat, actual) if self.busy else actual

    def moving(self) -> tuple[int, tuple[float, float]] | None:
        """(seat, screen position) of the figure sliding now, if any."""
        a = self.current
        if a is None or not isinstance(a.event, ev.FigureMoved):
            return None
        path = a.event.path
        if len(path) < 2:
            return (a.event.player, square_centre(path[-1]))
        x = a.progress * (len(path) - 1)
        i = min(int(x), len(path) - 2)
        f = x - i
        (x0, y0), (x1, y1) = square_centre(path[i]), square_centre(path[i + 1])
        return (a.event.player, (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))

    # -- playing ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        speed = self.speed()
        while self.session.feed:
            self._enqueue(self.session.feed.popleft())
        self.banners = [(t, left - dt, c) for t, left, c in self.banners if left - dt > 0]
        budget = dt * speed
        while budget > 0:
            if self.current is None:
                if not self.queue:
                    break
                self.current = self.queue.popleft()
                self._start(self.current)
            a = self.current
            need = a.duration - a.t
            used = min(need, budget)
            a.t += used
            budget -= used
            if a.done:
                self._finish(a)
                self.current = None
        if not self.busy:
            self.sync()

    def _enqueue(self, e) -> None:
        if isinstance(e, ev.FigureMoved):
            self.queue.append(Animation(e, STEP * max(1, len(e.path) - 1)))
        elif isinstance(e, ev.Damaged):
            self.pending_damage[e.target] += e.amount
            self.queue.append(Animation(e, SHOT))
        elif isinstance(e, ev.Marked):
            self.pending_marks[e.target] += e.count
            self.queue.append(Animation(e, FLASH * 0.6))
        elif isinstance(e, (ev.Spawned, ev.PlayerDied, ev.FinalFrenzyStarted, ev.KillshotTracked)):
            self.queue.append(Animation(e, FLASH))

    def _start(self, a: Animation) -> None:
        e = a.event
        names = self.session.game.names
        if isinstance(e, ev.FigureMoved):
            self.shown[e.player] = None  # drawn by moving() while it slides
        elif isinstance(e, ev.PlayerDied):
            self.banners.append((f"{names[e.player]} is dead!", BANNER, theme.DANGER))
        elif isinstance(e, ev.FinalFrenzyStarted):
            self.banners.append(("FINAL FRENZY: one more turn each", BANNER * 2, theme.HIGHLIGHT))
        elif isinstance(e, ev.KillshotTracked) and len(e.tokens) == 2:
            self.banners.append(("Overkill!", BANNER, theme.DANGER))

    def _finish(self, a: Animation) -> None:
        e = a.event
        if isinstance(e, ev.FigureMoved):
            self.shown[e.player] = e.path[-1]
        elif isinstance(e, ev.Spawned):
            self.shown[e.player] = e.square
        elif isinstance(e, ev.PlayerDied):
            self.shown[e.player] = None
        elif isinstance(e, ev.Damaged):
            self.pending_damage[e.target] -= e.amount
        elif isinstance(e, ev.Marked):
            self.pending_marks[e.target] -= e.count

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, figure_pos) -> None:
        """Shots and flashes over the board; ``figure_pos(seat)`` gives a figure's
        screen position as the board shows it."""
        a = self.current
        if a is not None:
            e = a.event
            players = self.session.game.state.players
            if isinstance(e, ev.Damaged):
                start, end = figure_pos(e.shooter), figure_pos(e.target)
                if start and end:
                    p = a.progress
                    x = start[0] + (end[0] - start[0]) * p
                    y = start[1] + (end[1] - start[1]) * p
                    colour = theme.PLAYER[players[e.shooter].colour]
                    pygame.draw.line(surface, colour, start, (x, y), 3)
                    pygame.draw.circle(surface, (255, 255, 255), (int(x), int(y)), 6)
            elif isinstance(e, ev.Marked):
                end = figure_pos(e.target)
                if end:
                    r = int(10 + 20 * a.progress)
                    colour = theme.PLAYER[players[e.giver].colour]
                    pygame.draw.circle(surface, colour, (int(end[0]), int(end[1])), r, 3)
            elif isinstance(e, ev.Spawned):
                c = square_centre(e.square)
                r = int(40 * (1 - a.progress)) + 4
                pygame.draw.circle(surface, theme.HIGHLIGHT, (int(c[0]), int(c[1])), r, 3)
        for i, (message, left, colour) in enumerate(self.banners):
            img = theme.text(message, 48, colour)
            x = layout.BOARD.centerx - img.get_width() // 2
            y = layout.BOARD.centery - 30 + i * 52
            back = pygame.Rect(x - 16, y - 8, img.get_width() + 32, img.get_height() + 16)
            pygame.draw.rect(surface, (0, 0, 0), back, border_radius=8)
            surface.blit(img, (x, y))
