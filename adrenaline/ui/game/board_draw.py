"""The arena drawn each frame: the static picture, then ammo tiles, the mode's own
things, the clickable squares' glow and frames, weapon slots, rooms, figures gliding to
their squares, spawnpoint targets, arrows, routes; and the weapon card shown in full
beside its slot under the pointer."""

from __future__ import annotations

import math

import pygame

from ..kit.place import beside
from ..kit.text import fit_lines
from ...words import _, room_words
from ...words.options import upper_first
from ...core.choices import GrabWeapon
from ...core.numbers import KILLSHOT_DAMAGE
from ...core.weapons.catalogue import WEAPON_BY_NAME
from .. import layout, theme
from ..modes import mode_arena
from . import art, move_marks, weapon_art
from .art import FIGURE_R
from .board_hits import SPAWN_TARGET_R

EASE = 16.0  # how fast figures glide to their place on a square (per second)
PULSE_RATE = 5.0  # the highlights' pulse (radians a second)
PULSE_SECONDS = 3 * 2 * math.pi / PULSE_RATE  # three beats after the options change, then still


class BoardDrawing:
    """The board's drawing (a part of :class:`.board_view.BoardView`)."""

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, mouse=None) -> None:
        if mouse is None and self._hover_fresh:
            mouse = self._hover
        self._hover_fresh = False
        ticks = pygame.time.get_ticks()
        beat = ticks / 1000.0 if self.pulse_time is None else min(self.pulse_time, PULSE_SECONDS)
        pulse = 0.5 + 0.5 * math.sin(beat * PULSE_RATE)
        now = getattr(view.animator, "clock", ticks / 1000.0)  # the game's time
        dt = 0.0 if self._ticks is None else max(0.0, min(0.1, now - self._ticks))
        self._ticks = now

        surface.blit(self.arena, self.rect.topleft)
        g = view.state
        anim = view.animator
        if g.frenzy:
            colour = art.mix(theme.DANGER, (255, 160, 60), pulse)
            pygame.draw.rect(surface, colour, self.rect.inflate(6, 6), 3, border_radius=4)

        # ammo tiles
        shown_tile = getattr(anim, "shown_tile", None)
        for sq in self.board.squares:
            tile = g.ammo_on[sq]
            if shown_tile is not None:
                tile = shown_tile(sq, tile)
            if tile is not None:
                surface.blit(art.ammo_tile(tile), art.tile_rect(sq))
        arena = mode_arena(view.game)  # the mode's own things on the arena (Turret mode's turrets)
        if arena is not None:
            arena.draw(surface, view)

        # the clickable squares' inner glow, under the weapon slots (over them, it tinted
        # the names along a spawnpoint's edges); their frames come after the slots
        glow = art.square_glow(theme.CLICKABLE)
        rooms = self.room_options(view)
        for sq in (*view.squares, *(s for room in rooms for s in self.board.room_squares.get(room, ()))):
            surface.blit(glow, layout.square_rect(sq))
        move_glows = move_marks.glows(view, self.rect)  # the squares a click moves to
        if move_glows is not None:
            surface.blit(move_glows, self.rect)

        # weapon slots
        notes = self.grab_notes(view)
        # every slot's name at one size: the biggest all of them fit at (the Text size's)
        size = weapon_art.slot_label_size(tuple(sorted({w for _r, w, _c, _i in self._slots(view) if w})))
        for rect, w, colour, i in self._slots(view):
            if w is None:
                surface.blit(weapon_art.empty_slot(), rect)
                continue
            option = view.cards.get(w)
            if isinstance(option, GrabWeapon):
                state = "grab"
            elif w in notes:
                state = "poor"
            else:
                state = "plain"
            surface.blit(weapon_art.weapon_card(w, state, size), rect)
            if mouse is not None and rect.collidepoint(mouse):
                pygame.draw.rect(surface, theme.TEXT, rect, 1, border_radius=5)
            elif state == "grab":
                pygame.draw.rect(surface, art.mix(theme.CLICKABLE, (255, 255, 255), pulse * 0.5),
                                 rect.inflate(2, 2), 2, border_radius=6)

        # highlighted squares, rooms and directions
        hover_sq = self._square_at(mouse) if mouse is not None else None
        edge = art.mix(theme.CLICKABLE, (255, 255, 255), pulse * 0.45)
        for sq in view.squares:
            r = layout.square_rect(sq)
            if sq == hover_sq:
                surface.blit(art.square_fill(theme.CLICKABLE, 46), r)
            pygame.draw.rect(surface, edge, r.inflate(-6, -6), 4 if sq == hover_sq else 3, border_radius=9)
        hover_chip = self._chip_at(mouse, view)
        move_marks.draw(surface, view, hover_sq, hover_chip, self.rect)
        if rooms:
            hover_room = self.board.rooms.get(hover_sq) if hover_sq is not None else None
            for room in rooms:
                squares = self.board.room_squares.get(room, ())
                for sq in squares:
                    r = layout.square_rect(sq)
                    if room == hover_room:
                        surface.blit(art.square_fill(theme.CLICKABLE, 46), r)
                    pygame.draw.rect(surface, edge, r.inflate(-6, -6), 3, border_radius=9)
                if squares:
                    first = layout.square_rect(squares[0])
                    # the room's name inside its first square, at the floor (the square does
                    # not grow with the text size), on two lines if need be
                    size, lines = fit_lines(upper_first(room_words(room)), theme.fixed(18),
                                            first.width - 20, 2 * theme.font(theme.fixed(18)).get_linesize())
                    imgs = [theme.text(line, size, (20, 16, 4)) for line in lines[:2]]
                    step = theme.font(size).get_linesize()
                    back = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 10, step * len(imgs) + 4)
                    back.midbottom = (first.centerx, first.bottom - 8)
                    pygame.draw.rect(surface, edge, back, border_radius=5)
                    for k, img in enumerate(imgs):
                        surface.blit(img, img.get_rect(midtop=(back.centerx, back.y + 2 + k * step)))
        arrows = self.arrow_rects(view)
        if arrows:
            src = self._shooter_square(view)
            for d, (rect, _option) in arrows.items():
                hot = mouse is not None and rect.collidepoint(mouse)
                if hot and src is not None:
                    for sq in self.board.line[src].get(d, ()):
                        if sq in self.board.rooms:
                            surface.blit(art.square_fill(theme.CLICKABLE, 40), layout.square_rect(sq))

        # figures
        targets = self.figure_positions(view)
        self._glide(targets, anim, dt)
        shown_damage = getattr(anim, "shown_damage", None)
        hover_fig = self._figure_at(mouse, view.figures, targets) if mouse is not None else None
        order = sorted(self._eased, key=lambda s: self._eased[s][1])
        for seat in order:
            x, y = (int(v) for v in self._eased[seat])
            p = g.players[seat]
            if seat in view.figures:
                marker = art.target_marker(theme.CLICKABLE, seat == hover_fig)
                surface.blit(marker, marker.get_rect(center=(x, y)))
                pygame.draw.circle(surface, edge, (x, y), FIGURE_R + 10 + int(pulse * 4), 1)
            damage = len(p.damage)
            if shown_damage is not None:
                damage = shown_damage(seat, damage)
            img = art.token(p.character, p.colour, damage >= KILLSHOT_DAMAGE)
            surface.blit(img, img.get_rect(center=(x, y)))
            if seat == g.neutral:  # the rulebook's bot: a badge over its figure, not colour alone
                draw_bot_badge(surface, (x, y - FIGURE_R))
            if seat == g.current and not g.game_over:
                chevron = art.active_marker(theme.TEXT)
                surface.blit(chevron, chevron.get_rect(midbottom=(x, y - FIGURE_R - 4 - int(pulse * 3))))

        # spawnpoints a shot may target (Domination): a ring around their badge
        hover_spawn = self._spawnpoint_at(mouse, view.spawnpoints)
        for colour in view.spawnpoints:
            x, y = self.spawnpoint_centre(colour)
            hot = colour == hover_spawn
            pygame.draw.circle(surface, theme.CLICKABLE, (x, y), SPAWN_TARGET_R, 4 if hot else 3)
            pygame.draw.circle(surface, edge, (x, y), SPAWN_TARGET_R + 4 + int(pulse * 4), 1)
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
                inner, outer = SPAWN_TARGET_R - 4, SPAWN_TARGET_R + 6
                pygame.draw.line(surface, theme.CLICKABLE, (x + dx * inner, y + dy * inner),
                                 (x + dx * outer, y + dy * outer), 3)

        # arrows over the figures
        for d, (rect, _option) in arrows.items():
            hot = mouse is not None and rect.collidepoint(mouse)
            img = art.arrow(d, hot)
            surface.blit(img, img.get_rect(center=rect.center))
        move_marks.draw_routes(surface, view, mouse)  # the ways to a square, over the figures
        move_marks.draw_tolls(surface, view)  # what a square's only way costs

        anim.draw(surface, lambda s: self._shown_position(s, targets))

    def _shown_position(self, seat, targets):
        p = self._eased.get(seat)
        if p is not None:
            return (int(p[0]), int(p[1]))
        return targets.get(seat)

    def _glide(self, targets, anim, dt) -> None:
        moving = anim.moving()
        k = 1.0 - math.exp(-EASE * dt)
        self.gliding = False
        for seat in list(self._eased):
            if seat not in targets:
                del self._eased[seat]
        for seat, (tx, ty) in targets.items():
            p = self._eased.get(seat)
            if p is None or (moving and moving[0] == seat):
                self._eased[seat] = [float(tx), float(ty)]
                continue
            p[0] += (tx - p[0]) * k
            p[1] += (ty - p[1]) * k
            if abs(tx - p[0]) < 0.5 and abs(ty - p[1]) < 0.5:
                p[0], p[1] = float(tx), float(ty)
            else:
                self.gliding = True

    def card_panel(self, mouse, view, keep_clear=()) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The weapon card under ``mouse`` on a spawnpoint, in full, and where it goes:
        beside its spawnpoint's square, inside the window, never over the card (nor,
        where there is room, over ``keep_clear``: the tutorial's hint)."""
        if mouse is None or not self.rect.collidepoint(mouse):
            return None
        slot = next(((rect, w) for rect, w, _colour, _i in self._slots(view)
                     if w is not None and rect.collidepoint(mouse)), None)
        if slot is None or slot[1] not in WEAPON_BY_NAME:
            return None
        rect, weapon = slot
        note = self.grab_notes(view).get(weapon, "")
        if note:
            note = _("Cannot grab it now: {why}.").format(why=note)
        window = pygame.Rect((0, 0), layout.SIZE).inflate(-8, -8)
        img = weapon_art.weapon_panel(weapon, note, window.size)
        sq = self._square_at(rect.center)
        r = layout.square_rect(sq) if sq is not None else rect
        box = img.get_rect()
        if r.centerx < self.rect.centerx:
            box.left = r.right + 6
        else:
            box.right = r.left - 6
        box.top = rect.top
        box.clamp_ip(window)
        clear = [pygame.Rect(k) for k in keep_clear]
        if not box.colliderect(rect) and box.collidelist(clear) < 0:
            return img, box
        # beside the card itself, laid out for the room on that side (narrower, or lower)
        rooms = {"right": (window.right - rect.right - 6, window.height),
                 "left": (rect.x - 6 - window.x, window.height),
                 "below": (window.width, window.bottom - rect.bottom - 6),
                 "above": (window.width, rect.y - 6 - window.y)}
        order = ("right", "left", "below", "above") if r.centerx < self.rect.centerx else \
            ("left", "right", "below", "above")
        fallback = None
        for side in order:
            room = rooms[side]
            if min(room) < 120:
                continue
            img = weapon_art.weapon_panel(weapon, note, room)
            if img.get_width() > room[0] or img.get_height() > room[1]:
                continue
            box = beside(img.get_size(), rect, window, 6, (side,), clear)
            if box.colliderect(rect):
                continue
            if box.collidelist(clear) < 0:
                return img, box
            fallback = fallback or (img, box)
        if fallback is not None:
            return fallback
        img = weapon_art.weapon_panel(weapon, note, window.size)
        return img, beside(img.get_size(), rect, window, 6, order, clear)


def draw_bot_badge(surface, midbottom) -> pygame.Rect:
    """'BOT' in dark letters on the bot's colour, over its figure (BOT-1): where the
    acting player's chevron would be, which the bot never has; under it, the badge
    covered a spawnpoint's word."""
    from .tokens import BOT_BADGE

    img = theme.text(_("BOT"), 13, (20, 20, 20))
    badge = pygame.Rect(0, 0, img.get_width() + 8, img.get_height())
    badge.midbottom = (int(midbottom[0]), int(midbottom[1]) + 4)
    pygame.draw.rect(surface, BOT_BADGE, badge, border_radius=4)
    pygame.draw.rect(surface, (0, 0, 0), badge, 1, border_radius=4)
    surface.blit(img, img.get_rect(center=badge.center))
    return badge
