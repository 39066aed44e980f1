"""Scoring boards, the killshot track, and the end of the game.

Rulebook, SCORING: "First blood! The player who shot that board first gets 1
point. Damage! The player who has the most damage on that board gets 8 points.
The player with the second most gets 6. And so on ... Tie breaker: ... in favor
of the player whose damage landed first."
DIMINISHING VALUES: "Each skull reduces the reward for giving that board the
most damage." "Each player who did damage scores at least 1 point."
FINAL FRENZY: "Their boards offer no point for first blood. The reward for
damage is 2, 1, 1, 1."
FINAL SCORING: "score all boards that still have damage tokens ... Then score the
killshot track. The player with the most tokens gets 8 points. The player with
second most gets 6, and so on ... the player who got the earlier killshot wins the
tie." RULES SUMMARY, FINAL SCORING: "Score most damage on the killshot track as you
score a player board." So the track pays 8, 6, 4, 2, 1, 1 and then 1 to each other
player with a token on it (:data:`~adrenaline.core.numbers.KILLSHOT_TRACK_VALUES`).
TIEBREAKERS: "break the tie in favor of the player who got the higher score on
the killshot track ... [those who did not get a killshot] remain tied."
"""

from __future__ import annotations

from ..events import (
    BoardFlipped, GameEnded, KillshotTracked, PlayerDied, PointsScored,
)
from ..numbers import (
    BOARD_VALUES, FIRST_BLOOD_POINTS, FRENZY_BOARD_VALUES as FRENZY_VALUES, KILLSHOT_DAMAGE,
    KILLSHOT_TRACK_VALUES as TRACK_VALUES, LEAST_POINTS, OVERKILL_DAMAGE, REVENGE_MARKS,
    values_after,
)
from .damage import give_marks


def ranked(tokens: list[int]) -> list[int]:
    """Seats by most tokens, ties to the one whose token came first."""
    first: dict[int, int] = {}
    count: dict[int, int] = {}
    for i, seat in enumerate(tokens):
        first.setdefault(seat, i)
        count[seat] = count.get(seat, 0) + 1
    return sorted(count, key=lambda s: (-count[s], first[s]))


def board_values(skulls: int, frenzy_board: bool) -> tuple[int, ...]:
    return FRENZY_VALUES if frenzy_board else values_after(skulls)


def score_board(game, victim: int) -> None:
    """Hand out the points of one board (first blood, then damage ranks)."""
    p = game.state.players[victim]
    if not p.damage:
        return
    if not p.frenzy_board:
        game.emit(PointsScored(p.damage[0], FIRST_BLOOD_POINTS, "first blood", victim))
    values = board_values(p.skulls, p.frenzy_board)
    for rank, seat in enumerate(ranked(p.damage)):
        points = values[rank] if rank < len(values) else LEAST_POINTS
        game.emit(PointsScored(seat, points, "board", victim))


def score_killshot(game, victim: int) -> None:
    """End of turn for a board with a killshot: points, the killshot (and overkill)
    tokens to the track, the revenge mark, the skull, death."""
    g = game.state
    p = g.players[victim]
    damage = list(p.damage)
    score_board(game, victim)
    took_skull = g.skulls_left > 0
    game.emit(KillshotTracked(victim, tuple(damage[KILLSHOT_DAMAGE - 1:OVERKILL_DAMAGE])))
    if len(damage) == OVERKILL_DAMAGE:
        # "If you overkill a player, that player will give you a mark"
        give_marks(game, victim, damage[OVERKILL_DAMAGE - 1], REVENGE_MARKS, "revenge")
    game.emit(PlayerDied(victim, skull=took_skull))
    if g.frenzy and not p.frenzy_board:
        # "Boards that are killed in final frenzy are flipped over"
        game.emit(BoardFlipped(victim))


def final_scoring(game) -> None:
    g = game.state
    for seat, p in enumerate(g.players):
        if p.damage:
            score_board(game, seat)
    tokens = [seat for space in g.killshot_track for seat in space]
    for rank, seat in enumerate(ranked(tokens)):
        points = TRACK_VALUES[rank] if rank < len(TRACK_VALUES) else LEAST_POINTS
        game.emit(PointsScored(seat, points, "killshot track"))
    order = sorted(range(len(g.players)), key=lambda s: (-g.players[s].points, -g.players[s].track_points))
    groups: list[list[int]] = []
    for seat in order:
        p = g.players[seat]
        if groups:
            q = g.players[groups[-1][0]]
            if (q.points, q.track_points) == (p.points, p.track_points):
                groups[-1].append(seat)
                continue
        groups.append([seat])
    game.emit(GameEnded(tuple(tuple(grp) for grp in groups)))
