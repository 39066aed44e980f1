"""What the host tells: the decision pending (to its seat, public to the rest), each choice's
events as each seat may see them (views), a whole sync for one who (re)joins, and the notices.
One job: keeping every connection in step (Host joins it)."""

from __future__ import annotations

from typing import Any


from ..core.choices import Decision
from . import protocol
from .views import event_json, public_setup, seat_view, view_json
from .host_seats import Connection


class HostTelling:
    """Host's part: see the module's docstring."""

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
