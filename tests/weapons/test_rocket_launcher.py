"""ROCKET LAUNCHER (reload R R; with rocket jump: B; with fragmenting warhead: Y).

basic effect: Deal 2 damage to 1 target you can see that is not on your square. Then you
may move the target 1 square.
with rocket jump: Move 1 or 2 squares. This effect can be used either before or after
the basic effect.
with fragmenting warhead: During the basic effect, deal 1 damage to every player on your
target's original square - including the target, even if you move it.
Notes: If you use the rocket jump before the basic effect, you consider only your new
square when determining if a target is legal. You can even move off a square so you can
shoot someone on it. If you use the fragmenting warhead, you deal damage to everyone on
the target's square before you move the target - your target will take 3 damage total.

The core splits the basic effect's "Then you may move the target 1 square" into a free
pseudo-effect "then move the target"; the fragmenting warhead cannot come after it.

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
    tagback_at, targets,
)

ROCKET = "Rocket Launcher"
BASIC = "effect basic effect"
MOVE = "effect then move the target"
JUMP = "effect with rocket jump"
WARHEAD = "effect with fragmenting warhead"


def at(violet: dict, *others: tuple[str, str], **spec):
    """Violet (seat 0) shoots; ``others`` are (character, square) pairs in seat order."""
    return shooter_at(ROCKET, violet, *others, **spec)


def fire(game, *texts):
    shoot(game, ROCKET, *texts)


# -- the options ----------------------------------------------------------------------------
def test_the_options_at_each_step():
    # Violet in purple r1c1: Banshee and Dozer on r1c2 (seen), :D-struct-OR on her own
    # square, Sprog in unseen yellow
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r1c1"), (P, "r1c3"))
    fire(game)
    assert options(game) == {BASIC, JUMP}
    say(game, BASIC)
    assert options(game) == targets(B, D)  # not :D-struct-OR on her square, not Sprog
    say(game, "target Banshee")
    assert options(game) == {"done", MOVE, JUMP, WARHEAD}
    say(game, WARHEAD)
    assert options(game) == {"done", MOVE, JUMP}
    say(game, MOVE)
    # 1 square from r1c2: r1c1 (room), r0c2 and r1c3 (doors); r2c2 is behind a wall
    assert options(game) == squares("r1c1", "r0c2", "r1c3")
    say(game, "square r1c3")
    assert options(game) == {"done", JUMP}


def test_a_target_on_your_square_is_never_offered():
    game = at({"square": "r1c1", "ammo": {"red": 1, "blue": 0, "yellow": 0}},
              (B, "r1c1"), (D, "r1c1"), (S, "r2c1"))
    fire(game)  # no rocket jump affordable: the basic effect starts by itself
    assert options(game) == targets(S)


def test_basic_effect_deals_2_damage_and_unloads():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r2c3"))
    fire(game, BASIC, "target Banshee", "done")
    assert damage(game, B, D, S) == [2, 0, 0] and player(game, B).damage == [0, 0]
    assert player(game, B).square == sq("r1c2")
    v = player(game, V)
    assert v.weapons == [(ROCKET, False)] and v.ammo == [1, 1, 1] and v.square == sq("r1c1")


def test_then_you_may_move_the_target_1_square_for_free():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0}},
              (B, "r1c2"), (D, "r0c0"), (S, "r2c3"))
    fire(game, "target Banshee")
    assert options(game) == {"done", MOVE}
    say(game, MOVE, "square r0c2")
    assert player(game, B).square == sq("r0c2") and player(game, B).damage == [0, 0]
    assert player(game, V).ammo == [0, 0, 0]


def test_rocket_jump_moves_you_1_or_2_squares_for_a_blue():
    # from r1c1: r0c1, r1c2, r2c1 (1 move), r0c0, r0c2, r1c3, r2c0, r2c2 (2 moves)
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c0"), (S, "r2c3"))
    fire(game, BASIC, "target Banshee", JUMP)
    assert options(game) == squares("r0c1", "r1c2", "r2c1", "r0c0", "r0c2", "r1c3", "r2c0",
                                    "r2c2")
    say(game, "square r2c2")
    assert options(game) == {"done", MOVE, WARHEAD}
    say(game, "done")
    v = player(game, V)
    assert v.square == sq("r2c2") and v.ammo == [1, 0, 1]
    assert player(game, B).damage == [0, 0]


def test_rocket_jump_before_the_basic_effect_only_to_squares_you_can_shoot_from():
    # jumping to r0c0 (red) or r2c0 (white) would leave no target: not offered
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r1c1"), (P, "r1c3"))
    fire(game, JUMP)
    assert options(game) == squares("r0c1", "r0c2", "r1c2", "r1c3", "r2c1", "r2c2")


def test_the_rocket_jump_is_used_once_either_before_or_after():
    game = at({"square": "r1c1", "ammo": {"red": 1, "blue": 3, "yellow": 1}},
              (B, "r1c3"), (D, "r2c1"), (S, "r0c0"))
    fire(game)
    assert options(game) == {BASIC, JUMP}
    say(game, JUMP, "square r1c2")
    # with the jump used, the basic effect is the only way on: it starts by itself
    assert options(game) == targets(B)
    say(game, "target Banshee")
    assert options(game) == {"done", MOVE, WARHEAD}  # no second jump
    say(game, "done")
    assert player(game, V).ammo == [1, 2, 1]


def test_fragmenting_warhead_deals_1_to_everyone_on_the_targets_square_for_a_yellow():
    game = at({"square": "r1c1"}, (B, "r2c2"), (D, "r2c2"), (S, "r2c2"), (P, "r2c1"))
    fire(game, BASIC, "target Dozer", WARHEAD, "done")
    assert damage(game, B, D, S, P) == [1, 3, 1, 0]
    assert player(game, D).damage == [0, 0, 0]
    v = player(game, V)
    assert v.ammo == [1, 1, 0] and v.weapons == [(ROCKET, False)]


# -- Notes --------------------------------------------------------------------------------
def test_note_after_a_rocket_jump_only_your_new_square_decides_who_is_legal():
    # from r1c1 Violet sees Dozer (white r2c1) and :D-struct-OR (r1c2) but not Banshee
    # (yellow r1c3). After jumping to r1c2: Banshee is seen, Dozer is not, and
    # :D-struct-OR is now on her square.
    game = at({"square": "r1c1"}, (B, "r1c3"), (D, "r2c1"), (S, "r1c2"))
    fire(game, BASIC)
    assert options(game) == targets(D, S)
    game = at({"square": "r1c1"}, (B, "r1c3"), (D, "r2c1"), (S, "r1c2"))
    fire(game, JUMP, "square r1c2")  # the basic effect follows by itself
    assert options(game) == targets(B)
    say(game, "target Banshee", "done")
    assert player(game, B).damage == [0, 0] and player(game, V).square == sq("r1c2")


def test_note_you_can_move_off_a_square_to_shoot_someone_on_it():
    game = at({"square": "r1c1"}, (B, "r1c1"), (D, "r0c0"), (S, "r2c3"))
    fire(game)
    # Banshee shares Violet's square and nobody else is seen from it: the basic effect
    # alone has no target, so the shot starts with the jump without asking. Every square
    # 1 or 2 moves away lets her shoot someone but r0c0 (Dozer's own square; Banshee in
    # purple unseen from red).
    assert options(game) == squares("r0c1", "r1c2", "r2c1", "r0c2", "r1c3", "r2c0", "r2c2")
    say(game, "square r2c1")  # white: sees white and purple
    assert options(game) == targets(B)
    say(game, "target Banshee", "done")
    assert player(game, B).damage == [0, 0]


def test_note_the_warhead_hits_everyone_on_the_original_square_before_the_target_moves():
    # Banshee is moved onto Sprog's square: Sprog is not hit, Dozer (left behind) is
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r2c3"), (P, "r1c3"))
    fire(game, BASIC, "target Banshee", WARHEAD, MOVE, "square r1c3", "done")
    assert player(game, B).square == sq("r1c3")
    assert damage(game, B, D, S, P) == [3, 1, 0, 0]


def test_note_your_target_takes_3_damage_in_total_even_if_moved():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c0"), (S, "r2c3"))
    fire(game, BASIC, "target Banshee", WARHEAD, MOVE, "square r0c2", "done")
    assert player(game, B).damage == [0, 0, 0] and player(game, B).square == sq("r0c2")


def test_note_the_warhead_cannot_come_after_the_target_was_moved():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r2c3"))
    fire(game, BASIC, "target Banshee", MOVE, "square r1c3")
    assert options(game) == {"done", JUMP}


def test_the_warhead_after_a_rocket_jump_still_hits_the_original_square():
    # basic effect, then jump, then the warhead: it is dealt during the basic effect, on
    # the square Banshee stood on when she was shot
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r2c3"))
    fire(game, BASIC, "target Banshee", JUMP, "square r1c2", WARHEAD)
    assert options(game) == {"done", MOVE}
    say(game, "done")
    assert damage(game, B, D) == [3, 1]
    v = player(game, V)
    assert v.damage == [] and v.square == sq("r1c2") and v.ammo == [1, 0, 0]


# -- costs -------------------------------------------------------------------------------
def test_rocket_jump_is_not_offered_without_blue():
    game = at({"square": "r1c1", "ammo": {"red": 3, "blue": 0, "yellow": 3},
               "powerups": ["newton/red"]}, (B, "r1c2"), (D, "r1c2"), (S, "r2c3"))
    fire(game)  # the basic effect starts by itself
    assert options(game) == targets(B, D)
    say(game, "target Banshee")
    assert options(game) == {"done", MOVE, WARHEAD}


def test_fragmenting_warhead_is_not_offered_without_yellow():
    game = at({"square": "r1c1", "ammo": {"red": 3, "blue": 3, "yellow": 0},
               "powerups": ["newton/red"]}, (B, "r1c2"), (D, "r1c2"), (S, "r2c3"))
    fire(game, BASIC, "target Banshee")
    assert options(game) == {"done", MOVE, JUMP}


def test_without_blue_you_cannot_move_off_your_square_to_shoot_someone_on_it():
    # Banshee shares Violet's square and nobody else is seen from it
    game = at({"square": "r1c1", "ammo": {"red": 3, "blue": 0, "yellow": 3}},
              (B, "r1c1"), (D, "r0c0"), (S, "r2c3"))
    assert options(game) == {"action run", "action grab", "end turn"}
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 1, "yellow": 0}},
              (B, "r1c1"), (D, "r0c0"), (S, "r2c3"))
    assert "action shoot" in options(game)


def test_rocket_jump_can_be_paid_with_a_blue_powerup():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0},
               "powerups": ["teleporter/blue"]}, (B, "r1c3"), (D, "r0c0"), (S, "r0c0"))
    fire(game)
    # nobody is seen from r1c1: the shot starts with the jump by itself, to a square
    # that sees Banshee (yellow) or Dozer and :D-struct-OR (red)
    assert options(game) == squares("r0c1", "r1c2", "r2c0", "r2c2")
    say(game, "square r1c2", "target Banshee")
    assert options(game) == {"done", MOVE}
    say(game, "done")
    assert player(game, B).damage == [0, 0]
    v = player(game, V)
    assert v.powerups == [] and v.square == sq("r1c2")


def test_fragmenting_warhead_can_be_paid_with_a_yellow_powerup():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0},
               "powerups": ["newton/yellow"]}, (B, "r1c2"), (D, "r1c2"), (S, "r2c3"))
    fire(game, "target Banshee")
    assert options(game) == {"done", MOVE, WARHEAD}
    say(game, WARHEAD, "done")
    assert damage(game, B, D) == [3, 1]
    assert player(game, V).powerups == []


def test_all_three_extras_paid_together():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 1, "yellow": 1}},
              (B, "r1c3"), (D, "r1c3"), (S, "r0c0"))
    # nobody is seen from r1c1: the shot starts with the jump, then the basic effect
    fire(game, "square r1c2", "target Banshee", WARHEAD, MOVE, "square r2c3")
    assert damage(game, B, D, S) == [3, 1, 0]
    assert player(game, B).square == sq("r2c3") and player(game, V).ammo == [0, 0, 0]


# -- general principles -----------------------------------------------------------------------
def test_every_player_on_the_original_square_is_hit_no_one_escapes():
    game = at({"square": "r1c1"}, (B, "r0c2"), (D, "r0c2"), (S, "r0c2"), (P, "r0c2"))
    fire(game, BASIC, "target Sprog", WARHEAD)
    assert options(game) == {"done", MOVE, JUMP}  # the warhead asked no one's name
    say(game, "done")
    assert damage(game, B, D, S, P) == [1, 1, 1, 3]


def test_you_are_never_damaged_by_your_own_rocket():
    # Violet jumps after the shot onto the very square the warhead hits
    game = at({"square": "r2c1"}, (B, "r2c2"), (D, "r2c2"), (S, "r0c0"))
    fire(game, BASIC, "target Banshee", JUMP, "square r2c2", WARHEAD, "done")
    assert player(game, V).damage == [] and damage(game, B, D) == [3, 1]


def test_fixed_damage_cannot_be_reduced():
    game = at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0}},
              (B, "r1c2"), (D, "r0c0"), (S, "r2c3"))
    fire(game, "target Banshee", "done")
    assert player(game, B).damage == [0, 0]


def test_moves_go_through_doors_not_walls():
    # the rocket jump from purple r1c2: r2c2 is right behind a wall, 3 moves away
    game = at({"square": "r1c2"}, (B, "r1c1"), (D, "r0c0"), (S, "r2c3"))
    fire(game, BASIC, "target Banshee", JUMP)
    assert options(game) == squares("r1c1", "r0c2", "r1c3", "r0c1", "r2c1", "r2c3")
    # the target's move from white r2c2: r1c2 is behind a wall
    game = at({"square": "r2c0"}, (B, "r2c2"), (D, "r0c0"), (S, "r0c0"))
    fire(game, BASIC, "target Banshee", MOVE)
    assert options(game) == squares("r2c1", "r2c3")


# -- Tagback Grenade: judged when the damage lands, not after the moves -----------------------
def tagback_game(violet_square: str, banshee_square: str):
    return tagback_at(ROCKET, violet_square, banshee_square)


def test_jumping_out_of_sight_after_the_shot_does_not_stop_a_tagback():
    # Violet and Banshee both in purple when she is hit; Violet then jumps to white r2c0,
    # which Banshee (r1c2: purple, blue, yellow) does not see
    game = tagback_game("r1c1", "r1c2")
    fire(game, BASIC, "target Banshee", JUMP, "square r2c0", "done")
    decision = game.legal()
    assert decision.kind == "tagback" and decision.decider_name == B
    say(game, "use tagback grenade/red")
    assert player(game, V).marks[1] == 1


def test_jumping_into_sight_after_the_shot_does_not_allow_a_tagback():
    # Violet in white r2c2 shoots Banshee in yellow r1c3 (who sees yellow and purple
    # only), then jumps into yellow r2c3
    game = tagback_game("r2c2", "r1c3")
    fire(game, BASIC, "target Banshee", JUMP, "square r2c3", "done")
    assert game.legal().kind == "action"
    assert player(game, V).marks[1] == 0


def test_a_target_moved_out_of_your_sight_after_the_damage_may_still_tag_back():
    # Violet in white r2c1; Banshee on purple r1c1 sees her through the door when hit,
    # then is moved to r1c2 (no door to white)
    game = tagback_game("r2c1", "r1c1")
    fire(game, BASIC, "target Banshee", MOVE, "square r1c2", "done")
    decision = game.legal()
    assert decision.kind == "tagback" and decision.decider_name == B
