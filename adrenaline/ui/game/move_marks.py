"""Click-to-move on the arena: every square an action can end on, marked by the action
(colour AND shape, for colour-blind players), the other actions of a square as small
chips in its corner, the path a hovered square's move takes, a legend.

Issue 24: "every square your figure can end on this action is shown at once (by colour
or mark, the action that gets there: run, grab, or move-then-shoot), and one click on a
square does it ... Where one click could mean two actions ... offer the other in one
more click." What reaches where is the core's answer (:mod:`adrenaline.core.lookahead`);
this module only draws it.
"""

from __future__ import annotations

import functools

import pygame

from ...words import _
from ...words.i18n import forget_on_change
from .. import layout, theme
from . import art
from .tokens import draw_card_icon
from .view import route_id

# colour per action; each also has its own shape (ring, diamond, crosshair)
ACTION_COLOUR = {"run": theme.CLICKABLE, "grab": (210, 140, 240), "shoot": (255, 165, 70)}
ACTIONS = ("run", "grab", "shoot")
MARK = 30  # a mark's side (the default action, the square's top-left corner)
CHIP = 32  # an alternative's side (its bottom-left corner)
CHIP_CORNER = 9 + CHIP + 4  # from a square's left side, the first chip and its gap
ROUTE_CHIP = (58, 34)  # a route chip: its number, then what it costs in a red disc
TOLL = 28  # the red disc of a move's only way that costs damage
DAMAGE_DISC = (200, 48, 48)  # a way's damage in white on it: 5.4:1 (theme.DANGER's red gave 3.9:1)
LEGEND = theme.fixed(16)  # the legend's words: at the floor, over the arena (which does not grow)


def action_names() -> dict[str, str]:
    """The legend's words for each mark."""
    return {"run": _("Run"), "grab": _("Grab"), "shoot": _("Move and shoot")}


