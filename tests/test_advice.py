"""What would Hard do? Advice from Hard's search, read from the asking seat's view only
(bots/advice.py), worded in the player's language (words/advice.py), printed by
``adrenaline scenario FILE --hint [--json]``. Each position has one clearly right
choice, and the advice says why as the search found it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adrenaline.bots.advice import advise
from adrenaline.cli import main
from adrenaline.core.scenario import play_file
from adrenaline.core.view import player_view
from adrenaline.words.advice import advice_words
from adrenaline.words.i18n import translation_for, use
from adrenaline.words.log import name_of

DATA = Path(__file__).parent / "data" / "advice"


def _advice(name: str):
    game = play_file(DATA / f"{name}.toml")
    d = game.legal()
    view = player_view(game, d.decider)
    return game, d, advise(view, d, budget=20.0, seed=1, rounds=6)


def _seat(game, character: str) -> int:
    return next(i for i, p in enumerate(game.state.players) if p.character == character)


def test_advice_takes_the_killshot_in_reach_and_says_the_points():
    game, d, a = _advice("killshot")
    assert a.option.text == "action shoot" and a.weapon == "Lock Rifle"
    banshee = _seat(game, "Banshee")
    assert ("kill", banshee, 8) in a.reasons


def test_advice_picks_the_weapon_that_overkills():
    game, d, a = _advice("overkill")
    assert a.option.text == "weapon Lock Rifle"
    banshee = _seat(game, "Banshee")
    assert ("overkill", banshee) in a.reasons and any(r[:2] == ("kill", banshee) for r in a.reasons)


def test_advice_throws_the_tagback_grenade_at_the_shooter():
    game, d, a = _advice("tagback")
    assert d.kind == "tagback" and a.option.text.startswith("use tagback grenade")
    assert ("tagback", _seat(game, "Dozer")) in a.reasons


def test_advice_spawns_away_from_the_loaded_weapons():
    game, d, a = _advice("spawn")
    assert d.kind == "spawn" and a.option.text == "discard targeting scope/yellow"
    assert any(r[0] == "escapes_danger" and r[1] >= 1 for r in a.reasons)


def test_advice_takes_the_turret_worth_taking():
    game, d, a = _advice("turret")
    assert "commandeer" in a.option.text
    assert any(r[0] == "takes_turret" for r in a.reasons)


def test_advice_tags_a_spawnpoint_track_in_domination():
    game, d, a = _advice("domination")
    assert a.option.text == "action shoot"
    assert any(r[0] == "tags_spawnpoint" for r in a.reasons)


def test_advice_reads_only_the_asking_seat_s_view():
    """The other hands are not in the view the advice gets: dealt at random, the same
    advice whatever they hold (a view without them gives the same answer)."""
    game = play_file(DATA / "killshot.toml")
    d = game.legal()
    view = player_view(game, d.decider)
    assert all(not p.powerups for i, p in enumerate(view.state.players) if i != d.decider)
    assert advise(view, d, budget=20.0, seed=1, rounds=4).option.text == "action shoot"


def test_advice_words_in_french_name_the_weapon_and_the_kill():
    game, d, a = _advice("killshot")
    use(translation_for("fr"))
    try:
        lines = advice_words(a, game.state.board, lambda who: name_of(game, who))
    finally:
        use(translation_for("en"))
    assert 1 <= len(lines) <= 2
    assert "Banshee" in lines[0] and "8" in lines[0] and "Tirez" in lines[0]


def test_scenario_hint_json_gives_the_choice_as_scenarios_write_it(capsys):
    assert main(["scenario", str(DATA / "killshot.toml"), "--hint", "--json",
                 "--language", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["choice"] == "action shoot"
    assert out["reasons"] and "you kill Banshee" in out["reasons"][0]


@pytest.mark.parametrize("budget", [0.3, 1.0])
def test_advice_answers_within_its_budget(budget):
    import time

    game = play_file(DATA / "killshot.toml")
    d = game.legal()
    start = time.perf_counter()
    advise(player_view(game, d.decider), d, budget=budget, seed=3)
    assert time.perf_counter() - start < budget * 1.1 + 0.05
