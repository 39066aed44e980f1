"""One player's board drawn into its own picture: name and badges, marks, the damage
track with its adrenaline labels, the point values, ammo, powerups, points, deaths and
weapons (the bot's board: its points, deaths and this turn's bot action), and the places
whose tooltips say what each part means."""

from __future__ import annotations

import pygame

from ...core.cards import AMMO, MAX_CUBES
from ...core.numbers import (
    ADRENALINE_GRAB_DAMAGE as GRAB_AT, ADRENALINE_GRAB_MOVES, ADRENALINE_SHOOT_DAMAGE as SHOOT_AT,
    ADRENALINE_SHOOT_MOVES, FIRST_BLOOD_POINTS, KILLSHOT_DAMAGE,
    GRAB_MOVES, MAX_DAMAGE, MAX_MARKS, OVERKILL_DAMAGE, SHOOT_MOVES,
)
from ...core.weapons.catalogue import WEAPON_BY_NAME
from .. import theme
from ..kit.text import blit_in, fit
from ..kit.tooltip import wrap_tip
from ...words import _, ngettext
from ...words.cards import cost_words, weapon_short_words
from ...words.characters import called as name_on_table, character_name, player_name
from . import art, weapon_art
from .cards import weapon_tip
from .tokens import BOT_BADGE, DAMAGE_TOKEN_R, DIM, FRENZY, draw_ammo_slot, draw_card_icon, draw_token, skull_icon
from .player_board_facts import board_values, bot_action_words
from .player_board_shape import (
    DESIGN, DIGITS, NAME_SIZE, RIGHT_X, ROW, TRACK_STEP, TRACK_X, board_gap, board_zoom, first_fitting, row_y,
    text_zoom, value_boxes,
)

DARK = (18, 20, 30)
EMPTY = (56, 60, 78)


