"""This machine's addresses, to tell the players who join a hosted game where it is.

The host listens on every address; what a friend types is one of this machine's
network addresses and the port. They are found without sending anything: the address
the system would send from towards a network outside (a UDP socket *connected* to it:
connecting a UDP socket only picks a route, no packet leaves), each network interface's
(``ifaddr``, zeroconf's own dependency) and the names the machine's own name resolves to
(``getaddrinfo``). Loopback (this machine only) comes last. The one address finder: the
waiting room shows these, and :mod:`.discovery` announces them.
"""

from __future__ import annotations

import ipaddress
import socket

# addresses that pick a route out (nothing is sent to them): a public one, a private one
_ROUTES = (("192.0.2.1", socket.AF_INET), ("10.255.255.255", socket.AF_INET))


def _routed() -> list[str]:
    found = []
    for target, family in _ROUTES:
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as s:
                s.connect((target, 9))  # a UDP connect: a route chosen, nothing sent
                found.append(s.getsockname()[0])
        except OSError:
            continue
    return found


def _adapters() -> list[str]:
    try:
        import ifaddr  # zeroconf's own dependency

        return [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if isinstance(ip.ip, str)]
    except Exception:  # noqa: BLE001 - no list of interfaces: the others
        return []


def _named() -> list[str]:
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:
        return []
    return [info[4][0] for info in infos]


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses others may reach it at, the most likely first,
    loopback (127.0.0.1: this machine only) last."""
    out: list[str] = []
    for text in _routed() + _adapters() + _named():
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if address.is_loopback or address.is_unspecified or address.is_link_local or text in out:
            continue
        out.append(text)
    return out + ["127.0.0.1"]


def join_addresses(port: int) -> list[str]:
    """``address:port`` for each of :func:`local_addresses`."""
    return [f"{address}:{port}" for address in local_addresses()]
