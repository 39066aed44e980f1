"""Domination on the screen: the domination board in the top bar and its animations
(:mod:`..game.domination_board`), its lessons (:mod:`..game.domination_lessons`), and
its sounds: a thud when a spawnpoint strikes back ("the spawnpoint deals you 1 damage"),
a ping when one is tagged (a token on its track)."""

from ...core.modes.domination import SpawnpointTagged, StruckBack
from ..game.domination_board import DominationScreen
from ..game.domination_lessons import LESSONS as DOMINATION_LESSONS

SCREEN = DominationScreen
LESSONS = DOMINATION_LESSONS
SOUNDS = {StruckBack: "damage", SpawnpointTagged: "mark"}
