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

import functools
import math

import pygame

from ...core.board import COLUMNS, DIRECTIONS, ROWS
from ..kit.place import beside
from ..kit.text import fit, fit_lines, smaller_sizes
from ...words import _, ngettext, room_words, square_words, tile_words
from ...words.cards import cube_colour
from ...words.squares import colour_words
from ...words.cards import weapon_words
from ...words.i18n import cached_words
from ...words.options import upper_first, via_words
from ...core.cards import AMMO, cube_counts
from ...core.choices import GrabWeapon, PickDirection, PickRoom
from ...core import reasons
from ...core.targets import Spawnpoint
from ...core.numbers import KILLSHOT_DAMAGE
from ...core.rules.payment import budget
from ...core.weapons.catalogue import WEAPON_BY_NAME
from .. import layout, theme
from ..modes import mode_arena
from . import art, move_marks
from .art import FIGURE_R

GRAB_KINDS = ("grab", "grab_weapon")  # decisions where a weapon's grab cost matters
SPAWN_TARGET_R = 22  # the ring around a spawnpoint's badge when it is a target
EASE = 16.0  # how fast figures glide to their place on a square (per second)
PULSE_RATE = 5.0  # the highlights' pulse (radians a second)
PULSE_SECONDS = 3 * 2 * math.pi / PULSE_RATE  # three beats after the options change, then still


# -- the static arena ------------------------------------------------------------------------
def arena_map_path(board):
    """The .tmx map a board was read from (arenas are named "Arena A".."Arena D")."""
    from ...core.maps import ARENAS, MAPS_DIR, arena_path

    letter = board.name.split()[-1].upper() if board.name else ""
    if letter in ARENAS:
        return arena_path(letter)
    candidate = MAPS_DIR / f"{board.name}.tmx"
    return candidate if candidate.is_file() else None


@functools.lru_cache(maxsize=1)  # the arena being played: 1.3-1.5 MB, read again in 3 ms
def floor_tiles(path: str, square: int = 0) -> dict[int, pygame.Surface]:
    """The map's floor tiles, scaled to squares of ``square`` pixels (the layout's
    when 0): {square: surface}. Needs a display (pytmx's pygame loader converts the
    images)."""
    from pytmx.util_pygame import load_pygame

    tmx = load_pygame(path)
    layer = tmx.get_layer_by_name("floor")
    side = square or layout.SQUARE
    out = {}
    for x, y, image in layer.tiles():
        if 0 <= x < COLUMNS and 0 <= y < ROWS:
            img = image.convert() if image.get_alpha() is None else image.convert_alpha()
            out[y * COLUMNS + x] = pygame.transform.smoothscale(img, (side, side))
    return out


