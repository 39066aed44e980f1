"""The rules' limits, as checks on a state (used when loading a save, and by tests).

- "You can never have more than 3 marks on one player's board" (per shooter).
- "Any damage beyond the 12th point is wasted."
- "Your ammo box never holds more than 3 cubes of each color."
- At most 3 weapons; at most 3 powerups ("Draw one powerup card, even if you
  already have three" - a 4th only while respawning).
- Skulls and cards are never made or lost: 21 weapons, 24 powerups, 36 ammo tiles.

A mode's own state may say more (Domination: the spawnpoint strikes back in your own
colour, ``own_damage``; its skulls leave a skull box, ``skulls_taken(g)``; Turret
mode's face-up tiles lie on the turret board, ``face_up_tiles()``, and its turrets have
one owner each, ``limits(g)``); the killshot track is the standard game's.
"""

from __future__ import annotations

from collections import Counter

from .cards import AMMO_TILES, MAX_CUBES, MAX_POWERUPS, MAX_WEAPONS, POWERUPS
from .numbers import MAX_DAMAGE, MAX_MARKS
from .state import GameState
from .weapons.catalogue import WEAPONS


class LimitBroken(ValueError):
    """A state the rules forbid."""


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise LimitBroken(message)


def check_limits(g: GameState) -> None:
    n = len(g.players)
    own_damage = g.mode_state.own_damage
    for seat, p in enumerate(g.players):
        who = p.character
        _require(p.square is None or p.square in g.board.rooms, f"{who}: not a square of the arena")
        _require(len(p.damage) <= MAX_DAMAGE, f"{who}: more than {MAX_DAMAGE} damage")
        _require(all(0 <= s < n and (s != seat or own_damage) for s in p.damage),
                 f"{who}: damage from a wrong seat")
        _require(len(p.marks) == n and all(0 <= m <= MAX_MARKS for m in p.marks),
                 f"{who}: more than {MAX_MARKS} marks from one player")
        _require(p.marks[seat] == 0, f"{who}: marked themself")
        _require(len(p.ammo) == 3 and all(0 <= c <= MAX_CUBES for c in p.ammo), f"{who}: ammo {p.ammo}")
        _require(len(p.weapons) <= MAX_WEAPONS, f"{who}: {len(p.weapons)} weapons")
        _require(len(p.powerups) <= MAX_POWERUPS
                 or (len(p.powerups) == MAX_POWERUPS + 1 and p.square is None),
                 f"{who}: {len(p.powerups)} powerups")
    for broken in g.mode_state.limits(g):  # Turret mode: one owner per turret
        raise LimitBroken(broken)


def check_conservation(g: GameState) -> None:
    weapons = list(g.weapon_deck) + [w for slots in g.slots.values() for w in slots if w]
    weapons += [w for p in g.players for w, _ in p.weapons]
    _require(Counter(weapons) == Counter(w.name for w in WEAPONS),
             f"the {len(WEAPONS)} weapons are not each in one place")
    powerups = list(g.powerup_deck) + list(g.powerup_discard) + [c for p in g.players for c in p.powerups]
    _require(sorted(powerups) == list(range(len(POWERUPS))), f"the {len(POWERUPS)} powerups are not each in one place")
    tiles = list(g.ammo_deck) + list(g.ammo_discard) + [t for t in g.ammo_on if t is not None]
    tiles += g.mode_state.face_up_tiles()  # Turret mode: the turret board
    _require(sorted(tiles) == list(range(len(AMMO_TILES))),
             f"the {len(AMMO_TILES)} ammo tiles are not each in one place")
    _require(g.skulls_left == max(0, g.skulls - g.mode_state.skulls_taken(g)),
             "the skulls left do not match the skulls taken")
    _require(sum(p.skulls for p in g.players) <= g.skulls - g.skulls_left,
             "more skulls on the boards than taken")


def check_state(g: GameState) -> None:
    """Raise LimitBroken if the state breaks a limit of the rules."""
    check_limits(g)
    if g.weapon_deck or g.powerup_deck or g.ammo_deck or g.turn:  # decks dealt
        check_conservation(g)
