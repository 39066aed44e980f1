"""The weapon vocabulary: cards declared as effects made of steps.

A weapon is declared like its card: reload cost, then effects. Each effect is a
sequence of *steps*; a step is a function ``Shot -> iterable of (tokens, Shot)``:
the tokens are the choices a player makes at that step (``target Banshee``,
``square r1c2``...), the new ``Shot`` records what happens (damage, marks,
moves). Deterministic steps (``damage(2)``) yield no token.

The interpreter (:mod:`.plans`) walks these steps to list, for a given prefix of
choices, the next choices that lead to at least one complete, payable shot. So
the options offered are exactly the legal ways to use the card, and no player
can start a shot that has no legal end.

General principles of the weapons manual implemented here:
- "You can never be damaged by your own weapon": the shooter is never a target
  and is left out of "everyone on/in".
- "If an effect lets you choose multiple targets, you can choose fewer": see
  :func:`maybe`.
- "one move away" works through doors, not walls: distances are board moves.
"""

from __future__ import annotations

import functools
from typing import Callable, Iterable, NamedTuple

from ..board import DIRECTIONS, Board
from ..choices import SKIP, PickDirection, PickRoom, PickSquare, PickTarget

DAMAGE, MARK, MOVE = "damage", "mark", "move"
# what a step that chooses a square does with it (``step.does``), for the words that ask
# for it ("Shotgun: push Banshee to which square?"): move the last target, or yourself
MOVE_TARGET, MOVE_YOURSELF = "move_target", "move_yourself"


class Shot(NamedTuple):
    """A shot being planned: positions as they will be, and what it does."""

    board: Board
    shooter: int
    names: tuple[str, ...]  # character name per seat
    pos: tuple  # square per seat, None when off the board
    targets: tuple[int, ...] = ()  # picked targets, in order
    tags: frozenset = frozenset()  # (tag, seat) pairs, e.g. ("basic", 2)
    square: int | None = None  # the square chosen last
    room: str | None = None  # the room chosen last
    direction: str | None = None  # the direction chosen last
    origin: int | None = None  # a target's square before it was moved
    outcomes: tuple = ()  # (DAMAGE|MARK, seat, n) or (MOVE, seat, square)
    # targets from this index on are no figures (Domination's spawnpoints): "it never
    # moves" and "it sees nothing" - nothing moves it, nothing is chosen from its view
    figures: int = 1 << 30
    # where the mode's routes matter (Turret mode), the state's routes
    # (:class:`~adrenaline.core.routes.Routes`): a move of a figure is then chosen with
    # its route ("the route of a moved target belongs in the planned shot"); else None
    routes: Callable | None = None

    @property
    def me(self) -> int:
        return self.pos[self.shooter]

    @property
    def last(self) -> int:
        return self.targets[-1]

    def others(self) -> list[int]:
        """Figures on the board that are not the shooter."""
        shooter = self.shooter
        return [p for p, sq in enumerate(self.pos) if sq is not None and p != shooter]

    def on_square(self, square: int) -> list[int]:
        shooter = self.shooter
        return [p for p, sq in enumerate(self.pos) if sq == square and p != shooter]

    # the shot one step on: built field by field with tuple.__new__, much cheaper than
    # _replace (or the class's own __new__) on the hot path of every plan search
    def pick(self, seat: int, tag: str | None) -> "Shot":
        b, sh, nm, pos, targets, tags, sq, rm, d, _, out, fig, ro = self
        if tag:
            tags = tags | {(tag, seat)}
        return _new(Shot, (b, sh, nm, pos, targets + (seat,), tags, sq, rm, d, pos[seat], out, fig, ro))

    def hit(self, kind: str, seat: int, n: int) -> "Shot":
        b, sh, nm, pos, targets, tags, sq, rm, d, origin, out, fig, ro = self
        return _new(Shot, (b, sh, nm, pos, targets, tags, sq, rm, d, origin, out + ((kind, seat, n),), fig, ro))

    def at_square(self, square: int) -> "Shot":
        b, sh, nm, pos, targets, tags, _, rm, d, origin, out, fig, ro = self
        return _new(Shot, (b, sh, nm, pos, targets, tags, square, rm, d, origin, out, fig, ro))

    def in_room(self, room: str) -> "Shot":
        b, sh, nm, pos, targets, tags, sq, _, d, origin, out, fig, ro = self
        return _new(Shot, (b, sh, nm, pos, targets, tags, sq, room, d, origin, out, fig, ro))

    def facing(self, direction: str, square: int | None = None) -> "Shot":
        """The direction chosen (and the square with it, when one is chosen too)."""
        b, sh, nm, pos, targets, tags, sq, rm, _, origin, out, fig, ro = self
        if square is not None:
            sq = square
        return _new(Shot, (b, sh, nm, pos, targets, tags, sq, rm, direction, origin, out, fig, ro))

    def retarget(self, seat: int) -> "Shot":
        """``seat`` is the last target again."""
        b, sh, nm, pos, targets, tags, sq, rm, d, origin, out, fig, ro = self
        return _new(Shot, (b, sh, nm, pos, targets + (seat,), tags, sq, rm, d, origin, out, fig, ro))

    def moved(self, seat: int, square: int, path: tuple[int, ...] | None = None) -> "Shot":
        """``seat``'s figure moved to ``square`` (by ``path``, a route chosen where routes
        matter: the outcome then holds the path, else the square)."""
        if self.pos[seat] == square or seat >= self.figures:
            return self
        b, sh, nm, pos, targets, tags, sq, rm, d, origin, out, fig, ro = self
        pos = pos[:seat] + (square,) + pos[seat + 1:]
        move = (MOVE, seat, square if path is None else path)
        return _new(Shot, (b, sh, nm, pos, targets, tags, sq, rm, d, origin, out + (move,), fig, ro))


