"""Routes are choices where a mode says the way matters (issue 27, TUR-7): "whenever two
routes to the same square enter different turret squares, the player who controls the
move chooses the route"; "the engine must offer paths, not only destinations, whenever
paths differ in which turret squares they enter". In Deathmatch and Domination nothing
changes: the same options, the same text forms.

The mode of these tests marks squares (by default, as Turret mode's turrets would be,
every square without a spawnpoint): routes that enter different marked squares differ.
"""

from __future__ import annotations

import random

import pytest

from adrenaline.core.board import square_name
from adrenaline.core.choice_text import parse_choice
from adrenaline.core.choices import MoveTo, PickSquare
from adrenaline.core.engine import IllegalChoice
from adrenaline.core.events import FigureMoved
from adrenaline.core.lookahead import cheapest, move_routes, reach
from adrenaline.core.maps import ARENAS, load_board
from adrenaline.core.modes import MODES
from adrenaline.core.modes.deathmatch import Deathmatch
from adrenaline.core.routes import walks
from adrenaline.core.rules.flow import STAGES
from adrenaline.words.options import option_words

from .rules import B, D, V, game_at, random_game, say, shooter_at, sq

MARKED = "marked-test"


class Marked(Deathmatch):
    """Deathmatch whose routes matter: a route's key is the marked squares it enters."""

    name = MARKED
    routes_matter = True
    marked: frozenset | None = None  # None: every square without a spawnpoint

    def _marked(self, game) -> frozenset:
        if self.marked is not None:
            return self.marked
        board = game.state.board
        return frozenset(q for q in board.squares if not board.is_spawnpoint(q))

    def route_key(self, game, figure, path):
        marked = self._marked(game)
        return tuple(sorted(q for q in path[1:] if q in marked))

    def route_cost(self, game, figure, path):
        return len(self.route_key(game, figure, path))


class SameKey(Deathmatch):
    """Routes matter, but every walk has the same key: the options must be today's."""

    name = "same-key-test"
    routes_matter = True


@pytest.fixture(autouse=True)
def marked_mode():
    MODES[MARKED] = Marked
    yield
    MODES.pop(MARKED, None)


def _walks(board, start, most):
    """Every walk of 1..most moves from start (no square twice), by end: the test's own."""
    out: dict[int, list] = {}
    todo = [(start,)]
    while todo:
        path = todo.pop()
        if len(path) > 1:
            out.setdefault(path[-1], []).append(path)
        if len(path) <= most:
            todo += [path + (b,) for b in board.neighbours[path[-1]] if b not in path]
    return out


def _game(start: int, arena: str = "C", violet: dict | None = None, **spec):
    """Violet (seat 0, to play) on ``start``, Banshee and Dozer beside her, in the test mode."""
    where = square_name(start)
    spec.setdefault("mode", MARKED)
    return game_at([{"character": V, "square": where, **(violet or {})},
                    {"character": B, "square": where}, {"character": D, "square": where}],
                   arena=arena, current=V, **spec)


def _path_of(game, seat, option):
    here = game.state.players[seat].square
    if option.via is None:
        return game.state.board.path(here, option.square)
    return (here,) + option.via + (option.square,)


def _moved(events):
    return [e for e in events if isinstance(e, FigureMoved)]


# -- running ---------------------------------------------------------------------------------
@pytest.mark.parametrize("arena", ARENAS)
def test_a_run_offers_exactly_one_option_per_distinct_route_on_every_arena(arena):
    board = load_board(arena)
    for start in board.squares:
        game = _game(start, arena)
        say(game, "action run")
        options = game.legal().options
        mode = game.mode
        by_square: dict[int, list] = {}
        for o in options:
            by_square.setdefault(o.square, []).append(o)
        assert set(by_square) == set(board.within(start, 1, 3))
        every = _walks(board, start, 3)
        for q, offered in by_square.items():
            keys = {mode.route_key(game, 0, p) for p in every[q]}
            offered_keys = [mode.route_key(game, 0, _path_of(game, 0, o)) for o in offered]
            assert sorted(offered_keys) == sorted(keys), f"{arena} {square_name(start)}->{square_name(q)}"
            assert offered[0] == MoveTo(q), "board.path's walk is the plain option, first"
            for o in offered:
                path = _path_of(game, 0, o)
                assert path in every[q], f"{o.text} is a legal walk within 3 moves"


def test_where_every_walk_has_one_key_the_options_are_todays_objects():
    game = _game(sq("r1c1"))
    game.mode.marked = frozenset()  # nothing marked: no route differs
    game_plain = _game(sq("r1c1"), mode="deathmatch")
    for g in (game, game_plain):
        say(g, "action run")
    ours, today = game.legal().options, game_plain.legal().options
    assert ours == today
    assert all(a is b for a, b in zip(ours, today)), "the very objects moves_to shares"
    assert [o.text for o in ours] == [o.text for o in today]


