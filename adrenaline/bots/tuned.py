"""Normal's constants as tuned by self-play for Hard (tools/tune_normal.py).

One seat with these weights against three default Normal bots, seats rotated,
the same game seeds for every candidate (``tune_normal.py check --from tuned``):

* cube 0.7, share 1/16 (the first tuning): 36.2% of 1000 games (seed 20000,
  arena C); the defaults won 22% (seed 5000).
* + rank 0.5, deny 0.2 (the points a shot moves on a board's ranking, won and
  taken from the others): 43.5%, +3.2 points over the others' mean.
* + share 1/32, killshot 4, damage 0.35, teleport 1: 48.3%, +4.2 points; on
  fresh games (seed 40000, arena D) 47.3%, +4.1 points.
* newton 1 (push a target into sight), teleport 2, damage 0.25: 47.2-47.5% on
  seed 40000, arena D - no better, so Newton stays off.

From the screens: ammo cubes are worth twice Normal's 0.35 (spend them less
readily, pay with powerups more); a shot is worth what it changes in who is paid
what (the ranking), not only its damage; a Teleporter is worth spending on the
best shot of the board. The other constants showed no effect beyond the noise.
"""

from .normal import Weights

TUNED = Weights(cube=0.7, share=1 / 32, damage=0.35, killshot=4.0, rank=0.5, deny=0.2,
                teleport=1.0)
