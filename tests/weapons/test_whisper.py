"""Weapons manual, WHISPER (reload blue blue yellow; a single effect, no options).

effect: Deal 3 damage and 1 mark to 1 target you can see. Your target must be at
least 2 moves away from you.
Notes: For example, in the 2-by-2 room, you cannot shoot a target on an adjacent
square, but you can shoot a target on the diagonal. If you are beside a door, you
can't shoot a target on the other side of the door, but you can shoot a target on a
different square of that room.

Arena D (as the board shows it), whose yellow room is the 2-by-2 room::

         c0  c1  c2  c3
        +---+---+---+---+
    r0  | R D B   B*D G |
        +   + D + D + D +
    r1  | R*| P | Y   Y |
        + D + D +   +   +
    r2  | W   W D Y   Y*|
        +---+---+---+---+

r1c2 has one door, to blue r0c2: a figure there sees yellow and blue.
r0c2 has doors to yellow (r1c2) and green (r0c3): it sees blue, yellow and green.
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, VIOLET, options, player, say, shooter_at


def position(at: str, violet: dict | None = None, arena: str = "D", **squares: str):
    """Violet on ``at`` with the Whisper; the others on the given squares
    (keys banshee, dozer, dstruct, sprog; a player left out is not in the game)."""
    names = {"banshee": B, "dozer": D, "dstruct": S, "sprog": P}
    return shooter_at("Whisper", {"square": at, **(violet or {})},
                      *((names[k], v) for k, v in squares.items()), arena=arena)


# -- options and notes --------------------------------------------------------------------
def test_note_in_the_2_by_2_room_the_diagonal_but_not_an_adjacent_square():
    game = position("r1c2", banshee="r1c3", dozer="r2c2", dstruct="r2c3", sprog="r1c2")
    say(game, "action shoot", "weapon Whisper")
    # r1c3 and r2c2 are 1 move away, Sprog shares Violet's square (0 moves);
    # r2c3, on the diagonal, is 2 moves away
    assert options(game) == {"target :D-struct-OR"}


def test_note_beside_a_door_not_through_it_but_another_square_of_that_room():
    # Violet r0c2, beside the doors to yellow (r1c2) and green (r0c3)
    game = position("r0c2", banshee="r1c2", dozer="r2c2", dstruct="r0c3", sprog="r0c1")
    say(game, "action shoot", "weapon Whisper")
    # Banshee (yellow, through the door) and :D-struct-OR (green, through the door) are
    # 1 move away, Sprog is adjacent in her own room; Dozer is on another yellow square
    assert options(game) == {"target Dozer"}


def test_note_the_far_squares_of_the_room_beyond_the_door():
    game = position("r0c2", banshee="r1c3", dozer="r2c3", dstruct="r1c2")
    say(game, "action shoot", "weapon Whisper")
    # r1c3 is 2 moves away (through either door), r2c3 is 3
    assert options(game) == {"target Banshee", "target Dozer"}


def test_a_target_2_moves_away_must_still_be_one_you_can_see():
    # from r1c2: r0c3 (green) is 2 moves away via r1c3, r2c1 (white) 2 moves via r2c2,
    # r0c1 (blue) 2 moves via the door r1c2-r0c2; only blue is in sight
    game = position("r1c2", banshee="r0c3", dozer="r2c1", dstruct="r0c1")
    say(game, "action shoot", "weapon Whisper")
    assert options(game) == {"target :D-struct-OR"}


def test_two_moves_along_a_long_room():
    # arena C, white room r2c0-r2c1-r2c2: only the far end is 2 moves away
    game = position("r2c0", arena="C", banshee="r2c1", dozer="r2c2", dstruct="r1c0")
    say(game, "action shoot", "weapon Whisper")
    # :D-struct-OR in red r1c0 is seen through the door but only 1 move away
    assert options(game) == {"target Dozer"}


def test_no_target_far_enough_no_whisper_shot():
    game = position("r1c2", banshee="r1c3", dozer="r2c2", dstruct="r1c2")
    assert "action shoot" not in options(game)


# -- outcome ----------------------------------------------------------------------------
def test_deals_3_damage_and_1_mark_at_no_extra_cost():
    game = position("r1c2", banshee="r1c3", dozer="r2c2", dstruct="r2c3")
    say(game, "action shoot", "weapon Whisper", "target :D-struct-OR")
    # the card has nothing else: it fires as soon as the target is chosen, with its
    # full damage (no way to give less)
    assert game.legal().kind == "action"
    s = player(game, S)
    assert s.damage == [VIOLET, VIOLET, VIOLET] and s.marks[VIOLET] == 1
    assert player(game, B).damage == [] and player(game, D).damage == []
    v = player(game, V)
    assert v.damage == [] and v.ammo == [1, 1, 1]
    assert v.weapons == [("Whisper", False)]
    assert "action shoot" not in options(game)


def test_the_card_has_a_single_effect_and_starts_without_asking():
    game = position("r1c2", violet={"ammo": {"red": 0, "blue": 0, "yellow": 0}},
                    banshee="r2c3", dozer="r0c1", dstruct="r1c3")
    say(game, "action shoot", "weapon Whisper")
    assert options(game) == {"target Banshee", "target Dozer"}
    say(game, "target Dozer")
    d = player(game, D)
    assert d.damage == [VIOLET, VIOLET, VIOLET] and d.marks[VIOLET] == 1


def test_with_6_damage_move_1_square_first_to_get_2_moves_away():
    # Violet r1c2 (arena D) next to Banshee r1c3: from r0c2 or r2c2 Banshee is 2 moves
    # away and seen; staying (1 move) or r1c3 (same square) would not do
    game = position("r1c2", violet={"damage": [B] * 6}, banshee="r1c3", dozer="r2c1")
    say(game, "action shoot")
    assert options(game) == {"move r0c2", "move r2c2"}
    say(game, "move r2c2", "weapon Whisper")
    assert options(game) == {"target Banshee"}  # Dozer (white, through the door) is 1 move
    say(game, "target Banshee")
    assert player(game, B).damage == [VIOLET, VIOLET, VIOLET]