def _a_pair_with_routes(game, seat, most):
    """(start, end, options there) where the figure's run offers 2+ routes to one square."""
    here = game.state.players[seat].square
    for q in game.state.board.within(here, 2, most):
        keys = {game.mode.route_key(game, seat, p) for p in walks(game.state.board, here, most)[q]}
        if len(keys) > 1:
            return q
    return None


def _routed_start(arena="C", most=3):
    """A square on ``arena`` from which a run reaches some square by routes that differ."""
    board = load_board(arena)
    marked = frozenset(q for q in board.squares if not board.is_spawnpoint(q))
    for s in board.squares:
        for q, ps in walks(board, s, most).items():
            if len({tuple(sorted(x for x in p[1:] if x in marked)) for p in ps}) > 1:
                return s, q
    raise AssertionError("no square with routes")


def test_the_route_chosen_is_the_path_the_figure_walks():
    start, end = _routed_start()
    game = _game(start)
    say(game, "action run")
    routed = [o for o in game.legal().options if o.square == end and o.via is not None]
    assert routed, "a route other than board.path's is offered"
    choice = routed[-1]
    events = game.submit(0, choice)
    assert [e.path for e in _moved(events)] == [(start,) + choice.via + (end,)]
    assert game.state.players[0].square == end


def test_the_plain_option_walks_board_paths_way():
    start, end = _routed_start()
    game = _game(start)
    events = say(game, "action run", f"move {square_name(end)}")
    assert [e.path for e in _moved(events)] == [game.state.board.path(start, end)]


# -- text forms ----------------------------------------------------------------------------
def test_a_route_reads_as_move_to_a_square_via_the_squares_between():
    assert MoveTo(6, (2, 3)).text == "move r1c2 via r0c2 r0c3"
    assert PickSquare(6, (5,)).text == "square r1c2 via r1c1"
    assert MoveTo(6).text == "move r1c2"
    assert repr(MoveTo(6)) == "MoveTo(square=6)", "as before routes: the bots' fingerprint"


@pytest.mark.parametrize("arena", ARENAS)
def test_every_route_option_text_reads_back_as_the_same_option(arena):
    board = load_board(arena)
    for start in board.squares:
        game = _game(start, arena)
        say(game, "action run")
        for o in game.legal().options:
            assert parse_choice(o.text) == o
            assert game.legal().find(o.text.upper()) == o


def test_a_typed_route_is_taken_and_a_save_file_keeps_it(tmp_path):
    from adrenaline.core import savefile

    start, end = _routed_start()
    game = _game(start)
    say(game, "action run")
    text = next(o.text for o in game.legal().options if o.square == end and o.via is not None)
    say(game, text)
    path = savefile.save(game, tmp_path / "routes.jsonl")
    again = savefile.load(path)
    assert again.log[-1].choice.text == text
    assert again.state.players[0].square == end
    moved = [e for e in again.log[-1].events if isinstance(e, FigureMoved)]
    assert moved[0].path[1:-1] == parse_choice(text).via


def test_a_route_that_is_no_way_there_is_refused_with_the_ways_that_are():
    start, end = _routed_start()
    game = _game(start)
    say(game, "action run")
    far = next(q for q in game.state.board.squares if q not in (start, end))
    with pytest.raises(IllegalChoice) as refused:
        game.submit_text(0, f"move {square_name(end)} via {square_name(far)} {square_name(far)}")
    assert refused.value.reason == "not_a_route"
    ways = refused.value.args_of_reason["legal"]
    assert f"move {square_name(end)}" in ways and len(ways) >= 2
    from adrenaline.words.refusals import illegal_words

    assert "ways there" in illegal_words(refused.value)


def test_route_options_have_words():
    board = load_board("C")
    path = next(p for s in board.squares for ps in walks(board, s, 3).values() for p in ps
                if len(p) == 4)
    end = path[-1]
    words = option_words(MoveTo(end, path[1:-1]), board)
    assert words.startswith("Move to ") and " via " in words and ", then " in words
    assert " via " in option_words(PickSquare(end, path[1:-1]), board)


# -- the move before a grab, before a shot -----------------------------------------------
def test_the_move_before_a_grab_offers_routes_with_adrenaline():
    start, end = _routed_start(most=2)
    game = _game(start, violet={"damage": [B, B, B]})
    say(game, "action grab")
    options = game.legal().options
    if any(o.square == end for o in options):
        assert any(o.square == end and o.via is not None for o in options)
    routed = [o for o in options if o.via is not None]
    assert routed, "2 moves before grabbing reach a square by routes that differ"
    events = game.submit(0, routed[0])
    assert _moved(events)[0].path == (start,) + routed[0].via + (routed[0].square,)


