"""Bad actors, drops and crashes at a live host (127.0.0.1 only): thousands of bad frames
mid-game change nothing; a client killed mid-turn comes back with its token to its
position, log and pending decision; a seat out of time or away is played by a Normal
computer player, and the log says so; the host killed with kill -9 and hosted again
from its file loses no decision and every client comes back."""

import json
import os
import random
import signal
import time

import pytest

from adrenaline.core import savefile
from adrenaline.net import protocol
from adrenaline.bots import make_bot
from adrenaline.net.client import Client, decision_of, play_remote
from adrenaline.net.views import view_from_json
from adrenaline.net.host import Host, Limits
from adrenaline.words import i18n
from adrenaline.words.hosting import notice_text

from .net_cli import adrenaline, first_line, join, last_line, no_program_left_behind, wait_all  # noqa: F401
from .net_helpers import FAILSAFE, HostThread, Player, new_host


def seated_players(hosted, n=3, start=0):
    """Computer players joining one after another (so each game seats them alike)."""
    ps = []
    for i in range(start, start + n):
        p = Player(hosted.host.address, hosted.host.code, i)
        p.start()
        assert p.client.connected.wait(FAILSAFE)
        ps.append(p)
    return ps


def wait_for(client, test, timeout=FAILSAFE):
    """Messages until one passes ``test`` (returned); the others are returned too."""
    seen = []
    while True:
        message = client.get(timeout)
        seen.append(message)
        if test(message):
            return message, seen


def choices_of(path):
    return [(e.who, None if e.choice is None else e.choice.text) for e in savefile.verify(path).log]


def bad_frames(rng: random.Random, seq: list):
    """An endless supply of bad frames: (frame, whether the host answers it)."""
    def next_seq():
        seq[0] += 1
        return seq[0]
    makers = [
        lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40))),
        lambda: "".join(rng.choice("{}[]\":,0123456789abc \\") for _ in range(rng.randrange(1, 60))),
        lambda: json.dumps([1, 2, {"v": 1}]),
        lambda: json.dumps({"v": 2, "type": "choose", "seq": next_seq(), "token": "x", "decision": 1, "option": 0}),
        lambda: json.dumps({"v": 1, "type": rng.choice(["admin", "eval", "load", "", "JOIN"]), "seq": next_seq()}),
        lambda: json.dumps({"v": 1, "type": "bye", "seq": 1}),  # stale
        lambda: protocol.encode("choose", next_seq(), token=rng.choice(["", "x" * 64, "a b"]) or "t",
                                decision=rng.randrange(10 ** 6), option=rng.randrange(100)),
        lambda: protocol.encode("join", next_seq(), code=rng.choice(["x", "ABCDEFGH"])),
        lambda: protocol.encode("choose", next_seq(), token="t", decision="1", option=[0]),
        lambda: protocol.encode("join", next_seq(), code="x", name="n" * (protocol.MAX_FRAME + 10)),
        lambda: "[" * 3000 + "]" * 3000,
        lambda: json.dumps({"v": 1, "type": "choose", "seq": next_seq(), "token": "t", "decision": 1,
                            "option": 0, "path": "/etc/passwd"}),
        lambda: json.dumps({"v": 1, "type": "join", "seq": next_seq(), "code": "x",
                            "__class__": "os.system"}),
    ]
    while True:
        yield rng.choice(makers)()


