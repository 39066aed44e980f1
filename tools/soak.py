"""Memory soak: game after game of computer players in one window, RSS sampled.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/soak.py --minutes 30
    .venv/bin/python tools/soak.py --games 20 [--players 3] [--arena C|ABCD] [--skulls 5]
                                   [--final-frenzy] [--level easy] [--every 30]

Opens the real App (headless with SDL's dummy drivers) on the main menu and plays
the way a player would, over and over: a new game of computer players opens the
game screen (GameScene), is played to the end screen, Enter there goes back to
the main menu, and the next game starts (a new seed each time; ``--arena ABCD``
takes the arenas in turn, one arena by default). Animations are
instant and computer players do not pause (the settings), so games follow each
other as fast as the machine plays them.

It prints one line per sample - elapsed seconds, games played, the process's
resident memory (VmRSS from /proc/self/status) in MB - every ``--every``
seconds, after the first game and at the end, then the growth after the first
game in percent: (RSS at the end - RSS after game 1) / RSS after game 1. The
target (issue 13): within 10% over 30 minutes of games. RSS also counts memory
the C allocator keeps after it was freed (a few MB, going up and down between
samples, more when games change arena): a leak is a rise at every sample.

It never touches the user's saved games or settings: every session has no
autosave, and XDG_DATA_HOME and ADRENALINE_CONFIG point at a temporary folder.
Stops after ``--minutes`` minutes or ``--games`` games, whichever comes first, or
when the window is closed (Ctrl+C, kill), with the figures so far.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Iterable

PROG = "tools/soak.py"


class WindowClosed(Exception):
    """The window was closed (a QUIT event: Ctrl+C or kill in the terminal)."""


def rss_mb() -> float:
    """This process's resident memory in MB (VmRSS, Linux)."""
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise OSError("no VmRSS in /proc/self/status")


def open_app():
    """The real App on its main menu, instant animations, no computer pause."""
    from adrenaline.ui.app import App
    from adrenaline.ui.screens.main_menu import MainMenu
    from adrenaline.ui.settings import Settings

    app = App(settings=Settings(animation_speed="instant", computer_pause=0.0))
    app.reset(MainMenu(app))
    return app


def play_one_game(app, session, timeout: float = 600.0) -> None:
    """From the main menu: open ``session`` on the game screen, play it to the end
    screen, press Enter there (the "Main menu" button) and wait for the main menu."""
    import pygame

    from adrenaline.ui.screens.end_screen import EndScreen
    from adrenaline.ui.screens.main_menu import MainMenu
    from adrenaline.ui.screens.open_game import start_session

    assert isinstance(app.top, MainMenu), type(app.top).__name__
    start_session(app, lambda: session, app.top, "the soak's game")
    start = last = time.perf_counter()
    pressed = False
    while not isinstance(app.top, MainMenu):
        now = time.perf_counter()
        if now - start > timeout:
            raise TimeoutError(f"a game did not end within {timeout:.0f} s")
        if isinstance(app.top, EndScreen) and not pressed:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                                 mod=0, unicode="\r", scancode=0))
            pressed = True
        app.step(now - last)
        time.sleep(0.0005)  # as the window's frame clock does: the computer players' thread runs
        last = now
        if not app.running:
            raise WindowClosed()


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=PROG, description="Play game after game in one window "
                                "and print the memory it holds.")
    p.add_argument("--minutes", type=float, default=None, help="stop after this many minutes")
    p.add_argument("--games", type=int, default=None, help="stop after this many games")
    p.add_argument("--players", type=int, default=3, choices=range(3, 6))
    p.add_argument("--arena", default="C", type=str.upper,
                   help="the arena, or several taken in turn (e.g. ABCD); default C")
    p.add_argument("--skulls", type=int, default=5, choices=range(5, 9))
    p.add_argument("--final-frenzy", action="store_true", help="final frenzy, not sudden death")
    p.add_argument("--level", default="easy", help="the computer players' level")
    p.add_argument("--seed", type=int, default=1, help="the first game's seed (then +1 a game)")
    p.add_argument("--every", type=float, default=30.0, help="seconds between samples")
    return p


def main(argv: Iterable[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if not args.arena or set(args.arena) - set("ABCD"):
        parser.error(f"--arena takes letters among A, B, C, D, not {args.arena!r}")
    if args.minutes is None and args.games is None:
        args.minutes = 30.0
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="adrenaline-soak-") as folder:
        os.environ["XDG_DATA_HOME"] = os.path.join(folder, "data")
        os.environ["ADRENALINE_CONFIG"] = os.path.join(folder, "config")
        return soak(args)


def soak(args) -> int:
    from adrenaline.ui.testing import computers_session

    app = open_app()
    start = time.perf_counter()
    deadline = start + args.minutes * 60 if args.minutes is not None else float("inf")
    games = 0
    after_first = None
    last_sample = start

    def sample() -> float:
        rss = rss_mb()
        print(f"{time.perf_counter() - start:8.1f} s  {games:4d} games  {rss:7.1f} MB", flush=True)
        return rss

    print(f"{'elapsed':>10}  {'played':>10}  {'RSS':>10}", flush=True)
    sample()
    while time.perf_counter() < deadline and (args.games is None or games < args.games):
        arena = args.arena[games % len(args.arena)]
        session = computers_session(args.players, arena, args.skulls, not args.final_frenzy,
                                    args.seed + games, args.level, autosave=None)
        try:
            play_one_game(app, session)
        except WindowClosed:
            print("the window was closed: the soak stops here", flush=True)
            break
        del session
        games += 1
        now = time.perf_counter()
        if games == 1:
            after_first = sample()
            last_sample = now
        elif now - last_sample >= args.every:
            sample()
            last_sample = now
    end = sample()
    app.quit()
    if after_first is None:
        print("no game finished: no growth to tell")
        return 1
    growth = 100 * (end - after_first) / after_first
    print(f"RSS after game 1: {after_first:.1f} MB, at the end: {end:.1f} MB, "
          f"growth after the first game: {growth:+.1f}% over {games} games "
          f"in {(time.perf_counter() - start) / 60:.1f} minutes", flush=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
