"""The registry of stages: for each, who is asked what, and what a choice does.

A stage's rules give ``options(game, stage)`` (never empty), ``choose(game,
stage, choice)`` (emits events, sets the next stage), a ``prompt`` (a
:class:`~adrenaline.core.prompts.Prompt` identity, never words) and, where a
question has only one possible answer that needs no thought (a single way to
pay, a shot with nothing left to choose), ``auto`` to take it without asking.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from ..events import StageSet
from ..prompts import Prompt
from ..state import Stage


class StageRules(NamedTuple):
    options: Callable
    choose: Callable
    prompt: Callable
    auto: Callable | None = None


STAGES: dict[str, StageRules] = {}


def stage_rules(name: str, prompt: Callable | Prompt, auto: Callable | None = None):
    def register(cls):
        ask = prompt if callable(prompt) else (lambda game, stage, _p=prompt: _p)
        STAGES[name] = StageRules(cls.options, cls.choose, ask, auto)
        return cls

    return register


def set_stage(game, name: str, player: int | None = None, **fields) -> None:
    if player is None:
        player = game.state.current
    game.emit(StageSet(Stage(name, player, **fields)))


def action_done(game) -> None:
    """An action (or a powerup) is over: back to choosing the next one."""
    set_stage(game, "action")


def only_option(options) -> bool:
    return len(options) == 1
