"""Issue 38's done-means: two real windows on loopback - a host window (Host a game from
the main menu) and a joining window (Join a game, address and code typed in) - and one
headless ``join --computer normal``. A click on a square in the joining window moves its
figure in both windows; the joining window is closed mid-game (the host shows its seat
away), started again, and Continue puts it back in its seat; the game plays on."""

from __future__ import annotations

import pytest

from .driver import Window, Xvfb, stop
from .two_windows import (WAIT, click, computer_client, figure_at, host_window, join_window, play_until, runs,
                          seat_joined)

pytestmark = pytest.mark.e2e


@pytest.fixture
def second_display(xservers, tmp_path):
    """A second virtual screen: the joining window is not under the host's (each one's
    screenshot shows it whole)."""
    xservers()  # skips (or fails under CI) without Xvfb, as the other window tests
    server = Xvfb(tmp_path / "xvfb2.log")
    yield server.display
    server.close()


def test_a_click_in_the_joining_window_moves_its_figure_in_both_windows_and_continue_brings_it_back(
        xservers, second_display, tmp_path):
    started: list = []
    try:
        host = host_window(xservers(), tmp_path / "host")
        started.append(host)
        room = host.probe()
        address = f"127.0.0.1:{room['port']}"
        joiner = join_window(second_display, tmp_path / "joiner", address, room["code"])
        started.append(joiner)
        host.wait(seat_joined("Zoe"), "the joiner in the waiting room's list", WAIT)
        robot = computer_client(address, room["code"])
        started.append(robot)
        host.wait(lambda p: all(s["taken"] for s in p["seats"]), "every seat taken", WAIT)
        host.click_id("button:start")
        probe = joiner.wait(lambda p: p.get("scene") == "RemoteGameScene", "the joining window's game screen", WAIT)
        seat = probe["seat"]
        assert seat in (1, 2)
        host.wait(lambda p: p.get("scene") == "RemoteGameScene" and p["seat"] == 0, "the host's game screen", WAIT)

        play_until([host, joiner], lambda: bool(runs(joiner.probe())), "the joining window's seat asked to run")
        square = runs(joiner.probe())[0]
        to = square["id"].split()[1]
        assert not figure_at(host, seat, to)
        click(joiner, square)
        joiner.wait(lambda p: figure_at(joiner, seat, to), f"the joiner's figure on {to} in its window", WAIT)
        host.wait(lambda p: figure_at(host, seat, to), f"the joiner's figure on {to} in the host's window", WAIT)

        joiner.close()  # mid-game, as the desktop closes it: the host keeps the seat
        started.remove(joiner)
        host.wait(lambda p: str(seat) in p.get("away", []), "the host to show the seat away", WAIT)
        again = Window(second_display, joiner.command[1:], joiner.folder, name="again")
        started.append(again)
        again.wait_scene("MainMenu", WAIT)
        again.wait_id("button:continue")
        again.click_id("button:continue")
        probe = again.wait(lambda p: p.get("scene") == "RemoteGameScene" and p.get("connected"),
                           "Continue back in the seat", WAIT)
        assert probe["seat"] == seat
        assert again.probe()["figures"].get(str(seat)) is not None
        host.wait(lambda p: str(seat) not in p.get("away", []), "the host to show the seat back", WAIT)

        played = host.probe()["entries"]
        play_until([host, again], lambda: host.probe()["entries"] >= played + 4, "the game to play on")
        for w in (host, again):
            assert "Traceback" not in w.output()
    finally:
        for thing in started:
            thing.close() if isinstance(thing, Window) else stop(thing)
