"""Text is measured, never cut (issue 14): every screen - menus, settings, load game,
the game mid-game with its confirm, in-game menu and hand-off cover, every F1 rules
page, the end screen, the tutorial's pages, lesson cards and first guided steps - drawn
at 1024x640, 1280x800 and 1920x1080, and again with every text 1.3 times as long (room
for languages that run longer than English).

What is checked, for each text drawn through ``widgets.draw_text`` (labels, buttons,
titles, prompts, paragraphs): its lines fit the box it was given, and it lies on the
screen; and nowhere, in any drawing code, a text cut short with an ellipsis
(``theme.fit``). The longer texts: everything drawn through ``draw_text`` and
``draw_paragraphs``, and the game screen's prompt and option buttons; the players'
boards, cards and log keep their English words (their cuts are still caught)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.ui import panels, theme, widgets

from .screens import every_screen

WINDOWS = [(1024, 640), (1280, 800), (1920, 1080), (1024, 768), (2560, 1080)]
CACHES = (theme.fit, theme.fit_lines, panels.weapon_card, panels.powerup_card)


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


def draw_every_screen(window, tmp_path, monkeypatch, padding: float) -> tuple[list, list]:
    """(texts drawn as (screen, text, box, drawn rect, surface size), texts cut)."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App

    probe: list = []
    cut: list = []
    real_fit = theme.fit
    screen_name = ["?"]

    def recording_fit(message, size, width, mark="…"):
        shown = real_fit(message, size, width, mark)
        if shown != message:
            cut.append((screen_name[0], message, shown))
        return shown

    monkeypatch.setattr(theme, "fit", recording_fit)
    monkeypatch.setattr(panels, "fit", recording_fit)
    monkeypatch.setattr(widgets, "TEXT_PROBE", probe)
    monkeypatch.setattr(widgets, "TEXT_PADDING", padding)
    # the game screen's own texts: the prompt and the option buttons' words, as long
    real_parts, real_message = panels.option_parts, panels.PromptBar._message
    monkeypatch.setattr(panels, "option_parts", lambda view, option: [
        (kind, widgets.padded(value) if kind == "text" else value)
        for kind, value in real_parts(view, option)])
    monkeypatch.setattr(panels.PromptBar, "_message", lambda self, view: (
        lambda said: (widgets.padded(said[0]), said[1]))(real_message(self, view)))
    app = App(window)
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


def test_a_long_label_is_made_smaller_then_wrapped_never_below_the_floor():
    pygame.font.init()
    label = "Choisir la case où réapparaître"  # French, longer than the English
    size, lines = theme.fit_lines(label, 24, 10_000, 40)
    assert lines == (label,) and size == 24, "room enough: as asked"
    one_line = theme.font(theme.smaller_sizes(24)[-1]).size(label)[0]
    size, lines = theme.fit_lines(label, 24, one_line, 40)
    assert lines == (label,) and theme.pixels(size) >= theme.MIN_PIXELS, "smaller, one line"
    size, lines = theme.fit_lines(label, 24, one_line - 20, 60)
    assert len(lines) == 2 and " ".join(lines) == label, "wrapped, every word kept"
    assert theme.pixels(size) >= theme.MIN_PIXELS
    assert all(theme.font(size).size(line)[0] <= one_line - 20 for line in lines)


def test_a_word_wider_than_its_box_is_broken_not_cut():
    pygame.font.init()
    size, lines = theme.fit_lines("Wolfeschlegelsteinhausenberger", 20, 80, 200)
    assert "".join(lines) == "Wolfeschlegelsteinhausenberger"
    assert all(theme.font(size).size(line)[0] <= 80 for line in lines)
