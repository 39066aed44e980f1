"""A lesson card: a rule explained over the paused game, the first time it happens.

The tutorial's coach and a mode's lessons (:mod:`adrenaline.ui.game.mode_lessons`) both
show their lessons with it. The card frames the part of the screen the lesson is about
(``where``: a rect, asked again after a resize) and sits beside it; "Got it" (or Enter)
closes it, "No more tips" (``no_more``) silences the lessons for the rest of the game.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...core.cards import POWERUPS
from ...words.cards import powerup_paragraphs, weapon_paragraphs
from ...words.i18n import _
from .. import layout, theme
from ..game.cards import powerup_card, weapon_card
from ..kit.button import Button
from ..kit.text import draw_paragraphs, draw_text, paragraphs_height
from .base import Screen

HINT_COLOUR = theme.HIGHLIGHT


class LessonCard(Screen):
    """A lesson over the paused game: its text, and the card it is about.

    ``lesson`` has a ``title``, a ``text`` and a ``trigger`` (its name for the tests),
    and may have a ``weapon`` or a ``powerup`` card to show beside the text."""

    overlay = True
    fills_window = True  # over the game, beside the part of it the lesson is about
    WIDTH = 840

    def __init__(self, app, lesson, where: Callable[[], pygame.Rect | None] = lambda: None,
                 no_more: Callable[[], None] | None = None):
        super().__init__(app)
        self.lesson = lesson
        self.where = where
        self.silence = no_more
        self.relayout()

    def relayout(self) -> None:
        """The panel beside the part of the game it is about (again after a resize)."""
        lesson = self.lesson
        W, H = layout.SIZE
        self.spot = self.where()  # the part of the screen it is about
        self.width = self.WIDTH
        if self.spot is not None and self.spot.x >= layout.PLAYERS.x - 20:
            self.width = layout.PLAYERS.x - 40  # beside the players' boards, not over them
        self.picture, self.card_text = self._card()
        text_w = self.width - (260 if self.picture is not None else 60)
        height = 76 + paragraphs_height(lesson.text.split("\n\n"), 22, text_w, 10) + 14
        if self.card_text:
            height += paragraphs_height(self.card_text, 18, text_w, 6)
        if self.picture is not None:
            height = max(height, 76 + self.picture.get_height() + 10)
        height = min(height + 90, H - 60)
        self.panel = pygame.Rect(0, 0, self.width, height)
        self.panel.center = (W // 2, H // 2 - 20)
        if self.spot is not None:
            if self.width < self.WIDTH:
                self.panel.centerx = layout.PLAYERS.x // 2
            if self.panel.colliderect(self.spot):
                self.panel.top = self.spot.bottom + 30
            self.panel.clamp_ip(pygame.Rect(0, 0, W, H))

    def draw_background(self, surface) -> None:
        """The game shaded, but for the part the lesson is about, framed."""
        keep = surface.subsurface(self.spot).copy() if self.spot is not None else None
        super().draw_background(surface)
        if keep is not None:
            surface.blit(keep, self.spot)
            pygame.draw.rect(surface, HINT_COLOUR, self.spot.inflate(6, 6), 3, border_radius=6)

    def _card(self):
        weapon = getattr(self.lesson, "weapon", "")
        powerup = getattr(self.lesson, "powerup", -1)
        if weapon:
            return weapon_card(weapon, True, 170), weapon_paragraphs(weapon)
        if powerup >= 0:
            card = POWERUPS[powerup]
            return powerup_card(card.kind, card.colour, 170), powerup_paragraphs(card)
        return None, []

    def build(self) -> None:
        p = self.panel
        ok = Button(pygame.Rect(p.right - 220, p.bottom - 70, 190, 48), _("Got it"), self.back, key="button:Got it")
        off = Button(pygame.Rect(p.x + 30, p.bottom - 70, 280, 48), _("No more tips"), self.no_more,
                     key="button:No more tips", size=20, tooltip=_("Switch the tips off for the rest of this game"))
        self.form.set([off, ok], ok)

    def probe_extra(self) -> dict:
        return {"lesson": self.lesson.trigger, "title": self.lesson.title}

    def no_more(self) -> None:
        if self.silence is not None:
            self.silence()
        self.back()

    def draw_content(self, surface) -> None:
        p = self.panel
        pygame.draw.rect(surface, theme.PANEL, p, border_radius=12)
        pygame.draw.rect(surface, HINT_COLOUR, p, 2, border_radius=12)
        draw_text(surface, self.lesson.title, 34, HINT_COLOUR, (p.x + 30, p.y + 38), "left", p.width - 60, 52)
        x, width = p.x + 30, p.width - 60
        if self.picture is not None:
            surface.blit(self.picture, (p.x + 30, p.y + 76))
            x, width = p.x + 230, p.width - 260
        y = draw_paragraphs(surface, self.lesson.text.split("\n\n"), 22, theme.TEXT,
                            pygame.Rect(x, p.y + 76, width, p.bottom - 80 - (p.y + 76)), 10)
        if self.card_text:
            draw_paragraphs(surface, self.card_text, 18, theme.TEXT_DIM,
                            pygame.Rect(x, y + 4, width, p.bottom - 80 - (y + 4)), 6)
