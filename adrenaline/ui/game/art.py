"""The arena's pictures, drawn in code once and cached: figure tokens, ammo tiles,
highlight glows, arrows and soft lights for the animations (a weapon's slot card and
its card in full: :mod:`.weapon_art`).

Everything here returns a ready surface for a small key (a character, a tile id,
a weapon name and its state...), cached, so a frame only blits. Geometry shared by
the board and the animations (where figures stand on a square, where a weapon
slot is, where a damage token lands on a player's board) lives here too.
"""

from __future__ import annotations

import functools
import math

import pygame

from ...core.cards import AMMO, AMMO_TILES
from ...words.characters import character_initials
from ...words.i18n import cached_words
from .. import layout, theme
from ..contrast import contrast
from ..kit.text import blit_in, smaller_sizes

# -- geometry ---------------------------------------------------------------------------
FIGURE_R = 18  # a figure token's radius
FAN_DX, FAN_DY = 48, 44  # spacing of figures sharing a square
SLOT_H, SLOT_GAP = 24, 3  # weapon slot cards on a spawnpoint
AMMO_CUBE_R = 5  # an ammo cube in a player's ammo box and on a slot's cost (at 1280 x 800)


def is_spawn(board, square: int) -> bool:
    return square in board.spawn_colour_of


def figure_area(board, square: int) -> pygame.Rect:
    """Where figures stand on a square: below the weapon slots on a spawnpoint,
    below the ammo tile elsewhere."""
    r = layout.square_rect(square)
    if is_spawn(board, square):
        top = r.y + 5 + 3 * (slot_height() + SLOT_GAP) + 2
        return pygame.Rect(r.x + 8, top, r.width - 16, r.bottom - 6 - top)
    return pygame.Rect(r.x + 8, r.y + 36, r.width - 16, r.height - 58)


def square_anchor(board, square: int) -> tuple[int, int]:
    """The centre of a square's figure area (where a sliding figure passes)."""
    return figure_area(board, square).center


def fan(n: int) -> list[tuple[int, int]]:
    """Offsets from the area's centre for ``n`` figures on one square (rows of 3)."""
    if n <= 0:
        return []
    rows = [n] if n <= 3 else [3, n - 3] if n <= 6 else [3] * (n // 3) + ([n % 3] if n % 3 else [])
    out = []
    top = -(len(rows) - 1) * FAN_DY / 2
    for ri, k in enumerate(rows):
        left = -(k - 1) * FAN_DX / 2
        for i in range(k):
            out.append((int(left + i * FAN_DX), int(top + ri * FAN_DY)))
    return out


SLOT_MARGIN = 2  # a slot's room from its square's sides: as wide as the square allows
# the frames drawn over a square that can be clicked or is hovered (board_view, move_marks:
# 3 px inside its sides, up to 4 px wide) end this far inside them: a slot's words stop
# before it, or the frame draws over their last letter
SQUARE_FRAME_INNER = 7


def slot_rect(square: int, i: int) -> pygame.Rect:
    r = layout.square_rect(square)
    h = slot_height()
    return pygame.Rect(r.x + SLOT_MARGIN, r.y + 5 + i * (h + SLOT_GAP), r.width - 2 * SLOT_MARGIN, h)


def slot_height() -> int:
    """A weapon slot's height: taller with a bigger Text size (its name grows), up to a
    quarter more (the figures keep their room under the three slots)."""
    return round(SLOT_H * min(theme.text_scale, 1.25))


def tile_rect(square: int) -> pygame.Rect:
    r = layout.square_rect(square)
    return pygame.Rect(r.right - 72, r.y + 6, 66, 26)


# -- colours ------------------------------------------------------------------------------
def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]


def lighter(c, t: float = 0.35):
    return mix(c, (255, 255, 255), t)


def darker(c, t: float = 0.45):
    return mix(c, (0, 0, 0), t)


ROOM_EDGE = {k: lighter(v, 0.35) for k, v in theme.ROOM.items()}
WALL = (6, 7, 11)
WALL_EDGE = (112, 120, 146)


