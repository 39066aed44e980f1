"""The commands that read a file: replay (a kept game re-played through the rules, verified,
shown, plotted or opened in the window) and scenario (a position and its choices played, shown
or advised). One job: files from the command line."""

from __future__ import annotations

import json
import sys

from .core.savefile import restore, verify
from .core.scenario import play_file
from .core.serialize import state_json
from .words import _, ngettext
from .cli_text import PROG, state_text, options_text, _one_line
from .cli_window import _window_size



def cmd_replay(args) -> int:
    if args.window:
        from .ui.main import run_window

        run_window(_window_size(args.size), language=args.language, replay=args.file)
        return 0
    if args.verify:
        game = verify(args.file)
    else:  # re-played through the rules as the window opens it: never a game that never happened
        restored = restore(args.file)
        game = restored.game
        if restored.repaired is not None:
            print(_("{prog}: note: {problem}; shown up to its last sound choice ({kept} of its "
                    "{choices} choices)").format(prog=PROG, problem=_one_line(restored.repaired),
                                                 kept=restored.kept, choices=restored.choices),
                  file=sys.stderr)
    if args.plots:
        from .ui.plots.picture import write_plots  # headless: no window is opened

        size = _window_size(args.plots_size, "--plots-size")
        write_plots(game, args.plots, size)
        if not args.json:
            print(_("{file}: the plots written ({width} x {height})").format(
                file=args.plots, width=size[0], height=size[1]))
            return 0
    if args.json:
        print(json.dumps(state_json(game), indent=2, ensure_ascii=False))
    else:
        if args.verify:
            print(_("{file}: verified, {entries} replay exactly").format(
                file=args.file, entries=ngettext("{n} log entry", "{n} log entries", len(game.log)).format(
                    n=len(game.log))))
        print(state_text(game))
    return 0


def cmd_scenario(args) -> int:
    game = play_file(args.file)
    if args.hint:
        from .play.advice import hint_output
        print(hint_output(game, args.json))
        return 0
    if args.json:
        print(json.dumps(state_json(game), indent=2, ensure_ascii=False))
    elif not args.options:
        print(state_text(game))
    if args.options:
        print(options_text(game))
    return 0
