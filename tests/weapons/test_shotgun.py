"""SHOTGUN (reload Y Y; long barrel mode free).

basic mode: Deal 3 damage to 1 target on your square. If you want, you may then move the
target 1 square.
in long barrel mode: Deal 2 damage to 1 target on any square exactly one move away.

Arena C:

     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, NO_AMMO, fired, go, options, player, say, shooter_at, sq

# Violet on r1c1 with Banshee; Dozer 1 move east in the room, :D-struct-OR 1 move north
# through a door, Sprog beyond the west wall (next square on the grid, not 1 move away)
AROUND = {B: "r1c1", D: "r1c2", S: "r0c1", P: "r1c0"}


def shotgun(at: str, others: dict, **violet):
    return shooter_at("Shotgun", {"square": at, **violet}, *others.items())


# -- the options at each step ----------------------------------------------------------
def test_options_basic_mode_target_then_where_it_may_go():
    game = shotgun("r1c1", AROUND)
    assert go(game, "action shoot", "weapon Shotgun") == {"effect basic mode",
                                                          "effect in long barrel mode"}
    assert go(game, "effect basic mode") == {"target Banshee"}  # only on your square
    # stay (its own square), or 1 square through a door or along the room; not the wall
    assert go(game, "target Banshee") == {"square r1c1", "square r0c1", "square r1c2",
                                          "square r2c1"}


def test_options_long_barrel_targets_exactly_one_move_away():
    game = shotgun("r1c1", AROUND)
    say(game, "action shoot", "weapon Shotgun", "effect in long barrel mode")
    # not Banshee (0 moves), not Sprog (beyond a wall)
    assert options(game) == {"target Dozer", "target " + S}


# -- outcomes ---------------------------------------------------------------------------
def test_basic_mode_deals_3_damage_and_may_move_the_target_1_square():
    game = shotgun("r1c1", AROUND)
    say(game, "action shoot", "weapon Shotgun", "effect basic mode", "target Banshee",
        "square r2c1")
    assert fired(game)
    b = player(game, B)
    assert b.damage == [0, 0, 0] and b.square == sq("r2c1")
    assert player(game, V).square == sq("r1c1")
    assert player(game, V).weapons == [("Shotgun", False)]
    assert player(game, V).ammo == [1, 1, 1]


def test_basic_mode_the_target_may_stay():
    game = shotgun("r1c1", AROUND)
    say(game, "action shoot", "weapon Shotgun", "effect basic mode", "target Banshee",
        "square r1c1")
    assert fired(game)
    assert player(game, B).square == sq("r1c1") and player(game, B).damage == [0, 0, 0]


def test_long_barrel_deals_2_damage_and_moves_nobody():
    game = shotgun("r1c1", AROUND)
    say(game, "action shoot", "weapon Shotgun", "effect in long barrel mode", "target " + S)
    assert fired(game)
    s = player(game, S)
    assert s.damage == [0, 0] and s.square == sq("r0c1")
    assert player(game, B).damage == [] and player(game, V).square == sq("r1c1")
    assert player(game, V).weapons == [("Shotgun", False)]


# -- moves: doors, not walls -------------------------------------------------------------
def test_the_basic_move_goes_through_doors_not_walls():
    # from r2c2: west in the room, east through the door; north is a wall
    game = shotgun("r2c2", {B: "r2c2", D: "r1c0"})
    say(game, "action shoot", "weapon Shotgun")
    assert options(game) == {"target Banshee"}  # long barrel has nobody: basic by itself
    assert go(game, "target Banshee") == {"square r2c2", "square r2c1", "square r2c3"}
    say(game, "square r2c3")
    assert player(game, B).square == sq("r2c3")


def test_the_basic_move_is_1_square_at_most():
    game = shotgun("r1c0", {B: "r1c0", D: "r2c3"})
    say(game, "action shoot", "weapon Shotgun")
    assert go(game, "target Banshee") == {"square r1c0", "square r0c0", "square r2c0"}


def test_long_barrel_not_through_a_wall_nor_2_moves_away_nor_your_square():
    # Banshee beyond the wall (r1c0), Dozer 2 moves (r1c3), Sprog on Violet's square,
    # :D-struct-OR through the door south (r2c1)
    game = shotgun("r1c1", {B: "r1c0", D: "r1c3", P: "r1c1", S: "r2c1"})
    say(game, "action shoot", "weapon Shotgun", "effect in long barrel mode")
    assert options(game) == {"target " + S}


def test_only_long_barrel_possible_starts_by_itself():
    game = shotgun("r1c1", {B: "r1c2", D: "r2c3"})
    assert go(game, "action shoot", "weapon Shotgun") == {"target Banshee"}
    say(game, "target Banshee")
    assert fired(game) and player(game, B).damage == [0, 0]


def test_nobody_on_your_square_or_one_move_away_no_shot():
    game = shotgun("r1c1", {B: "r1c0", D: "r1c3"})
    assert "action shoot" not in options(game)


# -- costs ------------------------------------------------------------------------------
def test_long_barrel_is_free_with_an_empty_ammo_box():
    game = shotgun("r1c1", AROUND, ammo=NO_AMMO)
    assert go(game, "action shoot", "weapon Shotgun") == {"effect basic mode",
                                                          "effect in long barrel mode"}
    say(game, "effect in long barrel mode", "target Dozer")
    assert fired(game) and player(game, V).ammo == [0, 0, 0]
    assert player(game, D).damage == [0, 0]


# -- general principles -----------------------------------------------------------------
def test_you_never_shoot_yourself():
    game = shotgun("r1c1", {B: "r1c0", D: "r2c1"})
    # alone on her square: only the long barrel, and never Violet
    assert go(game, "action shoot", "weapon Shotgun") == {"target Dozer"}
    say(game, "target Dozer")
    assert player(game, V).damage == []


def test_fixed_damage_3_plus_the_shooters_marks():
    game = shotgun("r1c1", {B: {"square": "r1c1", "marks": {V: 1}}, D: "r2c3"})
    say(game, "action shoot", "weapon Shotgun", "target Banshee", "square r1c1")
    assert player(game, B).damage == [0, 0, 0, 0] and player(game, B).marks[0] == 0


def test_with_6_damage_step_onto_the_targets_square_first():
    # Banshee 1 move away: shoot from here (long barrel) or from her square (basic);
    # from r0c1 or r2c1 she is 2 moves away
    game = shotgun("r1c1", {B: "r1c2", D: "r2c3"}, damage=[D] * 6)
    assert go(game, "action shoot") == {"move r1c1", "move r1c2"}
    say(game, "move r1c2", "weapon Shotgun")
    assert options(game) == {"target Banshee"}
    say(game, "target Banshee", "square r1c3")
    assert player(game, B).damage == [0, 0, 0] and player(game, B).square == sq("r1c3")
