"""Which sound goes with what happens in a game: a presentation table, like the shots'
looks in :mod:`..game.animation` (the core knows nothing of sounds); each weapon's
family of shot sounds is its row in :mod:`..weapon_presentation`.

The animator (:mod:`..game.animation`) plays them in step with the animations:

- ``WeaponFired``: the weapon's family's shot, as the weapon's name shows over the shooter;
- ``Damaged``: a thud when the shot arrives; ``kill`` when the 11th damage token lands
  (the killshot), ``overkill`` instead when the 12th lands in the same hit;
- ``Marked``: a ping as the mark flies; ``FinalFrenzyStarted``: an alarm with its banner;
- ``TurnStarted``: a two-note chime;
- a mode's own events: the sounds its screen part gives (``ui.modes.<name>.SOUNDS``;
  Domination: a thud when a spawnpoint strikes back, a ping when one is tagged).

The hand-off cover plays ``handoff`` and the kit's buttons ``click``.
"""

from __future__ import annotations

from ...core import events as ev
from ..weapon_presentation import presentation

# the sound of each event that has one when its animation starts (a shot: by weapon)
EVENT_SOUNDS: dict[type, str] = {
    ev.Marked: "mark",
    ev.FinalFrenzyStarted: "frenzy",
    ev.TurnStarted: "turn",
}
HIT = "damage"  # a Damaged event, when the shot arrives
KILLSHOT, OVERKILL = "kill", "overkill"  # when the 11th damage token lands
HANDOFF = "handoff"
CLICK = "click"
TRY_SOUND = "turn"  # heard when the volume changes (Settings)


def shot_sound(weapon: str) -> str:
    """The shot of ``weapon``'s family (a gun's for a weapon the table does not know)."""
    return "shot:" + presentation(weapon).sound


def start_sound(event) -> str | None:
    """The sound as ``event``'s animation starts, if any."""
    if isinstance(event, ev.WeaponFired):
        return shot_sound(event.weapon)
    sound = EVENT_SOUNDS.get(type(event))
    if sound is None:
        from ..modes import mode_sounds

        sound = mode_sounds().get(type(event))
    return sound


def killshot_sound(damage_after_hit: int, overkill_at: int) -> str:
    """The 11th token landed: a killshot, or an overkill when this hit reaches ``overkill_at``."""
    return OVERKILL if damage_after_hit >= overkill_at else KILLSHOT
