"""The log in step with the animations: a player's results (a computer player's as
anyone's) are written in the log when the animation of their events lands, not when
the choice is applied. The animator is driven by ``update(dt)``, no clock."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from adrenaline.core import scenario
from adrenaline.core.events import Damaged
from adrenaline.play.session import Seat, Session
from adrenaline.ui.game.game_scene import GameScene

SHOT = "Banshee shoots Violet with the Lock Rifle: 2 damage, 1 mark"
FRAME = 1 / 60


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App

    a = App()
    a.settings.animation_speed = "normal"
    a.settings.computer_pause = 0.0
    yield a
    a.quit()


def banshee_shoots(app, answers) -> GameScene:
    """Violet (the person) on r1c1 of arena C; Banshee, a computer player on r0c2, is to
    play and answers ``answers`` in turn (then thinks no more)."""
    players = [{"character": "Violet", "square": "r1c1"},
               {"character": "Banshee", "square": "r0c2", "weapons": ["Lock Rifle"]},
               {"character": "Dozer", "square": "r2c2"}]
    game = scenario.play({"arena": "C", "seed": 2, "current": "Banshee", "players": players})
    seats = [Seat(p.name, p.character, computer=i != 0) for i, p in enumerate(game.state.players)]
    session = Session(game, seats)
    queue = list(answers)
    session.think = lambda: None
    session.thought = lambda: session.decision.find(queue.pop(0)) if queue else None
    scene = GameScene(app, session)
    app.push(scene)
    return scene


def test_a_computer_players_shot_is_told_when_its_animation_lands(app):
    scene = banshee_shoots(app, ["action shoot", "weapon Lock Rifle", "target Violet"])
    game = scene.session.game
    for _ in range(600):  # frames until the shot is applied
        scene.update(FRAME)
        if any(isinstance(e, Damaged) for e in game.log[-1].events):
            break
    assert any(isinstance(e, Damaged) for e in game.log[-1].events), "Banshee never shot"
    assert scene.animator.busy
    assert SHOT not in scene.log.lines, "told before it is seen"
    hit_seen = False
    while scene.animator.busy:
        scene.update(FRAME)
        current = scene.animator.current
        if current is not None and isinstance(current.event, Damaged):
            hit_seen = True
            assert SHOT not in scene.log.lines, "told while the shot is still flying"
    assert hit_seen
    assert scene.log.lines[-1] == SHOT


def choose(scene, text: str) -> None:
    """Choose once the screen offers the decision (the last choice's animations over)."""
    while scene.animator.busy:
        scene.update(FRAME)
    scene.view.refresh()
    option = scene.session.decision.find(text)
    assert option is not None, text
    scene.choose(option)


def test_undo_takes_back_a_choices_lines_once_they_are_told(app):
    """Undo keeps the log as what happened: the undone move's line leaves it."""
    players = [{"character": "Violet", "square": "r1c1", "weapons": ["Lock Rifle"]},
               {"character": "Banshee", "square": "r0c2"}, {"character": "Dozer", "square": "r2c2"}]
    game = scenario.play({"arena": "C", "seed": 2, "current": "Violet", "players": players})
    seats = [Seat(p.name, p.character, computer=i != 0) for i, p in enumerate(game.state.players)]
    scene = GameScene(app, Session(game, seats))
    app.push(scene)
    scene.update(FRAME)
    before = list(scene.log.lines)
    choose(scene, "action run")
    choose(scene, "move r1c2")
    assert scene.animator.busy and scene.log.lines == before, "told before the move is seen"
    while scene.animator.busy:
        scene.update(FRAME)
    assert len(scene.log.lines) > len(before)
    moved = len(game.log)
    scene.undo()
    assert len(game.log) < moved
    scene.update(FRAME)
    assert scene.log.lines == before
    choose(scene, "move r0c1")
    while scene.animator.busy:
        scene.update(FRAME)
    assert scene.log.lines[:len(before)] == before and len(scene.log.lines) > len(before)
