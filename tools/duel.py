"""Screen Hard variants against Normal (like ``adrenaline arena``, seats rotated,
same seeds), with settings the arena command does not take.

    .venv/bin/python tools/duel.py --hard budget=0.1 search=0 --games 40 --seed 100
    .venv/bin/python tools/duel.py --mode turret --arena ABCD --games 200 --seed 900 \
        --processes 2 --hard t.standing=0.5

    .venv/bin/python tools/duel.py --players 3 --bot --games 300 --arena ABCD \
        --hard budget=3 rounds=16 --out screen.txt

``--hard budget=3 rounds=16``: a fixed number of search rounds, the clock never reached,
so the screen is the same however loaded the machine (with PYTHONHASHSEED=0); at Hard's
0.2 s on an idle machine a search plays about as many (docs/bots.md). ``--out`` writes
one line per game, for ``tools/paired.py`` to compare two screens of the same games.
``--arena ABCD``: the games take those arenas in turn (every seat on each);
``t.NAME=value`` changes one of Hard's own Turret terms (bots/modes/turret.py
TurretWeights), for its heuristic and its look-ahead's evaluation; ``d.NAME=value`` one of
its Domination terms (DominationWeights); ``n.NAME=value`` one of the constants it steers
the rulebook's bot by (bots/neutral_action.py NeutralWeights).
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time

import attrs

from adrenaline.bots.arena import wilson
from adrenaline.bots.hard import VALUATION, HardBot
from adrenaline.bots.normal import NormalBot
from adrenaline.bots.modes.domination import DominationTerms
from adrenaline.bots.modes.turret import TurretTerms
from adrenaline.bots.tuned import HARD_TERMS, TUNED, TUNED_BY_MODE
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.engine import Game, Setup, with_neutral
from adrenaline.core.modes import DEFAULT_MODE
from adrenaline.core.view import player_view


def play_one(job):
    """One game: (Hard's win share, points, margin, answer times, playouts, searches,
    overrides)."""
    args, weights, kw, index = job
    n = args.players
    seed = args.seed
    me = (-index) % n
    arena = args.arena[(index // n) % len(args.arena)]
    setup = Setup(arena, tuple((c.name, c.name) for c in CHARACTERS[:n]), 8, False,
                  seed + index, args.mode).validate()
    if args.bot:  # the rulebook's bot joins
        setup = with_neutral(setup)
    game = Game.new(setup)
    bots = [NormalBot((seed + index) * 10 + i) for i in range(n)]
    bots[me] = HardBot((seed + index) * 10 + me, weights=weights, **kw)
    times = []
    while (d := game.legal()) is not None:
        view = player_view(game, d.decider)
        start = time.perf_counter()
        choice = bots[d.decider].choose(view, d)
        if d.decider == me:
            times.append(time.perf_counter() - start)
        game.submit(d.decider, choice)
    first = game.state.ranking[0]
    pts = [p.points for p in game.state.players[:n]]
    stats = bots[me].stats
    return (1 / len(first) if me in first else 0.0, pts[me],
            pts[me] - statistics.fmean(pts[i] for i in range(n) if i != me), times,
            stats["playouts"], stats["searches"], stats["overrides"])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hard", nargs="*", default=[], help="HardBot settings, name=value; "
                    "w.NAME=value changes one tuned weight, v.NAME=value one constant of the evaluation "
                    "(bots/search.py Valuation); steps=spawn+tagback searches those decisions option by option")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--arena", default="C", help="an arena, or several the games take in turn")
    ap.add_argument("--mode", default=DEFAULT_MODE)
    ap.add_argument("--processes", type=int, default=1)
    ap.add_argument("--players", type=int, default=4, help="seats (Hard and Normal the others)")
    ap.add_argument("--bot", action="store_true", help="the rulebook's bot joins (3 seats: --players 3)")
    ap.add_argument("--first", type=int, default=0, help="play the games from this index on "
                    "(to extend a shorter screen of the same games: cat the two --out files)")
    ap.add_argument("--out", help="a file for one line per game: index, Hard's win share, margin")
    args = ap.parse_args(argv)
    kw, wchanges, vchanges, tchanges, dchanges, nchanges = {}, {}, {}, {}, {}, {}
    for item in args.hard:
        k, v = item.split("=")
        if k.startswith("t."):
            tchanges[k[2:]] = float(v)
        elif k.startswith("d."):
            dchanges[k[2:]] = float(v)
        elif k.startswith("n."):
            nchanges[k[2:]] = float(v)
        elif k.startswith("v."):
            vchanges[k[2:]] = float(v)
        elif k.startswith("w."):
            wchanges[k[2:]] = float(v)
        elif k in ("search", "turns"):
            kw[k] = bool(int(v))
        elif k == "steps":
            kw[k] = tuple(x for x in v.split("+") if x)
        elif k == "eval":  # hand, fitted, fitted:NAME (bots/fitted.py)
            kw["evaluation"] = v
        elif k == "race":
            kw[k] = None if v == "off" else float(v)
        else:
            kw[k] = int(v) if k in ("horizon", "rounds", "squares") else float(v)
    if vchanges:
        kw["valuation"] = attrs.evolve(VALUATION, **vchanges)
    base = TUNED_BY_MODE.get(args.mode, TUNED)
    if nchanges:
        wchanges["neutral"] = attrs.evolve(base.neutral, **nchanges)
    weights = attrs.evolve(base, **wchanges) if wchanges else base
    if tchanges or dchanges:  # Hard's own terms, a constant or two changed
        terms = dict(HARD_TERMS)
        if tchanges:
            terms["turret"] = TurretTerms(attrs.evolve(terms["turret"].w, **tchanges))
        if dchanges:
            terms["domination"] = DominationTerms(attrs.evolve(terms["domination"].w, **dchanges))
        kw["terms"] = terms
    jobs = [(args, weights, kw, index) for index in range(args.first, args.games)]
    t0 = time.perf_counter()
    if args.processes > 1:
        with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
            results = list(pool.imap(play_one, jobs))
    else:
        results = [play_one(j) for j in jobs]
    if args.out:
        with open(args.out, "w") as out:
            out.writelines(f"{i} {r[0]:g} {r[2]:g}\n" for i, r in enumerate(results, args.first))
    wins = sum(r[0] for r in results)
    points = [r[1] for r in results]
    margins = [r[2] for r in results]
    times = [t for r in results for t in r[3]]
    playouts = sum(r[4] for r in results)
    searches = sum(r[5] for r in results)
    overrides = sum(r[6] for r in results)
    played = len(results)
    low, high = wilson(wins, played)
    table = f"{args.players} players{' and the bot' if args.bot else ''}"
    start = f" from {args.first}" if args.first else ""
    print(f"hard {args.hard}: {played} games seed {args.seed}{start} {args.mode} {table} arena {args.arena}: wins "
          f"{100 * wins / played:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%), mean points "
          f"{statistics.fmean(points):.1f}, margin {statistics.fmean(margins):+.2f}, decision median "
          f"{1000 * statistics.median(times):.2f} ms max {1000 * max(times):.0f} ms, "
          f"playouts/search {playouts / max(searches, 1):.0f}, overrides {overrides}/{searches} "
          f"({time.perf_counter() - t0:.0f} s)",
          flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
