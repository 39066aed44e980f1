"""Computer players in Domination: every level plays whole games; Normal values the
spawnpoints' tracks (a tag is worth the points it moves at final scoring), puts its
overkill token where it gains most, and does not let the spawnpoint's strike-back
deal it its own killshot.

Arena C: the blue spawnpoint is r0c2, the red one r1c0, the yellow one r2c3. Violet
(seat 0) plays; turn 4 of a 3-player game is her second turn (she may tag).
"""

from __future__ import annotations

import pytest

from adrenaline.bots import make_bot
from adrenaline.bots.mode_terms import PLAIN, terms_for
from adrenaline.bots.modes.domination import DominationTerms, token_change
from adrenaline.bots.normal import NormalBot
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.engine import Game, Setup
from adrenaline.core.modes.domination import SpawnpointTagged, StruckBack
from adrenaline.core.numbers import DOMINATION_TRACK_VALUES, KILLSHOT_DAMAGE
from adrenaline.core.serialize import state_json
from adrenaline.core.view import player_view

from .rules import B, D, V, game_at, sq

SECOND_TURN = 4
LATER_TURN = 13  # Violet's fifth turn: time enough for the tracks these positions give (scenario limit)


def dom_at(violet: dict, *others: dict, **spec) -> Game:
    players = [{"character": V, **violet}, *others]
    spec.setdefault("turn", SECOND_TURN)
    return game_at(players, mode="domination", current=V, **spec)


def play_violet_turn(game: Game, bot) -> list:
    """Violet decides with ``bot`` until the decision is someone else's; the events."""
    events: list = []
    while (d := game.legal()) is not None and d.decider == 0:
        events += game.submit(0, bot.choose(player_view(game, 0), d))
    return events


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_whole_four_player_domination_games_and_tags(level):
    # the core refuses any choice it did not offer; the game ends with the tracks scored
    setup = Setup("C", tuple((c.name, c.name) for c in CHARACTERS[:4]), 8, False, 5,
                  "domination").validate()
    game = Game.new(setup)
    bots = [make_bot(level if seat == 0 else "easy", seed=seat, thinking=0.02) for seat in range(4)]
    while (d := game.legal()) is not None:
        game.submit(d.decider, bots[d.decider].choose(player_view(game, d.decider), d))
    assert game.state.ranking  # the game is over and ranked
    tokens = [s for track in game.state.mode_state.tracks.values() for s in track]
    assert 0 in tokens  # the level's own seat tagged a spawnpoint at least once


def test_a_tag_is_worth_the_points_it_moves_on_the_track_at_final_scoring():
    """"each track pays 8, 6, 4, 2, 1": a first token on an empty track gains its 8;
    a token that ties the leader gains 8 for me and takes nothing from the tied
    leader ("all tied players get the reward"); one that breaks a tie for first
    gains me nothing and takes 2 from the other."""
    assert token_change((), 0) == (DOMINATION_TRACK_VALUES[0], 0)
    assert token_change((1,), 0) == (8, 0)
    assert token_change((1, 0), 0) == (0, 2)  # I keep 8, the other 8 -> 6
    assert token_change((1, 1, 0), 0) == (2, 0)  # 6 -> 8, tied with the other
    assert token_change((1, 1, 1), 0) == (6, 0)  # second place
    terms = DominationTerms()
    game = dom_at({"square": "r0c1"}, {"character": B, "square": "r2c1"},
                  {"character": D, "square": "r2c1"},
                  tracks={"blue": [B, B, B, V], "red": [B]}, turn=LATER_TURN)
    g = game.state
    assert terms.track_value(g, 0, "red") > terms.track_value(g, 0, "blue")
    assert terms_for("deathmatch") is PLAIN and isinstance(terms_for("domination"), DominationTerms)


