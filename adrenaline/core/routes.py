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
"""

from __future__ import annotations

from .board import Board
from .choices import MoveTo, moves_to

_WALKS: dict = {}  # (board, start, most) -> end -> its walks, canonical order first


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


def routes(game, figure: int, start: int, end: int, most: int) -> tuple[tuple, ...]:
    """The distinct routes of ``figure`` from ``start`` to ``end`` in at most ``most``
    moves: ``(via, path)`` each, ``via`` None for ``board.path``'s walk (always the
    first) and otherwise the squares between the start and the end."""
    mode = game.mode
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
    if not game.mode.routes_matter:
        return moves_to(squares)
    here = game.state.players[figure].square
    plain = moves_to(squares)  # board.path's way: the very options of every other mode
    out: list = []
    for q, move in zip(squares, plain):
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
