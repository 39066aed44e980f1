"""A session's own file (:mod:`..saves.journal`): a line appended per choice, undone
lines taken back, a copy saved, the game kept elsewhere when its folder fails, and whether
a file may go on being written as it is."""

from __future__ import annotations

from pathlib import Path

from ..saves import library
from ..saves.journal import Journal


class KeptFile:
    """A session's file (a part of :class:`.session.Session`)."""

    # -- saving -------------------------------------------------------------------------
    def save_now(self) -> None:
        """Bring the game's file up to date with the log (a line per choice made,
        undone lines taken back); nothing to do without a file. The choice that ended a
        turn held open (it can still be undone) is written once the turn goes on."""
        if self.journal is not None:
            log = self.game.log
            self.journal.sync(log[:-1] if self.game.turn_end_held else log)

    @property
    def save_problem(self):
        """Why the game's file can no longer be written (an OSError or a
        SaveFileError), or None; the game goes on in memory."""
        return None if self.journal is None else self.journal.problem

    @property
    def is_kept(self) -> bool:
        """Everything played so far is in the game's file."""
        return self.journal is not None and self.journal.problem is None

    def save_copy(self) -> Path:
        """"Save a copy": the game as its file keeps it, in a new file marked as a copy
        (the choice that ended a turn still held open is not in it: it can be undone)."""
        log = self.game.log[:-1] if self.game.turn_end_held else None
        return library.save_copy(self.game, log)

    def save_elsewhere(self, folder: Path) -> Path:
        """Keep the game in ``folder`` from now on (after the first place failed);
        raises OSError or SaveFileError if that folder cannot be written either."""
        path = library.new_game_path(Path(folder).expanduser())  # never over another file
        journal = Journal(path, self.game)
        if journal.problem is not None:
            raise journal.problem
        if self.journal is not None:
            self.journal.close()
        self.journal, self.autosave = journal, path
        library.forget_listing()
        return path
