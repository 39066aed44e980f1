"""Frame times of the game screen (run with ``pytest -m bench``; ``make bench-frames``
runs the longer measurement). Prints figures and asserts nothing about time.

It runs ``python -m adrenaline.ui.bench`` in its own process (dummy video driver,
5 computer players at normal animation speed, 1280x800, paced at 60 fps), once
as the game is (the computer players think in a worker process), once with a 1 ms
GIL switch interval, and once thinking in a thread while 2 other processes keep
the cores busy, for comparison.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from adrenaline.ui.bench import report

pytestmark = pytest.mark.bench

ROOT = Path(__file__).resolve().parents[1]


def bench(*args: str) -> dict:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-m", "adrenaline.ui.bench", "--json", *args],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
                            check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1])


@pytest.mark.parametrize("switch, thinking, load", [(None, "process", 0), ("0.001", "process", 0),
                                                   (None, "thread", 2)],
                         ids=["default-switch", "switch-1ms", "thread-loaded"])
def test_bench_frame_times_of_the_game_screen(switch, thinking, load):
    shot = ROOT / "out" / "screenshots" / "bench.png"
    first = switch is None and load == 0
    args = ["--frames", "300", "--screenshot", str(shot) if first else "",
            "--thinking", thinking, "--load", str(load)]
    if switch:
        args += ["--switch-interval", switch]
    r = bench(*args)
    print()
    print(report(r))
    assert r["size"] == [1280, 800] and r["players"] == 5 and r["speed"] == "normal"
    assert r["all"]["frames"] == 300
    assert r["animating"]["frames"] > 0, "animations played"
    assert r["thought_apart"] is (thinking == "process") and r["load"] == load
    if first:
        assert shot.stat().st_size > 1000
