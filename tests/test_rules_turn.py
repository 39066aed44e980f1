"""STARTING THE GAME, SPAWN LOCATION, YOUR TURN, RUN AROUND, GRAB STUFF, SHOOT PEOPLE,
ADRENALINE ACTIONS, END OF YOUR TURN (reload, refill). Arena C unless told:

     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

import pytest

from adrenaline.core.cards import AMMO, POWERUPS
from adrenaline.core.engine import Game, IllegalChoice, default_setup
from adrenaline.core.events import AmmoTilePlaced, WeaponPlaced

from .rules import game_at, options, player, say, sq

V, B, D = "Violet", "Banshee", "Dozer"


def three(violet=None, banshee=None, dozer=None, **spec):
    return game_at(
        [
            {"character": V, "square": "r1c0", **(violet or {})},
            {"character": B, "square": "r2c3", **(banshee or {})},
            {"character": D, "square": "r0c2", **(dozer or {})},
        ],
        current=V, **spec,
    )


# -- starting -----------------------------------------------------------------------
def test_first_turn_draw_two_powerups_keep_one_spawn_on_the_colour_of_the_other():
    game = Game.new(default_setup(3, "C", seed=5))
    d = game.legal()
    assert d.kind == "spawn" and d.decider == 0
    hand = list(game.state.players[0].powerups)
    assert len(hand) == 2
    discard = d.options[-1]
    say(game, discard.text)
    p = game.state.players[0]
    kept = [c for c in hand if POWERUPS[c] != discard.powerup] or hand[:1]
    assert len(p.powerups) == 1 and POWERUPS[p.powerups[0]] == POWERUPS[kept[0]]
    assert p.square == game.state.board.spawnpoints[AMMO[discard.powerup.colour]]
    # "As soon as you are on the board, take a normal turn"
    assert game.legal().kind == "action" and game.state.actions_left == 2


def test_setup_deals_three_weapons_to_each_spawnpoint_and_a_tile_to_every_other_square():
    game = Game.new(default_setup(4, "D", seed=1))
    events = game.log[0].events
    assert len([e for e in events if isinstance(e, WeaponPlaced)]) == 9
    assert len([e for e in events if isinstance(e, AmmoTilePlaced)]) == 12 - 3
    assert game.state.skulls_left == 8
    assert all(p.ammo == [1, 1, 1] for p in game.state.players)


def test_players_take_turns_clockwise_from_the_first_player():
    game = three()
    say(game, "end turn")
    assert game.legal().decider_name == B
    say(game, "end turn")
    assert game.legal().decider_name == D
    say(game, "end turn")
    assert game.legal().decider_name == V


# -- actions ---------------------------------------------------------------------------
def test_two_actions_a_turn_and_the_same_one_twice():
    game = three()
    say(game, "action run", "move r0c0")
    assert game.state.actions_left == 1 and "action run" in options(game)
    say(game, "action run", "move r0c1")
    assert player(game, V).square == sq("r0c1")
    assert game.legal().decider_name == B  # no action left, nothing to reload: the turn ends


def test_run_around_moves_1_2_or_3_squares_through_doors_not_walls():
    game = three()
    say(game, "action run")
    assert options(game) == {f"move {s}" for s in ("r0c0", "r2c0", "r0c1", "r2c1", "r0c2", "r1c1", "r2c2")}
    # r1c1 is one square east of r1c0 but behind a wall: 3 moves around
    with pytest.raises(IllegalChoice):
        say(game, "move r1c3")


def test_grab_stuff_moves_at_most_one_square_and_grabs_there():
    broke = {"ammo": {"red": 0, "blue": 0, "yellow": 0}}
    game = three(violet=broke, spawnpoints={"red": ["Whisper", "Heatseeker", "Railgun"]})  # unaffordable
    say(game, "action grab")
    assert options(game) == {"move r0c0", "move r2c0"}


def test_with_3_damage_grab_stuff_moves_up_to_2_squares():
    game = three(violet={"damage": [B, B, D], "ammo": {"red": 0, "blue": 0, "yellow": 0}},
                 spawnpoints={"red": ["Whisper", "Heatseeker", "Railgun"]})
    say(game, "action grab")
    assert options(game) == {"move r0c0", "move r2c0", "move r0c1", "move r2c1"}


def test_grab_ammo_fills_the_box_to_3_per_colour_and_wastes_the_rest():
    game = three(violet={"ammo": {"red": 3, "blue": 0, "yellow": 0}},
                 ammo_tiles={"r0c0": "blue+red+red"})
    say(game, "action grab", "move r0c0")
    assert player(game, V).ammo == [3, 1, 0]
    assert game.state.ammo_on[sq("r0c0")] is None  # "Once you grab something, it is gone"


def test_grab_ammo_draws_a_powerup_unless_you_hold_3():
    game = three(ammo_tiles={"r0c0": "red+blue+powerup"}, decks={"powerups_top": ["newton/red"]})
    say(game, "action grab", "move r0c0")
    assert [POWERUPS[c].text for c in player(game, V).powerups] == ["newton/red"]
    game = three(violet={"powerups": ["teleporter/red", "teleporter/blue", "newton/blue"]},
                 ammo_tiles={"r0c0": "red+blue+powerup"})
    say(game, "action grab", "move r0c0")
    assert len(player(game, V).powerups) == 3


def test_grabbed_stuff_is_replaced_at_the_end_of_the_turn():
    game = three(ammo_tiles={"r0c0": "red+blue+powerup"})
    say(game, "action grab", "move r0c0", "end turn")
    assert game.state.ammo_on[sq("r0c0")] is not None


def test_grab_weapon_the_top_cube_is_free_and_you_pay_the_rest():
    # Machine Gun costs blue, red: the top (blue) cube is already paid
    game = three(violet={"ammo": {"red": 1, "blue": 0, "yellow": 0}},
                 spawnpoints={"red": ["Machine Gun", "Railgun", "Whisper"]})
    say(game, "action grab", "move r1c0")
    assert options(game) == {"grab weapon Machine Gun"}
    say(game, "grab weapon Machine Gun")
    v = player(game, V)
    assert v.weapons == [("Machine Gun", True)] and v.ammo == [0, 0, 0]


def test_a_powerup_can_pay_a_cube_of_its_colour():
    game = three(violet={"ammo": {"red": 1, "blue": 0, "yellow": 0}, "powerups": ["newton/red"]},
                 spawnpoints={"red": ["Machine Gun", "Railgun", "Whisper"]})
    say(game, "action grab", "move r1c0", "grab weapon Machine Gun")
    assert options(game) == {"pay red", "pay powerup:newton/red"}
    say(game, "pay powerup:newton/red")
    v = player(game, V)
    assert v.ammo == [1, 0, 0] and v.powerups == []


def test_you_cannot_grab_a_weapon_you_cannot_pay_for():
    game = three(violet={"ammo": {"red": 0, "blue": 0, "yellow": 0}},
                 spawnpoints={"red": ["Machine Gun", "Railgun", "Electroscythe"]})
    say(game, "action grab", "move r1c0")
    assert options(game) == {"grab weapon Electroscythe"}


def test_with_3_weapons_grabbing_a_4th_drops_one_in_its_slot():
    game = three(violet={"weapons": ["Lock Rifle", {"name": "ZX-2", "loaded": False}, "Shotgun"]},
                 spawnpoints={"red": ["Electroscythe", "Railgun", "Whisper"]})
    say(game, "action grab", "move r1c0", "grab weapon Electroscythe")
    assert options(game) == {"drop weapon Lock Rifle", "drop weapon ZX-2", "drop weapon Shotgun"}
    say(game, "drop weapon ZX-2")
    assert [w for w, _ in player(game, V).weapons] == ["Lock Rifle", "Shotgun", "Electroscythe"]
    assert game.state.slots["red"][0] == "ZX-2"


def test_shoot_people_is_offered_only_with_a_target():
    # from r1c0 Violet sees the red room and, through its door, the white room
    game = three(violet={"weapons": ["Lock Rifle"]}, dozer={"square": "r0c1"})
    assert "action shoot" not in options(game)
    game = three(violet={"weapons": ["Lock Rifle"]}, dozer={"square": "r2c1"})
    assert "action shoot" in options(game)


def test_shooting_unloads_the_weapon_and_reload_pays_the_full_cost_at_the_end():
    game = three(violet={"weapons": ["Lock Rifle"], "ammo": {"red": 0, "blue": 2, "yellow": 0}},
                 dozer={"square": "r2c1"})
    say(game, "action shoot", "weapon Lock Rifle", "target Dozer")  # nothing else payable: fires
    assert player(game, V).weapons == [("Lock Rifle", False)]
    say(game, "end turn")
    assert options(game) == {"reload Lock Rifle", "done"}
    say(game, "reload Lock Rifle")
    assert player(game, V).weapons == [("Lock Rifle", True)] and player(game, V).ammo == [0, 0, 0]


def test_reload_is_not_offered_without_the_full_cost():
    game = three(violet={"weapons": [{"name": "Lock Rifle", "loaded": False}],
                         "ammo": {"red": 0, "blue": 1, "yellow": 0}})
    say(game, "end turn")
    assert game.legal().decider_name == B


def test_with_6_damage_shoot_people_may_move_1_square_first():
    game = three(violet={"weapons": ["Lock Rifle"], "damage": [B] * 6},
                 dozer={"square": "r1c1"})
    # purple is seen only from squares with a door into it (r0c1, r0c2, r1c3, r2c1):
    # none is 1 move from r1c0
    assert "action shoot" not in options(game)
    # Dozer in blue: of r1c0, r0c0, r2c0 only r0c0 has a door into blue
    game = three(violet={"weapons": ["Lock Rifle"], "damage": [B] * 6}, dozer={"square": "r0c1"})
    say(game, "action shoot")
    assert options(game) == {"move r0c0"}
    say(game, "move r0c0", "weapon Lock Rifle")
    assert options(game) == {"target Dozer"}


def test_you_may_end_your_turn_before_using_both_actions():
    game = three()
    say(game, "action run", "move r0c0", "end turn")
    assert game.legal().decider_name == B


def test_killed_on_your_own_turn_you_still_finish_it():
    # marks are the only way: Dozer's tagback after Violet's shot... here simply a board at 11
    game = three(violet={"damage": [B] * 11}, dozer={"square": "r0c1"})
    assert "action run" in options(game)
    say(game, "action run", "move r0c0", "action run", "move r1c0")
    assert player(game, V).deaths == 1  # scored at the end of her own turn


def test_the_weapon_deck_runs_out_for_good_and_slots_stay_empty():
    game = three(violet={"ammo": {"red": 3, "blue": 3, "yellow": 3}},
                 spawnpoints={"red": ["Electroscythe", "Railgun", "Whisper"]})
    g = game.state
    g.weapon_deck.clear()  # as if every other card had been dealt
    g.slots["blue"] = [None, None, None]
    g.slots["yellow"] = [None, None, None]
    say(game, "action grab", "move r1c0", "grab weapon Electroscythe", "end turn")
    assert g.slots["red"] == [None, "Railgun", "Whisper"]


def test_an_empty_ammo_stack_is_remade_from_the_shuffled_discards():
    from adrenaline.core.events import DiscardsReshuffled

    game = three(ammo_tiles={"r0c0": "red+blue+powerup"})
    g = game.state
    g.ammo_discard.extend(g.ammo_deck)  # every tile left in the stack was used
    g.ammo_deck.clear()
    events = say(game, "action grab", "move r0c0", "end turn")
    reshuffles = [e for e in events if isinstance(e, DiscardsReshuffled)]
    assert reshuffles and reshuffles[0].deck == "ammo"
    assert g.ammo_on[sq("r0c0")] is not None


def test_an_empty_powerup_deck_is_remade_from_the_shuffled_discards():
    from adrenaline.core.events import DiscardsReshuffled

    game = three(ammo_tiles={"r0c0": "red+blue+powerup"})
    g = game.state
    g.powerup_discard.extend(g.powerup_deck)
    g.powerup_deck.clear()
    events = say(game, "action grab", "move r0c0")
    assert [e.deck for e in events if isinstance(e, DiscardsReshuffled)] == ["powerup"]
    assert len(player(game, V).powerups) == 1
