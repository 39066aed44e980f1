"""Computer players thinking in a worker process (the window) or in a thread (tests,
headless tools): the same answers, a stale answer never played, a worker that stops
or cannot start hands the thinking to a thread, and no worker outlives its game."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from adrenaline.bots import make_bot
from adrenaline.core.cards import CHARACTERS
from adrenaline.play import thinking
from adrenaline.play.session import Seat, Session

ROOT = Path(__file__).resolve().parents[1]
WAIT = 30.0  # seconds a test waits for a worker (a loaded machine starts Python slowly)


class Slow:
    """A bot maker for the worker: the level's own bot, answering after ``seconds``."""

    def __init__(self, seconds: float):
        self.seconds = seconds

    def __call__(self, level: str, seed: int):
        return SlowBot(make_bot(level, seed), self.seconds)


class SlowBot:
    def __init__(self, bot, seconds: float):
        self.bot, self.seconds, self.level = bot, seconds, bot.level

    def choose(self, view, decision):
        time.sleep(self.seconds)
        return self.bot.choose(view, decision)


class Failing:
    """A bot maker whose bots fail when asked (a bug in a level)."""

    def __call__(self, level: str, seed: int):
        return FailingBot()


class FailingBot:
    level = "failing"

    def choose(self, view, decision):
        raise ValueError("this bot cannot choose")


def computers(levels: str = "en", seed: int = 7) -> Session:
    """A game of computer players: 'en' -> an Easy and a Normal... (one letter a seat)."""
    level = {"e": "easy", "n": "normal", "h": "hard"}
    seats = [Seat(c.name, c.name, computer=True, level=level[k])
             for c, k in zip(CHARACTERS, levels * 3)][:max(3, len(levels))]
    return Session.new(seats, "B", 5, False, seed)


def wait_for_answer(session: Session):
    deadline = time.monotonic() + WAIT
    while (answer := session.thought()) is None:
        assert time.monotonic() < deadline, "the computer player did not answer"
        time.sleep(0.005)
        session.think()
    return answer


@pytest.fixture
def closing():
    sessions: list[Session] = []
    yield sessions.append
    for s in sessions:
        s.close()


def test_the_worker_process_answers_with_one_of_the_decisions_own_options(closing):
    session = computers("en")
    closing(session)
    session.think_apart()
    assert session.thinks_apart
    for _ in range(20):
        d = session.decision
        session.think()
        answer = wait_for_answer(session)
        assert any(answer is option for option in d.options), "the very option offered"
        session.choose(answer)  # Game.submit takes it: legal, and the decider's own


def test_thinking_in_another_process_plays_the_same_game_as_in_a_thread(closing):
    """Each seat's bot is made from the same level and seed in the worker: the window
    meets the same computer players as a headless run with the same seed."""
    games = []
    for apart in (False, True):
        session = computers("enen", seed=11)
        closing(session)
        if apart:
            session.think_apart()
        assert session.thinks_apart is apart
        for _ in range(120):
            session.play_computer()
        games.append([entry.choice for entry in session.game.log])
    assert games[0] == games[1]


def test_an_answer_to_a_decision_the_game_has_moved_past_is_never_played(closing):
    session = computers("ee")
    closing(session)
    session.think_apart(Slow(0.3))
    first = session.decision
    session.think()
    assert session.thinking
    session.choose(first.options[-1])  # the game moves on (as after an undo or a load)
    second = session.decision
    assert second is not first
    session.think()  # the question about `first` is cancelled, `second` is asked
    answer = wait_for_answer(session)
    assert any(answer is option for option in second.options)
    session.choose(answer)
    # the old answer, if the worker sent it before the cancel arrived, is dropped too
    third = session.decision
    session.think()
    answer = wait_for_answer(session)
    assert any(answer is option for option in third.options)


def test_an_answer_that_comes_after_the_game_moved_on_is_dropped(closing):
    session = computers("ee")
    closing(session)
    session.think_apart()
    first = session.decision
    session.think()
    ticket = session._thinking[1]
    deadline = time.monotonic() + WAIT
    while not ticket.done():
        assert time.monotonic() < deadline
        time.sleep(0.005)
    session.choose(first.options[-1])  # moved on while the answer was waiting
    assert session.thought() is None, "an answer to another decision is not used"
    assert session._thinking is None
    session.think()
    answer = wait_for_answer(session)
    assert any(answer is option for option in session.decision.options)


