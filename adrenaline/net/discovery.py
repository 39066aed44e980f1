"""Hosted games on the local network, found without typing anything (DNS-SD over
multicast DNS, through the ``zeroconf`` library).

A host *advertises* its game (:class:`Advert`) as a service of type
:data:`SERVICE`: its address and port, and a TXT record of what a player choosing a
game reads - the protocol's version, the host's name, the mode, the arena, the free
seats and all the seats. The join code is never in it: finding a game is not joining
it. A window *browses* (:class:`Browser`): the games found, kept up to date as they
come, change (a seat taken) and go.

Everything runs in background threads (zeroconf's own, and one of ours that
resolves what it announces), so no frame ever waits on the network; both close
cleanly (:meth:`Advert.close` says goodbye, so the game leaves the others' lists at
once). Nothing read from the network is trusted: a TXT record is read field by field,
bounded (:func:`found_of`), and a record that does not read is ignored.
"""

from __future__ import annotations

import ipaddress
import logging
import queue
import socket
import threading
from typing import Callable

import attrs

from . import protocol
from .addresses import local_addresses as machine_addresses

log = logging.getLogger(__name__)

SERVICE = "_adrenaline._tcp.local."
MAX_FIELD = 64  # a TXT value read at most this long (names are shorter)
RESOLVE_MS = 3000  # how long a found game's details are asked for...
RESOLVE_TRIES = 3  # ... and how many more times, when no answer came
WATCH_EVERY = 1.0  # seconds between two looks at the host's free seats
TTL = 120  # seconds a record is believed: a host that stopped without a goodbye leaves the lists then


@attrs.frozen
class Found:
    """A game found on the network: where it is and what a player chooses it by."""

    name: str  # the service's own name (unique on the network)
    address: str  # host:port, to join
    version: int  # the protocol's version: another one cannot be joined
    host_name: str
    mode: str
    arena: str
    free: int  # seats free to join
    seats: int  # seats in all

    @property
    def same_version(self) -> bool:
        return self.version == protocol.VERSION

    @property
    def joinable(self) -> bool:
        return self.same_version and self.free > 0


def txt_of(host_name: str, mode: str, arena: str, free: int, seats: int,
           version: int = protocol.VERSION) -> dict[str, str]:
    """The TXT record a host announces (every value short text)."""
    return {"v": str(version), "host": host_name[:MAX_FIELD], "mode": mode[:MAX_FIELD],
            "arena": arena[:MAX_FIELD], "free": str(free), "seats": str(seats)}


def _text(value) -> str:
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if not isinstance(value, str):
        return ""
    return "".join(c for c in value[:MAX_FIELD] if c.isprintable())


def _count(value, most: int = 99) -> int | None:
    text = _text(value)
    return int(text) if text.isdigit() and int(text) <= most else None


def found_of(name: str, addresses: list[str], port: int, properties: dict) -> Found | None:
    """A service's record as a :class:`Found` game (None if it does not read as one:
    no address, no port, a field missing or out of bounds)."""
    props = {_text(k): v for k, v in (properties or {}).items()}
    version, free, seats = _count(props.get("v"), 10 ** 6), _count(props.get("free")), _count(props.get("seats"))
    if version is None or free is None or seats is None or free > seats or not 0 < port < 65536:
        return None
    usable = []
    for a in addresses:
        try:
            ip = ipaddress.ip_address(a)
        except ValueError:
            continue
        usable.append(ip)
    if not usable:
        return None
    ip = sorted(usable, key=lambda i: (i.version, i.is_loopback))[0]  # IPv4 first, loopback last
    where = f"{ip}:{port}" if ip.version == 4 else f"[{ip}]:{port}"
    short = _text(name.removesuffix("." + SERVICE))
    return Found(short, where, version, _text(props.get("host")) or short, _text(props.get("mode")),
                 _text(props.get("arena")), free, seats)


