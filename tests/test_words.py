"""The core says what is asked as an identity; the words are made at the edge
(adrenaline.words), for every question the rules can ask."""

from __future__ import annotations

import random
import string

import pytest

from adrenaline.core.engine import Game, IllegalChoice, Setup, SetupError, default_setup
from adrenaline.core.prompts import Prompt
from adrenaline.core.rules import STAGES
from adrenaline.words import illegal_words, prompt_words, setup_words
from adrenaline.words.prompts import WORDS


def random_decisions(seed: int, players: int = 4, arena: str = "ABCD"):
    """Every decision of a random game, one after another."""
    rng = random.Random(seed)
    game = Game.new(default_setup(players, arena[seed % len(arena)], skulls=5, seed=seed))
    while (d := game.legal()) is not None:
        yield game, d
        game.submit(d.decider, rng.choice(d.options))


def fields(text: str) -> list[str]:
    return [f for _, f, _, _ in string.Formatter().parse(text) if f is not None]


@pytest.mark.parametrize("seed", range(6))
def test_every_prompt_is_an_identity_and_has_words(seed):
    seen = set()
    for _, d in random_decisions(seed, players=3 + seed % 3):
        assert isinstance(d.prompt, Prompt), d.prompt
        assert d.prompt.kind == d.kind  # one question per stage of the rules
        words = prompt_words(d.prompt)
        assert words and not fields(words), words
        seen.add(d.kind)
    assert {"spawn", "action", "run", "grab"} <= seen


def test_the_words_know_every_question_the_rules_can_ask():
    assert set(STAGES) == set(WORDS)


def test_prompts_with_numbers_say_them_with_the_right_plural():
    assert prompt_words(Prompt("run", moves=3)) == "Run around: move 1 to 3 squares"
    assert prompt_words(Prompt("grab", moves=1)) == \
        "Grab stuff: move up to 1 square (or stay) and grab what is there"
    assert prompt_words(Prompt("action", actions_left=1)) == \
        "Choose an action (1 left), play a powerup, or end your turn"
    assert prompt_words(Prompt("action", actions_left=0)) == "Play a powerup, or end your turn"
    assert prompt_words(Prompt("pay", purpose="shoot", weapon="Lock Rifle")) == \
        "Pay to fire the Lock Rifle with cubes and/or powerups"


def test_a_prompt_names_characters_as_their_players_typed_them():
    p = Prompt("tagback", shooter="Violet", marks=1)
    assert prompt_words(p, {"Violet": "Alice"}.get) == \
        "Tagback Grenade: Alice damaged you - give them 1 mark?"


def test_a_prompt_is_a_frozen_value_equal_by_kind_and_arguments():
    a, b = Prompt("run", moves=3), Prompt("run", moves=3)
    assert a == b and hash(a) == hash(b) and a != Prompt("run", moves=4)
    assert a.as_json() == {"kind": "run", "moves": 3}
    with pytest.raises(AttributeError):
        a.kind = "grab"


def test_a_refused_choice_has_an_identity_the_window_words():
    game = Game.new(default_setup(3, "A", seed=1))
    d = game.legal()
    other = (d.decider + 1) % 3
    with pytest.raises(IllegalChoice) as refused:
        game.submit_text(other, d.texts()[0])
    assert refused.value.reason == "not_your_decision"
    assert refused.value.args_of_reason["prompt"] == d.prompt
    assert illegal_words(refused.value).startswith(f"It is {d.decider_name}'s decision: Spawn")
    with pytest.raises(IllegalChoice) as refused:
        game.submit_text(d.decider, "fly away")
    assert refused.value.reason == "not_an_option"
    assert illegal_words(refused.value).startswith("That is not one of the choices now: ")
    with pytest.raises(IllegalChoice) as refused:
        game.undo(d.decider)
    assert illegal_words(refused.value).startswith("Nothing to undo")


@pytest.mark.parametrize("setup,words", [
    (Setup("Z", (("a", "Violet"), ("b", "Dozer"), ("c", "Banshee"))), "There is no arena Z: choose A, B, C or D"),
    (Setup("A", (("a", "Violet"), ("b", "Dozer"))), "Adrenaline is for 3 to 5 players, not 2"),
    (Setup("A", (("a", "Violet"), ("b", "Dozer"), ("c", "Dozer"))), "Each player needs a different character"),
    (Setup("A", (("a", "Violet"), ("b", "Dozer"), ("c", "Banshee")), skulls=9),
     "Use 5 to 8 skulls on the killshot track, not 9"),
])
def test_a_game_that_cannot_be_set_up_is_refused_in_words(setup, words):
    with pytest.raises(SetupError) as refused:
        setup.validate()
    assert setup_words(refused.value) == words


