"""FLAMETHROWER (reload R; in barbecue mode: Y Y).

basic mode: Choose a square 1 move away and possibly a second square 1 more move away
in the same direction. On each square, you may choose 1 target and give it 1 damage.
in barbecue mode: Choose 2 squares as above. Deal 2 damage to everyone on the first
square and 1 damage to everyone on the second square.
Notes: This weapon cannot damage anyone in your square. However, it can sometimes damage
a target you can't see - the flame won't go through walls, but it will go through
doors. Think of it as a straight-line blast of flame that can travel 2 squares in a
cardinal direction.

Arena C:
     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, damage_counts as damage, options, player, say, shooter_at, sq

FLAMETHROWER = "Flamethrower"
YY = {"red": 1, "blue": 1, "yellow": 2}


def at(violet: dict, *others: tuple[str, str], **spec):
    """Violet (seat 0) shoots; ``others`` are (character, square) pairs in seat order."""
    return shooter_at(FLAMETHROWER, {"ammo": YY, **violet}, *others, **spec)


# -- the options ----------------------------------------------------------------------------
def test_both_modes_are_offered_with_two_yellows():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r2c3"), (S, "r2c3"))
    say(game, "action shoot", "weapon Flamethrower")
    assert options(game) == {"effect basic mode", "effect in barbecue mode"}


def test_offers_the_directions_with_a_legal_move_and_someone_within_2_squares():
    # Violet in purple r1c1: north r0c1 (door), east r1c2 then r1c3 (door), south r2c1
    # (door), west a wall (Sprog on r1c0 behind it)
    game = at({"square": "r1c1"}, (B, "r0c1"), (D, "r1c3"), (S, "r2c1"), (P, "r1c0"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode")
    assert options(game) == {"direction north", "direction east", "direction south"}
    game = at({"square": "r1c1"}, (B, "r0c1"), (D, "r1c3"), (S, "r2c1"), (P, "r1c0"))
    say(game, "action shoot", "weapon Flamethrower", "effect in barbecue mode")
    assert options(game) == {"direction north", "direction east", "direction south"}


def test_a_direction_with_nobody_on_its_squares_is_not_offered():
    # only Banshee, 2 squares east; north and south are empty
    game = at({"square": "r1c1"}, (B, "r1c3"), (D, "r0c2"), (S, "r2c2"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode")
    assert options(game) == {"direction east"}


def test_basic_mode_offers_1_target_per_square_and_may_skip_either():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r1c3"), (P, "r1c1"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode", "direction east")
    assert options(game) == {"skip", "target Banshee", "target Dozer"}  # not Sprog
    say(game, "target Dozer")
    assert options(game) == {"skip", f"target {S}"}
    say(game, "skip")
    assert damage(game, B, D, S, P) == [0, 1, 0, 0]


def test_basic_mode_gives_1_damage_to_1_target_on_each_square():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r1c3"), (P, "r1c3"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode", "direction east",
        "target Banshee", "target Sprog")
    assert damage(game, B, D, S, P) == [1, 0, 0, 1]
    assert player(game, B).damage == [0] and player(game, P).damage == [0]
    assert player(game, B).square == sq("r1c2") and player(game, P).square == sq("r1c3")
    v = player(game, V)
    assert v.weapons == [(FLAMETHROWER, False)] and v.ammo == [1, 1, 2]


def test_basic_mode_may_hit_only_the_second_square():
    game = at({"square": "r1c1"}, (B, "r1c3"), (D, "r0c2"), (S, "r2c2"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode", "direction east")
    # nobody on r1c2: that square is passed over without asking
    assert options(game) == {"target Banshee"}  # a shot needs a target
    say(game, "target Banshee")
    assert player(game, B).damage == [0]


def test_basic_mode_needs_at_least_one_target():
    game = at({"square": "r2c0"}, (B, "r2c1"), (D, "r0c2"), (S, "r0c2"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode", "direction east")
    # r2c2 is empty: skipping Banshee would hit no one
    assert options(game) == {"target Banshee"}


def test_barbecue_deals_2_to_everyone_on_the_first_square_and_1_on_the_second():
    game = at({"square": "r2c0"}, (B, "r2c1"), (D, "r2c1"), (S, "r2c2"), (P, "r2c2"))
    say(game, "action shoot", "weapon Flamethrower", "effect in barbecue mode")
    assert options(game) == {"direction east"}
    say(game, "direction east")
    assert game.legal().kind == "action"  # no one to choose: everyone is hit
    assert player(game, B).damage == [0, 0] and player(game, D).damage == [0, 0]
    assert player(game, S).damage == [0] and player(game, P).damage == [0]
    v = player(game, V)
    assert v.weapons == [(FLAMETHROWER, False)] and v.ammo == [1, 1, 0]


def test_barbecue_with_only_one_square_in_that_direction():
    # from r1c2 west: r1c1, then a wall to r1c0; Sprog behind it is safe
    game = at({"square": "r1c2"}, (B, "r1c1"), (D, "r1c1"), (S, "r2c3"), (P, "r1c0"))
    say(game, "action shoot", "weapon Flamethrower", "effect in barbecue mode", "direction west")
    assert damage(game, B, D, S, P) == [2, 2, 0, 0]


# -- Notes --------------------------------------------------------------------------------
def test_note_it_cannot_damage_anyone_in_your_square():
    game = at({"square": "r2c1"}, (B, "r2c1"), (D, "r2c2"), (S, "r2c3"), (P, "r2c1"))
    say(game, "action shoot", "weapon Flamethrower", "effect in barbecue mode")
    assert options(game) == {"direction east"}
    say(game, "direction east")
    assert damage(game, B, D, S, P) == [0, 2, 1, 0]

    game = at({"square": "r2c1"}, (B, "r2c1"), (D, "r2c2"), (S, "r2c3"), (P, "r2c1"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode", "direction east")
    assert options(game) == {"skip", "target Dozer"}


def test_note_the_flame_goes_through_doors():
    # from r1c1 east: r1c2 (same room), then r1c3 through the door; north and south
    # through the doors of Violet's square
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c3"), (S, "r0c1"), (P, "r2c1"))
    say(game, "action shoot", "weapon Flamethrower", "effect in barbecue mode", "direction east")
    assert damage(game, B, D, S, P) == [2, 1, 0, 0]
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c3"), (S, "r0c1"), (P, "r2c1"))
    say(game, "action shoot", "weapon Flamethrower", "effect in barbecue mode", "direction south")
    assert damage(game, B, D, S, P) == [0, 0, 0, 2]


def test_note_the_flame_does_not_go_through_walls():
    # Violet in purple r1c2: south is a wall (Banshee on r2c2); west is r1c1 then a
    # wall (Dozer on r1c0)
    game = at({"square": "r1c2"}, (B, "r2c2"), (D, "r1c0"), (S, "r1c1"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode")
    assert options(game) == {"direction west"}
    say(game, "direction west")
    assert options(game) == {f"target {S}"}


def test_note_it_can_damage_a_target_you_cannot_see():
    # Violet in white r2c1 sees white and purple; :D-struct-OR in yellow r2c3 is unseen,
    # 2 squares east through the door r2c2-r2c3
    game = at({"square": "r2c1"}, (B, "r1c2"), (D, "r0c0"), (S, "r2c3"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode", "direction east")
    assert options(game) == {f"target {S}"}  # nobody on r2c2: passed over without asking
    say(game, f"target {S}")
    assert player(game, S).damage == [0]


def test_note_it_is_a_straight_line_not_a_turn():
    # from r2c0, north goes through the door to r1c0 then r0c0; r2c1 to the east is a
    # different direction and can't be the second square
    game = at({"square": "r2c0"}, (B, "r1c0"), (D, "r0c0"), (S, "r2c1"))
    say(game, "action shoot", "weapon Flamethrower", "effect basic mode", "direction north")
    assert options(game) == {"skip", "target Banshee"}
    say(game, "target Banshee")
    assert options(game) == {"skip", "target Dozer"}


# -- costs -------------------------------------------------------------------------------
def test_barbecue_is_not_offered_with_a_single_yellow():
    game = at({"square": "r1c1", "ammo": {"red": 3, "blue": 3, "yellow": 1},
               "powerups": ["newton/red"]}, (B, "r1c2"), (D, "r2c3"), (S, "r2c3"))
    say(game, "action shoot", "weapon Flamethrower")
    # only the basic mode is left: it starts without asking
    assert options(game) == {"direction east"}


def test_barbecue_can_be_paid_with_a_yellow_powerup():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 1},
               "powerups": ["targeting scope/yellow"]}, (B, "r1c2"), (D, "r2c3"), (S, "r2c3"))
    say(game, "action shoot", "weapon Flamethrower")
    assert options(game) == {"effect basic mode", "effect in barbecue mode"}
    say(game, "effect in barbecue mode", "direction east")
    assert player(game, B).damage == [0, 0]
    v = player(game, V)
    assert v.ammo == [0, 0, 0] and v.powerups == []


# -- general principles -----------------------------------------------------------------------
def test_everyone_on_the_squares_is_hit_in_barbecue_mode():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r1c2"), (P, "r1c3"))
    say(game, "action shoot", "weapon Flamethrower", "effect in barbecue mode", "direction east")
    assert damage(game, B, D, S, P) == [2, 2, 2, 1]


def test_you_are_never_damaged_by_your_own_flamethrower():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c1"), (S, "r1c3"))
    say(game, "action shoot", "weapon Flamethrower", "effect in barbecue mode", "direction east")
    assert player(game, V).damage == [] and player(game, D).damage == []
