"""MARKING A TARGET, LIMITS ON MARKS, OVERKILL, WASTED DAMAGE, KILLSHOT, and the
rulebook's ZX-2 marks example. Arena C (see test_rules_turn)."""

from __future__ import annotations

from adrenaline.core.events import Damaged, Marked

from .rules import game_at, options, player, say

V, B, D, S = "Violet", "Banshee", "Dozer", ":D-struct-OR"


def shooter_and_target(violet: dict, banshee: dict, dozer: dict | None = None, **spec):
    return game_at(
        [
            {"character": V, "square": "r2c0", **violet},
            {"character": B, "square": "r2c2", **banshee},
            {"character": D, "square": "r0c2", **(dozer or {})},
        ],
        current=V, **spec,
    )


def test_marks_become_damage_on_the_shooters_next_damage():
    game = shooter_and_target({"weapons": ["Machine Gun"]}, {"marks": {V: 2, D: 1}})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "done")
    b = player(game, B)
    # 1 damage plus both of Violet's marks; Dozer's mark stays
    assert b.damage == [0, 0, 0]
    assert b.marks[0] == 0 and b.marks[2] == 1


def test_damage_first_then_new_marks_which_wait_for_a_later_action():
    game = shooter_and_target({"weapons": ["Lock Rifle"]}, {"marks": {V: 1}})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    b = player(game, B)
    # 2 damage + the old mark; the new mark is added after and stays
    assert b.damage == [0, 0, 0] and b.marks[0] == 1


def test_at_most_3_marks_from_one_player_the_rest_are_wasted():
    game = shooter_and_target({"weapons": ["ZX-2"], "ammo": {"red": 0, "blue": 0, "yellow": 0}},
                              {"marks": {V: 2}})
    # ZX-2 basic: 1 damage and 2 marks: the 2 old marks convert, 2 new ones land
    say(game, "action shoot", "weapon ZX-2", "effect basic mode", "target Banshee")
    assert player(game, B).marks[0] == 2
    game = shooter_and_target({"weapons": ["ZX-2"]}, {"marks": {V: 2}})
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Banshee")
    events = [e for e in game.log[-1].events if isinstance(e, Marked)]
    assert player(game, B).marks[0] == 3 and events[0].count == 1


def test_a_board_can_hold_3_marks_from_every_other_player():
    game = shooter_and_target({"weapons": ["ZX-2"]}, {"marks": {D: 3}})
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Banshee")
    assert player(game, B).marks[2] == 3 and player(game, B).marks[0] == 1


def test_damage_beyond_the_12th_is_wasted():
    game = shooter_and_target({"weapons": ["Shotgun"]}, {"square": "r2c0", "damage": [D] * 10})
    # long barrel has no target: the basic mode is taken without asking
    say(game, "action shoot", "weapon Shotgun", "target Banshee", "square r2c0")
    b = player(game, B)
    assert len(b.damage) == 12 and b.damage[10:] == [0, 0]
    hit = [e for e in game.log[-1].events if isinstance(e, Damaged)][0]
    assert (hit.dealt, hit.amount) == (3, 2)


def test_excess_marks_go_back_when_they_would_pass_overkill():
    game = shooter_and_target({"weapons": ["Machine Gun"]}, {"damage": [D] * 11, "marks": {V: 3}})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "done")
    b = player(game, B)
    hit = [e for e in game.log[-1].events if isinstance(e, Damaged)][0]
    assert len(b.damage) == 12 and hit.amount == 1 and hit.marks_removed == 3
    assert b.marks[0] == 0


def test_killshot_at_11_is_scored_at_the_end_of_the_turn_so_a_12th_can_follow():
    game = shooter_and_target({"weapons": ["Machine Gun", "Lock Rifle"]}, {"damage": [D] * 10})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "done")
    b = player(game, B)
    assert len(b.damage) == 11 and b.square is not None  # tipped over, still on the board
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    assert len(b.damage) == 12  # overkill before scoring


def test_zx2_marks_example_from_the_rulebook():
    """'Yesss! I use my ZX-2 again. Here's what happens to the marks: 0. Nothing happens
    to Dozer's mark. 1. One of my old marks becomes overkill. 2. The other old mark is
    wasted. 3. Two new marks are added. They will still be on the board, with Dozer's
    mark, after :D-struct-OR respawns.'"""
    damage = [V, V, V, D, D, V, V, D, V, V]
    game = game_at(
        [
            {"character": V, "square": "r1c1", "weapons": ["ZX-2"]},
            {"character": S, "square": "r1c2", "damage": damage, "marks": {V: 2, D: 1}},
            {"character": D, "square": "r2c0"},
        ],
        current=V,
    )
    say(game, "action shoot", "weapon ZX-2", "effect basic mode", "target :D-struct-OR")
    s = player(game, S)
    assert len(s.damage) == 12 and s.damage[10:] == [0, 0]  # killshot, then overkill
    assert s.marks[0] == 2 and s.marks[2] == 1
    say(game, "end turn", "done")  # not reloading the ZX-2
    assert s.deaths == 1
    assert s.marks[0] == 2 and s.marks[2] == 1  # marks stay through death
    assert player(game, V).marks[1] == 1  # the revenge mark for the overkill


def test_marks_do_not_count_during_scoring():
    game = game_at(
        [
            {"character": V, "square": "r1c1"},
            {"character": S, "square": "r1c2", "damage": [D] * 11, "marks": {V: 3}},
            {"character": D, "square": "r2c0"},
        ],
        current=D,
    )
    events = say(game, "end turn")
    from .rules import points_by

    assert points_by(game, events) == {D: 9}


def test_you_can_never_damage_yourself():
    # Electroscythe hits every other player on your square, not you
    game = shooter_and_target({"weapons": ["Electroscythe"]}, {"square": "r2c0"})
    say(game, "action shoot", "weapon Electroscythe", "effect basic mode")
    assert player(game, V).damage == [] and player(game, B).damage == [0]
    assert "action shoot" not in options(game)  # the only weapon is now unloaded
