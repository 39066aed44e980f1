"""How long Hard takes to answer, against its budget (a benchmark: it prints
figures, it asserts nothing).

Hard plays against three Normal on each arena in turn (seats rotated), and every
answer it gives - searched or not - is timed as the arena times it (from the
view's making to the choice). Printed: the answers' p50, p90, p99 and max, the
searched decisions' alone, and the share of answers within the budget plus 10%
(the target: 99%, on a loaded machine too).

    .venv/bin/python tools/bench_hard.py --games 4 --thinking 0.2
    make bench-hard
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

from adrenaline.bots.hard import HardBot
from adrenaline.bots.normal import NormalBot
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.engine import Game, Setup
from adrenaline.core.view import player_view


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=4, help="games, the arenas A-D in turn")
    ap.add_argument("--thinking", type=float, default=0.2, help="Hard's budget, seconds")
    ap.add_argument("--seed", type=int, default=900)
    ap.add_argument("--mode", default="deathmatch")
    args = ap.parse_args(argv)
    n = 4
    answers: list[float] = []
    slowest: list[tuple[float, str, str]] = []  # (seconds, decision kind, arena)
    searched: list[float] = []
    t0 = time.perf_counter()
    for index in range(args.games):
        arena = "ABCD"[index % 4]
        me = index % n
        setup = Setup(arena, tuple((c.name, c.name) for c in CHARACTERS[:n]), 8, False,
                      args.seed + index, args.mode).validate()
        game = Game.new(setup)
        bots = [NormalBot((args.seed + index) * 10 + i) for i in range(n)]
        hard = bots[me] = HardBot((args.seed + index) * 10 + me, budget=args.thinking)
        while (d := game.legal()) is not None:
            searches = hard.stats["searches"]
            start = time.perf_counter()
            choice = bots[d.decider].choose(player_view(game, d.decider), d)
            took = time.perf_counter() - start
            if d.decider == me:
                answers.append(took)
                slowest = sorted(slowest + [(took, d.kind, arena)], reverse=True)[:5]
                if hard.stats["searches"] > searches:
                    searched.append(took)
            game.submit(d.decider, choice)
    budget = args.thinking
    limit = 1.1 * budget
    within = sum(1 for t in answers if t <= limit) / len(answers)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"Hard's answers, budget {1000 * budget:.0f} ms, {args.games} games of {args.mode} "
          f"against three Normal ({time.perf_counter() - t0:.0f} s, load average {load:.1f}):")
    for name, times in (("all answers", answers), ("searched actions", searched)):
        if not times:
            continue
        print(f"  {name:16s} {len(times):5d}: p50 {1000 * statistics.median(times):6.1f} ms, "
              f"p90 {1000 * percentile(times, 0.90):6.1f} ms, p99 {1000 * percentile(times, 0.99):6.1f} ms, "
              f"max {1000 * max(times):6.1f} ms")
    print("  slowest: " + ", ".join(f"{1000 * t:.0f} ms ({kind}, {arena})" for t, kind, arena in slowest))
    print(f"  within the budget plus 10% ({1000 * limit:.0f} ms): {100 * within:.2f}% of answers "
          f"(target 99%), {sum(1 for t in answers if t > limit)} over")
    return 0


if __name__ == "__main__":
    sys.exit(main())
