"""Fit Hard's look-ahead evaluation (bots/fitted.py) to the outcomes of self-play games.

Plays games with the policies Hard's playouts use - one seat Hard's tuned heuristic
without search (``HardBot(search=False, budget=MAX_BUDGET)``, as tools/bot_fingerprint.py
plays it), the others default Normal -, seats and arenas rotated (as tools/duel.py),
records every seat's features (``fitted.features``) at the start of every turn, and
fits by least squares with a small ridge (plain Python: the normal equations, each
feature's ridge in proportion to its own sum of squares, the intercept free) how many
points each seat will still score by the end. Every ``--holdout``-th game is kept out of
the fit and its R^2 printed. Deterministic given ``--seed`` (the games) and the options.

    PYTHONHASHSEED=0 .venv/bin/python tools/fit_evaluation.py --mode deathmatch \
        --games 1600 --seed 50000 --processes 2 --write

``--write`` puts the mode's coefficients into adrenaline/bots/fitted_tables.py (the
other modes' stay), with the command that made them; ``--out FILE`` writes a table
module elsewhere (tests).
"""

from __future__ import annotations

import argparse
import ast
import multiprocessing
import sys
import time
from pathlib import Path

from adrenaline.bots.fitted import FEATURES, WITH_BOT, features
from adrenaline.bots.hard import MAX_BUDGET, HardBot
from adrenaline.bots.mode_terms import terms_for
from adrenaline.bots.normal import NormalBot
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.engine import Game, Setup, with_neutral
from adrenaline.core.view import player_view

TABLES = Path(__file__).resolve().parent.parent / "adrenaline" / "bots" / "fitted_tables.py"
K = len(FEATURES)


