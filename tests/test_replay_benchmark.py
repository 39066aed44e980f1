"""Benchmark of the replay viewer (run with ``make bench``; skipped by ``make test``):
jumping anywhere in a game of over 1,000 choices must answer in under 100 ms
(issue 17: "snapshots, not a fold from the start each time").

The game: the longest of a few random 5-player, 8-skull games with final frenzy on
arena D (as ``adrenaline simulate`` plays them). Printed: the time to open its file
(read, fold, check, snapshots), and the median and the worst of 200 jumps to random
positions - the model's state alone, and the window's whole answer (the state, the
log up to there, the animations reset, one frame drawn, headless).
"""

from __future__ import annotations

import random
import statistics
import time

import pytest

from adrenaline.core import savefile
from adrenaline.core.engine import Game, default_setup
from adrenaline.play.replay import Replay

pytestmark = pytest.mark.bench

JUMPS = 200
LIMIT = 0.100  # seconds: the bound for a jump


def long_game(min_choices: int = 1000) -> Game:
    best = None
    for seed in range(40):
        game = Game.new(default_setup(5, "D", 8, False, seed))
        rng = random.Random(seed)
        while (d := game.legal()) is not None:
            game.submit(d.decider, rng.choice(d.options))
        if best is None or len(game.log) > len(best.log):
            best = game
        if len(best.log) >= min_choices + 150:
            break
    assert len(best.log) > min_choices, "no random game was long enough"
    return best


def figures(seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    return (f"median {statistics.median(ms):.2f} ms, 90th percentile {ms[int(len(ms) * 0.9)]:.2f} ms, "
            f"max {ms[-1]:.2f} ms")


@pytest.fixture(scope="module")
def kept(tmp_path_factory):
    return savefile.save(long_game(), tmp_path_factory.mktemp("replay") / "long.jsonl")


def test_bench_opening_a_long_game_and_jumping_anywhere_in_it(kept):
    opening = []
    for _ in range(5):
        start = time.perf_counter()
        replay = Replay.open(kept)
        opening.append(time.perf_counter() - start)
    rng = random.Random(0)
    jumps = []
    for _ in range(JUMPS):
        position = rng.randint(replay.first, replay.last)
        start = time.perf_counter()
        replay.state_at(position)
        jumps.append(time.perf_counter() - start)
    print(f"\nreplay of {replay.last} choices ({len(replay.turn_starts)} turns): open "
          f"{figures(opening)}; {JUMPS} random jumps (the state): {figures(jumps)}")
    assert max(jumps) < LIMIT


def test_bench_the_window_answering_a_jump(kept, tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "settings.json"))
    from adrenaline.ui.app import App

    app = App()
    try:
        start = time.perf_counter()
        assert app.watch_replay(kept)
        app.draw()
        opened = time.perf_counter() - start
        screen = app.top
        rng = random.Random(1)
        jumps = []
        for _ in range(JUMPS):
            position = rng.randint(screen.replay.first, screen.replay.last)
            start = time.perf_counter()
            screen.jump(position)
            app.draw()
            jumps.append(time.perf_counter() - start)
        print(f"\nwindow (1280x800, software): opening the viewer and its first frame "
              f"{opened * 1000:.0f} ms; {JUMPS} random jumps with a frame drawn: {figures(jumps)}")
    finally:
        app.quit()
