"""Host a game from the window (issue 38): the main menu's button, New game's form with
seats at other computers, the host in a background thread, the waiting room with a
player joined from a headless computer client on 127.0.0.1, Start, the game played, and
nothing left running after the window quits. Every wait ends on the state it waits for
(the failsafe only if something hangs)."""

from __future__ import annotations

import os
import socket
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.ui.probe import item_id, widget_id
from adrenaline.ui.screens.host_game import HostGame
from adrenaline.ui.screens.main_menu import MainMenu
from adrenaline.ui.screens.waiting_room import WaitingRoom, seat_state_words
from adrenaline.words.i18n import set_language

from adrenaline.net.client import Client

from ..net_helpers import Player

FAILSAFE = 60.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def click(screen, label: str) -> None:
    wanted = widget_id(f"button:{label}")
    for item in screen.clickables():
        if item[1] == label or item_id(item) == wanted:
            screen.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                   pos=pygame.Rect(item[2]).center))
            return
    raise AssertionError(f"nothing called {label!r} on {type(screen).__name__}")


def key(screen, k) -> None:
    screen.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def wait_for(room, condition, what: str) -> None:
    """Frames of the waiting room until ``condition()`` (the host's state, read as the
    window reads it); the failsafe only if it never comes."""
    end = time.monotonic() + FAILSAFE
    while not condition():
        assert time.monotonic() < end, f"waited {FAILSAFE} s for {what}: {room.state}"
        room.update(0.02)
        time.sleep(0.01)


def host_form(app, kinds) -> HostGame:
    """The Host a game form with these seats ("person" here, "remote", "computer:normal"),
    arena A, the first game's skulls, and a free port."""
    form = HostGame(app)
    form.announced = False  # not on the network's list of games: loopback tests
    app.push(form)
    while len(form.seats) > len(kinds):
        form.remove_seat(len(form.seats) - 1)
    for i, kind in enumerate(kinds):
        form.set_player(i, kind)
    form.set_arena("A")
    form.first_game()
    form.port_field.set_text(str(free_port()))
    return form


def test_host_a_game_stands_beside_new_game_and_the_keyboard_reaches_it(app):
    menu = MainMenu(app)
    app.push(menu)
    items = {item[1]: pygame.Rect(item[2]) for item in menu.clickables()}
    assert items["Host a game"].y == items["New game"].y  # one row
    assert items["Host a game"].x > items["New game"].right
    assert items["Load game"].y > items["New game"].bottom  # the column goes on below
    key(menu, pygame.K_DOWN)  # from the default (New game) to the next: beside it
    assert menu.focus_id() == widget_id("button:Host a game")
    key(menu, pygame.K_RETURN)
    assert isinstance(app.top, HostGame)


def test_the_host_form_offers_each_seat_here_at_another_computer_or_to_a_computer(app):
    form = host_form(app, ["person", "computer:normal", "computer:hard"])
    assert form.player_values()[:2] == ["person", "remote"]
    assert form.show_player("remote") == "Other computer"
    assert form.problems()[0] == "Choose at least one seat on another computer."
    form.set_player(1, "remote")
    assert form.kinds() == ["here", "remote", "hard"]
    assert form.problems() == []
    form.set_player(2, "person")  # two seats at this screen: a hot seat over them
    assert form.problems() == [] and form.kinds() == ["here", "remote", "here"]
    form.set_player(2, "computer:hard")
    form.port_field.set_text("80")
    assert "The port is a number from 1024 to 65535." in form.problems()
    set_language("fr")
    try:
        assert form.show_player("remote") == "Autre ordinateur"
    finally:
        set_language("en")


def test_a_hosted_game_from_the_form_to_the_waiting_room_a_player_joins_start_and_it_plays(app):
    form = host_form(app, ["remote", "computer:easy", "computer:easy"])
    click(form, "Start")
    room = app.top
    assert isinstance(room, WaitingRoom), form.message
    hosting = room.hosting
    room.update(0.0)
    assert room.state["code"] == hosting.host.code and len(room.state["code"]) == 8
    assert room.addresses[-1] == f"127.0.0.1:{hosting.actual_port}"  # loopback last
    room.build()
    start = next(w for w in room.form.widgets if w.key == "button:Start")
    assert not start.enabled  # seat 1 waits for its player
    client = Client(f"127.0.0.1:{hosting.actual_port}", room.state["code"], "P7", "pl", reconnect_for=0.2)
    player = Player(None, None, 7, level="easy", client=client)  # as `join --computer` plays
    player.start()
    wait_for(room, lambda: room.state["seats"][0]["taken"], "the player to join")
    seat = room.state["seats"][0]
    assert seat["name"] == "P7" and seat["language"] == "pl" and seat["character"]
    assert seat_state_words(seat, False, False) == "Joined (Polski)"
    click(room, "Start")
    wait_for(room, lambda: room.state["choices"] >= 20, "the game to be played")
    assert hosting.host.path is not None and hosting.host.path.exists()  # kept with the other games
    app.quit()  # the window closes mid-game
    player.join(FAILSAFE)
    assert not player.is_alive()


