"""Turret mode's damage along the route, square by square (TUR-6: "each time a figure
enters a square whose turret someone else owns, the owner deals it 1 damage"): the
figure walks its path one square at a time and each turret fires as the figure enters
its square; the log names the way and the turrets that hit."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core import events as ev
from adrenaline.core import scenario
from adrenaline.core.board import parse_square
from adrenaline.play.session import Seat, Session
from adrenaline.ui import layout
from adrenaline.ui.game import art
from adrenaline.ui.game.animation import Animator
from adrenaline.ui.game.view import GameView
from adrenaline.ui.modes import mode_screen
from adrenaline.words import i18n
from adrenaline.words.i18n import _
from adrenaline.words.log import describe, player_names
from adrenaline.words.options import via_words
from adrenaline.words.squares import square_words

R0C1, R1C1, R2C1, R2C2 = (parse_square(q) for q in ("r0c1", "r1c1", "r2c1", "r2c2"))


def turret_session(turrets: dict, damage=(), choices=("action run",), **me) -> Session:
    """Arena C, Violet on r0c1 to play in Turret mode; ``turrets``: square -> owner."""
    players = [{"character": "Violet", "square": "r0c1", "damage": list(damage), **me},
               {"character": "Banshee", "square": "r2c3"}, {"character": "Dozer", "square": "r1c3"}]
    game = scenario.play({"mode": "turret", "arena": "C", "seed": 5, "turn": 7, "current": "Violet",
                          "players": players, "turrets": turrets, "choices": list(choices)})
    seats = [Seat(p.name, p.character) for p in game.state.players]
    return Session(game, seats)


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode(layout.SIZE)
    yield


@pytest.fixture
def through_two_turrets():
    """Violet runs r0c1 -> r1c1 -> r2c1 -> r2c2: r1c1 has no owner, Dozer owns r2c1's
    turret and Banshee r2c2's."""
    s = turret_session({"r2c1": "Dozer", "r2c2": "Banshee"})
    a = animator_for(s)  # made before the move, as the window's: it shows the state before
    s.choose(s.decision.find("move r2c2"))
    yield s, a
    s.close()


def animator_for(s: Session) -> Animator:
    return Animator(s, mode_screen=mode_screen(s.game), sound=lambda name: None)


def played(a: Animator, dt: float = 1 / 120, limit: float = 30.0) -> list:
    """Update until nothing plays; each animation as it started, with the figure's shown
    square and damage then."""
    seen, t = [], 0.0
    a.update(0.0)
    current = None
    while a.busy:
        if a.current is not None and a.current is not current:
            current = a.current
            seen.append(current)
        a.update(dt)
        t += dt
        assert t < limit, "the animations never end"
    return seen


def test_the_turrets_fire_as_the_figure_enters_their_squares_in_order(through_two_turrets):
    """A run through two enemy turrets: the figure walks the path a square at a time,
    and the beams come from the 2nd and 3rd squares entered (Dozer's turret, then
    Banshee's), each just after the step onto that square, not after the whole move."""
    s, a = through_two_turrets
    moved = next(e for e in s.feed if isinstance(e, ev.FigureMoved))
    assert moved.path == (R0C1, R1C1, R2C1, R2C2)
    a.update(0.0)
    order = [a.current] + list(a.queue)
    kinds = [("step", x.data["step"]) if isinstance(x.event, ev.FigureMoved) else
             ("beam", x.data["origin"]) for x in order if isinstance(x.event, (ev.FigureMoved, ev.Damaged))]
    assert kinds == [("step", 0), ("step", 1), ("beam", art.tile_rect(R2C1).center),
                     ("step", 2), ("beam", art.tile_rect(R2C2).center)]
    hits = [x for x in order if isinstance(x.event, ev.Damaged)]
    assert [x.event.shooter for x in hits] == [s.game.state.seat_of("Dozer"), s.game.state.seat_of("Banshee")]
    assert all(x.data["look"] == "beam" for x in hits)


def test_the_figure_stands_on_the_turret_s_square_when_it_fires(through_two_turrets):
    """While a turret fires, the figure is drawn on that turret's square, and the damage
    token lands then: one after r2c1, two after r2c2."""
    s, a = through_two_turrets
    view = GameView(s, a)
    violet = s.game.state.seat_of("Violet")
    where, damage = [], []
    a.update(0.0)
    current = None
    while a.busy:
        if a.current is not current and a.current is not None:
            current = a.current
            if isinstance(current.event, ev.Damaged):
                where.append(view.figure_square(violet))
                damage.append(a.shown_damage(violet, 0))
        a.update(1 / 120)
    assert where == [R2C1, R2C2]
    assert damage == [0, 1]  # the first token landed before the second turret fired
    assert view.figure_square(violet) == R2C2 and len(s.game.state.players[violet].damage) == 2


