"""Turret mode, rule by rule as the rulebook states it (TURRET MODE; the rules
reference's TUR-n numbers and resolved questions Q-n), as positions played through
``legal()``/``submit()``.

Arena C: the spawnpoints are r0c2 (blue), r1c0 (red), r2c3 (yellow); every other square
has a turret. Its doors: r0c0-r0c1-r0c2, r0c0-r1c0-r2c0, r0c1-r1c1, r0c2-r1c2,
r1c1-r1c2-r1c3, r1c1-r2c1, r1c3-r2c3, r2c0-r2c1-r2c2-r2c3.
Violet (purple tokens) plays, seat 0; Banshee (blue) and Dozer (grey) follow.
"""

from __future__ import annotations

import random

import attrs
import pytest

from adrenaline.core import savefile, scenario
from adrenaline.core.board import square_name
from adrenaline.core.engine import Game, SetupError, default_setup
from adrenaline.core.events import AmmoSpent, Damaged, Marked, PointsScored
from adrenaline.core.modes.turret import (
    SkullTaken, TurretCommandeered, TurretsScored, TurretTileGrabbed, turret_rewards,
)
from adrenaline.core.choices import MoveTo
from adrenaline.core.invariants import check_conservation
from adrenaline.core.routes import moves_with_routes, routes, walks
from adrenaline.core.rules import shoot as shoot_rules
from adrenaline.core.serialize import state_json

from .rules import B, D, S, V, game_at, options, player, say, shoot, shooter_at, sq

TWO_RED = "blue+red+red"


def tur_at(violet: dict, *others: dict, turrets: dict | None = None, tiles: list | None = None,
           **spec) -> Game:
    """A Turret position: Violet (seat 0) plays, the others follow in seat order (Banshee
    and Dozer on r2c3, the yellow spawnpoint, unless given)."""
    players = [{"character": V, **violet}, *others]
    if len(players) < 3:
        players += [{"character": c, "square": "r2c3"} for c in (B, D)
                    if all(p["character"] != c for p in players)][:3 - len(players)]
    if turrets:
        spec["turrets"] = turrets
    if tiles is not None:
        spec["turret_tiles"] = tiles
    return game_at(players, mode="turret", current=V, turn=spec.pop("turn", 4), **spec)


def mode_json(game: Game) -> dict:
    return state_json(game)["mode"]


def hits(events) -> list[tuple[str, str, int]]:
    """The turret hits among ``events``: (owner, figure, tokens landed)."""
    return [(e.shooter, e.target, e.amount) for e in events
            if isinstance(e, Damaged) and e.source == "turret"]


def end_turn(game: Game) -> list:
    events = say(game, "end turn")
    while (d := game.legal()) is not None and d.kind == "reload":
        events += say(game, "done")
    return events


# -- TUR-1: the turret board ------------------------------------------------------------------
def test_the_turret_board_holds_5_tiles_face_up_and_a_skull_box_of_8_and_no_tile_lies_on_the_arena():
    setup = default_setup(4, "D", mode="turret")
    assert setup.skulls == 8
    game = Game.new(setup)
    state = mode_json(game)
    assert len(state["turret_tiles"]) == 5 and all(state["turret_tiles"])
    assert state["skulls_taken"] == 0 and state["grabbed_this_turn"] == []
    assert state_json(game)["ammo_tiles"] == {}
    assert all(t is None for t in game.state.ammo_on)
    check_conservation(game.state)  # the 36 tiles: 5 on the turret board, 31 in the stacks
    assert len(game.state.ammo_deck) == 31


def test_turret_mode_is_played_with_8_skulls_and_always_ends_with_final_frenzy():
    for change, reason in ((dict(skulls=5), "mode_skulls"), (dict(sudden_death=True), "mode_sudden_death")):
        with pytest.raises(SetupError) as error:
            attrs.evolve(default_setup(4, "C", mode="turret"), **change).validate()
        assert error.value.reason == reason


