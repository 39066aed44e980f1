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


@pytest.fixture(autouse=True)
def _text_size_and_layout_as_they_were():
    """A test that draws at another Text size or window size (an App opened with the
    player's settings, a layout for 1024 x 640) leaves 100% and 1280 x 800 behind it, so
    the next test's prompt and layout are those of a fresh window."""
    yield
    from adrenaline.ui import layout, theme
    from adrenaline.ui.text_size import set_text_scale

    if theme.text_scale != 1.0:
        set_text_scale(1.0)
    if layout.SIZE != layout.BASE:
        layout.use(layout.BASE)
