"""The rules reference: the rulebook in short, a topic at a time. F1 opens it over
any screen; Esc closes it."""

from __future__ import annotations

import pygame

from ...tutorial.script import load_rules_reference
from .. import layout, theme
from ...words.i18n import _
from .base import Screen
from ..kit.button import Button
from ..kit.text import draw_paragraphs, draw_text

W, H = layout.BASE  # laid out at this size, drawn centred in the window


def sections() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(title, paragraphs) for each topic of rules.toml, with the core's numbers."""
    return load_rules_reference()


class RulesScreen(Screen):
    overlay = True
    title = ""
    message_y = 770

    def __init__(self, app, topic: int = 0):
        super().__init__(app)
        self.topic = topic

    def build(self) -> None:
        widgets = []
        topics = sections()
        step = min(46, (H - 190) // len(topics))  # the topics' list fits above Close
        for i, (title, _paragraphs) in enumerate(topics):
            widgets.append(Button(pygame.Rect(60, 90 + i * step, 300, step - 6), title,
                                  lambda i=i: self.show(i), selected=i == self.topic,
                                  size=20 if step >= 40 else 17,
                                  align="left", key=f"button:topic {i + 1}"))
        close = Button(pygame.Rect(W - 260, H - 84, 200, 50), _("Close (Esc)"), self.back,
                       key="button:Close (Esc)")
        widgets.append(close)
        self.form.set(widgets, close)

    def show(self, topic: int) -> None:
        self.topic = topic

    def draw_content(self, surface) -> None:
        panel = pygame.Rect(40, 30, W - 80, H - 60)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 1, border_radius=12)
        draw_text(surface, _("Rules reference"), 30, theme.HIGHLIGHT, (60, 62))
        title, paragraphs = sections()[self.topic]
        draw_text(surface, title, 34, theme.TEXT, (400, 110))
        draw_paragraphs(surface, paragraphs, 22, theme.TEXT, pygame.Rect(400, 150, W - 480, H - 250),
                        14)
