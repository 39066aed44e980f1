"""The panels around the arena: the prompt and its buttons, the active person's
hand, the players' boards, the killshot track and decks, and the game log."""

from __future__ import annotations

import pygame

from . import layout, theme
from ..core.cards import AMMO, POWERUPS


class Button:
    def __init__(self, rect: pygame.Rect, label: str, option):
        self.rect = rect
        self.label = label
        self.option = option

    def draw(self, surface, hover: bool) -> None:
        colour = (70, 80, 120) if hover else (48, 56, 84)
        pygame.draw.rect(surface, colour, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 2, border_radius=6)
        img = theme.text(self.label, 20)
        surface.blit(img, img.get_rect(center=self.rect.center))


class PromptBar:
    """What is asked now, and a button for each option that is not a square or figure."""

    def __init__(self):
        self.rect = layout.PROMPT
        self.buttons: list[Button] = []
        self._key = None

    def layout_buttons(self, view) -> None:
        key = tuple(view.buttons)
        if key == self._key:
            return
        self._key = key
        self.buttons = []
        x = self.rect.x
        y = self.rect.y + 26
        for option in view.buttons:
            label = view.label(option)
            w = min(max(theme.font(20).size(label)[0] + 20, 70), 260)
            if x + w > self.rect.right:
                break
            self.buttons.append(Button(pygame.Rect(x, y, w, 28), label, option))
            x += w + 6

    def draw(self, surface, view, mouse) -> None:
        self.layout_buttons(view)
        d = view.session.decision
        if d is None:
            msg = "Game over"
        elif view.session.computer_to_decide():
            msg = f"{d.decider_name} is thinking..."
        elif view.decision is None:
            msg = ""
        else:
            msg = f"{d.decider_name}: {d.prompt}"
        surface.blit(theme.text(msg, 22, theme.HIGHLIGHT), (self.rect.x, self.rect.y + 2))
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(mouse))

    def click(self, pos, view):
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return b.option
        return None


class HandView:
    """The cards of the person at the screen (weapons loaded or not, powerups)."""

    def __init__(self):
        self.rect = layout.HAND

    def draw(self, surface, view, mouse) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        seat = view.hand_seat
        if seat is None:
            surface.blit(theme.text("(cards hidden)", 20, theme.TEXT_DIM), (self.rect.x + 10, self.rect.y + 10))
            return
        p = view.state.players[seat]
        x = self.rect.x + 8
        for name, loaded in p.weapons:
            r = pygame.Rect(x, self.rect.y + 8, 150, 110)
            pygame.draw.rect(surface, (60, 66, 96) if loaded else (40, 42, 52), r, border_radius=6)
            if name in view.cards:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r, 3, border_radius=6)
            surface.blit(theme.text(name, 20), (r.x + 6, r.y + 6))
            surface.blit(theme.text("loaded" if loaded else "unloaded", 16, theme.TEXT_DIM),
                         (r.x + 6, r.y + 28))
            x += 156
        for card in p.powerups:
            pu = POWERUPS[card]
            r = pygame.Rect(x, self.rect.y + 8, 100, 110)
            pygame.draw.rect(surface, (52, 52, 64), r, border_radius=6)
            if pu.text in view.cards:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r, 3, border_radius=6)
            surface.blit(theme.text(pu.kind, 16), (r.x + 4, r.y + 6))
            theme.draw_ammo(surface, AMMO[pu.colour], (r.centerx, r.bottom - 20), 9)
            x += 106

    def click(self, pos, view):
        return None


class PlayersPanel:
    def __init__(self):
        self.rect = layout.PLAYERS

    def draw(self, surface, view, mouse) -> None:
        g = view.state
        for seat, p in enumerate(g.players):
            r = layout.player_rect(seat, len(g.players))
            pygame.draw.rect(surface, theme.PANEL, r, border_radius=6)
            if seat == g.current:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r, 2, border_radius=6)
            pygame.draw.circle(surface, theme.PLAYER[p.colour], (r.x + 16, r.y + 16), 10)
            surface.blit(theme.text(f"{p.name}", 22), (r.x + 32, r.y + 6))
            shown = len(p.damage) - view.animator.pending_damage.get(seat, 0)
            for i, shooter in enumerate(p.damage[:max(shown, 0)]):
                c = theme.PLAYER[g.players[shooter].colour]
                pygame.draw.circle(surface, c, (r.x + 20 + i * 22, r.y + 46), 9)
            for i in range(len(p.damage), 12):
                pygame.draw.circle(surface, (60, 64, 80), (r.x + 20 + i * 22, r.y + 46), 9, 1)
            for i, c in enumerate(AMMO):
                for k in range(p.ammo[i]):
                    theme.draw_ammo(surface, c, (r.right - 100 + k * 16, r.y + 16 + i * 18), 6)

    def click(self, pos, view):
        return None


class TopBar:
    def __init__(self):
        self.rect = layout.TOP_BAR

    def draw(self, surface, view, mouse) -> None:
        g = view.state
        x = self.rect.x + 16
        for i in range(g.skulls):
            tokens = g.killshot_track[i] if i < len(g.killshot_track) else ()
            r = pygame.Rect(x + i * 40, self.rect.y + 12, 32, 32)
            pygame.draw.rect(surface, theme.PANEL, r, border_radius=4)
            if not tokens:
                surface.blit(theme.text("X", 24, (220, 220, 220)), (r.x + 10, r.y + 6))
            for k, seat in enumerate(tokens):
                pygame.draw.circle(surface, theme.PLAYER[g.players[seat].colour], (r.centerx, r.y + 10 + k * 12), 8)
        info = f"Turn {g.turn}  weapons {len(g.weapon_deck)}  powerups {len(g.powerup_deck)}"
        surface.blit(theme.text(info, 20, theme.TEXT_DIM), (self.rect.x + 380, self.rect.y + 20))

    def click(self, pos, view):
        return None


class LogView:
    def __init__(self):
        self.rect = layout.LOG
        self.lines: list[str] = []

    def add(self, line: str) -> None:
        self.lines.append(line)
        del self.lines[:-200]

    def draw(self, surface, view, mouse) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        y = self.rect.bottom - 22
        for line in reversed(self.lines[-11:]):
            surface.blit(theme.text(line, 18), (self.rect.x + 8, y))
            y -= 22

    def click(self, pos, view):
        return None
