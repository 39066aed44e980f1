"""The animations' drawing: a figure walking, a shot (beam, projectile, blast, swipe), tokens
flying to a board, the popups' words and the banners, each frame from the animation's progress.
One job: the pictures of what the Animator plays (Animator joins it)."""

from __future__ import annotations

import math

import pygame

from ...core import events as ev
from .. import layout, theme
from ..kit.text import smaller_sizes
from . import art
from .player_boards import damage_slot
from .top_bar import killshot_slot
from ..weapon_presentation import presentation

from .animation_parts import FLY, Animation, Popup, _ipt, _lerp

class AnimatorDraw:
    """Animator's part: see the module's docstring."""

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, figure_pos) -> None:
        """Shots and flashes over the board; ``figure_pos(seat)`` gives a figure's
        screen position as the board shows it."""
        self._figure_pos = figure_pos
        a = self.current
        if a is not None:
            self._draw_current(surface, a, figure_pos)
        for p in self.popups:
            if not p.panel:
                self._draw_popup(surface, p)
        if not self.overlay_hooked:
            self._draw_flying(surface, figure_pos)
            for p in self.popups:
                if p.panel:
                    self._draw_popup(surface, p)
            self._draw_banners(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """What crosses the panels (tokens flying onto the boards, scores by the
        boards, banners): for a scene to call after drawing the panels."""
        self.overlay_hooked = True
        self._draw_flying(surface, self._figure_pos)
        for p in self.popups:
            if p.panel:
                self._draw_popup(surface, p)
        self._draw_banners(surface)

    def _colour(self, seat: int):
        return theme.PLAYER.get(self.session.game.state.players[seat].colour, (220, 220, 220))

    def _draw_current(self, surface, a: Animation, figure_pos) -> None:
        e = a.event
        p = a.progress
        if isinstance(e, ev.Damaged):
            self._draw_shot(surface, a, figure_pos)
        elif isinstance(e, ev.WeaponFired):
            at = figure_pos(e.player)
            if at:
                art.blit_glow(surface, self._colour(e.player), at, 20 + 16 * math.sin(p * math.pi))
        elif isinstance(e, ev.Marked):
            end = figure_pos(e.target)
            start = figure_pos(e.giver)
            colour = self._colour(e.giver)
            if end:
                if start and start != end and p < 0.7:
                    t = p / 0.7
                    pos = _lerp(start, end, t)
                    pos = (pos[0], pos[1] - 60 * math.sin(t * math.pi))
                    art.blit_glow(surface, colour, pos, 14)
                    pygame.draw.circle(surface, colour, _ipt(pos), 7)
                    pygame.draw.circle(surface, (0, 0, 0), _ipt(pos), 7, 2)
                else:
                    r = int(art.FIGURE_R + 14 - 10 * p)
                    pygame.draw.circle(surface, colour, _ipt(end), r, 3)
                    pygame.draw.circle(surface, (255, 255, 255), _ipt(end), r + 4, 1)
        elif isinstance(e, ev.Spawned):
            c = art.square_anchor(self.board, e.square)
            colour = self._colour(e.player)
            for k in range(3):
                r = int(70 * (1 - p) + 10 * k) + 6
                pygame.draw.circle(surface, colour if k != 1 else theme.TEXT, c, r, 2)
            art.blit_glow(surface, colour, c, int(40 * (1 - p)) + 8)
        elif isinstance(e, ev.PlayerDied):
            at = figure_pos(e.player)
            if at:
                x, y = _ipt(at)
                s = int(14 + 10 * min(1.0, p * 3))
                art.blit_glow(surface, theme.DANGER, at, 34)
                pygame.draw.line(surface, theme.DANGER, (x - s, y - s), (x + s, y + s), 6)
                pygame.draw.line(surface, theme.DANGER, (x + s, y - s), (x - s, y + s), 6)
        elif isinstance(e, ev.KillshotTracked):
            start = figure_pos(e.victim)
            slot = a.data["slot"]
            g = self.session.game.state
            end = killshot_slot(slot, g.skulls, max(len(g.killshot_track), slot + 1))
            if start:
                pos = _lerp(start, end, p * p)
                for k, seat in enumerate(e.tokens):
                    q = (pos[0] + k * 10, pos[1] + k * 10)
                    art.blit_glow(surface, theme.DANGER, q, 16)
                    pygame.draw.circle(surface, self._colour(seat), _ipt(q), 9)
                    pygame.draw.circle(surface, (0, 0, 0), _ipt(q), 9, 2)
        elif isinstance(e, ev.FigureMoved):
            moving = self.moving()
            if moving:
                art.blit_glow(surface, self._colour(e.player), moving[1], 24)
        elif self.mode_animations is not None and isinstance(e, self.mode_animations.events):
            self.mode_animations.draw(self, surface, a, figure_pos)

    def _draw_shot(self, surface, a: Animation, figure_pos) -> None:
        e = a.event
        d = a.data
        start, end = d.get("origin") or figure_pos(e.shooter), figure_pos(e.target)
        if not end:
            return
        start = start or end
        if d.get("origin") is not None:  # the turret flashes as it fires
            art.blit_glow(surface, self._colour(e.shooter), start, 22)
        colour = self._colour(e.shooter)
        travel = d["travel"]
        p = min(1.0, a.t / travel) if travel > 0 else 1.0
        look = d["look"]
        if a.t <= travel:
            if look == "beam":
                self._beam(surface, start, end, colour, p)
            elif look == "blast":
                origin = end if presentation(d["weapon"]).blast_at_target else start
                self._blast(surface, origin, end, colour, p)
            elif look == "melee":
                self._swipe(surface, start, end, colour, p)
            else:
                self._projectile(surface, start, end, colour, p)
        else:  # the hit: a flash that fades while the tokens fly
            f = max(0.0, 1.0 - (a.t - travel) / 0.3)
            if f > 0:
                art.blit_glow(surface, colour, end, int(20 + 20 * f))
                pygame.draw.circle(surface, (255, 255, 255), _ipt(end), int(art.FIGURE_R + 16 * (1 - f)), 2)

    @staticmethod
    def _beam(surface, start, end, colour, p) -> None:
        grow = min(1.0, p / 0.35)
        tip = _lerp(start, end, grow)
        fade = 1.0 if p < 0.7 else max(0.0, (1.0 - p) / 0.3)
        w = max(1, int(10 * fade))
        pygame.draw.line(surface, art.darker(colour, 0.2), _ipt(start), _ipt(tip), w + 4)
        pygame.draw.line(surface, colour, _ipt(start), _ipt(tip), w)
        pygame.draw.line(surface, (255, 255, 255), _ipt(start), _ipt(tip), max(1, w // 3))
        art.blit_glow(surface, colour, start, 18)
        art.blit_glow(surface, colour, tip, int(16 + 14 * grow))

    @staticmethod
    def _projectile(surface, start, end, colour, p) -> None:
        t = p * p * (3 - 2 * p)
        for k in range(4, 0, -1):  # the trail
            q = _lerp(start, end, max(0.0, t - 0.05 * k))
            pygame.draw.circle(surface, art.darker(colour, 0.15 * k), _ipt(q), max(2, 7 - k))
        pos = _lerp(start, end, t)
        art.blit_glow(surface, colour, pos, 18)
        pygame.draw.circle(surface, colour, _ipt(pos), 7)
        pygame.draw.circle(surface, (255, 255, 255), _ipt(pos), 4)

    @staticmethod
    def _blast(surface, origin, end, colour, p) -> None:
        reach = max(70.0, math.dist(origin, end) + 30)
        r = int(12 + (reach - 12) * (1 - (1 - p) ** 2))
        w = max(2, int(10 * (1 - p)))
        art.blit_glow(surface, colour, origin, int(30 + 30 * (1 - p)))
        pygame.draw.circle(surface, colour, _ipt(origin), r, w)
        if r > 24:
            pygame.draw.circle(surface, (255, 240, 200), _ipt(origin), int(r * 0.72), max(1, w // 2))

    @staticmethod
    def _swipe(surface, start, end, colour, p) -> None:
        x, y = _ipt(end)
        base = math.atan2(end[1] - start[1], end[0] - start[0]) if start != end else -math.pi / 4
        a0 = -base - 1.6 + 3.2 * max(0.0, p - 0.25)
        sweep = 1.6
        for k, (rad, w, c) in enumerate(((26, 3, colour), (31, 5, (255, 255, 255)), (36, 3, colour))):
            rect = pygame.Rect(0, 0, 2 * rad, 2 * rad)
            rect.center = (x, y)
            pygame.draw.arc(surface, c, rect, a0, a0 + sweep, w)
        if p > 0.5:
            art.blit_glow(surface, colour, end, int(30 * (p - 0.5) * 2) + 6)

    def _draw_flying(self, surface, figure_pos) -> None:
        """Damage tokens between a figure and its player board."""
        a = self.current
        if a is None or not isinstance(a.event, ev.Damaged):
            return
        e = a.event
        d = a.data
        n = max(e.amount, 0)
        if not n or a.t < d["travel"]:
            return
        start = figure_pos(e.target)
        if start is None:
            return
        seats = len(self.session.game.state.players)
        colour = self._colour(e.shooter)
        for k in range(d["landed"], n):
            t = (a.t - d["travel"] - k * d["stagger"]) / FLY
            if t <= 0:
                continue
            t = min(1.0, t)
            end = damage_slot(e.target, seats, d["base"] + k)
            mid = ((start[0] + end[0]) / 2, min(start[1], end[1]) - 90)
            u = 1 - t
            pos = (u * u * start[0] + 2 * u * t * mid[0] + t * t * end[0],
                   u * u * start[1] + 2 * u * t * mid[1] + t * t * end[1])
            art.blit_glow(surface, colour, pos, 14)
            pygame.draw.circle(surface, colour, _ipt(pos), 9)
            pygame.draw.circle(surface, (0, 0, 0), _ipt(pos), 9, 2)

    def _popup_pos(self, p: Popup):
        if not p.panel:
            return p.pos
        seat, k = p.pos
        seats = len(self.session.game.state.players)
        r = layout.player_rect(seat, seats)
        if self.overlay_hooked:
            return (r.x + 240, r.y + 14 + 24 * k)
        return (layout.BOARD.right - 70, r.y + 22 + 24 * k)  # at the arena's edge, beside the board

    def _draw_popup(self, surface, p: Popup) -> None:
        # over the arena: as big as the Text size asks while it fits a square's width (it
        # rises over the weapon slots beside it), never under the floor
        sizes = smaller_sizes(p.size)
        size = sizes[0] if p.panel else next(
            (s for s in sizes if theme.font(s).size(p.text)[0] <= layout.SQUARE - 8), sizes[-1])
        img = art.label(p.text, size, p.colour)
        t = p.age / p.life
        x, y = self._popup_pos(p)
        y -= 26 * t
        alpha = 255 if t < 0.6 else int(255 * (1 - t) / 0.4)
        img.set_alpha(max(0, alpha))
        rect = img.get_rect(center=(int(x), int(y)))
        if p.panel and not self.overlay_hooked:
            rect.right = min(rect.right, layout.BOARD.right - 4)
        surface.blit(img, rect)

    def _draw_banners(self, surface) -> None:
        for i, (message, left, colour) in enumerate(self.banners):
            # as big as asked while it fits the arena's width, never under the floor
            size = next((s for s in smaller_sizes(48) if theme.font(s).size(message)[0] <= layout.BOARD.width - 80),
                        smaller_sizes(48)[-1])
            img = art.label(message, size, colour)
            img.set_alpha(None)
            back = art.banner_back(img.get_width() + 48, img.get_height() + 18)
            c = (layout.BOARD.centerx, layout.BOARD.centery - 30 + i * 64)
            surface.blit(back, back.get_rect(center=c))
            surface.blit(img, img.get_rect(center=c))
