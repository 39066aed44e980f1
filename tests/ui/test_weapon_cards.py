"""A weapon card in the hand reads right in every language: its effects' words never
reach the LOADED / UNLOADED tag (Spanish "modo torreta" ran into "CARGADA"), and an
unloaded card is marked in a band of its own, nothing drawn across its words."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.core.weapons.catalogue import WEAPON_BY_NAME
from adrenaline.ui import layout, theme
from adrenaline.ui.game import cards
from adrenaline.ui.game.tokens import DIM
from adrenaline.words import i18n

WIDTHS = (134, 150, 170, 200)  # the narrowest (the replay's hand, three weapons) to the widest
UNLOADED_BODY = (34, 35, 42)


@pytest.fixture
def language(request):
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


def word_rects(name: str, w: int):
    """Each effect row's words as drawn: (words, rectangle, cubes)."""
    font = theme.font(cards.TEXT)
    for line, cubes, x, y in cards.card_effect_rows(name, w):
        yield line, pygame.Rect((x, y), font.size(line)), cubes


@pytest.mark.parametrize("language", ["en", "fr", "es", "pl"], indirect=True)
def test_a_cards_words_never_reach_its_loaded_or_unloaded_tag(language):
    for w in WIDTHS:
        for name in WEAPON_BY_NAME:
            for loaded in (True, False):
                tag = cards.status_rect(loaded, w)
                assert pygame.Rect(0, 0, w, cards.CARD_H).contains(tag), (language, name, w)
                for line, rect, _cubes in word_rects(name, w):
                    assert not rect.colliderect(tag), (language, name, w, line)
                    assert not rect.colliderect(cards.status_band(w)), (language, name, w, line)


def test_spanish_turret_tripod_stays_clear_of_cargada():
    """The case the issue shows: the Machine Gun's "modo torreta" beside "CARGADA"."""
    pygame.display.init()
    pygame.font.init()
    before = i18n.language()
    i18n.set_language("es")
    try:
        for w in WIDTHS:
            tag = cards.status_rect(True, w)
            rows = list(word_rects("Machine Gun", w))
            if w >= 200:  # a narrower card cuts it at the floor (the tooltip has it whole)
                assert any("trípode" in line for line, _r, _c in rows)
            assert not any(rect.colliderect(tag) for _l, rect, _c in rows)
    finally:
        i18n.set_language(before)


def on_blend(pixel, a, b, tolerance: float = 14.0) -> bool:
    """Whether ``pixel`` is ``a``, ``b`` or a mix of them (antialiased text)."""
    pa = [p - q for p, q in zip(pixel, a)]
    ba = [p - q for p, q in zip(b, a)]
    t = max(0.0, min(1.0, sum(x * y for x, y in zip(pa, ba)) / sum(x * x for x in ba)))
    return sum((p - (q + t * d)) ** 2 for p, q, d in zip(pixel, a, ba)) ** 0.5 <= tolerance


@pytest.mark.parametrize("language", ["en", "es"], indirect=True)
def test_an_unloaded_card_has_nothing_drawn_across_its_words(language):
    """Under its effects' words an unloaded card shows only its dimmed words on its body:
    no line struck through them."""
    for w in (150, 200):
        for name in WEAPON_BY_NAME:
            card = cards.weapon_card(name, False, w)
            for line, rect, cubes in word_rects(name, w):
                # the row's own height (the row under it has its cubes at its right)
                rect = pygame.Rect(rect.x, rect.y, rect.width, cards.row_step() - 1)
                rect = rect.clip(pygame.Rect(2, 0, w - 8 - 12 * len(cubes) - 2, cards.CARD_H))
                for x in range(rect.left, rect.right):
                    for y in range(rect.top, rect.bottom):
                        pixel = tuple(card.get_at((x, y)))[:3]
                        assert on_blend(pixel, UNLOADED_BODY, DIM), (name, w, line, (x, y), pixel)


@pytest.mark.parametrize("language", ["en", "fr", "es", "pl"], indirect=True)
def test_a_cards_words_are_at_the_text_floor_and_its_name_is_whole(language):
    """Issue 25: no word on a card under the floor (capitals 15 px at 1280 x 800), and
    the weapon's whole name, on two rows if need be: never a short form to guess
    (Polish "K. maszynowy" for "Karabin maszynowy")."""
    from adrenaline.words.cards import weapon_words

    assert theme.pixels(cards.TEXT) >= theme.MIN_PIXELS
    for w in (170, 200):  # the hand's and the lesson card's widths
        for name in WEAPON_BY_NAME:
            lines = [line for line in cards.name_lines(name, w) if line]
            assert "".join(lines).replace(" ", "") == weapon_words(name).replace(" ", ""), \
                (language, name, w, lines)
            for line in lines:
                assert theme.font(cards.TEXT).size(line)[0] <= w - 12, (language, name, w, line)


def test_the_polish_machine_gun_card_reads_karabin_maszynowy():
    pygame.display.init()
    pygame.font.init()
    before = i18n.language()
    i18n.set_language("pl")
    try:
        for w in WIDTHS:
            assert " ".join(cards.name_lines("Machine Gun", w)).split() == ["Karabin", "maszynowy"]
    finally:
        i18n.set_language(before)


