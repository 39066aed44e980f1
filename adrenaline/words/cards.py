"""Cards and cubes in words, as printed: "Tagback Grenade (blue)", "1 red and 2 blue"."""

from __future__ import annotations

from ..core.cards import AMMO, AMMO_TILES, POWERUPS
from .i18n import _, ngettext, pgettext
from .squares import colour_words


def powerup_name(kind: str) -> str:
    """'Tagback Grenade', 'Newton': the card's name as printed."""
    return pgettext("powerup", kind.title())


def powerup_words(powerup) -> str:
    """'Tagback Grenade (blue)' for a Powerup (or a card id)."""
    if isinstance(powerup, int):
        powerup = POWERUPS[powerup]
    return _("{card} ({colour})").format(card=powerup_name(powerup.kind),
                                         colour=colour_words(AMMO[powerup.colour]))


def weapon_words(name: str) -> str:
    """A weapon's name as printed ('Lock Rifle')."""
    return pgettext("weapon", name)


def cube_words(colour: int, n: int) -> str:
    """'1 red cube', '2 blue cubes'."""
    return ngettext("{n} {colour} cube", "{n} {colour} cubes", n).format(
        n=n, colour=colour_words(AMMO[colour]))


def and_words(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return _("{some} and {last}").format(some=", ".join(items[:-1]), last=items[-1])


def tile_words(tile: int) -> str:
    """'1 red cube, 2 blue cubes and a powerup card'."""
    t = AMMO_TILES[tile]
    parts = [cube_words(c, t.cubes.count(c)) for c in range(3) if c in t.cubes]
    if t.powerup:
        parts.append(_("a powerup card"))
    return and_words(parts)
