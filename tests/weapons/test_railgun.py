"""RAILGUN (reload Y Y B; piercing mode free).

basic mode: Choose a cardinal direction and 1 target in that direction. Deal 3 damage to it.
in piercing mode: Choose a cardinal direction and 1 or 2 targets in that direction. Deal 2
damage to each.
Notes: straight line ignoring walls; a target on your own square is valid; only the 4
cardinal directions; in piercing mode the 2 targets can be on the same or different squares.

Arena C unless told:

     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, fired, go, options, player, say, shooter_at, sq

ALL_DIRECTIONS = {"direction north", "direction east", "direction south", "direction west"}


def railgun(at: str, others: dict, **violet):
    """Violet on ``at`` holding a loaded Railgun; the others on their squares (or a
    dict of player keys)."""
    return shooter_at("Railgun", {"square": at, **violet}, *others.items())


# -- the options at each step ----------------------------------------------------------
# Violet on r1c1: Banshee west behind the wall (r1c0), Dozer east (r1c3, through r1c2 and a
# door), :D-struct-OR south through a door (r2c1), Sprog on the diagonal (r0c2).
CROSS = {B: "r1c0", D: "r1c3", S: "r2c1", P: "r0c2"}


def test_both_modes_are_offered_then_only_directions_with_someone_in_line():
    game = railgun("r1c1", CROSS)
    assert go(game, "action shoot") == {"weapon Railgun"}
    assert go(game, "weapon Railgun") == {"effect basic mode", "effect in piercing mode"}
    # north (r0c1) is empty: not offered; Sprog on the diagonal gives no direction
    assert go(game, "effect basic mode") == {"direction east", "direction south", "direction west"}


def test_each_direction_offers_exactly_the_figures_in_that_line():
    expected = {"west": {"target Banshee"}, "east": {"target Dozer"}, "south": {"target " + S}}
    for mode in ("basic mode", "in piercing mode"):
        for direction, targets in expected.items():
            game = railgun("r1c1", CROSS)
            # exactly: never the shooter, never Sprog on the diagonal, nobody from another line
            assert go(game, "action shoot", "weapon Railgun", f"effect {mode}",
                      f"direction {direction}") == targets


def test_basic_mode_deals_3_damage_to_1_target_and_unloads_the_railgun():
    game = railgun("r1c1", CROSS)
    say(game, "action shoot", "weapon Railgun", "effect basic mode", "direction east",
        "target Dozer")
    assert fired(game)
    assert player(game, D).damage == [0, 0, 0]
    assert all(player(game, x).damage == [] for x in (B, S, P, V))
    assert player(game, V).weapons == [("Railgun", False)]
    assert player(game, V).ammo == [1, 1, 1]  # the basic mode costs nothing
    assert player(game, V).square == sq("r1c1")


def test_basic_mode_has_1_target_only_even_with_2_in_line():
    game = railgun("r1c0", {B: "r1c2", D: "r1c3"})
    say(game, "action shoot", "weapon Railgun", "effect basic mode", "direction east")
    assert go(game, "target Banshee") == {"action grab", "action run", "end turn"}
    assert player(game, B).damage == [0, 0, 0] and player(game, D).damage == []


# -- Notes ------------------------------------------------------------------------------
def test_note_a_straight_line_that_ignores_walls():
    # Violet on r1c0 (red) sees neither Banshee nor Dozer; east goes through the wall
    # r1c0-r1c1, then the purple room and the door r1c2-r1c3.
    game = railgun("r1c0", {B: "r1c1", D: "r1c3", S: "r2c0"})
    assert go(game, "action shoot", "weapon Railgun", "effect basic mode") == {
        "direction east", "direction south"}
    assert go(game, "direction east") == {"target Banshee", "target Dozer"}
    say(game, "target Dozer")
    assert player(game, D).damage == [0, 0, 0]


def test_note_a_straight_line_through_a_wall_and_then_a_door():
    # Violet on r2c2: north crosses the wall r2c2-r1c2, then the door r1c2-r0c2
    game = railgun("r2c2", {B: "r1c2", D: "r0c2", S: "r2c0"})
    say(game, "action shoot", "weapon Railgun", "effect in piercing mode")
    assert go(game, "direction north") == {"target Banshee", "target Dozer"}
    # the second target is in the same direction: never :D-struct-OR, west on r2c0
    assert go(game, "target Dozer") == {"skip", "target Banshee"}
    say(game, "target Banshee")
    assert fired(game)
    assert player(game, B).damage == [0, 0] and player(game, D).damage == [0, 0]
    assert player(game, S).damage == []


def test_note_a_target_on_your_own_square_is_valid_in_every_direction():
    # nobody else in any line: the figure on Violet's square is in every direction
    game = railgun("r1c1", {B: "r1c1", D: "r0c2"})
    assert go(game, "action shoot", "weapon Railgun", "effect basic mode") == ALL_DIRECTIONS
    assert go(game, "direction south") == {"target Banshee"}
    say(game, "target Banshee")
    assert player(game, B).damage == [0, 0, 0]


def test_note_piercing_2_targets_on_the_same_square():
    game = railgun("r1c0", {B: "r1c2", D: "r1c2"})
    say(game, "action shoot", "weapon Railgun", "effect in piercing mode")
    assert options(game) == {"direction east"}
    assert go(game, "direction east") == {"target Banshee", "target Dozer"}
    assert go(game, "target Banshee") == {"skip", "target Dozer"}  # a different target
    say(game, "target Dozer")
    assert fired(game)
    assert player(game, B).damage == [0, 0] and player(game, D).damage == [0, 0]
    assert player(game, V).weapons == [("Railgun", False)]


def test_note_piercing_2_targets_on_different_squares_yours_included():
    # Sprog shares Violet's square, Banshee is beyond the west wall
    game = railgun("r1c1", {B: "r1c0", D: "r0c2", P: "r1c1"})
    say(game, "action shoot", "weapon Railgun", "effect in piercing mode")
    assert options(game) == ALL_DIRECTIONS  # Sprog is in every direction
    assert go(game, "direction west") == {"target Banshee", "target Sprog"}
    assert go(game, "target Sprog") == {"skip", "target Banshee"}
    say(game, "target Banshee")
    assert player(game, P).damage == [0, 0] and player(game, B).damage == [0, 0]
    assert player(game, D).damage == []


def test_note_only_the_4_cardinal_directions_no_diagonal():
    # Banshee and Dozer are on diagonals, Sprog a knight's move away: no line reaches them
    diagonal = {B: "r0c2", D: "r2c2", P: "r2c3"}
    game = railgun("r1c1", diagonal)
    assert "action shoot" not in options(game)
    game = railgun("r1c1", {**diagonal, S: "r0c1"})
    say(game, "action shoot", "weapon Railgun", "effect basic mode")
    assert options(game) == {"direction north"}
    assert go(game, "direction north") == {"target " + S}


def test_the_line_runs_to_the_edge_of_the_arena():
    # from r1c3 west: r1c2, r1c1, then through the wall to r1c0, 3 squares away
    game = railgun("r1c3", {B: "r1c0", D: "r2c0"})
    say(game, "action shoot", "weapon Railgun", "effect basic mode")
    assert options(game) == {"direction west"}
    assert go(game, "direction west") == {"target Banshee"}


# -- choosing fewer, fixed damage, yourself -----------------------------------------------
def test_piercing_may_choose_just_1_target_for_2_damage():
    game = railgun("r1c0", {B: "r1c2", D: "r1c3"})
    say(game, "action shoot", "weapon Railgun", "effect in piercing mode", "direction east",
        "target Dozer")
    assert options(game) == {"skip", "target Banshee"}
    say(game, "skip")
    assert fired(game)
    assert player(game, D).damage == [0, 0] and player(game, B).damage == []


def test_piercing_with_a_single_figure_in_line_can_still_be_fired():
    game = railgun("r1c0", {B: "r1c3", D: "r2c2"})
    say(game, "action shoot", "weapon Railgun", "effect in piercing mode", "direction east",
        "target Banshee")
    assert fired(game)  # no second figure in line: fired without asking
    assert player(game, B).damage == [0, 0]


def test_fixed_damage_the_target_is_the_last_choice():
    # after the target nothing is asked (no way to give less than 3), and a mark of
    # Violet's comes along with the damage
    game = railgun("r1c1", {B: {"square": "r1c0", "marks": {V: 1}}, D: "r0c2"})
    say(game, "action shoot", "weapon Railgun", "effect basic mode", "direction west",
        "target Banshee")
    assert fired(game)
    assert player(game, B).damage == [0, 0, 0, 0] and player(game, B).marks[0] == 0


def test_you_are_never_a_target_of_your_own_railgun():
    # alone on her square with nobody in any line, Violet cannot fire at all
    game = railgun("r1c1", {B: "r0c2", D: "r2c3"})
    assert "action shoot" not in options(game)
    game = railgun("r1c1", {B: "r1c0", D: "r0c2"})
    say(game, "action shoot", "weapon Railgun", "effect in piercing mode")
    # east, north, south hold only Violet's own square and nobody else: not offered
    assert options(game) == {"direction west"}
    assert go(game, "direction west") == {"target Banshee"}
    say(game, "target Banshee")
    assert player(game, V).damage == []


# -- costs ----------------------------------------------------------------------------
def test_piercing_mode_is_free_with_an_empty_ammo_box():
    game = railgun("r1c0", {B: "r1c2", D: "r1c3"}, ammo={"red": 0, "blue": 0, "yellow": 0})
    assert go(game, "action shoot", "weapon Railgun") == {"effect basic mode",
                                                          "effect in piercing mode"}
    say(game, "effect in piercing mode", "direction east", "target Banshee", "target Dozer")
    assert fired(game)  # no payment asked
    assert player(game, V).ammo == [0, 0, 0]
    assert player(game, B).damage == [0, 0] and player(game, D).damage == [0, 0]


# -- adrenaline: a move before shooting changes the lines -----------------------------------
def test_with_6_damage_a_move_first_lines_up_a_diagonal_target():
    # Banshee on r0c2 is diagonal to r1c1; from r0c1 she is east, from r1c2 north; Dozer
    # on r2c3 is east of r2c1. Staying on r1c1 lines up nobody: not offered.
    game = railgun("r1c1", {B: "r0c2", D: "r2c3"}, damage=[B] * 6)
    assert go(game, "action shoot") == {"move r0c1", "move r1c2", "move r2c1"}
    say(game, "move r1c2", "weapon Railgun", "effect basic mode")
    assert options(game) == {"direction north"}
    say(game, "direction north", "target Banshee")
    assert player(game, V).square == sq("r1c2")
    assert player(game, B).damage == [0, 0, 0]