def test_thousands_of_bad_frames_mid_game_change_nothing_and_the_players_play_on(tmp_path):
    (tmp_path / "a").mkdir()
    reference = HostThread(new_host(tmp_path / "a", cls=Host, mode="domination"))
    ps = seated_players(reference)
    expected = reference.join()
    for p in ps:
        p.join(FAILSAFE)

    limits = Limits(rate=1e9, burst=10 ** 9)  # the flood limit has a test of its own
    (tmp_path / "b").mkdir()
    hosted = HostThread(new_host(tmp_path / "b", cls=Host, mode="domination", limits=limits))
    ps = seated_players(hosted, n=2)
    # the third seat is joined alike but answers only once the fuzzing is over: the game
    # waits for it mid-game, however fast the machine plays the others' turns
    held = Player(hosted.host.address, hosted.host.code, 2)
    held.client.start()
    assert held.client.connected.wait(FAILSAFE)
    fuzzer = Client(hosted.host.address, hosted.host.code, spectate=True).start()
    wait_for(fuzzer, lambda m: m["type"] in ("sync", "asking")
             and (m.get("decision") or {}).get("seat") == held.client.seat)  # mid-game, waiting
    frames, refused, seq = 0, 0, [1]  # the join took seq 1
    supply = bad_frames(random.Random(37), seq)
    while frames < 3000:
        batch = [next(supply) for _ in range(50)]
        for frame in batch:
            assert fuzzer.send_raw(frame)
        frames += len(batch)
        for _ in batch:  # every bad frame is refused, one sentence each, in order
            message, _seen = wait_for(fuzzer, lambda m: m["type"] in ("refused", "lost"))
            assert message["type"] == "refused", message
            assert message["text"] and message["reason"]
            refused += 1
    fuzzer.close()
    held.start()
    ps.append(held)
    result = hosted.join()
    for p in ps:
        p.join(FAILSAFE)
        assert p.result == result
    assert refused == frames == 3000
    assert result["points"] == expected["points"]
    assert choices_of(tmp_path / "b" / "hosted.jsonl") == choices_of(tmp_path / "a" / "hosted.jsonl")


def test_a_flood_is_closed_with_a_reason_and_the_others_stay(tmp_path):
    hosted = HostThread(new_host(tmp_path, cls=Host, limits=Limits(rate=5, burst=10)))
    calm = Client(hosted.host.address, hosted.host.code, spectate=True).start()
    flood = Client(hosted.host.address, hosted.host.code, spectate=True).start()
    assert calm.connected.wait(FAILSAFE) and flood.connected.wait(FAILSAFE)
    for _ in range(40):
        flood.send_raw(protocol.encode("bye", 1))  # stale: refused, and counted
    lost, _seen = wait_for(flood, lambda m: m["type"] == "lost")
    assert lost["code"] == 1008 and "flood" in lost["reason"]
    assert calm.send("bye")  # the calm one is still connected, and leaves on its own
    lost, _seen = wait_for(calm, lambda m: m["type"] == "lost")
    assert lost["code"] == 1000
    hosted.stop()


def test_connections_past_the_limit_are_closed_with_a_reason(tmp_path):
    hosted = HostThread(new_host(tmp_path, cls=Host, limits=Limits(connections=2)))
    watchers = [Client(hosted.host.address, hosted.host.code, spectate=True).start() for _ in range(2)]
    for w in watchers:
        assert w.connected.wait(FAILSAFE)
    third = Client(hosted.host.address, hosted.host.code, spectate=True).start()
    lost, _seen = wait_for(third, lambda m: m["type"] == "lost")
    assert lost["code"] == 1013 and "connections" in lost["reason"]
    for w in watchers + [third]:
        w.close()
    hosted.stop()