class BoardRender:
    """A board's picture (a part of :class:`.player_boards.PlayersPanel`)."""

    def _render(self, view, seat: int, size, f) -> tuple[pygame.Surface, list]:
        g = view.state
        p = g.players[seat]
        w, h = size
        s = pygame.Surface(size)  # opaque: blits fast (the corners show the background)
        s.fill(theme.BACKGROUND)
        hits: list[tuple[pygame.Rect, str]] = []
        colour = theme.PLAYER[p.colour]
        zoom = board_zoom(w, h)

        def Z(v: float) -> int:  # a length of the design, zoomed
            return round(v * zoom)

        gap = board_gap(h, zoom)
        words_zoom = text_zoom(zoom, gap)

        def em(size: int, at: float | None = None) -> int:  # a text size of the design, zoomed
            return theme.zoomed(size, words_zoom if at is None else at)  # (an exact em)

        rows = [row_y(k, zoom, gap) for k in range(5)]
        mid = [y + Z(ROW) // 2 for y in rows]  # each row's centre line
        right_x = Z(RIGHT_X) + max(0, w - Z(DESIGN[0])) // 2  # wider still: room for the name
        pygame.draw.rect(s, theme.PANEL if not f["current"] else (34, 38, 58), s.get_rect(),
                         border_radius=6)
        pygame.draw.rect(s, colour, (0, 0, 6, h), border_top_left_radius=6,
                         border_bottom_left_radius=6)
        tx = Z(TRACK_X)
        left_end = right_x - Z(6)  # the left part's words end here
        # row 0: name, character, badges
        x = tx
        called, name_room = player_name(p.name, p.character), Z(170) + right_x - Z(RIGHT_X)
        name_em = next((e for e in (em(NAME_SIZE), em(NAME_SIZE, zoom))  # the Text size's, if it fits
                        if theme.font(e).size(called)[0] <= name_room), em(NAME_SIZE, zoom))
        name = fit(called, name_em, name_room)
        img = theme.text(name, name_em, theme.player_text(p.colour))
        s.blit(img, img.get_rect(midleft=(x, mid[0])))
        x += img.get_width() + Z(8)
        if p.character != p.name:
            words = first_fitting((character_name(p.character),), em(15), left_end - x)
            if words:
                img = theme.text(words, em(15), theme.TEXT_DIM)
                s.blit(img, img.get_rect(midleft=(x, mid[0])))
                x += img.get_width() + Z(8)
        hits.append((pygame.Rect(tx, rows[0], max(x - tx, Z(20)), Z(ROW)),
                     _("{name} plays {character}").format(name=player_name(p.name, p.character),
                                                          character=character_name(p.character))))
        for label, on, fg, bg, tip in (
            (_("BOT"), f["bot"], (20, 20, 20), BOT_BADGE,
             _("The bot: a figure nobody plays; every player steers it in turn with the bot "
               "action. It scores points but never wins.")),
            (_("TURN"), f["current"], (20, 20, 20), theme.HIGHLIGHT, _("It is this player's turn")),
            (_("DECIDING"), f["deciding"], (20, 20, 20), (200, 200, 210), _("This player decides now")),
            (_("FRENZY"), p.frenzy_actions, (20, 20, 20), FRENZY,
             _("Frenzy actions: the action tile is flipped for the final turn")),
            (_("DEAD") if p.square is None and p.deaths else "", p.square is None and p.deaths > 0,
             theme.TEXT, (110, 30, 30), _("Not on the board: respawns at the end of the turn")),
            (_("BOT ACTION"), f["bot_card"], (20, 20, 20), BOT_BADGE,
             _("This player must take the bot action this turn, between two actions: "
               "the turn cannot end before it")),
        ):
            if not on or not label:
                continue
            img = theme.text(label, em(13), fg)
            tall = max(Z(ROW) - 2, img.get_height())  # a bigger Text size: a taller badge
            badge = pygame.Rect(x, mid[0] - tall // 2, img.get_width() + Z(8), tall)
            if badge.right > left_end:
                break  # no room: the board's frame says whose turn it is, its tooltip the rest
            pygame.draw.rect(s, bg, badge, border_radius=4)
            s.blit(img, img.get_rect(center=badge.center))
            hits.append((badge, tip))
            x = badge.right + Z(4)
        # row 1: marks, above the damage track (tokens in their givers' shapes)
        img = theme.text(_("marks"), em(13), DIM)
        s.blit(img, img.get_rect(midleft=(tx, mid[1])))
        mx = tx + img.get_width() + Z(8)
        mark_words = []
        mark_r = Z(6)
        for giver, count in enumerate(f["marks"]):
            if count <= 0:
                continue
            c = theme.PLAYER[g.players[giver].colour]
            for _mark in range(count):
                draw_token(s, c, (mx + mark_r, mid[1]), mark_r, g.players[giver].character)
                mx += 2 * mark_r + Z(2)
            mx += Z(6)
            mark_words.append(f"{name_on_table(g.players[giver])} {count}")
        if not mark_words:
            img = theme.text(_("none"), em(13), DIM)
            s.blit(img, img.get_rect(midleft=(mx, mid[1])))
        hits.append((pygame.Rect(tx, rows[1], left_end - tx, Z(ROW)),
                     lambda: wrap_tip(_("Marks: {marks}").format(marks=", ".join(mark_words) or _("none")),
                              _("A player's marks become damage with that player's next damage to "
                                "this board. At most {n} from each player.").format(n=MAX_MARKS))))
        # row 2: the damage track
        ty = rows[2] + Z(1)
        damage = f["damage"]

        def cell_rect(i: int) -> pygame.Rect:
            return pygame.Rect(Z(TRACK_X + i * TRACK_STEP), ty, Z(21), Z(ROW - 2))

        for i in range(12):
            cell = cell_rect(i)
            zone = (44, 48, 66) if i < 2 else (52, 52, 70) if i < 5 else (60, 50, 68) if i < 10 \
                else (92, 36, 40) if i == 10 else (62, 24, 28)
            pygame.draw.rect(s, zone, cell, border_radius=4)
            if i >= len(damage):
                if i == 10:  # the killshot: a skull
                    sk = skull_icon(Z(14), (170, 100, 100))
                    s.blit(sk, sk.get_rect(center=cell.center))
                elif i == 11:  # the overkill: a skull with a drop of blood (its tooltip says)
                    sk = skull_icon(Z(14), (200, 110, 110))
                    s.blit(sk, sk.get_rect(center=(cell.centerx - Z(2), cell.centery)))
                    pygame.draw.circle(s, theme.DANGER, (cell.right - Z(5), cell.bottom - Z(5)), Z(3))
                else:
                    pygame.draw.circle(s, EMPTY, cell.center, Z(8), 1)
            else:
                giver = g.players[damage[i]]
                draw_token(s, theme.PLAYER[giver.colour], cell.center, Z(DAMAGE_TOKEN_R), giver.character)
            if i in (2, 5):  # adrenaline thresholds: a bright edge where the zone starts
                lit = len(damage) > i
                pygame.draw.line(s, theme.HIGHLIGHT if lit else (90, 90, 110),
                                 (cell.x - 1, ty - 2), (cell.x - 1, cell.bottom + Z(ROW) - 4), 2)
        track_end = cell_rect(11).right
        hits.append((cell_rect(10),
                     _("Killshot space: the {n}th damage kills").format(n=KILLSHOT_DAMAGE)))
        hits.append((cell_rect(11),
                     _("Overkill space: the {n}th damage is an overkill; the killer gets a "
                       "revenge mark").format(n=OVERKILL_DAMAGE)))
        # row 3: the adrenaline labels under the track, each from its zone's start, in
        # its words or a shorter form where they do not fit (the tooltips say it all)
        lx = 0
        shoot_more = ADRENALINE_SHOOT_MOVES - SHOOT_MOVES
        for first, last, forms, lit, tip in (
            (2, 4, (_("grab +{n}").format(n=ADRENALINE_GRAB_MOVES - GRAB_MOVES),), len(damage) >= GRAB_AT,
             ngettext("{damage}+ damage: Grab stuff lets you move up to {n} square first",
                      "{damage}+ damage: Grab stuff lets you move up to {n} squares first",
                      ADRENALINE_GRAB_MOVES).format(damage=GRAB_AT, n=ADRENALINE_GRAB_MOVES)),
            (5, 9, (ngettext("shoot +{n} move", "shoot +{n} moves", shoot_more).format(n=shoot_more),
                    _("shoot +{n}").format(n=shoot_more)), len(damage) >= SHOOT_AT,
             ngettext("{damage}+ damage: Shoot people lets you move {n} square first",
                      "{damage}+ damage: Shoot people lets you move {n} squares first",
                      ADRENALINE_SHOOT_MOVES).format(damage=SHOOT_AT, n=ADRENALINE_SHOOT_MOVES)),
            (10, 11, (_("kill"),), len(damage) >= KILLSHOT_DAMAGE,
             _("{killshot}th damage: the killshot; {overkill}th: overkill "
               "(and a revenge mark)").format(killshot=KILLSHOT_DAMAGE, overkill=OVERKILL_DAMAGE)),
        ):
            left = max(cell_rect(first).x, lx)
            right = cell_rect(last).right
            words = first_fitting(forms, em(13), max(right, track_end) - left)
            if words is not None:
                fg = theme.HIGHLIGHT if lit and first < 10 else theme.DANGER_TEXT if lit else DIM
                img = theme.text(words, em(13), fg)
                s.blit(img, img.get_rect(midleft=(left + Z(2), mid[3])))
                lx = left + Z(2) + img.get_width() + Z(8)
            hits.append((pygame.Rect(cell_rect(first).x, rows[3], right - cell_rect(first).x, Z(ROW)), tip))
        by = {}
        for shooter in damage:
            by[shooter] = by.get(shooter, 0) + 1
        words = ", ".join(f"{name_on_table(g.players[k])} {v}" for k, v in by.items()) or _("none yet")
        hits.append((pygame.Rect(tx, ty, Z(12 * TRACK_STEP), Z(ROW)),
                     lambda: wrap_tip(_("Damage {n} of {most}: {who}").format(
                                  n=len(damage), most=MAX_DAMAGE, who=words),
                              _("The {killshot}th is the killshot, the {overkill}th "
                                "overkill. Adrenaline: {grab}+ damage improves Grab, {shoot}+ "
                                "also Shoot.").format(killshot=KILLSHOT_DAMAGE, overkill=OVERKILL_DAMAGE,
                                                      grab=GRAB_AT, shoot=SHOOT_AT))))
        # row 4: point values, under their skulls (or the frenzy side)
        vy = rows[4] + Z(2)
        values, skulls = board_values(p)
        digits, box_w, box_h = value_boxes(em(DIGITS), Z(20), Z(ROW - 3), h - vy - Z(2))
        vstep = box_w + Z(2)  # one value's box
        room = track_end - tx - len(values) * vstep - Z(6)
        label = first_fitting((_("FRENZY"),) if p.frenzy_board else
                              (_("first blood +{points}").format(points=FIRST_BLOOD_POINTS),),
                              em(13), room)
        vx = tx
        if label is None and not p.frenzy_board:  # a drop of blood and its point
            pygame.draw.circle(s, theme.DANGER, (vx + Z(6), mid[4] + Z(2)), Z(5))
            pygame.draw.polygon(s, theme.DANGER, [(vx + Z(1), mid[4]), (vx + Z(6), mid[4] - Z(9)),
                                                 (vx + Z(11), mid[4])])
            vx += Z(14)
            label = f"+{FIRST_BLOOD_POINTS}"
        if label is not None:
            img = theme.text(label, em(13), FRENZY if p.frenzy_board else DIM)
            s.blit(img, img.get_rect(midleft=(vx, mid[4])))
            vx += img.get_width() + Z(6)
        for i, v in enumerate(values):
            box = pygame.Rect(vx + i * vstep, vy, box_w, box_h)
            pygame.draw.rect(s, (50, 40, 30) if p.frenzy_board else (40, 44, 60), box,
                             border_radius=3)
            if i < skulls:
                sk = skull_icon(Z(15))
                s.blit(sk, sk.get_rect(center=box.center))
            else:
                img = theme.text(str(v), digits, FRENZY if p.frenzy_board else theme.TEXT)
                blit_in(s, img, box)
        worth = values[skulls:] if not p.frenzy_board else values
        tip = (_("Frenzy side: {values} for most damage, no first blood").format(
                   values="-".join(map(str, values)))
               if p.frenzy_board else
               ngettext("Next scoring: {values} for most damage, {first} for first blood ({n} skull)",
                        "Next scoring: {values} for most damage, {first} for first blood ({n} skulls)",
                        skulls).format(values="-".join(map(str, worth)), first=FIRST_BLOOD_POINTS,
                                       n=skulls))
        hits.append((pygame.Rect(tx, rows[4], vx + len(values) * vstep - tx, Z(ROW)), tip))
        if f["bot"]:  # BOT-1: no ammo, weapons or powerups; its points and deaths
            self._bot_right(s, view, p, f, right_x, rows, mid, em, hits, w, Z)
            return self._frame(s, f), hits
        # the right part, row 0: the ammo box (three of each colour) and the powerups, face down
        ax = right_x
        box = pygame.Rect(ax, rows[0] + Z(2), Z(3 * 38 + 2), Z(ROW - 4))
        pygame.draw.rect(s, DARK, box, border_radius=4)
        for row, c in enumerate(AMMO):
            for k in range(MAX_CUBES):
                draw_ammo_slot(s, c, (ax + Z(8 + row * 38 + k * 12), box.centery), Z(art.AMMO_CUBE_R),
                               k < p.ammo[row])
        hits.append((box, _("Ammo: {cubes} (at most {most} of each colour)").format(
            cubes=cost_words(p.ammo), most=MAX_CUBES)))
        ix = box.right + Z(10)
        n_up = len(p.powerups)
        for k in range(n_up):
            draw_card_icon(s, pygame.Rect(ix + Z(k * 9), rows[0] + Z(2), Z(12), Z(ROW - 4)))
        img = theme.text(str(n_up), em(DIGITS), theme.TEXT if p.powerups else DIM)
        px = ix + Z(max(n_up, 1) * 9 + 8)
        if not n_up:  # no card: its empty place
            pygame.draw.rect(s, EMPTY, (ix, rows[0] + Z(2), Z(12), Z(ROW - 4)), 1, border_radius=2)
        s.blit(img, img.get_rect(midleft=(px, mid[0])))
        hits.append((pygame.Rect(ix, rows[0], px + img.get_width() - ix, Z(ROW)),
                     ngettext("{n} powerup card, face down", "{n} powerup cards, face down",
                              n_up).format(n=n_up)))
        # row 1: points, face down but for their owner, and deaths
        pts = f["points"]
        img = theme.text(_("points {points}").format(points=pts), em(17),
                         theme.HIGHLIGHT if pts != "?" else theme.TEXT_DIM)
        s.blit(img, img.get_rect(midleft=(right_x, mid[1])))
        hits.append((pygame.Rect(right_x, rows[1], img.get_width(), Z(ROW)),
                     ngettext("{n} point", "{n} points", p.points).format(n=p.points) if pts != "?" else
                     _("Point tokens are kept face down until the end of the game")))
        dx = right_x + img.get_width() + Z(14)
        word = _("deaths {n}").format(n=p.deaths)
        fg = theme.TEXT if p.deaths else DIM
        if dx + theme.font(em(13)).size(word)[0] <= w - Z(6):
            img = theme.text(word, em(13), fg)
            s.blit(img, img.get_rect(midleft=(dx, mid[1])))
            dw = img.get_width()
        else:  # a skull and the number (its tooltip says)
            sk = skull_icon(Z(15), (200, 90, 90))
            s.blit(sk, sk.get_rect(midleft=(dx, mid[1])))
            img = theme.text(str(p.deaths), em(DIGITS), fg)
            s.blit(img, img.get_rect(midleft=(dx + Z(17), mid[1])))
            dw = Z(17) + img.get_width()
        hits.append((pygame.Rect(dx, rows[1], dw, Z(ROW)), _("Deaths: {n}").format(n=p.deaths)))
        # rows 2 to 4: the weapons, visible to all
        if not p.weapons:
            img = theme.text(_("no weapons"), em(15), DIM)
            s.blit(img, img.get_rect(midleft=(right_x, mid[2])))
        for i, (name, loaded) in enumerate(p.weapons[:3]):
            y = mid[2 + i]
            wc = theme.AMMO_COLOUR[AMMO[WEAPON_BY_NAME[name].reload[0]]]
            if loaded:
                pygame.draw.circle(s, wc, (right_x + Z(5), y), Z(5))
            else:
                pygame.draw.circle(s, (110, 110, 120), (right_x + Z(5), y), Z(5), 1)
            tag = theme.text(_("unloaded"), em(13), FRENZY) if not loaded else None
            space = theme.font(em(13)).size(" ")[0] + Z(2)  # the name and its tag a space apart
            room = w - right_x - Z(20) - (tag.get_width() + space if tag else 0)
            if tag is not None and theme.font(em(16)).size(weapon_short_words(name))[0] > room:
                tag = None  # no room for the word: the hollow dot and dim name say it
                room = w - right_x - Z(20)
            img = theme.text(*reversed(weapon_art.sized_weapon_label(name, em(16), room)),
                             theme.TEXT if loaded else theme.TEXT_DIM)
            s.blit(img, img.get_rect(midleft=(right_x + Z(14), y)))
            if tag is not None:
                s.blit(tag, tag.get_rect(midleft=(right_x + Z(14) + img.get_width() + space, y)))
            hits.append((pygame.Rect(right_x, rows[2 + i], w - right_x - 4, Z(ROW)),
                         lambda name=name, loaded=loaded:
                         weapon_tip(name) + ("" if loaded else "\n\n" + _("(unloaded)"))))
        return self._frame(s, f), hits

    @staticmethod
    def _frame(s, f):
        if f["current"]:
            pygame.draw.rect(s, theme.HIGHLIGHT, s.get_rect(), 2, border_radius=6)
        elif f["deciding"]:
            pygame.draw.rect(s, (200, 200, 210), s.get_rect(), 1, border_radius=6)
        else:
            pygame.draw.rect(s, theme.PANEL_EDGE, s.get_rect(), 1, border_radius=6)
        return s

    @staticmethod
    def _bot_right(s, view, p, f, right_x, rows, mid, em, hits, w, Z) -> None:
        """The bot's board, right part: its points (face down until the end, as anyone's)
        and deaths, and whose bot action this turn is (:func:`bot_action_words`)."""
        pts = f["points"]
        img = theme.text(_("points {points}").format(points=pts), em(17),
                         theme.HIGHLIGHT if pts != "?" else theme.TEXT_DIM)
        s.blit(img, img.get_rect(midleft=(right_x, mid[0])))
        hits.append((pygame.Rect(right_x, rows[0], img.get_width(), Z(ROW)),
                     _("The bot scores points like a player, but never wins")))
        img = theme.text(_("deaths {n}").format(n=p.deaths), em(13), theme.TEXT if p.deaths else DIM)
        s.blit(img, img.get_rect(midleft=(right_x, mid[1])))
        words, tip = bot_action_words(view)
        words = first_fitting(words, em(15), w - right_x - Z(6)) or ""
        img = theme.text(words, em(15), DIM)
        s.blit(img, img.get_rect(midleft=(right_x, mid[2])))
        hits.append((pygame.Rect(right_x, rows[2], w - right_x, Z(ROW)), tip))
