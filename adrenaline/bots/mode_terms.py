"""What a way to play adds to Normal's evaluation: one small object per mode.

Normal weighs shots by what they do to the players' boards. A mode whose targets or
scoring go beyond the boards adds its own terms here, reading its rules and numbers
from the core (never copying them): Deathmatch adds nothing; Domination values its
spawnpoints' tracks.

Domination (rulebook, DOMINATION MODE): "If you deal [a spawnpoint] at least 1
damage, put 1 of your damage tokens on its track"; "If you end your turn on a
spawnpoint and no other player is there, tag it", and "the spawnpoint deals you 1
damage"; "put your overkill token on the track of your choice"; at the end "each
track pays 8, 6, 4, 2, 1" by tokens, tied players all rewarded.

Turret (TUR-4, TUR-6, TUR-13): "put your damage token on the turret"; each time a
figure enters a square whose turret someone else owns, "the owner deals that figure
1 damage"; at the end the most turrets pay 8, 6, 4, 2, 1.
"""

from __future__ import annotations

import functools

import attrs

from ..core.modes.domination import Tracks, first_turn, track_rewards
from ..core.modes.turret import NOBODY, turret_rewards
from ..core.numbers import (
    DOMINATION_STRIKE_BACK_DAMAGE, DOMINATION_TAG_TOKENS, KILLSHOT_DAMAGE, MAX_DAMAGE,
    TURRET_DAMAGE,
)
from ..core.targets import Spawnpoint
from ..core.weapons.dsl import DAMAGE


class ModeTerms:
    """The standard game (Deathmatch): nothing beyond the players' boards."""

    def target_value(self, g, me: int, target, kind: str, n: int) -> float:
        """What an outcome on a target that is no figure is worth to ``me``."""
        return 0.0

    def end_value(self, g, me: int, square: int) -> float:
        """What ending my turn on ``square`` is worth (beyond where it leaves me)."""
        return 0.0

    def track_value(self, g, me: int, colour: str) -> float:
        """What one more token of mine on ``colour``'s track is worth."""
        return 0.0

    def bot_tag_value(self, g, me: int, bot: int, colour: str) -> float:
        """What the rulebook's bot's token on ``colour``'s track is worth to ``me``
        (the bot never wins: what it takes from the others, less what it takes from me)."""
        return 0.0

    def standing(self, g) -> list[float]:
        """Per seat, the points the mode's own scoring would pay now (a look-ahead's
        evaluation)."""
        return [0.0] * len(g.players)

    def route_value(self, g, me: int, figure: int, path) -> float:
        """What moving ``figure`` along ``path`` (its start first) is worth to ``me``
        beyond where it ends (only asked where the mode's routes matter)."""
        return 0.0

    def commandeer_value(self, g, me: int, square: int) -> float | None:
        """What taking the turret on ``square`` is worth to ``me``; None where none
        may be taken."""
        return None


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


@attrs.frozen
class TurretWeights:
    """Turret mode's constants, in points."""

    hit: float = 0.7  # a damage my turret deals another figure
    hurt: float = 0.8  # a damage another's turret deals me
    killed: float = 10.0  # ...that is my killshot
    gain: float = 0.35  # per point a turret gains me at the turrets' final scoring now
    deny: float = 0.15  # per point it takes from the others there
    token: float = 0.6  # any turret: the others' figures will enter it
    passing: float = 0.35  # per other figure within a run of the square
    spawn: float = 0.4  # per spawnpoint next to it (figures walk out of them)
    mark: float = 0.3  # the old token comes to me as a mark from its owner
    # how much of the turrets' payout now Hard's look-ahead counts
    standing: float = 0.25
    # ...and per turret a seat holds: the damage it will deal the figures entering it,
    # beyond the payout it moves (Hard against three Normal: 34% at 0, 46% at 1, 44% at 2;
    # 200 duels each, docs/bots.md)
    owned: float = 1.0


class TurretTerms(ModeTerms):
    """The turrets: a route is worth the damage they deal along it (mine to the others,
    the others' to me); a turret the points it moves at final scoring and the figures
    that will enter it."""

    def __init__(self, weights: TurretWeights = TurretWeights()):
        self.w = weights

    def route_value(self, g, me: int, figure: int, path) -> float:
        owners = g.mode_state.owners
        w = self.w
        have = len(g.players[figure].damage)
        value = 0.0
        for q in path[1:]:
            owner = owners[q]
            if owner == NOBODY or owner == figure or have >= MAX_DAMAGE:
                continue
            have += TURRET_DAMAGE
            if figure == me:
                value -= w.killed if have == KILLSHOT_DAMAGE else w.hurt
            elif owner == me:
                value += w.hit
        return value

    def commandeer_value(self, g, me: int, square: int) -> float | None:
        owners = g.mode_state.owners
        if owners[square] == me or square in g.board.spawn_colour_of:
            return None
        gained, lost = turret_change(owners, square, me, len(g.players), g.current)
        w = self.w
        value = w.gain * gained + w.deny * lost + w.token
        board = g.board
        near = board.within(square, 0, 3)
        value += w.passing * sum(1 for i, p in enumerate(g.players)
                                 if i != me and p.square is not None and p.square in near)
        value += w.spawn * sum(1 for q in board.neighbours[square] if q in board.spawn_colour_of)
        if owners[square] != NOBODY:
            value -= w.mark
        return value

    def standing(self, g) -> list[float]:
        out = [0.0] * len(g.players)
        owners = g.mode_state.owners
        for seat, points in turret_rewards(owners, len(g.players), g.current):
            out[seat] += self.w.standing * points
        if self.w.owned:
            for owner in owners:
                if owner != NOBODY and owner < len(out):
                    out[owner] += self.w.owned
        return out


@functools.lru_cache(maxsize=4096)
def turret_change(owners: tuple[int, ...], square: int, me: int, seats: int,
                  last: int) -> tuple[int, int]:
    """How taking the turret on ``square`` moves the turrets' final payouts now: (the
    points I gain, the points the others lose)."""
    before = dict(turret_rewards(owners, seats, last))
    after = dict(turret_rewards(owners[:square] + (me,) + owners[square + 1:], seats, last))
    gained = after.get(me, 0) - before.get(me, 0)
    lost = sum(v - after.get(s, 0) for s, v in before.items() if s != me)
    return gained, lost


PLAIN = ModeTerms()
TERMS: dict[str, ModeTerms] = {"domination": DominationTerms(), "turret": TurretTerms()}


def terms_for(mode: str) -> ModeTerms:
    """The evaluation terms of the mode named ``mode`` (a setup's ``mode``)."""
    return TERMS.get(mode, PLAIN)
