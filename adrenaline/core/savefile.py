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
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable, NamedTuple

from .choice_text import parse_choice
from .engine import RULES_VERSION, Game, IllegalChoice, LogEntry, Setup
from .events import event_from_json, event_to_json
from .invariants import check_state
from . import scenario  # noqa: F401  (registers the PositionSet event)

FORMAT = "adrenaline-save"
VERSION = 2  # 2: the setup names its mode and the mode's options


MAX_FILE_BYTES = 32 * 1024 * 1024  # a long 5-player game is about 0.3 MB
MAX_LINE_BYTES = 1024 * 1024  # the longest line, the setup's, is a few kB
MAX_DETAIL = 200  # characters of a parser's or a rule's message kept in ours


class SaveFileError(ValueError):
    """A save file that cannot be read, loaded or verified; the message names the
    file and, where there is one, the line (for the command line). ``kind`` is
    what is wrong, one of :data:`PROBLEMS`, for the screen to put in words."""

    def __init__(self, message: str, kind: str = "damaged", errno: int | None = None):
        super().__init__(message)
        assert kind in PROBLEMS, kind
        self.kind = kind
        self.errno = errno  # why the disk refused, for "cannot_write" and "unreadable"
        # the line the message names ("FILE:12: ..."), if it names one
        head = message.split(": ", 1)[0]
        number = head.rsplit(":", 1)[-1] if ":" in head else ""
        self.line: int | None = int(number) if number.isdigit() else None


# what can be wrong with a file, as the screen tells it
PROBLEMS = ("missing", "unreadable", "too_large", "empty", "not_a_save", "newer_version",
            "old_version", "damaged", "cannot_write", "other_rules")
NOT_A_SAVE = "not_a_save"


# -- versions ----------------------------------------------------------------------------
# version -> a function turning (header, entries) of that version into the next one.
# Entries are the parsed JSON objects of lines 2..; an upcaster keeps one entry per
# line so that error messages can still name the line.
Upcaster = Callable[[dict, list], tuple[dict, list]]
UPCASTERS: dict[int, Upcaster] = {}


def _from_1(header: dict, lines: list) -> tuple[dict, list]:
    """Version 1 knew one way to play: its games are Deathmatch, with no options."""
    setup = header.get("setup")
    if isinstance(setup, dict):
        header["setup"] = {**setup, "mode": "deathmatch", "options": {}}
    return header, lines


UPCASTERS[1] = _from_1


def upcast(header: dict, lines: list) -> tuple[dict, list]:
    """Bring a file of an older version up to :data:`VERSION`, one step at a time."""
    version = header.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise ValueError(f"the version should be a whole number, not {version!r}")
    if version > VERSION:
        raise ValueError(f"version {version} was written by a newer program (this one reads "
                         f"up to version {VERSION})")
    while version < VERSION:
        step = UPCASTERS.get(version)
        if step is None:
            raise ValueError(f"version {version} is not supported (this program reads version "
                             f"{VERSION}{', and upgrades ' if UPCASTERS else ''}"
                             f"{', '.join(map(str, sorted(UPCASTERS)))})")
        header, lines = step(dict(header), list(lines))
        version += 1
        header["version"] = version
    return header, lines


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


# -- reading -----------------------------------------------------------------------------
def _one_line(error: BaseException) -> str:
    """An error's message on one line, cut to :data:`MAX_DETAIL` characters (a
    rule's message may quote a whole line of the file)."""
    if isinstance(error, RecursionError):
        return "nested too deeply"
    text = " ".join(str(error)[:4 * MAX_DETAIL].split())
    if isinstance(error, KeyError):
        text = f"missing {text}"
    if len(text) > MAX_DETAIL:
        text = text[:MAX_DETAIL - 3] + "..."
    return text or type(error).__name__


def _header_setup(path, header: dict) -> Setup:
    """The setup a file's header holds, its rules_version a whole number; else a
    SaveFileError on line 1 that says what is wrong with the header."""
    try:
        if "setup" not in header:
            raise ValueError("the header has no setup")
        rules = header.get("rules_version")
        if isinstance(rules, bool) or not isinstance(rules, int):
            raise ValueError(f"the rules_version should be a whole number, not {rules!r}")
        return Setup.from_json(header["setup"])
    except Exception as error:
        raise SaveFileError(f"{path}:1: bad header: {_one_line(error)}") from None


class _Parsed:
    """A file's header, setup and entries, each entry with its line number."""

    def __init__(self, header: dict, setup: Setup, entries: list[LogEntry], raw: list[dict],
                 numbers: list[int]):
        self.header = header
        self.setup = setup
        self.entries = entries
        self.raw = raw
        self.numbers = numbers


