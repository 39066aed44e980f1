"""Click-to-move in the real window (issue 24): at the action prompt a square is clicked
once and the figure goes there, by the action its mark says; Z takes the whole click back.
The probe lists each such square by its action (``run r1c2``, ``grab r1c2``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

HERE = Path(__file__).resolve().parent


def moves(probe: dict, action: str) -> list[dict]:
    """The click-to-move squares of one action (``run r1c2``)."""
    return [i for i in probe.get("items", ())
            if i["kind"] == "square" and re.fullmatch(rf"{action} r\dc\d", i["id"])]


def actions_left(probe: dict) -> bool:
    return probe.get("scene") == "GameScene" and any(i["id"] == "action run" for i in probe["items"])


def test_one_click_at_the_action_prompt_runs_there_and_z_takes_it_back(launch):
    w = launch("-m", "adrenaline.ui.testing", str(HERE / "shoot.toml"))
    w.wait_id("button:i_m_ready")
    w.click_id("button:i_m_ready")
    w.wait_id("discard newton/red")
    w.click_id("discard newton/red")  # spawn on red (r1c0)

    probe = w.wait(lambda p: actions_left(p) and moves(p, "run"), "squares to run to, at the action prompt")
    runs = moves(probe, "run")
    grabs = moves(probe, "grab")
    assert grabs and any(g["id"] == "grab r0c0" for g in grabs), "r0c0 holds an ammo tile: grab there"
    target = next(r for r in runs if r["id"] not in {"run " + g["id"].split()[1] for g in grabs})
    x, y, width, height = target["rect"]
    w.hover(x + width // 2, y + height // 2)  # its path and what a click does, for the eye
    w.screenshot("e2e-30-click-to-move")
    w.click(target)  # one click: the run, to that square
    probe = w.wait(lambda p: actions_left(p) and not any(i["id"] == target["id"] for i in p["items"]),
                   "the figure to run there (the square is now where it stands)")
    w.screenshot("e2e-31-after-one-click")

    w.key("z")  # the whole click (the action and the move) is taken back
    probe = w.wait(lambda p: actions_left(p) and any(i["id"] == target["id"] for i in p["items"]),
                   "the same square offered again after Z")
    assert sorted(i["id"] for i in moves(probe, "run")) == sorted(r["id"] for r in runs)
    assert "Traceback" not in w.output()
