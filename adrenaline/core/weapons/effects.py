"""The weapon vocabulary's doing steps (:mod:`.dsl`): damage and marks to the last target,
to everyone on a square, in a room or at a distance, retargeting, and the moves - yours
and a target's, any way, in one direction, onto a square - each a step with no choice or
the squares it may choose."""

from __future__ import annotations

from typing import Callable

from ..board import DIRECTIONS
from ..choices import SKIP, PickSquare
from .conditions import explained, square_moves_away, square_you_can_see
from .shot import DAMAGE, MARK, MOVE_TARGET, MOVE_YOURSELF, Shot, square_token, Step, target_token

# -- doing -----------------------------------------------------------------------
def chooses_nothing(apply: Callable[[Shot], "Shot | None"]) -> Step:
    """A step with no choice in it: ``apply(shot)`` is its one way on (None: there is
    none). As a step it yields that way with no token; the plan search calls
    ``apply`` itself (``step.apply``), which costs less than a generator."""

    def step(s: Shot):
        s1 = apply(s)
        if s1 is not None:
            yield (), s1

    step.apply = apply
    return step


def damage(n: int) -> Step:
    """Deal n damage to the last target picked."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        return s.hit(DAMAGE, s.last, n)

    return step


def mark(n: int) -> Step:
    """Give n marks to the last target picked."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        return s.hit(MARK, s.last, n)

    return step


def retarget(tag_name: str, index: int = 0) -> Step:
    """Make an earlier target, remembered by tag, the last target again."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        seats = sorted([p for t, p in s.tags if t == tag_name])
        return s.retarget(seats[index])

    return step


def damage_everyone_on(where: str, n: int, marks: int = 0) -> Step:
    """Deal n damage (and marks) to everyone on a square but you.
    ``where``: 'square' (the chosen one) or 'origin' (the last target's square
    before it was moved)."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        q = s.square if where == "square" else s.origin
        for p in s.on_square(q):
            if n:
                s = s.hit(DAMAGE, p, n)
            if marks:
                s = s.hit(MARK, p, marks)
        return s

    return step


def mark_everyone_else_on_target_square(n: int) -> Step:
    """Hellion: 'give n marks to that target and everyone else on that square'."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        for p in s.on_square(s.pos[s.last]):
            s = s.hit(MARK, p, n)
        return s

    return step


def damage_everyone_in_room(n: int) -> Step:
    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        rooms = s.board.rooms
        for p in s.others():
            if rooms[s.pos[p]] == s.room:
                s = s.hit(DAMAGE, p, n)
        return s

    return step


def damage_everyone_moves_away(low: int, high: int, n: int) -> Step:
    """Shockwave's tsunami: everyone exactly 1 move away."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        row = s.board.distance[s.me]
        for p in s.others():
            if low <= row[s.pos[p]] <= high:
                s = s.hit(DAMAGE, p, n)
        return s

    return step


def move_yourself(low: int, high: int) -> Step:
    """'Move 1 or 2 squares' (through doors, not walls)."""

    def step(s: Shot):
        row = s.board.distance[s.me]
        for q in s.board.squares:
            if low <= row[q] <= high:
                if s.routes is None:
                    yield (square_token(q),), s.moved(s.shooter, q)
                else:
                    yield from _routed(s, s.shooter, q, high)

    step.picks, step.conditions = "square", (square_moves_away(low, high),)
    step.does = MOVE_YOURSELF
    return step


