"""The autosave: a game's own file, one line appended per accepted choice.

The file is a save file (:mod:`adrenaline.core.savefile`) that grows as the game
is played: it is written whole once when the journal starts, then every choice
adds its line (an undone choice takes its line back by truncating the file). A
line goes to the operating system as soon as the choice is made, so a killed
program loses nothing; a thread flushes it to the disk (fsync) right after, so a
power cut loses at most the decision in progress.

A write that fails (a full or read-only disk, a folder taken away) does not stop
the game: the journal keeps the error in ``problem``, writes nothing more, and the
game stays in memory until the player saves it somewhere else (a new journal there:
:meth:`adrenaline.play.session.Session.save_elsewhere`).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from ..core import savefile
from ..core.engine import Game, LogEntry


class Journal:
    def __init__(self, path: Path, game: Game):
        self.path = Path(path)
        self.problem: OSError | savefile.SaveFileError | None = None
        self._fd: int | None = None
        self._written: list[LogEntry] = []  # the log entries the file holds, in order
        self._offsets: list[int] = []  # where each of them starts in the file
        self._end = 0
        self._lock = threading.Lock()  # the fd, between the game and the flushing thread
        self._dirty = threading.Event()
        self._flusher: threading.Thread | None = None
        self._start(game)

    # -- writing ------------------------------------------------------------------------
    def _start(self, game: Game) -> None:
        """Write the whole game atomically (header and every entry so far), then keep
        the file open for appending."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            savefile.save(game, self.path, check=False)
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        except (OSError, savefile.SaveFileError) as error:
            self.problem = error
            return
        header = len(savefile.dumps_header(game).encode("utf-8"))
        offset = header
        for entry in game.log:
            self._offsets.append(offset)
            offset += len(savefile.entry_line(entry).encode("utf-8"))
        self._written = list(game.log)
        self._end = offset
        self._fd = fd
        self._flusher = threading.Thread(target=self._flush_loop, name="autosave", daemon=True)
        self._flusher.start()

    def sync(self, log: list[LogEntry]) -> None:
        """Make the file hold exactly ``log``: take back the lines of undone choices,
        append the lines of new ones."""
        if self._fd is None:
            return
        keep = min(len(log), len(self._written))
        while keep and log[keep - 1] is not self._written[keep - 1]:
            keep -= 1
        if keep == len(log) == len(self._written):
            return
        try:
            with self._lock:
                if keep < len(self._written):
                    os.ftruncate(self._fd, self._offsets[keep])
                    self._end = self._offsets[keep]
                    del self._written[keep:], self._offsets[keep:]
                for entry in log[keep:]:
                    data = savefile.entry_line(entry).encode("utf-8")
                    _write_all(self._fd, data)
                    self._offsets.append(self._end)
                    self._written.append(entry)
                    self._end += len(data)
        except (OSError, savefile.SaveFileError) as error:
            self._fail(error)
            return
        self._dirty.set()

    def _flush_loop(self) -> None:
        while True:
            self._dirty.wait()
            self._dirty.clear()
            with self._lock:
                if self._fd is None:
                    return
                try:
                    os.fsync(self._fd)
                except OSError as error:
                    self.problem = error

    def _fail(self, error: OSError | savefile.SaveFileError) -> None:
        """Stop writing; cut off a line half written, if the disk lets us."""
        self.problem = error
        with self._lock:
            try:
                os.ftruncate(self._fd, self._end)
            except OSError:
                pass
            self._close_fd()
        self._dirty.set()  # the flushing thread ends

    def close(self) -> None:
        """Flush what is written and let the file go."""
        with self._lock:
            if self._fd is not None:
                try:
                    os.fsync(self._fd)
                except OSError as error:
                    self.problem = error
                self._close_fd()
        self._dirty.set()  # let the flushing thread see the end
        if self._flusher is not None and self._flusher is not threading.current_thread():
            self._flusher.join(timeout=5)

    def _close_fd(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass
            self._fd = None


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]