def test_the_move_before_a_frenzy_shot_offers_routes():
    start, end = _routed_start(most=2)
    game = game_at([{"character": V, "square": square_name(start), "weapons": ["Lock Rifle"]},
                    {"character": B, "square": square_name(end)}, {"character": D, "square":
                    square_name(start)}],
                   mode=MARKED, current=V, frenzy=True, skulls=5,
                   killshot_track=[[B], [B], [B], [B], [B]], final_turns_left=0)
    say(game, "action shoot")
    d = game.legal()
    assert d.kind == "shoot_move", d
    plain = {o.square for o in d.options if o.via is None}
    assert any(o.via is not None for o in d.options), "2 moves before a frenzy shot: routes"
    for o in d.options:
        assert o.square in plain
        assert parse_choice(o.text) == o


# -- Newton and the weapons' moves --------------------------------------------------------------
def test_newton_moves_in_a_straight_line_with_no_route_to_choose():
    game = _game(sq("r1c1"), violet={"powerups": ["newton/red"]})
    say(game, "use newton/red", f"target {B}")
    options = game.legal().options
    assert all(o.via is None for o in options), "one direction: no route to choose"
    board = game.state.board
    for o in options:
        ahead = game.copy()
        events = ahead.submit(0, o)
        path = _moved(events)[0].path
        rows = {q // 4 for q in path}
        cols = {q % 4 for q in path}
        assert len(rows) == 1 or len(cols) == 1, f"{path} is a straight line"
        assert all(b in board.neighbours[a] for a, b in zip(path, path[1:]))


def _tractor_position(arena="C"):
    """Violet, Banshee and a square Banshee can be pulled to (2 moves, seen by Violet)
    by routes that differ."""
    board = load_board(arena)
    marked = frozenset(q for q in board.squares if not board.is_spawnpoint(q))
    for me in board.squares:
        for t in board.squares:
            for q, ps in walks(board, t, 2).items():
                if q in board.visible[me] and len(
                        {tuple(sorted(x for x in p[1:] if x in marked)) for p in ps}) > 1:
                    return me, t, q
    raise AssertionError("no Tractor Beam position with routes")


def test_a_weapon_moving_a_target_offers_its_routes_in_the_planned_shot():
    me, t, q = _tractor_position()
    game = shooter_at("Tractor Beam", {"square": square_name(me)}, (B, square_name(t)),
                      (D, square_name(me)), mode=MARKED)
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", f"target {B}")
    options = game.legal().options
    there = [o for o in options if isinstance(o, PickSquare) and o.square == q]
    assert len(there) >= 2 and there[0].via is None and all(o.via for o in there[1:])
    routes = move_routes(game)
    assert [r.chain[-1] for r in routes[q]] == there
    assert all(r.path[0] == t and r.path[-1] == q for r in routes[q])
    chosen = there[-1]
    events = say(game, chosen.text)
    while game.legal().decider == 0 and game.legal().kind != "action":
        events += game.submit(0, game.legal().options[0])
    assert [e.path for e in _moved(events)] == [(t,) + chosen.via + (q,)]


def test_in_deathmatch_a_weapons_move_offers_only_squares():
    me, t, q = _tractor_position()
    game = shooter_at("Tractor Beam", {"square": square_name(me)}, (B, square_name(t)),
                      (D, square_name(me)))
    say(game, "action shoot", "weapon Tractor Beam", "effect basic mode", f"target {B}")
    assert all(getattr(o, "via", None) is None for o in game.legal().options)


# -- Deathmatch and Domination unchanged ----------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_with_one_key_for_every_walk_every_position_offers_todays_options(seed):
    """Random positions of random games: a mode whose routes matter but never differ
    offers exactly the options of Deathmatch (the same objects, the same text)."""
    game = random_game(seed, players=4, arena="ABCD"[seed % 4], stop_after=0)
    same = SameKey()
    rng = random.Random(seed)
    checked = 0
    while (d := game.legal()) is not None and checked < 400:
        stage = game.state.stage
        ahead = game.copy()
        ahead.mode = same
        theirs = STAGES[stage.name].options(ahead, stage)
        assert [o.text for o in theirs] == [o.text for o in d.options], stage.name
        checked += 1
        game.submit(d.decider, rng.choice(d.options))
    assert checked > 50


# -- the figures of the issue ---------------------------------------------------------------
def test_pairs_of_squares_2_to_3_moves_apart_with_routes_that_differ_per_arena():
    """"On the real arenas, 12 to 28 of the pairs of squares 2-3 moves apart have such
    routes" (every square without a spawnpoint has a foreign turret; ordered pairs)."""
    found = {}
    for arena in ARENAS:
        board = load_board(arena)
        marked = frozenset(q for q in board.squares if not board.is_spawnpoint(q))
        n = 0
        for s in board.squares:
            for e, ps in walks(board, s, 3).items():
                if board.distance[s][e] in (2, 3) and len(
                        {tuple(sorted(x for x in p[1:] if x in marked)) for p in ps}) > 1:
                    n += 1
        found[arena] = n
    print("pairs with routes that differ:", found)
    assert found == {"A": 12, "B": 16, "C": 22, "D": 28}


# -- the look-ahead for the window ---------------------------------------------------------------
def test_each_reachable_square_has_its_routes_and_a_click_takes_the_cheapest():
    start, end = _routed_start()
    game = _game(start)
    reached = reach(game)
    runs = [r for r in reached[end] if r.action == "run"]
    assert runs
    run = runs[0]
    assert len(run.routes) >= 2
    best = cheapest(run.routes)
    assert run.chain == best.chain and run.path == best.path
    assert run.text == f"run {square_name(end)}", "the id names the square, whichever route"
    assert best.cost == min(r.cost for r in run.routes)
    for r in run.routes:
        assert r.cost == game.mode.route_cost(game, 0, r.path)
        assert r.key == game.mode.route_key(game, 0, r.path)
    ahead = game.copy()
    for choice in run.chain:
        events = ahead.submit(0, choice)
    assert _moved(events)[0].path == best.path


def test_in_deathmatch_each_square_has_one_route_the_shortest():
    game = _game(sq("r1c1"), mode="deathmatch")
    for sq_, reaches in reach(game).items():
        for r in reaches:
            assert len(r.routes) == 1 and r.routes[0].chain == r.chain and r.routes[0].cost == 0


def test_the_mode_hooks_of_the_standard_game_say_nothing():
    game = _game(sq("r1c1"), mode="deathmatch")
    mode = game.mode
    assert mode.routes_matter is False
    assert mode.route_key(game, 0, (5, 1, 0)) == ()
    assert mode.route_cost(game, 0, (5, 1, 0)) == 0
    assert mode.entered(game, 0, sq("r0c0"), 0) is None


def test_tractor_beams_punisher_mode_pulls_its_target_by_the_route_chosen():
    """"Move the target to your square": a chosen route where routes differ."""
    board = load_board("C")
    marked = frozenset(q for q in board.squares if not board.is_spawnpoint(q))
    me, t = next((me, t) for me in board.squares for t in board.squares
                 if board.distance[t][me] == 2 and len(
                     {tuple(sorted(x for x in p[1:] if x in marked))
                      for p in walks(board, t, 2).get(me, ())}) > 1)
    game = shooter_at("Tractor Beam", {"square": square_name(me),
                                       "ammo": {"red": 1, "blue": 1, "yellow": 1}},
                      (B, square_name(t)), (D, square_name(me)), mode=MARKED)
    say(game, "action shoot", "weapon Tractor Beam", "effect in punisher mode", f"target {B}")
    there = [o for o in game.legal().options if isinstance(o, PickSquare)]
    assert {o.square for o in there} == {me} and len(there) >= 2 and there[0].via is None
    chosen = there[-1]
    events = say(game, chosen.text)
    while game.legal().decider == 0 and game.legal().kind != "action":
        events += game.submit(0, game.legal().options[0])
    assert [e.path for e in _moved(events)] == [(t,) + chosen.via + (me,)]


def test_a_weapon_moving_its_shooter_offers_the_routes():
    """Plasma Gun's phase glide: "Move 1 or 2 squares" - by the route chosen."""
    start, end = _routed_start(most=2)
    game = shooter_at("Plasma Gun", {"square": square_name(start)}, (B, square_name(start)),
                      (D, square_name(start)), mode=MARKED)
    say(game, "action shoot", "weapon Plasma Gun", "effect with phase glide")
    there = [o for o in game.legal().options if isinstance(o, PickSquare) and o.square == end]
    assert len(there) >= 2 and there[0].via is None
    events = say(game, there[-1].text)
    while game.legal().decider == 0 and game.legal().kind != "action":
        events += game.submit(0, game.legal().options[0])
    assert _moved(events)[0].path == (start,) + there[-1].via + (end,)


def test_a_scenario_plays_a_route_by_its_text():
    from adrenaline.core.scenario import play

    start, end = _routed_start()
    game = _game(start)
    say(game, "action run")
    text = next(o.text for o in game.legal().options if o.square == end and o.via is not None)
    where = square_name(start)
    played = play({"arena": "C", "mode": MARKED, "current": V, "players": [
        {"character": V, "square": where}, {"character": B, "square": where},
        {"character": D, "square": where}], "choices": ["action run", text]})
    moved = _moved(played.log[-1].events)
    assert moved[0].path == (start,) + parse_choice(text).via + (end,)
