"""Hard: a tuned Normal, plus look-ahead.

Hard plays Normal's heuristic with constants tuned by self-play (bots/tuned.py,
tools/tune_normal.py: an ammo cube is worth 0.7 points, not 0.35; a shot is
also worth the points it moves on the boards' ranking; a Teleporter is spent to
shoot from the best square of the board), for every decision. At the choice of
an action it also searches: it samples the cards it cannot see (a game dealt
from its PlayerView: information-set determinisation), plays each candidate
action forward - the rest of its turn and one turn of every other player,
itself by the tuned heuristic, the others as default Normal - and scores the
position reached (``evaluate``). Candidates are compared on the same deals and
seeds (paired); the heuristic's own pick keeps a lead of PRIOR points, so the
search overrides it only on clear evidence (about 1 decision in 20). It is
anytime: the clock is read before every playout step, no step starts unless the
slowest one seen still fits, and an unfinished round is dropped; budget is a
setting (0.2 s in the arena unless ``--thinking``; "Hard thinks" in the window's
Settings, 0.2 s by default; at most 1 s). Everything it looks at comes from its
view.

How strong it is, measured with ``adrenaline arena --bots hard,normal,normal,normal``,
and what the search adds (little so far: its playouts, Normal's shot planning
dominating, give only about ten paired samples per decision at 0.2 s), is in
docs/bots.md with the commands that reproduce it.
"""
from __future__ import annotations

import time

from ..core.choices import ChooseAction
from ..core.numbers import KILLSHOT_DAMAGE
from ..core.rules.scoring import board_values
from ..core.view import PlayerView
from .mode_terms import PLAIN, ModeTerms
from .normal import DEFAULT_WEIGHTS, NormalBot, Weights, payouts
from .ratings import RATINGS
from .tuned import TUNED

DEFAULT_BUDGET = 0.2  # seconds a searched decision may take (a setting; at most 1 s)
MAX_BUDGET = 1.0


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


class HardBot(NormalBot):
    level = "hard"

    def __init__(self, seed: int = 0, budget: float = DEFAULT_BUDGET, weights: Weights = TUNED,
                 search: bool = True, opponents: Weights = DEFAULT_WEIGHTS,
                 rounds: int | None = None, prior: float | None = None,
                 horizon: int | None = None):
        super().__init__(seed, weights)
        self.set_budget(budget)
        self.search = search
        self.opponents = opponents  # how Hard imagines the others play
        self.rounds = rounds  # at most this many rounds of samples (None: until the clock)
        self.prior = PRIOR if prior is None else prior
        self.horizon = HORIZON if horizon is None else int(horizon)
        self.stats = {"searches": 0, "playouts": 0, "overrides": 0}

    def set_budget(self, seconds: float) -> None:
        """The time a searched decision may take (a setting): 0 to 1 s."""
        self.budget = max(0.0, min(float(seconds), MAX_BUDGET))

    def choose(self, view: PlayerView, decision):
        actions = [o for o in decision.options if isinstance(o, ChooseAction)]
        if (self.search and self.budget > 0 and decision.kind == "action"
                and len(decision.options) > 1 and actions):
            favourite, choice = self._search(view, decision)
            if choice != favourite:
                # the shot (or Newton) Normal planned is not the one to make: the
                # stages plan their own when asked (no time spent on it here)
                self.intent = self.push = None
            return choice
        return super().choose(view, decision)

    # -- search -----------------------------------------------------------------------
    def _search(self, view: PlayerView, decision):
        """Paired samples: each round deals one game from the view and plays every
        candidate on it with the same seeds, so the candidates are compared on the
        same luck. Normal's own pick starts with a small lead (PRIOR): the search
        overrides it only on evidence. The clock is read before every playout and
        inside it, so the answer comes on time whatever the position: an
        unfinished round is dropped."""
        start = time.perf_counter()
        deadline = start + self.budget - SAFETY
        options = list(decision.options)
        favourite = NormalBot.choose(self, view, decision)  # plans its shot (self.intent)
        # one step of a playout (one Normal decision) may take tens of ms on a busy
        # board: no step starts unless the slowest seen so far (at first, Normal's
        # own decision here) still fits before the deadline
        self._slowest = time.perf_counter() - start
        totals = {o: 0.0 for o in options}
        rounds = 0
        self.stats["searches"] += 1
        while (time.perf_counter() + self._slowest < deadline
               and (self.rounds is None or rounds < self.rounds)):
            game = view.sample(self.rng)
            seed = self.rng.randrange(1 << 30)
            scores = {}
            for option in options:
                score = self._playout(game.copy(), view.seat, option, seed, deadline)
                if score is None:
                    break
                scores[option] = score
            else:
                for option, score in scores.items():
                    totals[option] += score
                rounds += 1
        self.stats["playouts"] += rounds * len(options)
        if rounds == 0:
            return favourite, favourite
        choice = max(options, key=lambda o: totals[o] / rounds + (self.prior if o == favourite else 0.0))
        self.stats["overrides"] += choice != favourite
        return favourite, choice

    def _playout(self, game, me: int, option, seed: int, deadline: float) -> float | None:
        n = len(game.state.players)
        bots = {seat: NormalBot(seed + seat, self.w if seat == me else self.opponents)
                for seat in range(n)}
        if time.perf_counter() + self._slowest > deadline:
            return None
        game.submit(me, option)
        start_turn = game.state.turn
        for step in range(600):
            d = game.legal()
            if d is None or game.state.turn - start_turn >= self.horizon:
                break
            now = time.perf_counter()
            if now + self._slowest > deadline:
                return None  # out of time: the round is dropped
            game.submit(d.decider, bots[d.decider].choose(_Table(game, d.decider), d))
            self._slowest = max(self._slowest, time.perf_counter() - now)
        return evaluate(game.state, me, self.terms(game))


PRIOR = 4.0  # points of lead for the tuned heuristic's own choice over the search's mean
SAFETY = 0.05  # seconds kept back for answering (a playout step may run past the slowest seen)
HORIZON = 4  # turns played forward after the decision (one round of 4 players)


def evaluate(g, me: int, terms: ModeTerms = PLAIN) -> float:
    """My points, what the boards would pay me now, what the mode's own scoring
    would (Domination: the tracks), and what I hold to score with (weapons by their
    rating, loaded or not, ammo, powerups) - against the best opponent."""
    worth = [float(p.points) + _holdings(p) + extra
             for p, extra in zip(g.players, terms.standing(g))]
    for victim in g.players:
        if not victim.damage:
            continue
        values = board_values(victim.skulls, victim.frenzy_board)
        weight = len(victim.damage) / KILLSHOT_DAMAGE  # a board near its killshot pays soon
        for s, pay in payouts(victim.damage, values).items():
            worth[s] += weight * pay
    best_other = max(w for i, w in enumerate(worth) if i != me)
    return worth[me] - best_other


def _holdings(p) -> float:
    weapons = sum(RATINGS[w][0] * (0.6 if loaded else 0.35) for w, loaded in p.weapons)
    return weapons + 0.35 * sum(p.ammo) + 0.5 * len(p.powerups)
