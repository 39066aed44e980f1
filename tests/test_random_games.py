"""Random full games: every arena, 3 to 5 players, both endings, every limit of
the rules checked after every event, and the game equal to the fold of its log."""

from __future__ import annotations

import random

import pytest

from adrenaline.core import savefile
from adrenaline.core.engine import Game, IllegalChoice, Setup, default_setup
from adrenaline.core.state import GameState

from .invariants import play_random

CASES = [
    (arena, players, sudden_death, seed)
    for seed, (arena, players, sudden_death) in enumerate(
        (a, n, sd) for a in "ABCD" for n in (3, 4, 5) for sd in (False, True)
    )
]


def snapshot(g: GameState) -> tuple:
    players = tuple(
        (p.square, tuple(p.damage), tuple(p.marks), tuple(p.ammo), tuple(p.weapons),
         tuple(p.powerups), p.points, p.deaths, p.skulls, p.frenzy_board)
        for p in g.players
    )
    return (players, tuple(g.weapon_deck), tuple(g.powerup_deck), tuple(g.powerup_discard),
            tuple(g.ammo_deck), tuple(g.ammo_discard), tuple(g.ammo_on),
            tuple((c, tuple(s)) for c, s in sorted(g.slots.items())), tuple(g.killshot_track),
            g.skulls_left, g.current, g.turn, g.frenzy, g.stage, g.game_over,
            tuple(tuple(r) for r in g.ranking))


@pytest.mark.parametrize("arena,players,sudden_death,seed", CASES)
def test_random_full_game_keeps_every_limit(arena, players, sudden_death, seed, tmp_path):
    setup = default_setup(players, arena, skulls=5 + seed % 4, sudden_death=sudden_death, seed=seed)
    game, decisions = play_random(setup)
    # save -> load -> verify gives the same game
    path = tmp_path / "game.jsonl"
    savefile.save(game, path)
    assert snapshot(savefile.load(path).state) == snapshot(game.state)
    assert snapshot(savefile.verify(path).state) == snapshot(game.state)
    g = game.state
    assert g.game_over and game.legal() is None
    assert decisions > 0
    # the ranking covers every seat once, best first by points
    seats = [s for group in g.ranking for s in group]
    assert sorted(seats) == list(range(players))
    points = [g.players[group[0]].points for group in g.ranking]
    assert points == sorted(points, reverse=True)
    # the game ends when the skulls run out: sudden death at once, frenzy after one more turn each
    assert g.skulls_left == 0
    assert g.frenzy != sudden_death


@pytest.mark.parametrize("seed", range(4))
def test_game_is_the_fold_of_its_events(seed):
    setup = default_setup(4, "ABCD"[seed], skulls=5, seed=100 + seed)
    game, _ = play_random(setup, checked=False)
    replayed = Game.replay(setup, game.log)
    assert snapshot(replayed.state) == snapshot(game.state)


def test_fold_matches_at_every_point_of_a_game():
    setup = default_setup(5, "D", skulls=5, seed=7)
    game = Game.new(setup)
    rng = random.Random(7)
    for _ in range(400):
        d = game.legal()
        if d is None:
            break
        game.submit(d.decider, rng.choice(d.options))
        replayed = Game.replay(setup, game.log)
        assert snapshot(replayed.state) == snapshot(game.state)
        assert replayed.legal().texts() == game.legal().texts()


def test_same_seed_same_game():
    setup = default_setup(3, "A", skulls=5, seed=42)
    a, _ = play_random(setup, checked=False)
    b, _ = play_random(setup, checked=False)
    assert snapshot(a.state) == snapshot(b.state)


@pytest.mark.parametrize("seed", range(3))
def test_every_illegal_choice_is_refused_with_the_state_unchanged(seed):
    """Fuzz: at random points, submit choices from other decisions, by the wrong
    seat, and garbage; each is refused with a reason and nothing changes."""
    setup = default_setup(4, "C", skulls=5, seed=seed)
    game = Game.new(setup)
    rng = random.Random(seed)
    pool = []
    while (d := game.legal()) is not None:
        pool.extend(d.options)
        if rng.random() < 0.3:
            before = snapshot(game.state)
            log_len = len(game.log)
            foreign = [c for c in rng.sample(pool, min(5, len(pool))) if c not in d.options]
            wrong_seat = (d.decider + 1) % len(game.state.players)
            attempts = [(d.decider, c) for c in foreign]
            attempts += [(wrong_seat, d.options[0]), (d.decider, "move r1c2"), (d.decider, None),
                         (99, d.options[0])]
            for who, choice in attempts:
                with pytest.raises(IllegalChoice) as refused:
                    game.submit(who, choice)
                assert str(refused.value)
                assert snapshot(game.state) == before and len(game.log) == log_len
            with pytest.raises(IllegalChoice, match="not a legal choice"):
                game.submit_text(d.decider, "teleport to the moon")
            assert snapshot(game.state) == before
        game.submit(d.decider, rng.choice(d.options))
    with pytest.raises(IllegalChoice, match="game is over"):
        game.submit(0, pool[0])


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(200, 320))
def test_many_more_random_games_keep_every_limit(seed):
    rng = random.Random(seed)
    setup = Setup("ABCD"[seed % 4],
                  tuple((c, c) for c in [":D-struct-OR", "Banshee", "Dozer", "Violet", "Sprog"][: 3 + seed % 3]),
                  skulls=rng.randint(5, 8), sudden_death=rng.random() < 0.5, seed=seed)
    play_random(setup)
