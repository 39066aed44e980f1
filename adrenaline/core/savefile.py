"""Save files: a game's log as JSON Lines, versioned; a saved game is its own replay.

Line 1 is the header::

    {"format": "adrenaline-save", "version": 2, "rules_version": 1,
     "setup": {..., "mode": "deathmatch", "options": {}},
     "position": {...}}      # "position" only for a scenario game

then one line per entry of ``Game.log`` (the first is the setup, ``who`` -1)::

    {"who": 2, "choice": "action shoot", "events": [{"type": "ActionTaken", ...}, ...]}

- :func:`save` writes atomically: a temporary file in the same folder, flushed
  and fsynced, checked by loading it back, then renamed over the target. A
  failure leaves the old file as it was.
- :func:`load` folds the stored events (no rule runs).
- :func:`verify` re-plays every choice through the rules and compares the events
  they produce with the stored ones.
- :func:`restore` is how a player's game is opened (Continue, Load game, Watch,
  ``adrenaline replay FILE``): it re-plays the choices like :func:`verify`, and where
  the file stops making sense (a line cut short by a crash, a line changed or
  repeated, a tail of zero bytes) it keeps the game up to the last sound choice and
  says where (:class:`Restored`: the line, the choices kept), instead of loading a
  position that never happened. A file saved under other rules is re-played too,
  and refused (``"other_rules"``) unless these rules play it the same way.
- Anything wrong with a file is a :class:`SaveFileError` naming the file and the
  line, never a traceback; its ``kind`` says what is wrong as an identity
  (``"damaged"``, ``"too_large"``...), from which the screen makes a sentence
  for a player, with no file name and no parser's message.
- What is read is bounded (:data:`MAX_FILE_BYTES`, :data:`MAX_LINE_BYTES`): a huge
  or deeply nested file is refused in a sentence, quickly. :func:`restore` reads a
  line only when the re-play needs it and stops at the first that is not sound: a
  file as large as the limit opens as quickly as its sound part.
- Old formats are upgraded by :data:`UPCASTERS` before anything else reads them.

The format and each line's meaning are :mod:`.save_format`'s, the bounded reading
:mod:`.save_reading`'s, the re-play :mod:`.save_replay`'s.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, NamedTuple

from .engine import RULES_VERSION, Game, LogEntry
from .events import event_to_json
from .save_format import (
    FORMAT, MAX_FILE_BYTES, MAX_LINE_BYTES, PROBLEMS, UPCASTERS, VERSION, SaveFileError, _one_line,
    choice_lines, upcast,
)
from .save_reading import _Lazy, _lazy_head, _open_save, _parse, _Parsed, read_bounded
from .save_replay import _fold_error, _other_rules, _replay

# the file's format and its reading, named here too (the callers' one module for save files)
__all__ = ["FORMAT", "MAX_FILE_BYTES", "MAX_LINE_BYTES", "PROBLEMS", "UPCASTERS", "VERSION", "Restored",
           "SaveFileError", "choice_lines", "choices_of", "dumps", "dumps_header", "entry_json",
           "entry_line", "header_of", "load", "read_bounded", "restore", "save", "upcast", "verify"]

# -- writing -----------------------------------------------------------------------------
def header_of(game: Game) -> dict[str, Any]:
    header = {"format": FORMAT, "version": VERSION, "rules_version": RULES_VERSION,
              "setup": game.setup.to_json()}
    position = getattr(game, "scenario", None)
    if position is not None:
        header["position"] = position
    if game.client:
        header["client"] = game.client
    return header


def entry_json(entry: LogEntry) -> dict[str, Any]:
    return {"who": entry.who,
            "choice": None if entry.choice is None else entry.choice.text,
            "events": [event_to_json(e) for e in entry.events]}


def dumps_header(game: Game) -> str:
    """Line 1 of ``game``'s save file."""
    return _line(header_of(game), 1)


def entry_line(entry: LogEntry, number: int = 0) -> str:
    """The line of one log entry (``number``, where known, for the error message)."""
    try:
        data = entry_json(entry)
    except Exception as error:
        raise SaveFileError(f"cannot save line {number or '?'}: {_one_line(error)}") from None
    return _line(data, number)


def dumps(game: Game) -> str:
    """The text of ``game``'s save file."""
    return dumps_header(game) + "".join(
        entry_line(entry, number) for number, entry in enumerate(game.log, start=2))


def _line(data: dict, number: int) -> str:
    try:
        return json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n"
    except (TypeError, ValueError) as error:
        raise SaveFileError(f"cannot save line {number or '?'}: {_one_line(error)}") from None


