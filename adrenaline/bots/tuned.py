"""Normal's constants as tuned by self-play for Hard (tools/tune_normal.py).

One seat with these weights against three default Normal bots, arena C, seats
rotated, 300 fresh games: 38.3% wins (seed 9000), 35.7% (seed 13000), about
+2.1 points over the others' mean (the defaults: 22% on seed 5000; cube 0.55:
37.0%, cube 0.85: 25.7% on seed 13000). From the screens: ammo cubes are worth
twice Normal's 0.35 (spend them less readily, on grabs and reloads, and pay with
powerups more), and the board share counts half as much against the damage
itself. The other constants showed no effect beyond the noise.
"""

from .normal import Weights

TUNED = Weights(cube=0.7, share=1 / 16)
