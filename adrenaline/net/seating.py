"""Which character each seat of a hosted game plays: the one its player asked for when
joining, if no seat before took it; the others, the box's characters left, in order."""

from __future__ import annotations

from ..core.cards import CHARACTERS


def free_character(asked, taken) -> str:
    """The character a joining player asked for (by name, any case), if it is one and no
    other seat has it; else "" (the host deals one at the start)."""
    if not isinstance(asked, str):
        return ""
    name = next((c.name for c in CHARACTERS if c.name.lower() == asked.strip().lower()), "")
    return name if name and name not in taken else ""


def deal_characters(wanted: list[str]) -> list[str]:
    """A character per seat: its wanted one (unique, from :func:`free_character`) or the
    next of the box's that no seat has."""
    left = [c.name for c in CHARACTERS if c.name not in wanted]
    return [w or left.pop(0) for w in wanted]
