"""The cheapest way to a square, for a bot that picked only the square.

Turret mode (TUR-7): "The player who controls the move chooses [the path]"; each
square entered whose turret someone else owns deals the figure 1 damage (TUR-6). What
a route costs is the mode's (``Mode.route_cost``); where routes do not matter every
option is its own square and nothing changes.
"""

from __future__ import annotations

from ..core.choices import MoveTo
from ..core.routes import route_path


class _Table:
    """The view as the core's route helpers ask a game: its state and mode."""

    __slots__ = ("state", "mode", "cache")

    def __init__(self, state, mode):
        self.state = state
        self.mode = mode
        self.cache: dict = {}


def cheapest_route(view, mode, decision, choice):
    """``choice`` if it is no move of my own figure; else, of the options moving me to
    its square, the one whose route costs me least (the first of those that tie)."""
    if not isinstance(choice, MoveTo) or not mode.routes_matter or decision.kind == "newton_move":
        return choice
    ways = [o for o in decision.options if isinstance(o, MoveTo) and o.square == choice.square]
    if len(ways) < 2:
        return choice
    table = _Table(view.state, mode)
    me = view.seat
    start = view.state.players[me].square

    def cost(o: MoveTo) -> int:
        path = route_path(table, me, o) or view.state.board.path(start, o.square)
        return mode.route_cost(table, me, path)

    return min(ways, key=cost)
