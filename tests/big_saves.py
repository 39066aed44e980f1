"""Save files as large as the limit allows (issue 34), built on the fly: never committed.

``big_save(path)``: a real game of 262 lines, then line after line of choices that the
rules refuse at line 263 (the game's last line repeated), up to ``size`` bytes - the
file the fault test opened in 7.7 s with 490 MB of memory because every line was parsed."""

from __future__ import annotations

from pathlib import Path

from adrenaline.bots import make_bot
from adrenaline.core import savefile
from adrenaline.core.engine import Game, default_setup

SIZE = 31 * 2**20  # inside savefile.MAX_FILE_BYTES (32 MB)
GAME_LINES = 262


def game_of(lines: int = GAME_LINES, seed: int = 4) -> Game:
    """A 4-player game whose file has ``lines`` lines (the header's included)."""
    game = Game.new(default_setup(4, "C", 8, False, seed=seed))
    bots = [make_bot("random", seed=seed + i) for i in range(4)]
    while len(game.log) + 1 < lines and not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    return game


def big_save(path: Path, size: int = SIZE, game: Game | None = None) -> Path:
    """``game``'s file, then its last line again and again up to ``size`` bytes."""
    text = savefile.dumps(game or game_of()).encode("utf-8")
    last = text[text.rstrip(b"\n").rfind(b"\n") + 1:]
    with open(path, "wb") as f:
        f.write(text)
        f.write(last * ((size - len(text)) // len(last)))
    return Path(path)


if __name__ == "__main__":  # python -m tests.big_saves FILE: time opening it
    import sys
    import time
    import tracemalloc

    target = big_save(Path(sys.argv[1]))
    tracemalloc.start()
    start = time.perf_counter()
    restored = savefile.restore(target)
    took = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    print(f"{target.stat().st_size / 2**20:.1f} MB, {restored.lines} lines: restore {took:.2f} s, "
          f"peak {peak / 2**20:.0f} MB (traced), stops at line {restored.repaired and restored.repaired.line}, "
          f"{restored.kept} of {restored.choices} choices")
