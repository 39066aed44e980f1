"""Deathmatch, the basic game: the killshot track, skulls, final frenzy or sudden death.

Rulebook, SETUP: "3. Shuffle the powerup deck. 4. Shuffle the weapons deck ...
Deal 3 weapons face up next to each spawnpoint. 7. Shuffle the ammo tiles ...
Deal 1 face up onto each square that is not a spawnpoint."
KILLSHOTS: "Take the leftmost skull from the killshot track and put your damage
token in its place ... If you overkill a player, put 2 tokens there. That player
will give you a mark" (the revenge mark).
FINAL FRENZY: "When the last skull is removed from the killshot track ... final
frenzy is triggered", "Everyone gets one more turn". Your first game: "The game
ends when the last skull is taken" (sudden death).
FINAL SCORING: "score all boards that still have damage tokens ... Then score the
killshot track" as a board, 8, 6, 4, 2, 1, 1...; TIEBREAKERS: the higher score on
the killshot track, otherwise the tie stays.
"""

from __future__ import annotations

from ..cards import AMMO_TILES, POWERUPS
from ..events import DecksShuffled, GameEnded, KillshotTracked, PointsScored
from ..numbers import (
    KILLSHOT_DAMAGE, KILLSHOT_TRACK_VALUES as TRACK_VALUES, LEAST_POINTS, MAX_SKULLS, MIN_SKULLS,
    OVERKILL_DAMAGE, REVENGE_MARKS,
)
from ..rules.damage import give_marks
from ..rules.scoring import ranked, score_board
from ..rules.decks import refill, shuffled
from ..weapons.catalogue import WEAPONS
from .base import Mode, SetupLike, Table

class Deathmatch(Mode):
    name = "deathmatch"
    points_sources = ("board", "first blood", "killshot track", "double kill")

    @classmethod
    def problem(cls, setup: SetupLike) -> tuple[str, str, dict] | None:
        if not MIN_SKULLS <= setup.skulls <= MAX_SKULLS:
            return (f"use {MIN_SKULLS} to {MAX_SKULLS} skulls on the killshot track, not "
                    f"{setup.skulls}", "skull_count",
                    {"count": setup.skulls, "low": MIN_SKULLS, "high": MAX_SKULLS})
        if setup.options:
            name = sorted(dict(setup.options))[0]
            return (f"Deathmatch has no option {name!r}", "mode_option",
                    {"mode": cls.name, "option": name})
        return None

    def set_up(self, game: Table) -> None:
        """Setup steps 3, 4 and 7 (the decks), then the tiles and weapons dealt."""
        game.emit(DecksShuffled(
            weapons=tuple(shuffled(game, [w.name for w in WEAPONS])),
            powerups=tuple(shuffled(game, list(range(len(POWERUPS))))),
            ammo=tuple(shuffled(game, list(range(len(AMMO_TILES))))),
        ))
        refill(game)

    def refill(self, game: Table) -> None:
        refill(game)

    def killshot(self, game: Table, victim: int, damage: tuple[int, ...]) -> None:
        """The killshot (and overkill) token to the track, the revenge mark."""
        game.emit(KillshotTracked(victim, tuple(damage[KILLSHOT_DAMAGE - 1:OVERKILL_DAMAGE])))
        if len(damage) == OVERKILL_DAMAGE:
            # "If you overkill a player, that player will give you a mark"
            give_marks(game, victim, damage[OVERKILL_DAMAGE - 1], REVENGE_MARKS, "revenge")

    def game_ends(self, game: Table, victims: tuple[int, ...]) -> bool:
        g = game.state
        if g.frenzy:
            return g.final_turns_left == 0  # everyone has had their final turn
        # "Your first game ends when the last skull is taken."
        return bool(victims) and g.skulls_left == 0 and g.sudden_death

    def frenzy_triggered(self, game: Table, victims: tuple[int, ...]) -> bool:
        g = game.state
        return bool(victims) and g.skulls_left == 0 and not g.sudden_death

    def final_scoring(self, game: Table) -> None:
        """Every board with damage, then the killshot track; ties to the track's points."""
        g = game.state
        for seat, p in enumerate(g.players):
            if p.damage:
                score_board(game, seat)
        tokens = [seat for space in g.killshot_track for seat in space]
        for rank, seat in enumerate(ranked(tokens)):
            points = TRACK_VALUES[rank] if rank < len(TRACK_VALUES) else LEAST_POINTS
            game.emit(PointsScored(seat, points, "killshot track"))
        # the bot's points are tallied, but it never wins: the ranking is of seats (BOT-7)
        order = sorted(range(g.seats),
                       key=lambda s: (-g.players[s].points, -g.players[s].track_points))
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
