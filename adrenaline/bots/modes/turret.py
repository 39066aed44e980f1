"""Turret mode's part of the computer players: Normal's and Hard's terms for the turrets
(TUR-4, TUR-6, TUR-13: "put your damage token on the turret"; each time a figure enters
a square whose turret someone else owns, "the owner deals that figure 1 damage"; at the
end the most turrets pay 8, 6, 4, 2, 1), and Hard's weights: every turret square offers
any of the turret board's five tiles, so cubes are plentiful; a cube worth 0.5 there won
more; no killshot track, so a killshot is worth 2 points, not 4 (docs/bots.md, Turret
mode and Hard in Turret mode, Domination and with the bot)."""

from __future__ import annotations

import functools

import attrs

from ...core.modes.turret import NOBODY, TurretCommandeered, turret_rewards
from ...core.numbers import KILLSHOT_DAMAGE, MAX_DAMAGE, TURRET_DAMAGE
from ..mode_terms import ModeTerms
from ..tuned import TUNED as SHARED


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


TERMS = TurretTerms()
HARD_TERMS = TERMS  # Hard's own constants (as Normal's for now)
# a killshot worth 2 points, not 4: "killshot and overkill tokens are not tracked" (TUR-11),
# so a killshot pays the board and no token on the killshot track (screened with the
# search, 400 paired games: margin +0.49 points, 95% CI +0.09 to +0.88; docs/bots.md)
TUNED = attrs.evolve(SHARED, cube=0.5, killshot=2.0)


def advice_fact(event, me: int) -> tuple | None:
    """A turret I commandeered (TUR-4), for the advice's reasons."""
    if isinstance(event, TurretCommandeered) and event.player == me:
        return ("takes_turret", event.square)
    return None
