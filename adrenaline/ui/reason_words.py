"""The core's reasons (:mod:`adrenaline.core.reasons`) in a few English words, in one
place: "Too far: you can move up to 3 squares", "You can't see that figure".

``reason_words(reason, what)`` - ``what`` is the thing clicked ("square", "figure" or
"card"), for the phrases that name it.
"""

from __future__ import annotations


from ..core.cards import AMMO
from ..core.numbers import NEWTON_MOVES
from ..core.reasons import Reason

# what each kind of decision asks for, after "Not a square now: "
ASKS = {
    "spawn": "choose a powerup to discard", "action": "choose an action",
    "run": "choose a square", "grab": "choose where to grab", "grab_weapon": "choose a weapon",
    "drop_weapon": "choose a weapon to drop", "pay": "choose how to pay",
    "shoot_move": "choose where to shoot from", "shoot_reload": "reload or go on",
    "shoot_weapon": "choose a weapon", "shoot_plan": "choose how to go on",
    "scope": "use the scope or be done", "tagback": "use the grenade or skip",
    "reload": "reload or be done", "newton": "choose a figure to move",
    "newton_move": "choose a square", "teleporter": "choose a square",
}


def _squares(n: int) -> str:
    return f"{n} square{'' if n == 1 else 's'}"


def _moves(n: int) -> str:
    return f"{n} move{'' if n == 1 else 's'}"


def _range(a: dict) -> str:
    d, low, high = a["distance"], a["low"], a["high"]
    if d >= 99:
        return "Out of range: no way there"
    if high >= 99:
        need = f"at least {_moves(low)} away"
    elif low == high:
        need = f"exactly {_moves(low)} away"
    else:
        need = f"{low} to {_moves(high)} away"
    return f"Out of range: {_moves(d)} away, needs {need}"


def _short(a: dict) -> str:
    missing = [f"{n} more {AMMO[c]}" for c, n in enumerate(a.get("short", ())) if n]
    return "You have no ammo to pay for that" + (": needs " + " and ".join(missing) if missing else "")


def _powerup_not_now(a: dict) -> str:
    kind = a["powerup"]
    if kind == "targeting scope":
        return "Play a Targeting Scope when you deal damage"
    if kind == "tagback grenade":
        return "Play a Tagback Grenade when someone you see hits you"
    return f"Not the time for a {kind.title()}"


PHRASES = {
    "game_over": lambda a, w: "The game is over",
    "not_your_decision": lambda a, w: f"Not your turn: {a['decider']} decides",
    "not_a_square_now": lambda a, w: f"Not a square now: {ASKS.get(a['decision'], 'use the buttons')}",
    "not_a_target_now": lambda a, w: f"Not a target now: {ASKS.get(a['decision'], 'use the buttons')}",
    "not_a_card_now": lambda a, w: f"Not a card now: {ASKS.get(a['decision'], 'use the buttons')}",
    "out_of_reach": lambda a, w: f"Too far: you can move up to {_squares(a['limit'])}",
    "already_there": lambda a, w: "You are already there: choose another square",
    "no_target_from_there": lambda a, w: "No target to shoot from there",
    "not_one_direction": lambda a, w: (f"Newton moves {a['target']} up to "
                                       f"{_squares(NEWTON_MOVES)} in one direction"),
    "nothing_to_grab": lambda a, w: "Nothing to grab there",
    "cannot_pay_any_weapon": lambda a, w: "You have no ammo to pay for a weapon there",
    "not_yourself": lambda a, w: "Not yourself",
    "not_on_board": lambda a, w: "Not on the board",
    "not_damaged_by_this_shot": lambda a, w: "The scope only adds to a target you just damaged",
    "cannot_see": lambda a, w: f"You can't see that {w}",
    "can_see": lambda a, w: f"{a['weapon']}: only a target you cannot see",
    "out_of_range": lambda a, w: _range(a),
    "not_on_your_square": lambda a, w: f"{a['weapon']}: only a target on your square",
    "on_your_square": lambda a, w: f"{a['weapon']}: not on your square",
    "already_a_target": lambda a, w: "Already a target: choose a different one",
    "not_an_earlier_target": lambda a, w: "Only one of the targets you already hit",
    "square_already_hit": lambda a, w: "Choose a target on another square",
    "last_target_cannot_see": lambda a, w: f"{a['target']} can't see that figure",
    "not_on_chosen_square": lambda a, w: "Not on the square you chose",
    "not_near_chosen_square": lambda a, w: "Too far from the square you chose",
    "not_in_direction": lambda a, w: f"Not in line to the {a['direction']}",
    "target_cannot_move_there": lambda a, w: (
        f"Out of reach: {a['target']} moves {a['low']} to {_squares(a['high'])}"
        if a["low"] != a["high"] else f"Out of reach: {a['target']} moves {_squares(a['low'])}"),
    "cannot_move_into_sight": lambda a, w: "It can't be moved to where you can see it",
    "your_room": lambda a, w: "Not the room you are in",
    "shot_cannot_go_on": lambda a, w: "That shot could not be finished",
    "not_allowed": lambda a, w: "Not an option now",
    "not_on_this_spawnpoint": lambda a, w: "That weapon is not on your spawnpoint",
    "cannot_pay": lambda a, w: _short(a),
    "not_your_weapon": lambda a, w: "Not your weapon",
    "already_loaded": lambda a, w: f"{a['weapon']} is already loaded",
    "no_target_for_weapon": lambda a, w: f"{a['weapon']}: no target for it now",
    "unloaded": lambda a, w: f"{a['weapon']} is not loaded",
    "not_your_card": lambda a, w: "Not your card",
    "no_one_to_move": lambda a, w: "Newton: no other figure on the board",
    "powerup_not_now": lambda a, w: _powerup_not_now(a),
}


def reason_words(reason: Reason, what: str = "square") -> str:
    """A short phrase for ``reason``; ``what`` names the thing clicked."""
    phrase = PHRASES.get(reason.kind)
    if phrase is None:
        return "Not an option now"
    return phrase(reason.args, what)
