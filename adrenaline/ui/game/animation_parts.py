"""What an animation is made of: the durations (seconds at normal speed), an Animation (an event
played over time), a Popup (a word floating up), a weapon's look and a square's centre. One
job: the pieces the Animator and its drawing share."""

from __future__ import annotations

from .. import layout
from ..weapon_presentation import presentation

STEP = 0.16  # seconds per square of a slide, at normal speed
SHOT = 0.30  # a shot travelling
FLY = 0.42  # a damage token flying to the board
STAGGER = 0.08  # between two tokens of one hit
FLASH = 0.5
BANNER = 0.9
POPUP = 1.3
BACKLOG = 2.5  # seconds of queued animation beyond which the queue plays faster
MOST = 1.6  # no event takes longer than this (seconds, at normal speed)


def weapon_look(weapon: str | None) -> str:
    """How ``weapon``'s shot looks (:mod:`..weapon_presentation`)."""
    return presentation(weapon).look


def square_centre(square: int) -> tuple[float, float]:
    r = layout.square_rect(square)
    return (r.centerx, r.centery)


def _lerp(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _ipt(p) -> tuple[int, int]:
    return (int(p[0]), int(p[1]))


class Animation:
    seq = 0  # its event's place among the events the animator took from the feed

    def __init__(self, event, duration: float, **data):
        self.event = event
        self.duration = max(min(duration, MOST), 1e-6)
        self.t = 0.0
        self.data = data

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration)

    @property
    def done(self) -> bool:
        return self.t >= self.duration


class Popup:
    """A word floating up and fading: near a figure, a square or a player's board."""

    __slots__ = ("age", "colour", "life", "panel", "pos", "size", "text")

    def __init__(self, text, colour, pos, life=POPUP, size=26, panel=False):
        self.text, self.colour, self.pos = text, colour, pos
        self.age, self.life, self.size, self.panel = 0.0, life, size, panel
