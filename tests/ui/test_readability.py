"""Text a player can read (issue 14): one bundled font that has every letter of the
game's languages, body text at least 14 px at 1280 x 800, and a contrast of at least
4.5:1 (WCAG 2) between text and whatever it is drawn on.

The measure of a size: the font's em in pixels (CSS ``font-size``), as given to the
font file; at 14 px DejaVu Sans has capitals 10 px tall and a line 17 px high.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame.freetype
import pytest

from adrenaline.ui import theme
from adrenaline.ui.contrast import contrast
from adrenaline.ui.game import tokens
from adrenaline.ui.kit import text as kit_text
from adrenaline.ui.kit import widget

from .screens import every_screen

MIN_PIXELS = 21
LETTERS = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ éèêàçœ ÉÈÀÇŒ ñ¿¡Ñ «» „” – — … → \u202f\u00a0"




# what each text colour is drawn on (the theme's and the widgets' fills)
BACKGROUNDS = {
    "background": theme.BACKGROUND, "panel": theme.PANEL, "current player's board": (34, 38, 58),
    "button": widget.BUTTON, "disabled button": widget.BUTTON_DISABLED, "field": widget.FIELD,
}
TEXT_ON = {
    "text": (theme.TEXT, ["background", "panel", "current player's board", "button",
                          "disabled button", "field"]),
    # dim text: captions, hints, disabled buttons' labels, buttons' second lines
    "dim text": (theme.TEXT_DIM, ["background", "panel", "current player's board", "button",
                                  "disabled button", "field"]),
    # a board's quiet labels (marks, first blood, empty values)
    "board label": (tokens.DIM, ["background", "panel", "current player's board"]),
    "highlight": (theme.HIGHLIGHT, ["background", "panel", "current player's board", "button"]),
    # a board's "kill" once reached, the log's killshot track line
    "danger": (theme.DANGER_TEXT, ["background", "panel", "current player's board"]),
}


def test_contrast_of_the_text_colours_on_their_backgrounds_is_at_least_4_5():
    low = {(text, on): round(contrast(colour, BACKGROUNDS[on]), 2)
           for text, (colour, ons) in TEXT_ON.items() for on in ons
           if contrast(colour, BACKGROUNDS[on]) < 4.5}
    assert not low, f"contrast below 4.5:1: {low}"


# every panel a player's name or words are written on: boards (the current one lighter),
# the log, the end screen's table and its striped rows, buttons and fields (the New game seats)
NAME_PANELS = {**BACKGROUNDS, "end screen row": (32, 37, 54), "selected button": widget.BUTTON_SELECTED}


def test_every_players_name_colour_reads_at_4_5_on_every_panel():
    """Violet's, Sprog's and Dozer's names and log lines were 3.6-4.0:1 (issue 25)."""
    low = {(colour, on): round(contrast(theme.player_text(colour), bg), 2)
           for colour in theme.PLAYER for on, bg in NAME_PANELS.items()
           if on != "selected button" and contrast(theme.player_text(colour), bg) < 4.5}
    assert not low, f"players' names below 4.5:1: {low}"


def test_the_initials_on_every_players_tokens_read_at_4_5_with_room_for_scaling():
    """A token's initials (dark) on its player's colour: 4.5:1 and a margin, as the
    window's scaling at 1024x640 blends the colours a little (Violet's was 4.4:1)."""
    initials = (16, 16, 22)  # tokens.shaped_token
    low = {colour: round(contrast(initials, c), 2) for colour, c in theme.PLAYER.items()
           if contrast(initials, c) < 4.9}
    assert not low, f"tokens' initials below 4.9:1: {low}"


def test_a_selected_buttons_second_line_reads_at_4_5():
    """A selected button (New game's arena) writes its detail in full-strength text."""
    for fill in (widget.BUTTON_SELECTED, (116, 98, 40)):  # selected, and under the mouse
        assert contrast(theme.TEXT, fill) >= 4.5


