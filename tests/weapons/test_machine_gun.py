"""Weapons manual, MACHINE GUN (reload blue red; with focus shot: yellow; with turret
tripod: blue).

basic effect: Choose 1 or 2 targets you can see and deal 1 damage to each.
with focus shot: Deal 1 additional damage to one of those targets.
with turret tripod: Deal 1 additional damage to the other of those targets and/or
deal 1 damage to a different target you can see.
Notes: If you deal both additional points of damage, they must be dealt to 2
different targets. If you see only 2 targets, you deal 2 to each if you use both
optional effects. If you use the basic effect on only 1 target, you can still use
the turret tripod to give it 1 additional damage.

Arena C (as the board shows it)::

         c0  c1  c2  c3
        +---+---+---+---+
    r0  | R D B   B*|...|
        +   + D + D +---+
    r1  | R*| P   P D Y |
        + D + D +---+   +
    r2  | W   W   W D Y*|
        +---+---+---+---+

Violet shoots from r1c1 (purple, doors to blue and white): she sees Banshee r0c2
(blue), Dozer r2c2 (white) and Sprog r1c2 (purple), but not :D-struct-OR r1c0
(red, adjacent behind the wall).
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, VIOLET, damage, game_at, options, player, say, shooter_at


def position(violet: dict | None = None, banshee="r0c2", dozer="r2c2", dstruct="r1c0",
             sprog="r1c2"):
    return shooter_at("Machine Gun", {"square": "r1c1", **(violet or {})},
                      (B, banshee), (D, dozer), (S, dstruct), (P, sprog))


# -- options ----------------------------------------------------------------------------
def test_basic_effect_offers_1_or_2_targets_you_can_see():
    game = position()
    say(game, "action shoot", "weapon Machine Gun")
    # never :D-struct-OR (behind the wall), never Violet herself
    assert options(game) == {"target Banshee", "target Dozer", "target Sprog"}
    say(game, "target Banshee")
    # a second, different target, or skip to shoot only one
    assert options(game) == {"skip", "target Dozer", "target Sprog"}
    say(game, "target Dozer")
    assert options(game) == {"done", "effect with focus shot", "effect with turret tripod"}


def test_focus_shot_offers_only_those_targets():
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer",
        "effect with focus shot")
    # Sprog is seen but is not one of "those targets"
    assert options(game) == {"target Banshee", "target Dozer"}


def test_turret_tripod_offers_the_other_target_or_a_different_target_you_can_see():
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer",
        "effect with focus shot", "target Banshee", "effect with turret tripod")
    # the other of those targets (Dozer), not Banshee who had the focus shot
    assert options(game) == {"skip", "target Dozer"}
    say(game, "target Dozer")
    # and/or a different target you can see: Sprog (not :D-struct-OR, not those two)
    assert options(game) == {"skip", "target Sprog"}


def test_turret_tripod_must_do_at_least_one_of_its_two_parts():
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer",
        "effect with turret tripod", "skip")
    assert options(game) == {"target Sprog"}  # "and/or": skipping both is not using it


# -- outcome ----------------------------------------------------------------------------
def test_basic_effect_deals_1_damage_to_each_of_2_targets():
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer", "done")
    assert damage(game) == {V: [], B: [VIOLET], D: [VIOLET], S: [], P: []}
    v = player(game, V)
    assert v.ammo == [1, 1, 1] and v.weapons == [("Machine Gun", False)]
    assert "action shoot" not in options(game)


def test_choose_up_to_2_you_may_shoot_only_1():
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Sprog", "skip", "done")
    assert damage(game) == {V: [], B: [], D: [], S: [], P: [VIOLET]}


def test_focus_shot_deals_1_more_to_one_of_those_targets_for_a_yellow():
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer",
        "effect with focus shot", "target Dozer")
    assert options(game) == {"done", "effect with turret tripod"}
    say(game, "done")
    assert damage(game) == {V: [], B: [VIOLET], D: [VIOLET, VIOLET], S: [], P: []}
    assert player(game, V).ammo == [1, 1, 0]


def test_all_three_effects_cost_yellow_and_blue_and_hit_3_targets():
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer",
        "effect with focus shot", "target Banshee", "effect with turret tripod",
        "target Dozer", "target Sprog")
    assert game.legal().kind == "action"  # nothing left to add: fired
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [VIOLET, VIOLET], S: [],
                            P: [VIOLET]}
    assert player(game, V).ammo == [1, 0, 0]


# -- notes ------------------------------------------------------------------------------
def test_note_both_additional_points_must_go_to_2_different_targets():
    # tripod first on Banshee: the focus shot can then only go to Dozer
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer",
        "effect with turret tripod")
    assert options(game) == {"skip", "target Banshee", "target Dozer"}
    say(game, "target Banshee", "skip")
    assert options(game) == {"done", "effect with focus shot"}
    say(game, "effect with focus shot")
    assert options(game) == {"target Dozer"}
    say(game, "target Dozer")
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [VIOLET, VIOLET], S: [], P: []}


def test_note_both_additional_points_not_on_a_single_basic_target():
    # one basic target, focus shot on it: the tripod cannot give it a 3rd damage
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "skip",
        "effect with focus shot", "target Banshee", "effect with turret tripod")
    # the tripod's first part has no one left to hit: passed over without asking
    assert options(game) == {"target Dozer", "target Sprog"}  # not Banshee
    say(game, "target Dozer")
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [VIOLET], S: [], P: []}


def test_note_seeing_only_2_targets_both_optional_effects_deal_2_to_each():
    # Sprog and :D-struct-OR out of sight: Violet sees only Banshee and Dozer
    game = position(sprog="r1c3")
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer",
        "effect with focus shot", "target Banshee", "effect with turret tripod")
    # the tripod's first part is the only thing it can do here, so it cannot be skipped
    assert options(game) == {"target Dozer"}
    say(game, "target Dozer")
    # no different target to see: the second part is passed over and the shot fires
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [VIOLET, VIOLET], S: [], P: []}
    assert player(game, V).ammo == [1, 0, 0]


def test_note_one_basic_target_can_still_get_the_turret_tripods_extra_damage():
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "skip")
    assert options(game) == {"done", "effect with focus shot", "effect with turret tripod"}
    say(game, "effect with turret tripod")
    assert options(game) == {"skip", "target Banshee"}
    say(game, "target Banshee")
    assert options(game) == {"skip", "target Dozer", "target Sprog"}
    say(game, "skip")
    # Banshee already had the tripod's additional point: no focus shot left to add
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [], S: [], P: []}
    assert player(game, V).ammo == [1, 0, 1]


# -- costs ------------------------------------------------------------------------------
def test_focus_shot_is_not_offered_without_yellow():
    game = position({"ammo": {"red": 1, "blue": 1, "yellow": 0}})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer")
    assert options(game) == {"done", "effect with turret tripod"}


def test_turret_tripod_is_not_offered_without_blue():
    game = position({"ammo": {"red": 1, "blue": 0, "yellow": 1}})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer")
    assert options(game) == {"done", "effect with focus shot"}


def test_with_no_cubes_the_basic_effect_fires_as_soon_as_it_is_complete():
    game = position({"ammo": {"red": 0, "blue": 0, "yellow": 0}})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer")
    assert game.legal().kind == "action"
    assert damage(game) == {V: [], B: [VIOLET], D: [VIOLET], S: [], P: []}


def test_focus_shot_can_be_paid_with_a_yellow_powerup():
    game = position({"ammo": {"red": 1, "blue": 1, "yellow": 0},
                     "powerups": ["teleporter/yellow"]})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "target Dozer")
    assert options(game) == {"done", "effect with focus shot", "effect with turret tripod"}
    say(game, "effect with focus shot", "target Banshee", "done")
    assert damage(game)[B] == [VIOLET, VIOLET]
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [1, 1, 0]


def test_turret_tripod_can_be_paid_with_a_blue_powerup():
    game = position({"ammo": {"red": 1, "blue": 0, "yellow": 1},
                     "powerups": ["newton/blue"]})
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "skip",
        "effect with turret tripod", "skip", "target Sprog", "done")
    assert damage(game) == {V: [], B: [VIOLET], D: [], S: [], P: [VIOLET]}
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [1, 0, 1]


def test_the_turret_tripods_different_target_is_not_one_of_those_targets():
    # basic on Banshee only, tripod on Sprog: the focus shot can still only pick Banshee
    game = position()
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "skip",
        "effect with turret tripod", "skip", "target Sprog", "effect with focus shot")
    assert options(game) == {"target Banshee"}
    say(game, "target Banshee")
    assert damage(game) == {V: [], B: [VIOLET, VIOLET], D: [], S: [], P: [VIOLET]}


def test_marks_convert_once_even_when_the_focus_shot_hits_the_same_target_again():
    game = game_at(
        [
            {"character": V, "square": "r1c1", "weapons": ["Machine Gun"]},
            {"character": B, "square": "r0c2", "marks": {V: 2}},
            {"character": D, "square": "r2c2"},
        ],
        current=V,
    )
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "skip",
        "effect with focus shot", "target Banshee", "done")
    b = player(game, B)
    assert b.damage == [VIOLET] * 4 and b.marks[VIOLET] == 0  # 1 + 2 marks + 1