# -- figures ------------------------------------------------------------------------------
TOKEN_SHAPE = {":D-struct-OR": "hexagon", "Banshee": "circle", "Dozer": "square",
               "Violet": "diamond", "Sprog": "triangle"}


def token_label(character: str) -> str:
    """The initials on a figure, in the player's language ('V' for Violet, 'W' for Wioletka)."""
    return character_initials(character)


def _shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    if shape == "hexagon":
        return [(cx + r * math.cos(math.pi / 6 + k * math.pi / 3),
                 cy + r * math.sin(math.pi / 6 + k * math.pi / 3)) for k in range(6)]
    if shape == "diamond":
        r *= 1.12
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "triangle":
        r *= 1.18
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.72), (cx - r * 0.95, cy + r * 0.72)]
    return None


def _draw_shape(surf, shape, colour, cx, cy, r, width=0) -> None:
    pts = _shape_points(shape, cx, cy, r)
    if pts is not None:
        pygame.draw.polygon(surf, colour, pts, width)
    elif shape == "square":
        rect = pygame.Rect(0, 0, int(2 * r * 0.92), int(2 * r * 0.92))
        rect.center = (int(cx), int(cy))
        pygame.draw.rect(surf, colour, rect, width, border_radius=int(r * 0.3))
    else:
        pygame.draw.circle(surf, colour, (int(cx), int(cy)), int(r), width)


draw_shape = _draw_shape  # for the damage tokens and marks on the players' boards


# how wide a figure's body is through its middle, per its radius inside the dark rim: where
# its initials read on its colour (on the rim, ":D"'s colon is lost)
BODY_WIDTH = {"hexagon": 1.73, "square": 1.84, "circle": 1.8, "diamond": 1.4, "triangle": 1.2}


def initials_room(shape: str, r: int) -> pygame.Rect:
    """The box a figure's initials stay inside (at the origin): its body's width through
    its middle, three quarters of its height."""
    inner = r - 2  # inside the dark rim
    return pygame.Rect(0, 0, round(BODY_WIDTH.get(shape, 1.8) * inner), round(1.5 * inner))


def initials_size(initials: str, room: pygame.Rect) -> int:
    """A figure's initials as big as the Text size asks, as long as their ink stays on its
    body (``room``, :func:`initials_room`); never under the text floor."""
    sizes = smaller_sizes(22 if len(initials) == 1 else 19)
    for size in sizes:
        ink = theme.font(size).render(initials, True, (0, 0, 0)).get_bounding_rect()
        if ink.width <= room.width and ink.height <= room.height:
            return size
    return sizes[-1]


def _tipped_ink(base: tuple) -> tuple:
    """The initials' colour on a darkened (tipped) figure: black or light, whichever reads
    better on it (4.5:1, issue 25)."""
    return max(((0, 0, 0), theme.TEXT), key=lambda ink: contrast(ink, base))


@cached_words(64)  # its initials are words: made again in a new language
def token(character: str, colour: str, tipped: bool = False) -> pygame.Surface:
    """A figure: its character's shape in its colour, with its initials; lying on its
    side, darkened and with a red drop when it took a killshot (11+ damage)."""
    r = FIGURE_R
    size = 2 * r + 12
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    shape = TOKEN_SHAPE.get(character, "circle")
    base = theme.PLAYER.get(colour, (200, 200, 200))
    if tipped:
        base = darker(base, 0.35)
    # shadow, body, rim, shine
    _draw_shape(surf, shape, (0, 0, 0, 110), c + 2, c + 3, r)
    _draw_shape(surf, shape, darker(base, 0.3), c, c, r)
    _draw_shape(surf, shape, base, c, c - 1, r - 3)
    _draw_shape(surf, shape, lighter(base, 0.45), c, c - 1, r - 3, 2)
    _draw_shape(surf, shape, (10, 10, 14), c, c, r, 2)
    inside = initials_room(shape, r)  # a triangle's is lower: where it is widest
    inside.center = (int(c), int(c) + (3 if shape == "triangle" else 0))
    initials = token_label(character)
    label = theme.text(initials, initials_size(initials, inside),
                       _tipped_ink(base) if tipped else (16, 16, 22))
    ink = label.get_bounding_rect()  # the letters' ink centred on the body
    blit_in(surf, label, inside, topleft=(inside.centerx - ink.centerx, inside.centery - ink.centery))
    if tipped:
        surf = pygame.transform.rotate(surf, -80)
        drop = pygame.Rect(0, 0, 14, 14)
        drop.center = (surf.get_width() - 10, 10)
        pygame.draw.circle(surf, theme.DANGER, drop.center, 8)
        pygame.draw.circle(surf, (20, 0, 0), drop.center, 8, 2)
        # the drop's mark: as designed at any Text size (the drop does not grow), in the ink
        # that reads on the red (black: 5.5:1; white was 3.8:1, issue 25)
        mark = theme.text("!", theme.fixed(16), _tipped_ink(theme.DANGER))
        surf.blit(mark, mark.get_rect(center=drop.center))
    return surf


