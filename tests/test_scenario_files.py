"""A bad scenario file is refused in a sentence, never a traceback.

The developers' guide: "a bad file is refused in a sentence, never a traceback". Every bad
file given to ``adrenaline scenario FILE`` (and to the window's loader, ``python -m
adrenaline.ui.testing FILE``) prints one line ``...: error: <sentence>`` on stderr and
exits with code 2: not TOML, not text, too big, nested hundreds deep, or a value of the
wrong type in any key of the format (docs/scenarios.md).
"""

from __future__ import annotations

import copy
import datetime
import json
import re
import tomllib
from pathlib import Path

import pytest

from adrenaline.cli import main
from adrenaline.core.scenario import MAX_FILE_BYTES

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "docs" / "examples").glob("*.toml"))

# every key of the format at least once (docs/scenarios.md); a legal position
EVERY_KEY = """\
title = "every key"
description = "each key of the scenario format, once"
arena = "C"
skulls = 6
sudden_death = false
seed = 3
turn = 4
current = "Dozer"
actions_left = 1
killshot_track = [["Violet"], ["Dozer", "Dozer"]]
choices = ["action run", "move r2c1"]

[spawnpoints]
red = ["Railgun", "none"]
blue = ["Shotgun"]

[ammo_tiles]
r0c0 = "red+blue+powerup"
r0c1 = "none"

[decks]
weapons_top = ["Whisper"]
powerups_top = ["newton/red"]
ammo_top = ["yellow+blue+powerup"]
powerup_discard = ["teleporter/blue"]
ammo_discard = ["red+red+powerup"]

[[players]]
character = "Violet"
name = "Vi"
square = "r1c1"
damage = ["Dozer", "Banshee"]
marks = { Dozer = 1 }
deaths = 1
skulls = 1
frenzy_board = false
ammo = { red = 2, blue = 0, yellow = 3 }
weapons = ["ZX-2", { name = "Lock Rifle", loaded = false }]
powerups = ["newton/blue", "tagback grenade/yellow"]
points = 9

[[players]]
character = "Dozer"
square = "r2c0"
skulls = 1
weapons = ["Machine Gun"]

[[players]]
character = "Banshee"
square = "r1c2"
"""


# -- writing TOML (the tests build bad files from specs) ------------------------------------
def _toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _toml_value(key)


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "nan" if value != value else repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"no TOML form for {value!r}")


def toml_text(spec: dict) -> str:
    """``spec`` as TOML, one top-level key a line (tables inline)."""
    return "".join(f"{_toml_key(k)} = {_toml_value(v)}\n" for k, v in spec.items())


