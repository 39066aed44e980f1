"""A full disk while saving the settings (issue 26): no ``.settings.*.tmp`` is left
behind for each failed save, the settings file stays as it was, and the player reads
why in words - never ``[Errno 28]`` and a temporary file's path."""

from __future__ import annotations

import errno
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from adrenaline.ui.screens import settings_menu
from adrenaline.ui.settings import Settings

from .test_menus import app, click, saves  # noqa: F401  (fixtures)


@pytest.fixture
def full_disk(monkeypatch):
    """Writing succeeds until the data must reach the disk, which is full."""
    def fsync(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr("adrenaline.ui.settings.os.fsync", fsync)


def test_a_failed_settings_save_leaves_no_temporary_file_and_the_old_settings(app, full_disk):  # noqa: F811
    folder = Settings.path().parent
    Settings.path().parent.mkdir(parents=True, exist_ok=True)
    Settings.path().write_text('{"hints": true}')
    app.push(settings_menu.SettingsMenu(app))
    for _ in range(3):
        click(app, "Hints >")
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json"]
    assert Settings.path().read_text() == '{"hints": true}'
    message = app.top.message
    assert message == "Cannot save the settings: the disk is full. They apply until the game closes."
    assert "Errno" not in message and ".tmp" not in message
    app.draw()