def test_normal_tags_a_spawnpoint_with_the_second_target_of_its_shot():
    """"you can shoot a spawnpoint as though it were a player": the Machine Gun's
    "1 or 2 targets you can see" - from r0c1 Violet sees Banshee and the blue
    spawnpoint (the red one, tagged already this turn, is no target): she deals her
    damage to Banshee and tags the blue spawnpoint with the second, for nothing."""
    game = dom_at({"square": "r0c1", "weapons": ["Machine Gun"],
                   "ammo": {"red": 0, "blue": 0, "yellow": 0}},
                  {"character": B, "square": "r1c1"}, {"character": D, "square": "r2c2"},
                  tracks={"red": [V]}, tagged_this_turn=["red"])
    board = game.state.board
    assert not board.can_see(sq("r0c1"), sq("r2c2"))
    events = play_violet_turn(game, NormalBot(3))
    assert [(e.colour, e.how) for e in events if isinstance(e, SpawnpointTagged)][:1] == [
        ("blue", "damage")]
    assert game.state.players[1].damage == [0]  # and Banshee took her damage


@pytest.mark.parametrize("tracks,best", [
    ({"blue": [D, D], "red": [D], "yellow": [D, D, D, V]}, "red"),  # ties Dozer's 8 on red
    ({"blue": [D, D], "red": [D, D, D], "yellow": []}, "yellow"),  # the first token: 8
])
def test_normal_puts_its_overkill_token_on_the_track_where_it_gains_most(tracks, best):
    """"put your overkill token on the track of your choice": Violet's Lock Rifle
    deals Banshee her 11th and 12th damage; the token goes where it gains most."""
    game = dom_at({"square": "r0c1", "weapons": ["Lock Rifle"]},
                  {"character": B, "square": "r1c1", "damage": [D] * 10},
                  {"character": D, "square": "r2c2"}, tracks=tracks, turn=LATER_TURN)
    bot = NormalBot(2)
    while (d := game.legal()) is not None and d.kind != "overkill_track":
        assert d.decider == 0
        game.submit(0, bot.choose(player_view(game, 0), d))
    assert d is not None and d.decider == 0
    choice = bot.choose(player_view(game, 0), d)
    assert choice.text == f"track {best}"
    game.submit(0, choice)
    assert state_json(game)["mode"]["tracks"][best][-1] == "purple"


@pytest.mark.parametrize("actions_left", [1, 2])
def test_normal_at_10_damage_does_not_end_its_turn_alone_on_a_spawnpoint(actions_left):
    """"the spawnpoint deals you 1 damage": at 10 damage that is the 11th, a killshot
    (never an overkill). Violet stands alone on the blue spawnpoint with nothing to
    shoot: she moves off it rather than be killed by it."""
    game = dom_at({"square": "r0c2", "damage": [B] * 5 + [D] * (KILLSHOT_DAMAGE - 6)},
                  {"character": B, "square": "r2c1"}, {"character": D, "square": "r2c1"},
                  actions_left=actions_left)
    events = play_violet_turn(game, NormalBot(4))
    assert not any(isinstance(e, StruckBack) for e in events)
    violet = game.state.players[0]
    assert violet.deaths == 0 and len(violet.damage) == KILLSHOT_DAMAGE - 1
    assert violet.square not in game.state.board.spawnpoints.values()


def test_normal_with_nothing_better_ends_its_turn_alone_on_a_spawnpoint_to_tag_it():
    """"If you end your turn on a spawnpoint and no other player is there, tag it":
    with no weapon to shoot and one action left, a healthy Violet runs onto a
    spawnpoint and ends her turn there alone."""
    game = dom_at({"square": "r0c1"}, {"character": B, "square": "r2c1"},
                  {"character": D, "square": "r2c1"}, actions_left=1)
    events = play_violet_turn(game, NormalBot(5))
    assert [e.how for e in events if isinstance(e, SpawnpointTagged)] == ["alone"]
    assert game.state.players[0].square in game.state.board.spawnpoints.values()


def test_normal_and_easy_play_domination_by_normal_s_terms_and_hard_by_its_own():
    """Normal's Domination constants are as before; Hard reads its own (``HARD_TERMS``)."""
    from adrenaline.bots.hard import HardBot
    from adrenaline.bots.modes import domination
    from adrenaline.bots.modes.domination import DominationWeights

    assert terms_for("domination") is domination.TERMS
    assert domination.TERMS.w == DominationWeights() == DominationWeights(
        gain=0.6, deny=0.3, token=0.5, struck=0.4, killed=12.0, standing=0.25)
    assert NormalBot(0).own_terms == {}
    assert HardBot(0).own_terms["domination"] is domination.HARD_TERMS
