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
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterable

from . import __version__
from .core.board import parse_square
from .core.engine import Game, IllegalChoice, SetupError, default_setup
from .core.events import EventMismatch
from .core.maps import MapError
from .core.modes import DEFAULT_MODE, MODES, skulls_for
from .core.numbers import (
    MAX_PLAYERS, MAX_SKULLS, MIN_PLAYERS, MIN_SKULLS, NEUTRAL_MAX_PLAYERS, NEUTRAL_MIN_PLAYERS, STANDARD_SKULLS,
)
from .core.savefile import SaveFileError, restore, save, verify
from .core.scenario import ScenarioError, play_file
from .core.serialize import state_json
from .tutorial.script import ScriptError
from .words import _, ngettext, powerup_words, prompt_words, square_words, tile_words
from .words.cards import weapon_words
from .words.i18n import LANGUAGES, UnknownLanguage, first_known, set_language, system_languages, translation_for
from .words.cards import and_words
from .words.characters import character_name, introduce_player
from .words.log import describe, introduce, name_of
from .words.modes import words_of as mode_words_of
from .words.squares import colour_words

PROG = "adrenaline"
BAD_INPUT = (SaveFileError, ScenarioError, SetupError, IllegalChoice, MapError, EventMismatch,
             OSError, ScriptError, UnknownLanguage)
MIN_PICTURE, MAX_PICTURE = (640, 400), (7680, 4320)  # replay --plots-size
MAX_DECISIONS = 200_000  # a random game that runs longer than this is a rules bug


# -- random games ------------------------------------------------------------------------
def random_game(setup, rng: random.Random,
                on_entry: Callable[[Game, Any], None] | None = None) -> tuple[Game, int]:
    """Play a game to its end, each decision picked uniformly among the legal options.
    ``on_entry(game, entry)`` is called with each log entry (the setup's, then one a
    choice) as it is made. Returns the game and the number of decisions (a decision =
    legal() + submit())."""
    game = Game.new(setup)
    if on_entry:
        on_entry(game, game.log[0])
    decisions = 0
    while (decision := game.legal()) is not None:
        game.submit(decision.decider, rng.choice(decision.options))
        decisions += 1
        if on_entry:
            on_entry(game, game.log[-1])
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"the game did not end after {decisions} decisions")
    return game, decisions


def winners(game: Game) -> list[str]:
    ranking = game.state.ranking
    return [game.names[s] for s in ranking[0]] if ranking else []


