"""SHOCKWAVE (reload Y; tsunami mode Y).

basic mode: Choose up to 3 targets on different squares, each exactly 1 move away. Deal 1
damage to each target.
in tsunami mode: Deal 1 damage to all targets that are exactly 1 move away.

Arena C:

     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|

From r1c1 the squares exactly 1 move away are r0c1 (door), r1c2 (same room) and r2c1
(door); r1c0 is next to it on the grid but beyond a wall.
"""

from __future__ import annotations

from ..rules import (
    V, B, D, S, P, NO_AMMO, damage, fired, game_at, go, options, player, say, shooter_at, sq,
)


def shockwave(at: str, others: dict, **violet):
    return shooter_at("Shockwave", {"square": at, **violet}, *others.items())


# -- basic mode -------------------------------------------------------------------------
def test_basic_mode_options_different_squares_each_1_move_away():
    # Dozer and Sprog share r1c2; Banshee through the north door; :D-struct-OR beyond the wall
    game = shockwave("r1c1", {B: "r0c1", D: "r1c2", P: "r1c2", S: "r1c0"})
    assert go(game, "action shoot", "weapon Shockwave") == {"effect basic mode",
                                                            "effect in tsunami mode"}
    assert go(game, "effect basic mode") == {"target Banshee", "target Dozer", "target Sprog"}
    # Sprog is on Dozer's square: no longer a choice
    assert go(game, "target Dozer") == {"skip", "target Banshee"}
    say(game, "target Banshee")
    assert fired(game)  # r2c1 is empty: no third target to ask for
    assert damage(game) == {V: [], B: [0], D: [0], S: [], P: []}
    assert player(game, V).weapons == [("Shockwave", False)]
    assert player(game, V).ammo == [1, 1, 1]


def test_basic_mode_3_targets_on_3_squares():
    game = shockwave("r1c1", {B: "r0c1", D: "r1c2", P: "r2c1", S: "r1c1"})
    say(game, "action shoot", "weapon Shockwave", "effect basic mode")
    assert options(game) == {"target Banshee", "target Dozer", "target Sprog"}
    assert go(game, "target Sprog") == {"skip", "target Banshee", "target Dozer"}
    assert go(game, "target Banshee") == {"skip", "target Dozer"}
    say(game, "target Dozer")
    assert fired(game)
    assert damage(game) == {V: [], B: [0], D: [0], S: [], P: [0]}


def test_basic_mode_up_to_3_may_hit_just_1():
    game = shockwave("r1c1", {B: "r0c1", D: "r1c2", P: "r2c1"})
    say(game, "action shoot", "weapon Shockwave", "effect basic mode", "target Dozer")
    assert options(game) == {"skip", "target Banshee", "target Sprog"}
    say(game, "skip")
    assert fired(game)
    assert damage(game) == {V: [], B: [], D: [0], P: []}


def test_basic_mode_up_to_3_may_hit_2():
    game = shockwave("r1c1", {B: "r0c1", D: "r1c2", P: "r2c1"})
    say(game, "action shoot", "weapon Shockwave", "effect basic mode", "target Dozer",
        "target Sprog")
    assert options(game) == {"skip", "target Banshee"}
    say(game, "skip")
    assert damage(game) == {V: [], B: [], D: [0], P: [0]}


def test_basic_mode_not_your_square_not_2_moves_away_not_through_a_wall():
    # Banshee on Violet's square, Dozer 2 moves away, Sprog beyond the wall: no target
    game = shockwave("r1c1", {B: "r1c1", D: "r1c3", P: "r1c0"})
    assert "action shoot" not in options(game)
    # add :D-struct-OR 1 move away through a door: the only target
    game = shockwave("r1c1", {B: "r1c1", D: "r1c3", P: "r1c0", S: "r2c1"})
    say(game, "action shoot", "weapon Shockwave", "effect basic mode")
    assert options(game) == {"target " + S}


# -- tsunami mode -------------------------------------------------------------------------
def test_tsunami_hits_everyone_exactly_1_move_away_and_nobody_on_your_square():
    # :D-struct-OR on Violet's square, Banshee beyond the wall, Dozer 1 move east,
    # Sprog 1 move south through a door
    game = shockwave("r1c1", {S: "r1c1", B: "r1c0", D: "r1c2", P: "r2c1"})
    say(game, "action shoot", "weapon Shockwave")
    say(game, "effect in tsunami mode")  # nothing to choose: it fires, the cube is paid
    assert fired(game)
    assert damage(game) == {V: [], B: [], D: [0], S: [], P: [0]}
    assert player(game, V).ammo == [1, 1, 0]
    assert player(game, V).weapons == [("Shockwave", False)]


