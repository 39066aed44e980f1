"""Deathmatch's part of the computer players: nothing beyond the players' boards (the
standard game's terms), and the shared tuned weights."""

from ..mode_terms import PLAIN

TERMS = PLAIN
TUNED = None  # Hard plays it with bots.tuned.TUNED
HARD_TERMS = None  # and with the standard game's terms


def advice_fact(event, me: int) -> None:
    """No event of its own: the advice tells the boards' (shared) events only."""
    return None
# Hard's look-ahead: the hand-made evaluation (the fitted table, shipped as
# screened-deathmatch, measured no gain); with the rulebook's bot, the table fitted to
# such games (bots/fitted.py, docs/bots.md)
FITTED = None
FITTED_WITH_BOT = "deathmatch+bot"
