"""An option of the prompt bar as a player reads it: its button (words, cubes, a
character's dot, icons), its tooltip (what it does, what it costs), the row size its
words take, and the hints saying why an action is not offered."""

from __future__ import annotations

import pygame

from ...core.cards import AMMO
from ...core.choices import (
    ChooseAction,
    Discard,
    DropWeapon,
    GrabWeapon,
    Pay,
    PickEffect,
    PickTarget,
    PickTrack,
    PickWeapon,
    Reload,
    UsePowerup,
    UseScope,
)
from ...core.numbers import ADRENALINE_SHOOT_DAMAGE as SHOOT_AT
from ...core.weapons.catalogue import WEAPON_BY_NAME
from .. import theme
from ..kit.button import Button
from ..kit.tooltip import wrap_tip
from ...words import _
from ...words.cards import effect_paragraph, effect_words, powerup_name, weapon_words
from ...words.log import action_words, introduce, name_of
from ...words.options import spawnpoint_colour
from .board_words import shot_words
from .cards import SHORT_KIND, powerup_tip, weapon_tip
from .tokens import draw_card_icon, draw_token

# -- buttons ------------------------------------------------------------------------------------


def row_em(size: int, height: int) -> int:
    """``size`` as an exact em, as big as the text size asks but no taller than a row
    ``height`` pixels high holds (the bar does not grow), never under the text floor."""
    px = theme.pixels(size)
    while px > theme.MIN_PIXELS and theme.font(-px).get_linesize() > height:
        px -= 1
    return -px


ACCENT = (120, 130, 160)  # the edge of the undo, more and pass-on buttons


PROMPT_ICONS = {  # the prompt buttons' icons: (width, draw(surface, value, x, centre y))
    "cube": (14, lambda surface, colour, x, cy: theme.draw_ammo(surface, colour, (x + 5, cy), 5)),
    "card": (15, lambda surface, powerup, x, cy: draw_card_icon(surface, pygame.Rect(x, cy - 9, 12, 18),
                                                                powerup)),
    "dot": (16, lambda surface, colour, x, cy: draw_token(surface, colour, (x + 6, cy), 6)),
    "key": (14, lambda surface, n, x, cy: None),  # room for the key's number (draw_number), clear of the words
}


def prompt_button(rect: pygame.Rect, label: str, option, parts=None, size: int = 20, tip: str = "",
                  accent: tuple | None = None) -> Button:
    """A button of the prompt bar: compact, its option's words and icons in a row."""
    return Button(rect, label, None, option=option, compact=True, parts=parts, icons=PROMPT_ICONS,
                  size=size, tooltip=tip, accent=accent)


# a powerup named short on a crowded pay button
MORE = "more"  # the paging button's option (handled by the prompt bar itself)


def option_parts(view, option) -> list:
    """What a prompt button shows: its label, with ammo shapes, card icons, a player colour."""
    if isinstance(option, Pay):
        if not option.cubes and not option.powerups:
            return [("text", _("Pay nothing"))]
        parts = [("text", _("Pay"))] + [("cube", AMMO[c]) for c in option.cubes]
        for p in option.powerups:
            parts += [("card", p), ("text", _(SHORT_KIND[p.kind]))]
        return parts
    if isinstance(option, (UsePowerup, Discard)):
        verb = _("Use {card}") if isinstance(option, UsePowerup) else _("Discard {card}")
        return [("text", verb.format(card=powerup_name(option.powerup.kind))),
                ("cube", AMMO[option.powerup.colour])]
    if isinstance(option, UseScope):
        return [("text", _("Scope")), ("cube", AMMO[option.powerup.colour]),
                ("text", name_of(view.game, option.target))] + _dot(view, option.target)
    step = view.step_parts(option)  # after a first step (Turret mode's tile): the mode's
    if step is not None:
        return step
    if isinstance(option, PickTrack):  # Domination: a spawnpoint's track, in its colour
        return [("cube", option.colour), ("text", view.label(option))]
    if isinstance(option, PickTarget) and spawnpoint_colour(option.target) is not None:
        return [("cube", spawnpoint_colour(option.target)), ("text", view.label(option))]
    if isinstance(option, PickTarget):
        return _dot(view, option.target) + [("text", introduce(view.game, option.target))]
    if isinstance(option, ChooseAction) and view.decision is not None:
        return [("text", action_words(view.state, view.decision.decider, option.action))]
    if isinstance(option, PickEffect):  # the effect's extra cost in cubes, as the card prints it
        return [("text", view.label(option))] + [("cube", c) for c in effect_cost(view, option)]
    return [("text", view.label(option))]