def read_bounded(path: Path) -> bytes:
    """The file's bytes, refused in a sentence if it is missing, unreadable or larger
    than any saved game (:data:`MAX_FILE_BYTES`)."""
    with _open_save(path) as f:
        try:
            data = f.read(MAX_FILE_BYTES + 1)
        except OSError as error:
            raise SaveFileError(f"{path}: cannot read: {error.strerror or error}",
                                "unreadable", error.errno) from None
    if len(data) > MAX_FILE_BYTES:  # grown since it was opened
        raise SaveFileError(f"{path}: larger than {MAX_FILE_BYTES // 2**20} MB, not a save file",
                            "too_large")
    return data


def _read_lines(path: Path) -> list[tuple[int, str | None]]:
    """The file's lines, numbered from 1 (a file of zero bytes or bytes that are not
    UTF-8 is refused: :func:`restore` reads such a tail leniently, line by line)."""
    data = read_bounded(path)
    if not data.strip():
        raise SaveFileError(f"{path}:1: empty file, expected a save header", "empty")
    if b"\0" in data:
        at = data[: data.index(b"\0")].count(b"\n") + 1
        raise SaveFileError(f"{path}:{at}: binary data, not a save file", NOT_A_SAVE)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        at = data[: error.start].count(b"\n") + 1
        raise SaveFileError(f"{path}:{at}: not UTF-8 text, not a save file", NOT_A_SAVE) from None
    texts = text.split("\n")
    if texts[-1] == "":
        texts.pop()
    return list(enumerate(texts, start=1))


def _json_line(path: Path, number: int, text: str | None, last: bool) -> Any:
    if text is None:
        return _undecodable(path, number, last)
    if not text.strip():
        raise SaveFileError(f"{path}:{number}: empty line")
    if len(text) > MAX_LINE_BYTES:
        raise SaveFileError(f"{path}:{number}: a line of {len(text):,} characters, longer than "
                            f"any line of a save file")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        what = "truncated or not JSON" if last else "not JSON"
        raise SaveFileError(f"{path}:{number}: {what} ({_one_line(error)})") from None


def _undecodable(path: Path, number: int, last: bool) -> Any:
    what = "cut short" if last else "damaged"
    raise SaveFileError(f"{path}:{number}: {what}: zero bytes or bytes that are not UTF-8 text")


def _parse(path: str | os.PathLike[str]) -> _Parsed:
    """Read and decode a whole file; anything wrong refuses it."""
    path = Path(path)
    lines = _read_lines(path)
    last = len(lines)
    try:
        header = _json_line(path, 1, lines[0][1], last == 1)
    except SaveFileError as error:
        raise SaveFileError(str(error), NOT_A_SAVE) from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise SaveFileError(f"{path}:1: not an Adrenaline save file (the header should say "
                            f"\"format\": \"{FORMAT}\")", NOT_A_SAVE)
    raw: list = []
    for n, text in lines[1:]:
        raw.append(_json_line(path, n, text, n == last))
    version = header.get("version")
    try:
        header, raw = upcast(header, raw)
    except Exception as error:
        newer = isinstance(version, int) and version > VERSION
        raise SaveFileError(f"{path}:1: {_one_line(error)}",
                            "newer_version" if newer else "old_version") from None
    numbers = [n for n, _ in lines[1:len(raw) + 1]]
    if len(numbers) != len(raw):  # an upcaster that merged or split lines
        numbers = list(range(2, len(raw) + 2))
    setup = _header_setup(path, header)
    if not raw:
        raise SaveFileError(f"{path}:2: the setup line is missing")
    seats = len(setup.players)
    entries = []
    for i, (n, data) in enumerate(zip(numbers, raw)):
        entries.append(_entry(path, n, data, i == 0, seats))
    return _Parsed(header, setup, entries, raw, numbers)


