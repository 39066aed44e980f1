"""Hard's search over whole turns, on deals sampled from its own view.

Information-set search by determinisation (Cowling et al. 2012): Hard cannot see
the others' powerups nor the decks, so each round of the search deals them at
random from its PlayerView (``view.sample``: a game consistent with all it
knows) and plays every candidate forward on that same deal, with the same seeds
(paired samples: the candidates are compared on the same luck).

A candidate is a whole first action, not only its kind: every option of the
action decision as the heuristic would play it, plus, for Shoot People, the
best shot at each other choice of targets (``SHOTS`` in all: a shot at a
nearer kill or at the leader may pay more over a round than the one the
heuristic's points prefer). A playout plays the rest of Hard's turn by the tuned
heuristic, following the candidate's shot, then one turn of every other player
as default Normal (how the others play, as far as Hard can tell), and scores the
position reached (:func:`evaluate`). The heuristic's own pick keeps a lead of
``prior`` points: the search overrides it only on evidence. The candidates race
(successive elimination): a rival that the rounds so far show, with a margin, to
fall short of that lead is dropped, and the search ends when none is left.

The clock: every bot inside a playout reads it between cards and every 64 shot
plans, and stops the playout when the deadline has passed (:class:`OutOfTime`);
the unfinished round is dropped. No step of a playout can so run past the
deadline by more than one card's plans (a few ms).
"""

from __future__ import annotations

import gc
import threading
import time

import attrs

from ..core.choices import END_TURN, ChooseAction
from ..core.numbers import KILLSHOT_DAMAGE, KILLSHOT_TRACK_VALUES, LEAST_POINTS
from ..core.rules.scoring import board_values, ranked
from .followers import Candidate, ShotFollower, destinations, turns
from .mode_terms import PLAIN, ModeTerms
from .normal import NormalBot, _moves, payouts
from .ratings import RATINGS

SHOTS = 5  # Shoot People candidates: the heuristic's best shot and the best at other targets
# (5 against 3, with the race: 63.75% against 61.6% in 800 paired arena games; docs/bots.md)
RACE_FROM = 4  # rounds played before a rival may be dropped from the race
# objects made between the cycle collector's passes while a search runs (Python's default
# is 700): a playout makes and drops many, few of them in cycles, and each pass that
# reaches the oldest generation walks the whole program's objects (docs/engine-speed.md)
SEARCH_GC_THRESHOLD = 20_000


class OutOfTime(Exception):
    """A playout reached the search's deadline: its round is dropped."""


class _Timed:
    """A bot inside a playout: past the deadline it stops the playout."""

    def _late(self) -> bool:
        if time.perf_counter() > self.deadline:
            raise OutOfTime
        return False


class _Them(_Timed, NormalBot):
    """Another player inside a playout: Normal."""


class _Me(_Timed, ShotFollower):
    """Hard inside a playout: its candidate's shot, then the tuned heuristic."""


class _Table:
    """What a bot inside a playout looks at: the imagined game itself. The
    playout game was dealt from Hard's own view (``view.sample``), so nothing in
    it comes from the real game; copying it once more per decision (as a real
    PlayerView does) would only cost time."""

    __slots__ = ("names", "seat", "setup", "state")

    def __init__(self, game, seat: int):
        self.state = game.state
        self.seat = seat
        self.names = game.names
        self.setup = game.setup


def candidates(bot: NormalBot, view, decision, favourite, intent) -> list[Candidate]:
    """Every option as the heuristic plays it (ending the turn early only if it is
    the heuristic's pick); for Shoot People also the best shot at each other set
    of targets (the SHOTS best in all). With ``bot.squares`` (K) also the K best
    other squares of a Run or a Grab (:func:`.followers.destinations`) and, when the
    shots all stand on one square, the best shot from each of the K best others.
    With ``bot.turns``, at the first of two actions, whole turns: the heuristic's
    first action and each next action (:func:`.followers.turns`)."""
    # ending the turn with actions left is searched only when the heuristic would:
    # a round's evaluation undervalues what an action's damage will pay later
    # (searched, it chose to end the turn early in 1 decision of 12, and lost)
    found = [Candidate(o, intent if o == favourite else None) for o in decision.options
             if o != END_TURN or o == favourite]
    spread = getattr(bot, "squares", 0)
    if spread:
        found += destinations(bot, view, decision, spread)
    if getattr(bot, "turns", False) and view.state.actions_left == 2:
        found += turns(decision, favourite, intent)
    shoot = next((o for o in decision.options
                  if isinstance(o, ChooseAction) and o.action == "shoot"), None)
    if shoot is None:
        return found
    g = view.state
    me = view.seat
    moves, reload_first = _moves(g, me, "shoot")
    squares = g.board.within(g.players[me].square, 0, moves)
    by_targets: dict = {}
    by_square: dict = {}  # the best shot from each square
    for value, square, weapon, tokens, plan in bot._shots(view, squares, reload_first,
                                                          end=g.actions_left == 1):
        targets = frozenset(seat for _, seat, _ in plan.shot.outcomes if seat != me)
        if targets not in by_targets or value > by_targets[targets][0]:
            by_targets[targets] = (value, (square, weapon, tokens))
        if spread and (square not in by_square or value > by_square[square][0]):
            by_square[square] = (value, (square, weapon, tokens))
    best = sorted(by_targets.values(), key=lambda x: -x[0])[:SHOTS]
    shared = {shot[0] for _, shot in best}
    if spread and len(shared) == 1:  # every shot from one square: some from elsewhere
        others = [x for q, x in by_square.items() if q not in shared]
        best += sorted(others, key=lambda x: -x[0])[:spread]
    planned = intent if favourite == shoot else None
    for _, shot in best:
        if shot != planned:
            found.append(Candidate(shoot, shot))
    return found


