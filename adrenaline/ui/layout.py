"""Where things are on the screen.

Scenes draw on a logical surface of the window's shape, at least 1280 x 800: a
1280 x 800 or 1024 x 640 window keeps 1280 x 800 (scaled), a 1920 x 1080 window
gets about 1422 x 800 (wider), a 1024 x 768 one 1280 x 960 (taller). The window
scales it by the same factor both ways, so text grows with the window, and the
extra room goes to the game instead of black bars: a wider window widens the
players' boards and the log (on an ultrawide one the log stands beside the
boards), a taller one gives taller boards, hand and log. The arena's squares grow
with the space both ways allow; as the logical surface is always 1280 wide or 800
high, that is 182 pixels, drawn bigger as the window grows.

A :class:`Layout` is computed once per window size (a resize, F11), never per
frame; the module's names (``BOARD``, ``SQUARE``, ``square_rect()``...) are the
current one's, set by :func:`use`. At 1280 x 800 it is the layout the game always
had.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

BASE = (1280, 800)  # the smallest logical surface, and the size menus are laid out for
MAX_ASPECT = 2.4  # wider windows (beyond 21:9) are letterboxed
MIN_ASPECT = 1.0  # windows taller than square are letterboxed

BASE_SQUARE = 170  # 182 before the 20 px text floor: the prompt bar and the taller top bar
# the top bar: the killshot track, or Domination's three tracks of damage-sized tokens (20 px
# rows, 6 px from the window's top edge) and its skull box (issue 25); the arena under it
TOP_BAR_H = 68
COLUMN_SQUARE = 182  # the left column stays 4 of these wide: the right column keeps its room
RIGHT_MIN = 512  # the players' boards and log never get narrower than this
SPLIT_AT = 940  # a right column at least this wide puts the log beside the boards
BOARDS_GROW = 1.15  # at most this much taller than at 1280 x 800 on a wider window
BOARDS_AT_BASE = 540  # the boards' height at 1280 x 800 (five of 104 and their gaps)
LOG_MIN = 170  # the log keeps at least this much height (seven lines) beside bigger boards
# the prompt (a line of words and two rows of buttons at the 20 px text floor) and the hand,
# and the gaps around them
PROMPT_H = 80
UNDER_BOARD = 4 + PROMPT_H + 4 + 126 + 4


def logical_size(window: tuple[int, int]) -> tuple[int, int]:
    """The logical surface for a window: its shape (between :data:`MIN_ASPECT` and
    :data:`MAX_ASPECT`), 1280 wide or 800 high, the other side at least as big."""
    w, h = window
    if w <= 0 or h <= 0:
        return BASE
    aspect = min(max(w / h, MIN_ASPECT), MAX_ASPECT)
    if aspect >= BASE[0] / BASE[1]:
        return (max(BASE[0], round(BASE[1] * aspect)), BASE[1])
    return (BASE[0], max(BASE[1], round(BASE[0] / aspect)))


@dataclass(frozen=True)
class Layout:
    """The rectangles of the game screen on a logical surface of ``size``."""

    size: tuple[int, int]
    TOP_BAR: pygame.Rect  # killshot track, decks, turn
    BOARD: pygame.Rect  # the arena: 4 x 3 squares
    SQUARE: int
    PROMPT: pygame.Rect  # what is asked, and the option buttons
    HAND: pygame.Rect  # the active person's cards
    PLAYERS: pygame.Rect  # one board per player
    LOG: pygame.Rect  # the game log

    @classmethod
    @functools.lru_cache(maxsize=8)
    def for_size(cls, width: int, height: int) -> Layout:
        width, height = max(width, BASE[0]), max(height, BASE[1])
        # the arena's squares: as big as the height allows, leaving the right column its room
        square = max(BASE_SQUARE, min((height - TOP_BAR_H - 4 - UNDER_BOARD) // 3,
                                      (width - 32 - 8 - RIGHT_MIN) // 4))
        # the left column: top bar, arena (in its middle), prompt, hand
        column = 4 * max(square, min(COLUMN_SQUARE, (width - 32 - 8 - RIGHT_MIN) // 4))
        board = pygame.Rect(16 + (column - 4 * square) // 2, TOP_BAR_H + 4, 4 * square, 3 * square)
        left = 16 + column + 16
        prompt = pygame.Rect(16, board.bottom + 4, column, PROMPT_H)
        hand = pygame.Rect(16, prompt.bottom + 4, column, height - 4 - (prompt.bottom + 4))
        right = width - left - 8
        if right >= SPLIT_AT:  # ultrawide: boards and log side by side, full height
            boards_w = max(RIGHT_MIN, right * 11 // 20)
            players = pygame.Rect(left, 8, boards_w, height - 14)
            log = pygame.Rect(players.right + 8, 8, right - boards_w - 8, height - 14)
        else:  # the boards above the log, sharing the height as at 1280 x 800 (540 : 238:
            # five boards of five rows of words at the text floor, player_boards.DESIGN);
            # a wider column gives the boards more of it, so that they grow both ways and
            # draw everything bigger (player_boards.board_zoom) instead of leaving it empty
            room = height - 22
            share = min(BOARDS_GROW, max(1.0, right / RIGHT_MIN))
            players = pygame.Rect(left, 8, right,
                                  min(round(room * BOARDS_AT_BASE * share) // 778, room - LOG_MIN))
            log = pygame.Rect(left, players.bottom + 8, right, room - players.height)
        return cls((width, height), pygame.Rect(0, 0, left, TOP_BAR_H), board, square, prompt, hand,
                   players, log)

    def square_rect(self, square: int) -> pygame.Rect:
        row, col = divmod(square, 4)
        return pygame.Rect(self.BOARD.x + col * self.SQUARE, self.BOARD.y + row * self.SQUARE,
                           self.SQUARE, self.SQUARE)

    def player_rect(self, seat: int, seats: int) -> pygame.Rect:
        h = self.PLAYERS.height // max(seats, 1)
        return pygame.Rect(self.PLAYERS.x, self.PLAYERS.y + seat * h, self.PLAYERS.width, h - 4)


# the current layout, and its names as the module's (set by use(); read them as layout.X)
current: Layout
WIDTH: int
HEIGHT: int
SIZE: tuple[int, int]
TOP_BAR: pygame.Rect
BOARD: pygame.Rect
SQUARE: int
PROMPT: pygame.Rect
HAND: pygame.Rect
PLAYERS: pygame.Rect
LOG: pygame.Rect


def use(size: tuple[int, int]) -> Layout:
    """Make the layout for a logical surface of ``size`` the current one."""
    global current, WIDTH, HEIGHT, SIZE, TOP_BAR, BOARD, SQUARE, PROMPT, HAND, PLAYERS, LOG
    current = Layout.for_size(*size)
    SIZE = current.size
    WIDTH, HEIGHT = SIZE
    TOP_BAR, BOARD, SQUARE, PROMPT = current.TOP_BAR, current.BOARD, current.SQUARE, current.PROMPT
    HAND, PLAYERS, LOG = current.HAND, current.PLAYERS, current.LOG
    return current


use(BASE)


def square_rect(square: int) -> pygame.Rect:
    return current.square_rect(square)


def player_rect(seat: int, seats: int) -> pygame.Rect:
    return current.player_rect(seat, seats)
