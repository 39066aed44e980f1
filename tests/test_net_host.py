"""The host as a program holds it: game after game in one process (a server, the
window hosting again) without memory piling up; stopped from another thread; a kept
hosted game hosted again in the file its first line names."""

import asyncio
import gc
import weakref

from adrenaline.net.host import Host


def _play_alone(tmp_path, n: int) -> Host:
    """A hosted game of computer seats only (no connection): it starts at once."""
    host = Host.new(["easy", "easy", "easy"], tmp_path / f"g{n}.jsonl", skulls=5, seed=n)
    assert asyncio.run(host.run("127.0.0.1", 0))["winner"]
    return host


def test_a_finished_hosted_game_is_freed_before_the_next_one_ends(tmp_path):
    """A game's log (entries, events, stages: thousands of objects) is held in reference
    cycles that only the collector's oldest generation frees, after ~10 games: the host
    collects them as each game ends, so a process hosting game after game stays at its
    first games' memory (docs/protocol.md: the soak)."""
    was_enabled = gc.isenabled()
    gc.disable()  # only the host's own collection frees cycles here
    try:
        first = _play_alone(tmp_path, 1)
        game = weakref.ref(first.session.game)
        del first
        _play_alone(tmp_path, 2)
        assert game() is None
    finally:
        if was_enabled:
            gc.enable()


def test_a_seats_view_in_the_hosts_own_process_carries_no_seed(tmp_path):
    """Every shuffle follows from the seed (the decks' first order, every reshuffle of
    the public discards): the views the host's computer players think on say 0, as a
    remote one's does, while the game keeps its seed."""
    seen = set()

    class Watched(Host):
        def _start_game(self):
            super()._start_game()
            for bot in self.session.bots.values():
                def spy(view, decision, choose=bot.choose):
                    seen.add((view.setup.seed, view.state.seed))
                    return choose(view, decision)
                bot.choose = spy

    host = Watched.new(["easy", "normal", "easy"], tmp_path / "g.jsonl", skulls=5, seed=7)
    assert asyncio.run(host.run("127.0.0.1", 0))["winner"]
    assert seen == {(0, 0)}
    assert host.session.game.setup.seed == host.session.game.state.seed == 7


def test_the_host_stopped_from_another_thread_keeps_its_game_and_tells_every_connection(tmp_path):
    """``Host.stop()`` from the window's thread while ``run`` serves in its own: the
    connections are told (``closing``, close 1001: they may come back), run returns, and
    the file is a kept game that can be hosted again."""
    from adrenaline.net.client import Client

    from .net_helpers import FAILSAFE, HostThread, new_host

    hosted = HostThread(new_host(tmp_path, cls=Host, seats=("normal", "remote", "easy")))
    player = Client(hosted.host.address, hosted.host.code, "Ann", reconnect_for=0).start()
    while player.get(FAILSAFE)["type"] != "decide":  # the game under way, waiting for Ann
        pass
    hosted.host.stop()  # from this thread
    assert hosted.join() == {} and hosted.host.result is None
    seen = []
    while not seen or seen[-1]["type"] != "lost":
        seen.append(player.get(FAILSAFE))
    closing = [m for m in seen if m["type"] == "closing"]
    assert [m["reason"] for m in closing] == ["The host stopped."]  # then it tried to come back
    player.close()
    again = Host.resume(tmp_path / "hosted.jsonl")
    assert len(again.session.game.log) == len(hosted.host.session.game.log)
    again.session.close()
