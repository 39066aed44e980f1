"""Modes: a setup names its way to play, a save file records it, and a new mode is
one module (a subclass with its hooks and its own state) that Deathmatch never sees;
its targets may be more than the seats' figures."""

from __future__ import annotations

import json
import random
from pathlib import Path

import attrs
import pytest

from adrenaline.core import modes, savefile
from adrenaline.core.engine import Game, SetupError, default_setup
from adrenaline.core.events import EVENT_TYPES, Event, GameEnded
from adrenaline.core.modes.deathmatch import Deathmatch
from adrenaline.core.rules.shoot import shot_from
from adrenaline.core.serialize import state_json
from adrenaline.core.state import ModeState
from adrenaline.core.targets import Figure, Spawnpoint, figures, name_of
from adrenaline.core.weapons.dsl import DAMAGE

DATA = Path(__file__).resolve().parent / "data"
OLD_FILES = ["v1_deathmatch_3p_frenzy", "v1_deathmatch_4p_sudden_death_midgame"]


# -- old save files -------------------------------------------------------------------------
@pytest.mark.parametrize("name", OLD_FILES)
def test_a_save_file_from_before_modes_loads_as_deathmatch_and_its_choices_replay_identically(name):
    path = DATA / f"{name}.jsonl"
    assert json.loads(path.read_text().splitlines()[0])["version"] == 1
    expected = json.loads((DATA / f"{name}.state.json").read_text())
    loaded = savefile.load(path)
    assert loaded.setup.mode == "deathmatch" and loaded.setup.options == ()
    assert isinstance(loaded.mode, Deathmatch)
    assert state_json(loaded) == expected
    # verify re-plays every stored choice through today's rules: the same events come out
    assert state_json(savefile.verify(path)) == expected


def test_a_game_in_progress_from_an_old_file_asks_the_same_question():
    name = "v1_deathmatch_4p_sudden_death_midgame"
    decision = json.loads((DATA / f"{name}.decision.json").read_text())
    game = savefile.restore(DATA / f"{name}.jsonl").game
    d = game.legal()
    assert (d.decider, list(d.texts())) == (decision["decider"], decision["options"])


def test_a_save_file_records_the_mode_and_its_options(tmp_path):
    game = Game.new(default_setup(3, "A", 5, seed=2))
    path = savefile.save(game, tmp_path / "g.jsonl")
    header = json.loads(path.read_text().splitlines()[0])
    assert header["version"] == savefile.VERSION == 2
    assert header["setup"]["mode"] == "deathmatch" and header["setup"]["options"] == {}


def test_a_save_file_naming_a_mode_this_program_does_not_know_is_refused_in_a_sentence(tmp_path):
    path = savefile.save(Game.new(default_setup(3, "A", 5, seed=2)), tmp_path / "g.jsonl")
    rows = path.read_text().splitlines()
    header = json.loads(rows[0])
    header["setup"]["mode"] = "capture the flag"
    path.write_text("\n".join([json.dumps(header)] + rows[1:]) + "\n")
    with pytest.raises(savefile.SaveFileError, match=r":1: bad header: unknown mode 'capture the flag'"):
        savefile.load(path)


# -- naming a mode -------------------------------------------------------------------------
def test_a_setup_plays_deathmatch_unless_it_names_another_mode():
    setup = default_setup(3, "B")
    assert setup.mode == modes.DEFAULT_MODE == "deathmatch"
    assert Game.new(setup).mode.name == "deathmatch"


def test_an_unknown_mode_is_refused_with_its_identity():
    with pytest.raises(SetupError, match="unknown mode 'capture the flag'") as error:
        attrs.evolve(default_setup(3), mode="capture the flag").validate()
    assert error.value.reason == "unknown_mode"
    assert error.value.args_of_reason["modes"] == tuple(modes.MODES)


def test_deathmatch_refuses_an_option_it_does_not_have():
    with pytest.raises(SetupError, match="Deathmatch has no option 'turrets'") as error:
        attrs.evolve(default_setup(3), options=(("turrets", True),)).validate()
    assert error.value.reason == "mode_option"


def test_deathmatch_says_which_skulls_it_allows():
    with pytest.raises(SetupError) as error:
        attrs.evolve(default_setup(3), skulls=9).validate()
    assert (error.value.reason, error.value.args_of_reason) == (
        "skull_count", {"count": 9, "low": 5, "high": 8})


# -- a new mode is one module ----------------------------------------------------------------
class Rounds(ModeState):
    """A test mode's own state: how many turns have ended."""

    def __init__(self, ended: int = 0):
        self.ended = ended

    def copy(self) -> "Rounds":
        return Rounds(self.ended)


@attrs.frozen
class TurnCounted(Event):
    """The test mode's own event: only it changes the mode's state."""

    def apply(self, g) -> None:
        g.mode_state.ended += 1


class OneRound(Deathmatch):
    """Deathmatch, except that the game ends when every player has had one turn and the
    most damage dealt wins: overrides three hooks and owns its state."""

    name = "one round"

    def new_state(self, setup):
        return Rounds()

    def turn_ending(self, game) -> None:
        game.emit(TurnCounted())

    def game_ends(self, game, victims) -> bool:
        return game.state.mode_state.ended >= len(game.state.players)

    def final_scoring(self, game) -> None:
        g = game.state
        dealt = [sum(p.damage.count(seat) for p in g.players) for seat in range(len(g.players))]
        order = sorted(range(len(g.players)), key=lambda s: -dealt[s])
        game.emit(GameEnded(tuple((s,) for s in order)))


