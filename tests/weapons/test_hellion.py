"""HELLION (reload R Y; in nano-tracer mode: R).

basic mode: Deal 1 damage to 1 target you can see at least 1 move away. Then give 1
mark to that target and everyone else on that square.
in nano-tracer mode: Deal 1 damage to 1 target you can see at least 1 move away. Then
give 2 marks to that target and everyone else on that square.

Arena C:
     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, options, player, say, shooter_at, sq, targets

HELLION = "Hellion"


def at(violet: dict, *others, **spec):
    """Violet (seat 0) shoots; ``others`` are (character, square) pairs or player dicts."""
    return shooter_at(HELLION, violet, *others, **spec)


# -- the options ----------------------------------------------------------------------------
def test_both_modes_are_offered_when_you_have_red_for_nano_tracer():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c2"), (S, "r2c3"))
    say(game, "action shoot", "weapon Hellion")
    assert options(game) == {"effect basic mode", "effect in nano-tracer mode"}


def test_offers_targets_you_can_see_at_least_1_move_away():
    # Violet in purple r1c1. Sprog shares her square (0 moves away); Dozer on r1c0 is
    # right behind a wall and :D-struct-OR is in yellow (both unseen); Banshee (r1c2)
    # is the only one she sees at least 1 move away
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c0"), (S, "r2c3"), (P, "r1c1"))
    say(game, "action shoot", "weapon Hellion", "effect basic mode")
    assert options(game) == targets(B)

    # seen through the doors of her square: Banshee 1 move away (r0c1), Dozer 2 (r2c2)
    game = at({"square": "r1c1"}, (B, "r0c1"), (D, "r2c2"), (S, "r1c3"), (P, "r1c1"))
    say(game, "action shoot", "weapon Hellion", "effect in nano-tracer mode")
    assert options(game) == targets(B, D)


def test_basic_mode_deals_1_damage_then_1_mark_to_the_target_and_everyone_else_there():
    game = at({"square": "r1c1"}, (B, "r2c1"), (D, "r2c1"), (S, "r2c1"), (P, "r2c0"))
    say(game, "action shoot", "weapon Hellion", "effect basic mode", "target Dozer")
    assert player(game, D).damage == [0] and player(game, D).marks[0] == 1
    for name in (B, S):
        assert player(game, name).damage == [] and player(game, name).marks[0] == 1
    assert player(game, P).damage == [] and player(game, P).marks[0] == 0  # another square
    v = player(game, V)
    assert v.weapons == [(HELLION, False)] and v.ammo == [1, 1, 1]
    assert player(game, D).square == sq("r2c1")


def test_nano_tracer_gives_2_marks_instead_for_a_red_cube():
    game = at({"square": "r1c1"}, (B, "r2c1"), (D, "r2c1"), (S, "r1c2"))
    say(game, "action shoot", "weapon Hellion", "effect in nano-tracer mode", "target Banshee")
    assert player(game, B).damage == [0] and player(game, B).marks[0] == 2
    assert player(game, D).damage == [] and player(game, D).marks[0] == 2
    assert player(game, S).marks[0] == 0
    v = player(game, V)
    assert v.weapons == [(HELLION, False)] and v.ammo == [0, 1, 1]


def test_the_damage_comes_first_so_the_new_marks_are_not_cashed_in_by_it():
    b = {"character": B, "square": "r1c2", "marks": {V: 1}}
    game = at({"square": "r1c1"}, b, (D, "r1c2"), (S, "r2c3"))
    say(game, "action shoot", "weapon Hellion", "effect basic mode", "target Banshee")
    # 1 damage + the old mark; then the new mark waits
    assert player(game, B).damage == [0, 0] and player(game, B).marks[0] == 1


def test_marks_are_capped_at_3_from_you():
    d = {"character": D, "square": "r1c2", "marks": {V: 2}}
    game = at({"square": "r1c1"}, (B, "r1c2"), d, (S, "r2c3"))
    say(game, "action shoot", "weapon Hellion", "effect in nano-tracer mode", "target Banshee")
    assert player(game, D).marks[0] == 3 and player(game, B).marks[0] == 2


# -- costs -------------------------------------------------------------------------------
def test_nano_tracer_is_not_offered_without_red():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 3, "yellow": 3},
               "powerups": ["newton/yellow"]}, (B, "r1c2"), (D, "r0c2"), (S, "r2c3"))
    say(game, "action shoot", "weapon Hellion")
    # only the basic mode is left: it starts without asking
    assert options(game) == targets(B, D)
    say(game, "target Dozer")
    assert player(game, D).marks[0] == 1 and player(game, V).ammo == [0, 3, 3]


def test_nano_tracer_can_be_paid_with_a_red_powerup():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 1, "yellow": 1},
               "powerups": ["tagback grenade/red"]}, (B, "r1c2"), (D, "r0c2"), (S, "r2c3"))
    say(game, "action shoot", "weapon Hellion")
    assert options(game) == {"effect basic mode", "effect in nano-tracer mode"}
    say(game, "effect in nano-tracer mode", "target Dozer")
    assert player(game, D).damage == [0] and player(game, D).marks[0] == 2
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [0, 1, 1]


# -- general principles -----------------------------------------------------------------------
def test_you_are_never_damaged_or_marked_by_your_own_hellion():
    game = at({"square": "r1c1"}, (B, "r1c1"), (D, "r1c2"), (S, "r2c3"))
    say(game, "action shoot", "weapon Hellion", "effect in nano-tracer mode", "target Dozer")
    v = player(game, V)
    assert v.damage == [] and v.marks == [0, 0, 0, 0]
    assert player(game, B).marks[0] == 0  # on Violet's square, not the target's


def test_everyone_else_on_the_square_is_marked_no_one_escapes():
    game = at({"square": "r1c1"}, (B, "r0c2"), (D, "r0c2"), (S, "r0c2"), (P, "r0c2"))
    say(game, "action shoot", "weapon Hellion", "effect basic mode")
    assert options(game) == targets(B, D, S, P)
    say(game, "target Sprog")
    assert game.legal().kind == "action"  # no choice of who gets the marks
    assert [player(game, n).marks[0] for n in (B, D, S, P)] == [1, 1, 1, 1]
    assert [len(player(game, n).damage) for n in (B, D, S, P)] == [0, 0, 0, 1]


def test_fixed_damage_cannot_be_reduced():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r2c3"), (S, "r2c3"))
    say(game, "action shoot", "weapon Hellion", "effect basic mode", "target Banshee")
    assert game.legal().kind == "action" and player(game, B).damage == [0]
