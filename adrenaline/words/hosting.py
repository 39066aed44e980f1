"""The words of a hosted game's notices: what the log says that is no rule's event
(a player's connection lost or back, a computer player standing in for a person).

The host sends identities (``{"kind": "stand_in", "seat": 2, "why": "time"}``); each
client makes the sentence here, in its own language.
"""

from __future__ import annotations

from .i18n import _


def notice_text(notice: dict, names) -> str:
    """The log's line for a host's notice; ``names``: the players' names by seat."""
    seat = notice.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    kind = notice.get("kind")
    if kind == "away":
        return _("{name} has lost the connection").format(name=name)
    if kind == "back":
        return _("{name} is back").format(name=name)
    if kind == "stand_in" and notice.get("why") == "time":
        return _("{name} ran out of time: a computer player (normal) chose for them").format(name=name)
    if kind == "stand_in":
        return _("{name} is away: a computer player (normal) plays for them until they return").format(name=name)
    return ""  # a notice of a newer host: nothing to say


def refusal_text(reason: str) -> str:
    """A host's refusal a person may meet, in words (others are for programs: "")."""
    if reason == "wrong_code":
        return _("That is not this game's join code.")
    if reason == "no_free_seat":
        return _("Every seat of this game is taken: you may watch it (--spectate).")
    if reason == "bad_token":
        return _("That token is not one of this game's seats.")
    return ""
