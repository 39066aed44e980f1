"""What would Hard do? Advice for the seat at a decision, from Hard's own search.

The advice reads only the asking seat's :class:`~..core.view.PlayerView`: every
round deals the cards that seat cannot see at random (``view.sample``), as Hard's
search does (bots/search.py), so it never knows a hidden card.

At the choice of an action the candidates are Hard's (every action as the tuned
heuristic plays it and, for Shoot People, the best shot at each other choice of
targets); at any other decision (a square, a target, a powerup to keep, a Tagback
Grenade) every option is a candidate (at most ``MAX_OPTIONS``). Each round plays
every candidate on the same deal with the same seeds, to the end of one round of
turns, and scores the position reached (``search.evaluate``); the heuristic's own
pick keeps a lead (``PRIOR`` at an action, as Hard plays; ``PRIOR_STEP`` elsewhere).

The reasons are identities (kind, arguments), made from what the playouts of the
advised candidate did in most rounds - who it kills, what it grabs, how much
damage the seat takes after it against the other options - and the runner-up's
main outcome; ``words/advice.py`` words them.

- ``("kill", seat, points)``: the advice's shot kills that player, ``points``
  scored from that board on the way (the killshot's turn);
- ``("overkill", seat)``: ... with the 12th damage (the overkill);
- ``("damage", seat, n, total)``: n damage to that player, who then has ``total``;
- ``("marks", seat, n)``; ``("tagback", seat)``: a Tagback Grenade's mark on the shooter;
- ``("gains_weapon", name)``; ``("tags_spawnpoint", colour)`` (Domination);
  ``("takes_turret", square)`` (Turret mode);
- ``("escapes_danger", n)``: about ``n`` damage less taken over the round than after
  the next best option;
- ``("ahead", points)``: how far the advice leads the runner-up, in points of the
  evaluation; for the runner-up, ``("behind", points)``;
- ``("first_thought",)``: no round finished in time: the tuned heuristic's pick.
"""

from __future__ import annotations

import random
import time
from collections import Counter

import attrs

from ..core.choices import ChooseAction
from ..core.numbers import KILLSHOT_DAMAGE, MAX_DAMAGE
from .hard import VALUATION, HardBot
from .modes import bots_of
from .normal import NormalBot
from .search import Candidate, OutOfTime, _Me, _Table, _Them, candidates, evaluate

BUDGET = 1.0  # seconds the advice may take ("within a second")
SAFETY = 0.1  # seconds kept back for answering (the words, the highlight)
MAX_OPTIONS = 12  # candidates at a decision other than an action's
PRIOR = 2.0  # as Hard: its heuristic's pick of an action keeps this lead
PRIOR_STEP = 0.5  # elsewhere (Hard plays its heuristic there): a tie goes to it
DANGER = 1.0  # damage less taken over the round that counts as a reason
MARK = 0.3  # a mark, for its giver, in the advice's evaluation (a Tagback Grenade's worth)
ADVICE_VALUATION = attrs.evolve(VALUATION, mark=MARK)


@attrs.frozen
class Advice:
    """The advised option (one of the decision's own), the shot's weapon when the
    option is Shoot People with a shot in mind, the reasons (identities), the
    runner-up and its main outcome (or None), and how many rounds were played."""

    option: object
    weapon: str | None
    reasons: tuple
    other: object | None = None
    other_weapon: str | None = None
    other_reasons: tuple = ()
    rounds: int = 0
    kind: str = ""  # the decision's kind ("action", "spawn"...), for the words


@attrs.define
class _Tally:
    """What a candidate's playouts did, over the rounds."""

    scores: list = attrs.Factory(list)
    taken: list = attrs.Factory(list)  # damage the seat took after its own part
    facts: Counter = attrs.Factory(Counter)


