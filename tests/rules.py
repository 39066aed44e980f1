"""Helpers for rule tests: set up a position, answer decisions by their text."""

from __future__ import annotations

from adrenaline.core.engine import Game
from adrenaline.core.events import PointsScored
from adrenaline.core.scenario import position


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
