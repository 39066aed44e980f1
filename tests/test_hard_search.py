"""Hard searches whole first actions on deals from its own view, and keeps its
time: the heuristic weighs no shot past the deadline, a playout stops at it."""

from __future__ import annotations

import time

import pytest

from adrenaline.bots import make_bot
from adrenaline.bots.hard import HardBot
from adrenaline.bots.normal import NormalBot
from adrenaline.bots.mode_terms import PLAIN
from adrenaline.bots.search import (
    SHOTS, Candidate, OutOfTime, Valuation, candidates, evaluate, playout, search, track_payouts,
)
from adrenaline.core.choices import END_TURN, ChooseAction
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.numbers import BOARD_VALUES, KILLSHOT_DAMAGE
from adrenaline.core.view import player_view


def _shooting_position(seed: int):
    """A 4-player game on arena C played by Normal until an action decision whose
    Shoot People reaches at least two different sets of targets."""
    game = Game.new(default_setup(4, "C", 5, False, seed=seed))
    bots = [make_bot("normal", i) for i in range(4)]
    while (d := game.legal()) is not None:
        view = player_view(game, d.decider)
        if d.kind == "action" and any(isinstance(o, ChooseAction) and o.action == "shoot"
                                      for o in d.options):
            hard = HardBot(1)
            favourite = NormalBot.choose(hard, view, d)
            found = candidates(hard, view, d, favourite, hard.intent)
            if len({c.intent for c in found if c.intent is not None}) >= 2:
                return game, d, view, hard, favourite, found
        game.submit(d.decider, bots[d.decider].choose(view, d))
    return None


def test_hard_weighs_the_best_shot_at_each_other_choice_of_targets():
    """A candidate is a whole first action: for Shoot People, which shot at which
    targets, not only the action's kind."""
    for seed in range(2, 12):
        found = _shooting_position(seed)
        if found:
            break
    else:
        pytest.fail("no position with two ways to shoot")
    game, d, view, hard, favourite, cands = found
    shoot = [c for c in cands if isinstance(c.option, ChooseAction) and c.option.action == "shoot"]
    assert 2 <= len({c.intent for c in shoot}) <= SHOTS
    # every option of the decision is still a candidate, but ending the turn early
    assert {c.option for c in cands} == {o for o in d.options if o != END_TURN or o == favourite}
    # each shot candidate, played in a game dealt from the view, is followed to its end
    for c in shoot:
        played = view.sample(hard.rng)
        assert isinstance(playout(hard, played, view.seat, c, 5, time.perf_counter() + 5), float)


def test_normal_past_its_deadline_weighs_no_more_shots_and_still_answers():
    game, d = _busy()
    bot = NormalBot(1)
    bot.deadline = time.perf_counter() - 1  # long past
    start = time.perf_counter()
    choice = bot.choose(player_view(game, d.decider), d)
    assert choice in d.options
    assert time.perf_counter() - start < 0.05


def test_a_playout_stops_at_the_deadline():
    game, d = _busy()
    view = player_view(game, d.decider)
    hard = HardBot(1)
    option = next(o for o in d.options if isinstance(o, ChooseAction))
    with pytest.raises(OutOfTime):
        playout(hard, view.sample(hard.rng), view.seat, Candidate(option, None), 3,
                time.perf_counter() - 1)


@pytest.mark.parametrize("players", [3, 5])
def test_a_playout_plays_one_round_a_turn_of_every_player_whatever_their_number(monkeypatch, players):
    """Hard looks one round ahead: the rest of its turn, then "play continues to the
    left" until its next turn begins, with 3 players as with 5."""
    import adrenaline.bots.search as search_module

    game = Game.new(default_setup(players, "C", 5, False, seed=4))
    bots = [make_bot("normal", i) for i in range(players)]
    while True:  # to a choice of an action after every player's first turn
        d = game.legal()
        if d.kind == "action" and game.state.turn > players:
            break
        game.submit(d.decider, bots[d.decider].choose(player_view(game, d.decider), d))
    seen = []
    monkeypatch.setattr(search_module, "evaluate",
                        lambda g, me, *rest: seen.append((g.turn, g.current)) or 0.0)
    view = player_view(game, d.decider)
    hard = HardBot(1)
    option = next(o for o in d.options if isinstance(o, ChooseAction))
    playout(hard, view.sample(hard.rng), view.seat, Candidate(option, None), 3,
            time.perf_counter() + 5)
    assert seen == [(game.state.turn + players, d.decider)]


def test_without_a_finished_round_hard_plays_its_heuristic():
    game, d = _busy()
    view = player_view(game, d.decider)
    hard = HardBot(1)
    favourite = NormalBot.choose(hard, view, d)
    choice = search(hard, view, d, favourite, hard.intent, time.perf_counter() - 1)
    assert choice == Candidate(favourite, hard.intent)
    assert hard.stats["playouts"] == 0


def _busy(seed: int = 2, skip: int = 60):
    game = Game.new(default_setup(4, "C", 5, False, seed=seed))
    bots = [make_bot("normal", i) for i in range(4)]
    count = 0
    while (d := game.legal()) is not None:
        count += 1
        if count > skip and d.kind == "action" and len(d.options) > 2:
            return game, d
        game.submit(d.decider, bots[d.decider].choose(player_view(game, d.decider), d))
    raise AssertionError("no busy position")


