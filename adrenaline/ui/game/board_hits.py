"""Where things are on the arena and what is under the pointer: the figures' places,
the spawnpoints' badges, the direction arrows, the weapon slots, the square, figure,
chip or route a click means (the options of the current decision only), and the thing
to ask the core about when a click is not an option (:func:`adrenaline.core.reasons.why_not`)."""

from __future__ import annotations


import pygame

from ...core.board import COLUMNS
from ...core.choices import GrabWeapon, PickDirection, PickRoom
from ...core import reasons
from ...core.targets import Spawnpoint
from .. import layout
from ..modes import mode_arena
from . import art, move_marks
from .art import FIGURE_R

SPAWN_TARGET_R = 22  # the ring around a spawnpoint's badge when it is a target


class BoardHits:
    """The board's positions and hit-testing (a part of :class:`.board_view.BoardView`)."""

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
            cx, cy = art.square_anchor(self.board, sq)
            for seat, (dx, dy) in zip(seats, art.fan(len(seats))):
                pos[seat] = (cx + dx, cy + dy)
        moving = view.animator.moving()
        if moving:
            seat, (x, y) = moving
            pos[seat] = (int(x), int(y))
        return pos

    def spawnpoint_centre(self, colour: str) -> tuple[int, int]:
        """Screen centre of a spawnpoint's badge (its mark in the square's corner)."""
        r = layout.square_rect(self.board.spawnpoints[colour])
        return (r.right - 24, r.bottom - 22)

    def _spawnpoint_at(self, pos, colours) -> str | None:
        """The spawnpoint among ``colours`` whose badge is under ``pos``."""
        if pos is None:
            return None
        for colour in colours:
            x, y = self.spawnpoint_centre(colour)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= SPAWN_TARGET_R ** 2:
                return colour
        return None

    @staticmethod
    def spawnpoints_are_targets(view) -> bool:
        """Whether this game's mode makes the spawnpoints targets (Domination)."""
        game = view.game
        return any(isinstance(t, Spawnpoint) for t in game.mode.targets(game))

    def arrow_rects(self, view) -> dict[str, tuple[pygame.Rect, object]]:
        """Direction options as arrows around the shooter's square: {direction: (rect, option)}."""
        options = {o.direction: o for o in view.buttons if isinstance(o, PickDirection)}
        if not options:
            return {}
        sq = self._shooter_square(view)
        if sq is None:
            return {}
        r = layout.square_rect(sq)
        w, h = art.ARROW_SIZE
        # on the middle of each edge, pointing out (inside the arena on its border)
        centres = {"north": (r.centerx, r.y), "south": (r.centerx, r.bottom),
                   "west": (r.x, r.centery), "east": (r.right, r.centery)}
        out = {}
        for d, option in options.items():
            size = (w, h) if d in ("north", "south") else (h, w)
            rect = pygame.Rect((0, 0), size)
            rect.center = centres[d]
            rect.clamp_ip(self.rect)
            out[d] = (rect, option)
        return out

    def room_options(self, view) -> dict[str, object]:
        return {o.room: o for o in view.buttons if isinstance(o, PickRoom)}

    def _shooter_square(self, view) -> int | None:
        d = view.decision
        g = view.state
        seat = d.decider if d is not None else g.current
        sq = view.figure_square(seat)
        return sq if sq is not None else g.players[g.current].square

    def _slots(self, view):
        """(rect, weapon or None, colour, index) for every weapon slot as shown."""
        g = view.state
        anim = view.animator
        shown = getattr(anim, "shown_slot", None)
        for colour, sq in self.board.spawnpoints.items():
            for i, w in enumerate(g.slots[colour]):
                if shown is not None:
                    w = shown(colour, i, w)
                yield art.slot_rect(sq, i), w, colour, i

    def slot_options(self, view) -> list[tuple[str, pygame.Rect, object]]:
        """The weapons on the spawnpoints that can be grabbed now: ("slot", rect, option)."""
        out = []
        for rect, w, _colour, _i in self._slots(view):
            option = view.cards.get(w) if w is not None else None
            if isinstance(option, GrabWeapon):
                out.append(("slot", rect, option))
        return out

    # -- hit testing ----------------------------------------------------------------------
    def _square_at(self, pos) -> int | None:
        if pos is None or not self.rect.collidepoint(pos):
            return None
        col = (pos[0] - self.rect.x) // layout.SQUARE
        row = (pos[1] - self.rect.y) // layout.SQUARE
        sq = int(row) * COLUMNS + int(col)
        return sq if sq in self.board.rooms else None

    @staticmethod
    def _figure_at(pos, seats, positions) -> int | None:
        """The nearest of ``seats`` whose token is under ``pos``."""
        best, best_d = None, (FIGURE_R + 8) ** 2
        for seat in seats:
            if seat not in positions:
                continue
            x, y = positions[seat]
            d = (pos[0] - x) ** 2 + (pos[1] - y) ** 2
            if d <= best_d:
                best, best_d = seat, d
        return best

    def click(self, pos, view):
        for rect, option in self.arrow_rects(view).values():
            if rect.collidepoint(pos):
                return option
        if not self.rect.collidepoint(pos):
            return None
        if view.figures:
            seat = self._figure_at(pos, view.figures, self.figure_positions(view))
            if seat is not None:
                return view.figures[seat]
        colour = self._spawnpoint_at(pos, view.spawnpoints)
        if colour is not None:
            return view.spawnpoints[colour]
        route = self._route_at(pos, view)  # drawn over what is on the square
        if route is not None:
            return route
        for rect, w, _colour, _i in self._slots(view):
            if w is not None and rect.collidepoint(pos):
                option = view.cards.get(w)
                if isinstance(option, GrabWeapon):
                    return option
                # click-to-move on a weapon card: grab it there in one click; else the
                # click says why it cannot be taken (never a run onto the card's square)
                return self._grab_card(w, view)
        chip = self._chip_at(pos, view)
        if chip is not None:
            return chip
        sq = self._square_at(pos)
        if sq is None:
            return None
        if sq in view.squares:
            return view.squares[sq]
        if sq in view.reach:  # click-to-move: the square's default action, in one click
            return view.reach[sq][0]
        if len(view.spawns.get(sq, ())) == 1:
            return view.spawns[sq][0]
        rooms = self.room_options(view)
        if rooms and self.board.rooms[sq] in rooms:
            return rooms[self.board.rooms[sq]]
        return None

    @staticmethod
    def _grab_card(weapon: str, view):
        """The grab that ends taking ``weapon`` from its spawnpoint, or None. Not in a
        guided step (the tutorial narrows each choice; this adds one more)."""
        if view.allowed is not None:
            return None
        for reaches in view.reach.values():
            for r in reaches:
                taken = r.taking(weapon)
                if taken is not None:
                    return taken
        return None

    @staticmethod
    def _chip_at(pos, view):
        """The alternative (another action, a powerup to discard) whose chip is under ``pos``."""
        if pos is None:
            return None
        for rect, thing in move_marks.chip_rects(view):
            if rect.collidepoint(pos):
                return thing
        return None

    def clear_point(self, sq: int, view) -> tuple[int, int]:
        """A point of square ``sq`` with nothing else on it - no figure, ammo tile, weapon
        card, spawnpoint badge, mark or chip, nothing the mode draws there: a pointer
        there means the square itself (its tooltip, its path). Near its middle first;
        the middle if the square has no such point."""
        r = layout.square_rect(sq)
        positions = self.figure_positions(view)
        seats = range(len(view.state.players))
        covered = [art.tile_rect(sq), move_marks.mark_rect(sq, self.board)]
        covered += [rect for rect, *_rest in self._slots(view)]
        covered += [rect for rect, _thing in move_marks.chip_rects(view)]
        covered += [rect for rect, _route, _id in move_marks.route_chips(view)]
        covered += [rect for rect, _option in self.arrow_rects(view).values()]
        arena = mode_arena(view.game)
        step = max(4, r.width // 8)
        points = [(r.x + dx, r.y + dy) for dx in range(step, r.width - step + 1, step)
                  for dy in range(step, r.height - step + 1, step)]
        points.sort(key=lambda p: (p[0] - r.centerx) ** 2 + (p[1] - r.centery) ** 2)
        for p in points:
            if (self._figure_at(p, seats, positions) is None
                    and self._spawnpoint_at(p, self.board.spawnpoints) is None
                    and not any(rect.inflate(4, 4).collidepoint(p) for rect in covered)
                    and (arena is None or arena.tooltip(p, view) is None)):
                return p
        return r.center

    def square_at(self, pos) -> int | None:
        """The arena's square under ``pos``, or None."""
        return self._square_at(pos) if pos is not None else None

    @staticmethod
    def _route_at(pos, view):
        """The route whose chip is under ``pos`` (its chain: one click takes it)."""
        if pos is None:
            return None
        for rect, route, _id in move_marks.route_chips(view):
            if rect.collidepoint(pos):
                return route
        return None

    def thing_at(self, pos, view):
        """What is under ``pos`` (a figure, a weapon on a spawnpoint, a square), to ask
        the core why it is not an option (:func:`adrenaline.core.reasons.why_not`)."""
        if not self.rect.collidepoint(pos):
            return None
        sq = self._square_at(pos)
        if view.squares and sq is not None:  # a square is asked for: the click means a square
            return reasons.Square(sq)
        g = view.state
        seat = self._figure_at(pos, range(len(g.players)), self.figure_positions(view))
        if seat is not None:
            return reasons.Figure(g.players[seat].character)
        if self.spawnpoints_are_targets(view):
            colour = self._spawnpoint_at(pos, self.board.spawnpoints)
            if colour is not None:
                return reasons.Spawnpoint(colour)
        for rect, w, _colour, _i in self._slots(view):
            if w is not None and rect.collidepoint(pos):
                return reasons.WeaponCard(w)
        return reasons.Square(sq) if sq is not None else None
