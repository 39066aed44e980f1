"""Computer players in Turret mode: every level plays whole games; Normal commandeers
turrets where the others' figures pass, walks the route around the others' turrets,
values a shot that moves a figure through its own turrets, and Hard answers within its
thinking time.

Arena C: the spawnpoints are r0c2 (blue), r1c0 (red), r2c3 (yellow); every other square
has a turret. Its doors: r0c0-r0c1-r0c2, r0c0-r1c0-r2c0, r0c1-r1c1, r0c2-r1c2,
r1c1-r1c2-r1c3, r1c1-r2c1, r1c3-r2c3, r2c0-r2c1-r2c2-r2c3.
Violet (seat 0) plays; Banshee (seat 1) and Dozer (seat 2) follow.
"""

from __future__ import annotations

import time

import pytest

from adrenaline.bots import make_bot
from adrenaline.bots.hard import HardBot
from adrenaline.bots.mode_terms import PLAIN, terms_for
from adrenaline.bots.modes.turret import TurretTerms, turret_change
from adrenaline.bots.normal import NormalBot
from adrenaline.core.cards import CHARACTERS
from adrenaline.core.choices import ChooseAction, Decision, GrabTile, MoveTo, PickTarget
from adrenaline.core.engine import Game, Setup
from adrenaline.core.modes.turret import NOBODY, TurretCommandeered
from adrenaline.core.view import player_view

from .rules import B, D, V, game_at, say, sq


def tur_at(violet: dict, *others: dict, **spec) -> Game:
    players = [{"character": V, **violet}, *others]
    return game_at(players, mode="turret", current=V, turn=spec.pop("turn", 4), **spec)


def only(d: Decision, options: tuple) -> Decision:
    """The decision with just ``options`` offered (each one of its own)."""
    assert all(o in d.options for o in options)
    return Decision(d.decider, d.decider_name, d.kind, d.prompt, options)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_whole_four_player_turret_games_and_commandeers(level):
    # the core refuses any choice it did not offer; the game ends with the turrets scored
    setup = Setup("C", tuple((c.name, c.name) for c in CHARACTERS[:4]), 8, False, 5,
                  "turret").validate()
    game = Game.new(setup)
    bots = [make_bot(level if seat == 0 else "normal", seed=seat, thinking=0.02)
            for seat in range(4)]
    taken = []
    while (d := game.legal()) is not None:
        events = game.submit(d.decider, bots[d.decider].choose(player_view(game, d.decider), d))
        taken += [e.player for e in events if isinstance(e, TurretCommandeered)]
    assert game.state.ranking  # the game is over and ranked
    assert 0 in taken  # the level's own seat commandeered a turret at least once


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_walks_the_route_that_avoids_an_enemy_turret(level):
    """"each time a figure enters a square whose turret someone else owns, the owner
    deals it 1 damage": from r1c1 to the blue spawnpoint r0c2 Violet may pass r0c1
    (Banshee's turret, the shortest path the board walks) or r1c2 (no owner); offered
    both, every level takes r1c2 and is not hit."""
    game = tur_at({"square": "r1c1"}, {"character": B, "square": "r2c3"},
                  {"character": D, "square": "r2c3"}, turrets={"r0c1": B})
    say(game, "action run")
    d = game.legal()
    ways = tuple(o for o in d.options if isinstance(o, MoveTo) and o.square == sq("r0c2"))
    assert len(ways) == 2  # the routes differ in the turrets they enter
    for seed in range(4):  # Easy picks the square at random, then the cheapest way there
        choice = make_bot(level, seed, thinking=0.02).choose(player_view(game, 0), only(d, ways))
        assert choice.via == (sq("r1c2"),)
    events = game.submit(0, choice)
    assert game.state.players[0].square == sq("r0c2")
    assert not game.state.players[0].damage, events  # no turret hit her


