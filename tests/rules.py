"""Helpers for rule tests: set up a position, answer decisions by their text, play a
seeded random game."""

from __future__ import annotations

import random

from adrenaline.core.engine import Game, default_setup
from adrenaline.core.events import PointsScored
from adrenaline.core.scenario import position

# The characters of the rule and weapon tests; the shooter, Violet, usually sits in seat 0,
# and damage tokens and marks are recorded by the seat of who gave them.
V, B, D, S, P = "Violet", "Banshee", "Dozer", ":D-struct-OR", "Sprog"
VIOLET = 0
NO_AMMO = {"red": 0, "blue": 0, "yellow": 0}


def game_at(players: list[dict], **spec) -> Game:
    """A game in the given position (see docs/scenarios.md), arena C unless told."""
    spec.setdefault("arena", "C")
    return position({**spec, "players": players})


def say(game: Game, *texts: str) -> list:
    """Submit each text as the current decider's choice; return all events."""
    events: list = []
    for text in texts:
        decision = game.legal()
        assert decision is not None, f"game over before {text!r}"
        events.extend(game.submit_text(decision.decider, text))
    return events


def options(game: Game) -> set[str]:
    return set(game.legal().texts())


def player(game: Game, character: str):
    return game.state.players[game.state.seat_of(character)]


def points_by(game: Game, events: list, reason: str | None = None) -> dict[str, int]:
    out: dict[str, int] = {}
    for e in events:
        if isinstance(e, PointsScored) and (reason is None or e.reason == reason):
            name = game.names[e.player]
            out[name] = out.get(name, 0) + e.points
    return out


def sq(text: str) -> int:
    from adrenaline.core.board import parse_square

    return parse_square(text)


# -- weapon tests ------------------------------------------------------------------------------


def shooter_at(weapon: str, violet: dict, *others, **spec) -> Game:
    """Violet (seat 0) holds ``weapon`` and plays first; ``violet`` adds to or overrides her
    player keys. ``others`` follow in seat order, each a player dict or a (character, where)
    pair, where ``where`` is a square or a dict of player keys."""
    players = [{"character": V, "weapons": [weapon], **violet}]
    for other in others:
        if isinstance(other, dict):
            players.append(other)
        else:
            name, where = other
            players.append({"character": name,
                            **(where if isinstance(where, dict) else {"square": where})})
    return game_at(players, current=V, **spec)


def tagback_at(weapon: str, violet_square: str, banshee_square: str) -> Game:
    """Violet shoots with ``weapon``; Banshee holds a red Tagback Grenade; Dozer stands by
    on r0c0."""
    return shooter_at(weapon, {"square": violet_square},
                      (B, {"square": banshee_square, "powerups": ["tagback grenade/red"]}),
                      (D, "r0c0"))


def shoot(game: Game, weapon: str, *texts: str) -> list:
    """Choose the shoot action and ``weapon``, then answer ``texts``; return all events."""
    return say(game, "action shoot", f"weapon {weapon}", *texts)


def go(game: Game, *texts: str) -> set[str]:
    """Answer ``texts``; return the options that follow."""
    say(game, *texts)
    return options(game)


def fired(game: Game) -> bool:
    """The shot is over: the turn is back to choosing an action."""
    return game.legal().kind == "action"


def damage(game: Game, *names: str) -> dict[str, list[int]]:
    """Damage tokens per character: of ``names``, or of everyone in the game."""
    if not names:
        return {game.names[seat]: p.damage for seat, p in enumerate(game.state.players)}
    return {name: player(game, name).damage for name in names}


def damage_counts(game: Game, *names: str) -> list[int]:
    """How many damage tokens each of ``names`` has, in that order."""
    return [len(player(game, n).damage) for n in names]


def targets(*names: str) -> set[str]:
    return {f"target {n}" for n in names}


def squares(*names: str) -> set[str]:
    return {f"square {n}" for n in names}


def random_game(seed: int, players: int = 4, arena: str = "B", skulls: int = 5,
                stop_after: int | None = None, mode: str = "deathmatch") -> Game:
    """A game of random legal choices from ``seed`` (to its end, or ``stop_after`` choices)."""
    game = Game.new(default_setup(players, arena, skulls, False, seed, mode))
    rng = random.Random(seed)
    n = 0
    while (d := game.legal()) is not None and (stop_after is None or n < stop_after):
        game.submit(d.decider, rng.choice(d.options))
        n += 1
    return game
