"""The four arenas, read from Tiled maps into :class:`~adrenaline.core.board.Board`.

This is the only code that knows the map format. It runs headless: it reads the
``.tmx`` with ``pytmx.TiledMap`` (no images loaded) and never imports pygame.

A map is 4 x 3 tiles. Its object layer ``squares`` holds one rectangle per
square, with the custom property ``room`` (room colour) and, on a spawnpoint,
``spawn`` (ammo colour); the square is the rectangle's position divided by the
tile size. The object layer ``doors`` holds one object per door, with the custom
properties ``a`` and ``b`` naming the two squares (``r0c0``, ``r1c0``). Walls are
implied: two adjacent squares of different rooms without a door. Map properties:
``arena`` (the letter) and ``players`` (the rulebook caption).
The maps are written by ``tools/make_maps.py`` and stay editable in Tiled.
"""

from __future__ import annotations

import functools
import logging
import os
import sys
from importlib.resources import files
from pathlib import Path
from typing import Any

import attrs

from adrenaline.core.board import COLUMNS, ROWS, Board, parse_square, square_name


def _import_pytmx():
    """Import pytmx without letting it pull in pygame.

    pytmx imports pygame, when it is installed, only for a type hint and for its
    optional pygame loader (``pytmx.util_pygame``); neither is used here. When
    pygame is not loaded yet, hide it during the import so the rules core stays
    headless, then forget the pygame loader that was imported without pygame, so
    that a later ``from pytmx.util_pygame import load_pygame`` (the screen) gets a
    working one.
    """
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    loader_log = logging.getLogger("pytmx.util_pygame")
    was_disabled = loader_log.disabled
    loader_log.disabled = True  # it logs "cannot import pygame" as an error
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail
    try:
        import pytmx
    finally:
        loader_log.disabled = was_disabled
        if "pygame" in sys.modules and sys.modules["pygame"] is None:
            del sys.modules["pygame"]
        sys.modules.pop("pytmx.util_pygame", None)
    for attribute in ("util_pygame", "load_pygame"):
        if attribute in vars(pytmx):
            delattr(pytmx, attribute)
    return pytmx


pytmx = _import_pytmx()

ARENAS = ("A", "B", "C", "D")
ROOM_COLOURS = ("blue", "red", "yellow", "white", "green", "purple")
AMMO_COLOURS = ("red", "blue", "yellow")

# the arenas ship inside the package (package data), so an installed game finds them in any folder
MAPS_DIR = Path(os.environ.get("ADRENALINE_MAPS") or str(files("adrenaline") / "maps"))


class MapError(ValueError):
    """An unknown arena, or a map file that cannot be read or does not describe an arena."""


@attrs.frozen
class _Arena:
    board: Board
    caption: str


def arena_path(letter: str) -> Path:
    """``"C"`` -> ``adrenaline/maps/arena_c.tmx`` (under ``MAPS_DIR``)."""
    return MAPS_DIR / f"arena_{_arena_letter(letter).lower()}.tmx"


def load_board(arena: str | os.PathLike[str]) -> Board:
    """The board of arena ``"A"``..``"D"`` (any case), or of the ``.tmx`` file at a path.

    Arenas named by letter are read once and cached; a path is read every time.
    """
    if _is_letter(arena):
        return _load_arena(str(arena).strip().upper()).board
    if isinstance(arena, os.PathLike) or (isinstance(arena, str) and arena.lower().endswith(".tmx")):
        return _read_map(Path(arena)).board
    raise MapError(
        f"unknown arena {arena!r} (expected one of {', '.join(ARENAS)} or a path to a .tmx file)"
    )


def arena_caption(letter: str) -> str:
    """The rulebook's caption for an arena, e.g. ``"good for 3 or 4 players"``."""
    return _load_arena(_arena_letter(letter)).caption


# -- reading -------------------------------------------------------------------------
def _is_letter(arena: Any) -> bool:
    return isinstance(arena, str) and arena.strip().upper() in ARENAS


def _arena_letter(letter: str) -> str:
    if not _is_letter(letter):
        raise MapError(f"unknown arena {letter!r} (expected one of {', '.join(ARENAS)})")
    return letter.strip().upper()


