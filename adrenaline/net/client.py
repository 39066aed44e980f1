"""A client: a thread that owns the connection to a host and hands every message it
receives to the caller through a queue (``inbox``), in order.

The caller (a window, a computer player, a test) never touches the socket: it reads
``inbox`` and calls :meth:`Client.choose`. The client keeps nothing it could lose but
its seat token: when the connection drops, it connects again (for at most
``reconnect_for`` seconds) and joins with its token; the host sends the position, the
log as the seat may see it and the pending decision again (a ``sync``).

:func:`play_remote` plays a seat by a computer player on what the host sends: the
seat's view (:func:`~.views.view_from_json`) and the decision's options in their
text form, exactly what a computer player at the host would be given.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from ..bots import make_bot
from ..core.choice_text import parse_choice
from ..core.choices import Decision
from ..core.codec import _tupled
from ..core.prompts import Prompt
from . import protocol
from .views import view_from_json

log = logging.getLogger(__name__)

RECEIVE_LIMIT = 64 * 1024 * 1024  # a whole game's log on reconnection fits well within
GIVE_UP = (1000, 1008, 1013)  # closed on purpose, refused, full: no coming back


class Client:
    def __init__(self, address: str, code: str, name: str = "", language: str = "en",
                 token: str | None = None, spectate: bool = False, reconnect_for: float = 30.0):
        self.uri = address if address.startswith(("ws://", "wss://")) else f"ws://{address}"
        self.code = code
        self.name = name
        self.language = language
        self.token = token
        self.spectate = spectate
        self.reconnect_for = reconnect_for
        self.seat: int | None = None
        self.inbox: queue.Queue[dict] = queue.Queue()
        self._ws: ClientConnection | None = None
        self._lock = threading.Lock()
        self._seq = 0
        self._stop = threading.Event()
        self.connected = threading.Event()
        self.over = False
        self._heard = 0  # messages heard on the connection now open
        self.lost: tuple | None = None  # why the connection ended for good (code, reason)
        self._thread = threading.Thread(target=self._run, name="adrenaline-client", daemon=True)

    # -- the caller's side ---------------------------------------------------------------
    def start(self) -> "Client":
        self._thread.start()
        return self

    def send(self, message_type: str, /, **fields: Any) -> bool:
        """Send one message (False if not connected now)."""
        with self._lock:
            ws = self._ws
            if ws is None:
                return False
            self._seq += 1
            try:
                ws.send(protocol.encode(message_type, self._seq, **fields))
            except (ConnectionClosed, OSError):
                return False
        return True

    def send_raw(self, frame: str | bytes) -> bool:
        """A frame as it is (tests: what a bad client sends)."""
        with self._lock:
            if self._ws is None:
                return False
            try:
                self._ws.send(frame)
            except (ConnectionClosed, OSError):
                return False
        return True

    def choose(self, decision: int, option: int) -> bool:
        """Answer decision number ``decision`` with option number ``option``."""
        return self.send("choose", token=self.token or "", decision=decision, option=option)

    def drop(self) -> None:
        """Cut the connection without a goodbye (tests: a client that drops); the
        thread connects again with the token."""
        ws = self._ws
        if ws is not None:
            ws.socket.close()  # no closing handshake: as a pulled cable
            ws.close_socket() if hasattr(ws, "close_socket") else None

    def close(self) -> None:
        self._stop.set()
        ws = self._ws
        if ws is not None:
            try:
                ws.close(1000, "bye")
            except Exception:  # noqa: BLE001 - closing anyway
                pass
        self._thread.join(5)

    def get(self, timeout: float = 30.0) -> dict:
        """The next message (raises queue.Empty after ``timeout`` seconds: a failsafe)."""
        return self.inbox.get(timeout=timeout)

    # -- the thread ------------------------------------------------------------------------
    def _run(self) -> None:
        lost_at: float | None = None
        pause = 0.05
        while not self._stop.is_set():
            try:
                ws = connect(self.uri, proxy=None, compression=None, max_size=RECEIVE_LIMIT,
                             open_timeout=5, close_timeout=2, ping_interval=10, ping_timeout=20)
            except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ConnectionClosed) as error:
                if isinstance(error, InvalidURI) or (lost_at is not None and
                                                     time.monotonic() - lost_at > self.reconnect_for) \
                        or (lost_at is None and self.token is None and not self.spectate):
                    self.inbox.put({"type": "lost", "reason": f"cannot reach the host ({error})"})
                    return
                lost_at = lost_at or time.monotonic()
                time.sleep(pause)
                pause = min(1.0, pause * 2)
                continue
            with ws:
                with self._lock:
                    self._ws, self._seq = ws, 0
                join = {"code": self.code, "language": self.language}
                if self.name:
                    join["name"] = self.name[:protocol.MAX_TEXT]
                if self.token:
                    join["token"] = self.token
                if self.spectate:
                    join["spectate"] = True
                self.send("join", **join)
                opened, self._heard = time.monotonic(), 0
                code, reason = self._read(ws)
            with self._lock:
                self._ws = None
            # the host had taken it (welcomed, and more than that or for a while): a new drop
            welcomed = self.connected.is_set() and (self._heard > 1 or time.monotonic() - opened > 1.0)
            self.connected.clear()
            if self._stop.is_set() or self.over or code in GIVE_UP:
                self.lost = (code, reason)
                self.inbox.put({"type": "lost", "code": code, "reason": reason})
                return
            if welcomed or lost_at is None:
                lost_at, pause = time.monotonic(), 0.05
            else:  # a host that takes connections and drops them: still lost, backing off
                if time.monotonic() - lost_at > self.reconnect_for:
                    self.lost = (code, reason)
                    self.inbox.put({"type": "lost", "code": code, "reason": reason})
                    return
                time.sleep(pause)
                pause = min(1.0, pause * 2)

    def _read(self, ws: ClientConnection) -> tuple[int | None, str]:
        last = 0
        try:
            for frame in ws:
                try:
                    message = protocol.parse_host(frame, last, RECEIVE_LIMIT)
                except protocol.Refusal as refusal:
                    log.warning("the host sent a frame this client does not understand: %s", refusal.text)
                    continue
                last = message["seq"]
                self._heard += 1
                if message["type"] == "welcome":
                    self.seat = message.get("seat")
                    self.token = message.get("token") or self.token
                    self.connected.set()
                elif message["type"] == "over":
                    self.over = True
                self.inbox.put(message)
        except (ConnectionClosed, OSError):
            pass
        return ws.close_code, ws.close_reason or "the connection dropped"


def decision_of(message: dict, names: list[str]) -> Decision:
    """A ``decide`` message as the core's Decision (options parsed from their text form)."""
    prompt = dict(message["prompt"])
    kind = prompt.pop("kind")
    options = tuple(parse_choice(text) for text in message["options"])
    seat = message["seat"]
    return Decision(seat, names[seat] if 0 <= seat < len(names) else "?", message["kind"],
                    Prompt(kind, **{k: _tupled(v) for k, v in prompt.items()}), options)


def play_remote(client: Client, level: str, seed: int = 0, timeout: float = 600.0,
                on_message=None) -> dict | None:
    """Play the client's seat by a computer player of ``level`` until the game is over:
    the result as the host reports it (None if the host was lost). ``timeout``: the
    longest wait for one message (a failsafe)."""
    bot = make_bot(level, seed)
    view_data = None
    while True:
        try:
            message = client.get(timeout)
        except queue.Empty:
            return None
        if on_message is not None:
            on_message(message)
        kind = message["type"]
        if kind in ("sync", "update"):
            view_data = message["view"]
        elif kind == "decide" and view_data is not None:
            view = view_from_json(view_data)
            decision = decision_of(message, list(view.names))
            choice = bot.choose(view, decision)
            client.choose(message["id"], decision.options.index(choice))
        elif kind == "over":
            return message["result"]
        elif kind == "lost":
            log.info("the host was lost: %s %s", message.get("code"), message.get("reason"))
            return None
