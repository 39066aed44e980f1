"""Paying ammo costs.

Rulebook, PAYING AN AMMO COST: "remove the depicted cubes from your player board
... Instead of moving a cube, you can pay all or part of an ammo cost by
discarding a powerup card that depicts the required cube."
Weapons manual, POWERUPS: "You cannot just toss away the powerup card to gain
the cube - you can only play it when you need to pay a cost."
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Callable

from ..cards import POWERUPS
from ..choices import Pay
from ..events import AmmoSpent, PowerupDiscarded
from ..prompts import Prompt, prompt
from ..state import PlayerState, Stage
from .flow import only_option, set_stage, stage_rules


def budget(p: PlayerState) -> tuple[int, int, int]:
    """Cubes a player can spend per colour: the ammo box plus powerups of that colour."""
    b = list(p.ammo)
    for card in p.powerups:
        b[POWERUPS[card].colour] += 1
    return (b[0], b[1], b[2])


def can_afford(p: PlayerState, cost: tuple[int, int, int]) -> bool:
    b = budget(p)
    return cost[0] <= b[0] and cost[1] <= b[1] and cost[2] <= b[2]


def minus(a: tuple[int, int, int], b: tuple[int, int, int]) -> tuple[int, int, int]:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def payment_options(p: PlayerState, cost: tuple[int, int, int]) -> tuple[Pay, ...]:
    """Every distinct way to pay ``cost`` (cubes per colour) with cubes and/or powerups."""
    if not any(cost[POWERUPS[c].colour] for c in p.powerups):
        # no powerup of a colour the cost needs: cubes are the only way
        return (Pay((0,) * cost[0] + (1,) * cost[1] + (2,) * cost[2]),)
    per_colour = []
    for colour in range(3):
        need = cost[colour]
        cards = sorted(POWERUPS[c] for c in p.powerups if POWERUPS[c].colour == colour)
        ways = []
        for k in range(max(0, need - p.ammo[colour]), min(need, len(cards)) + 1):
            for chosen in sorted(set(combinations(cards, k))):
                ways.append(((colour,) * (need - k), chosen))
        per_colour.append(ways)
    options = []
    for parts in product(*per_colour):
        cubes = tuple(c for part in parts for c in part[0])
        powerups = tuple(sorted(x for part in parts for x in part[1]))
        options.append(Pay(cubes, powerups))
    return tuple(options)


def any_cube_options(p: PlayerState) -> tuple[Pay, ...]:
    """Targeting Scope: 'Pay 1 ammo cube of any color' (a cube or a powerup card)."""
    options = [Pay((c,)) for c in range(3) if p.ammo[c] > 0]
    options += [Pay((), (card,)) for card in sorted({POWERUPS[c] for c in p.powerups})]
    return tuple(options)


def pay(game, seat: int, choice: Pay) -> None:
    """Spend the cubes and discard the powerups of a chosen payment."""
    if choice.cubes:
        emit_cubes = (choice.cubes.count(0), choice.cubes.count(1), choice.cubes.count(2))
        game.emit(AmmoSpent(seat, emit_cubes))
    hand = list(game.state.players[seat].powerups)
    for powerup in choice.powerups:
        card = next(c for c in hand if POWERUPS[c] == powerup)
        hand.remove(card)
        game.emit(PowerupDiscarded(seat, card, "pay"))


# -- the payment stage --------------------------------------------------------------------
# purpose -> what to do once paid (grab, reload, shoot...), registered by the rules that
# ask for the payment, so that paying stands below them all
AFTER_PAYMENT: dict[str, Callable] = {}


def after_payment(*purposes: str):
    """Register ``done(game, stage)``: how to carry on after a payment for ``purposes``."""

    def register(done):
        for purpose in purposes:
            AFTER_PAYMENT[purpose] = done
        return done

    return register


def start_payment(game, cost, purpose: str, **fields) -> None:
    """Ask how to pay ``cost``; with nothing to pay, carry on at once."""
    if cost == (0, 0, 0) and not fields.get("any_cube"):
        paid(game, Stage("pay", game.state.current, cost=cost, purpose=purpose, **fields))
        return
    set_stage(game, "pay", cost=cost, purpose=purpose, **fields)


def paid(game, stage: Stage) -> None:
    """Carry on with what the payment was for."""
    AFTER_PAYMENT[stage.purpose](game, stage)


def _pay_prompt(game, stage) -> Prompt:
    """Pay for: grabbing, reloading (also on a frenzy turn) or firing a weapon, or a scope."""
    purpose = "reload" if stage.purpose == "frenzy reload" else stage.purpose
    return prompt("pay", purpose=purpose, weapon=stage.weapon or "")


@stage_rules("pay", _pay_prompt, auto=only_option)
class PayStage:
    @staticmethod
    def options(game, stage):
        p = game.state.players[stage.player]
        if stage.any_cube:
            return any_cube_options(p)
        return payment_options(p, stage.cost)

    @staticmethod
    def choose(game, stage, choice):
        pay(game, stage.player, choice)
        paid(game, stage)
