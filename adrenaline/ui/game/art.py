"""The arena's pictures, drawn in code once and cached: figure tokens, ammo tiles,
weapon slot cards, highlight glows, arrows and soft lights for the animations.

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
from ...words.cards import effect_text, effect_words, weapon_notes, weapon_short_words, weapon_words
from ...words.characters import character_initials
from ...words.i18n import _, cached_words, pgettext
from .. import layout, theme
from ..contrast import contrast
from ..kit.text import blit_in, fit, smaller_sizes, wrap

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


# -- weapon slots ------------------------------------------------------------------------
def weapon_label(name: str, size: int, width: int) -> str:
    """A weapon's name in ``width`` pixels: the whole name, else the translator's short
    form of it (never cut by the code: a short form still too long is a catalogue bug,
    which tests/ui/test_text_fits.py finds)."""
    full = weapon_words(name)
    if theme.font(size).size(full)[0] <= width:
        return full
    return fit(weapon_short_words(name), size, width)


def sized_weapon_label(name: str, size: int, width: int, height: int | None = None) -> tuple[int, str]:
    """(size, words): a weapon's name in ``width`` pixels (its ink no taller than
    ``height``, if given) at ``size`` or smaller, down to the floor (room for a bigger text
    size), before its short form."""
    full = weapon_words(name)

    def fits(s: int, words: str) -> bool:
        f = theme.font(s)
        if f.size(words)[0] > width:
            return False
        return height is None or s == smaller_sizes(size)[-1] or \
            f.render(words, True, (0, 0, 0)).get_bounding_rect().height <= height

    for s in smaller_sizes(size):
        if fits(s, full):
            return s, full
    short = weapon_short_words(name)
    for s in smaller_sizes(size):
        if fits(s, short):
            return s, short
    return s, fit(short, s, width)


# a slot's reload cost: its cubes at the left, where the card prints it, as big as the ammo
# cubes on the players' boards (radius 5, issue 25), in one column of two (a slot is one
# line high: the name gets the width), a second column for a third cube
SLOT_CUBE_R = AMMO_CUBE_R
SLOT_CUBE_STEP = 11  # from one cube's centre to the next, across and down
SLOT_EDGE, SLOT_PAD = 2, 1  # from the slot's left side to the cubes; from the cubes to the name


def slot_cost_columns(cubes: int) -> int:
    return (cubes + 1) // 2


def slot_cost_width(cubes: int) -> int:
    """The width of a slot's reload cost, its padding included: its cubes (at most
    three) in columns of two."""
    columns = slot_cost_columns(cubes)
    return 0 if columns == 0 else SLOT_EDGE + 2 * SLOT_CUBE_R + (columns - 1) * SLOT_CUBE_STEP + SLOT_PAD


def slot_name_room(cubes: int) -> int:
    """The pixels a weapon's name has in a spawnpoint's slot with ``cubes`` to show: up to
    its square's highlight frame, which is drawn over the slot's right end."""
    return slot_rect(0, 0).width - max(slot_cost_width(cubes), 8) - (SQUARE_FRAME_INNER - SLOT_MARGIN + 1)


def slot_cube_centres(cubes: int, height: int) -> list[tuple[int, int]]:
    """Where a slot's cost cubes stand (the first, paid when grabbed, at the top left)."""
    x0, mid = SLOT_EDGE + SLOT_CUBE_R, height // 2
    out = []
    for i in range(cubes):
        column, row = divmod(i, 2)
        in_column = min(2, cubes - 2 * column)
        y = mid if in_column == 1 else mid - SLOT_CUBE_STEP // 2 + row * SLOT_CUBE_STEP
        out.append((x0 + column * SLOT_CUBE_STEP, y))
    return out


