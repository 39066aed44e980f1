"""Weapons manual, TRACTOR BEAM (reload blue; in punisher mode: red yellow).

basic mode: Move a target 0, 1, or 2 squares to a square you can see, and give it 1
damage.
in punisher mode: Choose a target 0, 1, or 2 moves away from you. Move the target to
your square and deal 3 damage to it.
Notes: You can move a target even if you can't see it. The target ends up in a place
where you can see and damage it. The moves do not have to be in the same direction.

Arena C (as the board shows it)::

         c0  c1  c2  c3
        +---+---+---+---+
    r0  | R D B   B*|...|
        +   + D + D +---+
    r1  | R*| P   P D Y |
        + D + D +---+   +
    r2  | W   W   W D Y*|
        +---+---+---+---+

Main position: Violet r0c0 (red, door to blue) sees r0c0, r1c0, r0c1, r0c2.
- Banshee r2c1 (white, unseen): 2 moves from r1c0 (west, then north through the door)
  and from r0c1 (north twice through two doors).
- Sprog r2c0 (white, unseen): r1c0 is 1 move, r0c0 2 moves; 2 moves from Violet.
- Dozer r2c3 (yellow): no square Violet sees is within 2 moves of him.
"""

from __future__ import annotations

from ..rules import (
    V, B, D, S, P, VIOLET, damage as damage_of, game_at, options, player, say, shooter_at, sq,
)


def position(violet: dict | None = None, at="r0c0", banshee="r2c1", dozer="r2c3",
             sprog="r2c0", dstruct: str | None = None):
    others = [(B, banshee), (D, dozer), (P, sprog)] + ([(S, dstruct)] if dstruct else [])
    return shooter_at("Tractor Beam", {"square": at, **(violet or {})}, *others)


def damage(game) -> dict[str, list[int]]:
    return damage_of(game, V, B, D, P)


# -- options ----------------------------------------------------------------------------
def test_choose_basic_or_punisher_mode():
    game = position()
    say(game, "action shoot", "weapon Tractor Beam")
    assert options(game) == {"effect basic mode", "effect in punisher mode"}


def test_basic_mode_offers_every_target_that_can_be_pulled_into_sight():
    game = position()
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode")
    # neither Banshee nor Sprog is seen, but both can be moved where Violet sees them;
    # Dozer cannot (3 moves at least from r0c1/r0c2/r1c0); never Violet herself
    assert options(game) == {"target Banshee", "target Sprog"}


def test_basic_mode_offers_exactly_the_seen_squares_within_2_moves_of_the_target():
    game = position()
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", "target Banshee")
    assert options(game) == {"square r1c0", "square r0c1"}
    game = position()
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", "target Sprog")
    # onto Violet's own square too (2 moves: north to r1c0, north to r0c0)
    assert options(game) == {"square r1c0", "square r0c0"}


def test_basic_mode_moves_go_through_doors_not_walls():
    # Violet r1c1 (purple) sees purple, blue and white. :D-struct-OR on r1c0 (red) is
    # next to her behind the wall: 3 moves from r1c1, so he cannot be pulled onto her
    # square, only to the seen squares r2c0 (1 move), r2c1 and r0c1 (2 moves).
    game = position(at="r1c1", banshee="r0c2", dozer="r2c3", sprog="r1c3", dstruct="r1c0")
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", "target :D-struct-OR")
    assert options(game) == {"square r2c0", "square r2c1", "square r0c1"}


def test_punisher_mode_offers_targets_0_1_or_2_moves_away_seen_or_not():
    game = position()
    say(game, "action shoot", "weapon Tractor Beam", "effect in punisher mode")
    # Sprog r2c0 is 2 moves away (through the red-white door) and unseen; Banshee r2c1
    # is 3 moves away, Dozer further
    assert options(game) == {"target Sprog"}


def test_punisher_mode_does_not_reach_through_a_wall():
    # from r1c1: Sprog on Violet's square (0 moves), Banshee r2c2 (2 moves),
    # :D-struct-OR r1c0 (adjacent behind the wall: 3 moves), Dozer r2c3 (3 moves)
    game = position(at="r1c1", banshee="r2c2", dozer="r2c3", sprog="r1c1", dstruct="r1c0")
    say(game, "action shoot", "weapon Tractor Beam", "effect in punisher mode")
    assert options(game) == {"target Sprog", "target Banshee"}


# -- outcome ----------------------------------------------------------------------------
def test_basic_mode_moves_the_target_and_deals_1_damage():
    game = position()
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", "target Banshee",
        "square r0c1")  # north, north through two doors
    assert game.legal().kind == "action"
    assert player(game, B).square == sq("r0c1")
    assert damage(game) == {V: [], B: [VIOLET], D: [], P: []}
    v = player(game, V)
    assert v.ammo == [1, 1, 1] and v.weapons == [("Tractor Beam", False)]
    assert v.square == sq("r0c0")
    assert "action shoot" not in options(game)


