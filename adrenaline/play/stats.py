"""How a game went, read from its event log (no pygame: the end screen, the replay, the
command line's ``replay --plots`` and the tests all read it here): each player's points
turn by turn, who dealt whom damage and marks (and what dealt it, when no weapon did:
Turret mode's turrets), the kills and deaths, and the points by source.

Rulebook, SCORING: a killed board pays "first blood" and the damage ranks; "if you deal
multiple killshots on your turn, you get 1 extra point"; FINAL SCORING: the boards with
damage, then the killshot track (Domination: each spawnpoint's track instead). The
sources are the mode's own list (``Mode.points_sources``); an event that moves points is
given to the source its mode names (``Mode.points_source``), so no mode is asked by name.

The log is folded again on a fresh table, event by event, as the game itself did: what
an event changes (the points) and the board it was applied to (the damage track a
killshot scored: its 11th token is the killshot, its 12th the overkill) are read as
they were in play, in any mode; the points a set position starts with (a scenario's)
are no source's. ``upto`` stops after that many log entries, so that a replay shows
the figures as they stood at its moment; :func:`table_stats` keeps only what the table
showed, for a game not finished (its points are face down).
"""

from __future__ import annotations

from typing import NamedTuple

import attrs

from ..core.engine import initial_state
from ..core.events import Damaged, EventMismatch, FinalFrenzyStarted, Marked, PlayerDied, TurnStarted
from ..core.numbers import KILLSHOT_DAMAGE, OVERKILL_DAMAGE

# the points every mode scores the same way (``core.rules.scoring`` and the end of a turn);
# any other source is the mode's own final scoring (the killshot track, the spawnpoint tracks)
SHARED_SOURCES = ("board", "first blood", "double kill")


class PlayerInfo(NamedTuple):
    seat: int
    name: str  # as typed on the New game screen
    character: str
    colour: str  # the character's colour, by name ("yellow"...)
    bot: bool = False  # the rulebook's bot's figure (no seat): the plots say so


class Kill(NamedTuple):
    """A board killed: in which turn, whose it was, who dealt the killshot (None: a
    Domination spawnpoint struck back, nobody's kill) and the overkill (None: none)."""

    turn: int
    victim: int
    killer: int | None
    overkill: int | None


@attrs.frozen
class GameStats:
    players: tuple[PlayerInfo, ...]
    turns: tuple[int, ...]  # 0 (before the first turn), then each turn played
    turn_players: tuple[int, ...]  # whose turn each was (-1 for 0)
    points: tuple[tuple[int, ...], ...]  # each player's points at the end of each of ``turns``
    damage: tuple[tuple[int, ...], ...]  # damage[shooter][target]: tokens that landed
    marks: tuple[tuple[int, ...], ...]  # marks[giver][target]: marks that landed
    kills: tuple[Kill, ...]
    sources: tuple[str, ...]  # the mode's sources in its order (then any other seen)
    by_source: dict[str, tuple[int, ...]]  # points from each source, by seat
    frenzy_turn: int | None  # the turn that triggered final frenzy, if it has started
    over: bool  # the game has ended
    points_shown: bool = True  # False: the points are left out (:func:`table_stats`)
    # damage[shooter][target] by source other than a weapon's ("turret": Turret mode's
    # turrets, whose owner is the shooter), also counted in ``damage``
    damage_by_source: dict[str, tuple[tuple[int, ...], ...]] = attrs.field(factory=dict)

    @property
    def seats(self) -> range:
        return range(len(self.players))

    def final_points(self, seat: int) -> int:
        return self.points[-1][seat]

    def damage_dealt(self, seat: int) -> int:
        return sum(self.damage[seat])

    def damage_taken(self, seat: int) -> int:
        return sum(row[seat] for row in self.damage)

    def kills_by(self, seat: int) -> int:
        return sum(1 for k in self.kills if k.killer == seat)

    def overkills_by(self, seat: int) -> int:
        return sum(1 for k in self.kills if k.overkill == seat)

    def deaths_of(self, seat: int) -> int:
        return sum(1 for k in self.kills if k.victim == seat)

    def track_points(self, seat: int) -> int:
        """Points from the mode's own final scoring (every source not shared)."""
        return sum(points[seat] for source, points in self.by_source.items()
                   if source not in SHARED_SOURCES)


