"""Watching a kept game again (adrenaline/play/replay.py): every position is the fold of
the log up to it, reached from a snapshot; turns and the moments worth marking are found
from the events; an unfinished game shows no hand; "Play on from here" starts a new game
in a new file that goes on by the rules, and never changes the game watched."""

from __future__ import annotations

import hashlib
import random

import pytest

from adrenaline.core import events as ev
from adrenaline.core import savefile
from adrenaline.core.engine import Game

from .rules import random_game
from adrenaline.core.modes import domination as dom
from adrenaline.core.savefile import SaveFileError
from adrenaline.play.replay import SNAPSHOT_EVERY, Replay, markers_of
from adrenaline.play.session import Seat, Session




def facts(state) -> tuple:
    """Everything a state holds, as plain values (the board, which never changes, aside)."""
    out = []
    for name in type(state).__slots__:
        if name == "board":
            continue
        value = getattr(state, name)
        if name == "players":
            value = [tuple(repr(getattr(p, s)) for s in type(p).__slots__) for p in value]
        elif name == "mode_state" and value is not None:
            value = tuple(repr(getattr(value, s)) for s in type(value).__slots__)
        out.append(repr(value))
    return tuple(out)


@pytest.fixture(scope="module")
def finished() -> Game:
    return random_game(26, players=5, arena="D", skulls=8)


@pytest.fixture(scope="module")
def unfinished() -> Game:
    return random_game(7, players=3, arena="A", skulls=8, stop_after=180)


def test_a_position_follows_each_log_entry_from_the_setup_to_the_last_choice(finished):
    replay = Replay(finished)
    assert (replay.first, replay.last) == (0, len(finished.log) - 1)
    assert facts(replay.state_at(replay.last)) == facts(finished.state)
    assert replay.state_at(replay.last).game_over


def test_any_position_equals_the_fold_of_the_log_up_to_it(finished):
    replay = Replay(finished)
    rng = random.Random(1)
    for position in [0, 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1, replay.last] + \
            [rng.randrange(replay.last + 1) for _ in range(40)]:
        folded = Game.replay(finished.setup, finished.log[:position + 1]).state
        assert facts(replay.state_at(position)) == facts(folded), position


def test_a_jump_folds_fewer_entries_than_the_snapshot_spacing(finished):
    replay = Replay(finished)
    kept = sorted(replay._snapshots)
    assert all(b - a <= SNAPSHOT_EVERY for a, b in zip(kept, kept[1:]))
    assert kept[0] == 0 and kept[-1] == replay.last


def test_a_state_shown_is_a_copy_a_screen_may_change(finished):
    replay = Replay(finished)
    shown = replay.state_at(40)
    shown.players[0].damage.append(1)
    shown.players[0].points += 50
    assert facts(replay.state_at(40)) == facts(Game.replay(finished.setup, finished.log[:41]).state)


def test_stepping_forward_gives_the_events_of_that_choice(finished):
    replay = Replay(finished)
    assert replay.events_of(10) == finished.log[10].events
    assert replay.decider_after(9) == finished.log[10].who
    assert replay.decider_after(replay.last) is None


def test_one_turn_forward_and_back_land_on_turn_starts(finished):
    replay = Replay(finished)
    starts = [i for i, entry in enumerate(finished.log)
              if any(isinstance(e, ev.TurnStarted) for e in entry.events)]
    assert replay.turn_starts == starts
    middle = (starts[10] + starts[11]) // 2 if starts[11] - starts[10] > 1 else starts[10]
    assert replay.next_turn(starts[10]) == starts[11]
    assert replay.previous_turn(starts[11]) == starts[10]  # at a turn's start: the one before
    if middle != starts[10]:
        assert replay.previous_turn(middle) == starts[10]  # inside a turn: its start
        assert replay.next_turn(middle) == starts[11]
    assert replay.previous_turn(starts[0]) == replay.first
    assert replay.next_turn(starts[-1]) == replay.last


def test_the_turn_number_is_the_game_s_at_that_position(finished):
    replay = Replay(finished)
    for position in (0, replay.turn_starts[5], replay.turn_starts[5] + 1, replay.last):
        assert replay.turn_number(position) == replay.state_at(position).turn
    assert replay.turn_number(0) == replay.state_at(0).turn


def test_the_timeline_marks_every_killshot_its_overkills_the_frenzy_and_the_end(finished):
    replay = Replay(finished)
    tracked = [(i, e) for i, entry in enumerate(finished.log) for e in entry.events
               if isinstance(e, ev.KillshotTracked) and e.tokens]
    kills = [m for m in replay.markers if m.kind in ("kill", "overkill")]
    assert [(m.position, m.who, m.victim) for m in kills] == \
        [(i, e.tokens[0], e.victim) for i, e in tracked]
    assert [m.kind == "overkill" for m in kills] == [len(e.tokens) > 1 for _, e in tracked]
    assert any(m.kind == "overkill" for m in kills)
    frenzy = [m for m in replay.markers if m.kind == "frenzy"]
    assert len(frenzy) == 1 and finished.state.frenzy
    assert replay.state_at(frenzy[0].position).frenzy
    assert not replay.state_at(frenzy[0].position - 1).frenzy
    assert replay.markers[-1].kind == "end" and replay.markers[-1].position == replay.last


