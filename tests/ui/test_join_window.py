"""Join a game / Watch a game in the window (headless): the join screen, the game screen
over a hosted game's seat (RemoteGameScene over a RemoteTable), refusals, the seat kept
and Continue, reconnecting. The host runs in a thread of the test, on 127.0.0.1."""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.bots import make_bot
from adrenaline.saves import seats as kept_seats
from adrenaline.ui.game.remote_scene import Reconnecting, RemoteGameScene
from adrenaline.ui.screens.join_game import JoinGame
from adrenaline.ui.screens.main_menu import MainMenu
from adrenaline.words.i18n import set_language
from adrenaline.words.joining import refusal_words

from ..net_helpers import FAILSAFE, HostThread, new_host


def run_until(app, test, what: str):
    """Frames until ``test()`` (the state, not the clock; the clock only as a failsafe)."""
    end = time.monotonic() + FAILSAFE
    while not test():
        assert time.monotonic() < end, what
        app.step(0.016)
        time.sleep(0.002)


@pytest.fixture
def hosted(tmp_path):
    h = HostThread(new_host(tmp_path, seats=("normal", "remote", "normal")))
    yield h
    h.stop()


def join(app, hosted, code=None, spectate=False, name="Ann") -> JoinGame:
    screen = JoinGame(app, spectate=spectate, browse=False)
    app.push(screen)
    screen.address.set_text(hosted.host.address)
    screen.code.set_text(code or hosted.host.code)
    screen.name.set_text(name)
    screen.join()
    return screen


def test_a_seat_joined_by_address_and_code_is_played_on_the_game_screen(instant_app, hosted):
    """The host's table, log and decisions on the game screen: the seat's own cards face
    up, the others' face down (as many as they hold), only its own decisions answered."""
    app = instant_app
    join(app, hosted)
    run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the game screen did not open")
    scene = app.top
    table = scene.table
    assert table.seat == 1 and scene.view.hand_seat == 1
    bot, answered = make_bot("normal", 3), 0
    while answered < 12:
        run_until(app, lambda: scene.view.decision is not None, "no decision of this seat came")
        assert scene.view.decision.decider == 1
        scene.choose(bot.choose(table.remote.view, scene.view.decision))
        answered += 1
    run_until(app, lambda: scene.view.decision is not None, "no decision after the last answer")
    host = hosted.call(lambda: hosted.host.session.game)
    assert len(table.game.log) == len(host.log)
    assert [len(p.powerups) for p in table.game.state.players] == [len(p.powerups) for p in host.state.players]
    assert table.game.state.players[1].powerups == host.state.players[1].powerups
    assert [p.square for p in table.game.state.players] == [p.square for p in host.state.players]
    decks = lambda g: (len(g.weapon_deck), len(g.powerup_deck), len(g.ammo_deck))  # noqa: E731
    assert decks(table.game.state) == decks(host.state)  # the top bar counts them
    assert any(line.startswith("-- ") for line in scene.log.lines)  # the turns, told as at the host
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert [item[0] for item in app.top.items()] == ["Resume", "Rules reference", "Settings", "Quit to menu"]


def test_a_click_on_a_square_moves_the_seat_figure_at_the_host(instant_app, hosted):
    """Click-to-move over the network: the action and its square sent one after the other."""
    app = instant_app
    join(app, hosted)
    run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the game screen did not open")
    scene = app.top
    bot = make_bot("normal", 3)
    while True:
        run_until(app, lambda: scene.view.decision is not None, "no decision of this seat came")
        if scene.view.decision.kind == "action" and any(r[0].action == "run" for r in scene.view.reach.values()):
            break
        scene.choose(bot.choose(scene.table.remote.view, scene.view.decision))
    square, reaches = next((sq, r) for sq, r in scene.view.reach.items() if r[0].action == "run")
    item = next(i for i in scene.clickables() if i[0] == "square" and i.id == reaches[0].text)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=scene.stand_in(item)))
    run_until(app, lambda: hosted.call(lambda: hosted.host.session.game.state.players[1].square) == square,
              "the figure did not move at the host")


