"""The cards as a hand shows them: a weapon card (name, reload cost, effects, loaded or
not), a powerup card or its short strip, a card back; and a card's whole text (tooltips)."""

from __future__ import annotations

import functools

import pygame

from ...core.cards import AMMO, NEWTON, TAGBACK_GRENADE, TARGETING_SCOPE, TELEPORTER, Powerup
from ...core.weapons.catalogue import WEAPON_BY_NAME
from .. import theme
from ..kit.text import blit_in, fit, fit_lines, smaller_sizes, wrap
from ..kit.tooltip import wrap_tip
from ...words import _
from ...words.i18n import N_, cached_words, pgettext
from ...words.cards import cube_colour
from ...words.cards import (
    effect_name, effect_short_name, powerup_name, powerup_paragraphs, weapon_paragraphs, weapon_words,
)
from .tokens import DIM, FRENZY


@cached_words(64)
def weapon_tip(name: str) -> str:
    return wrap_tip(*weapon_paragraphs(name))


@cached_words(32)
def powerup_tip(powerup: Powerup) -> str:
    return wrap_tip(*powerup_paragraphs(powerup))


CARD_H = 118


TEXT = theme.fixed(14)  # every word on a card: at the text floor (issue 25)
TAG_SIZE = TEXT


def row_step(size: int = TEXT) -> int:
    """The step between two rows of a card's words: the floor font's ink (capitals with
    accents, descenders) without its extra leading, so three effects fit a card."""
    f = theme.font(size)
    return f.get_ascent() - f.get_descent() - 2


def status_band(w: int) -> pygame.Rect:
    """The band at a weapon card's foot where LOADED or UNLOADED is written, under the
    last effect row: no effect's words reach it."""
    f = theme.font(TAG_SIZE)
    h = f.get_ascent() - f.get_descent()
    return pygame.Rect(0, CARD_H - h, w, h)


def status_words(loaded: bool, w: int) -> str:
    """LOADED or UNLOADED, whole; on a narrow card its short form where it is shorter
    (Polish "NABITA" / "PUSTA" for "ZAŁADOWANA" / "ROZŁADOWANA")."""
    words = _("LOADED") if loaded else _("UNLOADED")
    if theme.font(TAG_SIZE).size(words)[0] <= w - 6:
        return words
    return pgettext("weapon card, short", "LOADED") if loaded else pgettext("weapon card, short",
                                                                             "UNLOADED")


def status_rect(loaded: bool, w: int) -> pygame.Rect:
    """Where LOADED or UNLOADED is written: at the band's right."""
    words = status_words(loaded, w)
    f = theme.font(TAG_SIZE)
    r = pygame.Rect(0, 0, min(f.size(words)[0], w - 6), f.get_ascent() - f.get_descent())
    r.midright = (w - 3, status_band(w).centery)  # Polish "ROZŁADOWANA" whole on a 170 card
    return r


def reload_width(name: str) -> int:
    """The reload cost's width at the name band's right (14 pixels a cube)."""
    return 4 + 14 * len(WEAPON_BY_NAME[name].reload)


@cached_words(256)
def cost_at_foot(name: str, w: int) -> bool:
    """Whether the reload cost goes to the foot band, left of LOADED / UNLOADED: when the
    name does not fit beside it and the band has room (a row more for the effects)."""
    f = theme.font(TEXT)
    if f.size(weapon_words(name))[0] <= w - 12 - reload_width(name):
        return False
    status = max(theme.font(TAG_SIZE).size(status_words(loaded, w))[0] for loaded in (True, False))
    # the cubes from x 10 (the first framed), 14 apart; 4 pixels; the words 3 from the edge
    return 22 + 14 * (len(WEAPON_BY_NAME[name].reload) - 1) + 4 + status + 3 <= w


@cached_words(256)
def name_lines(name: str, w: int) -> tuple[str, ...]:
    """A weapon's whole name on its card, at the floor: one line beside the reload cost
    if it fits, else two (Polish "Karabin maszynowy": never a short form to guess)."""
    full = weapon_words(name)
    f = theme.font(TEXT)
    room = w - 12 - (0 if cost_at_foot(name, w) else reload_width(name))
    if f.size(full)[0] <= room:
        return (full,)
    # wrapped at spaces and hyphens ("Lance-/roquettes"); a word wider than the card broken
    hyphened = full.replace("-", "- ")
    lines = [line.replace("- ", "-") for line in
             fit_lines(hyphened, TEXT, w - 12, 2 * f.get_linesize())[1]]
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    if cost_row(name, w, tuple(lines)) == len(lines):  # the cost on a row of its own
        lines.append("")
    return tuple(fit(line, TEXT, w - 12) for line in lines)


