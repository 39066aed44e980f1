"""Words for kept games: how Load game and Continue describe a game, and what a
player is told when a file cannot be read or written - a sentence, never a file
name, a parser's message or an error code."""

from __future__ import annotations

import datetime
import errno as errnos

from ..core.savefile import SaveFileError
from ..saves.library import CannotDelete, KeptGame
from .characters import character_name, player_name
from .i18n import N_, _, ngettext
from .refusals import mode_words

PROBLEMS = {
    "missing": N_("its file is no longer there"),
    "unreadable": N_("the disk would not let its file be read"),
    "too_large": N_("its file is far too large to be a saved game"),
    "empty": N_("its file is empty"),
    "not_a_save": N_("its file is not an Adrenaline saved game"),
    "newer_version": N_("it was saved by a newer version of this game"),
    "old_version": N_("it was saved by a version of this game too old to read"),
    "damaged": N_("its file is damaged"),
    "cannot_write": N_("the disk would not let it be written"),
    "other_rules": N_("it was saved under other rules, and these rules do not play it the "
                      "same way"),
}

DISK = {
    errnos.ENOSPC: N_("the disk is full"),
    errnos.EDQUOT: N_("your disk quota is used up"),
    errnos.EROFS: N_("the disk is read-only"),
    errnos.EACCES: N_("that folder may not be written to"),
    errnos.EPERM: N_("that folder may not be written to"),
    errnos.ENOENT: N_("that folder is not there"),
    errnos.ENOTDIR: N_("that is not a folder"),
    errnos.EIO: N_("the disk failed"),
}


def problem_words(problem) -> str:
    """Why a file cannot be read or written, for a player: from a SaveFileError, an
    OSError or a problem kind."""
    code = getattr(problem, "errno", None)
    if code in DISK:
        return _(DISK[code])
    if isinstance(problem, SaveFileError):
        return _(PROBLEMS[problem.kind])
    if isinstance(problem, str):
        return _(PROBLEMS.get(problem, PROBLEMS["damaged"]))
    if isinstance(problem, OSError):
        return _("the disk refused it")
    return _(PROBLEMS["damaged"])


MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"),
          N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))  # strftime's %b, in English


def when_words(when: datetime.datetime, now: datetime.datetime | None = None) -> str:
    now = now or datetime.datetime.now()
    if when.date() == now.date():
        return _("today {time}").format(time=f"{when:%H:%M}")
    if when.date() == (now - datetime.timedelta(days=1)).date():
        return _("yesterday {time}").format(time=f"{when:%H:%M}")
    return _("{day} {month} {year} {time}").format(
        day=when.day, month=_(MONTHS[when.month - 1]), year=when.year, time=f"{when:%H:%M}")


def players_words(game: KeptGame) -> str:
    """'Alice (Dozer) 12 - Bob (Banshee) 8 - Sprog (computer) 3', best first."""
    def who(p) -> str:
        name = player_name(p.name, p.character)
        about = ([] if p.name == p.character else [character_name(p.character)]) + (
            [_("computer")] if p.computer else [])
        return f"{name} ({', '.join(about)})" if about else name

    people = sorted(game.players, key=lambda p: -p.points)
    return "  -  ".join(f"{who(p)} {p.points}" for p in people)


def kept_game_words(game: KeptGame, stale: bool = False) -> tuple[str, str]:
    """(title, detail) of a kept game in Load game; ``stale``: another kept file holds the
    same game further on (``library.is_stale_copy``)."""
    when = when_words(game.when)
    if game.problem is not None:
        return (_("A game that cannot be opened - {when}").format(when=when),
                _("It cannot be opened: {why}. It is kept as it is.").format(
                    why=problem_words(game.problem)))
    state = _("finished") if game.over else _("turn {turn}").format(turn=game.turn)
    ending = _("sudden death") if game.sudden_death else _("final frenzy")
    title = _("Arena {letter}, {state} - {when}").format(letter=game.arena, state=state, when=when)
    if game.copied is not None:  # "Save a copy": not the game it was copied from
        title = _("{title} (a copy made {made})").format(title=title, made=when_words(game.copied))
    if stale:  # what a full disk leaves: Continue opens the other file
        title = _("{title} (an older copy)").format(title=title)
    detail = "{players}   ({mode}, {skulls}, {ending})".format(
        players=players_words(game), mode=mode_words(game.mode),
        skulls=ngettext("{n} skull", "{n} skulls", game.skulls).format(n=game.skulls), ending=ending)
    return title, detail


def stale_words() -> str:
    """Why a kept game is an older copy (Load game's tooltip over it)."""
    return _("An older copy: the game went on in another file.")


def delete_problem_words(error: CannotDelete) -> str:
    """Why a kept game was not deleted, for a player."""
    if error.kind == "not_kept_here":
        return _("it was kept by an earlier version of this game, outside its folder of kept games")
    if error.kind == "refused":
        return problem_words(OSError(error.errno, ""))
    return problem_words(error.kind)


def damage_words(restored, game_turn: int) -> str:
    """Where a kept game's file was damaged and how much of it was kept
    (:class:`adrenaline.core.savefile.Restored`)."""
    where = dict(line=restored.repaired.line or 0, lines=restored.lines, turn=game_turn,
                 kept=restored.kept, choices=restored.choices)
    if restored.at_end:
        return _("The end of this game's file was damaged (line {line} of {lines}): it "
                 "stands at its last sound choice, turn {turn}, with {kept} of its {choices} "
                 "choices.").format(**where)
    return _("This game's file was damaged in the middle (line {line} of {lines}): what "
             "comes after it cannot be trusted, so it stands at the last sound choice "
             "before it, turn {turn}, with {kept} of its {choices} choices.").format(**where)


def repaired_words(restored, game_turn: int) -> str:
    """A damaged game opened to play on: where, how much was kept, where it goes on."""
    return damage_words(restored, game_turn) + " " + _(
        "The damaged file is kept as it was; the game now goes on in a file of its own.")


def watched_repaired_words(restored, game_turn: int) -> str:
    """A damaged game watched again: only its sound part is shown."""
    return damage_words(restored, game_turn) + " " + _(
        "Only that part is shown; the damaged file is kept as it was.")
