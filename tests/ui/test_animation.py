"""The animations (adrenaline.ui.game.animation): what is shown while the core's events play."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import math

import pygame
import pytest

from adrenaline.core import events as ev
from adrenaline.core import scenario
from adrenaline.core.board import parse_square
from adrenaline.ui import layout
from adrenaline.ui.game import animation, art
from adrenaline.ui.game.animation import Animator, weapon_look
from adrenaline.ui.game.board_view import BoardView
from adrenaline.play.session import Seat, Session
from adrenaline.ui.game.view import GameView

OTHERS = (("Banshee", "r1c2"), ("Dozer", "r2c1"), ("Sprog", "r0c0"))


def make_session(weapon: str, choices: list[str], others=OTHERS, **player) -> Session:
    me = {"character": "Violet", "square": "r1c1", "weapons": [{"name": weapon, "loaded": True}],
          "ammo": {"red": 3, "blue": 3, "yellow": 3}, **player}
    players = [me] + [{"character": c, "square": sq} for c, sq in others]
    game = scenario.play({"arena": "C", "seed": 5, "current": "Violet", "players": players,
                          "choices": choices})
    seats = [Seat(p.name, p.character, computer=i != 0) for i, p in enumerate(game.state.players)]
    return Session(game, seats)


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode(layout.SIZE)
    yield


@pytest.fixture
def sessions():
    made: list[Session] = []

    def make(*args, **kw) -> Session:
        s = make_session(*args, **kw)
        made.append(s)
        return s

    yield make
    for s in made:
        s.close()


def play(animator: Animator, seconds: float, dt: float = 1 / 120):
    t = 0.0
    while t < seconds:
        animator.update(dt)
        t += dt
    return t


def run_out(animator: Animator, limit: float = 30.0, dt: float = 1 / 60) -> float:
    """Update until nothing plays; the seconds it took."""
    t = 0.0
    animator.update(0.0)
    while animator.busy:
        animator.update(dt)
        t += dt
        assert t < limit, "the animations never end"
    return t


def test_a_figure_slides_square_by_square_along_its_path(sessions):
    s = sessions("Lock Rifle", ["action run"])
    a = Animator(s)
    view = GameView(s, a)
    me = s.game.state.seat_of("Violet")
    start = parse_square("r1c1")
    s.choose(s.decision.find("move r1c3"))  # r1c1 -> r1c2 -> r1c3
    moved = next(e for e in s.feed if isinstance(e, ev.FigureMoved))
    assert moved.path == (start, parse_square("r1c2"), parse_square("r1c3"))
    assert s.game.state.players[me].square == parse_square("r1c3")  # the state is ahead
    a.update(0.0)
    assert a.busy and view.figure_square(me) is None  # sliding: drawn by moving()
    board = s.game.state.board
    anchors = [art.square_anchor(board, q) for q in moved.path]
    seen = []
    while a.moving() is not None:
        seat, (x, y) = a.moving()
        assert seat == me
        seen.append((x, y))
        # always on the segment between two squares of the path
        assert anchors[0][0] - 1 <= x <= anchors[-1][0] + 1 and abs(y - anchors[0][1]) < 1
        a.update(1 / 60)
    xs = [x for x, _ in seen]
    assert xs == sorted(xs) and xs[-1] - xs[0] > layout.SQUARE  # moved right, past the middle
    assert any(abs(x - anchors[1][0]) < 20 for x in xs)  # went through r1c2
    run_out(a)
    assert view.figure_square(me) == parse_square("r1c3")


def shoot_banshee(s: Session) -> None:
    """Violet fires the Lock Rifle at Banshee (basic effect only)."""
    s.choose(s.decision.find("target Banshee"))
    while s.decision is not None and s.decision.decider == 0 and s.decision.kind != "action":
        s.choose(s.decision.find("done") or s.decision.find("skip") or s.decision.options[0])


def test_pending_damage_counts_down_token_by_token(sessions):
    s = sessions("Lock Rifle", ["action shoot", "weapon Lock Rifle"])
    banshee = s.game.state.seat_of("Banshee")
    shoot_banshee(s)
    damaged = [e for e in s.feed if isinstance(e, ev.Damaged) and e.target == banshee]
    assert sum(e.amount for e in damaged) == 2
    a = Animator(s)
    a.update(0.0)
    assert a.pending_damage[banshee] == 2
    assert a.current is not None and isinstance(a.current.event, ev.WeaponFired)
    counts = []
    while a.busy:
        a.update(1 / 120)
        counts.append(a.pending_damage[banshee])
        if isinstance(a.current and a.current.event, ev.Damaged):
            assert a.current.data["look"] == "beam"  # a Lock Rifle
    assert counts[0] == 2 and 1 in counts and counts[-1] == 0
    assert counts == sorted(counts, reverse=True)  # only ever down
    assert a.pending_marks[banshee] == 0


def test_every_event_takes_bounded_time_and_speed_scales_it(sessions):
    def drained(speed: float) -> float:
        s = sessions("Lock Rifle", ["action shoot", "weapon Lock Rifle"])
        shoot_banshee(s)
        a = Animator(s, speed=lambda: speed)
        return run_out(a)

    normal = drained(1.0)
    fast = drained(2.0)
    instant = drained(50.0)
    assert 0.3 < normal < 4.0
    assert fast < normal * 0.7
    assert instant <= 0.1


def test_a_long_backlog_plays_faster(sessions):
    s = sessions("Lock Rifle", [])
    a = Animator(s)
    banshee = s.game.state.seat_of("Banshee")
    for _ in range(40):  # 40 shots queued at once (made-up events: only shown, not applied)
        s.feed.append(ev.WeaponFired(0, "Lock Rifle", ("basic effect",)))
        s.feed.append(ev.Damaged(0, banshee, 1, 1, 0, 0))
    assert run_out(a) < 6.0
    assert a.pending_damage[banshee] == 0


def test_every_look_draws(sessions):
    assert weapon_look("Railgun") == "beam"
    assert weapon_look("Rocket Launcher") == "projectile"
    assert weapon_look("Electroscythe") == weapon_look("Furnace") == "blast"
    assert weapon_look("Shockwave") == weapon_look("Flamethrower") == "blast"
    assert weapon_look("Cyberblade") == weapon_look("Sledgehammer") == weapon_look("Power Glove") == "melee"
    assert weapon_look(None) == "projectile"
    s = sessions("Lock Rifle", [])
    surface = pygame.display.get_surface()
    banshee = s.game.state.seat_of("Banshee")
    a = Animator(s)
    board = BoardView(s.game.state.board)
    view = GameView(s, a)
    for weapon in ("Railgun", "Shotgun", "Furnace", "Shockwave", "Cyberblade"):
        s.feed.append(ev.WeaponFired(0, weapon, ("basic mode",)))
        s.feed.append(ev.Damaged(0, banshee, 2, 2, 0, 0))
    s.feed.append(ev.Marked(0, banshee, 1, "weapon"))
    looks = set()
    t = 0.0
    a.update(0.0)
    while a.busy:
        if a.current is not None and isinstance(a.current.event, ev.Damaged):
            looks.add(a.current.data["look"])
        board.draw(surface, view)
        a.draw_overlay(surface)
        a.update(1 / 60)
        t += 1 / 60
        assert t < 20
    assert looks == {"beam", "projectile", "blast", "melee"}


def test_a_kill_a_score_and_the_frenzy_have_feedback(sessions):
    s = sessions("Lock Rifle", [])
    a = Animator(s)
    banshee = s.game.state.seat_of("Banshee")
    dozer = s.game.state.seat_of("Dozer")
    names = s.game.names
    s.feed.extend([
        ev.Damaged(0, banshee, 12, 12, 0, 0),
        ev.PointsScored(0, 8, "board", banshee),
        ev.PointsScored(dozer, 6, "board", banshee),
        ev.KillshotTracked(banshee, (0, 0)),
        ev.PlayerDied(banshee, True),
        ev.FinalFrenzyStarted((True, True, True, True)),
        ev.Spawned(banshee, parse_square("r1c0")),
    ])
    words = set()
    a.update(0.0)
    t = 0.0
    while a.busy:
        a.update(1 / 60)
        t += 1 / 60
        words |= {b[0] for b in a.banners} | {p.text for p in a.popups}
        a.draw(pygame.display.get_surface(), lambda seat: (300, 300))
        assert t < 20
    assert f"{names[banshee]} is dead!" in words
    assert "Overkill!" in words and "OVERKILL" in words
    assert "+8 board" in words and "+6 board" in words
    assert any("FINAL FRENZY" in w for w in words)
    assert any("respawns" in w or "spawns" in w for w in words)


def test_grabbed_things_stay_on_the_arena_until_the_grab_plays(sessions):
    s = sessions("Lock Rifle", ["action grab"], others=OTHERS)
    g = s.game.state
    square = parse_square("r1c2")  # Banshee's square, next to Violet: a tile to grab
    tile = g.ammo_on[square]
    assert tile is not None
    s.choose(s.decision.find("move r1c2"))
    assert g.ammo_on[square] is None  # the state is ahead
    a = Animator(s)
    a.update(0.0)
    assert a.shown_tile(square, g.ammo_on[square]) == tile  # still shown while she walks
    run_out(a)
    assert a.shown_tile(square, g.ammo_on[square]) is None


def test_positions_are_anchored_below_the_weapons_on_a_spawnpoint():
    from adrenaline.core.maps import load_board

    board = load_board("C")
    spawn = board.spawnpoints["red"]
    x, y = art.square_anchor(board, spawn)
    assert y - art.FAN_DY / 2 - art.FIGURE_R >= art.slot_rect(spawn, 2).bottom
    assert animation.square_centre(spawn) == layout.square_rect(spawn).center
    assert math.isclose(x, layout.square_rect(spawn).centerx, abs_tol=1)


def test_the_spawn_word_stays_low_on_the_square_clear_of_a_spawnpoints_weapon_cards(sessions):
    s = sessions("Lock Rifle", [])
    a = Animator(s)
    red = parse_square("r1c0")  # the red spawnpoint: its weapon cards fill the square's top
    s.feed.append(ev.Spawned(1, red))
    a.update(0.0)
    popup = next(p for p in a.popups if "spawns" in p.text)
    square = layout.square_rect(red)
    assert square.collidepoint(popup.pos) and popup.pos[1] > square.centery