# -- TUR-2: turret squares --------------------------------------------------------------------
@pytest.mark.parametrize("arena,count", [("A", 7), ("B", 8), ("C", 8), ("D", 9)])
def test_every_square_without_a_spawnpoint_has_a_turret_and_all_start_unowned(arena, count):
    game = Game.new(default_setup(3, arena, mode="turret"))
    turrets = mode_json(game)["turrets"]
    board = game.state.board
    assert len(turrets) == count
    assert set(turrets) == {square_name(q) for q in board.squares if not board.is_spawnpoint(q)}
    assert set(turrets.values()) == {None}


# -- TUR-3: grabbing ammo ---------------------------------------------------------------------
def test_grab_on_a_turret_square_takes_any_one_tile_of_the_turret_board():
    game = tur_at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0}},
                  tiles=["red+blue+blue", "yellow+yellow+powerup", TWO_RED, "blue+yellow+yellow",
                         "red+yellow+powerup"])
    say(game, "action grab", "move r1c1")
    assert game.legal().kind == "turret_tile"
    offered = {o for o in options(game) if "commandeer" not in o}
    assert offered == {f"grab tile {n}" for n in range(1, 6)}
    events = say(game, "grab tile 3")
    assert [e.cubes for e in events if isinstance(e, TurretTileGrabbed)] == [(2, 1, 0)]
    assert player(game, V).ammo == [2, 1, 0]
    assert mode_json(game)["turret_tiles"][2] is None
    assert mode_json(game)["turrets"]["r1c1"] is None  # taken whole: the turret stays as it was


def test_you_may_not_grab_ammo_twice_from_the_same_square_in_one_turn_but_from_another_square():
    game = tur_at({"square": "r1c1"})
    say(game, "action grab", "move r1c1", "grab tile 1", "action grab")
    moves = options(game)
    assert "move r1c1" not in moves
    assert {"move r0c1", "move r1c2", "move r2c1"} <= moves
    assert mode_json(game)["grabbed_this_turn"] == ["r1c1"]


def test_a_click_on_a_square_grabbed_from_this_turn_says_why_it_offers_nothing():
    from adrenaline.core.reasons import Reason, Square, why_not
    from adrenaline.words.reasons import reason_words

    game = tur_at({"square": "r1c1"})
    say(game, "action grab", "move r1c1", "grab tile 1", "action grab")
    assert why_not(game, 0, Square(sq("r1c1"))) == Reason("grabbed_here_this_turn")
    assert "not twice from the same square" in reason_words(Reason("grabbed_here_this_turn"), "square")


def test_taken_tiles_are_replaced_at_the_end_of_the_turn():
    game = tur_at({"square": "r1c1"})
    say(game, "action grab", "move r1c1", "grab tile 2")
    assert mode_json(game)["turret_tiles"][1] is None
    end_turn(game)
    assert all(mode_json(game)["turret_tiles"])
    assert mode_json(game)["grabbed_this_turn"] == []
    check_conservation(game.state)


def test_grabbing_weapons_on_spawnpoints_is_unchanged():
    game = tur_at({"square": "r0c2", "ammo": {"red": 3, "blue": 3, "yellow": 3}},
                  spawnpoints={"blue": ["Lock Rifle"]})
    say(game, "action grab", "move r0c2")
    assert game.legal().kind == "grab_weapon"
    assert "grab weapon Lock Rifle" in options(game)


# -- TUR-4: commandeering ---------------------------------------------------------------------
def test_commandeering_gives_up_one_cube_of_the_tile_and_puts_your_token_on_the_turret():
    game = tur_at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0}},
                  tiles=["red+blue+blue"])
    say(game, "action grab", "move r1c1")
    assert {o for o in options(game) if o.startswith("grab tile 1")} == {
        "grab tile 1", "grab tile 1 commandeer red", "grab tile 1 commandeer blue"}
    events = say(game, "grab tile 1 commandeer blue")
    assert player(game, V).ammo == [1, 1, 0]  # one blue given up
    assert [(e.square, e.given_up, e.previous) for e in events if isinstance(e, TurretCommandeered)] == [
        (sq("r1c1"), "blue", -1)]
    assert mode_json(game)["turrets"]["r1c1"] == "purple"


