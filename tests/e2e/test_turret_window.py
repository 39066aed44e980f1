"""Turret mode in the real window under Xvfb, played by clicks: a turn of the docs'
example (the lesson on grabbing on a turret as soon as one is in reach, grab on Dozer's
turret, its damage's lesson card, tile 1 clicked on the turret board, then "the blue
cube" given up for Dozer's turret, the lesson card of commandeering, run through
Banshee's turret), and computer players to the end screen.
Screenshots go to out/screenshots/e2e-tur-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest

from adrenaline.core.board import parse_square

from .driver import colours_in
from .test_window import load_autosave, pass_on

pytestmark = pytest.mark.e2e

EXAMPLE = str(Path(__file__).resolve().parents[2] / "docs" / "examples" / "turret_commandeer.toml")


def close_lesson(w, trigger: str, shot: str) -> None:
    """A lesson card about ``trigger`` is over the game: screenshot it, then "Got it" (the
    next card, if one waits, comes up at once)."""
    probe = w.wait(lambda p: p.get("scene") == "LessonCard", f"the lesson card {trigger}")
    assert probe.get("lesson") == trigger
    w.screenshot(shot)
    w.click_id("button:got_it")
    w.wait(lambda p: p.get("scene") != "LessonCard" or p.get("lesson") != trigger,
           f"the lesson {trigger} to close")


def test_a_turret_turn_by_clicks_commandeers_a_turret_and_runs_through_another(launch, tmp_path):
    """Rulebook, TURRET MODE: "the owner deals that figure 1 damage" on entering; "give
    up" a cube of the tile to "put your damage token on the turret"."""
    kept = tmp_path / "turret.jsonl"
    w = launch("-m", "adrenaline.ui.testing", "--autosave", str(kept), EXAMPLE)
    w.wait_id("button:i_m_ready")
    w.click_id("button:i_m_ready")
    # a grab on a turret square is in reach: the lesson comes before the click
    close_lesson(w, "turret_tile", "e2e-tur-lesson-board")
    w.wait_id("grab r1c1")
    w.screenshot("e2e-tur-1-grab-on-a-turret")
    w.click_id("grab r1c1")  # one click: the grab action, the move onto Dozer's turret
    close_lesson(w, "turret_damage", "e2e-tur-lesson-damage")
    w.wait_id("tile 1")  # the tile, on the turret board
    w.screenshot("e2e-tur-2-which-tile")
    w.click_id("tile 1")
    w.wait_id("grab tile 1 commandeer blue")  # then what to give up for Dozer's turret
    w.screenshot("e2e-tur-2b-give-up-what")
    w.click_id("grab tile 1 commandeer blue")
    close_lesson(w, "commandeer", "e2e-tur-lesson-commandeer")
    w.wait_id("run r2c2")
    w.click_id("run r2c2")  # through Banshee's turret on r2c1
    # the log's line names the way and the turret that hit where (TUR-6, TUR-7)
    w.wait(lambda p: any(line.startswith("Violet moves to the right square of the white room via ")
                         and "; Banshee's turret hits Violet on the middle square of the white room: 1 damage"
                         in line for line in p.get("log", ())), "the run's line in the log")
    pass_on(w, "e2e-tur-3-turn-over")
    game = load_autosave(w, turn=8, path=kept)
    g = game.state
    violet = next(s for s, p in enumerate(g.players) if p.character == "Violet")
    banshee = next(s for s, p in enumerate(g.players) if p.character == "Banshee")
    dozer = next(s for s, p in enumerate(g.players) if p.character == "Dozer")
    assert g.mode_state.owners[parse_square("r1c1")] == violet, "Violet's token on the turret"
    assert g.players[violet].damage == [dozer, banshee], "one damage from each turret entered"
    assert g.players[violet].marks[dozer] == 1, "Dozer's old token: a mark on Violet"
    assert "Traceback" not in w.output()


def test_computer_players_play_turret_mode_to_the_end_screen(launch):
    w = launch("-m", "adrenaline.ui.testing", "--computers", "4", "--mode", "turret",
               "--seed", "3", settings={"animation_speed": "instant"})
    w.wait_scene("GameScene")
    w.wait_scene("EndScreen", seconds=240)
    path = w.picture("e2e-tur-4-end-screen")
    assert colours_in(path) > 4, f"{path} looks blank"
    assert "Traceback" not in w.output()
