"""The protocol alone (adrenaline/net/protocol.py, no I/O): every frame a client sends is
checked, refused in one sentence; the limits are plain arithmetic on times."""

import json

import pytest

from adrenaline.core.engine import Game, default_setup
from adrenaline.core.view import PlayerView
from adrenaline.net import protocol
from adrenaline.net.protocol import Refusal, parse
from adrenaline.net.views import event_json, view_from_json, view_json


def frame(**fields):
    return json.dumps({"v": protocol.VERSION, "seq": 1, **fields})


def refused(text, last=0) -> Refusal:
    with pytest.raises(Refusal) as caught:
        parse(text, last)
    assert caught.value.text and "\n" not in caught.value.text  # one sentence
    return caught.value


def test_a_join_and_a_choice_are_understood():
    assert parse(frame(type="join", code="ABC", name="Ann", language="fr"), 0)["code"] == "ABC"
    message = parse(frame(type="choose", token="t", decision=3, option=0), 0)
    assert (message["decision"], message["option"]) == (3, 0)


@pytest.mark.parametrize("text, reason", [
    ("{", "malformed"),
    ("[1, 2]", "malformed"),
    ('{"v": 1, "v": 1}', "malformed"),  # a key twice
    ('{"v": NaN}', "malformed"),
    ("[" * 5000 + "]" * 5000, "malformed"),  # nested past Python's recursion
    (frame(type="join", code="x").replace('"v": 1', '"v": 2'), "version"),
    (json.dumps({"type": "join", "seq": 1, "code": "x"}), "version"),
    (frame(type="shutdown"), "unknown_type"),
    (frame(type=["join"]), "unknown_type"),
    (frame(type="join"), "bad_field"),  # no code
    (frame(type="join", code="x", admin=True), "bad_field"),
    (frame(type="join", code=""), "bad_field"),
    (frame(type="join", code="x" * 65), "bad_field"),
    (frame(type="join", code="a\nb"), "bad_field"),
    (frame(type="join", code="x", language="../../etc"), "bad_field"),
    (frame(type="join", code="x", spectate="yes"), "bad_field"),
    (frame(type="choose", token="t", decision=-1, option=0), "bad_field"),
    (frame(type="choose", token="t", decision=1, option=True), "bad_field"),
    (frame(type="choose", token="t", decision=1, option=1.0), "bad_field"),
    (frame(type="choose", token="t", decision=2 ** 40, option=0), "bad_field"),
    (json.dumps({"v": 1, "type": "bye", "seq": "1"}), "bad_seq"),
    (json.dumps({"v": 1, "type": "bye", "seq": 0}), "bad_seq"),
    (json.dumps({"v": 1, "type": "bye"}), "bad_seq"),
])
def test_a_bad_frame_is_refused_with_its_reason(text, reason):
    assert refused(text).reason == reason


def test_a_stale_or_repeated_sequence_number_is_refused():
    assert parse(frame(type="bye"), 0)["seq"] == 1
    assert refused(frame(type="bye"), last=1).reason == "stale_seq"
    assert refused(frame(type="bye"), last=7).reason == "stale_seq"


def test_a_binary_frame_and_a_frame_over_64_kib_are_refused():
    assert refused(b'{"v": 1}').reason == "binary"
    big = frame(type="join", code="x", name="n" * (protocol.MAX_FRAME))
    assert refused(big).reason == "too_big"
    # the limit is in bytes: 20 000 four-byte characters are 80 000 bytes
    assert refused(frame(type="join", code="x", name="\U0001F600" * 20000)).reason == "too_big"


def test_the_rate_limit_allows_a_burst_then_the_rate():
    bucket = protocol.Bucket(rate=10, burst=5, now=0.0)
    assert all(bucket.take(0.0) for _ in range(5))
    assert not bucket.take(0.0)
    assert bucket.take(0.1)  # 0.1 s at 10 per second: one more
    assert not bucket.take(0.1)
    bucket.give_back()  # an answer the host asked for does not count
    assert bucket.take(0.1)


def test_wrong_join_codes_are_slowed_down_after_a_few_tries():
    tries = protocol.Tries(free=3, longest=30)
    delays = []
    for _ in range(10):
        delays.append(tries.delay("10.0.0.1"))
        tries.failed("10.0.0.1")
    assert delays == [0, 0, 0, 1, 2, 4, 8, 16, 30, 30]
    assert tries.delay("10.0.0.2") == 0  # another address is not slowed
    tries.succeeded("10.0.0.1")
    assert tries.delay("10.0.0.1") == 0


def test_a_seats_view_on_the_wire_is_its_player_view():
    game = Game.new(default_setup(4, seed=5))
    for _ in range(30):
        d = game.legal()
        game.submit(d.decider, d.options[0])
    view = PlayerView(game, 1)
    data = json.loads(json.dumps(view_json(view)))
    assert "seed" not in data["state"] and "seed" not in data["setup"]
    back = view_from_json(data)
    for name in ("players", "weapon_deck", "powerup_deck", "ammo_deck", "slots", "ammo_on", "stage"):
        mine, theirs = getattr(back.state, name), getattr(view.state, name)
        if name == "players":
            mine = [(p.name, p.square, p.damage, p.powerups, p.points, p.weapons) for p in mine]
            theirs = [(p.name, p.square, p.damage, p.powerups, p.points, p.weapons) for p in theirs]
        assert mine == theirs, name
    assert back.state.seed == 0 and back.hand_sizes == view.hand_sizes


def test_a_powerup_another_player_drew_is_a_powerup_until_it_is_played():
    game = Game.new(default_setup(4, seed=5))
    drawn = [e for e in game.log[0].events if type(e).__name__ == "PowerupDrawn"]
    shuffled = [e for e in game.log[0].events if type(e).__name__ == "DecksShuffled"][0]
    assert drawn
    for e in drawn:
        assert event_json(e, PlayerView(game, e.player))["card"] == e.card  # its own
        other = (e.player + 1) % 4
        assert event_json(e, PlayerView(game, other))["card"] is None
        assert event_json(e, PlayerView(game, None))["card"] is None  # a spectator
    deck = event_json(shuffled, PlayerView(game, 0))
    assert deck["powerups"] == [None] * len(shuffled.powerups)  # a deck's order: its size only
    assert deck["weapons"] == [None] * len(shuffled.weapons)
