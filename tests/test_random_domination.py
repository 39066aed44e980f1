"""Random full Domination games, every limit of the rules checked after every event,
and Domination's own: a track only grows; a spawnpoint is tagged by damage at most
once per turn; the tokens on the tracks are exactly the tags and the overkill tokens
placed; the skulls out of the box are the killshots scored while skulls were left.
A fast set by default, thousands more with ``-m slow``."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from adrenaline.core import savefile
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.events import TurnStarted
from adrenaline.core.modes.domination import (
    TRACKS, KillshotScored, OverkillPlaced, SpawnpointTagged, StruckBack,
)

from .invariants import check_conservation, check_limits, watch


class DominationWatch:
    """Checks Domination's invariants after every event of one game. A seat's own
    first turn is told by its own ``TurnStarted`` events (DOM-3), never by the turn
    number: with the rulebook's bot, the figures outnumber the seats."""

    def __init__(self, game: Game):
        self.turns: Counter = Counter()  # seat -> its TurnStarted events so far
        for entry in game.log:  # the setup's, emitted before this watch
            for event in entry.events:
                if isinstance(event, TurnStarted):
                    self.turns[event.player] += 1
        self.tracks = {c: () for c in TRACKS}
        self.damage_tags: Counter = Counter()  # (turn, colour) -> tags by damage
        self.tags = 0
        self.placed = 0
        self.owed = 0
        self.skulls = 0
        self.seen: Counter = Counter()
        watch(game, self)

    def __call__(self, game: Game, event) -> None:
        g = game.state
        state = g.mode_state
        self.seen[type(event).__name__] += 1
        if isinstance(event, TurnStarted):
            self.turns[event.player] += 1
        own_first_turn = self.turns[g.current] <= 1
        if isinstance(event, SpawnpointTagged):
            self.tags += 1
            if event.how == "damage":
                self.damage_tags[(g.turn, event.colour)] += 1
                assert self.damage_tags[(g.turn, event.colour)] == 1, "tagged twice by damage in a turn"
                assert not own_first_turn, "a tag on a player's own first turn"
        elif isinstance(event, OverkillPlaced):
            self.placed += 1
        elif isinstance(event, KillshotScored):
            self.owed += event.overkill
            if g.skulls_left < g.skulls - self.skulls:
                self.skulls += 1
        elif isinstance(event, StruckBack):
            assert not own_first_turn, "a strike-back on a player's own first turn"
        for colour, tokens in state.tracks.items():
            assert tokens[:len(self.tracks[colour])] == self.tracks[colour], "a track shrank"
            assert all(0 <= s < len(g.players) for s in tokens)
        self.tracks = dict(state.tracks)
        assert sum(len(t) for t in state.tracks.values()) == self.tags + self.placed, \
            "tokens on the tracks are not the tags and the overkill tokens"
        assert len(state.owed) == self.owed - self.placed
        assert state.skulls_taken(g) == self.skulls == g.skulls - g.skulls_left
        assert g.killshot_track == []


def play_checked(players: int, arena: str, seed: int,
                 bot: bool = False) -> tuple[Game, DominationWatch]:
    """A random Domination game, checked after every event; ``bot``: with the
    rulebook's bot (3 or 4 players)."""
    game = Game.new(default_setup(players, arena, seed=seed, mode="domination", neutral=bot))
    check_limits(game.state)
    check_conservation(game.state)
    checks = DominationWatch(game)
    rng = random.Random(seed)
    decisions = 0
    while (decision := game.legal()) is not None:
        game.submit(decision.decider, rng.choice(decision.options))
        decisions += 1
        assert decisions < 50_000, "game did not end"
    return game, checks


def ends_by_the_rules(game: Game) -> None:
    g = game.state
    assert g.game_over and g.frenzy and g.final_turns_left == 0
    assert sorted(s for group in g.ranking for s in group) == list(range(g.seats))  # the bot is not ranked
    points = [g.players[group[0]].points for group in g.ranking]
    assert points == sorted(points, reverse=True)
    full = sum(1 for t in g.mode_state.tracks.values() if len(t) >= 8)
    assert g.skulls_left == 0 or full >= 2  # what triggered final frenzy


@pytest.mark.parametrize("arena,players", [(a, n) for a in "ABCD" for n in (3, 4, 5)])
def test_random_domination_games_keep_every_limit_and_domination_s_own(arena, players, tmp_path):
    totals: Counter = Counter()
    for seed in range(4):
        game, checks = play_checked(players, arena, seed * 12 + players)
        ends_by_the_rules(game)
        totals += checks.seen
        if seed == 0:  # save -> verify re-plays every choice through the rules
            path = savefile.save(game, tmp_path / f"dom-{arena}{players}.jsonl")
            again = savefile.verify(path)
            assert again.state.mode_state.tracks == game.state.mode_state.tracks
            assert [p.points for p in again.state.players] == [p.points for p in game.state.players]
    assert totals["SpawnpointTagged"] and totals["StruckBack"] and totals["TrackScored"]


def test_random_games_meet_every_way_to_tag_and_every_overkill_question():
    totals: Counter = Counter()
    for seed in range(30):
        _, checks = play_checked(3 + seed % 3, "ABCD"[seed % 4], 1000 + seed)
        totals += checks.seen
    assert totals["OverkillPlaced"] and totals["KillshotScored"] and totals["TrackScored"]


def test_random_games_with_the_bot_keep_domination_s_own_limits():
    """The bot's figure is not a seat: a seat's second turn may come before turn
    ``len(players) + 1``. Counting turns by number raised false alarms (5 of 20)."""
    totals: Counter = Counter()
    for seed in range(8):
        game, checks = play_checked(3 + seed % 2, "ABCD"[seed % 4], 2000 + seed, bot=True)
        ends_by_the_rules(game)
        assert game.state.neutral is not None
        totals += checks.seen
    assert totals["SpawnpointTagged"] and totals["StruckBack"]


@pytest.mark.slow
@pytest.mark.parametrize("block", range(20))
def test_thousands_of_random_domination_games_keep_every_limit(block):
    for seed in range(block * 100, block * 100 + 100):
        bot = seed % 4 == 3 and 3 + seed % 3 < 5  # every fourth game with the bot, if a figure is free
        game, _ = play_checked(3 + seed % 3, "ABCD"[seed % 4], 10_000 + seed, bot=bot)
        ends_by_the_rules(game)