# -- showing a state ---------------------------------------------------------------------
def state_text(game: Game) -> str:
    """A summary of the table for people, from the documented JSON state."""
    s = state_json(game)
    board = game.state.board

    def at(square: str | None) -> str:
        return square_words(board, parse_square(square)) if square else _("off the board")

    left = s["actions_left"]
    where = (_("game over") if s["game_over"] else _("{name} to play ({left})").format(
        name=name_of(game, s["current"]), left=ngettext("{n} action left", "{n} actions left", left).format(n=left)))
    skulls = s["skulls"]
    arena = _("Arena {arena}, {skulls} ({left} left{sudden}), turn {turn}, {where}").format(
        arena=s["arena"], skulls=ngettext("{n} skull", "{n} skulls", skulls["total"]).format(
            n=skulls["total"]), left=skulls["left"],
        sudden=_(", sudden death") if s["sudden_death"] else "", turn=s["turn"], where=where)
    lines = [arena]
    if s["frenzy"]["started"] and not s["game_over"]:
        turns = s["frenzy"]["final_turns_left"]
        lines.append(_("Final frenzy: {turns}").format(turns=ngettext(
            "{n} final turn after this one", "{n} final turns after this one", turns).format(n=turns)))
    if s["killshot_track"]:
        lines.append(_("Killshot track: {skulls}").format(skulls=", ".join(
            _("{name} (overkill)").format(name=colour_words(t[0])) if len(t) > 1 else colour_words(t[0])
            for t in s["killshot_track"])))
    lines += mode_words_of(game.mode.name).status(game, s)  # the mode's own table
    lines.append(_("Players:"))
    none = _("none")
    for p in s["players"]:
        name = introduce(game, p["character"])
        damage = ngettext("{n} damage [{tokens}]", "{n} damage [{tokens}]", len(p["damage"])).format(
            n=len(p["damage"]), tokens=" ".join(colour_words(t) for t in p["damage"])) \
            if p["damage"] else _("no damage")
        marks = and_words([_("{n} from {colour}").format(n=n, colour=colour_words(c))
                           for c, n in p["marks"].items()]) or none
        weapons = ", ".join(weapon_words(w["name"]) if w["loaded"] else
                            _("{weapon} (unloaded)").format(weapon=weapon_words(w["name"]))
                            for w in p["weapons"]) or none
        seat = next(i for i, q in enumerate(game.state.players) if q.character == p["character"])
        powerups = ", ".join(powerup_words(c) for c in game.state.players[seat].powerups) or none
        frenzy_board = _(", frenzy board") if p["frenzy_board"] else ""
        points = ngettext("{n} point", "{n} points", p["points"]).format(n=p["points"])
        deaths = ngettext("{n} death", "{n} deaths", p["deaths"]).format(n=p["deaths"])
        skulls_taken = ngettext("{n} skull", "{n} skulls", p["skulls"]).format(n=p["skulls"])
        lines.append("  " + _("{name} [{colour}] at {square}: {points}, {damage}, marks {marks}, "
                              "{deaths}, {skulls}{frenzy}").format(
            name=name, colour=colour_words(p["colour"]), square=at(p["square"]), points=points, damage=damage,
            marks=marks, deaths=deaths, skulls=skulls_taken, frenzy=frenzy_board))
        lines.append("      " + _("ammo red {red} blue {blue} yellow {yellow}; weapons: {weapons}; "
                                  "powerups: {powerups}").format(
            **p["ammo"], weapons=weapons, powerups=powerups))
    lines.append(_("Spawnpoints: {slots}").format(slots="; ".join(
        f"{colour_words(c)}: " + ", ".join(weapon_words(w) if w else _("empty") for w in v["weapons"])
        for c, v in s["spawnpoints"].items())))
    if s["ammo_tiles"]:
        lines.append(_("Ammo tiles: {tiles}").format(tiles="; ".join(
            f"{at(q)}: " + (tile_words(game.state.ammo_on[parse_square(q)]) if t else none)
            for q, t in s["ammo_tiles"].items())))
    d = s["decks"]
    lines.append(_("Decks: {weapons}, {powerups} ({powerup_discard} discarded), {ammo} "
                   "({ammo_discard} discarded)").format(
        weapons=ngettext("{n} weapon", "{n} weapons", d["weapons"]).format(n=d["weapons"]),
        powerups=ngettext("{n} powerup", "{n} powerups", d["powerups"]).format(n=d["powerups"]),
        ammo=ngettext("{n} ammo tile", "{n} ammo tiles", d["ammo"]).format(n=d["ammo"]),
        powerup_discard=d["powerup_discard"], ammo_discard=d["ammo_discard"]))
    if s["game_over"]:
        lines.append(_("Game over.") + " " + result_text(s))
    else:
        n = len(s["decision"]["options"])
        lines.append(_("Decision: {name}: {question} ({options})").format(
            name=name_of(game, s["decision"]["decider"]),
            question=prompt_words(game.legal().prompt, lambda who: name_of(game, who)),
            options=ngettext("{n} option", "{n} options", n).format(n=n)))
    return "\n".join(lines)


def result_text(s: dict[str, Any]) -> str:
    points = s["final_points"] or {}
    places = []
    for rank, group in enumerate(s["ranking"], start=1):
        tied = and_words([f"{character_name(n)} ({points.get(n, 0)})" for n in group])
        places.append(f"{rank}. {tied}")
    return _("Ranking: {places}").format(places=", ".join(places))


def options_text(game: Game) -> str:
    d = game.legal()
    if d is None:
        return _("The game is over: nothing left to decide.")
    return "\n".join([f"{name_of(game, d.decider_name)}: {prompt_words(d.prompt, lambda who: name_of(game, who))}"]
                     + d.texts())


# -- subcommands -------------------------------------------------------------------------
def _skulls(args) -> int:
    return skulls_for(args.mode, args.skulls, STANDARD_SKULLS)


def _setup(args) -> Any:
    return default_setup(args.players, args.arena, _skulls(args), args.sudden_death, args.seed,
                         args.mode, neutral=args.bot)


def tell(game: Game, entry) -> None:
    """Print what the table reads in the window's log for one entry (words/log.py: the
    game's one narrator)."""
    for line in describe(game, entry):
        print(line)


def cmd_play(args) -> int:
    if args.seed is None:
        args.seed = random.randrange(1_000_000)
    setup = _setup(args)
    print(_("Adrenaline: {players} on arena {arena}, {skulls}{sudden}, seed {seed}").format(
        players=ngettext("{n} random player", "{n} random players", len(setup.players)).format(
            n=len(setup.players)),
        arena=setup.arena, skulls=ngettext("{n} skull", "{n} skulls", setup.skulls).format(n=setup.skulls),
        sudden=_(", sudden death") if setup.sudden_death else "", seed=args.seed))
    print(_("Players: {names}").format(names=", ".join(introduce_player(n, c) for n, c in setup.players)))
    game, decisions = random_game(setup, random.Random(args.seed), tell)
    s = state_json(game)
    print(_("Game over after {turns} and {decisions}.").format(
        turns=ngettext("{n} turn", "{n} turns", s["turn"]).format(n=s["turn"]),
        decisions=ngettext("{n} decision", "{n} decisions", decisions).format(n=decisions))
          + " " + result_text(s))
    return 0