def _rows(args, index: int) -> tuple[list[list[float]], list[float]]:
    """One self-play game: (each recorded seat's features, its points still to come)."""
    n = args.players
    tuned = index % n
    arena = args.arena[(index // n) % len(args.arena)]
    seed = args.seed + index
    setup = Setup(arena, tuple((c.name, c.name) for c in CHARACTERS[:n]), 8, False, seed,
                  args.mode).validate()
    if args.bot:
        setup = with_neutral(setup)
    game = Game.new(setup)
    terms = terms_for(args.mode)
    bots = [NormalBot(seed * 10 + i) for i in range(n)]
    bots[tuned] = HardBot(seed * 10 + tuned, search=False, budget=MAX_BUDGET)
    seen: list[tuple[int, list[list[float]], list[int]]] = []  # (seat, features, points then)
    turn = -1
    while (d := game.legal()) is not None:
        g = game.state
        if g.turn != turn:
            turn = g.turn
            rows = features(g, terms)
            for s in range(n):
                seen.append((s, rows[s], g.players[s].points))
        game.submit(d.decider, bots[d.decider].choose(player_view(game, d.decider), d))
    final = [p.points for p in game.state.players[:n]]
    xs, ys = [], []
    for s, row, then in seen:
        xs.append(row)
        ys.append(float(final[s] - then))
    return xs, ys


def play_one(job):
    """One game's sufficient statistics: (index, X'X upper triangle, X'y, y'y, sum y, rows)."""
    args, index = job
    xs, ys = _rows(args, index)
    xtx = [0.0] * (K * (K + 1) // 2)
    xty = [0.0] * K
    for row, y in zip(xs, ys):
        at = 0
        for i in range(K):
            a = row[i]
            if a:
                for j in range(i, K):
                    xtx[at + j - i] += a * row[j]
                xty[i] += a * y
            at += K - i
    return index, xtx, xty, sum(y * y for y in ys), sum(ys), len(ys)


def _full(tri: list[float]) -> list[list[float]]:
    m = [[0.0] * K for _ in range(K)]
    at = 0
    for i in range(K):
        for j in range(i, K):
            m[i][j] = m[j][i] = tri[at + j - i]
        at += K - i
    return m


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination, partial pivoting)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        piv = m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / piv
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for c in range(n - 1, -1, -1):
        x[c] = (m[c][n] - sum(m[c][k] * x[k] for k in range(c + 1, n))) / m[c][c]
    return x


def fit(stats, ridge: float) -> list[float]:
    """The ridge solution from summed statistics (the intercept, feature 0, unpenalised)."""
    xtx, xty = _full(stats[0]), stats[1]
    for i in range(1, K):
        xtx[i][i] += ridge * xtx[i][i] + 1e-6
    return solve(xtx, xty)


def r2(stats, w: list[float]) -> float:
    """1 - SSE/SST on summed statistics."""
    xtx, xty, yy, sy, n = _full(stats[0]), stats[1], stats[2], stats[3], stats[4]
    sse = yy - 2 * sum(a * b for a, b in zip(w, xty)) + sum(
        w[i] * w[j] * xtx[i][j] for i in range(K) for j in range(K))
    sst = yy - sy * sy / n
    return 1 - sse / sst


def _add(total, part):
    return [list(map(sum, zip(total[0], part[0]))), list(map(sum, zip(total[1], part[1]))),
            total[2] + part[2], total[3] + part[3], total[4] + part[4]]


def table_text(models: dict[str, dict]) -> str:
    """The tables module's text (one entry a mode, its keys sorted)."""
    lines = ["# ruff: noqa: E501  (a command line each table)",
             '"""Written by tools/fit_evaluation.py: the fitted evaluation\'s coefficients per mode',
             "(bots/fitted.py FEATURES' order), with the command that made them and the",
             'held-out R^2. A mode not here keeps the hand-made evaluation."""', "",
             "MODELS: dict[str, dict] = {"]
    for mode in sorted(models):
        m = models[mode]
        lines.append(f"    {mode!r}: {{")
        for key in sorted(m):
            value = m[key]
            if key == "weights":
                lines.append("        'weights': (")
                lines.extend(f"            {float(x)!r},  # {f}" for x, f in zip(value, FEATURES))
                lines.append("        ),")
            else:
                lines.append(f"        {key!r}: {value!r},")
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


def read_tables(path: Path) -> dict[str, dict]:
    """The MODELS of a tables module (its text, not imported)."""
    if not path.exists():
        return {}
    tree = ast.parse(path.read_text())
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "MODELS":
            return ast.literal_eval(node.value)
    return {}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="deathmatch")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=50000)
    ap.add_argument("--arena", default="ABCD")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bot", action="store_true", help="the rulebook's bot joins")
    ap.add_argument("--processes", type=int, default=1)
    ap.add_argument("--holdout", type=int, default=5, help="every N-th game is held out (0: none)")
    ap.add_argument("--ridge", type=float, default=0.001)
    ap.add_argument("--write", action="store_true", help="into adrenaline/bots/fitted_tables.py")
    ap.add_argument("--out", help="a tables module to write (its other modes kept)")
    ap.add_argument("--key", help="the table's name (default: the mode and its seats, e.g. domination-4p; "
                    "the mode+bot with --bot); a mode's bots part names the table Hard plays (FITTED)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    jobs = [(args, i) for i in range(args.games)]
    if args.processes > 1:
        with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
            results = list(pool.imap(play_one, jobs, chunksize=4))
    else:
        results = [play_one(j) for j in jobs]
    empty = [[0.0] * (K * (K + 1) // 2), [0.0] * K, 0.0, 0.0, 0]
    train, test = empty, empty
    for index, *part in results:
        if args.holdout and index % args.holdout == args.holdout - 1:
            test = _add(test, part)
        else:
            train = _add(train, part)
    w = fit(train, args.ridge)
    fit_r2 = r2(train, w)
    held = r2(test, w) if test[4] else float("nan")
    print(f"{args.mode}: {args.games} games, {train[4]} rows fitted, {test[4]} held out; "
          f"R^2 fitted {fit_r2:.3f}, held out {held:.3f} ({time.perf_counter() - t0:.0f} s)")
    for f, x in zip(FEATURES, w):
        print(f"  {f:14s} {x:+.4f}")
    path = Path(args.out) if args.out else TABLES if args.write else None
    if path is not None:
        models = read_tables(path)
        given = list(sys.argv[1:] if argv is None else argv)
        if "--out" in given:  # where it was written is no part of the fit
            at = given.index("--out")
            del given[at:at + 2]
        command = " ".join(["tools/fit_evaluation.py"] + [a for a in given if a != "--write"])
        # named apart from the mode (a mode's bots part names the table it plays: FITTED)
        key = args.key or args.mode + (WITH_BOT if args.bot else f"-{args.players}p")
        models[key] = {
            "weights": tuple(round(x, 6) for x in w), "target": "points",
            "command": command, "r2_held_out": round(held, 4)}
        path.write_text(table_text(models))
        print(f"written: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
