"""A hosted game run by the window: the host in a background thread with its own
asyncio loop, so that the window's frames never wait for the network.

The window starts it (:meth:`Hosting.start`), reads what it needs to draw from
:attr:`Hosting.state` (a plain dict made again by the host's thread whenever something
changes, swapped whole: read without waiting, never half made), and asks it things
(give a seat to a computer player, free it, start) that the host's thread does in its
own time (``call_soon_threadsafe``). :meth:`Hosting.stop` ends it cleanly: the server
closed, every connection told, the journal closed, the thread gone.

A seat "at this screen" is a loopback client of the host (a
:class:`~adrenaline.net.client.Client` on 127.0.0.1 with the game's code and a token
made for it before the host listens: nobody else can take that seat; kept beside the
game's file: :mod:`.kept_seats`). Its messages wait in its inbox, from the first, for
the game screen that plays it (over a session reading them), so the host's window
sees exactly what its seats may see, as any joining window does; to the host it is a
remote seat like the others. The game is
a kept game: its journal is written where new games are (``saves.library``).

The Host starts the game when every remote seat is taken; here the host's person says
when (the waiting room's Start): :class:`WindowHost` holds the start until asked.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import threading
import time
from pathlib import Path
from typing import Any

from ..bots import LEVELS
from .client import Client
from .host import Host, token_hash
from .kept_seats import keep_seats, kept_seats
from .protocol import DEFAULT_PORT

log = logging.getLogger(__name__)

HERE = "here"  # a seat at this screen (the form's word; to the host: a loopback client)
REMOTE = "remote"
LIMITS = (None, 30.0, 60.0, 120.0)  # time per decision the window offers (seconds)
STOP_WAIT = 10.0  # seconds the host's thread has to end after stop() (a failsafe)
GIVEN_AWAY = "The host gave this seat to another player."


class WindowHost(Host):
    """A :class:`Host` whose game starts when the host's person says so (once every
    seat is filled), whose seats the host may give to a computer player or free before
    it starts, and which tells the window what changed (``on_change``)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.languages: dict[int, str] = {}  # the language each joined seat plays in
        self.characters: list[str] = []  # by seat: the characters the game is made with
        self.on_change = lambda: None
        self._go = False  # the host's person pressed Start

    # -- the hooks of Host ------------------------------------------------------------
    def _start_game(self) -> None:
        if self._go:
            super()._start_game()
        self.on_change()  # held: the waiting room offers Start once every seat is filled

    async def _join(self, conn, message: dict) -> None:
        await super()._join(conn, message)
        if conn.seat is not None:
            self.languages[conn.seat] = message.get("language") or self.languages.get(conn.seat, "")
        self.on_change()

    def _gone(self, conn) -> None:
        super()._gone(conn)
        self.on_change()

    def _tell(self, *args: Any) -> None:
        super()._tell(*args)
        self.on_change()

    def _notice(self, *args: Any, **kwargs: Any) -> None:
        super()._notice(*args, **kwargs)
        self.on_change()

    # -- what the host's person asks (run in the host's thread) -------------------------
    @property
    def started(self) -> bool:
        return self.session is not None

    def filled(self) -> bool:
        """Every remote seat taken: the game may start."""
        return all(s.token is not None for s in self.seats if s.is_remote)

    def give(self, seat: int, kind: str) -> None:
        """Before the game starts: the seat to a computer player of level ``kind``, or
        back to a person at another computer (``remote``: free, waiting for one). A
        person who had taken it is told and let go."""
        if self.started or not 0 <= seat < len(self.seats) or kind not in LEVELS + (REMOTE,):
            return
        held = self.seats[seat]
        for conn in list(self.connections):
            if conn.seat == seat:
                conn.seat = None
                self._close(conn, 1008, GIVEN_AWAY)
        held.kind, held.token, held.away_since = kind, None, None
        held.name = "" if kind == REMOTE else held.name
        self.languages.pop(seat, None)
        self.on_change()

    def begin(self) -> None:
        """Start: the game is made and every connection told (only when filled)."""
        if self.started or not self.filled():
            return
        self._go = True
        try:
            self._start_game()
        except Exception as error:  # noqa: BLE001 - the host stops and says why
            self._failed = error
            self._started.set()
        self.on_change()

    def seats_state(self) -> list[dict]:
        """Each seat as the waiting room shows it."""
        connected = {c.seat for c in self.connections if c.joined and c.seat is not None}
        now = time.monotonic()
        out = []
        for i, s in enumerate(self.seats):
            out.append({"kind": s.kind, "name": s.name, "taken": s.token is not None or not s.is_remote,
                        "connected": i in connected, "language": self.languages.get(i, ""),
                        "character": self.characters[i] if i < len(self.characters) else "",
                        "away": None if s.away_since is None or s.token is None else now - s.away_since,
                        "standing_in": s.standing_in})
        return out


