"""What the host's clients say: joining (a seat by its token, a free seat, watching), a choice
checked against the decision pending, and a person at the host's screen answering. One job:
seats and joining (Host joins it)."""

from __future__ import annotations

import asyncio
import hmac
import secrets
import time


from ..core.names import clean_name
from .protocol import Refusal
from .seating import free_character
from .host_seats import NO_UNDO, token_hash, Connection


class HostJoining:
    """Host's part: see the module's docstring."""

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
