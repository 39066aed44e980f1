"""Tune NormalBot's constants (bots/normal.py Weights) by self-play.

One seat plays a candidate set of weights against three default Normal bots on
arena C (``--arena ABCD``: the games split between those arenas, in turn), in a way to
play (``--mode``, Deathmatch unless told), seats rotated, the same game seeds for every
candidate (common random numbers). Each candidate is scored by its win share and its mean point margin
(its points less the others' mean). ``screen`` tries each constant scaled up and
down alone; ``check`` plays one set of weights over more games.

    .venv/bin/python tools/tune_normal.py screen --games 100
    .venv/bin/python tools/tune_normal.py check --games 400 --set killshot=4 seen=0.3
    .venv/bin/python tools/tune_normal.py screen --mode turret --from tuned --arena ABCD \
        --games 400 --seed 500 --only cube shoot reach
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time

import attrs

from adrenaline.bots.normal import DEFAULT_WEIGHTS, NormalBot, Weights
from adrenaline.bots.tuned import TUNED, TUNED_BY_MODE
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.engine import Game, Setup
from adrenaline.core.modes import DEFAULT_MODE
from adrenaline.core.view import player_view


def play(weights: Weights, seed: int, index: int, arena: str = "C", n: int = 4,
         opponent: Weights = DEFAULT_WEIGHTS, skulls: int = 8,
         mode: str = DEFAULT_MODE) -> tuple[float, float]:
    """(win share, point margin) of the candidate seat in one game (``arena``: one
    letter, or several the games take in turn)."""
    me = index % n
    arena = arena[(index // n) % len(arena)]  # every seat on every arena
    setup = Setup(arena, tuple((c.name, c.name) for c in CHARACTERS[:n]), skulls, False,
                  seed + index, mode).validate()
    game = Game.new(setup)
    bots = [NormalBot((seed + index) * 10 + i, weights if i == me else opponent) for i in range(n)]
    while (d := game.legal()) is not None:
        game.submit(d.decider, bots[d.decider].choose(player_view(game, d.decider), d))
    first = game.state.ranking[0]
    pts = [p.points for p in game.state.players]
    margin = pts[me] - statistics.fmean(pts[i] for i in range(n) if i != me)
    return (1 / len(first) if me in first else 0.0), margin


def _play(job):
    return play(*job)


def score(weights: Weights, games: int, seed: int, processes: int = 1,
          arena: str = "C", mode: str = DEFAULT_MODE) -> tuple[float, float]:
    jobs = [(weights, seed, i, arena, 4, DEFAULT_WEIGHTS, 8, mode) for i in range(games)]
    if processes > 1:
        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            results = pool.map(_play, jobs, chunksize=4)
    else:
        results = [_play(j) for j in jobs]
    return (statistics.fmean(r[0] for r in results), statistics.fmean(r[1] for r in results))


def parse_set(items) -> dict:
    out = {}
    for item in items or ():
        k, v = item.split("=")
        out[k] = float(v)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("screen", "check"))
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--set", nargs="*", help="name=value changes from the defaults")
    ap.add_argument("--only", nargs="*", help="constants to screen (default all)")
    ap.add_argument("--from", dest="start", choices=("default", "tuned"), default="default",
                    help="the weights the changes start from")
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--arena", default="C", help="an arena, or several the games take in turn")
    ap.add_argument("--mode", dest="play_mode", default=DEFAULT_MODE,
                    help="the way to play (Hard's tuned weights for it with --from tuned)")
    args = ap.parse_args(argv)
    start = TUNED_BY_MODE.get(args.play_mode, TUNED) if args.start == "tuned" else DEFAULT_WEIGHTS
    base = attrs.evolve(start, **parse_set(args.set))
    t = time.perf_counter()
    w0, m0 = score(base, args.games, args.seed, args.processes, args.arena, args.play_mode)
    print(f"base {base}: wins {w0:.3f} margin {m0:+.2f} ({time.perf_counter() - t:.0f} s)", flush=True)
    if args.mode == "check":
        return 0
    for field in attrs.fields(Weights):
        if args.only and field.name not in args.only or field.type not in (float, "float"):
            continue
        value = getattr(base, field.name)
        trials = (value * 0.5, value * 2) if value else (-0.5, 0.5)
        for v in trials:
            w, m = score(attrs.evolve(base, **{field.name: v}), args.games, args.seed,
                         args.processes, args.arena, args.play_mode)
            print(f"{field.name:14s} {value:6.3f} -> {v:6.3f}: wins {w:.3f} ({w - w0:+.3f}) "
                  f"margin {m:+.2f} ({m - m0:+.2f})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
