"""The interpreter that lists the legal ways to fire a card (declared in :mod:`.weapon`).

Rulebook, SHOOT PEOPLE: "To Shoot People, you need at least one target."

A *plan* is one complete way to fire a card: the tokens (choices) in order, and
what happens. :func:`explore` answers, for the choices made so far (a prefix),
which next choices still lead to a complete plan the shooter can pay for; whether a
card can be fired at all is :mod:`.firing`'s quicker answer.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from ..choices import DONE, SKIP, PickEffect
from ..routes import Routes, routes_key
from .dsl import DAMAGE, MARK, MOVE_TARGET, MOVE_YOURSELF, Shot
from .weapon import BASIC, Effect, Weapon

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

    def keep(self, toks: tuple, kept: int = 0) -> bool:
        """Go on with ``toks``, whose first ``kept`` tokens were kept already (so only
        the new ones are compared): they follow the prefix as far as it goes, and
        their next token after it has no plan yet."""
        if self.stop:
            return False
        n = self.n
        if kept < n:
            k = len(toks)
            end = k if k < n else n
            if toks[kept:end] != self.prefix[kept:end]:
                return False
            if k <= n:
                return True
        return toks[n] not in self.found

    def complete(self, plan: Plan) -> None:
        self.found[plan.tokens[self.n]] = plan
        if self.first_only:
            self.stop = True


@functools.cache
def _segments(steps: tuple) -> tuple:
    """An effect's steps as the search walks them: (a step that chooses, or None at
    the start, then the ``apply`` of the steps that choose nothing after it). The
    latter are applied directly, with no generator each (:func:`dsl.chooses_nothing`)."""
    out: list = []
    for step in steps:
        apply = getattr(step, "apply", None)
        if apply is None:
            out.append((step, []))
        elif out:
            out[-1][1].append(apply)
        else:
            out.append((None, [apply]))
    return tuple((step, tuple(applies)) for step, applies in out)


def _then(applies: tuple, s: Shot) -> Shot | None:
    """``s`` through steps that choose nothing (None: one of them has no way on)."""
    for apply in applies:
        s = apply(s)
        if s is None:
            return None
    return s


def _run(segments: tuple, s: Shot, toks: tuple, search: _Search, i: int = 0):
    """Every way through ``segments[i:]`` (:func:`_segments`) from ``s`` whose tokens
    the search keeps: (tokens, shot)."""
    step, applies = segments[i]
    last = i + 1 == len(segments)
    if step is None:
        after = _then(applies, s)
        if after is not None:
            yield from ((toks, after),) if last else _run(segments, after, toks, search, i + 1)
        return
    keep = search.keep
    kept = len(toks)
    for t, s1 in step(s):
        if t:
            t1 = toks + t
            if not keep(t1, kept):
                continue
        else:
            t1 = toks
        if applies:
            s1 = _then(applies, s1)
            if s1 is None:
                continue
        if last:
            yield t1, s1
        else:
            yield from _run(segments, s1, t1, search, i + 1)


def _hits_someone(outcomes: tuple, start: int) -> bool:
    for i in range(start, len(outcomes)):
        kind = outcomes[i][0]
        if kind == DAMAGE or kind == MARK:
            return True
    return False


def _affordable(cost, budget) -> bool:
    return cost[0] <= budget[0] and cost[1] <= budget[1] and cost[2] <= budget[2]


def _add(a, b):
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def _may_use(e: Effect, used: tuple) -> bool:
    """Not used yet, its prerequisites used, nothing it must precede used."""
    if e.name in used:
        return False
    for a in e.after:
        if a not in used:
            return False
    for a in e.not_after:
        if a in used:
            return False
    return True


def _walk(w: Weapon, s: Shot, used: tuple, toks: tuple, cost, budget, search: _Search):
    if search.stop:
        return
    if used and (w.modes or BASIC in used):
        final = toks + (DONE,)
        if search.keep(final, len(toks)):
            search.complete(Plan(final, s, cost, used))
        if w.modes:
            return
    kept = len(toks)
    for e, free, token, segments, used2 in _usable(w, used):
        if free:
            c = cost
        else:
            e_cost = e.cost
            c = (cost[0] + e_cost[0], cost[1] + e_cost[1], cost[2] + e_cost[2])
            if c[0] > budget[0] or c[1] > budget[1] or c[2] > budget[2]:
                continue
        t = toks + (token,)
        if not search.keep(t, kept):
            continue
        start = len(s.outcomes)
        for t2, s2 in _run(segments, s, t, search):
            if e.hits and not _hits_someone(s2.outcomes, start):
                continue
            _walk(w, s2, used2, t2, c, budget, search)
            if search.stop:
                return


_FREE = (0, 0, 0)


def _usable(w: Weapon, used: tuple) -> tuple:
    """The effects of ``w`` that may come after ``used`` (:func:`_may_use`), in the
    card's order, each as the walk needs it: (effect, whether it is free, its token,
    its :func:`_segments`, the effects used after it). Made once per card and effects used."""
    key = (w.name, used)
    found = _USABLE.get(key)
    if found is None:
        found = _USABLE[key] = tuple(
            (e, e.cost == _FREE, _effect_token(e.name), _segments(e.steps), used + (e.name,))
            for e in w.effects if _may_use(e, used))
    return found


_USABLE: dict = {}


@functools.cache
def _effect_token(name: str) -> PickEffect:
    return PickEffect(name)


def explore(w: Weapon, shot: Shot, prefix: tuple, budget, first_only: bool = False) -> dict:
    """Next token -> one complete plan starting with ``prefix`` + that token.

    ``budget``: cubes the shooter can spend per colour (ammo box plus powerups).
    """
    if not prefix and not first_only:
        starts = _STARTS.get(w.name)
        if starts is None:
            starts = _STARTS[w.name] = w.starts
        if len(starts) == 1:
            # a card that can only begin one way: if it can fire at all (asked
            # before the card was chosen), it begins that way
            return {_effect_token(starts[0]): None}
    prefix = tuple(prefix)
    if _COMPLETE:
        every = _COMPLETE.get((w.name, _shot_key(shot), budget))
        if every is not None:
            return _first_per_token(every, prefix, first_only)
    search = _Search(prefix, first_only)
    _walk(w, shot, (), (), (0, 0, 0), budget, search)
    return search.found


def _first_per_token(every: tuple, prefix: tuple, first_only: bool) -> dict:
    """What :func:`explore` finds, read from every plan of the card (in the order the
    walk finds them; the search keeps the first plan of each next token, in that order)."""
    n = len(prefix)
    found: dict = {}
    for plan in every:
        toks = plan.tokens
        if len(toks) > n and toks[:n] == prefix and toks[n] not in found:
            found[toks[n]] = plan
            if first_only:
                break
    return found


_STARTS: dict = {}
# The answers of all_plans, remembered: they depend on nothing but its arguments (a
# shot holds the board, the figures' squares and, where routes matter, the state's
# routes, keyed by what they answer by: _shot_key), and the same questions come
# again - a computer player weighs the same shots at every action, and Hard's
# playouts, dealt alike and played by the same seeds, reach the same shots. At most
# _KEPT answers (then all are forgotten). The answers are shared: never changed by
# their callers. (explore is not remembered: in the engine's own games its answers
# come again too seldom - 7% - to pay for the collector's work on what is kept.)
_KEPT = 4096


def _shot_key(shot: Shot):
    """The shot as the remembered answers are keyed: where routes matter, its routes by
    what they answer by (:func:`~adrenaline.core.routes.routes_key`: Turret mode's
    hostile squares), so that a state after an event that changed no route asks the
    same; the state's routes object is new after every event. Routes of another kind
    (a test's) key as they are. (A shot's routes are only called during the search,
    while their state is the current one.)"""
    routes = shot.routes
    if not isinstance(routes, Routes):  # None, or routes of another making: as they are
        return shot
    return (shot._replace(routes=None), routes_key(routes.game, routes))


def complete_plan(w: Weapon, shot: Shot, tokens: tuple, budget) -> Plan | None:
    """The plan whose tokens are exactly ``tokens`` (ending with done), if legal."""
    found = explore(w, shot, tokens[:-1], budget)
    plan = found.get(tokens[-1])
    return plan if plan is not None and plan.tokens == tokens else None


class _Collect(_Search):
    """Every complete plan (for computer players weighing whole shots)."""

    __slots__ = ("plans", "limit")

    def __init__(self, limit: int):
        super().__init__((), False)
        self.plans: list[Plan] = []
        self.limit = limit

    def keep(self, toks: tuple, kept: int = 0) -> bool:
        return not self.stop

    def complete(self, plan: Plan) -> None:
        self.plans.append(plan)
        if len(self.plans) >= self.limit:
            self.stop = True


def all_plans(w: Weapon, shot: Shot, budget, limit: int = 2000) -> tuple[Plan, ...]:
    """Every complete, payable way to fire this card (at most ``limit``).

    The plans depend on nothing but the card, the shot and the budget (a shot holds
    the board, the figures' squares and, where routes matter, the state's routes), so
    the answer is remembered: a computer player asks the same shot again at every
    action it weighs, and Hard's playouts ask it again on every deal (``_ALL_PLANS``)."""
    key = (w.name, _shot_key(shot), budget, limit)
    found = _ALL_PLANS.get(key)
    if found is None:
        if len(_ALL_PLANS) >= _KEPT:
            _ALL_PLANS.clear()
            _COMPLETE.clear()
        search = _Collect(limit)
        _walk(w, shot, (), (), (0, 0, 0), budget, search)
        found = _ALL_PLANS[key] = tuple(search.plans)
        if not search.stop:  # every plan, not cut at the limit
            _COMPLETE[key[:3]] = found
    return found