# -- running the command in process ---------------------------------------------------------
def run_scenario(capsys, path: Path) -> tuple[int, str, str]:
    code = main(["scenario", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def assert_refused_in_one_line(code: int, err: str, prog: str = "adrenaline") -> str:
    assert "Traceback" not in err
    assert code == 2, err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"{prog}: error: ") and len(lines[0]) > len(prog) + 10
    return lines[0]


def _players(n: int = 3) -> str:
    return "".join(f'[[players]]\ncharacter = "{c}"\nsquare = "r1c1"\n'
                   for c in ("Violet", "Dozer", "Banshee", "Sprog")[:n])


BAD_FILES = {
    "not TOML": (b'arena = "C\n', "not a valid TOML file"),
    "empty": (b"", "needs players"),
    "binary": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)), "not a text file"),
    "a NUL byte in text": (b'title = "a\x00b"\n' + _players().encode(), "not a text file"),
    "not UTF-8 (Latin-1)": ('title = "Qu\xe9bec"\n'.encode("latin-1"), "not UTF-8"),
    "UTF-16": ('title = "x"\n'.encode("utf-16"), "not"),
    "too big": (b"# " + b"x" * (MAX_FILE_BYTES + 10) + b"\n", "too big for a scenario file"),
    "arrays 2,000 deep": (b"a = " + b"[" * 2000 + b"]" * 2000 + b"\n", "nested"),
    "inline tables 2,000 deep": (b"a = " + b"{b = " * 2000 + b"1" + b"}" * 2000 + b"\n", "nested"),
    "players 500 deep": (b"players = " + b"[" * 500 + b"]" * 500 + b"\n", "nested"),
    "a number of 5,000 digits": (b"seed = " + b"7" * 5000 + b"\n" + _players().encode(),
                                 "too many digits"),
    "choices = 5": (b"choices = 5\n" + _players().encode(), "choices: expected a list, got 5"),
    "choices = 'end turn'": (b'choices = "end turn"\n' + _players().encode(), "choices: expected a list"),
    "a choice that is a number": (b"choices = [5]\n" + _players().encode(), "expected text, got 5"),
    "a choice that is a table": (b"choices = [{a = 1}]\n" + _players().encode(), "expected text"),
    "players = 5": (b"players = 5\n", "players: expected a list"),
    "players of numbers": (b"players = [1, 2, 3]\n", "players[1]: expected a table"),
    "a [players] table": (b'[players]\ncharacter = "Violet"\n', "players: expected a list"),
    "a key twice": (b'arena = "C"\narena = "D"\n', "not a valid TOML file"),
    "a date for a title": (b"title = 1979-05-27\n" + _players().encode(), "title: expected text"),
    "seed out of range": (b"seed = 9223372036854775808\n" + _players().encode(), "seed: expected"),
    "choices after the players": (_players().encode() + b'choices = ["end turn"]\n',
                                  "must come before the first"),
    # issue 34: accepted, as marks = 0 was
    'name = ""': (_players().replace('"Dozer"\n', '"Dozer"\nname = ""\n', 1).encode(),
                  "players[2].name: an empty name"),
    "a name of spaces": (_players().replace('"Dozer"\n', '"Dozer"\nname = "  "\n', 1).encode(),
                         "players[2].name: an empty name"),
    "a Domination track of 100 tokens": (
        b'mode = "domination"\nturn = 5\nskulls_taken = 1\n[tracks]\nred = ['
        + b", ".join([b'"Violet"'] * 100) + b"]\n" + _players().encode(),
        "tracks.red: 100 tokens, more than a track can hold by turn 5 (7:"),
}


@pytest.mark.parametrize("content,expected", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_a_bad_scenario_file_is_one_line_and_exit_code_2(tmp_path, capsys, content, expected):
    path = tmp_path / "bad.toml"
    path.write_bytes(content)
    code, _, err = run_scenario(capsys, path)
    line = assert_refused_in_one_line(code, err)
    assert expected in line and str(path) in line


def test_a_domination_track_as_long_as_the_turns_allow_plays(tmp_path, capsys):
    """Turn 5 of 3 players: 2 turns of tags (3 each) and 1 overkill per skull taken."""
    path = tmp_path / "full.toml"
    path.write_text('mode = "domination"\nturn = 5\nskulls_taken = 1\n[tracks]\nred = ['
                    + ", ".join(['"Violet"'] * 7) + "]\n" + _players())
    code, _, err = run_scenario(capsys, path)
    assert code == 0, err


def test_with_the_bot_a_seat_tags_on_its_second_turn(tmp_path, capsys):
    """The bot's figure is not a seat: turn 4 of 3 players is the first player's second."""
    path = tmp_path / "bot.toml"
    path.write_text('mode = "domination"\nturn = 4\ntagged_this_turn = ["red"]\n'
                    '[bot]\nsquare = "r1c1"\n[tracks]\nred = ["Violet"]\n' + _players())
    code, _, err = run_scenario(capsys, path)
    assert code == 0, err


def test_a_directory_a_missing_file_and_an_endless_device_are_one_line(tmp_path, capsys):
    for path, expected in ((tmp_path, "is a directory"), (tmp_path / "nowhere.toml", "cannot read"),
                           (Path("/dev/zero"), "too big")):
        if not path.parent.exists():
            continue
        code, _, err = run_scenario(capsys, path)
        assert expected in assert_refused_in_one_line(code, err)


# -- wrong types and mutations ---------------------------------------------------------------
SAMPLES = [5, -1, 2**70, 1.5, float("nan"), float("inf"), True, False, "x", "", "none", [], [1],
           ["x", "y"], [[1]], {}, {"a": 1}, {"name": 5}, datetime.date(2020, 1, 1),
           datetime.time(12, 30), datetime.datetime(2020, 1, 1, 12, 30)]


def _kind(value) -> str:
    """The TOML type of a value (a whole number and a float are different types)."""
    if isinstance(value, bool):
        return "bool"
    for kind in (int, float, str, list, dict, datetime.datetime, datetime.date, datetime.time):
        if isinstance(value, kind):
            return kind.__name__
    return type(value).__name__


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, path + (i,))


