"""Hosted games found on the local network (DNS-SD over multicast DNS, ``net/discovery``):
on the loopback interface only, so nothing leaves this machine."""

from __future__ import annotations

import time

import pytest

from adrenaline.net import discovery, protocol
from adrenaline.net.discovery import Advert, Browser, found_of, txt_of

from .net_cli import join, last_line, no_program_left_behind, start_host  # noqa: F401

LOOPBACK = ["127.0.0.1"]
FAILSAFE = 20.0  # seconds: only if the network never answers; each wait ends on the state


def wait_for(test, what: str):
    end = time.monotonic() + FAILSAFE
    while not test():
        assert time.monotonic() < end, what
        time.sleep(0.02)


def test_a_record_reads_back_as_the_game_it_announces():
    txt = txt_of("Ann's laptop", "domination", "B", 2, 4)
    found = found_of("Ann 7437._adrenaline._tcp.local.", ["10.0.0.5", "127.0.0.1"], 7437,
                     {k.encode(): v.encode() for k, v in txt.items()})
    assert found is not None and found.joinable
    assert (found.address, found.host_name, found.mode, found.arena, found.free, found.seats) == \
        ("10.0.0.5:7437", "Ann's laptop", "domination", "B", 2, 4)
    assert found.version == protocol.VERSION and found.name == "Ann 7437"


@pytest.mark.parametrize("props, addresses, port", [
    ({b"v": b"1", b"free": b"1"}, ["10.0.0.5"], 7437),  # no seats
    ({b"v": b"1", b"free": b"5", b"seats": b"3"}, ["10.0.0.5"], 7437),  # more free than all
    ({b"v": b"x", b"free": b"1", b"seats": b"3"}, ["10.0.0.5"], 7437),  # a version that is no number
    ({b"v": b"1", b"free": b"1", b"seats": b"3"}, ["not an address"], 7437),
    ({b"v": b"1", b"free": b"1", b"seats": b"3"}, ["10.0.0.5"], 0),
])
def test_a_record_that_does_not_read_as_a_game_is_ignored(props, addresses, port):
    assert found_of("x._adrenaline._tcp.local.", addresses, port, props) is None


def test_the_game_is_announced_at_the_addresses_the_waiting_room_shows_but_loopback(monkeypatch):
    """One address finder (net/addresses): the announcement takes its addresses, loopback
    only when there is no other; a bound address is announced as it is."""
    from adrenaline.net import addresses

    monkeypatch.setattr(addresses, "_routed", lambda: ["192.168.1.20"])
    monkeypatch.setattr(addresses, "_adapters", lambda: ["127.0.0.1", "169.254.3.4", "10.0.0.7"])
    monkeypatch.setattr(addresses, "_named", lambda: ["192.168.1.20", "127.0.1.1"])
    assert addresses.join_addresses(7000) == ["192.168.1.20:7000", "10.0.0.7:7000", "127.0.0.1:7000"]
    assert discovery.local_addresses() == ["192.168.1.20", "10.0.0.7"]
    assert discovery.local_addresses("10.0.0.7") == ["10.0.0.7"]
    for finder in ("_routed", "_adapters", "_named"):
        monkeypatch.setattr(addresses, finder, lambda: [])
    assert discovery.local_addresses() == ["127.0.0.1"]


def test_a_game_of_another_version_or_full_is_listed_but_not_joinable():
    other = found_of("a", ["10.0.0.5"], 1, {b"v": str(protocol.VERSION + 1).encode(), b"free": b"1", b"seats": b"3"})
    full = found_of("b", ["10.0.0.5"], 1, {b"v": str(protocol.VERSION).encode(), b"free": b"0", b"seats": b"3"})
    assert not other.joinable and not full.joinable


def test_text_from_the_network_is_bounded_and_printable():
    found = found_of("n", ["10.0.0.5"], 1, {b"v": b"1", b"free": b"1", b"seats": b"2",
                                            b"host": b"\x1b[31m" + b"A" * 500})
    assert found.host_name.startswith("[31mAAA") and "\x1b" not in found.host_name
    assert len(found.host_name) <= discovery.MAX_FIELD


def test_the_browse_list_follows_what_the_network_says():
    """The listener's logic alone (no network): a game added, changed, gone."""
    class Info:
        port = 7437

        def __init__(self, free):
            self.properties = {b"v": b"1", b"free": str(free).encode(), b"seats": b"3", b"host": b"Ann"}

        def parsed_addresses(self):
            return ["192.168.1.2"]

    browser = Browser()  # not started: its thread and zeroconf are not needed here
    name = "Ann 7437." + discovery.SERVICE
    browser.heard("add", name, Info(2))
    assert [(g.host_name, g.free) for g in browser.games()] == [("Ann", 2)]
    changed = browser.changed
    browser.heard("add", name, Info(1))
    assert browser.games()[0].free == 1 and browser.changed == changed + 1
    browser.heard("add", name, None)  # could not be asked again: not offered
    assert browser.games() == []
    browser.heard("add", name, Info(1))
    browser.heard("remove", name, None)
    assert browser.games() == []


def test_a_game_announced_on_loopback_is_found_changes_and_leaves():
    """Multicast DNS on 127.0.0.1: the host's free seats as they change, and its goodbye."""
    free = [2]
    advert = Advert(7437, "Test host", "deathmatch", "A", 3, lambda: free[0], ["127.0.0.1"],
                    interfaces=LOOPBACK).start()
    browser = Browser(interfaces=LOOPBACK).start()
    try:
        wait_for(lambda: any(g.host_name == "Test host" for g in browser.games()), "the game was not found")
        game = next(g for g in browser.games() if g.host_name == "Test host")
        assert (game.address, game.mode, game.arena, game.free, game.seats) == \
            ("127.0.0.1:7437", "deathmatch", "A", 2, 3)
        free[0] = 0
        wait_for(lambda: any(g.host_name == "Test host" and g.free == 0 for g in browser.games()),
                 "the seat taken was not seen")
        advert.close()
        wait_for(lambda: not any(g.host_name == "Test host" for g in browser.games()),
                 "the game did not leave the list")
    finally:
        advert.close()
        browser.close()
    assert advert.problem is None and browser.problem is None


def test_adrenaline_host_announces_its_game_and_a_seat_taken(tmp_path):
    """``adrenaline host --announce`` (on loopback: asked for; on a network address: by
    default) is found with its name, mode and free seats; a join takes one."""
    browser = Browser(interfaces=LOOPBACK).start()
    try:
        host, first, _path = start_host(["--seats", "remote,normal,normal", "--skulls", "5",
                                         "--announce", "--name", "Bea"], tmp_path)
        wait_for(lambda: any(g.host_name == "Bea" for g in browser.games()), "the host was not found")
        game = next(g for g in browser.games() if g.host_name == "Bea")
        assert (game.address, game.mode, game.free, game.seats) == (first["address"], "deathmatch", 1, 3)
        player = join(first["address"], first["code"], 1)
        assert last_line(player)["winner"]
        last_line(host)
        wait_for(lambda: not any(g.host_name == "Bea" for g in browser.games()), "the game stayed listed")
    finally:
        browser.close()
