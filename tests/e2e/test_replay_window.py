"""Watching a kept game again in the real window under Xvfb: ``adrenaline replay FILE
--window`` opens the viewer, the keys and buttons step through the game, a click on
the timeline jumps, Esc goes back to the main menu; the file is never changed.
Screenshots go to out/screenshots/e2e-replay-*.png."""

from __future__ import annotations

import hashlib

import pytest

from adrenaline.core import savefile

from ..rules import random_game
from .driver import colours_in

pytestmark = pytest.mark.e2e


def kept_game(path):
    return savefile.save(random_game(4), path)


def test_a_kept_game_watched_again_step_by_step_in_the_window(launch, tmp_path):
    kept = kept_game(tmp_path / "kept.jsonl")
    digest = hashlib.sha256(kept.read_bytes()).hexdigest()
    w = launch("-m", "adrenaline", "replay", str(kept), "--window")
    probe = w.wait(lambda p: p.get("scene") == "ReplayScreen", "the replay viewer")
    assert probe["position"] == 0
    last = probe["last"]
    w.key("Right")
    w.wait(lambda p: p.get("position") == 1, "one choice forward")
    w.key("Right")
    w.wait(lambda p: p.get("position") == 2, "another choice forward")
    w.key("Left")
    w.wait(lambda p: p.get("position") == 1, "one choice back")
    w.click_id("button:replay_turn")
    turn = w.wait(lambda p: p.get("position", 0) > 1, "one turn forward")["position"]
    timeline = w.find_id("timeline")
    x, y, width, height = timeline["rect"]
    w.click_at(x + width // 2, y + height // 2)
    middle = w.wait(lambda p: abs(p.get("position", 0) - last / 2) <= 3, "the timeline's middle")
    assert middle["position"] != turn
    path = w.picture("e2e-replay-1-mid-game")
    assert colours_in(path) > 50
    w.key("End")
    w.wait(lambda p: p.get("position") == last, "the end")
    w.key("Escape")
    w.wait_scene("MainMenu")
    assert hashlib.sha256(kept.read_bytes()).hexdigest() == digest
