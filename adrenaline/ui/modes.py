"""What a mode adds to the game screen, by the mode's name (the core's ``Mode.name``):
its board in the top bar in place of the killshot track, what it draws on the arena
(Turret mode's turrets), and the animations of its own events; and its lessons, a card
the first time each of its rules happens in a game (:mod:`.game.mode_lessons`). A mode
with no entry here (Deathmatch) shows the killshot track and no lesson; the shared
screen code asks these tables and never a mode's name."""

from __future__ import annotations

from .game.bot_lessons import bot_lessons
from .game.domination_board import DominationScreen
from .game.domination_lessons import LESSONS as DOMINATION_LESSONS
from .game.turret_board import TurretScreen
from .game.turret_lessons import LESSONS as TURRET_LESSONS

SCREENS = {"domination": DominationScreen, "turret": TurretScreen}
LESSONS = {"domination": DOMINATION_LESSONS, "turret": TURRET_LESSONS}


def mode_screen(game):
    """What ``game``'s mode adds to the screen, or None."""
    return SCREENS.get(game.mode.name)


def mode_arena(game):
    """What ``game``'s mode draws on the arena (Turret mode's turrets), or None."""
    return getattr(SCREENS.get(game.mode.name), "arena", None)


def mode_lessons(game) -> tuple:
    """The lessons of ``game``'s mode (:class:`.game.mode_lessons.RuleLesson`), maybe none;
    and the bot's, in a game with the bot (any mode)."""
    return LESSONS.get(game.mode.name, ()) + bot_lessons(game)
