"""Cards and cubes in words, as printed: "Tagback Grenade (blue)", "1 red and 2 blue",
and the cards' own texts (a weapon's name, its effects' names and words, its notes; a
powerup's name and text), each looked up in the player's language.

The core keeps the English names as identities (``Weapon.name``, ``Effect.name``,
``Powerup.kind``); :mod:`.extract` hands every card text to the translators.
"""

from __future__ import annotations

from ..core.cards import AMMO, AMMO_TILES, NEWTON, POWERUPS, TAGBACK_GRENADE, TARGETING_SCOPE, TELEPORTER
from ..core.numbers import POWERUP_CUBES
from ..core.weapons.catalogue import WEAPON_BY_NAME
from .i18n import N_, _, cached_words, ngettext, npgettext, pgettext

# The four powerups, as the weapons manual words them (on the back of the manual).
POWERUP_TEXT = {
    TARGETING_SCOPE: N_("You may play this card when you are dealing damage to one or more targets. "
                        "Pay 1 ammo cube of any color. Choose 1 of those targets and give it an extra "
                        "point of damage. Note: You cannot use this to do 1 damage to a target that is "
                        "receiving only marks."),
    NEWTON: N_("You may play this card on your turn before or after any action. Choose any other "
               "player's figure and move it 1 or 2 squares in one direction. (You can't use this to "
               "move a figure after it respawns at the end of your turn. That would be too late.)"),
    TAGBACK_GRENADE: N_("You may play this card when you receive damage from a player you can see. "
                        "Give that player 1 mark."),
    TELEPORTER: N_("You may play this card on your turn before or after any action. Pick up your "
                   "figure and set it down on any square of the board. (You can't use this after you "
                   "see where someone respawns at the end of your turn. By then it is too late.)"),
}


def powerup_name(kind: str) -> str:
    """'Tagback Grenade', 'Newton': the card's name as printed."""
    return pgettext("powerup", kind.title())


def powerup_words(powerup) -> str:
    """'Tagback Grenade (blue)' for a Powerup (or a card id)."""
    if isinstance(powerup, int):
        powerup = POWERUPS[powerup]
    return _("{card} ({colour})").format(card=powerup_name(powerup.kind),
                                         colour=cube_colour(AMMO[powerup.colour]))


def powerup_text(kind: str) -> str:
    """What the powerup card says."""
    return _(POWERUP_TEXT[kind])


def powerup_as_ammo(colour: str) -> str:
    """The powerup's other use, as the rulebook words it (any powerup)."""
    return ngettext("Or discard it instead of paying {n} {colour} cube when you pay a cost. (You "
                    "cannot just toss away the powerup card to gain the cube.)",
                    "Or discard it instead of paying {n} {colour} cubes when you pay a cost. (You "
                    "cannot just toss away the powerup card to gain the cube.)",
                    POWERUP_CUBES).format(n=POWERUP_CUBES, colour=colour)


def weapon_words(name: str) -> str:
    """A weapon's name as printed ('Lock Rifle'; 'Fusil à pompe' in French)."""
    return pgettext("weapon", name)


# English has no catalogue: its short forms, whole words as the French "Roquettes"
ENGLISH_SHORT = {"Grenade Launcher": "Grenades", "Rocket Launcher": "Rockets",
                 "Sledgehammer": "Hammer", "Vortex Cannon": "Vortex"}


def weapon_short_words(name: str) -> str:
    """A weapon's name where the full one has no room (a spawnpoint's slot, a player's
    board): the translator's short form, whole words ("Maszynowy"); in English, for the
    longest names, one of :data:`ENGLISH_SHORT`."""
    short = pgettext("weapon, short", name)
    return ENGLISH_SHORT.get(name, short) if short == name else short


def effect_name(effect: str) -> str:
    """An effect's name as the card prints it ('basic effect', 'with rocket jump')."""
    return pgettext("effect", effect)


# English has no catalogue: its effects' short forms (the catalogues translate the full name)
ENGLISH_EFFECT_SHORT = {
    "basic effect": "basic", "basic mode": "basic", "then move the target": "move target",
    "with fragmenting warhead": "warhead"}


def effect_short_name(effect: str) -> str:
    """An effect's name where the full one has no room (a card in the hand): the
    translator's short form, whole words ("focus shot", Polish "strzał skupiony")."""
    short = pgettext("effect, short", effect)
    if short != effect:
        return short
    for lead in ("with ", "in "):  # English: "with focus shot", "in reaper mode"
        if effect.startswith(lead):
            short = effect[len(lead):].removesuffix(" mode")
    return ENGLISH_EFFECT_SHORT.get(effect, short)


