"""A weapon declared like its card (:func:`weapon`): its reload cost, then its effects -
a basic effect, optional effects (their extra cost, which must come before or after),
or alternate fire modes - each a sequence of steps of the vocabulary (:mod:`.dsl`).

Weapons manual, PARTS OF A CARD:
- basic effect: "The weapon can do this without spending any more ammo."
- optional effect: "The weapon can do this in addition to the basic effect."
- alternate fire mode: "The weapon can do this effect instead of the basic
  mode's effect. You choose one or the other."
"""

from __future__ import annotations

import attrs

from ..cards import cube_counts, cubes
from .dsl import Step

BASIC = "basic effect"


@attrs.frozen
class Effect:
    name: str
    text: str  # the card's words
    steps: tuple[Step, ...]
    cost: tuple[int, int, int] = (0, 0, 0)  # extra cost in (red, blue, yellow) cubes
    after: tuple[str, ...] = ()  # used only once these were used
    not_after: tuple[str, ...] = ()  # not once any of these was used
    hits: bool = True  # must damage or mark at least one target


@attrs.frozen
class Weapon:
    name: str
    reload: tuple[int, ...]  # reload cost, the top cube first
    effects: tuple[Effect, ...]
    modes: bool  # True: pick one mode; False: basic effect plus optional effects
    notes: str = ""

    @property
    def most_extra(self) -> tuple[int, int, int]:
        """The most a single use can cost in extras, per colour (budget beyond it
        changes nothing)."""
        costs = [e.cost for e in self.effects]
        pick = max if self.modes else sum
        return tuple(pick(c[i] for c in costs) for i in range(3))  # type: ignore[return-value]

    @property
    def starts(self) -> tuple[str, ...]:
        """Effects a use of the card can begin with."""
        if self.modes:
            return tuple(e.name for e in self.effects)
        return tuple(e.name for e in self.effects if not e.after)

    @property
    def colour(self) -> int:
        return self.reload[0]

    @property
    def grab_cost(self) -> tuple[int, ...]:
        """'When you grab the weapon, the top cube is already paid for.'"""
        return self.reload[1:]

    def effect(self, name: str) -> Effect:
        for e in self.effects:
            if e.name == name:
                return e
        raise KeyError(name)


# -- declaring cards ------------------------------------------------------------------
def weapon(name: str, reload: str, *effects: Effect, notes: str = "") -> Weapon:
    modes = not any(e.name == BASIC for e in effects)
    return Weapon(name, cubes(reload), tuple(effects), modes, notes)


def basic_effect(text: str, *steps: Step) -> Effect:
    return Effect(BASIC, text, tuple(steps))


def optional_effect(
    name: str,
    text: str,
    *steps: Step,
    cost: str = "",
    before_or_after_basic: bool = False,
    after: tuple[str, ...] = (),
    not_after: tuple[str, ...] = (),
    hits: bool = True,
) -> Effect:
    needs = after if before_or_after_basic else (BASIC,) + after
    return Effect(name, text, tuple(steps), cube_counts(cubes(cost)), needs, not_after, hits)


def mode(name: str, text: str, *steps: Step, cost: str = "") -> Effect:
    return Effect(name, text, tuple(steps), cube_counts(cubes(cost)))
