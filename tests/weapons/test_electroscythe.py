"""Weapons manual, ELECTROSCYTHE (reload blue; in reaper mode: blue red).

basic mode: Deal 1 damage to every other player on your square.
in reaper mode: Deal 2 damage to every other player on your square.

General principles: "You can never be damaged by your own weapon." "If an effect
damages everyone in a location, you cannot choose to let some targets escape that
damage."

Arena C (as the board shows it)::

         c0  c1  c2  c3
        +---+---+---+---+
    r0  | R D B   B*|...|
        +   + D + D +---+
    r1  | R*| P   P D Y |
        + D + D +---+   +
    r2  | W   W   W D Y*|
        +---+---+---+---+

Violet on r2c1 (white) with Banshee and Dozer; :D-struct-OR on r2c0 (same room,
another square); Sprog on r1c1 (next square, through the door).
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, VIOLET, damage, options, player, say, shooter_at


def position(violet: dict | None = None, banshee="r2c1", dozer="r2c1", dstruct="r2c0",
             sprog="r1c1"):
    return shooter_at("Electroscythe", {"square": "r2c1", **(violet or {})},
                      (B, banshee), (D, dozer), (S, dstruct), (P, sprog))


# -- options ----------------------------------------------------------------------------
def test_choose_a_mode_and_nothing_else():
    game = position()
    say(game, "action shoot", "weapon Electroscythe")
    assert options(game) == {"effect basic mode", "effect in reaper mode"}


# -- outcome ----------------------------------------------------------------------------
def test_basic_mode_deals_1_damage_to_every_other_player_on_your_square():
    game = position()
    say(game, "action shoot", "weapon Electroscythe", "effect basic mode")
    # no target to choose, nobody can be spared: it fires at once
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [VIOLET], D: [VIOLET], S: [], P: []}
    v = player(game, V)
    assert v.ammo == [1, 1, 1] and v.weapons == [("Electroscythe", False)]
    assert "action shoot" not in options(game)


def test_reaper_mode_deals_2_damage_to_each_for_blue_and_red():
    game = position()
    say(game, "action shoot", "weapon Electroscythe", "effect in reaper mode")
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [VIOLET, VIOLET], S: [], P: []}
    assert player(game, V).ammo == [0, 0, 1]


def test_a_single_player_on_your_square_is_enough():
    game = position(dozer="r0c2")
    say(game, "action shoot", "weapon Electroscythe", "effect basic mode")
    assert damage(game) == {V: [], B: [VIOLET], D: [], S: [], P: []}


def test_nobody_on_your_square_no_electroscythe_shot():
    # others in the same room and through the door do not count
    game = position(banshee="r2c2", dozer="r1c1")
    assert "action shoot" not in options(game)


# -- costs ------------------------------------------------------------------------------
def test_reaper_mode_is_not_offered_without_red_so_the_basic_mode_starts_at_once():
    game = position({"ammo": {"red": 0, "blue": 1, "yellow": 1}})
    say(game, "action shoot", "weapon Electroscythe")
    assert game.legal().kind == "action"  # the only mode, nothing to choose: fired
    assert damage(game) == {V: [], B: [VIOLET], D: [VIOLET], S: [], P: []}
    assert player(game, V).ammo == [0, 1, 1]


def test_reaper_mode_is_not_offered_without_blue():
    game = position({"ammo": {"red": 1, "blue": 0, "yellow": 1}})
    say(game, "action shoot", "weapon Electroscythe")
    assert game.legal().kind == "action"
    assert damage(game)[B] == [VIOLET]
    assert player(game, V).ammo == [1, 0, 1]


def test_reaper_mode_can_be_paid_with_powerups_of_its_colours():
    game = position({"ammo": {"red": 0, "blue": 0, "yellow": 1},
                     "powerups": ["newton/red", "teleporter/blue"]})
    say(game, "action shoot", "weapon Electroscythe")
    assert options(game) == {"effect basic mode", "effect in reaper mode"}
    say(game, "effect in reaper mode")
    assert damage(game)[B] == [VIOLET, VIOLET] and damage(game)[D] == [VIOLET, VIOLET]
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [0, 0, 1]


def test_reaper_mode_with_a_cube_and_a_powerup_of_a_colour_you_choose_how_to_pay():
    game = position({"powerups": ["newton/red"]})
    say(game, "action shoot", "weapon Electroscythe", "effect in reaper mode")
    assert options(game) == {"pay red+blue", "pay blue+powerup:newton/red"}
    say(game, "pay blue+powerup:newton/red")
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [1, 0, 1]
    assert damage(game)[B] == [VIOLET, VIOLET]
