"""What Hard's search follows: a candidate first action and the bot that plays it.

A candidate is an option of the action decision with, where the heuristic's own
plan is not the one to follow, the plan to follow instead: the shot to make
(``intent``: square, weapon, tokens) or the square to go to (``goal``) for Run
Around ("Move 1, 2, or 3 squares") and Grab Stuff ("Move 1 square or stay where
you are and grab something there"). The heuristic plays each action its own way
(one square for a run or a grab); :func:`destinations` adds the best other squares
it would weigh, so that the search may play out where to stand (the others'
shots, my reach next turn), which the heuristic weighs only by the targets a
square sees and how many see it.
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.cards import cube_counts
from ..core.choices import ChooseAction, Decision, MoveTo, PickWeapon
from ..core.numbers import MAX_WEAPONS
from ..core.weapons.catalogue import WEAPON_BY_NAME
from .normal import NormalBot, _moves
from .normal_values import _affordable


class Candidate(NamedTuple):
    option: object  # the action decision's option
    intent: tuple | None  # (square, weapon, tokens) of the shot to make, if one is chosen
    goal: int | None = None  # the square a Run or a Grab goes to, if one is chosen
    then: tuple | None = None  # (option, goal) of the turn's next action, if one is chosen
    # (goal: a square, COVER, or None for the heuristic's own)


COVER = "cover"  # a goal: the square fewest others see (then the heuristic's best of those)


class ShotFollower(NormalBot):
    """Normal's play with a shot already chosen: the weapon and the tokens of
    ``intent`` when its square is reached (Normal itself would pick again the
    best shot from where it stands); and with a square chosen for a Run or a Grab,
    ``goal``, the move there (once: the goal is spent by the move)."""

    goal: int | str | None = None
    then: tuple | None = None

    def _action(self, view, d):
        """The turn's next action, if the candidate chose one (as the heuristic
        plays it, or to the candidate's square); else the heuristic's."""
        if self.then is None or view.state.actions_left == 0:
            self.then = None
            return super()._action(view, d)
        if self.then[0] not in d.options:
            return super()._action(view, d)  # the bot action first, say: held
        (option, goal), self.then = self.then, None
        choice = super()._action(view, d)  # the heuristic's plans (the shot to make)
        if choice != option:
            self.intent, self.push = None, None  # the stages plan their own
        self.goal = goal
        return option

    def _shoot_weapon(self, view, d):
        here = view.state.players[view.seat].square
        if self.intent and self.intent[0] == here and PickWeapon(self.intent[1]) in d.options:
            return PickWeapon(self.intent[1])
        return super()._shoot_weapon(view, d)

    def _go(self, view, d):
        """The move to ``goal`` among the options (the plain one where routes are
        offered: the route is weighed after, ``_best_route``), else None."""
        goal, self.goal = self.goal, None
        if goal is None:
            return None
        if goal == COVER:
            g = view.state
            me = view.seat
            squares = {o.square for o in d.options if isinstance(o, MoveTo)}
            hidden = {q: seen_by(g, me, q) for q in squares}
            fewest = min(hidden.values(), default=0)
            d = Decision(d.decider, d.decider_name, d.kind, d.prompt,
                         tuple(o for o in d.options if isinstance(o, MoveTo) and hidden[o.square] == fewest))
            return None if not d.options else (
                super()._run(view, d) if d.kind == "run" else super()._grab(view, d))
        ways = [o for o in d.options if isinstance(o, MoveTo) and o.square == goal]
        return next((o for o in ways if o.via is None), ways[0] if ways else None)

    def _run(self, view, d):
        return self._go(view, d) or super()._run(view, d)

    def _grab(self, view, d):
        return self._go(view, d) or super()._grab(view, d)


def run_values(bot: NormalBot, view) -> dict[int, float]:
    """The squares Run Around reaches, each worth what the heuristic's run weighs it
    (the targets in reach less the players who see me, the turn's end there if it is
    the last action, the route's worth where routes matter)."""
    g = view.state
    me = view.seat
    moves, _ = _moves(g, me, "run")
    squares = g.board.within(g.players[me].square, 1, moves)
    costs = bot._move_values(view, squares, moves)
    last = g.actions_left == 1
    return {q: bot._square_value(view, q) + (bot._end_value(view, q) if last else 0.0)
            + (costs[q] if costs else 0.0) for q in squares}


def grab_values(bot: NormalBot, view) -> dict[int, float]:
    """The squares Grab Stuff could take something on, each worth what the
    heuristic's grab weighs it (the best tile or affordable weapon, less a drop
    when the hand is full, a little of the square, the turn's end there if it is
    the last action, the route's worth)."""
    g = view.state
    me = view.seat
    p = g.players[me]
    moves, _ = _moves(g, me, "grab")
    squares = g.board.within(g.players[me].square, 0, moves)
    costs = bot._move_values(view, squares, moves)
    last = g.actions_left == 1
    out = {}
    for q in squares:
        colour = g.board.spawn_colour_of.get(q)
        if colour is None:
            v = bot._best_tile_value(view, me, q)
        else:
            v = max((bot._weapon_value(p, w) for w in g.slots[colour]
                     if w and _affordable(p, cube_counts(WEAPON_BY_NAME[w].grab_cost))), default=None)
            if v is not None and len(p.weapons) >= MAX_WEAPONS:
                v -= bot.w.drop
        if v is None:
            continue  # nothing to grab there
        v += bot.w.grab_square * bot._square_value(view, q)
        if last:
            v += bot._end_value(view, q)
        out[q] = v + (costs[q] if costs else 0.0)
    return out


def seen_by(g, me: int, square: int) -> int:
    """How many other figures see ``square`` (who could shoot me there)."""
    return sum(1 for i, p in enumerate(g.players)
               if i != me and p.square is not None and g.board.can_see(p.square, square))


def destinations(bot: NormalBot, view, decision, k: int) -> list[Candidate]:
    """For Run Around and Grab Stuff, ``k`` other squares than the one the
    heuristic would pick: in turn the next best by the heuristic's own value and
    the one fewest others see (then by value) - the heuristic weighs a square
    mostly by the targets it puts in reach, so a square out of sight, where no
    target is either, would never come next by its value. Every other square when
    there are no more."""
    g = view.state
    me = view.seat
    found: list[Candidate] = []
    for option in decision.options:
        if not isinstance(option, ChooseAction) or option.action not in ("run", "grab"):
            continue
        values = run_values(bot, view) if option.action == "run" else grab_values(bot, view)
        by_value = sorted(values, key=lambda q: (-values[q], q))
        hidden = {q: seen_by(g, me, q) for q in by_value}
        by_cover = sorted(by_value, key=lambda q: (hidden[q], -values[q], q))
        chosen: list[int] = []
        queues = (by_value[1:], [q for q in by_cover if q != by_value[0]])
        turn = 0
        while len(chosen) < min(k, len(by_value) - 1):
            queue = queues[turn % 2]
            while queue and queue[0] in chosen:
                queue.pop(0)
            if queue:
                chosen.append(queue.pop(0))
            turn += 1
        found.extend(Candidate(option, None, q) for q in chosen)
    return found


def turns(decision, favourite, intent) -> list[Candidate]:
    """At the first of two actions, the heuristic's first action followed by each
    action kind the turn may take next (as the heuristic plays it), and by a run to
    cover: whole turns, where the heuristic would choose its second action only
    when it comes."""
    kinds = [o for o in decision.options if isinstance(o, ChooseAction) and o.action != "bot"]
    return ([Candidate(favourite, intent, None, (o, None)) for o in kinds]
            + [Candidate(favourite, intent, None, (ChooseAction("run"), COVER))])
