"""Turret mode's own invariants: one owner per turret, changed only by a commandeering of
that square by another player; the turret board always 5 spaces; no tile on the arena; a
square grabbed from at most once a turn; turret damage never converts a mark and hits
only a figure on the move, from a turret on its path; the skulls out of the box are the
deaths while skulls were left."""

from __future__ import annotations

from collections import Counter

from adrenaline.core.events import Damaged, FigureMoved, TurnStarted
from adrenaline.core.modes.turret import (
    NOBODY, SkullTaken, TurretCommandeered, TurretTileGrabbed, turret_squares,
)
from adrenaline.core.numbers import TURRET_TILES

MEETS = ("TurretTileGrabbed", "TurretCommandeered", "TurretsScored", "SkullTaken", "turret damage",
         "taken from someone")


class Watch:
    def __init__(self, game):
        g = game.state
        self.squares = set(turret_squares(g.board))
        self.owners = g.mode_state.owners
        self.marks = [list(p.marks) for p in g.players]
        self.grabbed: set = set()
        self.skulls = 0
        self.moved: tuple = (-1, ())  # the last figure moved and its path
        self.seen: Counter = Counter()

    def __call__(self, game, event) -> None:
        g = game.state
        state = g.mode_state
        self.seen[type(event).__name__] += 1
        if isinstance(event, FigureMoved):
            self.moved = (event.player, event.path)
        elif isinstance(event, TurnStarted):
            self.grabbed = set()
        elif isinstance(event, TurretTileGrabbed):
            assert event.square in self.squares, "ammo grabbed off a turret square"
            assert event.square not in self.grabbed, "ammo grabbed twice from one square in a turn"
            self.grabbed.add(event.square)
        elif isinstance(event, TurretCommandeered):
            assert event.previous == self.owners[event.square] != event.player
            self.seen["taken from someone"] += event.previous != NOBODY
        elif isinstance(event, Damaged) and event.source == "turret":
            assert event.from_marks == 0 and event.marks_removed == 0, "turret damage converted marks"
            assert g.players[event.target].marks == self.marks[event.target], "turret damage moved marks"
            mover, path = self.moved
            assert mover == event.target and event.shooter != event.target
            assert event.shooter in {self.owners[q] for q in path[1:]}, "a turret hit off the path"
            self.seen["turret damage"] += event.amount
        elif isinstance(event, SkullTaken):
            if g.skulls_left < g.skulls - self.skulls:
                self.skulls += 1
        changed = [q for q in range(len(state.owners)) if state.owners[q] != self.owners[q]]
        assert not changed or (isinstance(event, TurretCommandeered) and changed == [event.square]), \
            "a turret changed owner without being commandeered"
        assert all(q in self.squares for q, s in enumerate(state.owners) if s != NOBODY)
        assert all(t is None for t in g.ammo_on), "an ammo tile on the arena"
        assert len(state.tiles) == TURRET_TILES
        assert state.skulls_taken(g) == self.skulls == g.skulls - g.skulls_left
        assert g.killshot_track == []
        self.owners = state.owners
        self.marks = [list(p.marks) for p in g.players]

    def ended(self, game) -> None:
        g = game.state
        assert g.frenzy and g.final_turns_left == 0 and g.skulls_left == 0