def test_a_client_killed_mid_turn_comes_back_with_its_token_to_its_position_log_and_decision(tmp_path):
    hosted = HostThread(new_host(tmp_path))
    others = seated_players(hosted, 2)
    me = Client(hosted.host.address, hosted.host.code, "Me").start()
    # play until a decision in the middle of my own turn (my last choice was mine too)
    bot, view, last_who, mine = make_bot("normal", 9), None, None, 0
    while True:
        message = me.get(FAILSAFE)
        if message["type"] in ("sync", "update"):
            view = message["view"]
            last_who = message.get("who")
        if message["type"] == "decide":
            if mine >= 10 and last_who == message["seat"]:
                pending = message
                break
            d = decision_of(message, view["names"])
            me.choose(message["id"], d.options.index(bot.choose(view_from_json(view), d)))
            mine += 1
    seat, token = me.seat, me.token
    me._stop.set()  # the program is killed: no goodbye, nothing kept but the token
    me.drop()
    entries = hosted.call(lambda: len(hosted.host.session.game.log))
    back = Client(hosted.host.address, hosted.host.code, token=token).start()
    welcome = back.get(FAILSAFE)
    assert welcome["type"] == "welcome" and welcome["seat"] == seat and welcome["token"] is None
    sync, _seen = wait_for(back, lambda m: m["type"] == "sync")
    assert len(sync["log"]) == entries  # the log so far, as this seat may see it
    hand = hosted.call(lambda: list(hosted.host.session.game.state.players[seat].powerups))
    assert view_from_json(sync["view"]).state.players[seat].powerups == hand
    decide = back.get(FAILSAFE)
    assert decide["type"] == "decide"
    assert (decide["id"], decide["options"]) == (pending["id"], pending["options"])
    back.inbox.put(sync)  # the computer player reads the position, then the decision
    back.inbox.put(decide)
    assert play_remote(back, "normal", 9, FAILSAFE) == hosted.join()
    back.close()
    for p in others:
        p.join(FAILSAFE)
    assert savefile.verify(tmp_path / "hosted.jsonl").is_over


def test_out_of_time_or_away_a_normal_computer_player_stands_in_and_the_log_says_so(tmp_path):
    hosted = HostThread(new_host(tmp_path, cls=Host, limit=0.3))
    others = seated_players(hosted, 2)
    silent = Client(hosted.host.address, hosted.host.code, "Quiet").start()
    wait_for(silent, lambda m: m["type"] == "decide")  # asked, never answers
    timed, _seen = wait_for(silent, lambda m: m["type"] == "notice")
    assert timed["notice"] == {"kind": "stand_in", "seat": silent.seat, "why": "time",
                               "entry": timed["notice"]["entry"]}
    token, seat = silent.token, silent.seat
    silent._stop.set()
    silent.drop()  # away
    watcher = Client(hosted.host.address, hosted.host.code, spectate=True).start()
    away, _seen = wait_for(watcher, lambda m: m["type"] == "notice"
                           and (m["notice"]["kind"], m["notice"].get("why")) == ("stand_in", "away"))
    back = Client(hosted.host.address, hosted.host.code, token=token).start()
    returned, _seen = wait_for(watcher, lambda m: m["type"] == "notice" and m["notice"]["kind"] == "back")
    assert returned["notice"]["seat"] == seat
    assert play_remote(back, "normal", 3, FAILSAFE) == hosted.join()
    for client in (back, watcher):
        client.close()
    for p in others:
        p.join(FAILSAFE)
    assert savefile.verify(tmp_path / "hosted.jsonl").is_over
    # the log's words, made by each client in its own language
    names = ["Ann", "Bob", "Cy", "Di"]
    names[seat] = "Quiet"
    lines = {}
    for language in ("en", "fr", "es", "pl"):
        i18n.set_language(language)
        lines[language] = [notice_text(n["notice"], names) for n in (timed, away, returned)]
    i18n.set_language("en")
    assert lines["en"][0] == "Quiet ran out of time: a computer player (normal) chose for them"
    assert lines["en"][1].startswith("Quiet is away") and lines["en"][2] == "Quiet is back"
    for language in ("fr", "es", "pl"):
        assert all("Quiet" in line for line in lines[language]) and lines[language] != lines["en"]


