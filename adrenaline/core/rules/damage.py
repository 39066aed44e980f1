"""Damage and marks resolve here, and only here.

Rulebook:
- "The next time you take an action that does damage to the marked player, all
  of your marks are added to the damage track along with the usual damage."
- "If you deal marks and damage as part of one action, resolve the damage first.
  This moves all of your old marks onto the damage track. Now add the new marks.
  They can be triggered only on a later action."
- "You can never have more than 3 marks on one player's board. Any marks that
  would exceed this total are wasted."
- WASTED DAMAGE: "Any damage beyond the 12th point is wasted ... If your marks
  turn into damage that would exceed overkill, your opponent hands you back your
  excess marks."
"""

from __future__ import annotations

from ..events import Damaged, FigureMoved, Marked
from ..numbers import MAX_DAMAGE, MAX_MARKS
from ..weapons.dsl import DAMAGE, MARK, MOVE


def deal_damage(game, shooter: int, target: int, n: int, convert_marks: bool = True,
                source: str = "weapon") -> None:
    """Give ``n`` damage; the shooter's old marks on the target come along (unless
    ``convert_marks`` is False: a Targeting Scope's, a turret's damage); ``source``: what
    deals it (``Damaged.source``)."""
    t = game.state.players[target]
    marks = t.marks[shooter] if convert_marks and n > 0 else 0
    amount = min(n + marks, MAX_DAMAGE - len(t.damage))
    game.emit(Damaged(shooter, target, amount, n, marks, marks, source))


def give_marks(game, giver: int, target: int, n: int, why: str) -> None:
    held = game.state.players[target].marks[giver]
    game.emit(Marked(giver, target, min(n, MAX_MARKS - held), why))


def move_figure(game, seat, square, by, jump=False, path=None):
    """Move a figure; the mode learns of every square it enters (``Mode.entered``): the
    path minus its start, or only the landing square of a jump (Teleporter)."""
    board = game.state.board
    here = game.state.players[seat].square
    if path is None:
        path = (here, square) if jump else board.path(here, square)
    game.emit(FigureMoved(seat, path, by))
    for entered in ((square,) if jump else path[1:]):
        game.mode.entered(game, seat, entered, by)


def sees(game, seat: int, other: int) -> bool:
    players = game.state.players
    return game.state.board.can_see(players[seat].square, players[other].square)


def resolve_outcomes(game, shooter: int, outcomes: tuple) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Carry out a planned shot in order; returns the seats that took damage, and
    those of them that could see the shooter when the damage landed.

    Old marks convert on the first damage each target takes in this action; new
    marks are added after all the damage of the action. An outcome names a target
    by its index in the mode's target table: below the number of seats it is that
    seat's figure; any other target's outcome is the mode's (``Mode.hit``).
    """
    seats = len(game.state.players)
    converted: set[int] = set()
    damaged: list[int] = []
    witnesses: list[int] = []
    new_marks: list[tuple[int, int]] = []
    for kind, seat, value in outcomes:
        if seat >= seats:
            game.mode.hit(game, shooter, game.mode.targets(game)[seat], kind, value)
        elif kind == MOVE:  # a square, or where routes matter the path chosen
            if type(value) is tuple:
                move_figure(game, seat, value[-1], by=shooter, path=value)
            else:
                move_figure(game, seat, value, by=shooter)
        elif kind == DAMAGE:
            deal_damage(game, shooter, seat, value, convert_marks=seat not in converted)
            converted.add(seat)
            if seat not in damaged:
                damaged.append(seat)
            if seat not in witnesses and sees(game, seat, shooter):
                witnesses.append(seat)
        elif kind == MARK:
            new_marks.append((seat, value))
    for seat, n in new_marks:
        give_marks(game, shooter, seat, n, "weapon")
    return tuple(damaged), tuple(witnesses)
