"""A session's computer players: each thinks apart so that the window keeps drawing - in a
worker process in the window (:meth:`ComputerPlayers.think_apart`), in a thread elsewhere
(:mod:`.thinking`), falling back to a thread if the process stops - on what its seat may
see only; an answer to a question the game has moved past is never used."""

from __future__ import annotations

import logging
import time

from ..bots import make_bot
from ..core.events import Event
from ..core.view import player_view
from .thinking import InProcess, InThread, WorkerGone

log = logging.getLogger("adrenaline.play.session")  # the session's log, as before


class ComputerPlayers:
    """A session's computer players (a part of :class:`.session.Session`)."""

    def set_thinking(self, seconds: float) -> None:
        """How long a Hard computer player may think per decision (the setting)."""
        self._budget = seconds
        try:
            self._thinker.set_budget(seconds)
        except WorkerGone as why:
            self._fall_back(why)

    def think_apart(self, maker=make_bot) -> None:
        """The computer players think in a worker process from now on (the window:
        a long look ahead in a thread would take the window's frames). Each seat's
        bot there is ``maker(level, seed)``, the same level and seed as here. If
        the process cannot start, they think in a thread, and the log says why."""
        if not self.bots or self.is_over or isinstance(self._thinker, InProcess) or self._closed:
            return
        seats = {i: (self.seats[i].level, self.game.setup.seed + i) for i in self.bots}
        try:
            thinker = InProcess(seats, maker)
        except WorkerGone as why:
            log.warning("Computer players think in a thread: %s", why)
            return
        self._cancel_thinking()
        self._thinker.close()
        self._thinker = thinker
        if self._budget is not None:
            self.set_thinking(self._budget)

    @property
    def thinks_apart(self) -> bool:
        """The computer players think in a worker process (not in a thread)."""
        return isinstance(self._thinker, InProcess)

    @property
    def thinking(self) -> bool:
        """A computer player is thinking now (its answer is not in yet)."""
        return self._thinking is not None and not self._thinking[1].done()

    def _fall_back(self, why: WorkerGone) -> None:
        """The worker process stopped: the computer players think in a thread from
        now on (the game goes on; the question asked is asked again)."""
        if not isinstance(self._thinker, InProcess):
            return
        log.warning("Computer players think in a thread from now on: %s", why)
        self._thinker.close()
        self._thinker = InThread(self.bots)
        self._thinking = None
        if self._budget is not None:
            self._thinker.set_budget(self._budget)

    def _cancel_thinking(self) -> None:
        if self._thinking is not None:
            self._thinking[1].cancel()
            self._thinking = None

    # -- computer players -------------------------------------------------------------
    def computer_to_decide(self) -> bool:
        d = self.decision
        return d is not None and self.seats[d.decider].computer

    def think(self) -> None:
        """Start the computer player's thinking, if it is its decision. A question
        the game has moved past (undo, load) is cancelled: its answer is never used."""
        if self._thinking is not None:
            if self._thinking[0] is self.decision:
                return  # still thinking about this one
            self._cancel_thinking()
        if self._closed or not self.computer_to_decide() or self._is_own_question(self.decision):
            return
        d = self.decision
        view = player_view(self.game, d.decider)  # fair play: only what that seat may see
        try:
            self._thinking = (d, self._thinker.submit(d.decider, view, d))
        except WorkerGone as why:
            self._fall_back(why)
            self._thinking = (d, self._thinker.submit(d.decider, view, d))

    def thought(self):
        """The computer player's answer once ready (None while it thinks); to the hot
        seat's own Tagback Grenade question, its only answer."""
        if self._is_own_question(self.decision):
            return self.decision.options[0]
        if self._thinking is None:
            return None
        d, ticket = self._thinking
        if not ticket.done():
            return None
        self._thinking = None
        if d is not self.decision:  # the game moved on (undo, load): think again
            ticket.cancel()
            return None
        try:
            return ticket.result()
        except WorkerGone as why:  # the worker process stopped: a thread asks again
            self._fall_back(why)
            return None

    def play_computer(self, timeout: float = 30.0) -> tuple[Event, ...]:
        """Blocking: let the computer player decide now (tests, fast-forward)."""
        self.think()
        start = time.monotonic()
        while (answer := self.thought()) is None:
            if time.monotonic() - start > timeout:
                raise TimeoutError("the computer player did not answer")
            time.sleep(0.001)
            if self._thinking is None:
                self.think()
        return self.choose(answer)
