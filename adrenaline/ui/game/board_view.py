"""The arena: rooms, doors and walls, spawnpoints with their weapons, ammo tiles,
figures, and the squares, figures, rooms and directions the current decision lets
you click.

The static arena (floor tiles from the ``.tmx`` map, room colours, walls, doors,
spawnpoint marks) is drawn once into one surface; a frame blits it, then the few
things that change, all from cached pictures (:mod:`.art`).

Clicks give options of the current decision only: a highlighted square
(``move``/``square``), a figure (``target``), a weapon card on a spawnpoint
(``grab weapon``), any square of a highlighted room (``room``) and an arrow around
the shooter (``direction``). Room and direction options stay buttons in the
prompt bar too.
"""

from __future__ import annotations

import pygame

from .. import layout
from .arena_build import arena_picture, build_arena
from .board_draw import BoardDrawing
from .board_hits import BoardHits
from .board_words import BoardWords


class BoardView(BoardHits, BoardDrawing, BoardWords):
    """The arena on the game screen: its hit-testing (:mod:`.board_hits`), its drawing
    (:mod:`.board_draw`) and its words (:mod:`.board_words`); the static picture is
    :mod:`.arena_build`'s."""

    def __init__(self, board):
        self.board = board
        self.rect = layout.BOARD
        self._arena: pygame.Surface | None = None
        if pygame.display.get_surface() is not None:
            self._arena = arena_picture(board, layout.SQUARE)
        self._hover: tuple[int, int] | None = None  # the mouse, as the scene's tooltip call told
        self._hover_fresh = False
        # the highlights' pulse: seconds since the options changed (the game screen sets
        # it; the pulse holds still after PULSE_SECONDS), or None: the clock's
        self.pulse_time: float | None = None
        self.gliding = False  # a figure is still gliding to its place (the next frame moves)
        self._eased: dict[int, list[float]] = {}  # where each figure is drawn (gliding)
        self._ticks: float | None = None  # the clock at the last frame
        self._grab_key = None
        self._grab_notes: dict[str, str] = {}

    def place(self) -> None:
        """To the current layout's place and square size (see :mod:`.layout`)."""
        if layout.BOARD.size != self.rect.size:
            self._arena = arena_picture(self.board, layout.SQUARE) \
                if pygame.display.get_surface() is not None else None
        self.rect = layout.BOARD
        self._eased.clear()

    @property
    def arena(self) -> pygame.Surface:
        if self._arena is None:
            self._arena = build_arena(self.board)
        return self._arena
