"""Turret mode on the game screen: the turret board in the top bar, in place of the
killshot track, and the animations of the mode's events.

Rulebook, TURRET MODE (TUR-1): "The turret side of the mode board covers the killshot
track": a column of 5 ammo spaces, each marked with the turret icon, with 1 tile face up,
and a skull box of 8 skulls.

- :class:`TurretBoard` draws the board under its heading: the five spaces (numbered 1 to
  5, as the options name them: "Tile 3"), each with its tile or, once taken this turn,
  the turret icon printed on the space; and the skull box. Tooltips say what the board
  is, what each tile gives and what commandeering costs. When the decision is "which
  tile?", the tile is chosen on the board, by a click or its number key (a first step,
  :mod:`.steps`: the core's ``grab tile N`` options grouped by tile); then, where the
  turret can be commandeered, a plain second choice says what it costs: "Give up the
  red cube: take Dozer's turret", or the tile whole.
- :class:`TurretAnimations`: a turret token flies onto a commandeered turret, a skull
  leaves the box, and the turrets' final scoring pops up by the boards. A turret's damage
  (``Damaged(source="turret")``) starts from the turret on the square the figure entered
  (:meth:`TurretAnimations.hits_along`), as the walking figure enters it: the turrets
  along a route fire in turn.

The numbers (5 spaces, 8 skulls, the rewards) are the core's; the board shows the mode's
state (``Turrets``).
"""

from __future__ import annotations

import pygame

from ...core.cards import AMMO, AMMO_TILES
from ...core.choices import GrabTile
from ...core.events import Damaged, FigureMoved
from ...core.modes import turret as tur
from ...core.numbers import TURRET_SKULLS, TURRET_TILES, TURRET_VALUES, listed
from ...words.cards import tile_words
from ...words.characters import called
from ...words.i18n import N_, _, ngettext
from ...words.log import name_of
from .. import layout, theme
from ..kit.text import fit
from ..kit.tooltip import wrap_tip
from . import art
from .steps import FirstStep
from .tokens import skull_icon
from .turret_arena import TurretArena, draw_turret

X0 = 12
SPACE_W = 72  # a space of the turret board: its number, then its tile
NUMBER_W = 13
TILE = (56, 26)  # a tile on the turret board (the arena's, a little narrower)
HEADING_H = 24  # the board's heading, over its spaces (at the text floor: the bar does not grow)
SPACE_Y = HEADING_H + 1
SPACE_H = 40
TILE_Y = SPACE_Y + (SPACE_H - TILE[1]) // 2
SKULLS_PER_ROW = (TURRET_SKULLS + 1) // 2


def space_rect(space: int) -> pygame.Rect:
    """The ``space``-th space (0 to 4, top to bottom on the board) in top-bar coordinates."""
    return pygame.Rect(X0 + space * SPACE_W, SPACE_Y, SPACE_W - 4, SPACE_H)


def heading_rect() -> pygame.Rect:
    """The board's heading, over its five spaces (top-bar coordinates)."""
    return pygame.Rect(X0, 1, TURRET_TILES * SPACE_W - 4, HEADING_H - 1)


def tile_rect(space: int) -> pygame.Rect:
    r = space_rect(space)
    return pygame.Rect(r.x + NUMBER_W + 2, TILE_Y, *TILE)


def skull_box_rect() -> pygame.Rect:
    x = X0 + TURRET_TILES * SPACE_W + 6
    return pygame.Rect(x, SPACE_Y, SKULLS_PER_ROW * 20 + 8, SPACE_H)


def skull_centre(index: int) -> tuple[int, int]:
    """The ``index``-th skull in the box (top-bar coordinates): two rows of four."""
    box = skull_box_rect()
    row, col = divmod(index, SKULLS_PER_ROW)
    return (box.x + 14 + col * 20, box.y + 10 + row * 20)


