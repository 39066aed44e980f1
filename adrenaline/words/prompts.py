"""What a decision asks, in words: ``prompt_words(Prompt("action", actions_left=1))``
is "Choose an action (1 left), play a powerup, or end your turn"."""

from __future__ import annotations

from typing import Callable

from ..core.prompts import Prompt
from .cards import weapon_words
from .characters import character_name
from .i18n import _, ngettext
from .options import KNOCK, MOVES_BY, PULL, PUSH, figure_words


def _same(name: str) -> str:
    """A character called by its name in the player's language (no game to ask)."""
    return character_name(name)


def _pay(p: Prompt) -> str:
    weapon = weapon_words(p["weapon"]) if p.get("weapon") else ""
    purpose = p["purpose"]
    if purpose == "grab":
        return _("Pay to grab the {weapon} with cubes and/or powerups").format(weapon=weapon)
    if purpose == "reload":
        return _("Pay to reload the {weapon} with cubes and/or powerups").format(weapon=weapon)
    if purpose == "shoot":
        return _("Pay to fire the {weapon} with cubes and/or powerups").format(weapon=weapon)
    return _("Pay for the Targeting Scope with cubes and/or powerups")


def _where_to(p: Prompt, name: Callable[[str], str]) -> str | None:
    """A shot's square asked for what it does: "Shotgun: push Banshee to which square?",
    "Plasma Gun: move yourself to which square?" (None: a square to hit)."""
    weapon = weapon_words(p["weapon"])
    does = p.get("does")
    if does == "move_yourself":
        return _("{weapon}: move yourself to which square?").format(weapon=weapon)
    if does == "vortex":
        return _("{weapon}: open the vortex on which square?").format(weapon=weapon)
    if does != "move_target":
        return None
    verb = MOVES_BY.get(p["weapon"])
    target = figure_words(p["figure"], name)
    if verb == PUSH:
        text = _("{weapon}: push {target} to which square?")
    elif verb == PULL:
        text = _("{weapon}: pull {target} to which square?")
    elif verb == KNOCK:
        text = _("{weapon}: knock {target} to which square?")
    else:
        text = _("{weapon}: move {target} to which square?")
    return text.format(weapon=weapon, target=target)


def _plan(p: Prompt, name: Callable[[str], str] = _same) -> str:
    """What the next choice of a shot picks: a target, a square... or how to go on."""
    if p.get("asks") == "square" and p.get("does"):
        said = _where_to(p, name)
        if said is not None:
            return said
    words = {"target": _("{weapon}: choose a target"), "square": _("{weapon}: choose a square"),
             "room": _("{weapon}: choose a room"), "direction": _("{weapon}: choose a direction")}
    if p.get("asks") in words:
        text = words[p["asks"]]
    else:
        text = _("{weapon}: choose how to go on") if p["started"] else _("{weapon}: choose an effect")
    return text.format(weapon=weapon_words(p["weapon"]))


def _action(p: Prompt) -> str:
    left = p["actions_left"]
    if p.get("bot_due"):  # BOT-3: the turn cannot end before the bot action
        if not left:
            return _("Take the bot action (due this turn), or play a powerup")
        return ngettext("Choose an action ({n} left) or the bot action (due this turn), or play a powerup",
                        "Choose an action ({n} left) or the bot action (due this turn), or play a powerup",
                        left).format(n=left)
    if not left:
        return _("Play a powerup, or end your turn")
    return ngettext("Choose an action ({n} left), play a powerup, or end your turn",
                    "Choose an action ({n} left), play a powerup, or end your turn",
                    left).format(n=left)


# each kind of prompt: its words, from the prompt and the name of a character
WORDS: dict[str, Callable[[Prompt, Callable[[str], str]], str]] = {
    "spawn": lambda p, name: (
        _("Respawn: discard a powerup; its colour is your spawnpoint") if p["respawn"] else
        _("Spawn: keep one powerup and discard the other; its colour is your spawnpoint")),
    "action": lambda p, name: _action(p),
    "run": lambda p, name: ngettext("Run around: move 1 square", "Run around: move 1 to {n} squares",
                                    p["moves"]).format(n=p["moves"]),
    "grab": lambda p, name: ngettext(
        "Grab stuff: move up to {n} square (or stay) and grab what is there",
        "Grab stuff: move up to {n} squares (or stay) and grab what is there",
        p["moves"]).format(n=p["moves"]),
    "grab_weapon": lambda p, name: _("Grab a weapon: choose one you can pay for "
                                     "(the top cube is free)"),
    "drop_weapon": lambda p, name: ngettext(
        "You hold {n} weapon: choose one to drop in the empty slot",
        "You hold {n} weapons: choose one to drop in the empty slot",
        p["weapons"]).format(n=p["weapons"]),
    "pay": lambda p, name: _pay(p),
    "shoot_move": lambda p, name: ngettext(
        "Shoot people: move up to {n} square first (or stay)",
        "Shoot people: move up to {n} squares first (or stay)", p["moves"]).format(n=p["moves"]),
    "shoot_reload": lambda p, name: _("Final frenzy: reload if you want, then Done to shoot"),
    "shoot_weapon": lambda p, name: _("Shoot people: choose a loaded weapon"),
    "shoot_plan": lambda p, name: _plan(p, name),
    "scope": lambda p, name: ngettext(
        "Targeting Scope: {n} extra damage to a target you just damaged (pay 1 cube of any "
        "colour)",
        "Targeting Scope: {n} extra damage to a target you just damaged (pay 1 cube of any "
        "colour)", p["damage"]).format(n=p["damage"]),
    "tagback": lambda p, name: ngettext(
        "Tagback Grenade: {shooter} damaged you - give them {n} mark?",
        "Tagback Grenade: {shooter} damaged you - give them {n} marks?",
        p["marks"]).format(shooter=name(p["shooter"]), n=p["marks"]),
    "reload": lambda p, name: _("Reload as many weapons as you want (full cost), then Done"),
    "newton": lambda p, name: _("Newton: choose another player's figure to move"),
    "newton_move": lambda p, name: ngettext(
        "Newton: move {target} 1 square in one direction",
        "Newton: move {target} 1 to {n} squares in one direction",
        p["moves"]).format(target=name(p["target"]), n=p["moves"]),
    "teleporter": lambda p, name: _("Teleporter: choose any square for your figure"),
    "overkill_track": lambda p, name: _("Overkill: put your overkill token on the track of "
                                        "your choice"),
    "neutral_place": lambda p, name: (
        _("The bot was killed: place it on any spawnpoint") if p["respawn"] else
        _("Place the bot on any spawnpoint")),
    "neutral_move": lambda p, name: _("Bot action: move the bot 1 square, or skip to leave it there"),
    "neutral_target": lambda p, name: _("Bot action: choose whom the bot shoots "
                                        "(not you: someone it can see)"),
    # short: fifteen options share the bar (their tooltips and the lesson card say more)
    "turret_tile": lambda p, name: _("Which tile? Click it on the turret board, or press its number"),
}


def prompt_words(prompt: Prompt, name: Callable[[str], str] = _same) -> str:
    """The question in words; ``name`` calls a character (as the core names players)
    by the name its player typed."""
    return WORDS[prompt.kind](prompt, name)
