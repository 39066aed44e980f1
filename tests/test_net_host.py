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
