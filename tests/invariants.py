"""The rules' limits, checked after every event of a game (see test_random_games)."""

from __future__ import annotations

import random
from collections import Counter

from adrenaline.core.cards import AMMO_TILES, MAX_CUBES, MAX_POWERUPS, MAX_WEAPONS, POWERUPS
from adrenaline.core.engine import Game, Setup
from adrenaline.core.weapons.catalogue import WEAPONS


def check_limits(g) -> None:
    """Every limit the rulebook states, on a state between two events."""
    for p in g.players:
        who = p.character
        assert len(p.damage) <= 12, f"{who}: more than 12 damage"
        assert all(0 <= m <= 3 for m in p.marks), f"{who}: more than 3 marks from one shooter"
        assert all(0 <= c <= MAX_CUBES for c in p.ammo), f"{who}: ammo {p.ammo}"
        assert len(p.weapons) <= MAX_WEAPONS, f"{who}: {len(p.weapons)} weapons"
        # "Draw one powerup card, even if you already have three" - only while dead
        assert len(p.powerups) <= MAX_POWERUPS or (
            len(p.powerups) == MAX_POWERUPS + 1 and p.square is None
        ), f"{who}: {len(p.powerups)} powerups"
        assert p.marks[g.players.index(p)] == 0, f"{who} marked themself"
        assert g.players.index(p) not in p.damage, f"{who} damaged themself"


def check_conservation(g) -> None:
    """Skulls and cards are never made or lost."""
    weapons = list(g.weapon_deck) + [w for slots in g.slots.values() for w in slots if w]
    weapons += [w for p in g.players for w, _ in p.weapons]
    assert Counter(weapons) == Counter(w.name for w in WEAPONS), "weapons not conserved"
    powerups = list(g.powerup_deck) + list(g.powerup_discard) + [c for p in g.players for c in p.powerups]
    assert sorted(powerups) == list(range(len(POWERUPS))), "powerups not conserved"
    tiles = list(g.ammo_deck) + list(g.ammo_discard) + [t for t in g.ammo_on if t is not None]
    assert sorted(tiles) == list(range(len(AMMO_TILES))), "ammo tiles not conserved"
    assert g.skulls_left == max(0, g.skulls - len(g.killshot_track)), "skulls not conserved"
    assert sum(p.skulls for p in g.players) <= g.skulls - g.skulls_left


def watch(game: Game, after_event=None) -> list:
    """Make ``game`` check the limits after each event it emits; returns the list
    the events are collected in."""
    seen: list = []
    original = game.emit

    def emit(event):
        original(event)
        check_limits(game.state)
        check_conservation(game.state)
        seen.append(event)
        if after_event:
            after_event(game, event)

    game.emit = emit  # the rules call game.emit, so every event passes here
    return seen


def play_random(setup: Setup, rng_seed: int | None = None, checked: bool = True,
                max_decisions: int = 50_000) -> tuple[Game, int]:
    """Play a game with uniformly random choices; return it and its decision count."""
    game = Game.new(setup)
    if checked:
        check_limits(game.state)
        check_conservation(game.state)
        watch(game)
    rng = random.Random(setup.seed if rng_seed is None else rng_seed)
    n = 0
    while (decision := game.legal()) is not None:
        assert decision.options, "a decision with no options"
        game.submit(decision.decider, rng.choice(decision.options))
        n += 1
        assert n < max_decisions, "game did not end"
    return game, n
