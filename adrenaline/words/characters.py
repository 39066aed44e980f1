"""The characters named as each rulebook names them: "Violet" in English, "Violette" in
French, "Wioletka" in Polish; ":D-struct-OR", ":D-struct-EUR", ":D-strukt-OR".

The core keeps the English names as identities (``Player.character``, a seat's
``character`` in saves, scenario files and choices' text forms); only the words shown
pass through here. A name a person typed is never translated: a player who kept the
character's name (the New game screen's default) is called by the character's name in
the player's language.
"""

from __future__ import annotations

from .i18n import _, pgettext


def character_name(character: str) -> str:
    """A character's name as the rulebook of the language prints it ('Dożer' in Polish)."""
    return pgettext("character", character)


def _names_for_the_catalogue() -> tuple[str, ...]:
    """Never called: the five characters of the box (adrenaline.core.cards.CHARACTERS),
    written out so that the extractor gives them to translators."""
    return (pgettext("character", ":D-struct-OR"), pgettext("character", "Banshee"),
            pgettext("character", "Dozer"), pgettext("character", "Violet"),
            pgettext("character", "Sprog"))


# the initials on a character's figure and tokens, beside its shape (the name's letters
# in the player's language: "V" for Violet, "W" for Wioletka)
INITIALS = {
    ":D-struct-OR": lambda: pgettext("a character's initials", ":D"),
    "Banshee": lambda: pgettext("a character's initials", "B"),
    "Dozer": lambda: pgettext("a character's initials", "Dz"),
    "Violet": lambda: pgettext("a character's initials", "V"),
    "Sprog": lambda: pgettext("a character's initials", "S"),
}


def character_initials(character: str) -> str:
    """The letters on a character's figure ('Dz'; 'Dż' in Polish); a character the box
    does not have: the first letter of its name."""
    initials = INITIALS.get(character)
    return initials() if initials else (character.strip(":")[:1].upper() or "?")


def player_name(name: str, character: str) -> str:
    """What a player is called: the typed name, or the character's name in the player's
    language when the person kept it."""
    return character_name(character) if name == character else name


def called(player) -> str:
    """What a player (a ``PlayerState``: the bot's figure too) is called on the table: its
    typed name, or its character's name in the player's language ("Violette")."""
    return player_name(player.name, player.character)


def introduce_player(name: str, character: str) -> str:
    """'Alice (Dożer)': the typed name with the character beside it; just the character's
    name when the person kept it."""
    if name == character:
        return character_name(character)
    return _("{name} ({character})").format(name=name, character=character_name(character))
