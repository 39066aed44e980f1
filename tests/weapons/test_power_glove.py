"""POWER GLOVE (reload Y B; rocket fist mode B).

basic mode: Choose 1 target on any square exactly 1 move away. Move onto that square and
give the target 1 damage and 2 marks.
in rocket fist mode: Choose a square exactly 1 move away. Move onto that square. You may
deal 2 damage to 1 target there. If you want, you may move 1 more square in that same
direction (but only if it is a legal move). You may deal 2 damage to 1 target there, as well.
Notes: In rocket fist mode, you're flying 2 squares in a straight line, punching 1 person
per square.

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


def glove(at: str, others: dict, **violet):
    return shooter_at("Power Glove", {"square": at, **violet}, *others.items())


# -- basic mode -------------------------------------------------------------------------
# Violet on r1c1: Banshee 1 move east in the room, Dozer 1 move north through a door,
# Sprog beyond the west wall, :D-struct-OR on Violet's own square
BASIC = {B: "r1c2", D: "r0c1", P: "r1c0", S: "r1c1"}


def test_basic_mode_targets_exactly_1_move_away_through_doors_not_walls():
    game = glove("r1c1", BASIC)
    assert go(game, "action shoot", "weapon Power Glove") == {"effect basic mode",
                                                              "effect in rocket fist mode"}
    assert go(game, "effect basic mode") == {"target Banshee", "target Dozer"}


def test_basic_mode_moves_onto_the_target_1_damage_and_2_marks():
    game = glove("r1c1", BASIC)
    say(game, "action shoot", "weapon Power Glove", "effect basic mode", "target Dozer")
    assert fired(game)
    assert player(game, V).square == sq("r0c1")
    d = player(game, D)
    assert d.damage == [0] and d.marks[0] == 2 and d.square == sq("r0c1")
    assert player(game, V).weapons == [("Power Glove", False)]
    assert player(game, V).ammo == [1, 1, 1]  # the basic mode is free


def test_basic_mode_not_2_moves_away():
    # 2 moves away round a corner: neither mode reaches them
    game = glove("r1c1", {B: "r0c0", D: "r2c0"})
    assert "action shoot" not in options(game)
    # 2 moves away in a straight line: only the rocket fist would, and it is unpaid
    game = glove("r1c1", {B: "r1c3", D: "r2c0"}, ammo={"red": 1, "blue": 0, "yellow": 1})
    assert "action shoot" not in options(game)


# -- rocket fist: options ---------------------------------------------------------------------
def test_rocket_fist_options_at_each_step():
    # Violet on r2c0: east r2c1 then r2c2 (white room); north r1c0 through a door, then r0c0
    game = glove("r2c0", {B: "r2c1", D: "r2c2", S: "r0c0", P: "r1c3"})
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode")
    # east punches Banshee or Dozer, north flies over the empty r1c0 to :D-struct-OR
    assert options(game) == {"square r2c1", "square r1c0"}
    assert go(game, "square r2c1") == {"skip", "target Banshee"}
    assert go(game, "target Banshee") == {"skip", "square r2c2"}  # on east only
    assert go(game, "square r2c2") == {"skip", "target Dozer"}
    say(game, "target Dozer")
    assert fired(game)  # the blue cube is the only way to pay
    assert player(game, V).square == sq("r2c2")
    assert player(game, B).damage == [0, 0] and player(game, D).damage == [0, 0]
    assert player(game, B).marks[0] == 0 and player(game, D).marks[0] == 0
    assert player(game, V).ammo == [1, 0, 1]
    assert player(game, V).weapons == [("Power Glove", False)]


def test_rocket_fist_may_fly_over_an_empty_first_square():
    game = glove("r2c0", {B: "r2c1", D: "r2c2", S: "r0c0", P: "r1c3"})
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode")
    # nobody to punch on r1c0: passed over without asking; the flight must go on to hit
    # someone
    assert go(game, "square r1c0") == {"square r0c0"}
    assert go(game, "square r0c0") == {"target " + S}
    say(game, "target " + S)
    assert player(game, V).square == sq("r0c0") and player(game, S).damage == [0, 0]


# -- Notes ------------------------------------------------------------------------------
def test_note_flying_2_squares_in_a_straight_line_punching_1_person_per_square():
    # two on each square: one punch per square
    game = glove("r2c0", {B: "r2c1", P: "r2c1", D: "r2c2", S: "r2c2"})
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode")
    assert options(game) == {"square r2c1"}  # north, r1c0 and r0c0 are empty
    assert go(game, "square r2c1") == {"skip", "target Banshee", "target Sprog"}
    assert go(game, "target Sprog") == {"skip", "square r2c2"}
    assert go(game, "square r2c2") == {"skip", "target Dozer", "target " + S}
    say(game, "target Dozer")
    assert fired(game)
    assert player(game, P).damage == [0, 0] and player(game, D).damage == [0, 0]
    assert player(game, B).damage == [] and player(game, S).damage == []
    assert player(game, V).square == sq("r2c2")


def test_note_the_second_square_only_by_a_legal_move_not_through_a_wall():
    # Violet on r0c2 flies south through the door to r1c2; r2c2 beyond is behind a wall
    game = glove("r0c2", {B: "r1c2", D: "r2c2", P: "r2c3"})
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode")
    assert options(game) == {"square r1c2"}
    assert go(game, "square r1c2") == {"target Banshee"}  # nobody to reach beyond: must punch
    say(game, "target Banshee")
    assert fired(game)  # no second square south: the shot fires without asking
    assert player(game, V).square == sq("r1c2")
    assert player(game, B).damage == [0, 0] and player(game, D).damage == []


def test_note_the_second_square_may_be_through_a_door():
    # Violet on r0c1: south through the door to r1c1, then through the door to r2c1
    game = glove("r0c1", {B: "r1c1", D: "r2c1", P: "r1c3"})
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode")
    assert options(game) == {"square r1c1"}
    say(game, "square r1c1", "target Banshee")
    assert go(game, "square r2c1") == {"skip", "target Dozer"}
    say(game, "target Dozer")
    assert player(game, V).square == sq("r2c1")
    assert player(game, B).damage == [0, 0] and player(game, D).damage == [0, 0]


def test_note_the_flight_keeps_its_direction():
    # from r1c1 east to r1c2: the second square is r1c3 (east); not r0c2 (north)
    game = glove("r1c1", {B: "r1c2", D: "r0c2", P: "r1c3"})
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode")
    assert options(game) == {"square r1c2"}
    say(game, "square r1c2", "target Banshee")
    assert options(game) == {"skip", "square r1c3"}
    assert go(game, "square r1c3") == {"skip", "target Sprog"}


def test_rocket_fist_may_stop_after_the_first_square():
    game = glove("r2c0", {B: "r2c1", D: "r2c2", P: "r1c3"})
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode",
        "square r2c1", "target Banshee", "skip")
    assert fired(game)
    assert player(game, V).square == sq("r2c1")
    assert player(game, B).damage == [0, 0] and player(game, D).damage == []


def test_rocket_fist_may_move_on_without_punching_on_the_second_square():
    game = glove("r2c0", {B: "r2c1", D: "r2c2", P: "r1c3"})
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode",
        "square r2c1", "target Banshee", "square r2c2")
    assert options(game) == {"skip", "target Dozer"}
    say(game, "skip")
    assert fired(game)
    assert player(game, V).square == sq("r2c2") and player(game, D).damage == []


def test_rocket_fist_the_first_square_is_exactly_1_move_away_not_through_a_wall():
    # Banshee beyond the wall r1c1-r1c0: no square to fly to that reaches her
    game = glove("r1c1", {B: "r1c0", D: "r2c3"})
    assert "action shoot" not in options(game)


# -- costs ------------------------------------------------------------------------------
def test_rocket_fist_is_not_offered_without_a_blue_cube():
    game = glove("r1c1", BASIC, ammo={"red": 1, "blue": 0, "yellow": 1})
    # only the basic mode is possible: it starts by itself
    assert go(game, "action shoot", "weapon Power Glove") == {"target Banshee", "target Dozer"}


def test_only_rocket_fist_reaches_the_target_and_it_costs_a_blue_cube():
    # Dozer is 2 squares east: only rocket fist reaches him
    game = glove("r2c0", {D: "r2c2", B: "r1c3"}, ammo={"red": 1, "blue": 0, "yellow": 1})
    assert "action shoot" not in options(game)
    game = glove("r2c0", {D: "r2c2", B: "r1c3"})
    assert go(game, "action shoot", "weapon Power Glove") == {"square r2c1"}


def test_rocket_fist_paid_with_a_blue_powerup():
    game = glove("r2c0", {B: "r2c1", D: "r1c3"}, ammo=NO_AMMO, powerups=["teleporter/blue"])
    assert go(game, "action shoot", "weapon Power Glove") == {"effect basic mode",
                                                              "effect in rocket fist mode"}
    say(game, "effect in rocket fist mode", "square r2c1", "target Banshee", "skip")
    assert fired(game)
    assert player(game, V).powerups == [] and player(game, V).ammo == [0, 0, 0]
    assert player(game, B).damage == [0, 0]


def test_rocket_fist_cube_or_powerup_is_the_shooters_choice():
    game = glove("r2c0", {B: "r2c1", D: "r1c3"}, powerups=["teleporter/blue"])
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode",
        "square r2c1", "target Banshee", "skip")
    assert options(game) == {"pay blue", "pay powerup:teleporter/blue"}
    say(game, "pay blue")
    assert player(game, V).ammo == [1, 0, 1] and len(player(game, V).powerups) == 1


# -- general principles -----------------------------------------------------------------
def test_you_never_punch_yourself_or_someone_on_your_starting_square():
    game = glove("r1c1", {B: "r1c1", D: "r2c3"})
    assert "action shoot" not in options(game)


def test_fixed_damage_rocket_fist_2_plus_the_shooters_marks():
    game = glove("r2c0", {B: {"square": "r2c1", "marks": {V: 2}}, D: "r1c3"})
    say(game, "action shoot", "weapon Power Glove", "effect in rocket fist mode",
        "square r2c1", "target Banshee", "skip")
    assert player(game, B).damage == [0, 0, 0, 0] and player(game, B).marks[0] == 0
