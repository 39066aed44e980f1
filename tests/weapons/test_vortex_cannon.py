"""VORTEX CANNON (reload R B; with black hole: R).

basic effect: Choose a square you can see, but not your square. Call it "the vortex".
Choose 1 target on the vortex or 1 move away from it. Move it onto the vortex and give
it 2 damage. (The card. The English manual's summary leaves out "but not your square";
the French manual kept it: "Choisissez une case que vous pouvez voir, située à au moins
1 déplacement de vous" - a square you can see, at least 1 move away from you.)
with black hole: Choose 2 other targets on that square or 1 move away from it. Move
them onto that square and give them each 1 damage.
Notes: The 3 targets must be different, but some of them might start on the same
square. They all end up on the same square. You don't need to see the targets. You
shoot the square you can see and your targets are sucked into it. (French: "certaines
d'entre elles peuvent initialement se trouver sur la même case (y compris sur la case
où vous vous trouvez)" - including the square you are on.)

Arena C:
     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

import pytest

from adrenaline.core.engine import IllegalChoice
from adrenaline.core.serialize import state_json

from ..rules import (
    V, B, D, S, P, options, player, say, shoot, shooter_at, sq, squares, tagback_at, targets,
)

VORTEX = "Vortex Cannon"


def at(violet: dict, *others: tuple[str, str], **spec):
    """Violet (seat 0) shoots; ``others`` are (character, square) pairs in seat order."""
    return shooter_at(VORTEX, violet, *others, **spec)


def fire(game, *texts):
    shoot(game, VORTEX, *texts)


# -- the options ----------------------------------------------------------------------------
def test_offers_the_squares_you_can_see_that_have_a_target_on_or_next_to_them():
    # Violet in purple r1c1 sees purple, blue (door r0c1) and white (door r2c1).
    # Sprog on red r0c0 and Banshee on r1c2 (next to yellow r1c3) make squares she can't
    # see reachable, but those are never offered.
    # (her own square r1c1 is never offered: see the vortex tests below)
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c2"), (S, "r2c1"), (P, "r0c0"))
    say(game, "action shoot", "weapon Vortex Cannon")
    assert options(game) == squares("r0c1", "r0c2", "r1c2", "r2c0", "r2c1", "r2c2")
    say(game, "square r1c2")
    # on r1c2: Banshee; 1 move away: Dozer (r0c2, door). Sprog (r2c1) is 2 moves away,
    # Violet herself is never a target
    assert options(game) == targets(B, D)
    say(game, "target Dozer")
    assert options(game) == {"done", "effect with black hole"}
    say(game, "effect with black hole")
    assert options(game) == targets(B)  # Dozer is already the basic target
    say(game, "target Banshee")
    # no third figure within 1 move of r1c2: the shot fires without asking
    assert game.legal().kind == "action"


def test_a_square_with_nobody_on_or_next_to_it_is_not_offered():
    # Violet in white r2c2 sees white and yellow; only Banshee on r1c3 can be pulled
    game = at({"square": "r2c2"}, (B, "r1c3"), (D, "r0c0"))
    say(game, "action shoot", "weapon Vortex Cannon")
    assert options(game) == squares("r1c3", "r2c3")


def test_basic_effect_moves_the_target_onto_the_square_and_gives_it_2_damage():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c2"))
    fire(game, "square r1c2", "target Dozer", "done")
    d = player(game, D)
    assert d.square == sq("r1c2") and d.damage == [0, 0]
    assert player(game, B).damage == [] and player(game, B).square == sq("r1c2")
    v = player(game, V)
    assert v.weapons == [(VORTEX, False)] and v.ammo == [1, 1, 1]  # basic effect is free
    assert v.square == sq("r1c1")


def test_black_hole_moves_2_other_targets_onto_the_square_and_gives_each_1_for_a_red_cube():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c2"), (S, "r1c3"))
    fire(game, "square r1c2", "target Banshee", "effect with black hole",
         "target Dozer", "target :D-struct-OR")
    assert player(game, B).damage == [0, 0]
    assert player(game, D).damage == [0] and player(game, S).damage == [0]
    assert {player(game, n).square for n in (B, D, S)} == {sq("r1c2")}
    v = player(game, V)
    assert v.ammo == [0, 1, 1] and v.weapons == [(VORTEX, False)]


def test_black_hole_may_pull_fewer_than_2_targets():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c2"), (S, "r1c3"))
    fire(game, "square r1c2", "target Banshee", "effect with black hole", "target Dozer")
    assert options(game) == {"skip", "target :D-struct-OR"}
    say(game, "skip")
    assert player(game, D).damage == [0] and player(game, D).square == sq("r1c2")
    assert player(game, S).damage == [] and player(game, S).square == sq("r1c3")
    assert player(game, V).ammo == [0, 1, 1]


# -- Notes --------------------------------------------------------------------------------
def test_note_the_3_targets_must_be_different():
    game = at({"square": "r1c1"}, (B, "r2c1"), (D, "r2c1"), (S, "r2c2"))
    fire(game, "square r2c1", "target Banshee", "effect with black hole")
    assert options(game) == targets(D, S)
    say(game, "target Dozer")
    assert options(game) == {"skip", f"target {S}"}
    say(game, f"target {S}")
    assert player(game, B).damage == [0, 0]
    assert player(game, D).damage == [0] and player(game, S).damage == [0]


def test_note_the_targets_may_start_on_the_same_square():
    game = at({"square": "r1c1"}, (B, "r2c1"), (D, "r2c1"), (S, "r2c1"))
    fire(game, "square r2c0", "target Banshee", "effect with black hole")
    assert options(game) == targets(D, S)
    say(game, "target Dozer", f"target {S}")
    assert {player(game, n).square for n in (B, D, S)} == {sq("r2c0")}
    assert [len(player(game, n).damage) for n in (B, D, S)] == [2, 1, 1]


def test_note_they_all_end_up_on_the_same_square():
    # Violet in yellow r2c3 sees white through the door r2c3-r2c2 and shoots r2c1:
    # Banshee is on it, Dozer 1 move away in the room, Sprog 1 move away through the door
    game = at({"square": "r2c3"}, (B, "r2c1"), (D, "r2c2"), (S, "r1c1"))
    fire(game, "square r2c1", "target Dozer", "effect with black hole",
         "target Banshee", f"target {S}")
    assert {player(game, n).square for n in (B, D, S)} == {sq("r2c1")}
    assert player(game, V).square == sq("r2c3")


def test_note_you_do_not_need_to_see_the_targets():
    # Violet in purple r1c1 sees white but not yellow nor red: Banshee (yellow r2c3) and
    # Dozer (red r1c0) are unseen, each 1 move (through a door) from a white square
    game = at({"square": "r1c1"}, (B, "r2c3"), (D, "r1c0"), (S, "r2c1"))
    say(game, "action shoot", "weapon Vortex Cannon", "square r2c2")
    assert options(game) == targets(B, S)
    say(game, "target Banshee", "done")
    assert player(game, B).square == sq("r2c2") and player(game, B).damage == [0, 0]

    game = at({"square": "r1c1"}, (B, "r2c3"), (D, "r1c0"), (S, "r2c1"))
    fire(game, "square r2c0", f"target {S}", "effect with black hole")
    assert options(game) == targets(D)
    say(game, "target Dozer")
    assert player(game, D).square == sq("r2c0") and player(game, D).damage == [0]


def test_note_the_square_itself_must_be_one_you_can_see():
    # the unseen Banshee (yellow r2c3) is on a square Violet can't see: it can only be
    # pulled into a seen square (r2c2), never shot where it stands
    game = at({"square": "r1c1"}, (B, "r2c3"), (D, "r2c3"))
    say(game, "action shoot", "weapon Vortex Cannon")
    assert options(game) == squares("r2c2")


# -- general principles -----------------------------------------------------------------------
def test_one_move_away_goes_through_doors_not_walls():
    # r2c2: r1c2 is behind a wall (3 moves away), r2c3 through a door, r2c1 in the room
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r2c3"), (S, "r2c1"))
    say(game, "action shoot", "weapon Vortex Cannon", "square r2c2")
    assert options(game) == targets(D, S)


def test_vortex_cannot_be_your_own_square():
    """The card: "Choose a square you can see, but not your square." The French manual:
    "une case que vous pouvez voir, située à au moins 1 déplacement de vous" (at least 1
    move away from you)."""
    # Violet on r1c1 with Sprog beside her and Banshee, Dozer 1 move away: r1c1 would have
    # targets on and next to it, but it is hers
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c1"), (S, "r1c1"))
    say(game, "action shoot", "weapon Vortex Cannon")
    assert "square r1c1" not in options(game)
    assert options(game) == squares("r0c1", "r0c2", "r1c2", "r2c1")
    before = state_json(game)
    with pytest.raises(IllegalChoice, match="'square r1c1' is not a legal choice now"):
        say(game, "square r1c1")
    assert state_json(game) == before


def test_a_target_on_your_square_can_be_pulled_into_the_vortex():
    """The French manual's note: "certaines d'entre elles peuvent initialement se trouver
    sur la même case (y compris sur la case où vous vous trouvez)" - some targets may
    start on the same square, including the square you are on."""
    game = at({"square": "r1c1"}, (B, "r1c1"), (D, "r1c1"), (S, "r1c1"))
    say(game, "action shoot", "weapon Vortex Cannon", "square r1c2")
    assert options(game) == targets(B, D, S)
    say(game, "target Banshee", "effect with black hole", "target Dozer", f"target {S}")
    assert {player(game, n).square for n in (B, D, S)} == {sq("r1c2")}
    assert [player(game, n).damage for n in (B, D, S)] == [[0, 0], [0], [0]]
    v = player(game, V)
    assert v.square == sq("r1c1") and v.damage == []


def test_you_are_never_a_target_and_are_not_sucked_in():
    # the vortex r1c2 is 1 move from Violet (r1c1): she is no target and stays put
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c2"), (S, "r1c3"))
    say(game, "action shoot", "weapon Vortex Cannon", "square r1c2")
    assert options(game) == targets(B, D, S)
    say(game, "target Banshee", "effect with black hole", "target Dozer", f"target {S}")
    assert {player(game, n).square for n in (B, D, S)} == {sq("r1c2")}
    v = player(game, V)
    assert v.square == sq("r1c1") and v.damage == []

    # r1c2 and r0c1 are next to Violet but to no target: she doesn't count
    game = at({"square": "r1c1"}, (B, "r2c1"), (D, "r2c3"))
    say(game, "action shoot", "weapon Vortex Cannon")
    assert options(game) == squares("r2c0", "r2c1", "r2c2")


def test_fixed_damage_cannot_be_reduced():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r2c3"))
    fire(game, "square r1c2", "target Banshee")
    # only one target in reach: the shot fires with the card's 2 damage, no other amount
    assert game.legal().kind == "action"
    assert player(game, B).damage == [0, 0]


# -- costs -------------------------------------------------------------------------------
def test_black_hole_is_not_offered_without_red_to_pay_for_it():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 3, "yellow": 3},
               "powerups": ["newton/blue"]}, (B, "r1c2"), (D, "r0c2"))
    fire(game, "square r1c2", "target Banshee")
    # black hole is unaffordable, so the shot fires as soon as the basic effect is chosen
    assert game.legal().kind == "action"
    assert player(game, B).damage == [0, 0] and player(game, D).damage == []
    assert player(game, V).ammo == [0, 3, 3]


def test_black_hole_can_be_paid_with_a_red_powerup():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 1, "yellow": 1},
               "powerups": ["newton/red"]}, (B, "r1c2"), (D, "r0c2"))
    fire(game, "square r1c2", "target Banshee")
    assert options(game) == {"done", "effect with black hole"}
    say(game, "effect with black hole", "target Dozer")
    assert player(game, D).damage == [0]
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [0, 1, 1]


def test_with_a_red_cube_and_a_red_powerup_you_choose_how_to_pay():
    game = at({"square": "r1c1", "powerups": ["newton/red"]}, (B, "r1c2"), (D, "r0c2"))
    fire(game, "square r1c2", "target Banshee", "effect with black hole", "target Dozer")
    assert options(game) == {"pay red", "pay powerup:newton/red"}
    say(game, "pay red")
    v = player(game, V)
    assert v.ammo == [0, 1, 1] and len(v.powerups) == 1


# -- Tagback Grenade: judged when the damage lands, after the target was sucked in ------------
def tagback_game(violet_square: str, banshee_square: str):
    return tagback_at(VORTEX, violet_square, banshee_square)


def test_a_target_sucked_into_sight_of_you_before_the_damage_may_tag_back():
    # Banshee on white r2c0 sees white and red, not Violet in purple; pulled onto r2c1
    # (door to purple) she sees Violet when the 2 damage land
    game = tagback_game("r1c1", "r2c0")
    fire(game, "square r2c1", "target Banshee")
    decision = game.legal()
    assert decision.kind == "tagback" and decision.decider_name == B
    say(game, "use tagback grenade/red")
    assert player(game, V).marks[1] == 1


def test_a_target_sucked_out_of_sight_of_you_before_the_damage_cannot_tag_back():
    # Banshee on yellow r2c3 sees Violet (white r2c2, through the door); pulled onto
    # yellow r1c3 (door to purple only) she no longer does when the damage lands
    game = tagback_game("r2c2", "r2c3")
    fire(game, "square r1c3", "target Banshee")
    assert game.legal().kind == "action"
    assert player(game, B).damage == [0, 0] and player(game, V).marks[1] == 0
