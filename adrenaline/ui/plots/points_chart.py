"""Points over the game: a line per player, turn by turn (each point is the player's
score at the end of that turn; the last one takes in the final scoring), each line
with the player's shape along it and at its last point, their token and name beside its
end (never on it: a dotted leader joins them); a dashed line
where final frenzy started."""

from __future__ import annotations

import math

import pygame

from ...words.i18n import N_, _, ngettext
from .. import theme
from . import parts

TITLE = N_("Points over the game")
LABEL_GAP = 14  # from a line's last point to its label: the end's shape and a leader between


def points_tip(stats, i: int) -> str:
    """The tooltip of one turn: every player's points then, best first."""
    values = stats.points[i]
    lines = [_("Turn {turn}").format(turn=stats.turns[i])]
    for seat in sorted(stats.seats, key=lambda s: (-values[s], s)):
        lines.append(_("{name}: {value}").format(
            name=parts.called(stats.players[seat]),
            value=ngettext("{n} point", "{n} points", values[seat]).format(n=values[seat])))
    return "\n".join(lines)


def draw_points_chart(surface, rect: pygame.Rect, stats, sz: parts.Sizes) -> list:
    """Draw the chart into ``rect``; returns the hover regions as (rect, tip function)."""
    body = parts.panel(surface, rect, _(TITLE), sz)
    small = sz.small
    lh = parts.line_height(small)
    last = max(stats.turns[-1], 1)
    top_value = max(max(p) for p in stats.points)
    step = parts.round_step(top_value, 4)
    y_max = max(step, math.ceil(top_value / step) * step)
    tick_w = parts.number_width(y_max, sz.digits) + 4
    # the players' tokens (and names, where they fit) stand at the lines' ends
    label_w, named = parts.label_width(stats.players, sz, int(body.w * 0.28))
    label_w += LABEL_GAP - 8
    # under the axis's name, with room for the top tick's number (centred on its line)
    area = pygame.Rect(body.x + tick_w + 6, body.y + lh + parts.number_height(sz.digits) // 2, 0, 0)
    area.w = body.right - label_w - 8 - area.x
    area.h = body.bottom - lh - 6 - area.y
    if area.w < 20 or area.h < 20:
        return []

    def x_of(turn: float) -> float:
        return area.x + turn / last * area.w

    def y_of(value: float) -> float:
        return area.bottom - value / y_max * area.h

    caption = _("Points")
    parts.draw_words(surface, caption, small, theme.TEXT_DIM, (body.x, body.y + lh // 2), "left", area.right - body.x)
    for v in range(0, y_max + 1, step):
        y = round(y_of(v))
        pygame.draw.line(surface, parts.GRID, (area.x, y), (area.right, y), 1)
        parts.draw_number(surface, v, sz.digits, theme.TEXT_DIM, (area.x - 6, y), "right")
    pygame.draw.line(surface, parts.DIM_LINE, area.bottomleft, area.bottomright, 1)
    parts.turn_axis(surface, area, last, x_of, sz)
    if stats.frenzy_turn is not None:
        fx = round(x_of(min(stats.frenzy_turn + 0.5, last)))
        parts.dashed_vline(surface, parts.FRENZY, fx, area.y, area.bottom)
        _frenzy_label(surface, fx, area, body.x + parts.text_width(caption, small) + 12, body.y + lh // 2, sz)
    n = len(stats.players)
    count = len(stats.turns)
    every = max(1, count // 7)
    r = max(3, 5.5 * sz.k)  # the shapes along the lines
    for seat in stats.seats:
        info = stats.players[seat]
        pts = [(x_of(t), y_of(values[seat])) for t, values in zip(stats.turns, stats.points)]
        colour = parts.player_colour(info)
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, max(2, round(2 * sz.k)))
        offset = seat * every // n
        for i in range(max(offset, 1), count - 1, every):  # the player's shape along the line
            parts.draw_shape(surface, info, pts[i], r)
    # the ends: each line's last point marked where it is, its token (and name) beside it,
    # kept apart from the others' where lines end close together; a dotted leader in the
    # grid's colour, not the player's, so no line seems to go on towards its label
    ends = [y_of(stats.points[-1][seat]) for seat in stats.seats]
    placed = parts.spread(ends, 2 * sz.token + 3, area.y + sz.token, area.bottom - sz.token)
    end_x = area.right + LABEL_GAP
    for seat in stats.seats:
        info = stats.players[seat]
        end = (area.right, round(ends[seat]))
        parts.dotted_line(surface, parts.DIM_LINE, (end[0] + r + 2, end[1]), (end_x, round(placed[seat])))
        parts.draw_shape(surface, info, end, r)
        parts.draw_player_label(surface, info, end_x, round(placed[seat]), body.right - end_x, named, sz)
    regions = []
    xs = [x_of(t) for t in stats.turns]
    for i in range(1, count):
        left = (xs[i - 1] + xs[i]) / 2
        right = (xs[i] + xs[i + 1]) / 2 if i + 1 < count else area.right
        strip = pygame.Rect(round(left), area.y, max(1, round(right - left)), area.h)
        regions.append((strip, lambda i=i: points_tip(stats, i)))
    return regions



def _frenzy_label(surface, fx: int, area: pygame.Rect, free_from: int, y: int, sz: parts.Sizes) -> None:
    """'Final frenzy' beside its line, on the caption row, where there is room."""
    words = _("Final frenzy")
    if parts.fits_somehow(words, sz.small, fx - 6 - free_from):
        parts.draw_words(surface, words, sz.small, parts.FRENZY, (fx - 6, y), "right", fx - 6 - free_from)
    elif parts.fits_somehow(words, sz.small, area.right - fx - 6):
        parts.draw_words(surface, words, sz.small, parts.FRENZY, (fx + 6, y), "left", area.right - fx - 6)