def search(bot, view, decision, favourite, intent, deadline: float,
           found: list[Candidate] | None = None) -> Candidate:
    """:func:`_search`, with the cycle collector's passes made rarer meanwhile
    (:class:`_QuietCollector`)."""
    with _QUIET:
        return _search(bot, view, decision, favourite, intent, deadline, found)


class _QuietCollector:
    """While any search runs (in any thread), the collector passes every
    ``SEARCH_GC_THRESHOLD`` objects made, and what the program held before is frozen
    out of its passes (it outlives the search); the first search to start changes
    that, the last to end puts it back. Nothing is changed where the collector is
    off or someone froze objects of their own."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running = 0
        self.kept: tuple | None = None  # the threshold to put back
        self.frozen = False

    def __enter__(self) -> None:
        with self.lock:
            self.running += 1
            if self.running > 1:
                return
            kept = gc.get_threshold()
            if gc.isenabled() and 0 < kept[0] < SEARCH_GC_THRESHOLD:
                self.kept = kept
                gc.set_threshold(SEARCH_GC_THRESHOLD, *kept[1:])
            self.frozen = gc.isenabled() and gc.get_freeze_count() == 0
            if self.frozen:
                gc.freeze()

    def __exit__(self, *exc) -> None:
        with self.lock:
            self.running -= 1
            if self.running:
                return
            if self.frozen:
                gc.unfreeze()
                self.frozen = False
            if self.kept is not None:
                gc.set_threshold(*self.kept)
                self.kept = None


_QUIET = _QuietCollector()


def _search(bot, view, decision, favourite, intent, deadline: float,
            found: list[Candidate] | None = None) -> Candidate:
    """The candidate with the best mean score over paired rounds until the deadline
    (the heuristic's own pick, ``Candidate(favourite, intent)``, with a lead of
    ``bot.prior`` points; it is the answer when no round finished).

    A race (``bot.race``: how many standard errors): from ``RACE_FROM`` rounds on, a
    rival whose paired lead over the heuristic's pick is, by that margin, below the
    prior it must beat is dropped, so that the rounds left go to the rivals that may
    still win; when none is left the heuristic's pick is the answer at once.

    ``found``: the candidates, if not the action's (Hard's searched steps: each option)."""
    mine = Candidate(favourite, intent)
    try:
        options = candidates(bot, view, decision, favourite, intent) if found is None else found
    except OutOfTime:
        return mine
    rivals = [c for c in options if c != mine]
    leads: dict[Candidate, list[float]] = {c: [] for c in rivals}  # paired, a round each
    rounds = 0
    while rivals and time.perf_counter() < deadline and (bot.rounds is None or rounds < bot.rounds):
        game = view.sample(bot.rng)
        seed = bot.rng.randrange(1 << 30)
        try:
            base = playout(bot, game.copy(), view.seat, mine, seed, deadline)
            scores = [playout(bot, game.copy(), view.seat, c, seed, deadline) for c in rivals]
        except OutOfTime:
            break
        bot.stats["playouts"] += 1 + len(rivals)
        for c, score in zip(rivals, scores):
            leads[c].append(score - base)
        rounds += 1
        if bot.race is not None and rounds >= RACE_FROM:
            rivals = [c for c in rivals if not _behind(leads[c], bot.prior, bot.race)]
    bot.stats["searches"] += 1
    if rounds == 0:
        return mine
    # the rivals still in the race have a lead for every round played
    best = max(rivals, key=lambda c: sum(leads[c]), default=None)
    if best is None or sum(leads[best]) / rounds <= bot.prior:
        return mine
    bot.stats["overrides"] += 1
    return best


def _behind(leads: list[float], prior: float, margin: float) -> bool:
    """Whether the mean lead, ``margin`` standard errors up, is still short of ``prior``."""
    n = len(leads)
    mean = sum(leads) / n
    spread = sum((x - mean) ** 2 for x in leads) / (n - 1)
    return mean + margin * (spread / n) ** 0.5 < prior


def playout(bot, game, me: int, candidate: Candidate, seed: int, deadline: float) -> float:
    """Play ``candidate`` and ``bot.horizon`` turns on from it (None: one round, to
    the start of my next turn; Hard by its own weights, the others as
    ``bot.opponents``); the position's :func:`evaluate`."""
    n = game.state.seats  # the seats take turns; the rulebook's bot has none
    horizon = bot.horizon or n
    bots = {seat: _Me(seed + seat, bot.w, bot.own_terms) if seat == me else _Them(seed + seat, bot.opponents)
            for seat in range(n)}
    for b in bots.values():
        b.deadline = deadline
    bots[me].intent = candidate.intent
    bots[me].goal = candidate.goal
    bots[me].then = candidate.then
    game.submit(me, candidate.option)
    start_turn = game.state.turn
    for _ in range(600):
        d = game.legal()
        if d is None or game.state.turn - start_turn >= horizon:
            break
        if time.perf_counter() > deadline:
            raise OutOfTime
        game.submit(d.decider, bots[d.decider].choose(_Table(game, d.decider), d))
    fitted = getattr(bot, "fitted", None)  # a fitted evaluation (bots/fitted.py), if Hard plays one
    if fitted is not None:
        return fitted.evaluate(game.state, me, bot.terms(game))
    return evaluate(game.state, me, bot.terms(game), bot.valuation)


