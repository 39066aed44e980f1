"""Weapons manual, T.H.O.R. (reload blue red; with chain reaction: blue; with high
voltage: blue).

basic effect: Deal 2 damage to 1 target you can see.
with chain reaction: Deal 1 damage to a second target that your first target can see.
with high voltage: Deal 2 damage to a third target that your second target can see.
You cannot use this effect unless you first use the chain reaction.
Notes: This card constrains the order in which you can use its effects. (Most cards
don't.) Also note that each target must be a different player.

Arena C (as the board shows it)::

         c0  c1  c2  c3
        +---+---+---+---+
    r0  | R D B   B*|...|
        +   + D + D +---+
    r1  | R*| P   P D Y |
        + D + D +---+   +
    r2  | W   W   W D Y*|
        +---+---+---+---+

The chain, by default:
- Violet r2c0 (white, door to red) sees white and red: Banshee r2c2 and
  :D-struct-OR r0c0; not Dozer (yellow) nor Sprog (purple).
- Banshee r2c2 (white, door to yellow) sees white and yellow: Dozer r1c3.
- Dozer r1c3 (yellow, door to purple) sees yellow and purple: Sprog r1c1.
- :D-struct-OR r0c0 (red, door to blue) sees red and blue: nobody.
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, VIOLET, damage, options, player, say, shooter_at


def position(violet: dict | None = None, banshee="r2c2", dozer="r1c3", dstruct="r0c0",
             sprog="r1c1"):
    return shooter_at("T.H.O.R.", {"square": "r2c0", "ammo": {"red": 1, "blue": 2, "yellow": 1},
                                   **(violet or {})},
                      (B, banshee), (D, dozer), (S, dstruct), (P, sprog))


# -- options ----------------------------------------------------------------------------
def test_basic_effect_offers_exactly_the_targets_you_can_see():
    game = position()
    say(game, "action shoot", "weapon T.H.O.R.")
    # the basic effect starts by itself (the other two need it first)
    assert options(game) == {"target Banshee", "target :D-struct-OR"}


def test_chain_reaction_offers_targets_the_first_target_sees():
    game = position()
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee")
    # high voltage is not offered yet: it needs the chain reaction first
    assert options(game) == {"done", "effect with chain reaction"}
    say(game, "effect with chain reaction")
    # Dozer is out of Violet's sight but Banshee sees him; Sprog is seen by neither
    assert options(game) == {"target Dozer"}


def test_high_voltage_offers_targets_the_second_target_sees():
    game = position()
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee", "effect with chain reaction",
        "target Dozer")
    assert options(game) == {"done", "effect with high voltage"}
    say(game, "effect with high voltage")
    assert options(game) == {"target Sprog"}


def test_no_chain_reaction_when_the_first_target_sees_no_one_else():
    game = position()
    say(game, "action shoot", "weapon T.H.O.R.", "target :D-struct-OR")
    # :D-struct-OR sees only red and blue, where nobody stands: the shot fires at once
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [], D: [], S: [VIOLET, VIOLET], P: []}
    assert player(game, V).ammo == [1, 2, 1]


# -- outcome ----------------------------------------------------------------------------
def test_basic_effect_deals_2_damage_and_unloads_the_weapon():
    game = position()
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee", "done")
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [], S: [], P: []}
    v = player(game, V)
    assert v.ammo == [1, 2, 1] and v.weapons == [("T.H.O.R.", False)]
    assert "action shoot" not in options(game)


def test_chain_reaction_deals_1_damage_for_a_blue():
    game = position()
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee", "effect with chain reaction",
        "target Dozer", "done")
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [VIOLET], S: [], P: []}
    assert player(game, V).ammo == [1, 1, 1]


def test_full_chain_deals_2_1_2_for_two_blues():
    game = position()
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee", "effect with chain reaction",
        "target Dozer", "effect with high voltage", "target Sprog")
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [VIOLET], S: [],
                            P: [VIOLET, VIOLET]}
    assert player(game, V).ammo == [1, 0, 1]


# -- notes ------------------------------------------------------------------------------
def test_note_high_voltage_only_after_the_chain_reaction():
    # with blue for both, the only effects after the basic one are chain reaction or done
    game = position()
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee")
    assert "effect with high voltage" not in options(game)
    # with blue for only one of them, high voltage never appears
    game = position({"ammo": {"red": 1, "blue": 1, "yellow": 1}})
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee")
    assert options(game) == {"done", "effect with chain reaction"}
    say(game, "effect with chain reaction", "target Dozer")
    assert game.legal().kind == "action"  # fired: nothing left it could pay for
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [VIOLET], S: [], P: []}


def test_note_each_target_is_a_different_player():
    # Dozer r2c3 (yellow, door to r2c2) sees white and yellow: only Banshee (the first
    # target) and Violet (the shooter) -- no third target for the high voltage
    game = position(dozer="r2c3")
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee", "effect with chain reaction")
    assert options(game) == {"target Dozer"}  # not Banshee again
    say(game, "target Dozer")
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [VIOLET], S: [], P: []}
    assert player(game, V).ammo == [1, 1, 1]


def test_you_are_never_damaged_by_your_own_chain():
    # Banshee r2c1 (white, door to purple) sees only Violet: no chain reaction at all
    game = position(banshee="r2c1", dozer="r2c3", sprog="r0c2")
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee")
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [], S: [], P: []}


# -- costs ------------------------------------------------------------------------------
def test_chain_reaction_is_not_offered_without_blue():
    game = position({"ammo": {"red": 1, "blue": 0, "yellow": 1}})
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee")
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [], S: [], P: []}


def test_chain_reaction_can_be_paid_with_a_blue_powerup():
    game = position({"ammo": {"red": 1, "blue": 0, "yellow": 1}, "powerups": ["newton/blue"]})
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee")
    assert options(game) == {"done", "effect with chain reaction"}
    say(game, "effect with chain reaction", "target Dozer")
    assert damage(game)[D] == [VIOLET]
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [1, 0, 1]


def test_high_voltage_can_be_paid_with_a_blue_powerup():
    game = position({"ammo": {"red": 1, "blue": 1, "yellow": 1},
                     "powerups": ["teleporter/blue"]})
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee", "effect with chain reaction",
        "target Dozer")
    assert options(game) == {"done", "effect with high voltage"}
    say(game, "effect with high voltage", "target Sprog")
    # two blues due with one blue cube: the cube and the powerup, the only way to pay
    assert damage(game)[P] == [VIOLET, VIOLET]
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [1, 0, 1]