def save(game: Game, path: str | os.PathLike[str], check: bool = True) -> Path:
    """Write ``game`` to ``path`` atomically; with ``check``, the new file must load
    back to the same state before it replaces the old one."""
    path = Path(path)
    try:
        text = dumps(game)
    except SaveFileError as error:
        raise SaveFileError(f"{path}: {error}") from None
    folder = path.parent if str(path.parent) else Path(".")
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise SaveFileError(f"{path}: cannot write: {error.strerror or error}", "cannot_write",
                            error.errno) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if check:
            _check_saved(game, Path(temp), path)
        mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
        os.chmod(temp, mode)
        os.replace(temp, path)
    except BaseException as error:
        try:
            os.unlink(temp)
        except OSError:
            pass
        if isinstance(error, SaveFileError):
            raise
        if isinstance(error, OSError):
            raise SaveFileError(f"{path}: cannot write: {error.strerror or error}", "cannot_write",
                            error.errno) from None
        raise
    _fsync_folder(folder)
    return path


def _check_saved(game: Game, temp: Path, path: Path) -> None:
    from .serialize import state_json

    try:
        loaded = load(temp)
    except SaveFileError as error:
        raise SaveFileError(f"{path}: not saved, the new file would not load: "
                            f"{str(error).removeprefix(str(temp) + ':').strip()}") from None
    if state_json(loaded) != state_json(game):
        raise SaveFileError(f"{path}: not saved, the new file loads to a different state")


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def load(path: str | os.PathLike[str]) -> Game:
    """Read a save file and fold its events into the game it records."""
    parsed = _parse(path)
    try:
        game = Game.replay(parsed.setup, parsed.entries, check=True)
    except Exception:
        raise _fold_error(Path(path), parsed) from None
    position = parsed.header.get("position")
    if isinstance(position, dict):
        game.scenario = position
    client = parsed.header.get("client")
    if isinstance(client, dict):
        game.client = client
    return game


def verify(path: str | os.PathLike[str]) -> Game:
    """Re-play every stored choice through the rules and compare the events produced
    with the stored ones; returns the re-played game."""
    path = Path(path)
    parsed = _parse(path)
    game, error = _replay(path, parsed)
    if error is not None:
        raise _other_rules(path, parsed, error) or error
    return game


class Restored(NamedTuple):
    """A game opened by :func:`restore`. ``repaired`` is None when the whole file
    was sound; otherwise the file went wrong at ``repaired`` (its message names the
    line, ``repaired.line``) and ``game`` stands at the last sound choice before it.
    ``lines``: the file's lines; ``choices``: those of them that were players'
    choices (a junk line, a zero-filled tail, is not one), of which ``game`` keeps
    ``kept``."""

    game: Game
    repaired: SaveFileError | None = None
    lines: int = 0
    choices: int = 0
    kept: int = 0

    @property
    def at_end(self) -> bool:
        """The damage was on the file's last line (a crash's tail): nothing after it lost."""
        return self.repaired is not None and self.repaired.line == self.lines


def choices_of(game: Game) -> int:
    """The players' choices in ``game``'s log (its setup entries left out)."""
    return sum(1 for entry in game.log if entry.who != -1)


def restore(path: str | os.PathLike[str]) -> Restored:
    """Open a player's saved game: re-play its choices through the rules, keeping
    the game up to the last choice whose stored events the rules produce again.

    A line cut short by a crash, or a line changed, repeated or left out, ends the
    game there: the rest never happened as stored. A file saved under other rules
    is re-played under these: opened only if they play it exactly the same way,
    else refused whole (``"other_rules"``). The file itself is never changed.

    Lines are read, decoded and re-played one at a time, and reading stops at the
    first that is not sound: what follows is only counted (its lines, and those of
    them that were choices), never parsed, so that a file as large as the limit opens
    as quickly as its sound part."""
    path = Path(path)
    with _open_save(path) as f:
        lines = _Lazy(path, f)
        header = lines.header()
        first = lines.next()
        if first is None:
            raise SaveFileError(f"{path}:2: the setup line is missing")
        original = dict(header)
        header, setup, setup_entry = _lazy_head(path, header, first)
        parsed = _Parsed(header, setup, [setup_entry[2]], [setup_entry[1]], [setup_entry[0]])
        game, error = _replay(path, parsed, lines.entries(original, len(setup.players)))
        counted = lines.rest(error)
    if error is not None:
        other = _other_rules(path, parsed, error)
        if other is not None:
            raise other
    kept = choices_of(game)
    return Restored(game, error, counted.lines, kept + counted.choices, kept)
