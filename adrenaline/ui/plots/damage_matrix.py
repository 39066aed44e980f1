"""Damage dealt: who shot whom. A row per shooter, a column per target, the damage
tokens that landed in each cell (the marks given, in a ring beside them), a cell
the darker the less it holds; the last column is each shooter's total (damage dealt),
the last row each target's (damage taken)."""

from __future__ import annotations

import pygame

from ...words.i18n import N_, _, ngettext
from .. import theme
from ..kit.text import draw_text, fit_lines, padded
from . import parts

TITLE = N_("Damage dealt")
CAPTION = N_("Rows dealt the damage, columns took it; numbers in a ring: marks.")
TOTAL = "Σ"  # a sum, in any language


def by_source_lines(stats, cells) -> list[str]:
    """The part of the damage not dealt by weapons (Turret mode's turrets), by source:
    'including 2 from turrets' (``cells``: the (shooter, target) counted)."""
    out = []
    for source, table in sorted(stats.damage_by_source.items()):
        n = sum(table[a][b] for a, b in cells)
        if n and source == "turret":
            out.append(ngettext("including {n} from turrets", "including {n} from turrets", n).format(n=n))
    return out


def cell_tip(stats, shooter: int, target: int) -> str:
    p = stats.players
    return "\n".join([_("{shooter} → {target}: {damage}, {marks}").format(
        shooter=parts.called(p[shooter]), target=parts.called(p[target]),
        damage=ngettext("{n} damage", "{n} damage", stats.damage[shooter][target]).format(
            n=stats.damage[shooter][target]),
        marks=ngettext("{n} mark", "{n} marks", stats.marks[shooter][target]).format(
            n=stats.marks[shooter][target]))] + by_source_lines(stats, [(shooter, target)]))


def total_tip(stats, seat: int, dealt: bool) -> str:
    n = stats.damage_dealt(seat) if dealt else stats.damage_taken(seat)
    seats = range(len(stats.players))
    cells = [(seat, t) for t in seats] if dealt else [(s, seat) for s in seats]
    return "\n".join([parts.introduce(stats.players[seat]), _("{name}: {value}").format(
        name=_("Damage dealt") if dealt else _("Damage taken"),
        value=ngettext("{n} damage", "{n} damage", n).format(n=n))] + by_source_lines(stats, cells))