def test_commandeering_may_give_up_a_powerup_you_could_not_have_drawn():
    game = tur_at({"square": "r1c1", "powerups": ["newton/red", "newton/blue", "teleporter/red"]},
                  tiles=["yellow+yellow+powerup"])
    say(game, "action grab", "move r1c1")
    events = say(game, "grab tile 1 commandeer powerup")
    assert len(player(game, V).powerups) == 3
    assert any(isinstance(e, TurretCommandeered) and e.given_up == "powerup" for e in events)


def test_the_token_that_was_on_the_turret_becomes_a_mark_from_its_owner_on_your_board():
    game = tur_at({"square": "r1c1"}, turrets={"r1c1": D})
    say(game, "action grab", "move r1c1")
    events = say(game, next(o for o in sorted(options(game)) if "commandeer" in o))
    assert [(e.giver, e.target, e.count, e.why) for e in events if isinstance(e, Marked)] == [(2, 0, 1, "turret")]
    assert player(game, V).marks[2] == 1
    assert mode_json(game)["turrets"]["r1c1"] == "purple"


def test_with_3_marks_of_that_colour_already_the_token_goes_back_to_its_owner():
    game = tur_at({"square": "r1c1", "marks": {D: 3}}, turrets={"r1c1": D})
    say(game, "action grab", "move r1c1")
    events = say(game, next(o for o in sorted(options(game)) if "commandeer" in o))
    assert [e.count for e in events if isinstance(e, Marked)] == [0]
    assert player(game, V).marks[2] == 3


def test_commandeering_your_own_turret_is_not_offered():
    game = tur_at({"square": "r1c1"}, turrets={"r1c1": V})
    say(game, "action grab", "move r1c1")
    assert not any("commandeer" in o for o in options(game))


# -- TUR-5: ownership lasts --------------------------------------------------------------------
def test_a_turret_stays_with_its_owner_through_the_owner_s_death_and_respawn():
    damage = [V] * 10
    game = tur_at({"square": "r1c1", "weapons": ["Lock Rifle"]},
                  {"character": B, "square": "r1c2", "damage": damage}, turrets={"r2c1": B})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    while game.legal().kind == "shoot_plan":
        say(game, "done" if "done" in options(game) else "skip")
    end_turn(game)
    assert player(game, B).deaths == 1
    assert mode_json(game)["turrets"]["r2c1"] == "blue"


# -- TUR-6: entering a turret square ----------------------------------------------------------
def test_every_square_entered_in_a_move_of_several_squares_triggers_its_owner_s_turret():
    game = tur_at({"square": "r0c1"}, turrets={"r1c1": B, "r2c1": D, "r2c2": B})
    events = say(game, "action run", "move r2c2")  # r0c1 -> r1c1 -> r2c1 -> r2c2
    assert hits(events) == [(1, 0, 1), (2, 0, 1), (1, 0, 1)]
    assert player(game, V).damage == [1, 2, 1]


def test_entering_a_square_with_your_own_turret_does_nothing():
    game = tur_at({"square": "r0c1"}, turrets={"r1c1": V})
    events = say(game, "action run", "move r1c1")
    assert hits(events) == [] and player(game, V).damage == []


def test_leaving_a_turret_square_or_starting_a_turn_there_does_nothing():
    game = tur_at({"square": "r1c1"}, turrets={"r1c1": B})
    events = say(game, "action run", "move r0c1")
    assert hits(events) == []


def test_a_figure_moved_by_another_player_s_newton_is_hit_by_the_turrets_it_enters():
    game = tur_at({"square": "r0c0", "powerups": ["newton/red"]},
                  {"character": B, "square": "r0c1"}, turrets={"r1c1": D})
    events = say(game, "use newton/red", "target Banshee", "move r1c1")
    assert hits(events) == [(2, 1, 1)]


def test_a_teleporter_triggers_only_the_turret_where_it_lands():
    game = tur_at({"square": "r0c1", "powerups": ["teleporter/red"]},
                  turrets={"r1c1": B, "r2c1": B, "r2c2": D})
    events = say(game, "use teleporter/red", "move r2c2")
    assert hits(events) == [(2, 0, 1)]


