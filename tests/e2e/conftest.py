"""End-to-end tests: the real program in a real window under Xvfb.

Without Xvfb, xdotool or ImageMagick's ``import`` they skip with the reason;
under ``CI=true`` (``.ci/run``) a missing tool fails them instead.
"""

from __future__ import annotations

import os

import pytest

from .driver import SCREEN, Window, Xvfb, missing_tools


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "e2e: the real program in a real window under Xvfb, driven by xdotool")


@pytest.fixture(scope="session")
def xservers(tmp_path_factory):
    """xservers(screen=(w, h)) -> DISPLAY of a virtual X server with that screen (one
    per size, shared by the session)."""
    missing = missing_tools()
    if missing:
        reason = (f"end-to-end tests need {', '.join(missing)} (apt-get install xvfb xdotool "
                  f"imagemagick)")
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true: {reason}")
        pytest.skip(reason)
    servers: dict[tuple[int, int], Xvfb] = {}

    def get(screen: tuple[int, int] = SCREEN) -> str:
        if screen not in servers:
            log = tmp_path_factory.mktemp("xvfb") / "xvfb.log"
            servers[screen] = Xvfb(log, screen)
        return servers[screen].display

    yield get
    for server in servers.values():
        server.close()


@pytest.fixture
def launch(xservers, tmp_path):
    """launch(args..., settings=None, screen=(1600, 1000)) -> Window, the program
    started with those arguments on an X server with that screen size. The window
    opens at 1280x800 unless asked otherwise (play --size); ``program``: another
    executable than this Python (an installed command), ``clean``: its environment
    emptied (tests/e2e/driver.py Window). Every window is closed after the test."""
    windows: list[Window] = []

    def start(*args: str, settings: dict | None = None, screen: tuple[int, int] = SCREEN,
              program: list[str] | None = None, clean: bool = False) -> Window:
        folder = tmp_path / f"run{len(windows)}"
        window = Window(xservers(screen), list(args), folder, name=(args or ("window",))[-1],
                        settings=settings, program=program, clean=clean)
        windows.append(window)
        return window

    yield start
    for window in windows:
        window.close()
