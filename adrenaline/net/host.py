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

Host keeps making a hosted game (new, resumed) and the play loop (who decides, the time
limit, the stand-in); its pieces are in :mod:`.host_seats`, the connections in
:mod:`.host_server`, what clients say in :mod:`.host_joining`, what it tells in
:mod:`.host_telling`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from pathlib import Path
from typing import Any


from ..bots import make_bot
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
from .protocol import SEAT_KINDS
from .seating import deal_characters
from .views import seat_view
from .host_seats import STAND_IN, Connection, HostedSeat, Limits, new_code, resumed_path
from .host_seats import token_hash  # noqa: F401 (named here for its importers)
from .host_server import HostServer
from .host_joining import HostJoining
from .host_telling import HostTelling

log = logging.getLogger(__name__)

class Host(HostServer, HostJoining, HostTelling):
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

