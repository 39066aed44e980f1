"""The real window's computer players think in a worker process of their own, and
closing the window leaves no process behind."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e


def children(pid: int) -> dict[int, str]:
    """The processes ``pid`` started that are still running: pid -> command line."""
    found = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            if int(fields[1]) == pid and fields[0] != "Z":
                found[int(stat.parent.name)] = (stat.parent / "cmdline").read_bytes().replace(
                    b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue  # it ended while we looked
    return found


def running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
def test_computer_players_think_in_a_worker_that_ends_with_the_window(launch, tmp_path):
    kept = tmp_path / "game.jsonl"  # a line per choice: the computer players' answers
    w = launch("-m", "adrenaline.ui.testing", "--computers", "3", "--level", "normal",
               "--seed", "5", "--autosave", str(kept), settings={"animation_speed": "instant"})
    w.wait_scene("GameScene")
    deadline = time.monotonic() + 30
    while not (workers := {p: c for p, c in children(w.proc.pid).items()
                           if "multiprocessing" in c}):
        assert time.monotonic() < deadline, f"no worker process: {children(w.proc.pid)}"
        time.sleep(0.1)
    deadline = time.monotonic() + 60
    while not kept.exists() or len(kept.read_text(encoding="utf-8").splitlines()) < 6:
        assert time.monotonic() < deadline, "the computer players' answers did not come"
        time.sleep(0.1)
    w.close()  # the desktop closes the window (SIGTERM)
    deadline = time.monotonic() + 15
    while any(running(p) for p in workers):
        assert time.monotonic() < deadline, "the worker outlived the window"
        time.sleep(0.1)
    assert w.proc.returncode == 0, "the window closed as when a person closes it"
    output = w.log_path.read_text(encoding="utf-8", errors="replace")
    assert "Traceback" not in output and "think in a thread" not in output
