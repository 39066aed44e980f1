"""Screen Hard variants against Normal (like ``adrenaline arena``, seats rotated,
same seeds), with settings the arena command does not take.

    .venv/bin/python tools/duel.py --hard budget=0.1 search=0 --games 40 --seed 100
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

import attrs

from adrenaline.bots.arena import wilson
from adrenaline.bots.hard import VALUATION, HardBot
from adrenaline.bots.normal import NormalBot
from adrenaline.bots.tuned import TUNED
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.engine import Game, Setup
from adrenaline.core.view import player_view


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hard", nargs="*", default=[], help="HardBot settings, name=value; "
                    "w.NAME=value changes one tuned weight, v.NAME=value one constant of the evaluation "
                    "(bots/search.py Valuation)")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--arena", default="C")
    args = ap.parse_args(argv)
    kw, wchanges, vchanges = {}, {}, {}
    for item in args.hard:
        k, v = item.split("=")
        if k.startswith("v."):
            vchanges[k[2:]] = float(v)
        elif k.startswith("w."):
            wchanges[k[2:]] = float(v)
        elif k in ("search",):
            kw[k] = bool(int(v))
        elif k == "race":
            kw[k] = None if v == "off" else float(v)
        else:
            kw[k] = int(v) if k in ("horizon", "rounds") else float(v)
    weights = attrs.evolve(TUNED, **wchanges)
    if vchanges:
        kw["valuation"] = attrs.evolve(VALUATION, **vchanges)
    n = 4
    wins, points, margins, times = 0.0, [], [], []
    playouts = searches = overrides = 0
    t0 = time.perf_counter()
    for index in range(args.games):
        seed = args.seed
        me = (-index) % n
        setup = Setup(args.arena, tuple((c.name, c.name) for c in CHARACTERS[:n]), 8, False,
                      seed + index).validate()
        game = Game.new(setup)
        bots = [NormalBot((seed + index) * 10 + i) for i in range(n)]
        bots[me] = HardBot((seed + index) * 10 + me, weights=weights, **kw)
        while (d := game.legal()) is not None:
            view = player_view(game, d.decider)
            start = time.perf_counter()
            choice = bots[d.decider].choose(view, d)
            if d.decider == me:
                times.append(time.perf_counter() - start)
            game.submit(d.decider, choice)
        first = game.state.ranking[0]
        pts = [p.points for p in game.state.players]
        wins += 1 / len(first) if me in first else 0.0
        points.append(pts[me])
        margins.append(pts[me] - statistics.fmean(pts[i] for i in range(n) if i != me))
        playouts += bots[me].stats["playouts"]
        searches += bots[me].stats["searches"]
        overrides += bots[me].stats["overrides"]
    low, high = wilson(wins, args.games)
    print(f"hard {args.hard}: {args.games} games seed {args.seed} arena {args.arena}: wins "
          f"{100 * wins / args.games:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%), mean points "
          f"{statistics.fmean(points):.1f}, margin {statistics.fmean(margins):+.2f}, decision median "
          f"{1000 * statistics.median(times):.2f} ms max {1000 * max(times):.0f} ms, "
          f"playouts/search {playouts / max(searches, 1):.0f}, overrides {overrides}/{searches} "
          f"({time.perf_counter() - t0:.0f} s)",
          flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