def test_a_figure_killed_on_the_way_walks_on_tipped():
    """TUR-9: turret damage "can kill, even the acting player": Violet with 10 damage
    takes the killshot from Dozer's turret on r2c1, is shown dead (11 tokens, the
    killshot words) there, and walks on to r2c2, where Banshee's turret overkills."""
    s = turret_session({"r2c1": "Dozer", "r2c2": "Banshee"}, damage=["Banshee"] * 10)
    try:
        a = animator_for(s)
        s.choose(s.decision.find("move r2c2"))
        violet = s.game.state.seat_of("Violet")
        steps = []
        a.update(0.0)
        current = None
        while a.busy:
            if a.current is not current and a.current is not None:
                current = a.current
                if isinstance(current.event, ev.FigureMoved):
                    steps.append((current.data["step"], a.shown_damage(violet, 0)))
            a.update(1 / 120)
        assert steps == [(0, 10), (1, 10), (2, 11)]  # the last step walks with the killshot
    finally:
        s.close()


def test_a_move_without_turrets_walks_as_before_in_one_stretch_of_steps():
    """Deathmatch and unowned turrets: the same steps, one per square, nothing between."""
    s = turret_session({})
    try:
        a = animator_for(s)
        s.choose(s.decision.find("move r2c2"))
        seen = played(a)
        moves = [x for x in seen if isinstance(x.event, ev.FigureMoved)]
        assert [x.data["step"] for x in moves] == [0, 1, 2]
        assert not any(isinstance(x.event, ev.Damaged) for x in seen)
    finally:
        s.close()


def test_a_walk_through_turrets_stays_quick():
    """Every step and every beam is short: the whole run with two hits plays in under
    3 seconds at normal speed, and speed "fast" halves it."""
    def seconds(speed: float) -> float:
        s = turret_session({"r2c1": "Dozer", "r2c2": "Banshee"})
        try:
            a = Animator(s, speed=lambda: speed, mode_screen=mode_screen(s.game), sound=lambda n: None)
            s.choose(s.decision.find("move r2c2"))
            t = 0.0
            a.update(0.0)
            while a.busy:
                a.update(1 / 60)
                t += 1 / 60
            return t
        finally:
            s.close()

    normal, fast = seconds(1.0), seconds(2.0)
    assert normal < 3.0
    assert fast < normal * 0.6


@pytest.mark.parametrize("language, way, hit, there", [
    ("en", "{move} via {squares}", "{owner}'s turret hits {name} on {square}: 1 damage",
     "{owner}'s turret hits {name}: 1 damage"),
    ("fr", "{move} en passant par {squares}", "{name} subit le tir de la Tourelle de {owner} sur {square} : 1 dégât",
     "{name} subit le tir de la Tourelle de {owner} : 1 dégât"),
    ("es", "{move}, pasando por {squares}", "{name} recibe el disparo de la torreta de {owner} en {square}: 1 herida",
     "{name} recibe el disparo de la torreta de {owner}: 1 herida"),
    ("pl", "{move} (przez: {squares})",
     "Wieżyczka ({owner}) trafia cel {name} (pole: {square}): 1 obrażenie",
     "Wieżyczka ({owner}) trafia cel {name}: 1 obrażenie"),
])
def test_the_log_names_the_way_and_the_turrets_that_hit(through_two_turrets, language, way, hit, there):
    """The move's line says the way taken (the squares passed, as the board names them)
    and which turret hit where (the square it went to needs no second naming), in the
    order entered, in each language (the rulebooks' Tourelle, torreta, Wieżyczka); a hit
    joined after another clause begins with the name hit, never a capital in mid-line."""
    s, _a = through_two_turrets
    board = s.game.state.board
    i18n.set_language(language)
    try:
        names = dict(zip((p.character for p in s.game.state.players), player_names(s.game)))
        lines = describe(s.game, s.game.log[-1])
        assert len(lines) == 1  # one line: the move, its way and its hits
        line = lines[0]
        moved = _("{name} moves to {square}").format(name=names["Violet"], square=square_words(board, R2C2))
        expected = i18n.pgettext("between two clauses of a log line", "; ").join([  # French " ; "
            way.format(move=moved, squares=via_words(board, (R1C1, R2C1))),
            hit.format(owner=names["Dozer"], name=names["Violet"], square=square_words(board, R2C1)),
            there.format(owner=names["Banshee"], name=names["Violet"])])
        assert line == expected
    finally:
        i18n.set_language("en")


