"""The end-to-end driver itself: a test waits for the state it needs (the probe), never
for the clock. A screenshot for people to look at is no condition of a test's pass:
ImageMagick's ``import`` once took over 20 s on a busy machine and failed
test_window_at_twice_the_size_maps_clicks."""

from __future__ import annotations

import os

import pytest

from .driver import Window


def test_a_screenshot_import_cannot_take_is_a_warning_not_a_failure(tmp_path, monkeypatch):
    slow = tmp_path / "import"  # stands for ImageMagick's import, ended by its time limit
    slow.write_text("#!/bin/sh\necho 'import: timed out' >&2\nexit 124\n")
    slow.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    window = object.__new__(Window)  # no program needed: only the screenshot is tried
    window.display, window.wid = ":0", "0x1"
    with pytest.warns(UserWarning, match="no screenshot e2e-never"):
        assert window.screenshot("e2e-never") is None
