"""The random-games conformance harness, one for every registered mode (as OpenSpiel runs
one random simulation test over every game): full games of random choices, with and
without the rulebook's bot, every limit of the rules and the conservation of the cards
checked after every event (``core.invariants``), and the mode's own invariants
(``tests.modes.<name>.Watch``); each game ends by the rules, ranks every seat and is the
fold of its log (save -> verify re-plays every choice). Over the games of a mode, random
play meets every event its checks name (``MEETS``). The test-only fourth mode, Kill and
tag (``tests/modes/kill_and_tag.py``), plugs in through the registry alone and plays
here too. Thousands more games with ``-m slow``.

Replaces test_random_domination.py and test_random_turret.py (issue 36)."""

from __future__ import annotations

import importlib
import json
import random
from collections import Counter

import pytest

from adrenaline.core import savefile
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.invariants import check_conservation, check_limits
from adrenaline.core.modes import MODES, skulls_for, unregister

from .invariants import watch
from .modes.kill_and_tag import NAME_OF_MODE as TEST_MODE, register_kill_and_tag

BUILT_IN = sorted(MODES)
EVERY_MODE = BUILT_IN + [TEST_MODE]


@pytest.fixture
def registered(request):
    """The mode of the test, registered for its length (the test-only mode is plugged in
    and out again, so no other test sees a fourth mode)."""
    mode = request.param
    if mode == TEST_MODE:
        register_kill_and_tag()
    yield mode
    if mode == TEST_MODE:
        unregister(TEST_MODE)


def checks_of(mode: str):
    """The mode's own invariants (``tests/modes/<name>.py``)."""
    return importlib.import_module(f"tests.modes.{mode}")


def play_checked(mode: str, players: int, arena: str, seed: int, bot: bool = False):
    """A random game of ``mode``, checked after every event; its checks."""
    skulls = skulls_for(mode, None, 5)
    game = Game.new(default_setup(players, arena, skulls=skulls, seed=seed, mode=mode, neutral=bot))
    check_limits(game.state)
    check_conservation(game.state)
    checks = checks_of(mode).Watch(game)
    watch(game, checks)
    rng = random.Random(seed)
    decisions = 0
    while (decision := game.legal()) is not None:
        assert decision.options, "a decision with no options"
        game.submit(decision.decider, rng.choice(decision.options))
        decisions += 1
        assert decisions < 50_000, "game did not end"
    ends_by_the_rules(game)
    checks.ended(game)
    return game, checks


def ends_by_the_rules(game: Game) -> None:
    """Over, nothing asked, every seat ranked once (the bot never), best first by points."""
    g = game.state
    assert g.game_over and game.legal() is None
    assert sorted(s for group in g.ranking for s in group) == list(range(g.seats))
    points = [g.players[group[0]].points for group in g.ranking]
    assert points == sorted(points, reverse=True)


def folds_again(game: Game, path) -> None:
    """Saved, the file re-plays every choice through the rules to the same game."""
    savefile.save(game, path)
    again = savefile.verify(path)
    assert [p.points for p in again.state.players] == [p.points for p in game.state.players]
    assert again.state.ranking == game.state.ranking
    assert json.dumps(again.mode.state_json(again), sort_keys=True) == \
        json.dumps(game.mode.state_json(game), sort_keys=True)


# (players, arena) for the games without the bot, and with it (3 or 4 players: a figure is free)
WITHOUT_BOT = [(n, a) for a in "ABCD" for n in (3, 4, 5)]
WITH_BOT = [(3 + i % 2, "ABCD"[i % 4]) for i in range(6)]


@pytest.mark.parametrize("registered", EVERY_MODE, indirect=True)
@pytest.mark.parametrize("bot", [False, True], ids=["players", "with the bot"])
def test_random_games_of_every_mode_keep_every_limit_and_the_mode_s_own(registered, bot, tmp_path):
    mode = registered
    seen: Counter = Counter()
    for i, (players, arena) in enumerate(WITH_BOT if bot else WITHOUT_BOT):
        game, checks = play_checked(mode, players, arena, 100 * i + players + 7 * bot, bot)
        assert (game.state.neutral is not None) == bot
        seen += checks.seen
        if i == 0:
            folds_again(game, tmp_path / f"{mode}.jsonl")
    if not bot:  # random play meets every event the mode's checks name
        missing = [name for name in checks_of(mode).MEETS if not seen[name]]
        assert not missing, f"{mode}: random games never met {missing}"


@pytest.mark.parametrize("registered", [TEST_MODE], indirect=True)
def test_a_test_only_mode_plugs_in_through_the_registry_and_its_log_lines_are_told(registered):
    """Kill and tag: no file in adrenaline/ names it, yet it is played to the end, told
    in the log ('Dozer takes a tag from Banshee', 'Tags: Dozer 2, ...'), named and
    listed by the command line, and heard."""
    from adrenaline.cli import state_text
    from adrenaline.ui.sound.cues import start_sound
    from adrenaline.words.log import describe
    from adrenaline.words.refusals import mode_words

    from .modes.kill_and_tag import Tagged

    game, _ = play_checked(TEST_MODE, 4, "C", 5)
    lines = [line for entry in game.log for line in describe(game, entry)]
    tags = [line for line in lines if " takes a tag from " in line]
    assert len(tags) == len(game.state.mode_state.killers) > 0
    assert any(line.startswith("Tags: ") for line in lines)
    assert mode_words(TEST_MODE) == "Kill and tag"
    assert "Tags taken: " in state_text(game)
    assert start_sound(Tagged(0, 1)) == "mark"
    print("\n".join(lines[-12:]))  # its log lines, shown with -s


@pytest.mark.parametrize("registered", EVERY_MODE, indirect=True)
def test_every_registered_mode_has_its_checks(registered):
    module = checks_of(registered)
    assert callable(module.Watch) and module.MEETS


@pytest.mark.parametrize("mode", BUILT_IN)
def test_computer_players_of_every_level_play_legal_games_of_every_mode_to_the_end(mode):
    from adrenaline.bots.arena import play_one

    skulls = skulls_for(mode, None, 5)
    result = play_one((("easy", "normal", "hard"), "D", skulls, 60, 0, 0.02, mode))
    assert sum(result["wins"]) == pytest.approx(1) and max(result["points"]) > 0


@pytest.mark.parametrize("mode", BUILT_IN)
def test_simulate_plays_every_mode_headless(mode, capsys):
    from adrenaline.cli import main

    assert main(["simulate", "--mode", mode, "--players", "4", "--games", "2", "--seed", "5",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == mode
    assert len(report["games"]) == 2 and all(g["winner"] and g["decisions"] for g in report["games"])


@pytest.mark.slow
@pytest.mark.parametrize("block", range(20))
@pytest.mark.parametrize("mode", BUILT_IN)
def test_thousands_of_random_games_of_every_mode_keep_every_limit(mode, block):
    for seed in range(block * 50, block * 50 + 50):
        bot = seed % 4 == 3 and 3 + seed % 3 < 5  # every fourth game with the bot, if a figure is free
        play_checked(mode, 3 + seed % 3, "ABCD"[seed % 4], 10_000 + seed, bot)
