"""Fields for values: a :class:`Cycler` stepped with left/right arrows (or a click on
the value), a :class:`Toggle` (a cycler of on/off) and a one-line :class:`TextInput` for
names (typing through pygame's ``TEXTINPUT`` events, so é, ñ, ł and IME input work)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .. import theme
from ...words.i18n import _
from ..probe import Item, widget_id
from .text import draw_text, smaller_sizes
from .widget import BUTTON, BUTTON_DISABLED, BUTTON_HOVER, FIELD, FOCUS, Clickable, Widget

CARET_BLINK_MS = 530  # a text field's caret shows and hides this often


def _arrow(surface, rect: pygame.Rect, direction: int, colour) -> None:
    cx, cy = rect.center
    s = max(5, rect.height // 5)
    if direction < 0:
        points = [(cx - s, cy), (cx + s // 1.2, cy - s), (cx + s // 1.2, cy + s)]
    else:
        points = [(cx + s, cy), (cx - s // 1.2, cy - s), (cx - s // 1.2, cy + s)]
    pygame.draw.polygon(surface, colour, points)


class Cycler(Widget):
    """``name``: a value among ``values``, stepped with the arrows at both ends (or a
    click on the value, or Left/Right when focused). ``on_change(value)`` is called
    with the new value; the screen keeps it."""

    focusable = True

    def __init__(self, rect, name: str, values: Sequence, value, on_change: Callable[[object], object],
                 *, show: Callable[[object], str] = str, colour_of: Callable[[object], tuple] | None = None,
                 enabled: bool = True, tooltip: str = "", key: str = "", size: int = 22,
                 caption: str = "", stepper: Callable[[object, int], object] | None = None):
        super().__init__(rect, tooltip=tooltip, enabled=enabled, key=key or f"cycler:{name}")
        self.stepper = stepper  # (value, +1 or -1) -> the next value, when not simply the next
        self.name = name
        self.values = list(values)
        self.index = self.values.index(value) if value in self.values else 0
        self.on_change = on_change
        self.show = show
        self.colour_of = colour_of
        self.size = size
        self.caption = caption  # drawn dim before the value, e.g. "Skulls"
        side = self.rect.height
        self.left = pygame.Rect(self.rect.x, self.rect.y, side, side)
        self.right = pygame.Rect(self.rect.right - side, self.rect.y, side, side)
        self.middle = pygame.Rect(self.left.right + 2, self.rect.y,
                                  self.right.x - self.left.right - 4, side)

    @property
    def value(self):
        return self.values[self.index]

    def step(self, delta: int) -> bool:
        if not self.enabled or len(self.values) < 2:
            return False
        if self.stepper is not None:
            new = self.stepper(self.value, delta)
            if new not in self.values:
                return False
            self.index = self.values.index(new)
        else:
            self.index = (self.index + delta) % len(self.values)
        self.on_change(self.value)
        return True

    def click(self, pos) -> bool:
        return self.step(-1 if self.left.collidepoint(pos) else 1)

    def key_down(self, event) -> bool:
        if event.key == pygame.K_LEFT:
            return self.step(-1)
        if event.key == pygame.K_RIGHT:
            return self.step(1)
        return False

    def activate(self) -> bool:
        return self.step(1)

    def text(self) -> str:
        return self.show(self.value)

    def draw(self, surface, mouse, focused=False) -> None:
        live = self.enabled and len(self.values) > 1
        pygame.draw.rect(surface, FIELD, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 1, border_radius=8)
        if focused:
            pygame.draw.rect(surface, FOCUS, self.rect.inflate(6, 6), 2, border_radius=10)
        for box, d in ((self.left, -1), (self.right, 1)):
            hover = live and box.collidepoint(mouse)
            pygame.draw.rect(surface, BUTTON_HOVER if hover else BUTTON if live else BUTTON_DISABLED,
                             box.inflate(-6, -6), border_radius=6)
            _arrow(surface, box, d, theme.TEXT if live else theme.TEXT_DIM)
        m = self.middle.inflate(-8, 0)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        label = self.text()
        if self.colour_of is not None:
            swatch = self.colour_of(self.value)
            f = theme.font(self.size)
            w = f.size(label)[0] + 26
            x = m.centerx - min(w, m.width) // 2
            pygame.draw.circle(surface, swatch, (x + 9, m.centery), 9)
            pygame.draw.circle(surface, (0, 0, 0), (x + 9, m.centery), 9, 1)
            draw_text(surface, label, self.size, swatch if self.enabled else colour,
                      (x + 26, m.centery), "left", m.width - 26)
            return
        if self.caption:
            # the caption smaller (to the floor) before the value has no room for its words
            value_w = theme.font(-theme.MIN_PIXELS).size(label)[0]
            sizes = smaller_sizes(18)
            size = next((s for s in sizes if theme.font(s).size(self.caption)[0] + 10 + value_w <= m.width),
                        sizes[-1])
            draw_text(surface, self.caption, size, theme.TEXT_DIM, (m.x + 2, m.centery))
            cw = theme.font(size).size(self.caption)[0] + 10
            inner = pygame.Rect(m.x + cw, m.y, m.width - cw, m.height)
            draw_text(surface, label, self.size, colour, inner.center, "center", inner.width)
            return
        draw_text(surface, label, self.size, colour, m.center, "center", m.width)

    def clickables(self) -> list[Clickable]:
        if not self.enabled:
            return []
        key = widget_id(self.key)
        return [Item("button", f"{self.name} <", self.left, f"{key}:<"),
                Item("cycler", f"{self.name}: {self.text()}", self.middle, key),
                Item("button", f"{self.name} >", self.right, f"{key}:>")]


class Toggle(Cycler):
    """On or off."""

    def __init__(self, rect, name: str, value: bool, on_change, *, on: str | None = None,
                 off: str | None = None, **kw):
        on = _("on") if on is None else on
        off = _("off") if off is None else off
        super().__init__(rect, name, [False, True], bool(value), on_change,
                         show=lambda v: on if v else off, **kw)


class TextInput(Widget):
    """A one-line text field. Click to edit; type (``TEXTINPUT``: any letter the
    keyboard or an input method gives), Backspace, Delete, Left/Right, Home/End;
    Enter, Tab or Esc finish editing. At most ``max_length`` characters."""

    focusable = True

    def __init__(self, rect, name: str, text: str = "", *, max_length: int = 16,
                 on_change: Callable[[str], object] | None = None, placeholder: str = "",
                 tooltip: str = "", key: str = "", size: int = 24, colour=theme.TEXT):
        super().__init__(rect, tooltip=tooltip, key=key or f"field:{name}")
        self.name = name
        self.max_length = max_length
        self.text = text[:max_length]
        self.cursor = len(self.text)
        self.on_change = on_change
        self.placeholder = placeholder
        self.size = size
        self.colour = colour
        self.editing = False
        self.composing = ""  # an input method's text not committed yet
        self._repeat: tuple[int, int] | None = None

    # -- editing ------------------------------------------------------------------------
    def set_text(self, text: str) -> None:
        """Replace the text (from the screen, e.g. the default name follows the character)."""
        self.text = text[: self.max_length]
        self.cursor = len(self.text)

    def start(self) -> None:
        if self.editing:
            return
        self.editing = True
        self.cursor = len(self.text)
        self.composing = ""
        try:
            self._repeat = pygame.key.get_repeat()
            pygame.key.set_repeat(400, 35)
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.rect)
        except pygame.error:
            pass

    def stop(self) -> None:
        if not self.editing:
            return
        self.editing = False
        self.composing = ""
        try:
            pygame.key.set_repeat(*(self._repeat or (0, 0)))
            pygame.key.stop_text_input()
        except pygame.error:
            pass

    def insert(self, typed: str) -> bool:
        typed = "".join(ch for ch in typed if ch.isprintable() and ch not in "\r\n\t")
        room = self.max_length - len(self.text)
        typed = typed[: max(room, 0)]
        if not typed:
            return room <= 0  # a full field still swallows the key
        self.text = self.text[: self.cursor] + typed + self.text[self.cursor:]
        self.cursor += len(typed)
        self._changed()
        return True

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.text)

    def text_input(self, event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.composing = ""
            self.insert(event.text)
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = event.text
            return True
        return False

    def key_down(self, event) -> bool:
        k = event.key
        if k == pygame.K_BACKSPACE:
            if self.cursor > 0:
                if event.mod & pygame.KMOD_CTRL:
                    self.text, self.cursor = self.text[self.cursor:], 0
                else:
                    self.text = self.text[: self.cursor - 1] + self.text[self.cursor:]
                    self.cursor -= 1
                self._changed()
            return True
        if k == pygame.K_DELETE:
            if self.cursor < len(self.text):
                self.text = self.text[: self.cursor] + self.text[self.cursor + 1:]
                self._changed()
            return True
        if k == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
            return True
        if k == pygame.K_RIGHT:
            self.cursor = min(len(self.text), self.cursor + 1)
            return True
        if k == pygame.K_HOME:
            self.cursor = 0
            return True
        if k == pygame.K_END:
            self.cursor = len(self.text)
            return True
        # letters come as TEXTINPUT events; swallow their key presses so that no
        # screen shortcut fires while typing (Enter, Tab, Esc go to the form)
        return k not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE,
                         pygame.K_UP, pygame.K_DOWN)

    def text_size(self, shown: str) -> int:
        """The size the field's words are drawn at: its own, smaller down to the text
        floor while they are wider than the field (a bigger Text size); past that, they
        scroll to the caret."""
        sizes = smaller_sizes(self.size)
        room = self.rect.width - 24
        return next((s for s in sizes if theme.font(s).size(shown)[0] <= room), sizes[-1])

    def click(self, pos) -> bool:
        self.start()
        f = theme.font(self.text_size(self.text))
        x = pos[0] - (self.rect.x + 10) + getattr(self, "_scroll", 0)
        self.cursor = len(self.text)
        for i in range(len(self.text) + 1):
            if f.size(self.text[:i])[0] >= x:
                self.cursor = i
                break
        return True

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface, mouse, focused=False) -> None:
        r = self.rect
        pygame.draw.rect(surface, FIELD, r, border_radius=6)
        edge = theme.HIGHLIGHT if self.editing else (FOCUS if focused else theme.PANEL_EDGE)
        hover = r.collidepoint(mouse) and not self.editing
        pygame.draw.rect(surface, edge, r, 2 if (self.editing or focused or hover) else 1,
                         border_radius=6)
        inner = r.inflate(-20, 0)
        shown = self.text[: self.cursor] + self.composing + self.text[self.cursor:]
        if not shown and not self.editing:
            draw_text(surface, self.placeholder, self.size, theme.TEXT_DIM, inner.midleft, width=inner.width)
            return
        size = self.text_size(shown)
        f = theme.font(size)
        before = f.size(self.text[: self.cursor] + self.composing)[0]
        scroll = max(0, before - inner.width + 4)
        self._scroll = scroll
        img = theme.text(shown, size, self.colour)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        surface.blit(img, (inner.x - scroll, r.centery - img.get_height() // 2))
        if self.composing:
            x0 = inner.x - scroll + f.size(self.text[: self.cursor])[0]
            pygame.draw.line(surface, theme.TEXT_DIM, (x0, r.bottom - 9), (inner.x - scroll + before, r.bottom - 9))
        if self.editing and (pygame.time.get_ticks() // CARET_BLINK_MS) % 2 == 0:
            x = inner.x - scroll + before
            pygame.draw.line(surface, theme.HIGHLIGHT, (x + 1, r.y + 9), (x + 1, r.bottom - 9), 2)
        surface.set_clip(clip)

    def clickables(self) -> list[Clickable]:
        return [Item("field", f"{self.name}: {self.text}", self.rect, widget_id(self.key))]
