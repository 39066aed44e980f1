"""No kept file can hurt the window (issue 26): a name read from a file may hold a
NUL, a lone surrogate or 100,000 characters; Load game, Continue's tooltip and every
text drawn still draw, quickly. Names are cleaned where they are read from a file
(core/names.py), and the font draws any string (theme.Font, theme.drawable)."""

from __future__ import annotations

import json
import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core import savefile
from adrenaline.core.names import NAME_LENGTH
from adrenaline.saves import library
from adrenaline.ui import theme
from adrenaline.ui.kit import text as kit_text
from adrenaline.ui.screens import load_game, main_menu

from .test_menus import app, labels, saved_game, saves  # noqa: F401  (fixtures)

NASTY = ["Ann\u0000a", "\ud800Bob", "\x1b[31mred\x07", "tab\there", "line\nbreak", "\u202eevil",
         "x" * 100_000, "w" * 10_000 + " " + "y" * 5_000, ""]


def kept_with_name(path, name: str) -> None:
    """A kept game (one person, two computers) whose first player's name in the file
    is ``name``, as an edited or damaged file may hold it (JSON escapes: no NUL byte)."""
    saved_game(path, turns=2)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    header["setup"]["players"][0][0] = name
    header["client"]["seats"][0]["name"] = name
    lines[0] = json.dumps(header) + "\n"
    path.write_text("".join(lines), encoding="utf-8")
    library.forget_listing()


@pytest.mark.parametrize("name", NASTY, ids=range(len(NASTY)))
def test_the_font_measures_and_draws_any_string(name):
    pygame.init()
    for size in (14, 22, 30):
        assert theme.font(size).size(name)[1] > 0
        theme.text(name, size)
        theme.render(name, size)
        kit_text.fit(name, size, 200)
        kit_text.fit_lines(name, size, 300, 60)
        kit_text.wrap(name, size, 300)
    surface = pygame.Surface((400, 200))
    kit_text.draw_text(surface, name, 22, theme.TEXT, (10, 50))
    kit_text.draw_text(surface, name, 22, theme.TEXT, (200, 100), "center", 380, 80)
    kit_text.draw_paragraphs(surface, [name, name], 22, theme.TEXT, pygame.Rect(0, 0, 400, 200))


@pytest.mark.parametrize("name", NASTY[:7], ids=range(7))
def test_a_name_from_a_file_is_printable_and_no_longer_than_new_game_allows(saves, name):
    path = saves / "game.jsonl"
    kept_with_name(path, name)
    for player in (library.summary(path).players[0], ):
        assert player.name.isprintable() and 0 < len(player.name) <= NAME_LENGTH
    game = savefile.restore(path).game
    assert game.setup.players[0][0].isprintable() and len(game.setup.players[0][0]) <= NAME_LENGTH


def test_a_nul_in_a_kept_name_draws_in_load_game_and_continues_tooltip(app, saves):  # noqa: F811
    """It crashed the window whenever Load game opened or the pointer rested on
    Continue, on every start (ValueError from the font)."""
    kept_with_name(saves / "nul.jsonl", "Ann\u0000a")
    app.push(main_menu.MainMenu(app))
    app.draw()
    menu = app.top
    rect = next(r for _, label, r in menu.clickables() if label == "Continue")
    menu.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pygame.Rect(rect).center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    menu.update(5.0)
    app.draw()
    app.push(load_game.LoadGame(app))
    app.draw()
    assert "game 1" in labels(app.top)


def test_a_long_kept_name_draws_load_game_at_once(app, saves, monkeypatch):  # noqa: F811
    """A 10,000-character name took 49 s to draw Load game, 100 KB froze the window:
    what is drawn is bounded, so Load game measures text a bounded number of times."""
    kept_with_name(saves / "long.jsonl", "W" * 100_000)
    kept_with_name(saves / "longer.jsonl", "Name " * 20_000)
    measured = []
    size = theme.Font.size
    monkeypatch.setattr(theme.Font, "size", lambda self, t: measured.append(len(t)) or size(self, t))
    kit_text.fit.cache_clear(), kit_text.fit_lines.cache_clear()
    app.push(load_game.LoadGame(app))
    app.draw()
    app.push(main_menu.MainMenu(app))
    app.draw()
    assert len(measured) < 5_000 and max(measured) <= theme.MAX_DRAWN


@pytest.mark.parametrize("n", [1_000, 100_000])
def test_fitting_a_long_name_takes_about_log_n_measurements(monkeypatch, n):
    """Cutting a text to a width with a mark is a binary search on the cut: at most
    about 2 log2(n) measurements, never one per character."""
    pygame.init()
    calls = []
    size = theme.Font.size
    monkeypatch.setattr(theme.Font, "size", lambda self, t: calls.append(t) or size(self, t))
    kit_text.fit.cache_clear()
    cut = kit_text.fit("M" * n, 22, 300)
    assert cut.endswith("…") and theme.font(22).size(cut)[0] <= 300
    assert len(calls) <= 2 * math.log2(n) + 4, len(calls)
    # the search itself, without the bound on what is drawn
    calls.clear()
    keep = kit_text.longest_fitting("i" * n, 300, lambda t: calls.append(t) or len(t) * 3)
    assert keep == 100 and len(calls) <= math.log2(n) + 2