def test_spawning_on_a_spawnpoint_triggers_nothing():
    game = tur_at({"powerups": ["newton/red", "teleporter/blue"]}, turrets={"r1c1": B})
    events = say(game, "discard newton/red")
    assert hits(events) == [] and player(game, V).square == sq("r1c0")


# -- TUR-7: paths -------------------------------------------------------------------------------
def test_the_routes_to_a_square_differ_in_the_other_players_turrets_they_enter():
    game = tur_at({"square": "r0c1"}, turrets={"r1c1": B, "r1c2": V, "r2c1": D})
    mode = game.mode
    assert mode.routes_matter
    assert mode.route_key(game, 0, (sq("r0c1"), sq("r1c1"), sq("r1c2"))) == (sq("r1c1"),)
    assert mode.route_key(game, 0, (sq("r0c1"), sq("r0c2"), sq("r1c2"))) == ()
    assert mode.route_key(game, 1, (sq("r0c1"), sq("r1c1"), sq("r2c1"), sq("r1c1"))) == (sq("r2c1"),)


def _routes_asking_route_key(game, figure, start, end, most):
    """The routes to ``end`` as TUR-7 states them: of the walks there, the first with
    each key of ``route_key`` (the walks in the core's order, its first plain)."""
    seen: dict = {}
    for path in walks(game.state.board, start, most).get(end, ()):
        seen.setdefault(game.mode.route_key(game, figure, path), path)
    return tuple((None if i == 0 else p[1:-1], p) for i, p in enumerate(seen.values()))


@pytest.mark.parametrize("seed", [1, 2])
def test_the_routes_offered_are_those_the_turrets_each_figure_enters_tell_apart(seed):
    """The core tells walks apart by the squares whose turret hits the figure
    (``route_marks``), with what it remembers of the walks: in every state of random
    games, for every figure and allowance, the same routes and move options, in the same
    order, as asking ``route_key`` of every walk."""
    game = Game.new(default_setup(5, "D", 8, False, seed, "turret"))
    rng = random.Random(seed)
    owned = 0
    while (d := game.legal()) is not None:
        g = game.state
        owned += any(o != -1 for o in g.mode_state.owners)
        for figure, p in enumerate(g.players):
            if p.square is None:
                continue
            for most in (1, 2, 3, 4):
                squares = g.board.within(p.square, 1, most)
                expected = []
                for q in squares:
                    found = _routes_asking_route_key(game, figure, p.square, q, most)
                    assert routes(game, figure, p.square, q, most) == found
                    expected += [MoveTo(q, via) for via, _ in found]
                assert list(moves_with_routes(game, figure, squares, most)) == expected
        game.submit(d.decider, rng.choice(d.options))
    assert owned > 100, "turrets owned in most states: routes that differ"


def test_a_shot_is_fired_as_planned_and_paid_without_searching_for_its_plan_again(monkeypatch):
    """Firing takes the plan the shooter chose and paid for (as in every mode): the
    state's routes, made anew after the payment's events, answer as before it."""
    game = shooter_at("Lock Rifle", {"square": "r0c1"}, (B, "r1c1"), (D, "r1c1"), mode="turret",
                      turn=4, turrets={"r1c1": B, "r1c2": D})

    def searched_again(*args):
        raise AssertionError("the plan was searched for again after the payment")

    monkeypatch.setattr(shoot_rules, "complete_plan", searched_again)
    events = shoot(game, "Lock Rifle", f"target {B}", "effect with second lock", f"target {D}")
    assert any(isinstance(e, AmmoSpent) for e in events), "the second lock's cube paid"
    assert [(e.target, e.amount) for e in events if isinstance(e, Damaged)] == [(1, 2)]
    assert [(e.target, e.count) for e in events if isinstance(e, Marked)] == [(1, 1), (2, 1)]


