"""Why a square, a figure or a card is not an option: the core's reasons match the rules.

Arena C (as the board shows it)::

         c0  c1  c2  c3
        +---+---+---+---+
    r0  | R D B   B*|...|
        +   + D + D +---+
    r1  | R*| P   P D Y |
        + D + D +---+   +
    r2  | W   W   W D Y*|
        +---+---+---+---+
"""

from __future__ import annotations

from adrenaline.core.cards import POWERUPS, parse_powerup
from adrenaline.core.choices import Discard, DropWeapon, GrabWeapon, PickWeapon, Reload, UsePowerup
from adrenaline.core.engine import default_setup, Game
from adrenaline.core.reasons import Figure, PowerupCard, Reason, Square, WeaponCard, why_not

from .rules import B, D, NO_AMMO, P, S, V, VIOLET, game_at, say, shooter_at, sq
from .weapons.test_lock_rifle import position as lock_rifle_position


# -- moving --------------------------------------------------------------------------------
def test_run_around_refuses_a_square_more_than_3_moves_away_and_says_how_far():
    # "Use the Run Around action to move 1, 2, or 3 squares": r0c0 to r2c3 is 5 moves
    game = game_at([{"character": V, "square": "r0c0"}, {"character": B, "square": "r0c2"},
                    {"character": D, "square": "r2c2"}], current=V)
    say(game, "action run")
    assert game.state.board.distance[sq("r0c0")][sq("r2c3")] == 5
    assert why_not(game, VIOLET, Square(sq("r2c3"))) == Reason("out_of_reach", distance=5, limit=3)
    # staying put is no run; a square within 3 moves is an option
    assert why_not(game, VIOLET, Square(sq("r0c0"))) == Reason("already_there")
    assert why_not(game, VIOLET, Square(sq("r0c2"))) is None


def test_grab_refuses_a_square_more_than_1_move_away_with_the_limit_of_the_action():
    # "Move one square and grab the stuff in that new square. Or stay and grab"
    game = game_at([{"character": V, "square": "r1c1"}, {"character": B, "square": "r0c2"},
                    {"character": D, "square": "r2c2"}], current=V)
    say(game, "action grab")
    assert why_not(game, VIOLET, Square(sq("r1c3"))) == Reason("out_of_reach", distance=2, limit=1)


def test_grab_at_a_spawnpoint_whose_weapons_you_cannot_pay_says_so():
    # "If you cannot pay, you cannot grab the weapon."  Violet stands next to the red spawnpoint
    # r1c0 with no ammo and no powerups; the weapons there cost more than their top cube.
    game = game_at([{"character": V, "square": "r2c0", "ammo": NO_AMMO},
                    {"character": B, "square": "r0c2"}, {"character": D, "square": "r2c2"}],
                   current=V, spawnpoints={"red": ["Vortex Cannon", "Furnace", "Hellion"]})
    say(game, "action grab")
    assert why_not(game, VIOLET, Square(sq("r1c0"))) == Reason("cannot_pay_any_weapon")


# -- shooting --------------------------------------------------------------------------------
def test_a_figure_you_cannot_see_is_no_target_of_a_target_you_can_see_weapon():
    # Lock Rifle: "1 target you can see"; from r1c1, :D-struct-OR (r1c0) is behind a wall and
    # Sprog (r1c3, yellow) is in a room without a door on Violet's square
    game = lock_rifle_position()
    say(game, "action shoot", "weapon Lock Rifle")
    assert why_not(game, VIOLET, Figure(S)) == Reason("cannot_see", weapon="Lock Rifle")
    assert why_not(game, VIOLET, Figure(P)) == Reason("cannot_see", weapon="Lock Rifle")
    assert why_not(game, VIOLET, Figure(B)) is None
    # "You can never be damaged by your own weapon"
    assert why_not(game, VIOLET, Figure(V)) == Reason("not_yourself")