def test_tsunami_hits_everyone_on_a_square_none_escape():
    game = shockwave("r1c1", {B: "r0c1", D: "r0c1", P: "r0c1", S: "r1c3"})
    say(game, "action shoot", "weapon Shockwave", "effect in tsunami mode")
    assert fired(game)
    assert damage(game) == {V: [], B: [0], D: [0], S: [], P: [0]}  # r1c3 is 2 moves away


def test_tsunami_more_than_3_targets_on_any_squares():
    # 4 targets, 2 of them on one square: the basic mode could hit 3 at most
    game = shockwave("r1c1", {B: "r0c1", D: "r1c2", P: "r1c2", S: "r2c1"})
    say(game, "action shoot", "weapon Shockwave", "effect in tsunami mode")
    assert damage(game) == {V: [], B: [0], D: [0], S: [0], P: [0]}


def test_tsunami_needs_someone_1_move_away():
    game = shockwave("r1c1", {B: "r1c1", D: "r1c0"})
    assert "action shoot" not in options(game)


# -- costs ------------------------------------------------------------------------------
def test_tsunami_is_not_offered_without_a_yellow_cube():
    game = shockwave("r1c1", {B: "r0c1", D: "r1c2"}, ammo={"red": 1, "blue": 1, "yellow": 0})
    # only the basic mode: it starts by itself
    assert go(game, "action shoot", "weapon Shockwave") == {"target Banshee", "target Dozer"}


def test_tsunami_paid_with_a_yellow_powerup():
    game = shockwave("r1c1", {B: "r0c1", D: "r1c2"}, ammo=NO_AMMO,
                     powerups=["teleporter/yellow"])
    assert go(game, "action shoot", "weapon Shockwave") == {"effect basic mode",
                                                            "effect in tsunami mode"}
    say(game, "effect in tsunami mode")
    assert fired(game)
    assert player(game, V).powerups == [] and player(game, V).ammo == [0, 0, 0]
    assert damage(game)[B] == [0] and damage(game)[D] == [0]


def test_tsunami_cube_or_powerup_is_the_shooters_choice():
    game = shockwave("r1c1", {B: "r0c1", D: "r1c2"}, powerups=["teleporter/yellow"])
    say(game, "action shoot", "weapon Shockwave", "effect in tsunami mode")
    assert options(game) == {"pay yellow", "pay powerup:teleporter/yellow"}
    say(game, "pay powerup:teleporter/yellow")
    assert player(game, V).ammo == [1, 1, 1] and player(game, V).powerups == []
    assert damage(game)[B] == [0] and damage(game)[D] == [0]


# -- general principles -----------------------------------------------------------------
def test_fixed_damage_1_plus_the_shooters_marks():
    game = shockwave("r1c1", {B: {"square": "r0c1", "marks": {V: 2}}, D: "r1c2"})
    say(game, "action shoot", "weapon Shockwave", "effect in tsunami mode")
    assert player(game, B).damage == [0, 0, 0] and player(game, D).damage == [0]


def test_a_door_and_a_room_edge_in_arena_a():
    # arena A, Violet on r1c2 (red): 1 move away are r1c1 (room), r0c2 (door), r1c3 (door);
    # r2c2 below is beyond a wall
    game = game_at(
        [{"character": V, "square": "r1c2", "weapons": ["Shockwave"]},
         {"character": B, "square": "r2c2"},
         {"character": D, "square": "r0c2"},
         {"character": P, "square": "r1c3"},
         {"character": S, "square": "r1c1"}],
        arena="A", current=V,
    )
    say(game, "action shoot", "weapon Shockwave", "effect basic mode")
    assert options(game) == {"target Dozer", "target Sprog", "target " + S}
    game = game_at(
        [{"character": V, "square": "r1c2", "weapons": ["Shockwave"]},
         {"character": B, "square": "r2c2"},
         {"character": D, "square": "r0c2"},
         {"character": P, "square": "r1c3"},
         {"character": S, "square": "r1c1"}],
        arena="A", current=V,
    )
    say(game, "action shoot", "weapon Shockwave", "effect in tsunami mode")
    assert damage(game) == {V: [], B: [], D: [0], S: [0], P: [0]}
    assert player(game, V).square == sq("r1c2")
