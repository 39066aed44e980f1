"""The static arena: floor tiles from the ``.tmx`` map, room colours, seams, walls,
doors and spawnpoint marks, drawn once into one surface (:func:`arena_picture`) that
every frame of the board blits (:mod:`.board_view`)."""

from __future__ import annotations

import functools

import pygame

from ...core.board import COLUMNS, DIRECTIONS, ROWS
from ..kit.text import fit, smaller_sizes
from ...words import _
from ...words.i18n import cached_words
from .. import layout, theme
from . import art, move_marks

# -- the static arena ------------------------------------------------------------------------
def arena_map_path(board):
    """The .tmx map a board was read from (arenas are named "Arena A".."Arena D")."""
    from ...core.maps import ARENAS, MAPS_DIR, arena_path

    letter = board.name.split()[-1].upper() if board.name else ""
    if letter in ARENAS:
        return arena_path(letter)
    candidate = MAPS_DIR / f"{board.name}.tmx"
    return candidate if candidate.is_file() else None


@functools.lru_cache(maxsize=1)  # the arena being played: 1.3-1.5 MB, read again in 3 ms
def floor_tiles(path: str, square: int = 0) -> dict[int, pygame.Surface]:
    """The map's floor tiles, scaled to squares of ``square`` pixels (the layout's
    when 0): {square: surface}. Needs a display (pytmx's pygame loader converts the
    images)."""
    from pytmx.util_pygame import load_pygame

    tmx = load_pygame(path)
    layer = tmx.get_layer_by_name("floor")
    side = square or layout.SQUARE
    out = {}
    for x, y, image in layer.tiles():
        if 0 <= x < COLUMNS and 0 <= y < ROWS:
            img = image.convert() if image.get_alpha() is None else image.convert_alpha()
            out[y * COLUMNS + x] = pygame.transform.smoothscale(img, (side, side))
    return out


def build_arena(board) -> pygame.Surface:
    """The arena without anything on it, drawn once."""
    size = layout.BOARD.size
    surf = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    surf.fill(theme.BACKGROUND)
    tiles: dict[int, pygame.Surface] = {}
    path = arena_map_path(board)
    if path is not None and pygame.display.get_surface() is not None:
        try:
            tiles = floor_tiles(str(path), layout.SQUARE)
        except (OSError, ValueError, KeyError, AttributeError, pygame.error):
            # a broken or foreign map: plain floors still show the rooms
            tiles = {}
    origin = layout.BOARD.topleft

    def local(sq: int) -> pygame.Rect:
        return layout.square_rect(sq).move(-origin[0], -origin[1])

    tint = pygame.Surface((layout.SQUARE, layout.SQUARE), pygame.SRCALPHA)
    for sq in range(ROWS * COLUMNS):
        r = local(sq)
        room = board.rooms.get(sq)
        if room is None:  # no square here: a dark void
            pygame.draw.rect(surf, (9, 10, 15), r)
            surf.set_clip(r)
            for k in range(-r.height, r.width, 14):
                pygame.draw.line(surf, (20, 22, 30), (r.x + k, r.bottom), (r.x + k + r.height, r.y), 2)
            surf.set_clip(None)
            continue
        if sq in tiles:
            surf.blit(tiles[sq], r)
            tint.fill((*theme.ROOM[room], 120))
            surf.blit(tint, r)
        else:
            pygame.draw.rect(surf, theme.ROOM[room], r)
        # the room's colour glowing along the square's edges
        pygame.draw.rect(surf, art.ROOM_EDGE[room], r.inflate(-14, -14), 1, border_radius=6)
    # edges: within a room a faint seam, between rooms a wall or a door, outside a wall
    walls: list[pygame.Rect] = []
    doors: list[tuple] = []
    for sq in board.squares:
        r = local(sq)
        row, col = divmod(sq, COLUMNS)
        for d in DIRECTIONS:
            dr, dc = {"north": (-1, 0), "east": (0, 1), "south": (1, 0), "west": (0, -1)}[d]
            nr, nc = row + dr, col + dc
            other = nr * COLUMNS + nc if 0 <= nr < ROWS and 0 <= nc < COLUMNS else None
            if other is not None and other not in board.rooms:
                other = None
            if other is not None and d in ("north", "west"):
                continue  # the other square draws this edge
            if d == "north":
                a, b, horizontal = r.topleft, r.topright, True
            elif d == "south":
                a, b, horizontal = r.bottomleft, r.bottomright, True
            elif d == "west":
                a, b, horizontal = r.topleft, r.bottomleft, False
            else:
                a, b, horizontal = r.topright, r.bottomright, False
            if other is not None and board.rooms[other] == board.rooms[sq]:
                _seam(surf, a, b, horizontal)
            elif other is not None and frozenset((sq, other)) in board.doors:
                mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
                half = DOOR // 2
                if horizontal:
                    walls.append(_wall_rect(a, (mid[0] - half, a[1]), True, WALL_THICK))
                    walls.append(_wall_rect((mid[0] + half, a[1]), b, True, WALL_THICK))
                else:
                    walls.append(_wall_rect(a, (a[0], mid[1] - half), False, WALL_THICK))
                    walls.append(_wall_rect((a[0], mid[1] + half), b, False, WALL_THICK))
                doors.append((mid, horizontal, board.rooms[sq], board.rooms[other]))
            else:
                walls.append(_wall_rect(a, b, horizontal, WALL_THICK))
    for mid, horizontal, room_a, room_b in doors:
        _door_floor(surf, mid, horizontal, room_a, room_b)
    for w in walls:  # edges first, then the cores: joints merge cleanly
        pygame.draw.rect(surf, art.WALL_EDGE, w.inflate(4, 4), border_radius=3)
    for w in walls:
        pygame.draw.rect(surf, art.WALL, w)
    for mid, horizontal, _a, _b in doors:
        _door_posts(surf, mid, horizontal)
    for colour, sq in board.spawnpoints.items():
        _spawn_mark(surf, local(sq), colour)
    return surf


