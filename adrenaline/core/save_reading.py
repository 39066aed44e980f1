"""Reading a save file, bounded (:data:`.save_format.MAX_FILE_BYTES` in all,
:data:`.save_format.MAX_LINE_BYTES` a line): the whole file at once for :func:`.savefile.load`
and :func:`.savefile.verify`, or a line at a time (:class:`_Lazy`) for
:func:`.savefile.restore`, which stops at the first line that is not sound and only counts
the rest."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NamedTuple

from .engine import LogEntry, Setup
from .save_format import (
    _SETUP, FORMAT, MAX_FILE_BYTES, MAX_LINE_BYTES, NOT_A_SAVE, VERSION, SaveFileError, _choice_lines,
    _entry, _header_setup, _json_line, _one_line, _undecodable, upcast,
)

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


class _Counted(NamedTuple):
    lines: int  # the file's lines, the header's included
    choices: int  # of the lines after the game's last sound one, those that were choices


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
