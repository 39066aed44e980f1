"""SLEDGEHAMMER (reload Y; pulverize mode R).

basic mode: Deal 2 damage to 1 target on your square.
in pulverize mode: Deal 3 damage to 1 target on your square, then move that target 0, 1, or
2 squares in one direction.
Notes: Remember that moves go through doors, but not walls.

Arena C:

     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

from ..rules import V, B, D, P, NO_AMMO, fired, go, options, player, say, shooter_at, sq, squares


def hammer(at: str, others: dict, **violet):
    return shooter_at("Sledgehammer", {"square": at, **violet}, *others.items())


# -- the options at each step ----------------------------------------------------------
def test_options_targets_only_on_your_square_in_both_modes():
    # Banshee on Violet's square r2c1; Dozer 1 move away (r1c1, door); Sprog 2 (r2c3)
    game = hammer("r2c1", {B: "r2c1", D: "r1c1", P: "r2c3"})
    assert go(game, "action shoot", "weapon Sledgehammer") == {"effect basic mode",
                                                               "effect in pulverize mode"}
    assert go(game, "effect basic mode") == {"target Banshee"}
    game = hammer("r2c1", {B: "r2c1", D: "r1c1", P: "r2c3"})
    assert go(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode") == {
        "target Banshee"}


def test_pulverize_squares_0_1_or_2_in_one_direction():
    # from r2c1: north r1c1, r0c1 (two doors); east r2c2, then r2c3 (door); west r2c0;
    # south is the edge. Not r1c2 / r1c0 / r2c... reached round a corner.
    game = hammer("r2c1", {B: "r2c1", D: "r1c3", P: "r1c3"})
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode")
    assert go(game, "target Banshee") == squares("r2c1", "r1c1", "r0c1", "r2c2", "r2c3",
                                                 "r2c0")


# -- outcomes ---------------------------------------------------------------------------
def test_basic_mode_deals_2_damage_and_moves_nobody():
    game = hammer("r2c1", {B: "r2c1", D: "r1c1"})
    say(game, "action shoot", "weapon Sledgehammer", "effect basic mode", "target Banshee")
    assert fired(game)
    assert player(game, B).damage == [0, 0] and player(game, B).square == sq("r2c1")
    assert player(game, D).damage == []
    assert player(game, V).weapons == [("Sledgehammer", False)]
    assert player(game, V).ammo == [1, 1, 1]


def test_pulverize_deals_3_damage_then_moves_the_target_2_squares():
    game = hammer("r2c1", {B: "r2c1", D: "r1c3"})
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode",
        "target Banshee", "square r0c1")
    assert fired(game)
    b = player(game, B)
    assert b.damage == [0, 0, 0] and b.square == sq("r0c1")
    assert player(game, V).square == sq("r2c1")
    assert player(game, V).ammo == [0, 1, 1]  # the red cube for pulverize
    assert player(game, V).weapons == [("Sledgehammer", False)]


def test_pulverize_may_move_the_target_0_squares():
    game = hammer("r2c1", {B: "r2c1", D: "r1c3"})
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode",
        "target Banshee", "square r2c1")
    assert fired(game)
    assert player(game, B).square == sq("r2c1") and player(game, B).damage == [0, 0, 0]


def test_pulverize_may_move_the_target_1_square():
    game = hammer("r2c1", {B: "r2c1", D: "r1c3"})
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode",
        "target Banshee", "square r2c2")
    assert player(game, B).square == sq("r2c2") and player(game, B).damage == [0, 0, 0]


# -- Notes ------------------------------------------------------------------------------
def test_note_moves_go_through_doors_not_walls():
    # from r1c2: north r0c2 (door), east r1c3 (door), west r1c1 then the wall to r1c0,
    # south the wall to r2c2
    game = hammer("r1c2", {B: "r1c2", D: "r2c0"})
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode")
    assert go(game, "target Banshee") == squares("r1c2", "r0c2", "r1c3", "r1c1")
    say(game, "square r1c3")
    assert player(game, B).square == sq("r1c3")


def test_note_a_wall_stops_the_move_after_the_first_square():
    # from r1c0: north r0c0 (room), edge beyond; south r2c0 (door), edge beyond; east wall
    game = hammer("r1c0", {B: "r1c0", D: "r2c3"})
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode")
    assert go(game, "target Banshee") == squares("r1c0", "r0c0", "r2c0")


def test_pulverize_2_squares_is_in_one_direction_not_round_a_corner():
    # from r0c1: r1c1 then r2c1 south (two doors), r0c2 east (edge after; r0c3 is missing),
    # r0c0 west; r1c2 and r1c0 are 2 moves away but round a corner
    game = hammer("r0c1", {B: "r0c1", D: "r2c3"})
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode")
    assert go(game, "target Banshee") == squares("r0c1", "r1c1", "r2c1", "r0c2", "r0c0")


# -- costs ------------------------------------------------------------------------------
def test_pulverize_is_not_offered_without_a_red_cube():
    game = hammer("r2c1", {B: "r2c1", D: "r1c3"}, ammo={"red": 0, "blue": 1, "yellow": 1})
    # only the basic mode: it starts by itself
    assert go(game, "action shoot", "weapon Sledgehammer") == {"target Banshee"}
    say(game, "target Banshee")
    assert fired(game) and player(game, B).damage == [0, 0]


def test_pulverize_paid_with_a_red_powerup():
    game = hammer("r2c1", {B: "r2c1", D: "r1c3"}, ammo=NO_AMMO, powerups=["newton/red"])
    assert go(game, "action shoot", "weapon Sledgehammer") == {"effect basic mode",
                                                               "effect in pulverize mode"}
    say(game, "effect in pulverize mode", "target Banshee", "square r2c0")
    assert fired(game)
    assert player(game, V).powerups == [] and player(game, V).ammo == [0, 0, 0]
    assert player(game, B).damage == [0, 0, 0] and player(game, B).square == sq("r2c0")


def test_pulverize_cube_or_powerup_is_the_shooters_choice():
    game = hammer("r2c1", {B: "r2c1", D: "r1c3"}, powerups=["newton/red"])
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode",
        "target Banshee", "square r2c0")
    assert options(game) == {"pay red", "pay powerup:newton/red"}
    say(game, "pay red")
    assert player(game, V).ammo == [0, 1, 1] and len(player(game, V).powerups) == 1


# -- general principles -----------------------------------------------------------------
def test_you_never_hammer_yourself_nor_anyone_off_your_square():
    game = hammer("r2c1", {B: "r1c1", D: "r2c2"})  # both 1 move away
    assert "action shoot" not in options(game)


def test_fixed_damage_3_plus_the_shooters_marks():
    game = hammer("r2c1", {B: {"square": "r2c1", "marks": {V: 1}}, D: "r1c3"})
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode",
        "target Banshee", "square r2c1")
    assert player(game, B).damage == [0, 0, 0, 0] and player(game, B).marks[0] == 0


def test_with_6_damage_step_onto_the_targets_square_first():
    game = hammer("r1c1", {B: "r2c1", D: "r1c3"}, damage=[D] * 6)
    assert go(game, "action shoot") == {"move r2c1"}
    say(game, "move r2c1", "weapon Sledgehammer", "effect basic mode", "target Banshee")
    assert player(game, V).square == sq("r2c1") and player(game, B).damage == [0, 0]


# -- the damage comes before the move: a Tagback Grenade answers it ---------------------------
def _pulverized_with_a_grenade(to: str):
    game = hammer("r2c1", {B: {"square": "r2c1", "powerups": ["tagback grenade/red"]},
                           D: "r1c3"})
    say(game, "action shoot", "weapon Sledgehammer", "effect in pulverize mode",
        "target Banshee", f"square {to}")
    return game


def test_a_target_moved_1_square_may_answer_with_a_tagback_grenade():
    game = _pulverized_with_a_grenade("r1c1")  # purple, sees white through the door
    d = game.legal()
    assert d.kind == "tagback" and d.decider_name == B
    say(game, "use tagback grenade/red")
    assert player(game, V).marks[1] == 1


def test_a_target_pulverized_out_of_sight_was_damaged_in_sight_and_may_tag_back():
    # "Deal 3 damage to 1 target on your square, then move that target": Banshee receives
    # the damage on Violet's square, where she sees her ("You may play this card when you
    # receive damage from a player you can see"). Moved 2 squares north to r0c1 (blue), she
    # no longer sees the white room; the damage was still dealt by a player she could see.
    game = _pulverized_with_a_grenade("r0c1")
    assert player(game, B).square == sq("r0c1") and player(game, B).damage == [0, 0, 0]
    d = game.legal()
    assert d.kind == "tagback" and d.decider_name == B
