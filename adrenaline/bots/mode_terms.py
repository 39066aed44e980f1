"""What a way to play adds to Normal's evaluation: one small object per mode.

Normal weighs shots by what they do to the players' boards. A mode whose targets or
scoring go beyond the boards adds its own terms, reading its rules and numbers from the
core (never copying them), in its bots part (``bots.modes.<name>.TERMS``, found by
:func:`terms_for`): Deathmatch adds nothing (:data:`PLAIN`); Domination values its
spawnpoints' tracks, Turret mode its turrets (``bots/modes/domination.py``, ``turret.py``).
"""

from __future__ import annotations



class ModeTerms:
    """The standard game (Deathmatch): nothing beyond the players' boards."""

    def target_value(self, g, me: int, target, kind: str, n: int) -> float:
        """What an outcome on a target that is no figure is worth to ``me``."""
        return 0.0

    def end_value(self, g, me: int, square: int) -> float:
        """What ending my turn on ``square`` is worth (beyond where it leaves me)."""
        return 0.0

    def track_value(self, g, me: int, colour: str) -> float:
        """What one more token of mine on ``colour``'s track is worth."""
        return 0.0

    def bot_tag_value(self, g, me: int, bot: int, colour: str) -> float:
        """What the rulebook's bot's token on ``colour``'s track is worth to ``me``
        (the bot never wins: what it takes from the others, less what it takes from me)."""
        return 0.0

    def standing(self, g) -> list[float]:
        """Per seat, the points the mode's own scoring would pay now (a look-ahead's
        evaluation)."""
        return [0.0] * len(g.players)

    def route_value(self, g, me: int, figure: int, path) -> float:
        """What moving ``figure`` along ``path`` (its start first) is worth to ``me``
        beyond where it ends (only asked where the mode's routes matter)."""
        return 0.0

    def commandeer_value(self, g, me: int, square: int) -> float | None:
        """What taking the turret on ``square`` is worth to ``me``; None where none
        may be taken."""
        return None


PLAIN = ModeTerms()


def terms_for(mode: str) -> ModeTerms:
    """The evaluation terms of the mode named ``mode`` (a setup's ``mode``): its bots
    part's ``TERMS`` (``bots.modes.<name>``), the standard game's for a mode not registered."""
    from .modes import bots_of

    part = bots_of(mode)
    return part.TERMS if part is not None else PLAIN
