"""What a mode adds to the game screen, by the mode's name (the core's ``Mode.name``):
its board in the top bar in place of the killshot track, and the animations of its
own events. A mode with no entry here (Deathmatch) shows the killshot track; the
shared screen code asks this table and never a mode's name."""

from __future__ import annotations

from .game.domination_board import DominationScreen

SCREENS = {"domination": DominationScreen}


def mode_screen(game):
    """What ``game``'s mode adds to the screen, or None."""
    return SCREENS.get(game.mode.name)
