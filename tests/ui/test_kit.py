"""The widget kit (adrenaline.ui.kit): the one tooltip every screen shows and the one
button, in its menu look and in the prompt bar's compact look."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.ui import layout, theme
from adrenaline.ui.kit import text as kit_text
from adrenaline.ui.kit.button import Button
from adrenaline.ui.kit.tooltip import PAD_X, PAD_Y, PARAGRAPH_GAP, TIP_SIZE, TIP_WIDTH, draw_tooltip, wrap_tip


@pytest.fixture
def surface():
    pygame.init()
    return pygame.Surface(layout.SIZE)


@pytest.fixture
def tooltip_boxes(monkeypatch):
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    return probe


def test_a_tooltip_line_wider_than_a_tooltip_is_wrapped_and_stays_on_the_screen(surface, tooltip_boxes):
    long = " ".join(["a long explanation of an option"] * 6)
    assert theme.font(TIP_SIZE).size(long)[0] > TIP_WIDTH
    corner = (layout.WIDTH - 5, layout.HEIGHT - 5)
    draw_tooltip(surface, long, corner)
    (_tip, _box, drawn, size), = tooltip_boxes
    assert drawn.width <= TIP_WIDTH + 2 * PAD_X  # wrapped, with its margins
    assert drawn.height > 2 * 17  # on several lines
    assert pygame.Rect((0, 0), size).contains(drawn)


def test_a_wrapped_tooltip_is_drawn_line_for_line_a_gap_between_its_paragraphs(surface, tooltip_boxes):
    tip = wrap_tip("First paragraph, short.", "  an indented second line")
    draw_tooltip(surface, tip, (100, 100))
    (_tip, _box, drawn, _size), = tooltip_boxes
    # its two lines, none joined or split, a gap between them, its margins
    assert drawn.height == 2 * theme.font(TIP_SIZE).get_linesize() + PARAGRAPH_GAP + 2 * PAD_Y


def test_a_weapon_card_s_tooltip_is_opaque_with_every_line_inside_its_margins(surface, tooltip_boxes):
    """A hand's weapon card hovered: its whole text on an opaque box, over the brightest
    floor; every line's ink inside the box's margins, a gap between two paragraphs."""
    from adrenaline.ui.game.cards import weapon_tip

    for name in ("Machine Gun", "Power Glove", "Flamethrower"):
        surface.fill((255, 255, 255))
        tooltip_boxes.clear()
        draw_tooltip(surface, weapon_tip(name), (60, 60))
        (_tip, _box, drawn, _size), = tooltip_boxes
        inner = drawn.inflate(-2 * PAD_X + 2, -2 * PAD_Y + 2)
        # nothing of the white floor shows through, and no ink reaches the edge's margins
        for x in range(drawn.x + 6, drawn.right - 6, 3):
            for y in range(drawn.y + 6, drawn.bottom - 6, 3):
                colour = tuple(surface.get_at((x, y))[:3])
                assert colour != (255, 255, 255), (name, x, y)
                if not inner.collidepoint(x, y) and drawn.inflate(-4, -4).collidepoint(x, y):
                    assert sum(colour) < 3 * 60, (name, x, y, colour)  # the margin: background only
        assert weapon_tip(name).count("\n\n") >= 2  # the reload line, each effect, its notes: paragraphs


def test_the_compact_button_shows_its_words_and_icons_and_gives_its_option(surface):
    drawn = []
    icons = {"cube": (14, lambda s, value, x, cy: drawn.append((value, x, cy)))}
    b = Button(pygame.Rect(10, 10, 120, 30), "Pay", None, option="pay red", compact=True,
               parts=[("text", "Pay"), ("cube", "red")], icons=icons, size=20, tooltip="Pay it")
    b.draw(surface, (0, 0))
    assert [value for value, *_ in drawn] == ["red"] and drawn[0][2] == b.rect.centery
    assert Button.measure(b.parts, 20, icons) == theme.font(20).size("Pay")[0] + 4 + 14 - 4
    assert b.option == "pay red" and b.tooltip == "Pay it"


def test_a_menu_button_runs_its_action_and_a_disabled_one_does_not():
    pressed = []
    b = Button(pygame.Rect(0, 0, 200, 50), "Start", lambda: pressed.append(1))
    off = Button(pygame.Rect(0, 60, 200, 50), "Start", lambda: pressed.append(2), enabled=False)
    assert b.click((10, 10)) and not off.click((10, 70))
    assert pressed == [1] and off.clickables() == []


def test_a_name_field_at_a_bigger_text_size_shows_the_whole_name_smaller_down_to_the_floor(
        surface, monkeypatch):
    """New game's name field at Text size 150%: ':D-strukt-OR' drawn smaller until it
    is whole in the field (it was scrolled, its start cut off); a name too long even at
    the floor scrolls to the caret, at the floor."""
    from adrenaline.ui.kit.inputs import TextInput
    from adrenaline.ui.text_size import set_text_scale

    drawn: list = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda m, size=22, colour=theme.TEXT: (
        drawn.append((m, size)), real(m, size, colour))[1])
    set_text_scale(1.5)
    try:
        field = TextInput(pygame.Rect(856, 300, 184, 44), "Seat 1 name", ":D-strukt-OR")
        field.draw(surface, (0, 0))
        (words, size), = drawn
        assert words == ":D-strukt-OR" and theme.pixels(size) >= theme.MIN_PIXELS
        assert theme.font(size).size(words)[0] <= field.rect.width - 24
        assert theme.pixels(size) < theme.pixels(field.size)  # smaller than asked: it had to be
        drawn.clear()
        field.set_text("W" * 16)
        field.draw(surface, (0, 0))
        assert theme.pixels(drawn[0][1]) == theme.MIN_PIXELS
    finally:
        set_text_scale(1.0)
