"""What makes Hard's playouts cheaper without changing a choice: the plans of a
shot are remembered (they depend on the card, the shot and the budget alone), in
Turret mode by what the state's routes answer, and a search makes the cycle
collector's passes rarer while it runs (docs/engine-speed.md, issue 39)."""

from __future__ import annotations

import gc
import random

from adrenaline.bots import search as search_module
from adrenaline.core.maps import load_board
from adrenaline.core.weapons import plans
from adrenaline.core.weapons.catalogue import WEAPONS
from adrenaline.core.weapons.dsl import Shot

NAMES = (":D-struct-OR", "Banshee", "Dozer", "Violet", "Sprog")


def _searched(w, shot, budget, limit=800):
    """Every plan, by a search of its own (nothing remembered)."""
    found = plans._Collect(limit)
    plans._walk(w, shot, (), (), (0, 0, 0), budget, found)
    return tuple(found.plans)


def test_the_plans_of_a_shot_asked_again_are_remembered_and_the_same_as_a_search(monkeypatch):
    board = load_board("D")
    rng = random.Random("remembered")
    plans._ALL_PLANS.clear()
    asked = []
    for _ in range(40):
        pos = tuple(rng.choice(board.squares) for _ in range(5))
        budget = tuple(rng.randint(0, 3) for _ in range(3))
        for w in WEAPONS:
            shot = Shot(board, 0, NAMES, pos)
            expected = _searched(w, shot, budget)
            assert plans.all_plans(w, shot, budget, limit=800) == expected
            asked.append((w, shot, budget, expected))
    walks = []
    real_walk = plans._walk
    monkeypatch.setattr(plans, "_walk", lambda *a: walks.append(a) or real_walk(*a))
    for w, shot, budget, expected in asked:
        # an equal shot made anew: the key is the shot's value, not the object
        again = Shot(board, 0, NAMES, tuple(shot.pos))
        assert plans.all_plans(w, again, budget, limit=800) == expected
    assert walks == []  # every answer came from memory


def test_a_turret_state_whose_routes_answer_alike_finds_the_plans_of_the_state_before():
    """Turret mode makes a state's routes object anew after every event; the plans
    are keyed by what the routes answer (routes_key), so an event that changes no
    route (here: only the killshot cache cleared) asks no new search."""
    from adrenaline.core.engine import Game
    from adrenaline.core.cards import CHARACTERS
    from adrenaline.core.engine import Setup
    from adrenaline.core.rules.shoot import shot_from

    setup = Setup("D", tuple((c.name, c.name) for c in CHARACTERS[:5]), 8, False, 7, "turret").validate()
    game = Game.new(setup)
    rng = random.Random(7)
    while True:  # on to a state where every figure is on the board
        d = game.legal()
        if all(p.square is not None for p in game.state.players) and d.kind == "action":
            break
        game.submit(d.decider, rng.choice(d.options))
    first = shot_from(game)
    game.cache.clear()  # what an event does to the state's routes: made anew
    second = shot_from(game)
    assert first.routes is not None and second.routes is not first.routes
    assert plans._shot_key(first) == plans._shot_key(second)
    assert hash(plans._shot_key(first)) == hash(plans._shot_key(second))


def test_a_search_makes_the_collectors_passes_rarer_and_puts_them_back_after(monkeypatch):
    before = gc.get_threshold()
    seen = []
    monkeypatch.setattr(search_module, "_search",
                        lambda *a: seen.append((gc.get_threshold(), gc.get_freeze_count() > 0)) or "answer")
    gc.set_threshold(700, *before[1:])
    try:
        assert search_module.search(None, None, None, None, None, 0.0) == "answer"
        assert seen[-1] == ((search_module.SEARCH_GC_THRESHOLD, *before[1:]), True)
        assert gc.get_threshold() == (700, *before[1:]) and gc.get_freeze_count() == 0
        # a search inside another (another thread's): the last to end puts things back
        with search_module._QUIET:
            search_module.search(None, None, None, None, None, 0.0)
            assert gc.get_threshold()[0] == search_module.SEARCH_GC_THRESHOLD
        assert gc.get_threshold() == (700, *before[1:]) and gc.get_freeze_count() == 0
        gc.set_threshold(0, *before[1:])  # the collector off stays off
        search_module.search(None, None, None, None, None, 0.0)
        assert seen[-1][0][0] == 0
    finally:
        gc.set_threshold(*before)


def test_the_rules_read_a_shot_a_computer_player_weighed_from_its_plans_as_a_search_finds_it():
    """explore (the next choices of a shot being made, and a plan for each) answered
    from every plan of the card that all_plans found: the same choices, in the same
    order, with the same plans, at every prefix along the way."""
    board = load_board("C")
    rng = random.Random("read from the plans")
    for _ in range(25):
        pos = tuple(rng.choice(board.squares) for _ in range(4))
        budget = tuple(rng.randint(0, 3) for _ in range(3))
        shot = Shot(board, 0, NAMES[:4], pos)
        for w in WEAPONS:
            plans._COMPLETE.clear()
            prefix: tuple = ()
            searched = [plans.explore(w, shot, prefix, budget, first_only=True)]
            while True:
                found = plans.explore(w, shot, prefix, budget)
                searched.append(found)
                if not found or None in found.values():
                    break
                prefix = prefix + (rng.choice(list(found)),)
                if prefix[-1] == plans.DONE:
                    break
            plans.all_plans(w, shot, budget, limit=10_000)
            assert (w.name, shot, budget) in plans._COMPLETE
            replay: tuple = ()
            read = [plans.explore(w, shot, replay, budget, first_only=True)]
            for step in prefix:
                read.append(plans.explore(w, shot, replay, budget))
                replay = replay + (step,)
            if len(read) < len(searched):
                read.append(plans.explore(w, shot, replay, budget))
            assert [list(f.items()) for f in read] == [list(f.items()) for f in searched], w.name