def test_a_wrong_code_is_refused_in_one_line_in_the_players_language(instant_app, hosted):
    app = instant_app
    set_language("fr")
    try:
        screen = join(app, hosted, code="WRONG123")
        run_until(app, lambda: screen.table is None, "the refusal did not come")
        assert screen.message == refusal_words("wrong_code") == "Ce n'est pas le code pour rejoindre cette partie."
    finally:
        set_language("en")
    assert app.top is screen  # still on the join screen, to try again


def test_watching_shows_the_game_with_no_hand_and_no_decision(instant_app, hosted):
    app = instant_app
    seat = join(app, hosted)
    run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the player's game did not open")
    player = app.top
    watcher_app = app  # one window: the watcher's screen replaces the player's
    player.table.client.close()  # the player leaves (the host waits for them)
    screen = join(watcher_app, hosted, spectate=True)
    run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the watched game did not open")
    scene = app.top
    assert scene.table.seat is None and scene.view.hand_seat is None
    assert scene.view.decision is None and scene.table.persons() == []
    assert seat is not screen


def test_continue_brings_the_player_back_to_the_kept_seat(instant_app, hosted):
    app = instant_app
    join(app, hosted)
    run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the game screen did not open")
    token = app.top.table.client.token
    kept = kept_seats.latest()
    assert kept is not None and kept.token == token and kept.address == hosted.host.address
    assert oct(os.stat(kept_seats.path()).st_mode & 0o777) == "0o600"  # a secret
    home = app.go_home()  # the window leaves the game (as closing it would)
    assert isinstance(home, MainMenu)
    run_until(app, lambda: hosted.call(lambda: hosted.host.seats[1].away_since is not None),
              "the host did not see the seat go")
    home.resume()  # Continue
    run_until(app, lambda: isinstance(app.top, RemoteGameScene), "Continue did not rejoin")
    assert app.top.table.seat == 1 and app.top.table.client.token == token
    run_until(app, lambda: hosted.call(lambda: hosted.host.seats[1].away_since is None),
              "the host did not see the seat back")


def test_a_lost_host_shows_reconnecting_then_the_game_again(instant_app, hosted):
    app = instant_app
    join(app, hosted)
    run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the game screen did not open")
    scene = app.top
    scene.table.client.drop()  # as a pulled cable: the client tries again by itself
    run_until(app, lambda: isinstance(app.top, Reconnecting) or scene.table.synced > 1,
              "neither reconnecting nor back")
    run_until(app, lambda: app.top is scene and scene.table.synced > 1, "the game did not come back")


def test_the_character_asked_for_is_played_unless_a_seat_took_it_first(instant_app, tmp_path):
    from adrenaline.net.seating import deal_characters, free_character

    assert free_character("dozer", ["", "Dozer"]) == "" and free_character("dozer", [""]) == "Dozer"
    assert free_character("Nobody", []) == "" and free_character(3, []) == ""
    assert deal_characters(["", "Violet", ""]) == [":D-struct-OR", "Violet", "Banshee"]
    hosted = HostThread(new_host(tmp_path, seats=("normal", "remote", "normal")))
    try:
        app = instant_app
        screen = JoinGame(app, browse=False)
        app.push(screen)
        screen.address.set_text(hosted.host.address)
        screen.code.set_text(hosted.host.code)
        screen.set_character("Violet")
        screen.join()
        run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the game screen did not open")
        assert app.top.table.game.names[1] == "Violet"
        assert hosted.call(lambda: hosted.host.session.game.names) == (":D-struct-OR", "Violet", "Banshee")
    finally:
        hosted.stop()


