"""Hard: a tuned Normal that searches its turns.

Hard plays Normal's heuristic with constants tuned by self-play (bots/tuned.py,
tools/tune_normal.py: an ammo cube is worth 0.7 points, not 0.35; a shot is
also worth the points it moves on the boards' ranking; a Teleporter is spent to
shoot from the best square of the board), for every decision. At the choice of
an action it also searches whole first actions - which action, for Shoot
People which shot at which targets, for a Run or a Grab which square - over
deals of the cards it cannot see (bots/search.py: information-set search by
determinisation, paired samples, the heuristic's pick as prior and its score as
evaluation, the candidates that cannot beat that pick dropped as the rounds
tell; issue 39: two other squares for a Run or a Grab, SQUARES). A playout's
end is scored by a model fitted to self-play where the mode has one
(EVALUATION, bots/fitted.py: Domination, and games with the rulebook's bot);
with the bot it also searches where the bot moves and whom it shoots (STEPS).
Everything it looks at comes from its view.

It keeps its time: the budget is a setting (0.2 s in the arena unless
``--thinking``; "Hard thinks" in the window's Settings, 0.2 s by default; at
most 1 s); every answer, searched or not, is given by the budget less SAFETY:
the heuristic weighs no shot past it (the best found so far is played) and the
search drops an unfinished round. It answers sooner when its race is decided.

How strong it is, measured with ``adrenaline arena --bots hard,normal,normal,normal``,
and what the search adds, is in docs/bots.md with the commands that reproduce it.
"""
from __future__ import annotations

import time

from ..core.choices import ChooseAction
from ..core.view import PlayerView
from .normal import DEFAULT_WEIGHTS, NormalBot, Weights
from .fitted import WITH_BOT, model_for
from .modes import bots_of
from .search import Candidate, ShotFollower, Valuation, evaluate, search
from .tuned import HARD_TERMS, TUNED, TUNED_BY_MODE

DEFAULT_BUDGET = 0.2  # seconds a searched decision may take (a setting; at most 1 s)
MAX_BUDGET = 1.0

PRIOR = 2.0  # points of lead for the tuned heuristic's own choice over the search's mean
RACE = 2.0  # standard errors: a rival that far short of the prior leaves the search's race
SAFETY = 0.04  # seconds kept back for answering: on a loaded machine a step past the
# deadline (a sample dealt, a card's plans, a submit) may take tens of ms
HORIZON = None  # turns played forward after the decision (None: one round, a turn of
# every player, whatever their number)
# how a playout's end is scored (bots/search.py): the killshot track counts as the final
# scoring would pay it now (59.5% against 54.0% without, 400 arena games on the same
# seeds; also counting half of a board's payout whatever its damage: 46.8%; docs/bots.md)
VALUATION = Valuation(track=1.0)
STEPS: tuple[str, ...] = ("neutral_move", "neutral_target")  # other decisions searched
# option by option: where the rulebook's bot moves and whom it shoots (only with the bot;
# "spawn", where to respawn, and "tagback" were screened and not kept; docs/bots.md, issue 39)
STEP_PRIOR = 0.5  # the heuristic's lead at those
# how the look-ahead scores a playout's end: "hand" (search.evaluate with VALUATION),
# "fitted" (the mode's model fitted to self-play, bots/fitted.py, where it has one; the
# hand-made one elsewhere) or "fitted:NAME" (a named table, for screens). Domination has
# its table (73.9% against 65.1% over 400 paired screen games; docs/bots.md); Deathmatch's
# and Turret mode's fitted tables measured no gain, so they are shipped under other names
# (screened-*) and those modes keep the hand-made evaluation; with the rulebook's bot,
# Deathmatch's own table fitted to such games (margin +0.76, CI +0.04 to +1.48, wins the
# same, 300 paired screen games)
EVALUATION = "fitted"
SQUARES = 2  # other squares searched for a Run or a Grab (bots/followers.py destinations;
# screened in docs/bots.md, issue 39)


