"""The widgets' common part: a rectangle that may take keyboard focus and have a
tooltip; a :class:`Label` (a line of text)."""

from __future__ import annotations

import pygame

from .. import theme
from .text import draw_text

Clickable = tuple[str, str, pygame.Rect]

BUTTON = (48, 56, 84)
BUTTON_HOVER = (72, 84, 128)
BUTTON_DISABLED = (32, 35, 46)
BUTTON_SELECTED = (92, 78, 30)
FIELD = (18, 21, 32)
FOCUS = (120, 190, 255)


class Widget:
    """A rectangle on the screen. ``focusable`` widgets take keyboard focus."""

    focusable = False

    def __init__(self, rect, *, tooltip: str = "", enabled: bool = True, key: str = ""):
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.enabled = enabled
        self.key = key  # keeps keyboard focus across rebuilds

    def click(self, pos) -> bool:
        """A left click at ``pos`` (inside the rectangle): True if it did something."""
        return False

    def key_down(self, event) -> bool:
        """A key while focused: True if used."""
        return False

    def activate(self) -> bool:
        """Enter/Space while focused."""
        return False

    def tooltip_at(self, pos) -> str:
        return self.tooltip

    def draw(self, surface: pygame.Surface, mouse, focused: bool = False) -> None:
        pass

    def clickables(self) -> list[Clickable]:
        return []


class Label(Widget):
    def __init__(self, rect, text: str, size: int = 22, colour=theme.TEXT, align: str = "left",
                 **kw):
        super().__init__(rect, **kw)
        self.text, self.size, self.colour, self.align = text, size, colour, align

    def draw(self, surface, mouse, focused=False) -> None:
        r = self.rect
        pos = {"left": r.midleft, "center": r.center, "right": r.midright}[self.align]
        draw_text(surface, self.text, self.size, self.colour, pos, self.align, r.width, r.height)
