"""How a game went, from its event log (adrenaline.play.stats): worked examples of the
rulebook's scoring read back as points by source, kills and deaths, and the damage
matrix; then whole games, where the figures must add up to what the table shows."""

from __future__ import annotations

import random

import attrs
import pytest

from adrenaline.cli import random_game
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.events import Damaged, Marked, PointsScored
from adrenaline.core.modes.domination import TrackScored
from adrenaline.play.stats import GameStats, Kill, game_stats, table_stats

from .rules import B, D, S, V, game_at, say
from .test_domination import dom_at, end_turn
from .test_rules_scoring import STRUCTOR_BOARD, four_players


def seat(game: Game, character: str) -> int:
    return game.state.seat_of(character)


# -- worked examples -------------------------------------------------------------------------
def test_a_killshot_s_points_are_first_blood_and_the_board_s_8_6_4():
    """The rulebook's example board: "Violet shot :D-struct-OR first" (first blood, 1),
    Banshee 8, Dozer 6, Violet 4; Dozer dealt the killshot."""
    game = four_players(STRUCTOR_BOARD)
    say(game, "end turn")
    stats = game_stats(game)
    assert stats.by_source["first blood"][seat(game, V)] == 1
    assert {c: stats.by_source["board"][seat(game, c)] for c in (V, B, D, S)} == {V: 4, B: 8, D: 6, S: 0}
    assert stats.kills == (Kill(game.state.turn, seat(game, S), seat(game, D), None),)
    assert stats.kills_by(seat(game, D)) == 1 and stats.deaths_of(seat(game, S)) == 1
    assert stats.overkills_by(seat(game, D)) == 0
    assert stats.points[-1] == tuple(p.points for p in game.state.players)


def test_an_overkill_is_the_twelfth_token_s_dealer():
    game = four_players(STRUCTOR_BOARD + [B])
    say(game, "end turn")
    (kill,) = game_stats(game).kills
    assert (kill.killer, kill.overkill) == (seat(game, D), seat(game, B))


def test_a_double_kill_is_its_own_source():
    """'If you deal multiple killshots on your turn, you get 1 extra point.'"""
    game = game_at([{"character": V, "square": "r0c1", "damage": [D] * 11},
                    {"character": B, "square": "r0c2", "damage": [D] * 11},
                    {"character": D, "square": "r2c0"}], current=D)
    say(game, "end turn")
    stats = game_stats(game)
    assert stats.by_source["double kill"] == (0, 0, 1)
    assert stats.kills_by(seat(game, D)) == 2
    assert sorted(k.victim for k in stats.kills) == [seat(game, V), seat(game, B)]


def test_the_killshot_track_is_scored_at_the_end_as_its_own_source():
    """Sudden death: the last skull ends the game, then FINAL SCORING: every board with
    damage, then the killshot track "as a player board": Banshee and Dozer 2 tokens each
    (the tie to Banshee, whose token came first), Violet 1: 8, 6, 4."""
    game = four_players(STRUCTOR_BOARD, skulls=5, sudden_death=True,
                        killshot_track=[[B], [V], [B], [D]], dozer={"damage": [V, V]})
    say(game, "end turn")
    assert game.state.game_over
    stats = game_stats(game)
    track = {c: stats.by_source["killshot track"][seat(game, c)] for c in (V, B, D, S)}
    assert track == {B: 8, D: 6, V: 4, S: 0}
    assert stats.track_points(seat(game, B)) == 8
    assert stats.by_source["board"][seat(game, V)] == 4 + 8  # :D-struct-OR's board, then Dozer's
    assert stats.over


def test_the_points_a_position_starts_with_are_no_source_s():
    game = four_players(STRUCTOR_BOARD, dozer={"points": 10})
    say(game, "end turn")
    stats = game_stats(game)
    assert stats.points[-1][seat(game, D)] == 16
    assert sum(stats.by_source[s][seat(game, D)] for s in stats.sources) == 6


def test_domination_track_points_are_their_own_source_and_no_killshot_track():
    """DOMINATION, FINAL SCORING: each track pays 8, 6, 4, 2, 1 by tokens, ties all get
    the reward (the rules test's position: blue and yellow tied, red Dozer's)."""
    game = dom_at({"square": "r2c1", "points": 10}, {"character": B, "square": "r2c2", "points": 12},
                  {"character": D, "square": "r2c0", "points": 10},
                  tracks={"blue": [V, B, V, B, V, B, V, B], "red": [D] * 8, "yellow": [B, V]},
                  frenzy=True, final_turns_left=0, actions_left=1)
    end_turn(game)
    stats = game_stats(game)
    assert stats.sources == ("board", "first blood", "spawnpoint track", "double kill")
    assert stats.by_source["spawnpoint track"] == (16, 16, 8)
    assert "killshot track" not in stats.by_source
    assert [stats.track_points(s) for s in stats.seats] == [16, 16, 8]


def test_a_spawnpoint_s_strike_back_killshot_is_nobody_s_kill():
    damage = [V] * 4 + [B] * 4 + [D] * 2
    game = dom_at({"square": "r0c2", "damage": damage})
    end_turn(game)
    (kill,) = game_stats(game).kills
    assert kill.victim == 0 and kill.killer is None
    assert game_stats(game).deaths_of(0) == 1 and not any(game_stats(game).kills_by(s) for s in range(3))


