"""Helpers of the network tests: a host in a thread of the test (on 127.0.0.1 only),
computer players joining it, and the leak check: every frame sent to a connection
compared with what its seat may know at that moment, from the real game (a check
written apart from adrenaline/net/views.py, which it checks)."""

from __future__ import annotations

import asyncio
import json
import threading

from adrenaline.core.modes import skulls_for
from adrenaline.net.client import Client, play_remote
from adrenaline.net.host import Host
from adrenaline.net.views import view_from_json

FAILSAFE = 60.0  # seconds: only if something hangs; every wait ends on a message first


class CheckedHost(Host):
    """A host that checks every frame it sends (``leaks``) at the moment it sends it."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.frames = 0
        self.problems: list[str] = []

    def _send(self, conn, frame):
        if conn.closing is None and self.session is not None:
            self.frames += 1
            for problem in leaks(self.session.game, conn.seat, frame):
                if len(self.problems) < 20:
                    self.problems.append(f"seat {conn.seat}: {problem}: {frame[:300]}")
        super()._send(conn, frame)


def leaks(game, seat, frame: str) -> list[str]:
    """What ``frame`` tells ``seat`` that it may not know now (empty: nothing)."""
    g = game.state
    data = json.loads(frame)
    problems = []

    def walk(value):
        if isinstance(value, dict):
            if "seed" in value:
                problems.append("the seed")
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(data)
    if data["type"] == "decide" and data["seat"] != seat:
        problems.append("another seat's decision and options")
    if "view" in data:
        view = view_from_json(data["view"])
        if view.seat != seat:
            problems.append("another seat's view")
        for i, p in enumerate(view.state.players[:g.seats]):
            if i != seat and p.powerups:
                problems.append(f"seat {i}'s powerups")
            if i != seat and p.points and not g.game_over:
                problems.append(f"seat {i}'s points")
        if view.state.weapon_deck or view.state.powerup_deck or view.state.ammo_deck:
            problems.append("a deck")
        stage = view.state.stage
        if stage.name == "tagback" and (stage.queue or stage.player not in (seat, -1)):
            problems.append("who holds a Tagback Grenade (the stage)")
    entries = [{"who": data.get("who"), "events": data["events"], **(
        {"choice": data["choice"]} if "choice" in data else {})}] if "events" in data else data.get("log", [])
    own_cards = set(g.players[seat].powerups) if seat is not None else set()
    for entry in entries:
        if "choice" in entry and entry["who"] != seat:
            problems.append("another seat's choice")
        for e in entry["events"]:
            if e["type"] == "StageSet" and e["stage"]["name"] == "tagback" \
                    and (e["stage"].get("queue") or e["stage"]["player"] not in (seat, -1)):
                problems.append("who holds a Tagback Grenade (a StageSet)")
            for name, value in e.items():
                if name == "card" and value is not None and value not in own_cards | set(g.powerup_discard):
                    problems.append(f"powerup {value} in {e['type']}, unseen by this seat")
                if name == "tile" and value is not None and value in g.ammo_deck:
                    problems.append(f"ammo tile {value} still in the deck")
                if name in ("weapon", "dropped") and value and value in g.weapon_deck:
                    problems.append(f"weapon {value} still in the deck")
                if name in ("weapons", "powerups", "ammo", "order") and isinstance(value, list) \
                        and any(v is not None for v in value):
                    problems.append(f"a deck's order in {e['type']}")
    return problems


class HostThread:
    """A host serving on 127.0.0.1 (any free port) in a thread of its own."""

    def __init__(self, host: Host, port: int = 0):
        self.host = host
        self.port = port
        self.ready = threading.Event()
        self.result = None
        self.error: BaseException | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        assert self.ready.wait(FAILSAFE), "the host did not start"

    def _run(self):
        async def main():
            self.loop = asyncio.get_running_loop()
            return await self.host.run("127.0.0.1", self.port, lambda _: self.ready.set())
        try:
            self.result = asyncio.run(main())
        except BaseException as error:  # noqa: BLE001 - the test reads it
            self.error = error
            self.ready.set()

    def call(self, fn, *args):
        """Run ``fn(*args)`` in the host's loop and return its value."""
        return asyncio.run_coroutine_threadsafe(_call(fn, *args), self.loop).result(FAILSAFE)

    def stop(self):
        """Stop hosting (``Host.stop``, from this thread) and wait for the host's thread."""
        self.host.stop()
        self.thread.join(FAILSAFE)
        assert not self.thread.is_alive(), "the host did not stop"

    def join(self):
        self.thread.join(FAILSAFE)
        assert not self.thread.is_alive(), "the game did not end"
        if self.error is not None:
            raise self.error
        return self.result


async def _call(fn, *args):
    return fn(*args)


def new_host(tmp_path, seats=("normal", "remote", "remote", "remote"), mode="deathmatch", neutral=False,
             skulls=5, seed=11, cls=CheckedHost, **kwargs) -> Host:
    return cls.new(list(seats), tmp_path / "hosted.jsonl", mode=mode, skulls=skulls_for(mode, None, skulls),
                   seed=seed, neutral=neutral, **kwargs)


class Player(threading.Thread):
    """A computer player joining ``address`` from a client of its own."""

    def __init__(self, address, code, n, level="normal", client=None):
        super().__init__(daemon=True)
        self.client = client or Client(address, code, f"P{n}")
        self.level, self.n = level, n
        self.result = None
        self.messages: list[dict] = []

    def run(self):
        if not self.client.connected.is_set():  # else a client the test started and held
            self.client.start()
        self.result = play_remote(self.client, self.level, self.n, FAILSAFE, self.messages.append)
        self.client.close()


def players(hosted: HostThread, n=3, level="normal"):
    ps = [Player(hosted.host.address, hosted.host.code, i, level) for i in range(n)]
    for p in ps:
        p.start()
    return ps