def effect_cost(view, option) -> list[str]:
    """The cubes an effect costs beyond the card (the weapon catalogue's), colour by colour."""
    weapon = WEAPON_BY_NAME.get(getattr(view.state.stage, "weapon", None) or "")
    if weapon is None:
        return []
    try:
        cost = weapon.effect(option.effect).cost
    except KeyError:
        return []
    return [AMMO[c] for c in range(3) for _n in range(cost[c])]


def _dot(view, character: str) -> list:
    try:
        seat = view.state.seat_of(character)
    except KeyError:
        return []
    return [("dot", theme.PLAYER[view.state.players[seat].colour])]


def option_tip(view, option) -> str:
    """A button's full text, and the card text behind it where there is one."""
    text = view.label(option)
    shot = ""
    if isinstance(option, PickTarget) and spawnpoint_colour(option.target) is None:
        text = introduce(view.game, option.target)
        try:
            preview = view.shot_preview(option).get(view.state.seat_of(option.target))
        except KeyError:
            preview = None
        if preview is not None:  # what the planned shot does to that figure (the core's plan)
            shot = shot_words(preview)
    elif isinstance(option, ChooseAction) and view.decision is not None:
        text = action_words(view.state, view.decision.decider, option.action)
    extra = ""
    step = view.step_tip(option)
    if step is not None:  # after a first step (Turret mode's tile): the mode's words
        return wrap_tip(text) + "\n" + step
    try:
        if isinstance(option, (PickWeapon, Reload, DropWeapon, GrabWeapon)):
            extra = weapon_tip(option.weapon)
        elif isinstance(option, (UsePowerup, Discard, UseScope)):
            extra = powerup_tip(option.powerup)
        elif isinstance(option, PickEffect):
            weapon = view.state.stage.weapon
            label = _("{weapon}, {effect}").format(weapon=weapon_words(weapon),
                                                   effect=effect_words(option.effect))
            extra = wrap_tip(effect_paragraph(weapon, option.effect, label))
    except (KeyError, AttributeError):
        extra = ""
    return wrap_tip(text, shot) + ("\n" + extra if extra else "")


def action_hints(view) -> list[str]:
    """Why an action is not offered, read from the options offered and the table only."""
    d = view.decision
    if d is None or d.kind != "action" or view.state.actions_left <= 0:
        return []
    offered = {o.action for o in d.options if isinstance(o, ChooseAction)}
    p = view.state.players[d.decider]
    hints = []
    if "shoot" not in offered:
        moves = p.frenzy_actions or len(p.damage) >= SHOOT_AT
        if not p.weapons:
            hints.append(_("Shoot: you have no weapon"))
        elif not p.loaded() and not p.frenzy_actions:
            hints.append(_("Shoot: no loaded weapon"))
        elif not p.loaded():
            hints.append(_("Shoot: nothing to reload and hit"))
        else:
            hints.append(_("Shoot: no target in sight after a move") if moves else
                         _("Shoot: no target in sight"))
    if "grab" not in offered:
        hints.append(_("Grab: nothing you can pay for within reach"))
    if "run" not in offered and p.frenzy_actions:
        hints.append(_("Run: not on this final turn"))
    return hints