@pytest.mark.parametrize("language", ["en", "fr", "es", "pl"], indirect=True)
def test_loaded_and_unloaded_are_whole_on_a_hand_card(language):
    """A player reads LOADED / UNLOADED whole at the text floor, inside the card, on every
    card of the hand (the replay's narrowest too): the word, or on a card too narrow for
    it its one-word short form (Polish "PUSTA" for "ROZŁADOWANA"), never cut."""
    from adrenaline.words import _
    from adrenaline.words.i18n import pgettext

    for w in WIDTHS:
        for loaded in (True, False):
            key = "LOADED" if loaded else "UNLOADED"
            words = cards.status_words(loaded, w)
            assert words in (_(key), pgettext("weapon card, short", key)), (language, w, words)
            tag = cards.status_rect(loaded, w)
            assert tag.width == theme.font(cards.TAG_SIZE).size(words)[0], (language, w, words)
            assert tag.left >= 0 and tag.right <= w


@pytest.mark.parametrize("language", ["en", "fr", "es", "pl"], indirect=True)
def test_every_effect_on_a_hand_card_is_whole_words_never_cut(language):
    """Issue 25, text that cannot fit "wraps or takes a short form, never runs out of its
    box": an effect's words on a hand card are its name or its short form ("focus shot"),
    whole, on one row or two; an effect with no room left is not on the card (the card's
    tooltip has it); the first effect is always there."""
    from adrenaline.words.cards import effect_name, effect_short_name

    font = theme.font(cards.TEXT)
    for w in WIDTHS:
        for name, weapon in WEAPON_BY_NAME.items():
            rows = cards.card_effect_rows(name, w)
            assert rows, (language, name, w)
            shown = " ".join(line for line, _c, _x, _y in rows)
            forms = {f for e in weapon.effects for f in (effect_name(e.name), effect_short_name(e.name))}
            words = shown.split()
            assert "…" not in shown and all(any(word in f.split() for f in forms) for word in words), \
                (language, name, w, shown)
            for line, cubes, x, _y in rows:
                assert x + font.size(line)[0] + 12 * len(cubes) <= w - 6, (language, name, w, line)


@pytest.mark.parametrize("language", ["en", "fr", "es", "pl"], indirect=True)
def test_no_weapons_short_form_is_an_abbreviation_to_guess(language):
    """Issue 25: the arena's slots and the players' boards fall back on a weapon's short
    form; it is whole words a player reads without guessing (Polish "Maszynowy", not
    "K. maszynowy"; French "Roquettes", not "Lance-roq.")."""
    import re

    from adrenaline.words.cards import weapon_short_words, weapon_words

    for name in WEAPON_BY_NAME:
        short, full = weapon_short_words(name), weapon_words(name)
        if short != full:
            assert not re.search(r"\w\.(\s|$)", short), (language, name, short)


@pytest.mark.parametrize("language", ["en", "fr", "es", "pl"], indirect=True)
def test_every_weapon_in_a_spawnpoint_slot_shows_whole_words_beside_its_cost(language):
    """Issue 25: a weapon on a spawnpoint's one-line slot shows its whole name, or its
    whole-word short form, at the text floor beside its reload cubes, which are as big
    as the ammo cubes on the players' boards and inside the slot; never a cut
    'Tractor B…' ('Miotacz ognia' whole, 'Namiernik' for 'Termolokator'), its last
    letter clear of the frame a clickable square gets."""
    from adrenaline.ui.game import art, weapon_art
    from adrenaline.words.cards import weapon_short_words, weapon_words

    for name, weapon in WEAPON_BY_NAME.items():
        room = weapon_art.slot_name_room(len(weapon.reload))
        size, shown = weapon_art.sized_weapon_label(name, theme.fixed(18), room)
        assert shown in (weapon_words(name), weapon_short_words(name)), (language, name, shown)
        assert theme.font(size).size(shown)[0] <= room, (language, name, shown, room)
        assert theme.pixels(size) >= theme.MIN_PIXELS, (language, name, size)
        body = art.slot_rect(0, 0)
        assert room + weapon_art.slot_cost_width(len(weapon.reload)) <= body.width, (language, name)
        # clear of the square's highlight frame, drawn over the slot's right end
        square = layout.square_rect(0)
        name_right = body.x + max(weapon_art.slot_cost_width(len(weapon.reload)), 8) + room
        assert name_right < square.right - art.SQUARE_FRAME_INNER, (language, name, shown)
        cubes = weapon_art.slot_cube_centres(len(weapon.reload), body.height)
        r = weapon_art.SLOT_CUBE_R
        assert r >= art.AMMO_CUBE_R and len(cubes) == len(weapon.reload)
        for x, y in cubes:
            assert r <= y - 1 and y + r <= body.height - 1, (name, y)
            assert x + r <= weapon_art.slot_cost_width(len(weapon.reload)), (name, x)
        assert len(set(cubes)) == len(cubes), "no cube hides another"