def outline_ammo(surface, colour: str, centre, r: int, ink: tuple) -> None:
    """An ammo cube's outline in ``ink``: the cube already paid on a weapon's cost, an
    empty place in a player's ammo box."""
    x, y = centre
    shape = theme.AMMO_SHAPE[colour]
    if shape == "triangle":
        pygame.draw.polygon(surface, ink, [(x, y - r), (x + r, y + r), (x - r, y + r)], 1)
    elif shape == "square":
        pygame.draw.rect(surface, ink, (x - r, y - r, 2 * r, 2 * r), 1)
    else:
        pygame.draw.circle(surface, ink, centre, r, 1)


SLOT_WORDS = 18  # a slot's name: at the text floor at 100%, times the Text size


@cached_words(16)
def slot_label_size(names: tuple[str, ...]) -> int:
    """The size every slot's name is drawn at: the biggest, up to the Text size's, at
    which each of ``names`` fits its slot (an exact em; the floor if one fits only there)."""
    from ...core.weapons.catalogue import WEAPON_BY_NAME

    px = theme.pixels(SLOT_WORDS)
    for name in names:
        w = WEAPON_BY_NAME.get(name)
        cubes = len(w.reload) if w else 0
        size, _words = sized_weapon_label(name, SLOT_WORDS, slot_name_room(cubes), slot_height() - 4)
        px = min(px, theme.pixels(size))
    return -px


@cached_words(128)
def weapon_card(name: str, state: str, size: int = SLOT_WORDS) -> pygame.Surface:
    """A weapon in a spawnpoint slot: its reload cost at the left as ammo cubes the size
    of the players' boards' (the top cube, paid already when grabbed and the weapon's
    colour, outlined in white), then its name. ``state``: "plain", "grab" (can be
    grabbed now), "poor" (cannot be paid now)."""
    from ...core.weapons.catalogue import WEAPON_BY_NAME

    w = WEAPON_BY_NAME.get(name)
    rect = slot_rect(0, 0)
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    body = surf.get_rect()
    face = (34, 36, 48) if state != "grab" else (52, 50, 30)
    pygame.draw.rect(surf, face, body, border_radius=5)
    cost = w.reload if w else ()
    name_colour = theme.TEXT if state != "poor" else theme.TEXT_DIM
    # as big as the Text size asks while it fits the slot (a taller slot: slot_height)
    label = theme.text(*reversed(sized_weapon_label(name, size, slot_name_room(len(cost)), body.height - 4)),
                       name_colour)
    ink = label.get_bounding_rect()
    x = max(slot_cost_width(len(cost)), 8)
    y = body.centery - label.get_height() // 2 + 1  # on the line of every slot's name
    if y + ink.top < 1 or y + ink.bottom > body.height - 1:
        y = body.centery - ink.centery  # a bigger name: its ink in the slot's middle
    blit_in(surf, label, pygame.Rect(x, 0, slot_name_room(len(cost)), body.height), topleft=(x, y))
    for i, (c, centre) in enumerate(zip(cost, slot_cube_centres(len(cost), body.height))):
        theme.draw_ammo(surf, AMMO[c], centre, SLOT_CUBE_R)
        if i == 0:  # the top cube: paid already when grabbed (framed, as on the card)
            outline_ammo(surf, AMMO[c], centre, SLOT_CUBE_R, (235, 235, 245))
    edge = {"grab": theme.CLICKABLE, "poor": (90, 60, 60)}.get(state, (92, 98, 124))
    pygame.draw.rect(surf, edge, body, 2 if state == "grab" else 1, border_radius=5)
    if state == "poor":
        shade = pygame.Surface(body.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 70))
        surf.blit(shade, (0, 0))
    return surf


