"""The window's geometry: the logical surface scenes draw on, fitting it to the window's size (a
new layout, the scenes told), a scene's stage on it, full screen, and positions mapped between
the window, the logical surface and a scene. One job: where things are on the window (App joins
it)."""

from __future__ import annotations

import pygame

from . import layout


def window_mapping(window: tuple[int, int], logical: tuple[int, int]) -> tuple[float, float, float, float]:
    """(scale x, scale y, offset x, offset y) from a logical surface to a window: one
    scale both ways; when the shapes agree (the logical size is the window's, rounded)
    each side stretched to the window's edge, so no pixel row is left black."""
    (w, h), (lw, lh) = window, logical
    if (w, h) == (lw, lh):
        return (1.0, 1.0, 0.0, 0.0)
    scale = min(w / lw, h / lh)
    if abs(w - lw * scale) < 2 and abs(h - lh * scale) < 2:
        return (w / lw, h / lh, 0.0, 0.0)
    return (scale, scale, (w - lw * scale) / 2, (h - lh * scale) / 2)


class AppWindow:
    """App's part: see the module's docstring."""

    @property
    def screen(self) -> pygame.Surface:
        """The logical surface scenes draw on (the window's shape, see :mod:`.layout`)."""
        display = pygame.display.get_surface() or self.display
        return display if display.get_size() == layout.SIZE else self.logical

    def fit_window(self) -> bool:
        """After the window changed size: the layout for its shape, a logical surface of
        that size, and every scene told (``relayout()``). Whether anything changed."""
        display = pygame.display.get_surface()
        size = display.get_size() if display is not None else layout.BASE
        if size == self.window_size:
            return False
        self.window_size = size
        logical = layout.logical_size(size)
        if logical == layout.SIZE and self.logical.get_size() == logical:
            return False
        layout.use(logical)
        self.logical = pygame.Surface(logical)
        for scene in self.stack:
            relayout = getattr(scene, "relayout", None)
            if relayout:
                relayout()
        return True

    def stage(self, scene) -> pygame.Rect:
        """Where ``scene`` draws on the logical surface: all of it for the game screen
        (``fills_window``), its whole width 800 high for the end screen (``fills_width``),
        else a 1280 x 800 area in its middle."""
        w, h = layout.SIZE
        if getattr(scene, "fills_window", False) or (w, h) == layout.BASE:
            return pygame.Rect(0, 0, w, h)
        bw, bh = layout.BASE
        if getattr(scene, "fills_width", False):  # a table that takes a wide window's width
            return pygame.Rect(0, (h - bh) // 2, w, bh)
        return pygame.Rect((w - bw) // 2, (h - bh) // 2, bw, bh)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.display = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.display = pygame.display.set_mode(layout.BASE, pygame.RESIZABLE)
        self.fit_window()

    def to_logical(self, pos) -> tuple[int, int]:
        sx, sy, ox, oy = self.window_scale()
        return (int((pos[0] - ox) / sx), int((pos[1] - oy) / sy))

    def to_scene(self, pos, scene) -> tuple[int, int]:
        """A window position in ``scene``'s coordinates (its stage's)."""
        x, y = self.to_logical(pos)
        area = self.stage(scene)
        return (x - area.x, y - area.y)

    def window_scale(self) -> tuple[float, float, float, float]:
        """(scale x, scale y, offset x, offset y) from logical to window pixels: the
        logical surface (the window's shape) scaled to fill the window; centred
        (letterboxed) only beyond the shapes the layout allows."""
        display = pygame.display.get_surface()
        if display is None:
            return (1.0, 1.0, 0.0, 0.0)
        return window_mapping(display.get_size(), layout.SIZE)

    def _to_window(self, rect) -> tuple[int, int, int, int]:
        sx, sy, ox, oy = self.window_scale()
        return (int(rect[0] * sx + ox), int(rect[1] * sy + oy), int(rect[2] * sx), int(rect[3] * sy))
