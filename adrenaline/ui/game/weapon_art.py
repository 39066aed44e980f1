"""A weapon's pictures on the arena, drawn once and cached: its slot card on a spawnpoint
(its name at the biggest size every slot's name fits, its grab cost in cubes, grabbable or
too dear), an empty slot, and the card in full under the pointer (its effects in columns
as the room beside it allows). Slot geometry is :mod:`.art`'s."""

from __future__ import annotations

import pygame

from ...core.cards import AMMO
from ...words.cards import effect_text, effect_words, weapon_notes, weapon_short_words, weapon_words
from ...words.i18n import _, cached_words, pgettext
from .. import theme
from ..kit.text import blit_in, fit, smaller_sizes, wrap
from .art import AMMO_CUBE_R, SLOT_MARGIN, SQUARE_FRAME_INNER, slot_height, slot_rect


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
