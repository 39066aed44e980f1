"""Click-to-move and the shot preview ask the core what a choice leads to, without
changing the game (adrenaline.core.lookahead)."""

from __future__ import annotations

from adrenaline.core.choices import ChooseAction, MoveTo, PickTarget
from adrenaline.core.lookahead import Lookahead, reach, shot_preview, spawn_choices
from adrenaline.core.serialize import state_json

from .rules import B, D, NO_AMMO, V, game_at, player, say, shooter_at, sq


def _same_game(game, before_log, before_state, before_decision):
    assert len(game.log) == before_log
    assert state_json(game) == before_state
    assert game.legal() is before_decision


def _run_squares(game) -> set[int]:
    """The squares the run decision offers (asked on a copy)."""
    ahead = game.copy()
    say(ahead, "action run")
    return {o.square for o in ahead.legal().options if isinstance(o, MoveTo)}


def test_a_run_reaches_exactly_the_squares_the_run_decision_offers():
    game = game_at([{"character": V, "square": "r1c1"}, {"character": B, "square": "r0c2"},
                    {"character": D, "square": "r2c3"}],
                   current=V)
    found = reach(game)
    runs = {s for s, reaches in found.items() if any(r.action == "run" for r in reaches)}
    assert runs == _run_squares(game)
    r = next(r for r in found[sq("r1c2")] if r.action == "run")
    assert r.chain == (ChooseAction("run"), MoveTo(sq("r1c2")))
    assert r.path[0] == sq("r1c1") and r.path[-1] == sq("r1c2")
    assert r.text == "run r1c2"


def test_grab_squares_are_those_with_ammo_or_an_affordable_weapon_and_grab_is_the_default():
    game = game_at([{"character": V, "square": "r1c1"}, {"character": B, "square": "r0c2"},
                    {"character": D, "square": "r2c3"}],
                   current=V, ammo_tiles={"r1c2": "red+blue+powerup"})
    found = reach(game)
    assert [r.action for r in found[sq("r1c2")]] == ["grab", "run"]  # grab first: the default
    ahead = game.copy()
    say(ahead, "action grab")
    grabs = {o.square for o in ahead.legal().options}
    assert {s for s, rs in found.items() if rs[0].action == "grab"} == grabs


def test_a_spawnpoint_whose_weapons_you_cannot_pay_for_is_reached_by_running_only():
    game = game_at([{"character": V, "square": "r1c1", "ammo": NO_AMMO},
                    {"character": B, "square": "r0c2"}, {"character": D, "square": "r2c3"}],
                   current=V)
    spawn = game.state.board.spawnpoints["red"]
    assert [r.action for r in reach(game)[spawn]] == ["run"]


def test_a_grab_at_a_spawnpoint_names_the_weapons_you_could_take_there():
    game = game_at([{"character": V, "square": "r1c0", "ammo": {"red": 3, "blue": 3, "yellow": 3}},
                    {"character": B, "square": "r0c2"},
                    {"character": D, "square": "r2c3"}], current=V)
    spawn = game.state.board.spawnpoints["red"]
    grab = next(r for r in reach(game).get(spawn, ()) if r.action == "grab")
    assert set(grab.weapons) == {w for w in game.state.slots["red"] if w is not None}


def test_move_then_shoot_with_adrenaline_offers_the_shoot_move_squares():
    # 6 damage: move 1 square before shooting (ADRENALINE)
    game = shooter_at("Lock Rifle", {"square": "r1c1", "damage": [B] * 6},
                      (B, "r0c2"), (D, "r2c3")
                      )
    found = reach(game)
    ahead = game.copy()
    say(ahead, "action shoot")
    shoot_squares = {o.square for o in ahead.legal().options if isinstance(o, MoveTo)}
    assert shoot_squares
    assert {s for s, rs in found.items() if any(r.action == "shoot" for r in rs)} == shoot_squares
    for s in shoot_squares:  # move-then-shoot comes after a run or grab reaching the same square
        assert found[s][-1].action == "shoot"


def test_without_adrenaline_a_shot_moves_nowhere_so_no_square_says_shoot():
    game = shooter_at("Lock Rifle", {"square": "r1c1"}, (B, "r0c2"), (D, "r2c3"))
    assert not any(r.action == "shoot" for rs in reach(game).values() for r in rs)


def test_the_look_ahead_leaves_the_game_unchanged():
    game = shooter_at("Lock Rifle", {"square": "r1c1", "damage": [B] * 6},
                      (B, "r0c2"), (D, "r2c3"), ammo_tiles={"r1c2": "red+blue+powerup"})
    before = (len(game.log), state_json(game), game.legal())
    reach(game)
    Lookahead().reach(game)
    _same_game(game, *before)
    say(game, "action shoot", "move r1c1", "weapon Lock Rifle")
    before = (len(game.log), state_json(game), game.legal())
    target = next(o for o in game.legal().options if isinstance(o, PickTarget))
    shot_preview(game, target)
    _same_game(game, *before)


def test_the_shot_preview_equals_what_the_shot_then_does():
    # Lock Rifle: 2 damage and 1 mark; Violet's 2 old marks on Banshee convert
    game = shooter_at("Lock Rifle", {"square": "r1c1"},
                      (B, {"square": "r0c2", "marks": {V: 2}, "damage": [D] * 7}), (D, "r2c3"))
    say(game, "action shoot", "weapon Lock Rifle")
    seat = game.state.seat_of(B)
    target = game.legal().find("target Banshee")
    preview = shot_preview(game, target)[seat]
    assert (preview.damage, preview.from_marks, preview.marks) == (4, 2, 1)
    assert preview.killshot and not preview.overkill  # 7 + 4 = 11
    before = len(player(game, B).damage)
    say(game, "target Banshee", *(["done"] if game.legal().find("done") else []))
    while game.legal().kind == "pay" or game.legal().kind == "shoot_plan":
        say(game, game.legal().texts()[0])
    assert len(player(game, B).damage) - before == preview.damage


def test_spawn_choices_group_the_powerups_by_their_spawnpoint_colour():
    game = game_at([{"character": V, "powerups": ["newton/red", "teleporter/red", "tagback grenade/blue"]},
                    {"character": B, "square": "r0c2"},
                    {"character": D, "square": "r2c3"}], current=V)
    found = spawn_choices(game)
    assert {c: len(o) for c, o in found.items()} == {"red": 2, "blue": 1}
