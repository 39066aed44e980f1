"""The layout takes the window's shape (issue 14): a wider or taller window gives the
game more room instead of black bars, and text grows with the window."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.ui import layout
from adrenaline.ui.app import window_mapping
from adrenaline.ui.layout import Layout, logical_size

SHAPES = {  # window -> logical surface
    (1280, 800): (1280, 800),
    (1024, 640): (1280, 800),
    (2560, 1600): (1280, 800),
    (1920, 1080): (1422, 800),  # wider
    (1920, 1200): (1280, 800),
    (1024, 768): (1280, 960),  # taller
    (1280, 1024): (1280, 1024),
    (2560, 1080): (1896, 800),  # ultrawide
}


@pytest.mark.parametrize("window, logical", SHAPES.items(), ids=[f"{w}x{h}" for w, h in SHAPES])
def test_the_logical_surface_has_the_window_shape(window, logical):
    assert logical_size(window) == logical
    sx, sy, ox, oy = window_mapping(window, logical)
    assert (ox, oy) == (0, 0), "no bars"
    assert logical[0] * sx == pytest.approx(window[0]) and logical[1] * sy == pytest.approx(window[1])
    assert sx == pytest.approx(sy, rel=2e-3), "the same scale both ways: nothing stretched"
    assert sx == pytest.approx(min(window[0] / 1280, window[1] / 800), rel=2e-3), \
        "text grows with the window as it did"


@pytest.mark.parametrize("window", [(3840, 1080), (800, 1280)], ids=["32:9", "portrait"])
def test_only_shapes_beyond_sane_ones_are_letterboxed(window):
    logical = logical_size(window)
    aspect = logical[0] / logical[1]
    assert layout.MIN_ASPECT <= aspect <= layout.MAX_ASPECT + 0.01
    sx, sy, ox, oy = window_mapping(window, logical)
    assert sx == sy and (ox > 0 or oy > 0), "centred, bars on two sides only"
    assert logical[0] * sx + 2 * ox == pytest.approx(window[0])
    assert logical[1] * sy + 2 * oy == pytest.approx(window[1])


def test_at_1280x800_the_layout_is_the_one_the_game_always_had():
    """The right column as it always was; at the 20 px text floor the arena's squares
    give 12 pixels each (182 to 170, the arena in the middle of its column) to a prompt bar
    of a line and two rows of buttons (56 to 80) and to a top bar of three rows of
    damage-sized tokens for Domination's tracks (56 to 68); the hand as it was."""
    lay = Layout.for_size(1280, 800)
    assert lay.TOP_BAR == pygame.Rect(0, 0, 760, 68)
    assert lay.BOARD == pygame.Rect(40, 72, 680, 510) and lay.SQUARE == 170
    assert lay.PROMPT == pygame.Rect(16, 586, 728, 80)
    assert lay.HAND == pygame.Rect(16, 670, 728, 126)
    # five boards of five rows of words at the text floor (issue 25), the log under them
    assert lay.PLAYERS == pygame.Rect(760, 8, 512, 540)
    assert lay.LOG == pygame.Rect(760, 556, 512, 238)


def regions(lay: Layout) -> dict[str, pygame.Rect]:
    return {"top bar": lay.TOP_BAR, "board": lay.BOARD, "prompt": lay.PROMPT, "hand": lay.HAND,
            "players": lay.PLAYERS, "log": lay.LOG}


@pytest.mark.parametrize("window", list(SHAPES) + [(3840, 1080), (800, 1280)])
def test_every_region_lies_inside_the_logical_surface_and_none_overlaps(window):
    lay = Layout.for_size(*logical_size(window))
    screen = pygame.Rect((0, 0), lay.size)
    named = regions(lay)
    for name, rect in named.items():
        assert screen.contains(rect), name
    names = list(named)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not named[a].colliderect(named[b]), (a, b)
    for seats in (3, 4, 5):
        for seat in range(seats):
            assert lay.PLAYERS.contains(lay.player_rect(seat, seats))
    assert all(lay.BOARD.contains(lay.square_rect(sq)) for sq in range(12))


def test_a_1920x1080_window_gives_the_players_boards_and_log_more_room():
    """The extra room goes to bigger boards, not to empty space (issue 25)."""
    base = Layout.for_size(*logical_size((1280, 800)))
    wide = Layout.for_size(*logical_size((1920, 1080)))
    assert wide.PLAYERS.width > base.PLAYERS.width and wide.PLAYERS.height >= base.PLAYERS.height
    # the boards grow both ways (their contents drawn bigger: player_boards.board_zoom);
    # the log, wider, keeps room for its lines
    assert wide.PLAYERS.height > base.PLAYERS.height
    assert wide.LOG.width > base.LOG.width and wide.LOG.height >= 170
    assert wide.player_rect(0, 5).width > base.player_rect(0, 5).width
    # the arena keeps its squares (800 high either way), drawn 1.35 times as big on screen
    scale = window_mapping((1920, 1080), wide.size)[0]
    assert wide.SQUARE == base.SQUARE and wide.SQUARE * scale > base.SQUARE * 1.3


def test_a_taller_window_gives_taller_boards_hand_and_log():
    base = Layout.for_size(1280, 800)
    tall = Layout.for_size(*logical_size((1024, 768)))
    assert tall.size == (1280, 960)
    assert tall.player_rect(0, 5).height > base.player_rect(0, 5).height
    assert tall.LOG.height > base.LOG.height and tall.HAND.height > base.HAND.height


def test_an_ultrawide_window_puts_the_log_beside_the_players_boards():
    lay = Layout.for_size(*logical_size((2560, 1080)))
    assert lay.LOG.x >= lay.PLAYERS.right and lay.LOG.height > 700 and lay.PLAYERS.height > 700
    assert lay.PLAYERS.width >= layout.RIGHT_MIN