@pytest.fixture
def one_round(monkeypatch):
    monkeypatch.setitem(modes.MODES, OneRound.name, OneRound)
    monkeypatch.setitem(EVENT_TYPES, "TurnCounted", TurnCounted)
    return OneRound


def play(game: Game, seed: int) -> Game:
    rng = random.Random(seed)
    while (d := game.legal()) is not None:
        game.submit(d.decider, rng.choice(d.options))
    return game


def test_a_mode_added_as_a_subclass_changes_the_end_of_the_game_and_owns_its_state(one_round):
    setup = attrs.evolve(default_setup(4, "C", seed=3), mode=one_round.name)
    game = Game.new(setup)
    assert isinstance(game.state.mode_state, Rounds) and game.state.mode_state.ended == 0
    before = game.state.copy()
    play(game, 3)
    assert game.is_over and game.state.turn == 4
    assert game.state.mode_state.ended == 4
    assert before.mode_state.ended == 0  # a copy of the state owns its own copy of the mode's
    assert sorted(s for group in game.state.ranking for s in group) == [0, 1, 2, 3]


def test_a_game_of_another_mode_saves_and_loads_with_its_mode(one_round, tmp_path):
    game = play(Game.new(attrs.evolve(default_setup(3, "A", seed=5), mode=one_round.name)), 5)
    loaded = savefile.verify(savefile.save(game, tmp_path / "one_round.jsonl"))
    assert isinstance(loaded.mode, one_round)
    assert loaded.state.mode_state.ended == game.state.mode_state.ended == 3
    assert state_json(loaded) == state_json(game)


# -- targets apart from seats ------------------------------------------------------------------
class Hits(ModeState):
    """A test mode's own state: damage dealt to each spawnpoint, by shooter seat."""

    def __init__(self, taken: dict | None = None):
        self.taken = dict(taken or {})

    def copy(self) -> "Hits":
        return Hits(self.taken)


@attrs.frozen
class SpawnpointHit(Event):
    shooter: int
    colour: str
    damage: int

    def apply(self, g) -> None:
        g.mode_state.taken[self.colour] = g.mode_state.taken.get(self.colour, ()) + (
            (self.shooter, self.damage),)


class Practice(Deathmatch):
    """Deathmatch where the spawnpoints are targets too ("as though it were a player"):
    damage to one is recorded in the mode's state; marks and moves do nothing to it."""

    name = "practice"

    def new_state(self, setup):
        return Hits()

    def targets(self, game):
        return figures(len(game.state.players)) + tuple(
            Spawnpoint(c) for c in sorted(game.state.board.spawnpoints))

    def hit(self, game, shooter, target, kind, value) -> None:
        if kind == DAMAGE:
            game.emit(SpawnpointHit(shooter, target.colour, value))


@pytest.fixture
def practice(monkeypatch):
    monkeypatch.setitem(modes.MODES, Practice.name, Practice)
    monkeypatch.setitem(EVENT_TYPES, "SpawnpointHit", SpawnpointHit)
    return Practice


def test_in_deathmatch_the_targets_are_the_figures_of_the_seats_in_seat_order():
    game = Game.new(default_setup(4, "D"))
    assert game.mode.targets(game) == (Figure(0), Figure(1), Figure(2), Figure(3))
    shot = shot_from(game)
    assert shot.names == game.names and shot.pos == game.state.positions()


def test_a_mode_adds_targets_that_are_no_seat_and_the_shot_sees_them_where_they_stand(practice):
    game = Game.new(attrs.evolve(default_setup(3, "B", seed=1), mode=practice.name))
    shot = shot_from(game)
    board = game.state.board
    assert shot.names[3:] == ("blue spawnpoint", "red spawnpoint", "yellow spawnpoint")
    assert shot.pos[3:] == tuple(board.spawnpoints[c] for c in ("blue", "red", "yellow"))
    assert [name_of(game, t) for t in game.mode.targets(game)[:3]] == list(game.names)


def test_weapons_choose_and_damage_a_target_that_is_no_seat_through_the_mode(practice, tmp_path):
    game = Game.new(attrs.evolve(default_setup(3, "B", seed=8), mode=practice.name))
    rng = random.Random(8)
    chosen = 0
    while (d := game.legal()) is not None:
        choice = rng.choice(d.options)
        chosen += choice.text.endswith(" spawnpoint") and choice.text.startswith("target ")
        events = game.submit(d.decider, choice)
        for e in events:
            if type(e).__name__ == "Damaged":
                assert e.target < 3  # damage tokens only ever land on the seats' figures
    taken = game.state.mode_state.taken
    assert chosen and taken, "random shots picked a spawnpoint at some point"
    assert set(taken) <= {"blue", "red", "yellow"}
    assert all(0 <= seat < 3 and n > 0 for hits in taken.values() for seat, n in hits)
    loaded = savefile.verify(savefile.save(game, tmp_path / "practice.jsonl"))
    assert loaded.state.mode_state.taken == taken
