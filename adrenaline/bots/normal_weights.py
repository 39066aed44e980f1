"""Normal's constants, in points: what a cube, a damage, a mark, a kill, a square's
reach... is worth (:class:`Weights`; Hard plays a set tuned by self-play, bots/tuned.py)."""

from __future__ import annotations

import attrs

from ..core.cards import NEWTON, TAGBACK_GRENADE, TARGETING_SCOPE, TELEPORTER
from .neutral_action import NEUTRAL, NeutralWeights

CUBE = 0.35  # what an ammo cube is worth, in points

POWERUP_WORTH = {TARGETING_SCOPE: 0.9, TAGBACK_GRENADE: 0.7, NEWTON: 0.5, TELEPORTER: 0.6}


@attrs.frozen
class Weights:
    """Normal's constants, in points. The defaults are Normal's own play; Hard
    uses a set tuned by self-play (bots/tuned.py, tools/tune_normal.py)."""

    cube: float = CUBE  # an ammo cube
    damage: float = 0.5  # a damage token landed...
    share: float = 1 / 8  # ...plus this much per point of the board share it earns
    first_blood: float = 1.0
    killshot: float = 2.5
    overkill: float = 1.0
    dead: float = 0.6  # factor once the board is at 11: only the 12th counts
    mark: float = 0.45
    shoot: float = 0.3  # lead of Shoot People over the other actions
    reach: float = 0.6  # per loaded card that can fire from a square
    seen: float = 0.15  # per opponent who can see the square
    tile_powerup: float = 0.6  # a powerup card on an ammo tile
    weapon_damage: float = 0.9  # per point of a weapon's rated damage
    weapon_marks: float = 0.3  # per rated mark
    drop: float = 1.5  # cost of grabbing a 4th weapon (one must go)
    grab_square: float = 0.3  # weight of the square's value when grabbing
    scope: float = 0.4  # least value of a Targeting Scope damage worth a cube
    idle: float = 0.0  # ending the turn with actions left
    rank: float = 0.0  # per point my board payout rises (rank after less rank before)
    deny: float = 0.0  # per point the others' payouts from that board fall
    teleport: float = 0.0  # a Teleporter spent to shoot from anywhere (0: never)
    newton: float = 0.0  # a Newton spent to move a target into my shot (0: never)
    neutral: NeutralWeights = NEUTRAL  # how I steer the rulebook's bot (bots/neutral_action.py)


DEFAULT_WEIGHTS = Weights()