@cached_words(2)
def empty_slot() -> pygame.Surface:
    rect = slot_rect(0, 0)
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    body = surf.get_rect()
    # dark enough that a door post under its end does not show through its words
    pygame.draw.rect(surf, (0, 0, 0, 200), body, border_radius=5)
    for x in range(4, body.width - 4, 10):  # dashed outline
        pygame.draw.line(surf, (110, 116, 140), (x, 0), (x + 5, 0))
        pygame.draw.line(surf, (110, 116, 140), (x, body.height - 1), (x + 5, body.height - 1))
    pygame.draw.line(surf, (110, 116, 140), (0, 4), (0, body.height - 5))
    pygame.draw.line(surf, (110, 116, 140), (body.width - 1, 4), (body.width - 1, body.height - 5))
    # at the text floor the whole words, else the short "empty" (French "emplacement vide")
    words = _("empty slot")
    size = next((s for s in smaller_sizes(16) if theme.font(s).size(words)[0] <= body.width - 8
                 and theme.font(s).get_ascent() <= body.height), None)  # bigger with the Text size
    if size is None:
        size = theme.fixed(16)
        words = fit(pgettext("weapon slot", "empty"), size, body.width - 8)
    label = theme.text(words, size, (150, 156, 180))
    surf.blit(label, label.get_rect(center=body.center))
    return surf


# the weapon card in full (shown while a slot is hovered): its width at 100% text, the
# room inside its edge, the space between two parts (the name, an effect, the notes) and
# the words' sizes and colours (each 4.5:1 or more on the panel: tests/ui/test_weapon_panel.py)
PANEL_W = 360
PANEL_PAD = 12
PANEL_GAP = 8
PANEL_BACK = (12, 13, 20)  # opaque: nothing of the arena shows through the words
PANEL_WORDS = {"title": (26, theme.TEXT), "effect": (19, theme.HIGHLIGHT), "text": (16, (208, 212, 224)),
               "note": (16, theme.TEXT_DIM), "warn": (18, theme.DANGER_TEXT)}
PANEL_INDENT = {"title": 0, "effect": 0, "text": 6, "note": 6, "warn": 0}


def _panel_parts(name: str, note: str, width: int) -> list[list[tuple[str, str, int]]]:
    """The card's parts (the name, each effect, the notes, ``note``), each a list of rows
    (kind, words, cubes' width beside them) wrapped to ``width``."""
    from ...core.weapons.catalogue import WEAPON_BY_NAME

    w = WEAPON_BY_NAME[name]
    inner = width - 2 * PANEL_PAD

    def rows(kind: str, words: str, cubes: int = 0) -> list[tuple[str, str, int]]:
        size = PANEL_WORDS[kind][0]
        lines = wrap(words, size, inner - PANEL_INDENT[kind] - cubes)
        return [(kind, line, cubes if i == 0 else 0) for i, line in enumerate(lines)]

    parts = [rows("title", weapon_words(name), 18 * len(w.reload) + 8)]
    for e in w.effects:
        parts.append(rows("effect", effect_words(e.name), 14 * sum(e.cost) + 12)
                     + rows("text", effect_text(name, e.name)))
    if w.notes:
        parts.append(rows("note", weapon_notes(name)))
    if note:
        parts.append(rows("warn", note))
    return parts


def panel_row_height(kind: str) -> int:
    """A row's height: its font's line (a cube's height at least)."""
    return max(theme.font(PANEL_WORDS[kind][0]).get_linesize(), 20 if kind in ("title", "effect") else 0)


def _columns(parts, height: int) -> list[list[tuple[str, str, int] | None]] | None:
    """The parts' rows in columns at most ``height`` high, a gap (None) between two
    parts, an effect's name never last in a column (None: a row higher than a column)."""
    columns: list[list[tuple[str, str, int] | None]] = [[]]
    used = 0
    for part in parts:
        for i, row in enumerate(part):
            gap = PANEL_GAP if i == 0 and columns[-1] else 0
            h = panel_row_height(row[0])
            follow = panel_row_height(part[i + 1][0]) if row[0] in ("title", "effect") and i + 1 < len(part) else 0
            if used + gap + h + follow > height and columns[-1]:
                columns.append([])
                used, gap = 0, 0
            if h > height:
                return None
            if gap:
                columns[-1].append(None)
            columns[-1].append(row)
            used += gap + h
    return columns


