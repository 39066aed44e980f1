"""Hard's search may weigh where to stand (issue 39): with ``squares`` (K) a Run or a
Grab is also a candidate at K other squares than the heuristic's, among them the
squares fewest others see; the follower goes where its candidate says; the search
still answers within its rounds, from the seat's own view."""

from __future__ import annotations

import copy
import time

from adrenaline.bots.followers import Candidate, ShotFollower, destinations, seen_by
from adrenaline.bots.hard import HardBot
from adrenaline.bots.normal import NormalBot
from adrenaline.bots.search import candidates, playout
from adrenaline.core.choices import ChooseAction, MoveTo
from adrenaline.core.scenario import position
from adrenaline.core.view import player_view

# Violet (Lock Rifle) at r1c1; the three others in the top rooms: the heuristic's run
# weighs a square by the targets in reach, so the squares nobody sees and from which
# nobody is in reach come last by its value
HIDE = {
    "arena": "C", "seed": 11, "turn": 6, "current": "Violet",
    "players": [
        {"character": "Violet", "square": "r1c1", "weapons": ["Lock Rifle"],
         "ammo": {"red": 1, "blue": 1, "yellow": 1}},
        {"character": "Banshee", "square": "r0c0", "weapons": ["Machine Gun"],
         "powerups": ["newton/red"]},
        {"character": "Dozer", "square": "r0c1", "weapons": ["Shotgun"]},
        {"character": "Sprog", "square": "r0c0", "weapons": ["Cyberblade"]},
    ],
}


def _position(spec=HIDE):
    game = position(copy.deepcopy(spec))
    d = game.legal()
    return game, d, player_view(game, d.decider)


def _action(option_name: str):
    return ChooseAction(option_name)


def test_a_run_out_of_everyones_sight_is_among_the_candidates():
    game, d, view = _position()
    hard = HardBot(1, squares=2)
    favourite = NormalBot.choose(hard, view, d)
    found = candidates(hard, view, d, favourite, hard.intent)
    runs = [c.goal for c in found if c.option == _action("run") and c.goal is not None]
    grabs = [c.goal for c in found if c.option == _action("grab") and c.goal is not None]
    assert len(runs) == 2 and len(grabs) == 2
    assert any(seen_by(view.state, view.seat, q) == 0 for q in runs)
    # the heuristic's own run (no goal) is still a candidate, as before
    assert Candidate(_action("run"), None) in found
    # without the setting, no square is searched: the candidates are as before
    plain = HardBot(1, squares=0)
    assert all(c.goal is None for c in candidates(plain, view, d, favourite, hard.intent))


def test_the_follower_goes_where_its_candidate_says():
    """A Run's or a Grab's candidate square is the move made when the stage asks,
    wherever the heuristic itself would go."""
    game, d, view = _position()
    hard = HardBot(1, squares=4)
    found = destinations(hard, view, d, 4)
    assert found
    for c in found:
        played = game.copy()
        played.submit(d.decider, c.option)
        stage = played.legal()
        assert stage.kind == c.option.action
        follower = ShotFollower(3)
        follower.goal = c.goal
        assert follower.choose(player_view(played, stage.decider), stage) == MoveTo(c.goal)
        assert follower.goal is None  # spent by the move


def test_a_playout_of_a_run_candidate_moves_hard_to_its_square(monkeypatch):
    import adrenaline.bots.search as search_module

    game, d, view = _position()
    hard = HardBot(1, squares=2)
    c = next(c for c in destinations(hard, view, d, 2) if c.option == _action("run"))
    moved: list = []
    original = search_module._Me._run

    def watch(self, view, d):
        choice = original(self, view, d)
        moved.append(choice)
        return choice

    monkeypatch.setattr(search_module._Me, "_run", watch)
    playout(hard, view.sample(hard.rng), view.seat, c, 5, time.perf_counter() + 30)
    assert moved[0] == MoveTo(c.goal)


