"""The host: the one real game, its journal, its seats, and a WebSocket server.

The host holds a :class:`~adrenaline.play.session.Session` (the rules core, the
journal - a hosted game is a kept game - and the computer players) and asks it the
one question: who decides now, among which options. It sends that decision to that
seat, takes the answer back (checked: the seat's token, the decision's number, an
option that exists) and gives it to the session, which submits it to the core like
any caller's. The events that follow go to every connection, each with only what its
seat may see (:mod:`.views`). The session's own Tagback Grenade question is asked of
every player a shot damaged who could see the shooter, as in the hot seat, so that
nobody learns who holds a grenade.

Seats: ``remote`` (a person at another machine, who joins with the game's code and
gets a secret token to come back with), ``local`` (a person at the host's screen:
:meth:`Host.answer_local`), or a computer level (``easy``, ``normal``, ``hard``)
playing on the host. The game starts once every remote seat is taken.

A time limit per decision (none by default): when it runs out, a computer player
(Normal) answers for the seat; while a seat is away past it, that computer player plays
for it until its person comes back. Both are told to every connection as notices
(words: :mod:`adrenaline.words.hosting`).
"""

from __future__ import annotations

import asyncio
import gc
import hashlib
import hmac
import logging
import secrets
import time
from pathlib import Path
from typing import Any

import attrs
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..bots import LEVELS, make_bot
from ..core import savefile
from ..core.cards import CHARACTER_BY_NAME
from ..core.choices import Decision
from ..core.engine import IllegalChoice, Setup, with_neutral
from ..core.modes import DEFAULT_MODE
from ..core.names import clean_name
from ..core.numbers import STANDARD_SKULLS
from ..play.session import Seat, Session, seats_of
from ..saves.journal import Journal
from . import protocol
from .protocol import SEAT_KINDS, Refusal
from .seating import deal_characters, free_character
from .views import event_json, public_setup, seat_view, view_json

log = logging.getLogger(__name__)

STAND_IN = "normal"  # the computer player that plays for a person out of time or away
MAX_CONNECTIONS = 64  # players and spectators together
SEND_QUEUE = 256  # frames waiting for one connection; past it, the client stopped reading
JOIN_WAIT = 10.0  # seconds a new connection has to say who it is
RESULT_WAIT = 30.0  # seconds the host waits, at the end, for a seat away to hear the result
# a choice goes to every connection the moment it is made (``update``), and the computer
# players think on it at once: no hosted choice is ever unseen, so none is taken back
NO_UNDO = "A hosted game has no undo: every player has seen each choice as it was made."


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def resumed_path(path: Path) -> Path:
    """Where a damaged hosted game goes on: ``NAME.resumed.jsonl`` beside it, or
    ``NAME.resumed-2.jsonl``... the first that does not exist."""
    stem = path.name[:-len(path.suffix)] if path.suffix else path.name
    for n in range(1, 10_000):
        candidate = path.with_name(f"{stem}.resumed{'' if n == 1 else f'-{n}'}.jsonl")
        if not candidate.exists():
            return candidate
    raise savefile.SaveFileError(f"{path}: no free name to go on in beside it")


def new_code() -> str:
    """A join code: 8 letters and digits that cannot be mistaken for each other."""
    alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    return "".join(secrets.choice(alphabet) for _ in range(8))


@attrs.define
class Limits:
    """The host's protection against bad actors (``docs/protocol.md``)."""

    rate: float = protocol.RATE
    burst: int = protocol.BURST
    connections: int = MAX_CONNECTIONS
    send_queue: int = SEND_QUEUE
    join_wait: float = JOIN_WAIT
    free_tries: int = protocol.FREE_TRIES
    slowest: float = protocol.MAX_DELAY  # the longest a wrong code's answer waits
    result_wait: float = RESULT_WAIT


