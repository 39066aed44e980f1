"""Routes: the ways a move may go, where the mode says the way matters.

Rulebook, MOVE: "A move is always from one square to an adjacent square". Turret
mode (TUR-7): "Any move of 2 or more squares resolves along a concrete path. The
player who controls the move chooses it ... The engine must offer paths, not only
destinations, whenever paths differ in which turret squares they enter."

A *walk* is a legal way from one square to another within a move's allowance:
adjacent steps through doors, never a square twice. Walks to one square that the
mode's ``route_key`` tells apart are different *routes*; of the walks with one key,
the canonical one stands for them all (the shortest, then ``board.path``'s, then
the first in square order). ``board.path``'s walk is always the first route, and
its option is today's (``move r1c2``); the others name the squares they pass
(``move r1c2 via r0c1``). A mode whose ``routes_matter`` is False is never asked.

Where the mode has ``route_marks`` (Turret mode: the squares whose turret hits the
figure, as a bitmask), a walk's key is the marked squares it enters, and the walks are told apart
from tables made once per board, start and allowance (:class:`WalkTable`), which
remember the routes and options found per set of marked squares on the way: those
depend on nothing else, so they stay right whatever the state (issue 27's speed).
"""

from __future__ import annotations

from typing import Hashable

from .board import Board
from .choices import MoveTo, moves_to

_WALKS: dict = {}  # (board, start, most) -> end -> its walks, canonical order first
_TABLES: dict = {}  # (board, start, most) -> its WalkTable


def walks(board: Board, start: int, most: int) -> dict[int, tuple[tuple[int, ...], ...]]:
    """End square -> every walk of 1 to ``most`` moves from ``start`` to it (start and
    end included, no square twice), the canonical order first."""
    key = (board, start, most)
    found = _WALKS.get(key)
    if found is None:
        out: dict[int, list[tuple[int, ...]]] = {}

        def extend(path: tuple[int, ...]) -> None:
            if len(path) > 1:
                out.setdefault(path[-1], []).append(path)
            if len(path) <= most:
                for b in board.neighbours[path[-1]]:
                    if b not in path:
                        extend(path + (b,))

        extend((start,))
        def canonical(path: tuple[int, ...]) -> tuple:
            return (len(path), path != board.path(start, path[-1]), path)

        found = _WALKS[key] = {end: tuple(sorted(ps, key=canonical)) for end, ps in out.items()}
    return found


class EndWalks:
    """The walks from one square to another within an allowance (:func:`walks`), with
    what a mode with ``route_marks`` needs to tell them apart quickly: the squares they
    enter (``entered``, a bit per square), each walk's ``(via, path)`` and option, and
    the routes found so far per set of marked squares among ``entered``. Those depend
    only on the board, the start, the end, the allowance and that set, so they stay
    right for the whole process (bounded: a set of the squares ``entered``)."""

    __slots__ = ("paths", "pairs", "moves", "entered", "found")

    def __init__(self, paths: tuple[tuple[int, ...], ...]) -> None:
        end = paths[0][-1]
        self.paths = paths
        self.pairs = tuple((None if i == 0 else p[1:-1], p) for i, p in enumerate(paths))
        self.moves = tuple(MoveTo(end, via) for via, _ in self.pairs)
        self.entered = 0
        for p in paths:
            for q in p[1:]:
                self.entered |= 1 << q
        self.found: dict[int, tuple[tuple, tuple]] = {}  # marked squares -> (routes, their moves)

    def routes(self, marked: int) -> tuple[tuple, tuple]:
        """(the routes, their move options) where the squares of bitmask ``marked`` tell
        walks apart: a walk's key is the marked squares it enters, in the order walked
        (the same as ``route_key``, as ``Mode.route_marks`` promises)."""
        marked &= self.entered
        found = self.found.get(marked)
        if found is None:
            seen: dict = {}
            for i, p in enumerate(self.paths):
                seen.setdefault(tuple(q for q in p[1:] if marked >> q & 1), i)
            kept = seen.values()
            found = self.found[marked] = (tuple(self.pairs[i] for i in kept),
                                          tuple(self.moves[i] for i in kept))
        return found


