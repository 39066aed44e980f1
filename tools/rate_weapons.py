"""Rate the 21 weapons by the damage they can deal: for random positions of 5
figures on the four arenas, the most damage any complete plan deals (0 where the
card cannot fire), averaged. Prints a table for adrenaline/bots/ratings.py."""

from __future__ import annotations

import random

from adrenaline.core.maps import load_board
from adrenaline.core.weapons.catalogue import WEAPONS
from adrenaline.core.weapons.dsl import DAMAGE, MARK, Shot
from adrenaline.core.weapons.plans import all_plans

NAMES = ("a", "b", "c", "d", "e")


def rate(samples: int = 400, seed: int = 1) -> dict[str, tuple[float, float]]:
    rng = random.Random(seed)
    totals = {w.name: [0.0, 0.0] for w in WEAPONS}
    for k in range(samples):
        board = load_board("ABCD"[k % 4])
        pos = tuple(rng.choice(board.squares) for _ in NAMES)
        shot = Shot(board, 0, NAMES, pos)
        for w in WEAPONS:
            best_damage = best_marks = 0
            for plan in all_plans(w, shot, (1, 1, 1), limit=2000):
                damage = sum(n for kind, _, n in plan.shot.outcomes if kind == DAMAGE)
                marks = sum(n for kind, _, n in plan.shot.outcomes if kind == MARK)
                if (damage, marks) > (best_damage, best_marks):
                    best_damage, best_marks = damage, marks
            totals[w.name][0] += best_damage / samples
            totals[w.name][1] += best_marks / samples
    return {name: (round(d, 2), round(m, 2)) for name, (d, m) in totals.items()}


if __name__ == "__main__":
    for name, (damage, marks) in sorted(rate().items(), key=lambda x: -x[1][0]):
        print(f"    {name!r}: ({damage}, {marks}),")