# -- whole games -----------------------------------------------------------------------------
@pytest.fixture(scope="module", params=["deathmatch", "domination"])
def whole_game(request) -> Game:
    setup = default_setup(5, "D", 8, False, seed=11, mode=request.param)
    return random_game(setup, random.Random(11))[0]


def test_the_damage_matrix_sums_the_damaged_and_marked_events(whole_game):
    n = len(whole_game.state.players)
    damage = [[0] * n for _ in range(n)]
    marks = [[0] * n for _ in range(n)]
    for entry in whole_game.log:
        for e in entry.events:
            if isinstance(e, Damaged):
                damage[e.shooter][e.target] += e.amount
            elif isinstance(e, Marked):
                marks[e.giver][e.target] += e.count
    stats = game_stats(whole_game)
    assert stats.damage == tuple(map(tuple, damage)) and sum(map(sum, damage)) > 0
    assert stats.marks == tuple(map(tuple, marks))
    assert sum(stats.damage_dealt(s) for s in stats.seats) == sum(stats.damage_taken(s) for s in stats.seats)


def test_points_by_source_add_up_to_each_player_s_points(whole_game):
    stats = game_stats(whole_game)
    for s, p in enumerate(whole_game.state.players):
        assert sum(stats.by_source[src][s] for src in stats.sources) == p.points == stats.final_points(s)
    scored = sum(e.points for entry in whole_game.log for e in entry.events if isinstance(e, PointsScored))
    tracks = sum(points for entry in whole_game.log for e in entry.events if isinstance(e, TrackScored)
                 for _seat, points in e.shares)
    assert sum(map(sum, stats.by_source.values())) == scored + tracks
    assert stats.sources[:len(whole_game.mode.points_sources)] == whole_game.mode.points_sources


def test_kills_and_deaths_match_the_boards_and_the_turns(whole_game):
    stats = game_stats(whole_game)
    assert [stats.deaths_of(s) for s in stats.seats] == [p.deaths for p in whole_game.state.players]
    assert all(0 < k.turn <= whole_game.state.turn for k in stats.kills)
    assert [k.turn for k in stats.kills] == sorted(k.turn for k in stats.kills)
    if whole_game.mode.name == "deathmatch":  # every killshot token is on the track
        assert sum(stats.kills_by(s) for s in stats.seats) == len(whole_game.state.killshot_track)
        assert sum(stats.overkills_by(s) for s in stats.seats) == sum(
            len(space) - 1 for space in whole_game.state.killshot_track)


def test_points_are_sampled_at_the_end_of_every_turn(whole_game):
    stats = game_stats(whole_game)
    assert stats.turns == tuple(range(whole_game.state.turn + 1))
    assert stats.points[0] == (0,) * len(stats.players)
    for before, after in zip(stats.points, stats.points[1:]):  # points are never lost
        assert all(a >= b for a, b in zip(after, before))
    assert stats.turn_players[1:] == tuple((t - 1) % len(stats.players) for t in stats.turns[1:])
    assert stats.frenzy_turn is not None and stats.over


def test_the_figures_at_a_log_position_are_those_of_the_game_up_to_there(whole_game):
    """A replay shows the plots as they stood at its moment."""
    upto = len(whole_game.log) // 2
    stats = game_stats(whole_game, upto)
    there = Game.replay(whole_game.setup, whole_game.log[:upto])
    assert stats.points[-1] == tuple(p.points for p in there.state.players)
    assert stats.turns[-1] == there.state.turn
    assert [stats.deaths_of(s) for s in stats.seats] == [p.deaths for p in there.state.players]
    assert not stats.over
    start = game_stats(whole_game, 1)  # the setup: the first turn has begun
    assert start.turns == (0, 1) and start.points == ((0,) * len(start.players),) * 2
    assert not start.kills and not any(map(sum, start.damage))


def test_a_game_not_finished_shows_only_what_the_table_showed_its_points_are_face_down(whole_game):
    """Rulebook, POINT TOKENS: "Point tokens are kept near your board face down": the
    points (over the game, by source) of an unfinished game are left out; damage and
    marks dealt, kills and deaths, final frenzy were on the table and stay."""
    upto = len(whole_game.log) * 3 // 4
    full = game_stats(whole_game, upto)
    shown = table_stats(full)
    assert not shown.points_shown and full.points_shown
    assert shown.points == () and shown.by_source == {} and shown.sources == ()
    assert not any(shown.track_points(s) for s in shown.seats)
    # every other figure is the table's, as it was; a new figure must be sorted into one or the other
    public = {"players", "turns", "turn_players", "damage", "marks", "kills", "frenzy_turn", "over",
              "damage_by_source"}
    face_down = {"points", "sources", "by_source", "points_shown"}
    assert {f.name for f in attrs.fields(GameStats)} == public | face_down
    assert all(getattr(shown, name) == getattr(full, name) for name in public)
    assert any(map(sum, shown.damage))
