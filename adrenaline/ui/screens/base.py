"""The screens' common part: a :class:`Screen` is a scene made of widgets (a
title, a form, a message line), rebuilt from its own state whenever it is drawn or gets
input, listing its buttons and fields in ``clickables()``; a :class:`Menu` is a titled
column of buttons."""

from __future__ import annotations

import math

import pygame

from ...core.cards import CHARACTER_BY_NAME
from .. import layout, theme
from ...words.i18n import _
from ..kit.button import Button
from ..kit.form import Form
from ..kit.inputs import CARET_BLINK_MS
from ..kit.place import AWAY, pointer_left
from ..probe import widget_id
from ..kit.text import draw_text, fit_lines, padded


W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window


def one_line(message: str) -> str:
    return " ".join(str(message).split())


def character_colour(character: str) -> tuple:
    """The colour a character's player's name is written in (readable on every panel)."""
    c = CHARACTER_BY_NAME.get(character.lower())
    return theme.player_text(c.colour) if c else theme.TEXT


# -- the screens' common part -----------------------------------------------------------
class Screen:
    """A scene made of widgets: a title, a form, a message line."""

    overlay = False
    title = ""
    title_y = 110
    message_y = 690
    # the message line's room, in lines of words at the text floor: a longer message is
    # drawn smaller (to the floor), then wrapped onto them; never cut
    message_lines = 1

    def __init__(self, app):
        self.app = app
        self.form = Form()
        self.message = ""
        self.message_colour = theme.TEXT_DIM

    # what the screen shows; called before input, drawing and clickables()
    def build(self) -> None:
        self.form.set([])

    def say(self, message: str, colour=theme.TEXT_DIM) -> None:
        self.message = one_line(message)
        self.message_colour = colour

    def handle_event(self, event) -> None:
        self.build()
        if event.type == pygame.MOUSEMOTION:
            self.form.mouse = event.pos
            return
        if pointer_left(event):  # no tooltip once the pointer has left the window
            self.form.mouse = AWAY
            if hasattr(self, "mouse"):
                self.mouse = AWAY
            return
        if self.form.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.close()
        self.app.pop()

    def update(self, dt: float) -> None:
        pass

    def still_for(self) -> float:
        """How long the screen stays as it is (the window sleeps meanwhile): until
        input, or a text field's caret's next blink."""
        if self.form.editing is not None:
            return (CARET_BLINK_MS - pygame.time.get_ticks() % CARET_BLINK_MS) / 1000
        return math.inf

    def draw_background(self, surface) -> None:
        if self.overlay:
            shade = pygame.Surface(layout.SIZE, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 190))
            surface.blit(shade, (0, 0))
        else:
            surface.fill(theme.BACKGROUND)

    def draw_content(self, surface) -> None:
        pass

    def draw(self, surface) -> None:
        self.build()
        self.draw_background(surface)
        width = surface.get_width()  # 1280, or a wide window's width (``fills_width``)
        if self.title:
            draw_text(surface, _(self.title), 64, theme.HIGHLIGHT, (width // 2, self.title_y), "center")
        self.draw_content(surface)
        self.form.draw(surface)
        if self.message:
            self.draw_message(surface, width)
        self.form.draw_tooltip(surface)

    def draw_message(self, surface, width: int) -> None:
        """The message line, centred on ``message_y``: smaller down to the floor, then on
        up to ``message_lines`` lines (never cut); over the game, in a box."""
        room = pygame.Rect(0, 0, width - 112, max(self.message_lines * theme.font(-theme.MIN_PIXELS).get_linesize(),
                                                  theme.font(22).get_linesize()))
        if self.overlay:  # a box, so the line reads over the game
            size, lines = fit_lines(padded(self.message), 22, room.width, room.height)
            f = theme.font(size)
            box = pygame.Rect(0, 0, max(f.size(line)[0] for line in lines) + 32,
                              len(lines) * f.get_linesize() + 13)
            box.center = (width // 2, self.message_y)
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=8)
        draw_text(surface, self.message, 22, self.message_colour, (width // 2, self.message_y), "center",
                  room.width, room.height)

    def clickables(self) -> list[tuple[str, str, pygame.Rect]]:
        self.build()
        return self.form.clickables()

    def focus_id(self) -> str | None:
        """The probe id of the widget the keyboard focus is on, or None."""
        self.build()
        focused = self.form.focused
        return widget_id(focused.key) if focused is not None else None

    def close(self) -> None:
        self.form.close()


class Menu(Screen):
    """A titled column of buttons: ``items()`` gives (label, action[, enabled[, tooltip]])."""

    top = 250
    width = 380
    step, height = 64, 52  # from one button's middle to the next's; a button's height

    def items(self) -> list[tuple]:
        return []

    def default_label(self) -> str | None:
        """The button Enter presses (the first enabled one unless told)."""
        return None

    def build(self) -> None:
        widgets = []
        default = None
        wanted = self.default_label()
        y = self.top
        for item in self.items():
            label, action = item[0], item[1]
            enabled = item[2] if len(item) > 2 else True
            tip = item[3] if len(item) > 3 else ""
            r = pygame.Rect(0, 0, self.width, self.height)
            r.center = (W // 2, y)
            b = Button(r, _(label), action, enabled=enabled, tooltip=tip, key=f"button:{label}")
            if enabled and default is None and wanted in (None, label):
                default = b
            widgets.append(b)
            y += self.step
        if default is not None:
            default.default = True
        self.form.set(widgets, default)
