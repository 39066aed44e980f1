"""A fingerprint of the rules core's random games, to check that a change meant
only to make the engine faster leaves every game as it was (it prints a hash per
mode; it asserts nothing).

The games of ``adrenaline simulate --players 5 --arena D --skulls 8 --seed 1``
(the same seeds and the same uniform picks); every decision's decider, kind,
prompt and options, every event and the final ranking are hashed in order. The
same hashes before and after a change: the same games.

    .venv/bin/python tools/engine_fingerprint.py --games 20
"""

from __future__ import annotations

import argparse
import hashlib
import random

from adrenaline.cli import random_game
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.engine import Setup


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--modes", nargs="+", default=["deathmatch", "domination", "turret"])
    args = ap.parse_args(argv)
    for mode in args.modes:
        digest = hashlib.sha256()
        decisions = 0

        def entry(game, e, digest=digest):
            d = game.legal()
            digest.update(repr((e, d and (d.decider, d.kind, d.prompt, d.options))).encode())

        for i in range(args.games):
            seed = args.seed + i
            setup = Setup("D", tuple((c.name, c.name) for c in CHARACTERS[:5]), 8, False, seed,
                          mode).validate()
            game, n = random_game(setup, random.Random(seed), entry)
            decisions += n
            digest.update(repr(game.state.ranking).encode())
        print(f"{mode}: {decisions} decisions, {digest.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
