"""A game that lives on a host, offered to a screen the way a ``play.Session`` is.

The seam for the window (the next issue): the screen asks the same few things of a
game wherever it lives - the table to draw (``game``: a game holding the seat's view),
the events to animate (``feed``), the decision to answer (``decision``) and
``choose(option)``. Here they come from the host's messages, read without waiting by
:meth:`RemoteSession.pump` (once a frame).
"""

from __future__ import annotations

import queue
from collections import deque

from ..core.choices import Decision
from ..core.engine import Game
from ..core.events import Event, event_from_json
from ..core.view import PlayerView
from .client import Client, decision_of
from .views import table_of, view_from_json


class RemoteSession:
    def __init__(self, client: Client):
        self.client = client
        self.view: PlayerView | None = None
        self.game: Game | None = None  # the table as this seat may see it
        self.feed: deque[Event] = deque()  # events not shown yet (a hidden card: not here)
        self.decision: Decision | None = None  # this seat's pending decision, if any
        self.asking: dict | None = None  # who decides now, what kind (any seat)
        self.notices: list[dict] = []
        self.refusals: list[dict] = []
        self.result: dict | None = None
        self.lost: dict | None = None
        self._number: int | None = None

    @property
    def seat(self) -> int | None:
        return self.client.seat

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def pump(self, wait: float = 0.0) -> int:
        """Take in every message waiting; how many there were. ``wait``: seconds to wait
        for the first one (0, a window's frame: never waits)."""
        n = 0
        while True:
            try:
                message = self.client.inbox.get(timeout=wait) if n == 0 and wait else self.client.inbox.get_nowait()
            except queue.Empty:
                return n
            n += 1
            self._take(message)

    def _take(self, message: dict) -> None:
        kind = message["type"]
        if kind in ("sync", "update"):
            self.view = view_from_json(message["view"])
            self.game = table_of(self.view)
            events = message["events"] if kind == "update" else []
            for data in events:
                if all(v is not None for v in data.values()):  # a hidden card: told as the log tells it
                    try:
                        self.feed.append(event_from_json(data))
                    except (ValueError, TypeError):
                        pass
            if kind == "sync":
                self.notices = list(message["notices"])
                self.asking = message["decision"]
        elif kind == "asking":
            self.asking = message["decision"]
            if self.decision is not None and (self.asking or {}).get("id") != self._number:
                self.decision = None
        elif kind == "decide":
            names = list(self.view.names) if self.view is not None else []
            self.decision, self._number = decision_of(message, names), message["id"]
        elif kind == "notice":
            self.notices.append(message["notice"])
        elif kind == "refused":
            self.refusals.append(message)
        elif kind == "over":
            self.result = message["result"]
            self.decision = None
        elif kind == "lost":
            self.lost = message

    def choose(self, option) -> bool:
        """Answer this seat's decision with one of its options (the host checks it again)."""
        if self.decision is None or self._number is None:
            return False
        index = self.decision.options.index(option)
        self.decision = None
        return self.client.choose(self._number, index)
