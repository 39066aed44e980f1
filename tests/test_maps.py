"""The four arenas, read from adrenaline/maps/*.tmx, checked square by square against
the board's pictures (written out below).

The four layouts:

    Coordinates are `r` row (0 = top) and `c` column (0 = left), on a 3 x 4 grid.
    The grid edge and the sides of a missing square are always walls.
    Movement rules: squares of the same room are always connected. Squares of
    different rooms are connected only through a door.
    The spawnpoints are the same in all four layouts: red at r1c0, blue at r0c2,
    yellow at r2c3.

    Layout A: 10 squares, "good for 3 or 4 players"      Layout B: 11 squares, "good for any number of players"
         c0  c1  c2  c3                                       c0  c1  c2  c3
        +---+---+---+---+                                    +---+---+---+---+
    r0  | B   B   B*|...|                                r0  | B   B   B*D G |
        + D +---+ D +---+                                    + D +---+ D + D +
    r1  | R*  R   R D Y |                                r1  | R*  R | Y   Y |
        +---+ D +---+   +                                    +---+ D +   +   +
    r2  |...| W   W D Y*|                                r2  |...| W D Y   Y*|
        +---+---+---+---+                                    +---+---+---+---+

    Layout C: 11 squares, "works well for any number      Layout D: 12 squares, "good for 4 or 5 players"
    of players"
         c0  c1  c2  c3                                       c0  c1  c2  c3
        +---+---+---+---+                                    +---+---+---+---+
    r0  | R D B   B*|...|                                r0  | R D B   B*D G |
        +   + D + D +---+                                    +   + D + D + D +
    r1  | R*| P   P D Y |                                r1  | R*| P | Y   Y |
        + D + D +---+   +                                    + D + D +   +   +
    r2  | W   W   W D Y*|                                r2  | W   W D Y   Y*|
        +---+---+---+---+                                    +---+---+---+---+

The rooms, doors and walls below are the lists under each grid, copied as written.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections import deque
from pathlib import Path

import pytest

from adrenaline.core.board import COLUMNS, UNREACHABLE, parse_square, square_name
from adrenaline.core.maps import (
    ARENAS,
    MAPS_DIR,
    MapError,
    arena_caption,
    arena_path,
    load_board,
)

import pytmx  # noqa: E402  (after adrenaline.core.maps, which imports it without pygame)

REPO = Path(__file__).resolve().parents[1]

EXPECTED = {
    "A": {
        "caption": "good for 3 or 4 players",
        "rooms": {
            "blue": ("r0c0", "r0c1", "r0c2"),
            "red": ("r1c0", "r1c1", "r1c2"),
            "yellow": ("r1c3", "r2c3"),
            "white": ("r2c1", "r2c2"),
        },
        "missing": ("r0c3", "r2c0"),
        "doors": (
            ("r0c0", "r1c0"), ("r0c2", "r1c2"), ("r1c1", "r2c1"), ("r1c2", "r1c3"), ("r2c2", "r2c3"),
        ),
        "walls": (("r0c1", "r1c1"), ("r1c2", "r2c2")),
    },
    "B": {
        "caption": "good for any number of players",
        "rooms": {
            "blue": ("r0c0", "r0c1", "r0c2"),
            "green": ("r0c3",),
            "red": ("r1c0", "r1c1"),
            "yellow": ("r1c2", "r1c3", "r2c2", "r2c3"),
            "white": ("r2c1",),
        },
        "missing": ("r2c0",),
        "doors": (
            ("r0c0", "r1c0"), ("r0c2", "r0c3"), ("r0c2", "r1c2"), ("r0c3", "r1c3"), ("r1c1", "r2c1"),
            ("r2c1", "r2c2"),
        ),
        "walls": (("r0c1", "r1c1"), ("r1c1", "r1c2")),
    },
    "C": {
        "caption": "works well for any number of players",
        "rooms": {
            "red": ("r0c0", "r1c0"),
            "blue": ("r0c1", "r0c2"),
            "purple": ("r1c1", "r1c2"),
            "yellow": ("r1c3", "r2c3"),
            "white": ("r2c0", "r2c1", "r2c2"),
        },
        "missing": ("r0c3",),
        "doors": (
            ("r0c0", "r0c1"), ("r0c1", "r1c1"), ("r0c2", "r1c2"), ("r1c0", "r2c0"), ("r1c1", "r2c1"),
            ("r1c2", "r1c3"), ("r2c2", "r2c3"),
        ),
        "walls": (("r1c0", "r1c1"), ("r1c2", "r2c2")),
    },
    "D": {
        "caption": "good for 4 or 5 players",
        "rooms": {
            "red": ("r0c0", "r1c0"),
            "blue": ("r0c1", "r0c2"),
            "green": ("r0c3",),
            "purple": ("r1c1",),
            "yellow": ("r1c2", "r1c3", "r2c2", "r2c3"),
            "white": ("r2c0", "r2c1"),
        },
        "missing": (),
        "doors": (
            ("r0c0", "r0c1"), ("r0c1", "r1c1"), ("r0c2", "r0c3"), ("r0c2", "r1c2"), ("r0c3", "r1c3"),
            ("r1c0", "r2c0"), ("r1c1", "r2c1"), ("r2c1", "r2c2"),
        ),
        "walls": (("r1c0", "r1c1"), ("r1c1", "r1c2")),
    },
}
SQUARE_COUNTS = {"A": 10, "B": 11, "C": 11, "D": 12}
SPAWNPOINTS = {"red": "r1c0", "blue": "r0c2", "yellow": "r2c3"}


def sq(name: str) -> int:
    return parse_square(name)


def squares(*names: str) -> set[int]:
    return {sq(n) for n in names}


def pair(a: str, b: str) -> frozenset[int]:
    return frozenset((sq(a), sq(b)))


def grid_adjacent_pairs(board):
    """Every pair of existing squares side by side on the grid."""
    for s in board.squares:
        for t in (s + 1 if s % COLUMNS < COLUMNS - 1 else None, s + COLUMNS):
            if t is not None and t in board.rooms:
                yield s, t


@pytest.fixture(params=ARENAS)
def arena(request):
    return request.param


# -- the four arenas match the board ------------------------------------------------
def test_arenas_have_the_squares_of_each_room(arena):
    board = load_board(arena)
    expected = EXPECTED[arena]
    assert board.name == f"Arena {arena}"
    assert {room: set(sqs) for room, sqs in board.room_squares.items()} == {
        room: squares(*names) for room, names in expected["rooms"].items()
    }
    assert len(board.squares) == SQUARE_COUNTS[arena]
    assert set(range(12)) - set(board.squares) == squares(*expected["missing"])


def test_arenas_have_exactly_the_listed_doors(arena):
    board = load_board(arena)
    assert board.doors == {pair(a, b) for a, b in EXPECTED[arena]["doors"]}


def test_every_door_joins_two_different_rooms_side_by_side(arena):
    board = load_board(arena)
    for door in board.doors:
        a, b = sorted(door)
        assert board.rooms[a] != board.rooms[b]
        assert b - a in (1, COLUMNS) and not (b - a == 1 and b % COLUMNS == 0)


def test_spawnpoints_are_red_r1c0_blue_r0c2_yellow_r2c3_in_their_own_room(arena):
    board = load_board(arena)
    assert board.spawnpoints == {colour: sq(name) for colour, name in SPAWNPOINTS.items()}
    for colour, square in board.spawnpoints.items():
        assert board.room_of(square) == colour
        assert board.is_spawnpoint(square)
    assert sum(board.is_spawnpoint(s) for s in board.squares) == 3


def test_walls_between_rooms_without_a_door_block_movement(arena):
    board = load_board(arena)
    walls = {pair(a, b) for a, b in EXPECTED[arena]["walls"]}
    for wall in walls:
        a, b = sorted(wall)
        assert b not in board.neighbours[a] and a not in board.neighbours[b]
        assert board.distance[a][b] > 1
    # the listed walls are all the walls between existing squares
    implied = {
        frozenset((s, t))
        for s, t in grid_adjacent_pairs(board)
        if board.rooms[s] != board.rooms[t] and frozenset((s, t)) not in board.doors
    }
    assert implied == walls


def test_squares_of_the_same_room_are_always_connected(arena):
    board = load_board(arena)
    for s, t in grid_adjacent_pairs(board):
        if board.rooms[s] == board.rooms[t]:
            assert t in board.neighbours[s] and s in board.neighbours[t]
    # and each room is in one piece, without leaving it
    for room, members in board.room_squares.items():
        seen, queue = {members[0]}, deque([members[0]])
        while queue:
            for t in board.neighbours[queue.popleft()]:
                if board.rooms[t] == room and t not in seen:
                    seen.add(t)
                    queue.append(t)
        assert seen == set(members), room


def test_every_square_can_reach_every_other(arena):
    board = load_board(arena)
    assert board.is_connected()
    for s in board.squares:
        for t in board.squares:
            assert board.distance[s][t] < UNREACHABLE
            assert board.distance[s][t] == board.distance[t][s]


def test_neighbours_are_exactly_doors_and_same_room_sides(arena):
    board = load_board(arena)
    moves = {frozenset((s, t)) for s in board.squares for t in board.neighbours[s]}
    same_room = {
        frozenset((s, t)) for s, t in grid_adjacent_pairs(board) if board.rooms[s] == board.rooms[t]
    }
    assert moves == same_room | board.doors


def test_arena_captions_are_the_rulebook_ones(arena):
    assert arena_caption(arena) == EXPECTED[arena]["caption"]


def test_floor_art_shows_each_square_room_and_spawnpoint(arena):
    """The tile layer agrees with the square objects: right room colour, a marker on spawnpoints."""
    board = load_board(arena)
    tmx = pytmx.TiledMap(str(arena_path(arena)))
    floor = tmx.get_layer_by_name("floor")
    assert isinstance(floor, pytmx.TiledTileLayer)
    for s in range(12):
        row, col = divmod(s, COLUMNS)
        gid = floor.data[row][col]
        if s not in board.rooms:
            assert gid == 0, square_name(s)
            continue
        tile = tmx.get_tile_properties_by_gid(gid)
        assert tile["room"] == board.rooms[s], square_name(s)
        assert tile.get("spawn") == board.spawn_colour_of.get(s), square_name(s)


def test_maps_reference_the_tileset_for_tiled():
    for letter in ARENAS:
        text = arena_path(letter).read_text(encoding="utf-8")
        assert '<tileset firstgid="1" source="tileset.tsx"/>' in text
    assert (MAPS_DIR / "tileset.tsx").is_file()
    assert (MAPS_DIR / "tileset.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# -- geometry, worked by hand on the grids ------------------------------------------
def test_move_goes_through_doors_not_walls():
    board = load_board("C")
    # r1c2 (purple): door north to r0c2, door east to r1c3, open west to r1c1, wall south to r2c2
    assert set(board.neighbours[sq("r1c2")]) == squares("r0c2", "r1c3", "r1c1")
    # r1c0 (red): open north to r0c0, door south to r2c0, wall east to r1c1
    assert set(board.neighbours[sq("r1c0")]) == squares("r0c0", "r2c0")
    # r0c2: r0c3 is missing
    assert set(board.neighbours[sq("r0c2")]) == squares("r0c1", "r1c2")


def test_distance_counts_moves_around_walls():
    board = load_board("C")
    # r1c0 -> r2c0 -> r2c1 -> r2c2 -> r2c3 (the way through r0c0, r0c1, r1c1... is 6)
    assert board.distance[sq("r1c0")][sq("r2c3")] == 4
    assert board.path(sq("r1c0"), sq("r2c3")) == tuple(
        sq(n) for n in ("r1c0", "r2c0", "r2c1", "r2c2", "r2c3")
    )
    # side by side across a wall: r1c0 -> r0c0 -> r0c1 -> r1c1 (or round by r2c0, r2c1)
    assert board.distance[sq("r1c0")][sq("r1c1")] == 3
    assert board.distance[sq("r0c0")][sq("r2c3")] == 5
    assert board.within(sq("r1c0"), 1, 2) == tuple(sorted(squares("r0c0", "r2c0", "r0c1", "r2c1")))
    assert board.within(sq("r1c0"), 0, 0) == (sq("r1c0"),)


def test_you_see_your_room_and_rooms_behind_the_doors_of_your_square():
    board = load_board("C")
    # r1c2 has doors to r0c2 (blue) and r1c3 (yellow); r2c2 (white) is behind a wall
    assert board.visible_rooms(sq("r1c2")) == ("blue", "purple", "yellow")
    assert board.can_see(sq("r1c2"), sq("r2c3"))  # yellow room, not adjacent
    assert board.can_see(sq("r1c2"), sq("r0c1"))  # blue room, through the door at r0c2
    assert not board.can_see(sq("r1c2"), sq("r2c2"))  # adjacent, but a wall
    assert not board.can_see(sq("r1c2"), sq("r1c0"))
    # r1c1 has doors to r0c1 (blue) and r2c1 (white); red r1c0 is behind a wall
    assert board.visible_rooms(sq("r1c1")) == ("blue", "purple", "white")


def test_a_square_without_a_door_sees_only_its_room():
    board = load_board("A")
    # A, r0c1: blue, wall to the south. Its room-mates r0c0 and r0c2 have doors to red,
    # but seeing goes through the doors of your own square only.
    assert board.visible_rooms(sq("r0c1")) == ("blue",)
    assert not board.can_see(sq("r0c1"), sq("r1c1"))  # adjacent, but a wall
    assert not board.can_see(sq("r0c1"), sq("r1c0"))
    # ...while r0c0, with its door to r1c0, sees the whole red room
    assert board.can_see(sq("r0c0"), sq("r1c2"))
    assert board.visible_rooms(sq("r0c0")) == ("blue", "red")


def test_you_always_see_your_own_room(arena):
    board = load_board(arena)
    for s in board.squares:
        assert set(board.room_squares[board.rooms[s]]) <= board.visible[s]


def test_seeing_through_a_door_is_not_always_mutual():
    board = load_board("A")
    # r1c1 (red, door to white r2c1) sees r0c1 (blue)? No: r1c1 has no door to blue.
    assert not board.can_see(sq("r1c1"), sq("r0c1"))
    # r1c2 (red, doors to blue r0c2 and yellow r1c3) sees r0c1, but r0c1 does not see r1c2
    assert board.can_see(sq("r1c2"), sq("r0c1"))
    assert not board.can_see(sq("r0c1"), sq("r1c2"))


def test_a_line_in_a_cardinal_direction_ignores_walls():
    board = load_board("C")
    # your own square counts as in every direction; walls do not stop the line
    assert board.line[sq("r1c0")]["east"] == tuple(sq(n) for n in ("r1c0", "r1c1", "r1c2", "r1c3"))
    assert board.line[sq("r0c2")]["south"] == tuple(sq(n) for n in ("r0c2", "r1c2", "r2c2"))
    # missing squares are not part of the line
    assert board.line[sq("r2c3")]["north"] == (sq("r2c3"), sq("r1c3"))
    assert board.line[sq("r0c2")]["east"] == (sq("r0c2"),)


def test_moving_straight_stops_at_walls_and_goes_through_doors():
    board = load_board("C")
    assert board.straight[sq("r1c0")]["east"] == ()  # wall r1c0 | r1c1
    assert board.straight[sq("r0c2")]["south"] == (sq("r1c2"),)  # door, then the wall r1c2 | r2c2
    assert board.straight[sq("r1c1")]["east"] == (sq("r1c2"), sq("r1c3"))  # same room, then a door
    assert board.straight[sq("r0c0")]["east"] == (sq("r0c1"), sq("r0c2"))  # r0c3 is missing
    assert board.straight[sq("r2c0")]["east"] == tuple(sq(n) for n in ("r2c1", "r2c2", "r2c3"))


# -- the loader ---------------------------------------------------------------------
def test_arenas_are_named_by_letter_in_any_case_or_by_path():
    assert load_board("c") is load_board("C")  # cached
    assert load_board(" d ").name == "Arena D"
    by_path = load_board(arena_path("B"))
    assert by_path.name == "Arena B"
    assert by_path.rooms == load_board("B").rooms and by_path.doors == load_board("B").doors
    assert load_board(str(arena_path("A"))).rooms == load_board("A").rooms
    assert arena_path("a") == MAPS_DIR / "arena_a.tmx"


@pytest.mark.parametrize("bad", ["E", "", "arena A", "AB", 3])
def test_unknown_arenas_are_refused(bad):
    with pytest.raises(MapError, match="unknown arena"):
        load_board(bad)
    with pytest.raises(ValueError):
        arena_caption(bad)


def _broken_copy(tmp_path: Path, edit) -> Path:
    shutil.copy(MAPS_DIR / "tileset.tsx", tmp_path / "tileset.tsx")
    path = tmp_path / "broken.tmx"
    path.write_text(edit(arena_path("A").read_text(encoding="utf-8")), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "edit, problem",
    [
        (lambda t: t[: len(t) // 2], "cannot read the map"),
        (lambda t: t.replace('source="tileset.tsx"', 'source="nowhere.tsx"'), "cannot read the map"),
        (lambda t: t.replace('value="white"', 'value="orange"'), "room 'orange'"),
        (lambda t: t.replace('<property name="b" value="r1c0"/>', '<property name="b" value="r2c1"/>'),
         "not side by side"),
        (lambda t: t.replace('<property name="b" value="r1c0"/>', '<property name="b" value="r9c9"/>'),
         "not a square"),
        (lambda t: t.replace('<property name="spawn" value="yellow"/>', ""), "no yellow spawnpoint"),
        (lambda t: t.replace('name="doors"', 'name="portals"'), "no object layer named 'doors'"),
        (lambda t: t.replace('x="64" y="0"', 'x="70" y="0"', 1), "not aligned"),
        (lambda t: t.replace('name="r0c1"', 'name="r2c2"'), "named 'r2c2' but lies on r0c1"),
    ],
)
def test_broken_maps_raise_a_one_line_map_error_naming_the_file(tmp_path, edit, problem):
    path = _broken_copy(tmp_path, edit)
    with pytest.raises(MapError) as caught:
        load_board(path)
    message = str(caught.value)
    assert str(path) in message and problem in message
    assert "\n" not in message


def test_a_missing_map_file_is_a_map_error(tmp_path):
    path = tmp_path / "arena_z.tmx"
    with pytest.raises(MapError, match="no such map file") as caught:
        load_board(path)
    assert str(path) in str(caught.value)


def _run(code: str, **env: str) -> subprocess.CompletedProcess:
    environment = {**os.environ, "PYTHONPATH": str(REPO), "SDL_VIDEODRIVER": "dummy", **env}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, env=environment, capture_output=True, text=True
    )


def test_maps_directory_can_be_moved_with_ADRENALINE_MAPS(tmp_path):
    for name in ("tileset.tsx", "arena_c.tmx"):
        shutil.copy(MAPS_DIR / name, tmp_path / name)
    result = _run(
        "from adrenaline.core import maps; print(maps.MAPS_DIR); print(maps.load_board('C').name)",
        ADRENALINE_MAPS=str(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split("\n")[:2] == [str(tmp_path), "Arena C"]


def test_the_maps_module_runs_without_pygame():
    result = _run(
        "import sys, adrenaline.core.maps as m\n"
        "assert 'pygame' not in sys.modules\n"
        "[m.load_board(a) for a in m.ARENAS]\n"
        "assert 'pygame' not in sys.modules, 'loading a board imported pygame'\n"
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


def test_the_screen_can_still_load_the_maps_with_pygame_afterwards():
    """Keeping pytmx away from pygame must not break pytmx's own pygame loader."""
    result = _run(
        "import adrenaline.core.maps as m\n"
        "m.load_board('A')\n"
        "import pygame\n"
        "pygame.display.set_mode((1, 1))\n"
        "from pytmx.util_pygame import load_pygame\n"
        "tmx = load_pygame(str(m.arena_path('A')))\n"
        "assert tmx.get_tile_image(0, 0, 0).get_size() == (64, 64)\n"
        "assert tmx.get_tile_image(3, 0, 0) is None\n",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    assert result.returncode == 0, result.stderr