class HardBot(ShotFollower):
    level = "hard"

    def __init__(self, seed: int = 0, budget: float = DEFAULT_BUDGET, weights: Weights = TUNED,
                 search: bool = True, opponents: Weights = DEFAULT_WEIGHTS,
                 rounds: int | None = None, prior: float | None = None,
                 horizon: int | None = None, valuation: Valuation = VALUATION,
                 race: float | None = RACE, terms: dict | None = None,
                 steps: tuple[str, ...] = STEPS, step_prior: float = STEP_PRIOR,
                 evaluation: str = EVALUATION, squares: int = SQUARES, turns: bool = False):
        # its own mode terms (bots.modes.<name>.HARD_TERMS) unless given others
        super().__init__(seed, weights, dict(HARD_TERMS) if terms is None else terms)
        self.weights = weights
        # the tuned constants of a mode that has its own (only with the tuned weights)
        self.by_mode = TUNED_BY_MODE if weights is TUNED else {}
        self.set_budget(budget)
        self.search = search
        self.opponents = opponents  # how Hard imagines the others play
        self.rounds = rounds  # at most this many rounds of samples (None: until the clock)
        self.prior = PRIOR if prior is None else prior
        self.horizon = HORIZON if horizon is None else int(horizon)  # None: one round
        self.valuation = valuation
        self.race = race  # None: every candidate is played until the clock
        self.steps = tuple(steps)  # decisions other than an action's where each option is searched
        self.step_prior = step_prior  # the heuristic's lead there
        self.squares = int(squares)  # other squares a Run or a Grab may go to, searched
        self.turns = bool(turns)  # whole turns searched at the first action (followers.turns)
        self.stats = {"searches": 0, "playouts": 0, "overrides": 0}
        self.evaluation = evaluation
        self.fitted = None  # the fitted model the look-ahead scores with, if any

    def _fitted(self, view: PlayerView):
        """The fitted model the look-ahead scores with: the one the mode's bots part names
        (``FITTED``, ``FITTED_WITH_BOT`` with the rulebook's bot), or for a screen the table
        ``evaluation="fitted:NAME"`` names (NAME + WITH_BOT with the bot, where fitted)."""
        bot = view.state.neutral is not None
        named = self.evaluation.partition(":")[2]
        if named:
            return (bot and model_for(named + WITH_BOT)) or model_for(named)
        part = bots_of(view.setup.mode)
        name = (bot and getattr(part, "FITTED_WITH_BOT", None)) or getattr(part, "FITTED", None)
        return model_for(name) if name else None

    def set_budget(self, seconds: float) -> None:
        """The time a searched decision may take (a setting): 0 to 1 s."""
        self.budget = max(0.0, min(float(seconds), MAX_BUDGET))

    def choose(self, view: PlayerView, decision):
        self.w = self.by_mode.get(view.setup.mode, self.weights)
        if self.evaluation != "hand":
            self.fitted = self._fitted(view)
        start = time.perf_counter()
        self.deadline = start + max(self.budget - SAFETY, 0.0) if self.budget > 0 else None
        if (self.search and self.budget > 0 and decision.kind == "action"
                and len(decision.options) > 1
                and any(isinstance(o, ChooseAction) for o in decision.options)):
            favourite = NormalBot.choose(self, view, decision)  # plans its shot (self.intent)
            choice = search(self, view, decision, favourite, self.intent, self.deadline)
            self.goal = choice.goal  # a square chosen for a Run or a Grab, if any
            if choice.option != favourite or choice.intent != self.intent:
                # the shot (or Newton) Normal planned is not the one to make: the
                # stages follow the candidate's shot, or plan their own when asked
                self.intent, self.push = choice.intent, None
            return choice.option
        if (self.search and self.budget > 0 and decision.kind in self.steps
                and len(decision.options) > 1):
            favourite = super().choose(view, decision)
            found = [Candidate(favourite, self.intent)] + [
                Candidate(o, None) for o in decision.options if o != favourite]
            prior, self.prior = self.prior, self.step_prior
            try:
                choice = search(self, view, decision, favourite, self.intent, self.deadline, found)
            finally:
                self.prior = prior
            if choice.option != favourite:
                self.intent, self.push = None, None
            return choice.option
        return super().choose(view, decision)


__all__ = ["HardBot", "evaluate"]