def test_a_route_without_turret_hits_still_names_its_way_and_deathmatch_does_not():
    """Where routes matter (Turret mode) a move of several squares names the squares it
    passed; in Deathmatch the line stays as it always was."""
    s = turret_session({})
    try:
        s.choose(s.decision.find("move r2c2"))
        assert describe(s.game, s.game.log[-1]) == [
            "Violet moves to the right square of the white room via the left square of the purple room, "
            "then the middle square of the white room"]
    finally:
        s.close()
    game = scenario.play({"arena": "C", "seed": 5, "current": "Violet", "choices": ["action run", "move r2c2"],
                          "players": [{"character": "Violet", "square": "r0c1"},
                                      {"character": "Banshee", "square": "r2c3"},
                                      {"character": "Dozer", "square": "r1c3"}]})
    assert describe(game, game.log[-1]) == ["Violet moves to the right square of the white room"]


def test_in_random_turret_games_a_move_s_turret_hits_follow_it_one_per_hot_square_in_order():
    """What the walk and the log rely on: the core deals a move's turret damage right
    after its FigureMoved, one Damaged per square of ``hot_squares`` (the owners then),
    in the order entered, each from that square's owner."""
    import random

    from adrenaline.core.engine import Game, default_setup
    from adrenaline.core.modes.turret import hot_squares

    checked = 0
    for seed in range(4):
        game = Game.new(default_setup(3 + seed % 3, "ABCD"[seed % 4], seed=500 + seed, mode="turret"))
        expected: list = []  # (target, square, owner) still to come for the last move
        original = game.emit

        def emit(event, original=original, game=game, expected=expected):
            nonlocal checked
            if isinstance(event, ev.Damaged) and event.source == "turret":
                target, square, owner = expected.pop(0)
                assert (event.target, event.shooter) == (target, owner), square
                checked += 1
            else:
                assert not expected, "a move's turret hits interrupted"
            if isinstance(event, ev.FigureMoved):
                owners = game.state.mode_state.owners
                expected.extend((event.player, q, owners[q])
                                for q in hot_squares(owners, event.player, event.path))
            original(event)

        game.emit = emit
        rng = random.Random(seed)
        while (decision := game.legal()) is not None:
            game.submit(decision.decider, rng.choice(decision.options))
        assert not expected
    assert checked > 20


def test_a_figure_pushed_by_newton_walks_too_and_the_turret_fires_as_it_enters():
    """TUR-6: "whoever moves it": Violet's Newton pushes Banshee r2c0 -> r2c1 -> r2c2;
    Dozer's turret on r2c1 fires after the first step, before the second; the log says
    so in the Newton's line."""
    players = [{"character": "Violet", "square": "r0c1", "powerups": ["newton/red"]},
               {"character": "Banshee", "square": "r2c0"}, {"character": "Dozer", "square": "r1c3"}]
    game = scenario.play({"mode": "turret", "arena": "C", "seed": 5, "turn": 7, "current": "Violet",
                          "players": players, "turrets": {"r2c1": "Dozer"},
                          "choices": ["use newton/red", "target Banshee"]})
    s = Session(game, [Seat(p.name, p.character) for p in game.state.players])
    try:
        a = animator_for(s)
        s.choose(s.decision.find("move r2c2"))
        a.update(0.0)
        order = [x for x in [a.current, *a.queue] if isinstance(x.event, (ev.FigureMoved, ev.Damaged))]
        assert [(type(x.event).__name__, x.data.get("step"), x.data.get("origin")) for x in order] == [
            ("FigureMoved", 0, None), ("Damaged", None, art.tile_rect(R2C1).center), ("FigureMoved", 1, None)]
        assert order[0].event.player == s.game.state.seat_of("Banshee")
        assert describe(s.game, s.game.log[-1]) == [
            "Violet uses Newton (red): Banshee is moved to the right square of the white room via the middle "
            "square of the white room; Dozer's turret hits Banshee on the middle square of the white room: 1 damage"]
    finally:
        s.close()
