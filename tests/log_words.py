"""The log's words over a few seeded random games of every way to play, in the four
languages: what ``words.log.describe`` says of each entry, what the command line's
status says at the end, and why the screen is handed over at each decision.

``tests/test_log_words.py`` compares a digest of them with the one recorded before
the modes' words moved into their own modules (issue 36: "the log's words in the four
languages" must not change). ``python -m tests.log_words DIR`` writes the words
themselves, one file per game and language, to compare two versions with ``diff``.
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path

from adrenaline.core.engine import Game, default_setup
from adrenaline.words.i18n import LANGUAGES, set_language

# (mode, players, arena, seed, with the rulebook's bot)
GAMES = (
    ("deathmatch", 4, "C", 3, False),
    ("deathmatch", 3, "A", 11, True),
    ("domination", 5, "D", 7, False),
    ("domination", 3, "B", 20, True),
    ("turret", 4, "A", 5, False),
    ("turret", 3, "C", 8, True),
)


def play(mode: str, players: int, arena: str, seed: int, bot: bool) -> tuple[Game, list]:
    """A game of random choices; the decisions as they were asked."""
    game = Game.new(default_setup(players, arena, seed=seed, mode=mode, neutral=bot))
    rng = random.Random(seed)
    decisions = []
    while (decision := game.legal()) is not None:
        decisions.append((len(game.log), decision))
        game.submit(decision.decider, rng.choice(decision.options))
    return game, decisions


def words(game: Game, decisions: list) -> list[str]:
    """Every entry's lines, the hand-off reasons at each decision, the final status."""
    from adrenaline.cli import state_text
    from adrenaline.words.log import describe, handoff_reason

    lines: list[str] = []
    for i, entry in enumerate(game.log):
        lines.append(f"## {i}")
        lines += describe(game, entry)
    whole = game.log
    for at, decision in decisions[::7]:  # the reasons, as the game stood then
        game.log = whole[:at]
        lines.append(f"handoff {at}: {handoff_reason(game, decision)}")
    game.log = whole
    lines.append(state_text(game))
    return lines


def all_words() -> dict[str, list[str]]:
    """``mode-seed-lang`` -> the words of that game in that language."""
    out = {}
    games = [(spec, *play(*spec)) for spec in GAMES]
    try:
        for lang in LANGUAGES:
            set_language(lang)
            for (mode, _, _, seed, _), game, decisions in games:
                out[f"{mode}-{seed}-{lang}"] = words(game, decisions)
    finally:
        set_language("en")
    return out


def digests() -> dict[str, str]:
    return {k: hashlib.sha256("\n".join(v).encode()).hexdigest()[:16] for k, v in all_words().items()}


if __name__ == "__main__":
    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    for key, lines in all_words().items():
        (folder / f"{key}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for key, digest in digests().items():
        print(key, digest)
