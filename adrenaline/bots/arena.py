"""Bot-only games, headless, to measure the levels against each other.

Seats rotate from game to game so that turn order does not bias the result. A
win is the first place of the final ranking; a tie for first shares the win.
Each bot decides on its own PlayerView; its thinking time is measured per call.
"""

from __future__ import annotations

import math
import multiprocessing
import statistics
import time

from ..core.cards import CHARACTERS
from ..core.engine import Game, Setup, with_neutral
from ..core.modes import DEFAULT_MODE
from ..core.view import player_view
from .base import make_bot


def play_one(job: tuple) -> dict:
    levels, arena, skulls, seed, index, *rest = job  # (..., thinking, mode, neutral)
    thinking = rest[0] if rest else None
    mode = rest[1] if len(rest) > 1 else DEFAULT_MODE
    neutral = rest[2] if len(rest) > 2 else False
    n = len(levels)
    seats = [levels[(i + index) % n] for i in range(n)]  # rotate the seats
    setup = Setup(arena, tuple((c.name, c.name) for c in CHARACTERS[:n]), skulls, False,
                  seed + index, mode).validate()
    if neutral:  # the rulebook's bot joins
        setup = with_neutral(setup)
    game = Game.new(setup)
    bots = [make_bot(level, seed=(seed + index) * 10 + i, thinking=thinking)
            for i, level in enumerate(seats)]
    times: dict[str, list[float]] = {level: [] for level in set(seats)}
    while (decision := game.legal()) is not None:
        seat = decision.decider
        view = player_view(game, seat)
        start = time.perf_counter()
        choice = bots[seat].choose(view, decision)
        times[seats[seat]].append(time.perf_counter() - start)
        game.submit(seat, choice)
    first = game.state.ranking[0]
    return {
        "seats": seats,
        "points": [p.points for p in game.state.players[:n]],
        "wins": [1 / len(first) if s in first else 0.0 for s in range(n)],
        "times": times,
    }


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def run_arena(levels: list[str], games: int, seed: int = 0, arena: str = "C", skulls: int = 8,
              processes: int | None = None, thinking: float | None = None,
              mode: str = DEFAULT_MODE, neutral: bool = False) -> dict:
    jobs = [(tuple(levels), arena, skulls, seed, i, thinking, mode, neutral) for i in range(games)]
    processes = processes or min(2, multiprocessing.cpu_count())
    start = time.perf_counter()
    if processes > 1 and games > 1:
        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            results = list(pool.imap_unordered(play_one, jobs))
    else:
        results = [play_one(job) for job in jobs]
    elapsed = time.perf_counter() - start
    table = {}
    for level in dict.fromkeys(levels):
        seat_games = sum(r["seats"].count(level) for r in results)
        wins = sum(w for r in results for s, w in zip(r["seats"], r["wins"]) if s == level)
        points = [pt for r in results for s, pt in zip(r["seats"], r["points"]) if s == level]
        times = [t for r in results for t in r["times"].get(level, [])]
        low, high = wilson(wins, seat_games)
        table[level] = {
            "seats_per_game": levels.count(level),
            "win_rate_per_seat": wins / seat_games if seat_games else 0.0,
            "ci95": [low, high],
            "games_won_share": wins / games if games else 0.0,
            "mean_points": statistics.fmean(points) if points else 0.0,
            "decision_ms_median": 1000 * statistics.median(times) if times else 0.0,
            "decision_ms_max": 1000 * max(times) if times else 0.0,
            "decisions": len(times),
        }
    return {"bots": levels, "games": games, "arena": arena, "skulls": skulls, "seed": seed,
            "mode": mode, **({"bot": True} if neutral else {}),
            "seconds": elapsed, "processes": processes, "thinking": thinking, "levels": table}


def report(result: dict) -> str:
    lines = [f"{result['games']} games of {result.get('mode', DEFAULT_MODE)}, "
             f"{', '.join(result['bots'])} on arena {result['arena']}, "
             f"{result['skulls']} skulls, seats rotated ({result['seconds']:.0f} s, "
             f"{result['processes']} processes"
             + (f", Hard thinks {result['thinking']:g} s" if result.get("thinking") else "") + ")"]
    for level, row in result["levels"].items():
        low, high = row["ci95"]
        lines.append(
            f"  {level:7s} x{row['seats_per_game']}: wins {100 * row['win_rate_per_seat']:5.1f}% per seat "
            f"(95% CI {100 * low:.1f}-{100 * high:.1f}%), mean points {row['mean_points']:.1f}, "
            f"decision median {row['decision_ms_median']:.2f} ms, max {row['decision_ms_max']:.1f} ms")
    return "\n".join(lines)