@functools.lru_cache(maxsize=8)
def target_marker(colour: tuple, hover: bool) -> pygame.Surface:
    """The ring and crosshair ticks around a figure you may target."""
    r = FIGURE_R + 8
    size = 2 * r + 12
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    glow = (*colour, 90 if hover else 50)
    pygame.draw.circle(surf, glow, (c, c), r + 4)
    pygame.draw.circle(surf, colour, (c, c), r, 4 if hover else 3)
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        a = (c + dx * (r - 4), c + dy * (r - 4))
        b = (c + dx * (r + 6), c + dy * (r + 6))
        pygame.draw.line(surf, colour, a, b, 3)
    return surf


@functools.lru_cache(maxsize=4)
def active_marker(colour: tuple) -> pygame.Surface:
    """A chevron above the figure whose turn it is."""
    surf = pygame.Surface((18, 12), pygame.SRCALPHA)
    pygame.draw.polygon(surf, colour, [(1, 1), (17, 1), (9, 11)])
    pygame.draw.polygon(surf, (0, 0, 0), [(1, 1), (17, 1), (9, 11)], 1)
    return surf


# -- ammo tiles --------------------------------------------------------------------------
def draw_powerup_mark(surface, centre, h: int = 16) -> None:
    """A small face-down powerup card."""
    w = int(h * 0.7)
    r = pygame.Rect(0, 0, w, h)
    r.center = centre
    pygame.draw.rect(surface, (236, 236, 244), r, border_radius=2)
    pygame.draw.rect(surface, (70, 40, 120), r.inflate(-4, -4), border_radius=1)
    pygame.draw.rect(surface, (0, 0, 0), r, 1, border_radius=2)
    pygame.draw.line(surface, (236, 236, 244), (r.centerx - 1, r.y + 4), (r.centerx + 1, r.bottom - 4), 1)


@functools.lru_cache(maxsize=64)
def ammo_tile(tile: int) -> pygame.Surface:
    """An ammo tile: its cubes as colour and shape, and a card when it gives a powerup."""
    t = AMMO_TILES[tile]
    rect = tile_rect(0)
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    body = surf.get_rect()
    pygame.draw.rect(surf, (0, 0, 0, 120), body.move(2, 2), border_radius=7)
    pygame.draw.rect(surf, (44, 46, 58), body.inflate(-2, -2), border_radius=7)
    pygame.draw.rect(surf, (150, 156, 176), body.inflate(-2, -2), 2, border_radius=7)
    items = len(t.cubes) + (1 if t.powerup else 0)
    step = 19
    x0 = body.centerx - (items - 1) * step // 2
    for i, c in enumerate(t.cubes):
        theme.draw_ammo(surf, AMMO[c], (x0 + i * step, body.centery), 7)
    if t.powerup:
        draw_powerup_mark(surf, (x0 + len(t.cubes) * step, body.centery))
    return surf


