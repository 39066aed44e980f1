"""Domination, rule by rule as the rulebook states it (DOMINATION MODE; the rules
reference's DOM-n numbers), as positions played through ``legal()``/``submit()``.

Arena C: the blue spawnpoint is r0c2 (the blue room, with r0c1), the red one r1c0
(the red room, with r0c0), the yellow one r2c3 (the yellow room, with r1c3).
Violet (purple tokens) plays; turn 4 of a 3-player game is her second turn.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

from adrenaline.cli import main
from adrenaline.core import savefile, scenario
from adrenaline.core.engine import Game, SetupError, default_setup
from adrenaline.core.events import Damaged, FigureMoved, Marked, PointsScored
from adrenaline.core.modes.domination import (
    KillshotScored, OverkillPlaced, SpawnpointTagged, StruckBack, TrackScored, track_rewards,
)
from adrenaline.core.serialize import state_json
from adrenaline.core.targets import Spawnpoint

from .rules import B, D, V, game_at, options, player, say

ROOT = Path(__file__).resolve().parents[1]
SECOND_TURN = 4  # Violet's second turn in a 3-player game (turns count from 1, seat 0 first)
LATER_TURN = 13  # Violet's fifth turn: time enough for full tracks (the scenario's limit)


def dom_at(violet: dict, *others: dict, turn: int = SECOND_TURN, **spec) -> Game:
    """A Domination position: Violet (seat 0) plays, the others follow in seat order."""
    players = [{"character": V, **violet}, *others]
    if len(players) < 3:
        players += [{"character": c, "square": "r2c1"} for c in (B, D)
                    if all(p["character"] != c for p in players)][:3 - len(players)]
    return game_at(players, mode="domination", current=V, turn=turn, **spec)


def tracks(game: Game) -> dict[str, list[str]]:
    return state_json(game)["mode"]["tracks"]


def tags(events) -> list[tuple[str, str]]:
    return [(e.colour, e.how) for e in events if isinstance(e, SpawnpointTagged)]


def fire(game: Game) -> list:
    """Go on with the shot being planned, adding nothing optional (skip, then done)."""
    events: list = []
    while game.legal().kind == "shoot_plan":
        events += say(game, "done" if "done" in options(game) else "skip")
    return events


def end_turn(game: Game) -> list:
    """End Violet's turn (reloading nothing); when her last action ended it already,
    the events of that choice."""
    decision = game.legal()
    if decision is None or (decision.decider, decision.kind) != (0, "action"):
        return list(game.log[-1].events)
    events = say(game, "end turn")
    if game.legal() is not None and game.legal().kind == "reload":
        events += say(game, "done")
    return events


# -- DOM-2: setup -------------------------------------------------------------------------
def test_domination_is_played_with_8_skulls_in_the_skull_box():
    setup = default_setup(4, "C", mode="domination")
    assert setup.skulls == 8
    with pytest.raises(SetupError) as error:
        attrs.evolve(setup, skulls=5).validate()
    assert error.value.reason == "mode_skulls"
    game = Game.new(setup)
    assert state_json(game)["mode"] == {
        "name": "domination", "tracks": {"blue": [], "red": [], "yellow": []},
        "tagged_this_turn": [], "overkill_owed": [], "first_turn": True, "full_tracks": 0}
    assert game.state.killshot_track == [] and game.state.skulls_left == 8


def test_domination_always_ends_with_final_frenzy_never_sudden_death():
    with pytest.raises(SetupError) as error:
        attrs.evolve(default_setup(4, "C", mode="domination"), sudden_death=True).validate()
    assert error.value.reason == "mode_sudden_death"


# -- DOM-3: first turn ----------------------------------------------------------------------
def test_each_player_s_first_turn_follows_the_normal_rules_no_spawnpoint_is_a_target():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]}, {"character": B, "square": "r1c1"},
                  turn=1)
    say(game, "action shoot", "weapon Lock Rifle")
    assert options(game) == {"target Banshee"}


def test_on_your_first_turn_ending_on_a_spawnpoint_neither_tags_it_nor_strikes_back():
    game = dom_at({"square": "r0c2"}, turn=1)
    events = end_turn(game)
    assert not tags(events) and not any(isinstance(e, StruckBack) for e in events)
    assert player(game, V).damage == []


# -- DOM-5, DOM-6: damaging a spawnpoint ------------------------------------------------------
def test_a_spawnpoint_is_a_target_as_though_it_were_a_player():
    game = dom_at({"square": "r1c1", "weapons": ["Lock Rifle"]})
    say(game, "action shoot", "weapon Lock Rifle")
    # from the purple room the blue spawnpoint is in sight; the red and yellow ones are not
    assert {o for o in options(game) if "spawnpoint" in o} == {"target blue spawnpoint"}


def test_a_spawnpoint_is_tagged_once_per_turn_however_much_damage():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle", "Machine Gun"]},
                  {"character": B, "square": "r0c1"})
    events = say(game, "action shoot", "weapon Lock Rifle", "target blue spawnpoint") + fire(game) + fire(game)
    assert tags(events) == [("blue", "damage")]  # 2 damage: 1 token
    assert tracks(game)["blue"] == ["purple"]
    assert state_json(game)["mode"]["tagged_this_turn"] == ["blue"]
    assert not any(isinstance(e, (Damaged, Marked)) for e in events)  # no board takes them
    # the second Shoot action: the blue spawnpoint is no target any more this turn
    say(game, "action shoot", "weapon Machine Gun")
    assert "target Banshee" in options(game) and "target blue spawnpoint" not in options(game)


def test_damage_tags_and_ending_the_turn_alone_on_it_tags_it_again():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]})
    say(game, "action shoot", "weapon Lock Rifle", "target blue spawnpoint")
    fire(game)
    say(game, "action run", "move r0c2")
    events = end_turn(game)
    assert tags(events) == [("blue", "alone")]
    assert tracks(game)["blue"] == ["purple", "purple"]


def test_an_effect_that_only_gives_marks_never_tags_and_marks_on_a_spawnpoint_are_ignored():
    game = dom_at({"square": "r0c1", "weapons": ["ZX-2"]})
    events = say(game, "action shoot", "weapon ZX-2", "effect in scanner mode",
                 "target blue spawnpoint") + fire(game)
    assert not tags(events) and not any(isinstance(e, Marked) for e in events)
    assert tracks(game)["blue"] == []


def test_the_next_turn_the_spawnpoint_can_be_tagged_by_damage_again():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]}, tagged_this_turn=["blue"],
                  tracks={"blue": ["Violet"]})
    say(game, "action shoot", "weapon Lock Rifle")
    assert "target blue spawnpoint" not in options(game)
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]}, tracks={"blue": ["Violet"]},
                  turn=SECOND_TURN + 3)
    say(game, "action shoot", "weapon Lock Rifle")
    assert "target blue spawnpoint" in options(game)


# -- DOM-7: what a spawnpoint cannot do -------------------------------------------------------
def test_the_tractor_beam_tags_a_spawnpoint_only_if_you_can_see_it():
    game = dom_at({"square": "r1c1", "weapons": ["Tractor Beam"]}, {"character": B, "square": "r2c3"})
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode")
    offered = options(game)
    assert "target blue spawnpoint" in offered  # r0c2 is in sight from r1c1
    assert "target red spawnpoint" not in offered  # r1c0: out of sight, and it cannot be moved
    events = say(game, "target blue spawnpoint")
    assert options(game) == {"square r0c2"}  # it never moves
    events += say(game, "square r0c2")
    assert tags(events) == [("blue", "damage")] and not any(isinstance(e, FigureMoved) for e in events)


def test_the_tractor_beam_s_punisher_mode_takes_only_the_spawnpoint_on_your_square():
    game = dom_at({"square": "r0c1", "weapons": ["Tractor Beam"]}, {"character": B, "square": "r0c0"})
    say(game, "action shoot", "weapon Tractor Beam", "effect in punisher mode")
    assert "target blue spawnpoint" not in options(game)  # 1 move away: it would have to move
    game = dom_at({"square": "r0c2", "weapons": ["Tractor Beam"]}, {"character": B, "square": "r0c0"})
    say(game, "action shoot", "weapon Tractor Beam", "effect in punisher mode")
    assert "target blue spawnpoint" in options(game)


def test_the_vortex_cannon_tags_only_a_spawnpoint_on_the_vortex():
    game = dom_at({"square": "r1c1", "weapons": ["Vortex Cannon"]}, {"character": B, "square": "r0c1"})
    say(game, "action shoot", "weapon Vortex Cannon", "square r0c1")
    assert options(game) == {"target Banshee"}  # the blue spawnpoint next to it stays put
    game = dom_at({"square": "r1c1", "weapons": ["Vortex Cannon"]}, {"character": B, "square": "r0c1"})
    events = say(game, "action shoot", "weapon Vortex Cannon", "square r0c2")
    assert "target blue spawnpoint" in options(game)
    events += say(game, "target blue spawnpoint", "done")
    assert tags(events) == [("blue", "damage")]


def test_the_thor_takes_a_spawnpoint_as_a_target_but_cannot_chain_from_it():
    game = dom_at({"square": "r1c1", "weapons": ["T.H.O.R."], "ammo": {"blue": 3}},
                  {"character": B, "square": "r0c1"})
    say(game, "action shoot", "weapon T.H.O.R.", "target blue spawnpoint")
    # Banshee on r0c1 would be in the spawnpoint's sight, but it sees nothing
    assert "effect with chain reaction" not in options(game)
    game = dom_at({"square": "r1c1", "weapons": ["T.H.O.R."]}, {"character": B, "square": "r0c1"})
    say(game, "action shoot", "weapon T.H.O.R.", "target Banshee",
        "effect with chain reaction")
    assert "target blue spawnpoint" in options(game)  # a later target may be a spawnpoint


def test_a_move_rider_still_tags_and_the_spawnpoint_stays_put():
    game = dom_at({"square": "r0c2", "weapons": ["Shotgun"]})
    events = say(game, "action shoot", "weapon Shotgun", "target blue spawnpoint")
    assert options(game) <= {"square r0c2", "done", "skip"}
    while game.legal().kind == "shoot_plan":
        events += say(game, sorted(options(game))[0])
    assert tags(events) == [("blue", "damage")] and not any(isinstance(e, FigureMoved) for e in events)


def test_newton_cannot_move_a_spawnpoint():
    game = dom_at({"square": "r0c2", "powerups": ["newton/red"]}, {"character": B, "square": "r0c1"})
    say(game, "use newton/red")
    assert options(game) == {"target Banshee", "target Dozer"}


def test_the_targeting_scope_is_not_offered_on_a_spawnpoint():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"], "powerups": ["targeting scope/red"]})
    say(game, "action shoot", "weapon Lock Rifle", "target blue spawnpoint")
    fire(game)
    assert game.legal().kind == "action"  # nothing damaged but a spawnpoint: no scope to use


# -- DOM-8: area effects ------------------------------------------------------------------------
def test_a_weapon_that_damages_everyone_in_a_room_tags_the_spawnpoint_in_it():
    game = dom_at({"square": "r1c1", "weapons": ["Furnace"]}, {"character": B, "square": "r0c1"})
    events = say(game, "action shoot", "weapon Furnace", "effect basic mode", "room blue")
    assert tags(events) == [("blue", "damage")]
    assert player(game, B).damage == [0]


def test_a_weapon_that_damages_everyone_on_your_square_tags_the_spawnpoint_you_stand_on():
    game = dom_at({"square": "r0c2", "weapons": ["Electroscythe"]})
    events = say(game, "action shoot", "weapon Electroscythe", "effect basic mode")
    assert tags(events) == [("blue", "damage")]


def test_an_area_effect_adds_nothing_to_a_spawnpoint_already_tagged_this_turn():
    game = dom_at({"square": "r1c1", "weapons": ["Furnace"]}, {"character": B, "square": "r0c1"},
                  tracks={"blue": ["Violet"]}, tagged_this_turn=["blue"])
    events = say(game, "action shoot", "weapon Furnace", "effect basic mode", "room blue")
    assert not tags(events) and tracks(game)["blue"] == ["purple"]


# -- DOM-9, DOM-10: ending on a spawnpoint -------------------------------------------------------
def test_ending_your_turn_alone_on_a_spawnpoint_tags_it_and_it_strikes_back_in_your_colour():
    game = dom_at({"square": "r0c2"})
    events = end_turn(game)
    assert tags(events) == [("blue", "alone")]
    assert [(e.colour, e.amount) for e in events if isinstance(e, StruckBack)] == [("blue", 1)]
    assert player(game, V).damage == [0]  # her own token


def test_the_spawnpoint_strikes_back_even_when_you_are_not_alone_but_then_you_do_not_tag_it():
    game = dom_at({"square": "r0c2"}, {"character": B, "square": "r0c2"})
    events = end_turn(game)
    assert not tags(events)
    assert player(game, V).damage == [0]


def test_a_player_killed_this_turn_is_not_another_player_on_the_spawnpoint():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]},
                  {"character": B, "square": "r0c2", "damage": [D] * 9})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    fire(game)
    say(game, "action run", "move r0c2")
    events = end_turn(game)
    assert ("blue", "alone") in tags(events)


def test_your_own_tokens_score_as_nobody_s_and_their_points_stay_in_the_bank():
    # Violet: 4 of her own tokens first, 4 of Banshee's, 2 of Dozer's; the strike-back
    # is the 11th, the killshot: she ranks first on her own board, for nobody
    damage = [V] * 4 + [B] * 4 + [D] * 2
    game = dom_at({"square": "r0c2", "damage": damage})
    events = end_turn(game)
    scored = {(game.names[e.player], e.points, e.reason) for e in events if isinstance(e, PointsScored)}
    assert scored == {(B, 6, "board"), (D, 4, "board")}  # no first blood, no 8, no double kill
    assert any(isinstance(e, KillshotScored) and e.killer == e.victim == 0 for e in events)
    assert game.state.skulls_left == 7 and game.state.killshot_track == []
    assert player(game, V).deaths == 1


def test_the_spawnpoint_never_deals_overkill():
    game = dom_at({"square": "r0c2", "damage": [B] * 10})
    end_turn(game)
    assert game.legal().kind == "spawn"  # killed, scored, respawning: no overkill question


# -- DOM-11: killshots and overkill ------------------------------------------------------------
def test_a_killshot_is_not_tracked_but_a_skull_leaves_the_skull_box():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]},
                  {"character": B, "square": "r1c1", "damage": [D] * 9})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    fire(game)
    events = end_turn(game)
    assert [e.victim for e in events if isinstance(e, KillshotScored)] == [1]
    assert game.state.killshot_track == [] and game.state.skulls_left == 7
    assert not any(isinstance(e, OverkillPlaced) for e in events)


def test_the_overkill_token_goes_on_the_track_of_the_dealer_s_choice_and_the_revenge_mark_follows():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]},
                  {"character": B, "square": "r1c1", "damage": [D] * 10},
                  tracks={"red": ["Dozer"]})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    fire(game)
    end_turn(game)
    decision = game.legal()
    assert (decision.decider, decision.kind) == (0, "overkill_track")
    assert decision.texts() == ["track blue", "track red", "track yellow"]
    assert state_json(game)["mode"]["overkill_owed"] == ["purple"]  # the turn waits for it
    events = say(game, "track red")
    assert [(e.player, e.colour) for e in events if isinstance(e, OverkillPlaced)] == [(0, "red")]
    assert tracks(game)["red"] == ["grey", "purple"]
    assert player(game, V).marks[1] == 1  # Banshee's revenge mark
    assert game.legal().kind == "spawn" and game.legal().decider == 1


def test_a_game_waiting_for_the_overkill_track_is_saved_and_restored_at_that_question(tmp_path):
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]},
                  {"character": B, "square": "r1c1", "damage": [D] * 10})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    fire(game)
    end_turn(game)
    path = savefile.save(game, tmp_path / "overkill.jsonl")
    restored = savefile.restore(path).game
    assert restored.legal().texts() == ["track blue", "track red", "track yellow"]
    say(restored, "track yellow")
    assert tracks(restored)["yellow"] == ["purple"]


# -- DOM-12: final frenzy -------------------------------------------------------------------------
def test_final_frenzy_starts_when_two_tracks_each_hold_8_tokens():
    game = dom_at({"square": "r1c0"}, tracks={"blue": [B] * 8, "red": [D] * 7}, turn=LATER_TURN)
    end_turn(game)  # Violet tags the red spawnpoint alone: its 8th token
    assert len(tracks(game)["red"]) == 8
    assert game.state.frenzy and game.state.skulls_left == 8


def test_one_full_track_does_not_start_final_frenzy():
    game = dom_at({"square": "r1c0"}, tracks={"blue": [B] * 9, "red": [D] * 5}, turn=LATER_TURN)
    end_turn(game)
    assert not game.state.frenzy


def test_final_frenzy_starts_when_the_last_skull_leaves_the_skull_box():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]},
                  {"character": B, "square": "r1c1", "damage": [D] * 9}, skulls_taken=7)
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    fire(game)
    end_turn(game)
    assert game.state.skulls_left == 0 and game.state.frenzy


# -- DOM-13: final scoring --------------------------------------------------------------------------
def test_each_track_pays_8_6_4_2_1_by_tokens():
    assert track_rewards((0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4)) == (
        (0, 8), (1, 6), (2, 4), (3, 2), (4, 1))


def test_tied_players_all_get_the_reward_and_the_next_player_is_third():
    # "if two players are tied for first, they will both get 8, but the next player is
    # third and will get 4"
    assert track_rewards((0, 1, 0, 1, 2)) == ((0, 8), (1, 8), (2, 4))
    # 3, 2, 2, 1, 1 tokens: 8, 6, 6, 2, 2
    assert dict(track_rewards((0, 0, 0, 1, 1, 2, 2, 3, 4))) == {0: 8, 1: 6, 2: 6, 3: 2, 4: 2}


def test_a_player_with_no_token_on_a_track_scores_nothing_for_it():
    assert track_rewards(()) == () and track_rewards((2,)) == ((2, 8),)


def test_final_scoring_scores_the_boards_then_each_track_and_ties_stay_tied():
    game = dom_at({"square": "r2c1", "points": 10}, {"character": B, "square": "r2c2", "points": 12},
                  {"character": D, "square": "r2c0", "points": 10},
                  tracks={"blue": [V, B, V, B, V, B, V, B], "red": [D] * 8, "yellow": [B, V]},
                  frenzy=True, final_turns_left=0, actions_left=1)
    events = end_turn(game)
    scored = {e.colour: e.shares for e in events if isinstance(e, TrackScored)}
    assert scored == {"blue": ((0, 8), (1, 8)), "red": ((2, 8),), "yellow": ((0, 8), (1, 8))}
    g = game.state
    assert g.game_over and [p.points for p in g.players] == [26, 28, 18]
    assert g.ranking == [[1], [0], [2]]


def test_players_tied_on_points_stay_tied():
    game = dom_at({"square": "r2c1"}, {"character": B, "square": "r2c2"},
                  {"character": D, "square": "r2c0"},
                  tracks={"blue": [V, B] * 4, "red": [D] * 8},
                  frenzy=True, final_turns_left=0, actions_left=1)
    end_turn(game)
    assert game.state.ranking == [[0, 1, 2]]


# -- DOM-15: three players ------------------------------------------------------------------------
def test_a_three_player_domination_game_has_the_three_spawnpoints_as_added_targets():
    game = Game.new(default_setup(3, "A", seed=4, mode="domination"))
    targets = game.mode.targets(game)
    assert targets[3:] == (Spawnpoint("blue"), Spawnpoint("red"), Spawnpoint("yellow"))


# -- outside the core --------------------------------------------------------------------------------
def test_the_json_state_shows_the_mode_the_tracks_the_skulls_and_this_turn_s_tags():
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]}, tracks={"yellow": ["Dozer"]},
                  skulls_taken=3)
    say(game, "action shoot", "weapon Lock Rifle", "target blue spawnpoint")
    fire(game)
    s = state_json(game)
    assert s["mode"]["name"] == "domination"
    assert s["mode"]["tracks"] == {"blue": ["purple"], "red": [], "yellow": ["grey"]}
    assert s["mode"]["tagged_this_turn"] == ["blue"]
    assert s["skulls"] == {"total": 8, "left": 5}
    assert s["killshot_track"] == []


def test_the_domination_example_file_tags_once_and_puts_the_overkill_token_on_red():
    game = scenario.play_file(ROOT / "docs" / "examples" / "domination_overkill.toml")
    s = state_json(game)
    assert s["mode"]["tracks"] == {"blue": ["grey", "purple"], "red": ["grey", "blue", "purple"],
                                   "yellow": []}
    assert s["skulls"]["left"] == 5 and s["killshot_track"] == []
    assert s["players"][0]["marks"] == {"blue": 1}  # Banshee's revenge mark


def test_simulate_plays_domination_when_told_and_deathmatch_by_default(capsys):
    assert main(["simulate", "--mode", "domination", "--players", "3", "--games", "2",
                 "--seed", "5", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == "domination" and report["skulls"] == 8
    assert all(g["turns"] > 0 and g["winner"] for g in report["games"])
    assert main(["simulate", "--players", "3", "--games", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["mode"] == "deathmatch"


def test_watch_tells_the_tags_the_strike_back_and_the_tracks_scoring(capsys):
    assert main(["watch", "--mode", "domination", "--players", "3", "--seed", "3",
                 "--language", "en"]) == 0
    told = capsys.readouterr().out
    assert "and tags it" in told and "strikes back" in told and "Track of the" in told


def test_a_mode_the_program_does_not_know_is_refused_on_the_command_line(capsys):
    with pytest.raises(SystemExit) as exit_code:
        main(["simulate", "--mode", "capture-the-flag"])
    assert exit_code.value.code == 2
    assert "invalid choice: 'capture-the-flag'" in capsys.readouterr().err


def test_bots_of_every_level_play_legal_domination_games_to_the_end():
    from adrenaline.bots.arena import play_one

    for index, levels in enumerate([("easy", "normal", "hard"), ("normal", "easy", "normal", "hard")]):
        result = play_one((levels, "B", 8, 40 + index, 0, 0.02, "domination"))
        assert sum(result["wins"]) == pytest.approx(1) and max(result["points"]) > 0


def test_the_normal_computer_player_values_a_tag_and_shoots_a_spawnpoint_for_it():
    from adrenaline.bots import make_bot
    from adrenaline.core.view import player_view

    # nobody else in reach: the blue spawnpoint is the only target worth a shot
    game = dom_at({"square": "r1c1", "weapons": ["Lock Rifle"]}, {"character": B, "square": "r2c3"},
                  {"character": D, "square": "r2c3"})
    bot = make_bot("normal", seed=1)
    while (d := game.legal()) is not None and d.decider == 0 and game.state.turn == SECOND_TURN:
        game.submit(0, bot.choose(player_view(game, 0), d))
    assert tracks(game)["blue"][:1] == ["purple"]
