"""The words of joining a hosted game from the window: the games found on the network,
a host's refusals, the connections a player sees (away, reconnecting, the time left).

The host and the network say identities (a refusal's ``reason``, a seat's state,
seconds); the sentences are made here, in the player's language."""

from __future__ import annotations

from .i18n import _, ngettext
from .refusals import mode_words


def found_words(found) -> str:
    """One game found on the network: 'Ann's laptop - Deathmatch, arena A - 2 of 4 seats free'."""
    if not found.same_version:
        state = _("another version of the game")
    elif found.free == 0:
        state = _("every seat taken")
    else:
        state = ngettext("{free} free seat of {seats}", "{free} free seats of {seats}", found.free).format(
            free=found.free, seats=found.seats)
    return _("{host} - {mode}, arena {arena} - {state}").format(
        host=found.host_name, mode=mode_words(found.mode), arena=found.arena, state=state)


def refusal_words(reason: str, text: str = "") -> str:
    """Why the host refused, in one line (``text``: the host's own sentence, in English,
    for a reason this version has no words for)."""
    words = {
        "wrong_code": _("That is not this game's join code."),
        "no_free_seat": _("Every seat of this game is taken: you may watch it (Watch a game)."),
        "bad_token": _("Your seat is no longer in that game."),
        "version": _("That game is played with another version of Adrenaline."),
    }.get(reason)
    return words or text or _("The host refused: {why}").format(why=reason)


def unreachable_words(address: str) -> str:
    return _("Cannot reach a game at {address}: check the address and that the game is hosted.").format(
        address=address)


def silent_host_words(address: str) -> str:
    """No welcome came: a host gone, or one of another version (its answers not understood)."""
    return _("No answer from {address}: is the game still hosted there, by this version of Adrenaline?").format(
        address=address)


def waiting_words(seats: list[dict], watching: bool) -> str:
    """Joined, before the game starts: how many seats are taken."""
    taken = sum(1 for s in seats if s.get("taken"))
    if watching:
        words = _("Watching: the game starts once every seat is taken ({taken} of {seats}).")
    else:
        words = _("You have a seat: the game starts once every seat is taken ({taken} of {seats}).")
    return words.format(taken=taken, seats=len(seats))


def minutes(seconds: float) -> str:
    """0:42, 1:05, 12:30."""
    s = max(0, int(seconds))
    return f"{s // 60}:{s % 60:02d}"


def away_words(seconds: float) -> str:
    return _("away {time}").format(time=minutes(seconds))


def connected_words() -> str:
    """A person at another computer whose window is connected now."""
    return _("online")


def stand_in_words() -> str:
    return _("a computer plays")


def reconnecting_words(tries: int) -> str:
    if tries <= 1:
        return _("Reconnecting to the host...")
    return _("Reconnecting to the host... (try {n})").format(n=tries)


def lost_words(code) -> str:
    """The host closed this connection for good, by the close's code (RFC 6455)."""
    if code == 1008:
        return _("The host closed this connection: your seat was taken up again from another window.")
    if code == 1013:
        return _("The host takes no more connections: try again later.")
    return _("The host has closed the game.")


def seat_words(kept) -> str:
    """Continue's tip for a seat kept in a game hosted elsewhere."""
    return _("Back to your seat in the game hosted at {address}").format(address=kept.address)


def seat_kept_words() -> str:
    return _("The game goes on as soon as the host is back; your seat is kept.")
