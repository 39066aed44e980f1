"""Fair play: a computer player sees only what its seat may see."""

from __future__ import annotations

import random

from adrenaline.core.engine import default_setup
from adrenaline.core.invariants import check_conservation, check_limits
from adrenaline.core.view import player_view

from .invariants import play_random


def mid_game(seed: int = 3):
    game, _ = play_random(default_setup(4, "C", 8, False, seed), checked=False, max_decisions=10**6)
    # replay to a point in the middle, where hands and decks hold cards
    from adrenaline.core.engine import Game

    return Game.replay(game.setup, game.log[: len(game.log) // 2])


def test_the_view_holds_no_hidden_card():
    game = mid_game()
    seat = game.legal().decider
    view = player_view(game, seat)
    g = view.state
    for i, p in enumerate(g.players):
        if i == seat:
            assert p.powerups == game.state.players[i].powerups  # its own hand
        else:
            assert p.powerups == [] and p.points == 0  # other hands and face-down points
    assert g.weapon_deck == [] and g.powerup_deck == [] and g.ammo_deck == []
    # what it knows of the unseen cards is only which ones they could be, not where
    others = sorted(c for i, p in enumerate(game.state.players) if i != seat for c in p.powerups)
    assert sorted(view.unseen_powerups) == sorted(others + game.state.powerup_deck)
    assert view.hand_sizes == tuple(len(p.powerups) for p in game.state.players)


def test_a_sample_deals_the_unseen_cards_consistently_with_the_view():
    game = mid_game(5)
    seat = game.legal().decider
    view = player_view(game, seat)
    seen_hands = set()
    for k in range(20):
        sample = view.sample(random.Random(k))
        s = sample.state
        check_limits(s)
        check_conservation(s)
        assert [len(p.powerups) for p in s.players] == list(view.hand_sizes)
        assert s.players[seat].powerups == game.state.players[seat].powerups
        assert s.ammo_on == game.state.ammo_on and s.slots == game.state.slots
        seen_hands.add(tuple(tuple(sorted(p.powerups)) for i, p in enumerate(s.players) if i != seat))
        assert sample.legal() is not None
    assert len(seen_hands) > 1  # the other hands are really guessed, not copied