def test_the_json_state_gives_the_prompt_as_its_identity():
    from adrenaline.core.serialize import state_json

    game = Game.new(default_setup(3, "A", seed=1))
    decision = state_json(game)["decision"]
    assert decision["prompt"] == {"kind": "spawn", "respawn": False}
    assert decision["kind"] == "spawn" and decision["options"] == game.legal().texts()


def test_every_translated_text_is_a_plain_message_id():
    """gettext finds only literal ids: never ``_(f"...")``, and ngettext's two forms are
    literals with the same fields ("{n} square" / "{n} squares")."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "adrenaline"
    bad, seen = [], 0
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id == "ngettext":
                seen += 1
                forms = node.args[:2]
                if not all(isinstance(f, ast.Constant) and isinstance(f.value, str) for f in forms):
                    bad.append(f"{path.name}:{node.lineno}: ngettext of a non-literal")
                elif set(fields(forms[0].value)) - {"n"} != set(fields(forms[1].value)) - {"n"}:
                    bad.append(f"{path.name}:{node.lineno}: the two forms differ in fields")
            elif node.func.id == "_" and node.args and isinstance(node.args[0], ast.JoinedStr):
                bad.append(f"{path.name}:{node.lineno}: _() of an f-string")
            elif node.func.id == "_":
                seen += 1
    assert seen > 200 and not bad, bad


def test_the_words_need_no_window_and_the_core_needs_no_words():
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys, adrenaline.words, adrenaline.words.log, adrenaline.words.reasons; "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    core = Path(__file__).resolve().parents[1] / "adrenaline" / "core"
    assert not [p.name for p in core.rglob("*.py") if "words" in
                " ".join(line for line in p.read_text(encoding="utf-8").splitlines()
                         if line.lstrip().startswith(("import ", "from ")))]


def test_options_in_words_name_cards_as_printed_and_squares_by_room():
    from adrenaline.core.cards import BLUE, RED, Powerup
    from adrenaline.core.choices import (
        DONE, END_TURN, ChooseAction, Discard, GrabWeapon, MoveTo, Pay, PickDirection, PickRoom,
        PickTarget, UseScope,
    )
    from adrenaline.core.choice_text import parse_choice
    from adrenaline.core.maps import load_board
    from adrenaline.words import option_words

    board = load_board("A")
    grenade = Powerup("tagback grenade", BLUE)
    said = {
        Pay((BLUE,), (grenade,)): "Pay 1 blue cube and Tagback Grenade (blue)",
        Pay(()): "Pay nothing",
        Pay((RED, RED)): "Pay 2 red cubes",
        GrabWeapon("Lock Rifle"): "Grab the Lock Rifle",
        MoveTo(2): "Move to the blue spawnpoint",
        MoveTo(0): "Move to the left square of the blue room",
        Discard(Powerup("newton", RED)): "Discard Newton (red)",
        UseScope(Powerup("targeting scope", RED), "Dozer"): "Use Targeting Scope (red) on Alice",
        PickTarget("Dozer"): "Alice",
        PickRoom("yellow"): "The yellow room",
        PickDirection("north"): "Up (north)",
        ChooseAction("shoot"): "Shoot",
        END_TURN: "End turn",
        DONE: "Done",
    }
    for option, words in said.items():
        assert option_words(option, board, {"Dozer": "Alice"}.get) == words
        assert parse_choice(option.text) == option  # the identity stays the option's text


def test_a_shot_asks_for_a_target_when_every_way_on_is_a_target():
    """Lock Rifle, after its basic effect was chosen: the figures are the only way on, so
    the prompt says "choose a target", not "choose how to go on"."""
    from adrenaline.words import prompt_words

    from .rules import say
    from .weapons.test_lock_rifle import position as lock_rifle_position

    game = lock_rifle_position()
    say(game, "action shoot", "weapon Lock Rifle")
    decision = game.legal()
    assert decision.prompt["asks"] == "target"
    assert prompt_words(decision.prompt) == "Lock Rifle: choose a target"
    say(game, "target Banshee")
    assert prompt_words(game.legal().prompt) in ("Lock Rifle: choose how to go on",
                                                "Lock Rifle: choose an effect")
