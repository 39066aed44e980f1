"""Can a card be fired at all - one legal, payable way, from where the shooter stands, with
the budget they have (:func:`can_fire`)? Answered without listing the plans: a card needs
just one target, so a table per card, square and budget (:class:`HotRow`) says which
squares a single target may stand on, each searched once then looked up.

Rulebook, SHOOT PEOPLE: "To Shoot People, you need at least one target."
"""

from __future__ import annotations

from .dsl import Shot
from .plans import _add, _affordable, _hits_someone, _may_use, _segments, _then
from .weapon import BASIC, Weapon

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
