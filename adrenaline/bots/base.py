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


def make_bot(level: str, seed: int = 0) -> Bot:
    from .easy import EasyBot
    from .hard import HardBot
    from .normal import NormalBot

    makers = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
    if level not in makers:
        raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")
    return makers[level](seed)


LEVELS = ("easy", "normal")  # offered to players
EXPERIMENTAL = ("hard",)  # for the arena only: not yet stronger than Normal