def test_the_host_gives_a_seat_to_a_computer_player_and_frees_it(app):
    form = host_form(app, ["person", "remote", "remote"])
    click(form, "Start")
    room = app.top
    room.update(0.0)
    assert room.state["seats"][0]["taken"] or True  # its loopback client joins in a moment
    wait_for(room, lambda: room.state["seats"][0]["connected"], "the seat at this screen to join")
    assert seat_state_words(room.state["seats"][0], True, False) == "At this screen"
    click(room, "Computer seat 2")
    wait_for(room, lambda: room.state["seats"][1]["kind"] == "normal", "seat 2 given to a computer")
    assert not room.state["filled"]  # seat 3 still waits
    click(room, "Free seat 2")
    wait_for(room, lambda: room.state["seats"][1]["kind"] == "remote", "seat 2 freed")
    assert not room.state["seats"][1]["taken"]


def test_quitting_while_hosting_leaves_no_thread_and_no_port_open(app):
    form = host_form(app, ["person", "remote", "computer:easy"])
    port = int(form.port_field.text)
    click(form, "Start")
    room = app.top
    wait_for(room, lambda: room.state["seats"][0]["connected"], "the seat at this screen to join")
    app.quit()
    names = [t.name for t in threading.enumerate()]
    assert "adrenaline-host" not in names and "adrenaline-client" not in names, names
    with pytest.raises(ConnectionRefusedError):  # nobody listens there any more
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    with socket.socket() as s:  # and a new host may listen there (as asyncio's servers do)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("0.0.0.0", port))
        s.listen()


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def play_here(room, bots={}, sessions={}) -> None:
    """The seats at the host's screen answered by a computer player over their loopback
    clients (what the game screen over them does with a person's clicks)."""
    from adrenaline.bots import make_bot
    from adrenaline.net.remote import RemoteSession

    for seat, client in room.hosting.clients.items():
        session = sessions.get(client) or sessions.setdefault(client, RemoteSession(client))
        session.pump()
        if session.decision is not None and session.view is not None:
            bot = bots.setdefault(seat, make_bot("easy", seat))
            session.choose(bot.choose(session.view, session.decision))


def test_continue_hosts_a_game_hosted_here_again_and_every_seat_here_comes_back(app, monkeypatch):
    from adrenaline.ui.screens import waiting_room

    monkeypatch.setattr(waiting_room, "hosted_table", lambda hosting: None)  # the test plays the seat here
    # hosted again from Continue: not announced on this machine's network (a loopback test)
    monkeypatch.setattr("adrenaline.net.discovery.announce", lambda *args, **kwargs: None)
    form = host_form(app, ["person", "remote", "person"])
    click(form, "Start")
    room = app.top
    client = Client(f"127.0.0.1:{room.hosting.actual_port}", room.hosting.host.code, "P7", "es", reconnect_for=0.2)
    player = Player(None, None, 7, level="easy", client=client)
    player.start()
    wait_for(room, lambda: room.state["filled"], "every seat filled")
    click(room, "Start")
    wait_for(room, lambda: play_here(room) or room.state["choices"] >= 15, "the game to be played")
    played, path, token = room.state["choices"], room.hosting.host.path, client.token
    app.quit()  # the window closes mid-game: the game is kept
    player.join(FAILSAFE)
    menu = MainMenu(app)
    app.reset(menu)
    click(menu, "Continue")
    room = app.top
    assert isinstance(room, WaitingRoom), menu.message
    assert room.hosting.host.path == path and room.state["started"]
    wait_for(room, lambda: room.state["seats"][0]["connected"] and room.state["seats"][2]["connected"],
             "both seats at this screen back")
    assert room.hosting.here == [0, 2]
    back = Client(f"127.0.0.1:{room.hosting.actual_port}", room.hosting.host.code, token=token, reconnect_for=0.2)
    again = Player(None, None, 7, level="easy", client=back)
    again.start()
    wait_for(room, lambda: play_here(room) or room.state["choices"] > played + 5, "the game to go on")
    assert room.state["seats"][1]["name"] == "P7"
    app.quit()
    again.join(FAILSAFE)


