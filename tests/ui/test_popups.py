"""One popup at a time over the game screen - why a click did nothing, a weapon card in
full, a tooltip, the tutorial's hint - never over the thing it explains, none under
another screen, none once the pointer has left the window."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.ui import layout
from adrenaline.ui.game.game_scene import NOTICE_SECONDS, GameScene
from adrenaline.ui.kit import text as kit_text

from .screens import scenario_scene, settle


def game_scene(app, square: str = "r1c1") -> GameScene:
    """Violet (the person) to act on arena C with a Lock Rifle and a powerup in hand."""
    players = [{"character": "Violet", "square": square, "weapons": ["Lock Rifle"],
                "powerups": ["newton/blue"]},
               {"character": "Banshee", "square": "r0c2"}, {"character": "Dozer", "square": "r2c2"}]
    return scenario_scene(app, {"arena": "C", "seed": 2, "current": "Violet", "players": players})


def move(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(scene, pos) -> None:
    move(scene, pos)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def drawn(scene, monkeypatch) -> tuple[list[str], list]:
    """Draw a frame: the kinds of popup drawn, and the tooltips among the texts drawn."""
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    scene.draw(scene.app.screen)
    return [kind for kind, _rect in scene.popups_drawn], [t for t in probe if t[1] is None]


def spawn_weapon_rect(scene) -> pygame.Rect:
    scene.view.refresh()
    return next(rect for rect, w, _c, _i in scene.board._slots(scene.view) if w is not None)


def test_clicking_a_spawnpoints_weapon_shows_one_popup_at_a_time(app, monkeypatch):
    """Hovering a weapon on a spawnpoint shows the card in full; clicking it (not an
    option now) says why - and only that, not the card and a tooltip too - until the
    words go; then the card again."""
    scene = game_scene(app)
    slot = spawn_weapon_rect(scene)
    move(scene, slot.center)
    kinds, tips = drawn(scene, monkeypatch)
    assert kinds == ["card"] and not tips
    card = scene.popups_drawn[0][1]
    assert not card.colliderect(slot), "the card in full beside the one hovered"
    click(scene, slot.center)
    assert scene.notice is not None, "the click said why"
    kinds, tips = drawn(scene, monkeypatch)
    assert kinds == ["notice"] and not tips
    assert not scene.popups_drawn[0][1].collidepoint(slot.center), "never over the spot clicked"
    scene.update(NOTICE_SECONDS)
    kinds, tips = drawn(scene, monkeypatch)
    assert kinds == ["card"] and not tips


def test_a_tooltip_goes_when_the_pointer_leaves_the_window(app, monkeypatch):
    scene = game_scene(app)
    scene.draw(app.screen)
    card = scene.hand.slots[0][0]
    move(scene, card.center)
    kinds, tips = drawn(scene, monkeypatch)
    assert kinds == ["tooltip"] and len(tips) == 1
    scene.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))
    kinds, tips = drawn(scene, monkeypatch)
    assert kinds == [] and not tips


def test_a_tooltip_never_covers_the_card_or_button_it_explains(app, monkeypatch):
    scene = game_scene(app)
    scene.draw(app.screen)
    things = [rect for rect, *_ in scene.hand.slots] + [b.rect for b in scene.prompt.buttons]
    assert len(things) >= 3
    for thing in things:
        move(scene, thing.center)
        kinds, _tips = drawn(scene, monkeypatch)
        assert kinds == ["tooltip"], thing
        box = scene.popups_drawn[0][1]
        assert not box.colliderect(thing), (thing, box)
        assert app.screen.get_rect().contains(box)


def test_the_notice_stays_off_the_spot_clicked_at_the_top_of_the_window(app, monkeypatch):
    scene = game_scene(app, "r2c3")  # the top row's first square: too far to run to
    spot = (layout.BOARD.x + 20, layout.BOARD.y + 6)
    assert scene.board._square_at(spot) not in scene.view.reach
    click(scene, spot)
    assert scene.notice is not None
    kinds, _tips = drawn(scene, monkeypatch)
    assert kinds == ["notice"]
    box = scene.popups_drawn[0][1]
    assert not box.colliderect(pygame.Rect(spot[0] - 10, spot[1] - 10, 20, 20))
    assert app.screen.get_rect().contains(box)


# -- the tutorial's hint ---------------------------------------------------------------------
@pytest.fixture
def tutorial(app):
    from adrenaline.tutorial import load_script
    from adrenaline.ui.screens.tutorial import TutorialIntro

    intro = TutorialIntro(app, load_script())
    app.push(intro)
    intro.play()
    return app


def guided_steps(app, count: int):
    """The tutorial's first guided steps, each once on screen (lesson cards closed)."""
    seen = 0
    while seen < count:
        scene = settle(app)
        if type(scene).__name__ == "LessonCard":
            scene.back()
            continue
        step = scene.step
        assert step is not None, "a guided step on screen"
        scene.view.refresh()
        yield scene, step
        seen += 1
        scene.choose(scene.session.decision.find(step.expect))