def local_addresses(bind: str = "0.0.0.0") -> list[str]:
    """The addresses a game listening on ``bind`` is reached at from the network: the
    bound one, or this machine's IPv4 addresses (:mod:`.addresses`; loopback only if
    there is no other)."""
    if bind not in ("0.0.0.0", "", "::"):
        return [bind]
    found = [a for a in machine_addresses() if not is_loopback(a)]
    return found or ["127.0.0.1"]


def is_loopback(bind: str) -> bool:
    try:
        return ipaddress.ip_address(bind).is_loopback
    except ValueError:
        return bind == "localhost"


def _zeroconf(interfaces: list[str] | None):
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    if interfaces:
        return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)


class Advert:
    """A hosted game announced on the local network until :meth:`close`. ``free``: a
    function giving the seats free now, watched in the background (the record is
    announced again when it changes). ``interfaces``: the addresses to announce on
    (None: every interface; tests: ``["127.0.0.1"]``)."""

    def __init__(self, port: int, host_name: str, mode: str, arena: str, seats: int,
                 free: Callable[[], int], addresses: list[str] | None = None,
                 interfaces: list[str] | None = None):
        self.port = port
        self.host_name = host_name or socket.gethostname()
        self.mode, self.arena, self.seats = mode, arena, seats
        self.free = free
        self.addresses = addresses or local_addresses()
        self.interfaces = interfaces
        self.registered = threading.Event()
        self.problem: Exception | None = None
        self._stop = threading.Event()
        self._zc = None
        self._info = None
        self._thread = threading.Thread(target=self._run, name="adrenaline-advert", daemon=True)

    def start(self) -> "Advert":
        self._thread.start()
        return self

    def _record(self, free: int, name: str | None = None):
        from zeroconf import ServiceInfo

        name = name or f"{self.host_name[:40]} {self.port}".replace(".", " ") + "." + SERVICE
        machine = "".join(c if c.isalnum() else "-" for c in socket.gethostname())[:40] or "adrenaline"
        return ServiceInfo(SERVICE, name, port=self.port, parsed_addresses=self.addresses,
                           server=f"{machine}-{self.port}.local.", host_ttl=TTL, other_ttl=TTL,
                           properties=txt_of(self.host_name, self.mode, self.arena, free, self.seats))

    def _run(self) -> None:
        try:
            self._zc = _zeroconf(self.interfaces)
            free = self._free_now()
            self._info = self._record(free)
            self._zc.register_service(self._info, allow_name_change=True)
            self.registered.set()
            while not self._stop.wait(WATCH_EVERY):
                now = self._free_now()
                if now != free:
                    free = now
                    # under the name it was registered by (another if it was taken)
                    self._info = self._record(free, self._info.name)
                    self._zc.update_service(self._info)
        except Exception as error:  # noqa: BLE001 - the game goes on unannounced, and says so
            self.problem = error
            log.warning("the game cannot be announced on the local network: %s", error)
            self.registered.set()

    def _free_now(self) -> int:
        try:
            return max(0, min(self.seats, int(self.free())))
        except Exception:  # noqa: BLE001 - a host that stopped
            return 0

    def close(self) -> None:
        """Say goodbye on the network (the game leaves every list) and stop."""
        self._stop.set()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(10)
        zc = self._zc
        self._zc = None
        if zc is not None:
            try:
                if self._info is not None and self.registered.is_set() and self.problem is None:
                    zc.unregister_service(self._info)
            except Exception:  # noqa: BLE001 - closing anyway
                pass
            zc.close()


