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

The vocabulary is in four parts: the shot planned (:mod:`.shot`), the conditions
(:mod:`.conditions`), the choosing steps (here) and the doing steps (:mod:`.effects`);
this module names them all, for the catalogue and the rules.
"""

from __future__ import annotations

from ..board import DIRECTIONS
from ..choices import SKIP, PickDirection, PickRoom
from .conditions import (  # noqa: F401  (the vocabulary's names, for the catalogue and the rules)
    different, explained, in_chosen_direction, movable_to_where_you_see, moves_away, not_on_your_square,
    not_tagged, not_your_square, on_a_new_square, on_chosen_square, on_or_next_to_chosen_square,
    on_your_square, room_you_can_see_not_yours, seen_by_last_target, square_moves_away,
    square_you_can_see, tagged, you_can_see, you_cannot_see,
)
from .effects import (  # noqa: F401  (the vocabulary's names, for the catalogue and the rules)
    chooses_nothing, damage, damage_everyone_ahead, damage_everyone_in_room, damage_everyone_moves_away,
    damage_everyone_on, mark, mark_everyone_else_on_target_square, move_target,
    move_target_in_one_direction, move_target_to, move_target_to_you, move_yourself,
    move_yourself_on_in_direction, move_yourself_onto_target, move_yourself_to_chosen_square, retarget,
    target_on_square_ahead, your_square,
)
from .shot import (  # noqa: F401  (the vocabulary's names, for the catalogue and the rules)
    DAMAGE, MARK, MOVE, MOVE_TARGET, MOVE_YOURSELF, Condition, Shot, square_token, Step, target_token,
    Tokens,
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
