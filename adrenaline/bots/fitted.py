"""A fitted evaluation for Hard's look-ahead: each seat's expected final points,
a linear model of what the position shows, fitted to the outcomes of self-play games.

The hand-made :func:`.search.evaluate` counts a board's payout scaled by its damage, the
killshot track and holdings at fixed constants. Here the same quantities (and a few more:
how near my own board is to its killshot, marks, who plays next, how far the game has
gone and what holdings are worth early) are features; ``tools/fit_evaluation.py`` plays
self-play games with the policies Hard's playouts use (one seat the tuned heuristic,
three default Normal), records every seat's features at the start of every turn with
its final points, and fits by least squares (plain Python, a small ridge) how many more
points a seat will score. The coefficients are a table per mode
(:mod:`.fitted_tables`, written by the tool), found by the mode's name; a mode without
one keeps the hand-made evaluation.

A playout's end is scored as predicted(me) - max predicted(other seats) (the rulebook's
bot never wins: it is no seat). Plain Python, no numpy: it runs once per playout.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from ..core.numbers import KILLSHOT_DAMAGE
from ..core.rules.scoring import board_values
from .mode_terms import PLAIN, ModeTerms
from .normal_values import payouts
from .ratings import RATINGS
from .search import track_payouts

# the features, in order (``features`` makes them; ``Model.weights`` follows this order)
FEATURES: tuple[str, ...] = (
    "one",  # the intercept
    "board",  # every board's payout to me now, by its damage / 11 ("a board near its killshot pays soon")
    "board_sq",  # ... by (damage / 11) squared
    "board_sure",  # ... whatever its damage ("score all boards that still have damage tokens")
    "track",  # the killshot track's payout to me now (Deathmatch)
    "standing",  # what the mode's own scoring would pay me now (ModeTerms.standing)
    "loaded",  # my loaded weapons, by their ratings
    "unloaded",  # my unloaded ones
    "cubes",  # ammo cubes
    "powerups",  # powerup cards
    "marks_given",  # my marks on the others' boards
    "marks_taken",  # the others' marks on mine
    "damage",  # my own damage / 11 (a board near death pays the others, and I respawn)
    "damage_sq",  # ... squared
    "skulls",  # skulls on my board (it pays less)
    "to_act",  # turns until mine / seats (0: I play now)
    "left",  # skulls left / skulls (0 in final frenzy): how much game is left
    "frenzy",  # final frenzy
    "left_board",  # left x board: what a board's damage pays, as the game goes on
    "left_sure",
    "left_loaded",  # holdings matter more early
    "left_unloaded",
    "left_cubes",
    "left_powerups",
    "left_standing",
    "left_damage",
    # added after Deathmatch's first table (a table with fewer weights reads the first ones)
    "rounds",  # rounds played / 10: the game's progress where skulls do not tell it all
    # (Domination's frenzy also starts when two spawnpoint tracks are full)
)


WITH_BOT = "+bot"  # a table fitted to games with the rulebook's bot: the mode's name and this


class Model(NamedTuple):
    """A fitted model: a seat's final points = its points now + weights . features."""

    weights: tuple[float, ...]  # per FEATURES
    target: str = "points"  # what was fitted: "points" (the points a seat will still score)

    def evaluate(self, g, me: int, terms: ModeTerms = PLAIN) -> float:
        """:func:`evaluate` with this model (what a playout's end calls)."""
        return evaluate(g, me, self, terms)


def features(g, terms: ModeTerms = PLAIN) -> list[list[float]]:
    """Per seat, the feature vector (in FEATURES' order) of the position ``g``."""
    n = g.seats
    players = g.players
    board = [0.0] * n
    board_sq = [0.0] * n
    sure = [0.0] * n
    marks_given = [0.0] * n
    for victim in players:
        for giver, count in enumerate(victim.marks):
            if count and giver < n:
                marks_given[giver] += count
        if not victim.damage:
            continue
        d = len(victim.damage) / KILLSHOT_DAMAGE
        for s, pay in payouts(victim.damage, board_values(victim.skulls, victim.frenzy_board)).items():
            if s < n:
                board[s] += pay * d
                board_sq[s] += pay * d * d
                sure[s] += pay
    track = [0.0] * n
    if g.killshot_track:
        for s, pay in track_payouts(g.killshot_track).items():
            if s < n:
                track[s] += pay
    standing = terms.standing(g)
    left = 0.0 if g.frenzy or not g.skulls else g.skulls_left / g.skulls
    frenzy = 1.0 if g.frenzy else 0.0
    rows = []
    for s in range(n):
        p = players[s]
        loaded = unloaded = 0.0
        for w, is_loaded in p.weapons:
            if is_loaded:
                loaded += RATINGS[w][0]
            else:
                unloaded += RATINGS[w][0]
        cubes = float(sum(p.ammo))
        powerups = float(len(p.powerups))
        damage = len(p.damage) / KILLSHOT_DAMAGE
        st = standing[s]
        rows.append([
            1.0, board[s], board_sq[s], sure[s], track[s], st, loaded, unloaded, cubes, powerups,
            marks_given[s], float(sum(p.marks)), damage, damage * damage, float(p.skulls),
            ((s - g.current) % n) / n, left, frenzy,
            left * board[s], left * sure[s], left * loaded, left * unloaded, left * cubes,
            left * powerups, left * st, left * damage, g.turn / n / 10,
        ])
    return rows


def predicted(g, model: Model, terms: ModeTerms = PLAIN) -> list[float]:
    """Per seat, the final points the model expects."""
    w = model.weights
    return [float(g.players[s].points) + sum(a * b for a, b in zip(w, row))  # zip: an older
            # table's weights are the first features
            for s, row in enumerate(features(g, terms))]


def evaluate(g, me: int, model: Model, terms: ModeTerms = PLAIN) -> float:
    """predicted(me) - max predicted(other seats): a playout's end, as Hard scores it."""
    guess = predicted(g, model, terms)
    return guess[me] - max(x for i, x in enumerate(guess) if i != me)


@functools.lru_cache(maxsize=None)
def model_for(name: str) -> Model | None:
    """The fitted model called ``name`` (a mode's name: that mode's), None where none was
    fitted."""
    from .fitted_tables import MODELS

    found = MODELS.get(name)
    return Model(tuple(found["weights"]), found.get("target", "points")) if found else None
