"""The cards as a hand shows them: a weapon card (name, reload cost, effects, loaded or
not), a powerup card or its short strip, a card back; and a card's whole text (tooltips)."""

from __future__ import annotations

import functools

import pygame

from ...core.cards import AMMO, Powerup
from ...core.weapons.catalogue import WEAPON_BY_NAME
from .. import theme
from ..kit.text import fit_lines, wrap
from ..kit.tooltip import wrap_tip
from ...words import _
from ...words.i18n import cached_words
from ...words.cards import cube_colour
from ...words.cards import effect_name, powerup_name, powerup_paragraphs, weapon_paragraphs, weapon_words
from . import art
from .tokens import DIM, FRENZY


@cached_words(64)
def weapon_tip(name: str) -> str:
    return wrap_tip(*weapon_paragraphs(name))


@cached_words(32)
def powerup_tip(powerup: Powerup) -> str:
    return wrap_tip(*powerup_paragraphs(powerup))


CARD_H = 118


CARD_TEXT_TOP, CARD_ROW = 23, 15  # a weapon card's first effect row, and the row step
TAG_H, TAG_SIZE = 18, 14  # the band at a weapon card's foot: LOADED or UNLOADED
ROW_H = 17  # the height of an effect row's words as drawn (size 14)


def status_band(w: int) -> pygame.Rect:
    """The band at a weapon card's foot where LOADED or UNLOADED is written, under the
    last effect row: no effect's words reach it."""
    return pygame.Rect(0, CARD_H - TAG_H, w, TAG_H)


def status_rect(loaded: bool, w: int) -> pygame.Rect:
    """Where LOADED or UNLOADED is written: at the band's right."""
    words = _("LOADED") if loaded else _("UNLOADED")
    r = pygame.Rect((0, 0), theme.font(theme.fixed(TAG_SIZE)).size(words))
    r.midright = (w - 6, status_band(w).centery)
    return r


def card_effect_rows(name: str, w: int) -> list[tuple[str, list[str], int, int]]:
    """A weapon card's effect rows (text, extra-cost cubes, x, y), all above the LOADED /
    UNLOADED band: a row each, a long name on two rows while the card has rows to spare
    (its whole text is in the tooltip)."""
    wpn = WEAPON_BY_NAME[name]
    spare = (status_band(w).y - CARD_TEXT_TOP - ROW_H) // CARD_ROW + 1 - len(wpn.effects)
    rows, y = [], CARD_TEXT_TOP
    for e in wpn.effects:
        cubes = [AMMO[i] for i, n in enumerate(e.cost) for _ in range(n)]
        room = w - 12 - 12 * len(cubes)
        words = effect_name(e.name)
        lines = wrap(words, theme.fixed(14), room) if spare > 0 else [words]
        if len(lines) > 1:
            lines = [lines[0], " ".join(lines[1:])]
            spare -= 1
        for k, line in enumerate(lines):
            rows.append((line, cubes if not k else [], 6 if not k else 14, y))
            y += CARD_ROW
    return rows


