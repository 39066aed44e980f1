"""The one question and its answers: Game.legal() and Game.submit()."""

from __future__ import annotations

import json

import pytest

from adrenaline.core import savefile
from adrenaline.core.engine import Game, IllegalChoice, SetupError, Setup, default_setup

from .rules import game_at, say


def test_a_decision_keeps_the_prompt_it_was_asked_with():
    game = game_at([{"character": c, "square": "r1c0"} for c in ("Violet", "Banshee", "Dozer")],
                   current="Violet")
    d = game.legal()
    before = d.prompt
    say(game, "action run", "move r0c0")
    assert d.prompt == before and before.kind == "action" and before["actions_left"] == 2


def test_not_your_decision_names_who_decides():
    game = Game.new(default_setup(3, "A", seed=1))
    d = game.legal()
    with pytest.raises(IllegalChoice, match=f"it is {d.decider_name}'s decision"):
        game.submit((d.decider + 1) % 3, d.options[0])


def test_setup_is_refused_with_a_reason():
    with pytest.raises(SetupError, match="3 to 5 players"):
        Game.new(Setup("A", (("a", "Violet"), ("b", "Dozer"))))
    with pytest.raises(SetupError, match="5 to 8 skulls"):
        default_setup(3, "A", skulls=9)
    with pytest.raises(SetupError, match="different character"):
        Game.new(Setup("A", (("a", "Violet"), ("b", "Violet"), ("c", "Dozer"))))
    with pytest.raises(SetupError, match="unknown arena"):
        default_setup(3, "E")


def test_a_save_that_folds_into_a_state_the_rules_forbid_is_refused(tmp_path):
    game = Game.new(default_setup(3, "C", seed=2))
    d = game.legal()
    game.submit(d.decider, d.options[0])  # spawn
    path = tmp_path / "game.jsonl"
    savefile.save(game, path)
    lines = path.read_text().splitlines()
    entry = json.loads(lines[-1])
    for event in entry["events"]:
        if event["type"] == "Spawned":
            event["square"] = 3  # r0c3: not a square of arena C
    lines[-1] = json.dumps(entry)
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(savefile.SaveFileError, match=r":3: .*not a square of the arena"):
        savefile.load(path)


def test_undo_takes_back_your_own_choices_this_turn():
    game = game_at([{"character": c, "square": "r1c0"} for c in ("Violet", "Banshee", "Dozer")],
                   current="Violet")
    game.keeps_undo = True
    say(game, "action run", "move r0c0")
    assert game.can_undo(0) and not game.can_undo(1)
    game.undo(0)
    assert game.legal().kind == "run" and game.state.players[0].square == 4
    game.undo(0)
    assert game.legal().kind == "action" and game.state.actions_left == 2


def test_undo_never_reaches_past_a_card_drawn_or_another_players_decision():
    game = game_at([{"character": "Violet", "square": "r1c0"},
                    {"character": "Banshee", "square": "r1c0"},
                    {"character": "Dozer", "square": "r1c0"}],
                   current="Violet", ammo_tiles={"r0c0": "red+blue+powerup"})
    game.keeps_undo = True
    say(game, "action grab", "move r0c0")  # draws a powerup
    assert not game.can_undo(0)
    with pytest.raises(IllegalChoice, match="nothing to undo"):
        game.undo(0)
    say(game, "end turn")  # Banshee's turn now
    assert not game.can_undo(0) and not game.can_undo(1)


def test_the_rules_core_and_the_table_never_import_pygame():
    """The core, the bots, the session at the table and the kept games run with no window."""
    import subprocess
    import sys

    code = ("import pkgutil, importlib, sys, adrenaline.core as core\n"
            "for m in pkgutil.walk_packages(core.__path__, 'adrenaline.core.'):\n"
            "    importlib.import_module(m.name)\n"
            "import adrenaline.bots, adrenaline.cli, adrenaline.play.session\n"
            "import adrenaline.saves.journal, adrenaline.saves.library\n"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False", out.stderr