def _entry(path: Path, number: int, data: Any, first: bool, seats: int) -> LogEntry:
    def fail(problem: str) -> SaveFileError:
        return SaveFileError(f"{path}:{number}: {problem}")

    if not isinstance(data, dict):
        raise fail("expected an object with who, choice and events")
    missing = [k for k in ("who", "choice", "events") if k not in data]
    if missing:
        raise fail(f"missing {', '.join(missing)}")
    extra = sorted(set(data) - {"who", "choice", "events"})
    if extra:
        raise fail(f"unknown key {extra[0]!r}")
    who, text, events = data["who"], data["choice"], data["events"]
    if isinstance(who, bool) or not isinstance(who, int):
        raise fail(f"who should be a seat number, not {who!r}")
    if first and (who != -1 or text is not None):
        raise fail("the first entry should be the setup (who -1, choice null)")
    if who == -1:
        if text is not None:
            raise fail("an entry without a player (who -1) has no choice")
        choice = None
    else:
        if not 0 <= who < seats:
            raise fail(f"who should be a seat number from 0 to {seats - 1}, not {who!r}")
        if not isinstance(text, str):
            raise fail(f"choice should be text, not {text!r}")
        try:
            choice = parse_choice(text)
        except Exception as error:
            raise fail(_one_line(error)) from None
    if not isinstance(events, list):
        raise fail("events should be a list")
    decoded = []
    for i, e in enumerate(events, start=1):
        try:
            decoded.append(event_from_json(e))
        except Exception as error:
            raise fail(f"event {i}: {_one_line(error)}") from None
    return LogEntry(who, choice, tuple(decoded))


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


def verify(path: str | os.PathLike[str]) -> Game:
    """Re-play every stored choice through the rules and compare the events produced
    with the stored ones; returns the re-played game."""
    path = Path(path)
    parsed = _parse(path)
    game, error = _replay(path, parsed)
    if error is not None:
        raise _other_rules(path, parsed, error) or error
    return game


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


class _Counted(NamedTuple):
    lines: int  # the file's lines, the header's included
    choices: int  # of the lines after the game's last sound one, those that were choices


# how this program starts a line (after the line break before it) that was an entry, and
# one that was a setup's entry (who -1): the others were players' choices
_ENTRY, _SETUP = b'\n{"who":', b'\n{"who":-'


def choice_lines(data: bytes) -> int:
    """The lines of a save file's ``data`` after its first that were players' choices."""
    return _choice_lines(data[data.find(b"\n"):] if b"\n" in data else b"")


def _choice_lines(data: bytes, counted: bytes = b"") -> int:
    """The lines of ``data`` (each after a line break) that were a player's choice: a
    junk line is not one. Counted, not parsed: quick on a file as large as the limit.
    ``counted``: the start of ``data`` already counted (shorter than ``_SETUP``)."""
    return data.count(_ENTRY) - counted.count(_ENTRY) - data.count(_SETUP)


def _open_save(path: Path):
    """The file opened for reading, refused in a sentence if it is missing, unreadable or
    larger than any saved game (:data:`MAX_FILE_BYTES`)."""
    try:
        f = open(path, "rb")
    except FileNotFoundError:
        raise SaveFileError(f"{path}: no such file", "missing") from None
    except IsADirectoryError:
        raise SaveFileError(f"{path}: is a directory, not a save file", NOT_A_SAVE) from None
    except OSError as error:
        raise SaveFileError(f"{path}: cannot read: {error.strerror or error}",
                            "unreadable", error.errno) from None
    try:
        size = os.fstat(f.fileno()).st_size
    except OSError:
        size = 0
    if size > MAX_FILE_BYTES:
        f.close()
        raise SaveFileError(f"{path}: larger than {MAX_FILE_BYTES // 2**20} MB, not a save file",
                            "too_large")
    return f


