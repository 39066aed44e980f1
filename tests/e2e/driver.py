"""Drive the real program in a real X window (Xvfb) like a person: xdotool moves the
mouse, clicks and presses keys; the program's probe (ADRENALINE_UI_PROBE) says what
is on screen and where, so nothing is clicked at guessed coordinates.

The probe is a JSON file the window rewrites whenever it changes:
``{"scene": "GameScene", "window": [sx, sy, ox, oy],
   "items": [{"kind": "button" | "square" | "figure" | "spawnpoint" | "card" | "slot" | "track",
              "id": "action run", "label": "Run", "rect": [x, y, w, h]}],
   "focus": "action run" | null}``
with rectangles in window pixels (the logical surface, the window's shape, scaled to
fill the window). ``id`` is stable - a game option's text identity
(``move r0c0``), a widget's key, ``button:pass_on`` - and ``label`` the words shown;
game options are clicked by id (``click_id``), so changing the words breaks nothing.
``focus`` is the id of the thing the keyboard focus is on (Tab / arrows move it, Enter
presses it), or null: a test played by keys follows it (``press``, ``wait_focus``,
``focus_on``) as a mouse test follows the rectangles. On the game screen a card in the
hand (``card``) may share its id with the prompt button for the same option; kinds
``card`` (the hand), ``slot`` (a weapon on a spawnpoint) and ``track`` (Domination's
tracks on the top bar) come after the buttons, so ``click_id`` finds the button first.

At the action prompt the squares one click moves to (click-to-move, issue 24) are listed
as kind ``square`` with the action and the square as id: ``run r1c2``, ``grab r1c2``,
``shoot r1c2`` (move, then shoot); the square's default is its first mark, the other
actions there are chips in its corner, listed with their own ids. At a spawn, the
spawnpoint of a powerup's colour is a ``square`` whose id is the option's
(``discard newton/red``), as are the chips asking which of two powerups of one colour.

Every external command runs under ``timeout``; every wait is bounded, and a
failure prints the last probe and the tail of the program's output.
"""

from __future__ import annotations

import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "out" / "screenshots"
TOOLS = ("Xvfb", "xdotool", "import")  # import: ImageMagick, for screenshots
SCREEN = (1600, 1000)  # the virtual screen: the 1280 x 800 window opens at scale 1 in it


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


def run_tool(display: str, *args: str, seconds: float = 10) -> str:
    """An X tool on ``display`` under ``timeout`` (an X call that hangs must not hang
    the suite)."""
    result = subprocess.run(["timeout", str(int(seconds)), *args], capture_output=True, check=False,
                            text=True, timeout=seconds + 5, env={**os.environ, "DISPLAY": display})
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed ({result.returncode}): "
                           f"{result.stderr.strip() or result.stdout.strip()}")
    return result.stdout


class Xvfb:
    """A virtual X server on a free display (``-displayfd`` picks it)."""

    def __init__(self, log: Path, screen: tuple[int, int] = SCREEN):
        read, write = os.pipe()
        self.log = open(log, "wb")
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{screen[0]}x{screen[1]}x24",
             "-nolisten", "tcp", "-noreset"],
            pass_fds=(write,), stdout=self.log, stderr=subprocess.STDOUT)
        os.close(write)
        number = b""
        deadline = time.monotonic() + 20
        try:
            while not number.endswith(b"\n"):
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    raise RuntimeError(f"Xvfb did not start: {log.read_text(errors='replace')}")
                ready, _, _ = select.select([read], [], [], left)
                if ready:
                    chunk = os.read(read, 64)
                    if not chunk:
                        raise RuntimeError(f"Xvfb did not start: {log.read_text(errors='replace')}")
                    number += chunk
        finally:
            os.close(read)
        self.display = ":" + number.decode().strip()

    def close(self) -> None:
        stop(self.proc)
        self.log.close()


def stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


