"""The shot planner: what it offers is exactly what can be completed."""

from __future__ import annotations

import random

import pytest

from adrenaline.core.maps import load_board
from adrenaline.core.weapons.catalogue import WEAPONS
from adrenaline.core.weapons.dsl import Shot
from adrenaline.core.weapons.firing import can_fire, can_fire_searching
from adrenaline.core.weapons.plans import explore, complete_plan
from adrenaline.core.choices import DONE

NAMES = (":D-struct-OR", "Banshee", "Dozer", "Violet", "Sprog")


def random_shot(rng: random.Random, board) -> Shot:
    n = rng.randint(2, 5)
    pos = tuple(rng.choice(board.squares) if rng.random() < 0.85 or i == 0 else None for i in range(n))
    return Shot(board, 0, NAMES[:n], pos)


@pytest.mark.parametrize("arena", "ABCD")
def test_a_card_can_fire_exactly_when_one_target_in_a_hot_square_would_do(arena):
    """'To Shoot People, you need at least one target': the fast answer (some
    figure on a square where a lone target would do) equals the full search."""
    board = load_board(arena)
    rng = random.Random(arena)
    for _ in range(300):
        shot = random_shot(rng, board)
        budget = tuple(rng.randint(0, 3) for _ in range(3))
        for w in WEAPONS:
            assert can_fire(w, shot, budget) == can_fire_searching(w, shot, budget), (w.name, shot.pos, budget)


@pytest.mark.parametrize("arena", "AD")
def test_more_cubes_never_take_a_way_to_fire_away(arena):
    """A budget only says which effects you can pay for: what fires with some cubes
    fires with more (the hot squares answer one budget from another's row by it)."""
    board = load_board(arena)
    rng = random.Random(arena + "cubes")
    for _ in range(60):
        shot = random_shot(rng, board)
        small = tuple(rng.randint(0, 2) for _ in range(3))
        large = tuple(c + rng.randint(0, 2) for c in small)
        for w in WEAPONS:
            if can_fire_searching(w, shot, small):
                assert can_fire_searching(w, shot, large), (w.name, shot.pos, small, large)


@pytest.mark.parametrize("arena", "ABCD")
def test_every_option_offered_leads_to_a_complete_shot(arena):
    """Walk random prefixes: each next choice offered has a completion, and the
    completion found replays to the same plan."""
    board = load_board(arena)
    rng = random.Random(arena + "plans")
    for _ in range(120):
        shot = random_shot(rng, board)
        budget = tuple(rng.randint(0, 3) for _ in range(3))
        for w in WEAPONS:
            if not can_fire(w, shot, budget):
                assert explore(w, shot, (), budget, first_only=True) == {}
                continue
            prefix: tuple = ()
            for _ in range(12):
                found = explore(w, shot, prefix, budget)
                assert found, (w.name, prefix)
                token = rng.choice(list(found))
                prefix += (token,)
                if token == DONE:
                    plan = complete_plan(w, shot, prefix, budget)
                    assert plan is not None and plan.tokens == prefix
                    assert any(kind in ("damage", "mark") for kind, _, _ in plan.shot.outcomes)
                    assert all(seat != 0 for kind, seat, _ in plan.shot.outcomes if kind != "move")
                    break
            else:
                pytest.fail(f"{w.name}: plan longer than 12 choices")
