"""SCORING, DEATH AND RESPAWN, OVERKILL, FINAL FRENZY, FINAL SCORING, TIEBREAKERS."""

from __future__ import annotations

from adrenaline.core.events import KillshotTracked, PlayerDied

from .rules import game_at, player, points_by, say

V, B, D, S = "Violet", "Banshee", "Dozer", ":D-struct-OR"

# The rulebook's example board: "Violet shot :D-struct-OR first ... Banshee and Dozer each
# dealt four damage. Banshee's token is first ... Violet is third." Dozer made the killshot.
STRUCTOR_BOARD = [V, B, B, D, D, B, V, B, D, V, D]


def four_players(structor_damage, current=D, **extra):
    return game_at(
        [
            {"character": V, "square": "r0c1"},
            {"character": B, "square": "r0c2"},
            {"character": D, "square": "r2c0", **extra.pop("dozer", {})},
            {"character": S, "square": "r1c1", "damage": structor_damage, **extra.pop("structor", {})},
        ],
        current=current,
        **extra,
    )


def test_dstructor_board_example_first_blood_then_8_6_4():
    game = four_players(STRUCTOR_BOARD)
    events = say(game, "end turn")
    assert points_by(game, events, "first blood") == {V: 1}
    # ties go to the player whose damage landed first: Banshee before Dozer
    assert points_by(game, events, "board") == {B: 8, D: 6, V: 4}
    # "Dozer's killshot token will go to the killshot track"
    tracked = [e for e in events if isinstance(e, KillshotTracked)]
    assert [game.names[s] for s in tracked[0].tokens] == [D]
    # ":D-struct-OR's board will get a skull"
    assert player(game, S).skulls == 1 and player(game, S).deaths == 1
    assert game.state.skulls_left == 7


def test_each_skull_lowers_the_values_6_4_2_1_then_4_2_1_1():
    game = four_players(STRUCTOR_BOARD, structor={"skulls": 1, "deaths": 1},
                        killshot_track=[[B]])
    events = say(game, "end turn")
    assert points_by(game, events, "board") == {B: 6, D: 4, V: 2}
    game = four_players(STRUCTOR_BOARD, structor={"skulls": 2, "deaths": 2},
                        killshot_track=[[B], [V]])
    events = say(game, "end turn")
    assert points_by(game, events, "board") == {B: 4, D: 2, V: 1}


def test_everyone_who_did_damage_scores_at_least_one_point():
    # after 5 skulls the board pays only 1 each (the last values are 1, 1)
    track = [[B]] * 5
    game = four_players(STRUCTOR_BOARD, structor={"skulls": 5, "deaths": 5}, killshot_track=track)
    events = say(game, "end turn")
    assert points_by(game, events, "board") == {B: 1, D: 1, V: 1}


def test_overkill_goes_on_the_track_with_the_killshot_and_earns_a_revenge_mark():
    game = four_players(STRUCTOR_BOARD + [B])
    events = say(game, "end turn")
    tracked = [e for e in events if isinstance(e, KillshotTracked)][0]
    assert [game.names[s] for s in tracked.tokens] == [D, B]
    # "If you overkill a player, that player will give you a mark"
    assert player(game, B).marks[game.state.seat_of(S)] == 1


def test_death_clears_damage_keeps_marks_weapons_and_ammo_and_respawns_with_a_drawn_powerup():
    game = four_players(
        STRUCTOR_BOARD,
        structor={"marks": {V: 2}, "weapons": [{"name": "Lock Rifle", "loaded": False}],
                  "ammo": {"red": 3, "blue": 0, "yellow": 2},
                  "powerups": ["newton/red", "teleporter/blue", "tagback grenade/yellow"]},
    )
    say(game, "end turn")
    s = player(game, S)
    assert s.damage == [] and s.square is None
    # "Draw one powerup card, even if you already have three."
    assert len(s.powerups) == 4
    decision = game.legal()
    assert decision.decider_name == S and decision.kind == "spawn"
    say(game, "discard teleporter/blue")
    assert s.square == game.state.board.spawnpoints["blue"]
    assert len(s.powerups) == 3
    assert s.marks[game.state.seat_of(V)] == 2
    assert s.weapons == [("Lock Rifle", False)] and s.ammo == [3, 0, 2]
    # the next player's turn follows the respawn
    assert game.legal().decider_name == S  # :D-struct-OR sits after Dozer


def test_double_kill_scores_one_extra_point():
    game = game_at(
        [
            {"character": V, "square": "r0c1", "damage": [D] * 11},
            {"character": B, "square": "r0c2", "damage": [D] * 11},
            {"character": D, "square": "r2c0"},
        ],
        current=D,
    )
    events = say(game, "end turn")
    assert points_by(game, events, "double kill") == {D: 1}
    assert len([e for e in events if isinstance(e, PlayerDied)]) == 2


def test_sudden_death_ends_the_game_when_the_last_skull_is_taken():
    game = four_players(STRUCTOR_BOARD, skulls=5, sudden_death=True,
                        killshot_track=[[B], [V], [B], [D]])
    say(game, "end turn")
    assert game.state.game_over and game.legal() is None
    assert game.state.ranking


