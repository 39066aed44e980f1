"""The game as an installed package (issue 26): the wheel built from the repository and
installed into a fresh virtual environment outside the checkout, as ``pipx install`` does,
runs from another folder: ``--version``, ``simulate``, ``tutorial --check`` and the window
(Xvfb, probe). Slow (it installs pygame-ce): not in ``make test``; ``make check-install``
and ``.ci/run`` run it (``-m install``)."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from .driver import ROOT, run_tool

pytestmark = pytest.mark.install


def run(command: list[str], cwd: Path, seconds: float = 600, **env: str) -> subprocess.CompletedProcess:
    """A command with an environment that cannot see the checkout (no PYTHONPATH)."""
    environment = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    environment.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **env)
    return subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True,
                          timeout=seconds, check=False)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, str]:
    """The wheel (python -m build --wheel) and what the build printed."""
    out = tmp_path_factory.mktemp("wheel")
    result = run([sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT)], cwd=out)
    assert result.returncode == 0, result.stdout + result.stderr
    (wheel,) = out.glob("adrenaline-*.whl")
    return wheel, result.stdout + result.stderr


@pytest.fixture(scope="module")
def installed(built, tmp_path_factory) -> Path:
    """The bin folder of a fresh virtual environment, outside the checkout, with the wheel."""
    home = tmp_path_factory.mktemp("venv") / "env"
    venv.create(home, with_pip=True)
    result = run([str(home / "bin" / "python"), "-m", "pip", "install", "--quiet",
                  "--disable-pip-version-check", str(built[0])], cwd=home)
    assert result.returncode == 0, result.stdout + result.stderr
    return home / "bin"


@pytest.fixture
def elsewhere(tmp_path) -> Path:
    """A folder that is not the checkout, to run the installed command from."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    return folder


def test_the_wheel_builds_without_deprecation_warnings(built):
    _, output = built
    assert "deprecat" not in output.lower(), output


def test_the_wheel_holds_everything_the_game_reads_at_run_time(built):
    names = set(zipfile.ZipFile(built[0]).namelist())
    for name in ("maps/arena_a.tmx", "maps/arena_c.tmx", "maps/tileset.tsx", "maps/tileset.png",
                 "tutorial/script.toml", "tutorial/rules.toml", "ui/fonts/DejaVuSans.ttf",
                 "locale/pl/LC_MESSAGES/adrenaline.po", "desktop/adrenaline.desktop",
                 "desktop/adrenaline.png"):
        assert f"adrenaline/{name}" in names, name


def test_the_installed_command_prints_its_version(installed, elsewhere):
    from adrenaline import __version__

    result = run([str(installed / "adrenaline"), "--version"], cwd=elsewhere)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"adrenaline {__version__}"


def test_the_installed_command_plays_games_headless_from_any_folder(installed, elsewhere):
    result = run([str(installed / "adrenaline"), "simulate", "--players", "3", "--games", "1"],
                 cwd=elsewhere)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("game 1 (seed 0): winner "), result.stdout


def test_the_installed_tutorial_script_plays_through_the_rules(installed, elsewhere):
    result = run([str(installed / "adrenaline"), "tutorial", "--check"], cwd=elsewhere)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("tutorial script: "), result.stdout


def test_the_installed_window_opens_with_its_icon_and_starts_a_game(installed, launch):
    w = launch(program=[str(installed / "adrenaline")], clean=True)
    w.wait_scene("MainMenu", seconds=60)
    properties = run_tool(w.display, "xprop", "-id", w.wid, "WM_NAME", "_NET_WM_ICON")
    assert 'WM_NAME(UTF-8) = "Adrenaline"' in properties
    assert "Icon (64 x 64)" in properties
    w.screenshot("e2e-installed-main-menu")
    w.click_id("button:new_game")
    w.wait_scene("NewGame")
    w.click_id("button:start")
    w.wait(lambda p: p.get("scene") in ("GameScene", "HandOff"), "the game's first screen", 60)
    w.screenshot("e2e-installed-game")
    assert "Traceback" not in w.output() and "ALSA lib" not in w.output(), w.output()