@attrs.frozen
class Valuation:
    """The constants of :func:`evaluate`, in points (``Valuation()``: as the search
    was first measured; Hard plays ``VALUATION``)."""

    sure: float = 0.0  # share of a board's payout counted whatever its damage; the rest
    # grows with the damage ("Any damage ... final scoring: score all boards that still
    # have damage tokens": damage always pays, but its rank may still be taken)
    track: float = 0.0  # share of the killshot track's payout now (Deathmatch)
    loaded: float = 0.6  # a loaded weapon, per point of its rating
    unloaded: float = 0.35  # an unloaded one
    cube: float = 0.35  # an ammo cube
    powerup: float = 0.5  # a powerup
    mark: float = 0.0  # a mark, for its giver (the advice counts them; Hard: 0)


def evaluate(g, me: int, terms: ModeTerms = PLAIN, v: Valuation = Valuation()) -> float:
    """My points, what the boards would pay me now, what the mode's own scoring
    would (Deathmatch: the killshot track; Domination: the tracks; Turret mode: the
    turrets), and what I hold to score with (weapons by their rating, loaded or not,
    ammo, powerups) - against the best opponent."""
    worth = [float(p.points) + _holdings(p, v) + extra
             for p, extra in zip(g.players, terms.standing(g))]
    for victim in g.players:
        if not victim.damage:
            continue
        values = board_values(victim.skulls, victim.frenzy_board)
        # a board near its killshot pays soon
        weight = v.sure + (1.0 - v.sure) * len(victim.damage) / KILLSHOT_DAMAGE
        for s, pay in payouts(victim.damage, values).items():
            worth[s] += weight * pay
    if v.mark:
        for victim in g.players:
            for giver, count in enumerate(victim.marks):
                if count and giver < len(worth):
                    worth[giver] += v.mark * count
    if v.track and g.killshot_track:
        for s, pay in track_payouts(g.killshot_track).items():
            if s < len(worth):
                worth[s] += v.track * pay
    # against the best other seat: the rulebook's bot (a figure after the seats) never wins
    best_other = max(w for i, w in enumerate(worth[:g.seats]) if i != me)
    return worth[me] - best_other


def track_payouts(track) -> dict[int, int]:
    """What the killshot track would pay now: "Score most damage on the killshot
    track as you score a player board" (``KILLSHOT_TRACK_VALUES``, then at least
    ``LEAST_POINTS``)."""
    tokens = [seat for space in track for seat in space]
    return {s: KILLSHOT_TRACK_VALUES[rank] if rank < len(KILLSHOT_TRACK_VALUES) else LEAST_POINTS
            for rank, s in enumerate(ranked(tokens))}


def _holdings(p, v: Valuation) -> float:
    weapons = sum(RATINGS[w][0] * (v.loaded if loaded else v.unloaded) for w, loaded in p.weapons)
    return weapons + v.cube * sum(p.ammo) + v.powerup * len(p.powerups)