class _Lazy:
    """A save file's lines read one at a time, bounded (:data:`MAX_FILE_BYTES` in all,
    :data:`MAX_LINE_BYTES` a line); a line that cannot be decoded (zero bytes, bytes that
    are not UTF-8: the tail a crash can leave) is None, for the reader to treat as
    damaged."""

    def __init__(self, path: Path, f):
        self.path = path
        self.f = f
        self.read = 0  # bytes read so far
        self.number = 0  # the number of the last line read
        self.last_raw = b""  # the last line read, as bytes
        self.cut = False  # the last line read was cut at MAX_LINE_BYTES (the rest unread)

    def _raw(self) -> bytes | None:
        try:
            line = self.f.readline(min(MAX_LINE_BYTES + 2, MAX_FILE_BYTES + 1 - self.read))
        except OSError as error:
            raise SaveFileError(f"{self.path}: cannot read: {error.strerror or error}",
                                "unreadable", error.errno) from None
        if not line:
            return None
        self.read += len(line)
        if self.read > MAX_FILE_BYTES:  # grew while read
            raise SaveFileError(f"{self.path}: larger than {MAX_FILE_BYTES // 2**20} MB, not a "
                                f"save file", "too_large")
        self.number += 1
        self.cut = not line.endswith(b"\n")
        self.last_raw = line
        return line[:-1] if line.endswith(b"\n") else line

    def at_end(self) -> bool:
        here = self.f.tell()
        more = self.f.read(1)
        self.f.seek(here)
        return not more

    def header(self) -> Any:
        """Line 1, as JSON; anything wrong with it: not a save file (or an empty file)."""
        path = self.path
        raw = self._raw()
        if raw is None or (not raw.strip() and not self.f.read(1 << 16).strip() and self.at_end()):
            raise SaveFileError(f"{path}:1: empty file, expected a save header", "empty")
        try:
            if b"\0" in raw:
                raise UnicodeDecodeError("utf-8", raw, 0, 1, "a zero byte")
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            self._not_text()
        try:
            header = _json_line(path, 1, text, self.at_end())
        except SaveFileError as error:
            raise SaveFileError(str(error), NOT_A_SAVE) from None
        if not isinstance(header, dict) or header.get("format") != FORMAT:
            raise SaveFileError(f"{path}:1: not an Adrenaline save file (the header should say "
                                f"\"format\": \"{FORMAT}\")", NOT_A_SAVE)
        return header

    def _not_text(self) -> None:
        """A first line that is not text: binary data (a zero byte near the start, on the
        line it is on), or text that is not UTF-8; never a save file."""
        here = self.f.tell()
        self.f.seek(0)
        start = self.f.read(1 << 16)
        self.f.seek(here)
        if b"\0" in start:
            at = start[:start.index(b"\0")].count(b"\n") + 1
            raise SaveFileError(f"{self.path}:{at}: binary data, not a save file", NOT_A_SAVE)
        raise SaveFileError(f"{self.path}:1: not UTF-8 text, not a save file", NOT_A_SAVE)

    def next(self) -> tuple[int, Any] | None:
        """The next line's number and JSON (None at the end of the file); a line that is
        not sound raises SaveFileError naming it."""
        raw = self._raw()
        if raw is None:
            return None
        last = self.cut or self.at_end()
        if b"\0" in raw:
            return self.number, _undecodable(self.path, self.number, last)
        if self.cut and len(raw) > MAX_LINE_BYTES:
            raise SaveFileError(f"{self.path}:{self.number}: a line longer than any line of a "
                                f"save file")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return self.number, _undecodable(self.path, self.number, last)
        return self.number, _json_line(self.path, self.number, text, last)

    def entries(self, original: dict, seats: int):
        """(line number, JSON, LogEntry) of each line after the setup's, read as they are
        asked for and upcast like the file's header ``original``; a line that is not
        sound raises SaveFileError naming it."""
        while True:
            got = self.next()
            if got is None:
                return
            number, data = got
            if original.get("version") != VERSION:
                try:
                    data = upcast(dict(original), [data])[1][0]
                except Exception as error:
                    raise SaveFileError(f"{self.path}:{number}: {_one_line(error)}") from None
            yield number, data, _entry(self.path, number, data, False, seats)

    def rest(self, error: "SaveFileError | None") -> _Counted:
        """Count the lines not read, and which of them were choices, a megabyte at a
        time; the line ``error`` names (if it was the last read) counts as a choice if
        it was one."""
        choices = 0
        if error is not None and error.line == self.number:
            choices = _choice_lines(b"\n" + self.last_raw)  # where the game stopped
        lines = self.number
        carry = b"" if self.cut else b"\n"  # the rest of a line cut at the limit is no line
        ended = True
        while self.read <= MAX_FILE_BYTES:
            try:
                chunk = self.f.read(1 << 20)
            except OSError as problem:
                raise SaveFileError(f"{self.path}: cannot read: {problem.strerror or problem}",
                                    "unreadable", problem.errno) from None
            if not chunk:
                break
            self.read += len(chunk)
            data = carry + chunk
            lines += chunk.count(b"\n")
            choices += _choice_lines(data, carry)
            carry = data[-(len(_SETUP) - 1):]  # a line's start cut between two chunks
            ended = chunk.endswith(b"\n")
        if not ended and not (self.cut and lines == self.number):
            lines += 1  # a last line without its line break
        return _Counted(lines, choices)


def _lazy_head(path: Path, header: dict, first: tuple[int, Any]) -> tuple[dict, Setup, tuple]:
    """The header upcast and checked, and the setup line (line 2) read."""
    number, data = first
    version = header.get("version")
    try:
        header, raw = upcast(header, [data])
    except Exception as error:
        newer = isinstance(version, int) and version > VERSION
        raise SaveFileError(f"{path}:1: {_one_line(error)}",
                            "newer_version" if newer else "old_version") from None
    setup = _header_setup(path, header)
    data = raw[0]
    return header, setup, (number, data, _entry(path, number, data, True, len(setup.players)))


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
