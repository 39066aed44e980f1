"""Small widgets drawn with the theme, and a form that routes input to them.

- :class:`Button`: hover, disabled (dimmed, with a tooltip saying why), default
  (Enter presses it), keyboard focus ring.
- :class:`Cycler`: a value stepped with left/right arrows (or a click on the
  value); :class:`Toggle` is a cycler of on/off.
- :class:`TextInput`: a one-line field for names - typing through pygame's
  ``TEXTINPUT`` events (so é, ñ, ł and IME input work), Backspace/Delete, arrows,
  Home/End, a maximum length.
- :class:`Panel` and :class:`Label`: a framed area with a title, a line of text.
- :class:`Form`: holds the widgets of a screen; mouse clicks, keyboard focus
  (Tab / arrows), Enter on the default button; draws the hovered tooltip; lists
  what can be clicked (``clickables()``, for end-to-end tests).

Widgets are cheap: a screen rebuilds its form after every change (the state is
the screen's, the widgets only show it). A text field keeps its own editing
state, so a screen keeps its :class:`TextInput` objects across rebuilds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from . import theme
from ..words.i18n import _
from .probe import Item, widget_id

Clickable = tuple[str, str, pygame.Rect]

BUTTON = (48, 56, 84)
BUTTON_HOVER = (72, 84, 128)
BUTTON_DISABLED = (32, 35, 46)
BUTTON_SELECTED = (92, 78, 30)
FIELD = (18, 21, 32)
FOCUS = (120, 190, 255)


def fit(message: str, size: int, width: int) -> str:
    """``message`` cut with "..." to fit ``width`` pixels on one line."""
    return theme.fit(message, size, width, "...")


# tests: a list that draw_text appends (text, box, drawn rectangle, surface size) to, and
# a factor that lengthens every text (room for languages that run longer than English)
TEXT_PROBE: list | None = None
TEXT_PADDING = 1.0


def padded(message: str) -> str:
    """``message`` lengthened to TEXT_PADDING times (tests; words of filler)."""
    extra = round(len(message) * (TEXT_PADDING - 1.0))
    if extra <= 0 or not message.strip():
        return message
    filler = ("xyzw " * (extra // 5 + 1))[:extra]
    return message + (" " + filler.strip() if len(filler.strip()) > 0 else "")


def draw_text(surface: pygame.Surface, message: str, size: int, colour, pos, align: str = "left",
              width: int | None = None, height: int | None = None) -> pygame.Rect:
    """Draw ``message``; ``pos`` is the left, centre or right of its middle, by ``align``.

    With a ``width`` the text is measured into a box ``width`` wide and ``height`` high
    (one line if no height is given) around ``pos``: smaller if it must (never under the
    readable floor), then wrapped onto more lines; never cut (theme.fit_lines)."""
    if TEXT_PADDING != 1.0:
        message = padded(message)
    box = None
    if width is None:
        lines: tuple[str, ...] = (message,)
    else:
        if height is None:
            height = theme.font(size).get_linesize()
        size, lines = theme.fit_lines(message, size, max(width, 1), height)
        box = pygame.Rect(0, 0, width, height)
    imgs = [theme.text(line, size, colour) for line in lines]
    step = theme.font(size).get_linesize()
    block = pygame.Rect(0, 0, max(img.get_width() for img in imgs),
                        imgs[0].get_height() + step * (len(imgs) - 1))
    for r in ([block] + ([box] if box is not None else [])):
        if align == "center":
            r.center = pos
        elif align == "right":
            r.midright = pos
        else:
            r.midleft = pos
    for i, img in enumerate(imgs):
        r = img.get_rect()
        if align == "center":
            r.midtop = (block.centerx, block.y + i * step)
        elif align == "right":
            r.topright = (block.right, block.y + i * step)
        else:
            r.topleft = (block.x, block.y + i * step)
        surface.blit(img, r)
    if TEXT_PROBE is not None:
        TEXT_PROBE.append((message, box, block, surface.get_size()))
    return block


def draw_paragraphs(surface: pygame.Surface, paragraphs, size: int, colour, box: pygame.Rect,
                    gap: int = 10) -> int:
    """Paragraphs wrapped into ``box`` from its top, smaller if they must (never under the
    readable floor; theme.fit_paragraphs); returns the y under the last one."""
    paragraphs = tuple(padded(p) if TEXT_PADDING != 1.0 else p for p in paragraphs)
    size, laid = theme.fit_paragraphs(paragraphs, size, max(box.width, 1), box.height, gap)
    step = theme.paragraph_step(size)
    y, right = box.y, box.x
    for lines in laid:
        for line in lines:
            img = theme.text(line, size, colour)
            surface.blit(img, (box.x, y))
            right = max(right, box.x + img.get_width())
            y += step
        y += gap
    if TEXT_PROBE is not None:
        block = pygame.Rect(box.x, box.y, right - box.x, y - gap - box.y - 4)
        TEXT_PROBE.append(("\n\n".join(paragraphs), pygame.Rect(box), block, surface.get_size()))
    return y


def draw_tooltip(surface: pygame.Surface, message: str, near: tuple[int, int]) -> None:
    """A small box of wrapped text by the mouse, kept on screen."""
    lines = theme.wrap(message, 18, 420)
    w = max(theme.font(18).size(line)[0] for line in lines) + 14
    h = len(lines) * 20 + 8
    x = min(near[0] + 16, surface.get_width() - w - 4)
    y = near[1] + 20
    if y + h > surface.get_height() - 4:
        y = near[1] - h - 8
    box = pygame.Rect(x, max(y, 4), w, h)
    pygame.draw.rect(surface, (6, 7, 12), box, border_radius=4)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=4)
    for i, line in enumerate(lines):
        surface.blit(theme.text(line, 18), (box.x + 7, box.y + 5 + i * 20))
    if TEXT_PROBE is not None:
        TEXT_PROBE.append((message, None, box, surface.get_size()))


def _arrow(surface, rect: pygame.Rect, direction: int, colour) -> None:
    cx, cy = rect.center
    s = max(5, rect.height // 5)
    if direction < 0:
        points = [(cx - s, cy), (cx + s // 1.2, cy - s), (cx + s // 1.2, cy + s)]
    else:
        points = [(cx + s, cy), (cx - s // 1.2, cy - s), (cx - s // 1.2, cy + s)]
    pygame.draw.polygon(surface, colour, points)


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


class Panel(Widget):
    """A framed area, optionally with a title on its top edge."""

    def __init__(self, rect, title: str = "", colour=theme.PANEL, edge=theme.PANEL_EDGE,
                 selected: bool = False, **kw):
        super().__init__(rect, **kw)
        self.title, self.colour, self.edge, self.selected = title, colour, edge, selected

    def draw(self, surface, mouse, focused=False) -> None:
        pygame.draw.rect(surface, self.colour, self.rect, border_radius=8)
        edge = theme.HIGHLIGHT if self.selected else self.edge
        pygame.draw.rect(surface, edge, self.rect, 3 if self.selected else 1, border_radius=8)
        if self.title:
            draw_text(surface, self.title, 20, theme.TEXT_DIM, (self.rect.x + 12, self.rect.y + 14))


class Button(Widget):
    """A labelled button; ``action()`` runs on a click, or Enter when focused or default."""

    focusable = True

    def __init__(self, rect, label: str, action: Callable[[], object] | None, *,
                 enabled: bool = True, tooltip: str = "", default: bool = False,
                 selected: bool = False, size: int = 24, align: str = "center",
                 colour: tuple | None = None, kind: str = "button", key: str = "",
                 picture: pygame.Surface | None = None, detail: str = "", name: str = ""):
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

    def click(self, pos) -> bool:
        return self.activate()

    def activate(self) -> bool:
        if not self.enabled or self.action is None:
            return False
        self.action()
        return True

    def draw(self, surface, mouse, focused=False) -> None:
        r = self.rect
        hover = self.enabled and (r.collidepoint(mouse) or focused)
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
            draw_text(surface, self.detail, 18, theme.TEXT_DIM, p, self.align, inner.width, room)

    def clickables(self) -> list[Clickable]:
        return [Item(self.kind, self.name, self.rect, widget_id(self.key))] if self.enabled else []


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
            draw_text(surface, self.caption, 18, theme.TEXT_DIM, (m.x + 2, m.centery))
            cw = theme.font(18).size(self.caption)[0] + 10
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

    def click(self, pos) -> bool:
        self.start()
        f = theme.font(self.size)
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
        f = theme.font(self.size)
        inner = r.inflate(-20, 0)
        shown = self.text[: self.cursor] + self.composing + self.text[self.cursor:]
        if not shown and not self.editing:
            draw_text(surface, self.placeholder, self.size, theme.TEXT_DIM, inner.midleft, width=inner.width)
            return
        before = f.size(self.text[: self.cursor] + self.composing)[0]
        scroll = max(0, before - inner.width + 4)
        self._scroll = scroll
        img = theme.text(shown, self.size, self.colour)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        surface.blit(img, (inner.x - scroll, r.centery - img.get_height() // 2))
        if self.composing:
            x0 = inner.x - scroll + f.size(self.text[: self.cursor])[0]
            pygame.draw.line(surface, theme.TEXT_DIM, (x0, r.bottom - 9), (inner.x - scroll + before, r.bottom - 9))
        if self.editing and (pygame.time.get_ticks() // 530) % 2 == 0:
            x = inner.x - scroll + before
            pygame.draw.line(surface, theme.HIGHLIGHT, (x + 1, r.y + 9), (x + 1, r.bottom - 9), 2)
        surface.set_clip(clip)

    def clickables(self) -> list[Clickable]:
        return [Item("field", f"{self.name}: {self.text}", self.rect, widget_id(self.key))]


class Form:
    """The widgets of one screen, and where input goes.

    - A click goes to the widget under the mouse (a text field starts editing; a
      click elsewhere finishes it).
    - While a text field is being edited it gets the typing; Enter, Tab and Esc
      finish editing (Tab moves on to the next widget).
    - Otherwise Tab / Down and Shift+Tab / Up move the keyboard focus, Left/Right
      step a focused cycler, Enter or Space presses the focused widget, or, with no
      keyboard focus, the default button.
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
        if current is None:  # the first key shows the focus: on the default, or an end
            if self.default in items:
                index = items.index(self.default)
            else:
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
            if self.default is not None and self.default.enabled and k != pygame.K_SPACE:
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
