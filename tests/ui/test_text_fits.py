"""Text is measured, never cut (issue 14): every screen - menus, settings, load game,
the game mid-game with its confirm, in-game menu and hand-off cover, every F1 rules
page, the end screen, the tutorial's pages, lesson cards and first guided steps - drawn
at 1024x640, 1280x800 and 1920x1080, and again with every text 1.3 times as long (room
for languages that run longer than English).

What is checked, for each text drawn through ``kit.text.draw_text`` (labels, buttons,
titles, prompts, paragraphs): its lines fit the box it was given, and it lies on the
screen; and nowhere, in any drawing code, a text cut short with an ellipsis
(``kit.text.fit``). The longer texts: everything drawn through ``draw_text`` and
``draw_paragraphs``, and the game screen's prompt and option buttons; the players'
boards, cards and log keep their English words (their cuts are still caught)."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.ui import theme
from adrenaline.ui.game import cards, prompt_bar, prompt_layout
from adrenaline.ui.kit import text as kit_text

from .screens import every_screen

WINDOWS = [(1024, 640), (1280, 800), (1920, 1080), (1024, 768), (2560, 1080)]
CACHES = (kit_text.fit, kit_text.fit_lines, cards.weapon_card, cards.powerup_card)


@pytest.fixture
def fresh_caches():
    """Pictures of text drawn before (other tests, other paddings) are drawn again."""
    def clear():
        theme.clear_text_cache()
        for cached in CACHES:
            cached.cache_clear()

    clear()
    yield
    clear()


def draw_every_screen(window, tmp_path, monkeypatch, padding: float,
                      language: str | None = None) -> tuple[list, list]:
    """(texts drawn as (screen, text, box, drawn rect, surface size), texts cut)."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App

    probe: list = []
    cut: list = []
    real_fit = kit_text.fit
    screen_name = ["?"]

    def recording_fit(message, size, width, mark="…"):
        shown = real_fit(message, size, width, mark)
        if shown != message:
            cut.append((screen_name[0], message, shown))
        return shown

    for module in list(sys.modules.values()):  # wherever the one fitting function is used
        if module.__name__.startswith("adrenaline.ui") and getattr(module, "fit", None) is real_fit:
            monkeypatch.setattr(module, "fit", recording_fit)
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    monkeypatch.setattr(kit_text, "TEXT_PADDING", padding)
    # the game screen's own texts: the prompt and the option buttons' words, as long
    real_parts, real_message = prompt_layout.option_parts, prompt_bar.PromptBar._message
    monkeypatch.setattr(prompt_layout, "option_parts", lambda view, option: [
        (kind, kit_text.padded(value) if kind == "text" else value)
        for kind, value in real_parts(view, option)])
    monkeypatch.setattr(prompt_bar.PromptBar, "_message", lambda self, view: (
        lambda said: (kit_text.padded(said[0]), said[1]))(real_message(self, view)))
    app = App(window, language=language)
    app.settings.animation_speed = "instant"
    app.settings.computer_pause = 0.0
    drawn = []
    try:
        for name in every_screen(app, guided_steps=2):
            screen_name[0] = name
            probe.clear()
            app.draw()
            drawn += [(name, *entry) for entry in probe]
    finally:
        app.quit()
    return drawn, cut


def overflowing(drawn) -> list[str]:
    bad = []
    for screen, text, box, rect, surface_size in drawn:
        if box is not None and (rect.width > box.width or rect.height > box.height):
            bad.append(f"{screen}: {text!r} is {rect.width}x{rect.height} in a box "
                       f"{box.width}x{box.height}")
        elif not pygame.Rect((0, 0), surface_size).contains(rect):
            bad.append(f"{screen}: {text!r} at {tuple(rect)} leaves the screen {surface_size}")
    return bad


