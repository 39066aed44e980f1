"""A shot being planned (:class:`Shot`): the figures' squares as they will be, the
targets picked, the squares, room and direction chosen, and what it does so far (damage,
marks, moves); the tokens a step yields, and the shapes of a step and a condition
(:mod:`.dsl`, the weapon vocabulary)."""

from __future__ import annotations

import functools
from typing import Callable, Iterable, NamedTuple

from ..board import Board
from ..choices import PickSquare, PickTarget

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
