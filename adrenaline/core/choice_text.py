"""A choice from its text form (``move r1c2``, ``grab weapon Lock Rifle``...), the
inverse of ``choice.text``: how a save file's and a scenario's choices come back.

It stands above both the choices and the weapons (a weapon's name is checked
against the catalogue), so that neither needs the other to read a choice.
"""

from __future__ import annotations

from .board import parse_square
from .cards import AMMO, parse_powerup
from .choices import (
    DONE, END_TURN, SKIP, ChooseAction, Discard, DropWeapon, GrabTile, GrabWeapon, MoveTo, Pay,
    PickDirection, PickEffect, PickRoom, PickSquare, PickTarget, PickTrack, PickWeapon, PlaceNeutral,
    Reload, UsePowerup, UseScope,
)
from .weapons.catalogue import parse_weapon


def _square_and_route(text: str) -> tuple[int, tuple[int, ...] | None]:
    """``r1c2`` -> (6, None); ``r1c2 via r0c1 r0c2`` -> (6, (1, 2)): a square and the
    squares a route passes between its start and that square."""
    square, sep, via = text.lower().partition(" via ")
    if not sep:
        return parse_square(square), None
    between = tuple(parse_square(q) for q in via.split())
    if not between:
        raise ValueError(f"a route with no square after 'via': {text!r}")
    return parse_square(square), between


def parse_choice(text: str):
    """Rebuild a choice from its text form (the inverse of ``choice.text``).

    Raises ValueError on text that is no choice's form. Used by save files; a
    person's typed text is matched against the current options instead
    (:meth:`Decision.find`).
    """
    t = " ".join(text.strip().split())
    low = t.lower()
    head, _, rest = t.partition(" ")
    head = head.lower()
    if low in ("end turn", "skip", "done"):
        return {"end turn": END_TURN, "skip": SKIP, "done": DONE}[low]
    if head == "discard":
        return Discard(parse_powerup(rest))
    if head == "action" and rest.lower() in ("run", "grab", "shoot", "bot"):
        return ChooseAction(rest.lower())
    if head == "use":
        if " on " in rest:
            card, _, who = rest.partition(" on ")
            return UseScope(parse_powerup(card), who.strip())
        return UsePowerup(parse_powerup(rest))
    if head == "move":
        return MoveTo(*_square_and_route(rest))
    if low.startswith("grab weapon "):
        return GrabWeapon(parse_weapon(t[len("grab weapon "):]))
    if low.startswith("grab tile "):
        space, _, given = low[len("grab tile "):].partition(" commandeer ")
        if space.isdigit() and (given in AMMO or given == "powerup" or not given) \
                and "commandeer" not in space:
            return GrabTile(int(space), given)
    if low.startswith("drop weapon "):
        return DropWeapon(parse_weapon(t[len("drop weapon "):]))
    if head == "reload":
        return Reload(parse_weapon(rest))
    if head == "weapon":
        return PickWeapon(parse_weapon(rest))
    if head == "effect" and rest:
        return PickEffect(rest.lower())
    if head == "target" and rest:
        return PickTarget(rest)
    if head == "place" and rest:
        return PlaceNeutral(parse_square(rest))
    if head == "square":
        return PickSquare(*_square_and_route(rest))
    if head == "room" and rest:
        return PickRoom(rest.lower())
    if head == "track" and rest.lower() in AMMO:
        return PickTrack(rest.lower())
    if head == "direction" and rest.lower() in ("north", "east", "south", "west"):
        return PickDirection(rest.lower())
    if head == "pay":
        if rest.lower() == "nothing":
            return Pay(())
        cubes: list[int] = []
        powerups = []
        for part in rest.lower().split("+"):
            if part.startswith("powerup:"):
                powerups.append(parse_powerup(part[len("powerup:"):]))
            elif part in AMMO:
                cubes.append(AMMO.index(part))
            else:
                raise ValueError(f"not a payment part: {part!r}")
        return Pay(tuple(sorted(cubes)), tuple(sorted(powerups)))
    raise ValueError(f"not a choice: {text!r}")
