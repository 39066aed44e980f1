"""The arena on screen (adrenaline.ui.game.board_view): what a click on the board gives, where
figures stand, the weapons on the spawnpoints, and a frame-time smoke run."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core import scenario
from adrenaline.core.board import parse_square
from adrenaline.core.choices import (
    GrabWeapon,
    MoveTo,
    PickDirection,
    PickRoom,
    PickTarget,
)
from adrenaline.ui import layout
from adrenaline.ui.game import art
from adrenaline.ui.game.animation import Animator
from adrenaline.ui.game.arena_build import arena_map_path, build_arena, floor_tiles
from adrenaline.ui.game.board_view import BoardView
from adrenaline.play.session import Seat, Session
from adrenaline.ui.game.view import GameView

# Violet (a person) on r1c1 of arena C with Sprog and :D-struct-OR; Banshee on r1c2, Dozer on r2c1
OTHERS = (("Banshee", "r1c2"), ("Dozer", "r2c1"), ("Sprog", "r1c1"), (":D-struct-OR", "r1c1"))


def spec(weapon: str, choices: list[str], me: str = "r1c1", others=OTHERS, ammo=(3, 3, 3)) -> dict:
    players = [{"character": "Violet", "square": me, "weapons": [{"name": weapon, "loaded": True}],
                "ammo": {"red": ammo[0], "blue": ammo[1], "yellow": ammo[2]}}]
    players += [{"character": c, "square": sq} for c, sq in others]
    return {"arena": "C", "seed": 5, "current": "Violet", "players": players, "choices": choices}


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode(layout.SIZE)
    yield


class Screen:
    """A session at a scenario's position with the board's view of it (Violet at the screen)."""

    def __init__(self, sp: dict):
        game = scenario.play(sp)
        seats = [Seat(p.name, p.character, computer=i != 0) for i, p in enumerate(game.state.players)]
        self.session = Session(game, seats)
        self.animator = Animator(self.session)
        self.animator.update(0.0)
        self.view = GameView(self.session, self.animator)
        self.view.refresh()
        self.board = BoardView(game.state.board)

    @property
    def options(self):
        return self.session.decision.options

    def seat(self, character: str) -> int:
        return self.session.game.state.seat_of(character)

    def close(self):
        self.session.close()


@pytest.fixture
def screens():
    made: list[Screen] = []

    def make(sp: dict) -> Screen:
        s = Screen(sp)
        made.append(s)
        return s

    yield make
    for s in made:
        s.close()


def centre(name: str) -> tuple[int, int]:
    return layout.square_rect(parse_square(name)).center


def test_the_arena_is_drawn_from_the_tmx_floor_tiles():
    board = Screen(spec("Lock Rifle", [])).session.game.state.board
    path = arena_map_path(board)
    assert path is not None and path.name == "arena_c.tmx"
    tiles = floor_tiles(str(path))
    assert set(tiles) == set(board.squares)
    assert all(t.get_size() == (layout.SQUARE, layout.SQUARE) for t in tiles.values())
    arena = build_arena(board)
    assert arena.get_size() == layout.BOARD.size


def test_a_highlighted_square_gives_its_option_and_another_gives_none(screens):
    s = screens(spec("Lock Rifle", ["action run"]))
    assert set(s.view.squares) == {o.square for o in s.options}
    for option in s.options:
        assert s.board.click(layout.square_rect(option.square).center, s.view) == option
        assert isinstance(option, MoveTo)
    # Violet's own square is not a move of a run; r0c3 is no square of arena C; off the board
    assert parse_square("r1c1") not in s.view.squares
    assert s.board.click(centre("r1c1"), s.view) is None
    assert s.board.click(centre("r0c3"), s.view) is None
    assert s.board.click((1000, 700), s.view) is None


def test_a_figure_gives_its_target_option_and_figures_on_one_square_fan_out(screens):
    s = screens(spec("Lock Rifle", ["action shoot", "weapon Lock Rifle"]))
    positions = s.board.figure_positions(s.view)
    assert len(positions) == 5
    assert len(set(positions.values())) == 5
    together = [s.seat(c) for c in ("Violet", "Sprog", ":D-struct-OR")]
    for a in together:
        for b in together:
            if a != b:
                (xa, ya), (xb, yb) = positions[a], positions[b]
                assert (xa - xb) ** 2 + (ya - yb) ** 2 >= (2 * art.FIGURE_R) ** 2
    targets = {o.target: o for o in s.options if isinstance(o, PickTarget)}
    assert set(targets) == {"Banshee", "Dozer", "Sprog", ":D-struct-OR"}
    for character, option in targets.items():
        x, y = positions[s.seat(character)]
        assert s.board.click((x, y), s.view) == option
        assert s.board.click((x + 8, y - 8), s.view) == option  # anywhere on the token
    # the shooter is no target: her token gives nothing (nor does her square)
    assert s.board.click(positions[s.seat("Violet")], s.view) is None
    tip = s.board.tooltip(positions[s.seat("Dozer")], s.view)
    assert tip.startswith("Dozer") and "click to target" in tip


def test_fan_layouts_are_distinct_for_up_to_five():
    for n in range(1, 6):
        offsets = art.fan(n)
        assert len(offsets) == len(set(offsets)) == n
        area = art.figure_area(_board(), parse_square("r1c0"))
        for dx, dy in offsets:
            assert area.inflate(2 * art.FIGURE_R, 2 * art.FIGURE_R).collidepoint(
                area.centerx + dx, area.centery + dy)


def _board():
    from adrenaline.core.maps import load_board

    return load_board("C")


def test_a_room_option_is_any_square_of_that_room(screens):
    s = screens(spec("Furnace", ["action shoot", "weapon Furnace", "effect basic mode"], me="r1c2",
                     others=(("Banshee", "r0c2"), ("Dozer", "r1c3"), ("Sprog", "r1c1"),
                             (":D-struct-OR", "r1c1"))))
    rooms = {o.room: o for o in s.options if isinstance(o, PickRoom)}
    assert set(rooms) == {"blue", "yellow"}
    board = s.session.game.state.board
    for room, option in rooms.items():
        for sq in board.room_squares[room]:
            r = layout.square_rect(sq)
            assert s.board.click(r.center, s.view) == option
            assert s.board.click((r.x + 20, r.bottom - 20), s.view) == option
    for sq in board.room_squares["purple"]:
        assert s.board.click(layout.square_rect(sq).center, s.view) is None
    assert "click: The blue room" in s.board.tooltip(centre("r0c1"), s.view)
    s.board.draw(pygame.display.get_surface(), s.view)


def test_direction_options_are_arrows_around_the_shooter(screens):
    s = screens(spec("Railgun", ["action shoot", "weapon Railgun", "effect basic mode"]))
    directions = {o.direction: o for o in s.options if isinstance(o, PickDirection)}
    assert set(directions) == {"north", "east", "south", "west"}
    arrows = s.board.arrow_rects(s.view)
    assert set(arrows) == set(directions)
    home = layout.square_rect(parse_square("r1c1"))
    for d, (rect, option) in arrows.items():
        assert option == directions[d]
        assert rect.colliderect(home.inflate(4, 4))  # on the shooter's square's edge
        assert s.board.click(rect.center, s.view) == option
    # pointing the right way: north above the square's centre, east right of it...
    assert arrows["north"][0].centery < home.centery < arrows["south"][0].centery
    assert arrows["west"][0].centerx < home.centerx < arrows["east"][0].centerx
    assert s.board.click(home.center, s.view) is None
    s.board.draw(pygame.display.get_surface(), s.view)


def test_flamethrower_offers_only_its_directions(screens):
    s = screens(spec("Flamethrower", ["action shoot", "weapon Flamethrower", "effect basic mode"]))
    offered = {o.direction for o in s.options if isinstance(o, PickDirection)}
    assert set(s.board.arrow_rects(s.view)) == offered


def test_weapon_slots_grab_and_say_why_not(screens):
    # red 0, blue 1, yellow 0 on r0c1: the blue spawnpoint r0c2 holds Hellion (grab cost
    # yellow), Grenade Launcher (free) and T.H.O.R. (grab cost red) with seed 5
    s = screens(spec("Railgun", ["action grab"], me="r0c1", ammo=(0, 1, 0)))
    g = s.session.game.state
    slots = g.slots["blue"]
    assert set(slots) == {"Hellion", "Grenade Launcher", "T.H.O.R."}
    notes = s.board.grab_notes(s.view)
    assert notes == {"Hellion": "needs 1 more yellow", "T.H.O.R.": "needs 1 more red",
                     **{w: n for w, n in notes.items() if w not in slots}}
    hellion = art.slot_rect(g.board.spawnpoints["blue"], slots.index("Hellion"))
    assert "needs 1 more yellow" in s.board.tooltip(hellion.center, s.view)
    s.board.draw(pygame.display.get_surface(), s.view)  # hovered: the card in full

    s = screens(spec("Railgun", ["action grab", "move r0c2"], me="r0c1", ammo=(1, 1, 0)))
    g = s.session.game.state
    grabs = {o.weapon: o for o in s.options if isinstance(o, GrabWeapon)}
    assert set(grabs) == {"Grenade Launcher", "T.H.O.R."}
    for i, w in enumerate(g.slots["blue"]):
        rect = art.slot_rect(g.board.spawnpoints["blue"], i)
        assert s.board.click(rect.center, s.view) == grabs.get(w)
    assert s.board.tooltip(art.slot_rect(g.board.spawnpoints["blue"], 1).center, s.view)


def test_an_ammo_tile_says_what_it_gives(screens):
    s = screens(spec("Railgun", []))
    g = s.session.game.state
    sq = next(q for q in g.board.squares if g.ammo_on[q] is not None)
    tip = s.board.tooltip(art.tile_rect(sq).center, s.view)
    assert tip.startswith("Ammo tile:")


def test_a_tipped_figure_for_a_killshot(screens):
    sp = spec("Railgun", [])
    sp["players"][1]["damage"] = ["Violet"] * 11
    s = screens(sp)
    assert art.token("Banshee", "blue", True).get_size() != (0, 0)
    s.board.draw(pygame.display.get_surface(), s.view)


def test_frame_time_smoke_200_frames_of_a_five_player_game(tmp_path, monkeypatch):
    """Runs 200 frames of the game screen with 5 computer players (no timing asserted)."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    from adrenaline.ui.app import App
    from adrenaline.ui.game.game_scene import GameScene

    app = App()
    app.settings.computer_pause = 0.0
    app.settings.animation_speed = "fast"
    seats = [Seat(c, c, computer=True) for c in ("Banshee", "Dozer", "Violet", "Sprog", ":D-struct-OR")]
    session = Session.new(seats, "D", 5, False, 3, autosave=None)
    scene = GameScene(app, session)
    app.push(scene)
    for i in range(200):
        scene.mouse = (40 + (i * 37) % 700, 70 + (i * 53) % 530)  # hover around the arena
        app.step(1 / 60)
        if not scene.animator.busy and session.computer_to_decide():
            session.play_computer()
            scene._tell_new_entries()
    assert len(app.frame_times) >= 200
    app.quit()