# -- TUR-8: turret damage is not weapon damage ----------------------------------------------------
def test_turret_damage_does_not_turn_the_owner_s_marks_into_damage():
    game = tur_at({"square": "r0c1", "marks": {B: 2}}, turrets={"r1c1": B})
    events = say(game, "action run", "move r1c1")
    assert hits(events) == [(1, 0, 1)]
    assert player(game, V).marks[1] == 2 and player(game, V).damage == [1]


def test_turret_damage_unlocks_adrenaline_at_once():
    game = tur_at({"square": "r0c1", "damage": [B, D]}, turrets={"r1c1": B})
    say(game, "action run", "move r1c1", "action grab")
    # 3 damage: grab may move 2 squares
    assert "move r1c3" in options(game)


def test_no_tagback_grenade_answers_turret_damage_nor_does_a_targeting_scope_raise_it():
    game = tur_at({"square": "r0c0", "powerups": ["newton/red", "targeting scope/blue"],
                   "ammo": {"red": 3, "blue": 3, "yellow": 3}},
                  {"character": B, "square": "r0c1", "powerups": ["tagback grenade/red"]},
                  turrets={"r1c1": V})
    events = say(game, "use newton/red", "target Banshee", "move r1c1")
    assert hits(events) == [(0, 1, 1)]
    decision = game.legal()
    assert (decision.decider, decision.kind) == (0, "action")  # no tagback question, no scope


# -- TUR-9: killed on your own turn -------------------------------------------------------------
def test_a_turret_can_kill_the_acting_player_who_finishes_the_turn_and_is_scored_at_its_end():
    game = tur_at({"square": "r0c1", "damage": [B] * 10}, turrets={"r1c1": B, "r2c1": D})
    say(game, "action run", "move r2c1")
    assert len(player(game, V).damage) == 12  # killshot and overkill
    assert game.legal().kind == "action" and game.state.actions_left == 1
    events = say(game, "action run", "move r2c0")  # the second action still played; the turn ends
    assert any(isinstance(e, SkullTaken) and e.victim == 0 for e in events)
    assert game.legal().kind == "spawn" and game.legal().decider == 0  # respawn


# -- TUR-10: double kill --------------------------------------------------------------------------
def test_two_boards_killed_by_turrets_on_your_turn_give_you_the_double_kill():
    game = tur_at({"square": "r0c0", "powerups": ["newton/red", "newton/blue"]},
                  {"character": B, "square": "r2c1", "damage": [V] * 10},
                  {"character": D, "square": "r0c1", "damage": [V] * 10},
                  {"character": S, "square": "r2c3"},
                  turrets={"r2c2": S, "r1c1": S})
    say(game, "use newton/red", "target Banshee", "move r2c2",
        "use newton/blue", "target Dozer", "move r1c1")
    events = end_turn(game)
    assert [(e.player, e.points) for e in events if isinstance(e, PointsScored)
            and e.reason == "double kill"] == [(0, 1)]


# -- TUR-11: skulls ---------------------------------------------------------------------------------
def test_a_death_takes_a_skull_out_of_the_skull_box_and_no_killshot_token_is_tracked():
    game = tur_at({"square": "r0c0", "powerups": ["newton/red"]},
                  {"character": B, "square": "r0c1", "damage": [V] * 11}, turrets={"r1c1": V},
                  skulls_taken=3)
    say(game, "use newton/red", "target Banshee", "move r1c1")  # overkill by Violet's turret
    events = end_turn(game)
    assert mode_json(game)["skulls_taken"] == 4 and game.state.skulls_left == 4
    assert game.state.killshot_track == []
    assert player(game, B).skulls == 1
    # the revenge mark for the overkill is still given
    assert [(e.giver, e.target, e.why) for e in events if isinstance(e, Marked) and e.count] == [(1, 0, "revenge")]


def test_final_frenzy_starts_when_the_last_skull_is_taken():
    game = tur_at({"square": "r0c0", "powerups": ["newton/red"]},
                  {"character": B, "square": "r0c1", "damage": [V] * 10}, turrets={"r1c1": V},
                  skulls_taken=7)
    say(game, "use newton/red", "target Banshee", "move r1c1")
    end_turn(game)
    assert game.state.frenzy


