"""The words the host and its clients exchange (``docs/protocol.md``): no I/O here.

Every message is one WebSocket text frame holding one JSON object with the protocol's
version ``v``, a ``type`` and a sequence number ``seq`` (each side numbers its own
frames 1, 2, 3... on each connection). The host is the only authority: every frame a
client sends goes through :func:`parse`, which refuses in one sentence (a
:class:`Refusal`, its ``reason`` an identity) anything it does not expect: another
version, an unknown type, a stale or repeated ``seq``, a field of the wrong type, a
frame over :data:`MAX_FRAME`. Nothing a client sends is unpickled, evaluated or used
as a path: it is JSON, checked field by field against :data:`CLIENT_MESSAGES`.

The limits that protect the host (:class:`Bucket` for the rate of frames,
:class:`Tries` for wrong join codes) live here too, as plain arithmetic on the times
the caller passes in.
"""

from __future__ import annotations

import json
from typing import Any

from ..bots.base import LEVELS

VERSION = 1
DEFAULT_PORT = 7437  # where a host listens unless told otherwise (the window's and the command line's)
MAX_FRAME = 64 * 1024  # a client's frame over this is refused (a choice is ~100 bytes)
CLOSE_FRAME = 1024 * 1024  # ... and over this, the connection is closed (websockets' max_size)
MAX_TEXT = 64  # join codes, tokens, names, languages: short strings
RATE = 20.0  # a client's frames per second, on average...
BURST = 60  # ... with this many at once; beyond: closed as a flood
FREE_TRIES = 3  # wrong join codes from one address before each try is slowed down
MAX_DELAY = 30.0  # seconds: the longest a wrong code's answer waits
LANGUAGES = ("en", "fr", "es", "pl")
# a seat: a person at another machine, one at the host's screen, or a computer player
SEAT_KINDS = ("remote", "local") + LEVELS

# what a client may send: type -> {field: (kind, required)}
CLIENT_MESSAGES: dict[str, dict[str, tuple[str, bool]]] = {
    # take a free seat (or come back to one with its token), or watch (spectate)
    "join": {"code": ("text", True), "name": ("text", False), "language": ("language", False),
             "token": ("text", False), "spectate": ("bool", False), "character": ("text", False)},
    # answer decision number ``decision`` with its option number ``option``
    "choose": {"token": ("text", True), "decision": ("count", True), "option": ("count", True)},
    # taking one's last choice back: always refused in a hosted game (``no_undo``,
    # docs/protocol.md), a type of its own so that a client hears why
    "undo": {"token": ("text", True)},
    # leaving on purpose (a computer player stands in at once if the host has a time limit)
    "bye": {"token": ("text", False)},
}
# what the host sends (documented in docs/protocol.md; the client checks v, type, seq)
HOST_MESSAGES = ("welcome", "refused", "sync", "asking", "update", "decide", "notice", "over", "closing")


class Refusal(Exception):
    """A frame refused, in one sentence; ``reason`` is its identity. ``close``: the
    connection is closed after it (a flood, a client that cannot be spoken to)."""

    def __init__(self, reason: str, text: str, close: bool = False):
        super().__init__(text)
        self.reason = reason
        self.text = text
        self.close = close


def encode(message_type: str, seq: int, /, **fields: Any) -> str:
    """One frame: ``{"v": VERSION, "type": message_type, "seq": seq, ...fields}``."""
    return json.dumps({"v": VERSION, "type": message_type, "seq": seq, **fields}, ensure_ascii=False,
                      allow_nan=False, separators=(",", ":"))


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _object(pairs: list[tuple[str, Any]]) -> dict:
    data = dict(pairs)
    if len(data) != len(pairs):
        raise ValueError("a key is given twice")
    return data


def loads(frame: str | bytes, limit: int = MAX_FRAME) -> dict:
    """A frame's JSON object; raises Refusal (binary, too big, not JSON, not an object)."""
    if isinstance(frame, (bytes, bytearray, memoryview)):
        raise Refusal("binary", "Only text frames of JSON are understood.")
    if len(frame) > limit:  # characters: at most 4 bytes each, checked again below
        raise Refusal("too_big", f"A frame may hold at most {limit} bytes.")
    if len(frame) * 4 > limit and len(frame.encode("utf-8", "surrogatepass")) > limit:
        raise Refusal("too_big", f"A frame may hold at most {limit} bytes.")
    try:
        data = json.loads(frame, object_pairs_hook=_object, parse_constant=_no_constants)
    except (ValueError, RecursionError):
        raise Refusal("malformed", "That frame is not well-formed JSON.") from None
    if not isinstance(data, dict):
        raise Refusal("malformed", "A frame must hold one JSON object.")
    return data


