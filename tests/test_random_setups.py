"""Random setups (hypothesis): any mode, 3 to 5 players with any characters in any
order, any arena, any number of skulls, final frenzy or sudden death, any seed; a
game of random choices keeps every limit of the rules after every event, ends, ranks
every seat, is the fold of its log, and its save file names its mode and re-plays
through the rules to the same game. A failure shrinks to a small setup (few
players, few skulls, sudden death: the shortest games).

A few examples by default; ``ADRENALINE_RANDOM_SETUPS=200`` runs more."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from adrenaline.core import savefile
from adrenaline.core.cards import CHARACTER_BY_NAME
from adrenaline.core.engine import Game, Setup, SetupError
from adrenaline.core.maps import ARENAS
from adrenaline.core.modes import MODES
from adrenaline.core.numbers import MAX_PLAYERS, MAX_SKULLS, MIN_PLAYERS, MIN_SKULLS

from .invariants import play_random
from .test_random_games import snapshot

CHARACTERS = [c.name for c in CHARACTER_BY_NAME.values()]


@st.composite
def setups(draw) -> Setup:
    count = draw(st.integers(MIN_PLAYERS, MAX_PLAYERS))
    characters = draw(st.permutations(CHARACTERS))[:count]
    setup = Setup(
        arena=draw(st.sampled_from(sorted(ARENAS))),
        players=tuple((f"player {i + 1}", c) for i, c in enumerate(characters)),
        skulls=draw(st.integers(MIN_SKULLS, MAX_SKULLS)),
        sudden_death=draw(st.booleans()),
        seed=draw(st.integers(0, 2**31)),
        mode=draw(st.sampled_from(sorted(MODES))),
    )
    try:
        return setup.validate()
    except SetupError:  # a mode that does not allow these skulls or this ending
        assume(False)


@settings(max_examples=int(os.environ.get("ADRENALINE_RANDOM_SETUPS", "5")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups(), choices=st.integers(0, 2**31))
def test_a_random_setup_plays_a_whole_game_within_the_rules(setup, choices):
    game, decisions = play_random(setup, rng_seed=choices)  # limits checked after every event
    g = game.state
    assert g.game_over and game.legal() is None and decisions > 0
    seats = sorted(s for group in g.ranking for s in group)
    assert seats == list(range(len(setup.players)))
    points = [g.players[group[0]].points for group in g.ranking]
    assert points == sorted(points, reverse=True)
    assert snapshot(Game.replay(setup, game.log, check=True).state) == snapshot(g)
    with tempfile.TemporaryDirectory() as folder:
        path = savefile.save(game, Path(folder) / "game.jsonl")
        header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
        assert (header["setup"]["mode"], header["setup"]["options"]) == (setup.mode, dict(setup.options))
        assert snapshot(savefile.verify(path).state) == snapshot(g)
