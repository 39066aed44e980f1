"""The game installs like software (issue 26): everything it reads at run time ships inside
the package, the version on the command line, the licence as an SPDX string, a desktop
entry and icon an install can use, the window's icon and title, and no audio driver's
noise on the terminal. (The built wheel, installed and run outside the checkout:
tests/e2e/test_installed.py; the one-file build: tests/e2e/test_onefile.py.)"""

from __future__ import annotations

import configparser
import fnmatch
import json
import os
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

import adrenaline
from adrenaline.core import maps
from adrenaline.tutorial import script
from adrenaline.words import i18n

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = Path(adrenaline.__file__).parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
DESKTOP = PACKAGE / "desktop"


def shipped(path: Path) -> bool:
    """Whether a file inside the package is package data in pyproject.toml."""
    relative = path.relative_to(PACKAGE).as_posix()
    globs = PYPROJECT["tool"]["setuptools"]["package-data"]["adrenaline"]
    return any(fnmatch.fnmatch(relative, g) for g in globs)


def run_time_files() -> list[Path]:
    """Every file the game reads at run time, where its readers look for it."""
    from adrenaline.ui import theme

    files = [maps.arena_path(letter) for letter in maps.ARENAS]
    files += [maps.MAPS_DIR / "tileset.tsx", maps.MAPS_DIR / "tileset.png"]
    files += [script.SCRIPT_PATH, script.RULES_PATH, theme.REGULAR, theme.BOLD]
    files += [i18n.catalogue_path(code) for code in i18n.LANGUAGES if code != i18n.ENGLISH]
    return files + [DESKTOP / "adrenaline.desktop", DESKTOP / "adrenaline.png"]


def test_everything_the_game_reads_at_run_time_ships_inside_the_package():
    """Arenas, tutorial script, rules reference, fonts and catalogues are package data, so
    an installed wheel finds them in any folder ("maps/arena_c.tmx: no such map file")."""
    for path in run_time_files():
        assert path.is_file(), path
        assert path.resolve().is_relative_to(PACKAGE), f"{path} is outside the package"
        assert shipped(path.resolve()), f"{path} is not package data in pyproject.toml"


def test_version_prints_the_packages_version():
    result = subprocess.run([sys.executable, "-m", "adrenaline", "--version"], capture_output=True,
                            text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"adrenaline {adrenaline.__version__}"
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "adrenaline.__version__"}


def test_the_licence_is_an_spdx_string_with_its_file():
    """A licence table is deprecated by setuptools (a warning at every install)."""
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    assert all((ROOT / name).is_file() for name in project["license-files"])


def test_the_desktop_entry_starts_the_installed_command_with_the_games_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(DESKTOP / "adrenaline.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Name"] == "Adrenaline"
    assert desktop["Exec"].split()[0] in PYPROJECT["project"]["scripts"]
    assert (DESKTOP / f"{desktop['Icon']}.png").is_file()
    assert "Game" in desktop["Categories"].split(";") and desktop["Terminal"] == "false"


def test_the_desktop_icon_is_the_one_the_code_draws():
    """adrenaline/desktop/adrenaline.png is tools/make_icon.py's output, not a scan."""
    import pygame

    from adrenaline.ui.icon import draw_icon

    committed = pygame.image.load(str(DESKTOP / "adrenaline.png"))
    drawn = draw_icon(committed.get_width())
    assert committed.get_size() == drawn.get_size() == (256, 256)
    assert pygame.image.tobytes(committed, "RGBA") == pygame.image.tobytes(drawn, "RGBA")


def test_the_window_opens_titled_adrenaline_with_its_icon(tmp_path):
    """The icon is set before the window opens (set_mode), as SDL needs it."""
    code = (
        "import pygame, json; calls = []\n"
        "icon, mode = pygame.display.set_icon, pygame.display.set_mode\n"
        "pygame.display.set_icon = lambda s: (calls.append(['icon', list(s.get_size())]), icon(s))[1]\n"
        "pygame.display.set_mode = lambda *a, **k: (calls.append(['mode']), mode(*a, **k))[1]\n"
        "from adrenaline.ui.app import App\n"
        "App()\n"
        "print(json.dumps([calls, pygame.display.get_caption()[0]]))\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ADRENALINE_CONFIG": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                            timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    calls, title = json.loads(result.stdout.splitlines()[-1])
    assert calls[0] == ["icon", [64, 64]] and ["mode"] in calls[1:]
    assert title == "Adrenaline"


def test_without_an_audio_device_a_start_prints_the_games_one_line_only(tmp_path):
    """SDL's ALSA driver prints its complaints (16 lines) on the process's standard error;
    the terminal gets only the game's line: "adrenaline.sound: No sound: ..." """
    probe = tmp_path / "probe.json"
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="alsa", AUDIODEV="adrenaline-no-such-device",
               ADRENALINE_UI_PROBE=str(probe), ADRENALINE_CONFIG=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    proc = subprocess.Popen([sys.executable, "-m", "adrenaline"], cwd=tmp_path, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60  # a bound, not the condition: the menu on screen is
        while not (probe.is_file() and '"MainMenu"' in probe.read_text(encoding="utf-8")):
            assert proc.poll() is None, f"the game ended: {proc.stderr.read()}"
            if time.monotonic() > deadline:
                pytest.fail("the main menu did not open within 60 s")
            time.sleep(0.05)
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("adrenaline.sound: No sound: the audio device could not be opened")