def advise(view, decision, budget: float = BUDGET, seed: int = 0,
           rounds: int | None = None) -> Advice:
    """Hard's advice for ``view.seat`` at ``decision`` (whose decider it is), within
    ``budget`` seconds (``rounds``: at most that many rounds, for tests)."""
    start = time.perf_counter()
    deadline = start + max(budget - SAFETY, 0.05)
    bot = HardBot(seed, budget=min(budget, 1.0), squares=0)  # its playouts follow no square (_playout)
    bot.w = bot.by_mode.get(view.setup.mode, bot.weights)
    bot.deadline = deadline
    if decision.kind == "action" and any(isinstance(o, ChooseAction) for o in decision.options):
        favourite = NormalBot.choose(bot, view, decision)
        intent = bot.intent
        try:
            found = candidates(bot, view, decision, favourite, intent)
        except OutOfTime:
            found = [Candidate(favourite, intent)]
        prior = PRIOR
    else:
        favourite = bot.choose(view, decision)
        intent = bot.intent
        others = [o for o in decision.options if o != favourite]
        rng = random.Random(seed)
        if len(others) >= MAX_OPTIONS:
            others = rng.sample(others, MAX_OPTIONS - 1)
        found = [Candidate(favourite, intent)] + [Candidate(o, None) for o in others]
        prior = PRIOR_STEP
    mine = Candidate(favourite, intent)
    if mine not in found:
        found.insert(0, mine)
    tallies = {c: _Tally() for c in found}
    played = 0
    rng = random.Random(seed)
    while (len(found) > 1 or played == 0) and time.perf_counter() < deadline \
            and (rounds is None or played < rounds):
        game = view.sample(rng)
        playout_seed = rng.randrange(1 << 30)
        try:
            results = [_playout(bot, game.copy(), view.seat, c, playout_seed, deadline)
                       for c in found]
        except OutOfTime:
            break
        for c, (score, taken, facts) in zip(found, results):
            t = tallies[c]
            t.scores.append(score)
            t.taken.append(taken)
            t.facts.update(_summary(facts))
        played += 1
    if played == 0:
        return Advice(favourite, _weapon(mine), (("first_thought",),), rounds=0,
                      kind=decision.kind)

    def mean(c) -> float:
        return sum(tallies[c].scores) / played + (prior if c == mine else 0.0)

    ranked = sorted(found, key=mean, reverse=True)
    best = ranked[0]
    other = next((c for c in ranked[1:] if c.option != best.option or c.intent != best.intent), None)
    reasons = list(_facts(tallies[best], played))
    if other is not None:
        avoided = (sum(tallies[other].taken) - sum(tallies[best].taken)) / played
        if avoided >= DANGER and not any(r[0] == "escapes_danger" for r in reasons):
            reasons.append(("escapes_danger", round(avoided)))
        lead = (sum(tallies[best].scores) - sum(tallies[other].scores)) / played
        if lead >= 0.5 and not reasons:
            reasons.append(("ahead", round(lead, 1)))
    other_reasons: tuple = ()
    if other is not None:  # what the runner-up does that the advice does not, else its lag
        told = {r[:2] for r in reasons}
        distinct = [f for f in _facts(tallies[other], played) if f[:2] not in told]
        lag = (sum(tallies[best].scores) - sum(tallies[other].scores)) / played
        other_reasons = (distinct[0],) if distinct else (("behind", round(lag, 1)),) if lag >= 0.5 else ()
    return Advice(best.option, _weapon(best), tuple(reasons),
                  other.option if other is not None else None,
                  _weapon(other) if other is not None else None, other_reasons, played,
                  decision.kind)


def _weapon(c: Candidate | None) -> str | None:
    if c is None or c.intent is None or not isinstance(c.option, ChooseAction):
        return None
    return c.intent[1]


ORDER = ("kill", "overkill", "tagback", "takes_turret", "tags_spawnpoint", "gains_weapon",
         "damage", "marks")


def _facts(tally: _Tally, played: int) -> list[tuple]:
    """The outcomes seen in at least half the rounds, the weightiest first (one per
    kind and player; a weapon, a turret, a track: the likeliest one)."""
    common = [f for f, n in tally.facts.items() if 2 * n >= played]
    common.sort(key=lambda f: (ORDER.index(f[0]), -tally.facts[f]))
    kept: list[tuple] = []
    seen: set = set()
    killed = {f[1] for f in common if f[0] == "kill"}
    for f in common:
        key = f[:2] if f[0] in ("kill", "overkill", "damage", "marks", "tagback") else f[:1]
        if key in seen or (f[0] in ("damage", "marks") and f[1] in killed):
            continue
        seen.add(key)
        kept.append(f)
    return kept[:3]