def build_arena(board) -> pygame.Surface:
    """The arena without anything on it, drawn once."""
    size = layout.BOARD.size
    surf = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    surf.fill(theme.BACKGROUND)
    tiles: dict[int, pygame.Surface] = {}
    path = arena_map_path(board)
    if path is not None and pygame.display.get_surface() is not None:
        try:
            tiles = floor_tiles(str(path), layout.SQUARE)
        except (OSError, ValueError, KeyError, AttributeError, pygame.error):
            # a broken or foreign map: plain floors still show the rooms
            tiles = {}
    origin = layout.BOARD.topleft

    def local(sq: int) -> pygame.Rect:
        return layout.square_rect(sq).move(-origin[0], -origin[1])

    tint = pygame.Surface((layout.SQUARE, layout.SQUARE), pygame.SRCALPHA)
    for sq in range(ROWS * COLUMNS):
        r = local(sq)
        room = board.rooms.get(sq)
        if room is None:  # no square here: a dark void
            pygame.draw.rect(surf, (9, 10, 15), r)
            surf.set_clip(r)
            for k in range(-r.height, r.width, 14):
                pygame.draw.line(surf, (20, 22, 30), (r.x + k, r.bottom), (r.x + k + r.height, r.y), 2)
            surf.set_clip(None)
            continue
        if sq in tiles:
            surf.blit(tiles[sq], r)
            tint.fill((*theme.ROOM[room], 120))
            surf.blit(tint, r)
        else:
            pygame.draw.rect(surf, theme.ROOM[room], r)
        # the room's colour glowing along the square's edges
        pygame.draw.rect(surf, art.ROOM_EDGE[room], r.inflate(-14, -14), 1, border_radius=6)
    # edges: within a room a faint seam, between rooms a wall or a door, outside a wall
    walls: list[pygame.Rect] = []
    doors: list[tuple] = []
    for sq in board.squares:
        r = local(sq)
        row, col = divmod(sq, COLUMNS)
        for d in DIRECTIONS:
            dr, dc = {"north": (-1, 0), "east": (0, 1), "south": (1, 0), "west": (0, -1)}[d]
            nr, nc = row + dr, col + dc
            other = nr * COLUMNS + nc if 0 <= nr < ROWS and 0 <= nc < COLUMNS else None
            if other is not None and other not in board.rooms:
                other = None
            if other is not None and d in ("north", "west"):
                continue  # the other square draws this edge
            if d == "north":
                a, b, horizontal = r.topleft, r.topright, True
            elif d == "south":
                a, b, horizontal = r.bottomleft, r.bottomright, True
            elif d == "west":
                a, b, horizontal = r.topleft, r.bottomleft, False
            else:
                a, b, horizontal = r.topright, r.bottomright, False
            if other is not None and board.rooms[other] == board.rooms[sq]:
                _seam(surf, a, b, horizontal)
            elif other is not None and frozenset((sq, other)) in board.doors:
                mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
                half = DOOR // 2
                if horizontal:
                    walls.append(_wall_rect(a, (mid[0] - half, a[1]), True, WALL_THICK))
                    walls.append(_wall_rect((mid[0] + half, a[1]), b, True, WALL_THICK))
                else:
                    walls.append(_wall_rect(a, (a[0], mid[1] - half), False, WALL_THICK))
                    walls.append(_wall_rect((a[0], mid[1] + half), b, False, WALL_THICK))
                doors.append((mid, horizontal, board.rooms[sq], board.rooms[other]))
            else:
                walls.append(_wall_rect(a, b, horizontal, WALL_THICK))
    for mid, horizontal, room_a, room_b in doors:
        _door_floor(surf, mid, horizontal, room_a, room_b)
    for w in walls:  # edges first, then the cores: joints merge cleanly
        pygame.draw.rect(surf, art.WALL_EDGE, w.inflate(4, 4), border_radius=3)
    for w in walls:
        pygame.draw.rect(surf, art.WALL, w)
    for mid, horizontal, _a, _b in doors:
        _door_posts(surf, mid, horizontal)
    for colour, sq in board.spawnpoints.items():
        _spawn_mark(surf, local(sq), colour)
    return surf


@cached_words(1)
def arena_picture(board, square: int) -> pygame.Surface:
    """The arena being played, drawn once for game after game on it (a game screen
    only blits it): no 1.6 MB picture made and freed every game, which the memory
    allocator then keeps. Drawn again when the layout's ``square`` changes."""
    return build_arena(board)


def _seam(surf, a, b, horizontal) -> None:
    if horizontal:
        pygame.draw.line(surf, (0, 0, 0), (a[0] + 8, a[1]), (b[0] - 8, b[1]), 2)
    else:
        pygame.draw.line(surf, (0, 0, 0), (a[0], a[1] + 8), (b[0], b[1] - 8), 2)


