"""Why the core refused a game or a choice, in words, from the refusal's identity
(``SetupError.reason`` / ``IllegalChoice.reason`` and their arguments)."""

from __future__ import annotations

from typing import Callable

from .characters import character_name
from .i18n import _
from .modes import words_of
from .prompts import prompt_words


def _same(name: str) -> str:
    """A character called by its name in the player's language (no game to ask)."""
    return character_name(name)


def _or(items) -> str:
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return _("{some} or {last}").format(some=", ".join(items[:-1]), last=items[-1])


def mode_words(mode: str) -> str:
    """A way to play by name: 'Deathmatch', 'Domination', 'Turret mode' (its words
    module's ``NAME``); a mode not registered (a newer version's save): its identity."""
    words = words_of(mode)
    return _(words.NAME) if words is not None else mode


def setup_words(error) -> str:
    """'Adrenaline is for 3 to 5 players, not 2', from a SetupError."""
    a = getattr(error, "args_of_reason", {})
    reason = getattr(error, "reason", "")
    if reason == "unknown_arena":
        return _("There is no arena {arena}: choose {arenas}").format(
            arena=a["arena"], arenas=_or(a["arenas"]))
    if reason == "player_count":
        return _("Adrenaline is for {low} to {high} players, not {count}").format(**a)
    if reason == "skull_count":
        return _("Use {low} to {high} skulls on the killshot track, not {count}").format(**a)
    if reason == "mode_skulls":
        return _("{mode} is played with {skulls} skulls, not {count}").format(
            mode=mode_words(a["mode"]), skulls=a["skulls"], count=a["count"])
    if reason == "mode_sudden_death":
        return _("{mode} always ends with final frenzy, never sudden death").format(
            mode=mode_words(a["mode"]))
    if reason == "unknown_character":
        return _("There is no character called {character}").format(**a)
    if reason == "same_character":
        return _("Each player needs a different character")
    return _("This game cannot be set up")


def illegal_words(error, name: Callable[[str], str] = _same) -> str:
    """Why a choice was refused, from an IllegalChoice; ``name`` calls a character by
    its player's typed name."""
    a = getattr(error, "args_of_reason", {})
    reason = getattr(error, "reason", "")
    if reason == "game_over":
        return _("The game is over: there is nothing left to decide")
    if reason in ("not_your_decision", "not_a_seat"):
        return _("It is {decider}'s decision: {question}").format(
            decider=name(a["decider"]), question=prompt_words(a["prompt"], name))
    if reason == "nothing_to_undo":
        return _("Nothing to undo: undo takes back only your own choices this turn, and "
                 "never a card drawn or another player's decision")
    if reason == "not_a_route":
        return _("That is not one of the ways there now: {question}").format(
            question=prompt_words(a["prompt"], name))
    if reason == "not_an_option":
        return _("That is not one of the choices now: {question}").format(
            question=prompt_words(a["prompt"], name))
    return _("That is not one of the choices now")


def undo_words(why: str) -> str:
    """Why Z took nothing back, from ``Session.why_no_undo`` (or ``guided``: the
    tutorial's guided steps): undo reaches only your own choices this turn, never past
    a card drawn or another player's decision."""
    return {
        "not_your_turn": _("Nothing to undo: only your own choices in your turn can be undone"),
        "card_drawn": _("Can't undo: a card was drawn or a tile dealt since"),
        "another_player": _("Can't undo: another player has decided since"),
        "nothing_yet": _("Nothing to undo: you have not chosen anything this turn yet"),
        "guided": _("No undo during the tutorial's guided steps"),
    }.get(why, _("Nothing to undo"))
