"""The commands that play games without a window: play (one random game told), simulate (random
games, their speed), arena (computer players against each other). One job: random and computer
games from the command line."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any, Callable

from .core.engine import Game, SetupError, default_setup
from .core.modes import skulls_for
from .core.numbers import (
    STANDARD_SKULLS,
)
from .core.savefile import save
from .core.serialize import state_json
from .words import _, ngettext
from .words.characters import introduce_player
from .cli_text import winners, result_text, tell



MAX_DECISIONS = 200_000  # a random game that runs longer than this is a rules bug


# -- random games ------------------------------------------------------------------------
def random_game(setup, rng: random.Random,
                on_entry: Callable[[Game, Any], None] | None = None) -> tuple[Game, int]:
    """Play a game to its end, each decision picked uniformly among the legal options.
    ``on_entry(game, entry)`` is called with each log entry (the setup's, then one a
    choice) as it is made. Returns the game and the number of decisions (a decision =
    legal() + submit())."""
    game = Game.new(setup)
    if on_entry:
        on_entry(game, game.log[0])
    decisions = 0
    while (decision := game.legal()) is not None:
        game.submit(decision.decider, rng.choice(decision.options))
        decisions += 1
        if on_entry:
            on_entry(game, game.log[-1])
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"the game did not end after {decisions} decisions")
    return game, decisions


# -- subcommands -------------------------------------------------------------------------
def _skulls(args) -> int:
    return skulls_for(args.mode, args.skulls, STANDARD_SKULLS)


def _setup(args) -> Any:
    return default_setup(args.players, args.arena, _skulls(args), args.sudden_death, args.seed,
                         args.mode, neutral=args.bot)


def cmd_play(args) -> int:
    if args.seed is None:
        args.seed = random.randrange(1_000_000)
    setup = _setup(args)
    print(_("Adrenaline: {players} on arena {arena}, {skulls}{sudden}, seed {seed}").format(
        players=ngettext("{n} random player", "{n} random players", len(setup.players)).format(
            n=len(setup.players)),
        arena=setup.arena, skulls=ngettext("{n} skull", "{n} skulls", setup.skulls).format(n=setup.skulls),
        sudden=_(", sudden death") if setup.sudden_death else "", seed=args.seed))
    print(_("Players: {names}").format(names=", ".join(introduce_player(n, c) for n, c in setup.players)))
    game, decisions = random_game(setup, random.Random(args.seed), tell)
    s = state_json(game)
    print(_("Game over after {turns} and {decisions}.").format(
        turns=ngettext("{n} turn", "{n} turns", s["turn"]).format(n=s["turn"]),
        decisions=ngettext("{n} decision", "{n} decisions", decisions).format(n=decisions))
          + " " + result_text(s))
    return 0


def cmd_arena(args) -> int:
    from .bots import EXPERIMENTAL, LEVELS
    from .bots.arena import report, run_arena

    levels = [b.strip().lower() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in levels if b not in LEVELS + EXPERIMENTAL + ("random",)]
    if unknown or not 3 <= len(levels) <= 5:
        raise SetupError(f"--bots takes 3 to 5 levels among {', '.join(LEVELS)} "
                         f"(got {args.bots!r})")
    if args.games < 1:
        raise SetupError(f"--games should be at least 1, not {args.games}")
    if args.thinking is not None and not 0 < args.thinking <= 1:
        raise SetupError(f"--thinking is Hard's time per decision, more than 0 and at most 1 s "
                         f"(got {args.thinking:g})")
    result = run_arena(levels, args.games, args.seed, args.arena, _skulls(args), args.processes,
                       args.thinking, mode=args.mode, neutral=args.bot)
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0


def cmd_simulate(args) -> int:
    if args.games < 1:
        raise SetupError(f"--games should be at least 1, not {args.games}")
    folder = None
    if args.save:
        folder = Path(args.save)
        folder.mkdir(parents=True, exist_ok=True)
    results = []
    busy = 0.0
    total_decisions = 0
    for index in range(args.games):
        seed = args.seed + index
        setup = default_setup(args.players, args.arena, _skulls(args), args.sudden_death, seed,
                              args.mode, neutral=args.bot)
        started = time.perf_counter()
        game, decisions = random_game(setup, random.Random(seed))
        seconds = time.perf_counter() - started
        busy += seconds
        total_decisions += decisions
        g = game.state
        result = {
            "game": index + 1, "seed": seed, "winner": winners(game),
            "ranking": [[game.names[s] for s in grp] for grp in g.ranking],
            "points": {p.character: p.points for p in g.players},
            "turns": g.turn, "decisions": decisions, "ms": round(seconds * 1000, 2),
        }
        if folder is not None:
            result["save"] = str(save(game, folder / f"game-{index + 1:04d}.jsonl"))
        results.append(result)
        if not args.json:
            points = ", ".join(f"{n} {p}" for n, p in result["points"].items())
            best = " and ".join(result["winner"])
            print(f"game {index + 1} (seed {seed}): winner {best} with "
                  f"{g.players[g.ranking[0][0]].points} points; {points}; {g.turn} turns, "
                  f"{decisions} decisions, {result['ms']:.1f} ms"
                  + (f"; saved {result['save']}" if "save" in result else ""))
    speed = total_decisions / busy if busy else 0.0
    per_game = busy * 1000 / args.games
    if args.json:
        print(json.dumps({
            "players": args.players, "arena": args.arena, "skulls": _skulls(args),
            "mode": args.mode, **({"bot": True} if args.bot else {}),
            "sudden_death": args.sudden_death, "seed": args.seed, "games": results,
            "total": {"games": args.games, "decisions": total_decisions,
                      "seconds": round(busy, 4), "decisions_per_second": round(speed, 1),
                      "ms_per_game": round(per_game, 2)},
        }))
    else:
        print(f"{args.games} games, {total_decisions} decisions in {busy:.2f} s: "
              f"{speed:,.0f} decisions per second, {per_game:.1f} ms per game")
    return 0