def test_after_start_the_hosts_window_plays_its_seat_on_the_game_screen(app):
    form = host_form(app, ["person", "remote", "computer:easy"])
    click(form, "Start")
    room = app.top
    client = Client(f"127.0.0.1:{room.hosting.actual_port}", room.hosting.host.code, "P7", "fr", reconnect_for=0.2)
    player = Player(None, None, 7, level="easy", client=client)
    player.start()
    wait_for(room, lambda: room.state["filled"], "every seat filled")
    click(room, "Start")
    end = time.monotonic() + FAILSAFE
    while not (type(app.top).__name__ == "RemoteGameScene" and app.top.table.remote.decision is not None):
        assert time.monotonic() < end, "the game screen never asked the seat here"
        app.step(0.02)
        time.sleep(0.01)
    scene = app.top
    assert app.stack[-2] is room and scene.table.seat == 0  # the waiting room keeps the host under it
    before = room.hosting.snapshot()["choices"]
    scene.choose(scene.table.remote.decision.options[0])  # what a click on it does
    while room.hosting.snapshot()["choices"] <= before:
        assert time.monotonic() < end, "the seat's choice never reached the host"
        app.step(0.02)
        time.sleep(0.01)
    app.quit()
    player.join(FAILSAFE)
    assert "adrenaline-host" not in [t.name for t in threading.enumerate()]


def test_two_seats_at_the_hosts_screen_pass_it_under_the_cover_and_never_see_each_others_cards(app):
    from adrenaline.bots import make_bot
    from adrenaline.net.hot_seat import HotSeatTables
    from adrenaline.ui.screens.hand_off import HandOff

    form = host_form(app, ["person", "person", "remote"])
    click(form, "Start")
    room = app.top
    assert isinstance(room, WaitingRoom), form.message
    client = Client(f"127.0.0.1:{room.hosting.actual_port}", room.hosting.host.code, "P7", "fr", reconnect_for=0.2)
    player = Player(None, None, 7, level="easy", client=client)
    player.start()
    wait_for(room, lambda: room.state["filled"], "every seat filled")
    click(room, "Start")
    end = time.monotonic() + FAILSAFE
    covers, shown, bots = [], set(), {}
    while len(covers) < 3:
        assert time.monotonic() < end, f"the screen never changed hands three times: {covers}"
        app.step(0.02)
        top = app.top
        if isinstance(top, HandOff):
            covers.append(top.seat_index)
            if len(covers) == 1:  # Esc on the cover: the hosted game's own menu (no copy to save)
                top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
                assert type(app.top).__name__ == "HostedGameMenu", app.top
                app.pop()
                assert app.top is top
            top.age = top.grace
            top.ready()
            continue
        if type(top).__name__ != "RemoteGameScene":
            time.sleep(0.01)
            continue
        hot = top.table
        assert isinstance(hot, HotSeatTables) and hot.game is hot.tables[hot.viewer].game
        shown.add(hot.viewer)
        for seat, table in hot.tables.items():  # each table holds its own seat's cards only
            view = table.remote.view
            if view is not None:
                assert all(not p.powerups for i, p in enumerate(view.state.players) if i != seat)
        assert hot.visible_hand() in (None, hot.viewer)  # never another seat's hand
        if not covers:
            assert hot.visible_hand() is None, "a hand shown before the first cover"
        if hot.person_to_decide() not in (None, hot.viewer):
            assert hot.visible_hand() is None and hot.needs_handoff()
        d = hot.decision
        if d is not None and hot.person_to_decide() == hot.viewer and not top.animator.busy:
            bot = bots.setdefault(hot.viewer, make_bot("easy", hot.viewer))
            top.choose(bot.choose(hot.tables[hot.viewer].remote.view, hot.remote.decision))
        time.sleep(0.01)
    assert set(covers) == {0, 1} and shown == {0, 1}, covers  # the cover between the two seats here
    assert all(a != b for a, b in zip(covers, covers[1:]))
    app.quit()
    player.join(FAILSAFE)


def test_continue_replays_a_hosted_game_off_the_frame_loop(app, monkeypatch, tmp_path):
    """Continue on a game hosted here: the file is read and re-played in a thread, the
    window saying "Opening the game..." meanwhile; a file that cannot be hosted again is
    refused on the screen that asked."""
    from adrenaline.ui.screens.open_game import Opening
    from adrenaline.ui.screens.waiting_room import host_again

    go, threads = threading.Event(), []

    class Busy:
        def start(self):
            raise OSError("the port is taken")

    def slow(path, words):
        threads.append(threading.current_thread())
        assert go.wait(FAILSAFE)
        return Busy()

    monkeypatch.setattr("adrenaline.net.hosting.resume_hosting", slow)
    menu = MainMenu(app)
    app.reset(menu)
    monkeypatch.setattr(app, "in_frame_loop", True, raising=False)
    host_again(app, tmp_path / "hosted.jsonl", menu)
    assert isinstance(app.top, Opening) and threads and threads[0] is not threading.current_thread()
    go.set()
    end = time.monotonic() + FAILSAFE
    while isinstance(app.top, Opening):
        assert time.monotonic() < end, "the game never opened"
        app.step(0.02)
        time.sleep(0.01)
    assert app.top is menu and "Cannot host hosted.jsonl again" in menu.message
