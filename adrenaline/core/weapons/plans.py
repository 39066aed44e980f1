"""Weapon declarations and the interpreter that lists the legal ways to fire them.

Weapons manual, PARTS OF A CARD:
- basic effect: "The weapon can do this without spending any more ammo."
- optional effect: "The weapon can do this in addition to the basic effect."
- alternate fire mode: "The weapon can do this effect instead of the basic
  mode's effect. You choose one or the other."
Rulebook, SHOOT PEOPLE: "To Shoot People, you need at least one target."

A *plan* is one complete way to fire a card: the tokens (choices) in order, and
what happens. :func:`explore` answers, for the choices made so far (a prefix),
which next choices still lead to a complete plan the shooter can pay for.
"""

from __future__ import annotations

from typing import NamedTuple

import attrs

from ..cards import cube_counts, cubes
from ..choices import DONE, PickEffect
from .dsl import DAMAGE, MARK, Shot, Step

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


# -- the interpreter --------------------------------------------------------------------
class Plan(NamedTuple):
    tokens: tuple
    shot: Shot  # its outcomes say what happens
    cost: tuple[int, int, int]
    effects: tuple[str, ...]


class _Search:
    """Collects, per next token after ``prefix``, one complete plan."""

    __slots__ = ("prefix", "n", "found", "first_only", "stop")

    def __init__(self, prefix: tuple, first_only: bool):
        self.prefix = prefix
        self.n = len(prefix)
        self.found: dict = {}
        self.first_only = first_only
        self.stop = False

    def keep(self, toks: tuple) -> bool:
        if self.stop:
            return False
        n = self.n
        if len(toks) <= n:
            return toks == self.prefix[: len(toks)]
        return toks[:n] == self.prefix and toks[n] not in self.found

    def complete(self, plan: Plan) -> None:
        self.found[plan.tokens[self.n]] = plan
        if self.first_only:
            self.stop = True


def _run(steps, s: Shot, toks: tuple, search: _Search, i: int = 0):
    if i == len(steps):
        yield toks, s
        return
    for t, s1 in steps[i](s):
        t1 = toks + t if t else toks
        if t and not search.keep(t1):
            continue
        yield from _run(steps, s1, t1, search, i + 1)


def _hits_someone(outcomes: tuple) -> bool:
    return any(kind == DAMAGE or kind == MARK for kind, _, _ in outcomes)


def _affordable(cost, budget) -> bool:
    return cost[0] <= budget[0] and cost[1] <= budget[1] and cost[2] <= budget[2]


def _add(a, b):
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def _walk(w: Weapon, s: Shot, used: tuple, toks: tuple, cost, budget, search: _Search):
    if search.stop:
        return
    if used and (w.modes or BASIC in used):
        final = toks + (DONE,)
        if search.keep(final):
            search.complete(Plan(final, s, cost, used))
        if w.modes:
            return
    for e in w.effects:
        if e.name in used:
            continue
        if any(a not in used for a in e.after) or any(a in used for a in e.not_after):
            continue
        c = _add(cost, e.cost)
        if not _affordable(c, budget):
            continue
        t = toks + (PickEffect(e.name),)
        if not search.keep(t):
            continue
        start = len(s.outcomes)
        for t2, s2 in _run(e.steps, s, t, search):
            if e.hits and not _hits_someone(s2.outcomes[start:]):
                continue
            _walk(w, s2, used + (e.name,), t2, c, budget, search)
            if search.stop:
                return


def explore(w: Weapon, shot: Shot, prefix: tuple, budget, first_only: bool = False) -> dict:
    """Next token -> one complete plan starting with ``prefix`` + that token.

    ``budget``: cubes the shooter can spend per colour (ammo box plus powerups).
    """
    search = _Search(tuple(prefix), first_only)
    _walk(w, shot, (), (), (0, 0, 0), budget, search)
    return search.found


def can_fire(w: Weapon, shot: Shot, budget) -> bool:
    """Is there at least one legal, payable way to fire this card?"""
    return bool(explore(w, shot, (), budget, first_only=True))


def complete_plan(w: Weapon, shot: Shot, tokens: tuple, budget) -> Plan | None:
    """The plan whose tokens are exactly ``tokens`` (ending with done), if legal."""
    found = explore(w, shot, tokens[:-1], budget)
    plan = found.get(tokens[-1])
    return plan if plan is not None and plan.tokens == tokens else None
