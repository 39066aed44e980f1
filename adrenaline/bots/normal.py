"""Normal: a fast heuristic player.

It weighs whole plans rather than single clicks. For Shoot People it lists every
complete, payable way to fire each loaded card (from every square the action
lets it move to first) and scores what each does: damage towards a kill and a
good share of a board's points, marks, first blood, killshot and overkill, less
the cubes spent. Grab Stuff is scored by what the ammo or the weapon is worth;
Run Around by how many targets the new square puts in reach and how exposed it
is. The best action wins; inside it the bot follows the plan it chose. Every
choice is one of the core's options; the bot only sees its PlayerView.

The shots are planned at the core's whole target table (Domination adds the
spawnpoints), and what the mode adds to the evaluation - a target that is no
figure, the square the turn ends on, the overkill token's track, in Turret mode the
routes (the turret damage along them) and the turrets to commandeer - comes from the
mode's terms (bots/mode_terms.py).
"""

from __future__ import annotations

import random
import time

from ..core.choices import DONE, SKIP, MoveTo
from ..core.view import PlayerView
from .mode_terms import ModeTerms
from .normal_stages import Stages
from .normal_values import Values, _moves, payout_change, payouts
from .normal_weights import CUBE, DEFAULT_WEIGHTS, POWERUP_WORTH, Weights


class NormalBot(Values, Stages):
    """Normal: what things are worth is :class:`.normal_values.Values`'s, the answer at
    each kind of decision :class:`.normal_stages.Stages`'; the constants are
    :class:`.normal_weights.Weights`."""

    level = "normal"

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT_WEIGHTS,
                 terms: dict[str, ModeTerms] | None = None):
        self.rng = random.Random(seed)
        self.w = weights
        self.own_terms = terms or {}  # a mode's name -> terms of my own (Hard's), else the mode's
        self.intent: tuple | None = None  # (square or None, weapon, tokens) of the shot chosen
        self.push: tuple | None = None  # (target, square) of the Newton chosen
        self._modes: dict = {}  # setup -> (the mode, its evaluation terms)
        self.deadline: float | None = None  # set by a caller on a clock (Hard): see _late
        self._base: tuple | None = None  # (view, _shot_base's answer) for this decision
        self._route_terms: ModeTerms | None = None  # the terms, where routes matter
        self._tiles_known: dict = {}

    def _late(self) -> bool:
        """Past the deadline a caller set: the shots not yet weighed are left out
        (the best found so far is played). A search's playout bots stop instead."""
        return self.deadline is not None and time.perf_counter() > self.deadline

    # -- the decision ---------------------------------------------------------------------
    def choose(self, view: PlayerView, decision):
        self._base = None  # the table changes between decisions, never during one
        self._tiles_known = {}  # (seat, tiles) -> _tiles_worth, this decision
        kind = decision.kind
        options = decision.options
        handler = getattr(self, f"_{kind}", None)
        choice = handler(view, decision) if handler else None
        if choice is None or choice not in options:
            choice = self._fallback(options)
        if isinstance(choice, MoveTo) and self._routes_matter(view):
            choice = self._best_route(view, decision, choice)
        return choice

    def _fallback(self, options):
        for preferred in (DONE, SKIP):
            if preferred in options:
                return preferred
        return options[0]


# named here too for their callers (Hard, its search, the tuning tool, the tests)
__all__ = ["CUBE", "DEFAULT_WEIGHTS", "POWERUP_WORTH", "NormalBot", "Weights", "_moves", "payout_change",
           "payouts"]
