"""Where a computer player thinks: in a thread of this program, or in a worker process.

Python runs one thread at a time (the GIL): a level that looks ahead for 200 ms in a
thread takes most of those milliseconds from the window's frames. In a worker
process the window draws on whatever the computer players do.

Both ways take the same question - a seat's :class:`~..core.view.PlayerView` (only
what that seat may see) and the decision - and hand back a ticket that is ``done()``
once the answer is in, and whose ``result()`` is one of the decision's own options.

The worker process (:class:`InProcess`) is started with the 'spawn' method (a fresh
Python: no pygame, no threads of the window's copied into it). It keeps one bot per
computer seat, made from the same level and seed as the thread's, and answers with
the index of the option it chose; the window maps that back to its own option, so
``Game.submit`` gets the very object it offered. It ends when the game is closed,
and on its own when the program that started it is gone (its end of the pipe
closes). If it cannot start, or stops, :class:`WorkerGone` says so and the session
goes on thinking in a thread.
"""

from __future__ import annotations

import concurrent.futures
import logging
import multiprocessing
import os
import pickle
import signal
from collections.abc import Callable

from ..bots import make_bot

log = logging.getLogger(__name__)

STOP_WAIT = 1.0  # seconds closing waits for the worker to end before killing it
WORKER_NICENESS = 10  # how far the worker steps back for the window (Unix nice)


class WorkerGone(Exception):
    """The worker process could not start, or stopped: think in a thread instead."""


def set_budget(bots, seconds: float) -> None:
    """Hard's time per searched decision, for each bot that searches."""
    for bot in bots:
        if hasattr(bot, "set_budget"):
            bot.set_budget(seconds)


class InThread:
    """The bots think in one worker thread of this program (tests, headless tools,
    and the window when no worker process can run). ``bots`` is the session's own
    dict, seat -> bot: a bot put in it is the one asked."""

    def __init__(self, bots: dict):
        self.bots = bots
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")

    def submit(self, seat: int, view, decision) -> concurrent.futures.Future:
        return self._pool.submit(self.bots[seat].choose, view, decision)

    def set_budget(self, seconds: float) -> None:
        set_budget(self.bots.values(), seconds)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


class Ticket:
    """One question asked of the worker process: ``done()`` once its answer (or the
    news that the worker stopped) is in; ``cancel()`` when the game moved on."""

    def __init__(self, thinker: "InProcess", number: int, decision):
        self.thinker = thinker
        self.number = number
        self.decision = decision

    def done(self) -> bool:
        return self.thinker.has_reply(self.number)

    def result(self):
        """The decision's own option the worker chose; raises WorkerGone if it stopped."""
        kind, value = self.thinker.take_reply(self.number)
        if kind == "answer":
            return self.decision.options[value]
        if kind == "error":  # the bot itself failed: as it would in a thread
            raise value
        raise WorkerGone(value)

    def cancel(self) -> bool:
        self.thinker.cancel(self.number)
        return True


