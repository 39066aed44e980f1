"""The widgets of one screen and where input goes: mouse clicks, keyboard focus (Tab /
arrows), Enter on the default button; it draws the hovered widget's tooltip and lists
what can be clicked (``clickables()``, for end-to-end tests).

Widgets are cheap: a screen rebuilds its form after every change (the state is the
screen's, the widgets only show it). A text field keeps its own editing state, so a
screen keeps its :class:`TextInput` objects across rebuilds."""

from __future__ import annotations

import pygame

from .button import Button
from .inputs import TextInput
from .tooltip import draw_tooltip
from .widget import Clickable, Widget


class Form:
    """The widgets of one screen, and where input goes.

    - A click goes to the widget under the mouse (a text field starts editing; a
      click elsewhere finishes it).
    - While a text field is being edited it gets the typing; Enter, Tab and Esc
      finish editing (Tab moves on to the next widget).
    - Otherwise Tab / Down and Shift+Tab / Up move the keyboard focus (the first
      press moves it from the default button, which is shown highlighted: the focus
      starts there), Left/Right step a focused cycler, Enter or Space presses the
      focused widget, or, with no keyboard focus, the highlighted default button -
      never anything else.
    """

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.default: Button | None = None
        self.mouse = (-1, -1)
        self.focus_key: str | None = None  # keyboard focus (shown only after a key)
        self.editing: TextInput | None = None

    def set(self, widgets: list[Widget], default: Button | None = None) -> None:
        self.widgets = widgets
        self.default = default
        if self.editing is not None and self.editing not in widgets:
            self.editing.stop()
            self.editing = None

    # -- focus ----------------------------------------------------------------------------
    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.enabled]

    @property
    def focused(self) -> Widget | None:
        if self.focus_key is None:
            return None
        for w in self.focusables():
            if w.key == self.focus_key:
                return w
        return None

    def move_focus(self, delta: int) -> None:
        items = self.focusables()
        if not items:
            return
        current = self.focused
        if current is None:  # the first key moves from the default (shown highlighted)
            if self.default in items:
                index = (items.index(self.default) + delta) % len(items)
            else:  # nothing highlighted: to an end
                index = 0 if delta > 0 else len(items) - 1
        else:
            index = (items.index(current) + delta) % len(items)
        self.focus_key = items[index].key

    def stop_editing(self) -> None:
        if self.editing is not None:
            self.editing.stop()
            self.editing = None

    def edit(self, field: TextInput) -> None:
        if self.editing is not field:
            self.stop_editing()
        self.editing = field
        self.focus_key = field.key
        field.start()

    # -- input ------------------------------------------------------------------------------
    def widget_at(self, pos) -> Widget | None:
        for w in reversed(self.widgets):
            if w.focusable and w.rect.collidepoint(pos):
                return w
        return None

    def handle_event(self, event) -> bool:
        """True when the event was used (the screen should rebuild)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            w = self.widget_at(event.pos)
            if isinstance(w, TextInput):
                self.edit(w)
                w.click(event.pos)
                return True
            self.stop_editing()
            self.focus_key = None
            if w is not None and w.enabled:
                return w.click(event.pos) or True
            return False
        if self.editing is not None:
            field = self.editing
            if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
                return field.text_input(event)
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                    self.stop_editing()
                    return True
                if event.key == pygame.K_TAB:
                    self.stop_editing()
                    self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                    self._edit_if_field()
                    return True
                if event.key in (pygame.K_UP, pygame.K_DOWN):
                    self.stop_editing()
                    self.move_focus(-1 if event.key == pygame.K_UP else 1)
                    self._edit_if_field()
                    return True
                return field.key_down(event)
            return False
        if event.type != pygame.KEYDOWN:
            return False
        k = event.key
        if k == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            self._edit_if_field()
            return True
        if k in (pygame.K_DOWN, pygame.K_UP):
            self.move_focus(1 if k == pygame.K_DOWN else -1)
            self._edit_if_field()
            return True
        focused = self.focused
        if k in (pygame.K_LEFT, pygame.K_RIGHT) and focused is not None:
            return focused.key_down(event)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if focused is not None:
                if isinstance(focused, TextInput):
                    self.edit(focused)
                    return True
                return focused.activate() or True
            if self.default is not None and self.default.enabled:
                return self.default.activate()
        return False

    def _edit_if_field(self) -> None:
        w = self.focused
        if isinstance(w, TextInput):
            self.edit(w)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        focused = self.focused
        if self.default is not None:
            self.default.show_default = focused is None or focused is self.default
        for w in self.widgets:
            w.draw(surface, self.mouse, w is focused and w is not self.editing)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        for w in reversed(self.widgets):
            if w.rect.collidepoint(self.mouse):
                tip = w.tooltip_at(self.mouse)
                if tip:
                    draw_tooltip(surface, tip, self.mouse)
                    return

    def clickables(self) -> list[Clickable]:
        items: list[Clickable] = []
        for w in self.widgets:
            items += w.clickables()
        return items

    def close(self) -> None:
        self.stop_editing()
