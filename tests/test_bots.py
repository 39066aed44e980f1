"""Computer players choose among the core's options, on their own view, and the
arena measures them."""

from __future__ import annotations

import pytest

from adrenaline.bots import LEVELS, make_bot
from adrenaline.bots.arena import play_one, run_arena, wilson
from adrenaline.cli import main


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_with_legal_choices_only(level):
    # play_one submits each choice to the core, which refuses anything not offered
    result = play_one(((level, "easy", "random"), "B", 5, 11, 0))
    assert sum(result["wins"]) == pytest.approx(1.0)
    assert result["times"][level]


def test_seats_rotate_from_game_to_game():
    seats = [play_one((("normal", "easy", "easy"), "A", 5, 3, i))["seats"] for i in range(3)]
    assert [s.index("normal") for s in seats] == [0, 2, 1]


def test_wilson_interval_of_a_proportion():
    low, high = wilson(70, 100)
    assert low == pytest.approx(0.604, abs=0.002) and high == pytest.approx(0.781, abs=0.002)
    assert wilson(0, 0) == (0.0, 1.0)


def test_arena_reports_win_rates_points_and_decision_times(capsys):
    result = run_arena(["normal", "easy", "easy"], 4, seed=5, arena="A", skulls=5, processes=1)
    table = result["levels"]
    assert set(table) == {"normal", "easy"}
    total = table["normal"]["win_rate_per_seat"] + 2 * table["easy"]["win_rate_per_seat"]
    assert total == pytest.approx(1.0)
    assert table["normal"]["decisions"] > 0
    assert main(["arena", "--bots", "normal,easy,easy", "--games", "2", "--skulls", "5",
                 "--arena", "A", "--processes", "1"]) == 0
    assert "per seat" in capsys.readouterr().out


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("godlike")
    assert main(["arena", "--bots", "godlike,easy,easy", "--games", "1"]) == 2


def test_the_search_player_answers_within_its_time_budget():
    import time

    from adrenaline.bots.hard import HardBot
    from adrenaline.core.engine import Game, default_setup
    from adrenaline.core.view import player_view

    game = Game.new(default_setup(4, "C", 5, True, seed=2))
    bots = [make_bot("normal", i) for i in range(4)]
    hard = HardBot(1, budget=0.1)
    while (d := game.legal()) is not None:
        view = player_view(game, d.decider)
        if d.kind == "action" and len(d.options) > 2:
            start = time.perf_counter()
            choice = hard.choose(view, d)
            assert time.perf_counter() - start < 0.1 + 0.5  # the budget, plus one round at most
            assert choice in d.options
            return
        game.submit(d.decider, bots[d.decider].choose(view, d))