def test_second_lock_refuses_the_first_target_again():
    # "Deal 1 mark to a different target you can see."
    game = lock_rifle_position()
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "effect with second lock")
    assert why_not(game, VIOLET, Figure(B)) == Reason("already_a_target", weapon="Lock Rifle")
    assert why_not(game, VIOLET, Figure(D)) is None


def test_whisper_refuses_a_seen_target_closer_than_2_moves_and_gives_the_distance():
    # Whisper: "Your target must be at least 2 moves away from you." Violet r1c1, Banshee r1c2
    # (1 move, same room), Dozer r2c2 (seen through the white door, 2 moves)
    game = shooter_at("Whisper", {"square": "r1c1"}, (B, "r1c2"), (D, "r2c2"))
    say(game, "action shoot", "weapon Whisper")
    reason = why_not(game, VIOLET, Figure(B))
    assert reason.kind == "out_of_range"
    assert (reason.args["distance"], reason.args["low"]) == (1, 2)
    assert why_not(game, VIOLET, Figure(D)) is None


def test_heatseeker_refuses_a_target_you_can_see():
    # Heatseeker: "Choose 1 target you cannot see"
    game = shooter_at("Heatseeker", {"square": "r1c1"}, (B, "r1c2"), (D, "r1c3"))
    say(game, "action shoot", "weapon Heatseeker")
    assert why_not(game, VIOLET, Figure(B)) == Reason("can_see", weapon="Heatseeker")
    assert why_not(game, VIOLET, Figure(D)) is None


def test_a_square_clicked_while_choosing_a_weapon_is_not_the_time_for_a_square():
    game = lock_rifle_position()
    say(game, "action shoot")
    assert game.legal().kind == "shoot_weapon"
    assert why_not(game, VIOLET, Square(sq("r0c0"))) == Reason("not_a_square_now",
                                                                decision="shoot_weapon")


def test_a_square_clicked_while_choosing_an_action_is_not_the_time_for_a_square():
    game = lock_rifle_position()
    assert why_not(game, VIOLET, Square(sq("r1c2"))) == Reason("not_a_square_now",
                                                                decision="action")


def test_a_square_no_action_ends_on_is_too_far_for_a_run():
    # click-to-move: at the action decision, a square is clicked to run or grab there
    game = shooter_at("Lock Rifle", {"square": "r0c0"}, (B, "r0c2"), (D, "r2c2"))
    assert why_not(game, VIOLET, Square(sq("r2c3"))) == Reason("out_of_reach", distance=5, limit=3)


def test_an_unloaded_weapon_cannot_be_fired():
    game = shooter_at("Lock Rifle", {"square": "r1c1", "weapons": [
        "Lock Rifle", {"name": "Whisper", "loaded": False}]}, (B, "r0c2"), (D, "r2c2"))
    say(game, "action shoot")
    assert why_not(game, VIOLET, WeaponCard("Whisper")) == Reason("unloaded", weapon="Whisper")
    assert why_not(game, VIOLET, WeaponCard("Lock Rifle")) is None


def test_a_weapon_you_cannot_pay_to_reload_says_what_is_missing():
    # "To reload you must pay the full reload cost": the Lock Rifle costs blue blue
    game = shooter_at("Lock Rifle", {"square": "r1c1", "ammo": {"red": 0, "blue": 1, "yellow": 0},
                                     "weapons": [{"name": "Lock Rifle", "loaded": False},
                                                 {"name": "Electroscythe", "loaded": False}]},
                      (B, "r0c2"), (D, "r2c2"), actions_left=0)
    assert game.legal().kind == "reload"
    reason = why_not(game, VIOLET, WeaponCard("Lock Rifle"))
    assert reason == Reason("cannot_pay", weapon="Lock Rifle", short=(0, 1, 0))


def test_a_targeting_scope_is_not_played_between_actions():
    # Targeting Scope: "You may play this card when you are dealing damage"
    scope = parse_powerup("targeting scope/red")
    game = shooter_at("Lock Rifle", {"square": "r1c1", "powerups": ["targeting scope/red"]},
                      (B, "r0c2"), (D, "r2c2"))
    assert why_not(game, VIOLET, PowerupCard(scope)) == Reason("powerup_not_now",
                                                               powerup="targeting scope")


