"""The end screen at the readable floor (issue 25): its table's columns as wide as their
numbers and their titles, the titles on lines of whole words in every language and at
every Text size, the players' tokens big enough for their initials to be read."""

from __future__ import annotations

import os
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from adrenaline.ui import theme
from adrenaline.ui.plots import parts
from adrenaline.ui.screens import end_screen
from adrenaline.words.i18n import _, language, set_language

from .screens import _finished_game


@pytest.fixture(scope="module")
def games():
    return [_finished_game(), _finished_game(seed=1, mode="domination")]


@pytest.fixture
def speaking_at():
    """A language and a Text size for the test, put back after it."""
    from adrenaline.ui.text_size import set_text_scale

    before = language()

    def set_both(lang: str, scale: float) -> None:
        set_language(lang)
        set_text_scale(scale)

    yield set_both
    set_language(before)
    set_text_scale(1.0)


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5], ids=["100%", "125%", "150%"])
@pytest.mark.parametrize("lang", ["en", "fr", "es", "pl"])
def test_the_end_screen_s_column_titles_stand_on_lines_of_whole_words(app, games, lang, scale,
                                                                    speaking_at, monkeypatch):
    """'Zabicia', 'Śmierci', 'Premier': a word of a title is never cut in two, whatever
    the language and the Text size; every title and name stands in the screen's width."""
    speaking_at(lang, scale)
    app.words_changed()
    drawn = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda m, size=22, colour=theme.TEXT: (
        drawn.append((m, size, colour)), real(m, size, colour))[1])
    for game in games:
        screen = end_screen.EndScreen(app, types.SimpleNamespace(game=game))
        app.push(screen)
        drawn.clear()
        app.draw()
        widths, _height = screen.column_widths()
        assert sum(widths) <= screen.width - 2 * end_screen.MARGIN
        lines = [m for m, _size, colour in drawn if colour == theme.TEXT_DIM]  # titles, notes
        whole = {w for title, _w in screen.columns for w in _(title).split()} | set(
            (screen.info + " " + _(screen.points_sum)).split())
        broken = [word for line in lines for word in line.split() if word not in whole]
        assert not broken, broken
        for title, _w in screen.columns[2:]:
            assert any(_(title).split()[0] in line.split() for line in lines), title
        app.pop()


def test_the_end_screen_s_tokens_carry_initials_at_the_readable_floor(app, games, monkeypatch):
    """Every player's token in the table is drawn at the radius whose initials draw a
    21 px em (12 px capitals at 1024x640); the winner's figure larger."""
    radii = []
    real = end_screen.draw_token
    monkeypatch.setattr(end_screen, "draw_token", lambda *a, **k: (radii.append(a[3]), real(*a, **k))[1])
    app.push(end_screen.EndScreen(app, types.SimpleNamespace(game=games[0])))
    app.draw()
    assert len(radii) >= 5 and min(radii) >= parts.TOKEN
    assert round((2 * parts.TOKEN - 2) * theme.SCALE) >= 21  # two initials in 2r - 2 (tokens.py)


def test_at_1920x1080_the_end_screen_s_table_takes_the_window_s_width(games, tmp_path, monkeypatch):
    """Issue 25: at 1920x1080 and wider the extra room goes to the table (the players'
    column), not to empty margins beside a 1280 x 800 page."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App
    from adrenaline.ui.layout import logical_size

    seen = {}
    for window in ((1920, 1080), (1280, 800)):  # the usual size last: the layout put back
        a = App(window)
        screen = end_screen.EndScreen(a, types.SimpleNamespace(game=games[0]))
        a.push(screen)
        a.draw()
        buttons = [rect for _kind, _label, rect in screen.clickables()]
        seen[window] = (a.stage(screen), sum(screen.column_widths()[0]), buttons)
        a.quit()
    (wide, wide_table, wide_buttons), (base, base_table, _b) = seen[(1920, 1080)], seen[(1280, 800)]
    assert wide.width == logical_size((1920, 1080))[0] > base.width == 1280
    assert wide_table > base_table
    middle = sum(r[0] + r[2] / 2 for r in wide_buttons) / len(wide_buttons)
    assert abs(middle - wide.width / 2) <= 2, "the buttons in the middle of the wide screen"
