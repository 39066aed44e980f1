"""How each weapon is presented at the table, one row a weapon: what its shot sounds
like (a family of the synthesised sounds, :mod:`.sound.cues`) and how it looks on the
arena (:mod:`.game.animation`). The core knows nothing of either; its catalogue's
names are the keys, and a test checks that every weapon has its row (and its bots'
rating, :mod:`adrenaline.bots.ratings`)."""

from __future__ import annotations

from typing import NamedTuple


class Presentation(NamedTuple):
    sound: str  # the family of its shot's sound: gun, beam, lightning, melee, explosive, fire
    look: str  # how the shot crosses the arena: beam, projectile, blast, melee
    blast_at_target: bool = False  # the blast goes off where the targets are, not at the shooter


WEAPONS: dict[str, Presentation] = {
    "Lock Rifle": Presentation("gun", "beam"),
    "Machine Gun": Presentation("gun", "projectile"),
    "Whisper": Presentation("gun", "beam"),
    "Shotgun": Presentation("gun", "projectile"),
    "Plasma Gun": Presentation("beam", "projectile"),
    "Railgun": Presentation("beam", "beam"),
    "Tractor Beam": Presentation("beam", "beam"),
    "ZX-2": Presentation("beam", "beam"),
    "Vortex Cannon": Presentation("beam", "projectile"),
    "T.H.O.R.": Presentation("lightning", "beam"),
    "Electroscythe": Presentation("lightning", "blast"),
    "Cyberblade": Presentation("melee", "melee"),
    "Sledgehammer": Presentation("melee", "melee"),
    "Power Glove": Presentation("melee", "melee"),
    "Heatseeker": Presentation("explosive", "projectile"),
    "Hellion": Presentation("explosive", "projectile"),
    "Grenade Launcher": Presentation("explosive", "projectile"),
    "Rocket Launcher": Presentation("explosive", "projectile"),
    "Shockwave": Presentation("explosive", "blast"),
    "Furnace": Presentation("fire", "blast", blast_at_target=True),
    "Flamethrower": Presentation("fire", "blast"),
}
UNKNOWN = Presentation("gun", "projectile")  # a weapon the table does not know


def presentation(weapon: str | None) -> Presentation:
    return WEAPONS.get(weapon or "", UNKNOWN)
