"""Random full Turret games, every limit of the rules checked after every event, and
Turret mode's own: one owner per turret, changed only by a commandeering of that
square by another player; the 36 ammo tiles conserved with the turret board's; no tile
on the arena; a square grabbed from at most once a turn; turret damage never converts
a mark; the skulls out of the box are the deaths while skulls were left.
A fast set by default, more with ``-m slow``."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from adrenaline.core import savefile
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.events import Damaged, FigureMoved, TurnStarted
from adrenaline.core.modes.turret import (
    NOBODY, SkullTaken, TurretCommandeered, TurretTileGrabbed, turret_squares,
)
from adrenaline.core.numbers import TURRET_TILES

from .invariants import check_conservation, check_limits, watch


class TurretWatch:
    """Checks Turret mode's invariants after every event of one game."""

    def __init__(self, game: Game):
        g = game.state
        self.squares = set(turret_squares(g.board))
        self.owners = g.mode_state.owners
        self.marks = [list(p.marks) for p in g.players]
        self.grabbed: set = set()
        self.skulls = 0
        self.moved: tuple = (-1, ())  # the last figure moved and its path
        self.seen: Counter = Counter()
        watch(game, self)

    def __call__(self, game: Game, event) -> None:
        g = game.state
        state = g.mode_state
        self.seen[type(event).__name__] += 1
        if isinstance(event, FigureMoved):
            self.moved = (event.player, event.path)
        elif isinstance(event, TurnStarted):
            self.grabbed = set()
        elif isinstance(event, TurretTileGrabbed):
            assert event.square in self.squares, "ammo grabbed off a turret square"
            assert event.square not in self.grabbed, "ammo grabbed twice from one square in a turn"
            self.grabbed.add(event.square)
        elif isinstance(event, TurretCommandeered):
            assert event.previous == self.owners[event.square] != event.player
            self.seen["taken from someone"] += event.previous != NOBODY
        elif isinstance(event, Damaged) and event.source == "turret":
            assert event.from_marks == 0 and event.marks_removed == 0, "turret damage converted marks"
            assert g.players[event.target].marks == self.marks[event.target], "turret damage moved marks"
            mover, path = self.moved
            assert mover == event.target and event.shooter != event.target
            assert event.shooter in {self.owners[q] for q in path[1:]}, "a turret hit off the path"
            self.seen["turret damage"] += event.amount
        elif isinstance(event, SkullTaken):
            if g.skulls_left < g.skulls - self.skulls:
                self.skulls += 1
        changed = [q for q in range(len(state.owners)) if state.owners[q] != self.owners[q]]
        assert not changed or (isinstance(event, TurretCommandeered) and changed == [event.square]), \
            "a turret changed owner without being commandeered"
        assert all(q in self.squares for q, s in enumerate(state.owners) if s != NOBODY)
        assert all(t is None for t in g.ammo_on), "an ammo tile on the arena"
        assert len(state.tiles) == TURRET_TILES
        assert state.skulls_taken(g) == self.skulls == g.skulls - g.skulls_left
        assert g.killshot_track == []
        self.owners = state.owners
        self.marks = [list(p.marks) for p in g.players]


def play_checked(players: int, arena: str, seed: int) -> tuple[Game, TurretWatch]:
    game = Game.new(default_setup(players, arena, seed=seed, mode="turret"))
    check_limits(game.state)
    check_conservation(game.state)
    checks = TurretWatch(game)
    rng = random.Random(seed)
    decisions = 0
    while (decision := game.legal()) is not None:
        game.submit(decision.decider, rng.choice(decision.options))
        decisions += 1
        assert decisions < 50_000, "game did not end"
    return game, checks


def ends_by_the_rules(game: Game) -> None:
    g = game.state
    assert g.game_over and g.frenzy and g.final_turns_left == 0 and g.skulls_left == 0
    assert sorted(s for group in g.ranking for s in group) == list(range(len(g.players)))
    points = [g.players[group[0]].points for group in g.ranking]
    assert points == sorted(points, reverse=True)


@pytest.mark.parametrize("arena,players", [(a, n) for a in "ABCD" for n in (3, 4, 5)])
def test_random_turret_games_keep_every_limit_and_turret_mode_s_own(arena, players, tmp_path):
    totals: Counter = Counter()
    for seed in range(3):
        game, checks = play_checked(players, arena, seed * 12 + players)
        ends_by_the_rules(game)
        totals += checks.seen
        if seed == 0:  # save -> verify re-plays every choice through the rules
            path = savefile.save(game, tmp_path / f"tur-{arena}{players}.jsonl")
            again = savefile.verify(path)
            assert again.state.mode_state.owners == game.state.mode_state.owners
            assert [p.points for p in again.state.players] == [p.points for p in game.state.players]
    assert totals["TurretTileGrabbed"] and totals["TurretCommandeered"] and totals["TurretsScored"]


def test_random_games_meet_turret_damage_a_turret_taken_from_its_owner_and_every_skull():
    totals: Counter = Counter()
    for seed in range(12):
        _, checks = play_checked(3 + seed % 3, "ABCD"[seed % 4], 1000 + seed)
        totals += checks.seen
    assert totals["turret damage"] and totals["taken from someone"] and totals["SkullTaken"]


@pytest.mark.slow
@pytest.mark.parametrize("block", range(10))
def test_hundreds_of_random_turret_games_keep_every_limit(block):
    for seed in range(block * 50, block * 50 + 50):
        game, _ = play_checked(3 + seed % 3, "ABCD"[seed % 4], 10_000 + seed)
        ends_by_the_rules(game)


def test_computer_players_of_every_level_play_legal_turret_games_to_the_end():
    from adrenaline.bots.arena import play_one

    for index, levels in enumerate([("easy", "normal", "hard"), ("normal", "easy", "normal", "hard")]):
        result = play_one((levels, "D", 8, 60 + index, 0, 0.02, "turret"))
        assert sum(result["wins"]) == pytest.approx(1) and max(result["points"]) > 0


def test_simulate_plays_turret_games_headless(capsys):
    import json

    from adrenaline.cli import main

    assert main(["simulate", "--mode", "turret", "--players", "4", "--games", "2", "--seed", "5",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == "turret" and report["skulls"] == 8
    assert len(report["games"]) == 2 and all(g["winner"] and g["decisions"] for g in report["games"])
