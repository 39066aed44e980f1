"""The arena: rooms, doors and walls, spawnpoints with their weapons, ammo tiles,
figures, and the squares and figures the current decision lets you click."""

from __future__ import annotations

import pygame

from . import layout, theme
from ..core.board import DIRECTIONS, square_name
from ..core.cards import AMMO, AMMO_TILES

FIGURE_R = 20


class BoardView:
    def __init__(self, board):
        self.board = board
        self.rect = layout.BOARD
        self._floor = self._draw_floor()

    # -- the static arena -------------------------------------------------------------
    def _draw_floor(self) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size)
        surf.fill(theme.BACKGROUND)
        b = self.board
        for sq in b.squares:
            r = layout.square_rect(sq).move(-self.rect.x, -self.rect.y)
            pygame.draw.rect(surf, theme.ROOM[b.rooms[sq]], r.inflate(-4, -4), border_radius=6)
            label = theme.text(square_name(sq), 16, theme.TEXT_DIM)
            surf.blit(label, (r.x + 8, r.bottom - 20))
        # walls: thick lines between squares that do not connect; doors: gaps marked bright
        for sq in b.squares:
            r = layout.square_rect(sq).move(-self.rect.x, -self.rect.y)
            for d, (a, c) in (("east", (r.topright, r.bottomright)),
                              ("south", (r.bottomleft, r.bottomright))):
                row, col = divmod(sq, 4)
                other = sq + 1 if d == "east" else sq + 4
                if (d == "east" and col == 3) or other not in b.rooms:
                    continue
                if other in b.neighbours[sq]:
                    if b.rooms[sq] != b.rooms[other]:  # a door
                        mid = ((a[0] + c[0]) // 2, (a[1] + c[1]) // 2)
                        horizontal = d == "south"
                        door = pygame.Rect(0, 0, 60 if horizontal else 10, 10 if horizontal else 60)
                        door.center = mid
                        pygame.draw.rect(surf, (210, 220, 240), door, border_radius=3)
                else:
                    pygame.draw.line(surf, (8, 8, 12), a, c, 8)
        for colour, sq in b.spawnpoints.items():
            r = layout.square_rect(sq).move(-self.rect.x, -self.rect.y)
            pygame.draw.circle(surf, theme.AMMO_COLOUR[colour], (r.right - 24, r.y + 24), 14, 3)
        return surf

    # -- positions ----------------------------------------------------------------------
    def figure_positions(self, view) -> dict[int, tuple[int, int]]:
        """Screen centre of each figure shown on the board (several per square fan out)."""
        by_square: dict[int, list[int]] = {}
        for seat in range(len(view.state.players)):
            sq = view.figure_square(seat)
            if sq is not None:
                by_square.setdefault(sq, []).append(seat)
        pos = {}
        for sq, seats in by_square.items():
            r = layout.square_rect(sq)
            for k, seat in enumerate(seats):
                col, row = k % 3, k // 3
                pos[seat] = (r.x + 40 + col * 50, r.y + 70 + row * 50)
        moving = view.animator.moving()
        if moving:
            seat, (x, y) = moving
            pos[seat] = (int(x), int(y))
        return pos

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view) -> None:
        surface.blit(self._floor, self.rect.topleft)
        g = view.state
        for sq in self.board.squares:
            r = layout.square_rect(sq)
            tile = g.ammo_on[sq]
            if tile is not None:
                self._draw_tile(surface, AMMO_TILES[tile], (r.right - 60, r.y + 12))
        for colour, sq in self.board.spawnpoints.items():
            r = layout.square_rect(sq)
            for i, w in enumerate(g.slots[colour]):
                label = theme.text(w or "-", 16, theme.TEXT)
                surface.blit(label, (r.x + 8, r.y + 8 + i * 18))
        for sq, option in view.squares.items():
            pygame.draw.rect(surface, theme.HIGHLIGHT, layout.square_rect(sq).inflate(-6, -6), 4,
                             border_radius=8)
        for seat, (x, y) in self.figure_positions(view).items():
            p = g.players[seat]
            colour = theme.PLAYER[p.colour]
            if seat in view.figures:
                pygame.draw.circle(surface, theme.HIGHLIGHT, (x, y), FIGURE_R + 6, 4)
            pygame.draw.circle(surface, colour, (x, y), FIGURE_R)
            pygame.draw.circle(surface, (0, 0, 0), (x, y), FIGURE_R, 2)
            if len(p.damage) >= 11:  # tipped over: killshot taken
                pygame.draw.line(surface, (0, 0, 0), (x - 14, y - 14), (x + 14, y + 14), 4)
            initial = theme.text(p.character.strip(":")[0], 24, (0, 0, 0))
            surface.blit(initial, initial.get_rect(center=(x, y)))
        view.animator.draw(surface, lambda s: self.figure_positions(view).get(s))

    def _draw_tile(self, surface, tile, at) -> None:
        x, y = at
        pygame.draw.rect(surface, (36, 38, 48), (x - 6, y - 6, 58, 22), border_radius=4)
        for i, c in enumerate(tile.cubes):
            theme.draw_ammo(surface, AMMO[c], (x + 6 + i * 15, y + 5), 6)
        if tile.powerup:
            pygame.draw.rect(surface, (230, 230, 230), (x + 36, y - 2, 10, 14), border_radius=2)

    # -- input --------------------------------------------------------------------------
    def click(self, pos, view):
        if not self.rect.collidepoint(pos):
            return None
        for seat, (x, y) in self.figure_positions(view).items():
            if seat in view.figures and (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (FIGURE_R + 6) ** 2:
                return view.figures[seat]
        for sq, option in view.squares.items():
            if layout.square_rect(sq).collidepoint(pos):
                return option
        return None

    def tooltip(self, pos, view) -> str | None:
        for sq in self.board.squares:
            if layout.square_rect(sq).collidepoint(pos):
                return f"{square_name(sq)}: {self.board.rooms[sq]} room"
        return None


__all__ = ["BoardView", "DIRECTIONS"]
