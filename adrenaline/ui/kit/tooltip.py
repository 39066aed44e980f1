"""The one tooltip: words by the mouse in a box that stays on the screen. Tooltips are
strings with line breaks, wrapped to :data:`TIP_WIDTH` (:func:`wrap_tip`; a longer line
is wrapped when drawn)."""

from __future__ import annotations

import pygame

from .. import theme
from . import text
from .place import beside
from .text import wrap

TIP_WIDTH = 420
TIP_SIZE = 18


def wrap_tip(*paragraphs: str, width: int = TIP_WIDTH) -> str:
    """Paragraphs wrapped into lines of ``width`` pixels, joined by line breaks."""
    lines: list[str] = []
    for p in paragraphs:
        if p:
            lines += wrap(p, TIP_SIZE, width)
    return "\n".join(lines)


def draw_tooltip(surface: pygame.Surface, tip: str, mouse, thing: pygame.Rect | None = None) -> pygame.Rect:
    """A tooltip box near the mouse, kept on screen (lines split at line breaks); with
    ``thing`` (what it explains), beside it - under it, else above, right or left -
    never over it; a tip taller than the screen (a weapon's card at a bigger text size)
    goes on in a second column. Returns the box."""
    lines: list[str] = []
    for line in tip.split("\n"):  # a line wider than a tooltip is wrapped
        fits = theme.font(TIP_SIZE).size(line)[0] <= TIP_WIDTH
        lines += [line] if fits else wrap(line, TIP_SIZE, TIP_WIDTH)
    imgs = [theme.text(line, TIP_SIZE) for line in lines]
    step = theme.font(TIP_SIZE).get_linesize()  # a line of words at the size drawn
    rows = max(1, min(len(imgs), (surface.get_height() - 16) // step))
    columns = [imgs[i:i + rows] for i in range(0, len(imgs), rows)]
    col_w = max(img.get_width() for img in imgs) + 12
    w = col_w * len(columns)
    h = min(len(imgs), rows) * step + 8
    if thing is not None:
        box = beside((w, h), thing, surface.get_rect().inflate(-8, -8))
    else:
        x = min(mouse[0] + 14, surface.get_width() - w - 4)
        y = mouse[1] + 18
        if y + h > surface.get_height() - 4:
            y = max(4, mouse[1] - h - 8)
        box = pygame.Rect(x, y, w, h)
    x, y = box.topleft
    pygame.draw.rect(surface, (6, 8, 14), box, border_radius=5)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=5)
    for c, column in enumerate(columns):
        for i, img in enumerate(column):
            surface.blit(img, (x + 6 + c * col_w, y + 4 + i * step))
    if text.TEXT_PROBE is not None:  # tests: the tooltip stays on the screen
        text.TEXT_PROBE.append((tip, None, box, surface.get_size()))
    return box
