"""Normal's constants as tuned by self-play for Hard (tools/tune_normal.py).

One seat with these weights played against three default Normal bots, seats
rotated, the same game seeds for every candidate (``tune_normal.py check --from
tuned``); each constant was kept only if it won more games. The steps and their
win rates are in docs/bots.md.

What the tuning found: ammo cubes are worth twice Normal's 0.35 (spend them less
readily, pay with powerups more); a shot is worth what it changes in who is paid
what (the ranking), not only its damage; a Teleporter is worth spending on the
best shot of the board. The other constants showed no effect beyond the noise.

A mode whose own constants differ says so in its bots part (``bots.modes.<name>.TUNED``:
Turret mode's cube is worth 0.5); :data:`TUNED_BY_MODE` finds them by the mode's name.
"""

from collections.abc import Iterator, Mapping

from .mode_terms import ModeTerms
from .normal import Weights

TUNED = Weights(cube=0.7, share=1 / 32, damage=0.35, killshot=4.0, rank=0.5, deny=0.2,
                teleport=1.0)



class _ByMode(Mapping):
    """The setup's mode -> Hard's weights, for the modes whose own differ from TUNED
    (``NAME``: the mode part's attribute read, ``TUNED`` or ``HARD_TERMS``)."""

    NAME = "TUNED"

    def __getitem__(self, mode: str):
        from .modes import bots_of

        part = bots_of(mode)
        found = getattr(part, self.NAME, None) if part is not None else None
        if found is None:
            raise KeyError(mode)
        return found

    def __iter__(self) -> Iterator[str]:
        from ..core.modes import MODES

        return (m for m in MODES if m in self)

    def __len__(self) -> int:
        return sum(1 for _ in self)


class _TermsByMode(_ByMode):
    """The setup's mode -> Hard's own terms, for the modes whose constants for Hard differ
    from Normal's (``bots.modes.<name>.HARD_TERMS``)."""

    NAME = "HARD_TERMS"


TUNED_BY_MODE: Mapping[str, Weights] = _ByMode()
HARD_TERMS: Mapping[str, ModeTerms] = _TermsByMode()
