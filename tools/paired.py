"""Compare two screens of the same games (``tools/duel.py --out``): the paired
difference of Hard's wins and margins, with a 95% interval.

    .venv/bin/python tools/paired.py base.txt candidate.txt
"""

from __future__ import annotations

import statistics
import sys


def read(path: str) -> dict[int, tuple[float, float]]:
    rows = {}
    with open(path) as f:
        for line in f:
            i, win, margin = line.split()
            rows[int(i)] = (float(win), float(margin))
    return rows


def main(argv: list[str]) -> int:
    a, b = read(argv[0]), read(argv[1])
    common = sorted(set(a) & set(b))
    for k, name in ((0, "wins"), (1, "margin")):
        d = [b[i][k] - a[i][k] for i in common]
        mean = statistics.fmean(d)
        half = 1.96 * statistics.stdev(d) / len(d) ** 0.5 if len(d) > 1 else float("inf")
        scale = 100 if k == 0 else 1
        print(f"{name}: {scale * statistics.fmean(a[i][k] for i in common):.2f} -> "
              f"{scale * statistics.fmean(b[i][k] for i in common):.2f}, paired difference "
              f"{scale * mean:+.2f} (95% CI {scale * (mean - half):+.2f} to {scale * (mean + half):+.2f}) "
              f"over {len(common)} games")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
