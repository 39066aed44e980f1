"""tools/readability.py measures what a player sees (issue 25): a text's capitals on the
window's pixels are its font's capital height times the window's scale, whatever the
text's length - a one-letter text ('8', a figure's initial) is drawn exactly as big as a
word of the same font - and a text the game draws smaller (a picture scaled down) is
found smaller, never hidden."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.ui import theme

TOOL = Path(__file__).resolve().parents[2] / "tools" / "readability.py"


@pytest.fixture
def tool(monkeypatch):
    """The tool as a module; the fonts it swaps for recording ones put back after."""
    from adrenaline.ui.kit import text as kit_text

    monkeypatch.setattr(theme, "font", theme.font)
    monkeypatch.setattr(theme, "_mark_font", theme._mark_font)
    # what it records through: the kit's probe and wrapping, fit and draw_tooltip wherever imported
    monkeypatch.setattr(kit_text, "BOX_PROBE", kit_text.BOX_PROBE)
    monkeypatch.setattr(kit_text, "_break_long_words", kit_text._break_long_words)
    for name, module in list(sys.modules.items()):
        if name.startswith("adrenaline.ui") and module is not None:
            for attribute in ("fit", "draw_tooltip"):
                if hasattr(module, attribute):
                    monkeypatch.setattr(module, attribute, getattr(module, attribute))
    spec = importlib.util.spec_from_file_location("readability_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # its dataclasses look it up
    spec.loader.exec_module(module)
    yield module
    theme.clear_text_cache()


class Words:
    """A screen of texts at the text floor, at the places given; ``small``: one more,
    drawn into a picture the screen scales to half its size before showing it."""

    def __init__(self, texts, small: str = ""):
        self.texts, self.small = texts, small

    def draw(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        for k, (words, x) in enumerate(self.texts):
            surface.blit(theme.text(words, -theme.MIN_PIXELS), (x + k % 3, 200 + 61 * k))
        if self.small:
            picture = pygame.Surface((400, 60))
            picture.fill(theme.PANEL)
            picture.blit(theme.text(self.small, -theme.MIN_PIXELS), (10, 10))
            surface.blit(pygame.transform.smoothscale(picture, (200, 30)), (700, 600))


@pytest.mark.parametrize("window", [(1024, 640), (1920, 1080)], ids=["1024x640", "1920x1080"])
def test_a_one_letter_text_measures_as_high_as_a_word_of_its_font(tool, window, tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App

    recorder = tool.Recorder()
    tool.install(recorder)
    app = App(window)
    try:
        texts = [("8", 101), ("V", 233), ("12", 317), ("Plots", 451), ("Rules reference", 587)]
        app.reset(Words(texts, small="Whisper"))
        found = {f.words: f.cap for f in tool.measure(app, recorder)}
        scale = app.window_scale()[0]
    finally:
        app.quit()
    cap = pygame.font.Font(str(theme.REGULAR), theme.MIN_PIXELS).metrics("H")[0][3]
    for words, _x in texts:
        assert found[words] == pytest.approx(cap * scale, abs=0.05), (words, found)
    # the picture scaled to half: its word is found, half as high (never left out)
    assert found["Whisper"] == pytest.approx(cap * scale / 2, rel=0.15), found


class Faulty:
    """A made-up screen: a text cut with a mark, a word broken between its letters, a
    text running out of the box it is drawn into, two texts overlapping and two on one
    line closer than a space - and, apart, texts that are none of these."""

    def draw(self, surface) -> None:
        from adrenaline.ui.kit import text as kit_text

        surface.fill(theme.BACKGROUND)
        floor = -theme.MIN_PIXELS
        surface.blit(theme.text(kit_text.fit("Targeting Scope: 1 extra damage", floor, 200), floor), (40, 40))
        kit_text.draw_text(surface, "Teleporter", floor, theme.TEXT, (40, 120), "left", 60, 80)
        kit_text.blit_in(surface, theme.text("Dz", -40), pygame.Rect(40, 220, 30, 30))
        surface.blit(theme.text("kill", floor), (300, 300))
        surface.blit(theme.text("overkill", floor), (320, 300))
        grab = theme.text("3: grab +1", floor)
        surface.blit(grab, (300, 400))
        surface.blit(theme.text("6: shoot +1", floor), (300 + grab.get_bounding_rect().right + 3, 400))
        # whole, inside its box, apart from the others
        kit_text.draw_text(surface, "Whole words", floor, theme.TEXT, (700, 100), "left", 300)
        kit_text.blit_in(surface, theme.text("B", floor), pygame.Rect(700, 200, 40, 40))
        surface.blit(theme.text("Plots", floor), (700, 300))
        surface.blit(theme.text("Rules", floor), (800, 300))


def test_the_tool_counts_a_text_cut_one_out_of_its_box_and_overlapping_ones(tool, tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App

    recorder = tool.Recorder()
    tool.install(recorder)
    app = App((1280, 800))
    try:
        app.reset(Faulty())
        faults = {(f.kind, f.words, f.other) for f in tool.faults(app, recorder)}
    finally:
        app.quit()
    cut = next(words for kind, words, _ in faults if kind == "cut" and words.endswith("…"))
    assert cut.startswith("Targeting Scope")
    broken = [w for k, w, _ in faults if k == "cut" and w in "Teleporter" and w != "Teleporter"]
    assert "".join(sorted(broken, key="Teleporter".index)) == "Teleporter", faults  # both pieces
    assert ("out of its box", "Dz", "") in faults
    assert ("overlapping", "kill", "overkill") in faults
    assert ("overlapping", "3: grab +1", "6: shoot +1") in faults
    assert not any("Whole" in w or w in ("B", "Plots", "Rules") for _k, w, _o in faults), faults