@attrs.define
class HostedSeat:
    kind: str  # remote, local, or a computer level
    name: str = ""
    token: str | None = None  # sha256 of the seat's token, once taken (remote seats)
    away_since: float | None = None  # no connection since then (monotonic seconds)
    standing_in: bool = False  # a computer player plays for the person (away past the limit)
    character: str = ""  # the character its player asked for when joining ("": the next free one)

    @property
    def is_remote(self) -> bool:
        return self.kind == "remote"

    @property
    def is_computer(self) -> bool:
        return self.kind in LEVELS

    def to_json(self) -> dict:
        return {"kind": self.kind, "name": self.name, "token": self.token}


class Connection:
    """One client: its seat (None: a spectator, or not joined yet), its sequence numbers
    both ways, its rate limit and its bounded queue of frames to send."""

    def __init__(self, ws: ServerConnection, limits: Limits, now: float):
        self.ws = ws
        self.address = str(ws.remote_address[0]) if ws.remote_address else "?"
        self.seat: int | None = None
        self.joined = False
        self.last_seq = 0  # the client's
        self.sent = 0  # ours
        self.bucket = protocol.Bucket(limits.rate, limits.burst, now)
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(limits.send_queue)
        self.closing: tuple[int, str] | None = None
        self.writer: asyncio.Task | None = None

    def frame(self, message_type: str, /, **fields: Any) -> str:
        self.sent += 1
        return protocol.encode(message_type, self.sent, **fields)

    def frame_with(self, message_type: str, body: str) -> str:
        """A frame whose fields are ``body`` (a JSON object's text, made once for many)."""
        self.sent += 1
        head = protocol.encode(message_type, self.sent)
        return head[:-1] + ("," + body[1:] if body != "{}" else "}")


