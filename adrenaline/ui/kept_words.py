"""Words for kept games: how Load game and Continue describe a game, and what a
player is told when a file cannot be read or written - a sentence, never a file
name, a parser's message or an error code."""

from __future__ import annotations

import datetime
import errno as errnos

from ..core.savefile import SaveFileError
from ..saves.library import KeptGame

PROBLEMS = {
    "missing": "its file is no longer there",
    "unreadable": "the disk would not let its file be read",
    "too_large": "its file is far too large to be a saved game",
    "empty": "its file is empty",
    "not_a_save": "its file is not an Adrenaline saved game",
    "newer_version": "it was saved by a newer version of this game",
    "old_version": "it was saved by a version of this game too old to read",
    "damaged": "its file is damaged",
    "cannot_write": "the disk would not let it be written",
}

DISK = {
    errnos.ENOSPC: "the disk is full",
    errnos.EDQUOT: "your disk quota is used up",
    errnos.EROFS: "the disk is read-only",
    errnos.EACCES: "that folder may not be written to",
    errnos.EPERM: "that folder may not be written to",
    errnos.ENOENT: "that folder is not there",
    errnos.ENOTDIR: "that is not a folder",
    errnos.EIO: "the disk failed",
}


def problem_words(problem) -> str:
    """Why a file cannot be read or written, for a player: from a SaveFileError, an
    OSError or a problem kind."""
    code = getattr(problem, "errno", None)
    if code in DISK:
        return DISK[code]
    if isinstance(problem, SaveFileError):
        return PROBLEMS[problem.kind]
    if isinstance(problem, str):
        return PROBLEMS.get(problem, PROBLEMS["damaged"])
    if isinstance(problem, OSError):
        return "the disk refused it"
    return PROBLEMS["damaged"]


def when_words(when: datetime.datetime, now: datetime.datetime | None = None) -> str:
    now = now or datetime.datetime.now()
    if when.date() == now.date():
        return f"today {when:%H:%M}"
    if when.date() == (now - datetime.timedelta(days=1)).date():
        return f"yesterday {when:%H:%M}"
    return f"{when.day} {when:%b %Y %H:%M}"


def players_words(game: KeptGame) -> str:
    """'Alice (Dozer) 12 - Bob (Banshee) 8 - Sprog (computer) 3', best first."""
    def who(p) -> str:
        about = ([] if p.name == p.character else [p.character]) + (["computer"] if p.computer else [])
        return f"{p.name} ({', '.join(about)})" if about else p.name

    people = sorted(game.players, key=lambda p: -p.points)
    return "  -  ".join(f"{who(p)} {p.points}" for p in people)


def kept_game_words(game: KeptGame) -> tuple[str, str]:
    """(title, detail) of a kept game in Load game."""
    when = when_words(game.when)
    if game.problem is not None:
        return (f"A game that cannot be opened - {when}",
                f"It cannot be opened: {problem_words(game.problem)}. It is kept as it is.")
    state = "finished" if game.over else f"turn {game.turn}"
    ending = "sudden death" if game.sudden_death else "final frenzy"
    title = f"Arena {game.arena}, {state} - {when}"
    detail = f"{players_words(game)}   ({game.skulls} skulls, {ending})"
    return title, detail


def repaired_words(game_turn: int) -> str:
    return (f"The end of this game's file was damaged, so the game goes on from the last "
            f"sound choice (turn {game_turn}). The damaged file is kept as it was; the game "
            f"now goes on in a file of its own.")