def test_furnace_refuses_a_room_you_cannot_see_and_your_own_room():
    # Furnace: "Choose a room you can see, but not the room you are in." From r1c1 (purple),
    # Violet sees blue and white through her doors, not red (wall) nor yellow
    game = shooter_at("Furnace", {"square": "r1c1"}, (B, "r0c1"), (D, "r2c1"), (S, "r1c0"),
                      (P, "r1c3"))
    say(game, "action shoot", "weapon Furnace", "effect basic mode")
    assert why_not(game, VIOLET, Square(sq("r1c0"))) == Reason("cannot_see", weapon="Furnace")
    assert why_not(game, VIOLET, Square(sq("r1c2"))) == Reason("your_room", weapon="Furnace")
    assert why_not(game, VIOLET, Square(sq("r0c2"))) is None  # the blue room, seen


def test_phase_glide_refuses_a_square_more_than_2_moves_away():
    # Plasma Gun, with phase glide: "Move 1 or 2 squares."
    game = shooter_at("Plasma Gun", {"square": "r1c1"}, (B, "r0c2"), (D, "r2c2"))
    say(game, "action shoot", "weapon Plasma Gun", "effect with phase glide")
    assert why_not(game, VIOLET, Square(sq("r2c3"))) == Reason(
        "out_of_range", weapon="Plasma Gun", distance=3, low=1, high=2)
    assert why_not(game, VIOLET, Square(sq("r1c1"))).kind == "out_of_range"  # staying is no move
    assert why_not(game, VIOLET, Square(sq("r2c2"))) is None


# -- whose decision -------------------------------------------------------------------------
def test_anything_clicked_on_someone_elses_decision_is_not_your_turn():
    game = lock_rifle_position()
    banshee = game.state.seat_of(B)
    for thing in (Square(sq("r1c2")), Figure(D), WeaponCard("Lock Rifle")):
        assert why_not(game, banshee, thing) == Reason("not_your_decision", decider=V)


# -- every option and only the options --------------------------------------------------------
def test_why_not_is_none_exactly_for_the_options_in_random_games():
    """Over random games, every square, figure and card (in the decider's hand or on a
    spawnpoint) gets a reason unless it is an option, and asking never changes the game."""
    import random

    for seed in range(3):
        game = Game.new(default_setup(4, "ABCD"[seed], seed=seed))
        rng = random.Random(seed)
        for _ in range(250):
            d = game.legal()
            if d is None:
                break
            log_length = len(game.log)
            for q in game.state.board.squares:
                reason = why_not(game, d.decider, Square(q))
                room = game.state.board.rooms[q]
                is_option = any(getattr(o, "square", None) == q or getattr(o, "room", None) == room
                                for o in d.options)
                assert (reason is None) == is_option, (d, q, reason)
            for name in game.names:
                reason = why_not(game, d.decider, Figure(name))
                is_option = any(getattr(o, "target", None) == name for o in d.options)
                assert (reason is None) == is_option, (d, name, reason)
            g = game.state
            weapons = {w for w, _ in g.players[d.decider].weapons}
            weapons |= {w for slots in g.slots.values() for w in slots if w is not None}
            for w in weapons:
                reason = why_not(game, d.decider, WeaponCard(w))
                is_option = any(isinstance(o, (PickWeapon, Reload, DropWeapon, GrabWeapon))
                                and o.weapon == w for o in d.options)
                assert (reason is None) == is_option, (d, w, reason)
            for card in g.players[d.decider].powerups:
                powerup = POWERUPS[card]
                reason = why_not(game, d.decider, PowerupCard(powerup))
                is_option = any(isinstance(o, (Discard, UsePowerup)) and o.powerup == powerup
                                for o in d.options)
                assert (reason is None) == is_option, (d, powerup, reason)
            assert len(game.log) == log_length and game.legal() is d
            game.submit(d.decider, rng.choice(d.options))
