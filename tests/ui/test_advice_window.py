"""What would Hard do? In the window: key H (or the Advice button) at a person's decision
rings the advised option where it would be clicked and says why; the Settings turn it
off; in a hot seat it is for the acting player only; asking is marked in the log and in
the game's file, which still loads."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from adrenaline.core import savefile
from adrenaline.core.scenario import play_file
from adrenaline.play.session import Seat, Session

DATA = Path(__file__).resolve().parent.parent / "data" / "advice"


def _scene(app, name="killshot", persons=(0,), viewer=0, autosave=None):
    from adrenaline.ui.game.game_scene import GameScene

    game = play_file(DATA / f"{name}.toml")
    seats = [Seat(p.name, p.character, computer=i not in persons)
             for i, p in enumerate(game.state.players)]
    session = Session(game, seats, autosave)
    session.viewer = viewer
    app.settings.hints = False
    scene = GameScene(app, session)
    app.push(scene)
    scene.update(0.05)
    return scene


def _press_h(scene) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))


def _advice_shown(scene):
    """Frames until the advice is in (it is thought apart: the frames go on meanwhile)."""
    for _ in range(2000):
        scene.update(0.01)
        if scene.advice.shown is not None or not scene.advice.thinking():
            break
        pygame.time.wait(5)
    return scene.advice.shown


def test_key_h_rings_the_advised_button_and_says_why(app):
    scene = _scene(app)
    _press_h(scene)
    assert scene.advice.thinking()  # asked apart: the frame loop goes on
    shown = _advice_shown(scene)
    assert shown is not None
    _d, advice, lines = shown
    assert advice.option.text == "action shoot"
    rings = scene.advice.targets(scene, advice)
    shoot = [i for i in scene.clickables() if i.id == "action shoot"]
    assert rings and pygame.Rect(shoot[0][2]) in rings
    assert "Banshee" in lines[0]
    scene.draw(app.screen)  # drawn with its ring and its words
    assert any("asks Hard for advice" in line for line in scene.log.lines)


def test_the_advice_button_asks_like_key_h(app):
    scene = _scene(app)
    scene.draw(app.screen)
    button = scene.advice.button
    assert button.width > 0
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.center))
    assert scene.advice.thinking() or scene.advice.shown is not None
    assert len(scene.session.game.log) == len(play_file(DATA / "killshot.toml").log)  # no choice made


def test_advice_off_in_the_settings_asks_nothing(app):
    scene = _scene(app)
    app.settings.advice = False
    _press_h(scene)
    assert not scene.advice.thinking() and scene.advice.asks == 0
    scene.draw(app.screen)
    assert scene.advice.button.width == 0


def test_in_a_hot_seat_only_the_acting_player_may_ask(app):
    """Another person at the screen (the hand-off cover is due) gets no advice for the
    acting player's decision."""
    scene = _scene(app, persons=(0, 1), viewer=1)
    assert scene.session.needs_handoff()
    _press_h(scene)
    assert scene.advice.asks == 0


def test_asking_is_marked_in_the_game_s_file_which_still_loads(app, tmp_path):
    path = tmp_path / "game.jsonl"
    scene = _scene(app, autosave=path)
    _press_h(scene)
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    seat = scene.session.decision.decider
    assert header["client"]["advice"] == [[len(scene.session.game.log), seat]]
    assert list(header["client"])[-1] == "seats"
    game = savefile.load(path)  # the rules never read the mark
    assert game.client["advice"] == header["client"]["advice"]
    resumed = Session.resume(path)
    assert resumed.game.client["advice"] == header["client"]["advice"]
    assert resumed.autosave == path  # kept in place: the file is as this version writes it
    resumed.close()
    _advice_shown(scene)


def test_the_tutorial_offers_advice_once_its_script_ends(app):
    from adrenaline.ui.screens import main_menu
    from adrenaline.ui.screens.tutorial import start_tutorial

    app.push(main_menu.MainMenu(app))
    assert start_tutorial(app)
    while type(app.top).__name__ != "TutorialScene":
        app.top.build() if hasattr(app.top, "build") else None
        app.top.play()  # the teacher's pages: straight to the game
    scene = app.top
    assert scene.coach.guided and scene.hint() is None or scene.step is not None
    scene.coach.index = len(scene.coach.script.steps)  # the script has ended
    for _ in range(200):  # the learner's next decision
        if scene.session.person_to_decide() is not None and not scene.animator.busy:
            break
        scene.update(0.05)
    scene.draw(app.screen)
    popup = scene.hint()
    assert popup is not None and popup.kind == "hint"
    _press_h(scene)
    assert scene.advice.asks == 1 and scene.hint() is None  # offered until asked once