@functools.lru_cache(maxsize=None)
def _load_arena(letter: str) -> _Arena:
    return _read_map(arena_path(letter), letter)


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split()) or type(error).__name__


def _read_map(path: Path, letter: str | None = None) -> _Arena:
    def fail(problem: str) -> MapError:
        return MapError(f"{path}: {problem}")

    if not path.is_file():
        raise fail("no such map file")
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as error:  # pytmx raises bare Exceptions, ParseError, ValueError...
        raise fail(f"cannot read the map: {_one_line(error)}") from error

    if (tmx.width, tmx.height) != (COLUMNS, ROWS):
        raise fail(f"the map is {tmx.width} x {tmx.height} tiles, an arena is {COLUMNS} x {ROWS}")
    layers = {layer.name: layer for layer in tmx.layers if isinstance(layer, pytmx.TiledObjectGroup)}
    for needed in ("squares", "doors"):
        if needed not in layers:
            raise fail(f"no object layer named {needed!r}")

    rooms: dict[int, str] = {}
    spawnpoints: dict[str, int] = {}
    for obj in layers["squares"]:
        row, col = obj.y / tmx.tileheight, obj.x / tmx.tilewidth
        where = f"square object {obj.name or obj.id} at x={obj.x:g}, y={obj.y:g}"
        if row != int(row) or col != int(col):
            raise fail(f"{where} is not aligned to the {tmx.tilewidth} x {tmx.tileheight} grid")
        if not (0 <= row < ROWS and 0 <= col < COLUMNS):
            raise fail(f"{where} lies outside the {COLUMNS} x {ROWS} grid")
        square = int(row) * COLUMNS + int(col)
        if obj.name and obj.name.strip().lower() != square_name(square):
            raise fail(f"{where} is named {obj.name!r} but lies on {square_name(square)}")
        if square in rooms:
            raise fail(f"two square objects on {square_name(square)}")
        room = obj.properties.get("room")
        if room not in ROOM_COLOURS:
            raise fail(f"{square_name(square)}: room {room!r} is not one of {', '.join(ROOM_COLOURS)}")
        rooms[square] = room
        spawn = obj.properties.get("spawn")
        if spawn is not None:
            if spawn not in AMMO_COLOURS:
                raise fail(f"{square_name(square)}: spawn {spawn!r} is not one of {', '.join(AMMO_COLOURS)}")
            if spawn in spawnpoints:
                raise fail(f"two {spawn} spawnpoints")
            spawnpoints[spawn] = square
    if not rooms:
        raise fail("the 'squares' layer has no squares")
    missing = [colour for colour in AMMO_COLOURS if colour not in spawnpoints]
    if missing:
        raise fail(f"no {' or '.join(missing)} spawnpoint")

    doors: list[tuple[int, int]] = []
    for obj in layers["doors"]:
        where = f"door object {obj.name or obj.id}"
        try:
            a, b = parse_square(str(obj.properties["a"])), parse_square(str(obj.properties["b"]))
        except KeyError as error:
            raise fail(f"{where} has no property {error.args[0]!r}") from error
        except ValueError as error:
            raise fail(f"{where}: {error}") from error
        for square in (a, b):
            if square not in rooms:
                raise fail(f"{where} opens on {square_name(square)}, which is not a square of this arena")
        if abs(a // COLUMNS - b // COLUMNS) + abs(a % COLUMNS - b % COLUMNS) != 1:
            raise fail(f"{where}: {square_name(a)} and {square_name(b)} are not side by side")
        if rooms[a] == rooms[b]:
            raise fail(f"{where} joins two squares of the same room ({rooms[a]})")
        doors.append((a, b))

    labelled = str(tmx.properties.get("arena", "")).strip().upper()
    if letter is not None and labelled and labelled != letter:
        raise fail(f"the map says it is arena {labelled}, expected arena {letter}")
    letter = letter or labelled
    name = f"Arena {letter}" if letter else path.stem
    board = Board.build(name=name, rooms=rooms, doors=doors, spawnpoints=spawnpoints)
    return _Arena(board=board, caption=str(tmx.properties.get("players", "")))
