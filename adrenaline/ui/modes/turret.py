"""Turret mode on the screen: the turret board in the top bar, the turrets on the arena
and the animations (:mod:`..game.turret_board`, :mod:`..game.turret_arena`), its lessons
(:mod:`..game.turret_lessons`); its events play no sound of their own (a turret's damage
is a ``Damaged``: the shared thud)."""

from ..game.turret_board import TurretScreen
from ..game.turret_lessons import LESSONS as TURRET_LESSONS

SCREEN = TurretScreen
LESSONS = TURRET_LESSONS
SOUNDS: dict = {}
