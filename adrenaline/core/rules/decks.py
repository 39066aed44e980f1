"""The decks and the table: seeded shuffles, drawing powerups, the standard refill.

Rulebook: "When the last card is drawn, shuffle all discarded powerups to make a
new deck." "If you empty the stacks, shuffle the discard pile and make new ammo
stacks." END OF YOUR TURN, 3: "Replace any stuff you took."
"""

from __future__ import annotations

import functools
import random

from ..cards import AMMO
from ..events import AmmoTilePlaced, DiscardsReshuffled, PowerupDrawn, WeaponPlaced


def shuffled(game, items: list) -> list:
    """A seeded shuffle; the result goes into an event, so replays need no generator."""
    g = game.state
    rng = random.Random(g.seed * 7919 + g.shuffles)
    items = list(items)
    rng.shuffle(items)
    return items


@functools.cache
def _tile_squares(board) -> tuple[int, ...]:
    """The squares that hold an ammo tile: every one but the spawnpoints (a table per arena)."""
    return tuple(q for q in board.squares if q not in board.spawn_colour_of)


def refill(game) -> None:
    """The standard table (a mode's ``refill`` calls it, or its own):
    'Replace ammo tiles with new tiles from the ammo stacks ... Replace weapons by
    drawing from the weapons deck. If the deck is empty, no new weapons will appear.'"""
    g = game.state
    for square in _tile_squares(g.board):
        if g.ammo_on[square] is not None:
            continue
        if not g.ammo_deck:
            game.emit(DiscardsReshuffled("ammo", tuple(shuffled(game, g.ammo_discard))))
        game.emit(AmmoTilePlaced(square, g.ammo_deck[-1]))
    refill_weapons(game)


def refill_weapons(game) -> None:
    """'Replace weapons by drawing from the weapons deck.'"""
    g = game.state
    for colour in AMMO:
        for slot, weapon in enumerate(g.slots[colour]):
            if weapon is None and g.weapon_deck:
                game.emit(WeaponPlaced(colour, slot, g.weapon_deck[-1]))


def next_tile(game) -> int:
    """The ammo tile on top of the stacks, the discards made into new stacks first when
    they are empty ('If you empty the stacks, shuffle the discard pile')."""
    g = game.state
    if not g.ammo_deck:
        game.emit(DiscardsReshuffled("ammo", tuple(shuffled(game, g.ammo_discard))))
    return g.ammo_deck[-1]


def draw_powerup(game, seat: int) -> None:
    g = game.state
    if not g.powerup_deck:
        if not g.powerup_discard:
            return  # every card is in a hand: nothing to draw
        game.emit(DiscardsReshuffled("powerup", tuple(shuffled(game, g.powerup_discard))))
    game.emit(PowerupDrawn(seat, g.powerup_deck[-1]))
