"""Idle CPU: how much of a core the window uses on a screen where nothing moves.

    .venv/bin/python tools/idle_cpu.py [--seconds 10] [--screen menu|game|all] [--driver xvfb|dummy]

Starts the real program in its own process - under a virtual X server (Xvfb, as
the end-to-end tests do) or SDL's dummy video driver - waits until it is on the
screen asked for, by its probe file (``ADRENALINE_UI_PROBE``), then reads the CPU
time of the process and its children (``/proc/PID/stat``: user + system) at the
start and the end of ``--seconds`` seconds, and prints one line per screen:

    main menu: 2.1% of a core (0.21 s of CPU in 10.0 s)

Screens: ``menu`` - the main menu, just opened; ``game`` - a game waiting for a
person (``tests/e2e/midgame.toml``: every seat a person, the hand-off cover passed
with Enter, the game screen waiting for Violet's action). Target (issue 24): under
5% of a core on both. A measurement, not a test: nothing is asserted.

It never touches the user's games or settings: the program's config and data
folders are a temporary folder. Needs Xvfb and xdotool for ``--driver xvfb``
(the ``game`` screen needs them to press Enter).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of ``pid`` and of every process under it, in seconds."""
    stats = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            text = (entry / "stat").read_text()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2:].split()  # after "pid (name) "
        stats[int(entry.name)] = (int(fields[1]), int(fields[11]) + int(fields[12]))
    total, family = 0, {pid}
    grew = True
    while grew:  # the process tree under pid
        grew = False
        for p, (ppid, _ticks) in stats.items():
            if ppid in family and p not in family:
                family.add(p)
                grew = True
    for p in family:
        if p in stats:
            total += stats[p][1]
    return total / TICKS


class Program:
    """The program in its process, with its probe."""

    def __init__(self, args: list[str], folder: Path, display: str | None):
        self.folder = folder
        self.probe_path = folder / "probe.json"
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   ADRENALINE_CONFIG=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"),
                   XDG_CONFIG_HOME=str(folder / "xdg-config"),
                   ADRENALINE_UI_PROBE=str(self.probe_path))
        if display is None:
            env["SDL_VIDEODRIVER"] = "dummy"
        else:
            env["DISPLAY"] = display
        self.display = display
        self.log = open(folder / "program.log", "wb")
        self.proc = subprocess.Popen([sys.executable, *args], cwd=ROOT, env=env,
                                     stdout=self.log, stderr=subprocess.STDOUT)

    def probe(self) -> dict:
        try:
            return json.loads(self.probe_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}

    def wait(self, predicate, what: str, seconds: float = 60) -> dict:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit(f"idle_cpu: the program exited ({self.proc.returncode}) "
                                 f"before {what}")
            probe = self.probe()
            if probe and predicate(probe):
                return probe
            time.sleep(0.1)
        raise SystemExit(f"idle_cpu: waited {seconds:g} s for {what}")

    def key(self, name: str) -> None:
        out = subprocess.run(["timeout", "10", "xdotool", "search", "--sync", "--pid",
                              str(self.proc.pid)], capture_output=True, text=True,
                             env={**os.environ, "DISPLAY": self.display}, check=False).stdout
        wid = out.split()[0]
        subprocess.run(["timeout", "10", "xdotool", "key", "--window", wid, name],
                       env={**os.environ, "DISPLAY": self.display}, check=False)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.log.close()


def settle(program: Program, quiet: float = 1.5, seconds: float = 30, then: float = 4.0) -> None:
    """Until the probe has not changed for ``quiet`` seconds (the screen's own
    animations and the first frames done), and ``then`` seconds more (the game
    screen's highlights pulse for their first 3.8 s: the probe does not show it)."""
    last, since = None, time.monotonic()
    deadline = since + seconds
    while time.monotonic() < deadline:
        probe = program.probe()
        if probe != last:
            last, since = probe, time.monotonic()
        elif time.monotonic() - since >= quiet:
            time.sleep(then)
            return
        time.sleep(0.1)


def measure(program: Program, seconds: float) -> float:
    start_cpu, start = cpu_seconds(program.proc.pid), time.monotonic()
    time.sleep(seconds)
    used, took = cpu_seconds(program.proc.pid) - start_cpu, time.monotonic() - start
    return used, took


def main_menu(display, folder: Path, seconds: float) -> tuple[float, float]:
    program = Program(["-m", "adrenaline"], folder, display)
    try:
        program.wait(lambda p: p.get("scene") == "MainMenu", "the main menu")
        settle(program)
        return measure(program, seconds)
    finally:
        program.close()


def waiting_game(display, folder: Path, seconds: float) -> tuple[float, float]:
    if display is None:
        raise SystemExit("idle_cpu: the game screen needs --driver xvfb (Enter passes the cover)")
    scenario = ROOT / "tests" / "e2e" / "midgame.toml"
    program = Program(["-m", "adrenaline.ui.testing", str(scenario)], folder, display)
    try:
        def on_game(p) -> bool:
            return p.get("scene") == "GameScene" and any(
                i["kind"] == "button" for i in p.get("items", ()))

        deadline = time.monotonic() + 60
        while not on_game(program.probe()):
            if program.probe().get("scene") == "HandOff":
                program.key("Return")
            if time.monotonic() > deadline or program.proc.poll() is not None:
                raise SystemExit("idle_cpu: the game screen never waited for Violet")
            time.sleep(0.3)
        settle(program)
        return measure(program, seconds)
    finally:
        program.close()


SCREENS = {"menu": ("main menu", main_menu), "game": ("game waiting for a person", waiting_game)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--screen", choices=(*SCREENS, "all"), default="all")
    parser.add_argument("--driver", choices=("xvfb", "dummy"), default="xvfb")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    xvfb = None
    with tempfile.TemporaryDirectory(prefix="idle-cpu-") as tmp:
        display = None
        if args.driver == "xvfb":
            from tests.e2e.driver import Xvfb

            xvfb = Xvfb(Path(tmp) / "xvfb.log")
            display = xvfb.display
        try:
            for key in (SCREENS if args.screen == "all" else (args.screen,)):
                name, run = SCREENS[key]
                folder = Path(tmp) / key
                folder.mkdir()
                used, took = run(display, folder, args.seconds)
                print(f"{name}: {100 * used / took:.1f}% of a core "
                      f"({used:.2f} s of CPU in {took:.1f} s)", flush=True)
        finally:
            if xvfb is not None:
                xvfb.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
