"""Where things are on the screen.

Everything is laid out on a logical 1280 x 800 surface; the window scales it to
any size (pygame's SCALED mode, done by SDL), and mouse positions come back in
logical coordinates. So the layout is fixed rectangles, and resizing costs
nothing per frame.
"""

from __future__ import annotations

import pygame

WIDTH, HEIGHT = 1280, 800
SIZE = (WIDTH, HEIGHT)

TOP_BAR = pygame.Rect(0, 0, 760, 56)          # killshot track, decks, turn
BOARD = pygame.Rect(16, 60, 728, 546)         # the arena: 4 x 3 squares of 182
SQUARE = 182
PROMPT = pygame.Rect(16, 610, 728, 56)        # what is asked, and the option buttons
HAND = pygame.Rect(16, 670, 728, 126)         # the active person's cards
PLAYERS = pygame.Rect(760, 8, 512, 520)       # one board per player
LOG = pygame.Rect(760, 536, 512, 258)         # the game log


def square_rect(square: int) -> pygame.Rect:
    row, col = divmod(square, 4)
    return pygame.Rect(BOARD.x + col * SQUARE, BOARD.y + row * SQUARE, SQUARE, SQUARE)


def player_rect(seat: int, seats: int) -> pygame.Rect:
    h = PLAYERS.height // max(seats, 1)
    return pygame.Rect(PLAYERS.x, PLAYERS.y + seat * h, PLAYERS.width, h - 4)