def effect_words(effect: str) -> str:
    """An effect's name as a label ('Basic effect', 'With rocket jump')."""
    name = effect_name(effect)
    return name[:1].upper() + name[1:]


def effect_text(weapon: str, effect: str) -> str:
    """What the card says an effect does."""
    return _(WEAPON_BY_NAME[weapon].effect(effect).text)


def weapon_notes(weapon: str) -> str:
    """The card's notes (clarifications), or ''."""
    notes = WEAPON_BY_NAME[weapon].notes
    return _(notes) if notes else ""


def cube_colour(colour: str) -> str:
    """An ammo cube's colour (a powerup's too: it pays for a cube of its colour), in the
    form that agrees with the language's word for cube ("bleu" in French, "niebieska"
    kostka in Polish), never a room's form ("bleue", "niebieskie")."""
    return pgettext("cube", colour)


def _cube_colours_for_the_catalogue() -> tuple[str, ...]:
    """Never called: the colours cube_colour is asked for, for the extractor."""
    return pgettext("cube", "red"), pgettext("cube", "blue"), pgettext("cube", "yellow")


# cubes counted by colour, each colour its own message so that the colour agrees with the
# number ("2 cubes bleus", "5 niebieskich kostek")
COUNTED_CUBES = {
    "red": lambda n: npgettext("cube", "{n} red cube", "{n} red cubes", n),
    "blue": lambda n: npgettext("cube", "{n} blue cube", "{n} blue cubes", n),
    "yellow": lambda n: npgettext("cube", "{n} yellow cube", "{n} yellow cubes", n),
}


def counted_colours(counts) -> list[str]:
    """(1, 2, 0) -> ['1 red', '2 blue']: cubes counted by colour."""
    return [_("{n} {colour}").format(n=n, colour=cube_colour(AMMO[i])) for i, n in enumerate(counts) if n]


def cost_words(counts) -> str:
    """(1, 2, 0) -> '1 red, 2 blue' (cubes by colour), or 'nothing'."""
    return ", ".join(counted_colours(counts)) or _("nothing")


def effect_paragraph(weapon: str, effect: str, label: str | None = None) -> str:
    """'With second lock (+1 red): Deal 1 mark to ...': an effect as its card reads,
    ``label`` (the effect's name by default) with its extra cost."""
    e = WEAPON_BY_NAME[weapon].effect(effect)
    label = effect_words(effect) if label is None else label
    if any(e.cost):
        label = _("{effect} (+{cost})").format(effect=label, cost=cost_words(e.cost))
    return _("{effect}: {text}").format(effect=label, text=effect_text(weapon, effect))


@cached_words(64)
def weapon_paragraphs(name: str) -> tuple[str, ...]:
    """The weapon card's text, as the manual prints it, a paragraph an effect."""
    w = WEAPON_BY_NAME[name]
    top = cube_colour(AMMO[w.reload[0]])
    cost = " + ".join(cube_colour(AMMO[c]) for c in w.reload)
    paragraphs = [_("{weapon}: reload {cost} (the top cube, {top}, is already paid when you grab it)").format(
        weapon=weapon_words(name), cost=cost, top=top)]
    paragraphs += [effect_paragraph(name, e.name) for e in w.effects]
    if w.notes:
        paragraphs.append(_("Notes: {notes}").format(notes=weapon_notes(name)))
    return tuple(paragraphs)


def powerup_paragraphs(powerup) -> list[str]:
    """The powerup card's text and its other use, for a tooltip."""
    colour = cube_colour(AMMO[powerup.colour])
    return [_("{card} ({colour}): {text}").format(card=powerup_name(powerup.kind), colour=colour,
                                                  text=powerup_text(powerup.kind)),
            powerup_as_ammo(colour)]



def cube_words(colour: int, n: int) -> str:
    """'1 red cube', '2 blue cubes'."""
    return COUNTED_CUBES[AMMO[colour]](n).format(n=n)


def given_up_words(given_up: str) -> str:
    """What a Turret mode grab gives up to commandeer the turret: '1 blue cube', 'the
    powerup' (``given_up``: a cube's colour or "powerup", as ``GrabTile.commandeer``)."""
    if given_up in AMMO:
        return cube_words(AMMO.index(given_up), 1)
    return _("the powerup")


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