@pytest.mark.parametrize("padding", [1.0, 1.3], ids=["english", "30% longer"])
@pytest.mark.parametrize("window", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
def test_no_text_on_any_screen_overflows_its_box_or_is_cut(window, padding, tmp_path,
                                                            monkeypatch, fresh_caches):
    drawn, cut = draw_every_screen(window, tmp_path, monkeypatch, padding)
    screens = {d[0] for d in drawn}
    assert len(screens) > 25 and len(drawn) > 300, "every screen drew its texts"
    problems = overflowing(drawn) + [f"{s}: {m!r} cut to {c!r}" for s, m, c in cut]
    assert not problems, "\n".join(sorted(set(problems)))


@pytest.mark.parametrize("language", ["fr", "es", "pl"])
@pytest.mark.parametrize("window", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
def test_no_text_overflows_or_is_cut_in_french_spanish_or_polish(window, language, tmp_path,
                                                                 monkeypatch, fresh_caches):
    """The same screens in each language's own words: every text fits its box."""
    drawn, cut = draw_every_screen(window, tmp_path, monkeypatch, 1.0, language)
    assert len({d[0] for d in drawn}) > 25 and len(drawn) > 300, "every screen drew its texts"
    problems = overflowing(drawn) + [f"{s}: {m!r} cut to {c!r}" for s, m, c in cut]
    assert not problems, "\n".join(sorted(set(problems)))


def test_a_long_label_is_made_smaller_then_wrapped_never_below_the_floor():
    pygame.font.init()
    label = "Choisir la case où réapparaître"  # French, longer than the English
    size, lines = kit_text.fit_lines(label, 24, 10_000, 40)
    assert lines == (label,) and size == 24, "room enough: as asked"
    one_line = theme.font(kit_text.smaller_sizes(24)[-1]).size(label)[0]
    size, lines = kit_text.fit_lines(label, 24, one_line, 40)
    assert lines == (label,) and theme.pixels(size) >= theme.MIN_PIXELS, "smaller, one line"
    size, lines = kit_text.fit_lines(label, 24, one_line - 20, 60)
    assert len(lines) == 2 and " ".join(lines) == label, "wrapped, every word kept"
    assert theme.pixels(size) >= theme.MIN_PIXELS
    assert all(theme.font(size).size(line)[0] <= one_line - 20 for line in lines)


def test_a_word_wider_than_its_box_is_broken_not_cut():
    pygame.font.init()
    size, lines = kit_text.fit_lines("Wolfeschlegelsteinhausenberger", 20, 80, 200)
    assert "".join(lines) == "Wolfeschlegelsteinhausenberger"
    assert all(theme.font(size).size(line)[0] <= 80 for line in lines)


@pytest.mark.parametrize("scale", [1.25, 1.5], ids=["text 125%", "text 150%"])
@pytest.mark.parametrize("window", [(1024, 640), (1920, 1080)], ids=["1024x640", "1920x1080"])
def test_at_a_bigger_text_size_no_text_overflows_its_box_or_is_cut(window, scale, tmp_path,
                                                                   monkeypatch, fresh_caches):
    """Settings' Text size: every text bigger, the layout whole (wrapped or shorter,
    never out of its box)."""
    from adrenaline.ui.settings import Settings
    from adrenaline.ui.text_size import set_text_scale

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    Settings(text_size=scale).save()  # the App opens with the player's text size
    try:
        drawn, cut = draw_every_screen(window, tmp_path, monkeypatch, 1.0)
        assert theme.text_scale == scale, "the App opened with the player's text size"
    finally:
        set_text_scale(1.0)
    assert len({d[0] for d in drawn}) > 25 and len(drawn) > 300, "every screen drew its texts"
    problems = overflowing(drawn) + [f"{s}: {m!r} cut to {c!r}" for s, m, c in cut]
    assert not problems, "\n".join(sorted(set(problems)))


MINE = ("end screen", "replay")  # the end screen, its plots, the replay and its plots


@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["text 100%", "text 150%"])
@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("window", [(1024, 640), (1920, 1080)], ids=["1024x640", "1920x1080"])
def test_the_end_screen_its_plots_and_the_replay_s_words_fit_their_boxes(window, language, scale, tmp_path,
                                                                         monkeypatch, fresh_caches):
    """Issue 25: at the 20 px floor, at Text size 100% and 150%, in English and in Polish
    (the longest words), every text of the end screen, its plots and the replay's
    controls stands in its box, whole (wrapped or smaller, down to the floor), never cut."""
    from adrenaline.ui.settings import Settings
    from adrenaline.ui.text_size import set_text_scale

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    Settings(text_size=scale).save()
    try:
        drawn, cut = draw_every_screen(window, tmp_path, monkeypatch, 1.0, language)
    finally:
        set_text_scale(1.0)
    mine = [d for d in drawn if d[0].startswith(MINE)]
    assert len({d[0] for d in mine}) >= 8 and len(mine) > 100, "the end screens and the replay drew"
    # the replay's table is the game screen's (its cards are checked with the game screen)
    problems = overflowing(mine) + [f"{s}: {m!r} cut to {c!r}" for s, m, c in cut
                                    if s.startswith("end screen") or "plots" in s]
    assert not problems, "\n".join(sorted(set(problems)))