# -- highlights ------------------------------------------------------------------------------
def square_glow(colour: tuple, size: int = 0) -> pygame.Surface:
    """A soft inner glow along a square's edges (the layout's square when 0)."""
    return _square_glow(colour, size or layout.SQUARE)


@functools.lru_cache(maxsize=8)
def _square_glow(colour: tuple, size: int) -> pygame.Surface:
    """A soft inner glow along a square's edges."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    depth = 18
    for i in range(depth):
        a = int(150 * (1 - i / depth) ** 2)
        pygame.draw.rect(surf, (*colour, a), (i + 3, i + 3, size - 2 * i - 6, size - 2 * i - 6), 1,
                         border_radius=max(2, 10 - i // 2))
    return surf


def square_fill(colour: tuple, alpha: int, size: int = 0) -> pygame.Surface:
    """A square in a see-through colour (the layout's square when 0)."""
    return _square_fill(colour, alpha, size or layout.SQUARE)


@functools.lru_cache(maxsize=8)
def _square_fill(colour: tuple, alpha: int, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect().inflate(-6, -6), border_radius=9)
    return surf


ARROW_SIZE = (46, 40)


@functools.lru_cache(maxsize=16)
def arrow(direction: str, hover: bool) -> pygame.Surface:
    """A thick arrow pointing ``direction`` (a direction option on the board)."""
    w, h = 40, 34  # drawn pointing north, then rotated
    surf = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
    pts = [(3 + w // 2, 3), (3 + w, 3 + h // 2 + 2), (3 + w * 0.68, 3 + h // 2 + 2),
           (3 + w * 0.68, 3 + h), (3 + w * 0.32, 3 + h), (3 + w * 0.32, 3 + h // 2 + 2),
           (3, 3 + h // 2 + 2)]
    fill = theme.CLICKABLE if hover else darker(theme.CLICKABLE, 0.15)
    pygame.draw.polygon(surf, (0, 0, 0, 150), [(x + 2, y + 2) for x, y in pts])
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, (20, 16, 4), pts, 2)
    angle = {"north": 0, "west": 90, "south": 180, "east": -90}[direction]
    return pygame.transform.rotate(surf, angle)


# -- lights for the animations -----------------------------------------------------------
@functools.lru_cache(maxsize=96)
def glow(colour: tuple, radius: int) -> pygame.Surface:
    """A soft round light (blit with BLEND_RGB_ADD)."""
    radius = max(2, radius)
    surf = pygame.Surface((2 * radius, 2 * radius))
    surf.fill((0, 0, 0))
    steps = min(radius, 16)
    for i in range(steps):
        rr = max(1, int(radius * (1 - i / steps)))
        k = ((i + 1) / steps) ** 2
        pygame.draw.circle(surf, tuple(int(v * k) for v in colour[:3]), (radius, radius), rr)
    return surf


def blit_glow(surface, colour, centre, radius: int) -> None:
    radius = max(4, int(radius) // 4 * 4)  # few sizes: a small cache
    img = glow(tuple(colour[:3]), radius)
    surface.blit(img, (int(centre[0]) - radius, int(centre[1]) - radius),
                 special_flags=pygame.BLEND_RGB_ADD)


# -- words over the arena ----------------------------------------------------------------------
@functools.lru_cache(maxsize=256)
def label(message: str, size: int, colour: tuple) -> pygame.Surface:
    """Text with a dark outline, readable over any floor (its own surface: the
    animations may fade it with set_alpha)."""
    img = theme.font(size).render(message, True, colour)
    edge = theme.font(size).render(message, True, (8, 8, 12))
    surf = pygame.Surface((img.get_width() + 4, img.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (2, 0), (4, 0), (0, 2), (4, 2), (0, 4), (2, 4), (4, 4)):
        surf.blit(edge, (dx, dy))
    surf.blit(img, (2, 2))
    return surf


@functools.lru_cache(maxsize=16)
def banner_back(width: int, height: int) -> pygame.Surface:
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 200), surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, (120, 126, 150, 220), surf.get_rect(), 2, border_radius=10)
    return surf