def cost_row(name: str, w: int, lines: tuple[str, ...] | None = None) -> int | None:
    """The row of the name band the reload cost sits at the right of: the first line of
    the name that leaves it room, else a row of its own under the name; None: at the foot."""
    if cost_at_foot(name, w):
        return None
    lines = name_lines(name, w) if lines is None else lines
    room = w - 12 - reload_width(name)
    f = theme.font(TEXT)
    return next((i for i, line in enumerate(lines) if f.size(line)[0] <= room), len(lines))


@cached_words(256)
def name_size(name: str, w: int) -> int:
    """A weapon's name on its card: as big as the Text size asks where it is one line
    that still fits beside its reload cost, else at the floor (two lines, or no room)."""
    lines = name_lines(name, w)
    if len(lines) != 1:
        return TEXT
    room = w - 12 - (0 if cost_at_foot(name, w) else reload_width(name))
    return next((s for s in smaller_sizes(words_em()) if theme.font(s).size(lines[0])[0] <= room), TEXT)


def name_band_height(name: str, w: int) -> int:
    return 2 + row_step(name_size(name, w)) * len(name_lines(name, w))


def effect_lines(effect: str, room: int, w: int, rows: int) -> list[str]:
    """An effect's words on a card, whole, on at most ``rows`` rows (the first ``room``
    wide, beside its cubes; the next ``w - 20``): its name on one row, else its short
    form ("focus shot") on one, else either on two; [] if none fits."""
    f = theme.font(TEXT)
    forms = dict.fromkeys((effect_name(effect), effect_short_name(effect)))
    for form in forms:
        if f.size(form)[0] <= room:
            return [form]
    for form in forms if rows >= 2 else ():
        first = wrap(form, TEXT, room)
        rest = " ".join(first[1:])
        if len(first) > 1 and f.size(first[0])[0] <= room and f.size(rest)[0] <= w - 20:
            return [first[0], rest]
    return []


