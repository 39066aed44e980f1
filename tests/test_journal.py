"""The autosave (saves/journal.py): every choice is in the game's file as soon as it
is made; an undone choice leaves it; a file that cannot be written is said, and the
game stays in memory until it is kept somewhere else."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from adrenaline.core import savefile
from adrenaline.saves import journal as journal_module
from adrenaline.play.session import Seat, Session


def seats(kinds: str) -> list[Seat]:
    names = ["Violet", "Banshee", "Dozer", "Sprog", "Distructor"]
    chars = ["Violet", "Banshee", "Dozer", "Sprog", ":D-struct-OR"]
    return [Seat(n, c, computer=(k == "C"), level="easy") for k, n, c in zip(kinds, names, chars)]


@pytest.fixture
def closing():
    sessions = []
    yield sessions.append
    for s in sessions:
        s.close()


def test_every_choice_is_in_the_file_as_soon_as_it_is_made(tmp_path, closing):
    path = tmp_path / "game.jsonl"
    session = Session.new(seats("PCC"), "C", 5, True, 3, autosave=path)
    closing(session)
    session.hand_over()
    for _ in range(60):
        if session.computer_to_decide():
            session.play_computer()
        else:
            session.choose(session.decision.options[-1])
        # read while the game is still open: nothing waits for a turn's end or a close
        assert savefile.dumps(savefile.load(path)) == savefile.dumps(session.game)


def test_an_undone_choice_leaves_the_file(tmp_path, closing):
    path = tmp_path / "game.jsonl"
    session = Session.new(seats("PCC"), "C", 5, True, 3, autosave=path)
    closing(session)
    session.choose(session.decision.options[0])  # spawn
    session.game.submit_text(0, "action run")  # straight to the core: the session syncs below
    session.save_now()
    before = path.read_bytes()
    session.choose(session.decision.options[0])
    assert len(path.read_bytes()) > len(before)
    session.undo()
    assert path.read_bytes() == before
    session.choose(session.decision.options[-1])
    assert savefile.dumps(savefile.load(path)) == savefile.dumps(session.game)


PLAYER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from adrenaline.play.session import Seat, Session
    seats = [Seat("A", "Violet", True), Seat("B", "Banshee", True), Seat("C", "Dozer", True)]
    session = Session.new(seats, "C", 8, False, 5, autosave=Path(sys.argv[1]))
    made = 0
    while not session.is_over:
        session.play_computer()
        made += 1
        print(made, flush=True)
""")


def test_a_killed_program_loses_at_most_the_decision_in_progress(tmp_path):
    """kill -9 in the middle of a game: the file opens on the last choice made."""
    path = tmp_path / "game.jsonl"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.Popen([sys.executable, "-c", PLAYER, str(path)], stdout=subprocess.PIPE,
                            text=True, env=env)
    made = 0
    deadline = time.monotonic() + 60
    while made < 150 and time.monotonic() < deadline:
        made = int(proc.stdout.readline() or made)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert made >= 150
    restored = savefile.restore(path)
    choices = len(restored.game.log) - 1  # the first entry is the setup
    assert choices >= made, f"{made} choices made, {choices} kept"
    assert restored.repaired is None or "truncated" in str(restored.repaired)


def test_a_full_disk_is_said_and_the_game_stays_in_memory_until_kept_elsewhere(
        tmp_path, closing, monkeypatch):
    path = tmp_path / "game.jsonl"
    session = Session.new(seats("PCC"), "C", 5, True, 3, autosave=path)
    closing(session)
    session.choose(session.decision.options[0])
    kept = path.read_bytes()

    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal_module.os, "write", full)
    session.game.submit_text(0, "action run")
    session.save_now()
    assert session.save_problem is not None and session.save_problem.errno == errno.ENOSPC
    assert not session.is_kept
    assert path.read_bytes() == kept, "nothing half written"
    for _ in range(5):  # the game goes on in memory
        if session.computer_to_decide():
            session.play_computer()
        else:
            session.choose(session.decision.options[0])
    monkeypatch.undo()

    with pytest.raises(OSError):
        session.save_elsewhere(tmp_path / "game.jsonl" / "not-a-folder")
    elsewhere = tmp_path / "usb stick"
    new_path = session.save_elsewhere(elsewhere)
    assert new_path.parent == elsewhere and session.is_kept and session.save_problem is None
    assert savefile.dumps(savefile.load(new_path)) == savefile.dumps(session.game)
    session.choose(session.decision.options[0]) if not session.computer_to_decide() \
        else session.play_computer()
    assert savefile.dumps(savefile.load(new_path)) == savefile.dumps(session.game)


def test_a_folder_that_cannot_be_written_is_said_from_the_start(tmp_path, closing):
    blocker = tmp_path / "a file"
    blocker.write_text("in the way")
    session = Session.new(seats("PCC"), "C", 5, True, 3, autosave=blocker / "game.jsonl")
    closing(session)
    assert isinstance(session.save_problem, (OSError, savefile.SaveFileError))
    session.choose(session.decision.options[0])  # still playable
    assert blocker.read_text() == "in the way"