def _entries(path) -> list[str]:
    """The file's complete lines (a line cut short by the kill is not one)."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    return text.splitlines()[:text.count("\n")]


def _cut_last_line(path) -> None:
    """The last line cut in half: what a kill in the middle of writing it leaves."""
    data = path.read_bytes()
    start = data.rindex(b"\n", 0, len(data) - 1) + 1
    path.write_bytes(data[:start + (len(data) - start) // 2])


# the cut file is the harder case (a new file, the original kept) and runs in make test;
# the whole one (going on in place; also tested in-process below) with -m slow
@pytest.mark.parametrize("cut", [pytest.param(False, marks=pytest.mark.slow), True], ids=["whole", "last-line-cut"])
def test_the_host_killed_with_kill_9_is_hosted_again_from_its_file_and_every_client_comes_back(tmp_path, cut):
    """kill -9 loses no decision; a file whose last line the kill cut in half goes on in a
    new file beside it (the resumed host's first line names it), the original kept as it
    is. Every wait ends: the first line within the failsafe, a client that gives up fails
    the test at once, and the resumed host has a time limit, so that a seat that never
    comes back is played by a computer player rather than waited for."""
    path = tmp_path / "hosted.jsonl"
    host = adrenaline("host", "--seats", "normal,remote,remote,remote", "--skulls", "5", "--seed", "5",
                      "--bind", "127.0.0.1", "--port", "0", "--json", "--file", str(path))
    first = first_line(host)
    port = first["address"].rsplit(":", 1)[1]  # the resumed host listens where clients look
    joins = [join(first["address"], first["code"], n, "--reconnect-for", str(FAILSAFE)) for n in range(3)]
    start = time.monotonic()
    while len(_entries(path)) < 60:  # the game under way: 60 lines kept
        assert host.poll() is None and time.monotonic() - start < FAILSAFE
        time.sleep(0.02)
    os.kill(host.pid, signal.SIGKILL)
    host.wait(FAILSAFE)
    host.stdout.close()
    host.stderr.close()
    kept = _entries(path)
    if cut:
        _cut_last_line(path)
        kept = kept[:-1]  # the choice whose line was cut never happened
    original = path.read_bytes()
    again = adrenaline("host", "--resume", str(path), "--bind", "127.0.0.1", "--port", port, "--limit", "60",
                       "--json")
    resumed = first_line(again)
    assert resumed["code"] == first["code"] and resumed["resumed_from"] == str(path)
    goes_on = tmp_path / ("hosted.resumed.jsonl" if cut else "hosted.jsonl")
    assert resumed["file"] == str(goes_on) and (resumed["repaired"] is not None) == cut
    wait_all(again, joins)
    result = last_line(again)
    assert all(last_line(j) == result for j in joins)  # every client came back and finished
    game = savefile.verify(goes_on)
    assert game.is_over and _entries(goes_on)[1:len(kept)] == kept[1:]  # no decision lost
    if cut:
        assert path.read_bytes() == original  # the damaged file left as it was


def test_a_hosted_game_is_hosted_again_in_its_own_file_or_if_damaged_beside_it(tmp_path):
    """Host.resume: a sound file goes on in place; a damaged one in NAME.resumed.jsonl,
    then NAME.resumed-2.jsonl: never over a file already there."""
    path = tmp_path / "hosted.jsonl"
    host = Host.new(["easy", "remote", "easy"], path, skulls=5, seed=3)
    host._start_game()
    for _ in range(30):
        host.session.choose(host.session.decision.options[0])
    host.session.close()
    again = Host.resume(path)
    assert again.path == path and again.repaired is None
    again.session.close()
    _cut_last_line(path)
    first = Host.resume(path)
    assert first.path == tmp_path / "hosted.resumed.jsonl" and first.repaired is not None
    assert first.path.exists()  # its journal began
    first.session.close()
    second = Host.resume(path)
    assert second.path == tmp_path / "hosted.resumed-2.jsonl"
    second.session.close()


def test_a_client_that_stops_reading_is_closed_when_its_queue_is_full(tmp_path):
    """The host's queue of frames per connection is bounded: a client that reads nothing
    (here a raw connection that never reads) is closed, and the host goes on."""
    from websockets.sync.client import connect

    hosted = HostThread(new_host(tmp_path, cls=Host, limits=Limits(send_queue=64)))
    with connect(f"ws://{hosted.host.address}", proxy=None, compression=None) as ws:
        ws.send(protocol.encode("join", 1, code=hosted.host.code, spectate=True))
        conn = None
        while conn is None:  # its connection, once the host has it
            conn = hosted.call(lambda: next((c for c in hosted.host.connections if c.joined), None))
        # the host has many frames for it at once (as a whole game's updates would be)
        hosted.call(lambda: [hosted.host._send(conn, conn.frame("notice", notice={"kind": "x"}))
                             for _ in range(100)])
        assert hosted.call(lambda: conn.closing) == (1008, "This client stopped reading: its connection is closed.")
    other = Client(hosted.host.address, hosted.host.code, spectate=True).start()  # the host goes on
    assert other.get(FAILSAFE)["type"] == "welcome"
    other.close()
    hosted.stop()


def test_a_player_acts_only_for_its_own_seat_and_only_on_its_own_decision(tmp_path):
    hosted = HostThread(new_host(tmp_path, cls=Host, seats=("remote", "remote", "normal")))
    a = Client(hosted.host.address, hosted.host.code, "A").start()
    assert a.connected.wait(FAILSAFE)
    b = Client(hosted.host.address, hosted.host.code, "B").start()
    assert b.connected.wait(FAILSAFE)
    asked, _seen = wait_for(a if a.seat == 0 else b, lambda m: m["type"] == "decide")
    me, other = (a, b) if asked["seat"] == a.seat else (b, a)

    def refusal(client, **fields):
        assert client.send("choose", **fields)
        return wait_for(client, lambda m: m["type"] == "refused")[0]["reason"]

    n = asked["id"]
    assert refusal(other, token=other.token, decision=n, option=0) == "not_your_decision"
    assert refusal(other, token=me.token, decision=n, option=0) == "bad_token"  # a stolen token
    assert refusal(me, token=other.token, decision=n, option=0) == "bad_token"
    assert refusal(me, token=me.token, decision=n + 1, option=0) == "stale_decision"
    assert refusal(me, token=me.token, decision=n, option=len(asked["options"])) == "no_such_option"
    entries = hosted.call(lambda: len(hosted.host.session.game.log))  # nothing changed the game
    assert me.choose(n, 0)
    update, _seen = wait_for(me, lambda m: m["type"] == "update")
    assert update["who"] == me.seat and update["entry"] == entries
    # no undo in a hosted game: every seat has seen the choice already
    made = hosted.call(lambda: len(hosted.host.session.game.log))
    assert me.send("undo", token=me.token)
    refused = wait_for(me, lambda m: m["type"] == "refused")[0]
    assert refused["reason"] == "no_undo" and "undo" in refused["text"]
    assert hosted.call(lambda: len(hosted.host.session.game.log)) >= made  # nothing taken back
    for client in (a, b):
        client.close()
    hosted.stop()


def test_a_client_reset_in_the_handshake_keeps_trying_then_says_it_lost_the_host(monkeypatch):
    """A host killed (or starting again) can reset a connection in the middle of its
    handshake (websockets then raises ConnectionClosedError from connect): the client
    tries again, and past its time says the host is lost, never leaving its caller
    waiting on a thread that died (the kill -9 test hung on it once)."""
    from websockets.exceptions import ConnectionClosedError

    from adrenaline.net import client as client_module

    tries = []

    def reset(*args, **kwargs):
        tries.append(1)
        raise ConnectionClosedError(None, None)

    monkeypatch.setattr(client_module, "connect", reset)
    client = Client("127.0.0.1:9", "CODE", token="a-seat-token", reconnect_for=0.3).start()
    try:
        lost = client.get(FAILSAFE)
        assert lost["type"] == "lost" and len(tries) >= 2  # tried again, then gave up
    finally:
        client.close()


def test_wrong_codes_slow_down_that_address_only_and_the_right_code_still_joins(tmp_path):
    """After the free tries, each wrong code's answer waits (1 s, 2 s... here at most
    1.5 s): meanwhile another address joins at once, and the right code still joins
    from the slowed address (after its wait), clearing its count."""
    from websockets.sync.client import connect

    hosted = HostThread(new_host(tmp_path, cls=Host, limits=Limits(free_tries=1, slowest=1.5)))
    url = f"ws://{hosted.host.address}"

    def ask(ws, seq, code):
        ws.send(protocol.encode("join", seq, code=code))

    def answer(ws):
        return json.loads(ws.recv(FAILSAFE))

    with connect(url, proxy=None, compression=None) as slowed:
        ask(slowed, 1, "WRONG111")
        assert answer(slowed)["reason"] == "wrong_code"  # a free try: answered at once
        asked = time.monotonic()
        ask(slowed, 2, "WRONG222")  # this answer waits 1 s
        with connect(url, proxy=None, compression=None, source_address=("127.0.0.2", 0)) as other:
            ask(other, 1, hosted.host.code)
            assert answer(other)["type"] == "welcome"  # another address: not slowed
            assert hosted.call(lambda: hosted.host.tries.delay("127.0.0.2")) == 0
        refused = answer(slowed)
        assert refused["reason"] == "wrong_code" and time.monotonic() - asked >= 1.0
        assert hosted.call(lambda: hosted.host.tries.delay("127.0.0.1")) == 1.5
        asked = time.monotonic()
        ask(slowed, 3, hosted.host.code)
        welcome = answer(slowed)
        assert welcome["type"] == "welcome" and welcome["seat"] is not None
        assert time.monotonic() - asked >= 1.5  # the right code waits like any try...
        assert hosted.call(lambda: hosted.host.tries.delay("127.0.0.1")) == 0  # ... and clears the count
    hosted.stop()


def test_an_answer_thought_out_before_the_host_went_is_not_sent_to_the_host_hosted_again(tmp_path):
    """A hosted-again host numbers its decisions from 1 again: an answer the client made
    to the first host's question is not sent to the new one (it could name another
    decision of the same number); the new question, asked again, is answered."""
    first = HostThread(new_host(tmp_path, cls=Host, seats=("normal", "remote", "easy")))
    me = Client(first.host.address, first.host.code, "Me").start()
    old, _seen = wait_for(me, lambda m: m["type"] == "decide")
    port = int(first.host.address.rsplit(":", 1)[1])
    first.host.stop()
    assert first.join() == {}
    again = HostThread(Host.resume(tmp_path / "hosted.jsonl"), port=port)
    new, _seen = wait_for(me, lambda m: m["type"] == "decide")  # me, back with my token
    assert (new["seat"], new["options"]) == (old["seat"], old["options"])
    assert new["id"] < old["id"]  # the new host numbers from 1 again
    assert not me.choose(old["id"], 0)  # not asked on this connection: not sent
    assert me.choose(new["id"], 0)
    update, _seen = wait_for(me, lambda m: m["type"] == "update")
    assert update["who"] == me.seat
    me.close()
    again.host.stop()
    again.join()


def test_a_game_hosted_again_after_its_last_choice_tells_every_client_the_result(tmp_path):
    """The host killed after the last choice was written, before anyone heard the end:
    hosted again, it waits (at most Limits.result_wait) for the seats away, and each
    hears the result as it comes back."""
    hosted = HostThread(new_host(tmp_path, cls=Host))
    ps = seated_players(hosted)
    result = hosted.join()
    for p in ps:
        p.join(FAILSAFE)
    again = HostThread(Host.resume(tmp_path / "hosted.jsonl"))
    backs = [Client(again.host.address, again.host.code, token=p.client.token).start() for p in ps]
    for back in backs:
        over, _seen = wait_for(back, lambda m: m["type"] == "over")
        assert over["result"]["points"] == result["points"]
        back.close()
    assert again.join()["points"] == result["points"]