def test_normal_commandeers_a_turret_where_the_others_must_pass():
    """Violet grabs on r1c1, the crossing between the red spawnpoint's room and the
    others, with Banshee and Dozer a run away: she gives up a cube of the tile to put
    her token on the turret (it pays at final scoring and hits them as they pass)."""
    game = tur_at({"square": "r1c1", "ammo": {"red": 0, "blue": 0, "yellow": 0}}, {"character": B, "square": "r2c1"},
                  {"character": D, "square": "r1c3"})
    say(game, "action grab", "move r1c1")
    d = game.legal()
    assert d.kind == "turret_tile"
    choice = NormalBot(0).choose(player_view(game, 0), d)
    assert isinstance(choice, GrabTile) and choice.commandeer
    events = game.submit(0, choice)
    assert [e for e in events if isinstance(e, TurretCommandeered)]
    assert game.state.mode_state.owners[sq("r1c1")] == 0


def test_a_turret_is_worth_the_points_it_moves_and_a_route_the_damage_the_turrets_deal():
    """"The player with the most turrets gets 8 points ... 6, 4, 2, 1" (TUR-13): a
    first turret gains 8; taking the only one of a rival gains 8 and takes 8 from him.
    Entering another's turret costs a damage; a rival entering mine is worth one."""
    assert turret_change((NOBODY,) * 12, 3, 0, 3, 2) == (8, 0)
    owners = (1,) + (NOBODY,) * 11
    assert turret_change(owners, 0, 0, 3, 2) == (8, 8)
    assert terms_for("deathmatch") is PLAIN and isinstance(terms_for("turret"), TurretTerms)
    game = tur_at({"square": "r0c1"}, {"character": B, "square": "r0c0"},
                  {"character": D, "square": "r2c3"}, turrets={"r1c1": V, "r1c2": B})
    g = game.state
    terms = TurretTerms()
    through_mine = (sq("r0c0"), sq("r0c1"), sq("r1c1"))
    assert terms.route_value(g, 0, 1, through_mine) > 0  # Banshee pushed through my turret
    assert terms.route_value(g, 0, 0, (sq("r1c1"), sq("r1c2"))) < 0  # me into Banshee's
    assert terms.route_value(g, 0, 0, (sq("r0c1"), sq("r0c2"), sq("r1c2"))) < 0
    assert terms.route_value(g, 0, 0, (sq("r0c1"), sq("r0c2"))) == 0  # a spawnpoint


def test_normal_values_a_shot_that_moves_a_figure_through_its_own_turret():
    """A weapon that moves its target: the move is worth the turret damage on the way
    (Violet's turret on r1c1; Banshee moved from r0c1 to r2c1 by r1c1)."""
    game = tur_at({"square": "r0c0"}, {"character": B, "square": "r0c1"},
                  {"character": D, "square": "r2c3"}, turrets={"r1c1": V})
    bot = NormalBot(0)
    view = player_view(game, 0)
    bot._shot_base(view)  # the state's terms, where routes matter
    path = (sq("r0c1"), sq("r1c1"), sq("r2c1"))
    assert bot._moved_value(view.state, 0, 1, path, {}) > 0
    assert bot._moved_value(view.state, 0, 1, (sq("r0c1"), sq("r0c0")), {}) == 0


def test_hard_answers_within_its_budget_in_turret_mode():
    setup = Setup("C", tuple((c.name, c.name) for c in CHARACTERS[:4]), 8, False, 2,
                  "turret").validate()
    game = Game.new(setup)
    bots = [make_bot("normal", i) for i in range(4)]
    count = 0
    while (d := game.legal()) is not None:
        count += 1
        if count > 60 and d.kind == "action" and len(d.options) > 2:
            hard = HardBot(1, budget=0.2)
            start = time.perf_counter()
            choice = hard.choose(player_view(game, d.decider), d)
            assert time.perf_counter() - start < 0.2 + 1.0  # no runaway (figures: bench-hard)
            assert choice in d.options
            return
        game.submit(d.decider, bots[d.decider].choose(player_view(game, d.decider), d))
    raise AssertionError("no busy position")


