"""A fingerprint of the computer players' choices, to check that a change meant
only to make them faster leaves every choice as it was (it prints figures and a
hash; it asserts nothing).

Seeded 4-player games, both modes, the four arenas: three Normal and one Hard
that does not search (the tuned heuristic: a search depends on the clock), every
decision's seat and choice hashed in order. The same hash before and after a
change: the same play. Also printed: how long the games took.

    .venv/bin/python tools/bot_fingerprint.py --games 10
    .venv/bin/python tools/bot_fingerprint.py --modes deathmatch domination
    .venv/bin/python tools/bot_fingerprint.py --normal   # Normal alone, in every seat

``--modes`` (default: every mode) chooses the modes hashed, so that a fingerprint taken
before a mode was added can be compared with the same modes after it.
"""

from __future__ import annotations

import argparse
import hashlib
import time

from adrenaline.bots.hard import MAX_BUDGET, HardBot
from adrenaline.bots.normal import NormalBot
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.engine import Game, Setup
from adrenaline.core.modes import MODES
from adrenaline.core.view import player_view

PLAYERS = 4


def play(arena: str, mode: str, seed: int, hard: bool = True) -> tuple[str, int]:
    """(the hash of one game's choices, its number of decisions); ``hard=False``:
    four Normal, Hard's seat too (Normal's own fingerprint, whatever Hard's weights)."""
    setup = Setup(arena, tuple((c.name, c.name) for c in CHARACTERS[:PLAYERS]), 8, False, seed,
                  mode).validate()
    game = Game.new(setup)
    bots = [NormalBot(seed * 10 + i) for i in range(PLAYERS)]
    # the longest budget, so that its clock never cuts the heuristic short
    if hard:
        bots[seed % PLAYERS] = HardBot(seed * 10, search=False, budget=MAX_BUDGET)
    digest = hashlib.sha256()
    decisions = 0
    while (d := game.legal()) is not None:
        choice = bots[d.decider].choose(player_view(game, d.decider), d)
        digest.update(repr((d.decider, choice)).encode())
        decisions += 1
        game.submit(d.decider, choice)
    return digest.hexdigest(), decisions


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10, help="games per mode and arena")
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--modes", nargs="+", choices=tuple(MODES), default=list(MODES),
                    help="the modes played (default: all)")
    ap.add_argument("--normal", action="store_true",
                    help="Normal in every seat: Normal's own play, which a change to Hard must not move")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    total = hashlib.sha256()
    decisions = 0
    for mode in args.modes:
        for arena in "ABCD":
            for seed in range(args.seed, args.seed + args.games):
                digest, n = play(arena, mode, seed, hard=not args.normal)
                total.update(digest.encode())
                decisions += n
    print(f"{total.hexdigest()[:16]}: {args.games * 4 * len(args.modes)} games, {decisions} decisions, "
          f"{time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
