"""The one tooltip: words by the mouse in a box that stays on the screen. Tooltips are
strings with line breaks, wrapped to :data:`TIP_WIDTH` (:func:`wrap_tip`; a longer line
is wrapped when drawn), a blank line between two paragraphs (a small gap)."""

from __future__ import annotations

import pygame

from .. import theme
from . import text
from .place import beside
from .text import wrap

TIP_WIDTH = 420
TIP_SIZE = 18
TIP_BACK = (6, 8, 14)  # opaque


PAD_X, PAD_Y = 10, 8  # the room between a tooltip's edge and its words
PARAGRAPH_GAP = 6  # between two paragraphs (a blank line in a tip)


def wrap_tip(*paragraphs: str, width: int = TIP_WIDTH) -> str:
    """Paragraphs wrapped into lines of ``width`` pixels, joined by line breaks; a blank
    line between two paragraphs (drawn as a small gap)."""
    return "\n\n".join("\n".join(wrap(p, TIP_SIZE, width)) for p in paragraphs if p)


def tip_lines(tip: str) -> list[str | None]:
    """A tip's lines as drawn: split at line breaks, a line wider than a tooltip wrapped,
    None for the gap between two paragraphs (a blank line; never two, none at the ends)."""
    lines: list[str | None] = []
    for line in tip.split("\n"):
        if not line.strip():
            if lines and lines[-1] is not None:
                lines.append(None)
            continue
        fits = theme.font(TIP_SIZE).size(line)[0] <= TIP_WIDTH
        lines += [line] if fits else wrap(line, TIP_SIZE, TIP_WIDTH)
    while lines and lines[-1] is None:
        lines.pop()
    return lines


def region_tooltip(regions, pos, view) -> str | None:
    """The tooltip of the first region under ``pos`` that gives one (a region: a ``rect`` and,
    if it explains anything, ``tooltip(pos, view)``), else None: the game screen's and the
    replay's panels alike."""
    for region in regions:
        t = getattr(region, "tooltip", None)
        if t and region.rect.collidepoint(pos):
            tip = t(pos, view)
            if tip:
                return tip
    return None


def draw_tooltip(surface: pygame.Surface, tip: str, mouse, thing: pygame.Rect | None = None,
                 keep_clear=()) -> pygame.Rect:
    """A tooltip box near the mouse, kept on screen (lines split at line breaks, a small
    gap for a blank line), opaque, its words ``PAD_X`` / ``PAD_Y`` in from its edge; with
    ``thing`` (what it explains), beside it - under it, else above, right or left -
    never over it (nor over ``keep_clear`` where it can); a tip taller than the screen
    (a weapon's card at a bigger text size) goes on in a second column. Returns the box."""
    step = theme.font(TIP_SIZE).get_linesize()  # a line of words at the size drawn
    room = surface.get_height() - 16 - 2 * PAD_Y
    columns: list[list[str | None]] = [[]]
    used = 0
    for line in tip_lines(tip) or [""]:
        h = PARAGRAPH_GAP if line is None else step
        if used + h > room and columns[-1]:
            columns.append([])
            used = 0
            if line is None:
                continue
        columns[-1].append(line)
        used += h
    for column in columns:
        while column and column[-1] is None:
            column.pop()
    imgs = {line: theme.text(line, TIP_SIZE) for column in columns for line in column if line is not None}
    col_w = max((img.get_width() for img in imgs.values()), default=0) + 2 * PAD_X
    heights = [sum(PARAGRAPH_GAP if line is None else step for line in column) for column in columns]
    w = col_w * len(columns)
    h = max(heights) + 2 * PAD_Y
    if thing is not None:
        box = beside((w, h), thing, surface.get_rect().inflate(-8, -8), keep_clear=keep_clear)
    else:
        x = min(mouse[0] + 14, surface.get_width() - w - 4)
        y = mouse[1] + 18
        if y + h > surface.get_height() - 4:
            y = max(4, mouse[1] - h - 8)
        box = pygame.Rect(x, y, w, h)
    x, y = box.topleft
    pygame.draw.rect(surface, TIP_BACK, box, border_radius=5)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=5)
    for c, column in enumerate(columns):
        top = y + PAD_Y
        for line in column:
            if line is None:
                top += PARAGRAPH_GAP
                continue
            surface.blit(imgs[line], (x + PAD_X + c * col_w, top))
            top += step
    if text.TEXT_PROBE is not None:  # tests: the tooltip stays on the screen
        text.TEXT_PROBE.append((tip, None, box, surface.get_size()))
    return box