def _wall_rect(a, b, horizontal, thick) -> pygame.Rect:
    if horizontal:
        x0, x1 = min(a[0], b[0]), max(a[0], b[0])
        return pygame.Rect(x0 - thick // 2, a[1] - thick // 2, x1 - x0 + thick, thick)
    y0, y1 = min(a[1], b[1]), max(a[1], b[1])
    return pygame.Rect(a[0] - thick // 2, y0 - thick // 2, thick, y1 - y0 + thick)


WALL_THICK = 12
DOOR = 76  # width of a door opening


def _door_floor(surf, mid, horizontal, room_a, room_b) -> None:
    """The opening: a threshold bridging both rooms, in both rooms' colours."""
    long, deep = DOOR - 6, 30
    r = pygame.Rect(0, 0, long, deep) if horizontal else pygame.Rect(0, 0, deep, long)
    r.center = mid
    first, second = r.copy(), r.copy()
    if horizontal:
        first.height = second.height = deep // 2
        second.top = first.bottom
    else:
        first.width = second.width = deep // 2
        second.left = first.right
    pygame.draw.rect(surf, art.darker(art.ROOM_EDGE[room_a], 0.35), first)
    pygame.draw.rect(surf, art.darker(art.ROOM_EDGE[room_b], 0.35), second)
    pygame.draw.rect(surf, (200, 206, 224), r, 2, border_radius=3)
    # a double chevron: you pass here, both ways
    c = (236, 240, 250)
    x, y = mid
    if horizontal:
        pygame.draw.lines(surf, c, False, [(x - 7, y - 3), (x, y - 10), (x + 7, y - 3)], 2)
        pygame.draw.lines(surf, c, False, [(x - 7, y + 3), (x, y + 10), (x + 7, y + 3)], 2)
    else:
        pygame.draw.lines(surf, c, False, [(x - 3, y - 7), (x - 10, y), (x - 3, y + 7)], 2)
        pygame.draw.lines(surf, c, False, [(x + 3, y - 7), (x + 10, y), (x + 3, y + 7)], 2)


def _door_posts(surf, mid, horizontal) -> None:
    half = DOOR // 2
    if horizontal:
        posts = [pygame.Rect(mid[0] - half - 7, mid[1] - 11, 14, 22),
                 pygame.Rect(mid[0] + half - 7, mid[1] - 11, 14, 22)]
    else:
        posts = [pygame.Rect(mid[0] - 11, mid[1] - half - 7, 22, 14),
                 pygame.Rect(mid[0] - 11, mid[1] + half - 7, 22, 14)]
    for p in posts:
        pygame.draw.rect(surf, (186, 192, 212), p, border_radius=3)
        pygame.draw.rect(surf, (24, 26, 34), p, 2, border_radius=3)


def _spawn_mark(surf, r: pygame.Rect, colour: str) -> None:
    c = theme.AMMO_COLOUR[colour]
    pygame.draw.rect(surf, c, r.inflate(-6, -6), 3, border_radius=8)
    badge = (r.right - 24, r.bottom - 22)
    pygame.draw.circle(surf, (10, 10, 16), badge, 14)
    pygame.draw.circle(surf, c, badge, 14, 2)
    theme.draw_ammo(surf, colour, badge, 7)
    # beside the badge if it fits the square clear of its bottom-left corner (where the
    # chips of a square's other actions go: under one, Polish "Odrodzenie" lost its start),
    # else above it (French "RÉSURRECTION" at the text floor), in capitals or else as a
    # word ("Résurrection"), never out of the square
    words = _("SPAWN")
    forms = (words, words.capitalize())
    colour = art.lighter(c, 0.3)
    corner = r.x + move_marks.CHIP_CORNER
    # as big as the Text size asks where it fits beside the badge, else at the floor
    for form in forms:
        for size in smaller_sizes(14):
            if theme.font(size).size(form)[0] <= badge[0] - 16 - corner:
                label = theme.text(form, size, colour)
                surf.blit(label, (badge[0] - 16 - label.get_width(), badge[1] - label.get_height() // 2))
                return
    size = theme.fixed(14)
    f = theme.font(size)
    form = next((w for w in forms if f.size(w)[0] <= r.width - 16), fit(forms[1], size, r.width - 16))
    label = theme.text(form, size, colour)
    surf.blit(label, label.get_rect(bottomright=(r.right - 8, badge[1] - 14)))


# -- the view ----------------------------------------------------------------------------------
class BoardView:
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

    def grab_notes(self, view) -> dict[str, str]:
        """Why each weapon on the spawnpoints cannot be grabbed now (a grab decision
        only): {weapon: "needs 1 more red"}; the cost is the card's grab cost, the
        means the player's budget (cubes and powerups) as the rules count them."""
        d = view.decision
        # the decision itself, not its id() (a freed decision's id may come back)
        key = d if d is not None and d.kind in GRAB_KINDS else None
        if key is self._grab_key:
            return self._grab_notes
        self._grab_key = key
        self._grab_notes = {}
        if key is None:
            return self._grab_notes
        have = budget(view.state.players[d.decider])
        for slots in view.state.slots.values():
            for w in slots:
                if w is None or w not in WEAPON_BY_NAME:
                    continue
                cost = cube_counts(WEAPON_BY_NAME[w].grab_cost)
                short = [(cost[c] - have[c], AMMO[c]) for c in range(3) if cost[c] > have[c]]
                if short:
                    self._grab_notes[w] = _("needs {cubes}").format(cubes=_(" and ").join(
                        _("{n} more {colour}").format(n=n, colour=cube_colour(colour))
                        for n, colour in short))
        return self._grab_notes

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, mouse=None) -> None:
        if mouse is None and self._hover_fresh:
            mouse = self._hover
        self._hover_fresh = False
        ticks = pygame.time.get_ticks()
        beat = ticks / 1000.0 if self.pulse_time is None else min(self.pulse_time, PULSE_SECONDS)
        pulse = 0.5 + 0.5 * math.sin(beat * PULSE_RATE)
        now = getattr(view.animator, "clock", ticks / 1000.0)  # the game's time
        dt = 0.0 if self._ticks is None else max(0.0, min(0.1, now - self._ticks))
        self._ticks = now

        surface.blit(self.arena, self.rect.topleft)
        g = view.state
        anim = view.animator
        if g.frenzy:
            colour = art.mix(theme.DANGER, (255, 160, 60), pulse)
            pygame.draw.rect(surface, colour, self.rect.inflate(6, 6), 3, border_radius=4)

        # ammo tiles
        shown_tile = getattr(anim, "shown_tile", None)
        for sq in self.board.squares:
            tile = g.ammo_on[sq]
            if shown_tile is not None:
                tile = shown_tile(sq, tile)
            if tile is not None:
                surface.blit(art.ammo_tile(tile), art.tile_rect(sq))
        arena = mode_arena(view.game)  # the mode's own things on the arena (Turret mode's turrets)
        if arena is not None:
            arena.draw(surface, view)

        # the clickable squares' inner glow, under the weapon slots (over them, it tinted
        # the names along a spawnpoint's edges); their frames come after the slots
        glow = art.square_glow(theme.CLICKABLE)
        rooms = self.room_options(view)
        for sq in (*view.squares, *(s for room in rooms for s in self.board.room_squares.get(room, ()))):
            surface.blit(glow, layout.square_rect(sq))
        move_glows = move_marks.glows(view, self.rect)  # the squares a click moves to
        if move_glows is not None:
            surface.blit(move_glows, self.rect)

        # weapon slots
        notes = self.grab_notes(view)
        # every slot's name at one size: the biggest all of them fit at (the Text size's)
        size = art.slot_label_size(tuple(sorted({w for _r, w, _c, _i in self._slots(view) if w})))
        for rect, w, colour, i in self._slots(view):
            if w is None:
                surface.blit(art.empty_slot(), rect)
                continue
            option = view.cards.get(w)
            if isinstance(option, GrabWeapon):
                state = "grab"
            elif w in notes:
                state = "poor"
            else:
                state = "plain"
            surface.blit(art.weapon_card(w, state, size), rect)
            if mouse is not None and rect.collidepoint(mouse):
                pygame.draw.rect(surface, theme.TEXT, rect, 1, border_radius=5)
            elif state == "grab":
                pygame.draw.rect(surface, art.mix(theme.CLICKABLE, (255, 255, 255), pulse * 0.5),
                                 rect.inflate(2, 2), 2, border_radius=6)

        # highlighted squares, rooms and directions
        hover_sq = self._square_at(mouse) if mouse is not None else None
        edge = art.mix(theme.CLICKABLE, (255, 255, 255), pulse * 0.45)
        for sq in view.squares:
            r = layout.square_rect(sq)
            if sq == hover_sq:
                surface.blit(art.square_fill(theme.CLICKABLE, 46), r)
            pygame.draw.rect(surface, edge, r.inflate(-6, -6), 4 if sq == hover_sq else 3, border_radius=9)
        hover_chip = self._chip_at(mouse, view)
        move_marks.draw(surface, view, hover_sq, hover_chip, self.rect)
        if rooms:
            hover_room = self.board.rooms.get(hover_sq) if hover_sq is not None else None
            for room in rooms:
                squares = self.board.room_squares.get(room, ())
                for sq in squares:
                    r = layout.square_rect(sq)
                    if room == hover_room:
                        surface.blit(art.square_fill(theme.CLICKABLE, 46), r)
                    pygame.draw.rect(surface, edge, r.inflate(-6, -6), 3, border_radius=9)
                if squares:
                    first = layout.square_rect(squares[0])
                    # the room's name inside its first square, at the floor (the square does
                    # not grow with the text size), on two lines if need be
                    size, lines = fit_lines(upper_first(room_words(room)), theme.fixed(18),
                                            first.width - 20, 2 * theme.font(theme.fixed(18)).get_linesize())
                    imgs = [theme.text(line, size, (20, 16, 4)) for line in lines[:2]]
                    step = theme.font(size).get_linesize()
                    back = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 10, step * len(imgs) + 4)
                    back.midbottom = (first.centerx, first.bottom - 8)
                    pygame.draw.rect(surface, edge, back, border_radius=5)
                    for k, img in enumerate(imgs):
                        surface.blit(img, img.get_rect(midtop=(back.centerx, back.y + 2 + k * step)))
        arrows = self.arrow_rects(view)
        if arrows:
            src = self._shooter_square(view)
            for d, (rect, _option) in arrows.items():
                hot = mouse is not None and rect.collidepoint(mouse)
                if hot and src is not None:
                    for sq in self.board.line[src].get(d, ()):
                        if sq in self.board.rooms:
                            surface.blit(art.square_fill(theme.CLICKABLE, 40), layout.square_rect(sq))

        # figures
        targets = self.figure_positions(view)
        self._glide(targets, anim, dt)
        shown_damage = getattr(anim, "shown_damage", None)
        hover_fig = self._figure_at(mouse, view.figures, targets) if mouse is not None else None
        order = sorted(self._eased, key=lambda s: self._eased[s][1])
        for seat in order:
            x, y = (int(v) for v in self._eased[seat])
            p = g.players[seat]
            if seat in view.figures:
                marker = art.target_marker(theme.CLICKABLE, seat == hover_fig)
                surface.blit(marker, marker.get_rect(center=(x, y)))
                pygame.draw.circle(surface, edge, (x, y), FIGURE_R + 10 + int(pulse * 4), 1)
            damage = len(p.damage)
            if shown_damage is not None:
                damage = shown_damage(seat, damage)
            img = art.token(p.character, p.colour, damage >= KILLSHOT_DAMAGE)
            surface.blit(img, img.get_rect(center=(x, y)))
            if seat == g.neutral:  # the rulebook's bot: a badge over its figure, not colour alone
                draw_bot_badge(surface, (x, y - FIGURE_R))
            if seat == g.current and not g.game_over:
                chevron = art.active_marker(theme.TEXT)
                surface.blit(chevron, chevron.get_rect(midbottom=(x, y - FIGURE_R - 4 - int(pulse * 3))))

        # spawnpoints a shot may target (Domination): a ring around their badge
        hover_spawn = self._spawnpoint_at(mouse, view.spawnpoints)
        for colour in view.spawnpoints:
            x, y = self.spawnpoint_centre(colour)
            hot = colour == hover_spawn
            pygame.draw.circle(surface, theme.CLICKABLE, (x, y), SPAWN_TARGET_R, 4 if hot else 3)
            pygame.draw.circle(surface, edge, (x, y), SPAWN_TARGET_R + 4 + int(pulse * 4), 1)
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
                inner, outer = SPAWN_TARGET_R - 4, SPAWN_TARGET_R + 6
                pygame.draw.line(surface, theme.CLICKABLE, (x + dx * inner, y + dy * inner),
                                 (x + dx * outer, y + dy * outer), 3)

        # arrows over the figures
        for d, (rect, _option) in arrows.items():
            hot = mouse is not None and rect.collidepoint(mouse)
            img = art.arrow(d, hot)
            surface.blit(img, img.get_rect(center=rect.center))
        move_marks.draw_routes(surface, view, mouse)  # the ways to a square, over the figures
        move_marks.draw_tolls(surface, view)  # what a square's only way costs

        anim.draw(surface, lambda s: self._shown_position(s, targets))

    def _shown_position(self, seat, targets):
        p = self._eased.get(seat)
        if p is not None:
            return (int(p[0]), int(p[1]))
        return targets.get(seat)

    def _glide(self, targets, anim, dt) -> None:
        moving = anim.moving()
        k = 1.0 - math.exp(-EASE * dt)
        self.gliding = False
        for seat in list(self._eased):
            if seat not in targets:
                del self._eased[seat]
        for seat, (tx, ty) in targets.items():
            p = self._eased.get(seat)
            if p is None or (moving and moving[0] == seat):
                self._eased[seat] = [float(tx), float(ty)]
                continue
            p[0] += (tx - p[0]) * k
            p[1] += (ty - p[1]) * k
            if abs(tx - p[0]) < 0.5 and abs(ty - p[1]) < 0.5:
                p[0], p[1] = float(tx), float(ty)
            else:
                self.gliding = True

    def card_panel(self, mouse, view, keep_clear=()) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The weapon card under ``mouse`` on a spawnpoint, in full, and where it goes:
        beside its spawnpoint's square, inside the window, never over the card (nor,
        where there is room, over ``keep_clear``: the tutorial's hint)."""
        if mouse is None or not self.rect.collidepoint(mouse):
            return None
        slot = next(((rect, w) for rect, w, _colour, _i in self._slots(view)
                     if w is not None and rect.collidepoint(mouse)), None)
        if slot is None or slot[1] not in WEAPON_BY_NAME:
            return None
        rect, weapon = slot
        note = self.grab_notes(view).get(weapon, "")
        if note:
            note = _("Cannot grab it now: {why}.").format(why=note)
        window = pygame.Rect((0, 0), layout.SIZE).inflate(-8, -8)
        img = art.weapon_panel(weapon, note, window.size)
        sq = self._square_at(rect.center)
        r = layout.square_rect(sq) if sq is not None else rect
        box = img.get_rect()
        if r.centerx < self.rect.centerx:
            box.left = r.right + 6
        else:
            box.right = r.left - 6
        box.top = rect.top
        box.clamp_ip(window)
        clear = [pygame.Rect(k) for k in keep_clear]
        if not box.colliderect(rect) and box.collidelist(clear) < 0:
            return img, box
        # beside the card itself, laid out for the room on that side (narrower, or lower)
        rooms = {"right": (window.right - rect.right - 6, window.height),
                 "left": (rect.x - 6 - window.x, window.height),
                 "below": (window.width, window.bottom - rect.bottom - 6),
                 "above": (window.width, rect.y - 6 - window.y)}
        order = ("right", "left", "below", "above") if r.centerx < self.rect.centerx else \
            ("left", "right", "below", "above")
        fallback = None
        for side in order:
            room = rooms[side]
            if min(room) < 120:
                continue
            img = art.weapon_panel(weapon, note, room)
            if img.get_width() > room[0] or img.get_height() > room[1]:
                continue
            box = beside(img.get_size(), rect, window, 6, (side,), clear)
            if box.colliderect(rect):
                continue
            if box.collidelist(clear) < 0:
                return img, box
            fallback = fallback or (img, box)
        if fallback is not None:
            return fallback
        img = art.weapon_panel(weapon, note, window.size)
        return img, beside(img.get_size(), rect, window, 6, order, clear)

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

    def which_one(self, pos, view) -> str | None:
        """A click on a spawnpoint two powerups of its colour would spawn you on: which one?"""
        sq = self._square_at(pos)
        if len(view.spawns.get(sq, ())) > 1:
            return _("{square}: click the powerup to discard").format(
                square=upper_first(square_words(self.board, sq)))
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

    def tooltip(self, pos, view) -> str | None:
        self._hover = pos
        self._hover_fresh = True
        for rect, option in self.arrow_rects(view).values():
            if rect.collidepoint(pos):
                return _("{option}: click to choose").format(option=view.label(option))
        for n, (rect, route, _id) in enumerate(move_marks.route_chips(view), 1):
            if rect.collidepoint(pos):
                return route_chip_words(view, route, n)
        chip = self._chip_at(pos, view)
        if chip is not None:
            return move_tip(view, chip) if hasattr(chip, "action") else \
                _("Discard {card} and spawn here").format(card=view.label(chip))
        g = view.state
        positions = self.figure_positions(view)
        seat = self._figure_at(pos, range(len(g.players)), positions)
        if seat is not None:
            p = g.players[seat]
            from ...words.log import introduce

            who = introduce(view.game, seat)
            marks = sum(p.marks)
            damage = len(p.damage)
            shown_damage = getattr(view.animator, "shown_damage", None)
            if shown_damage is not None:
                damage = shown_damage(seat, damage)
            text = ngettext("{who}: {damage} damage, {n} mark", "{who}: {damage} damage, {n} marks",
                            marks).format(who=who, damage=damage, n=marks)
            if seat in view.figures:
                text = _("{figure} - click to target").format(figure=text)
                preview = view.shot_preview(view.figures[seat]).get(seat)
                if preview is not None:
                    text += "\n" + shot_words(preview)
            return text
        colour = self._spawnpoint_at(pos, self.board.spawnpoints)
        if colour is not None and self.spawnpoints_are_targets(view):
            if colour in view.spawnpoints:
                return _("The {colour} spawnpoint - click to target").format(
                    colour=colour_words(colour))
            return _("The {colour} spawnpoint: a target from your second turn, once a turn "
                     "by damage").format(colour=colour_words(colour))
        for rect, w, colour, i in self._slots(view):
            if rect.collidepoint(pos):
                if w is None:
                    return _("The {colour} spawnpoint: empty slot").format(colour=colour_words(colour))
                if isinstance(view.cards.get(w), GrabWeapon):
                    return _("{weapon}: click to grab").format(weapon=weapon_words(w))
                note = self.grab_notes(view).get(w)
                return _("{weapon}: {note}").format(weapon=weapon_words(w), note=note) if note \
                    else weapon_words(w)
        arena = mode_arena(view.game)
        said = arena.tooltip(pos, view) if arena is not None else None
        if said is not None:
            return said
        sq = self._square_at(pos)
        if sq is None:
            return None
        tile = g.ammo_on[sq]
        shown_tile = getattr(view.animator, "shown_tile", None)
        if shown_tile is not None:
            tile = shown_tile(sq, tile)
        if tile is not None and art.tile_rect(sq).collidepoint(pos):
            return _("Ammo tile: {what}").format(what=tile_words(tile))
        text = upper_first(square_words(self.board, sq))
        if sq in view.reach:
            return _("{square} - click: {option}").format(square=text,
                                                         option=move_tip(view, view.reach[sq][0])) \
                + route_words(view, sq) + toll_words(view, sq)
        if sq in view.spawns:
            options = view.spawns[sq]
            if len(options) == 1:
                return _("{square} - click: {option}").format(square=text, option=view.label(options[0]))
            return _("{square}: click the powerup to discard").format(square=text)
        if sq in view.squares:
            option = view.squares[sq]
            if view.routes_at(sq):  # the square, its way in the line under it
                option = type(option)(option.square)
            text = _("{square} - click: {option}").format(square=text, option=view.click_words(option)) \
                + route_words(view, sq) + toll_words(view, sq)
        else:
            rooms = self.room_options(view)
            if self.board.rooms[sq] in rooms:
                text = _("{square} - click: {option}").format(
                    square=text, option=view.label(rooms[self.board.rooms[sq]]))
        return text


def shot_words(p) -> str:
    """What the planned shot does to a figure (:class:`adrenaline.core.lookahead.ShotPreview`)."""
    parts = [ngettext("{n} damage", "{n} damage", p.damage).format(n=p.damage)]
    if p.from_marks:
        parts.append(ngettext("{n} of them from your mark", "{n} of them from your marks",
                              p.from_marks).format(n=p.from_marks))
    if p.marks:
        parts.append(ngettext("{n} new mark", "{n} new marks", p.marks).format(n=p.marks))
    text = _("This shot: {what}").format(what=", ".join(parts))
    if p.overkill:
        text += " - " + _("overkill!")
    elif p.killshot:
        text += " - " + _("killshot!")
    return text


def way_words(view, route) -> str:
    """A way in words: the squares it passes, what it costs the figure moved (the mode's
    ``route_cost``: the damage taken on the way)."""
    via = route.path[1:-1]
    cost = _("no damage on the way") if route.cost == 0 else ngettext(
        "{n} damage on the way", "{n} damage on the way", route.cost).format(n=route.cost)
    if not via:
        return _("straight there, {cost}").format(cost=cost)
    return _("via {squares}, {cost}").format(squares=via_words(view.state.board, via), cost=cost)


def route_words(view, sq: int) -> str:
    """Where a square has ways that differ, the line a hover adds: the way a click takes
    (the one that costs least) and how many others the chips offer; else nothing."""
    routes = view.routes_at(sq)
    if not routes:
        return ""
    others = len(routes) - 1
    return "\n" + _("The way that costs least: {way}").format(way=way_words(view, routes[0])) + \
        "\n" + ngettext("{n} other way: its numbered chip", "{n} other ways: the numbered chips",
                        others).format(n=others)


def toll_words(view, sq: int) -> str:
    """Where the one way to ``sq`` costs the figure moved, the line a hover adds, before
    the click: the mode's words (Turret mode: "Dozer's turret: 1 damage"), else what it
    costs; else nothing."""
    route = view.toll(sq)
    if route is None:
        return ""
    arena = mode_arena(view.game)
    said = getattr(arena, "toll_words", None)
    return "\n" + (said(view, route) if said is not None else way_words(view, route))


def route_chip_words(view, route, n: int) -> str:
    """A route chip's tooltip: which way it is, and what a click on it does."""
    return _("Way {n} of {total}: {way}").format(n=n, total=len(view.routes_at(route.path[-1])),
                                                   way=way_words(view, route)) + "\n" + (
        _("click: this way (as a click on the square)") if n == 1 else _("click: go this way"))


def move_tip(view, reach) -> str:
    """What a click-to-move does, and what it would grab: the face-up ammo tile, or the
    weapons you could pay for there (never a card still hidden)."""
    sq = reach.square
    if reach.action == "run":
        return _("run here")
    if reach.action == "shoot":
        return _("move here, then shoot")
    if reach.weapons:
        return _("grab a weapon here: {weapons}").format(
            weapons=", ".join(weapon_words(w) for w in reach.weapons))
    tile = view.state.ammo_on[sq]
    return _("grab the ammo tile here: {what}").format(what=tile_words(tile)) if tile is not None \
        else _("grab here")


__all__ = ["DIRECTIONS", "FIGURE_R", "BoardView", "move_tip", "route_chip_words", "route_words",
           "shot_words", "toll_words", "way_words"]


def draw_bot_badge(surface, midbottom) -> pygame.Rect:
    """'BOT' in dark letters on the bot's colour, over its figure (BOT-1): where the
    acting player's chevron would be, which the bot never has; under it, the badge
    covered a spawnpoint's word."""
    from .tokens import BOT_BADGE

    img = theme.text(_("BOT"), 13, (20, 20, 20))
    badge = pygame.Rect(0, 0, img.get_width() + 8, img.get_height())
    badge.midbottom = (int(midbottom[0]), int(midbottom[1]) + 4)
    pygame.draw.rect(surface, BOT_BADGE, badge, border_radius=4)
    pygame.draw.rect(surface, (0, 0, 0), badge, 1, border_radius=4)
    surface.blit(img, img.get_rect(center=badge.center))
    return badge
