"""A save file's format: its header's format name and version, the upgrades of older
versions (:data:`UPCASTERS`), the limits on what is read, and what each line means (a
line's JSON, an entry's who, choice and events), each refusal a :class:`SaveFileError`
naming the file and the line (:mod:`.savefile` tells the whole story)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from .choice_text import parse_choice
from .engine import LogEntry, Setup
from .events import event_from_json

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
