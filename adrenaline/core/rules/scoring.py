"""Scoring boards, in every mode (the killshot track and the final scoring of
Deathmatch are in :mod:`adrenaline.core.modes.deathmatch`).

Rulebook, SCORING: "First blood! The player who shot that board first gets 1
point. Damage! The player who has the most damage on that board gets 8 points.
The player with the second most gets 6. And so on ... Tie breaker: ... in favor
of the player whose damage landed first."
DIMINISHING VALUES: "Each skull reduces the reward for giving that board the
most damage." "Each player who did damage scores at least 1 point."
FINAL FRENZY: "Their boards offer no point for first blood. The reward for
damage is 2, 1, 1, 1."
"""

from __future__ import annotations

from ..events import BoardFlipped, PlayerDied, PointsScored
from ..numbers import (  # noqa: F401 - BOARD_VALUES is read from here too (the boards' values)
    BOARD_VALUES, FIRST_BLOOD_POINTS, FRENZY_BOARD_VALUES as FRENZY_VALUES, LEAST_POINTS,
    values_after,
)


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
    """Hand out the points of one board (first blood, then damage ranks).

    The board's own tokens (Domination: "the spawnpoint deals you 1 damage", in your
    colour) rank as a virtual player whose points stay in the bank: nobody moves up."""
    p = game.state.players[victim]
    if not p.damage:
        return
    if not p.frenzy_board and p.damage[0] != victim:
        game.emit(PointsScored(p.damage[0], FIRST_BLOOD_POINTS, "first blood", victim))
    values = board_values(p.skulls, p.frenzy_board)
    for rank, seat in enumerate(ranked(p.damage)):
        if seat == victim:
            continue
        points = values[rank] if rank < len(values) else LEAST_POINTS
        game.emit(PointsScored(seat, points, "board", victim))


def score_killshot(game, victim: int) -> None:
    """End of turn for a board with a killshot: points, what the mode does with its
    killshot and overkill tokens, the skull, death."""
    g = game.state
    p = g.players[victim]
    damage = tuple(p.damage)
    score_board(game, victim)
    took_skull = g.skulls_left > 0
    game.mode.killshot(game, victim, damage)
    game.emit(PlayerDied(victim, skull=took_skull))
    if g.frenzy and not p.frenzy_board:
        # "Boards that are killed in final frenzy are flipped over"
        game.emit(BoardFlipped(victim))
