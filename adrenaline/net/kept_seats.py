"""What the host's window keeps beside a hosted game's file: the tokens of the seats at
its screen and the port it listened on, so that Continue can host the game again and
take those seats back (a file for this machine's user only). Light: no network code."""

from __future__ import annotations

import json
import os
from pathlib import Path


def kept_seats_path(journal: Path) -> Path:
    return Path(journal).with_suffix(".seats.json")


def hosted_here(journal: Path) -> bool:
    """Whether this game was hosted from this machine's window."""
    return kept_seats_path(journal).is_file()


def keep_seats(journal: Path, tokens: dict[int, str], port: int) -> None:
    """Write them (raises OSError)."""
    path = kept_seats_path(journal)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump({"seats": {str(k): v for k, v in tokens.items()}, "port": port}, f)


def kept_seats(journal: Path) -> tuple[dict[int, str], int | None]:
    """The tokens by seat and the port (({}, None) when nothing readable is kept)."""
    try:
        data = json.loads(kept_seats_path(journal).read_text(encoding="utf-8"))
        seats = {int(k): str(v) for k, v in data.get("seats", {}).items()}
        port = data.get("port")
        return seats, port if isinstance(port, int) else None
    except (OSError, ValueError, AttributeError, TypeError):
        return {}, None
