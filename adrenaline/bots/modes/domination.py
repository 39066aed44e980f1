"""Domination's part of the computer players: Normal's and Hard's terms for the
spawnpoints' tracks (Domination, rulebook: "If you deal [a spawnpoint] at least 1 damage,
put 1 of your damage tokens on its track"; "If you end your turn on a spawnpoint and no
other player is there, tag it", and "the spawnpoint deals you 1 damage"; "put your
overkill token on the track of your choice"; at the end "each track pays 8, 6, 4, 2, 1"
by tokens, tied players all rewarded); Hard's weights are the shared tuned ones."""

from __future__ import annotations

import functools

import attrs

from ...core.modes.domination import SpawnpointTagged, Tracks, first_turn, track_rewards
from ...core.numbers import DOMINATION_STRIKE_BACK_DAMAGE, DOMINATION_TAG_TOKENS, KILLSHOT_DAMAGE
from ...core.targets import Spawnpoint
from ...core.weapons.dsl import DAMAGE
from ..mode_terms import ModeTerms


@attrs.frozen
class DominationWeights:
    """Domination's constants, in points."""

    gain: float = 0.6  # per point a token gains me at the tracks' final scoring now
    deny: float = 0.3  # per point it takes from the others there
    token: float = 0.5  # any token: the tracks are scored at the end, ranks still move
    struck: float = 0.4  # a damage from the spawnpoint's strike-back
    killed: float = 12.0  # the strike-back's damage would be my own killshot
    # how much of the tracks' payout now Hard's look-ahead counts: at 0.7 a one-round
    # playout preferred ending the turn at once, alone on a spawnpoint, to two actions
    # (Hard 26% against three Normal, 45% at 0.25 or 0; docs/bots.md)
    standing: float = 0.25


class DominationTerms(ModeTerms):
    """The tracks: a token is worth the points it moves at final scoring (for me, and
    away from the others), plus a little for the ranks still to be fought for."""

    def __init__(self, weights: DominationWeights = DominationWeights()):
        self.w = weights

    def track_value(self, g, me: int, colour: str) -> float:
        state: Tracks = g.mode_state
        gained, lost = token_change(state.tracks[colour], me)
        w = self.w
        return w.gain * gained + w.deny * lost + w.token

    def bot_tag_value(self, g, me: int, bot: int, colour: str) -> float:
        tokens = g.mode_state.tracks[colour]
        before = dict(track_rewards(tokens))
        after = dict(track_rewards(tokens + (bot,) * DOMINATION_TAG_TOKENS))
        mine = after.get(me, 0) - before.get(me, 0)
        lost = sum(v - after.get(s, 0) for s, v in before.items() if s not in (me, bot))
        return self.w.gain * mine + self.w.deny * lost + 0.2

    def target_value(self, g, me: int, target, kind: str, n: int) -> float:
        if isinstance(target, Spawnpoint) and kind == DAMAGE and n > 0:
            return self.track_value(g, me, target.colour)  # a tag, however much damage
        return 0.0

    def end_value(self, g, me: int, square: int) -> float:
        """Alone on a spawnpoint: a tag; on one, alone or not: the strike-back's damage,
        which at 10 damage is my killshot (it is never an overkill)."""
        if square is None or first_turn(g):
            return 0.0
        colour = g.board.spawn_colour_of.get(square)
        if colour is None:
            return 0.0
        alone = not any(p.square == square for i, p in enumerate(g.players) if i != me)
        value = self.track_value(g, me, colour) if alone else 0.0
        damage = len(g.players[me].damage)
        hits = min(DOMINATION_STRIKE_BACK_DAMAGE, max(0, KILLSHOT_DAMAGE - damage))
        if damage < KILLSHOT_DAMAGE <= damage + hits:
            return value - self.w.killed
        return value - self.w.struck * hits

    def standing(self, g) -> list[float]:
        out = [0.0] * len(g.players)
        for tokens in g.mode_state.tracks.values():
            for seat, points in track_rewards(tokens):
                out[seat] += self.w.standing * points
        return out


@functools.lru_cache(maxsize=4096)
def token_change(tokens: tuple[int, ...], me: int) -> tuple[int, int]:
    """How a tag of mine moves a track's final payouts: (the points I gain, the
    points the others lose)."""
    before = dict(track_rewards(tokens))
    after = dict(track_rewards(tokens + (me,) * DOMINATION_TAG_TOKENS))
    gained = after.get(me, 0) - before.get(me, 0)
    lost = sum(v - after.get(s, 0) for s, v in before.items() if s != me)
    return gained, lost


TERMS = DominationTerms()
# Hard's look-ahead scores a playout's end with the table fitted to Domination's self-play
# (bots/fitted.py; 73.9% against 65.1% in 400 paired screen games, docs/bots.md); with the
# rulebook's bot too (no table fitted to such games)
FITTED = "domination-4p"
HARD_TERMS = TERMS  # Hard's own constants (as Normal's for now)
TUNED = None  # Hard plays Domination with the shared tuned weights (bots.tuned.TUNED)


def advice_fact(event, me: int) -> tuple | None:
    """'If you end your turn on a spawnpoint and no other player is there, tag it': a
    track I tagged, for the advice's reasons."""
    if isinstance(event, SpawnpointTagged) and event.player == me:
        return ("tags_spawnpoint", event.colour)
    return None