def draw_damage_matrix(surface, rect: pygame.Rect, stats, sz: parts.Sizes) -> list:
    """Draw the matrix into ``rect``; returns the hover regions as (rect, tip function)."""
    body = parts.panel(surface, rect, _(TITLE), sz)
    n = len(stats.players)
    small = sz.small
    lh = parts.line_height(small)
    caption = _(CAPTION)
    label_w, named, head_h, caption_h, cell_w, cell_h = _grid(body, stats, sz)
    if cell_w < 12 or cell_h < 12:
        return []
    grid_w = label_w + 4 + cell_w * (n + 1)
    x0 = body.x + (body.w - grid_w) // 2
    cx0 = x0 + label_w + 4  # the first column
    # a panel taller than the grid needs (the replay's two plots) has it in its middle
    top = body.y + max(0, body.h - head_h - (n + 1) * cell_h - caption_h - 4) // 3
    y0 = top + head_h  # the first row
    most = max([v for row in stats.damage for v in row] + [1])
    regions = []
    for col in range(n + 1):
        centre = (cx0 + col * cell_w + cell_w // 2, top + head_h // 2)
        if col < n:
            parts.draw_player_token(surface, stats.players[col], centre, sz.token)
        else:
            parts.draw_number(surface, TOTAL, sz.number, theme.TEXT_DIM, centre)
    for row in range(n + 1):
        y = y0 + row * cell_h
        cy = y + cell_h // 2
        if row < n:
            parts.draw_player_label(surface, stats.players[row], x0, cy, label_w, named, sz,
                                    token=cell_h >= 2 * sz.token)
        else:
            parts.draw_number(surface, TOTAL, sz.number, theme.TEXT_DIM, (x0 + label_w - 4, cy), "right")
        for col in range(n + 1):
            cell = pygame.Rect(cx0 + col * cell_w + 1, y + 1, cell_w - 2, cell_h - 2)
            if row < n and col < n:
                _damage_cell(surface, cell, stats, row, col, most, sz)
                if row != col or stats.damage[row][col] or stats.marks[row][col]:
                    regions.append((cell, lambda r=row, c=col: cell_tip(stats, r, c)))
            elif row < n or col < n:
                seat, dealt = (row, True) if row < n else (col, False)
                value = stats.damage_dealt(seat) if dealt else stats.damage_taken(seat)
                pygame.draw.rect(surface, parts.CELL, cell, border_radius=4)
                parts.draw_number(surface, value, sz.number, theme.HIGHLIGHT, cell.center)
                regions.append((cell, lambda s=seat, d=dealt: total_tip(stats, s, d)))
            else:
                total = sum(map(sum, stats.damage))
                parts.draw_number(surface, total, sz.number, theme.TEXT_DIM, cell.center)
    bottom = y0 + (n + 1) * cell_h + 4
    draw_text(surface, caption, small, theme.TEXT_DIM, (body.centerx, bottom + (body.bottom - bottom) // 2),
              "center", body.w, max(lh, body.bottom - bottom))
    return regions


def _grid(body: pygame.Rect, stats, sz: parts.Sizes) -> tuple:
    """(labels' width, named, the head's height, the caption's, a cell's width, height)."""
    n = len(stats.players)
    lh = parts.line_height(sz.small)
    _size, lines = fit_lines(padded(_(CAPTION)), sz.small, body.w, 4 * lh)  # as draw_text will
    caption_h = len(lines) * parts.line_height(_size) + 2
    label_w, named = parts.label_width(stats.players, sz, int(body.w * parts.LABEL_SHARE))
    head_h = 2 * sz.token + 6
    cell_w = min((body.w - label_w - 4) // (n + 1), round(90 * sz.k))
    cell_h = min((body.h - head_h - caption_h - 4) // (n + 1), round(44 * sz.k))
    return label_w, named, head_h, caption_h, cell_w, cell_h


def matrix_fits(rect: pygame.Rect, stats, sz: parts.Sizes) -> bool:
    """Do the matrix's rows stand apart in ``rect`` with these sizes (a cell at least
    as high as the ring of its marks)?"""
    cell_h = _grid(parts.panel_body(rect, sz), stats, sz)[5]
    return cell_h >= 2 * marks_ring(sz) + 2


def _damage_cell(surface, cell: pygame.Rect, stats, shooter: int, target: int, most: int,
                 sz: parts.Sizes) -> None:
    value = stats.damage[shooter][target]
    marks = stats.marks[shooter][target]
    if shooter == target and not value and not marks:
        pygame.draw.rect(surface, theme.BACKGROUND, cell, border_radius=4)
        return
    shade = parts.CELL if not value else tuple(
        int(c + (p - c) * (0.25 + 0.6 * value / most))
        for c, p in zip(parts.CELL, parts.player_colour(stats.players[shooter])))
    pygame.draw.rect(surface, shade, cell, border_radius=4)
    ring = marks_ring(sz) if marks else 0
    if value:  # in the room the ring leaves, on a plate where the shade is a mid tone
        room = cell.inflate(-2 * ring - 4, 0).move(-ring - 2, 0) if ring else cell
        parts.number_on(surface, value, sz.number, shade, room.center)
    if marks:
        centre = (cell.right - ring - 3, cell.centery)
        pygame.draw.circle(surface, parts.CELL, centre, ring)
        pygame.draw.circle(surface, theme.TEXT_DIM, centre, ring, 2)
        parts.draw_number(surface, marks, sz.digits, theme.TEXT, centre)


def marks_ring(sz: parts.Sizes) -> int:
    """The radius of the ring the marks' number stands in (a number at the text floor)."""
    return max(parts.number_width("0", sz.digits) + 8, parts.number_height(sz.digits)) // 2 + 1