def test_a_worker_that_stops_hands_the_thinking_to_a_thread_with_one_line_in_the_log(
        closing, caplog):
    session = computers("en")
    closing(session)
    session.think_apart(Slow(0.2))
    session.think()
    process = session._thinker.process
    os.kill(process.pid, signal.SIGKILL)  # the worker dies mid-thought
    process.join(WAIT)
    with caplog.at_level(logging.WARNING, logger="adrenaline.play"):
        for _ in range(10):
            session.play_computer(timeout=WAIT)  # the game goes on: nothing is lost
    assert not session.thinks_apart
    lines = [r for r in caplog.records if r.name.startswith("adrenaline.play")]
    assert len(lines) == 1, [r.getMessage() for r in lines]
    assert "thread" in lines[0].getMessage() and "stopped" in lines[0].getMessage()


def test_a_worker_that_cannot_start_leaves_the_thinking_in_a_thread(closing, caplog,
                                                                    monkeypatch):
    def no_processes(method):
        raise OSError("no processes here")

    monkeypatch.setattr(thinking.multiprocessing, "get_context", no_processes)
    session = computers("en")
    closing(session)
    with caplog.at_level(logging.WARNING, logger="adrenaline.play"):
        session.think_apart()
        for _ in range(5):
            session.play_computer()
    assert not session.thinks_apart
    lines = [r.getMessage() for r in caplog.records if r.name.startswith("adrenaline.play")]
    assert len(lines) == 1 and "no processes here" in lines[0]


def test_a_bots_own_error_reaches_the_game_as_it_would_from_a_thread(closing):
    session = computers("ee")
    closing(session)
    session.think_apart(Failing())
    session.think()
    deadline = time.monotonic() + WAIT
    while not session._thinking[1].done():
        assert time.monotonic() < deadline
        time.sleep(0.005)
    with pytest.raises(ValueError, match="cannot choose"):
        session.thought()


def test_hards_thinking_time_reaches_the_worker():
    """The setting is sent once when it changes (the window says it at every frame)."""
    sent = []
    worker = thinking.InProcess({1: ("hard", 1)})
    try:
        worker._send = sent.append
        for seconds in (0.5, 0.5, 0.5, 1.0):
            worker.set_budget(seconds)
    finally:
        del worker._send
        worker.close()
    assert sent == [("budget", 0.5), ("budget", 1.0)]
    bots = [make_bot("hard", 1), make_bot("easy", 2)]
    thinking.set_budget(bots, 0.5)
    assert bots[0].budget == 0.5


def test_closing_the_session_ends_its_worker_process():
    session = computers("en")
    session.think_apart()
    session.think()  # even while it thinks
    process = session._thinker.process
    assert process.is_alive()
    session.close()
    assert not process.is_alive() and process.exitcode is not None


def test_a_game_of_people_only_starts_no_worker():
    session = Session.new([Seat(c.name, c.name) for c in CHARACTERS[:3]], "B", 5, False, 1)
    session.think_apart()
    assert not session.thinks_apart
    session.close()


def _state(pid: int) -> str | None:
    """The process's state letter (Z: ended, not yet reaped), None once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rsplit(")", 1)[1].split()[0]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
def test_the_worker_ends_on_its_own_when_the_program_is_killed(tmp_path):
    """No orphan: a window killed outright (no chance to close the game) leaves no
    worker behind - the worker sees its end of the pipe close."""
    script = tmp_path / "window.py"
    script.write_text(textwrap.dedent("""
        import sys, time
        from tests.test_thinking import computers
        if __name__ == "__main__":
            session = computers("en")
            session.think_apart()
            session.think()
            print(session._thinker.process.pid, flush=True)
            time.sleep(120)
    """), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    program = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, env=env,
                               cwd=ROOT, text=True)
    try:
        pid = int(program.stdout.readline())
        assert _state(pid) not in (None, "Z")
    finally:
        program.kill()
        program.wait(WAIT)
    deadline = time.monotonic() + WAIT
    while _state(pid) not in (None, "Z"):
        assert time.monotonic() < deadline, "the worker outlived the program"
        time.sleep(0.05)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc (Linux)")
def test_the_worker_gives_way_to_the_window_when_the_cores_are_busy(closing):
    """Its own session (Linux shares the processor among sessions first) and a lower
    priority: a search does not take the window's share of a busy machine."""
    session = computers("en")
    closing(session)
    session.think_apart()
    session.play_computer(timeout=WAIT)  # it has started and answered
    pid = session._thinker.process.pid

    def stat(pid: int) -> list[str]:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()

    # after the name: state, ppid, pgrp, session, ... nice is the 17th
    assert stat(pid)[3] != stat(os.getpid())[3], "a session of its own"
    assert int(stat(pid)[16]) >= int(stat(os.getpid())[16]) + thinking.WORKER_NICENESS or \
        int(stat(pid)[16]) == 19


def test_the_frame_benchs_busy_programs_end_with_the_run():
    from adrenaline.ui.bench import busy_load

    with busy_load(2) as busy:
        assert len(busy) == 2 and all(p.poll() is None for p in busy)
    assert all(p.returncode is not None for p in busy)
