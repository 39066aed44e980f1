"""Weapons manual, POWERUPS: Targeting Scope, Newton, Tagback Grenade, Teleporter, and
powerups as payment. Arena C (see test_rules_turn)."""

from __future__ import annotations

from adrenaline.core.cards import POWERUPS

from .rules import game_at, options, player, say, sq

V, B, D = "Violet", "Banshee", "Dozer"


def three(violet=None, banshee=None, dozer=None, **spec):
    return game_at(
        [
            {"character": V, "square": "r2c1", **(violet or {})},
            {"character": B, "square": "r2c0", **(banshee or {})},
            {"character": D, "square": "r0c2", **(dozer or {})},
        ],
        current=V, **spec,
    )


def hand(game, who):
    return sorted(POWERUPS[c].text for c in player(game, who).powerups)


# -- Newton -------------------------------------------------------------------------------
def test_newton_moves_another_figure_1_or_2_squares_in_one_direction():
    game = three(violet={"powerups": ["newton/red"]})
    say(game, "use newton/red")
    assert options(game) == {"target Banshee", "target Dozer"}  # never yourself
    say(game, "target Banshee")
    # from r2c0: east r2c1, r2c2 (same room); north through the door r1c0, then r0c0
    assert options(game) == {"move r2c1", "move r2c2", "move r1c0", "move r0c0"}
    say(game, "move r0c0")
    assert player(game, B).square == sq("r0c0") and hand(game, V) == []
    assert game.state.actions_left == 2  # a powerup is not an action


def test_newton_and_teleporter_may_be_played_after_your_last_action():
    game = three(violet={"powerups": ["teleporter/red"]})
    say(game, "action run", "move r2c2", "action run", "move r2c1")
    assert game.state.actions_left == 0
    assert options(game) == {"use teleporter/red", "end turn"}


# -- Teleporter ---------------------------------------------------------------------------
def test_teleporter_puts_your_figure_on_any_square():
    game = three(violet={"powerups": ["teleporter/blue"]})
    say(game, "use teleporter/blue")
    squares = {o for o in options(game)}
    assert len(squares) == 10 and "move r2c1" not in squares  # any other of the 11 squares
    say(game, "move r1c3")
    assert player(game, V).square == sq("r1c3")


# -- Tagback Grenade ----------------------------------------------------------------------
def test_tagback_grenade_is_the_damaged_players_choice_if_they_can_see_the_shooter():
    game = three(violet={"weapons": ["Machine Gun"], "ammo": {"red": 0, "blue": 0, "yellow": 0}},
                 banshee={"powerups": ["tagback grenade/red"]})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee")
    d = game.legal()
    assert d.decider_name == B and d.kind == "tagback"
    assert set(d.texts()) == {"use tagback grenade/red", "skip"}
    say(game, "use tagback grenade/red")
    assert player(game, V).marks[1] == 1 and hand(game, B) == []
    assert game.legal().decider_name == V  # back to the shooter's turn


def test_no_tagback_grenade_against_a_shooter_you_cannot_see():
    # Violet in r1c0 (red) sees white through her door; Banshee in r2c1 sees white and
    # purple (door r2c1-r1c1) but not red
    game = three(violet={"square": "r1c0", "weapons": ["Machine Gun"],
                         "ammo": {"red": 0, "blue": 0, "yellow": 0}},
                 banshee={"square": "r2c1", "powerups": ["tagback grenade/red"]})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee")
    assert game.legal().decider_name == V and hand(game, B) == ["tagback grenade/red"]


def test_tagback_grenades_are_asked_in_seat_order():
    game = game_at(
        [
            {"character": V, "square": "r2c1", "weapons": ["Machine Gun"],
             "ammo": {"red": 0, "blue": 0, "yellow": 0}},
            {"character": B, "square": "r2c0", "powerups": ["tagback grenade/red"]},
            {"character": D, "square": "r2c2", "powerups": ["tagback grenade/blue"]},
        ],
        current=V,
    )
    say(game, "action shoot", "weapon Machine Gun", "target Dozer", "target Banshee")
    assert game.legal().decider_name == B
    say(game, "skip")
    assert game.legal().decider_name == D
    say(game, "use tagback grenade/blue")
    assert player(game, V).marks == [0, 0, 1]


# -- Targeting Scope ----------------------------------------------------------------------
def test_targeting_scope_gives_a_damaged_target_1_more_for_a_cube_of_any_colour():
    game = three(violet={"weapons": ["Lock Rifle"], "powerups": ["targeting scope/red"],
                         "ammo": {"red": 0, "blue": 1, "yellow": 2}})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    assert options(game) == {"use targeting scope/red on Banshee", "done"}
    say(game, "use targeting scope/red on Banshee")
    assert options(game) == {"pay blue", "pay yellow"}
    say(game, "pay yellow")
    b = player(game, B)
    assert len(b.damage) == 3 and b.marks[0] == 1
    assert player(game, V).ammo == [0, 1, 1]


def test_targeting_scope_not_on_a_target_receiving_only_marks():
    game = three(violet={"weapons": ["ZX-2"], "powerups": ["targeting scope/red"]})
    say(game, "action shoot", "weapon ZX-2", "effect in scanner mode", "target Banshee")
    assert game.legal().kind == "action"  # nobody damaged: no scope question
    assert hand(game, V) == ["targeting scope/red"]


def test_targeting_scope_needs_a_cube_or_another_powerup_to_pay():
    game = three(violet={"weapons": ["Lock Rifle"], "powerups": ["targeting scope/red"],
                         "ammo": {"red": 0, "blue": 0, "yellow": 0}})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    assert game.legal().kind == "action"


# -- paying with powerups -------------------------------------------------------------------
def test_a_powerup_cannot_just_be_tossed_for_a_cube():
    game = three(violet={"powerups": ["newton/red", "teleporter/blue"]})
    assert not [o for o in options(game) if o.startswith(("pay", "discard"))]
