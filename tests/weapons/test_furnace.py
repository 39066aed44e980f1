"""FURNACE (reload R B; in cozy fire mode: free).

basic mode: Choose a room you can see, but not the room you are in. Deal 1 damage to
everyone in that room.
in cozy fire mode: Choose a square exactly one move away. Deal 1 damage and 1 mark to
everyone on that square.

Arena C:
     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

from ..rules import V, B, D, S, P, NO_AMMO, game_at, options, player, say, shoot, shooter_at, sq

FURNACE = "Furnace"


def at(violet: dict, *others: tuple[str, str], **spec):
    """Violet (seat 0) shoots; ``others`` are (character, square) pairs in seat order."""
    return shooter_at(FURNACE, violet, *others, **spec)


def fire(game, *texts):
    shoot(game, FURNACE, *texts)


# -- the options ----------------------------------------------------------------------------
def test_both_modes_are_offered_and_both_are_free():
    game = at({"square": "r1c1", "ammo": NO_AMMO}, (B, "r1c2"), (D, "r0c2"), (S, "r2c1"))
    fire(game)
    assert options(game) == {"effect basic mode", "effect in cozy fire mode"}


def test_basic_mode_offers_the_rooms_you_can_see_but_not_your_own():
    # Violet in purple r1c1 sees purple, blue (door r0c1) and white (door r2c1); there is
    # someone in purple (hers), blue, white, red and yellow (both unseen)
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c2"), (S, "r2c1"), (P, "r1c0"))
    fire(game, "effect basic mode")
    assert options(game) == {"room blue", "room white"}


def test_basic_mode_sees_rooms_only_through_the_doors_of_your_own_square():
    # Violet in blue r0c2 has a door to purple only; the door to red is on r0c1
    game = at({"square": "r0c2"}, (B, "r0c0"), (D, "r1c1"), (S, "r0c1"))
    fire(game, "effect basic mode")
    assert options(game) == {"room purple"}


def test_basic_mode_is_not_offered_when_you_see_no_other_room_with_someone_in_it():
    # Violet in purple r1c1: blue and white are empty, Banshee is in her own room
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c0"), (S, "r2c3"))
    fire(game)
    # only cozy fire is left, so it starts without asking: r1c2 is the one square
    # 1 move away with someone on it
    assert options(game) == {"square r1c2"}


def test_basic_mode_deals_1_damage_to_everyone_in_the_room():
    game = at({"square": "r1c1"}, (B, "r2c0"), (D, "r2c1"), (S, "r2c2"), (P, "r1c2"))
    fire(game, "effect basic mode", "room white")
    assert [player(game, n).damage for n in (B, D, S)] == [[0], [0], [0]]
    assert player(game, P).damage == []  # in Violet's room
    v = player(game, V)
    assert v.weapons == [(FURNACE, False)] and v.ammo == [1, 1, 1]
    # nobody moves, nobody is marked
    assert player(game, B).square == sq("r2c0") and player(game, B).marks == [0] * 5


def test_cozy_fire_offers_the_squares_exactly_1_move_away_with_someone_on_them():
    # from r1c1: r0c1 (door), r1c2 (room), r2c1 (door); r1c0 is behind a wall; Sprog on
    # Violet's own square and Banshee on r0c2 (2 moves) are out of reach
    game = at({"square": "r1c1"}, (B, "r0c2"), (D, "r0c1"), (S, "r1c1"), (P, "r1c0"))
    fire(game, "effect in cozy fire mode")
    assert options(game) == {"square r0c1"}
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r0c1"), (S, "r2c1"), (P, "r1c1"))
    fire(game, "effect in cozy fire mode")
    assert options(game) == {"square r0c1", "square r1c2", "square r2c1"}


def test_cozy_fire_deals_1_damage_and_1_mark_to_everyone_on_the_square():
    game = at({"square": "r1c1"}, (B, "r2c1"), (D, "r2c1"), (S, "r2c0"))
    fire(game, "effect in cozy fire mode", "square r2c1")
    for name in (B, D):
        assert player(game, name).damage == [0] and player(game, name).marks[0] == 1
    assert player(game, S).damage == [] and player(game, S).marks[0] == 0
    v = player(game, V)
    assert v.weapons == [(FURNACE, False)] and v.ammo == [1, 1, 1]


def test_cozy_fire_damage_cashes_in_old_marks_then_the_new_mark_waits():
    game = game_at(
        [
            {"character": V, "square": "r1c1", "weapons": [FURNACE]},
            {"character": B, "square": "r1c2", "marks": {V: 2}},
            {"character": D, "square": "r2c2"},
        ],
        current=V,
    )
    fire(game, "effect in cozy fire mode", "square r1c2")
    assert player(game, B).damage == [0, 0, 0] and player(game, B).marks[0] == 1


def test_cozy_fire_is_free():
    game = at({"square": "r1c1", "ammo": NO_AMMO}, (B, "r1c2"), (D, "r2c2"), (S, "r2c3"))
    fire(game, "effect in cozy fire mode", "square r1c2")
    assert player(game, B).damage == [0] and player(game, V).ammo == [0, 0, 0]


def test_cozy_fire_can_hit_a_square_of_your_own_room():
    # arena A, Violet in blue r0c1: walled to the south, she sees only her own room, so
    # the basic mode has no room and cozy fire starts on its own
    game = at({"square": "r0c1"}, (B, "r0c0"), (D, "r0c2"), (S, "r2c1"), arena="A")
    fire(game)
    assert options(game) == {"square r0c0", "square r0c2"}
    say(game, "square r0c2")
    assert player(game, D).damage == [0] and player(game, D).marks[0] == 1


# -- general principles -----------------------------------------------------------------------
def test_you_are_never_damaged_by_your_own_furnace():
    game = at({"square": "r1c1"}, (B, "r1c1"), (D, "r1c2"), (S, "r2c1"))
    fire(game, "effect in cozy fire mode", "square r1c2")
    assert player(game, V).damage == [] and player(game, V).marks == [0] * 4
    assert player(game, B).damage == []  # on Violet's square, not 1 move away


def test_everyone_in_the_room_spares_no_one_not_even_players_on_different_squares():
    game = at({"square": "r1c1"}, (B, "r2c0"), (D, "r2c0"), (S, "r2c2"), (P, "r2c1"))
    fire(game, "effect basic mode")
    assert options(game) == {"room white"}  # no choice of who in the room is hit
    say(game, "room white")
    assert game.legal().kind == "action"
    assert [player(game, n).damage for n in (B, D, S, P)] == [[0]] * 4


def test_cozy_fire_everyone_on_the_square_is_hit():
    game = at({"square": "r1c1"}, (B, "r1c2"), (D, "r1c2"), (S, "r1c2"), (P, "r2c2"))
    fire(game, "effect in cozy fire mode", "square r1c2")
    assert game.legal().kind == "action"
    assert [player(game, n).damage for n in (B, D, S)] == [[0]] * 3
    assert [player(game, n).marks[0] for n in (B, D, S)] == [1] * 3
    assert player(game, P).damage == []


def test_fixed_damage_cannot_be_reduced():
    game = at({"square": "r1c1"}, (B, "r2c1"), (D, "r2c1"), (S, "r2c3"))
    fire(game, "effect basic mode", "room white")
    assert [player(game, n).damage for n in (B, D)] == [[0], [0]]


def test_one_move_away_goes_through_doors_not_walls():
    # Violet in red r1c0: r1c1 is behind a wall, r2c0 through a door, r0c0 in her room
    game = at({"square": "r1c0"}, (B, "r1c1"), (D, "r2c0"), (S, "r0c0"))
    fire(game, "effect in cozy fire mode")
    assert options(game) == {"square r2c0", "square r0c0"}
