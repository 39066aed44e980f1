"""The game's icon, drawn by code (no scan): a crosshair in the danger red over a dark
panel, a yellow lightning bolt - adrenaline - through it. The window shows it
(``pygame.display.set_icon``, before the window opens) and ``tools/make_icon.py`` writes it
as the PNG the desktop entry names (``adrenaline/desktop/adrenaline.png``)."""

from __future__ import annotations

import pygame

from . import theme

ICON_SIZE = 64  # the window's icon; the desktop's PNG is drawn at 256


def draw_icon(size: int = ICON_SIZE) -> pygame.Surface:
    """The icon, ``size`` pixels square, transparent around its rounded panel."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size / 64  # drawn on a 64-pixel grid
    centre = (size // 2, size // 2)
    pygame.draw.rect(icon, theme.PANEL, icon.get_rect(), border_radius=round(12 * s))
    pygame.draw.rect(icon, theme.PANEL_EDGE, icon.get_rect(), width=max(1, round(2 * s)),
                     border_radius=round(12 * s))
    ring = max(2, round(4 * s))
    pygame.draw.circle(icon, theme.DANGER, centre, round(22 * s), width=ring)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):  # the crosshair's four ticks
        start = (centre[0] + dx * round(14 * s), centre[1] + dy * round(14 * s))
        end = (centre[0] + dx * round(29 * s), centre[1] + dy * round(29 * s))
        pygame.draw.line(icon, theme.DANGER, start, end, ring)
    bolt = [(36, 6), (18, 36), (30, 36), (24, 58), (46, 26), (34, 26), (40, 6)]
    points = [(x * s, y * s) for x, y in bolt]
    pygame.draw.polygon(icon, theme.HIGHLIGHT, points)
    pygame.draw.polygon(icon, theme.BACKGROUND, points, width=max(1, round(1.5 * s)))
    return icon
