"""Memory in one window, game after game (issue 13: RSS grew from 148 to 211 MB over
47 games). The cause was the shared text cache: bounded by a count (4096 pictures),
it filled with text that never repeats - log lines above all, about 1.5 MB of
pictures a game - so memory rose until 4096 of them were kept; the floor tiles of
every arena played were kept too. The full measure is ``make soak``
(tools/soak.py, 30 minutes); these tests keep what it found."""

from __future__ import annotations

import gc
import importlib.util
import os
import threading
import warnings
import weakref
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core.engine import Game
from adrenaline.ui import theme
from adrenaline.ui.game.arena_build import floor_tiles
from adrenaline.ui.game.game_scene import GameScene
from adrenaline.ui.game.log_view import LogView
from adrenaline.play.session import Session
from adrenaline.ui.testing import computers_session

SOAK = Path(__file__).resolve().parents[2] / "tools" / "soak.py"


def load_soak():
    """tools/soak.py, the script ``make soak`` runs (not a package)."""
    spec = importlib.util.spec_from_file_location("soak", SOAK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def live(kind) -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, kind))


def surface_bytes() -> int:
    """Pixels of every picture Python objects hold (caches, scenes, panels)."""
    gc.collect()
    found = {}
    for o in gc.get_objects():
        for r in gc.get_referents(o):
            if isinstance(r, pygame.Surface):
                found[id(r)] = r
    return sum(s.get_pitch() * s.get_height() for s in found.values())


@pytest.fixture
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def test_text_cache_is_bounded_by_bytes_of_pictures(monkeypatch):
    pygame.font.init()
    monkeypatch.setattr(theme, "TEXT_CACHE_BYTES", 64 * 1024)
    first = theme.text("points 12", 18)
    assert theme.text("points 12", 18) is first  # drawn again: the same picture
    for k in range(400):  # text that never repeats, like log lines
        theme.text(f"Dozer shoots Banshee with the Lock Rifle, hit {k}", 17)
        assert theme.text_cache_bytes() <= 64 * 1024
    assert theme.text("points 12", 18) is not first  # the least recently drawn went first


def test_log_lines_stay_out_of_the_shared_text_cache():
    pygame.init()
    surface = pygame.Surface((1280, 800))
    log = LogView()
    theme.text("warm", 17)
    before = theme.text_cache_bytes(), len(theme._TEXT)
    for k in range(120):
        log.add(f"Violet grabs ammo: {k % 3 + 1} red and a powerup (game line {k})")
        log.draw(surface, None, (0, 0))
    assert (theme.text_cache_bytes(), len(theme._TEXT)) == before
    assert len(log._row_images) <= log.page  # only the rows on screen keep a picture
    assert any("(game line 119)" in row for row in log.visible)  # the newest, at the bottom


def test_memory_does_not_grow_game_after_game_in_one_window(private_folders):
    """Short games of 3 computer players in one App, each played to the end screen
    and left for the main menu, like tools/soak.py: every finished game is released
    (its session, its game, its screen, its bot thread), only the arena being
    played keeps its floor tiles, and the pictures the window keeps do not grow
    with the number of games."""
    soak = load_soak()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # 'no fast renderer available' with the dummy driver
        app = soak.open_app()
    try:
        finished = []
        figures = []
        # other tests' games may still be alive (module globals): count from here
        before = (live(Session), live(Game), live(GameScene))
        for seed, arena in enumerate("CACB", start=1):
            session = computers_session(3, arena, 5, True, seed, autosave=None)
            finished.append(weakref.ref(session))
            soak.play_one_game(app, session, timeout=60)
            del session
            assert floor_tiles.cache_info().currsize == 1  # the last arena's only
            text = theme.text_cache_bytes()
            figures.append((live(Session), live(Game), live(GameScene), threading.active_count(),
                            surface_bytes() - text, text))
        assert [ref() for ref in finished] == [None] * 4
        for sessions, games, scenes, threads, _, text in figures:
            assert (sessions, games, scenes) == before
            assert threads <= figures[0][3]
            assert text <= theme.TEXT_CACHE_BYTES
        # the pictures the window keeps: the bounded caches (labels, lights, cards)
        # still fill a little after the first game, about 0.7 MB over the next three;
        # before the fix they grew by about 1.9 MB a game (5.7 MB), log lines in the
        # text cache, with no end short of 4096 pictures
        pictures = [other + text for *_, other, text in figures]
        assert pictures[-1] - pictures[0] <= 2 * 2**20, figures
    finally:
        app.quit()


def test_every_cache_of_pictures_has_a_bound():
    """A cache with no bound (functools.cache, lru_cache(maxsize=None)) grows with
    whatever it is asked for, game after game."""
    import importlib
    import pkgutil

    import adrenaline.ui

    unbounded = []
    for info in pkgutil.iter_modules(adrenaline.ui.__path__):
        module = importlib.import_module(f"adrenaline.ui.{info.name}")
        for name, value in vars(module).items():
            if getattr(value, "__module__", None) == module.__name__ and hasattr(value, "cache_parameters"):
                if value.cache_parameters()["maxsize"] is None:
                    unbounded.append(f"{info.name}.{name}")
    assert unbounded == []


def test_the_kept_games_list_remembers_one_version_of_each_file(tmp_path):
    """Load game reads each file's summary once per version of the file; a game's file,
    written at every choice, must not leave one entry per version."""
    from adrenaline.saves import library

    path = tmp_path / "game.jsonl"
    before = len(library._SUMMARIES)
    for k in range(50):
        path.write_text("x" * (k + 1), encoding="utf-8")  # a new version: not a save
        os.utime(path, ns=(10**18 + k, 10**18 + k))
        kept = library.summary(path)
        assert kept.problem and kept.when.timestamp() == pytest.approx((10**18 + k) / 1e9)
        assert library.summary(path) is kept  # the same version: read once
    assert len(library._SUMMARIES) == before + 1
