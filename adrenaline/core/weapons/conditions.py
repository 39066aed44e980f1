"""The weapon vocabulary's conditions (:mod:`.dsl`): on a target ("a target you can see",
"at least 2 moves away") and on a square or a room, each with the reason a figure or
square fails it, as an identity (:mod:`adrenaline.core.reasons`)."""

from __future__ import annotations

from typing import Callable

from .shot import Condition, Shot


# -- conditions on a target (shot, seat) -------------------------------------------
# Each condition carries ``why(shot, seat or square) -> (kind, args)``: the reason a
# figure or square fails it, for :mod:`adrenaline.core.reasons` (a kind, never words).
# ``s.pos[s.shooter]`` is ``s.me``, your square, without a property call: the commonest
# conditions run for every figure at every step of every plan search.
def explained(why: Callable) -> Callable:
    """Attach ``why`` to a condition."""

    def attach(condition):
        condition.why = why
        return condition

    return attach


def _distance(s: Shot, q: int, low: int, high: int) -> tuple:
    return ("out_of_range", {"distance": s.board.distance[s.me][q], "low": low, "high": high})


@explained(lambda s, p: ("cannot_see", {}))
def you_can_see(s: Shot, p: int) -> bool:
    """'a target you can see'"""
    return s.pos[p] in s.board.visible[s.pos[s.shooter]]


@explained(lambda s, p: ("can_see", {}))
def you_cannot_see(s: Shot, p: int) -> bool:
    """'a target you cannot see'"""
    return s.pos[p] not in s.board.visible[s.pos[s.shooter]]


@explained(lambda s, p: ("not_on_your_square", {}))
def on_your_square(s: Shot, p: int) -> bool:
    return s.pos[p] == s.pos[s.shooter]


@explained(lambda s, p: ("on_your_square", {}))
def not_on_your_square(s: Shot, p: int) -> bool:
    return s.pos[p] != s.pos[s.shooter]


def moves_away(low: int, high: int = 99) -> Condition:
    """'at least N moves away' / 'exactly N moves away' / '0, 1, or 2 moves away'"""

    @explained(lambda s, p: _distance(s, s.pos[p], low, high))
    def condition(s: Shot, p: int) -> bool:
        return low <= s.board.distance[s.pos[s.shooter]][s.pos[p]] <= high

    return condition


@explained(lambda s, p: ("already_a_target", {}))
def different(s: Shot, p: int) -> bool:
    """'a different target': not one already picked with this card."""
    return p not in s.targets


def tagged(tag: str) -> Condition:
    @explained(lambda s, p: ("not_an_earlier_target", {}))
    def condition(s: Shot, p: int) -> bool:
        return (tag, p) in s.tags

    return condition


def not_tagged(tag: str) -> Condition:
    @explained(lambda s, p: ("already_a_target", {}))
    def condition(s: Shot, p: int) -> bool:
        return (tag, p) not in s.tags

    return condition


@explained(lambda s, p: ("square_already_hit", {}))
def on_a_new_square(s: Shot, p: int) -> bool:
    """Shockwave: 'targets on different squares'."""
    return all(s.pos[t] != s.pos[p] for t in s.targets)


@explained(lambda s, p: ("last_target_cannot_see", {"target": s.names[s.last]}))
def seen_by_last_target(s: Shot, p: int) -> bool:
    """T.H.O.R.: 'a target that your first (second) target can see' (a spawnpoint
    sees nothing: no chain goes on from it)."""
    return s.last < s.figures and s.pos[p] in s.board.visible[s.pos[s.last]]


@explained(lambda s, p: ("not_on_chosen_square", {}))
def on_chosen_square(s: Shot, p: int) -> bool:
    return s.pos[p] == s.square


@explained(lambda s, p: ("not_near_chosen_square", {}))
def on_or_next_to_chosen_square(s: Shot, p: int) -> bool:
    """Vortex Cannon: 'on that square or 1 move away from it'."""
    return s.board.distance[s.square][s.pos[p]] <= 1


@explained(lambda s, p: ("not_in_direction", {"direction": s.direction}))
def in_chosen_direction(s: Shot, p: int) -> bool:
    """Railgun: anyone on a square in that direction, walls ignored, yours included."""
    return s.pos[p] in s.board.line[s.pos[s.shooter]][s.direction]


def movable_to_where_you_see(low: int, high: int) -> Condition:
    """Tractor Beam: the target can be moved low..high squares to a square you can see
    (a spawnpoint, which never moves, "only if you can see it")."""

    @explained(lambda s, p: ("cannot_move_into_sight", {}))
    def condition(s: Shot, p: int) -> bool:
        if p >= s.figures:
            return low == 0 and s.pos[p] in s.board.visible[s.me]
        row = s.board.distance[s.pos[p]]
        return any(low <= row[q] <= high for q in s.board.visible[s.me])

    return condition


# -- conditions on a square (shot, square) ------------------------------------------
@explained(lambda s, q: ("cannot_see", {}))
def square_you_can_see(s: Shot, q: int) -> bool:
    return q in s.board.visible[s.pos[s.shooter]]


@explained(lambda s, q: ("on_your_square", {}))
def not_your_square(s: Shot, q: int) -> bool:
    """Vortex Cannon: 'a square you can see, but not your square' (the card; the
    manual: 'at least 1 move away from you')."""
    return q != s.me


def square_moves_away(low: int, high: int) -> Condition:
    @explained(lambda s, q: _distance(s, q, low, high))
    def condition(s: Shot, q: int) -> bool:
        return low <= s.board.distance[s.pos[s.shooter]][q] <= high

    return condition


@explained(lambda s, r: ("cannot_see", {}) if r != s.board.rooms[s.me] else ("your_room", {}))
def room_you_can_see_not_yours(s: Shot, room: str) -> bool:
    """Furnace: 'a room you can see, but not the room you are in'."""
    return room != s.board.rooms[s.me] and any(
        s.board.rooms[q] == room for q in s.board.visible[s.me]
    )