_new = tuple.__new__


@functools.cache
def target_token(name: str) -> PickTarget:
    return PickTarget(name)


@functools.cache
def square_token(square: int) -> PickSquare:
    return PickSquare(square)


Tokens = tuple
Step = Callable[[Shot], Iterable[tuple[Tokens, Shot]]]
Condition = Callable[[Shot, int], bool]


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


# -- choosing --------------------------------------------------------------------
def target(*conditions: Condition, tag: str | None = None) -> Step:
    """Pick 1 target (never yourself) that meets every condition."""

    def step(s: Shot):
        shooter = s.shooter
        for p, sq in enumerate(s.pos):
            if sq is None or p == shooter:  # the figures on the board but yours (Shot.others)
                continue
            for c in conditions:
                if not c(s, p):
                    break
            else:
                yield (target_token(s.names[p]),), s.pick(p, tag)

    step.picks, step.conditions = "target", conditions
    return step


def square(*conditions: Condition, does: str | None = None) -> Step:
    """Choose a square that meets every condition (``does``: what the square is for,
    where that is more than a place to hit: Vortex Cannon's ``"vortex"``)."""

    def step(s: Shot):
        for q in s.board.squares:
            for c in conditions:
                if not c(s, q):
                    break
            else:
                yield (square_token(q),), s.at_square(q)

    step.picks, step.conditions = "square", conditions
    if does is not None:
        step.does = does
    return step


def room(*conditions: Condition) -> Step:
    def step(s: Shot):
        for r in sorted(s.board.room_squares):
            if all(c(s, r) for c in conditions):
                yield (PickRoom(r),), s.in_room(r)

    step.picks, step.conditions = "room", conditions
    return step


def direction(*, reach: str = "line") -> Step:
    """Choose a cardinal direction. ``reach='moves'``: only directions with a legal
    move from your square (flames go through doors, not walls)."""

    def step(s: Shot):
        for d in DIRECTIONS:
            if reach == "moves" and not s.board.straight[s.me][d]:
                continue
            yield (PickDirection(d),), s.facing(d)

    return step


def adjacent_square_direction() -> Step:
    """Power Glove: 'a square exactly 1 move away', remembering its direction."""

    def step(s: Shot):
        for d in DIRECTIONS:
            path = s.board.straight[s.me][d]
            if path:
                yield (square_token(path[0]),), s.facing(d, path[0])

    step.does = MOVE_YOURSELF  # "Move onto that square" follows: the square is where you go
    return step


def maybe(*steps: Step) -> Step:
    """'you may' / 'up to': either skip, or do all of these steps."""

    def step(s: Shot):
        yield (SKIP,), s
        yield from run(steps, s)

    step.inner = steps
    return step


def run(steps: tuple[Step, ...], s: Shot, i: int = 0):
    """All (tokens, shot) ways to do ``steps[i:]`` in order."""
    if i == len(steps):
        yield (), s
        return
    for tokens, s1 in steps[i](s):
        if i + 1 == len(steps):
            yield tokens, s1
        else:
            for more, s2 in run(steps, s1, i + 1):
                yield tokens + more, s2


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
        seats = sorted(p for t, p in s.tags if t == tag_name)
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
