"""The game screen's drawing: the panels, the marks over the arena, the popups and the hint, a
notice's words above a click, the tooltip under the pointer, and what the probe reads. One job:
the picture of the game screen (GameScene joins it)."""

from __future__ import annotations

import pygame

from .. import theme
from .focus import draw_ring
from ..kit.tooltip import draw_tooltip, region_tooltip
from .popups import Popup, around, beside


class GameSceneDraw:
    """GameScene's part: see the module's docstring."""

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        self.view.refresh()
        self.place_routes()
        focused = self.focused_item() if self.focus.shown else None  # clickables(): once a frame
        # the mouse, or the keyboard's focus: what it is on shows as hovered
        at = self.stand_in(focused) if focused is not None and self.routes_by == "keys" else self.mouse
        self.top_bar.draw(surface, self.view, at)
        self.board.draw(surface, self.view, at)
        self.prompt.draw(surface, self.view, at)
        self.hand.draw(surface, self.view, at)
        self.players.draw(surface, self.view, at)
        self.log.draw(surface, self.view, at)
        self.animator.draw_overlay(surface)  # tokens flying onto the boards, scores by them
        self.moments.draw(surface)
        self.draw_marks(surface)
        self.advice.draw(surface, self, at)
        if focused is not None:
            draw_ring(surface, pygame.Rect(focused[2]))
        self.popups_drawn = [(popup.kind, popup.draw(surface)) for popup in self.popups_now(at)]

    def draw_marks(self, surface: pygame.Surface) -> None:
        """Marks over the game that are not popups (hook: the tutorial frames the taught
        option)."""

    def popups_now(self, at=None) -> list[Popup]:
        """The popups to draw now, in order: the one of :meth:`popup_now` (hook: the
        tutorial keeps its hint under it)."""
        popup = self.popup_now(at)
        return [] if popup is None else [popup]

    def popup_clear(self) -> list[pygame.Rect]:
        """What a popup about the thing under the pointer keeps clear of, where it can
        (hook: the tutorial's hint and what it points at)."""
        return []

    def popup_now(self, at=None) -> Popup | None:
        """The one popup shown now, the most pressing first: why a click did nothing
        (a notice), the weapon card under the pointer in full, the tooltip of what is
        under the pointer, a hint (:meth:`hint`); none while another screen (the in-game
        menu, a lesson card, the hand-off cover) is over the game: that screen is the popup.
        The pointer is :meth:`hover_point`'s (``at``): the mouse, or the keyboard's focus."""
        stack = getattr(self.app, "stack", ())
        if self in stack and stack[-1] is not self:
            return None
        if self.notice is not None:
            words, pos = self.notice
            return Popup("notice", lambda surface: self.draw_notice(surface, words, pos))
        at = self.hover_point() if at is None else at
        panel = self.board.card_panel(at, self.view, self.popup_clear())
        if panel is not None:
            img, box = panel
            return Popup("card", lambda surface: surface.blit(img, box))
        tip = self.tooltip_at(at)
        if tip:
            thing = self.thing_rect(at)
            clear = self.popup_clear()
            return Popup("tooltip", lambda surface: draw_tooltip(surface, tip, at, thing, clear))
        return self.hint()

    def hint(self) -> Popup | None:
        """A hint over the game when nothing more pressing pops up (hook: the tutorial's)."""
        return None

    def thing_rect(self, pos) -> pygame.Rect:
        """What is under the pointer - a card of the hand, a button - else the spot under
        it: a popup about it is placed beside it, leaving it in view."""
        for rect, *_card in self.hand.slots:
            if rect.collidepoint(pos):
                return pygame.Rect(rect)
        buttons = [b.rect for b in self.prompt.buttons] + [
            b.rect for b in (getattr(self.prompt, name, None)
                             for name in ("undo_button", "more_button", "pass_button")) if b is not None]
        for rect in buttons:
            if rect.collidepoint(pos):
                return pygame.Rect(rect)
        return around(pos, 20)

    @staticmethod
    def draw_notice(surface: pygame.Surface, words: str, pos) -> pygame.Rect:
        """Why a click did nothing, in a box just above the click (below it at the top
        of the window), kept on screen, never over the spot clicked."""
        img = theme.text(words, 20, theme.TEXT)
        box = beside(img.get_rect().inflate(16, 10).size, around(pos), surface.get_rect(), 4,
                     ("above", "below", "right", "left"))
        pygame.draw.rect(surface, (40, 16, 20), box, border_radius=6)
        pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))
        return box

    def tooltip_at(self, pos) -> str | None:
        """What hovering ``pos`` explains (a card's text, why an action is not offered)."""
        return region_tooltip(self.regions, pos, self.view)

    def probe_extra(self) -> dict:
        """For end-to-end tests: the log's newest lines, as shown."""
        return {"log": self.log.lines[-6:]}
