"""An option in words, for a button, a tooltip or a click on the board: "Move to the
blue spawnpoint", "Grab the Lock Rifle", "Pay 1 blue cube and Tagback Grenade (blue)".

The option's ``.text`` (``move r0c2``) stays its identity - what saves, scenarios and
``submit_text`` use; these are only the words shown for it.
"""

from __future__ import annotations

from typing import Callable

from ..core import choices as c
from ..core.cards import AMMO
from ..core.targets import Spawnpoint, name_of
from .cards import and_words, cube_words, effect_words, given_up_words, powerup_words, weapon_words
from .characters import character_name
from .i18n import _
from .squares import colour_words, direction_words, room_words, square_words


def _same(name: str) -> str:
    """A character called by its name in the player's language (no game to ask)."""
    return character_name(name)


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def pay_words(option) -> str:
    """'Pay nothing', 'Pay 1 blue cube and Tagback Grenade (blue)'."""
    counts = [option.cubes.count(i) for i in range(3)]
    parts = [cube_words(i, n) for i, n in enumerate(counts) if n]
    parts += [powerup_words(p) for p in option.powerups]
    if not parts:
        return _("Pay nothing")
    return _("Pay {what}").format(what=and_words(parts))


SPAWNPOINT_COLOURS = AMMO  # a spawnpoint for each ammo colour


def spawnpoint_colour(target: str) -> str | None:
    """The colour of a spawnpoint named as a target (``target red spawnpoint``), else None."""
    for colour in SPAWNPOINT_COLOURS:
        if target == name_of(None, Spawnpoint(colour)):
            return colour
    return None


# how each card moves the figure it hits, as its picture and its words show it: a blast
# pushes, a beam pulls, a hammer knocks; any other card "moves" (the card's own word)
PUSH, PULL, KNOCK = "push", "pull", "knock"
MOVES_BY = {"Shotgun": PUSH, "Grenade Launcher": PUSH, "Rocket Launcher": PUSH,
            "Tractor Beam": PULL, "Sledgehammer": KNOCK}


def figure_words(figure: str, name: Callable[[str], str] = _same) -> str:
    """A figure (or a Domination spawnpoint) named as the core names targets, in words:
    the player's typed name, or "the blue spawnpoint"."""
    colour = spawnpoint_colour(figure)
    if colour is not None:
        return _("the {colour} spawnpoint").format(colour=colour_words(colour))
    return name(figure)


def square_click_words(prompt, option, name: Callable[[str], str] = _same) -> str | None:
    """What a click on a square does, said from the question asked (the square's own
    name is said beside it): "push Banshee here", "leave Banshee here", "move yourself
    here", "teleport here". None where the question says nothing more than the square."""
    if not isinstance(option, (c.MoveTo, c.PickSquare, c.PlaceNeutral)):
        return None
    kind = prompt.kind
    if kind == "shoot_plan":
        does = prompt.get("does")
        if does == "move_yourself":
            return _("move yourself here")
        if does == "vortex":
            return _("open the vortex here")
        if does != "move_target":
            return None
        target = figure_words(prompt["figure"], name)
        if option.square == prompt.get("at"):
            return _("leave {target} here").format(target=target)
        verb = MOVES_BY.get(prompt["weapon"])
        text = {PUSH: _("push {target} here"), PULL: _("pull {target} here"),
                KNOCK: _("knock {target} here")}.get(verb) or _("move {target} here")
        return text.format(target=target)
    if kind == "newton_move":
        return _("move {target} here").format(target=name(prompt["target"]))
    if kind == "teleporter":
        return _("teleport here")
    if kind == "run":
        return _("run here")
    if kind == "grab":
        return _("grab here")
    if kind == "shoot_move":
        return _("move here, then shoot")
    if kind == "neutral_move":
        return _("move the bot here")
    if kind == "neutral_place":
        return _("place the bot here")
    return None


def via_words(board, via: tuple[int, ...]) -> str:
    """The squares a route passes, in order: 'the blue spawnpoint, then the left square
    of the white room'."""
    words = [square_words(board, q) for q in via]
    out = words[0]
    for w in words[1:]:
        out = _("{before}, then {after}").format(before=out, after=w)
    return out


def option_words(option, board=None, name: Callable[[str], str] = _same) -> str:
    """The words for one option; ``board`` names squares, ``name`` calls a character by
    its player's typed name."""
    if isinstance(option, c.Discard):
        return _("Discard {card}").format(card=powerup_words(option.powerup))
    if isinstance(option, c.ChooseAction):
        return {"run": _("Run"), "grab": _("Grab"), "shoot": _("Shoot"),
                "bot": _("Bot action")}[option.action]
    if isinstance(option, c.EndTurn):
        return _("End turn")
    if isinstance(option, c.UsePowerup):
        return _("Use {card}").format(card=powerup_words(option.powerup))
    if isinstance(option, c.UseScope):
        return _("Use {card} on {name}").format(card=powerup_words(option.powerup),
                                                name=name(option.target))
    if isinstance(option, c.MoveTo):
        if option.via is not None:
            return _("Move to {square} via {squares}").format(
                square=square_words(board, option.square), squares=via_words(board, option.via))
        return _("Move to {square}").format(square=square_words(board, option.square))
    if isinstance(option, c.GrabWeapon):
        return _("Grab the {weapon}").format(weapon=weapon_words(option.weapon))
    if isinstance(option, c.DropWeapon):
        return _("Drop the {weapon}").format(weapon=weapon_words(option.weapon))
    if isinstance(option, c.Reload):
        return _("Reload the {weapon}").format(weapon=weapon_words(option.weapon))
    if isinstance(option, c.Pay):
        return pay_words(option)
    if isinstance(option, c.PickWeapon):
        return weapon_words(option.weapon)
    if isinstance(option, c.PickEffect):
        return effect_words(option.effect)
    if isinstance(option, c.PickTarget):
        colour = spawnpoint_colour(option.target)
        if colour is not None:
            return _("The {colour} spawnpoint").format(colour=colour_words(colour))
        return name(option.target)
    if isinstance(option, c.PickSquare):
        if option.via is not None:
            return upper_first(_("To {square} via {squares}").format(
                square=square_words(board, option.square), squares=via_words(board, option.via)))
        return upper_first(square_words(board, option.square))
    if isinstance(option, c.PickRoom):
        return upper_first(room_words(option.room))
    if isinstance(option, c.PickDirection):
        return upper_first(direction_words(option.direction))
    if isinstance(option, c.PickTrack):
        return _("The {colour} track").format(colour=colour_words(option.colour))
    if isinstance(option, c.GrabTile):
        if option.commandeer:
            return _("Tile {n}, commandeer the turret: give up {item}").format(
                n=option.space, item=given_up_words(option.commandeer))
        return _("Tile {n}").format(n=option.space)
    if isinstance(option, c.PlaceNeutral):
        return _("Place the bot on {square}").format(square=square_words(board, option.square))
    if isinstance(option, c.Skip):
        return _("Skip")
    if isinstance(option, c.Done):
        return _("Done")
    raise TypeError(f"not an option: {option!r}")
