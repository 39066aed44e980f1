"""A kept game watched again (no pygame here: tested headless).

A game is its own exact event log (:class:`~adrenaline.core.engine.LogEntry`, one per
accepted choice), so every moment of it can be shown again: a *position* is the
table after one entry, from the setup to the last choice. Jumping anywhere is quick:
the state is kept every :data:`SNAPSHOT_EVERY` entries (``GameState.copy()``), and a
position is its snapshot with at most that many entries folded on top, never a
fold from the start.

- Stepping forward gives that entry's events, for the screen to play them out as
  in play; stepping back or jumping shows the position at once.
- Turn starts (``TurnStarted``) for one turn forward or back; markers for the
  timeline: kills, overkills, final frenzy starting, the end of the game.
- Privacy: a finished game shows every hand; an unfinished one only what the table
  shows (:func:`hand_shown` says whose cards may be face up: nobody's).
- "Play on from here": a new game, in its own new file, holding this game's entries
  up to a position and going on by the rules (:meth:`Replay.play_on`); the file the
  replay came from is never written.
"""

from __future__ import annotations

import bisect
from pathlib import Path
from typing import NamedTuple

from ..core import events as ev
from ..core import savefile
from ..core.engine import Game, LogEntry, Setup, initial_state
from ..core.state import GameState
from ..saves import library
from .session import Seat, Session, seats_of

SNAPSHOT_EVERY = 32  # entries between two kept states: a jump folds at most 31 entries


class Marker(NamedTuple):
    """Something the timeline marks: ``kind`` is "kill", "overkill", "frenzy" or
    "end"; ``position`` the entry it happened in; ``who`` the seat that scored it
    (the killer; -1 for frenzy and the end), ``victim`` the seat killed (-1 if none)."""

    kind: str
    position: int
    who: int = -1
    victim: int = -1


def markers_of(entries: list[LogEntry]) -> list[Marker]:
    """The moments the timeline marks, in order: each killshot (and its overkill), the
    final frenzy starting, the end. A killshot is whatever event says it is one
    (``Event.kill()``: the killshot track's token, or a mode's own skull leaving the box)."""
    out: list[Marker] = []
    for i, entry in enumerate(entries):
        for e in entry.events:
            kill = e.kill()
            if kill is not None:
                out.append(Marker("kill" if kill.overkiller is None else "overkill", i, kill.killer,
                                  kill.victim))
            elif isinstance(e, ev.FinalFrenzyStarted):
                out.append(Marker("frenzy", i))
            elif isinstance(e, ev.GameEnded):
                out.append(Marker("end", i))
    return out


