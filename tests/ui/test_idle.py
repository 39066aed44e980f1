"""A screen where nothing moves sleeps: the window draws a frame only on input, while
something moves (an animation, a computer player thinking, the highlights' first
beats) or when a timed change comes due (a notice going, the hand-off's grace). How
much of a core it then uses is measured by tools/idle_cpu.py, not here."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.ui.game.board_draw import PULSE_SECONDS
from adrenaline.ui.game.game_scene import NOTICE_SECONDS, GameScene
from adrenaline.ui.kit.inputs import CARET_BLINK_MS
from adrenaline.ui.screens.hand_off import HandOff
from adrenaline.ui.screens.main_menu import MainMenu
from adrenaline.ui.screens.new_game import NewGame

from .screens import scenario_scene


def game_scene(app, current="Violet", persons=1) -> GameScene:
    """Violet with the Lock Rifle on arena C; the first ``persons`` seats people."""
    players = [{"character": "Violet", "square": "r1c1", "weapons": ["Lock Rifle"]},
               {"character": "Banshee", "square": "r0c2"}, {"character": "Dozer", "square": "r2c2"}]
    return scenario_scene(app, {"arena": "C", "seed": 2, "current": current, "players": players},
                          persons=range(persons), settle=False)


def past_the_first_beats(scene) -> None:
    scene.update(0.1)  # the options appear
    scene.update(PULSE_SECONDS)
    scene.draw(scene.app.screen)


def test_the_main_menu_is_still_until_input(app):
    app.push(MainMenu(app))
    app.step(1 / 60)
    assert app.still_for() == math.inf


def test_input_ends_a_rest_and_reaches_the_next_frame(app):
    menu = MainMenu(app)
    app.push(menu)
    app.step(1 / 60)
    seen = []
    handle = menu.handle_event
    menu.handle_event = lambda event: (seen.append(event.type), handle(event))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    app.rest()  # returns at once: the key is waiting
    app.step(1 / 60)
    assert pygame.KEYDOWN in seen


def test_a_screen_that_moves_is_drawn_every_frame(app):
    class Moving:  # a scene that does not say it is still: drawn every frame, as before
        overlay = False

        def handle_event(self, event): ...

        def update(self, dt): ...

        def draw(self, surface): ...

    app.push(Moving())
    assert app.still_for() == 0.0
    assert app.rest() == 0.0


def test_a_game_waiting_for_a_person_is_still_after_the_highlights_first_beats(app):
    scene = game_scene(app)
    scene.update(0.1)
    assert scene.session.person_to_decide() == 0
    assert scene.still_for() == 0.0  # the highlights pulse when the options appear
    scene.update(PULSE_SECONDS)
    scene.draw(app.screen)
    assert scene.still_for() == math.inf


def test_a_notice_wakes_the_screen_when_it_goes(app):
    scene = game_scene(app)
    past_the_first_beats(scene)
    scene.notice, scene.notice_left = ("Too far", (300, 300)), NOTICE_SECONDS
    assert scene.still_for() == pytest.approx(NOTICE_SECONDS)
    scene.update(NOTICE_SECONDS)
    assert scene.notice is None
    assert scene.still_for() == math.inf


def test_an_animation_keeps_the_frames_coming(app):
    app.settings.animation_speed = "normal"
    scene = game_scene(app)
    past_the_first_beats(scene)
    scene.choose(scene.session.decision.find("action run"))
    scene.update(1 / 60)
    assert scene.animator.busy or scene.board.gliding or scene.attention < PULSE_SECONDS
    assert scene.still_for() == 0.0


def test_a_computer_player_deciding_keeps_the_frames_coming(app):
    scene = game_scene(app, current="Banshee")
    past_the_first_beats(scene)
    assert scene.session.computer_to_decide()
    assert scene.still_for() == 0.0


def test_the_hand_off_cover_wakes_when_ready_takes_a_press(app):
    scene = game_scene(app, persons=3)
    cover = HandOff(app, scene.session)
    assert cover.still_for() == pytest.approx(cover.grace)
    cover.update(cover.grace)
    assert cover.still_for() == math.inf


def test_a_text_field_being_typed_in_wakes_for_its_caret(app):
    screen = NewGame(app)
    app.push(screen)
    screen.build()
    field = next(w for w in screen.form.widgets if type(w).__name__ == "TextInput")
    screen.form.editing = field
    assert 0 < screen.still_for() <= CARET_BLINK_MS / 1000
