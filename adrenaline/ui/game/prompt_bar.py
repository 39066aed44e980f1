"""The prompt bar: what is asked now, a button for each option that is not a square or a
figure (numbered: keys 1-9 press them), Undo, and why an action is not offered."""

from __future__ import annotations

import pygame

from .. import layout, theme
from ..kit.button import Button
from ..kit.tooltip import wrap_tip
from ..sound.cues import CLICK
from ..sound.player import play
from .prompt_layout import PromptLayout
from .prompt_options import option_tip


class PromptBar(PromptLayout):
    """What is asked now, and a button for each option that is not a square or figure.

    Buttons take one row under the prompt, or two rows (the prompt then starts the
    first) when they do not fit; all of it stays within the layout's prompt (y 610-668 at
    1280 x 800). Undo sits at the top right; its click returns the string ``"undo"``.
    Where each goes is :class:`.prompt_layout.PromptLayout`'s; an option's button and
    tooltip, :mod:`.prompt_options`'.
    """

    def __init__(self):
        self.place()
        self.buttons: list[Button] = []
        self.undo_button: Button | None = None
        self.more_button: Button | None = None
        self.pass_button: Button | None = None  # "your turn is over": pass the screen on
        self.hints: list[str] = []
        self.show_hints = True  # the settings' "Hints" (the game scene may switch them off)
        self.message = ""
        self._page = 0
        self._key = None
        self._texts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._cut: pygame.Rect | None = None
        self._labels: dict = {}  # option -> its words (the button's label)

    def place(self) -> None:
        """To the current layout's place (see :mod:`.layout`): under the arena."""
        p = layout.PROMPT
        self.rect = pygame.Rect(p.x, p.y, p.width, p.height + 2)  # at 1280 x 800: y 610-668
        self._key = None

    # -- drawing and input ------------------------------------------------------------------
    def draw(self, surface, view, mouse) -> None:
        self.layout_buttons(view)
        for img, pos in self._texts:
            surface.blit(img, pos)
        for n, b in enumerate(self.buttons, 1):
            b.draw(surface, mouse)
            if n <= 9:
                self.draw_number(surface, b.rect, n)
        for b in (self.undo_button, self.more_button, self.pass_button):
            if b is not None:
                b.draw(surface, mouse)

    @staticmethod
    def draw_number(surface, rect: pygame.Rect, n: int) -> None:
        """The key that presses a button (1-9), small in its top left corner."""
        img = theme.text(str(n), theme.fixed(12), theme.TEXT_DIM)  # at the floor, any text size
        surface.blit(img, img.get_rect(topleft=(rect.x + 4, rect.y + 2)))

    def click(self, pos, view):
        self.layout_buttons(view)
        if self.undo_button is not None and self.undo_button.rect.collidepoint(pos):
            play(CLICK)
            return "undo"
        if self.more_button is not None and self.more_button.rect.collidepoint(pos):
            play(CLICK)
            self._page += 1
            return None
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                play(CLICK)
                return b.option
        return None

    def tooltip(self, pos, view) -> str | None:
        self.layout_buttons(view)
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return option_tip(view, b.option)
        for b in (self.undo_button, self.more_button, self.pass_button):
            if b is not None and b.rect.collidepoint(pos):
                return b.tooltip
        if self._cut is not None and self._cut.collidepoint(pos):
            return wrap_tip(self.message)
        if self.hints and pos[1] >= self.rect.y + 26:
            return wrap_tip(*self.hints)
        return None
