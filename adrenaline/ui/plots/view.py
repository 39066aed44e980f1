"""The four plots of a game in one rectangle, two by two: points over the game, damage
dealt (who shot whom), kills and deaths, points by source; a tooltip on whatever the
mouse points at. It draws a :class:`~adrenaline.play.stats.GameStats`, so any screen
can host it: the end screen's Plots page, a replay at its moment, the picture of
``adrenaline replay FILE --plots OUT.png``. Figures without the points (an unfinished
game's, :func:`~adrenaline.play.stats.table_stats`) get the two other plots, side by side."""

from __future__ import annotations

import pygame

from ...words.i18n import language
from .. import theme
from ..kit.tooltip import draw_tooltip
from . import parts
from .damage_matrix import draw_damage_matrix, matrix_fits
from .kills_timeline import draw_kills_timeline
from .points_chart import draw_points_chart
from .sources_bars import draw_sources_bars

_generation = [0]


def generation() -> int:
    """The plots' pictures are drawn again once this changes: ``generation.cache_clear()``
    (as for the caches of functools: tools/readability.py empties every picture cache to
    have every text rendered again)."""
    return _generation[0]


def _forget_pictures() -> None:
    _generation[0] += 1


generation.cache_clear = _forget_pictures  # type: ignore[attr-defined]


PLOTS = (draw_points_chart, draw_damage_matrix, draw_kills_timeline, draw_sources_bars)
TABLE_PLOTS = (draw_damage_matrix, draw_kills_timeline)  # no points: they are face down
# the room the plots were laid out for at scale 1 (the end screen's page)
BASE = (1232, 600)


class PlotsView:
    """``PlotsView(stats).draw(surface, rect)``; then ``draw_tooltip(surface, mouse)``.

    The plots are drawn once per size, language and text size into a picture of their own (a
    transparent one: the host's background shows around the panels), then blitted:
    a frame costs one blit."""

    def __init__(self, stats):
        self.stats = stats
        self.regions: list = []  # (rect, tip function) where the plots were last drawn
        self._picture: pygame.Surface | None = None
        self._drawn_for: tuple | None = None
        self._regions: list = []  # the picture's own

    @property
    def plots(self) -> tuple:
        return PLOTS if self.stats.points_shown else TABLE_PLOTS

    def panels(self, rect: pygame.Rect, gap: int) -> list[pygame.Rect]:
        w = (rect.w - gap) // 2
        rows = (0, 1) if len(self.plots) > 2 else (0,)
        h = (rect.h - gap * (len(rows) - 1)) // len(rows)
        return [pygame.Rect(rect.x + col * (w + gap), rect.y + row * (h + gap), w, h)
                for row in rows for col in (0, 1)]

    def sizes(self, rect: pygame.Rect) -> parts.Sizes:
        """The words' sizes for ``rect``: grown with the player's Text size as far as the
        damage matrix's rows still stand apart (down to 100%)."""
        k = min(rect.w / BASE[0], rect.h / BASE[1])
        wished = min(theme.text_scale, parts.TEXT_GROWTH)
        grow = wished
        while True:
            sz = parts.Sizes.for_scale(k, grow)
            box = self.panels(rect, sz.pad + 2)[1 if len(self.plots) > 2 else 0]
            if grow <= 1.0 or matrix_fits(box, self.stats, sz):
                return sz
            grow = max(1.0, grow - 0.05)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect)
        drawn_for = (rect.size, language(), theme.text_scale, generation())
        if self._drawn_for != drawn_for:
            picture = pygame.Surface(rect.size, pygame.SRCALPHA)
            sz = self.sizes(picture.get_rect())
            self._regions = []
            for plot, box in zip(self.plots, self.panels(picture.get_rect(), sz.pad + 2)):
                self._regions += plot(picture, box, self.stats, sz)
            self._picture, self._drawn_for = picture, drawn_for
        surface.blit(self._picture, rect)
        self.regions = [(box.move(rect.topleft), tip) for box, tip in self._regions]

    def tooltip_at(self, pos) -> str:
        """The words for what ``pos`` points at ("" for nothing)."""
        for box, tip in self.regions:
            if box.collidepoint(pos):
                return tip()
        return ""

    def draw_tooltip(self, surface: pygame.Surface, mouse) -> None:
        tip = self.tooltip_at(mouse) if mouse is not None else ""
        if tip:
            draw_tooltip(surface, tip, mouse)