def test_hards_look_ahead_counts_the_turrets_final_payout():
    """A position where Violet holds the most turrets is worth more to her in Hard's
    evaluation than the same position without them (the turrets pay 8, 6, 4, 2, 1)."""
    from adrenaline.bots.search import evaluate

    spec = ({"square": "r0c1"}, {"character": B, "square": "r2c3"},
            {"character": D, "square": "r2c3"})
    mine = tur_at(*spec, turrets={"r1c1": V, "r1c2": V, "r0c0": B}).state
    none = tur_at(*spec).state
    terms = terms_for("turret")
    assert terms.standing(mine)[0] > terms.standing(mine)[1] > 0
    assert evaluate(mine, 0, terms) > evaluate(none, 0, terms)


def test_hards_look_ahead_values_a_turret_for_the_damage_it_will_deal_beyond_its_payout():
    """"Each time a figure enters a square whose turret someone else owns, the owner
    deals that figure 1 damage" (TUR-6): a turret keeps dealing damage after it is
    taken. Violet already holds the most turrets (8 points at final scoring either
    way), yet Hard's look-ahead prefers the position where she holds a third one."""
    from adrenaline.bots.search import evaluate

    spec = ({"square": "r0c1"}, {"character": B, "square": "r2c3"},
            {"character": D, "square": "r2c3"})
    two = tur_at(*spec, turrets={"r1c1": V, "r1c2": V, "r0c0": B}).state
    three = tur_at(*spec, turrets={"r1c1": V, "r1c2": V, "r2c1": V, "r0c0": B}).state
    assert turret_change(two.mode_state.owners, sq("r2c1"), 0, len(two.players),
                         two.current) == (0, 0)  # no payout moves
    terms = terms_for("turret")
    assert evaluate(three, 0, terms) > evaluate(two, 0, terms)


def test_normal_and_easy_play_turret_mode_by_normal_s_terms_and_hard_by_its_own():
    """Normal's turret constants are as before; Hard reads its own (``HARD_TERMS``)."""
    from adrenaline.bots.modes import turret
    from adrenaline.bots.modes.turret import TurretWeights

    assert terms_for("turret") is turret.TERMS
    assert turret.TERMS.w == TurretWeights() == TurretWeights(
        hit=0.7, hurt=0.8, killed=10.0, gain=0.35, deny=0.15, token=0.6, passing=0.35, spawn=0.4,
        mark=0.3, standing=0.25, owned=1.0)
    assert NormalBot(0).own_terms == {}
    assert HardBot(0).own_terms["turret"] is turret.HARD_TERMS


def test_hard_in_turret_mode_weighs_a_killshot_without_the_killshot_track():
    """"Killshot and overkill tokens are not tracked" in Turret mode (TUR-11): a killshot
    pays the board, no token on a track. Violet's Lock Rifle can finish Banshee (9
    damage, all Dozer's: Violet would rank second) or draw first blood on Dozer (first
    on his board). In Deathmatch Hard takes the killshot (its token scores on the
    killshot track); in Turret mode, where it weighs a killshot 2 points, not 4, it
    opens Dozer's board."""
    def choice(mode: str) -> str:
        game = game_at([{"character": V, "square": "r1c1", "ammo": {"red": 1, "blue": 1, "yellow": 1},
                         "weapons": [{"name": "Lock Rifle", "loaded": True}]},
                        {"character": B, "square": "r1c2", "damage": [D] * 9},
                        {"character": D, "square": "r1c2"}], mode=mode, current=V, turn=4)
        bot = HardBot(0, search=False)
        assert bot.choose(player_view(game, 0), game.legal()) == ChooseAction("shoot")
        return next(t.target for t in bot.intent[2] if isinstance(t, PickTarget))

    assert choice("deathmatch") == B
    assert choice("turret") == D
