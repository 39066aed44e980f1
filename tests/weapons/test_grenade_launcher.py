"""GRENADE LAUNCHER (reload R; with extra grenade: R).

basic effect: Deal 1 damage to 1 target you can see. Then you may move the target 1
square.
with extra grenade: Deal 1 damage to every player on a square you can see. You can use
this before or after the basic effect's move.
Notes: For example, you can shoot a target, move it onto a square with other targets,
then damage everyone including the first target. Or you can deal 2 to a main target, 1
to everyone else on that square, then move the main target. Or you can deal 1 to an
isolated target and 1 to everyone on a different square. If you target your own square,
you will not be moved or damaged.

The core splits the basic effect's "Then you may move the target 1 square" into a free
pseudo-effect "then move the target", so the extra grenade can come before or after it.

Arena C:
     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

from ..rules import (
    V, B, D, S, P, damage_counts as damage, options, player, say, shoot, shooter_at, sq, squares,
    tagback_at,
)

GRENADE = "Grenade Launcher"
MOVE = "effect then move the target"
EXTRA = "effect with extra grenade"


def at(violet: dict, *others: tuple[str, str], **spec):
    """Violet (seat 0) shoots; ``others`` are (character, square) pairs in seat order."""
    return shooter_at(GRENADE, violet, *others, **spec)


def fire(game, *texts):
    shoot(game, GRENADE, *texts)


# -- the options ----------------------------------------------------------------------------
def test_the_options_at_each_step():
    # Violet in purple r1c1 sees purple, blue and white; Sprog is in unseen yellow
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c2"), (S, "r1c1"), (P, "r1c3"))
    fire(game)  # the basic effect starts by itself
    assert options(game) == {"target Banshee", "target Dozer", f"target {S}"}
    say(game, "target Banshee")
    assert options(game) == {"done", MOVE, EXTRA}
    say(game, MOVE)
    # 1 square from r1c2: r1c1 (room), r0c2 and r1c3 (doors); r2c2 is behind a wall
    assert options(game) == squares("r1c1", "r0c2", "r1c3")
    say(game, "square r0c2")
    assert options(game) == {"done", EXTRA}
    say(game, EXTRA)
    # squares Violet sees with someone on them: r0c2 (Banshee, Dozer) and her own
    # r1c1 (:D-struct-OR); Sprog's r1c3 is not seen
    assert options(game) == squares("r0c2", "r1c1")
    say(game, "square r0c2")
    assert damage(game, B, D, S, P) == [2, 1, 0, 0]


def test_after_the_extra_grenade_only_the_move_or_done_remain():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r2c1"), (S, "r2c3"))
    fire(game, "target Banshee", EXTRA)
    assert options(game) == squares("r1c2", "r2c1")
    say(game, "square r2c1")
    assert options(game) == {"done", MOVE}


def test_basic_effect_deals_1_damage_and_unloads():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r2c3"))
    fire(game, "target Banshee", "done")
    assert damage(game, B, D, S) == [1, 0, 0]
    assert player(game, B).square == sq("r1c2")
    v = player(game, V)
    assert v.weapons == [(GRENADE, False)] and v.ammo == [1, 1, 1]


def test_basic_effect_then_you_may_move_the_target_1_square_for_free():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0}},
              (B, "r1c2"), (D, "r0c0"), (S, "r2c3"))
    fire(game, "target Banshee")
    assert options(game) == {"done", MOVE}
    say(game, MOVE, "square r1c3")
    assert player(game, B).square == sq("r1c3") and player(game, B).damage == [0]
    assert player(game, V).ammo == [0, 0, 0]


def test_the_target_may_be_moved_out_of_your_sight():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c3"), (S, "r2c1"))
    fire(game, "target Banshee", MOVE, "square r1c3", EXTRA)
    # the grenade needs a square Violet sees: Banshee's new square r1c3 is not one
    assert options(game) == squares("r2c1")
    say(game, "square r2c1")
    assert player(game, B).square == sq("r1c3") and damage(game, B, D, S) == [1, 0, 1]


def test_extra_grenade_deals_1_to_every_player_on_a_square_you_can_see_for_a_red():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r2c2"), (S, "r2c2"), (P, "r2c2"))
    fire(game, "target Banshee", EXTRA, "square r2c2", "done")
    assert damage(game, B, D, S, P) == [1, 1, 1, 1]
    v = player(game, V)
    assert v.ammo == [0, 1, 1] and v.weapons == [(GRENADE, False)]


# -- Notes --------------------------------------------------------------------------------
def test_note_shoot_a_target_move_it_onto_other_targets_then_damage_everyone():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c2"), (S, "r0c2"), (P, "r2c3"))
    fire(game, "target Banshee", MOVE, "square r0c2", EXTRA, "square r0c2")
    assert player(game, B).square == sq("r0c2")
    assert damage(game, B, D, S, P) == [2, 1, 1, 0]


def test_note_deal_2_to_a_main_target_1_to_everyone_else_there_then_move_it():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r1c2"), (P, "r2c3"))
    fire(game, "target Banshee", EXTRA, "square r1c2", MOVE, "square r0c2")
    assert player(game, B).square == sq("r0c2")
    assert player(game, D).square == sq("r1c2") and player(game, S).square == sq("r1c2")
    assert damage(game, B, D, S, P) == [2, 1, 1, 0]


def test_note_deal_1_to_an_isolated_target_and_1_to_everyone_on_another_square():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r2c0"), (S, "r2c0"), (P, "r2c3"))
    fire(game, "target Banshee", EXTRA, "square r2c0", "done")
    assert damage(game, B, D, S, P) == [1, 1, 1, 0]


def test_note_if_you_target_your_own_square_you_are_not_moved_or_damaged():
    game = at({"square": "r1c1"}, (B, "r1c1"), (D, "r1c1"), (S, "r2c3"))
    fire(game, "target Banshee", EXTRA)
    assert options(game) == squares("r1c1")
    say(game, "square r1c1", MOVE)
    assert options(game) == squares("r0c1", "r1c2", "r2c1")  # Banshee moves, not Violet
    say(game, "square r1c2")
    v = player(game, V)
    assert v.damage == [] and v.square == sq("r1c1")
    assert damage(game, B, D) == [2, 1] and player(game, B).square == sq("r1c2")


def test_note_your_own_square_with_no_one_else_on_it_is_no_grenade_target():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r2c3"), (S, "r2c3"))
    fire(game, "target Banshee", EXTRA)
    assert options(game) == squares("r1c2")


# -- costs -------------------------------------------------------------------------------
def test_extra_grenade_is_not_offered_without_red():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 3, "yellow": 3},
               "powerups": ["newton/blue"]}, (B, "r1c2"), (D, "r2c1"), (S, "r2c3"))
    fire(game, "target Banshee")
    assert options(game) == {"done", MOVE}
    say(game, MOVE, "square r1c1")
    # with the move used and no grenade affordable, the shot fires
    assert game.legal().kind == "action"
    assert damage(game, B, D) == [1, 0]


def test_extra_grenade_can_be_paid_with_a_red_powerup():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0},
               "powerups": ["teleporter/red"]}, (B, "r1c2"), (D, "r2c1"), (S, "r2c3"))
    fire(game, "target Banshee")
    assert options(game) == {"done", MOVE, EXTRA}
    say(game, EXTRA, "square r2c1", "done")
    assert damage(game, B, D) == [1, 1]
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [0, 0, 0]


# -- general principles -----------------------------------------------------------------------
def test_every_player_on_the_square_is_hit_no_one_escapes():
    game = at({"square": "r2c2"}, (B, "r2c3"), (D, "r2c0"), (S, "r2c0"), (P, "r2c0"))
    fire(game, "target Banshee", EXTRA, "square r2c0")
    assert options(game) == {"done", MOVE}  # the grenade asked no one's name
    say(game, "done")
    assert damage(game, B, D, S, P) == [1, 1, 1, 1]


def test_fixed_damage_cannot_be_reduced():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0}},
              (B, "r1c2"), (D, "r2c3"), (S, "r2c3"))
    fire(game, "target Banshee", "done")
    assert player(game, B).damage == [0]


def test_the_move_is_one_move_through_doors_not_walls():
    # Banshee on white r2c2: r2c1 (room), r2c3 (door); r1c2 is behind a wall
    game = at({"square": "r2c0"}, (B, "r2c2"), (D, "r0c0"), (S, "r0c0"))
    fire(game, "target Banshee", MOVE)
    assert options(game) == squares("r2c1", "r2c3")


# -- Tagback Grenade: judged when the damage lands, not after the move ------------------------
def tagback_game(banshee_square: str):
    # Violet on white r2c1 (door to purple r1c1) sees the whole purple room
    return tagback_at(GRENADE, "r2c1", banshee_square)


def test_a_target_moved_out_of_your_sight_after_the_damage_may_still_tag_back():
    # Banshee on r1c1 sees white through the door when hit, then is moved to r1c2
    game = tagback_game("r1c1")
    fire(game, "target Banshee", MOVE, "square r1c2", "done")
    decision = game.legal()
    assert decision.kind == "tagback" and decision.decider_name == B
    say(game, "use tagback grenade/red")
    assert player(game, V).marks[1] == 1


def test_a_target_moved_into_your_sight_after_the_damage_cannot_tag_back():
    # Banshee on r1c2 (doors to blue and yellow) does not see white when hit
    game = tagback_game("r1c2")
    fire(game, "target Banshee", MOVE, "square r1c1", "done")
    assert game.legal().kind == "action"
    assert player(game, B).square == sq("r1c1") and player(game, V).marks[1] == 0


def test_a_target_moved_into_sight_then_hit_by_the_extra_grenade_may_tag_back():
    game = tagback_game("r1c2")
    fire(game, "target Banshee", MOVE, "square r1c1", EXTRA, "square r1c1")
    decision = game.legal()
    assert decision.kind == "tagback" and decision.decider_name == B
    assert player(game, B).damage == [0, 0]