def _window_size(text: str, option: str = "--size") -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SetupError(f"{option} should look like 1280x800, not {text!r}") from None
    if option != "--size" and not (MIN_PICTURE[0] <= w <= MAX_PICTURE[0] and MIN_PICTURE[1] <= h <= MAX_PICTURE[1]):
        raise SetupError(f"{option} should be from {MIN_PICTURE[0]}x{MIN_PICTURE[1]} to "
                         f"{MAX_PICTURE[0]}x{MAX_PICTURE[1]}, not {text}")
    return w, h


def cmd_window(args) -> int:
    from .ui.main import run_window

    run_window(_window_size(args.size), language=args.language, mode=getattr(args, "mode", None))
    return 0


def cmd_tutorial(args) -> int:
    """The guided first game; --check plays its script through the core instead."""
    from .tutorial import load_script
    from .tutorial.game import play_through

    script = load_script()  # a broken script: ScriptError, one line and exit code 2
    if args.check:
        session, coach, told = play_through(script)
        g = session.game
        winner = ", ".join(g.names[i] for i in g.state.ranking[0])
        print(f"tutorial script: {len(script.steps)} guided steps legal; the game ended at turn "
              f"{g.state.turn} (winner: {winner}); lessons told: {len(told)}")
        return 0
    from .ui.main import run_window

    run_window(_window_size(args.size), tutorial=True, language=args.language)
    return 0


def cmd_arena(args) -> int:
    from .bots import EXPERIMENTAL, LEVELS
    from .bots.arena import report, run_arena

    levels = [b.strip().lower() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in levels if b not in LEVELS + EXPERIMENTAL + ("random",)]
    if unknown or not 3 <= len(levels) <= 5:
        raise SetupError(f"--bots takes 3 to 5 levels among {', '.join(LEVELS)} "
                         f"(got {args.bots!r})")
    if args.games < 1:
        raise SetupError(f"--games should be at least 1, not {args.games}")
    if args.thinking is not None and not 0 < args.thinking <= 1:
        raise SetupError(f"--thinking is Hard's time per decision, more than 0 and at most 1 s "
                         f"(got {args.thinking:g})")
    result = run_arena(levels, args.games, args.seed, args.arena, _skulls(args), args.processes,
                       args.thinking, mode=args.mode, neutral=args.bot)
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0


def cmd_simulate(args) -> int:
    if args.games < 1:
        raise SetupError(f"--games should be at least 1, not {args.games}")
    folder = None
    if args.save:
        folder = Path(args.save)
        folder.mkdir(parents=True, exist_ok=True)
    results = []
    busy = 0.0
    total_decisions = 0
    for index in range(args.games):
        seed = args.seed + index
        setup = default_setup(args.players, args.arena, _skulls(args), args.sudden_death, seed,
                              args.mode, neutral=args.bot)
        started = time.perf_counter()
        game, decisions = random_game(setup, random.Random(seed))
        seconds = time.perf_counter() - started
        busy += seconds
        total_decisions += decisions
        g = game.state
        result = {
            "game": index + 1, "seed": seed, "winner": winners(game),
            "ranking": [[game.names[s] for s in grp] for grp in g.ranking],
            "points": {p.character: p.points for p in g.players},
            "turns": g.turn, "decisions": decisions, "ms": round(seconds * 1000, 2),
        }
        if folder is not None:
            result["save"] = str(save(game, folder / f"game-{index + 1:04d}.jsonl"))
        results.append(result)
        if not args.json:
            points = ", ".join(f"{n} {p}" for n, p in result["points"].items())
            best = " and ".join(result["winner"])
            print(f"game {index + 1} (seed {seed}): winner {best} with "
                  f"{g.players[g.ranking[0][0]].points} points; {points}; {g.turn} turns, "
                  f"{decisions} decisions, {result['ms']:.1f} ms"
                  + (f"; saved {result['save']}" if "save" in result else ""))
    speed = total_decisions / busy if busy else 0.0
    per_game = busy * 1000 / args.games
    if args.json:
        print(json.dumps({
            "players": args.players, "arena": args.arena, "skulls": _skulls(args),
            "mode": args.mode, **({"bot": True} if args.bot else {}),
            "sudden_death": args.sudden_death, "seed": args.seed, "games": results,
            "total": {"games": args.games, "decisions": total_decisions,
                      "seconds": round(busy, 4), "decisions_per_second": round(speed, 1),
                      "ms_per_game": round(per_game, 2)},
        }))
    else:
        print(f"{args.games} games, {total_decisions} decisions in {busy:.2f} s: "
              f"{speed:,.0f} decisions per second, {per_game:.1f} ms per game")
    return 0


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


def _one_line(error: BaseException) -> str:
    if isinstance(error, OSError) and error.filename is not None:
        text = f"{error.filename}: {error.strerror or error}"
    else:
        text = str(error)
    return " ".join(text.split()) or type(error).__name__


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