class Browser:
    """The games hosted on the local network, kept up to date in the background until
    :meth:`close`; :meth:`games` reads them at any time (from any thread), and
    ``changed`` counts the changes (a screen draws again when it moves)."""

    def __init__(self, interfaces: list[str] | None = None):
        self.interfaces = interfaces
        self._games: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._todo: queue.Queue[tuple[str, str] | None] = queue.Queue()
        self._tries: dict[str, int] = {}  # names asked again after no answer
        self.changed = 0
        self.problem: Exception | None = None
        self._zc = None
        self._browser = None
        self._thread = threading.Thread(target=self._run, name="adrenaline-browse", daemon=True)

    def start(self) -> "Browser":
        self._thread.start()
        return self

    def games(self) -> list[Found]:
        """The games found now, joinable ones first, then by host name."""
        with self._lock:
            found = list(self._games.values())
        return sorted(found, key=lambda f: (not f.joinable, f.host_name.lower(), f.name))

    # zeroconf's listener: called in its thread; never waits there (the work is queued)
    def add_service(self, zc, type_: str, name: str) -> None:
        self._todo.put(("add", name))

    def update_service(self, zc, type_: str, name: str) -> None:
        self._todo.put(("add", name))

    def remove_service(self, zc, type_: str, name: str) -> None:
        self._todo.put(("remove", name))

    def heard(self, what: str, name: str, info) -> None:
        """What the network said of ``name``: ``info`` (a zeroconf ServiceInfo, or None
        if it could not be asked) for an added or changed game; the list follows."""
        with self._lock:
            if what == "remove":
                gone = self._games.pop(name, None) is not None
            else:
                found = None if info is None else found_of(name, info.parsed_addresses(), info.port or 0,
                                                            info.properties)
                if found is None:
                    gone = self._games.pop(name, None) is not None
                else:
                    gone = self._games.get(name) != found
                    self._games[name] = found
            if gone:
                self.changed += 1

    def _run(self) -> None:
        from zeroconf import ServiceBrowser

        try:
            self._zc = _zeroconf(self.interfaces)
            self._browser = ServiceBrowser(self._zc, SERVICE, listener=self)
        except Exception as error:  # noqa: BLE001 - no network to look on: nothing found, and why
            self.problem = error
            log.warning("cannot look for games on the local network: %s", error)
            return
        while True:
            item = self._todo.get()
            if item is None:
                return
            what, name = item
            info = None
            if what == "add":
                try:
                    info = self._zc.get_service_info(SERVICE, name, RESOLVE_MS)
                except Exception:  # noqa: BLE001 - closing, or a record that does not read
                    info = None
                if info is None and self._tries.get(name, 0) < RESOLVE_TRIES:  # a busy network: again
                    self._tries[name] = self._tries.get(name, 0) + 1
                    self._todo.put(("add", name))
                    continue
            self._tries.pop(name, None)
            self.heard(what, name, info)

    def close(self) -> None:
        self._todo.put(None)
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(5)
        if self._browser is not None:
            try:
                self._browser.cancel()
            except Exception:  # noqa: BLE001 - closing anyway
                pass
        if self._zc is not None:
            self._zc.close()
            self._zc = None


def free_seats(host) -> int:
    """A :class:`~.host.Host`'s seats a player may still join (none once it started)."""
    if host.session is not None:
        return 0
    return sum(1 for s in host.seats if s.is_remote and s.token is None)


def announce(host, bind: str, name: str = "", wanted: bool | None = None,
             interfaces: list[str] | None = None) -> Advert | None:
    """Announce a listening host's game on the local network (``wanted`` None: unless it
    listens on a loopback address only, where nobody else could join it)."""
    if wanted is False or (wanted is None and is_loopback(bind)):
        return None
    port = int(host.address.rsplit(":", 1)[1])
    setup = host._make or {}
    game = host.session.game.setup if host.session is not None else None
    mode = game.mode if game is not None else setup.get("mode", "")
    arena = game.arena if game is not None else setup.get("arena", "")
    addresses = local_addresses(bind) if not is_loopback(bind) else [bind]
    return Advert(port, name, mode, arena, len(host.seats), lambda: free_seats(host), addresses,
                  interfaces or ([bind] if is_loopback(bind) else None)).start()
