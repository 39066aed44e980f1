"""The host's pieces: its limits (Limits: connections, queues, waits, frame sizes), a hosted seat
(HostedSeat: remote, local or a computer), a connection and its frames (Connection), and the
secrets (a game's code, a seat's token kept as its hash). One job: what the host counts and
checks a connection and a seat by."""

from __future__ import annotations

import asyncio
import hashlib
import secrets
from pathlib import Path
from typing import Any

import attrs
from websockets.asyncio.server import ServerConnection

from ..bots import LEVELS
from ..core import savefile
from . import protocol



STAND_IN = "normal"  # the computer player that plays for a person out of time or away


MAX_CONNECTIONS = 64  # players and spectators together


SEND_QUEUE = 256  # frames waiting for one connection; past it, the client stopped reading


JOIN_WAIT = 10.0  # seconds a new connection has to say who it is


RESULT_WAIT = 30.0  # seconds the host waits, at the end, for a seat away to hear the result


# a choice goes to every connection the moment it is made (``update``), and the computer
# players think on it at once: no hosted choice is ever unseen, so none is taken back
NO_UNDO = "A hosted game has no undo: every player has seen each choice as it was made."


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def resumed_path(path: Path) -> Path:
    """Where a damaged hosted game goes on: ``NAME.resumed.jsonl`` beside it, or
    ``NAME.resumed-2.jsonl``... the first that does not exist."""
    stem = path.name[:-len(path.suffix)] if path.suffix else path.name
    for n in range(1, 10_000):
        candidate = path.with_name(f"{stem}.resumed{'' if n == 1 else f'-{n}'}.jsonl")
        if not candidate.exists():
            return candidate
    raise savefile.SaveFileError(f"{path}: no free name to go on in beside it")


def new_code() -> str:
    """A join code: 8 letters and digits that cannot be mistaken for each other."""
    alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    return "".join(secrets.choice(alphabet) for _ in range(8))


@attrs.define
class Limits:
    """The host's protection against bad actors (``docs/protocol.md``)."""

    rate: float = protocol.RATE
    burst: int = protocol.BURST
    connections: int = MAX_CONNECTIONS
    send_queue: int = SEND_QUEUE
    join_wait: float = JOIN_WAIT
    free_tries: int = protocol.FREE_TRIES
    slowest: float = protocol.MAX_DELAY  # the longest a wrong code's answer waits
    result_wait: float = RESULT_WAIT


@attrs.define
class HostedSeat:
    kind: str  # remote, local, or a computer level
    name: str = ""
    token: str | None = None  # sha256 of the seat's token, once taken (remote seats)
    away_since: float | None = None  # no connection since then (monotonic seconds)
    standing_in: bool = False  # a computer player plays for the person (away past the limit)
    character: str = ""  # the character its player asked for when joining ("": the next free one)

    @property
    def is_remote(self) -> bool:
        return self.kind == "remote"

    @property
    def is_computer(self) -> bool:
        return self.kind in LEVELS

    def to_json(self) -> dict:
        return {"kind": self.kind, "name": self.name, "token": self.token}


class Connection:
    """One client: its seat (None: a spectator, or not joined yet), its sequence numbers
    both ways, its rate limit and its bounded queue of frames to send."""

    def __init__(self, ws: ServerConnection, limits: Limits, now: float):
        self.ws = ws
        self.address = str(ws.remote_address[0]) if ws.remote_address else "?"
        self.seat: int | None = None
        self.joined = False
        self.last_seq = 0  # the client's
        self.sent = 0  # ours
        self.bucket = protocol.Bucket(limits.rate, limits.burst, now)
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(limits.send_queue)
        self.closing: tuple[int, str] | None = None
        self.writer: asyncio.Task | None = None

    def frame(self, message_type: str, /, **fields: Any) -> str:
        self.sent += 1
        return protocol.encode(message_type, self.sent, **fields)

    def frame_with(self, message_type: str, body: str) -> str:
        """A frame whose fields are ``body`` (a JSON object's text, made once for many)."""
        self.sent += 1
        head = protocol.encode(message_type, self.sent)
        return head[:-1] + ("," + body[1:] if body != "{}" else "}")