# -- TUR-12: frenzy ------------------------------------------------------------------------------
def test_the_frenzy_grab_can_commandeer():
    game = tur_at({"square": "r0c1"}, skulls_taken=8, frenzy=True, final_turns_left=1)
    say(game, "action grab", "move r1c1")
    assert any("commandeer" in o for o in options(game))


# -- TUR-13: final scoring --------------------------------------------------------------------------
def test_the_most_turrets_pay_8_6_4_2_1_ties_to_the_earlier_final_turn_nobody_without_a_turret():
    # the last turn was seat 1's: the final turns ran 2, 3, 4, 0, 1
    owners = (0, 0, 1, 1, 2, 3, 3, 3, -1, -1, -1, -1)
    assert turret_rewards(owners, 5, last=1) == ((3, 8), (0, 6), (1, 4), (2, 2))
    # seat 4 owns none: nothing; and 0 and 1 tie at 2, 0's final turn came first


def test_final_scoring_pays_the_turrets_after_the_boards():
    game = tur_at({"square": "r0c1"}, turrets={"r1c1": V, "r2c1": V, "r2c2": B}, skulls_taken=8,
                  frenzy=True, final_turns_left=0)
    events = end_turn(game)
    scored = [e for e in events if isinstance(e, TurretsScored)]
    assert [e.shares for e in scored] == [((0, 8), (1, 6))]
    assert game.state.game_over
    assert game.mode.points_source(scored[0]) == "turrets"


# -- the scenario format and the save ------------------------------------------------------------
def test_a_scenario_sets_the_turrets_the_turret_board_the_squares_grabbed_from_and_the_skull_box():
    game = tur_at({"square": "r1c2"}, turrets={"r1c1": B, "r2c2": "Violet"},
                  tiles=[TWO_RED, "empty", "yellow+blue+powerup"], grabbed_this_turn=["r1c1"],
                  skulls_taken=2)
    state = mode_json(game)
    assert state["turrets"]["r1c1"] == "blue" and state["turrets"]["r2c2"] == "purple"
    assert state["turret_tiles"][:3] == [TWO_RED, None, "yellow+blue+powerup"]
    assert all(state["turret_tiles"][3:])  # dealt, as the setup deals
    assert state["grabbed_this_turn"] == ["r1c1"] and state["skulls_taken"] == 2
    assert game.state.skulls_left == 6
    check_conservation(game.state)


@pytest.mark.parametrize("spec,problem", [
    ({"turrets": {"r0c2": "Banshee"}}, "a spawnpoint has no turret"),
    ({"ammo_tiles": {"r1c1": "red+red+red"}}, "no ammo tile on the arena"),
    ({"turret_tiles": [TWO_RED] * 6}, "5 spaces"),
    ({"grabbed_this_turn": ["r1c1", "r1c1"], "turret_tiles": ["empty", "empty"]}, "twice"),
    ({"grabbed_this_turn": ["r1c1"]}, "empty"),
])
def test_a_scenario_s_impossible_turret_position_is_refused(spec, problem):
    with pytest.raises(scenario.ScenarioError, match=problem):
        tur_at({"square": "r1c1"}, **spec)


def test_a_turret_game_saves_and_replays_its_choices_identically(tmp_path):
    game = tur_at({"square": "r0c1"}, turrets={"r1c1": B})
    say(game, "action grab", "move r1c1")
    say(game, next(o for o in sorted(options(game)) if "commandeer" in o))
    path = savefile.save(game, tmp_path / "turret.jsonl")
    again = savefile.verify(path)
    assert again.state.mode_state.owners == game.state.mode_state.owners
    assert state_json(again) == state_json(game)


# -- the words: the log, the options, the narrator, in the rulebooks' terms --------------------
def log_lines(game: Game) -> list[str]:
    from adrenaline.words.log import describe

    return [line for entry in game.log for line in describe(game, entry)]


