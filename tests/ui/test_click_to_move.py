"""Click-to-move (issue 24): at the action prompt every square an action can end on is
marked, one click on it does that action there, the other action is one more click away,
Z takes the whole click back; a spawnpoint clicked spawns there; hovering a target tells
what the planned shot would do to it, and the shot then does exactly that."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import itertools

import pygame
import pytest

from adrenaline.core.board import parse_square
from adrenaline.core.choices import ChooseAction, GrabWeapon, MoveTo
from adrenaline.ui import layout, theme
from adrenaline.ui.game import move_marks

from .test_colours import VISIONS, ciede2000, contrast, seen
from .screens import scenario_scene


def scene_at(app, violet: dict, **spec):
    """Violet (the person) plays arena C against two computer players."""
    players = [{"character": "Violet", **violet}, {"character": "Banshee", "square": "r0c2"},
               {"character": "Dozer", "square": "r2c3"}]
    return scenario_scene(app, {"arena": "C", "seed": 3, "current": "Violet", "players": players,
                                **spec})


def centre(text: str) -> tuple[int, int]:
    return layout.square_rect(parse_square(text)).center


def click(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def violet(scene):
    return scene.session.game.state.players[0]


def test_the_action_prompt_lists_every_square_an_action_ends_on_by_action(app):
    scene = scene_at(app, {"square": "r1c1"}, ammo_tiles={"r1c2": "red+blue+powerup"})
    ids = {item.id for item in scene.clickables() if item[0] == "square"}
    assert "grab r1c2" in ids  # the default where there is ammo
    assert "run r1c2" in ids  # the other action, one more click: a chip in the corner
    assert "run r1c0" in ids or "grab r1c0" in ids
    app.draw()


def test_one_click_on_a_square_with_nothing_to_grab_runs_there(app):
    scene = scene_at(app, {"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0}})
    game = scene.session.game
    target = game.state.board.spawnpoints["red"]  # no weapon you can pay for: run only
    scene.view.refresh()
    assert [r.action for r in scene.view.reach[target]] == ["run"]
    click(scene, layout.square_rect(target).center)
    assert violet(scene).square == target
    assert [e.choice for e in game.log[-2:]] == [ChooseAction("run"), MoveTo(target)]


def test_one_click_on_a_square_with_ammo_grabs_there_and_its_chip_runs_there(app):
    scene = scene_at(app, {"square": "r1c1"}, ammo_tiles={"r1c2": "red+blue+blue"})
    game = scene.session.game
    click(scene, centre("r1c2"))
    assert violet(scene).square == parse_square("r1c2")
    assert game.log[-2].choice == ChooseAction("grab")
    assert game.state.ammo_on[parse_square("r1c2")] is None  # the tile was grabbed

    other = scene_at(app, {"square": "r1c1"}, ammo_tiles={"r1c2": "red+blue+blue"})
    other.view.refresh()
    chip = next(rect for rect, thing in move_marks.chip_rects(other.view)
                if getattr(thing, "text", "") == "run r1c2")
    click(other, chip.center)
    assert violet(other).square == parse_square("r1c2")
    assert other.session.game.log[-2].choice == ChooseAction("run")
    assert other.session.game.state.ammo_on[parse_square("r1c2")] is not None  # not grabbed


def test_undo_takes_back_the_whole_click(app):
    scene = scene_at(app, {"square": "r1c1"}, ammo_tiles={"r1c2": "red+blue+blue"})
    game = scene.session.game
    before = (len(game.log), game.legal().kind, game.state.actions_left)
    scene.view.refresh()
    chip = next(rect for rect, thing in move_marks.chip_rects(scene.view)
                if getattr(thing, "text", "") == "run r1c2")
    click(scene, chip.center)
    assert violet(scene).square == parse_square("r1c2")
    scene.update(0.1)  # the move is shown
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z"))
    assert violet(scene).square == parse_square("r1c1")
    assert (len(game.log), game.legal().kind, game.state.actions_left) == before


def test_a_click_on_a_spawnpoint_discards_the_powerup_of_its_colour(app):
    scene = scene_at(app, {"powerups": ["newton/red", "teleporter/blue"]})
    game = scene.session.game
    assert game.legal().kind == "spawn"
    red = game.state.board.spawnpoints["red"]
    click(scene, layout.square_rect(red).center)
    assert violet(scene).square == red
    assert game.log[-1].choice.text == "discard newton/red"


def test_two_powerups_of_one_colour_ask_which_one_at_the_spawnpoint(app):
    scene = scene_at(app, {"powerups": ["newton/red", "teleporter/red"]})
    game = scene.session.game
    red = game.state.board.spawnpoints["red"]
    click(scene, layout.square_rect(red).center)  # which one? nothing chosen yet
    assert game.legal().kind == "spawn"
    assert scene.notice is not None and "click the powerup to discard" in scene.notice[0]
    scene.view.refresh()
    chips = {thing.text: rect for rect, thing in move_marks.chip_rects(scene.view)}
    assert set(chips) == {"discard newton/red", "discard teleporter/red"}
    click(scene, chips["discard teleporter/red"].center)
    assert violet(scene).square == red
    assert game.log[-1].choice.text == "discard teleporter/red"


def test_the_shot_preview_says_what_the_shot_then_does(app):
    # Lock Rifle: 2 damage and a mark
    scene = scene_at(app, {"square": "r1c1", "weapons": ["Lock Rifle"]},
                     choices=["action shoot", "weapon Lock Rifle"])
    game = scene.session.game
    seat = game.state.seat_of("Banshee")
    players = game.state.players
    scene.view.refresh()
    option = scene.view.figures[seat]
    preview = scene.view.shot_preview(option)[seat]
    pos = scene.board.figure_positions(scene.view)[seat]
    tip = scene.tooltip_at(pos)
    assert f"This shot: {preview.damage} damage" in tip
    before = (len(players[seat].damage), sum(players[seat].marks))
    click(scene, pos)
    while scene.session.decision is not None and scene.session.decision.decider == 0 \
            and scene.session.decision.kind in ("shoot_plan", "pay"):
        scene.choose(scene.session.decision.options[0])
    after = game.state.players[seat]
    assert len(after.damage) - before[0] == preview.damage
    assert after.marks[0] == preview.marks


def test_effect_buttons_show_their_extra_cost_in_cubes(app):
    # Electroscythe: the basic effect, or the reaper mode for 1 blue and 1 red more
    scene = scene_at(app, {"square": "r0c2", "weapons": ["Electroscythe"],
                           "ammo": {"red": 3, "blue": 3, "yellow": 3}},
                     choices=["action shoot", "weapon Electroscythe"])
    from adrenaline.ui.game.prompt_options import option_parts

    d = scene.session.decision
    effects = [o for o in d.options if type(o).__name__ == "PickEffect"]
    assert effects, d
    costs = {o.effect: [p for p in option_parts(scene.view, o) if p[0] == "cube"] for o in effects}
    assert sorted(costs.values(), key=len) == [[], [("cube", "red"), ("cube", "blue")]] or \
        sorted(costs.values(), key=len) == [[], [("cube", "blue"), ("cube", "red")]]
    assert sorted(map(len, costs.values())) == [0, 2]


@pytest.mark.parametrize("vision", VISIONS)
def test_the_action_marks_stay_apart_and_stand_out_from_the_floors(vision):
    """Each action has its own shape too; the colours differ for every vision, and stand
    out from every floor by WCAG's 3:1 for graphics."""
    for a, b in itertools.combinations(move_marks.ACTIONS, 2):
        assert ciede2000(seen(move_marks.ACTION_COLOUR[a], vision),
                         seen(move_marks.ACTION_COLOUR[b], vision)) > 20, (a, b)
    for action in move_marks.ACTIONS:
        for room, floor in theme.ROOM.items():
            assert contrast(seen(move_marks.ACTION_COLOUR[action], vision), seen(floor, vision)) >= 3, \
                (action, room)


def test_one_click_on_a_weapon_at_a_spawnpoint_within_reach_grabs_that_weapon(app):
    """A weapon card on a spawnpoint is clicked: the grab there takes that card (then
    its payment is asked); a card you could not pay for says why and moves nothing."""
    scene = scene_at(app, {"square": "r0c1", "ammo": {"red": 3, "blue": 3, "yellow": 3}})
    game = scene.session.game
    scene.view.refresh()
    slot, weapon, colour = next(
        (rect, w, c) for rect, w, c, _i in scene.board._slots(scene.view)
        if w is not None and any(w in r.weapons for rs in scene.view.reach.values() for r in rs))
    click(scene, slot.center)
    assert [e.choice for e in game.log[-3:]] == [
        ChooseAction("grab"), MoveTo(game.state.board.spawnpoints[colour]), GrabWeapon(weapon)]
    assert violet(scene).square == game.state.board.spawnpoints[colour]

    poor = scene_at(app, {"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0}})
    poor.view.refresh()
    slot = next(rect for rect, w, _c, _i in poor.board._slots(poor.view) if w is not None)
    before = len(poor.session.game.log)
    click(poor, slot.center)
    assert len(poor.session.game.log) == before and poor.notice is not None
