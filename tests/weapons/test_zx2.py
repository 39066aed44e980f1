"""ZX-2 (reload Y R; scanner mode free).

basic mode: Deal 1 damage and 2 marks to 1 target you can see.
in scanner mode: Choose up to 3 targets you can see and deal 1 mark to each.
Notes: Remember that the 3 targets can be in 3 different rooms.

Arena C:

     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|

From r1c1 (purple, doors to blue r0c1 and white r2c1) Violet sees the purple, blue and
white rooms, but not the red room (wall r1c0-r1c1) nor the yellow one.
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, NO_AMMO, fired, go, options, player, say, shooter_at, sq

# Banshee in blue, Dozer in purple, Sprog in white: 3 rooms Violet sees; :D-struct-OR in
# yellow, which she does not see
ROOMS = {B: "r0c2", D: "r1c2", P: "r2c2", S: "r1c3"}


def zx2(at: str, others: dict, **violet):
    return shooter_at("ZX-2", {"square": at, **violet}, *others.items())


# -- the options at each step ----------------------------------------------------------
def test_both_modes_then_only_targets_you_can_see():
    game = zx2("r1c1", ROOMS)
    assert go(game, "action shoot", "weapon ZX-2") == {"effect basic mode",
                                                       "effect in scanner mode"}
    assert go(game, "effect basic mode") == {"target Banshee", "target Dozer", "target Sprog"}


def test_a_target_behind_a_wall_next_to_you_cannot_be_seen():
    # Banshee on r1c0 is 1 square from Violet but beyond a wall: not seen
    game = zx2("r1c1", {B: "r1c0", D: "r2c0"})
    say(game, "action shoot", "weapon ZX-2", "effect basic mode")
    assert options(game) == {"target Dozer"}  # white, through the door r1c1-r2c1


def test_you_see_through_a_door_only_from_the_square_with_that_door():
    # Violet on r1c2 (purple): her doors lead to blue (r0c2) and yellow (r1c3); the door
    # to white is on r1c1, not her square, so Banshee in white (r2c1) is out of sight
    game = zx2("r1c2", {B: "r2c1", D: "r2c3", P: "r0c1"})
    say(game, "action shoot", "weapon ZX-2", "effect basic mode")
    assert options(game) == {"target Dozer", "target Sprog"}


def test_a_target_on_your_own_square_can_be_seen():
    game = zx2("r1c1", {B: "r1c1", D: "r1c0"})
    say(game, "action shoot", "weapon ZX-2", "effect basic mode")
    assert options(game) == {"target Banshee"}


def test_basic_mode_deals_1_damage_then_2_marks_and_unloads():
    game = zx2("r1c1", ROOMS)
    say(game, "action shoot", "weapon ZX-2", "effect basic mode", "target Sprog")
    assert fired(game)
    s = player(game, P)
    assert s.damage == [0] and s.marks[0] == 2
    assert all(player(game, x).damage == [] and player(game, x).marks[0] == 0
               for x in (B, D, S))
    assert player(game, V).weapons == [("ZX-2", False)]
    assert player(game, V).ammo == [1, 1, 1] and player(game, V).square == sq("r1c1")


def test_basic_mode_old_marks_convert_then_the_new_ones_are_added():
    game = zx2("r1c1", {B: {"square": "r0c2", "marks": {V: 1}}, D: "r1c0"})
    say(game, "action shoot", "weapon ZX-2", "effect basic mode", "target Banshee")
    assert player(game, B).damage == [0, 0] and player(game, B).marks[0] == 2


# -- Notes ------------------------------------------------------------------------------
def test_note_scanner_marks_3_targets_in_3_different_rooms():
    game = zx2("r1c1", ROOMS)
    board = game.state.board
    assert len({board.rooms[sq(ROOMS[x])] for x in (B, D, P)}) == 3
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode")
    assert options(game) == {"target Banshee", "target Dozer", "target Sprog"}
    assert go(game, "target Banshee") == {"skip", "target Dozer", "target Sprog"}
    assert go(game, "target Sprog") == {"skip", "target Dozer"}
    say(game, "target Dozer")
    assert fired(game)  # 3 targets: nothing more to choose
    for x in (B, D, P):
        assert player(game, x).marks[0] == 1 and player(game, x).damage == []
    assert player(game, S).marks[0] == 0  # the one Violet cannot see
    assert player(game, V).weapons == [("ZX-2", False)]


# -- up to 3: fewer is fine ---------------------------------------------------------------
def test_scanner_may_mark_just_1_target():
    game = zx2("r1c1", ROOMS)
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Dozer")
    assert options(game) == {"skip", "target Banshee", "target Sprog"}
    say(game, "skip")
    assert fired(game)
    assert player(game, D).marks[0] == 1
    assert player(game, B).marks[0] == 0 and player(game, P).marks[0] == 0


def test_scanner_may_mark_2_targets():
    game = zx2("r1c1", ROOMS)
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Dozer",
        "target Banshee")
    assert options(game) == {"skip", "target Sprog"}
    say(game, "skip")
    assert player(game, D).marks[0] == 1 and player(game, B).marks[0] == 1
    assert player(game, P).marks[0] == 0


def test_scanner_with_a_single_visible_target():
    game = zx2("r1c1", {B: "r1c2", D: "r1c0"})
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Banshee")
    assert fired(game)  # nobody else to see: no second target is asked for
    assert player(game, B).marks[0] == 1


# -- marks only --------------------------------------------------------------------------------
def test_scanner_deals_no_damage_so_old_marks_do_not_convert():
    game = zx2("r1c1", {B: {"square": "r1c2", "marks": {V: 1}}, D: "r1c0"})
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Banshee")
    assert player(game, B).damage == [] and player(game, B).marks[0] == 2


def test_scanner_marks_are_no_damage_for_a_tagback_grenade():
    # Banshee on r0c2 sees Violet (door r0c2-r1c2 into purple) and holds a Tagback Grenade
    spec = {B: {"square": "r0c2", "powerups": ["tagback grenade/red"]}, D: "r1c0"}
    game = zx2("r1c1", spec)
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Banshee")
    assert fired(game) and game.legal().decider_name == V
    # the basic mode damages her: now she may answer
    game = zx2("r1c1", spec)
    say(game, "action shoot", "weapon ZX-2", "effect basic mode", "target Banshee")
    assert game.legal().kind == "tagback" and game.legal().decider_name == B


# -- costs ---------------------------------------------------------------------------------
def test_scanner_mode_is_free_with_an_empty_ammo_box():
    game = zx2("r1c1", ROOMS, ammo=NO_AMMO)
    assert go(game, "action shoot", "weapon ZX-2") == {"effect basic mode",
                                                       "effect in scanner mode"}
    say(game, "effect in scanner mode", "target Banshee", "skip")
    assert fired(game) and player(game, V).ammo == [0, 0, 0]


# -- general principles -----------------------------------------------------------------
def test_you_never_target_yourself():
    game = zx2("r1c1", {B: "r1c0", D: "r1c3"})  # nobody Violet can see but herself
    assert "action shoot" not in options(game)
    game = zx2("r1c1", ROOMS)
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Banshee",
        "target Dozer", "target Sprog")
    assert player(game, V).marks == [0, 0, 0, 0, 0] and player(game, V).damage == []


def test_the_same_target_cannot_be_scanned_twice():
    game = zx2("r1c1", {B: "r1c2", D: "r2c1"})
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Banshee")
    assert options(game) == {"skip", "target Dozer"}
    say(game, "target Dozer")
    assert fired(game)  # nobody else: the third is declined without asking
    assert player(game, B).marks[0] == 1 and player(game, D).marks[0] == 1
