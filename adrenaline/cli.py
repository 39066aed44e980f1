"""The ``adrenaline`` command.

    adrenaline [play] [--size WxH]          the window, on the main menu
    adrenaline --version                    the version
    adrenaline tutorial [--check]           the guided first game (--check: headless)
    adrenaline watch [--players N] [--arena A-D] [--skulls K] [--sudden-death] [--seed S]
    adrenaline simulate --players N --arena A --skulls K [--sudden-death] --games G --seed S
                        [--json] [--save DIR]
    adrenaline arena --bots hard,normal,normal,normal --games G --seed S [--arena X] [--json]
    adrenaline replay FILE [--verify] [--json] [--window] [--plots OUT.png [--plots-size WxH]]
    adrenaline scenario FILE [--json] [--options] [--hint]
    adrenaline host --seats remote,remote,normal [--mode M] [--arena A] [--bot] [--port P]
                    [--limit S] [--json]            a game others join (adrenaline/net)
    adrenaline host --resume FILE [--port P] [--json]
    adrenaline join HOST:PORT --code CODE [--name N] (--computer LEVEL | --spectate) [--json]

Bad input (a corrupt save file, a malformed scenario, an illegal choice, a
missing file) gives one line ``adrenaline: error: ...`` on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Iterable

from . import __version__
from .core.engine import IllegalChoice, SetupError
from .core.events import EventMismatch
from .core.maps import MapError
from .core.modes import DEFAULT_MODE, MODES
from .core.numbers import (
    MAX_PLAYERS, MAX_SKULLS, MIN_PLAYERS, MIN_SKULLS, NEUTRAL_MAX_PLAYERS, NEUTRAL_MIN_PLAYERS, STANDARD_SKULLS,
)
from .core.savefile import SaveFileError
from .core.scenario import ScenarioError
from .tutorial.script import ScriptError
from .words.i18n import LANGUAGES, UnknownLanguage, first_known, set_language, system_languages, translation_for
from .cli_text import PROG, _one_line
from .cli_games import cmd_play, cmd_arena, cmd_simulate
from .cli_window import cmd_window, cmd_tutorial
from .cli_files import cmd_replay, cmd_scenario
from .cli_games import random_game  # noqa: F401 (named here for its importers)
from .cli_text import state_text  # noqa: F401 (named here for its importers)

BAD_INPUT = (SaveFileError, ScenarioError, SetupError, IllegalChoice, MapError, EventMismatch,
             OSError, ScriptError, UnknownLanguage)


# -- the parser --------------------------------------------------------------------------
def _arena(text: str) -> str:
    letter = text.strip().upper()
    if letter not in ("A", "B", "C", "D"):
        raise argparse.ArgumentTypeError(f"unknown arena {text!r}: choose A, B, C or D")
    return letter


def _game_options(p: argparse.ArgumentParser, required: bool = False) -> None:
    p.add_argument("--players", type=int, default=4, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1),
                   metavar="N", help=f"{MIN_PLAYERS} to {MAX_PLAYERS} players (default 4)")
    p.add_argument("--arena", type=_arena, default="C", help="arena A, B, C or D (default C)")
    p.add_argument("--skulls", type=int, default=None,
                   choices=range(MIN_SKULLS, MAX_SKULLS + 1), metavar="K",
                   help=f"{MIN_SKULLS} to {MAX_SKULLS} skulls on the killshot track "
                        f"(default {STANDARD_SKULLS}; the mode's own, if it has one)")
    p.add_argument("--sudden-death", action="store_true",
                   help="the game ends with the last skull (no final frenzy)")
    _mode_option(p)
    _bot_option(p)


def _bot_option(p: argparse.ArgumentParser) -> None:
    """``--bot``: the rulebook's bot joins (3 or 4 players), a figure no player uses."""
    p.add_argument("--bot", action="store_true",
                   help=f"add the rulebook's bot, a neutral figure every player steers "
                        f"({NEUTRAL_MIN_PLAYERS} or {NEUTRAL_MAX_PLAYERS} players)")


