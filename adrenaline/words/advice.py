"""Hard's advice in words: one or two sentences in the player's language.

"Shoot with the Lock Rifle: you kill Banshee with an overkill (+8 points)." then,
where the search found one, what the next best option does: "Grab would only do this:
you gain the Shotgun." The advice itself is identities (``bots/advice.py``): which option, and
reasons as (kind, arguments); only here do they become words.
"""

from __future__ import annotations

from typing import Callable

from ..core.cards import AMMO, POWERUPS
from ..core.choices import Discard, MoveTo
from .cards import and_words, powerup_words, weapon_words
from .i18n import _, decimal, ngettext
from .options import option_words, upper_first
from .squares import colour_words, square_words


def choice_words(option, weapon: str | None, board, name: Callable, kind: str = "") -> str:
    """What to do: the option's own words; Shoot People with the weapon in mind; a
    respawn's discard as the spawnpoint it chooses."""
    if weapon is not None and getattr(option, "action", None) == "shoot":
        return _("Shoot with the {weapon}").format(weapon=weapon_words(weapon))
    if kind == "spawn" and isinstance(option, Discard):
        card = POWERUPS[option.powerup] if isinstance(option.powerup, int) else option.powerup
        return _("Spawn at the {colour} spawnpoint (discard {card})").format(
            colour=colour_words(AMMO[card.colour]), card=powerup_words(card))
    return option_words(option, board, lambda character: name(character))


def reason_words(reason: tuple, board, name: Callable) -> str:
    """One reason, as a clause: ``("kill", seat, points)`` -> 'you kill Banshee (+8 points)'."""
    kind, *args = reason
    if kind == "kill":
        seat, points = args[:2]
        if len(args) > 2 and args[2]:  # with the overkill
            return ngettext("you kill {name} with an overkill (+{n} point)",
                            "you kill {name} with an overkill (+{n} points)",
                            points).format(name=name(seat), n=points)
        if points:
            return ngettext("you kill {name} (+{n} point)", "you kill {name} (+{n} points)",
                            points).format(name=name(seat), n=points)
        return _("you kill {name}").format(name=name(seat))
    if kind == "overkill":
        return _("you overkill {name} (12 damage)").format(name=name(args[0]))
    if kind == "damage":
        seat, n, total = args
        return ngettext("{name} takes {n} damage (then has {total})",
                        "{name} takes {n} damage (then has {total})", n).format(
            n=n, name=name(seat), total=total)
    if kind == "marks":
        seat, n = args
        return ngettext("{name} gets {n} mark", "{name} gets {n} marks", n).format(
            n=n, name=name(seat))
    if kind == "tagback":
        return _("{name}, who shot you, gets a mark").format(name=name(args[0]))
    if kind == "gains_weapon":
        return _("you gain the {weapon}").format(weapon=weapon_words(args[0]))
    if kind == "tags_spawnpoint":
        return _("you tag the {colour} spawnpoint's track").format(colour=colour_words(args[0]))
    if kind == "takes_turret":
        return _("you take the turret on {square}").format(square=square_words(board, args[0]))
    if kind == "escapes_danger":
        n = max(1, int(args[0]))
        return ngettext("you take about {n} damage less before your next turn",
                        "you take about {n} damage less before your next turn", n).format(n=n)
    if kind == "first_thought":
        return _("Hard's first thought (no time to look further)")
    if kind == "behind":
        return _("about {n} points less by your next turn").format(n=decimal(args[0]))
    if kind == "ahead":
        return _("about {n} points better than the next best by your next turn").format(
            n=decimal(args[0]))
    return kind


def advice_words(advice, board, name: Callable) -> list[str]:
    """The sentences shown with the highlight: what to do and why (after a move: what
    the turn then brings), then what the runner-up would do, if the search found it."""
    what = upper_first(choice_words(advice.option, advice.weapon, board, name, advice.kind))
    hit = {r[1] for r in advice.reasons if r[0] == "damage"}  # its marks: a detail, left out
    clauses = [reason_words(r, board, name) for r in _with_overkills(advice.reasons)
               if not (r[0] == "marks" and r[1] in hit)]
    if clauses and isinstance(advice.option, MoveTo):
        first = _("{choice}, then {reasons}.").format(choice=what, reasons=and_words(clauses))
    elif clauses:
        first = _("{choice}: {reasons}.").format(choice=what, reasons=and_words(clauses))
    else:
        first = _("{choice}: the best option the search found.").format(choice=what)
    lines = [first]
    if advice.other is not None and advice.other_reasons:
        other = upper_first(choice_words(advice.other, advice.other_weapon, board, name, advice.kind))
        reason = advice.other_reasons[0]
        outcome = reason_words(reason, board, name)
        lines.append(_("{choice} instead: {outcome}.").format(choice=other, outcome=outcome)
                     if reason[0] == "behind" else
                     _("{choice} would only do this: {outcome}.").format(choice=other, outcome=outcome))
    return lines


def _with_overkills(reasons) -> list[tuple]:
    """A kill and its overkill said once: ``("kill", seat, points, True)``."""
    overkilled = {r[1] for r in reasons if r[0] == "overkill"}
    out = []
    for r in reasons:
        if r[0] == "kill" and r[1] in overkilled:
            out.append((*r, True))
        elif not (r[0] == "overkill" and any(k[0] == "kill" and k[1] == r[1] for k in reasons)):
            out.append(r)
    return out