def test_the_killshot_track_is_scored_as_a_board_in_hards_evaluation():
    """FINAL SCORING: "Score most damage on the killshot track as you score a player
    board" - most tokens 8, then 6, ties to the token that came first."""
    assert track_payouts([(1,), (2, 2)]) == {2: 8, 1: 6}
    assert track_payouts([(3,), (1,)]) == {3: 8, 1: 6}
    g = Game.new(default_setup(4, "C", 5, False, seed=1)).state.copy()
    g.killshot_track = [(0,), (0,)]
    counted, ignored = Valuation(track=1.0), Valuation(track=0.0)
    assert evaluate(g, 0, PLAIN, counted) - evaluate(g, 0, PLAIN, ignored) == pytest.approx(8.0)


def test_damage_on_a_board_counts_in_full_when_it_is_sure_to_pay():
    """Every board with damage is scored at the end at the latest, so with ``sure``
    at 1 two damage of mine on a fresh board count its whole 8 points; at 0 they
    count in proportion to how near the board is to its killshot."""
    g = Game.new(default_setup(4, "C", 5, False, seed=1)).state.copy()
    g.players[1].damage = [0, 0]
    base = evaluate(g, 0, PLAIN, Valuation(sure=0.0))
    full = evaluate(g, 0, PLAIN, Valuation(sure=1.0))
    assert full - base == pytest.approx(BOARD_VALUES[0] * (1 - 2 / KILLSHOT_DAMAGE))


def _raced(monkeypatch, lead_of, race=2.0, rounds=None):
    """Search the busy position with every playout scored by ``lead_of(candidate,
    round)`` points over the heuristic's own pick (which scores 0)."""
    import adrenaline.bots.search as search_module

    game, d = _busy()
    view = player_view(game, d.decider)
    hard = HardBot(1, race=race, rounds=rounds)
    favourite = NormalBot.choose(hard, view, d)
    mine = Candidate(favourite, hard.intent)
    played: dict = {}

    def scripted(bot, game, me, candidate, seed, deadline):
        played[candidate] = played.get(candidate, 0) + 1
        return 0.0 if candidate == mine else lead_of(candidate, played[candidate])

    monkeypatch.setattr(search_module, "playout", scripted)
    choice = search(hard, view, d, favourite, hard.intent, time.perf_counter() + 2.0)
    return choice, mine, played, hard


def test_rivals_sure_to_fall_short_of_the_prior_leave_the_race_and_hard_answers_at_once(monkeypatch):
    """A rival whose paired lead is far below the prior it must beat is dropped after
    RACE_FROM rounds; with none left the heuristic's pick is the answer, long
    before the deadline."""
    from adrenaline.bots.search import RACE_FROM

    start = time.perf_counter()
    choice, mine, played, hard = _raced(monkeypatch, lambda c, k: -5.0 + (k % 2))
    assert choice == mine
    assert time.perf_counter() - start < 1.0
    assert set(played.values()) == {RACE_FROM}
    assert hard.stats["overrides"] == 0


def test_the_race_keeps_a_rival_that_leads_by_more_than_the_prior_and_plays_it(monkeypatch):
    from adrenaline.bots.search import RACE_FROM

    winner: list = []

    def lead(c, k):
        if not winner:
            winner.append(c)
        return 4.0 + (k % 2) if c == winner[0] else -6.0

    choice, mine, played, hard = _raced(monkeypatch, lead, rounds=12)
    assert choice == winner[0] != mine
    assert played[winner[0]] == played[mine] == 12
    assert all(n == RACE_FROM for c, n in played.items() if c not in (mine, winner[0]))
    assert hard.stats["overrides"] == 1


def test_without_the_race_every_candidate_plays_every_round(monkeypatch):
    choice, mine, played, hard = _raced(monkeypatch, lambda c, k: -5.0, race=None, rounds=6)
    assert choice == mine
    assert set(played.values()) == {6}


def test_a_rival_leading_by_less_than_the_prior_never_overrides_the_heuristic(monkeypatch):
    """The heuristic's pick keeps a lead of ``prior`` points (2): a rival 1.5 points
    better on every round is not enough."""
    choice, mine, played, hard = _raced(monkeypatch, lambda c, k: 1.5, race=None, rounds=5)
    assert choice == mine


def test_hard_searching_its_respawn_keeps_out_of_the_loaded_weapons_reach():
    """With ``steps`` Hard searches a respawn option by option (where each powerup
    would put it), not only by the powerup it keeps: the spawnpoint two loaded players
    stand by costs it damage before its turn (tests/data/advice/spawn.toml)."""
    from pathlib import Path

    from adrenaline.core.scenario import play_file

    game = play_file(Path(__file__).parent / "data" / "advice" / "spawn.toml")
    d = game.legal()
    view = player_view(game, d.decider)
    plain = HardBot(3, budget=1.0)
    assert plain.choose(view, d).text == "discard newton/red"  # the heuristic keeps the Scope
    searching = HardBot(3, budget=1.0, steps=("spawn",), rounds=8)
    assert searching.choose(view, d).text == "discard targeting scope/yellow"
