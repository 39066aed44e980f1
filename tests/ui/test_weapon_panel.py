"""The weapon card in full (a spawnpoint's card hovered): opaque, a gap between its
parts, every row a line of its font high, every word inside it, within the window, in
every language at 100% and 150% text; each text 4.5:1 or more, measured on its pixels
(also after the 0.8 scaling of a 1024 x 640 window)."""

from __future__ import annotations

import heapq
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.core.weapons.catalogue import WEAPON_BY_NAME
from adrenaline.ui import layout
from adrenaline.ui.contrast import contrast
from adrenaline.ui.game import art, weapon_art
from adrenaline.ui.text_size import set_text_scale
from adrenaline.words.cards import effect_text, weapon_notes
from adrenaline.words.i18n import language, set_language

ROOM = (1264, 784)  # the 1280 x 800 surface (1024 x 640 windows too) less its margins
NOTE = "Cannot grab it now: you cannot pay 1 red cube."


@pytest.fixture
def speaking():
    before = language()
    pygame.font.init()
    yield set_language
    set_language(before)
    set_text_scale(1.0)


def words_of(rows, kinds) -> str:
    return " ".join(words for kind, words, _c, _box in rows if kind in kinds)


@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["100%", "150%"])
@pytest.mark.parametrize("lang", ["en", "fr", "es", "pl"])
def test_the_weapon_card_in_full_is_opaque_spaced_and_whole_for_every_weapon(lang, scale, speaking):
    speaking(lang)
    set_text_scale(scale)
    for name, weapon in WEAPON_BY_NAME.items():
        for note in ("", NOTE):
            size, rows = weapon_art.weapon_panel_layout(name, note, ROOM)
            assert size[0] <= ROOM[0] and size[1] <= ROOM[1], (name, size)
            body = pygame.Rect((0, 0), size).inflate(-2 * weapon_art.PANEL_PAD + 2, -2 * weapon_art.PANEL_PAD + 2)
            for k, (kind, words, _cubes, box) in enumerate(rows):
                assert body.contains(box), (name, words, box, size)
                font = art.theme.font(weapon_art.PANEL_WORDS[kind][0])
                assert box.height >= font.get_linesize(), "a row as high as its font's line"
                assert box.width >= font.size(words)[0], (name, words)
                for other in rows[k + 1:]:
                    assert not box.colliderect(other[3]), (name, words, other[1])
            # every word of the card, in order
            effects = " ".join(effect_text(name, e.name) for e in weapon.effects)
            assert words_of(rows, ("text",)).split() == effects.split(), name
            assert words_of(rows, ("note",)).split() == weapon_notes(name).split(), name
            assert words_of(rows, ("warn",)).split() == note.split()
            # a gap between two parts: an effect's name stands clear of the words above it
            for above, row in zip(rows, rows[1:]):
                if row[0] == "effect" and above[0] != "effect" and row[3].x == above[3].x:
                    assert row[3].y - above[3].bottom >= weapon_art.PANEL_GAP, (name, row[1])
            panel = weapon_art.weapon_panel(name, note, ROOM)
            assert panel.get_size() == size
            inside = pygame.Rect((0, 0), size).inflate(-16, -16)  # within the rounded corners
            assert all(panel.get_at((x, y)).a == 255 for x in range(inside.x, inside.right, 5)
                       for y in range(inside.y, inside.bottom, 5)), f"{name}: see-through"


def ink_contrast(picture: pygame.Surface, box: pygame.Rect, back: tuple) -> float:
    """The contrast of a text's brightest ink (its strokes' cores, as the window shows
    them) against ``back``."""
    data = pygame.image.tobytes(picture.subsurface(box.clip(picture.get_rect())), "RGB")
    pixels = list(zip(data[0::3], data[1::3], data[2::3]))
    brightest = heapq.nlargest(max(1, len(pixels) * 3 // 100), pixels, key=lambda p: 2 * p[0] + 7 * p[1] + p[2])
    return contrast(brightest[-1], back)


@pytest.mark.parametrize(("lang", "scale"), [("en", 1.0), ("pl", 1.5)], ids=["en-100%", "pl-150%"])
def test_every_text_of_the_card_in_full_reads_at_4_5_to_1_on_its_pixels(lang, scale, speaking):
    """Over the brightest floor (the panel is opaque: what is behind it does not matter),
    at 1280 x 800 and scaled as a 1024 x 640 window shows it: the notes too."""
    speaking(lang)
    set_text_scale(scale)
    with_notes = [name for name, w in WEAPON_BY_NAME.items() if w.notes]
    assert with_notes
    for name in with_notes:
        size, rows = weapon_art.weapon_panel_layout(name, NOTE, ROOM)
        for window in (1.0, 0.8):
            shown = pygame.Surface((size[0] + 40, size[1] + 40))
            shown.fill((255, 255, 255))
            shown.blit(weapon_art.weapon_panel(name, NOTE, ROOM), (20, 20))
            if window != 1.0:
                shown = pygame.transform.smoothscale(shown, (round(shown.get_width() * window),
                                                             round(shown.get_height() * window)))
            first_of_kind = {row[0]: row for row in reversed(rows)}  # each kind's first row
            for kind, words, _cubes, box in first_of_kind.values():
                where = box.move(20, 20)
                where = pygame.Rect(round(where.x * window), round(where.y * window),
                                    round(where.w * window), round(where.h * window))
                seen = ink_contrast(shown, where, weapon_art.PANEL_BACK)
                assert seen >= 4.5, (name, kind, words, round(seen, 2), window)
                assert contrast(weapon_art.PANEL_WORDS[kind][1], weapon_art.PANEL_BACK) >= 4.5


@pytest.mark.parametrize("window", [(1024, 640), (1920, 1080)], ids=["1024x640", "1920x1080"])
def test_the_card_in_full_is_inside_the_window_and_never_over_the_card_hovered(window, app, speaking):
    """Every spawnpoint's card hovered at 150% in French: the card in full beside it."""
    from .screens import scenario_scene

    app.settings.text_size = 1.5
    app.text_size_changed()
    app.display = pygame.display.set_mode(window, pygame.RESIZABLE)
    app.fit_window()
    speaking("fr")
    app.words_changed()
    players = [{"character": "Violet", "square": "r1c1", "weapons": []},
               {"character": "Banshee", "square": "r0c2"}, {"character": "Dozer", "square": "r2c2"}]
    names = ["Machine Gun", "Flamethrower", "Power Glove", "Rocket Launcher", "Vortex Cannon", "T.H.O.R.",
             "Tractor Beam", "ZX-2", "Grenade Launcher"]
    scene = scenario_scene(app, {"arena": "C", "seed": 2, "current": "Violet", "players": players,
                                 "spawnpoints": {"red": names[:3], "blue": names[3:6], "yellow": names[6:]}})
    scene.view.refresh()
    screen = pygame.Rect((0, 0), layout.SIZE)
    slots = [rect for rect, w, _c, _i in scene.board._slots(scene.view) if w is not None]
    assert len(slots) == 9
    for slot in slots:
        panel = scene.board.card_panel(slot.center, scene.view)
        assert panel is not None
        _img, box = panel
        assert screen.contains(box), (slot, box)
        assert not box.colliderect(slot), (slot, box)