def test_the_log_says_whose_turret_hits_whom_and_who_commandeers_giving_up_what():
    game = tur_at({"square": "r0c1"}, turrets={"r1c1": D}, tiles=["red+blue+blue"])
    say(game, "action grab", "move r1c1", "grab tile 1 commandeer blue")
    lines = log_lines(game)
    assert "Violet moves to the left square of the purple room; Dozer's turret hits Violet: 1 damage" in lines
    assert "Violet grabs ammo from the turret board: 1 red and 1 blue" in lines
    assert "Violet commandeers the turret on the left square of the purple room, giving up 1 blue cube" in lines
    assert "Dozer's token from the turret becomes a mark on Violet" in lines
    assert not any("shoots" in line for line in lines)


def test_a_turret_hit_during_a_shot_is_told_after_the_move_that_set_it_off():
    game = tur_at({"square": "r0c1", "weapons": ["Tractor Beam"]},
                  {"character": B, "square": "r0c1"}, turrets={"r1c1": D})
    events = say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", "target Banshee",
                 "square r1c1")
    while game.legal().kind == "shoot_plan":
        events += say(game, "done" if "done" in options(game) else "skip")
    assert hits(events) == [(2, 1, 1)]
    line = next(line for line in log_lines(game) if "Tractor Beam" in line)
    assert line.index("Banshee is moved to") < line.index("Dozer's turret hits Banshee: 1 damage")


@pytest.mark.parametrize("code,words", [
    ("fr", ("Tourelle", "Tuile 1, contrôler la Tourelle")),
    ("es", ("torreta", "Ficha 1, tomar el control de la torreta")),
    ("pl", ("Wieżyczk", "Żeton 1, przejmij kontrolę nad Wieżyczką")),
])
def test_the_turret_words_are_the_rulebooks_own_in_each_language(code, words):
    from adrenaline.words import i18n
    from adrenaline.words.options import option_words

    game = tur_at({"square": "r0c1"}, turrets={"r1c1": D}, tiles=["red+blue+blue"])
    say(game, "action grab", "move r1c1")
    i18n.set_language(code)
    turret, option = words
    texts = [option_words(o) for o in game.legal().options]
    assert any(t.startswith(option) for t in texts)
    assert any(turret in line for line in log_lines(game))


def test_the_command_line_narrates_a_turret_game_to_its_end(capsys):
    from adrenaline.cli import main

    assert main(["watch", "--mode", "turret", "--players", "3", "--seed", "3", "--language", "en"]) == 0
    told = capsys.readouterr().out
    assert "'s turret hits" in told and "commandeers the turret" in told and "Turrets:" in told


def test_the_statistics_tell_turret_damage_apart_and_give_the_turrets_points_their_source():
    from adrenaline.play.stats import game_stats

    game = tur_at({"square": "r0c1"}, turrets={"r1c1": B, "r2c1": D, "r2c2": B})
    say(game, "action run", "move r2c2")
    stats = game_stats(game)
    assert stats.damage_by_source["turret"][1][0] == 2 and stats.damage_by_source["turret"][2][0] == 1
    assert stats.damage[1][0] == 2
    assert stats.sources[:4] == ("board", "first blood", "turrets", "double kill")


def test_damage_says_its_source_and_a_log_written_before_sources_reads_as_weapon_damage():
    from adrenaline.core.events import event_from_json, event_to_json

    weapon = Damaged(0, 1, 2, 2, 0, 0)
    assert weapon.source == "weapon" and "source" not in event_to_json(weapon)  # written as before
    turret = Damaged(2, 0, 1, 1, 0, 0, "turret")
    assert event_from_json(event_to_json(turret)) == turret
    old = {"type": "Damaged", "shooter": 1, "target": 0, "amount": 1, "dealt": 1, "from_marks": 0,
           "marks_removed": 0}
    assert event_from_json(old).source == "weapon"


def test_a_turret_token_where_no_turret_is_breaks_the_limits():
    from adrenaline.core.invariants import LimitBroken, check_limits

    game = tur_at({"square": "r1c1"}, turrets={"r1c1": B})
    check_limits(game.state)
    state = game.state.mode_state
    state.owners = tuple(1 if q == sq("r0c2") else s for q, s in enumerate(state.owners))  # a spawnpoint
    with pytest.raises(LimitBroken, match="no turret"):
        check_limits(game.state)
