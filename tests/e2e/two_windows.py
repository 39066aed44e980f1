"""Two real windows of one game across computers, on loopback (issue 38's done-means):
a HOST WINDOW hosts from the main menu (a seat at its screen, two on other computers),
a JOINING WINDOW joins by address and code typed in (read from the host window's
waiting room), and a headless ``adrenaline join --computer normal`` takes the last seat.
Used by tests/e2e/test_two_windows.py and tools/network_shots.py (screenshots of both
windows at the same moments). Every wait is on a window's probe, with a bound."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
from pathlib import Path

from .driver import ROOT, Window

WAIT = 90  # seconds: the bound of a wait on the other programs (a busy machine)
ROUNDS = 60  # decisions answered at most before the joining window's seat may run

SEATS = [{"name": "Hana", "character": "Sprog", "computer": False, "level": "easy"},
         {"name": "Remy", "character": "Violet", "computer": True, "level": "easy"},
         {"name": "Cato", "character": "Dozer", "computer": True, "level": "easy"}]


def settings(language: str, text_size: float = 1.0, seats: bool = False) -> dict:
    """A window's settings: instant animations, no hints; the host's last New game
    (``seats``): arena A, 5 skulls, three seats."""
    out: dict = {"animation_speed": "instant", "hints": False, "language": language, "text_size": text_size}
    if seats:
        out["new_game"] = {"arena": "A", "skulls": 5, "mode": "deathmatch", "bot": "", "seats": SEATS}
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def type_into(w: Window, field: str, text: str, clear: bool = False) -> None:
    """Click a text field and type into it, as a person does (``clear``: what it had
    first, Ctrl+Backspace)."""
    w.click_id(field)
    if clear:
        w.press("End", *["BackSpace"] * 8)
        w.wait(lambda p: any(i["id"] == field and i["label"].endswith(": ") for i in p["items"]),
               f"{field} emptied")
    w.tool("xdotool", "type", "--delay", "15", text)
    w.wait(lambda p: any(i["id"] == field and i["label"].endswith(text) for i in p["items"]),
           f"{text!r} in {field}")


def host_window(display: str, folder: Path, language: str = "en", text_size: float = 1.0,
                size: str = "1280x800") -> Window:
    """The host window in its waiting room: Host a game, the third seat turned to
    "Other computer" (its left arrow), a free port typed in, Start. Loopback only and
    not announced (tests/e2e/loopback_host.py)."""
    w = Window(display, ["-m", "tests.e2e.loopback_host", "--size", size], folder, "host",
               settings=settings(language, text_size, seats=True))
    w.wait_scene("MainMenu", WAIT)
    w.click_id("button:host_a_game")
    w.wait_scene("HostGame")
    before = w.click_id("cycler:seat_3_player:<")  # a computer player -> another computer
    w.wait_change(before, "the third seat on another computer")
    type_into(w, "field:port", str(free_port()), clear=True)
    w.click_id("button:start")
    w.wait(lambda p: p.get("scene") == "WaitingRoom" and p.get("code"), "the waiting room and its code", WAIT)
    return w


def join_window(display: str, folder: Path, address: str, code: str, name: str = "Zoe",
                language: str = "en", text_size: float = 1.0, size: str = "1280x800") -> Window:
    """The joining window: Join a game, the address, code and name typed in, Enter."""
    w = Window(display, ["-m", "adrenaline", "--size", size], folder, "joiner",
               settings=settings(language, text_size))
    w.wait_scene("MainMenu", WAIT)
    w.click_id("button:join_a_game")
    w.wait_scene("JoinGame")
    type_into(w, "field:address", address)
    type_into(w, "field:code", code)
    type_into(w, "field:name", name)
    w.key("Return")
    return w


def computer_client(address: str, code: str) -> subprocess.Popen:
    """``adrenaline join --computer normal``, headless, in the last seat."""
    import os

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-m", "adrenaline", "join", address, "--code", code, "--name", "Robo",
                             "--computer", "normal", "--seed", "5", "--json"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def seat_joined(name: str):
    return lambda p: any(s.get("name") == name and s.get("taken") for s in p.get("seats", ()))


# -- the game -----------------------------------------------------------------------------------
def choices(probe: dict) -> list[dict]:
    """The game's options on screen now (the prompt's buttons, then the squares: at a
    large text size a spawnpoint's weapon names cover its middle), if the window's seat
    decides: empty otherwise."""
    if probe.get("scene") != "RemoteGameScene":
        return []
    squares = [i for i in probe.get("items", ()) if i["kind"] == "square"]
    buttons = [i for i in probe.get("items", ()) if i["kind"] == "button" and not i["id"].startswith("button:")]
    return buttons + squares


def runs(probe: dict) -> list[dict]:
    return [i for i in choices(probe) if re.fullmatch(r"run r\dc\d", i["id"])]


def click(w: Window, item: dict) -> dict:
    """Click a choice; a square low in its middle (at a large text size a spawnpoint's
    weapon names cover the square's centre: a click there is on a weapon)."""
    x, y, width, height = item["rect"]
    if item["kind"] != "square" or width < 60:  # a corner chip: its middle
        return w.click(item)
    before = w.probe()
    w.click_at(x + width // 2, y + height * 17 // 20)
    return before


def answer(w: Window, probe: dict, item: dict) -> None:
    """Click a choice and wait until the host took it (the window's log grew)."""
    before = probe.get("entries", 0)
    click(w, item)
    w.wait(lambda p: p.get("entries", 0) > before or choices(p) != choices(probe), "the host to take the answer", WAIT)


def play_until(windows: list[Window], done, what: str, rounds: int = ROUNDS) -> None:
    """Answer each window's decisions (its first option; a run if it has one) until
    ``done()`` (the headless computer player answers its own)."""
    for _ in range(rounds):
        if done():
            return
        probe = windows[0].wait(lambda p: any(choices(w.probe()) for w in windows) or done(), what, WAIT)
        for w in windows:
            probe = w.probe()
            options = choices(probe)
            if options and not done():
                answer(w, probe, (runs(probe) or options)[0])
    if not done():
        windows[0].fail(f"{what}: not after {rounds} rounds")


def figure_at(w: Window, seat: int, square: str) -> bool:
    return w.probe().get("figures", {}).get(str(seat)) == square