def test_domination_killshots_are_marked_from_their_own_event():
    game = random_game(3, players=4, arena="B", skulls=8, mode="domination", stop_after=900)
    scored = [(i, e) for i, entry in enumerate(game.log) for e in entry.events
              if isinstance(e, dom.KillshotScored)]
    assert scored  # the game got that far
    kills = [m for m in markers_of(game.log) if m.kind in ("kill", "overkill")]
    assert [(m.position, m.who, m.victim, m.kind == "overkill") for m in kills] == \
        [(i, e.killer, e.victim, e.overkill) for i, e in scored]


def test_a_finished_game_shows_every_hand_an_unfinished_one_none(finished, unfinished):
    done, going = Replay(finished), Replay(unfinished)
    assert done.finished and not going.finished
    assert [done.hand_shown(seat) for seat in range(5)] == [0, 1, 2, 3, 4]
    assert [going.hand_shown(seat) for seat in range(3)] == [None, None, None]


def test_open_reads_a_kept_game_and_never_writes_it(tmp_path, unfinished):
    path = savefile.save(unfinished, tmp_path / "kept.jsonl")
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    replay = Replay.open(path)
    replay.state_at(replay.last // 2)
    assert replay.last == len(unfinished.log) - 1 and replay.path == path
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_a_file_that_cannot_be_read_is_refused_with_a_sentence(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not a save file\n", encoding="utf-8")
    with pytest.raises(SaveFileError, match="bad.jsonl:1"):
        Replay.open(bad)
    with pytest.raises(SaveFileError, match="no such file"):
        Replay.open(tmp_path / "missing.jsonl")


def _digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_play_on_starts_a_new_file_holding_the_entries_up_to_there(tmp_path, finished):
    kept = savefile.save(finished, tmp_path / "kept.jsonl")
    digest = _digest(kept)
    replay = Replay.open(kept)
    position = replay.turn_starts[30]
    seats = [Seat("x", "y", computer=i > 0, level="easy") for i in range(5)]
    session = replay.play_on(position, seats, path=tmp_path / "new.jsonl")
    try:
        game = session.game
        assert game.log == finished.log[:position + 1]
        assert facts(game.state) == facts(replay.state_at(position))
        # the seats keep the game's names and characters; who plays them is the choice made
        assert [(s.name, s.character) for s in session.seats] == list(finished.setup.players)
        assert [s.computer for s in session.seats] == [False, True, True, True, True]
        assert game.legal() is not None and game.legal().decider == finished.log[position + 1].who
    finally:
        session.close()
    assert _digest(kept) == digest
    assert len(savefile.load(tmp_path / "new.jsonl").log) == position + 1


def test_the_game_played_on_goes_on_by_the_rules_to_its_end(tmp_path, unfinished):
    replay = Replay(unfinished)
    session = replay.play_on(100, [Seat(n, c) for n, c in unfinished.setup.players],
                             path=tmp_path / "on.jsonl")
    rng = random.Random(5)
    try:
        while (d := session.decision) is not None:
            session.choose(rng.choice(d.options))
    finally:
        session.close()
    assert session.game.is_over
    # every choice after the branch is re-played by the rules and gives the stored events
    verified = savefile.verify(tmp_path / "on.jsonl")
    assert verified.log[:101] == unfinished.log[:101] and verified.is_over


def test_play_on_never_writes_over_the_game_watched(tmp_path, unfinished):
    kept = savefile.save(unfinished, tmp_path / "kept.jsonl")
    digest = _digest(kept)
    replay = Replay.open(kept)
    with pytest.raises(ValueError):
        replay.play_on(50, [Seat(n, c) for n, c in unfinished.setup.players], path=kept)
    with pytest.raises(ValueError):
        replay.play_on(50, [Seat("a", "b")], path=tmp_path / "other.jsonl")
    assert _digest(kept) == digest


def test_play_on_goes_into_a_new_kept_game_by_default(tmp_path, monkeypatch, unfinished):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.saves import library

    session = Replay(unfinished).play_on(20, [Seat(n, c) for n, c in unfinished.setup.players])
    session.close()
    assert session.autosave.parent == library.games_folder()
    assert session.autosave.exists()


def test_a_game_played_on_is_a_game_of_its_own_not_a_stale_copy(tmp_path, monkeypatch, unfinished):
    """Continue skips a stale copy: a kept file of the same game with fewer choices. A game
    played on from a replay, with the same seats, is a new game, however few its choices."""
    from adrenaline.saves import library

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    library.forget_listing()
    seats = [Seat(n, c) for n, c in unfinished.setup.players]
    watched = Session(unfinished.copy(), seats, autosave=library.new_game_path())
    watched.close()
    session = Replay.open(watched.autosave).play_on(100, seats)
    try:
        session.choose(session.decision.options[-1])
    finally:
        session.close()
    library.forget_listing()
    games = library.kept_games()
    mine = next(g for g in games if g.path == session.autosave)
    assert not library.is_stale_copy(mine, games)
    assert library.latest_unfinished().path == session.autosave, "the newest, and no stale copy"
