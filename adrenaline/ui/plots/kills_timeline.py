"""Kills and deaths over the game: a row per player along the turns; a crosshair where
the player dealt a killshot (ringed twice for an overkill), a skull where they were
killed, a thin line joining the two; a dashed line where final frenzy started."""

from __future__ import annotations

import pygame

from ...words.i18n import N_, _
from .. import theme
from ..game.tokens import skull_icon
from . import parts

TITLE = N_("Kills and deaths")
KILL_INK = (236, 238, 244)


def kill_tip(stats, kill) -> str:
    p = stats.players
    killer = parts.called(p[kill.killer]) if kill.killer is not None else _("a spawnpoint")
    text = (_("Turn {turn}: {killer} killed {victim} (overkill)") if kill.overkill is not None
            else _("Turn {turn}: {killer} killed {victim}"))
    return text.format(turn=kill.turn, killer=killer, victim=parts.called(p[kill.victim]))


def draw_crosshair(surface, centre, r: int, overkill: bool) -> None:
    """The killshot's mark: a ring with four ticks; an overkill rings it twice and fills
    its centre."""
    x, y = int(centre[0]), int(centre[1])
    pygame.draw.circle(surface, (0, 0, 0), (x, y), r + 2)
    pygame.draw.circle(surface, KILL_INK, (x, y), r, 2)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, KILL_INK, (x + dx * (r // 2), y + dy * (r // 2)),
                         (x + dx * (r + 2), y + dy * (r + 2)), 2)
    if overkill:
        pygame.draw.circle(surface, KILL_INK, (x, y), max(2, r // 3))
        pygame.draw.circle(surface, theme.DANGER, (x, y), r + 4, 2)


def draw_skull(surface, centre, r: int) -> None:
    icon = skull_icon(2 * r + 2)
    surface.blit(icon, icon.get_rect(center=(int(centre[0]), int(centre[1]))))


def draw_kills_timeline(surface, rect: pygame.Rect, stats, sz: parts.Sizes) -> list:
    """Draw the timeline into ``rect``; returns the hover regions as (rect, tip function)."""
    body = parts.panel(surface, rect, _(TITLE), sz)
    n = len(stats.players)
    small = sz.small
    lh = parts.line_height(small)
    mark = 2 * max(6, round(9 * sz.k)) + 16  # a symbol of the legend (_legend's)
    legend = (_("Kills"), _("Overkill"), _("Deaths"))
    columns = parts.legend_columns(list(legend), body.w, mark, sz)
    legend_h = -(-len(legend) // columns) * (lh + 6)
    label_w, named = parts.label_width(stats.players, sz, int(body.w * parts.LABEL_SHARE))
    area = pygame.Rect(body.x + label_w + 8, body.y + 4, 0, 0)
    area.w = body.right - sz.token - 4 - area.x
    area.h = body.bottom - legend_h - lh - 6 - area.y
    if area.w < 20 or area.h < n * 8:
        return []
    row_h = area.h / n
    last = max(stats.turns[-1], 1)
    r = max(5, min(round(10 * sz.k), int(row_h / 2) - 2))  # a symbol's radius

    def x_of(turn: float) -> float:
        return area.x + turn / last * area.w

    def y_of(seat: int) -> int:
        return round(area.y + (seat + 0.5) * row_h)

    for seat in stats.seats:
        y = y_of(seat)
        pygame.draw.line(surface, parts.GRID, (area.x, y), (area.right, y), 1)
        parts.draw_player_label(surface, stats.players[seat], body.x, y, label_w, named, sz)
    pygame.draw.line(surface, parts.DIM_LINE, area.bottomleft, area.bottomright, 1)
    parts.turn_axis(surface, area, last, x_of, sz)
    if stats.frenzy_turn is not None:
        parts.dashed_vline(surface, parts.FRENZY, round(x_of(min(stats.frenzy_turn + 0.5, last))),
                           area.y, area.bottom)
    regions = []
    seen: dict[tuple[int, int], int] = {}  # (turn, row) -> symbols already there

    def place(turn: int, row: int) -> tuple[int, int]:
        k = seen.get((turn, row), 0)
        seen[(turn, row)] = k + 1
        return round(x_of(turn)) + k * (2 * r + 4), y_of(row)

    for kill in stats.kills:
        dead = place(kill.turn, kill.victim)
        killer = place(kill.turn, kill.killer) if kill.killer is not None else None
        if killer is not None:
            pygame.draw.line(surface, parts.player_colour(stats.players[kill.killer]), killer, dead, 1)
            draw_crosshair(surface, killer, r, kill.overkill is not None)
            regions.append((pygame.Rect(killer[0] - r - 4, killer[1] - r - 4, 2 * r + 8, 2 * r + 8),
                            lambda k=kill: kill_tip(stats, k)))
        draw_skull(surface, dead, r)
        regions.append((pygame.Rect(dead[0] - r - 2, dead[1] - r - 2, 2 * r + 4, 2 * r + 4),
                        lambda k=kill: kill_tip(stats, k)))
    _legend(surface, pygame.Rect(body.x, body.bottom - legend_h, body.w, legend_h), legend, columns, sz)
    return regions



def _legend(surface, box: pygame.Rect, words, columns: int, sz: parts.Sizes) -> None:
    """What the symbols mean: killshot, overkill, death."""
    r = max(6, round(9 * sz.k))
    symbols = (lambda c: draw_crosshair(surface, c, r, False), lambda c: draw_crosshair(surface, c, r, True),
               lambda c: draw_skull(surface, c, r))
    width = box.w // columns
    row_h = box.h // -(-len(words) // columns)
    for i, (text, symbol) in enumerate(zip(words, symbols)):
        row, col = divmod(i, columns)
        x = box.x + col * width
        cy = box.y + row * row_h + row_h // 2
        symbol((x + r + 6, cy))
        left = x + 2 * r + 16
        parts.draw_words(surface, text, sz.small, theme.TEXT, (left, cy), "left", x + width - left - 4)