def draw_shape(surface, action: str, centre, r: int, colour=None) -> None:
    """The action's shape: run a ring with an arrow, grab a diamond, shoot a crosshair."""
    c = colour or ACTION_COLOUR[action]
    x, y = centre
    if action == "run":
        pygame.draw.circle(surface, c, centre, r, 3)
        pygame.draw.polygon(surface, c, [(x - r // 2, y - r // 2), (x + r // 2 + 1, y),
                                         (x - r // 2, y + r // 2)])
    elif action == "grab":
        pygame.draw.polygon(surface, c, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
        pygame.draw.polygon(surface, (20, 16, 24), [(x, y - r // 2), (x + r // 2, y), (x, y + r // 2),
                                                    (x - r // 2, y)])
    else:
        pygame.draw.circle(surface, c, centre, r - 2, 3)
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            pygame.draw.line(surface, c, (x + dx * (r - 8), y + dy * (r - 8)), (x + dx * (r + 2), y + dy * (r + 2)), 3)


@functools.lru_cache(maxsize=16)
def badge(action: str, side: int, hot: bool = False) -> pygame.Surface:
    """An action's mark on a dark round plate (readable on every floor)."""
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side // 2
    pygame.draw.circle(surf, (12, 14, 20, 230), (c, c), c)
    pygame.draw.circle(surf, ACTION_COLOUR[action] if hot else (90, 96, 120), (c, c), c, 2)
    draw_shape(surf, action, (c, c), c - 6)
    return surf


def mark_rect(sq: int, board=None) -> pygame.Rect:
    """The action's mark: the square's top-left corner; on a spawnpoint, under its weapon
    slots (over them it hid the first weapon's name)."""
    r = layout.square_rect(sq)
    if board is not None and art.is_spawn(board, sq):
        return pygame.Rect(r.x + 9, art.figure_area(board, sq).y - 2, MARK, MARK)
    return pygame.Rect(r.x + 9, r.y + 9, MARK, MARK)


def chip_rects(view) -> list[tuple[pygame.Rect, object]]:
    """The alternatives a click can choose on a square: (rect, Reach or option).

    A square reached by more than one action: a chip per other action; a spawnpoint two
    powerups of its colour would spawn you on: a chip per powerup (which one to discard)."""
    out = []
    for sq, reaches in view.reach.items():
        r = layout.square_rect(sq)
        for i, reach in enumerate(reaches[1:]):
            out.append((pygame.Rect(r.x + 9 + i * (CHIP + 4), r.bottom - CHIP - 9, CHIP, CHIP), reach))
    for sq, options in view.spawns.items():
        if len(options) > 1:
            r = layout.square_rect(sq)
            for i, option in enumerate(options):
                out.append((pygame.Rect(r.x + 9 + i * 30, r.bottom - 48, 26, 38), option))
    return out


def route_chips(view) -> list[tuple[pygame.Rect, object, str]]:
    """The ways to the square whose routes show (the hovered or focused one, where the
    way matters: TUR-7 "the player who controls the move chooses the route"): (rect,
    Route, id), numbered from 1, the one a plain click takes. Beside the action's mark,
    two to a row, over what is on the square while they show."""
    sq = view.route_square
    routes = view.routes_at(sq)
    if not routes:
        return []
    action = view.reach[sq][0].action if sq in view.reach and sq not in view.routes else None
    mark = mark_rect(sq, view.state.board)  # on a spawnpoint: under its weapons
    if sq not in view.reach:
        mark.width = 0  # no action's mark: the chips from the square's edge
    w, h = ROUTE_CHIP
    out = []
    for i, route in enumerate(routes):
        row, col = divmod(i, 2)
        rect = pygame.Rect(mark.right + 6 + col * (w + 4), mark.y + row * (h + 4), w, h)
        out.append((rect, route, route_id(route, action)))
    return out


def draw_route_chip(surface, rect: pygame.Rect, n: int, cost: int, hot: bool, default: bool) -> None:
    """A route chip: its number, and the damage it costs in a red disc (none: a dim 0)."""
    edge = theme.CLICKABLE if hot or default else (150, 156, 180)
    pygame.draw.rect(surface, (12, 14, 20) if not hot else (30, 60, 60), rect, border_radius=6)
    pygame.draw.rect(surface, edge, rect, 3 if hot else 2, border_radius=6)
    num = theme.text(str(n), theme.fixed(20), theme.TEXT)
    surface.blit(num, num.get_rect(center=(rect.x + 15, rect.centery)))
    disc = (rect.right - 18, rect.centery)
    pygame.draw.circle(surface, DAMAGE_DISC if cost else (70, 74, 90), disc, 14)
    figure = theme.text(str(cost), theme.fixed(20), (255, 255, 255))
    surface.blit(figure, figure.get_rect(center=disc))


def draw_routes(surface, view, hover) -> None:
    """The route chips of the square whose ways show, and the way a click there takes
    (or the chip under the pointer or the focus) drawn square by square; drawn over the
    figures."""
    chips = route_chips(view)
    if not chips:
        return
    hot = next((r for rect, r, _id in chips if hover is not None and rect.collidepoint(hover)),
               view.route_hot)
    shown = hot if any(r is hot for _rect, r, _id in chips) else chips[0][1]
    colour = ACTION_COLOUR[view.reach[view.route_square][0].action] if view.route_square in view.reach \
        else theme.CLICKABLE
    draw_path(surface, view.state.board, shown, colour)
    for n, (rect, route, _id) in enumerate(chips, 1):
        draw_route_chip(surface, rect, n, route.cost, route is hot, n == 1)


def toll_rect(view, sq: int) -> pygame.Rect:
    """Where a square says what its one way costs (:func:`draw_tolls`): beside the
    action's mark, or in its place on a square asked for a move."""
    mark = mark_rect(sq, view.state.board)
    x = mark.right + 4 if sq in view.reach else mark.x
    return pygame.Rect(x, mark.y + 1, TOLL, TOLL)


def draw_tolls(surface, view) -> None:
    """The damage a move costs where its only way enters another player's turret (TUR-6),
    in a red disc as on the route chips, said before the click; where there are two
    ways, the route chips say it."""
    for sq in (*view.reach, *view.squares):
        route = view.toll(sq)
        if route is None:
            continue
        rect = toll_rect(view, sq)
        pygame.draw.circle(surface, (10, 10, 14), rect.center, TOLL // 2 + 2)
        pygame.draw.circle(surface, DAMAGE_DISC, rect.center, TOLL // 2)
        figure = theme.text(str(route.cost), theme.fixed(20), (255, 255, 255))
        surface.blit(figure, figure.get_rect(center=rect.center))


# per layer ("glows", "marks"): [(reach, spawns, board rect) drawn, the picture]
_CACHE: dict[str, list] = {"glows": [None, None], "marks": [None, None]}


def _forget() -> None:
    for entry in _CACHE.values():
        entry[0] = entry[1] = None


forget_on_change(_forget)  # the legend's words: drawn again in the new language


def _picture(layer: str, view, board_rect: pygame.Rect, paint) -> pygame.Surface | None:
    """``layer``'s picture for this decision, drawn once by ``paint(surf, dx, dy)``: a
    frame blits it once (8 glowing squares drawn each frame took 2 ms; the picture, a
    fraction)."""
    if not view.reach and not view.spawns:
        return None
    entry = _CACHE[layer]
    key = entry[0]
    if key is not None and key[0] is view.reach and key[1] is view.spawns and key[2] == board_rect:
        return entry[1]
    surf = pygame.Surface(board_rect.size, pygame.SRCALPHA)
    paint(surf, -board_rect.x, -board_rect.y)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()  # the display's format: a faster blit
    entry[0], entry[1] = (view.reach, view.spawns, pygame.Rect(board_rect)), surf
    return surf


def glows(view, board_rect: pygame.Rect) -> pygame.Surface | None:
    """The inner glow of every square a click moves to: drawn under the spawnpoints'
    weapon slots (over them, it tinted the names along the square's edges)."""
    def paint(surf, dx, dy):
        for sq, reaches in view.reach.items():
            surf.blit(art.square_glow(ACTION_COLOUR[reaches[0].action]), layout.square_rect(sq).move(dx, dy))
        for sq in view.spawns:
            surf.blit(art.square_glow(theme.CLICKABLE), layout.square_rect(sq).move(dx, dy))
    return _picture("glows", view, board_rect, paint)


def overlay(view, board_rect: pygame.Rect) -> pygame.Surface | None:
    """The marks that stay while the decision stays (edges, marks, the legend), over
    the slots and the figures' squares."""
    def paint(surf, dx, dy):
        for sq, reaches in view.reach.items():
            action = reaches[0].action
            r = layout.square_rect(sq).move(dx, dy)
            pygame.draw.rect(surf, ACTION_COLOUR[action], r.inflate(-6, -6), 2, border_radius=9)
            surf.blit(badge(action, MARK, True), mark_rect(sq, view.state.board).move(dx, dy))
        for sq in view.spawns:
            r = layout.square_rect(sq).move(dx, dy)
            pygame.draw.rect(surf, theme.CLICKABLE, r.inflate(-6, -6), 3, border_radius=9)
        draw_legend(surf, view, surf.get_rect())
    return _picture("marks", view, board_rect, paint)


def draw(surface, view, hover_sq, hover_chip, board_rect: pygame.Rect) -> None:
    """The marks of every reachable square, the chips, and the hovered move's path."""
    picture = overlay(view, board_rect)
    if picture is None:
        return
    surface.blit(picture, board_rect)
    if hover_chip is None and (hover_sq in view.reach or hover_sq in view.spawns):
        action = view.reach[hover_sq][0].action if hover_sq in view.reach else "run"
        r = layout.square_rect(hover_sq)
        surface.blit(art.square_fill(ACTION_COLOUR[action], 40), r)
        pygame.draw.rect(surface, ACTION_COLOUR[action], r.inflate(-6, -6), 4, border_radius=9)
    for rect, thing in chip_rects(view):
        hot = thing is hover_chip
        if hasattr(thing, "action"):
            surface.blit(badge(thing.action, CHIP, hot), rect)
        else:
            pygame.draw.rect(surface, theme.CLICKABLE if hot else (90, 96, 120), rect.inflate(4, 4), 2,
                             border_radius=4)
            draw_card_icon(surface, rect, thing.powerup)
    shown = hover_chip if hasattr(hover_chip, "path") else None
    if shown is None and hover_sq in view.reach and hover_chip is None:
        shown = view.reach[hover_sq][0]
    if shown is not None and not (hover_chip is None and shown.square == view.route_square
                                  and view.routes_at(shown.square)):
        draw_path(surface, view.state.board, shown)  # else: the route chips' way, over the figures


def draw_path(surface, board, reach, colour=None) -> None:
    """The way the figure would go: a line through the squares it passes, a dot on each."""
    colour = colour or ACTION_COLOUR[reach.action]
    points = [art.square_anchor(board, sq) for sq in reach.path]
    if len(points) > 1:
        pygame.draw.lines(surface, (10, 10, 14), False, points, 9)
        pygame.draw.lines(surface, colour, False, points, 5)
    for p in points[1:]:
        pygame.draw.circle(surface, (10, 10, 14), p, 9)
        pygame.draw.circle(surface, colour, p, 7)


def legend_obstacles(view, board_rect: pygame.Rect) -> list[tuple[int, int]]:
    """The spans of the arena's bottom edge (x from, x to, in ``board_rect``'s frame) the
    legend keeps clear of: the bottom row's chips (clickable) and spawnpoint badges."""
    spans = []
    dx = -layout.BOARD.x + board_rect.x
    for rect, _thing in chip_rects(view):
        if rect.bottom >= layout.BOARD.bottom - 40:
            spans.append((rect.x + dx - 4, rect.right + dx + 4))
    for sq in view.state.board.spawn_colour_of if view.state is not None else ():
        r = layout.square_rect(sq)
        if r.bottom >= layout.BOARD.bottom:
            spans.append((r.right - 44 + dx, r.right + dx))
    return sorted(spans)


def legend_items(view, board_rect: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Where each of the legend's words goes along the arena's bottom edge: the actions on
    screen, then the corner chips' note, each clear of the chips and badges there (at the
    text floor the legend is wider than the gaps between them)."""
    shown = [a for a in ACTIONS if any(r.action == a for rs in view.reach.values() for r in rs)]
    if not shown:
        return []
    names = action_names()
    f = theme.font(LEGEND)
    h = f.get_linesize() + 2
    items = [(a, 22 + f.size(names[a])[0] + 8) for a in shown]
    if any(len(rs) > 1 for rs in view.reach.values()):
        items.append(("note", theme.font(LEGEND).size(_("corner chip: the other action"))[0] + 12))
    spans = legend_obstacles(view, board_rect)
    out, x = [], board_rect.x + 6
    for key, w in items:
        moved = True
        while moved:
            moved = False
            for a, b in spans:
                if x < b and x + w > a:
                    x, moved = b + 2, True
        if x + w > board_rect.right - 4:
            break  # no room left: the marks' tooltips say the same
        out.append((key, pygame.Rect(x, board_rect.bottom - h - 4, w, h)))
        x += w + 2
    return out


def draw_legend(surface, view, board_rect: pygame.Rect) -> None:
    """What the marks mean, along the arena's bottom edge, for the actions on screen."""
    names = action_names()
    for key, box in legend_items(view, board_rect):
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        back.fill((10, 12, 18, 210))
        surface.blit(back, box)
        if key == "note":
            img = theme.text(_("corner chip: the other action"), LEGEND, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(box.x + 6, box.centery)))
            continue
        draw_shape(surface, key, (box.x + 12, box.centery), 8)
        img = theme.text(names[key], LEGEND, theme.TEXT)
        surface.blit(img, img.get_rect(midleft=(box.x + 24, box.centery)))