def board_tile(tile: int) -> pygame.Surface:
    """A tile as the turret board shows it (the arena's tile, fitted to the space)."""
    return pygame.transform.smoothscale(art.ammo_tile(tile), TILE)


def commandeer_words(tile: int) -> str:
    """What commandeering with this tile costs: one of its cubes or its powerup."""
    if AMMO_TILES[tile].powerup:
        return _("Commandeer the turret where you stand: give up one of its cubes or its powerup.")
    return _("Commandeer the turret where you stand: give up one of its cubes.")


# the second choice, per item given up: (in full, whose turret it takes - {owner}'s, or
# nobody's; on its button, the answer to "give up what for the turret?")
GIVE_UP = {
    "red": (N_("Give up the red cube: take {owner}'s turret"), N_("Give up the red cube: take the turret"),
            N_("The red cube")),
    "blue": (N_("Give up the blue cube: take {owner}'s turret"), N_("Give up the blue cube: take the turret"),
             N_("The blue cube")),
    "yellow": (N_("Give up the yellow cube: take {owner}'s turret"),
               N_("Give up the yellow cube: take the turret"), N_("The yellow cube")),
    tur.GIVE_UP_POWERUP: (N_("Give up the powerup: take {owner}'s turret"),
                          N_("Give up the powerup: take the turret"), N_("The powerup")),
}


def turret_here(view) -> int:
    """The owner of the turret on the square of the player choosing a tile (``NOBODY``)."""
    g = view.state
    d = view.decision
    seat = d.decider if d is not None else g.current
    square = g.players[seat].square
    return g.mode_state.owners[square] if square is not None else tur.NOBODY


def give_up_words(view, option: GrabTile) -> str:
    """The second choice's words: "Give up the red cube: take Dozer's turret", "Take the
    whole tile"."""
    if not option.commandeer:
        return _("Take the whole tile")
    owner = turret_here(view)
    theirs, nobodys, _short = GIVE_UP[option.commandeer]
    return _(nobodys) if owner == tur.NOBODY else _(theirs).format(owner=name_of(view.game, owner))


def give_up_tip(view, option: GrabTile) -> str:
    """What the second choice does, in full: the tile, what is given up, the turret's
    old token (the rules reference's words, TUR-4)."""
    tile = view.state.mode_state.tiles[option.space - 1]
    parts = [_("Tile {n}: {what}.").format(n=option.space, what=tile_words(tile)) if tile is not None else ""]
    if not option.commandeer:
        parts.append(_("You take all of it; the turret stays as it is."))
        return wrap_tip(*parts)
    owner = turret_here(view)
    parts.append(_("You take the rest of the tile and put your token on this square's turret: "
                   "from then on it deals {damage} damage to anyone else who enters.").format(
                       damage=tur.TURRET_DAMAGE))
    if owner != tur.NOBODY:
        parts.append(_("{owner}'s token goes onto your board as a mark from {owner}.").format(
            owner=name_of(view.game, owner)))
    return wrap_tip(*parts)


def turret_counts(g) -> list[tuple[int, int]]:
    """(seat, turrets owned), most first, players with none left out."""
    owners = g.mode_state.owners
    count = [(s, sum(1 for o in owners if o == s)) for s in range(len(g.players))]
    return sorted(((s, n) for s, n in count if n), key=lambda sn: -sn[1])


def turrets_tip(g) -> str:
    """Who owns how many turrets, and what they are worth at the end."""
    counts = turret_counts(g)
    who = ", ".join(f"{called(g.players[s])} {n}" for s, n in counts) or _("nobody yet")
    return _("Turrets owned: {who}. At the end, the most turrets score {values}; a tie goes "
             "to the player whose final turn came earlier.").format(
                 who=who, values=listed(TURRET_VALUES))