class Host:
    """A hosted game. Make one with :meth:`new` or :meth:`resume`, then ``await
    host.run(port=...)``: it returns the result once the game is over."""

    def __init__(self, seats: list[HostedSeat], code: str, path: Path | None, limit: float | None,
                 limits: Limits | None = None):
        self.seats = seats
        self.code = code
        self.path = path
        self.limit = limit
        self.limits = limits or Limits()
        self.session: Session | None = None
        self._make: dict[str, Any] = {}
        self.connections: set[Connection] = set()
        self.tries = protocol.Tries(self.limits.free_tries, self.limits.slowest)
        self.notices: list[dict] = []
        self.asked = 0  # the number of the decision asked now
        self._pending: tuple[int, Decision, asyncio.Future] | None = None
        self._started = asyncio.Event()
        self._changed = asyncio.Event()  # a seat came back, or left
        self._stand_ins: dict[int, Any] = {}
        self.address = ""
        self.result: dict | None = None
        self.choices = 0  # accepted answers (statistics)
        self._failed: Exception | None = None  # the game could not start
        self._loop: asyncio.AbstractEventLoop | None = None  # run()'s, for stop() from other threads
        self._playing: asyncio.Future | None = None
        self._stop_asked = False
        self._heard_the_end: set[int | None] = set()  # the seats sent the result
        self.resumed_from: Path | None = None  # the file hosted again (--resume)
        self.repaired: savefile.SaveFileError | None = None  # where that file went wrong

    # -- making one --------------------------------------------------------------------
    @classmethod
    def new(cls, kinds: list[str], path: Path | None, mode: str = DEFAULT_MODE, arena: str = "A",
            skulls: int = STANDARD_SKULLS, sudden_death: bool = False, seed: int | None = None,
            neutral: bool = False, limit: float | None = None, code: str | None = None,
            limits: Limits | None = None) -> "Host":
        for kind in kinds:
            if kind not in SEAT_KINDS:
                raise ValueError(f"unknown seat {kind!r}: each seat is one of {', '.join(SEAT_KINDS)}")
        host = cls([HostedSeat(k) for k in kinds], code or new_code(), path, limit, limits)
        host._make = {"arena": arena, "skulls": skulls, "sudden_death": sudden_death, "mode": mode,
                      "seed": secrets.randbelow(2 ** 31) if seed is None else seed, "neutral": neutral}
        chars = [c.name for c in CHARACTER_BY_NAME.values()][:len(kinds)]
        setup = Setup(arena, tuple((c, c) for c in chars), skulls, sudden_death, 0, mode)
        with_neutral(setup) if neutral else setup.validate()  # a setup the rules refuse: refused now
        return host

    @classmethod
    def resume(cls, path: Path, limit: float | None = None, limits: Limits | None = None) -> "Host":
        """Host a kept game again: its choices played through the rules again, its seats,
        code and tokens as its file keeps them (raises SaveFileError)."""
        restored = savefile.restore(path)
        game = restored.game
        net = (game.client or {}).get("net")
        if not isinstance(net, dict) or not isinstance(net.get("seats"), list):
            raise savefile.SaveFileError(f"{path} is not a hosted game")
        seats = [HostedSeat(str(s["kind"]), str(s.get("name", "")), s.get("token"))
                 for s in net["seats"]]
        if len(seats) != len(game.setup.players) or any(s.kind not in SEAT_KINDS for s in seats):
            raise savefile.SaveFileError(f"{path}: its seats do not match its players")
        # a file cut short (a kill mid-write) or changed is left as it is: the game goes on
        # in a new file beside it, never over another (the CLI's first line names it)
        keep = Path(path) if restored.repaired is None else resumed_path(Path(path))
        host = cls(seats, str(net["code"]), keep, limit if limit is not None else net.get("limit"), limits)
        host.resumed_from = Path(path)
        host.repaired = restored.repaired
        now = time.monotonic()
        for seat in seats:
            if seat.is_remote:
                seat.away_since = now  # until they come back
        host._begin(Session(game, seats_of(game)))
        return host

    def _begin(self, session: Session) -> None:
        """The game starts (or starts again): the session, its file, and every connection
        told where the game stands."""
        self.session = session
        game = session.game
        game.client = {**(game.client or {}), "net": {
            "code": self.code, "limit": self.limit, "seats": [s.to_json() for s in self.seats]}}
        if self.path is not None:
            session.journal = Journal(self.path, game)
            session.autosave = self.path
            if session.journal.problem is not None:
                raise session.journal.problem
        self._started.set()
        for conn in list(self.connections):
            if conn.joined:
                self._sync(conn)

    def _start_game(self) -> None:
        m = self._make
        wanted = [s.character for s in self.seats]  # asked for when joining
        form = list(m.get("characters") or [])  # the window's form's, where no joiner asked
        for i, w in enumerate(wanted):
            if not w and i < len(form) and form[i] not in wanted:
                wanted[i] = form[i]
        chars = deal_characters(wanted)
        seats = []
        for i, s in enumerate(self.seats):
            s.name = s.name or chars[i]
            seats.append(Seat(clean_name(s.name, chars[i]), chars[i], s.is_computer,
                              s.kind if s.is_computer else "easy"))
        session = Session.new(seats, m["arena"], m["skulls"], m["sudden_death"], m["seed"],
                              mode=m["mode"], neutral=m["neutral"])
        session.feed.clear()
        self._begin(session)

    # -- the server ----------------------------------------------------------------------
    def stop(self) -> None:
        """Stop hosting, from any thread (the window's, while ``run`` serves in another):
        every connection is told (``closing``, close code 1001: clients try to come back),
        the game stays kept in its file (hosted again with :meth:`resume`), and ``run``
        returns ``{}`` (``result`` None)."""
        self._stop_asked = True
        loop, playing = self._loop, self._playing
        if loop is not None and playing is not None:
            try:
                loop.call_soon_threadsafe(playing.cancel)
            except RuntimeError:  # the loop has closed: run is over already
                pass

    async def run(self, host: str = "127.0.0.1", port: int = 0, ready=None) -> dict:
        """Serve until the game is over (or :meth:`stop`); ``ready(host)`` is called once
        listening."""
        self._loop = asyncio.get_running_loop()
        async with serve(self._handle, host, port, max_size=protocol.CLOSE_FRAME, max_queue=16,
                         compression=None, ping_interval=10, ping_timeout=20,
                         open_timeout=self.limits.join_wait, close_timeout=2,
                         server_header=None) as server:
            sock = next(iter(server.sockets))
            name = sock.getsockname()
            self.address = f"{name[0]}:{name[1]}"
            if self.session is None and not any(s.is_remote for s in self.seats):
                self._start_game()
            if ready is not None:
                ready(self)
            self._playing = asyncio.ensure_future(self._play())
            try:
                if self._stop_asked:  # asked before there was anything to stop
                    self._playing.cancel()
                try:
                    await self._playing
                except asyncio.CancelledError:
                    if not self._stop_asked:  # run itself was cancelled (the command's Ctrl+C)
                        raise
            finally:
                await self._close_all(1001 if self.result is None else 1000,
                                      "The game is over." if self.result else "The host stopped.")
        if self.session is not None:
            self.session.close()
        gc.collect()  # a game's log sits in reference cycles: freed now, not ~10 games later
        return self.result or {}

    async def _close_all(self, code: int, reason: str) -> None:
        for conn in list(self.connections):
            self._send(conn, conn.frame("closing", reason=reason))
            self._close(conn, code, reason)
        for conn in list(self.connections):
            if conn.writer is not None:
                try:
                    await asyncio.wait_for(conn.writer, 5)
                except (asyncio.TimeoutError, Exception):  # noqa: BLE001 - closing anyway
                    pass

    async def _handle(self, ws: ServerConnection) -> None:
        loop = asyncio.get_running_loop()
        if len(self.connections) >= self.limits.connections:
            await ws.close(1013, "This game has all the connections it takes: try again later.")
            return
        conn = Connection(ws, self.limits, loop.time())
        self.connections.add(conn)
        conn.writer = asyncio.create_task(self._write(conn))
        try:
            while conn.closing is None:
                try:
                    timeout = None if conn.joined else self.limits.join_wait
                    frame = await asyncio.wait_for(ws.recv(), timeout)
                except asyncio.TimeoutError:
                    self._close(conn, 1008, "A client must join first.")
                    break
                if not conn.bucket.take(loop.time()):
                    self._close(conn, 1008, "Too many frames: this connection is closed as a flood.")
                    break
                try:
                    message = protocol.parse(frame, conn.last_seq)
                    conn.last_seq = message["seq"]
                    await self._receive(conn, message)
                except Refusal as refusal:
                    seq = None
                    if isinstance(frame, str) and len(frame) < 200:  # the seq refused, if it is readable
                        try:
                            seq = protocol.loads(frame).get("seq")
                        except Refusal:
                            pass
                    self._send(conn, conn.frame("refused", reason=refusal.reason, text=refusal.text,
                                                about=seq if type(seq) is int else None))
        except ConnectionClosed:
            pass
        finally:
            self._gone(conn)
            if conn.writer is not None and not conn.writer.done():
                if conn.closing is None:  # the client went: nothing more to send
                    conn.writer.cancel()
                try:  # else the frames queued before the close go first, then the close
                    await asyncio.wait_for(conn.writer, 5)
                except (asyncio.CancelledError, asyncio.TimeoutError, Exception):  # noqa: BLE001
                    pass

    async def _write(self, conn: Connection) -> None:
        """Send the connection's frames in order; close it when told to."""
        try:
            while True:
                frame = await conn.queue.get()
                if frame is None:
                    break
                await conn.ws.send(frame)
        except ConnectionClosed:
            return
        if conn.closing is not None:
            try:
                await conn.ws.close(*conn.closing)
            except ConnectionClosed:
                pass

    def _send(self, conn: Connection, frame: str) -> None:
        if conn.closing is not None:
            return
        try:
            conn.queue.put_nowait(frame)
        except asyncio.QueueFull:  # it stopped reading: no goodbye waits behind its frames
            self._close(conn, 1008, "This client stopped reading: its connection is closed.", at_once=True)

    def _close(self, conn: Connection, code: int, reason: str, at_once: bool = False) -> None:
        """Close after the frames already queued (``at_once``: without them)."""
        if conn.closing is not None:
            return
        conn.closing = (code, reason)
        if at_once:
            if conn.writer is not None:
                conn.writer.cancel()
            asyncio.ensure_future(conn.ws.close(code, reason))  # gives up after close_timeout
        else:
            try:
                conn.queue.put_nowait(None)
            except asyncio.QueueFull:
                self._close(conn, code, reason, at_once=True)

    def _gone(self, conn: Connection) -> None:
        self.connections.discard(conn)
        seat = conn.seat
        if seat is not None and not any(c.seat == seat for c in self.connections):
            self.seats[seat].away_since = time.monotonic()
            if self._started.is_set():
                self._notice("away", seat)
            self._changed.set()

    # -- what clients say ----------------------------------------------------------------
    async def _receive(self, conn: Connection, message: dict) -> None:
        kind = message["type"]
        if kind == "join":
            await self._join(conn, message)
        elif not conn.joined:
            raise Refusal("not_joined", "Join the game first.")
        elif kind == "choose":
            self._choose(conn, message)
        elif kind == "undo":
            raise Refusal("no_undo", NO_UNDO)
        elif kind == "bye":
            self._close(conn, 1000, "Goodbye.")

    async def _join(self, conn: Connection, message: dict) -> None:
        if conn.joined:
            raise Refusal("already_joined", "This connection has joined already.")
        delay = self.tries.delay(conn.address)
        if delay:
            await asyncio.sleep(delay)
        if not hmac.compare_digest(message["code"].encode(), self.code.encode()):
            self.tries.failed(conn.address)
            raise Refusal("wrong_code", "That is not this game's code.")
        self.tries.succeeded(conn.address)
        token = message.get("token")
        if message.get("spectate"):
            conn.seat, fresh = None, None
        elif token is not None:
            conn.seat, fresh = self._seat_of_token(token), None
            for other in list(self.connections):  # a connection the seat left behind (half open)
                if other is not conn and other.seat == conn.seat:
                    other.seat = None
                    self._close(other, 1008, "This seat joined again from another connection.")
        else:
            conn.seat = self._free_seat()
            fresh = secrets.token_urlsafe(24)
            seat = self.seats[conn.seat]
            seat.token = token_hash(fresh)
            seat.name = clean_name(message.get("name", ""), "")
            seat.character = free_character(message.get("character"), [s.character for s in self.seats])
        conn.joined = True
        self._send(conn, conn.frame("welcome", seat=conn.seat, token=fresh,
                                    seats=self._seats_json(), limit=self.limit,
                                    started=self._started.is_set()))
        if conn.seat is not None:
            seat = self.seats[conn.seat]
            was_away = seat.away_since is not None or fresh is not None
            seat.away_since = None
            if seat.standing_in:
                seat.standing_in = False
            if self._started.is_set() and was_away:
                self._notice("back", conn.seat)
            self._changed.set()
        if self._started.is_set():
            self._sync(conn)
        elif all(s.token is not None for s in self.seats if s.is_remote):
            try:
                self._start_game()
            except Exception as error:  # noqa: BLE001 - the host stops and says why
                self._failed = error
                self._started.set()

    def _seat_of_token(self, token: str) -> int:
        digest = token_hash(token).encode()
        for i, seat in enumerate(self.seats):
            if seat.token is not None and hmac.compare_digest(seat.token.encode(), digest):
                return i
        raise Refusal("bad_token", "That seat token belongs to no seat of this game.")

    def _free_seat(self) -> int:
        for i, seat in enumerate(self.seats):
            if seat.is_remote and seat.token is None:
                return i
        raise Refusal("no_free_seat", "Every seat is taken: you may watch (spectate) instead.")

    def _seats_json(self) -> list[dict]:
        now = time.monotonic()  # "away": for how long (seconds), so a window coming back says it right
        return [{"kind": s.kind, "name": s.name, "taken": s.token is not None or not s.is_remote,
                 "away": None if s.away_since is None else round(now - s.away_since, 1)} for s in self.seats]

    def _choose(self, conn: Connection, message: dict) -> None:
        if conn.seat is None:
            raise Refusal("no_seat", "A spectator has no decision to answer.")
        if self._seat_of_token(message["token"]) != conn.seat:
            raise Refusal("bad_token", "That token is not this connection's seat's.")
        pending = self._pending
        if pending is None or message["decision"] != pending[0]:
            raise Refusal("stale_decision", "That decision is not the one asked now.")
        number, decision, future = pending
        if decision.decider != conn.seat:
            raise Refusal("not_your_decision", "This decision is another seat's to make.")
        if message["option"] >= len(decision.options):
            raise Refusal("no_such_option", f"Decision {number} has {len(decision.options)} options.")
        if future.done():
            raise Refusal("answered", "That decision is answered already.")
        future.set_result(decision.options[message["option"]])
        conn.bucket.give_back()

    def answer_local(self, seat: int, option: int) -> None:
        """A person at the host's screen answers (a ``local`` seat): as a remote answer,
        checked the same way (raises Refusal)."""
        pending = self._pending
        if self.seats[seat].kind != "local":
            raise Refusal("not_local", "That seat is not at the host's screen.")
        if pending is None or pending[1].decider != seat or not 0 <= option < len(pending[1].options):
            raise Refusal("not_your_decision", "That is not a decision of this seat now.")
        if not pending[2].done():
            pending[2].set_result(pending[1].options[option])

    # -- the game ------------------------------------------------------------------------
    async def _play(self) -> None:
        await self._started.wait()
        if self._failed is not None:
            raise self._failed
        session = self.session
        assert session is not None
        while not session.is_over:
            d = session.decision
            if d is None:  # a held end of turn (not used by the host): go on
                session.pass_on()
                continue
            self.asked += 1
            future: asyncio.Future = asyncio.get_running_loop().create_future()
            self._pending = (self.asked, d, future)
            self._tell_decision()
            option = await self._answer(d, future)
            self._pending = None
            entries = len(session.game.log)
            try:
                events = session.choose(option)
            except IllegalChoice as error:  # pragma: no cover - an option of the decision itself
                log.error("the core refused an option it offered: %s", error)
                continue
            self.choices += 1
            self._tell(d, option, entries, events)
        g = session.game.state
        self.result = {
            "winner": [session.seats[s].name for s in g.ranking[0]] if g.ranking else [],
            "characters": list(session.game.names[:g.seats]),
            "winner_seats": list(g.ranking[0]) if g.ranking else [],
            "points": {str(i): p.points for i, p in enumerate(g.players[:g.seats])},
            "names": [s.name for s in session.seats],
            "ranking": [list(r) for r in g.ranking],
            "decisions": len(session.game.log) - 1,
            "file": str(self.path) if self.path else None,
        }
        for conn in list(self.connections):
            self._send(conn, conn.frame("over", result=self.result))
            self._heard_the_end.add(conn.seat)
        await self._wait_for_the_away(self.limits.result_wait)

    async def _wait_for_the_away(self, longest: float) -> None:
        """A seat away when the game ends (a drop at the last choice, or a host killed
        after it and hosted again) hears the result when it comes back (``sync`` brings
        ``over``): the host waits until every remote seat has been sent it, at most
        ``longest`` seconds."""
        end = time.monotonic() + longest
        while any(s.is_remote and i not in self._heard_the_end for i, s in enumerate(self.seats)):
            left = end - time.monotonic()
            if left <= 0:
                return
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), left)
            except asyncio.TimeoutError:
                return

    async def _answer(self, d: Decision, future: asyncio.Future):
        """The answer to ``d``: from its seat's person, or a computer player."""
        session = self.session
        seat = self.seats[d.decider]
        if session.is_own_question(d) and seat.is_computer:
            return d.options[0]
        if seat.is_computer:
            view = seat_view(session.game, d.decider)
            return await asyncio.to_thread(session.bots[d.decider].choose, view, d)
        deadline = None if self.limit is None else time.monotonic() + self.limit
        while not future.done():
            if seat.standing_in:
                break
            if seat.away_since is not None and self.limit is not None \
                    and time.monotonic() - seat.away_since >= self.limit:
                seat.standing_in = True
                self._notice("stand_in", d.decider, why="away")
                break
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            if seat.away_since is not None and self.limit is not None:
                wait = min(wait if wait is not None else self.limit,
                           max(0.0, seat.away_since + self.limit - time.monotonic()))
            self._changed.clear()
            changed = asyncio.ensure_future(self._changed.wait())
            done, _ = await asyncio.wait({future, changed}, timeout=wait, return_when=asyncio.FIRST_COMPLETED)
            changed.cancel()
            if not done and deadline is not None and time.monotonic() >= deadline:
                if seat.away_since is None:
                    self._notice("stand_in", d.decider, why="time")
                else:
                    seat.standing_in = True
                    self._notice("stand_in", d.decider, why="away")
                break
        if future.done():
            return future.result()
        if session.is_own_question(d):
            return d.options[0]
        bot = self._stand_ins.setdefault(d.decider, make_bot(STAND_IN, session.game.setup.seed + 100 + d.decider))
        answer = await asyncio.to_thread(bot.choose, seat_view(session.game, d.decider), d)
        return future.result() if future.done() else answer  # the person, back in time, decides

    # -- telling -------------------------------------------------------------------------
    def _public_decision(self) -> dict | None:
        if self._pending is None:
            return None
        number, d, _ = self._pending
        return {"id": number, "seat": d.decider, "kind": d.kind}

    def _decide_frame(self, conn: Connection) -> str | None:
        if self._pending is None or conn.seat is None or self._pending[1].decider != conn.seat:
            return None
        number, d, _ = self._pending
        return conn.frame("decide", id=number, seat=d.decider, kind=d.kind, prompt=d.prompt.as_json(),
                          options=d.texts(), limit=self.limit)

    def _tell_decision(self) -> None:
        public = self._public_decision()
        for conn in list(self.connections):
            if not conn.joined:
                continue
            self._send(conn, conn.frame("asking", decision=public))
            frame = self._decide_frame(conn)
            if frame is not None:
                self._send(conn, frame)

    def _tell(self, d: Decision, option, entry: int, events) -> None:
        """After a choice: each connection gets the events and the view its seat may have."""
        game = self.session.game
        bodies: dict[int | None, str] = {}
        # the seat that answered hears first: its round trip is the one a person feels
        for conn in sorted(self.connections, key=lambda c: c.seat != d.decider):
            if not conn.joined:
                continue
            if conn.seat not in bodies:
                view = seat_view(game, conn.seat)
                fields = {"entry": entry, "who": d.decider, "events": [event_json(e, view) for e in events],
                          "view": view_json(view)}
                if conn.seat == d.decider:
                    fields["choice"] = option.text
                bodies[conn.seat] = protocol.encode("x", 0, **fields)
                bodies[conn.seat] = "{" + bodies[conn.seat].split(",", 3)[3]
            self._send(conn, conn.frame_with("update", bodies[conn.seat]))

    def _sync(self, conn: Connection) -> None:
        """Everything a (re)joining connection needs: the view, the log so far as its seat
        may see it, the notices, and its pending decision."""
        session = self.session
        view = seat_view(session.game, conn.seat)
        entries = [{"who": e.who, "events": [event_json(ev, view) for ev in e.events],
                    **({"choice": e.choice.text} if e.who == conn.seat and e.choice is not None else {})}
                   for e in session.game.log]
        self._send(conn, conn.frame("sync", setup=public_setup(session.game.setup), seats=self._seats_json(),
                                    view=view_json(view), log=entries, notices=self.notices,
                                    decision=self._public_decision()))
        frame = self._decide_frame(conn)
        if frame is not None:
            self._send(conn, frame)
        if self.result is not None:
            self._send(conn, conn.frame("over", result=self.result))
            self._heard_the_end.add(conn.seat)
            self._changed.set()

    def _notice(self, kind: str, seat: int, **args: Any) -> None:
        """Something the log says that is not a rule's event: a seat away, back, or played
        by a computer player (words: ``words.hosting``)."""
        notice = {"kind": kind, "seat": seat, "entry": len(self.session.game.log) - 1 if self.session else 0,
                  **args}
        self.notices.append(notice)
        for conn in list(self.connections):
            if conn.joined:
                self._send(conn, conn.frame("notice", notice=notice))
