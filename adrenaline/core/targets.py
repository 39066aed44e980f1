"""Targets apart from seats: what a weapon may hit, as identities.

Rulebook, weapons manual: "target" means anything an effect may choose or hit. In
Deathmatch that is another player's figure; Domination adds the spawnpoints ("you
can shoot a spawnpoint as though it were a player"), and the rulebook's bot is a
figure with a board and no seat. A seat is someone who decides; a target is hit.

A game's targets are a table fixed by its mode (``Mode.targets``): the seats'
figures first, in seat order, so that a figure's index is its seat, then the
mode's other targets. The shot machinery (:mod:`.weapons.dsl`) works on indices
into that table: a shot's ``pos`` and ``names`` give each target's square and
name, its outcomes name targets by index.
"""

from __future__ import annotations

import functools
from typing import NamedTuple, Union


class Figure(NamedTuple):
    """A seat's figure on the board."""

    seat: int


class Spawnpoint(NamedTuple):
    """A spawnpoint as a target (Domination), by its colour."""

    colour: str


Target = Union[Figure, Spawnpoint]


@functools.cache
def figures(seats: int) -> tuple[Figure, ...]:
    """The figures of ``seats`` seats, in seat order: the start of every target table."""
    return tuple(Figure(seat) for seat in range(seats))


def square_of(g, target: Target) -> int | None:
    """Where ``target`` stands in state ``g`` (None: not on the board)."""
    if isinstance(target, Figure):
        return g.players[target.seat].square
    return g.board.spawnpoints[target.colour]


def name_of(game, target: Target) -> str:
    """The name a choice uses for ``target`` (``target Banshee``, ``target red spawnpoint``)."""
    if isinstance(target, Figure):
        return game.names[target.seat]
    return f"{target.colour} spawnpoint"
