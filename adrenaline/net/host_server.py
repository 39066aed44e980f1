"""The host's server: listening, each connection's reading and writing loops, its send queue and
its closing, and a seat's person gone away. One job: the WebSocket connections (Host joins it)."""

from __future__ import annotations

import asyncio
import gc
import time

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from . import protocol
from .protocol import Refusal
from .host_seats import Connection


class HostServer:
    """Host's part: see the module's docstring."""

    # -- the server ----------------------------------------------------------------------
    def stop(self) -> None:
        """Stop hosting, from any thread (the window's, while ``run`` serves in another):
        every connection is told (``closing``, close code 1001: clients try to come back),
        the game stays kept in its file (hosted again with :meth:`resume`), and ``run``
        returns ``{}`` (``result`` None)."""
        self._stop_asked = True
        loop, playing = self._loop, self._playing
        if loop is not None and playing is not None:
            try:
                loop.call_soon_threadsafe(playing.cancel)
            except RuntimeError:  # the loop has closed: run is over already
                pass

    async def run(self, host: str = "127.0.0.1", port: int = 0, ready=None) -> dict:
        """Serve until the game is over (or :meth:`stop`); ``ready(host)`` is called once
        listening."""
        self._loop = asyncio.get_running_loop()
        async with serve(self._handle, host, port, max_size=protocol.CLOSE_FRAME, max_queue=16,
                         compression=None, ping_interval=10, ping_timeout=20,
                         open_timeout=self.limits.join_wait, close_timeout=2,
                         server_header=None) as server:
            sock = next(iter(server.sockets))
            name = sock.getsockname()
            self.address = f"{name[0]}:{name[1]}"
            if self.session is None and not any(s.is_remote for s in self.seats):
                self._start_game()
            if ready is not None:
                ready(self)
            self._playing = asyncio.ensure_future(self._play())
            try:
                if self._stop_asked:  # asked before there was anything to stop
                    self._playing.cancel()
                try:
                    await self._playing
                except asyncio.CancelledError:
                    if not self._stop_asked:  # run itself was cancelled (the command's Ctrl+C)
                        raise
            finally:
                await self._close_all(1001 if self.result is None else 1000,
                                      "The game is over." if self.result else "The host stopped.")
        if self.session is not None:
            self.session.close()
        gc.collect()  # a game's log sits in reference cycles: freed now, not ~10 games later
        return self.result or {}

    async def _close_all(self, code: int, reason: str) -> None:
        for conn in list(self.connections):
            self._send(conn, conn.frame("closing", reason=reason))
            self._close(conn, code, reason)
        for conn in list(self.connections):
            if conn.writer is not None:
                try:
                    await asyncio.wait_for(conn.writer, 5)
                except (asyncio.TimeoutError, Exception):  # noqa: BLE001 - closing anyway
                    pass

    async def _handle(self, ws: ServerConnection) -> None:
        loop = asyncio.get_running_loop()
        if len(self.connections) >= self.limits.connections:
            await ws.close(1013, "This game has all the connections it takes: try again later.")
            return
        conn = Connection(ws, self.limits, loop.time())
        self.connections.add(conn)
        conn.writer = asyncio.create_task(self._write(conn))
        try:
            while conn.closing is None:
                try:
                    timeout = None if conn.joined else self.limits.join_wait
                    frame = await asyncio.wait_for(ws.recv(), timeout)
                except asyncio.TimeoutError:
                    self._close(conn, 1008, "A client must join first.")
                    break
                if not conn.bucket.take(loop.time()):
                    self._close(conn, 1008, "Too many frames: this connection is closed as a flood.")
                    break
                try:
                    message = protocol.parse(frame, conn.last_seq)
                    conn.last_seq = message["seq"]
                    await self._receive(conn, message)
                except Refusal as refusal:
                    seq = None
                    if isinstance(frame, str) and len(frame) < 200:  # the seq refused, if it is readable
                        try:
                            seq = protocol.loads(frame).get("seq")
                        except Refusal:
                            pass
                    self._send(conn, conn.frame("refused", reason=refusal.reason, text=refusal.text,
                                                about=seq if type(seq) is int else None))
        except ConnectionClosed:
            pass
        finally:
            self._gone(conn)
            if conn.writer is not None and not conn.writer.done():
                if conn.closing is None:  # the client went: nothing more to send
                    conn.writer.cancel()
                try:  # else the frames queued before the close go first, then the close
                    await asyncio.wait_for(conn.writer, 5)
                except (asyncio.CancelledError, asyncio.TimeoutError, Exception):  # noqa: BLE001
                    pass

    async def _write(self, conn: Connection) -> None:
        """Send the connection's frames in order; close it when told to."""
        try:
            while True:
                frame = await conn.queue.get()
                if frame is None:
                    break
                await conn.ws.send(frame)
        except ConnectionClosed:
            return
        if conn.closing is not None:
            try:
                await conn.ws.close(*conn.closing)
            except ConnectionClosed:
                pass

    def _send(self, conn: Connection, frame: str) -> None:
        if conn.closing is not None:
            return
        try:
            conn.queue.put_nowait(frame)
        except asyncio.QueueFull:  # it stopped reading: no goodbye waits behind its frames
            self._close(conn, 1008, "This client stopped reading: its connection is closed.", at_once=True)

    def _close(self, conn: Connection, code: int, reason: str, at_once: bool = False) -> None:
        """Close after the frames already queued (``at_once``: without them)."""
        if conn.closing is not None:
            return
        conn.closing = (code, reason)
        if at_once:
            if conn.writer is not None:
                conn.writer.cancel()
            asyncio.ensure_future(conn.ws.close(code, reason))  # gives up after close_timeout
        else:
            try:
                conn.queue.put_nowait(None)
            except asyncio.QueueFull:
                self._close(conn, code, reason, at_once=True)

    def _gone(self, conn: Connection) -> None:
        self.connections.discard(conn)
        seat = conn.seat
        if seat is not None and not any(c.seat == seat for c in self.connections):
            self.seats[seat].away_since = time.monotonic()
            if self._started.is_set():
                self._notice("away", seat)
            self._changed.set()
