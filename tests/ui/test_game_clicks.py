"""A click on something that is not an option: the game screen says in a few words why
(the core's reason, adrenaline.core.reasons), near the click, and nothing in the game changes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core import scenario
from adrenaline.core.board import parse_square
from adrenaline.core.reasons import Reason
from adrenaline.ui import layout
from adrenaline.ui.game.game_scene import NOTICE_SECONDS
from adrenaline.words.reasons import PHRASES, reason_words
from adrenaline.play.session import Seat, Session


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App

    a = App()
    a.settings.animation_speed = "instant"
    yield a
    a.quit()


def lock_rifle_scene(app, choices=(), current="Violet", violet="r1c1"):
    """Violet (the person) on r1c1 of arena C with the Lock Rifle; Banshee r0c2 and Dozer
    r2c2 in sight, :D-struct-OR r1c0 behind a wall, Sprog r1c3 in the yellow room (unseen)."""
    from adrenaline.ui.game.game_scene import GameScene

    players = [{"character": "Violet", "square": violet, "weapons": ["Lock Rifle"]},
               {"character": "Banshee", "square": "r0c2"}, {"character": "Dozer", "square": "r2c2"},
               {"character": ":D-struct-OR", "square": "r1c0"},
               {"character": "Sprog", "square": "r1c3"}]
    game = scenario.play({"arena": "C", "seed": 2, "current": current, "players": players,
                          "choices": list(choices)})
    seats = [Seat(p.name, p.character, computer=i != 0) for i, p in enumerate(game.state.players)]
    scene = GameScene(app, Session(game, seats))
    app.push(scene)
    if current == "Violet":
        scene.update(0.1)
    return scene


def fingerprint(game) -> tuple:
    g = game.state
    return (len(game.log), game.legal(), g.stage,
            tuple((p.square, tuple(p.damage), tuple(p.ammo), tuple(p.weapons)) for p in g.players))


def click(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def square_centre(text: str) -> tuple[int, int]:
    r = layout.square_rect(parse_square(text))
    return (r.x + 30, r.bottom - 30)  # a corner of the square, clear of figures and tiles


def test_a_square_no_action_reaches_says_how_far_you_can_move_and_changes_nothing(app):
    scene = lock_rifle_scene(app, violet="r0c0")
    before = fingerprint(scene.session.game)
    click(scene, square_centre("r2c3"))  # 5 moves away: no action ends there
    assert scene.notice is not None
    words, where = scene.notice
    assert words == reason_words(Reason("out_of_reach", distance=5, limit=3), "square")
    assert where == square_centre("r2c3")
    assert fingerprint(scene.session.game) == before
    app.draw()  # the notice is drawn without error


def test_a_figure_you_cannot_see_says_so_when_shooting_a_target_you_can_see(app):
    scene = lock_rifle_scene(app, ["action shoot", "weapon Lock Rifle"])
    before = fingerprint(scene.session.game)
    g = scene.session.game.state
    scene.view.refresh()
    sprog = scene.board.figure_positions(scene.view)[g.seat_of("Sprog")]
    click(scene, sprog)
    assert scene.notice[0] == "You can't see that figure"
    assert fingerprint(scene.session.game) == before


def test_a_square_too_far_to_grab_from_gives_the_limit_and_the_notice_fades(app):
    # Grab Stuff: "Move one square and grab"; r1c1 to r2c3 is 3 moves (by the white door)
    scene = lock_rifle_scene(app, ["action grab"])
    before = fingerprint(scene.session.game)
    click(scene, square_centre("r2c3"))
    assert scene.notice[0] == "Too far: you can move up to 1 square"
    assert fingerprint(scene.session.game) == before
    scene.update(NOTICE_SECONDS + 0.1)
    assert scene.notice is None


def test_an_option_clicked_still_answers_and_shows_no_notice(app):
    scene = lock_rifle_scene(app, ["action run"])
    click(scene, square_centre("r1c2"))
    assert scene.notice is None
    assert scene.session.game.state.players[0].square == parse_square("r1c2")


def test_every_reason_the_core_gives_has_words():
    """Each reason kind written in the core (reasons.py, the weapon conditions) has a phrase."""
    import re
    from pathlib import Path

    import adrenaline.core as core

    root = Path(core.__file__).parent
    text = "".join((root / name).read_text() for name in ("reasons.py", "weapons/dsl.py", "weapons/conditions.py"))
    kinds = set(re.findall(r'Reason\("(\w+)"', text)) | set(re.findall(r'\("(\w+)", \{', text))
    kinds |= {f"not_a_{w}_now" for w in ("square", "target", "card")}
    assert len(kinds) > 25
    assert kinds <= set(PHRASES), sorted(kinds - set(PHRASES))
    assert reason_words(Reason("out_of_range", distance=1, low=2, high=99), "figure") == \
        "Out of range: 1 move away, needs at least 2 moves away"


def test_a_figure_clicked_while_a_square_is_asked_for_means_its_square(app):
    # Grab Stuff moves 1 square; Sprog stands on r1c3, 2 moves from Violet's r1c1
    scene = lock_rifle_scene(app, ["action grab"])
    g = scene.session.game.state
    scene.view.refresh()
    click(scene, scene.board.figure_positions(scene.view)[g.seat_of("Sprog")])
    assert scene.notice[0] == "Too far: you can move up to 1 square"


def test_a_click_while_a_computer_player_decides_says_whose_turn_it_is(app):
    scene = lock_rifle_scene(app, current="Banshee")  # Banshee is a computer player
    assert scene.session.computer_to_decide()
    before = fingerprint(scene.session.game)
    click(scene, square_centre("r1c2"))
    assert scene.notice[0] == "Not your turn: Banshee decides"
    assert fingerprint(scene.session.game) == before
