"""The pictures of the tutorial's pages, drawn here from the game's own pieces: the
arena, the three actions, a damaged board, a board's values, the 9 weapons on the
spawnpoints and the learner's two powerups. Each ``draw_*`` draws into ``area``
and returns what hovering ``mouse`` explains (or None)."""

from __future__ import annotations

import pygame

from ...core.cards import AMMO, CHARACTER_BY_NAME, POWERUPS
from ...core.maps import arena_caption
from ...core.numbers import (
    ADRENALINE_GRAB_DAMAGE, ADRENALINE_GRAB_MOVES, ADRENALINE_SHOOT_DAMAGE, ADRENALINE_SHOOT_MOVES,
    BOARD_VALUES, FIRST_BLOOD_POINTS, GRAB_MOVES, KILLSHOT_DAMAGE, MAX_DAMAGE, OVERKILL_DAMAGE,
    POWERUP_CUBES, RUN_MOVES, SHOOT_MOVES,
)
from .. import theme
from ..game.cards import powerup_card, weapon_card, weapon_tip
from ..game.tokens import draw_token, skull_icon
from ...words.cards import powerup_paragraphs
from ...words.i18n import _, ngettext
from ...words.cards import cube_colour
from ...words.squares import colour_words
from ..kit.text import draw_paragraphs, draw_text, paragraphs_height, smaller_sizes, wrap
from ..kit.tooltip import wrap_tip
from .new_game_parts import arena_picture

VALUES = BOARD_VALUES


def _colour(game, seat: int) -> tuple:
    character = CHARACTER_BY_NAME[game.state.players[seat].character.lower()]
    return theme.PLAYER[character.colour]


def draw_arena(surface, area: pygame.Rect, game, script, mouse) -> str | None:
    picture = arena_picture(script.arena, 100)
    r = picture.get_rect(midtop=(area.centerx, area.y + 10))
    surface.blit(picture, r)
    draw_text(surface, _("Arena {letter}: {caption}").format(
        letter=script.arena, caption=_(arena_caption(script.arena))), 20, theme.TEXT_DIM,
              (area.centerx, r.bottom + 34), "center", area.width, 56)
    if r.collidepoint(mouse):
        return wrap_tip(_("Rooms are the coloured areas; the gaps in the walls are doors. The "
                          "circles are the spawnpoints, in the colour of their ammo."))
    return None


def draw_actions(surface, area: pygame.Rect, game, script, mouse) -> str | None:
    boxes = ((_("Run Around"), ngettext("move up to {n} square", "move up to {n} squares",
                                        RUN_MOVES).format(n=RUN_MOVES), RUN_MOVES, False),
             (_("Grab Stuff"), ngettext("move up to {n} square, then grab",
                                        "move up to {n} squares, then grab",
                                        GRAB_MOVES).format(n=GRAB_MOVES), GRAB_MOVES, True),
             (_("Shoot People"), _("fire a loaded weapon"), SHOOT_MOVES, True))
    y = area.y + 10
    for title, words, moves, ends in boxes:
        box = pygame.Rect(area.x + 20, y, area.width - 40, 108)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=10)
        room = box.width - 36 - 44 - 30 * moves  # left of the moves' arrows
        draw_text(surface, title, 26, theme.HIGHLIGHT, (box.x + 18, box.y + 26), "left", room, 36)
        draw_text(surface, words, 19, theme.TEXT_DIM, (box.x + 18, box.y + 76), "left", room, 52)
        x = box.right - 40
        if ends:
            pygame.draw.circle(surface, theme.DANGER if moves == 0 else theme.OK, (x, box.centery), 14)
            x -= 44
        for _step in range(moves):
            pygame.draw.polygon(surface, theme.TEXT, [(x - 10, box.centery - 12),
                                                      (x + 6, box.centery),
                                                      (x - 10, box.centery + 12)])
            x -= 30
        y += 120
    return None


