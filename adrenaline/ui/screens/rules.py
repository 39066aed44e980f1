"""The rules reference: the rulebook in short, a topic at a time. F1 opens it over
any screen; Esc closes it. In a game, the topics of its own mode come first, the
other modes' under a heading ("Other modes"); from the menus, every topic in order."""

from __future__ import annotations

import pygame

from ...tutorial.script import load_rules_reference, rules_reference_modes
from .. import layout, theme
from ...words.i18n import _
from .base import Screen
from ..kit.button import Button
from ..kit.text import draw_paragraphs, draw_text

W, H = layout.BASE  # laid out at this size, drawn centred in the window
# the topics' list: wide enough for the longest title on one line at the text floor
# (a 21 px em: French "L'Acharnement en mode Domination", a 30% longer "The spawnpoint
# strikes back"), its rows the whole height of the panel (a game's 24 rows, "Other
# modes" among them, each a line of words at the floor: 30 px); right of it the heading
# and Close, the topic's title and its paragraphs down to the panel's foot (French final
# frenzy's four paragraphs at the floor, English's 30% longer)
LIST_X = 42
LIST_WIDTH = 424
LIST_TOP = 36
LIST_BOTTOM = 764
TEXT_LEFT = 486  # the heading, the topic's title and paragraphs


def sections() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(title, paragraphs) for each topic of rules.toml, with the core's numbers."""
    return load_rules_reference()


def topics_for(mode: str | None) -> tuple[list[int], list[int]]:
    """The topics (indices into :func:`sections`) of a game of ``mode``: those of every
    mode and of its own, in order; then the other modes' topics. All in order, and no
    others, when ``mode`` is None (outside a game)."""
    modes = rules_reference_modes()
    if mode is None:
        return list(range(len(modes))), []
    own = [i for i, m in enumerate(modes) if m in ("", mode)]
    return own, [i for i, m in enumerate(modes) if m not in ("", mode)]


class RulesScreen(Screen):
    overlay = True
    title = ""
    message_y = 770

    def __init__(self, app, topic: int | None = None, mode: str | None = None):
        super().__init__(app)
        self.own, self.others = topics_for(mode)  # the game's topics first, the rest after
        self.topic = self.own[0] if topic is None else topic
        self.others_y: int | None = None  # where the "Other modes" heading is drawn
        self.step = 46  # the topics' rows, a row apart

    def build(self) -> None:
        widgets = []
        rows = len(self.own) + (len(self.others) + 1 if self.others else 0)
        # the topics' list (and the "Other modes" heading) fits in the panel, a row a line
        # of words at the floor (the three modes' topics and the heading: 24 rows, a pixel apart)
        step = min(46, (LIST_BOTTOM - LIST_TOP) // rows)
        self.step = step
        topics = sections()
        y = LIST_TOP
        for k, i in enumerate(self.own + self.others):
            if self.others and k == len(self.own):
                self.others_y = y + step // 2 - 3
                y += step
            title = topics[i][0]
            widgets.append(Button(pygame.Rect(LIST_X, y, LIST_WIDTH, step - (4 if step > 32 else 1)), title,
                                  lambda i=i: self.show(i), selected=i == self.topic,
                                  size=20, align="left", key=f"button:topic {i + 1}"))
            y += step
        close = Button(pygame.Rect(W - 260, 36, 200, 44), _("Close (Esc)"), self.back,
                       key="button:Close (Esc)")
        widgets.append(close)
        self.form.set(widgets, close)

    def show(self, topic: int) -> None:
        self.topic = topic

    def draw_content(self, surface) -> None:
        panel = pygame.Rect(40, 30, W - 80, H - 60)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 1, border_radius=12)
        draw_text(surface, _("Rules reference"), 30, theme.HIGHLIGHT, (TEXT_LEFT, 56))
        if self.others_y is not None:
            draw_text(surface, _("Other modes"), 20, theme.TEXT_DIM, (64, self.others_y), "left",
                      LIST_WIDTH - 24, self.step - 1)  # a row's height, as a topic's words
        title, paragraphs = sections()[self.topic]
        width = panel.right - 24 - TEXT_LEFT
        draw_text(surface, title, 34, theme.TEXT, (TEXT_LEFT, 100), width=width)
        draw_paragraphs(surface, paragraphs, 22, theme.TEXT,
                        pygame.Rect(TEXT_LEFT, 136, width, LIST_BOTTOM - 136), 14)