class Hosting:
    """A hosted game in a background thread of the window (see the module's words).

    ``here``: the seats at this screen (their numbers), each played through a
    loopback client; ``names``: by seat, the names the host's person gave."""

    def __init__(self, host: WindowHost, port: int, here: list[int], names: list[str],
                 language: str = "en", bind: str = "0.0.0.0", tokens: dict[int, str] | None = None,
                 announced: bool = True):
        self.host = host
        self.port = port
        self.bind = bind
        self.here = list(here)
        self.names = list(names)
        self.language = language
        self.loop: asyncio.AbstractEventLoop | None = None
        self.clients: dict[int, Client] = {}  # the seats at this screen (their messages unread)
        self.tokens: dict[int, str] = dict(tokens or {})  # the seats at this screen's (kept: resumed)
        self.state: dict = {}
        self.error: BaseException | None = None
        self.result: dict | None = None
        self.announced = announced  # on the local network (zeroconf), where that is there
        self.advert: Any = None
        self._lock = threading.Lock()
        self._listening = threading.Event()
        self._task: asyncio.Task | None = None
        self._thread = threading.Thread(target=self._run, name="adrenaline-host", daemon=True)
        host.on_change = self._publish
        for seat in self.here:  # each seat at this screen is held for its loopback client
            if seat not in self.tokens:
                self.tokens[seat] = secrets.token_urlsafe(24)
                host.seats[seat].token = token_hash(self.tokens[seat])
        self._keep_tokens()

    # -- the window's side ----------------------------------------------------------------
    def start(self, wait: float = 5.0) -> None:
        """Listen, and join the seats at this screen; raises OSError when the port cannot
        be had (another program uses it). Binding takes milliseconds: ``wait`` is a
        failsafe."""
        self._thread.start()
        if not self._listening.wait(wait) or self.error is not None:
            error = self.error
            self.stop()
            raise error if isinstance(error, OSError) else OSError(str(error or "the host did not start"))
        for seat in self.here:
            client = Client(f"127.0.0.1:{self.actual_port}", self.host.code, self.names[seat],
                            self.language, token=self.tokens[seat]).start()
            self.clients[seat] = client
        self._keep_tokens()  # with the port listened on
        self._announce()
        self._publish_soon()

    @property
    def actual_port(self) -> int:
        """The port listened on (the one asked, or the one given for 0)."""
        address = self.host.address
        return int(address.rsplit(":", 1)[1]) if address else self.port

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def give(self, seat: int, kind: str) -> None:
        self._call(self.host.give, seat, kind)

    def begin(self) -> None:
        self._call(self.host.begin)

    def _announce(self) -> None:
        """The game in the local network's list of games (``net/discovery``, zeroconf),
        named after the person at this screen."""
        if not self.announced:
            return
        from . import discovery

        name = next((self.names[seat] for seat in self.here if self.names[seat]), "")
        self.advert = discovery.announce(self.host, self.bind, name)

    def stop(self) -> None:
        """End it: the server closed, the connections told, the journal closed, the
        clients of this screen closed, the game gone from the local network's list, the
        thread ended (waits at most a few seconds)."""
        advert, self.advert = self.advert, None
        if advert is not None:
            advert.close()
        for client in self.clients.values():
            client.close()
        loop, task = self.loop, self._task
        if loop is not None and task is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(task.cancel)
            except RuntimeError:  # the loop ended meanwhile
                pass
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(STOP_WAIT)

    # -- the host's thread ----------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self.loop = loop
        try:
            loop.run_until_complete(self._main())
            loop.run_until_complete(loop.shutdown_default_executor())  # a computer player's thought
        finally:
            session = self.host.session
            if session is not None:
                session.close()  # the journal closed (written per choice already)
            loop.close()
            self._listening.set()
            self._publish()

    async def _main(self) -> None:
        self._task = asyncio.current_task()
        try:
            self.result = await self.host.run(self.bind, self.port, ready=lambda _h: self._ready())
        except asyncio.CancelledError:
            pass
        except Exception as error:  # noqa: BLE001 - the window says why
            log.warning("the hosted game stopped: %s", error)
            self.error = error

    def _ready(self) -> None:
        self._listening.set()
        self._publish()

    def _call(self, fn, *args: Any) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:
                pass

    def _publish_soon(self) -> None:
        self._call(self._publish)

    def refresh(self) -> None:
        """The state made again soon (how long a seat has been away grows by itself)."""
        self._publish_soon()

    def _publish(self) -> None:
        """What the window draws, made in the host's thread and swapped whole."""
        host = self.host
        state = {"code": host.code, "port": self.actual_port, "seats": host.seats_state(),
                 "here": list(self.here), "filled": host.filled(), "started": host.started,
                 "choices": host.choices, "over": host.result is not None or self.result is not None,
                 "result": host.result, "limit": host.limit, "file": str(host.path) if host.path else None,
                 "error": str(self.error) if self.error else None, "running": self._thread.is_alive()}
        with self._lock:
            self.state = state

    def snapshot(self) -> dict:
        with self._lock:
            return self.state

    def _keep_tokens(self) -> None:
        """The tokens of the seats at this screen and the port, beside the game's file
        (:mod:`.kept_seats`), so that Continue can host it again and take them back."""
        if self.host.path is None:
            return
        try:
            keep_seats(self.host.path, self.tokens, self.actual_port)
        except OSError as error:
            log.warning("the seats' tokens could not be kept: %s", error)


