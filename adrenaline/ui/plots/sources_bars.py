"""Points by source: a bar per player, cut into where the points came from (the boards,
first blood, the killshot track or the mode's own tracks, double kills), each source a
colour and a fill pattern of its own, named in the legend; the number of points in a
part where it fits, the player's total at the bar's end."""

from __future__ import annotations

import pygame

from ...words.i18n import N_, _, ngettext
from ...words.points import source_words
from .. import theme
from . import parts

TITLE = N_("Points by source")


def source_tip(stats, seat: int, source: str) -> str:
    n = stats.by_source[source][seat]
    return "\n".join((parts.introduce(stats.players[seat]), _("{name}: {value}").format(
        name=source_words(source), value=ngettext("{n} point", "{n} points", n).format(n=n))))


def draw_sources_bars(surface, rect: pygame.Rect, stats, sz: parts.Sizes) -> list:
    """Draw the bars into ``rect``; returns the hover regions as (rect, tip function)."""
    body = parts.panel(surface, rect, _(TITLE), sz)
    n = len(stats.players)
    sources = stats.sources
    small = sz.small
    columns = parts.legend_columns([source_words(s) for s in sources][:4], body.w, _swatch(sz), sz)
    legend_rows = -(-len(sources) // columns)
    legend_h = legend_rows * (parts.line_height(small) + 6) + 4
    label_w, named = parts.label_width(stats.players, sz, int(body.w * parts.LABEL_SHARE))
    total_w = parts.number_width("000", sz.number) + 6
    area = pygame.Rect(body.x + label_w + 8, body.y + 2, 0, 0)
    area.w = body.right - total_w - area.x
    area.h = body.bottom - legend_h - 4 - area.y
    if area.w < 20 or area.h < n * 8:
        return []
    row_h = area.h / n
    bar_h = max(6, min(round(row_h * 0.7), round(30 * sz.k)))
    totals = [sum(max(0, stats.by_source[s][seat]) for s in sources) for seat in stats.seats]
    most = max(totals + [1])
    regions = []
    for seat in stats.seats:
        cy = round(area.y + (seat + 0.5) * row_h)
        parts.draw_player_label(surface, stats.players[seat], body.x, cy, label_w, named, sz)
        x = float(area.x)
        for i, source in enumerate(sources):
            value = stats.by_source[source][seat]
            if value <= 0:
                continue
            w = value / most * area.w
            seg = pygame.Rect(round(x), cy - bar_h // 2, max(1, round(x + w) - round(x)), bar_h)
            colour, fill = parts.source_look(i)
            parts.draw_fill(surface, seg, colour, fill)
            words = str(value)
            if parts.number_width(words, sz.digits) + 8 <= seg.w and parts.number_height(sz.digits) <= bar_h + 4:
                back = pygame.Rect(0, 0, parts.number_width(words, sz.digits) + 6,
                                   min(bar_h - 2, parts.number_height(sz.digits)))
                back.center = seg.center
                pygame.draw.rect(surface, colour, back, border_radius=3)  # the number reads over the pattern
                parts.number_on(surface, words, sz.digits, colour, seg.center)
            regions.append((seg, lambda s=seat, src=source: source_tip(stats, s, src)))
            x += w
        parts.draw_number(surface, totals[seat], sz.number, theme.HIGHLIGHT, (round(x) + 6, cy), "left")
    _legend(surface, pygame.Rect(body.x, body.bottom - legend_h, body.w, legend_h), sources, columns, sz)
    return regions


def _swatch(sz: parts.Sizes) -> int:
    return max(14, round(22 * sz.k))


def _legend(surface, box: pygame.Rect, sources, columns: int, sz: parts.Sizes) -> None:
    row_h = parts.line_height(sz.small) + 6
    width = box.w // columns
    swatch = _swatch(sz)
    for i, source in enumerate(sources):
        row, col = divmod(i, columns)
        x = box.x + col * width
        cy = box.y + 4 + row * row_h + row_h // 2
        colour, fill = parts.source_look(i)
        parts.draw_fill(surface, pygame.Rect(x, cy - row_h // 2 + 3, swatch, row_h - 6), colour, fill)
        left = x + swatch + 6
        parts.draw_words(surface, source_words(source), sz.small, theme.TEXT, (left, cy), "left", x + width - left - 4)