class Replay:
    """Positions ``first`` .. ``last`` of a game's log; ``state_at(p)`` the table after
    entry ``p``. ``finished``: the game ended (every hand may be shown)."""

    def __init__(self, game: Game, path: Path | None = None,
                 restored: savefile.Restored | None = None):
        self.restored = restored  # how the file re-played (where it was damaged, if it was)
        self.setup: Setup = game.setup
        self.game = game  # as kept: its last state tells the log's names and the final scores
        self.entries: list[LogEntry] = list(game.log)
        self.names = game.names
        self.scenario = game.scenario
        self.client = game.client
        self.path = path  # the file it came from (never written), or None
        self.finished = game.is_over
        self.seats: list[Seat] = seats_of(game)
        # a game set up from a position (scenario, tutorial) starts at its last setup entry
        first = 0
        while first + 1 < len(self.entries) and self.entries[first + 1].who == -1:
            first += 1
        self.first = first
        self.last = len(self.entries) - 1
        self.turn_starts = [i for i, entry in enumerate(self.entries)
                            if any(isinstance(e, ev.TurnStarted) for e in entry.events)]
        self.markers = markers_of(self.entries)
        self._snapshots: dict[int, GameState] = {}
        self._take_snapshots()

    # -- opening --------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path) -> "Replay":
        """A kept game's file, its choices played through the rules again as when it is
        opened to play (``savefile.restore``): a damaged file is shown up to its last
        sound choice (``restored.repaired`` says where it went wrong), never a position
        that never happened; one that cannot be re-played raises SaveFileError. The file
        is only read."""
        path = Path(path)
        restored = savefile.restore(path)
        return cls(restored.game, path, restored)

    @property
    def repaired(self) -> bool:
        """The file was damaged: only its sound part is shown."""
        return self.restored is not None and self.restored.repaired is not None

    def _take_snapshots(self) -> None:
        state = initial_state(self.setup)
        for i, entry in enumerate(self.entries):
            for e in entry.events:
                e.apply(state)
            if i % SNAPSHOT_EVERY == 0 or i == self.last:
                self._snapshots[i] = state.copy()

    # -- positions ------------------------------------------------------------------
    def clamp(self, position: int) -> int:
        return max(self.first, min(self.last, int(position)))

    def state_at(self, position: int) -> GameState:
        """A fresh copy of the table after entry ``position``: its snapshot and at most
        ``SNAPSHOT_EVERY - 1`` entries folded on top."""
        position = self.clamp(position)
        base = position - position % SNAPSHOT_EVERY
        state = self._snapshots[base].copy()
        for entry in self.entries[base + 1:position + 1]:
            for e in entry.events:
                e.apply(state)
        return state

    def events_of(self, position: int) -> tuple[ev.Event, ...]:
        """What entry ``position`` did (played out when stepping onto it)."""
        return self.entries[self.clamp(position)].events

    def decider_after(self, position: int) -> int | None:
        """Who made the next choice after ``position`` (None at the end)."""
        if position >= self.last:
            return None
        return self.entries[position + 1].who

    def turn_of(self, position: int) -> int:
        """The index in ``turn_starts`` of the turn ``position`` is in (-1: before the first)."""
        return bisect.bisect_right(self.turn_starts, position) - 1

    def turn_number(self, position: int) -> int:
        """The game's turn number at ``position`` (0 before the first turn)."""
        k = self.turn_of(position)
        if k < 0:
            return 0
        return next(e.turn for e in self.entries[self.turn_starts[k]].events
                    if isinstance(e, ev.TurnStarted))

    def next_turn(self, position: int) -> int:
        """The start of the next turn (the last position if there is none)."""
        k = bisect.bisect_right(self.turn_starts, position)
        return self.turn_starts[k] if k < len(self.turn_starts) else self.last

    def previous_turn(self, position: int) -> int:
        """The start of this turn, or of the one before when already at its start."""
        k = bisect.bisect_left(self.turn_starts, position) - 1
        return max(self.turn_starts[k], self.first) if k >= 0 else self.first

    def hand_shown(self, seat: int | None) -> int | None:
        """Whose cards may be face up: ``seat``'s in a finished game; nobody's in an
        unfinished one (only what the table shows: the core's view hides hands)."""
        return seat if self.finished else None

    # -- play on --------------------------------------------------------------------
    def game_at(self, position: int) -> Game:
        """A game that goes on by the rules from ``position``: its entries up to there,
        folded (``Game.replay``), the next decision posed."""
        game = Game.replay(self.setup, self.entries[:self.clamp(position) + 1])
        game.scenario = self.scenario
        return game

    def play_on(self, position: int, seats: list[Seat], path: Path | None = None) -> Session:
        """A new game from ``position`` with ``seats`` (people or computer players), kept in
        its own new file (``library.new_game_path()`` unless told); this replay's file is
        never touched."""
        if len(seats) != len(self.setup.players):
            raise ValueError(f"{len(seats)} seats for a game of {len(self.setup.players)} players")
        path = library.new_game_path() if path is None else Path(path)
        if self.path is not None and path.resolve() == self.path.resolve():
            raise ValueError("a game played on goes into a new file, never over the one watched")
        seats = [Seat(name, character, s.computer, s.level)
                 for s, (name, character) in zip(seats, self.setup.players)]
        # a game of its own: its file's first line says where it came from, so that it is
        # never taken for a stale copy of the game watched (library.is_stale_copy)
        note = {"from": self.path.name if self.path is not None else "", "position": position}
        return Session(self.game_at(position), seats, autosave=path, notes={"played_on": note})
