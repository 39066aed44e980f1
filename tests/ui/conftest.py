"""Shared by the window tests that want no waiting."""

from __future__ import annotations

import pytest


@pytest.fixture
def instant_app(tmp_path, monkeypatch):
    """The App with private settings and data folder, instant animations and no pause
    between a computer player's choices."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App

    a = App()
    a.settings.animation_speed = "instant"
    a.settings.computer_pause = 0.0
    yield a
    a.quit()


@pytest.fixture
def app(instant_app):
    """The window tests' App unless a module defines its own ``app``: ``instant_app``."""
    return instant_app