def test_basic_mode_may_move_the_target_0_squares():
    game = position(banshee="r0c2")  # seen, in blue
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", "target Banshee")
    # stay, 1 move west, 2 moves west onto Violet's square; r1c2 (purple) is unseen
    assert options(game) == {"square r0c2", "square r0c1", "square r0c0"}
    say(game, "square r0c2")
    assert player(game, B).square == sq("r0c2")
    assert damage(game)[B] == [VIOLET]


def test_punisher_mode_pulls_the_target_onto_your_square_for_3_damage():
    game = position()
    say(game, "action shoot", "weapon Tractor Beam", "effect in punisher mode", "target Sprog")
    assert game.legal().kind == "action"  # no square to choose: always yours
    assert player(game, P).square == sq("r0c0")
    assert damage(game) == {V: [], B: [], D: [], P: [VIOLET, VIOLET, VIOLET]}
    v = player(game, V)
    assert v.ammo == [0, 1, 0] and v.square == sq("r0c0")


# -- notes ------------------------------------------------------------------------------
def test_note_you_can_move_a_target_you_cannot_see_to_where_you_see_it():
    game = position()
    board = game.state.board
    assert not board.can_see(sq("r0c0"), sq("r2c0"))  # Sprog starts out of sight
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", "target Sprog",
        "square r1c0")
    assert player(game, P).square == sq("r1c0")
    assert board.can_see(sq("r0c0"), sq("r1c0"))
    assert damage(game)[P] == [VIOLET]


def test_note_the_moves_need_not_be_in_the_same_direction():
    game = position()
    # r2c1 -> r2c0 (west) -> r1c0 (north, through the door)
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", "target Banshee",
        "square r1c0")
    assert player(game, B).square == sq("r1c0")
    assert damage(game)[B] == [VIOLET]


# -- costs ------------------------------------------------------------------------------
def test_punisher_mode_is_not_offered_without_yellow():
    game = position({"ammo": {"red": 1, "blue": 1, "yellow": 0}})
    say(game, "action shoot", "weapon Tractor Beam")
    # the basic mode is the only one left: it starts without asking
    assert options(game) == {"target Banshee", "target Sprog"}


def test_punisher_mode_is_not_offered_without_red():
    game = position({"ammo": {"red": 0, "blue": 1, "yellow": 1}})
    say(game, "action shoot", "weapon Tractor Beam")
    assert options(game) == {"target Banshee", "target Sprog"}


def test_punisher_mode_can_be_paid_with_a_yellow_powerup():
    game = position({"ammo": {"red": 1, "blue": 1, "yellow": 0},
                     "powerups": ["teleporter/yellow"]})
    say(game, "action shoot", "weapon Tractor Beam")
    assert options(game) == {"effect basic mode", "effect in punisher mode"}
    say(game, "effect in punisher mode", "target Sprog")
    assert damage(game)[P] == [VIOLET, VIOLET, VIOLET]
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [0, 1, 0]


# -- with other rules ---------------------------------------------------------------------
def test_the_damage_comes_after_the_move_so_tagback_depends_on_where_the_target_ends():
    # Tagback Grenade: "when you receive damage from a player you can see". Banshee
    # r1c2 pulled to r0c1 (blue, door to red) sees Violet on r0c0; pulled to r0c2
    # (blue, door to purple only) she does not.
    def pulled_to(square):
        game = game_at(
            [
                {"character": V, "square": "r0c0", "weapons": ["Tractor Beam"]},
                {"character": B, "square": "r1c2", "powerups": ["tagback grenade/red"]},
                {"character": D, "square": "r2c3"},
            ],
            current=V,
        )
        # Banshee is 3 moves away: no punisher mode, the basic mode starts by itself
        say(game, "action shoot", "weapon Tractor Beam")
        assert options(game) == {"target Banshee"}
        say(game, "target Banshee")
        assert options(game) == {"square r0c1", "square r0c2"}
        say(game, f"square {square}")
        return game

    game = pulled_to("r0c2")
    assert game.legal().kind == "action"
    game = pulled_to("r0c1")
    assert game.legal().decider_name == B
    assert options(game) == {"use tagback grenade/red", "skip"}
    say(game, "use tagback grenade/red")
    assert player(game, V).marks[1] == 1


def test_punisher_mode_target_ends_on_your_square_and_may_tagback():
    game = game_at(
        [
            {"character": V, "square": "r0c0", "weapons": ["Tractor Beam"]},
            {"character": B, "square": "r2c0", "powerups": ["tagback grenade/red"]},
            {"character": D, "square": "r2c3"},
        ],
        current=V,
    )
    say(game, "action shoot", "weapon Tractor Beam", "effect in punisher mode", "target Banshee")
    assert game.legal().decider_name == B
    assert player(game, B).square == sq("r0c0")
    assert player(game, V).damage == []  # you are never damaged by your own weapon
