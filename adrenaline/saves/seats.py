"""Seats taken in games hosted elsewhere, kept so that their player can come back.

Joining a hosted game gives a secret seat token; the window keeps it here (a small
JSON file in the user's data folder, readable by its owner only), one per host and
game (the address and the join code), with the name and the seat. Continue on the
main menu rejoins the newest one still kept. A seat is forgotten when its game is
over, when its host no longer knows it, or a day after it was last played.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import attrs

from .library import data_folder

FILE = "joined.json"
MAX_AGE = 24 * 3600.0  # seconds: a seat not played for a day is not offered any more
MAX_KEPT = 20  # seats kept at most (the oldest go first)
MAX_BYTES = 64 * 1024  # the file is read only up to this size


@attrs.define
class KeptSeat:
    address: str  # host:port
    code: str  # the game's join code
    token: str  # the seat's secret
    name: str = ""
    seat: int | None = None
    when: float = 0.0  # last played (seconds since the epoch)

    @property
    def key(self) -> tuple[str, str]:
        return (self.address, self.code)

    def to_json(self) -> dict:
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, data) -> "KeptSeat | None":
        if not isinstance(data, dict):
            return None
        texts = [data.get(k) for k in ("address", "code", "token")]
        if not all(isinstance(t, str) and 0 < len(t) <= 200 for t in texts):
            return None
        seat = data.get("seat")
        when = data.get("when")
        return cls(*texts, str(data.get("name", ""))[:64], seat if type(seat) is int else None,
                   float(when) if isinstance(when, (int, float)) else 0.0)


def path() -> Path:
    return data_folder() / FILE


def kept(now: float | None = None) -> list[KeptSeat]:
    """The seats kept, newest first (none if the file is missing or does not read)."""
    now = time.time() if now is None else now
    try:
        with open(path(), "rb") as f:
            raw = f.read(MAX_BYTES + 1)
        data = json.loads(raw) if len(raw) <= MAX_BYTES else []
    except (OSError, ValueError):
        return []
    seats = [s for s in (KeptSeat.from_json(d) for d in (data if isinstance(data, list) else []))
             if s is not None and now - s.when <= MAX_AGE]
    return sorted(seats, key=lambda s: -s.when)


def latest(now: float | None = None) -> KeptSeat | None:
    seats = kept(now)
    return seats[0] if seats else None


def _write(seats: list[KeptSeat]) -> None:
    target = path()
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # a secret: its owner's only
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump([s.to_json() for s in seats[:MAX_KEPT]], f)
    os.replace(tmp, target)


def keep(seat: KeptSeat) -> None:
    """Keep (or refresh) a seat; a disk that refuses is no reason to stop playing."""
    seat.when = seat.when or time.time()
    try:
        _write([seat] + [s for s in kept() if s.key != seat.key])
    except OSError:
        pass


def forget(address: str, code: str) -> None:
    try:
        seats = kept()
        if any(s.key == (address, code) for s in seats):
            _write([s for s in seats if s.key != (address, code)])
    except OSError:
        pass