def test_the_end_screens_winner_line_is_large_and_in_the_active_colour(app, monkeypatch):
    """The winner's headline is drawn large in the bright highlight whoever won (Dozer's
    grey looked disabled), at 4.5:1 on the background, with the winner's figure beside it."""
    import types

    from adrenaline.ui.screens import end_screen

    from .screens import _finished_game

    game = _finished_game()
    drawn = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda m, size=22, colour=theme.TEXT: (drawn.append((m, size, colour)),
                                                                           real(m, size, colour))[1])
    tokens_drawn = []
    real_token = end_screen.draw_token
    monkeypatch.setattr(end_screen, "draw_token", lambda *a, **k: (tokens_drawn.append(a[3]),
                                                                   real_token(*a, **k))[1])
    app.push(end_screen.EndScreen(app, types.SimpleNamespace(game=game)))
    app.draw()
    headline, _notes = end_screen.result_lines(game)
    sizes = {(size, colour) for m, size, colour in drawn if m == headline}
    assert sizes and all(colour == theme.HIGHLIGHT and theme.pixels(size) >= 28 for size, colour in sizes)
    assert contrast(theme.HIGHLIGHT, theme.BACKGROUND) >= 4.5
    assert 22 in tokens_drawn  # the winner's figure, large


def test_text_size_setting_draws_every_text_bigger_and_is_kept(app):
    """Settings' Text size (100%, 125%, 150%) scales every font; the choice is saved."""
    from adrenaline.ui.screens.settings_menu import SettingsMenu
    from adrenaline.ui.settings import Settings

    normal = theme.font(20).get_height()
    menu = SettingsMenu(app)
    app.push(menu)
    try:
        menu.change_text_size(1.5)
        assert theme.font(20).get_height() >= normal * 1.4
        assert Settings.load().text_size == 1.5
        app.draw()
    finally:
        menu.change_text_size(1.0)
    assert theme.font(20).get_height() == normal


def test_the_contrast_formula_gives_wcags_extremes():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


def test_the_bundled_font_has_every_letter_of_french_spanish_and_polish():
    pygame.freetype.init()
    for path in (theme.REGULAR, theme.BOLD):
        assert path.is_file(), path
        metrics = pygame.freetype.Font(str(path), 14).get_metrics(LETTERS)
        missing = [ch for ch, m in zip(LETTERS, metrics) if m is None]
        assert not missing, f"{path.name} lacks {missing}"


def test_the_font_comes_with_its_licence():
    licence = (theme.FONT_DIR / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "Permission is hereby granted" in licence


def test_every_size_a_screen_asks_for_is_at_least_14_px():
    pygame.font.init()
    for size in range(1, 100):
        assert theme.pixels(size) >= MIN_PIXELS
        assert theme.font(size).get_height() >= theme.font(1).get_height()
    # a 14 px em: capitals at least 10 px tall, a line at least 17 px
    f = theme.font(1)
    assert f.metrics("H")[0][3] >= 10 and f.get_linesize() >= 17


@pytest.fixture
def app(instant_app):
    return instant_app


def test_no_screen_draws_text_smaller_than_14_px(app, monkeypatch):
    """Every font a screen renders text with (outside icons' letters, theme.mark) has a
    cap height of at least 10 px: the 14 px em of DejaVu Sans."""
    real = theme.font
    used: dict[int, pygame.font.Font] = {}

    def recording(size: int) -> pygame.font.Font:
        f = real(size)
        used[size] = f
        return f

    monkeypatch.setattr(theme, "font", recording)
    theme.clear_text_cache()
    kit_text.fit.cache_clear()
    screens = []
    for name in every_screen(app, guided_steps=1):
        app.draw()
        screens.append(name)
    theme.clear_text_cache()
    assert len(screens) > 20 and used
    small = {size: f.metrics("H")[0][3] for size, f in used.items() if f.metrics("H")[0][3] < 10}
    assert not small, f"sizes drawn with capitals under 10 px: {small}"
