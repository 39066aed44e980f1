"""Normal's constants as tuned by self-play for Hard (tools/tune_normal.py).

One seat with these weights played against three default Normal bots, seats
rotated, the same game seeds for every candidate (``tune_normal.py check --from
tuned``); each constant was kept only if it won more games. The steps and their
win rates are in docs/bots.md.

What the tuning found: ammo cubes are worth twice Normal's 0.35 (spend them less
readily, pay with powerups more); a shot is worth what it changes in who is paid
what (the ranking), not only its damage; a Teleporter is worth spending on the
best shot of the board. The other constants showed no effect beyond the noise.

Turret mode: every turret square offers any of the turret board's five tiles, so
cubes are plentiful; a cube worth 0.5 there won more (docs/bots.md, Turret mode).
"""

import attrs

from .normal import Weights

TUNED = Weights(cube=0.7, share=1 / 32, damage=0.35, killshot=4.0, rank=0.5, deny=0.2,
                teleport=1.0)

# a way to play whose own constants differ from TUNED (the setup's mode -> Weights)
TUNED_BY_MODE = {"turret": attrs.evolve(TUNED, cube=0.5)}