def test_final_frenzy_flips_boards_with_no_damage_and_gives_everyone_one_more_turn():
    game = four_players(STRUCTOR_BOARD, skulls=5, killshot_track=[[B], [V], [B], [D]],
                        dozer={"damage": [B]})
    say(game, "end turn")
    g = game.state
    assert g.frenzy and not g.game_over
    # everyone with no damage flips, including the board just scored
    flipped = {p.character for p in g.players if p.frenzy_board}
    assert flipped == {V, B, S}
    # Dozer (seat 2) triggered it; seats 3 then 0 (the first player), 1, 2 play once more.
    # Only seat 3 plays before the first player: 2 frenzy actions; the others 1.
    assert g.frenzy_double == (False, False, False, True)
    # :D-struct-OR respawns first, then takes the first final turn
    say(game, game.legal().texts()[0])
    assert game.legal().decider_name == S and g.actions_left == 2
    assert "action run" in game.legal().texts()


def test_frenzy_boards_pay_2_1_1_1_and_no_first_blood():
    game = game_at(
        [
            {"character": V, "square": "r0c1"},
            {"character": B, "square": "r0c2"},
            {"character": D, "square": "r2c0"},
            {"character": S, "square": "r1c1", "damage": STRUCTOR_BOARD, "frenzy_board": True},
        ],
        current=D, skulls=5, killshot_track=[[B]] * 5, frenzy=True, final_turns_left=2,
    )
    events = say(game, "end turn")
    assert points_by(game, events, "first blood") == {}
    assert points_by(game, events, "board") == {B: 2, D: 1, V: 1}


def test_after_frenzy_the_first_player_and_later_take_one_action_with_no_plain_run():
    game = game_at(
        [{"character": c, "square": "r0c1"} for c in (V, B, D)],
        current=V, skulls=5, killshot_track=[[B]] * 5, frenzy=True, final_turns_left=2,
    )
    assert game.state.frenzy_double[0] is False  # Violet is the first player
    assert game.state.actions_left == 1
    assert "action run" not in game.legal().texts()


def test_final_scoring_scores_boards_and_the_killshot_track_ties_to_the_earlier_killshot():
    game = game_at(
        [
            {"character": V, "square": "r0c1", "damage": [B, B, D]},
            {"character": B, "square": "r0c2"},
            {"character": D, "square": "r2c0"},
        ],
        current=D, skulls=5, killshot_track=[[D], [B, B], [D, D], [V], [B]],
        frenzy=True, final_turns_left=0,
    )
    events = []
    original = game.emit
    game.emit = lambda e: (original(e), events.append(e))
    game.mode.final_scoring(game)
    assert points_by(game, events, "first blood") == {B: 1}
    assert points_by(game, events, "board") == {B: 8, D: 6}
    # tokens: Banshee 3, Dozer 3 (Dozer's first killshot came earlier), Violet 1
    assert points_by(game, events, "killshot track") == {D: 8, B: 6, V: 4}


def test_ties_go_to_the_higher_killshot_track_score_and_otherwise_stay():
    game = game_at(
        [
            {"character": V, "square": "r0c1", "points": 10},
            {"character": B, "square": "r0c2", "points": 12},
            {"character": D, "square": "r2c0", "points": 16},
        ],
        current=D, skulls=5, killshot_track=[[V], [V], [B], [B], [V]],
        frenzy=True, final_turns_left=0,
    )
    game.mode.final_scoring(game)
    # Violet 10 + 8 = 18, Banshee 12 + 6 = 18: tie broken by the track, Violet first
    names = [[game.names[s] for s in group] for group in game.state.ranking]
    assert names == [[V], [B], [D]]
    # players with no killshot who tie remain tied
    game = game_at(
        [
            {"character": V, "square": "r0c1", "points": 20},
            {"character": B, "square": "r0c2", "points": 12},
            {"character": D, "square": "r2c0", "points": 12},
        ],
        current=D, skulls=5, killshot_track=[[V]] * 5, frenzy=True, final_turns_left=0,
    )
    game.mode.final_scoring(game)
    names = [sorted(game.names[s] for s in group) for group in game.state.ranking]
    assert names == [[V], [B, D]]


def test_killshot_track_is_scored_as_a_player_board_8_6_4_2_1():
    """Rules summary, FINAL SCORING: "2. Score most damage on the killshot track as you
    score a player board." A board pays 8, 6, 4, 2, 1, 1 (and at least 1 to each), so the
    fifth player on the track scores 1, not 2."""
    P = "Sprog"
    game = game_at(
        [
            {"character": V, "square": "r0c1"},
            {"character": B, "square": "r0c2"},
            {"character": D, "square": "r2c0"},
            {"character": S, "square": "r1c1"},
            {"character": P, "square": "r1c2"},
        ],
        current=D, skulls=8,
        killshot_track=[[S], [V, V], [B, B], [D], [P], [V, V], [B], [D]],
        frenzy=True, final_turns_left=0,
    )
    events = []
    original = game.emit
    game.emit = lambda e: (original(e), events.append(e))
    game.mode.final_scoring(game)
    # tokens: Violet 4, Banshee 3, Dozer 2, :D-struct-OR 1 (earlier), Sprog 1
    assert points_by(game, events, "killshot track") == {V: 8, B: 6, D: 4, S: 2, P: 1}