_ALL_PLANS: dict = {}
# every plan of a card, shot and budget that all_plans found whole: explore reads its
# answer from them (a computer player's shot, asked again by the rules as it is made)
_COMPLETE: dict = {}


def _has_conditions(step) -> bool:
    return getattr(step, "conditions", None) is not None


def next_steps(w: Weapon, shot: Shot, prefix: tuple, budget, wanted=_has_conditions) -> list[tuple]:
    """The choosing steps (a target or square to pick) that a use of the card with
    the choices ``prefix`` made has reached, each with the shot as it stands
    there: what :mod:`adrenaline.core.reasons` tests a clicked figure or square
    against. Steps with no ``conditions`` to test are left out (``wanted``: which
    steps to stop at instead)."""
    n = len(prefix)
    found: list[tuple] = []

    def on_prefix(toks: tuple) -> bool:
        return len(toks) <= n and toks == prefix[:len(toks)]

    def run(steps, s: Shot, toks: tuple, i: int = 0):
        if i == len(steps):
            yield toks, s
            return
        step = steps[i]
        inner = getattr(step, "inner", None)
        if inner is not None:  # 'you may': skip it, or go through its steps
            if on_prefix(toks + (SKIP,)):
                yield from run(steps, s, toks + (SKIP,), i + 1)
            yield from run(tuple(inner) + tuple(steps[i + 1:]), s, toks)
            return
        if len(toks) == n:
            if wanted(step):
                found.append((step, s))
                return
            for t, s1 in step(s):  # a step that deals damage or marks: no choice
                if not t:
                    yield from run(steps, s1, toks, i + 1)
            return
        for t, s1 in step(s):
            t1 = toks + t
            if on_prefix(t1):
                yield from run(steps, s1, t1, i + 1)

    def walk(s: Shot, used: tuple, toks: tuple, cost) -> None:
        if used and w.modes:
            return
        for e in w.effects:
            if not _may_use(e, used):
                continue
            c = _add(cost, e.cost)
            if not _affordable(c, budget):
                continue
            t = toks + (_effect_token(e.name),)
            if not on_prefix(t):
                continue
            for t2, s2 in run(e.steps, s, t):
                walk(s2, used + (e.name,), t2, c)

    walk(shot, (), (), (0, 0, 0))
    return found


def _moves_a_figure(step) -> bool:
    return getattr(step, "does", None) is not None


def square_use(w: Weapon, shot: Shot, prefix: tuple, budget) -> tuple | None:
    """What the square the card asks for next is for, when every step it may come from
    says the same: ``(does, seat, at)`` - the step's ``does`` (``dsl.MOVE_TARGET``,
    ``dsl.MOVE_YOURSELF``, or what else the square is for), the seat of the figure moved
    (None when none is) and the square it stands on as planned (a target moved onto its
    own square stays). None when the steps disagree or none says."""
    found = set()
    for step, s in next_steps(w, shot, prefix, budget, _moves_a_figure):
        does = step.does
        if does == MOVE_TARGET:
            seat = s.last
        elif does == MOVE_YOURSELF:
            seat = s.shooter
        else:
            found.add((does, None, None))
            continue
        found.add((does, seat, s.pos[seat]))
    return found.pop() if len(found) == 1 else None
