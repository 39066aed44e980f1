"""The rules reference: the rulebook in short, a topic at a time. F1 opens it over
any screen; Esc closes it. In a game, the topics of its own mode come first, the
other modes' under a heading ("Other modes"); from the menus, every topic in order.
Its "Keys" page (the button beside Close, or F1 pressed again) lists every key, in
the player's words (:mod:`adrenaline.words.keys`)."""

from __future__ import annotations

import pygame

from ...tutorial.script import load_rules_reference, rules_reference_modes
from .. import layout, theme
from ...words.i18n import _
from ...words.keys import key_groups
from .base import Screen
from ..kit.button import Button
from ..kit.text import draw_paragraphs, draw_text, padded, smaller_sizes, wrap

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
KEYS_TOP = 90  # the keys page's table, under the heading (no title: the heading says "Keys")


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
        self.keys = False  # the keys page shown instead of a topic
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
                                  lambda i=i: self.show(i), selected=i == self.topic and not self.keys,
                                  size=20, align="left", key=f"button:topic {i + 1}"))
            y += step
        close = Button(pygame.Rect(W - 260, 36, 200, 44), _("Close (Esc)"), self.back,
                       key="button:Close (Esc)")
        label = _("Keys (F1)")
        # as wide as its words at the size drawn (never under the text floor), whole
        width = max(150, max(theme.font(s).size(padded(label))[0] for s in (20, -theme.MIN_PIXELS)) + 30)
        keys = Button(pygame.Rect(close.rect.x - 10 - width, 36, width, 44), label, self.show_keys,
                      selected=self.keys, size=20, key="button:Keys")
        widgets += [keys, close]
        self.form.set(widgets, close)

    def show(self, topic: int) -> None:
        self.topic = topic
        self.keys = False

    def probe_extra(self) -> dict:
        """For end-to-end tests: whether the keys page is shown."""
        return {"keys_page": self.keys}

    def show_keys(self) -> None:
        """The keys page (F1 pressed again, or its button)."""
        self.keys = True

    @staticmethod
    def keys_box() -> pygame.Rect:
        """Where the keys page's table goes: under the heading, down to the panel's foot."""
        return pygame.Rect(TEXT_LEFT, KEYS_TOP, W - 40 - 24 - TEXT_LEFT, LIST_BOTTOM - KEYS_TOP)

    def heading_width(self) -> int:
        """Room for the heading: up to the Keys button."""
        self.build()
        keys = next(w for w in self.form.widgets if w.key == "button:Keys")
        return keys.rect.x - 16 - TEXT_LEFT

    def draw_content(self, surface) -> None:
        panel = pygame.Rect(40, 30, W - 80, H - 60)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 1, border_radius=12)
        draw_text(surface, _("Keys") if self.keys else _("Rules reference"), 30, theme.HIGHLIGHT,
                  (TEXT_LEFT, 56), width=self.heading_width())
        if self.others_y is not None:
            draw_text(surface, _("Other modes"), 20, theme.TEXT_DIM, (64, self.others_y), "left",
                      LIST_WIDTH - 24, self.step - 1)  # a row's height, as a topic's words
        width = panel.right - 24 - TEXT_LEFT
        if self.keys:
            draw_keys(surface, self.keys_box())
            return
        title, paragraphs = sections()[self.topic]
        draw_text(surface, title, 34, theme.TEXT, (TEXT_LEFT, 100), width=width)
        draw_paragraphs(surface, paragraphs, 22, theme.TEXT,
                        pygame.Rect(TEXT_LEFT, 136, width, LIST_BOTTOM - 136), 14)


KEY_GAP = 16  # between the keys' column and what they do


def keys_layout(box: pygame.Rect) -> tuple[int, list[tuple[str, pygame.Rect, str]]]:
    """The keys page laid out in ``box``: (the text size, [(kind, its box, words)]) with
    kind "heading", "key" or "does"; the biggest size (down to the floor) at which every
    group, its keys in a column and what they do wrapped beside them, fits the box's
    height (measured as drawn: :func:`draw_text` fits each in its box)."""
    groups = key_groups()
    for size in smaller_sizes(22):
        f = theme.font(size)
        line = f.get_linesize()
        keys_w = min(max(f.size(padded(k))[0] for _h, rows in groups for k, _d in rows) + 4,
                     box.width * 2 // 5)
        does_x = box.x + keys_w + KEY_GAP
        does_w = box.right - does_x
        out: list[tuple[str, pygame.Rect, str]] = []
        y = box.y
        for heading, rows in groups:
            out.append(("heading", pygame.Rect(box.x, y, box.width, line), heading))
            y += line + 2
            for keys, does in rows:
                n_keys = len(wrap(padded(keys), size, keys_w))
                n_does = len(wrap(padded(does), size, does_w))
                out.append(("key", pygame.Rect(box.x, y, keys_w, n_keys * line), keys))
                out.append(("does", pygame.Rect(does_x, y, does_w, n_does * line), does))
                y += max(n_keys, n_does) * line + 2
            y += line // 2
        if y - line // 2 <= box.bottom:
            return size, out
    return size, out


def draw_keys(surface: pygame.Surface, box: pygame.Rect) -> None:
    """The keys page: each group's heading, its keys (highlighted) and what they do."""
    size, placed = keys_layout(box)
    colour = {"heading": theme.TEXT_DIM, "key": theme.HIGHLIGHT, "does": theme.TEXT}
    for kind, rect, words in placed:
        draw_text(surface, words, size, colour[kind], rect.midleft, "left", rect.width, rect.height)
