"""Players called by the names the people typed: the one place that maps the core's
seats and characters to them (:func:`name_of`); where a player is introduced, the
character goes beside the name (:func:`introduce`, "Alice (Dozer)")."""

from __future__ import annotations

from .characters import character_name, introduce_player, player_name
from .i18n import _
from .prompts import prompt_words


def name_of(game, who) -> str:
    """The name the person typed for a seat (``who`` an int) or a character (a str); the
    character's name in the player's language where the person kept it.

    The core calls players by character (``Game.names``, ``PickTarget.target``,
    ``Decision.decider_name``); the screen says the seat's typed name, through here."""
    players = game.state.players
    if isinstance(who, str):
        for p in players:
            if p.character == who:
                return player_name(p.name, p.character)
        return character_name(who)
    return player_name(players[who].name, players[who].character)


def player_names(game) -> tuple[str, ...]:
    """The typed names, by seat; the rulebook's bot (the neutral figure) is "the bot"."""
    g = game.state
    return tuple(name_of(game, seat) if seat < g.seats else _("the bot")
                 for seat in range(len(g.players)))


def introduce(game, who) -> str:
    """'Alice (Dozer)': the typed name with the character beside it (just 'Dozer' when
    the person kept the character's name)."""
    seat = who if isinstance(who, int) else game.state.seat_of(who)
    p = game.state.players[seat]
    return introduce_player(p.name, p.character)


def prompt_text(game, prompt) -> str:
    """A prompt of the core in words, each character named as its player is."""
    return prompt_words(prompt, lambda who: name_of(game, who))