def _mode_option(p: argparse.ArgumentParser, remembered: bool = False) -> None:
    """``--mode``; with ``remembered`` (the window) no default: New game then opens
    with the mode of the last game started there (the settings), else Deathmatch."""
    if remembered:
        p.add_argument("--mode", default=None, choices=tuple(MODES),
                       help=f"the way to play a new game: {', '.join(MODES)} (default: the "
                            f"last one started, else {DEFAULT_MODE})")
        return
    p.add_argument("--mode", default=DEFAULT_MODE, choices=tuple(MODES),
                   help=f"the way to play: {', '.join(MODES)} (default {DEFAULT_MODE})")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="Adrenaline, the board game.")
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("play", help="open the game window (the default)")
    p.add_argument("--size", default="1280x800", help="window size, e.g. 1280x800")
    _language_option(p)
    _mode_option(p, remembered=True)
    p.set_defaults(func=cmd_window)

    p = sub.add_parser("tutorial", help="the guided first game in the window")
    p.add_argument("--size", default="1280x800", help="window size, e.g. 1280x800")
    p.add_argument("--check", action="store_true",
                   help="instead: play the tutorial's script through the rules, headless")
    _language_option(p)
    p.set_defaults(func=cmd_tutorial)

    p = sub.add_parser("watch", help="play one game between random players and tell it")
    _game_options(p)
    p.add_argument("--seed", type=int, default=None, help="seed of the game (default: random)")
    _language_option(p)
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("simulate", help="play many random games and measure the speed")
    _game_options(p)
    p.add_argument("--games", type=int, default=10, help="how many games (default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--save", metavar="DIR", help="write each game's save file into DIR")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("arena", help="play bot-only games and compare the levels")
    p.add_argument("--bots", required=True, help="levels by seat, e.g. normal,easy,easy,easy")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--arena", type=_arena, default="C")
    p.add_argument("--skulls", type=int, default=None)
    _mode_option(p)
    _bot_option(p)
    p.add_argument("--processes", type=int, default=None, help="worker processes (default 2)")
    p.add_argument("--thinking", type=float, default=None, metavar="S",
                   help="Hard's time per searched decision, at most 1 s (default 0.2)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_arena)

    p = sub.add_parser("replay", help="load a save file and show its final state")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--verify", action="store_true",
                   help="re-play every choice through the rules and compare the events")
    p.add_argument("--json", action="store_true", help="print the state as JSON")
    p.add_argument("--plots", metavar="OUT.png",
                   help="write the game's plots (points, damage, kills, points by source) as a PNG")
    p.add_argument("--plots-size", metavar="WxH", default="1600x1000",
                   help="the picture's size (default 1600x1000)")
    p.add_argument("--window", action="store_true",
                   help="watch it again in the window: play, pause, step, jump, play on")
    p.add_argument("--size", default="1280x800", help="window size, e.g. 1280x800 (with --window)")
    _language_option(p)
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("scenario", help="set up a scenario file's position and play its choices")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print the state as JSON")
    p.add_argument("--options", action="store_true",
                   help="print the pending decision and its options, one per line")
    p.add_argument("--hint", action="store_true",
                   help="print Hard's advice for the pending decision (with --json: choice, reasons)")
    _language_option(p)
    p.set_defaults(func=cmd_scenario)

    from .net.commands import add_commands
    add_commands(sub, _arena, _bot_option)
    return parser


def _language_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--language", metavar="LANG",
                   help=f"the words' language: {', '.join(LANGUAGES)} (default: the window's "
                        f"setting, else the system's preferred language, else English)")


def main(argv: Iterable[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or (args_list[0].startswith("-") and args_list[0] not in ("-h", "--help", "--version")):
        args_list.insert(0, "play")
    parser = build_parser()
    args = parser.parse_args(args_list)
    try:
        if getattr(args, "language", None) is not None:
            translation_for(args.language)  # an unknown one: one line, exit 2
        if args.func not in (cmd_window, cmd_tutorial) or getattr(args, "check", False):
            set_language(getattr(args, "language", None) or first_known(system_languages()))
        return args.func(args)
    except BrokenPipeError:
        # output cut short (| head): not an error; keep the exit flush quiet too
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except BAD_INPUT as error:
        print(f"{PROG}: error: {_one_line(error)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