def draw_damage(surface, area: pygame.Rect, game, script, mouse) -> str | None:
    colours = [_colour(game, s) for s in range(len(game.state.players))]
    tokens = [colours[1]] * 2 + [colours[2]] * 3 + [colours[1]] * 2
    slot, gap = 34, 6
    x0 = area.x + (area.width - MAX_DAMAGE * slot - (MAX_DAMAGE - 1) * gap) // 2
    y = area.y + 70
    line = theme.font(15).get_linesize()  # a label's row (taller with a bigger Text size)
    rows = (y + 36 + line // 2, y + 36 + line + line // 2)
    marks_y = rows[1] + line // 2 + max(16, theme.font(18).get_linesize() // 2)
    board = pygame.Rect(x0 - 16, y - 40, MAX_DAMAGE * slot + (MAX_DAMAGE - 1) * gap + 32,
                        marks_y + 30 - (y - 40))
    pygame.draw.rect(surface, theme.PANEL, board, border_radius=10)
    draw_text(surface, _("{name}'s board").format(name=game.names[0]), 20, theme.TEXT, (board.x + 14, board.y + 18))

    def slot_x(i: int) -> int:
        return x0 + i * (slot + gap)

    for i in range(MAX_DAMAGE):
        c = (slot_x(i) + slot // 2, y + 20)
        pygame.draw.circle(surface, (52, 58, 78), c, slot // 2)
        if i < len(tokens):
            draw_token(surface, tokens[i], c, slot // 2 - 3)
    # the adrenaline labels from their space rightwards, the killshot's and the overkill's
    # leftwards to their space's right edge, on two rows: each row's two never meet
    ends = {ADRENALINE_GRAB_DAMAGE - 1: KILLSHOT_DAMAGE - 1, ADRENALINE_SHOOT_DAMAGE - 1: OVERKILL_DAMAGE - 1}
    for row, (first, last) in enumerate(ends.items()):
        words = _("kill") if row == 0 else _("overkill")
        right = slot_x(last) + slot
        label = (_("{damage}: grab +{moves}").format(damage=ADRENALINE_GRAB_DAMAGE,
                                                     moves=ADRENALINE_GRAB_MOVES - GRAB_MOVES) if row == 0 else
                 _("{damage}: shoot +{moves}").format(damage=ADRENALINE_SHOOT_DAMAGE,
                                                      moves=ADRENALINE_SHOOT_MOVES - SHOOT_MOVES))
        # both at the largest size (the Text size's, down to the floor) at which they fit
        size = next((s for s in smaller_sizes(15) if theme.font(s).size(label)[0] + 16
                     + theme.font(s).size(words)[0] <= right - slot_x(first)), smaller_sizes(15)[-1])
        draw_text(surface, words, size, theme.HIGHLIGHT, (right, rows[row]), "right")
        draw_text(surface, label, size, theme.HIGHLIGHT, (slot_x(first), rows[row]), "left")
    draw_text(surface, _("marks:"), 18, theme.TEXT_DIM, (x0, marks_y))
    marks = 2  # the picture's marks, from the third player
    mx = x0 + theme.font(18).size(_("marks:"))[0] + 16
    for k in range(marks):
        draw_token(surface, colours[2], (mx + k * 26, marks_y), 10)
    if board.collidepoint(mouse):
        shooters = len(set(tokens))
        more = KILLSHOT_DAMAGE - len(tokens)
        return wrap_tip(_("{shooters}: {grab}, {shoot}. {killshot} {marks}").format(
            shooters=ngettext("{damage} damage from {n} shooter", "{damage} damage from {n} shooters",
                              shooters).format(damage=len(tokens), n=shooters),
            grab=ngettext("grab with {n} move", "grab with {n} moves",
                          ADRENALINE_GRAB_MOVES).format(n=ADRENALINE_GRAB_MOVES),
            shoot=ngettext("shoot after {n} move", "shoot after {n} moves",
                           ADRENALINE_SHOOT_MOVES).format(n=ADRENALINE_SHOOT_MOVES),
            killshot=ngettext("{n} more is a killshot.", "{n} more is a killshot.", more).format(n=more),
            marks=ngettext("The {n} mark becomes damage when its giver hits this board again.",
                           "The {n} marks become damage when their giver hits this board again.",
                           marks).format(n=marks)))
    return None


def draw_scoring(surface, area: pygame.Rect, game, script, mouse) -> str | None:
    y = area.y + 40
    w, gap = 62, 10
    x0 = area.x + (area.width - 6 * w - 5 * gap) // 2
    # on two lines if it must (French at the text floor is 2 px wider than the boxes' row)
    draw_text(surface, _("A board pays, by damage dealt:"), 20, theme.TEXT_DIM, (x0, y - 24), "left",
              area.right - x0, 52)
    for row, skulls in ((0, 0), (1, 1)):
        top = y + 20 + row * 140
        for i, v in enumerate(VALUES):
            box = pygame.Rect(x0 + i * (w + gap), top, w, w)
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=8)
            draw_text(surface, str(v), 30, theme.TEXT, box.center, "center")
            if i < skulls:
                surface.blit(skull_icon(w - 10), (box.x + 5, box.y + 5))
        words = _("1st, 2nd, 3rd... most damage; first blood +{points}").format(
            points=FIRST_BLOOD_POINTS) if row == 0 else \
            _("after one death: a skull covers the {value}").format(value=VALUES[0])
        draw_text(surface, words, 18, theme.TEXT_DIM, (x0, top + w + 40), "left", area.right - x0, 60)
    return None


def draw_weapons(surface, area: pygame.Rect, game, script, mouse) -> str | None:
    """The weapons on the spawnpoints, a column per spawnpoint; hover for text and tip."""
    colours = list(game.state.slots)
    col_w = (area.width - 2 * 24) // 3
    tip = None
    for k, colour in enumerate(colours):
        x = area.x + k * (col_w + 24)
        draw_text(surface, _("{colour} spawnpoint").format(colour=colour_words(colour)), 20,
                  theme.AMMO_TEXT[colour], (x, area.y + 10), "left", col_w)  # smaller to the floor
        for j, name in enumerate(w for w in game.state.slots[colour] if w):
            card = weapon_card(name, True, col_w)
            r = card.get_rect(topleft=(x, area.y + 30 + j * (card.get_height() + 10)))
            surface.blit(card, r)
            if r.collidepoint(mouse):
                pygame.draw.rect(surface, theme.HIGHLIGHT, r, 2, border_radius=7)
                tip = weapon_tip(name) + "\n\n" + wrap_tip(_("Tip: {tip}").format(tip=script.weapon_tips[name]))
    return tip


def draw_powerups(surface, area: pygame.Rect, game, script, mouse) -> str | None:
    """The learner's powerups side by side, each card with what it does beside it and a
    tip under both; the cubes they pay under them (words at the text floor need the
    page's width)."""
    hand = game.state.players[script.learner].powerups
    cubes = ngettext("Any of them pays {n} cube of its colour ({colours}).",
                     "Any of them pays {n} cubes of its colour ({colours}).", POWERUP_CUBES).format(
                         n=POWERUP_CUBES, colours=", ".join(cube_colour(c) for c in AMMO))
    col_w = (area.width - 24 * (len(hand) - 1)) // max(len(hand), 1)
    cards = [POWERUPS[card] for card in hand]
    card_h = powerup_card(cards[0].kind, cards[0].colour, 150).get_height() if cards else 0

    def laid(size: int) -> tuple[int, list[tuple[int, int]]]:
        """(the last sentence's height, each card's words' heights beside and below it)"""
        under = len(wrap(cubes, size, area.width)) * theme.font(size).get_linesize() + 4
        return under, [(paragraphs_height([powerup_paragraphs(p)[0]], size, col_w - 166, 0),
                        paragraphs_height([_("Tip: {tip}").format(tip=script.powerup_tips[p.kind])],
                                          size, col_w, 0)) for p in cards]

    # every word on the page at the largest size at which all of it fits (the Text size's)
    for size in smaller_sizes(18):
        under, heights = laid(size)
        if all(max(beside, card_h + 12) + below <= area.height - under for beside, below in heights):
            break
    for k, p in enumerate(cards):
        x = area.x + k * (col_w + 24)
        picture = powerup_card(p.kind, p.colour, 150)
        surface.blit(picture, (x, area.y + 4))
        beside, below = heights[k]
        card_bottom = area.y + 4 + picture.get_height() + 8
        y = draw_paragraphs(surface, [powerup_paragraphs(p)[0]], size, theme.TEXT,
                            pygame.Rect(x + 166, area.y, col_w - 166, beside))
        y = max(y - 10, card_bottom)  # the tip under both, the column's width
        draw_paragraphs(surface, [_("Tip: {tip}").format(tip=script.powerup_tips[p.kind])], size,
                        theme.TEXT_DIM, pygame.Rect(x, y, col_w, below))
    draw_text(surface, cubes, size, theme.TEXT_DIM, (area.x, area.bottom - under // 2), "left",
              area.width, under)
    return None


PICTURES = {"arena": draw_arena, "actions": draw_actions, "damage": draw_damage,
            "scoring": draw_scoring, "weapons": draw_weapons, "powerups": draw_powerups}