def test_the_hint_is_not_drawn_under_the_in_game_menu(tutorial, monkeypatch):
    """Esc over the tutorial: "Paused" and its menu, not the hint under them."""
    from adrenaline.ui.screens.in_game_menu import InGameMenu

    scene, step = next(guided_steps(tutorial, 1))
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    tutorial.draw()
    assert any(t[0] == step.say for t in probe), "the hint is on screen"
    tutorial.push(InGameMenu(tutorial, scene))
    probe.clear()
    tutorial.draw()
    paused = [t[2] for t in probe if t[0] == "Paused"]
    assert paused, "the menu's title drawn"
    assert not any(t[0] == step.say for t in probe), "the hint is not drawn under the menu"
    assert scene.popups_drawn == []


def test_the_hint_and_its_pointer_stay_off_the_prompt_bar(tutorial, monkeypatch):
    """For the first guided steps (buttons of the bar, squares of the board): the bubble
    never over the prompt bar, its pointer never across it."""
    prompt = layout.PROMPT
    kinds_of_target = set()
    for scene, step in guided_steps(tutorial, 4):
        target = scene.target_rect(step.expect)
        assert target is not None, step.expect
        kinds_of_target.add("bar" if target.colliderect(prompt) else "board")
        kinds, _tips = drawn(scene, monkeypatch)
        assert kinds == ["hint"]
        box = scene.popups_drawn[0][1]
        assert not box.colliderect(prompt), (step.expect, box)
        start, end = scene.pointer(box, target)
        assert not prompt.clipline(start, end), (step.expect, start, end)
    assert kinds_of_target == {"bar", "board"}


def test_the_hint_stays_beside_what_it_points_at_while_the_pointer_rests_on_the_arena(tutorial, monkeypatch):
    """For the first guided steps: with the pointer anywhere on the arena (the middle of
    every square, the taught one too) the hint bubble is still drawn where it was, off
    the square or figure it points at and the figures it names; what the pointer shows
    (a square's tooltip, a weapon card in full) comes beside it, not over it."""
    from adrenaline.ui.kit.place import AWAY

    on_board = 0
    for scene, step in guided_steps(tutorial, 4):
        target = scene.target_rect(step.expect)
        move(scene, AWAY)
        kinds, _tips = drawn(scene, monkeypatch)
        assert kinds == ["hint"]
        bubble = scene.popups_drawn[0][1]
        assert not bubble.colliderect(target)
        for figure in scene.named_figures(step.say):
            if not figure.colliderect(target):
                assert not bubble.colliderect(figure), (step.expect, figure)
        if target.colliderect(layout.PROMPT):
            continue
        on_board += 1
        spots = [layout.square_rect(sq).center for sq in scene.board.board.rooms]
        for spot in spots + [target.center]:
            if bubble.collidepoint(spot):
                continue
            move(scene, spot)
            kinds, _tips = drawn(scene, monkeypatch)
            assert kinds[0] == "hint", (step.expect, spot, kinds)
            assert scene.popups_drawn[0][1] == bubble, "the bubble stays where it was"
            for kind, box in scene.popups_drawn[1:]:
                assert not box.colliderect(bubble), (step.expect, spot, kind)
    assert on_board >= 1
