"""A saved game played again: its stored choices re-submitted through the rules and the
events they produce compared with the stored ones, line by line (:func:`_replay`), and
what a file that does not fold or was saved under other rules is told."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .engine import RULES_VERSION, Game, IllegalChoice
from .events import event_to_json
from .invariants import check_state
from . import scenario
from .save_format import SaveFileError, _one_line
from .save_reading import _Parsed

def _fold_error(path: Path, parsed: _Parsed) -> SaveFileError:
    """Fold again, event by event, to name the line of the first one that fails."""
    from .engine import initial_state

    game = Game(parsed.setup, initial_state(parsed.setup))
    for number, entry in zip(parsed.numbers, parsed.entries):
        for i, event in enumerate(entry.events, start=1):
            try:
                event.apply(game.state)
                check_state(game.state)
            except Exception as error:
                return SaveFileError(f"{path}:{number}: event {i} ({type(event).__name__}) does "
                                     f"not fit the game: {_one_line(error)}")
    try:
        game._settle(replaying=True)
    except Exception as error:
        return SaveFileError(f"{path}:{parsed.numbers[-1]}: the game cannot go on from the last "
                             f"line: {_one_line(error)}")
    return SaveFileError(f"{path}: cannot be loaded")


def _other_rules(path: Path, parsed: _Parsed, error: SaveFileError) -> SaveFileError | None:
    """A file saved under other rules that these rules do not play the same way:
    refused whole (its choices were made under rules these are not)."""
    rules = parsed.header["rules_version"]
    if rules == RULES_VERSION:
        return None
    line = error.line or 1
    detail = str(error).removeprefix(f"{path}:{line}: ")
    return SaveFileError(f"{path}:{line}: saved under rules version {rules}, and these rules "
                         f"(version {RULES_VERSION}) do not play it the same way: {detail}",
                         "other_rules")


def _replay(path: Path, parsed: _Parsed, more=()) -> tuple[Game, SaveFileError | None]:
    """The game set up again and every parsed choice re-submitted, then those of the
    rows ``more`` yields (read as they are needed), up to the first line that cannot be
    read or whose events differ from the rules' (returned as the error, with the game as
    it stood before that line). A setup that differs is refused outright."""
    position = parsed.header.get("position")
    try:
        if position is None:
            game = Game.new(parsed.setup)
        else:
            game = scenario.position(position)
    except Exception as error:
        raise SaveFileError(f"{path}:1: cannot set the game up again: {_one_line(error)}") from None
    if game.setup != parsed.setup:
        raise SaveFileError(f"{path}:1: the position's setup differs from the header's setup")
    if isinstance(position, dict):
        game.scenario = position
    client = parsed.header.get("client")
    if isinstance(client, dict):
        game.client = client
    seen = list(zip(parsed.numbers, parsed.raw, parsed.entries))
    source = iter(more)

    def row(k: int):
        """Row ``k``, read from ``more`` if not read yet; None after the last."""
        while len(seen) <= k:
            got = next(source, None)
            if got is None:
                return None
            seen.append(got)
        return seen[k]

    start = len(game.log)
    for k in range(start):
        got = row(k)
        if got is None:
            raise SaveFileError(f"{path}:{len(seen) + 1}: the file ends before the setup does")
        number, data, entry = got
        if entry.who != -1:
            raise SaveFileError(f"{path}:{number}: expected a setup entry (who -1)")
        _compare(path, number, data["events"], game.log[k].events)
    k = start
    while True:
        try:
            got = row(k)
        except SaveFileError as error:  # a line that cannot be read: the game stops before it
            return game, error
        if got is None:
            return game, None
        number, data, entry = got
        try:
            if entry.who == -1:
                if position is None and any(type(e).__name__ == "PositionSet" for e in entry.events):
                    raise SaveFileError(f"{path}:{number}: a scenario position, but the header "
                                        f"has no \"position\" to verify it against")
                raise SaveFileError(f"{path}:{number}: a setup entry (who -1) in the middle of "
                                    f"the game")
            _resubmit(path, number, game, entry.who, data)
        except SaveFileError as error:
            # the game may be half-way through that line: play it again up to the line before
            sound = _Parsed(parsed.header, parsed.setup, [r[2] for r in seen[:k]],
                            [r[1] for r in seen[:k]], [r[0] for r in seen[:k]])
            return _replay(path, sound)[0], error
        k += 1


def _resubmit(path: Path, number: int, game: Game, who: int, data: dict) -> None:
    """Submit one stored choice and compare the events it produces."""
    try:
        produced = game.submit_text(who, data["choice"])
    except IllegalChoice as error:
        raise SaveFileError(f"{path}:{number}: {_one_line(error)}") from None
    except Exception as error:  # a rules bug: still no traceback for a file
        raise SaveFileError(f"{path}:{number}: the rules failed on this choice: "
                            f"{_one_line(error)}") from None
    _compare(path, number, data["events"], produced)


def _compare(path: Path, number: int, stored: list, produced: tuple) -> None:
    made = json.loads(json.dumps([event_to_json(e) for e in produced]))
    if made == stored:
        return
    for i, (a, b) in enumerate(zip(stored, made), start=1):
        if a != b:
            raise SaveFileError(f"{path}:{number}: event {i} differs: the file has "
                                f"{_compact(a)}, the rules produce {_compact(b)}")
    i = min(len(stored), len(made)) + 1
    if len(stored) > len(made):
        raise SaveFileError(f"{path}:{number}: event {i} differs: the file has "
                            f"{_compact(stored[i - 1])}, the rules produce no more events")
    raise SaveFileError(f"{path}:{number}: event {i} differs: the file has no more events, "
                        f"the rules produce {_compact(made[i - 1])}")


def _compact(data: Any) -> str:
    text = json.dumps(data, separators=(",", ":"))
    return text if len(text) <= 300 else text[:297] + "..."
