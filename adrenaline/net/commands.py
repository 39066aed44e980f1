"""``adrenaline host`` and ``adrenaline join``: a hosted game with no window.

    adrenaline host --seats remote,remote,normal [--mode M] [--arena A] [--skulls K] [--bot]
                    [--bind ADDR] [--port P] [--limit S] [--code C] [--file F] [--json]
    adrenaline host --resume FILE [--bind ADDR] [--port P] [--limit S] [--json]
    adrenaline join HOST:PORT --code CODE [--name N] [--language L] [--token T]
                    (--computer LEVEL | --spectate) [--json]

With ``--json`` the host's first line is a JSON object with ``address``, ``code`` and
``file``, its last line the result (``winner``, ``points`` by seat); a join's first line
says its ``seat`` and ``token`` (to come back with), its last line the result as the
host reports it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import queue
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..bots import LEVELS
from ..core.engine import SetupError
from ..core.modes import DEFAULT_MODE, MODES, skulls_for
from ..core.numbers import STANDARD_SKULLS
from ..saves import library
from ..words import _
from ..words.i18n import language
from ..words.cards import and_words
from ..words.hosting import notice_text, refusal_text
from .protocol import DEFAULT_PORT, SEAT_KINDS

if TYPE_CHECKING:
    from .client import Client

RECONNECT_FOR = 120.0  # seconds: time enough to host a crashed game again by hand
LIMITS = "none, or seconds per decision (30, 60, 120...)"


def _limit(text: str) -> float | None:
    if text.strip().lower() in ("none", "0", ""):
        return None
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--limit takes {LIMITS}, not {text!r}") from None
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"--limit takes {LIMITS} up to an hour, not {text!r}")
    return value


def add_commands(sub, arena_type, bot_option) -> None:
    p = sub.add_parser("host", help="host a game that players join from other machines (no window)")
    p.add_argument("--seats", help=f"the seats in turn order, each one of {', '.join(SEAT_KINDS)} "
                                   f"(e.g. remote,remote,normal)")
    p.add_argument("--resume", metavar="FILE", help="host a hosted game's file again, where it stopped")
    p.add_argument("--mode", default=DEFAULT_MODE, choices=tuple(MODES))
    p.add_argument("--arena", type=arena_type, default="A")
    p.add_argument("--skulls", type=int, default=None)
    p.add_argument("--sudden-death", action="store_true")
    bot_option(p)
    p.add_argument("--seed", type=int, default=None, help="seed of the game (default: random)")
    p.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every one)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"(default {DEFAULT_PORT}; 0: any free)")
    p.add_argument("--limit", type=_limit, default=None, help=f"time per decision: {LIMITS} (default none)")
    p.add_argument("--code", help="the join code (default: a new random one)")
    p.add_argument("--file", help="where the game is kept (default: a new file among the kept games)")
    p.add_argument("--language", default=None, choices=("en", "fr", "es", "pl"),
                   help="the language of the words (default: the system's, else English)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--name", default="", help="the name the game is announced by on the local network "
                                              "(default: this machine's)")
    p.add_argument("--announce", action=argparse.BooleanOptionalAction, default=None,
                   help="announce the game on the local network (default: unless --bind is a loopback address)")
    p.set_defaults(func=cmd_host)

    p = sub.add_parser("join", help="join a hosted game in the window (with --computer or --spectate: no window)")
    p.add_argument("address", metavar="HOST:PORT")
    p.add_argument("--code", required=True)
    p.add_argument("--name", default="")
    p.add_argument("--language", default=None, choices=("en", "fr", "es", "pl"),
                   help="the language of the words (default: the system's, else English)")
    p.add_argument("--token", help="the seat token from an earlier join: come back to that seat")
    p.add_argument("--computer", choices=LEVELS, help="a computer player plays the seat")
    p.add_argument("--spectate", action="store_true", help="follow the game without a seat")
    p.add_argument("--seed", type=int, default=0, help="the computer player's seed")
    p.add_argument("--reconnect-for", type=float, default=RECONNECT_FOR, metavar="S",
                   help=f"how long to keep trying when the host is lost, e.g. while it is hosted "
                        f"again (default {RECONNECT_FOR:.0f} s)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_join)


def _say(args, data: dict, text: str) -> None:
    print(json.dumps(data) if args.json else text, flush=True)


def cmd_host(args) -> int:
    from .host import Host  # the network code, only for the commands that use it

    if args.resume:
        host = Host.resume(Path(args.resume), limit=args.limit)
    else:
        if not args.seats:
            raise SetupError("host needs --seats (e.g. remote,remote,normal) or --resume FILE")
        kinds = [k.strip().lower() for k in args.seats.split(",") if k.strip()]
        if "local" in kinds:
            raise SetupError("a local seat needs the window, which hosting does not open yet")
        path = Path(args.file) if args.file else library.new_game_path()
        try:
            host = Host.new(kinds, path, args.mode, args.arena, skulls_for(args.mode, args.skulls, STANDARD_SKULLS),
                            args.sudden_death, args.seed, args.bot, args.limit, args.code)
        except ValueError as error:
            raise SetupError(str(error)) from None

    adverts: list = []

    def ready(h: Host) -> None:
        resumed = {} if h.resumed_from is None else {
            "resumed_from": str(h.resumed_from),
            "repaired": None if h.repaired is None else str(h.repaired).splitlines()[0]}
        from .discovery import announce  # the local network's list of games (zeroconf)

        adverts.append(announce(h, args.bind, args.name, args.announce))
        _say(args, {"address": h.address, "code": h.code, "file": str(h.path),
                    "seats": [s.kind for s in h.seats], "limit": h.limit, **resumed},
             _("Hosting at {address}, join code {code}; the game is kept in {file}").format(
                 address=h.address, code=h.code, file=h.path))

    async def main() -> dict:
        task = asyncio.current_task()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, task.cancel)
            except (NotImplementedError, RuntimeError):
                pass
        return await host.run(args.bind, args.port, ready)

    try:
        result = asyncio.run(main())
    except asyncio.CancelledError:
        _unannounce(adverts)
        print(json.dumps({"stopped": True, "file": str(host.path)}) if args.json
              else _("Stopped: the game is kept in {file}").format(file=host.path), flush=True)
        return 130
    _unannounce(adverts)
    _say(args, result, _winner(result))
    return 0


def _unannounce(adverts: list) -> None:
    for advert in adverts:
        if advert is not None:
            advert.close()


def cmd_join(args) -> int:
    from .client import Client, play_remote

    if not args.computer and not args.spectate:  # a person: the window, joining this game
        from ..ui.main import run_window

        run_window(language=args.language, join=(args.address, args.code, args.name, args.token))
        return 0
    client = Client(args.address, args.code, args.name, args.language or language(), args.token,
                    args.spectate, reconnect_for=args.reconnect_for).start()
    told = False
    seats: list[dict] = []

    def follow(message: dict) -> None:
        nonlocal told
        kind = message["type"]
        if "seats" in message:
            seats[:] = message["seats"]
        if kind == "welcome" and not told:
            told = True
            _say(args, {"seat": message["seat"], "token": message.get("token")},
                 _("Joined as a spectator") if message["seat"] is None else
                 _("Joined: seat {seat}; to come back, --token {token}").format(
                     seat=message["seat"] + 1, token=message.get("token") or args.token))
        elif kind == "refused":
            text = json.dumps({"refused": message["reason"], "text": message["text"]}) if args.json \
                else refusal_text(message["reason"])
            if text:
                print(text, file=sys.stderr, flush=True)
        elif args.spectate and args.json and kind == "update":
            _say(args, {"entry": message["entry"], "who": message["who"],
                        "events": [e["type"] for e in message["events"]]}, f"entry {message['entry']}")
        elif kind == "notice":
            names = [seat.get("name") or str(i + 1) for i, seat in enumerate(seats)]
            _say(args, {"notice": message["notice"]}, notice_text(message["notice"], names))

    try:
        if args.spectate:
            result = _follow(client, follow)
        else:
            result = play_remote(client, args.computer, args.seed, on_message=follow)
    finally:
        client.close()
    if result is None:
        lost = json.dumps({"lost": True, "why": list(client.lost or ())})
        print(lost if args.json else _("The host cannot be reached any more."), flush=True)
        return 1
    _say(args, result, _winner(result))
    return 0


def _winner(result: dict) -> str:
    return _("Winner: {names}").format(names=and_words(result.get("winner", [])))


def _follow(client: Client, follow) -> dict | None:
    while True:
        try:
            message = client.get(600)
        except queue.Empty:
            return None
        follow(message)
        if message["type"] == "over":
            return message["result"]
        if message["type"] == "lost":
            return None
