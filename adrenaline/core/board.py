"""The arena: squares, rooms, doors and the geometry the rules ask about.

Rulebook, MOVE: "A move is always from one square to an adjacent square (not
diagonally). You can move through a door but not through a wall."
Weapons manual, WHAT CAN YOU SEE?: "You can see any player in the same room as
you. If your square has a door, you can also see any player on any square in the
room on the other side of the door."

Squares are numbered ``row * 4 + column`` on the 3 x 4 grid and written ``r1c2``.
Everything here is precomputed once per board, so the rules only index tuples.
"""

from __future__ import annotations

from collections import deque
from typing import Iterable

import attrs

ROWS, COLUMNS = 3, 4
DIRECTIONS = ("north", "east", "south", "west")
_STEP = {"north": (-1, 0), "east": (0, 1), "south": (1, 0), "west": (0, -1)}
UNREACHABLE = 99


def square_name(square: int) -> str:
    return f"r{square // COLUMNS}c{square % COLUMNS}"


def parse_square(text: str) -> int:
    """``'r1c2'`` -> 6; raises ValueError on anything else."""
    t = text.strip().lower()
    if len(t) != 4 or t[0] != "r" or t[2] != "c" or not (t[1].isdigit() and t[3].isdigit()):
        raise ValueError(f"not a square: {text!r} (expected the form r1c2)")
    row, col = int(t[1]), int(t[3])
    if row >= ROWS or col >= COLUMNS:
        raise ValueError(f"not a square: {text!r} (rows 0-2, columns 0-3)")
    return row * COLUMNS + col


def _grid_neighbour(square: int, direction: str) -> int | None:
    dr, dc = _STEP[direction]
    r, c = square // COLUMNS + dr, square % COLUMNS + dc
    if 0 <= r < ROWS and 0 <= c < COLUMNS:
        return r * COLUMNS + c
    return None


@attrs.frozen(eq=False)
class Board:
    """One arena. Build it with :meth:`Board.build`; the derived tables follow."""

    name: str
    rooms: dict[int, str]  # square -> room colour
    doors: frozenset[frozenset[int]]  # pairs of squares joined by a door
    spawnpoints: dict[str, int]  # ammo colour -> square
    # derived geometry
    spawn_colour_of: dict[int, str]  # square -> spawnpoint colour
    squares: tuple[int, ...]
    neighbours: tuple[tuple[int, ...], ...]  # one move away (doors, not walls)
    distance: tuple[tuple[int, ...], ...]  # moves between squares
    room_squares: dict[str, tuple[int, ...]]
    visible: tuple[frozenset[int], ...]  # squares a figure on this square can see
    straight: tuple[dict[str, tuple[int, ...]], ...]  # legal moves in one direction
    line: tuple[dict[str, tuple[int, ...]], ...]  # squares in a direction, ignoring walls
    _within: dict = attrs.field(factory=dict, repr=False)  # memo of within()
    _paths: dict = attrs.field(factory=dict, repr=False)  # memo of path()

    @classmethod
    def build(
        cls,
        name: str,
        rooms: dict[int, str],
        doors: Iterable[tuple[int, int]],
        spawnpoints: dict[str, int],
    ) -> "Board":
        door_set = frozenset(frozenset(d) for d in doors)
        size = ROWS * COLUMNS

        def step(a: int, direction: str) -> int | None:
            b = _grid_neighbour(a, direction)
            if b is None or b not in rooms:
                return None
            if rooms[a] == rooms[b] or frozenset((a, b)) in door_set:
                return b
            return None

        neighbours: list[tuple[int, ...]] = []
        for s in range(size):
            if s not in rooms:
                neighbours.append(())
                continue
            neighbours.append(tuple(b for d in DIRECTIONS if (b := step(s, d)) is not None))

        distance = []
        for s in range(size):
            row = [UNREACHABLE] * size
            if s in rooms:
                row[s] = 0
                queue = deque([s])
                while queue:
                    a = queue.popleft()
                    for b in neighbours[a]:
                        if row[b] == UNREACHABLE:
                            row[b] = row[a] + 1
                            queue.append(b)
            distance.append(tuple(row))

        room_squares: dict[str, list[int]] = {}
        for s in sorted(rooms):
            room_squares.setdefault(rooms[s], []).append(s)

        visible: list[frozenset[int]] = []
        straight: list[dict[str, tuple[int, ...]]] = []
        line: list[dict[str, tuple[int, ...]]] = []
        for s in range(size):
            if s not in rooms:
                visible.append(frozenset())
                straight.append({})
                line.append({})
                continue
            seen_rooms = {rooms[s]} | {rooms[b] for b in neighbours[s]}
            visible.append(frozenset(q for q in rooms if rooms[q] in seen_rooms))
            moves: dict[str, tuple[int, ...]] = {}
            ray: dict[str, tuple[int, ...]] = {}
            for d in DIRECTIONS:
                path, a = [], s
                while (b := step(a, d)) is not None:
                    path.append(b)
                    a = b
                moves[d] = tuple(path)
                squares_in_line, a = [s], s
                while (b := _grid_neighbour(a, d)) is not None:
                    if b in rooms:
                        squares_in_line.append(b)
                    a = b
                ray[d] = tuple(squares_in_line)
            straight.append(moves)
            line.append(ray)

        return cls(
            name=name,
            rooms=dict(rooms),
            doors=door_set,
            spawnpoints=dict(spawnpoints),
            spawn_colour_of={sq: colour for colour, sq in spawnpoints.items()},
            squares=tuple(sorted(rooms)),
            neighbours=tuple(neighbours),
            distance=tuple(distance),
            room_squares={k: tuple(v) for k, v in room_squares.items()},
            visible=tuple(visible),
            straight=tuple(straight),
            line=tuple(line),
        )

    # -- questions the rules ask -------------------------------------------------
    def is_spawnpoint(self, square: int) -> bool:
        return square in self.spawn_colour_of

    def within(self, square: int, low: int, high: int) -> tuple[int, ...]:
        """Squares between ``low`` and ``high`` moves away (inclusive)."""
        key = (square, low, high)
        found = self._within.get(key)
        if found is None:
            row = self.distance[square]
            found = self._within[key] = tuple(q for q in self.squares if low <= row[q] <= high)
        return found

    def can_see(self, from_square: int, to_square: int) -> bool:
        return to_square in self.visible[from_square]

    def room_of(self, square: int) -> str:
        return self.rooms[square]

    def visible_rooms(self, square: int) -> tuple[str, ...]:
        return tuple(sorted({self.rooms[q] for q in self.visible[square]}))

    def path(self, start: int, end: int) -> tuple[int, ...]:
        """A shortest path of moves from start to end, both included."""
        key = (start, end)
        found = self._paths.get(key)
        if found is None:
            found = self._paths[key] = self._find_path(start, end)
        return found

    def _find_path(self, start: int, end: int) -> tuple[int, ...]:
        if start == end:
            return (start,)
        path = [start]
        a = start
        while a != end:
            a = min(
                (b for b in self.neighbours[a] if self.distance[b][end] == self.distance[a][end] - 1),
            )
            path.append(a)
        return tuple(path)

    def is_connected(self) -> bool:
        first = self.squares[0]
        return all(self.distance[first][q] < UNREACHABLE for q in self.squares)
