"""CYBERBLADE (reload Y R; shadowstep free; slice and dice Y).

basic effect: Deal 2 damage to 1 target on your square.
with shadowstep: Move 1 square before or after the basic effect.
with slice and dice: Deal 2 damage to a different target on your square. The shadowstep may
be used before or after this effect.
Notes: Combining all effects allows you to move onto a square and whack 2 people; or whack
somebody, move, and whack somebody else; or whack 2 people and then move.

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


def blade(at: str, others: dict, **violet):
    return shooter_at("Cyberblade", {"square": at, **violet}, *others.items())


# -- the options at each step ----------------------------------------------------------
def test_options_at_each_step_of_a_full_use():
    # Banshee and Dozer share Violet's square r1c1; Sprog is on r1c2 (1 move);
    # :D-struct-OR on r1c0 is beyond the wall
    game = blade("r1c1", {B: "r1c1", D: "r1c1", P: "r1c2", S: "r1c0"})
    assert go(game, "action shoot", "weapon Cyberblade") == {
        "effect basic effect", "effect with shadowstep"}  # slice and dice needs the basic
    # only targets on your square; never yourself
    assert go(game, "effect basic effect") == {"target Banshee", "target Dozer"}
    assert go(game, "target Banshee") == {
        "done", "effect with shadowstep", "effect with slice and dice"}
    # a different target on your square
    assert go(game, "effect with slice and dice") == {"target Dozer"}
    assert go(game, "target Dozer") == {"done", "effect with shadowstep"}
    # 1 square: through the doors north and south, along the room east; not west (wall)
    assert go(game, "effect with shadowstep") == {"square r0c1", "square r1c2", "square r2c1"}


def test_basic_effect_alone_deals_2_damage_and_unloads():
    game = blade("r1c1", {B: "r1c1", D: "r1c2"})
    say(game, "action shoot", "weapon Cyberblade", "effect basic effect", "target Banshee",
        "done")
    assert fired(game)
    assert player(game, B).damage == [0, 0] and player(game, D).damage == []
    assert player(game, V).weapons == [("Cyberblade", False)]
    assert player(game, V).ammo == [1, 1, 1] and player(game, V).square == sq("r1c1")


def test_a_target_1_move_away_is_not_on_your_square():
    # only Dozer, 1 move away: the basic effect is possible only after a shadowstep, which
    # starts by itself (the only way to begin)
    game = blade("r1c1", {D: "r1c2", B: "r2c3"})
    assert go(game, "action shoot", "weapon Cyberblade") == {"square r1c2"}
    assert go(game, "square r1c2") == {"target Dozer"}
    say(game, "target Dozer")
    assert fired(game)
    assert player(game, D).damage == [0, 0] and player(game, V).square == sq("r1c2")


# -- Notes ------------------------------------------------------------------------------
def test_note_move_onto_a_square_and_whack_2_people():
    game = blade("r1c1", {B: "r1c2", D: "r1c2", P: "r2c3"})
    # nobody on r1c1: the shadowstep comes first, and only to the square with targets
    assert go(game, "action shoot", "weapon Cyberblade") == {"square r1c2"}
    assert go(game, "square r1c2") == {"target Banshee", "target Dozer"}
    assert go(game, "target Banshee") == {"done", "effect with slice and dice"}
    assert go(game, "effect with slice and dice") == {"target Dozer"}
    say(game, "target Dozer")
    assert fired(game)
    assert player(game, V).square == sq("r1c2")
    assert player(game, B).damage == [0, 0] and player(game, D).damage == [0, 0]
    assert player(game, V).ammo == [1, 1, 0]  # slice and dice: 1 yellow


def test_note_whack_somebody_move_and_whack_somebody_else():
    game = blade("r1c1", {B: "r1c1", D: "r1c2", P: "r2c3"})
    say(game, "action shoot", "weapon Cyberblade", "effect basic effect")
    assert go(game, "target Banshee") == {"done", "effect with shadowstep"}  # nobody else here
    assert go(game, "effect with shadowstep") == {"square r0c1", "square r1c2", "square r2c1"}
    assert go(game, "square r1c2") == {"done", "effect with slice and dice"}
    assert go(game, "effect with slice and dice") == {"target Dozer"}  # Banshee stayed behind
    say(game, "target Dozer")
    assert fired(game)
    assert player(game, V).square == sq("r1c2")
    assert player(game, B).damage == [0, 0] and player(game, D).damage == [0, 0]
    assert player(game, V).ammo == [1, 1, 0]


def test_note_whack_2_people_and_then_move():
    game = blade("r1c1", {B: "r1c1", D: "r1c1", P: "r2c3"})
    # a shadowstep first would leave both behind: the basic effect starts by itself
    assert go(game, "action shoot", "weapon Cyberblade") == {"target Banshee", "target Dozer"}
    say(game, "target Dozer", "effect with slice and dice", "target Banshee")
    assert options(game) == {"done", "effect with shadowstep"}
    say(game, "effect with shadowstep", "square r2c1")
    assert fired(game)
    assert player(game, V).square == sq("r2c1")
    assert player(game, D).damage == [0, 0] and player(game, B).damage == [0, 0]
    assert player(game, V).ammo == [1, 1, 0]


def test_slice_and_dice_hits_a_different_target_never_the_same_one_twice():
    game = blade("r1c1", {B: "r1c1", D: "r2c3"})
    assert go(game, "action shoot", "weapon Cyberblade") == {"target Banshee"}
    assert go(game, "target Banshee") == {"done", "effect with shadowstep"}
    say(game, "done")
    assert player(game, B).damage == [0, 0]


# -- moves: doors, not walls -----------------------------------------------------------------
def test_shadowstep_goes_through_doors_not_walls():
    # Banshee is beyond the wall r1c1-r1c0, Dozer through the door r1c1-r2c1
    game = blade("r1c1", {B: "r1c0", D: "r2c1"})
    assert go(game, "action shoot", "weapon Cyberblade") == {"square r2c1"}
    game = blade("r1c1", {B: "r1c0", D: "r2c3"})
    assert "action shoot" not in options(game)


def test_shadowstep_is_exactly_1_square():
    # Dozer 2 moves away (r1c3) cannot be reached
    game = blade("r1c1", {D: "r1c3", B: "r2c0"})
    assert "action shoot" not in options(game)


# -- costs ------------------------------------------------------------------------------
def test_slice_and_dice_is_not_offered_without_a_yellow_cube():
    game = blade("r1c1", {B: "r1c1", D: "r1c1"}, ammo={"red": 1, "blue": 1, "yellow": 0})
    say(game, "action shoot", "weapon Cyberblade")
    assert go(game, "target Banshee") == {"done", "effect with shadowstep"}
    game = blade("r1c1", {B: "r1c1", D: "r1c1"}, ammo={"red": 1, "blue": 1, "yellow": 1})
    say(game, "action shoot", "weapon Cyberblade")
    assert go(game, "target Banshee") == {"done", "effect with shadowstep",
                                          "effect with slice and dice"}


def test_shadowstep_is_free():
    game = blade("r1c1", {B: "r1c2", D: "r2c3"}, ammo=NO_AMMO)
    say(game, "action shoot", "weapon Cyberblade", "square r1c2", "target Banshee")
    assert fired(game)
    assert player(game, V).ammo == [0, 0, 0] and player(game, B).damage == [0, 0]


def test_slice_and_dice_paid_with_a_yellow_powerup():
    game = blade("r1c1", {B: "r1c1", D: "r1c1"}, ammo=NO_AMMO, powerups=["newton/yellow"])
    say(game, "action shoot", "weapon Cyberblade", "target Banshee")
    assert options(game) == {"done", "effect with shadowstep", "effect with slice and dice"}
    say(game, "effect with slice and dice", "target Dozer", "done")
    assert fired(game)  # the powerup was the only way to pay: no question
    assert player(game, V).powerups == [] and player(game, V).ammo == [0, 0, 0]
    assert player(game, D).damage == [0, 0]


def test_slice_and_dice_cube_or_powerup_is_the_shooters_choice():
    game = blade("r1c1", {B: "r1c1", D: "r1c1"}, ammo={"red": 0, "blue": 0, "yellow": 1},
                 powerups=["newton/yellow"])
    say(game, "action shoot", "weapon Cyberblade", "target Banshee",
        "effect with slice and dice", "target Dozer", "done")
    assert options(game) == {"pay yellow", "pay powerup:newton/yellow"}
    say(game, "pay powerup:newton/yellow")
    assert player(game, V).ammo == [0, 0, 1] and player(game, V).powerups == []
    assert player(game, B).damage == [0, 0] and player(game, D).damage == [0, 0]


# -- general principles -----------------------------------------------------------------
def test_you_never_whack_yourself():
    game = blade("r1c1", {B: "r1c1", D: "r2c3"})
    say(game, "action shoot", "weapon Cyberblade")
    assert options(game) == {"target Banshee"}
    say(game, "target Banshee", "done")
    assert player(game, V).damage == []


def test_fixed_damage_2_plus_the_shooters_marks():
    game = blade("r1c1", {B: {"square": "r1c1", "marks": {V: 2}}, D: "r2c3"})
    say(game, "action shoot", "weapon Cyberblade", "target Banshee", "done")
    assert player(game, B).damage == [0, 0, 0, 0] and player(game, B).marks[0] == 0
