"""Routes in the window (issue 27, TUR-7): "In the window, a click on the destination takes
the route that costs the mover least and says so; hovering shows the route; the other
routes are one more click away. For a weapon's move of another figure, the acting player
is offered the routes the same way." In Deathmatch nothing changes.

The mode here is the core tests' (:mod:`tests.test_routes`): Deathmatch whose routes
differ by the marked squares they enter, each costing 1 (as Turret mode's turrets do).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core.board import square_name
from adrenaline.core.events import FigureMoved
from adrenaline.core.modes import MODES
from adrenaline.ui import layout
from adrenaline.ui.game import move_marks

from ..rules import B, D, V, say, shooter_at
from ..test_routes import MARKED, Marked, _routed_start, _tractor_position


@pytest.fixture(autouse=True)
def marked_mode():
    MODES[MARKED] = Marked
    yield
    MODES.pop(MARKED, None)


def scene_of(app, game):
    """The game screen over ``game``, Violet (seat 0) the person at it."""
    from adrenaline.play.session import Seat, Session
    from adrenaline.ui.game.game_scene import GameScene

    seats = [Seat(p.name, p.character, computer=i != 0) for i, p in enumerate(game.state.players)]
    scene = GameScene(app, Session(game, seats))
    app.push(scene)
    scene.update(0.1)
    return scene


def run_scene(app, mode=MARKED):
    """Violet to play on a square from which a run reaches ``end`` by ways that differ."""
    start, end = _routed_start()
    where = square_name(start)
    from .screens import scenario_scene

    scene = scenario_scene(app, {"arena": "C", "seed": 3, "current": V, "mode": mode, "players": [
        {"character": V, "square": where}, {"character": B, "square": "r0c2"},
        {"character": D, "square": "r2c3"}]})
    return scene, start, end


def low_in(sq: int) -> tuple[int, int]:
    """A spot on a square clear of its marks and chips (they sit along its top)."""
    r = layout.square_rect(sq)
    return r.centerx, r.bottom - 22


def hover(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def key(scene, k) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def paths_moved(game, seat: int) -> list[tuple[int, ...]]:
    return [e.path for entry in game.log for e in entry.events
            if isinstance(e, FigureMoved) and e.player == seat]


def test_a_click_on_a_square_takes_the_way_that_costs_the_mover_least(app):
    scene, start, end = run_scene(app)
    game = scene.session.game
    scene.view.refresh()
    routes = scene.view.routes_at(end)
    assert len(routes) >= 2
    least = min(r.cost for r in routes)
    assert routes[0].cost == least and any(r.cost > least for r in routes)
    click(scene, low_in(end))
    assert game.state.players[0].square == end
    walked = paths_moved(game, 0)[-1]
    assert game.mode.route_cost(game, 0, walked) == least
    assert walked == routes[0].path


def test_hovering_a_square_draws_the_way_a_click_takes_and_says_what_it_costs(app, monkeypatch):
    scene, start, end = run_scene(app)
    drawn = []
    monkeypatch.setattr(move_marks, "draw_path",
                        lambda surface, board, route, colour=None: drawn.append(route.path))
    hover(scene, low_in(end))
    app.draw()
    routes = scene.view.routes_at(end)
    assert drawn == [routes[0].path], "the way a click takes, square by square"
    tip = scene.tooltip_at(scene.mouse)
    assert "The way that costs least" in tip
    assert f"{routes[0].cost} damage on the way" in tip or "no damage on the way" in tip
    others = len(routes) - 1
    assert f"{others} other way" in tip


def test_another_way_is_one_more_click_on_its_numbered_chip(app):
    scene, start, end = run_scene(app)
    game = scene.session.game
    hover(scene, low_in(end))
    app.draw()
    chips = move_marks.route_chips(scene.view)
    assert [r for _rect, r, _id in chips] == list(scene.view.routes_at(end))
    rect, other, _id = chips[1]
    hover(scene, rect.center)
    assert scene.tooltip_at(scene.mouse).startswith(f"Way 2 of {len(chips)}")
    click(scene, rect.center)
    assert paths_moved(game, 0)[-1] == other.path != chips[0][1].path


def test_the_keyboard_reaches_the_other_way_and_takes_it_with_enter(app):
    scene, start, end = run_scene(app)
    game = scene.session.game
    hover(scene, (5, 5))  # the pointer away from the arena
    scene.view.refresh()
    wanted = None
    for _press in range(120):  # Tab through what can be clicked, until a second way's chip
        key(scene, pygame.K_TAB)
        ids = [item.id for item in scene.clickables()]
        chips = move_marks.route_chips(scene.view)
        if chips and scene.focus_id() == chips[1][2] and scene.view.route_square == end:
            wanted = chips[1][1]
            break
        assert scene.focus_id() in ids
    assert wanted is not None, "Tab reaches the other way's chip"
    app.draw()
    words = scene.tooltip_at(scene.hover_point())  # the focus shows what a pointer there would
    assert words.startswith(f"Way 2 of {len(chips)}") and "damage on the way" in words
    assert [kind for kind, _box in scene.popups_drawn] == ["tooltip"]
    key(scene, pygame.K_RETURN)
    assert paths_moved(game, 0)[-1] == wanted.path
    assert game.state.players[0].square == end


def test_a_weapons_move_of_a_target_offers_its_ways_the_same_way(app):
    me, t, q = _tractor_position()
    game = shooter_at("Tractor Beam", {"square": square_name(me)}, (B, square_name(t)),
                      (D, square_name(me)), mode=MARKED)
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", f"target {B}")
    scene = scene_of(app, game)
    scene.view.refresh()
    routes = scene.view.routes_at(q)
    assert len(routes) >= 2 and all(r.path[0] == t for r in routes), "Banshee's ways"
    hover(scene, low_in(q))
    app.draw()
    assert "The way that costs least" in scene.tooltip_at(scene.mouse)
    chips = move_marks.route_chips(scene.view)
    rect, other, _id = chips[-1]
    click(scene, rect.center)
    assert game.log[-1].choice == other.chain[-1] and other.chain[-1].via is not None
    while game.legal().decider == 0 and game.legal().kind != "action":  # the shot goes off
        scene.session.choose(game.legal().options[0])
    assert paths_moved(game, 1)[-1] == other.path


def test_in_deathmatch_no_way_is_offered_and_a_click_runs_as_before(app):
    scene, start, end = run_scene(app, mode="deathmatch")
    game = scene.session.game
    hover(scene, low_in(end))
    app.draw()
    assert scene.view.routes_at(end) == () and move_marks.route_chips(scene.view) == []
    assert "way" not in scene.tooltip_at(scene.mouse)
    assert not any(" via " in item.id for item in scene.clickables())
    click(scene, low_in(end))
    assert paths_moved(game, 0)[-1] == game.state.board.path(start, end)