def card_effect_rows(name: str, w: int) -> list[tuple[str, list[str], int, int]]:
    """A weapon card's effect rows (text, extra-cost cubes, x, y), all above the LOADED /
    UNLOADED band: each effect's name whole (or its short form) on a row, or on two;
    never cut: when the card is short of rows, the effects needing the most are not on
    it (the last first; their whole text is in the card's tooltip)."""
    wpn = WEAPON_BY_NAME[name]
    step = row_step()
    top = name_band_height(name, w) + 1  # clear of the name's descenders
    line = theme.font(TEXT).get_linesize()  # the last row's words clear of the foot band
    rows_free = max((status_band(w).y - top - line) // step + 1, 0)
    laid = []
    for e in wpn.effects:
        cubes = [AMMO[i] for i, n in enumerate(e.cost) for _ in range(n)]
        room = w - 12 - 12 * len(cubes)
        laid.append((cubes, effect_lines(e.name, room, w, 1) or effect_lines(e.name, room, w, 2)))
    kept = [k for k, (_c, lines) in enumerate(laid) if lines]
    while sum(len(laid[k][1]) for k in kept) > rows_free:
        kept.remove(max(reversed(kept), key=lambda k: len(laid[k][1])))
    rows, y = [], top
    for k in kept:
        cubes, lines = laid[k]
        for j, words in enumerate(lines):
            rows.append((words, cubes if not j else [], 6 if not j else 14, y))
            y += step
    return rows


@cached_words(128)
def weapon_card(name: str, loaded: bool, w: int) -> pygame.Surface:
    """A weapon card: name, reload cost (top cube framed), effects with extra costs."""
    wpn = WEAPON_BY_NAME[name]
    s = pygame.Surface((w, CARD_H), pygame.SRCALPHA)
    tint = theme.AMMO_COLOUR[AMMO[wpn.reload[0]]]
    body = tuple(int(c * 0.16 + 40) for c in tint) if loaded else (34, 35, 42)
    pygame.draw.rect(s, body, s.get_rect(), border_radius=7)
    band = pygame.Rect(0, 0, w, name_band_height(name, w))
    pygame.draw.rect(s, tuple(int(c * (0.45 if loaded else 0.22)) for c in tint), band,
                     border_top_left_radius=7, border_top_right_radius=7)
    fg = theme.TEXT if loaded else theme.TEXT_DIM
    size = name_size(name, w)  # bigger with the Text size where it fits
    step = row_step(size)
    for i, line in enumerate(name_lines(name, w)):
        img = theme.text(line, size, fg)
        s.blit(img, img.get_rect(midleft=(6, 1 + step // 2 + i * step)))
    # the effects, with their extra costs
    for text, cubes, x, y in card_effect_rows(name, w):
        img = theme.text(text, TEXT, fg if loaded else DIM)
        s.blit(img, (x, y))
        cx = w - 10
        for c in reversed(cubes):
            theme.draw_ammo(s, c, (cx, y + row_step() // 2), 5)
            cx -= 12
    # the band at its foot: green words when loaded; when not, a dark red band across
    # (the card's words dimmed above it), nothing drawn over the words
    band = status_band(w)
    if not loaded:
        pygame.draw.rect(s, (66, 30, 24), band, border_bottom_left_radius=7,
                         border_bottom_right_radius=7)
    # the reload cost at the band's right, top cube first (framed: paid when grabbed); or
    # at the foot's left when the name needs the band's width
    x = w - 10 - 14 * (len(wpn.reload) - 1)
    row = cost_row(name, w)
    cy = 2 + step // 2 + step * (row or 0)
    if row is None:
        x, cy = 16, status_band(w).centery
    for i, c in enumerate(wpn.reload):
        if i == 0:
            pygame.draw.rect(s, (210, 214, 226), (x - 8, cy - 8, 17, 17), 1, border_radius=3)
        theme.draw_ammo(s, AMMO[c], (x, cy), 6)
        x += 14
    img = theme.text(status_words(loaded, w), TAG_SIZE, theme.OK if loaded else FRENZY)
    s.blit(img, img.get_rect(midright=status_rect(loaded, w).midright))
    pygame.draw.rect(s, (200, 204, 216) if loaded else (80, 84, 96), s.get_rect(), 1,
                     border_radius=7)
    return s


def words_em() -> int:
    """A card's name: the text floor times the player's Text size (an exact em), smaller
    where the card has no room for it (down to the floor: kit/text.py's smaller_sizes)."""
    return -round(theme.MIN_PIXELS * theme.text_scale)


def powerup_name_lines(kind: str, w: int) -> tuple[int, tuple[str, ...]]:
    """(em, lines): a powerup's whole name on its card ``w`` wide, on at most two lines
    above its cube, as big as the Text size asks and the card holds."""
    f = theme.font(TEXT)
    return fit_lines(powerup_name(kind), words_em(), w - 6, 2 * f.get_linesize())


@cached_words(128)
def words_width(words: str, lines: int) -> int:
    """The narrowest width that holds ``words`` whole at the text floor on ``lines``
    lines, no word broken ("Teletransportador", "Granada de / represalia")."""
    f = theme.font(TEXT)
    w = max(f.size(word)[0] for word in words.split())
    while len(wrap(words, TEXT, w)) > max(lines, 1):
        w += 4
    return w


def powerup_card_width(kind: str) -> int:
    """The narrowest powerup card that holds its name whole (two lines at most)."""
    return words_width(powerup_name(kind), 2) + 6


# a powerup named short where its whole name has no room (a chip, a crowded pay button;
# the tooltip names it whole)
SHORT_KIND = {TARGETING_SCOPE: N_("Scope"), NEWTON: N_("Newton"), TAGBACK_GRENADE: N_("Tagback"),
              TELEPORTER: N_("Teleporter")}


def chip_rows(h: int) -> int:
    return max(1, (h - 4) // theme.font(TEXT).get_linesize())


def chip_words(kind: str, w: int, h: int) -> str:
    """A powerup chip's words: its whole name where it fits whole, else its short form."""
    full = powerup_name(kind)
    if chip_name_left(h) + words_width(full, chip_rows(h)) + 6 <= w:
        return full
    return _(SHORT_KIND[kind])


def chip_name_left(h: int) -> int:
    """Where a powerup chip's name starts: right of its cube."""
    return 2 * max(4, min(8, h // 3)) + 16


def powerup_chip_width(kind: str, h: int, short: bool = False) -> int:
    """The narrowest chip ``h`` high that holds its powerup's name (or short form) whole."""
    words = _(SHORT_KIND[kind]) if short else powerup_name(kind)
    return chip_name_left(h) + words_width(words, chip_rows(h)) + 6


@cached_words(64)
def powerup_card(kind: str, colour: int, w: int) -> pygame.Surface:
    s = pygame.Surface((w, CARD_H), pygame.SRCALPHA)
    tint = theme.AMMO_COLOUR[AMMO[colour]]
    pygame.draw.rect(s, tuple(int(c * 0.18 + 30) for c in tint), s.get_rect(), border_radius=7)
    pygame.draw.rect(s, (200, 204, 216), s.get_rect(), 1, border_radius=7)
    # the whole name: bigger with the Text size, smaller if need be, on two lines at most
    # (the hand gives the card room for its longest word: powerup_card_width)
    size, lines = powerup_name_lines(kind, w)
    step = min(row_step(), theme.font(size).get_linesize())
    top = max(4, 8 - (theme.font(size).get_linesize() - row_step()))
    for i, line in enumerate(lines):
        img = theme.text(line, size)
        blit_in(s, img, s.get_rect(), midtop=(w // 2, top + i * step))
    theme.draw_ammo(s, AMMO[colour], (w // 2, CARD_H - 36), 12)
    # its colour's word in full text colour: the card's tint is no background for dim text
    img = theme.text(fit(cube_colour(AMMO[colour]), TEXT, w - 6), TEXT, theme.TEXT)
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
    left = chip_name_left(h)
    size, lines = fit_lines(chip_words(kind, w, h), 20, w - left - 6, h - 4)  # smaller, or two rows
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
