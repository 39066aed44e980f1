"""The window's computer players think in a worker process; tests that drive the
App headless keep them in a thread; closing the window ends the process."""

from __future__ import annotations

import time

from adrenaline.core.cards import CHARACTERS
from adrenaline.play.session import Seat, Session


def computer_game() -> Session:
    seats = [Seat(c.name, c.name, computer=True, level="normal") for c in CHARACTERS[:3]]
    return Session.new(seats, "B", 5, False, 5)


def test_the_window_thinks_apart_and_closing_it_ends_the_worker(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App
    from adrenaline.ui.game.game_scene import GameScene

    app = App(think_apart=True)
    app.settings.animation_speed = "instant"
    app.settings.computer_pause = 0.0
    session = computer_game()
    app.push(GameScene(app, session))
    assert session.thinks_apart
    process = session._thinker.process
    played = len(session.game.log)
    deadline = time.monotonic() + 30
    while len(session.game.log) < played + 5:  # the computer players' answers arrive
        assert time.monotonic() < deadline, "no answer from the worker process"
        app.step(1 / 60)
        time.sleep(0.002)
    app.quit()
    assert not process.is_alive(), "no worker outlives the window"


def test_an_app_driven_by_tests_keeps_the_thinking_in_a_thread(instant_app):
    from adrenaline.ui.game.game_scene import GameScene

    session = computer_game()
    instant_app.push(GameScene(instant_app, session))
    assert not instant_app.think_apart and not session.thinks_apart