def your_square() -> Step:
    """Electroscythe: the square you are on is the one that is hit."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        return s.at_square(s.me)

    return step


def move_yourself_onto_target() -> Step:
    """Power Glove: 'Move onto that square' (the target's)."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        return s.moved(s.shooter, s.pos[s.last])

    return step


def move_yourself_to_chosen_square() -> Step:
    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        return s.moved(s.shooter, s.square)

    return step


def move_yourself_on_in_direction() -> Step:
    """Power Glove: 'you may move 1 more square in that same direction (but only
    if it is a legal move)'."""

    def step(s: Shot):
        path = s.board.straight[s.me][s.direction]
        if path:
            q = path[0]
            yield (square_token(q),), s.moved(s.shooter, q).at_square(q)

    step.does = MOVE_YOURSELF
    return step


def move_target(low: int, high: int, *, to_where_you_see: bool = False) -> Step:
    """Move the last target low..high squares (choosing where; a square of its own
    means it stays). A spawnpoint never moves: only staying, where that is allowed."""

    def step(s: Shot):
        p = s.last
        seen = s.board.visible[s.me]
        if p >= s.figures:
            here = s.pos[p]
            if low == 0 and (not to_where_you_see or here in seen):
                yield (square_token(here),), s
            return
        row = s.board.distance[s.pos[p]]
        for q in s.board.squares:
            if low <= row[q] <= high and (not to_where_you_see or q in seen):
                if s.routes is None or q == s.pos[p]:
                    yield (square_token(q),), s.moved(p, q)
                else:
                    yield from _routed(s, p, q, high)

    @explained(lambda s, q: ("target_cannot_move_there", {
        "target": s.names[s.last], "distance": s.board.distance[s.pos[s.last]][q],
        "low": low, "high": high}))
    def within_reach_of_target(s: Shot, q: int) -> bool:
        return low <= s.board.distance[s.pos[s.last]][q] <= high

    step.picks = "square"
    step.conditions = (within_reach_of_target,) + ((square_you_can_see,) if to_where_you_see else ())
    step.does = MOVE_TARGET
    return step


def move_target_in_one_direction(high: int) -> Step:
    """Sledgehammer: 'move that target 0, 1, or 2 squares in one direction'."""

    def step(s: Shot):
        p = s.last
        here = s.pos[p]
        yield (square_token(here),), s
        if p >= s.figures:
            return  # a spawnpoint stays where it is
        seen = set()
        for d in DIRECTIONS:
            for q in s.board.straight[here][d][:high]:
                if q not in seen:
                    seen.add(q)
                    yield (square_token(q),), s.moved(p, q)

    step.does = MOVE_TARGET
    return step


def _routed(s: Shot, seat: int, q: int, most: int):
    """Where routes matter: ``seat``'s figure moved to ``q`` by each distinct route of at
    most ``most`` moves, each its own token (``square r1c2``: ``board.path``'s walk;
    ``square r1c2 via r0c1``: another)."""
    routes = s.routes
    assert routes is not None, "asked only where routes matter"
    for via, path in routes(seat, s.pos[seat], q, most):
        if via is None:
            yield (square_token(q),), s.moved(seat, q)
        else:
            yield (PickSquare(q, via),), s.moved(seat, q, path)


def move_target_to_you(most: int) -> Step:
    """Tractor Beam's punisher mode: move the last target (at most ``most`` moves away)
    onto your square; a spawnpoint, which never moves, only when it is there. Where
    routes matter, the route is chosen (one token per route when they differ)."""

    def step(s: Shot):
        p, me = s.last, s.me
        if p >= s.figures:
            if s.pos[p] == me:
                yield (), s
            return
        if s.routes is None or s.pos[p] == me:
            yield (), s.moved(p, me)
            return
        ways = s.routes(p, s.pos[p], me, most)
        if len(ways) == 1:
            yield (), s.moved(p, me)
            return
        yield from _routed(s, p, me, most)

    step.does = MOVE_TARGET  # a square is chosen only where routes matter: the way there
    return step


def move_target_to(where: str) -> Step:
    """Move the last target onto 'square' (the chosen one) or 'you' (your square); a
    spawnpoint, which never moves, only when it is there already."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        q = s.square if where == "square" else s.me
        if s.last < s.figures or s.pos[s.last] == q:
            return s.moved(s.last, q)
        return None

    return step


def target_on_square_ahead(which: int) -> Step:
    """Flamethrower: on the first/second square in the chosen direction, you may
    choose 1 target there and give it 1 damage."""

    def step(s: Shot):
        path = s.board.straight[s.me][s.direction]
        if len(path) <= which:
            yield (), s
            return
        yield (SKIP,), s
        for p in s.on_square(path[which]):
            yield (target_token(s.names[p]),), s.pick(p, None).hit(DAMAGE, p, 1)

    return step


def damage_everyone_ahead(which: int, n: int) -> Step:
    """Flamethrower's barbecue: everyone on the first/second square ahead."""

    @chooses_nothing
    def step(s: Shot) -> Shot | None:
        path = s.board.straight[s.me][s.direction]
        if len(path) > which:
            for p in s.on_square(path[which]):
                s = s.hit(DAMAGE, p, n)
        return s

    return step
