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

import functools
from typing import NamedTuple

import attrs

from ..cards import cube_counts, cubes
from ..choices import DONE, SKIP, PickEffect
from .dsl import DAMAGE, MARK, MOVE_TARGET, MOVE_YOURSELF, Shot, Step

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
    for e in w.effects:
        if not _may_use(e, used):
            continue
        c = _add(cost, e.cost) if e.cost != _FREE else cost
        if not _affordable(c, budget):
            continue
        t = toks + (_effect_token(e.name),)
        if not search.keep(t, len(toks)):
            continue
        start = len(s.outcomes)
        for t2, s2 in _run(_segments(e.steps), s, t, search):
            if e.hits and not _hits_someone(s2.outcomes, start):
                continue
            _walk(w, s2, used + (e.name,), t2, c, budget, search)
            if search.stop:
                return


_FREE = (0, 0, 0)


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
    search = _Search(tuple(prefix), first_only)
    _walk(w, shot, (), (), (0, 0, 0), budget, search)
    return search.found


_STARTS: dict = {}


def _feasible_run(segments: tuple, s: Shot, i: int = 0):
    """Every way through ``segments[i:]`` from ``s``: the shots (tokens aside)."""
    step, applies = segments[i]
    last = i + 1 == len(segments)
    if step is None:
        after = _then(applies, s)
        if after is not None:
            yield from (after,) if last else _feasible_run(segments, after, i + 1)
        return
    for _, s1 in step(s):
        if applies:
            s1 = _then(applies, s1)
            if s1 is None:
                continue
        if last:
            yield s1
        else:
            yield from _feasible_run(segments, s1, i + 1)


def _feasible(w: Weapon, s: Shot, used: tuple, cost, budget) -> bool:
    if used and (w.modes or BASIC in used):
        return True
    for e in w.effects:
        if not _may_use(e, used):
            continue
        c = _add(cost, e.cost)
        if not _affordable(c, budget):
            continue
        start = len(s.outcomes)
        for s2 in _feasible_run(_segments(e.steps), s):
            if e.hits and not _hits_someone(s2.outcomes, start):
                continue
            if _feasible(w, s2, used + (e.name,), c, budget):
                return True
    return False


class HotRow:
    """Can one card, fired from one square with one budget, have a plan when a single
    other figure stands on a given square (``fixed``: a single target that is no
    figure, which never moves and sees nothing)? Each square is answered by a search
    the first time it is asked, then only looked up: a table of the arena that
    replaces a search per question.

    Every card needs just one target to fire (its basic effect or a mode hits at
    least one figure, chosen by where it stands relative to the shooter), and
    more figures never take a plan away. So a card can fire exactly when some
    other target stands on a square its row says yes to (a test checks this
    against the full search).

    More cubes never take a plan away either (a budget only says which effects are
    affordable), so a square another budget's row has answered may answer this one
    with no search: yes if a budget no larger said yes, no if one no smaller said no."""

    __slots__ = ("weapon", "board", "me", "budget", "figures", "known", "budgets")

    def __init__(self, w: Weapon, board, me: int, budget, fixed: bool, budgets: list):
        self.weapon = w
        self.board = board
        self.me = me
        self.budget = budget
        self.figures = 1 if fixed else 2
        self.known: list = [None] * len(board.distance)  # target's square -> True/False
        self.budgets = budgets  # the rows of the same card, square and target kind
        budgets.append(self)

    def hits(self, t: int) -> bool:
        known = self.known[t]
        if known is None:
            known = self.known[t] = self._by_other_budget(t)
            if known is None:
                shot = Shot(self.board, 0, ("shooter", "target"), (self.me, t),
                            figures=self.figures)
                known = self.known[t] = _feasible(self.weapon, shot, (), (0, 0, 0), self.budget)
        return known

    def _by_other_budget(self, t: int) -> bool | None:
        b = self.budget
        for row in self.budgets:
            known = row.known[t]
            if known is None:
                continue
            o = row.budget
            if known:
                if o[0] <= b[0] and o[1] <= b[1] and o[2] <= b[2]:
                    return True
            elif o[0] >= b[0] and o[1] >= b[1] and o[2] >= b[2]:
                return False
        return None


_HOT: dict = {}  # (card, arena, square, budget, fixed) -> HotRow
_BUDGETS: dict = {}  # (card, arena, square, fixed) -> its HotRows, one per budget
_MOST_EXTRA: dict = {}


def hot_row(w: Weapon, board, me: int, budget, fixed: bool = False) -> HotRow:
    """The :class:`HotRow` of this card fired from ``me``. A budget beyond the most the
    card can spend in extras changes nothing, so it is capped there."""
    cap = _MOST_EXTRA.get(w.name)
    if cap is None:
        cap = _MOST_EXTRA[w.name] = w.most_extra
    b = (min(budget[0], cap[0]), min(budget[1], cap[1]), min(budget[2], cap[2]))
    key = (w.name, board, me, b, fixed)  # boards hash by identity (one object per arena)
    row = _HOT.get(key)
    if row is None:
        budgets = _BUDGETS.setdefault((w.name, board, me, fixed), [])
        row = _HOT[key] = HotRow(w, board, me, b, fixed, budgets)
    return row


def can_fire(w: Weapon, shot: Shot, budget) -> bool:
    """Is there at least one legal, payable way to fire this card?"""
    me = shot.pos[shot.shooter]
    row = hot_row(w, shot.board, me, budget)
    shooter = shot.shooter
    figures = shot.figures
    for i, q in enumerate(shot.pos):
        if q is None or i == shooter:
            continue
        if i < figures:
            if row.hits(q):
                return True
        elif hot_row(w, shot.board, me, budget, fixed=True).hits(q):
            return True
    return False


def can_fire_searching(w: Weapon, shot: Shot, budget) -> bool:
    """The same answer by a full search over the actual figures (for tests)."""
    return _feasible(w, shot, (), (0, 0, 0), budget)


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


def all_plans(w: Weapon, shot: Shot, budget, limit: int = 2000) -> list[Plan]:
    """Every complete, payable way to fire this card (at most ``limit``)."""
    search = _Collect(limit)
    _walk(w, shot, (), (), (0, 0, 0), budget, search)
    return search.plans


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
