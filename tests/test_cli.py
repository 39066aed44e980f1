"""The ``adrenaline`` command, run as ``python -m adrenaline`` in a subprocess."""

from __future__ import annotations

import json
import random
import os
import subprocess
import sys
from pathlib import Path

import pytest

from adrenaline.cli import main, random_game
from adrenaline.core.engine import default_setup

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "docs" / "examples" / "zx2_marks.toml"


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "adrenaline", *map(str, args)], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def assert_one_line_error(result: subprocess.CompletedProcess, *fragments: str) -> None:
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("adrenaline: error: ")
    for fragment in fragments:
        assert fragment in lines[0]


def test_simulate_prints_each_game_and_decisions_per_second():
    result = run("simulate", "--players", 3, "--arena", "A", "--skulls", 5, "--games", 2, "--seed", 4)
    assert result.returncode == 0, result.stderr
    out = result.stdout.splitlines()
    assert out[0].startswith("game 1 (seed 4): winner ")
    assert out[1].startswith("game 2 (seed 5): winner ")
    assert "decisions per second" in out[-1] and "ms per game" in out[-1]


def test_simulate_json_is_one_object_with_results_and_speed():
    result = run("simulate", "--players", 4, "--arena", "b", "--skulls", 5, "--sudden-death",
                 "--games", 2, "--seed", 9, "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["arena"] == "B" and data["sudden_death"] is True
    assert [g["seed"] for g in data["games"]] == [9, 10]
    for game in data["games"]:
        assert game["winner"] == game["ranking"][0]
        assert set(game["points"]) == {":D-struct-OR", "Banshee", "Dozer", "Violet"}
        assert game["decisions"] > 0 and game["turns"] > 0
    total = data["total"]
    assert total["decisions"] == sum(g["decisions"] for g in data["games"])
    assert total["decisions_per_second"] > 0 and total["ms_per_game"] > 0


def test_saved_games_replay_and_verify(tmp_path):
    result = run("simulate", "--players", 3, "--arena", "C", "--skulls", 5, "--games", 2,
                 "--seed", 1, "--save", tmp_path / "saves")
    assert result.returncode == 0, result.stderr
    files = sorted(os.listdir(tmp_path / "saves"))
    assert files == ["game-0001.jsonl", "game-0002.jsonl"]
    verified = run("replay", tmp_path / "saves" / "game-0002.jsonl", "--verify")
    assert verified.returncode == 0, verified.stderr
    assert "verified" in verified.stdout and "Game over" in verified.stdout
    as_json = run("replay", tmp_path / "saves" / "game-0001.jsonl", "--json")
    state = json.loads(as_json.stdout)
    assert state["game_over"] is True and state["decision"] is None and state["ranking"]


def test_corrupt_save_file_is_one_error_line_and_exit_code_2(tmp_path):
    path = tmp_path / "corrupt.jsonl"
    path.write_text('{"format": "adrenaline-save", "version": 1, "rules_version": 1}\n{"who": -1,\n')
    result = run("replay", path)
    assert_one_line_error(result, str(path), ":2: truncated or not JSON")
    result = run("replay", path, "--verify")
    assert_one_line_error(result, str(path))


def test_missing_file_and_binary_file_are_one_error_line(tmp_path):
    assert_one_line_error(run("replay", tmp_path / "nowhere.jsonl"), "no such file")
    binary = tmp_path / "image.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    assert_one_line_error(run("replay", binary), "binary data")
    assert_one_line_error(run("scenario", tmp_path / "nowhere.toml"), "cannot read")


def png_size(path) -> tuple[int, int]:
    """A PNG's width and height, from its header (IHDR)."""
    data = Path(path).read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


@pytest.fixture(scope="module")
def saved_game(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    result = run("simulate", "--players", 5, "--arena", "D", "--skulls", 5, "--games", 1, "--seed", 2,
                 "--save", folder)
    assert result.returncode == 0, result.stderr
    return folder / "game-0001.jsonl"


def test_replay_writes_the_plots_as_a_png_headless_in_any_language(saved_game, tmp_path):
    out = tmp_path / "plots.png"
    env_without_screen = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY")}
    result = subprocess.run([sys.executable, "-m", "adrenaline", "replay", str(saved_game), "--plots", str(out)],
                            cwd=ROOT, env=env_without_screen, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert png_size(out) == (1600, 1000)
    assert result.stdout.splitlines() == [f"{out}: the plots written (1600 x 1000)"]
    small = tmp_path / "small.png"
    result = run("replay", saved_game, "--plots", small, "--plots-size", "800x500", "--language", "pl")
    assert result.returncode == 0, result.stderr
    assert png_size(small) == (800, 500)


def test_replay_plots_refuse_a_bad_file_a_path_that_cannot_be_written_and_a_bad_size(saved_game, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not a game\n")
    out = tmp_path / "plots.png"
    assert_one_line_error(run("replay", bad, "--plots", out), str(bad))
    assert not out.exists()
    nowhere = tmp_path / "no such folder" / "plots.png"
    assert_one_line_error(run("replay", saved_game, "--plots", nowhere), str(nowhere), "cannot write the picture")
    assert_one_line_error(run("replay", saved_game, "--plots", tmp_path), "cannot write the picture")
    assert_one_line_error(run("replay", saved_game, "--plots", out, "--plots-size", "big"),
                          "--plots-size should look like 1280x800")
    assert_one_line_error(run("replay", saved_game, "--plots", out, "--plots-size", "20x10"),
                          "--plots-size should be from 640x400")
    assert not out.exists()


def test_scenario_options_prints_the_decider_prompt_and_one_option_per_line():
    result = run("scenario", EXAMPLE, "--options")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Violet: Choose an action (1 left)")
    assert lines[1:] == ["action run", "action grab", "end turn"]


def test_scenario_json_and_illegal_choice(tmp_path):
    result = run("scenario", EXAMPLE, "--json")
    state = json.loads(result.stdout)
    target = next(p for p in state["players"] if p["character"] == ":D-struct-OR")
    assert len(target["damage"]) == 12 and target["marks"] == {"purple": 2, "grey": 1}
    bad = tmp_path / "bad.toml"
    bad.write_text(EXAMPLE.read_text().replace('"effect basic mode"', '"effect with rocket jump"'))
    assert_one_line_error(run("scenario", bad), "choice 3 of 4", "legal options: effect basic mode")


# -- in process: quicker for what needs no subprocess ----------------------------------------
def test_watch_tells_the_game_in_the_lines_of_the_window_s_log(capsys):
    """One narrator: the command line prints what the window's log shows (words/log.py)."""
    from adrenaline.words.log import describe

    assert main(["watch", "--players", "3", "--arena", "A", "--skulls", "5", "--seed", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Adrenaline: 3 random players on arena A, 5 skulls, seed 2"
    assert out[2] == "-- Turn 1: :D-struct-OR --"
    assert out[3].startswith(":D-struct-OR spawns at ")
    assert any(line.endswith(" kills Banshee!") for line in out)
    assert any(line.startswith("FINAL FRENZY!") for line in out)
    assert out[-2] == "Game over: Dozer wins with 35 points!"
    assert out[-1].startswith("Game over after ") and "Ranking: 1. " in out[-1]
    game, _ = random_game(default_setup(3, "A", skulls=5, seed=2), random.Random(2))
    told = [str(line) for entry in game.log for line in describe(game, entry)]
    assert out[2:-1] == told  # the same lines, in the same order


def test_watch_subcommand_and_bad_setup(capsys):
    assert main(["watch", "--players", "5", "--arena", "D", "--skulls", "5", "--sudden-death",
                 "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "sudden death" in out.splitlines()[0] and "FINAL FRENZY" not in out
    with pytest.raises(SystemExit) as caught:
        main(["simulate", "--arena", "Q"])
    assert caught.value.code == 2


def test_simulate_with_no_games_is_an_error(capsys):
    assert main(["simulate", "--games", "0"]) == 2
    assert capsys.readouterr().err.startswith("adrenaline: error: --games")


def test_a_scenario_with_zero_marks_is_one_error_line_and_exit_code_2(tmp_path):
    """docs/scenarios.md says marks are 1 to 3 each: 0 is refused, not accepted quietly."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "examples" / "zx2_marks.toml").read_text()
    assert "marks = { Violet = 2, Dozer = 1 }" in text
    path = tmp_path / "zero_marks.toml"
    path.write_text(text.replace("marks = { Violet = 2, Dozer = 1 }", "marks = { Violet = 2, Dozer = 0 }"))
    assert_one_line_error(run("scenario", path), "marks.Dozer", "expected 1 to 3, got 0")
