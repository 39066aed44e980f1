"""A fixed workload of Hard's search, for counting instructions (callgrind): the
same search, round for round, whatever the machine's load (it prints a hash of
what the searches chose; it asserts nothing).

Seeded 4-player games (three Normal, Hard in one seat, all playing by the
heuristic); at Hard's first ``--searches`` choices of an action, the search
(bots/search.py) runs ``--rounds`` rounds with every candidate played in every
round (no race, no clock: a deadline that never comes), and the game goes on
with the heuristic's pick. The hash covers every search's answer and the
playouts' count, so two versions of the engine can be checked to search alike.

    .venv/bin/python tools/search_workload.py --games 2 --searches 3 --rounds 4
    valgrind --tool=callgrind .venv/bin/python tools/search_workload.py ...
"""

from __future__ import annotations

import argparse
import hashlib
import random

from adrenaline.bots.hard import HardBot
from adrenaline.bots.normal import NormalBot
from adrenaline.bots.search import search
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.choices import ChooseAction
from adrenaline.core.engine import Game, Setup
from adrenaline.core.view import player_view

PLAYERS = 4
NEVER = float("inf")


def play(arena: str, mode: str, seed: int, searches: int, rounds: int, digest) -> int:
    """Play one game, searching at Hard's first ``searches`` actions; the playouts run."""
    setup = Setup(arena, tuple((c.name, c.name) for c in CHARACTERS[:PLAYERS]), 8, False, seed,
                  mode).validate()
    game = Game.new(setup)
    me = seed % PLAYERS
    bots = [NormalBot(seed * 10 + i) for i in range(PLAYERS)]
    # budget 0: no clock on the heuristic either
    hard = bots[me] = HardBot(seed * 10, budget=0, rounds=rounds, race=None)
    done = 0
    while (d := game.legal()) is not None and done < searches:
        view = player_view(game, d.decider)
        choice = bots[d.decider].choose(view, d)
        if (d.decider == me and d.kind == "action" and len(d.options) > 1
                and any(isinstance(o, ChooseAction) for o in d.options)):
            kept, hard.rng = hard.rng, random.Random(seed * 1000 + done)
            found = search(hard, view, d, choice, hard.intent, NEVER)
            hard.rng = kept
            digest.update(repr((d.decider, found.option, found.intent)).encode())
            done += 1
        game.submit(d.decider, choice)
    digest.update(repr(hard.stats).encode())
    return hard.stats["playouts"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2, help="games per mode (arenas A-D in turn)")
    ap.add_argument("--searches", type=int, default=3, help="searches per game")
    ap.add_argument("--rounds", type=int, default=4, help="rounds per search")
    ap.add_argument("--seed", type=int, default=300)
    ap.add_argument("--modes", nargs="+", default=["deathmatch", "domination", "turret"])
    args = ap.parse_args(argv)
    digest = hashlib.sha256()
    playouts = 0
    for mode in args.modes:
        for g in range(args.games):
            playouts += play("ABCD"[g % 4], mode, args.seed + g, args.searches, args.rounds, digest)
    print(f"{playouts} playouts; searched: {digest.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
