"""Deathmatch's own invariants: the killshot track only grows, one or two tokens a
killshot; the skulls taken are its killshots; the game ends when the skulls run out."""

from __future__ import annotations

from collections import Counter

from adrenaline.core.events import KillshotTracked

MEETS = ("KillshotTracked", "overkill", "FinalFrenzyStarted")


class Watch:
    def __init__(self, game):
        self.track = list(game.state.killshot_track)
        self.seen: Counter = Counter()

    def __call__(self, game, event) -> None:
        g = game.state
        self.seen[type(event).__name__] += 1
        if isinstance(event, KillshotTracked):
            assert 1 <= len(event.tokens) <= 2
            self.seen["overkill"] += len(event.tokens) == 2
        assert g.killshot_track[:len(self.track)] == self.track, "the killshot track shrank"
        self.track = list(g.killshot_track)
        assert g.mode_state.skulls_taken(g) == len(g.killshot_track)
        assert g.skulls_left == max(0, g.skulls - len(g.killshot_track))

    def ended(self, game) -> None:
        assert game.state.skulls_left == 0