class WalkTable:
    """The walks from one square within an allowance: each end's :class:`EndWalks`
    (``ends``), every square they enter (``entered``, a bit per square), and the move
    options found so far per squares asked and marked squares among ``entered``
    (:meth:`moves`). Those depend only on the board, the start, the allowance, the
    squares and that set, so they stay right for the whole process; emptied when they
    pass ``MOVES_REMEMBERED`` (a long process), to be found again as they are asked."""

    __slots__ = ("ends", "entered", "found")
    MOVES_REMEMBERED = 1024

    def __init__(self, board: Board, start: int, most: int) -> None:
        self.ends = {end: EndWalks(ps) for end, ps in walks(board, start, most).items()}
        self.entered = 0
        for ends in self.ends.values():
            self.entered |= ends.entered
        self.found: dict[tuple, tuple] = {}  # (squares, marked) -> move options

    def moves(self, squares: tuple[int, ...], marked: int) -> tuple:
        """The options to move to each of ``squares`` (the start: staying) by each route
        that the marked squares (bitmask ``marked``) tell apart, ``board.path``'s first."""
        plain = moves_to(squares)
        marked &= self.entered
        if not marked:
            return plain
        key = (squares, marked)
        found = self.found.get(key)
        if found is None:
            if len(self.found) >= self.MOVES_REMEMBERED:
                self.found.clear()
            out: list = []
            for q, move in zip(squares, plain):
                out.append(move)
                ends = self.ends.get(q)
                if ends is not None and ends.entered & marked:
                    out += ends.routes(marked)[1][1:]
            found = self.found[key] = tuple(out)
        return found


def walk_table(board: Board, start: int, most: int) -> WalkTable:
    """The :class:`WalkTable` of ``start`` within ``most`` moves (made once per board,
    start and allowance, like :func:`walks`)."""
    key = (board, start, most)
    found = _TABLES.get(key)
    if found is None:
        found = _TABLES[key] = WalkTable(board, start, most)
    return found


def routes(game, figure: int, start: int, end: int, most: int) -> tuple[tuple, ...]:
    """The distinct routes of ``figure`` from ``start`` to ``end`` in at most ``most``
    moves: ``(via, path)`` each, ``via`` None for ``board.path``'s walk (always the
    first) and otherwise the squares between the start and the end."""
    mode = game.mode
    marks = mode.route_marks(game, figure)
    if marks is not None:
        ends = walk_table(game.state.board, start, most).ends.get(end)
        return () if ends is None else ends.routes(marks)[0]
    seen: dict = {}
    for path in walks(game.state.board, start, most).get(end, ()):
        k = mode.route_key(game, figure, path)
        if k not in seen:
            seen[k] = path
    paths = list(seen.values())
    return tuple((None if i == 0 else p[1:-1], p) for i, p in enumerate(paths))


def route_path(game, figure: int, choice) -> tuple[int, ...] | None:
    """The walk a move option names (None: ``board.path``'s, as :func:`move_figure`
    walks when given no path)."""
    if choice.via is None:
        return None
    return (game.state.players[figure].square,) + choice.via + (choice.square,)


def moves_with_routes(game, figure: int, squares: tuple[int, ...], most: int) -> tuple:
    """The options to move ``figure`` to each of ``squares`` (its own square: staying,
    with no route): :func:`moves_to` where the mode's routes do not matter; else one
    option per distinct route of at most ``most`` moves to each square."""
    mode = game.mode
    if not mode.routes_matter:
        return moves_to(squares)
    here = game.state.players[figure].square
    marks = mode.route_marks(game, figure)
    if marks is not None:
        return walk_table(game.state.board, here, most).moves(squares, marks)
    out: list = []
    for q, move in zip(squares, moves_to(squares)):  # board.path's way first
        out.append(move)
        if q != here:
            out += [MoveTo(q, via) for via, _ in routes(game, figure, here, q, most)[1:]]
    return tuple(out)


class Routes:
    """The routes of a state's moves, for a planned shot (``Shot.routes``): called as
    ``routes(figure, start, end, most)`` like :func:`routes`, remembered per question.
    Made once per state (``game.cache``), so that the shots of one state are equal."""

    __slots__ = ("game", "memo")

    def __init__(self, game) -> None:
        self.game = game
        self.memo: dict = {}

    def __call__(self, figure: int, start: int, end: int, most: int) -> tuple[tuple, ...]:
        key = (figure, start, end, most)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = routes(self.game, figure, start, end, most)
        return found


def routes_of(game) -> Routes | None:
    """The game's :class:`Routes` for a planned shot, or None where routes do not matter."""
    if not game.mode.routes_matter:
        return None
    found = game.cache.get("routes")
    if found is None:
        found = game.cache["routes"] = Routes(game)
    return found


def routes_key(game, found: Hashable) -> Hashable:
    """What ``found`` (this state's :func:`routes_of`) answers by, as a value: where the
    mode has ``route_marks``, the board and every seat's marked squares, equal in two
    states whose routes are all the same; else ``found`` itself, equal to no other
    state's. (A state's :class:`Routes` is made anew after every event.)"""
    mode = game.mode
    g = game.state
    marks = tuple(mode.route_marks(game, seat) for seat in range(len(g.players)))
    return found if None in marks else (g.board, marks)
