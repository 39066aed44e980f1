"""Easy: legal, sensible, simple moves a new player can beat.

It prefers shooting to grabbing to running, fires at whoever it can hit, keeps
its powerups for spawning on the spawnpoint nearest the action, and otherwise
picks at random among the options of the kind it prefers; where routes matter
(Turret mode) it walks the cheapest route to the square it picked.
"""

from __future__ import annotations

import random

from ..core.choices import (
    ChooseAction, Decision, Discard, Done, EndTurn, Pay, PickEffect, PickTarget, Reload, Skip,
    UsePowerup,
)
from ..core.view import PlayerView
from .routing import cheapest_route

ACTION_ORDER = {"shoot": 0, "grab": 1, "run": 2, "bot": 3}  # the bot action (rulebook) last


class EasyBot:
    level = "easy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self._modes: dict = {}  # setup -> its mode

    def choose(self, view: PlayerView, decision: Decision):
        choice = self._choose(view, decision)
        mode = self._modes.get(view.setup)
        if mode is None:
            mode = self._modes[view.setup] = view.setup.make_mode()
        return cheapest_route(view, mode, decision, choice)

    def _choose(self, view: PlayerView, decision: Decision):
        options = decision.options
        kind = decision.kind
        if kind == "action":
            actions = [o for o in options if isinstance(o, ChooseAction)]
            if actions:
                return min(actions, key=lambda o: (ACTION_ORDER[o.action], self.rng.random()))
            return next(o for o in options if isinstance(o, EndTurn))
        if kind in ("reload", "shoot_reload"):
            reloads = [o for o in options if isinstance(o, Reload)]
            return reloads[0] if reloads else options[-1]
        if kind == "tagback":
            return next((o for o in options if isinstance(o, UsePowerup)), options[0])
        if kind == "scope":
            return next((o for o in options if not isinstance(o, Done)), options[-1])
        if kind == "spawn":
            return self.rng.choice([o for o in options if isinstance(o, Discard)])
        if kind == "pay":
            # keep powerups: pay with cubes when it can
            return min(options, key=lambda o: len(o.powerups) if isinstance(o, Pay) else 9)
        if kind == "shoot_plan":
            targets = [o for o in options if isinstance(o, PickTarget)]
            if targets:
                return self.rng.choice(targets)
            effects = [o for o in options if isinstance(o, PickEffect)]
            if effects and not any(isinstance(o, Done) for o in options):
                return effects[0]
            finish = [o for o in options if isinstance(o, (Done, Skip))]
            if finish:
                return finish[0]
        return self.rng.choice(options)
