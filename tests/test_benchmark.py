"""Benchmarks of the rules core (run with ``make bench``; skipped by ``make test``).

They print figures and assert nothing about time: decisions per second (options
listed and one submitted, by a uniformly random player) and milliseconds per
game, in full 5-player, 8-skull games with final frenzy on arena D.
"""

from __future__ import annotations

import random
import time

import pytest

from adrenaline.core.engine import Game, default_setup

pytestmark = pytest.mark.bench


def play(seed: int) -> int:
    game = Game.new(default_setup(5, "D", 8, False, seed))
    rng = random.Random(seed)
    n = 0
    while (decision := game.legal()) is not None:
        game.submit(decision.decider, rng.choice(decision.options))
        n += 1
    return n


def test_bench_random_five_player_games(benchmark):
    """One game per round; figures for the note."""
    seeds = iter(range(10_000))
    decisions: list[int] = []
    seconds: list[float] = []

    def one_game():
        start = time.perf_counter()
        decisions.append(play(next(seeds)))
        seconds.append(time.perf_counter() - start)

    # timed here too, so the figures print even with the plugin disabled
    benchmark.pedantic(one_game, rounds=30, iterations=1, warmup_rounds=2)
    timed = seconds[-30:]
    per_game = sum(decisions[-30:]) / len(timed)
    mean = sum(timed) / len(timed)
    print(f"\n5 players, 8 skulls, final frenzy, arena D: {mean * 1000:.1f} ms per game "
          f"(median {sorted(timed)[len(timed) // 2] * 1000:.1f}), {per_game:.0f} decisions per game, "
          f"{per_game / mean:,.0f} decisions per second")


def test_bench_decisions_per_second_over_many_games():
    """The same figure without the plugin: 100 games back to back."""
    play(0)  # warm the per-arena tables
    start = time.perf_counter()
    total = sum(play(seed) for seed in range(1, 101))
    elapsed = time.perf_counter() - start
    print(f"\n100 games: {total} decisions in {elapsed:.2f} s = {total / elapsed:,.0f} decisions/s, "
          f"{elapsed * 10:.1f} ms per game")