def test_the_search_with_more_squares_keeps_to_its_rounds():
    """With K squares the candidates are more, the rounds no more: every round plays
    each candidate at most once, and the answer is one of the decision's options."""
    game, d, view = _position()
    hard = HardBot(1, budget=1.0, rounds=3, squares=4, race=None)
    choice = hard.choose(view, d)
    assert choice in d.options
    count = len(candidates(HardBot(1, squares=4), view, d,
                           NormalBot.choose(HardBot(1), view, d), None))
    assert hard.stats["searches"] == 1
    assert 0 < hard.stats["playouts"] <= 3 * count


def test_the_square_search_reads_only_the_seats_view():
    """The others' powerups are not in Hard's view: whatever they hold, the same
    candidates and the same answer."""
    other = copy.deepcopy(HIDE)
    other["players"][1]["powerups"] = ["teleporter/blue"]
    other["players"][2]["powerups"] = ["tagback grenade/yellow"]
    answers = []
    for spec in (HIDE, other):
        game, d, view = _position(spec)
        assert all(not p.powerups for i, p in enumerate(view.state.players) if i != d.decider)
        hard = HardBot(7, budget=5.0, rounds=4, squares=2)
        favourite = NormalBot.choose(hard, view, d)
        answers.append((candidates(hard, view, d, favourite, hard.intent), hard.choose(view, d),
                        hard.goal))
    assert answers[0] == answers[1]


def test_whole_turns_are_candidates_at_the_first_of_two_actions():
    """With ``turns`` the heuristic's first action is also a candidate followed by
    each next action, and by a run to cover; at the last action, none."""
    from adrenaline.bots.followers import COVER

    game, d, view = _position()
    assert view.state.actions_left == 2
    hard = HardBot(1, turns=True)
    favourite = NormalBot.choose(hard, view, d)
    found = candidates(hard, view, d, favourite, hard.intent)
    thens = {c.then for c in found if c.then is not None}
    assert thens == {(o, None) for o in d.options if isinstance(o, ChooseAction)} | {
        (_action("run"), COVER)}
    assert all(c.option == favourite for c in found if c.then is not None)


def test_the_follower_plays_the_turns_next_action_and_runs_to_cover():
    """The candidate's next action is taken when the turn's next action is chosen;
    a run to cover ends where the fewest others see."""
    from adrenaline.bots.followers import COVER

    game, d, view = _position()
    played = game.copy()
    me = d.decider
    follower = ShotFollower(3)
    follower.then = (_action("run"), COVER)
    played.submit(me, _action("grab"))
    while (step := played.legal()).kind != "action":
        played.submit(step.decider, follower.choose(player_view(played, step.decider), step))
    assert follower.choose(player_view(played, me), step) == _action("run")
    played.submit(me, _action("run"))
    run = played.legal()
    choice = follower.choose(player_view(played, me), run)
    g = played.state
    assert seen_by(g, me, choice.square) == min(seen_by(g, me, o.square) for o in run.options)


def test_when_every_shot_stands_on_one_square_shots_from_other_squares_join():
    """With 6 damage Violet may move 1 square before shooting ("Adrenaline: shoot"):
    the five best shots at different targets are all made from r0c1; with
    ``squares`` the best shot from each of the K best other squares is searched
    too."""
    spec = copy.deepcopy(HIDE)
    spec["players"][0]["damage"] = ["Banshee"] * 3 + ["Dozer"] * 3
    game, d, view = _position(spec)
    shots = {}
    for k in (0, 2):
        hard = HardBot(1, squares=k)
        favourite = NormalBot.choose(hard, view, d)
        shots[k] = [c.intent for c in candidates(hard, view, d, favourite, hard.intent) if c.intent]
    assert len({s[0] for s in shots[0]}) == 1
    assert shots[2][:len(shots[0])] == shots[0]
    assert len({s[0] for s in shots[2]}) == 3
