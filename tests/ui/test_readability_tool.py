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
    monkeypatch.setattr(theme, "font", theme.font)
    monkeypatch.setattr(theme, "_mark_font", theme._mark_font)
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
