"""The one-file build for players without Python (``make dist``: dist/adrenaline, made by
PyInstaller): started with an empty environment - no virtual environment, no PATH, only
the display and HOME - it opens the window on the main menu and starts a game, and plays
headless too. Not in ``make test``: ``make check-dist`` and ``.ci/run`` build it first."""

from __future__ import annotations

import os
import subprocess
import time

import pytest

from .driver import ROOT

pytestmark = pytest.mark.dist

BINARY = ROOT / "dist" / "adrenaline"


@pytest.fixture(scope="module")
def binary():
    if not BINARY.is_file():
        reason = f"{BINARY} is not built (make dist)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true: {reason}")
        pytest.skip(reason)
    return BINARY


def bare(binary, *args: str, folder) -> subprocess.CompletedProcess:
    """The binary with an empty environment, as on a machine with no Python."""
    return subprocess.run(["env", "-i", f"HOME={folder}", str(binary), *args], cwd=folder,
                          capture_output=True, text=True, timeout=300, check=False)


def test_the_one_file_build_plays_headless_without_python(binary, tmp_path):
    result = bare(binary, "--version", folder=tmp_path)
    assert result.returncode == 0 and result.stdout.startswith("adrenaline "), result.stderr
    result = bare(binary, "tutorial", "--check", folder=tmp_path)
    assert result.returncode == 0 and result.stdout.startswith("tutorial script: "), result.stderr
    result = bare(binary, "simulate", "--players", "3", "--games", "1", folder=tmp_path)
    assert result.returncode == 0 and result.stdout.startswith("game 1 "), result.stderr


def test_the_one_file_build_opens_the_window_and_starts_a_game(binary, launch):
    started = time.monotonic()
    w = launch(program=[str(binary)], clean=True)
    w.wait_scene("MainMenu", seconds=120)
    print(f"one-file build: the main menu {time.monotonic() - started:.1f} s after the start, "
          f"{binary.stat().st_size / 2**20:.1f} MB")
    w.screenshot("e2e-onefile-main-menu")
    w.click_id("button:new_game")
    w.wait_scene("NewGame")
    w.click_id("button:start")
    w.wait(lambda p: p.get("scene") in ("GameScene", "HandOff"), "the game's first screen", 60)
    w.screenshot("e2e-onefile-game")
    assert "Traceback" not in w.output() and "ALSA lib" not in w.output(), w.output()
