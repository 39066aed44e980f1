"""The one button: hover, disabled (dimmed, with a tooltip saying why), default (Enter
presses it), keyboard focus ring. The game's prompt bar draws it compact: its label a row
of words and icons (an ammo cube, a powerup card, a player's token), the words cut to fit
the button rather than made smaller. A press clicks (:mod:`..sound`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..probe import Item, widget_id
from ..sound.cues import CLICK
from ..sound.player import play
from .text import draw_text, fit, smaller_sizes
from .widget import BUTTON, BUTTON_DISABLED, BUTTON_HOVER, BUTTON_SELECTED, FOCUS, Clickable, Widget


class Button(Widget):
    """A labelled button; ``action()`` runs on a click, or Enter when focused or default."""

    focusable = True

    def __init__(self, rect, label: str, action: Callable[[], object] | None, *,
                 enabled: bool = True, tooltip: str = "", default: bool = False,
                 selected: bool = False, size: int = 24, align: str = "center",
                 colour: tuple | None = None, kind: str = "button", key: str = "",
                 picture: pygame.Surface | None = None, detail: str = "", name: str = "",
                 option=None, compact: bool = False, parts=None, icons=None,
                 accent: tuple | None = None):
        super().__init__(rect, tooltip=tooltip, enabled=enabled, key=key or f"button:{name or label}")
        self.label = label
        self.name = name or label  # what clickables() calls it (the label unless told)
        self.action = action
        self.default = default
        self.selected = selected
        self.size = size
        self.align = align
        self.colour = colour  # a swatch (e.g. a character's colour) left of the label
        self.kind = kind
        self.picture = picture  # drawn above the label (e.g. an arena)
        self.detail = detail  # a second, dimmer line (e.g. the arena's caption)
        self.show_default = True  # the form hides the default mark while another has focus
        self.option = option  # what the button stands for (the prompt bar's option)
        self.compact = compact  # the prompt bar's look: a row of ``parts``, cut to fit
        self.parts = parts if parts is not None else [("text", label)]
        self.icons = icons or {}  # a part's kind -> (width, draw(surface, value, x, centre y))
        self.accent = accent  # the compact look's edge colour (else by hover)

    def click(self, pos) -> bool:
        return self.activate()

    def activate(self) -> bool:
        if not self.enabled or self.action is None:
            return False
        play(CLICK)
        self.action()
        return True

    @staticmethod
    def measure(parts, size: int, icons=None) -> int:
        """The width of a row of parts: words at ``size``, icons as wide as ``icons`` says."""
        w = 0
        for kind, value in parts:
            if kind == "text":
                w += theme.font(size).size(value)[0] + 4
            elif icons and kind in icons:
                w += icons[kind][0]
        return max(w - 4, 0)

    def draw(self, surface, mouse, focused=False) -> None:
        r = self.rect
        hover = self.enabled and (r.collidepoint(mouse) or focused)
        if self.compact:
            self.draw_compact(surface, hover)
            return
        if not self.enabled:
            fill = BUTTON_DISABLED
        elif self.selected:
            fill = BUTTON_SELECTED if not hover else (116, 98, 40)
        else:
            fill = BUTTON_HOVER if hover else BUTTON
        pygame.draw.rect(surface, fill, r, border_radius=8)
        if self.selected:
            edge, width = theme.HIGHLIGHT, 3
        elif self.default and self.enabled and self.show_default:
            edge, width = theme.HIGHLIGHT, 2
        else:
            edge, width = theme.PANEL_EDGE, 1
        pygame.draw.rect(surface, edge, r, width, border_radius=8)
        if focused:
            pygame.draw.rect(surface, FOCUS, r.inflate(6, 6), 2, border_radius=10)
        text_colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        top = r.y
        if self.picture is not None:
            pic = self.picture.get_rect(midtop=(r.centerx, r.y + 10))
            surface.blit(self.picture, pic)
            top = pic.bottom
        inner = r.inflate(-20, 0)
        x = inner.x
        if self.colour is not None:
            pygame.draw.circle(surface, self.colour, (inner.x + 10, r.centery), 10)
            pygame.draw.circle(surface, (0, 0, 0), (inner.x + 10, r.centery), 10, 1)
            inner.width -= 28
            inner.x += 28
            x = inner.x
        if self.picture is None and not self.detail:
            cy = r.centery
        else:
            cy = top + 18
        if self.align == "left":
            pos = (x, cy)
        else:
            pos = (inner.centerx, cy)
        if self.picture is None and not self.detail:
            draw_text(surface, self.label, self.size, text_colour, pos, self.align, inner.width,
                      r.height - 4)
            return
        label = draw_text(surface, self.label, self.size, text_colour, pos, self.align,
                          inner.width)
        if self.detail:  # the rest of the button, under the label
            room = r.bottom - 4 - label.bottom
            p = (x if self.align == "left" else inner.centerx, label.bottom + room // 2)
            # dim on a plain button; a selected button's yellow fill needs full-strength text
            detail_colour = theme.TEXT if self.selected and self.enabled else theme.TEXT_DIM
            draw_text(surface, self.detail, 18, detail_colour, p, self.align, inner.width, room)

    def draw_compact(self, surface, hover: bool) -> None:
        colour = (70, 80, 120) if hover else BUTTON
        pygame.draw.rect(surface, colour, self.rect, border_radius=6)
        edge = self.accent or (theme.HIGHLIGHT if hover else theme.PANEL_EDGE)
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=6)
        room = self.rect.width - 12
        size = self.size  # smaller, down to the floor, before a word is cut (a bigger text size)
        for size in smaller_sizes(self.size):
            if self.measure(self.parts, size, self.icons) <= room:
                break
        width = self.measure(self.parts, size, self.icons)
        x = self.rect.centerx - min(width, room) // 2
        cy = self.rect.centery
        for kind, value in self.parts:
            if kind == "text":
                left = self.rect.right - 6 - x
                img = theme.text(fit(value, size, max(left, 8)), size)
                surface.blit(img, img.get_rect(midleft=(x, cy)))
                x += img.get_width() + 4
            elif kind in self.icons:
                w, draw = self.icons[kind]
                draw(surface, value, x, cy)
                x += w

    def clickables(self) -> list[Clickable]:
        return [Item(self.kind, self.name, self.rect, widget_id(self.key))] if self.enabled else []
