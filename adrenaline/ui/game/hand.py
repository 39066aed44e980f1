"""The active person's hand: the cards of ``view.hand_seat`` only, weapons (loaded or
not) and powerups; with no hand face up, only card backs."""

from __future__ import annotations

import pygame

from ...core.cards import POWERUPS
from ...core import reasons
from .. import layout, theme
from ..kit.text import draw_text
from ...words import _
from ...words.log import name_of
from .cards import (
    CARD_H, CHIP_W, card_back, powerup_card, powerup_card_width, powerup_chip, powerup_chip_width, powerup_tip,
    weapon_card, weapon_tip,
)


WEAPON_W = 170  # a weapon card narrower than this loses its effects' names


class HandView:
    """The cards of the person at the screen (``view.hand_seat``): weapons, loaded or not,
    and powerups. Cards that are options now are framed and clickable; hovering a card
    shows its text. With no hand face up, only card backs."""

    def __init__(self):
        self.rect = layout.HAND
        self.slots: list[tuple[pygame.Rect, str, object]] = []  # rect, "weapon"/"powerup"/"back", card
        self.shown: list[tuple[str, str]] = []  # cards drawn face up: ("weapon", name) / ("powerup", text)
        self._key = None

    def place(self) -> None:
        """To the current layout's place (see :mod:`.layout`)."""
        self.rect = layout.HAND
        self._key = None

    def layout_cards(self, view) -> None:
        seat = view.hand_seat
        g = view.state
        if seat is None:
            n = len(g.players[g.current].powerups) if g.players else 0
            key = (None, n)
        else:
            p = g.players[seat]
            key = (seat, tuple(p.weapons), tuple(p.powerups))
        if key == self._key:
            return
        self._key = key
        r = self.rect
        self.slots, self.shown = [], []
        top = r.y + max(4, (r.height - CARD_H) // 2)  # a taller hand: the cards in its middle
        if seat is None:
            for i in range(key[1]):
                self.slots.append((pygame.Rect(r.x + 8 + i * 36, top, 70, CARD_H), "back", None))
            return
        p = g.players[seat]
        nw, npw = len(p.weapons), len(p.powerups)
        avail = r.width - 16 - (12 if nw and npw else 0)
        pw = 110
        ww = 152
        # powerups as a column of short cards when full cards would leave the weapon cards
        # too narrow for their effects' names (three weapons, or no room)
        crowded = nw * (ww + 6) + npw * (pw + 6) > avail
        chips = npw > 1 and (crowded or nw >= 3)
        kinds = [POWERUPS[card].kind for card in p.powerups]
        # a powerup card as wide as its name needs, whole (two lines at most, no word broken)
        need = max((powerup_card_width(kind) for kind in kinds), default=0)
        if not chips and npw > 1 and nw and \
                (avail - npw * (max(pw, need) + 6)) // nw - 6 < WEAPON_W:
            chips = True  # full powerup cards would leave the weapons too narrow
        if chips:
            chip_h = (CARD_H - 4 * (npw - 1)) // max(npw, 1)
            pw = max([CHIP_W] + [powerup_chip_width(kind, chip_h) for kind in kinds])
            if nw and (avail - pw - 6) // nw - 6 < WEAPON_W:  # the short forms on the chips
                pw = max([CHIP_W] + [powerup_chip_width(kind, chip_h, short=True) for kind in kinds])
            ww = min(200, (avail - pw - 6) // max(nw, 1) - 6)
        elif crowded:
            pw = max(need, 60, min(110, (avail - nw * (ww + 6)) // max(npw, 1) - 6))
            if nw * (ww + 6) + npw * (pw + 6) > avail:
                ww = (avail - npw * (pw + 6)) // max(nw, 1) - 6
        elif nw:  # room to spare: wider weapon cards, then wider powerups (whole words)
            pw = max(pw, need)
            ww = min(200, (avail - npw * (pw + 6)) // nw - 6)
            if npw:
                pw = max(pw, min(150, (avail - nw * (ww + 6)) // npw - 6))
        else:
            pw = max(pw, need)
        if (crowded or chips) and nw and npw and r.height >= 2 * CARD_H + 8 + 6:  # 3 pixels over and under
            self._two_rows(p, r)  # a tall hand (a taller window): every card whole
            return
        x = r.x + 8
        for name, loaded in p.weapons:
            self.slots.append((pygame.Rect(x, top, ww, CARD_H), "weapon", (name, loaded)))
            self.shown.append(("weapon", name))
            x += ww + 6
        if nw and npw:
            x += 12
        chip_h = (CARD_H - 4 * (npw - 1)) // max(npw, 1)
        for i, card in enumerate(p.powerups):
            pu = POWERUPS[card]
            if chips:
                rect = pygame.Rect(x, top + i * (chip_h + 4), pw, chip_h)
            else:
                rect = pygame.Rect(x, top, pw, CARD_H)
                x += pw + 6
            self.slots.append((rect, "powerup", pu))
            self.shown.append(("powerup", pu.text))

    def _two_rows(self, p, r: pygame.Rect) -> None:
        """The weapons in a row, the powerups in a row under them, full size."""
        nw, npw = len(p.weapons), len(p.powerups)
        top = r.y + (r.height - 2 * CARD_H - 8) // 2
        ww = min(200, (r.width - 16) // nw - 6)
        pw = min(152, (r.width - 16) // npw - 6)
        for i, (name, loaded) in enumerate(p.weapons):
            self.slots.append((pygame.Rect(r.x + 8 + i * (ww + 6), top, ww, CARD_H), "weapon",
                               (name, loaded)))
            self.shown.append(("weapon", name))
        for i, card in enumerate(p.powerups):
            pu = POWERUPS[card]
            self.slots.append((pygame.Rect(r.x + 8 + i * (pw + 6), top + CARD_H + 8, pw, CARD_H),
                               "powerup", pu))
            self.shown.append(("powerup", pu.text))

    @staticmethod
    def _option_key(kind: str, card) -> str | None:
        if kind == "weapon":
            return card[0]
        if kind == "powerup":
            return card.text
        return None

    def draw(self, surface, view, mouse) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        self.layout_cards(view)
        if view.hand_seat is None:
            for rect, *_others in self.slots:
                surface.blit(card_back(rect.w), rect)
            d = view.session.decision
            label = _("Cards hidden")
            if d is not None and view.session.computer_to_decide():
                label = _("Cards hidden while {name} plays").format(name=name_of(view.game, d.decider))
            elif d is not None and view.session.needs_handoff():
                label = _("Cards hidden: pass the screen to {name}").format(
                    name=name_of(view.game, d.decider))
            x = (self.slots[-1][0].right + 24) if self.slots else self.rect.x + 16
            # smaller (never under the floor) or on more lines at a bigger text size
            draw_text(surface, label, 22, theme.TEXT_DIM, (x, self.rect.centery), "left",
                      self.rect.right - 12 - x, self.rect.height - 8)
            return
        if not self.slots:
            draw_text(surface, _("No cards in hand"), 20, theme.TEXT_DIM,
                      (self.rect.x + 16, self.rect.centery), "left", self.rect.width - 32,
                      self.rect.height - 8)
        for rect, kind, card in self.slots:
            if kind == "weapon":
                surface.blit(weapon_card(card[0], card[1], rect.w), rect)
            elif rect.h < CARD_H:
                surface.blit(powerup_chip(card.kind, card.colour, rect.w, rect.h), rect)
            else:
                surface.blit(powerup_card(card.kind, card.colour, rect.w), rect)
            hover = rect.collidepoint(mouse)
            if self._option_key(kind, card) in view.cards:
                pygame.draw.rect(surface, theme.CLICKABLE, rect.inflate(4, 4), 3, border_radius=8)
                if hover:
                    pygame.draw.rect(surface, (255, 255, 255), rect.inflate(8, 8), 1, border_radius=9)
            elif hover:
                pygame.draw.rect(surface, (150, 160, 190), rect.inflate(2, 2), 1, border_radius=8)

    def card_options(self, view) -> list[tuple[str, pygame.Rect, object]]:
        """The cards in the hand that are options now: ("card", rect, option)."""
        if view.hand_seat is None:
            return []
        self.layout_cards(view)
        out = []
        for rect, kind, card in self.slots:
            option = view.cards.get(self._option_key(kind, card))
            if option is not None:
                out.append(("card", rect, option))
        return out

    def _card_at(self, pos, view) -> tuple[str, object] | None:
        """The (kind, card) of the slot under ``pos``, or None."""
        self.layout_cards(view)
        return next(((kind, card) for rect, kind, card in self.slots if rect.collidepoint(pos)), None)

    def click(self, pos, view):
        slot = self._card_at(pos, view) if view.hand_seat is not None else None
        if slot is None:
            return None
        return view.cards.get(self._option_key(*slot))

    def thing_at(self, pos, view):
        """The card under ``pos``, to ask the core why it is not an option."""
        slot = self._card_at(pos, view) if view.hand_seat is not None else None
        if slot is None:
            return None
        kind, card = slot
        if kind == "weapon":
            return reasons.WeaponCard(card[0])
        if kind == "powerup":
            return reasons.PowerupCard(card)
        return None

    def tooltip(self, pos, view) -> str | None:
        slot = self._card_at(pos, view)
        if slot is None:
            return None
        kind, card = slot
        if kind == "weapon":
            tip = weapon_tip(card[0])
            return tip + ("" if card[1] else "\n\n" + _("(unloaded: reload it at the end of a turn)"))
        if kind == "powerup":
            return powerup_tip(card)
        return _("Hidden cards (the screen shows only your own hand)")