def _playout(bot, game, me: int, candidate: Candidate, seed: int, deadline: float):
    """(the position's evaluation after one round, the damage ``me`` took after its
    own part, the facts of its own part: see the module's docstring)."""
    n = game.state.seats
    bots = {seat: _Me(seed + seat, bot.w, bot.own_terms) if seat == me
            else _Them(seed + seat, bot.opponents) for seat in range(n)}
    for b in bots.values():
        b.deadline = deadline
    bots[me].intent = candidate.intent
    start_turn = game.state.turn
    g = game.state
    damage = [len(p.damage) for p in g.players]
    facts: list[tuple] = []
    mine = True  # the seat's own part: until another seat decides in another turn
    taken = 0
    fact_of = bots_of(game.mode.name).advice_fact  # the mode's own events' facts
    events = game.submit(me, candidate.option)
    for _ in range(600):
        for e in events:
            taken += _note(e, me, damage, facts if mine else None, fact_of)
        d = game.legal()
        if d is None or game.state.turn - start_turn >= n:
            break
        if mine and (game.state.turn != start_turn or d.decider != me):
            mine = False
            taken = 0
        if time.perf_counter() > deadline:
            raise OutOfTime
        events = game.submit(d.decider, bots[d.decider].choose(_Table(game, d.decider), d))
    score = evaluate(game.state, me, bot.terms(game), ADVICE_VALUATION)
    return score, taken, facts


def _note(e, me: int, damage: list[int], facts: list | None, fact_of) -> int:
    """Follow one event: the damage count of every board, the facts of my part
    (``facts`` None: past it); the damage it gave me."""
    kind = type(e).__name__
    if kind == "Damaged":
        before = damage[e.target]
        damage[e.target] = after = min(before + e.amount, MAX_DAMAGE)
        if facts is not None and e.shooter == me and e.target != me and e.amount:
            if before < KILLSHOT_DAMAGE <= after:
                facts.append(("kill", e.target))
            if before < MAX_DAMAGE <= after:
                facts.append(("overkill", e.target))
            facts.append(("damage", e.target, before, after))
        return e.amount if e.target == me else 0
    if kind == "PlayerDied":
        damage[e.player] = 0
    elif facts is None:
        return 0
    elif kind == "PointsScored" and e.player == me and e.victim >= 0:
        facts.append(("points", e.victim, e.points))
    elif kind == "Marked" and e.giver == me and e.target != me:
        facts.append(("tagback", e.target) if e.why == "tagback" else ("marks", e.target, e.count))
    elif kind == "WeaponGrabbed" and e.player == me:
        facts.append(("gains_weapon", e.weapon))
    elif (fact := fact_of(e, me)) is not None:
        facts.append(fact)
    return 0


def _summary(raw: list[tuple]) -> set[tuple]:
    """One playout's facts as the reasons say them: a kill with the points its board
    paid me, the damage to each player from where it stood to where my part left it
    (none to a player it killed), the marks each."""
    points: Counter = Counter()
    marks: Counter = Counter()
    hit: dict[int, list[int]] = {}
    out: set[tuple] = set()
    for f in raw:
        if f[0] == "points":
            points[f[1]] += f[2]
        elif f[0] == "marks":
            marks[f[1]] += f[2]
        elif f[0] == "damage":
            first, _last = hit.get(f[1], (f[2], f[3]))
            hit[f[1]] = [first, f[3]]
    killed = {f[1] for f in raw if f[0] == "kill"}
    for f in raw:
        if f[0] == "kill":
            out.add(("kill", f[1], points[f[1]]))
        elif f[0] not in ("points", "marks", "damage"):
            out.add(f)
    for seat, (first, last) in hit.items():
        if seat not in killed and last > first:
            out.add(("damage", seat, last - first, last))
    for seat, n in marks.items():
        out.add(("marks", seat, n))
    return out
