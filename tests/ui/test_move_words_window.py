"""A square's tooltip says what a click on it does, from the question asked: "The
middle square of the white room - click: push Banshee here", never the square's name
twice (issue 33); the prompt over the board asks in the same words."""

from __future__ import annotations

import pytest

from adrenaline.core.board import parse_square
from adrenaline.ui import layout
from adrenaline.words import i18n, square_words

from .screens import play_in_scene, scenario_scene


def scene_with(app, violet: dict, banshee: str, texts):
    players = [{"character": "Violet", "square": "r1c1", **violet},
               {"character": "Banshee", "square": banshee}, {"character": "Dozer", "square": "r2c3"}]
    scene = scenario_scene(app, {"arena": "C", "seed": 3, "current": "Violet", "players": players})
    play_in_scene(scene, texts)
    return scene


def tip(scene, square: str) -> str:
    """The tooltip of a square (under the pointer where no figure or tile is)."""
    r = layout.square_rect(parse_square(square))
    said = ""
    for pos in (r.center, (r.x + 12, r.bottom - 12), (r.right - 12, r.bottom - 12), (r.x + 12, r.centery)):
        said = scene.board.tooltip(pos, scene.view) or ""
        if " - " in said:  # "{square} - click: {what it does}"
            return said
    return said


@pytest.mark.parametrize("code, pushed, left", [
    ("en", "push Banshee here", "leave Banshee here"),
    ("fr", "repousser Banshee ici", "laisser Banshee ici"),
])
def test_a_shotgun_push_s_square_tooltip_says_push_banshee_here_not_the_square_twice(app, code, pushed, left):
    scene = scene_with(app, {"weapons": ["Shotgun"]}, "r1c1",
                       ("action shoot", "weapon Shotgun", "target Banshee"))
    i18n.set_language(code)
    app.words_changed()
    board = scene.session.game.state.board
    name = square_words(board, parse_square("r2c1"))
    said = tip(scene, "r2c1")
    assert pushed in said and said.lower().count(name.lower()) == 1, said
    assert left in tip(scene, "r1c1")
    question = scene.prompt._message(scene.view)[0]
    assert "Banshee" in question and ("push" in question) == (code == "en"), question


def test_newton_s_square_tooltip_says_whom_it_moves(app):
    scene = scene_with(app, {"powerups": ["newton/blue"]}, "r1c2", ("use newton/blue", "target Banshee"))
    board = scene.session.game.state.board
    said = tip(scene, "r1c3")
    assert "move Banshee here" in said
    assert said.lower().count(square_words(board, parse_square("r1c3")).lower()) == 1, said