@cached_words(128)
def weapon_card(name: str, loaded: bool, w: int) -> pygame.Surface:
    """A weapon card: name, reload cost (top cube framed), effects with extra costs."""
    wpn = WEAPON_BY_NAME[name]
    s = pygame.Surface((w, CARD_H), pygame.SRCALPHA)
    tint = theme.AMMO_COLOUR[AMMO[wpn.reload[0]]]
    body = tuple(int(c * 0.16 + 40) for c in tint) if loaded else (34, 35, 42)
    pygame.draw.rect(s, body, s.get_rect(), border_radius=7)
    band = pygame.Rect(0, 0, w, 22)
    pygame.draw.rect(s, tuple(int(c * (0.45 if loaded else 0.22)) for c in tint), band,
                     border_top_left_radius=7, border_top_right_radius=7)
    fg = theme.TEXT if loaded else theme.TEXT_DIM
    # the reload cost at the band's right, top cube first (framed: paid when grabbed)
    x = w - 10 - 14 * (len(wpn.reload) - 1)
    for i, c in enumerate(wpn.reload):
        if i == 0:
            pygame.draw.rect(s, (210, 214, 226), (x - 8, 3, 17, 17), 1, border_radius=3)
        theme.draw_ammo(s, AMMO[c], (x, 11), 6)
        x += 14
    room = w - 16 - 14 * len(wpn.reload)
    size = theme.fixed(18) if theme.font(theme.fixed(18)).size(weapon_words(name))[0] <= room \
        else theme.fixed(16)
    img = theme.text(*reversed(art.sized_weapon_label(name, size, room)), fg)
    s.blit(img, img.get_rect(midleft=(6, 11)))
    # the effects, with their extra costs
    for text, cubes, x, y in card_effect_rows(name, w):
        img = theme.text(text, theme.fixed(14), fg if loaded else DIM)
        s.blit(img, (x, y))
        cx = w - 10
        for c in reversed(cubes):
            theme.draw_ammo(s, c, (cx, y + 6), 5)
            cx -= 12
    # the band at its foot: green words when loaded; when not, a dark red band across
    # (the card's words dimmed above it), nothing drawn over the words
    band = status_band(w)
    if not loaded:
        pygame.draw.rect(s, (66, 30, 24), band, border_bottom_left_radius=7,
                         border_bottom_right_radius=7)
    words = _("LOADED") if loaded else _("UNLOADED")
    s.blit(theme.text(words, theme.fixed(TAG_SIZE), theme.OK if loaded else FRENZY), status_rect(loaded, w))
    pygame.draw.rect(s, (200, 204, 216) if loaded else (80, 84, 96), s.get_rect(), 1,
                     border_radius=7)
    return s


@cached_words(64)
def powerup_card(kind: str, colour: int, w: int) -> pygame.Surface:
    s = pygame.Surface((w, CARD_H), pygame.SRCALPHA)
    tint = theme.AMMO_COLOUR[AMMO[colour]]
    pygame.draw.rect(s, tuple(int(c * 0.18 + 30) for c in tint), s.get_rect(), border_radius=7)
    pygame.draw.rect(s, (200, 204, 216), s.get_rect(), 1, border_radius=7)
    # the whole name, smaller if need be ("Teletransportador" in a 92-pixel card)
    size, lines = fit_lines(powerup_name(kind), theme.fixed(15), w - 6, 45)
    step = min(15, theme.font(size).get_linesize())
    for i, line in enumerate(lines[:3]):
        img = theme.text(line, size)
        s.blit(img, img.get_rect(midtop=(w // 2, 8 + i * step)))
    theme.draw_ammo(s, AMMO[colour], (w // 2, CARD_H - 36), 12)
    img = theme.text(cube_colour(AMMO[colour]), theme.fixed(14), theme.TEXT_DIM)
    s.blit(img, img.get_rect(midbottom=(w // 2, CARD_H - 6)))
    return s


CHIP_W = 156  # a powerup in a crowded hand: a short card, its colour and whole name


@cached_words(64)
def powerup_chip(kind: str, colour: int, w: int, h: int) -> pygame.Surface:
    """A powerup card as a short strip (a hand with many cards): its ammo colour and
    shape, its name."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    tint = theme.AMMO_COLOUR[AMMO[colour]]
    pygame.draw.rect(s, tuple(int(c * 0.18 + 30) for c in tint), s.get_rect(), border_radius=5)
    pygame.draw.rect(s, (200, 204, 216), s.get_rect(), 1, border_radius=5)
    r = max(4, min(8, h // 3))
    theme.draw_ammo(s, AMMO[colour], (8 + r, h // 2), r)
    left = 2 * r + 16
    size, lines = fit_lines(powerup_name(kind), 20, w - left - 6, h - 4)  # smaller, or two rows
    step = theme.font(size).get_linesize()
    top = h // 2 - step * len(lines) // 2
    for i, line in enumerate(lines):
        img = theme.text(line, size)
        s.blit(img, img.get_rect(midleft=(left, top + step * i + step // 2)))
    return s


@functools.lru_cache(maxsize=8)
def card_back(w: int) -> pygame.Surface:
    s = pygame.Surface((w, CARD_H), pygame.SRCALPHA)
    pygame.draw.rect(s, (46, 38, 78), s.get_rect(), border_radius=7)
    pygame.draw.rect(s, (120, 110, 170), s.get_rect(), 2, border_radius=7)
    pygame.draw.rect(s, (70, 60, 110), s.get_rect().inflate(-14, -14), 2, border_radius=5)
    img = theme.text("A", 34, (170, 160, 225))
    s.blit(img, img.get_rect(center=(w // 2, CARD_H // 2)))
    return s
