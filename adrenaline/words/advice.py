"""Hard's advice in words: one or two sentences in the player's language.

"Shoot with the Lock Rifle: this kills Banshee (+8 points) with an overkill." then,
where the search found one, what the next best option does: "Grab instead: only gains
the Shotgun." The advice itself is identities (``bots/advice.py``): which option, and
reasons as (kind, arguments); only here do they become words.
"""

from __future__ import annotations

from typing import Callable

from ..core.cards import AMMO, POWERUPS
from ..core.choices import Discard
from .cards import and_words, powerup_words, weapon_words
from .i18n import _, ngettext
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
    """One reason, as a clause: ``("kill", seat, points)`` -> 'this kills Banshee (+8 points)'."""
    kind, *args = reason
    if kind == "kill":
        seat, points = args[:2]
        if len(args) > 2 and args[2]:  # with the overkill
            return ngettext("this kills {name} with an overkill (+{n} point)",
                            "this kills {name} with an overkill (+{n} points)",
                            points).format(name=name(seat), n=points)
        if points:
            return ngettext("this kills {name} (+{n} point)", "this kills {name} (+{n} points)",
                            points).format(name=name(seat), n=points)
        return _("this kills {name}").format(name=name(seat))
    if kind == "overkill":
        return _("with an overkill on {name} (12 damage)").format(name=name(args[0]))
    if kind == "damage":
        seat, n, total = args
        return ngettext("{n} damage to {name}, who then has {total}",
                        "{n} damage to {name}, who then has {total}", n).format(
            n=n, name=name(seat), total=total)
    if kind == "marks":
        seat, n = args
        return ngettext("{n} mark on {name}", "{n} marks on {name}", n).format(n=n, name=name(seat))
    if kind == "tagback":
        return _("a mark on {name}, who shot you").format(name=name(args[0]))
    if kind == "gains_weapon":
        return _("gains the {weapon}").format(weapon=weapon_words(args[0]))
    if kind == "tags_spawnpoint":
        return _("tags the {colour} spawnpoint's track").format(colour=colour_words(args[0]))
    if kind == "takes_turret":
        return _("takes the turret on {square}").format(square=square_words(board, args[0]))
    if kind == "escapes_danger":
        n = max(1, int(args[0]))
        return ngettext("about {n} damage less taken before your next turn",
                        "about {n} damage less taken before your next turn", n).format(n=n)
    if kind == "first_thought":
        return _("Hard's first thought (no time to look further)")
    if kind == "behind":
        return _("about {n} points less by your next turn").format(n=f"{args[0]:g}")
    if kind == "ahead":
        return _("about {n} points better than the next best by your next turn").format(
            n=f"{args[0]:g}")
    return kind


def advice_words(advice, board, name: Callable) -> list[str]:
    """The sentences shown with the highlight: what to do and why, then what the
    runner-up would do (if the search found what it does)."""
    what = upper_first(choice_words(advice.option, advice.weapon, board, name, advice.kind))
    clauses = [reason_words(r, board, name) for r in _with_overkills(advice.reasons)]
    if clauses:
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
                     _("{choice} instead: only {outcome}.").format(choice=other, outcome=outcome))
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
