"""Opening a player's saved game (savefile.restore): the choices are played through
the rules again, and a file that stops making sense is restored to its last sound
choice - never loaded into a position that never happened. What is read is bounded:
a huge or deeply nested file is refused in a sentence, quickly."""

from __future__ import annotations

import json
import random

import pytest

from adrenaline.bots import make_bot
from adrenaline.core import savefile
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.serialize import state_json
from adrenaline.core.savefile import SaveFileError, restore


def played(seed: int = 3, choices: int = 160) -> tuple[Game, list[str]]:
    """A 4-player game ``choices`` choices in, and its state after each log entry."""
    game = Game.new(default_setup(4, "C", 5, True, seed=seed))
    bots = [make_bot("random", seed=seed + i) for i in range(4)]
    states = [json.dumps(state_json(game), sort_keys=True)]
    while len(game.log) <= choices and not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
        states.append(json.dumps(state_json(game), sort_keys=True))
    return game, states


@pytest.fixture(scope="module")
def sample():
    return played()


def write(path, lines: list[str]) -> None:
    path.write_text("".join(lines), encoding="utf-8")


def test_a_sound_file_opens_whole_and_unrepaired(tmp_path, sample):
    game, _ = sample
    path = tmp_path / "game.jsonl"
    savefile.save(game, path)
    restored = restore(path)
    assert restored.repaired is None
    assert savefile.dumps(restored.game) == savefile.dumps(game)


def test_a_repeated_pay_line_is_not_applied_twice_but_restored_before_it(tmp_path, sample):
    """The file has a "pay" choice twice in a row: its damage or ammo would count twice."""
    game, states = sample
    lines = savefile.dumps(game).splitlines(keepends=True)
    k = next(i for i, line in enumerate(lines) if '"choice":"pay ' in line and i > 20)
    path = tmp_path / "game.jsonl"
    write(path, lines[:k + 1] + [lines[k]] + lines[k + 1:])
    restored = restore(path)
    assert restored.repaired is not None and f":{k + 2}:" in str(restored.repaired)
    entries = k  # lines 2..k+1 are entries 0..k-1, the repeated line is entry k
    assert len(restored.game.log) == entries
    assert json.dumps(state_json(restored.game), sort_keys=True) == states[entries - 1]
    assert path.read_text(encoding="utf-8").count(lines[k]) == 2, "the file is not changed"


def test_a_last_line_cut_short_by_a_crash_restores_the_choice_before(tmp_path, sample):
    game, states = sample
    text = savefile.dumps(game)
    path = tmp_path / "game.jsonl"
    path.write_text(text[:-40], encoding="utf-8")
    restored = restore(path)
    assert restored.repaired is not None and "truncated" in str(restored.repaired)
    n = len(game.log) - 1
    assert len(restored.game.log) == n
    assert json.dumps(state_json(restored.game), sort_keys=True) == states[n - 1]


def mutations(lines: list[str], rng: random.Random):
    """Ways a file gets damaged: a line repeated, left out, swapped with the next,
    cut short, a number changed, a character flipped."""
    k = rng.randrange(2, len(lines))
    kind = rng.choice(["repeat", "drop", "swap", "cut", "digit", "flip"])
    out = list(lines)
    if kind == "repeat":
        out.insert(k, lines[k])
    elif kind == "drop":
        del out[k]
    elif kind == "swap" and k + 1 < len(lines):
        out[k], out[k + 1] = lines[k + 1], lines[k]
    elif kind == "cut":
        out[k] = lines[k][: rng.randrange(1, len(lines[k]))]
        out = out[: k + 1] if rng.random() < 0.5 else out
    elif kind == "digit":
        digits = [i for i, c in enumerate(lines[k]) if c.isdigit()]
        if digits:
            i = rng.choice(digits)
            out[k] = lines[k][:i] + str((int(lines[k][i]) + rng.randrange(1, 10)) % 10) + lines[k][i + 1:]
    else:
        i = rng.randrange(len(lines[k]) - 1)
        out[k] = lines[k][:i] + chr(rng.randrange(32, 127)) + lines[k][i + 1:]
    return kind, k, out


def test_a_damaged_file_never_opens_on_a_position_that_never_happened(tmp_path, sample):
    """300 damaged copies of one game: each is refused in a sentence, or opens on a
    position the game really had (the state after one of its own choices)."""
    game, states = sample
    lines = savefile.dumps(game).splitlines(keepends=True)
    seen = set(states)
    rng = random.Random(319)
    refused = repaired = whole = 0
    for n in range(300):
        kind, k, damaged = mutations(lines, rng)
        path = tmp_path / f"damaged-{n}.jsonl"
        write(path, damaged)
        try:
            restored = restore(path)
        except SaveFileError as error:
            assert error.kind in savefile.PROBLEMS and "\n" not in str(error)
            refused += 1
            continue
        state = json.dumps(state_json(restored.game), sort_keys=True)
        assert state in seen, f"{kind} at line {k + 1} opened a position that never happened"
        assert state == states[len(restored.game.log) - 1]
        if restored.repaired is None:
            whole += 1
        else:
            repaired += 1
    assert repaired > 100, (refused, repaired, whole)


def test_a_deeply_nested_first_line_is_refused_in_a_sentence(tmp_path):
    path = tmp_path / "nested.jsonl"
    path.write_text("[" * 1000 + "]" * 1000 + "\n", encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        restore(path)
    assert caught.value.kind == "not_a_save"
    nested = '{"format":"adrenaline-save","version":1,"rules_version":1,"setup":' + \
        '{"a":' * 5000 + "1" + "}" * 5000 + "}\n"
    path.write_text(nested, encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        restore(path)
    assert len(str(caught.value)) < 400


def test_a_line_longer_than_any_save_line_is_refused_without_quoting_it(tmp_path, sample):
    game, _ = sample
    lines = savefile.dumps(game).splitlines(keepends=True)
    path = tmp_path / "long.jsonl"
    write(path, lines[:1] + ['{"who":0,"choice":"' + "x" * (savefile.MAX_LINE_BYTES + 10) + '"}\n'])
    with pytest.raises(SaveFileError) as caught:
        restore(path)
    assert len(str(caught.value)) < 400 and "xxxx" not in str(caught.value)


def test_a_file_larger_than_any_saved_game_is_refused_unread(tmp_path):
    path = tmp_path / "huge.jsonl"
    with open(path, "wb") as f:
        f.truncate(savefile.MAX_FILE_BYTES + 1)
    with pytest.raises(SaveFileError) as caught:
        restore(path)
    assert caught.value.kind == "too_large"


def test_an_illegal_choice_in_a_file_is_quoted_at_most_a_few_words(tmp_path, sample):
    game, _ = sample
    lines = savefile.dumps(game).splitlines(keepends=True)
    bad = json.loads(lines[5])
    bad["choice"] = "target " + "Zed" * 20000
    path = tmp_path / "bad.jsonl"
    write(path, lines[:5] + [json.dumps(bad) + "\n"] + lines[6:])
    restored = restore(path)
    assert restored.repaired is not None and len(str(restored.repaired)) < 400
    assert len(restored.game.log) == 4