def _check_field(name: str, kind: str, value: Any) -> None:
    if kind == "text":
        ok = isinstance(value, str) and 0 < len(value) <= MAX_TEXT and value.isprintable()
    elif kind == "language":
        ok = value in LANGUAGES
    elif kind == "bool":
        ok = isinstance(value, bool)
    elif kind == "count":
        ok = type(value) is int and 0 <= value < 2 ** 31
    else:  # pragma: no cover - a kind this module does not know
        ok = False
    if not ok:
        raise Refusal("bad_field", f"The field {name!r} does not hold what a {kind} should.")


def parse(frame: str | bytes, last_seq: int) -> dict:
    """A client's frame, checked: returns its object (``type``, ``seq`` and the fields of
    its type), or raises Refusal. ``last_seq``: the highest ``seq`` accepted so far on
    this connection (0 at first): a frame must carry a higher one."""
    data = loads(frame)
    if data.get("v") != VERSION:
        raise Refusal("version", f"This host speaks version {VERSION} of the protocol only.")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_MESSAGES:
        raise Refusal("unknown_type", "That type of message is not one a client may send.")
    seq = data.get("seq")
    if type(seq) is not int or not 0 < seq < 2 ** 53:
        raise Refusal("bad_seq", "Every frame needs a whole positive sequence number.")
    if seq <= last_seq:
        raise Refusal("stale_seq", f"Sequence number {seq} is not higher than the last one ({last_seq}).")
    fields = CLIENT_MESSAGES[kind]
    extra = set(data) - set(fields) - {"v", "type", "seq"}
    if extra:
        raise Refusal("bad_field", f"A {kind!r} message has no field {sorted(extra)[0]!r}.")
    for name, (field_kind, required) in fields.items():
        if name in data:
            _check_field(name, field_kind, data[name])
        elif required:
            raise Refusal("bad_field", f"A {kind!r} message needs the field {name!r}.")
    return data


def parse_host(frame: str | bytes, last_seq: int, limit: int = CLOSE_FRAME * 16) -> dict:
    """A host's frame, as a client checks it: our version, a known type, a rising seq."""
    data = loads(frame, limit)
    if data.get("v") != VERSION:
        raise Refusal("version", f"The host speaks version {data.get('v')!r}, this client {VERSION}.")
    if data.get("type") not in HOST_MESSAGES:
        raise Refusal("unknown_type", f"Unknown message type {data.get('type')!r} from the host.")
    seq = data.get("seq")
    if type(seq) is not int or seq <= last_seq:
        raise Refusal("stale_seq", "The host's sequence numbers went backwards.")
    return data


class Bucket:
    """A rate limit: ``burst`` frames at once, refilled at ``rate`` per second.
    :meth:`take` says whether one more frame fits at time ``now`` (seconds). An answer
    to the decision the host asked is given back (:meth:`give_back`): a computer
    player may answer as fast as it is asked; only frames nobody asked for count."""

    def __init__(self, rate: float = RATE, burst: int = BURST, now: float = 0.0):
        self.rate = rate
        self.burst = burst
        self.level = float(burst)
        self.when = now

    def take(self, now: float) -> bool:
        self.level = min(self.burst, self.level + (now - self.when) * self.rate)
        self.when = now
        if self.level < 1:
            return False
        self.level -= 1
        return True

    def give_back(self) -> None:
        """A frame the host asked for (an answer to the decision asked): not counted."""
        self.level = min(self.burst, self.level + 1)


class Tries:
    """Wrong join codes, per address: the first ``free`` are answered at once; after
    them each answer waits twice as long as the last (1 s, 2 s, 4 s... up to
    ``longest``), so guessing a code by trying them all takes years. A right code
    clears the address's count."""

    def __init__(self, free: int = FREE_TRIES, longest: float = MAX_DELAY, keep: int = 4096):
        self.free = free
        self.longest = longest
        self.keep = keep  # addresses remembered at most (the oldest forgotten first)
        self.wrong: dict[str, int] = {}

    def delay(self, address: str) -> float:
        """How long the next answer to ``address`` waits (seconds)."""
        n = self.wrong.get(address, 0) - self.free
        return 0.0 if n < 0 else min(self.longest, 2.0 ** n)

    def failed(self, address: str) -> None:
        self.wrong[address] = self.wrong.pop(address, 0) + 1
        while len(self.wrong) > self.keep:
            del self.wrong[next(iter(self.wrong))]

    def succeeded(self, address: str) -> None:
        self.wrong.pop(address, None)