def test_the_end_of_a_hosted_game_shows_the_scores_as_the_host_counted_them(instant_app, hosted):
    """The end screen from the log as this seat saw it (others' draws unknown to it), with
    every point as the host has it; no Watch again (the host keeps the file)."""
    from adrenaline.ui.game.remote_scene import HostedEndScreen

    app = instant_app
    app.settings.hints = False
    join(app, hosted)
    run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the game screen did not open")
    scene, bot = app.top, make_bot("normal", 3)
    end = time.monotonic() + 3 * FAILSAFE
    out_of_turn: set[str] = set()
    while not isinstance(app.top, HostedEndScreen):
        assert time.monotonic() < end, "the game did not end"
        app.step(0.016)
        if app.top is scene and scene.view.decision is not None:
            d = scene.view.decision
            if scene.table.game.state.current != 1:
                out_of_turn.add(d.kind)  # a respawn, a Tagback Grenade: asked of this window
            scene.choose(bot.choose(scene.table.remote.view, d))
    result = hosted.join()
    assert out_of_turn, "no question came to this seat out of its turn"
    screen = app.top
    assert [p.points for p in scene.table.game.state.players[:3]] == [result["points"][str(i)] for i in range(3)]
    assert sum(sum(row) for row in screen.stats.damage) > 0 and screen.stats.kills
    assert "button:Watch again" not in [getattr(w, "key", "") for w in screen.form.widgets]


def test_the_boards_say_who_is_online_and_a_window_coming_back_keeps_the_away_time(instant_app, tmp_path):
    """Issue 38, "who is connected": a person at another computer has an "online" badge;
    away, "away M:SS" counted from when the host saw them go, also in a window that
    comes back later (the host's seats say since when)."""
    from adrenaline.net.client import Client
    from ..net_helpers import Player

    hosted = HostThread(new_host(tmp_path, seats=("normal", "remote", "remote")))
    try:
        app = instant_app
        bo_client = Client(hosted.host.address, hosted.host.code, "Bo", reconnect_for=0.2)
        other = Player(None, None, 2, level="easy", client=bo_client)
        other.start()
        join(app, hosted)
        run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the game screen did not open")
        scene = app.top
        mine = scene.table.seat
        (bo,) = {1, 2} - {mine}
        run_until(app, lambda: scene.seat_states().get(bo, ("",))[0] == "online", "Bo never online")
        assert mine not in scene.seat_states() and 0 not in scene.seat_states()  # itself; a computer
        bo_client.close()  # Bo's window closes
        run_until(app, lambda: bo in scene.away_since, "Bo never away")
        hosted.call(lambda: setattr(hosted.host.seats[bo], "away_since", time.monotonic() - 95))  # long ago
        scene.table.client.drop()  # this window loses the host and comes back: a sync
        run_until(app, lambda: scene.table.synced > 1 and scene.table.connected, "the game did not come back")
        words = scene.seat_states()[bo][0]
        assert words.startswith("away 1:3"), words  # not 0:00: since when the host saw Bo go
    finally:
        hosted.stop()


def test_an_away_badge_never_covers_a_long_name_at_1024x640_and_150_percent(tmp_path, monkeypatch):
    from adrenaline.net.client import Client
    from adrenaline.ui import layout
    from adrenaline.ui.app import App
    from adrenaline.ui.settings import Settings
    from adrenaline.ui.text_size import set_text_scale
    from ..net_helpers import Player

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    Settings(text_size=1.5).save()
    app = App((1024, 640), language="fr")
    app.settings.animation_speed = "instant"
    hosted = HostThread(new_host(tmp_path, seats=("normal", "remote", "remote")))
    try:
        bo_client = Client(hosted.host.address, hosted.host.code, "Maximilian-Bartholomew", reconnect_for=0.2)
        other = Player(None, None, 2, level="easy", client=bo_client)
        other.start()
        join(app, hosted, name="Wilhelmina")
        run_until(app, lambda: isinstance(app.top, RemoteGameScene), "the game screen did not open")
        scene = app.top
        (bo,) = {1, 2} - {scene.table.seat}
        bo_client.close()
        run_until(app, lambda: bo in scene.away_since, "never away")
        for seat in (bo, 0):
            app.draw()
            r = layout.player_rect(seat, 3)
            words, short, colour = scene.badges().get(seat, ("", "", None))
            if colour is None:
                continue
            pill, _img = scene.badge_place(seat, r, words, short, colour)
            name = scene.players._cache[seat][2][0][0].move(r.topleft)  # the name and character
            assert not pill.colliderect(name), (seat, pill, name)
        assert bo in scene.badges()
    finally:
        hosted.stop()
        app.quit()
        set_text_scale(1.0)