class TurretBoard:
    """The turret board in the top bar (see the module's docstring)."""

    def width(self) -> int:
        return skull_box_rect().right + 4 - X0

    @staticmethod
    def shown_skulls(view) -> int:
        state = view.state.mode_state
        a = view.animator
        out = state.skulls_taken(view.state)
        extra = getattr(a, "mode_shown", None)
        if extra and a.busy:
            out = min(out, extra.get("skulls_out", out))
        return out

    @staticmethod
    def first_steps(view, decision, options) -> tuple[FirstStep, ...]:
        """"Take any one of the face-up tiles" (TUR-3), chosen on the board: each tile's
        options (``grab tile N``, whole or commandeering, TUR-4) as one first step."""
        spaces: dict[int, list] = {}
        for o in options:
            if isinstance(o, GrabTile):
                spaces.setdefault(o.space, []).append(o)
        return tuple(FirstStep(f"tile {n}", n, tuple(found)) for n, found in spaces.items())

    @staticmethod
    def step_words(view, option) -> str:
        """A tile as a first step ("Tile 1: 1 red cube and 2 blue cubes"), then the
        second choice's words (:func:`give_up_words`)."""
        if isinstance(option, FirstStep):
            tile = view.state.mode_state.tiles[option.number - 1]
            return _("Tile {n}: {what}").format(n=option.number, what=tile_words(tile)) \
                if tile is not None else _("Tile {n}").format(n=option.number)
        return give_up_words(view, option)

    @staticmethod
    def step_question(view, step: FirstStep) -> str:
        """The second choice's question: "Tile 1: give up what for Dozer's turret?"."""
        owner = turret_here(view)
        if owner == tur.NOBODY:
            return _("Tile {n}: give up what for the turret?").format(n=step.number)
        return _("Tile {n}: give up what for {owner}'s turret?").format(
            n=step.number, owner=name_of(view.game, owner))

    @staticmethod
    def step_parts(view, option) -> list:
        """The second choice's button: the answer to :meth:`step_question`, short (its
        tooltip and label say it in full, :func:`give_up_words`), by the cube's colour or
        a card."""
        if not option.commandeer:
            return [("text", _("Nothing: take the whole tile"))]
        given = ("cube", option.commandeer) if option.commandeer in AMMO else ("card", None)
        return [given, ("text", _(GIVE_UP[option.commandeer][2]))]

    @staticmethod
    def step_tip(view, option) -> str:
        return give_up_tip(view, option)

    @staticmethod
    def asked(view) -> dict[int, str]:
        """The spaces a click chooses now: space -> the first step's id (or the option's,
        where a tile is all there is to choose)."""
        if view.decision is None:
            return {}
        return {step.number - 1: step.text for step in view.steps}

    @staticmethod
    def picked(view) -> int | None:
        """The space of the tile picked (the second choice is asked), or None."""
        return view.step.number - 1 if view.step is not None else None

    def key(self, view) -> tuple:
        g = view.state
        return (g.mode_state.tiles, g.mode_state.owners, self.shown_skulls(view),
                tuple(sorted(self.asked(view))), self.picked(view))

    def render(self, s: pygame.Surface, view) -> tuple[int, list]:
        """Draw on the top bar's surface; (the right edge, [(rect, tip, option text)])."""
        g = view.state
        state = g.mode_state
        asked = self.asked(view)
        picked = self.picked(view)
        hits = []
        heading = heading_rect()
        size = -theme.MIN_PIXELS  # the bar does not grow: its heading at the text floor
        img = theme.text(fit(_("Turret board"), size, heading.width), size, theme.TEXT_DIM)
        s.blit(img, img.get_rect(midleft=(heading.x + 2, heading.centery)))
        hits.append((heading, wrap_tip(
            _("The turret board covers the killshot track. Its tiles are the ammo of every "
              "turret square: grab on any square with a turret and take one of them, whole or "
              "giving up a cube or its powerup to take that square's turret."),
            _("Taken tiles are replaced at the end of the turn.")), None))
        for i, tile in enumerate(state.tiles):
            space = space_rect(i)
            ask = i in asked
            if ask:
                # dark enough for the space's number to read (6.4:1)
                pygame.draw.rect(s, art.darker(theme.CLICKABLE, 0.65), space, border_radius=5)
            else:
                pygame.draw.rect(s, theme.PANEL, space, border_radius=5)
            edge = theme.HIGHLIGHT if i == picked else theme.CLICKABLE if ask else theme.PANEL_EDGE
            pygame.draw.rect(s, edge, space, 3 if i == picked else 2 if ask else 1, border_radius=5)
            number = theme.text(str(i + 1), 18, theme.TEXT)
            s.blit(number, number.get_rect(center=(space.x + 3 + NUMBER_W // 2, space.centery)))
            place = tile_rect(i)
            if tile is None:
                draw_turret(s, place.center, 20, (96, 100, 120))
                tip = wrap_tip(_("Space {n} of the turret board: its tile was taken this turn; "
                                 "a new tile is dealt at the end of the turn.").format(n=i + 1))
            else:
                s.blit(board_tile(tile), place)
                parts = [_("Tile {n}: {what}.").format(n=i + 1, what=tile_words(tile)),
                         _("Grab it on any turret square (not twice from one square in a turn)."),
                         commandeer_words(tile)]
                if i == picked:
                    parts.append(_("Picked: choose below what to do with it."))
                elif ask and picked is not None:  # the number keys press the buttons below now
                    parts.append(_("Click it to choose this tile instead."))
                elif ask:
                    parts.append(_("Click it or press {n} to choose it.").format(n=i + 1))
                tip = wrap_tip(*parts)
            hits.append((space, tip, asked.get(i)))
        box = skull_box_rect()
        pygame.draw.rect(s, (40, 30, 30), box, border_radius=6)
        pygame.draw.rect(s, theme.PANEL_EDGE, box, 1, border_radius=6)
        out = self.shown_skulls(view)
        for i in range(TURRET_SKULLS):
            here = i < TURRET_SKULLS - out
            sk = skull_icon(18 if here else 14, (232, 230, 220) if here else (70, 66, 66))
            s.blit(sk, sk.get_rect(center=skull_centre(i)))
        left = max(0, TURRET_SKULLS - out)
        hits.append((box, wrap_tip(
            ngettext("Skull box: {left} of {n} skull left.", "Skull box: {left} of {n} skulls left.",
                     TURRET_SKULLS).format(left=left, n=TURRET_SKULLS),
            _("Each death takes a skull; killshots are not tracked. Final frenzy starts when "
              "the last skull is taken."),
            turrets_tip(g)), None))
        return box.right + 4, hits


class TurretAnimations:
    """The mode's events on screen (see the module's docstring). The animator asks:
    ``sync``, ``enqueue``, ``start``/``finish``, ``draw``, and ``damage_origin`` for a
    damage that does not come from its shooter's figure."""

    events = (tur.TurretCommandeered, tur.SkullTaken, tur.TurretsScored)

    @staticmethod
    def sync(animator, g) -> None:
        animator.mode_shown = {"skulls_out": g.mode_state.skulls_taken(g),
                               "owners": g.mode_state.owners}

    @staticmethod
    def enqueue(animator, e) -> float | None:
        if isinstance(e, tur.TurretCommandeered):
            return 0.6
        if isinstance(e, tur.SkullTaken):
            return 0.5
        if isinstance(e, tur.TurretsScored):
            return 0.4
        return None

    @staticmethod
    def start(animator, a) -> None:
        e = a.event
        names = animator.names()
        if isinstance(e, tur.TurretCommandeered):
            r = art.tile_rect(e.square)
            animator.popup_at((r.centerx, r.bottom + 14), _("{name} commandeers the turret").format(
                name=names[e.player]), theme.HIGHLIGHT)
        elif isinstance(e, tur.TurretsScored):
            g = animator.session.game.state
            counts = dict(turret_counts(g))
            for seat, points in e.shares:
                animator.popup_at_board(seat, ngettext("+{points} ({n} turret)", "+{points} ({n} turrets)",
                                                       counts.get(seat, 0)).format(
                    points=points, n=counts.get(seat, 0)), theme.OK)

    @staticmethod
    def finish(animator, a) -> None:
        e = a.event
        shown = animator.mode_shown
        if isinstance(e, tur.SkullTaken):
            shown["skulls_out"] = shown.get("skulls_out", 0) + 1
        elif isinstance(e, tur.TurretCommandeered):
            owners = list(shown.get("owners", animator.session.game.state.mode_state.owners))
            owners[e.square] = e.player
            shown["owners"] = tuple(owners)

    @staticmethod
    def hits_along(animator, e) -> tuple[int, ...]:
        """The squares of a move where a turret hits the figure as it enters them (TUR-6:
        a turret someone else owns; a Teleporter's jump, only where it lands), in the
        order the core deals them; the turrets' owners as they were then (the shown
        ones, with the commandeerings queued before this move)."""
        if not isinstance(e, FigureMoved):
            return ()
        owners = list(animator.mode_shown.get("owners", animator.session.game.state.mode_state.owners))
        pending = ([animator.current] if animator.current is not None else []) + list(animator.queue)
        for a in pending:
            if isinstance(a.event, tur.TurretCommandeered):
                owners[a.event.square] = a.event.player
        return tur.hot_squares(tuple(owners), e.player, e.path)

    @staticmethod
    def damage_origin(animator, e, square: int | None) -> tuple[int, int] | None:
        """Where a turret's damage comes from: the turret on ``square``, the square the
        figure entered (:meth:`hits_along`); unknown, where the figure stands."""
        if not (isinstance(e, Damaged) and e.source == "turret"):
            return None
        if square is None:
            square = animator.session.game.state.players[e.target].square
        return art.tile_rect(square).center if square is not None else None

    @staticmethod
    def damage_words(animator, e) -> str:
        """The words by the turret as it fires: "Dozer's turret"."""
        return _("{owner}'s turret").format(owner=animator.names()[e.shooter])

    @staticmethod
    def draw(animator, surface, a, figure_pos) -> None:
        e = a.event
        p = a.progress
        if isinstance(e, tur.TurretCommandeered):
            colour = animator.colour_of(e.player)
            start = figure_pos(e.player) or art.tile_rect(e.square).center
            end = art.tile_rect(e.square).center
            t = p * p * (3 - 2 * p)
            pos = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t - 40 * (1 - t) * t * 4)
            art.blit_glow(surface, colour, pos, 16)
            pygame.draw.circle(surface, colour, (int(pos[0]), int(pos[1])), 9)
            pygame.draw.circle(surface, (0, 0, 0), (int(pos[0]), int(pos[1])), 9, 2)
        elif isinstance(e, tur.SkullTaken):
            i = max(0, TURRET_SKULLS - animator.mode_shown.get("skulls_out", 0) - 1)
            cx, cy = skull_centre(i)
            at = (layout.TOP_BAR.x + cx, layout.TOP_BAR.y + cy + int(30 * p))
            sk = skull_icon(18)
            sk.set_alpha(int(255 * (1 - p)))
            art.blit_glow(surface, theme.DANGER, at, 16)
            surface.blit(sk, sk.get_rect(center=at))


class TurretScreen:
    """What Turret mode adds to the screens (:mod:`.modes`): the board in the top bar,
    the turrets' owners on the arena, the animations, and the end screen's words."""

    board = TurretBoard
    arena = TurretArena
    animations = TurretAnimations
    points_sum = N_("Points = boards + first blood + turrets + double kills.  "
                    "Kills: killshots (+ overkills).")
    no_tiebreaker = N_("Turret mode has no killshot track to break the tie")
