"""The plots as a picture (``adrenaline replay FILE --plots OUT.png``): the same four
plots as the end screen's Plots page, under a line saying who won (or where the game
stands) and how it was played, drawn without a window."""

from __future__ import annotations

import os

from ...play.stats import game_stats, table_stats
from ...words.i18n import _

DEFAULT_SIZE = (1600, 1000)


def plots_picture(game, size: tuple[int, int] = DEFAULT_SIZE, upto: int | None = None):
    """A surface of ``size`` with the plots of ``game`` (after ``upto`` log entries)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"  # no window is opened, and none may be
    import pygame

    pygame.font.init()
    from .. import theme
    from ..kit.text import draw_text
    from ..screens.end_screen import game_info, result_lines
    from .view import PlotsView

    w, h = size
    surface = pygame.Surface((w, h))
    surface.fill(theme.BACKGROUND)
    k = min(w / 1280, h / 800)
    headline = result_lines(game)[0] if game.is_over and upto is None else ""
    info = game_info(game)
    size_big, size_small = min(60, round(36 * k)), min(25, round(20 * k))
    y = round(12 * k)
    if headline:
        line = theme.font(size_big).get_linesize()
        draw_text(surface, headline, size_big, theme.HIGHLIGHT, (w // 2, y + line // 2), "center", w - 40, line + 4)
        y += line
    line = theme.font(size_small).get_linesize()
    draw_text(surface, info, size_small, theme.TEXT_DIM, (w // 2, y + line // 2), "center", w - 40, line + 4)
    y += line + round(8 * k)
    margin = round(16 * k)
    stats = game_stats(game, upto)
    if not game.is_over:  # the points are face down until the end (as in the replay)
        stats = table_stats(stats)
    PlotsView(stats).draw(surface, pygame.Rect(margin, y, w - 2 * margin, h - y - margin))
    return surface


def write_plots(game, path, size: tuple[int, int] = DEFAULT_SIZE) -> None:
    """Write the picture of ``game``'s plots to ``path`` as PNG; an OSError (with the
    path) if it cannot be written there."""
    import pygame

    surface = plots_picture(game, size)
    try:
        with open(path, "wb") as out:
            pygame.image.save(surface, out, "png")
    except (OSError, pygame.error) as error:
        why = getattr(error, "strerror", None) or str(error)
        raise OSError(getattr(error, "errno", None), _("cannot write the picture there: {why}").format(
            why=why), str(path)) from None
