"""Save files: JSON Lines, versioned; a saved game is its own exact replay."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import attrs
import pytest

from adrenaline.core import savefile
from adrenaline.core.engine import Game, LogEntry

from .rules import random_game
from adrenaline.core.events import Event
from adrenaline.core.savefile import SaveFileError, load, save, verify
from adrenaline.core.scenario import load_scenario, play
from adrenaline.core.serialize import state_json

EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "examples" / "zx2_marks.toml"




@pytest.fixture(scope="module")
def full_game() -> Game:
    return random_game(11, players=5, arena="D")


@pytest.fixture(scope="module")
def mid_game() -> Game:
    return random_game(12, players=3, arena="A", stop_after=150)


@pytest.fixture
def saved(tmp_path, mid_game) -> Path:
    return save(mid_game, tmp_path / "game.jsonl")


def lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def write_lines(path: Path, rows: list[str]) -> None:
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")


# -- round trips ------------------------------------------------------------------------------
def test_save_then_load_gives_the_same_state_and_log(tmp_path, full_game):
    path = save(full_game, tmp_path / "full.jsonl")
    loaded = load(path)
    assert state_json(loaded) == state_json(full_game)
    assert loaded.log == full_game.log
    assert loaded.legal() is None


def test_loaded_game_in_progress_poses_the_same_decision_and_plays_on_identically(saved, mid_game):
    loaded = load(saved)
    assert state_json(loaded) == state_json(mid_game)
    original = mid_game.copy()
    rng_a, rng_b = random.Random(5), random.Random(5)
    for _ in range(40):
        d = original.legal()
        if d is None:
            break
        a = original.submit(d.decider, rng_a.choice(d.options))
        e = loaded.legal()
        b = loaded.submit(e.decider, rng_b.choice(e.options))
        assert a == b
    assert state_json(loaded) == state_json(original)


def test_verify_passes_on_a_full_random_game(tmp_path, full_game):
    path = save(full_game, tmp_path / "full.jsonl")
    assert state_json(verify(path)) == state_json(full_game)


def test_file_is_a_header_then_one_line_per_log_entry(saved, mid_game):
    rows = [json.loads(r) for r in lines(saved)]
    header = rows[0]
    assert header == {"format": "adrenaline-save", "version": 2,
                      "rules_version": header["rules_version"], "setup": mid_game.setup.to_json()}
    assert len(rows) == 1 + len(mid_game.log)
    assert rows[1]["who"] == -1 and rows[1]["choice"] is None
    assert rows[2]["choice"] == mid_game.log[1].choice.text
    assert rows[2]["events"][0]["type"] == type(mid_game.log[1].events[0]).__name__


def test_scenario_game_saves_its_position_and_verifies(tmp_path):
    spec = load_scenario(EXAMPLE)
    game = play({**spec, "choices": spec["choices"] + ["end turn", "done"]})
    path = save(game, tmp_path / "zx2.jsonl")
    header = json.loads(lines(path)[0])
    assert header["position"]["players"][1]["character"] == ":D-struct-OR"
    assert "choices" not in header["position"]
    assert state_json(load(path)) == state_json(game)
    assert state_json(verify(path)) == state_json(game)


def test_tampered_scenario_position_is_a_save_file_error_on_its_line(tmp_path):
    path = save(play(load_scenario(EXAMPLE)), tmp_path / "zx2.jsonl")
    rows = lines(path)
    data = json.loads(rows[2])
    data["events"][0]["weapon_deck"].pop()  # a weapon vanishes from the box
    rows[2] = json.dumps(data)
    write_lines(path, rows)
    with pytest.raises(SaveFileError, match=r":3: event 1 \(PositionSet\) does not fit the game: "
                                            r"position: the 21 weapons"):
        load(path)


def test_scenario_game_saved_without_its_position_loads_but_cannot_be_verified(tmp_path):
    game = play(load_scenario(EXAMPLE))
    del game.scenario  # as a Game.copy() would lose it
    path = save(game, tmp_path / "zx2.jsonl")
    assert state_json(load(path)) == state_json(game)
    with pytest.raises(SaveFileError, match=':3: a scenario position, but the header has no "position"'):
        verify(path)


# -- bad files --------------------------------------------------------------------------------
def _replace_line(number: int, make):
    def change(path: Path) -> None:
        rows = lines(path)
        rows[number - 1] = make(rows[number - 1])
        write_lines(path, rows)
    return change


def _edit_json(number: int, edit):
    def make(text: str) -> str:
        data = json.loads(text)
        edit(data)
        return json.dumps(data)
    return _replace_line(number, make)


def _first_event(number: int, kind: str, edit):
    def change(data):
        event = next(e for e in data["events"] if e["type"] == kind)
        edit(event)
    return _edit_json(number, change)


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) - 40])


BAD_FILES = [
    ("not JSON", _replace_line(5, lambda t: t[:-1] + "!!"), ":5: not JSON"),
    ("truncated last line", _truncate, "truncated or not JSON"),
    ("foreign JSON", lambda p: p.write_text('{"name": "some other program"}\n'),
     ":1: not an Adrenaline save file"),
    ("foreign JSON lines", lambda p: p.write_text("[1, 2, 3]\n"), ":1: not an Adrenaline save file"),
    ("empty file", lambda p: p.write_bytes(b""), ":1: empty file"),
    ("blank file", lambda p: p.write_bytes(b"\n\n  \n"), ":1: empty file"),
    ("binary file", lambda p: p.write_bytes(bytes(range(256)) * 4), ":1: binary data"),
    ("not UTF-8", lambda p: p.write_bytes(b'{"format": "\xff\xfe"}\n'), ":1: not UTF-8"),
    ("newer version", _edit_json(1, lambda h: h.update(version=99)), ":1: version 99 was written by a newer"),
    ("unsupported version", _edit_json(1, lambda h: h.update(version=0)), ":1: version 0 is not supported"),
    ("version not a number", _edit_json(1, lambda h: h.update(version="1")), ":1: the version should be"),
    ("header without setup", _edit_json(1, lambda h: h.pop("setup")), ":1: bad header: the header has no setup"),
    ("bad setup", _edit_json(1, lambda h: h["setup"].update(arena="Z")), ":1: bad header: unknown arena"),
    ("setup missing a key", _edit_json(1, lambda h: h["setup"].pop("seed")), ":1: bad header: missing 'seed'"),
    ("header only", lambda p: write_lines(p, lines(p)[:1]), ":2: the setup line is missing"),
    ("entry missing events", _edit_json(7, lambda e: e.pop("events")), ":7: missing events"),
    ("entry not an object", _replace_line(7, lambda t: "[]"), ":7: expected an object"),
    ("who not a seat", _edit_json(7, lambda e: e.update(who="Violet")), ":7: who should be a seat number"),
    ("who out of range", _edit_json(7, lambda e: e.update(who=9)),
     ":7: who should be a seat number from 0 to 2, not 9"),
    ("choice not a choice", _edit_json(7, lambda e: e.update(choice="dance")), ":7: not a choice: 'dance'"),
    ("unknown event type", _edit_json(8, lambda e: e["events"].insert(0, {"type": "Teleported"})),
     ":8: event 1: unknown event"),
    ("unknown event field", _first_event(2, "DecksShuffled", lambda e: e.update(jokers=2)),
     ":2: event 1: DecksShuffled: unknown fields ['jokers']"),
    ("missing event field", _first_event(2, "AmmoTilePlaced", lambda e: e.pop("tile")), ":2: event 2:"),
    ("event that does not fit", _first_event(2, "AmmoTilePlaced", lambda e: e.update(tile=99)),
     ":2: event 2 (AmmoTilePlaced) does not fit the game: ammo tile not on top"),
    ("event with a bad value", _first_event(2, "AmmoTilePlaced", lambda e: e.update(square="x")),
     ":2: event 2 (AmmoTilePlaced) does not fit the game"),
    ("first entry not the setup", _edit_json(2, lambda e: e.update(who=0, choice="end turn")),
     ":2: the first entry should be the setup"),
    ("empty line in the middle", _replace_line(6, lambda t: ""), ":6: empty line"),
]


@pytest.mark.parametrize("damage,expected", [b[1:] for b in BAD_FILES], ids=[b[0] for b in BAD_FILES])
def test_bad_file_is_a_one_line_save_file_error_naming_file_and_line(saved, damage, expected):
    damage(saved)
    with pytest.raises(SaveFileError) as caught:
        load(saved)
    message = str(caught.value)
    assert message.startswith(str(saved))
    assert expected in message
    assert "\n" not in message
    # verify reads the file the same way
    with pytest.raises(SaveFileError):
        verify(saved)


def test_last_stage_that_does_not_exist_is_a_save_file_error(saved):
    rows = lines(saved)
    last = json.loads(rows[-1])
    last["events"].append({"type": "StageSet", "stage": {"name": "nap", "player": 0}})
    rows[-1] = json.dumps(last)
    write_lines(saved, rows)
    with pytest.raises(SaveFileError, match=rf":{len(rows)}: the game cannot go on"):
        load(saved)


def test_directory_and_missing_file_are_save_file_errors(tmp_path):
    with pytest.raises(SaveFileError, match="is a directory"):
        load(tmp_path)
    with pytest.raises(SaveFileError, match="no such file"):
        load(tmp_path / "nowhere.jsonl")


# -- verify -----------------------------------------------------------------------------------
def test_verify_names_the_line_and_first_event_the_rules_do_not_produce(saved):
    rows = lines(saved)
    number = next(i for i, r in enumerate(rows, start=1)
                  if i > 2 and '"type":"FigureMoved"' in r)
    data = json.loads(rows[number - 1])
    index = next(i for i, e in enumerate(data["events"]) if e["type"] == "FigureMoved")
    data["events"][index]["by"] = (data["events"][index]["by"] + 1) % 3  # folds fine, is wrong
    rows[number - 1] = json.dumps(data)
    write_lines(saved, rows)
    load(saved)  # the fold does not notice
    with pytest.raises(SaveFileError) as caught:
        verify(saved)
    assert f":{number}: event {index + 1} differs" in str(caught.value)
    assert '"type":"FigureMoved"' in str(caught.value)


def test_verify_refuses_a_choice_the_rules_do_not_allow(saved):
    rows = lines(saved)
    data = json.loads(rows[2])
    data["who"] = (data["who"] + 1) % 3
    rows[2] = json.dumps(data)
    write_lines(saved, rows)
    with pytest.raises(SaveFileError, match=r":3: it is .*'s decision"):
        verify(saved)


def test_verify_re_plays_a_file_of_another_rules_version_and_passes_it_if_it_agrees(saved):
    """Another rules version is no reason to trust a file, nor to refuse one these rules
    play exactly the same way (tests/test_kept_files.py: one they do not is refused)."""
    _edit_json(1, lambda h: h.update(rules_version=0))(saved)
    assert len(verify(saved).log) == len(load(saved).log)


# -- versions ---------------------------------------------------------------------------------
def test_old_version_is_upgraded_by_its_upcaster(saved, mid_game, monkeypatch):
    def from_0(header, entries):
        header["setup"] = header.pop("game")
        for entry in entries:
            entry["who"] = entry.pop("seat")
        return header, entries

    rows = [json.loads(r) for r in lines(saved)]
    rows[0]["version"] = 0
    rows[0]["game"] = rows[0].pop("setup")
    for row in rows[1:]:
        row["seat"] = row.pop("who")
    write_lines(saved, [json.dumps(r) for r in rows])
    with pytest.raises(SaveFileError, match="version 0 is not supported"):
        load(saved)
    monkeypatch.setitem(savefile.UPCASTERS, 0, from_0)
    assert state_json(load(saved)) == state_json(mid_game)


# -- atomic writes ----------------------------------------------------------------------------
@attrs.frozen
class Unserialisable(Event):
    thing: object

    def apply(self, g) -> None:
        pass


@attrs.frozen
class Unregistered(Event):
    """Serialises fine, but no loader knows it."""

    n: int

    def apply(self, g) -> None:
        pass


@pytest.mark.parametrize("bad_event,expected", [
    (Unserialisable(object()), "cannot save line"),
    (Unregistered(1), "not saved, the new file would not load"),
])
def test_failed_save_leaves_the_good_file_and_no_temporary_file(tmp_path, mid_game, bad_event, expected):
    path = save(mid_game, tmp_path / "game.jsonl")
    good = path.read_bytes()
    broken = mid_game.copy()
    broken.log.append(LogEntry(0, None, (bad_event,)))
    with pytest.raises(SaveFileError, match=expected):
        save(broken, path)
    assert path.read_bytes() == good
    assert os.listdir(tmp_path) == ["game.jsonl"]


def test_save_into_a_missing_folder_is_a_save_file_error(tmp_path, mid_game):
    with pytest.raises(SaveFileError, match="cannot write"):
        save(mid_game, tmp_path / "no" / "such" / "folder" / "game.jsonl")


def test_saving_again_replaces_the_file(tmp_path, mid_game, full_game):
    path = save(mid_game, tmp_path / "game.jsonl")
    save(full_game, path)
    assert state_json(load(path)) == state_json(full_game)
    assert os.listdir(tmp_path) == ["game.jsonl"]
