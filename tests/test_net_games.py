"""Full games over loopback (127.0.0.1): a host with one computer seat and three
computer players joining it, in each mode and with the rulebook's bot; the journal of
each verifies like any kept game, and every frame sent to every connection (the
seats' and a spectator's) holds only what its seat may know at that moment."""

import pytest

from adrenaline.core import savefile
from adrenaline.net.client import Client

from .net_cli import no_program_left_behind  # noqa: F401
from .net_helpers import FAILSAFE, HostThread, new_host, players


@pytest.mark.parametrize("mode, neutral", [("deathmatch", False), ("domination", False),
                                           ("turret", False), ("deathmatch", True)])
def test_a_hosted_game_is_played_to_its_end_and_keeps_every_secret(tmp_path, mode, neutral):
    hosted = HostThread(new_host(tmp_path, mode=mode, neutral=neutral))
    spectator = Client(hosted.host.address, hosted.host.code, spectate=True).start()
    seen = []
    ps = players(hosted)
    result = hosted.join()
    for p in ps:
        p.join(FAILSAFE)
        assert p.result == result  # each computer player hears the host's result
    # out-of-turn questions reach the right machine: the Tagback Grenade (asked of every
    # player a shot damaged who saw the shooter, as on one screen) and the respawn
    asked = {m["kind"] for p in ps for m in p.messages if m["type"] == "decide" and m["seat"] == p.client.seat}
    assert {"tagback", "spawn", "action"} <= asked
    while True:
        message = spectator.get(FAILSAFE)
        seen.append(message["type"])
        if message["type"] in ("over", "lost"):
            break
    spectator.close()
    assert seen[-1] == "over" and "update" in seen and "decide" not in seen
    host = hosted.host
    assert host.problems == [] and host.frames > 1000
    game = savefile.verify(tmp_path / "hosted.jsonl")
    assert game.is_over and game.setup.mode == mode and bool(game.setup.neutral) == neutral
    assert result["decisions"] == len(game.log) - 1
    assert result["points"] == {str(i): p.points for i, p in enumerate(game.state.players[:4])}


def test_a_join_with_a_wrong_code_is_refused_and_the_game_waits_for_its_players(tmp_path):
    hosted = HostThread(new_host(tmp_path, seats=("remote", "normal", "normal")))
    wrong = Client(hosted.host.address, "WRONG").start()
    message = wrong.get(FAILSAFE)
    assert (message["type"], message["reason"]) == ("refused", "wrong_code")
    wrong.close()
    assert hosted.host.session is None  # still waiting for its remote seat
    p = players(hosted, 1)[0]
    result = hosted.join()
    p.join(FAILSAFE)
    assert p.result == result and result["winner"]


def test_every_seat_taken_a_newcomer_may_only_watch(tmp_path):
    hosted = HostThread(new_host(tmp_path, seats=("remote", "normal", "normal")))
    first = Client(hosted.host.address, hosted.host.code, "Ann").start()
    assert first.get(FAILSAFE)["type"] == "welcome"
    late = Client(hosted.host.address, hosted.host.code, "Bob").start()
    message = late.get(FAILSAFE)
    assert (message["type"], message["reason"]) == ("refused", "no_free_seat")
    late.close()
    first.close()
    hosted.stop()


@pytest.mark.slow
@pytest.mark.parametrize("mode, bot", [("deathmatch", []), ("domination", []), ("turret", []),
                                       ("deathmatch", ["--bot"])])
def test_the_command_line_host_joins_and_a_spectator_play_a_game_in_each_mode(tmp_path, mode, bot):
    """``adrenaline host ... --json``, three ``adrenaline join ... --computer normal --json`` and a
    ``join --spectate --json``: each last line is the host's result; the journal verifies."""
    from .net_cli import run_cli_game

    skulls = ["--skulls", "5"] if mode == "deathmatch" else []  # the others have their own
    result, joins, path = run_cli_game(tmp_path, ["--seats", "normal,remote,remote,remote", *skulls,
                                                  "--mode", mode, *bot], spectators=1)
    assert all(j == result for j in joins) and len(joins) == 4
    assert set(result) >= {"winner", "points"}
    assert savefile.verify(path).is_over


def test_a_remote_game_offers_the_screen_what_a_session_does(tmp_path):
    """The window's seam: the table to draw (``game``), the events to animate (``feed``), this
    seat's decision and ``choose`` - here a computer player answers through it alone."""
    from adrenaline.bots import make_bot
    from adrenaline.net.remote import RemoteSession

    hosted = HostThread(new_host(tmp_path, seats=("normal", "remote", "normal")))
    remote = RemoteSession(Client(hosted.host.address, hosted.host.code, "Ann").start())
    bot, answered, animated = make_bot("normal", 4), 0, 0
    while answered < 30:
        assert remote.pump(wait=FAILSAFE)  # a window would not wait: pump() once a frame
        assert remote.lost is None and not remote.is_over
        while remote.feed:
            remote.feed.popleft()
            animated += 1
        if remote.decision is not None:
            assert remote.decision.decider == remote.seat == 1
            assert remote.choose(bot.choose(remote.view, remote.decision))
            answered += 1
    while remote.decision is None:  # asked again: the host waits, its table stands still
        remote.pump(wait=FAILSAFE)
    table = hosted.call(lambda: hosted.host.session.game.state)
    assert remote.game.state.players[1].powerups == table.players[1].powerups
    assert [p.square for p in remote.game.state.players] == [p.square for p in table.players]
    assert [p.damage for p in remote.game.state.players] == [p.damage for p in table.players]
    assert animated > 50 and remote.refusals == []
    remote.client.close()
    hosted.stop()