def _changed(spec: dict, path: tuple, how: str, value=None) -> dict:
    spec = copy.deepcopy(spec)
    parent = spec
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "duplicate":  # a list item twice; a table key's value doubled into a list
        if isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        else:
            parent[last] = [parent[last], copy.deepcopy(parent[last])]
    else:
        parent[last] = value
    return spec


def _mutations(spec: dict):
    """(name, spec, always_bad): each value retyped (always bad), deleted or duplicated."""
    for path in list(_paths(spec))[1:]:
        where = ".".join(map(str, path))
        original = spec
        for key in path:
            original = original[key]
        for sample in SAMPLES:
            if _kind(sample) != _kind(original):
                yield f"{where} = {sample!r}", _changed(spec, path, "set", sample), True
        yield f"delete {where}", _changed(spec, path, "delete"), False
        yield f"duplicate {where}", _changed(spec, path, "duplicate"), False


def _check_mutations(spec: dict, tmp_path: Path, capsys) -> tuple[int, int]:
    refused = played = 0
    path = tmp_path / "mutated.toml"
    for name, mutated, always_bad in _mutations(spec):
        path.write_text(toml_text(mutated), encoding="utf-8")
        code, out, err = run_scenario(capsys, path)
        if always_bad or code != 0:
            assert_refused_in_one_line(code, err)
            refused += 1
        else:
            assert out and not err, name
            played += 1
    return refused, played


def test_the_every_key_scenario_plays(tmp_path, capsys):
    path = tmp_path / "every.toml"
    path.write_text(EVERY_KEY)
    code, out, err = run_scenario(capsys, path)
    assert code == 0 and not err, err
    assert "Vi (Violet) [purple] at the left square of the purple room" in out
    assert "Dozer [grey] at the middle square of the white room" in out


def test_a_value_of_the_wrong_type_in_any_key_is_one_line_and_exit_code_2(tmp_path, capsys):
    """Every key of the format (and every item of its lists and tables) retyped to each
    other TOML type is refused; deleting or doubling a value plays or is refused, in one
    line either way."""
    refused, played = _check_mutations(tomllib.loads(EVERY_KEY), tmp_path, capsys)
    assert refused > 1000 and played > 10


@pytest.mark.parametrize("example", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_mutated_example_files_are_played_or_refused_in_one_line(tmp_path, capsys, example):
    spec = tomllib.loads(example.read_text(encoding="utf-8"))
    refused, played = _check_mutations(spec, tmp_path, capsys)
    assert refused > 100 and played > 5
    # and line by line in the file itself: each line deleted, then each line doubled
    lines = example.read_text(encoding="utf-8").splitlines(keepends=True)
    path = tmp_path / "edited.toml"
    for i in range(len(lines)):
        for edited in (lines[:i] + lines[i + 1:], lines[:i + 1] + lines[i:]):
            path.write_text("".join(edited), encoding="utf-8")
            code, out, err = run_scenario(capsys, path)
            if code != 0:
                assert_refused_in_one_line(code, err)


# -- the window's loader ----------------------------------------------------------------------
@pytest.mark.parametrize("name", ["binary", "too big", "arrays 2,000 deep", "choices = 5",
                                  "a number of 5,000 digits", "players of numbers"])
def test_the_windows_scenario_loader_gives_the_same_one_line(tmp_path, capsys, monkeypatch, name):
    from adrenaline.ui import app, testing

    def no_window(*args, **kwargs):
        raise AssertionError("a bad scenario file opened the window")

    monkeypatch.setattr(app, "App", no_window)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "settings.json"))
    content, expected = BAD_FILES[name]
    path = tmp_path / "bad.toml"
    path.write_bytes(content)
    code = testing.main([str(path)])
    line = assert_refused_in_one_line(code, capsys.readouterr().err, testing.PROG)
    assert expected in line and str(path) in line