@cached_words(1)
def arena_picture(board, square: int) -> pygame.Surface:
    """The arena being played, drawn once for game after game on it (a game screen
    only blits it): no 1.6 MB picture made and freed every game, which the memory
    allocator then keeps. Drawn again when the layout's ``square`` changes."""
    return build_arena(board)


def _seam(surf, a, b, horizontal) -> None:
    if horizontal:
        pygame.draw.line(surf, (0, 0, 0), (a[0] + 8, a[1]), (b[0] - 8, b[1]), 2)
    else:
        pygame.draw.line(surf, (0, 0, 0), (a[0], a[1] + 8), (b[0], b[1] - 8), 2)


def _wall_rect(a, b, horizontal, thick) -> pygame.Rect:
    if horizontal:
        x0, x1 = min(a[0], b[0]), max(a[0], b[0])
        return pygame.Rect(x0 - thick // 2, a[1] - thick // 2, x1 - x0 + thick, thick)
    y0, y1 = min(a[1], b[1]), max(a[1], b[1])
    return pygame.Rect(a[0] - thick // 2, y0 - thick // 2, thick, y1 - y0 + thick)


WALL_THICK = 12
DOOR = 76  # width of a door opening


def _door_floor(surf, mid, horizontal, room_a, room_b) -> None:
    """The opening: a threshold bridging both rooms, in both rooms' colours."""
    long, deep = DOOR - 6, 30
    r = pygame.Rect(0, 0, long, deep) if horizontal else pygame.Rect(0, 0, deep, long)
    r.center = mid
    first, second = r.copy(), r.copy()
    if horizontal:
        first.height = second.height = deep // 2
        second.top = first.bottom
    else:
        first.width = second.width = deep // 2
        second.left = first.right
    pygame.draw.rect(surf, art.darker(art.ROOM_EDGE[room_a], 0.35), first)
    pygame.draw.rect(surf, art.darker(art.ROOM_EDGE[room_b], 0.35), second)
    pygame.draw.rect(surf, (200, 206, 224), r, 2, border_radius=3)
    # a double chevron: you pass here, both ways
    c = (236, 240, 250)
    x, y = mid
    if horizontal:
        pygame.draw.lines(surf, c, False, [(x - 7, y - 3), (x, y - 10), (x + 7, y - 3)], 2)
        pygame.draw.lines(surf, c, False, [(x - 7, y + 3), (x, y + 10), (x + 7, y + 3)], 2)
    else:
        pygame.draw.lines(surf, c, False, [(x - 3, y - 7), (x - 10, y), (x - 3, y + 7)], 2)
        pygame.draw.lines(surf, c, False, [(x + 3, y - 7), (x + 10, y), (x + 3, y + 7)], 2)


def _door_posts(surf, mid, horizontal) -> None:
    half = DOOR // 2
    if horizontal:
        posts = [pygame.Rect(mid[0] - half - 7, mid[1] - 11, 14, 22),
                 pygame.Rect(mid[0] + half - 7, mid[1] - 11, 14, 22)]
    else:
        posts = [pygame.Rect(mid[0] - 11, mid[1] - half - 7, 22, 14),
                 pygame.Rect(mid[0] - 11, mid[1] + half - 7, 22, 14)]
    for p in posts:
        pygame.draw.rect(surf, (186, 192, 212), p, border_radius=3)
        pygame.draw.rect(surf, (24, 26, 34), p, 2, border_radius=3)


def _spawn_mark(surf, r: pygame.Rect, colour: str) -> None:
    c = theme.AMMO_COLOUR[colour]
    pygame.draw.rect(surf, c, r.inflate(-6, -6), 3, border_radius=8)
    badge = (r.right - 24, r.bottom - 22)
    pygame.draw.circle(surf, (10, 10, 16), badge, 14)
    pygame.draw.circle(surf, c, badge, 14, 2)
    theme.draw_ammo(surf, colour, badge, 7)
    # beside the badge if it fits the square clear of its bottom-left corner (where the
    # chips of a square's other actions go: under one, Polish "Odrodzenie" lost its start),
    # else above it (French "RÉSURRECTION" at the text floor), in capitals or else as a
    # word ("Résurrection"), never out of the square
    words = _("SPAWN")
    forms = (words, words.capitalize())
    colour = art.lighter(c, 0.3)
    corner = r.x + move_marks.CHIP_CORNER
    # as big as the Text size asks where it fits beside the badge, else at the floor
    for form in forms:
        for size in smaller_sizes(14):
            if theme.font(size).size(form)[0] <= badge[0] - 16 - corner:
                label = theme.text(form, size, colour)
                surf.blit(label, (badge[0] - 16 - label.get_width(), badge[1] - label.get_height() // 2))
                return
    size = theme.fixed(14)
    f = theme.font(size)
    form = next((w for w in forms if f.size(w)[0] <= r.width - 16), fit(forms[1], size, r.width - 16))
    label = theme.text(form, size, colour)
    surf.blit(label, label.get_rect(bottomright=(r.right - 8, badge[1] - 14)))