class InProcess:
    """The bots think in a worker process. ``seats``: seat -> (level, seed) of each
    computer player; ``maker(level, seed)`` makes its bot there (``make_bot``, or a
    benchmark's stand-in: it must be picklable). The process starts at once (its
    start-up runs while the window draws); raises WorkerGone if it cannot."""

    def __init__(self, seats: dict[int, tuple[str, int]], maker: Callable = make_bot):
        self._next = 0
        self._replies: dict[int, tuple[str, object]] = {}
        self._cancelled: set[int] = set()
        self._gone: str | None = None
        self._budget: float | None = None
        try:
            context = multiprocessing.get_context("spawn")
            self._conn, child = context.Pipe(duplex=True)
            self.process = context.Process(target=serve, args=(child, dict(seats), maker),
                                           name="adrenaline-bots", daemon=True)
            self.process.start()
            child.close()  # the worker holds the only other end: it sees the program go
        except Exception as error:  # noqa: BLE001 - any failure to start means: a thread
            raise WorkerGone(f"the worker process could not start ({error})") from error

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def submit(self, seat: int, view, decision) -> Ticket:
        self._next += 1
        data = pickle.dumps((view, decision), protocol=pickle.HIGHEST_PROTOCOL)
        self._send(("choose", self._next, seat, data))
        return Ticket(self, self._next, decision)

    def set_budget(self, seconds: float) -> None:
        if seconds != self._budget:  # the window says it at every frame: send a change only
            self._budget = seconds
            self._send(("budget", seconds))

    def cancel(self, number: int) -> None:
        """The game moved on (undo, load): the worker skips the question if it has not
        begun it, and its answer, if one comes, is dropped."""
        if self._replies.pop(number, None) is None and self._gone is None:
            self._cancelled.add(number)
            try:
                self._send(("cancel", number))
            except WorkerGone:
                pass

    def has_reply(self, number: int) -> bool:
        self._collect()
        return number in self._replies or self._gone is not None

    def take_reply(self, number: int) -> tuple[str, object]:
        self._collect()
        if number in self._replies:
            return self._replies.pop(number)
        return ("gone", self._gone or "no answer")

    def _send(self, message) -> None:
        if self._gone is not None:
            raise WorkerGone(self._gone)
        try:
            self._conn.send(message)
        except (OSError, ValueError) as error:
            self._stopped(f"it could not be reached ({error})")
            raise WorkerGone(self._gone) from error

    def _collect(self) -> None:
        """Take in every answer that arrived (never waits)."""
        if self._gone is not None:
            return
        try:
            while self._conn.poll(0):
                kind, number, value = self._conn.recv()
                if number in self._cancelled:
                    self._cancelled.discard(number)
                else:
                    self._replies[number] = (kind, value)
        except (EOFError, OSError) as error:
            self._stopped(f"it stopped ({type(error).__name__})")
            return
        if not self.process.is_alive():
            self._stopped(f"it stopped (exit code {self.process.exitcode})")

    def _stopped(self, why: str) -> None:
        if self._gone is None:
            self._gone = why
            self.close()

    def close(self) -> None:
        """End the worker: ask it, then make sure (it has nothing to save)."""
        try:
            self._conn.send(None)
        except (OSError, ValueError):
            pass
        self._conn.close()
        if self.process.is_alive():
            self.process.terminate()  # it may be deep in a search: no need to wait for it
        self.process.join(STOP_WAIT)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(STOP_WAIT)
        self._gone = self._gone or "it was closed"


def give_way() -> None:
    """The worker gives way to the window when the cores are busy: a session of its
    own (Linux shares the processor among sessions first, so a search no longer
    takes the window's share) and a lower priority (``WORKER_NICENESS``). Where
    either is not offered, it thinks as it is."""
    if hasattr(os, "setsid"):
        try:
            os.setsid()
        except OSError:
            pass
    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass


def index_of(options, choice) -> int:
    """Where ``choice`` stands among ``options`` (the object itself, else an equal one)."""
    for i, option in enumerate(options):
        if option is choice:
            return i
    return list(options).index(choice)


def serve(conn, seats: dict[int, tuple[str, int]], maker: Callable = make_bot) -> None:
    """The worker process: answer questions until told to stop or the program is gone.

    It reads every message waiting before it begins a question, so a question the
    game has moved past (cancelled) is skipped, and the budget is the latest."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is for the window, which ends us
    give_way()
    bots = {seat: maker(level, seed) for seat, (level, seed) in seats.items()}
    questions: dict[int, tuple[int, bytes]] = {}
    while True:
        try:
            while not questions or conn.poll(0):
                message = conn.recv()
                if message is None:
                    return
                if message[0] == "choose":
                    _, number, seat, data = message
                    questions[number] = (seat, data)
                elif message[0] == "cancel":
                    questions.pop(message[1], None)
                elif message[0] == "budget":
                    set_budget(bots.values(), message[1])
        except (EOFError, OSError):
            return  # the program that started it is gone
        number = next(iter(questions))
        seat, data = questions.pop(number)
        try:
            view, decision = pickle.loads(data)
            reply = ("answer", number, index_of(decision.options, bots[seat].choose(view, decision)))
        except Exception as error:  # noqa: BLE001 - the window raises it, as from a thread
            try:
                pickle.dumps(error)
            except Exception:  # noqa: BLE001
                error = RuntimeError(repr(error))
            reply = ("error", number, error)
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return