class Window:
    """The program in its window: start it, read its probe, click, press keys, take
    screenshots."""

    def __init__(self, display: str, args: list[str], folder: Path, name: str,
                 settings: dict | None = None, program: list[str] | None = None,
                 clean: bool = False):
        """``args`` after this Python (``-m adrenaline ...``), or after ``program`` (an
        installed ``adrenaline`` command, the one-file build) run from ``folder``;
        ``clean``: an environment with nothing but the display, HOME and the game's own
        variables (no virtual environment, no PATH), as on a machine without Python."""
        self.display = display
        self.name = name
        self.folder = folder
        self.probe_path = folder / "probe.json"
        self.config = folder / "config"
        self.data = folder / "data"  # XDG_DATA_HOME: the autosave goes here
        self.config.mkdir(parents=True, exist_ok=True)
        self.data.mkdir(parents=True, exist_ok=True)
        if settings is not None:
            (self.config / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}  # a real window
        if clean:
            env = {"HOME": str(folder)}  # the audio as the machine has it
        else:
            env.update(SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.update(DISPLAY=display, ADRENALINE_CONFIG=str(self.config), XDG_DATA_HOME=str(self.data),
                   XDG_CONFIG_HOME=str(folder / "xdg-config"),
                   ADRENALINE_UI_PROBE=str(self.probe_path))
        self.log_path = folder / "program.log"
        self._log = open(self.log_path, "wb")
        self.command = [*(program or [sys.executable]), *args]
        self.proc = subprocess.Popen(self.command, cwd=folder if program else ROOT, env=env,
                                     stdout=self._log,
                                     stderr=subprocess.STDOUT)
        self.last: dict = {}
        try:
            self.wid = self._find_window()
        except BaseException:
            self.close()
            raise

    # -- the process and its window ------------------------------------------------------
    def _find_window(self) -> str:
        """The program's window, once its first frame is drawn (its probe written): the
        window it plays in, not one SDL made and dropped while it opened."""
        deadline = time.monotonic() + 60  # a bound for a hung start, however busy the machine
        while time.monotonic() < deadline:
            self._check_alive()
            if not self.probe_path.exists():
                time.sleep(0.05)
                continue
            for pid in family(self.proc.pid):
                try:
                    out = self.tool("xdotool", "search", "--onlyvisible", "--pid", str(pid), seconds=5)
                except (RuntimeError, subprocess.TimeoutExpired):
                    continue  # none yet
                ids = out.split()
                if ids:
                    return ids[0]
            time.sleep(0.05)
        self.fail("no window appeared for the program within 60 s")

    def tool(self, *args: str, seconds: float = 10) -> str:
        return run_tool(self.display, *args, seconds=seconds)

    def _check_alive(self) -> None:
        if self.proc.poll() is not None:
            self.fail(f"the program exited with code {self.proc.returncode}")

    def output(self) -> str:
        self._log.flush()
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def close(self) -> None:
        stop(self.proc)
        self._log.close()

    def fail(self, message: str):
        probe = show_probe(self.last) if self.last else "(no probe yet)"
        tail = "\n".join(self.output().splitlines()[-40:])
        pytest.fail(f"{message}\n--- the program: {' '.join(self.command)}\n--- last probe:\n"
                    f"{probe}\n--- its output (tail):\n{tail}")

    # -- what is on screen ----------------------------------------------------------------
    def probe(self) -> dict:
        try:
            self.last = json.loads(self.probe_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            pass  # not written yet
        return self.last

    def wait(self, predicate: Callable[[dict], bool], what: str, seconds: float = 20) -> dict:
        deadline = time.monotonic() + seconds
        while True:
            probe = self.probe()
            if probe and predicate(probe):
                return probe
            self._check_alive()
            if time.monotonic() > deadline:
                self.fail(f"waited {seconds:g} s for {what}")
            time.sleep(0.05)

    def wait_scene(self, scene: str, seconds: float = 20) -> dict:
        return self.wait(lambda p: p.get("scene") == scene, f"the {scene} screen", seconds)

    def wait_label(self, label: str, kind: str | None = None, seconds: float = 20) -> dict:
        return self.wait(lambda p: _find(p, label, kind) is not None,
                         f"{kind or 'anything'} labelled {label!r}", seconds)

    def wait_id(self, id: str, kind: str | None = None, seconds: float = 20) -> dict:
        return self.wait(lambda p: _find(p, id, kind, "id") is not None,
                         f"{kind or 'anything'} with id {id!r}", seconds)

    def find_id(self, id: str, kind: str | None = None) -> dict:
        item = _find(self.probe(), id, kind, "id")
        if item is None:
            self.fail(f"nothing {'of kind ' + kind + ' ' if kind else ''}with id {id!r} on screen")
        return item

    def click_id(self, id: str, kind: str | None = None) -> dict:
        return self.click(self.find_id(id, kind))

    def wait_change(self, before: dict, what: str, seconds: float = 20) -> dict:
        return self.wait(lambda p: p != before, what, seconds)

    def labels(self, kind: str | None = None) -> list[str]:
        return [i["label"] for i in self.probe().get("items", ())
                if kind is None or i["kind"] == kind]

    def find(self, label: str, kind: str | None = None) -> dict:
        item = _find(self.probe(), label, kind)
        if item is None:
            self.fail(f"nothing {'of kind ' + kind + ' ' if kind else ''}labelled {label!r} "
                      f"on screen")
        return item

    def find_like(self, pattern: str, kind: str | None = None) -> dict:
        for item in self.probe().get("items", ()):
            if re.search(pattern, item["label"]) and (kind is None or item["kind"] == kind):
                return item
        self.fail(f"nothing labelled like /{pattern}/ on screen")

    # -- a person's hands ---------------------------------------------------------------
    def click_at(self, x: int, y: int) -> None:
        """Window pixels, as the probe gives them."""
        self._check_alive()
        self.tool("xdotool", "mousemove", "--window", self.wid, str(x), str(y), "click", "1")

    def hover(self, x: int, y: int) -> None:
        """Move the mouse to window pixels without clicking."""
        self.tool("xdotool", "mousemove", "--window", self.wid, str(x), str(y))

    def click(self, item: dict) -> dict:
        """Click the middle of a probe item; returns the probe as it was before."""
        before = self.probe()
        x, y, w, h = item["rect"]
        self.click_at(x + w // 2, y + h // 2)
        return before

    def click_label(self, label: str, kind: str | None = None) -> dict:
        return self.click(self.find(label, kind))

    def key(self, name: str) -> dict:
        """Press a key (xdotool names: Escape, Return, space, z, F11)."""
        before = self.probe()
        self._check_alive()
        self.tool("xdotool", "key", "--window", self.wid, name)
        return before

    # -- a person's keyboard -----------------------------------------------------------
    def press(self, *names: str) -> dict:
        """Press keys one after another (xdotool names: Tab, shift+Tab, Down, Return, 1);
        returns the probe as it was before."""
        before = self.probe()
        self._check_alive()
        self.tool("xdotool", "key", "--window", self.wid, *names)
        return before

    def wait_focus(self, id: str, seconds: float = 20) -> dict:
        """Wait until the keyboard focus is on the thing with this id."""
        return self.wait(lambda p: p.get("focus") == id, f"the keyboard focus on {id!r}", seconds)

    def focus_on(self, id: str, key: str = "Tab", tries: int = 40) -> dict:
        """Press ``key`` until the focus is on ``id``, each press waiting for the focus
        to move (the probe says where it is: no guessing, no pause)."""
        probe = self.probe()
        for _ in range(tries):
            if probe.get("focus") == id:
                return probe
            was = probe.get("focus")
            self.press(key)
            probe = self.wait(lambda p, was=was: p.get("focus") != was or p.get("focus") == id,
                              f"{key} to move the focus from {was!r}")
        self.fail(f"{key} never put the focus on {id!r}")

    def number_of(self, id: str) -> str:
        """The number key of a prompt button (1-9: the game's options in the prompt bar,
        in the probe's order)."""
        buttons = [i["id"] for i in self.probe().get("items", ())
                   if i["kind"] == "button" and not i["id"].startswith("button:")]
        if id not in buttons or buttons.index(id) >= 9:
            self.fail(f"no number key for {id!r} among the prompt's buttons {buttons}")
        return str(buttons.index(id) + 1)

    def pass_on(self, tries: int = 20) -> None:
        """'Your turn is over': Enter passes the screen on. A press in the cover's first
        moments (or while the last animations play) does not count: press again until
        the 'pass on' button goes."""
        def gone(p):
            return "button:pass_on" not in [i["id"] for i in p.get("items", ())]

        for _ in range(tries):
            time.sleep(0.5)
            if gone(self.probe()):  # passed on by the last press: another one would close
                return              # what comes next (a lesson card) unseen
            self.key("Return")
            deadline = time.monotonic() + 1.5
            while time.monotonic() < deadline:
                if gone(self.probe()):
                    return
                self._check_alive()
                time.sleep(0.05)
        self.fail("Enter never passed the screen on")

    def screenshot(self, name: str) -> Path | None:
        """The window as X shows it, saved to out/screenshots/NAME.png, for people to look
        at: no condition of a test's pass. ImageMagick's ``import`` can take over 20 s on a
        busy machine; a picture it fails to take is a warning, and None."""
        try:
            return self.picture(name, seconds=60)
        except (RuntimeError, subprocess.TimeoutExpired, OSError) as error:
            warnings.warn(f"no screenshot {name}: {error}", stacklevel=2)
            return None

    def picture(self, name: str, seconds: float = 120) -> Path:
        """A screenshot a test looks into (its colours): it must be taken; ``seconds``
        only bounds a hung ``import``, however busy the machine."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        time.sleep(0.15)  # the frame after the last probe change is on screen
        self.tool("import", "-window", self.wid, str(path), seconds=seconds)
        assert path.stat().st_size > 1000, f"{path}: empty screenshot"
        return path


def family(pid: int) -> list[int]:
    """A process and its descendants: the one-file build's window belongs to a child of
    the process started (PyInstaller's bootloader unpacks, then runs Python in a child)."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop(0)
        found.append(current)
        for task in Path(f"/proc/{current}/task").glob("*/children"):
            try:
                todo += [int(child) for child in task.read_text().split()]
            except (OSError, ValueError):
                pass
    return found


def show_probe(probe: dict) -> str:
    lines = [f"scene {probe.get('scene')!r}, window scale and offset {probe.get('window')}"]
    lines += [f"  {i['kind']:6} {i.get('id')!r} {i['label']!r} at {i['rect']}"
              for i in probe.get("items", ())]
    return "\n".join(lines)


def _find(probe: dict, label: str, kind: str | None, key: str = "label") -> dict | None:
    for item in probe.get("items", ()):
        if item[key] == label and (kind is None or item["kind"] == kind):
            return item
    return None


def colours_in(path: Path) -> int:
    """How many distinct colours a screenshot has (a blank or black window has 1)."""
    import pygame

    image = pygame.image.load(str(path))
    small = pygame.transform.scale(image, (160, 100))
    return len({tuple(small.get_at((x, y)))[:3] for x in range(160) for y in range(100)})
