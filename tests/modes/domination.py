"""Domination's own invariants: a track only grows; a spawnpoint is tagged by damage at
most once per turn, never on a player's own first turn; the tokens on the tracks are
exactly the tags and the overkill tokens placed; the skulls out of the box are the
killshots scored while skulls were left; final frenzy came from the skulls or two full
tracks."""

from __future__ import annotations

from collections import Counter

from adrenaline.core.events import TurnStarted
from adrenaline.core.modes.domination import (
    TRACKS, KillshotScored, OverkillPlaced, SpawnpointTagged, StruckBack,
)

MEETS = ("SpawnpointTagged", "StruckBack", "TrackScored", "KillshotScored", "OverkillPlaced")


class Watch:
    """A seat's own first turn is told by its own ``TurnStarted`` events (DOM-3), never by
    the turn number: with the rulebook's bot, the figures outnumber the seats."""

    def __init__(self, game):
        self.turns: Counter = Counter()  # seat -> its TurnStarted events so far
        for entry in game.log:  # the setup's, emitted before this watch
            for event in entry.events:
                if isinstance(event, TurnStarted):
                    self.turns[event.player] += 1
        self.tracks = {c: () for c in TRACKS}
        self.damage_tags: Counter = Counter()  # (turn, colour) -> tags by damage
        self.tags = self.placed = self.owed = self.skulls = 0
        self.seen: Counter = Counter()

    def __call__(self, game, event) -> None:
        g = game.state
        state = g.mode_state
        self.seen[type(event).__name__] += 1
        if isinstance(event, TurnStarted):
            self.turns[event.player] += 1
        own_first_turn = self.turns[g.current] <= 1
        if isinstance(event, SpawnpointTagged):
            self.tags += 1
            if event.how == "damage":
                self.damage_tags[(g.turn, event.colour)] += 1
                assert self.damage_tags[(g.turn, event.colour)] == 1, "tagged twice by damage in a turn"
                assert not own_first_turn, "a tag on a player's own first turn"
        elif isinstance(event, OverkillPlaced):
            self.placed += 1
        elif isinstance(event, KillshotScored):
            self.owed += event.overkill
            if g.skulls_left < g.skulls - self.skulls:
                self.skulls += 1
        elif isinstance(event, StruckBack):
            assert not own_first_turn, "a strike-back on a player's own first turn"
        for colour, tokens in state.tracks.items():
            assert tokens[:len(self.tracks[colour])] == self.tracks[colour], "a track shrank"
            assert all(0 <= s < len(g.players) for s in tokens)
        self.tracks = dict(state.tracks)
        assert sum(len(t) for t in state.tracks.values()) == self.tags + self.placed, \
            "tokens on the tracks are not the tags and the overkill tokens"
        assert len(state.owed) == self.owed - self.placed
        assert state.skulls_taken(g) == self.skulls == g.skulls - g.skulls_left
        assert g.killshot_track == []

    def ended(self, game) -> None:
        g = game.state
        assert g.frenzy and g.final_turns_left == 0
        full = sum(1 for t in g.mode_state.tracks.values() if len(t) >= 8)
        assert g.skulls_left == 0 or full >= 2  # what triggered final frenzy
