"""The core's reasons (:mod:`adrenaline.core.reasons`) in a few words, in one place:
"Too far: you can move up to 3 squares", "You can't see that figure".

``reason_words(reason, what)`` - ``what`` is the thing clicked ("square", "figure" or
"card"), for the phrases that name it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.cards import AMMO
from ..core.numbers import NEWTON_MOVES
from ..core.reasons import Reason
from .cards import cube_colour, powerup_name, weapon_words
from .characters import character_name
from .i18n import _, ngettext
from .squares import colour_words, direction_words

# what each kind of decision asks for, after "Not a square now: "
ASKS = {
    "spawn": lambda: _("choose a powerup to discard"), "action": lambda: _("choose an action"),
    "run": lambda: _("choose a square"), "grab": lambda: _("choose where to grab"),
    "grab_weapon": lambda: _("choose a weapon"), "drop_weapon": lambda: _("choose a weapon to drop"),
    "pay": lambda: _("choose how to pay"), "shoot_move": lambda: _("choose where to shoot from"),
    "shoot_reload": lambda: _("reload or go on"), "shoot_weapon": lambda: _("choose a weapon"),
    "shoot_plan": lambda: _("choose how to go on"), "scope": lambda: _("use the scope or be done"),
    "tagback": lambda: _("use the grenade or skip"), "reload": lambda: _("reload or be done"),
    "newton": lambda: _("choose a figure to move"), "newton_move": lambda: _("choose a square"),
    "teleporter": lambda: _("choose a square"),
    "overkill_track": lambda: _("choose a track for your overkill token"),
    "turret_tile": lambda: _("choose a tile of the turret board"),
    "neutral_place": lambda: _("choose a spawnpoint for the bot"),
    "neutral_move": lambda: _("move the bot or skip"), "neutral_target": lambda: _("choose whom the bot shoots"),
}

# a reason's arguments that name a player (by character, as the core does)
PLAYERS_NAMED = ("decider", "target")

# the thing clicked, in "You can't see that {thing}"
THINGS = {"square": lambda: _("square"), "figure": lambda: _("figure"), "card": lambda: _("card"),
          "spawnpoint": lambda: _("spawnpoint")}


def _asks(a: dict) -> str:
    ask = ASKS.get(a["decision"])
    return ask() if ask else _("use the buttons")


def _squares(n: int) -> str:
    return ngettext("{n} square", "{n} squares", n).format(n=n)


def _moves(n: int) -> str:
    return ngettext("{n} move", "{n} moves", n).format(n=n)


def _range(a: dict) -> str:
    d, low, high = a["distance"], a["low"], a["high"]
    if d >= 99:
        return _("Out of range: no way there")
    if high >= 99:
        need = _("at least {moves} away").format(moves=_moves(low))
    elif low == high:
        need = _("exactly {moves} away").format(moves=_moves(low))
    else:
        need = _("{low} to {moves} away").format(low=low, moves=_moves(high))
    return _("Out of range: {moves} away, needs {need}").format(moves=_moves(d), need=need)


def _short(a: dict) -> str:
    missing = [_("{n} more {colour}").format(n=n, colour=cube_colour(AMMO[c]))
               for c, n in enumerate(a.get("short", ())) if n]
    if not missing:
        return _("You have no ammo to pay for that")
    return _("You have no ammo to pay for that: needs {missing}").format(
        missing=_(" and ").join(missing))


def _powerup_not_now(a: dict) -> str:
    kind = a["powerup"]
    if kind == "targeting scope":
        return _("Play a Targeting Scope when you deal damage")
    if kind == "tagback grenade":
        return _("Play a Tagback Grenade when someone you see hits you")
    return _("Not the time for a {card}").format(card=powerup_name(kind))


def _moved(a: dict) -> str:
    if a["low"] != a["high"]:
        return _("Out of reach: {target} moves {low} to {squares}").format(
            target=a["target"], low=a["low"], squares=_squares(a["high"]))
    return _("Out of reach: {target} moves {squares}").format(target=a["target"],
                                                              squares=_squares(a["low"]))


PHRASES = {
    "game_over": lambda a, w: _("The game is over"),
    "not_your_decision": lambda a, w: _("Not your turn: {name} decides").format(name=a["decider"]),
    "not_a_square_now": lambda a, w: _("Not a square now: {what}").format(what=_asks(a)),
    "not_a_target_now": lambda a, w: _("Not a target now: {what}").format(what=_asks(a)),
    "not_a_card_now": lambda a, w: _("Not a card now: {what}").format(what=_asks(a)),
    "out_of_reach": lambda a, w: _("Too far: you can move up to {squares}").format(
        squares=_squares(a["limit"])),
    "already_there": lambda a, w: _("You are already there: choose another square"),
    "no_target_from_there": lambda a, w: _("No target to shoot from there"),
    "not_one_direction": lambda a, w: _("Newton moves {target} up to {squares} in one direction").format(
        target=a["target"], squares=_squares(NEWTON_MOVES)),
    "nothing_to_grab": lambda a, w: _("Nothing to grab there"),
    "grabbed_here_this_turn": lambda a, w: _("You grabbed ammo here this turn: not twice from "
                                              "the same square in one turn"),
    "cannot_pay_any_weapon": lambda a, w: _("You have no ammo to pay for a weapon there"),
    "not_yourself": lambda a, w: _("Not yourself"),
    "not_on_board": lambda a, w: _("Not on the board"),
    "not_damaged_by_this_shot": lambda a, w: _("The scope only adds to a target you just damaged"),
    "cannot_see": lambda a, w: _("You can't see that {thing}").format(
        thing=THINGS[w]() if w in THINGS else w),
    "can_see": lambda a, w: _("{weapon}: only a target you cannot see").format(weapon=weapon_words(a["weapon"])),
    "out_of_range": lambda a, w: _range(a),
    "not_on_your_square": lambda a, w: _("{weapon}: only a target on your square").format(
        weapon=weapon_words(a["weapon"])),
    "on_your_square": lambda a, w: _("{weapon}: not on your square").format(weapon=weapon_words(a["weapon"])),
    "already_a_target": lambda a, w: _("Already a target: choose a different one"),
    "not_an_earlier_target": lambda a, w: _("Only one of the targets you already hit"),
    "square_already_hit": lambda a, w: _("Choose a target on another square"),
    "last_target_cannot_see": lambda a, w: _("{target} can't see that figure").format(
        target=a["target"]),
    "not_on_chosen_square": lambda a, w: _("Not on the square you chose"),
    "not_near_chosen_square": lambda a, w: _("Too far from the square you chose"),
    "not_in_direction": lambda a, w: _("Not in line going {direction}").format(
        direction=direction_words(a["direction"])),
    "target_cannot_move_there": lambda a, w: _moved(a),
    "cannot_move_into_sight": lambda a, w: _("It can't be moved to where you can see it"),
    "your_room": lambda a, w: _("Not the room you are in"),
    "shot_cannot_go_on": lambda a, w: _("That shot could not be finished"),
    "not_allowed": lambda a, w: _("Not an option now"),
    "bot_on_spawnpoints_only": lambda a, w: _("The bot goes on a spawnpoint"),
    "bot_out_of_reach": lambda a, w: _("Too far: the bot moves up to {squares}").format(
        squares=_squares(a["limit"])),
    "bot_already_there": lambda a, w: _("The bot is already there: skip to leave it"),
    "bot_not_you": lambda a, w: _("The bot never shoots the player who steers it"),
    "bot_not_itself": lambda a, w: _("The bot cannot shoot itself"),
    "bot_cannot_see": lambda a, w: _("The bot can't see that figure"),
    "not_on_this_spawnpoint": lambda a, w: _("That weapon is not on your spawnpoint"),
    "cannot_pay": lambda a, w: _short(a),
    "not_your_weapon": lambda a, w: _("Not your weapon"),
    "already_loaded": lambda a, w: _("{weapon} is already loaded").format(weapon=weapon_words(a["weapon"])),
    "no_target_for_weapon": lambda a, w: _("{weapon}: no target for it now").format(
        weapon=weapon_words(a["weapon"])),
    "unloaded": lambda a, w: _("{weapon} is not loaded").format(weapon=weapon_words(a["weapon"])),
    "not_your_card": lambda a, w: _("Not your card"),
    "no_one_to_move": lambda a, w: _("Newton: no other figure on the board"),
    "powerup_not_now": lambda a, w: _powerup_not_now(a),
    "spawnpoint_never_a_target": lambda a, w: _("Spawnpoints are targets only in Domination"),
    "spawnpoint_not_a_target_this_turn": lambda a, w: _(
        "The {colour} spawnpoint is no target now: spawnpoints are targets from your second "
        "turn, and each only until you damage it this turn").format(colour=colour_words(a["colour"])),
}


def reason_words(reason: Reason, what: str = "square",
                 name: Callable[[str], str] = character_name) -> str:
    """A short phrase for ``reason``; ``what`` names the thing clicked, ``name`` calls a
    character (the core's name for a player) as the screen calls its player."""
    phrase = PHRASES.get(reason.kind)
    if phrase is None:
        return _("Not an option now")
    args = {key: name(value) if key in PLAYERS_NAMED else value for key, value in reason.args.items()}
    return phrase(args, what)
