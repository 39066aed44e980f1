"""Across screens: a host that keeps the one real game and every secret, and the
clients that join it (``docs/protocol.md``).

- :mod:`.protocol`: the messages, their checks and the limits (no I/O);
- :mod:`.views`: what each connection may receive, derived from the core's PlayerView;
- :mod:`.host`: the asyncio WebSocket server around a play session and its journal;
- :mod:`.client`: a thread that owns a connection and hands messages over a queue.
"""
