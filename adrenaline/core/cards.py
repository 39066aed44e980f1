"""The cards and tiles of the box, with the counts printed in the game's box.

- 24 powerups: Targeting Scope, Newton, Tagback Grenade, Teleporter, twice in
  each ammo colour.
- 36 ammo tiles: 18 with three cubes, 18 with two cubes and a powerup.
- Characters: each player's figure, board and damage tokens share a colour.
"""

from __future__ import annotations

from typing import NamedTuple

from .numbers import MAX_CUBES, MAX_POWERUPS, MAX_WEAPONS  # noqa: F401 - the box's limits

AMMO = ("red", "blue", "yellow")
RED, BLUE, YELLOW = 0, 1, 2
AMMO_LETTER = {"R": RED, "B": BLUE, "Y": YELLOW}


def cubes(letters: str) -> tuple[int, ...]:
    """``'RBB'`` -> (red, blue, blue) as ammo indices."""
    return tuple(AMMO_LETTER[ch] for ch in letters)


def cube_counts(cost: tuple[int, ...]) -> tuple[int, int, int]:
    return (cost.count(RED), cost.count(BLUE), cost.count(YELLOW))


# -- characters -------------------------------------------------------------------
class Character(NamedTuple):
    name: str
    colour: str


CHARACTERS = (
    Character(":D-struct-OR", "yellow"),
    Character("Banshee", "blue"),
    Character("Dozer", "grey"),
    Character("Violet", "purple"),
    Character("Sprog", "green"),
)
CHARACTER_BY_NAME = {c.name.lower(): c for c in CHARACTERS}


# -- powerups ---------------------------------------------------------------------
TARGETING_SCOPE, NEWTON, TAGBACK_GRENADE, TELEPORTER = (
    "targeting scope",
    "newton",
    "tagback grenade",
    "teleporter",
)
POWERUP_KINDS = (TARGETING_SCOPE, NEWTON, TAGBACK_GRENADE, TELEPORTER)


class Powerup(NamedTuple):
    kind: str
    colour: int  # ammo index

    @property
    def text(self) -> str:
        return f"{self.kind}/{AMMO[self.colour]}"


# card id -> Powerup; two copies of each kind in each colour
POWERUPS: tuple[Powerup, ...] = tuple(
    Powerup(kind, colour) for kind in POWERUP_KINDS for colour in (RED, BLUE, YELLOW) for _ in range(2)
)
POWERUP_TEXT = {p.text: p for p in POWERUPS}


def parse_powerup(text: str) -> Powerup:
    key = " ".join(text.strip().lower().split())
    if key not in POWERUP_TEXT:
        raise ValueError(f"not a powerup: {text!r} (expected kind/colour, e.g. newton/red)")
    return POWERUP_TEXT[key]


# -- ammo tiles -------------------------------------------------------------------
class AmmoTile(NamedTuple):
    cubes: tuple[int, ...]
    powerup: bool

    @property
    def text(self) -> str:
        parts = [AMMO[c] for c in self.cubes] + (["powerup"] if self.powerup else [])
        return "+".join(parts)


_TILE_COUNTS = (
    ("YBB", False, 3),
    ("YRR", False, 3),
    ("RBB", False, 3),
    ("RYY", False, 3),
    ("BYY", False, 3),
    ("BRR", False, 3),
    ("RR", True, 2),
    ("BB", True, 2),
    ("YY", True, 2),
    ("RB", True, 4),
    ("RY", True, 4),
    ("YB", True, 4),
)
AMMO_TILES: tuple[AmmoTile, ...] = tuple(
    AmmoTile(cubes(letters), powerup) for letters, powerup, n in _TILE_COUNTS for _ in range(n)
)

assert len(POWERUPS) == 24 and len(AMMO_TILES) == 36
