"""Random games whose every event is checked against the rules' limits."""

from __future__ import annotations

import random

from adrenaline.core.engine import Game, Setup
from adrenaline.core.invariants import check_conservation, check_limits


def watch(game: Game, after_event=None) -> list:
    """Make ``game`` check the limits after each event it emits; returns the list
    the events are collected in."""
    seen: list = []
    original = game.emit

    def emit(event):
        original(event)
        check_limits(game.state)
        check_conservation(game.state)
        seen.append(event)
        if after_event:
            after_event(game, event)

    game.emit = emit  # the rules call game.emit, so every event passes here
    return seen


def play_random(setup: Setup, rng_seed: int | None = None, checked: bool = True,
                max_decisions: int = 50_000) -> tuple[Game, int]:
    """Play a game with uniformly random choices; return it and its decision count."""
    game = Game.new(setup)
    if checked:
        check_limits(game.state)
        check_conservation(game.state)
        watch(game)
    rng = random.Random(setup.seed if rng_seed is None else rng_seed)
    n = 0
    while (decision := game.legal()) is not None:
        assert decision.options, "a decision with no options"
        game.submit(decision.decider, rng.choice(decision.options))
        n += 1
        assert n < max_decisions, "game did not end"
    return game, n