@cached_words(64)
def weapon_panel_layout(name: str, note: str, room: tuple[int, int]) -> tuple[
        tuple[int, int], list[tuple[str, str, int, pygame.Rect]]]:
    """Where the card in full puts its words, within ``room`` (the window): its size and
    its rows (kind, words, cubes' width, box). As wide as the text size asks; up to half as
    wide again where that keeps it under three quarters of the room's height; else
    wider, then in two or three columns side by side, as high as the room."""
    scale = max(theme.text_scale, 1.0)
    width = min(round(PANEL_W * scale), room[0])
    tries = [(1, w) for w in range(width, max(width, room[0]) + 1, 60)]
    tries += [(n, max(width, (room[0] - (n - 1) * PANEL_GAP) // n)) for n in (2, 3)]
    columns, col_w = None, width
    # no higher than three quarters of the room where a wider card does it, else the room
    for high, widest in ((room[1] * 3 // 4, width * 3 // 2), (room[1], room[0])):
        for n, col_w in tries:
            if n * col_w > widest:
                break
            found = _columns(_panel_parts(name, note, col_w), high - 2 * PANEL_PAD)
            if found is not None and len(found) <= n:
                columns = found
                break
        if columns is not None:
            break
    if columns is None:  # a room too small for anything: one column, as high as it is
        columns = [[row for part in _panel_parts(name, note, col_w) for row in part]]
    rows = []
    bottom = 0
    for c, column in enumerate(columns):
        x0, y = c * col_w + PANEL_PAD, PANEL_PAD
        for row in column:
            if row is None:
                y += PANEL_GAP
                continue
            kind, words, cubes = row
            h = panel_row_height(kind)
            img_w = theme.font(PANEL_WORDS[kind][0]).size(words)[0]
            if kind == "title" and cubes:  # the reload cost at the column's right
                img_w = max(img_w + cubes, col_w - 2 * PANEL_PAD)
            rows.append((kind, words, cubes, pygame.Rect(x0 + PANEL_INDENT[kind], y, img_w, h)))
            y += h
        bottom = max(bottom, y)
    inner = max([col_w * len(columns)] + [r.right + PANEL_PAD for *_x, r in rows])
    return (inner, bottom + PANEL_PAD), rows


@cached_words(64)
def weapon_panel(name: str, note: str, room: tuple[int, int] = (1264, 784)) -> pygame.Surface:
    """The card in full (shown while a slot is hovered): name, cost, every effect
    with its extra cost and words, the notes, and ``note`` (why it cannot be grabbed
    now), on an opaque panel, a gap between two parts, every row a line of its font
    high; within ``room`` (wider, or in columns, where it would be taller)."""
    from ...core.weapons.catalogue import WEAPON_BY_NAME

    w = WEAPON_BY_NAME[name]
    size, rows = weapon_panel_layout(name, note, room)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    body = surf.get_rect()
    pygame.draw.rect(surf, PANEL_BACK, body, border_radius=8)
    pygame.draw.rect(surf, theme.AMMO_COLOUR[AMMO[w.reload[0]]], body, 2, border_radius=8)
    effects = iter(w.effects)
    for kind, words, cubes, box in rows:
        text_size, colour = PANEL_WORDS[kind]
        img = theme.text(words, text_size, colour)
        surf.blit(img, img.get_rect(midleft=box.midleft))
        if not cubes:
            continue
        cy = box.centery
        if kind == "title":  # the reload cost at the right, the top cube framed (paid when grabbed)
            x = box.right - 18 * len(w.reload) + 9
            for i, c in enumerate(w.reload):
                if i == 0:
                    pygame.draw.rect(surf, (235, 235, 245), (x - 9, cy - 9, 18, 18), 1, border_radius=3)
                theme.draw_ammo(surf, AMMO[c], (x + i * 18, cy), 6)
        else:  # an effect's extra cost after its name
            x = box.right + 12
            for colour_name, n in zip(AMMO, next(effects).cost):
                for _cube in range(n):
                    theme.draw_ammo(surf, colour_name, (x, cy), 5)
                    x += 14
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
