"""Open the window straight on a game (end-to-end tests, screenshots, demos).

    python -m adrenaline.ui.testing SCENARIO.toml [--size WxH]
        the position of a scenario file (docs/scenarios.md), every seat a person
        (hot-seat); the scenario's ``choices`` are not played
    python -m adrenaline.ui.testing --computers N [--arena A] [--skulls K] [--mode M]
                                    [--sudden-death] [--seed S] [--level easy]
        a new game of N computer players, to watch (to the end screen)

It is the same App and GameScene as ``adrenaline`` opens, only without the menus
in front: the settings (ADRENALINE_CONFIG) and the probe (ADRENALINE_UI_PROBE) work
as usual. A demo keeps no file and never touches the player's kept games, unless
told ``--autosave PATH`` (a file of its own; one that exists is not replaced).
Bad input prints one line ``adrenaline.ui.testing: error: ...`` and exits with 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable

from ..core.numbers import NEUTRAL_MAX_PLAYERS, NEUTRAL_MIN_PLAYERS

PROG = "adrenaline.ui.testing"


def scenario_session(path: str, autosave=None):
    """A Session at a scenario file's position, every seat a person."""
    from ..core import scenario
    from ..play.session import Seat, Session

    game = scenario.play_file(path, choices=False)
    seats = [Seat(name, character) for name, character in game.setup.players]
    return Session(game, seats, autosave)


def computers_session(players: int, arena: str = "C", skulls: int = 5,
                      sudden_death: bool = True, seed: int = 1, level: str = "easy",
                      autosave=None, mode: str | None = None, neutral: bool = False):
    """A new game between ``players`` computer players (``mode``: the way to play,
    Deathmatch when None)."""
    from ..core.cards import CHARACTERS
    from ..core.modes import DEFAULT_MODE
    from ..play.session import Seat, Session

    seats = [Seat(c.name, c.name, computer=True, level=level) for c in CHARACTERS[:players]]
    return Session.new(seats, arena, skulls, sudden_death, seed, autosave=autosave,
                       mode=mode or DEFAULT_MODE, neutral=neutral)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=PROG, description="Open the window on a game directly.")
    p.add_argument("scenario", nargs="?", metavar="SCENARIO.toml",
                   help="a scenario file: its position, every seat a person")
    p.add_argument("--computers", type=int, metavar="N", choices=range(3, 6),
                   help="instead: a new game of N (3 to 5) computer players")
    p.add_argument("--arena", default="C", choices=("A", "B", "C", "D"))
    p.add_argument("--skulls", type=int, default=None, choices=range(5, 9), metavar="K",
                   help="skulls (default 5; the mode's own, if it has one)")
    p.add_argument("--mode", default=None,
                   help="the way to play: deathmatch (default), domination or turret")
    p.add_argument("--sudden-death", action="store_true")
    p.add_argument("--bot", action="store_true",
                   help=f"add the rulebook's bot, a neutral figure every player steers "
                        f"({NEUTRAL_MIN_PLAYERS} or {NEUTRAL_MAX_PLAYERS} players)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", default="easy", help="computer players' level")
    p.add_argument("--size", default="1280x800", help="window size, e.g. 1280x800")
    p.add_argument("--language", metavar="LANG", help="the words' language: en, fr, es or pl")
    p.add_argument("--autosave", metavar="PATH",
                   help="keep the game in this new file, a line per choice (default: none)")
    return p


def main(argv: Iterable[str] | None = None) -> int:
    from ..core.engine import SetupError
    from ..core.savefile import SaveFileError
    from ..core.scenario import ScenarioError

    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if (args.scenario is None) == (args.computers is None):
        parser.error("give a scenario file or --computers N (one of them)")
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size should look like 1280x800, not {args.size!r}")
    if args.language is not None:
        from ..words.i18n import UnknownLanguage, translation_for

        try:
            translation_for(args.language)
        except UnknownLanguage as error:
            print(f"{PROG}: error: {error}", file=sys.stderr)
            return 2
    autosave = None
    if args.autosave is not None:
        from pathlib import Path

        autosave = Path(args.autosave)
        if autosave.exists():
            parser.error(f"--autosave {args.autosave}: that file exists; a demo does not "
                         f"replace a file, name a new one")
    try:
        if args.scenario is not None:
            session = scenario_session(args.scenario, autosave=autosave)
        else:
            from ..core.modes import DEFAULT_MODE, MODES, skulls_for

            mode = args.mode or DEFAULT_MODE
            if mode not in MODES:
                parser.error(f"--mode {mode}: choose one of {', '.join(MODES)}")
            session = computers_session(args.computers, args.arena, skulls_for(mode, args.skulls, 5),
                                        args.sudden_death, args.seed, args.level,
                                        autosave=autosave, mode=mode, neutral=args.bot)
    except (ScenarioError, SetupError, SaveFileError, ValueError, OSError) as error:
        print(f"{PROG}: error: {' '.join(str(error).split())}", file=sys.stderr)
        return 2

    from .app import App
    from .game.game_scene import GameScene

    app = App((w, h), language=args.language, think_apart=True)
    app.push(GameScene(app, session))
    app.run()
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