def new_hosting(kinds: list[str], names: list[str], characters: list[str], path: Path | None,
                port: int, mode: str, arena: str, skulls: int, sudden_death: bool = False,
                neutral: bool | str = False, limit: float | None = None, language: str = "en",
                bind: str = "0.0.0.0", seed: int | None = None, announced: bool = True) -> Hosting:
    """A hosted game as the form made it (not started: :meth:`Hosting.start`). ``kinds``
    by seat: ``here``, ``remote`` or a computer level. Raises ValueError for a setup
    the rules refuse."""
    host_kinds = [REMOTE if kind == HERE else kind for kind in kinds]
    host = WindowHost.new(host_kinds, path, mode, arena, skulls, sudden_death, seed, bool(neutral), limit)
    host.characters = list(characters)
    host._make.update(characters=list(characters), neutral=neutral)  # the bot's figure, if one was chosen
    for i, kind in enumerate(kinds):
        if kind != REMOTE:
            host.seats[i].name = names[i]
    return Hosting(host, port, [i for i, k in enumerate(kinds) if k == HERE], names, language, bind,
                   announced=announced)


def resume_hosting(path: Path, language: str = "en", port: int | None = None,
                   bind: str = "0.0.0.0", announced: bool = True) -> Hosting:
    """A game hosted from this window, hosted again where it stopped (Continue): on the
    port it had (the others' windows come back there by themselves), its seats at this
    screen taken back with their kept tokens. Raises SaveFileError (not a hosted game,
    a file that cannot be read)."""

    tokens, kept_port = kept_seats(path)
    host = WindowHost.resume(Path(path))
    assert host.session is not None
    host.characters = [character for _name, character in host.session.game.setup.players]
    here = sorted(seat for seat in tokens if 0 <= seat < len(host.seats))
    return Hosting(host, port or kept_port or DEFAULT_PORT, here, [s.name for s in host.seats], language, bind,
                   {seat: tokens[seat] for seat in here}, announced)