def game_stats(game, upto: int | None = None) -> GameStats:
    """The figures of ``game`` (an :class:`~adrenaline.core.engine.Game`) after its first
    ``upto`` log entries (all of them by default)."""
    g = initial_state(game.setup)
    mode = game.mode
    n = len(g.players)
    damage = [[0] * n for _ in range(n)]
    marks = [[0] * n for _ in range(n)]
    other_damage: dict[str, list[list[int]]] = {}
    by_source: dict[str, list[int]] = {s: [0] * n for s in mode.points_sources}
    kills: list[Kill] = []
    turns, turn_players, points = [], [], []
    frenzy_turn = None

    def sample() -> None:
        turns.append(g.turn)
        turn_players.append(g.current if g.turn else -1)
        points.append(tuple(p.points for p in g.players))

    entries = game.log if upto is None else game.log[:max(0, upto)]
    # a hosted game's log as one seat saw it (net/table): its decks and others' draws unknown
    seen_by_one = getattr(game, "seen_by_one_seat", False)
    for entry in entries:
        for e in entry.events:
            if isinstance(e, TurnStarted):
                sample()  # the end of the turn before (0: the setup)
            elif isinstance(e, Damaged):
                damage[e.shooter][e.target] += e.amount
                if e.source != "weapon":
                    by_kind = other_damage.setdefault(e.source, [[0] * n for _ in range(n)])
                    by_kind[e.shooter][e.target] += e.amount
            elif isinstance(e, Marked):
                marks[e.giver][e.target] += e.count
            elif isinstance(e, PlayerDied):
                kills.append(_kill(g, e.player))
            elif isinstance(e, FinalFrenzyStarted):
                frenzy_turn = g.turn
            before = [p.points for p in g.players]
            try:
                e.apply(g)
            except EventMismatch:
                if not seen_by_one:
                    raise
                continue  # a log as one seat saw it: a card it never saw drawn is not in its decks
            if entry.choice is None:
                continue  # the table as set up (a scenario's, the tutorial's points): not scored here
            for seat, p in enumerate(g.players):
                if p.points != before[seat]:
                    by_source.setdefault(mode.points_source(e), [0] * n)[seat] += p.points - before[seat]
    if g.turn or not turns:
        sample()  # the turn in progress, or the one the game ended in
    players = tuple(PlayerInfo(seat, p.name, p.character, p.colour, seat == g.neutral)
                    for seat, p in enumerate(g.players))
    return GameStats(players, tuple(turns), tuple(turn_players), tuple(points),
                     tuple(map(tuple, damage)), tuple(map(tuple, marks)), tuple(kills),
                     tuple(by_source), {s: tuple(v) for s, v in by_source.items()}, frenzy_turn,
                     g.game_over,
                     damage_by_source={k: tuple(map(tuple, v)) for k, v in other_damage.items()})


def table_stats(stats: GameStats) -> GameStats:
    """What everyone at the table saw, for a game that has not ended. Rulebook, POINT
    TOKENS: "Point tokens are kept near your board face down", so the points (over the
    game and by source) are left out; the damage and marks dealt, the kills and deaths
    (the killshot track, the skulls on the boards) and final frenzy were all on the table."""
    return attrs.evolve(stats, points=(), sources=(), by_source={}, points_shown=False)


def _kill(g, victim: int) -> Kill:
    """The kill a ``PlayerDied`` ends, read from the victim's damage track before it is
    cleared: the killshot's token, and the overkill's if there is one."""
    track = g.players[victim].damage
    killer = track[KILLSHOT_DAMAGE - 1] if len(track) >= KILLSHOT_DAMAGE else None
    if killer == victim:  # the spawnpoint's strike-back, in the victim's own colour
        killer = None
    overkill = track[OVERKILL_DAMAGE - 1] if len(track) >= OVERKILL_DAMAGE else None
    return Kill(g.turn, victim, killer, overkill)
