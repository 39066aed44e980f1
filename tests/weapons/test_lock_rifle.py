"""Weapons manual, LOCK RIFLE (reload blue blue; with second lock: red).

basic effect: Deal 2 damage and 1 mark to 1 target you can see.
with second lock: Deal 1 mark to a different target you can see.

Arena C (as the board shows it)::

         c0  c1  c2  c3
        +---+---+---+---+
    r0  | R D B   B*|...|
        +   + D + D +---+
    r1  | R*| P   P D Y |
        + D + D +---+   +
    r2  | W   W   W D Y*|
        +---+---+---+---+

Violet shoots from r1c1 (purple). Her square has doors to blue (r0c1) and white
(r2c1), so she sees the purple, blue and white rooms. She does not see red
(r1c0 is next to her, behind the wall) nor yellow (the door into yellow is on
r1c2, not on her square).
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, VIOLET, game_at, options, player, say, shooter_at


def position(violet: dict | None = None, banshee="r0c2", dozer="r2c2", dstruct="r1c0",
             sprog="r1c3"):
    """Violet r1c1 with the Lock Rifle; by default Banshee r0c2 (blue, seen), Dozer r2c2
    (white, seen), :D-struct-OR r1c0 (red, behind the wall), Sprog r1c3 (yellow, not seen)."""
    return shooter_at("Lock Rifle", {"square": "r1c1", **(violet or {})},
                      (B, banshee), (D, dozer), (S, dstruct), (P, sprog))


# -- options ----------------------------------------------------------------------------
def test_basic_effect_offers_exactly_the_targets_you_can_see():
    game = position()
    say(game, "action shoot")
    assert options(game) == {"weapon Lock Rifle"}
    # the basic effect is the only way to begin: it starts without asking
    say(game, "weapon Lock Rifle")
    # not :D-struct-OR (adjacent, behind a wall), not Sprog (yellow: no door on r1c1),
    # never Violet herself
    assert options(game) == {"target Banshee", "target Dozer"}


def test_after_the_basic_effect_you_may_add_the_second_lock_or_be_done():
    game = position()
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    assert options(game) == {"done", "effect with second lock"}


def test_second_lock_offers_only_a_different_target_you_can_see():
    game = position()
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "effect with second lock")
    # not Banshee again (a *different* target), not the unseen :D-struct-OR or Sprog
    assert options(game) == {"target Dozer"}


# -- outcome ----------------------------------------------------------------------------
def test_basic_effect_deals_2_damage_and_1_mark_and_unloads_the_rifle():
    game = position()
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "done")
    b = player(game, B)
    assert b.damage == [VIOLET, VIOLET]
    assert b.marks[VIOLET] == 1
    assert player(game, D).damage == [] and player(game, D).marks[VIOLET] == 0
    v = player(game, V)
    assert v.weapons == [("Lock Rifle", False)]
    assert v.ammo == [1, 1, 1]  # the basic effect costs nothing beyond the reload
    assert "action shoot" not in options(game)  # nothing loaded any more


def test_second_lock_gives_1_mark_to_the_second_target_for_a_red_cube():
    game = position()
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "effect with second lock",
        "target Dozer")
    assert game.legal().kind == "action"  # nothing left to add: the shot fired
    b, d = player(game, B), player(game, D)
    assert b.damage == [VIOLET, VIOLET] and b.marks[VIOLET] == 1
    assert d.damage == [] and d.marks[VIOLET] == 1
    assert player(game, V).ammo == [0, 1, 1]


def test_second_lock_needs_a_second_target_you_can_see():
    # Dozer moves to yellow (r2c3): Banshee is the only figure Violet sees
    game = position(dozer="r2c3")
    say(game, "action shoot", "weapon Lock Rifle")
    assert options(game) == {"target Banshee"}
    say(game, "target Banshee")
    # no second lock possible: the shot fires at once, the red cube stays
    assert game.legal().kind == "action"
    assert player(game, B).damage == [VIOLET, VIOLET]
    assert player(game, V).ammo == [1, 1, 1]


def test_no_target_you_can_see_no_lock_rifle_shot():
    game = position(banshee="r1c3", dozer="r2c3")  # everyone in red or yellow
    assert "action shoot" not in options(game)


# -- costs ------------------------------------------------------------------------------
def test_second_lock_is_not_offered_without_red():
    game = position({"ammo": {"red": 0, "blue": 1, "yellow": 1}})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    # the only possible end was "done": the shot fired without asking
    assert game.legal().kind == "action"
    assert player(game, B).damage == [VIOLET, VIOLET]
    assert player(game, D).marks[VIOLET] == 0


def test_second_lock_can_be_paid_with_a_red_powerup():
    game = position({"ammo": {"red": 0, "blue": 1, "yellow": 1}, "powerups": ["newton/red"]})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    assert options(game) == {"done", "effect with second lock"}
    say(game, "effect with second lock", "target Dozer")
    assert player(game, D).marks[VIOLET] == 1
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [0, 1, 1]


def test_with_a_red_cube_and_a_red_powerup_you_choose_how_to_pay():
    game = position({"powerups": ["newton/red"]})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "effect with second lock",
        "target Dozer")
    assert options(game) == {"pay red", "pay powerup:newton/red"}
    say(game, "pay powerup:newton/red")
    v = player(game, V)
    assert v.ammo == [1, 1, 1] and v.powerups == []
    assert player(game, D).marks[VIOLET] == 1


# -- with other rules ---------------------------------------------------------------------
def test_a_target_that_only_gets_the_second_lock_mark_cannot_tagback():
    # Tagback Grenade: "when you receive damage" - a mark alone is not damage
    game = game_at(
        [
            {"character": V, "square": "r1c1", "weapons": ["Lock Rifle"]},
            {"character": B, "square": "r1c2"},
            {"character": D, "square": "r2c1", "powerups": ["tagback grenade/red"]},
        ],
        current=V,
    )
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "effect with second lock",
        "target Dozer")
    assert game.legal().kind == "action"  # Dozer sees Violet but is not asked
    assert player(game, V).marks == [0, 0, 0]
    assert player(game, D).marks[VIOLET] == 1


def test_a_target_on_your_own_square_is_one_you_can_see():
    game = position(banshee="r1c1", dozer="r2c3")
    say(game, "action shoot", "weapon Lock Rifle")
    assert options(game) == {"target Banshee"}
    say(game, "target Banshee")
    assert player(game, B).damage == [VIOLET, VIOLET]


def test_old_marks_convert_with_the_damage_then_the_new_mark_stays():
    game = game_at(
        [
            {"character": V, "square": "r1c1", "weapons": ["Lock Rifle"],
             "ammo": {"red": 0, "blue": 1, "yellow": 1}},
            {"character": B, "square": "r0c2", "marks": {V: 2}},
            {"character": D, "square": "r2c3"},
        ],
        current=V,
    )
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    b = player(game, B)
    assert b.damage == [VIOLET] * 4 and b.marks[VIOLET] == 1
