"""A game across computers, on one machine (loopback): a headless ``adrenaline host`` with
a computer seat and two seats for people elsewhere, a ``join --computer`` client in one,
and the real window in the other, joined from the main menu by address and code. A click
on a square moves the window's figure (the host's journal says so); the window is
closed mid-game, started again, and Continue puts it back in its seat. (The host's own
window joins this test with issue 38's first part.)"""

from __future__ import annotations

import json
import re

import pytest

from ..net_cli import join, no_program_left_behind, start_host  # noqa: F401
from .driver import Window

pytestmark = pytest.mark.e2e

ROUNDS = 40  # decisions of the window's seat answered at most before its first run


def type_into(w: Window, field: str, text: str) -> None:
    """Click a text field and type into it, as a person does."""
    w.click_id(field)
    w.tool("xdotool", "type", "--delay", "15", text)


def journal(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[1:] if line.strip()]


def squares(probe: dict, pattern: str) -> list[dict]:
    return [i for i in probe.get("items", ()) if i["kind"] == "square" and re.fullmatch(pattern, i["id"])]


def test_a_window_joins_a_hosted_game_plays_a_click_leaves_and_continues(launch, xservers, tmp_path):
    host, first, path = start_host(["--seats", "normal,remote,remote", "--skulls", "5", "--seed", "3"], tmp_path)
    robot = join(first["address"], first["code"], 1)  # a computer player elsewhere takes a seat

    w = launch("-m", "adrenaline")
    w.wait_scene("MainMenu")
    w.click_id("button:join_a_game")
    w.wait_scene("JoinGame")
    type_into(w, "field:address", first["address"])
    type_into(w, "field:code", first["code"])
    type_into(w, "field:name", "Zoe")
    w.key("Return")
    probe = w.wait(lambda p: p.get("scene") == "RemoteGameScene", "the game screen over the hosted game", 60)
    seat = probe["seat"]
    assert seat in (1, 2)

    ran = None
    for _round in range(ROUNDS):  # the window's seat answers its own questions until it may run
        probe = w.wait(lambda p: squares(p, r"run r\dc\d") or squares(p, r"discard \S+")
                       or any(i["kind"] == "button" and not i["id"].startswith("button:") for i in p["items"]),
                       "a decision of the window's seat", 60)
        runs = squares(probe, r"run r\dc\d")
        if runs:
            ran = runs[0]["id"].split()[1]
            w.click(runs[0])
            break
        spawns = squares(probe, r"discard \S+")
        chosen = spawns[0] if spawns else next(i for i in probe["items"] if i["kind"] == "button"
                                                and not i["id"].startswith("button:"))
        before = probe["entries"]
        w.click(chosen)
        w.wait(lambda p: p.get("entries", 0) > before, "the host to take the answer", 60)
    assert ran is not None, "the window's seat was never asked where to run"
    w.wait(lambda p: any(e["who"] == seat and e["choice"] == f"move {ran}" for e in journal(path)),
           f"the host's journal to have seat {seat} moved to {ran}", 60)
    w.screenshot("e2e-network-after-a-click")

    w.close()  # the window goes mid-game (the desktop closing it): the host keeps the seat
    again = Window(xservers(), ["-m", "adrenaline"], w.folder, name="again")  # the same data folder
    try:
        again.wait_scene("MainMenu")
        again.wait_id("button:continue")
        again.click_id("button:continue")
        probe = again.wait(lambda p: p.get("scene") == "RemoteGameScene" and p.get("connected"),
                           "Continue back in the seat", 60)
        assert probe["seat"] == seat
        assert "Traceback" not in again.output()
    finally:
        again.close()
    host.kill()
    robot.kill()
