"""The bot protocol and the levels on offer."""

from __future__ import annotations

import random
from typing import Protocol

from ..core.choices import Decision
from ..core.view import PlayerView


class Bot(Protocol):
    level: str

    def choose(self, view: PlayerView, decision: Decision):
        """One of ``decision.options``. ``view`` holds only what the bot's seat may
        see (its own hand, the table, the discards); ``view.sample(rng)`` deals
        the unseen cards at random for a look ahead."""


class RandomBot:
    """Uniformly random among the legal options (tests, simulations)."""

    level = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, decision: Decision):
        return self.rng.choice(decision.options)


def make_bot(level: str, seed: int = 0, thinking: float | None = None) -> Bot:
    """A computer player of ``level``; ``thinking`` is Hard's time per searched
    decision in seconds (a setting, at most 1 s; the other levels do not search)."""
    from .easy import EasyBot
    from .hard import DEFAULT_BUDGET, HardBot
    from .normal import NormalBot

    makers = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot}
    if level == "hard":
        return HardBot(seed, budget=DEFAULT_BUDGET if thinking is None else thinking)
    if level not in makers:
        raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")
    return makers[level](seed)


LEVELS = ("easy", "normal", "hard")  # offered to players, weakest first
EXPERIMENTAL: tuple[str, ...] = ()  # levels for the arena only (none at the moment)
