"""HEATSEEKER (reload R R Y; no optional effect).

effect: Choose 1 target you cannot see and deal 3 damage to it.
Notes: Yes, this can only hit targets you cannot see.

Arena C:
     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, game_at, options, player, say, shooter_at, sq, targets

HEATSEEKER = "Heatseeker"


def at(violet: dict, *others: tuple[str, str], **spec):
    """Violet (seat 0) shoots; ``others`` are (character, square) pairs in seat order."""
    return shooter_at(HEATSEEKER, violet, *others, **spec)


# -- the options ----------------------------------------------------------------------------
def test_offers_exactly_the_targets_you_cannot_see():
    # Violet in purple r1c1 sees purple, blue (door r0c1) and white (door r2c1).
    # Seen: Banshee (purple r1c2), Sprog (her own square). Unseen: Dozer (red r0c0),
    # :D-struct-OR (yellow r2c3).
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c0"), (S, "r2c3"), (P, "r1c1"))
    say(game, "action shoot", "weapon Heatseeker")  # its one effect starts by itself
    assert options(game) == targets(D, S)


def test_deals_3_damage_to_the_target_and_unloads():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c0"), (S, "r2c3"))
    say(game, "action shoot", "weapon Heatseeker", "target Dozer")
    assert player(game, D).damage == [0, 0, 0]
    assert player(game, D).marks == [0, 0, 0, 0] and player(game, D).square == sq("r0c0")
    assert player(game, B).damage == [] and player(game, S).damage == []
    v = player(game, V)
    assert v.weapons == [(HEATSEEKER, False)] and v.ammo == [1, 1, 1]
    assert game.legal().kind == "action"


# -- Notes --------------------------------------------------------------------------------
def test_note_it_can_only_hit_targets_you_cannot_see():
    # everyone is in a room Violet sees (her own, or through the doors of her square):
    # the Heatseeker cannot be fired at all
    game = at({"square": "r1c1", "weapons": [HEATSEEKER, "Furnace"]},
              (B, "r1c2"), (D, "r0c2"), (S, "r2c0"))
    say(game, "action shoot")
    assert options(game) == {"weapon Furnace"}


def test_note_a_target_beyond_a_door_of_your_square_is_seen_so_it_is_safe():
    # Violet in purple r1c2 has a door to yellow: Banshee on r1c3 and :D-struct-OR on r2c3
    # are seen; Dozer in white r2c2 is right behind a wall: unseen
    game = at({"square": "r1c2"}, (B, "r1c3"), (D, "r2c2"), (S, "r2c3"))
    say(game, "action shoot", "weapon Heatseeker")
    assert options(game) == targets(D)


def test_note_a_door_of_another_square_of_your_room_does_not_let_you_see():
    # Violet in purple r1c1: the door to yellow is on r1c2, not on her square
    game = at({"square": "r1c1"}, (B, "r1c3"), (D, "r1c2"), (S, "r0c1"))
    say(game, "action shoot", "weapon Heatseeker")
    assert options(game) == targets(B)


def test_note_with_6_damage_you_may_move_first_out_of_sight():
    # from r1c2 Violet sees everyone; each square 1 move away hides someone
    game = at({"square": "r1c2", "damage": [B] * 6}, (B, "r1c3"), (D, "r0c2"), (S, "r1c1"))
    say(game, "action shoot")
    assert options(game) == {"move r0c2", "move r1c1", "move r1c3"}
    say(game, "move r1c1", "weapon Heatseeker")
    assert options(game) == targets(B)  # yellow is not seen from r1c1
    say(game, "target Banshee")
    assert player(game, V).square == sq("r1c1") and player(game, B).damage == [0, 0, 0]


# -- general principles -----------------------------------------------------------------------
def test_you_are_never_a_target_of_your_own_heatseeker():
    game = at({"square": "r1c1"}, (B, "r0c0"), (D, "r1c0"), (S, "r2c3"))
    say(game, "action shoot", "weapon Heatseeker")
    assert options(game) == targets(B, D, S)
    say(game, "target Banshee")
    assert player(game, V).damage == []


def test_fixed_damage_cannot_be_reduced():
    game = at({"square": "r1c1"}, (B, "r0c0"), (D, "r1c2"), (S, "r1c2"))
    say(game, "action shoot", "weapon Heatseeker", "target Banshee")
    # no further choice: all 3 damage land at once
    assert game.legal().kind == "action"
    assert player(game, B).damage == [0, 0, 0]


def test_it_hits_1_target_only_not_the_others_on_its_square():
    game = at({"square": "r1c1"}, (B, "r2c3"), (D, "r2c3"), (S, "r1c2"))
    say(game, "action shoot", "weapon Heatseeker", "target Dozer")
    assert player(game, D).damage == [0, 0, 0] and player(game, B).damage == []


def test_cannot_reload_without_two_reds_and_a_yellow():
    game = at({"square": "r1c1", "ammo": {"red": 1, "blue": 3, "yellow": 3}},
              (B, "r0c0"), (D, "r1c2"), (S, "r1c2"))
    say(game, "action shoot", "weapon Heatseeker", "target Banshee", "end turn")
    # no reload question: the turn passes to Banshee with the Heatseeker still unloaded
    assert game.legal().decider_name == B
    assert player(game, V).weapons == [(HEATSEEKER, False)] and player(game, V).ammo == [1, 3, 3]


def test_reloading_with_a_red_powerup_for_the_missing_red():
    game = at({"square": "r1c1", "ammo": {"red": 1, "blue": 0, "yellow": 1},
               "powerups": ["teleporter/red"]}, (B, "r0c0"), (D, "r1c2"), (S, "r1c2"))
    say(game, "action shoot", "weapon Heatseeker", "target Banshee", "end turn")
    assert options(game) == {"reload Heatseeker", "done"}
    say(game, "reload Heatseeker")
    v = player(game, V)
    assert v.weapons == [(HEATSEEKER, True)] and v.ammo == [0, 0, 0] and v.powerups == []


def test_a_target_you_cannot_see_may_still_see_you_and_tag_you_back():
    # "Banshee can see no one, even though Dozer sees her": seeing is not symmetric.
    # Banshee on yellow r1c3 has a door to purple, so she sees Violet on r1c1; Violet's
    # square has no door to yellow, so she does not see Banshee.
    game = game_at(
        [
            {"character": V, "square": "r1c1", "weapons": [HEATSEEKER]},
            {"character": B, "square": "r1c3", "powerups": ["tagback grenade/blue"]},
            {"character": D, "square": "r2c3"},
        ],
        current=V,
    )
    say(game, "action shoot", "weapon Heatseeker")
    assert options(game) == targets(B, D)
    say(game, "target Banshee")
    decision = game.legal()
    assert decision.decider_name == B and decision.kind == "tagback"
    say(game, "use tagback grenade/blue")
    assert player(game, V).marks[1] == 1 and player(game, B).damage == [0, 0, 0]
