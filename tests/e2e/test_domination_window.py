"""Domination in the real window under Xvfb, played by clicks: a turn of the docs'
example (tag the blue spawnpoint by clicking it, its lesson card, overkill Banshee, its
lesson card, put the token on a track with its button), and computer players to the end
screen.
Screenshots go to out/screenshots/e2e-dom-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest

from .driver import colours_in
from .test_window import in_game, load_autosave, pass_on

pytestmark = pytest.mark.e2e

EXAMPLE = str(Path(__file__).resolve().parents[2] / "docs" / "examples" / "domination_overkill.toml")


def close_lesson(w, trigger: str, shot: str) -> None:
    """A lesson card is over the game, about ``trigger``: screenshot it, then "Got it"."""
    probe = w.wait(lambda p: p.get("scene") == "LessonCard", f"the lesson card {trigger}")
    assert probe.get("lesson") == trigger
    w.screenshot(shot)
    w.click_id("button:got_it")
    w.wait(lambda p: p.get("scene") != "LessonCard", "the lesson to close")


def test_a_domination_turn_by_clicks_a_spawnpoint_then_an_overkill_track(launch, tmp_path):
    """Rulebook: "You can target spawnpoints as though they were players" and "put
    that [overkill] token on the spawnpoint track of your choice"."""
    kept = tmp_path / "domination.jsonl"
    w = launch("-m", "adrenaline.ui.testing", "--autosave", str(kept), EXAMPLE)
    w.wait_id("button:i_m_ready")
    w.click_id("button:i_m_ready")
    w.wait_id("action shoot")
    w.click_id("action shoot")
    w.wait_id("weapon Lock Rifle")
    w.click_id("weapon Lock Rifle")
    w.wait_id("target blue spawnpoint", "spawnpoint")
    w.screenshot("e2e-dom-1-spawnpoint-targets")
    w.click_id("target blue spawnpoint", "spawnpoint")  # the ring on the spawnpoint's badge
    w.wait_id("done")
    w.click_id("done")
    close_lesson(w, "tag_damage", "e2e-dom-lesson-tag")  # the first tag: its rule explained
    for step in ("action shoot", "weapon Machine Gun"):
        w.wait_id(step)
        w.click_id(step)
    w.wait_id("target Banshee", "figure")
    w.click_id("target Banshee", "figure")
    # each taken before the next is looked for: a "done" still on screen is the one just
    # clicked. Hot seat: Banshee, shot by Violet whom she can see, is asked about a Tagback
    # Grenade behind the cover (she holds none: Skip only), then Violet gets the screen back
    for step in ("skip", "done", "button:i_m_ready", "skip", "button:i_m_ready", "done"):
        w.wait_id(step)
        before = w.click_id(step)
        w.wait_change(before, f"{step!r} to be taken")
    close_lesson(w, "overkill_track", "e2e-dom-lesson-overkill")  # before "which track?"
    w.wait(lambda p: in_game(p, "^track yellow$"), "the track question")
    w.screenshot("e2e-dom-2-which-track")
    w.click_id("track yellow")
    pass_on(w, "e2e-dom-3-turn-over")
    w.wait_scene("HandOff")  # Banshee respawns: her turn to take the screen
    game = load_autosave(w, turn=4, path=kept)
    tracks = game.state.mode_state.tracks
    assert tracks["blue"] == (2, 0), "Dozer's token, then Violet's tag"
    assert tracks["yellow"] == (0,), "Violet's overkill token"
    assert "Traceback" not in w.output()


def test_computer_players_play_domination_to_the_end_screen(launch):
    w = launch("-m", "adrenaline.ui.testing", "--computers", "4", "--mode", "domination",
               "--seed", "3", settings={"animation_speed": "instant"})
    w.wait_scene("GameScene")
    w.wait_scene("EndScreen", seconds=240)
    path = w.picture("e2e-dom-4-end-screen")
    assert colours_in(path) > 4, f"{path} looks blank"
    assert "Traceback" not in w.output()
