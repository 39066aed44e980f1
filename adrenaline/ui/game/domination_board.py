"""Domination on the game screen: the domination board in the top bar, in place of the
killshot track, and the animations of the mode's events.

Rulebook, DOMINATION MODE: "cover the killshot track with this domination board, and
place 8 skulls in the skull box"; "each spawnpoint has its own track ... put one of your
damage tokens on the leftmost empty space of its track"; "the 8th space is marked with a
fist, but a track with 8 can still get more".

- :class:`DominationBoard` draws three rows (blue, red, yellow, as on the board), each
  with its tokens in the players' colours and shapes, the fist at the
  ``DOMINATION_FULL_TRACK``-th space, and the skull box; its tooltips say what each track
  is worth and who leads it. When the decision is "which track?" (an overkill token), a
  click on a track chooses it.
- :class:`DominationAnimations`: a tag flies from the spawnpoint to its track, the
  spawnpoint flashes when it strikes back, an overkill token flies to the chosen track, a
  skull leaves the box, and each track's scoring pops up by the boards.

The numbers (the fist, the rewards, the skulls) are the core's; the board shows the
mode's state (``Tracks``), as the animator lets it (tokens land when they arrive).
"""

from __future__ import annotations

import math

import pygame

from ...core.modes import domination as dom
from ...core.numbers import (
    DOMINATION_FULL_TRACK, DOMINATION_FULL_TRACKS, DOMINATION_SKULLS, DOMINATION_TRACK_VALUES,
    listed,
)
from ...words.i18n import N_, _, ngettext
from ...words.characters import called
from ...words.squares import colour_words
from .. import layout, theme
from ..kit.tooltip import wrap_tip
from . import art
from .tokens import DAMAGE_TOKEN_R, draw_token, skull_icon

ROW_H = 20  # a track's row in the top bar: a damage-sized token and 2 pixels around it
ROW_Y = 6  # clear of the window's top edge (the top bar is 3 rows and 8 pixels tall)
X0 = 12  # the spawnpoint's badge, then the spaces
SPACE = 24  # one space of a track: a token as big as the boards' damage tokens
TOKEN_R = DAMAGE_TOKEN_R  # as big as the damage tokens on the players' boards
SPACE_X = X0 + 20
BEYOND = 78  # room for the tokens beyond the fist
FIST = (232, 200, 120)
SKULL_STEP = 24  # the skull box's skulls: 22 pixels, as the killshot track's (24) nearly
SKULL = 22


def space_rect(index: int, row: int, beyond: int = 0) -> pygame.Rect:
    """A track's ``index``-th space in top-bar coordinates (beyond the fist: narrower)."""
    y = ROW_Y + row * ROW_H
    if index < DOMINATION_FULL_TRACK:
        return pygame.Rect(SPACE_X + index * SPACE, y, SPACE - 2, ROW_H - 2)
    k = index - DOMINATION_FULL_TRACK
    step = max(8, min(16, BEYOND // max(beyond, 1)))
    return pygame.Rect(SPACE_X + DOMINATION_FULL_TRACK * SPACE + 8 + k * step, y, step - 1, ROW_H - 2)


def skull_box_rect() -> pygame.Rect:
    x = SPACE_X + DOMINATION_FULL_TRACK * SPACE + 8 + BEYOND + 8
    return pygame.Rect(x, ROW_Y, 4 * SKULL_STEP + 8, 3 * ROW_H - 2)


def skull_centre(index: int) -> tuple[int, int]:
    """The ``index``-th skull in the box (top-bar coordinates): two rows of four."""
    box = skull_box_rect()
    row, col = divmod(index, (DOMINATION_SKULLS + 1) // 2)
    return (box.x + 4 + SKULL_STEP // 2 + col * SKULL_STEP,
            box.centery + (2 * row - 1) * box.height // 4)


def track_slot(colour: str, index: int, beyond: int = 0) -> tuple[int, int]:
    """Screen centre of a track's ``index``-th space (where a flying token lands)."""
    c = space_rect(index, dom.TRACKS.index(colour), beyond).center
    return (layout.TOP_BAR.x + c[0], layout.TOP_BAR.y + c[1])


def draw_fist(surface, centre, size: int, colour: tuple) -> None:
    """The fist printed on the track's last counted space: a closed hand, drawn."""
    x, y = centre
    w, h = size, int(size * 0.8)
    back = pygame.Rect(0, 0, w, h)
    back.center = (x, y + 1)
    pygame.draw.rect(surface, colour, back, border_radius=max(2, size // 4))
    for k in range(1, 4):  # the knuckles
        kx = back.x + k * w // 4
        pygame.draw.line(surface, (30, 26, 20), (kx, back.y + 1), (kx, back.y + h // 2), 1)
    thumb = pygame.Rect(back.x - 2, back.centery, w // 2, h // 2)
    pygame.draw.rect(surface, colour, thumb, border_radius=2)
    pygame.draw.rect(surface, (30, 26, 20), back, 1, border_radius=max(2, size // 4))


def leaders(g, tokens) -> tuple[list[int], int]:
    """The seats with the most tokens on a track, and how many."""
    count: dict[int, int] = {}
    for seat in tokens:
        count[seat] = count.get(seat, 0) + 1
    if not count:
        return [], 0
    best = max(count.values())
    return [s for s in sorted(count) if count[s] == best], best


class DominationBoard:
    """The domination board in the top bar (see the module's docstring)."""

    def width(self) -> int:
        return skull_box_rect().right + 4 - X0

    @staticmethod
    def shown(view) -> tuple[dict[str, tuple[int, ...]], int]:
        """The tracks and the skulls out of the box as shown (tokens land as they arrive)."""
        state = view.state.mode_state
        a = view.animator
        tracks = dict(state.tracks)
        skulls_out = state.skulls_taken(view.state)
        extra = getattr(a, "mode_shown", None)
        if extra and a.busy:
            tracks = {c: t[:extra.get(c, len(t))] for c, t in tracks.items()}
            skulls_out = min(skulls_out, extra.get("skulls_out", skulls_out))
        return tracks, skulls_out

    def key(self, view) -> tuple:
        tracks, skulls_out = self.shown(view)
        d = view.decision
        asked = d is not None and any(o.text.startswith("track ") for o in d.options)
        return (tuple(sorted(tracks.items())), skulls_out, asked)

    def render(self, s: pygame.Surface, view) -> tuple[int, list]:
        """Draw on the top bar's surface; (the right edge, [(rect, tip, option text)])."""
        g = view.state
        tracks, skulls_out = self.shown(view)
        hits = []
        d = view.decision
        options = {o.text: o for o in d.options} if d is not None else {}
        for row, colour in enumerate(dom.TRACKS):
            tokens = tracks[colour]
            y = ROW_Y + row * ROW_H
            c = theme.AMMO_COLOUR[colour]
            ask = f"track {colour}" in options
            band = pygame.Rect(X0 - 2, y - 1, skull_box_rect().x - X0 - 2, ROW_H)
            if ask:
                pygame.draw.rect(s, art.darker(theme.CLICKABLE, 0.55), band, border_radius=4)
            mid = y + (ROW_H - 2) // 2  # the row's middle
            pygame.draw.circle(s, (10, 10, 16), (X0 + 8, mid), 8)
            theme.draw_ammo(s, colour, (X0 + 8, mid), 6)
            beyond = max(0, len(tokens) - DOMINATION_FULL_TRACK)
            for i in range(max(DOMINATION_FULL_TRACK, len(tokens))):
                cell = space_rect(i, row, beyond)
                if i < DOMINATION_FULL_TRACK:
                    pygame.draw.rect(s, theme.PANEL, cell, border_radius=3)
                    edge = FIST if i == DOMINATION_FULL_TRACK - 1 else art.darker(c, 0.3)
                    pygame.draw.rect(s, edge, cell, 1, border_radius=3)
                    if i == DOMINATION_FULL_TRACK - 1 and i >= len(tokens):
                        draw_fist(s, cell.center, 13, art.darker(FIST, 0.2))
                if i < len(tokens):
                    p = g.players[tokens[i]]
                    r = TOKEN_R if i < DOMINATION_FULL_TRACK else max(3, min(TOKEN_R, cell.w // 2))
                    draw_token(s, theme.PLAYER[p.colour], cell.center, r, p.character)
            arrow = SPACE_X + DOMINATION_FULL_TRACK * SPACE
            pygame.draw.polygon(s, art.darker(c, 0.3), [(arrow, mid - 5), (arrow + 6, mid),
                                                       (arrow, mid + 5)])
            if ask:
                pygame.draw.rect(s, theme.CLICKABLE, band, 2, border_radius=4)
            hits.append((band, self.track_tip(g, colour, tokens, ask),
                         f"track {colour}" if ask else None))
        box = skull_box_rect()
        pygame.draw.rect(s, (40, 30, 30), box, border_radius=6)
        pygame.draw.rect(s, theme.PANEL_EDGE, box, 1, border_radius=6)
        for i in range(DOMINATION_SKULLS):
            sk = skull_icon(SKULL if i < DOMINATION_SKULLS - skulls_out else SKULL - 6,
                            (232, 230, 220) if i < DOMINATION_SKULLS - skulls_out else (70, 66, 66))
            s.blit(sk, sk.get_rect(center=skull_centre(i)))
        left = max(0, DOMINATION_SKULLS - skulls_out)
        hits.append((box, wrap_tip(
            ngettext("Skull box: {left} of {n} skull left.", "Skull box: {left} of {n} skulls left.",
                     DOMINATION_SKULLS).format(left=left, n=DOMINATION_SKULLS),
            _("Each killshot takes a skull. Final frenzy starts when the last skull is taken, "
              "or when {tracks} tracks each have at least {full} tokens (the fist).").format(
                  tracks=DOMINATION_FULL_TRACKS, full=DOMINATION_FULL_TRACK)), None))
        return box.right + 4, hits

    @staticmethod
    def track_tip(g, colour: str, tokens, ask: bool) -> str:
        """What a track is worth and who leads it."""
        seats, best = leaders(g, tokens)
        head = ngettext("Track of the {colour} spawnpoint: {n} token.",
                        "Track of the {colour} spawnpoint: {n} tokens.", len(tokens)).format(
                            colour=colour_words(colour), n=len(tokens))
        if seats:
            lead = ngettext("Leading: {names} ({n} token).", "Leading: {names} ({n} tokens).",
                            best).format(names=", ".join(called(g.players[s]) for s in seats), n=best)
        else:
            lead = _("Nobody has a token here yet.")
        worth = _("At the end, the most tokens score {values}; tied players all get the "
                  "reward.").format(values=listed(DOMINATION_TRACK_VALUES))
        parts = [head, lead, worth]
        if ask:
            parts.append(_("Click to put your overkill token here."))
        return wrap_tip(*parts)


class DominationAnimations:
    """The mode's events on screen (see the module's docstring). The animator asks:
    ``sync`` (what is shown when nothing plays), ``enqueue`` (the duration of an event's
    animation, or None), ``start``/``finish`` and ``draw``."""

    events = (dom.SpawnpointTagged, dom.StruckBack, dom.OverkillPlaced, dom.TrackScored,
              dom.KillshotScored)

    @staticmethod
    def sync(animator, g) -> None:
        state = g.mode_state
        animator.mode_shown = {c: len(t) for c, t in state.tracks.items()}
        animator.mode_shown["skulls_out"] = state.skulls_taken(g)

    @staticmethod
    def enqueue(animator, e) -> float | None:
        if isinstance(e, (dom.SpawnpointTagged, dom.OverkillPlaced)):
            return 0.6
        if isinstance(e, dom.StruckBack):
            return 0.55
        if isinstance(e, dom.KillshotScored):
            return 0.5
        if isinstance(e, dom.TrackScored):
            return 0.4
        return None

    @staticmethod
    def start(animator, a) -> None:
        e = a.event
        names = animator.names()
        if isinstance(e, (dom.SpawnpointTagged, dom.OverkillPlaced)):
            a.data["slot"] = animator.mode_shown.get(e.colour, 0)
            if isinstance(e, dom.SpawnpointTagged):
                sq = animator.board.spawnpoints[e.colour]
                r = layout.square_rect(sq)
                animator.popup_at((r.right - 24, r.bottom - 52), _("{name} tags it").format(
                    name=names[e.player]), theme.HIGHLIGHT)
        elif isinstance(e, dom.StruckBack):
            animator.popup_at_seat(e.player, f"-{e.amount}", theme.DANGER)
        elif isinstance(e, dom.TrackScored):
            for seat, points in e.shares:
                animator.popup_at_board(seat, _("+{points} {colour} track").format(
                    points=points, colour=colour_words(e.colour)), theme.OK)

    @staticmethod
    def finish(animator, a) -> None:
        e = a.event
        shown = animator.mode_shown
        if isinstance(e, dom.SpawnpointTagged):
            shown[e.colour] = shown.get(e.colour, 0) + dom.DOMINATION_TAG_TOKENS
        elif isinstance(e, dom.OverkillPlaced):
            shown[e.colour] = shown.get(e.colour, 0) + 1
        elif isinstance(e, dom.StruckBack):
            animator.damage_shown[e.player] = animator.damage_shown.get(e.player, 0) + e.amount
        elif isinstance(e, dom.KillshotScored):
            shown["skulls_out"] = shown.get("skulls_out", 0) + 1

    @staticmethod
    def draw(animator, surface, a, figure_pos) -> None:
        e = a.event
        p = a.progress
        g = animator.session.game.state
        if isinstance(e, (dom.SpawnpointTagged, dom.OverkillPlaced)):
            colour = animator.colour_of(e.player)
            if isinstance(e, dom.SpawnpointTagged):
                r = layout.square_rect(g.board.spawnpoints[e.colour])
                start = (r.right - 24, r.bottom - 22)
                flash = max(0.0, 1.0 - p * 2.5)
                if flash:  # the spawnpoint flashes as it is tagged
                    art.blit_glow(surface, theme.AMMO_COLOUR[e.colour], start, int(20 + 30 * flash))
            else:
                start = figure_pos(e.player) or layout.TOP_BAR.center
            slot = a.data["slot"]
            end = track_slot(e.colour, slot, max(0, slot + 1 - DOMINATION_FULL_TRACK))
            t = p * p * (3 - 2 * p)
            mid = ((start[0] + end[0]) / 2, min(start[1], end[1]) - 60)
            u = 1 - t
            pos = (u * u * start[0] + 2 * u * t * mid[0] + t * t * end[0],
                   u * u * start[1] + 2 * u * t * mid[1] + t * t * end[1])
            art.blit_glow(surface, colour, pos, 14)
            pygame.draw.circle(surface, colour, (int(pos[0]), int(pos[1])), 8)
            pygame.draw.circle(surface, (0, 0, 0), (int(pos[0]), int(pos[1])), 8, 2)
        elif isinstance(e, dom.StruckBack):
            r = layout.square_rect(g.board.spawnpoints[e.colour])
            start = (r.right - 24, r.bottom - 22)
            end = figure_pos(e.player) or start
            c = theme.AMMO_COLOUR[e.colour]
            art.blit_glow(surface, c, start, int(24 + 16 * math.sin(p * math.pi)))
            if p < 0.7:  # a jagged bolt from the spawnpoint to the figure
                pts = []
                for k in range(7):
                    f = k / 6
                    x = start[0] + (end[0] - start[0]) * f
                    y = start[1] + (end[1] - start[1]) * f
                    jag = 0 if k in (0, 6) else (8 if k % 2 else -8)
                    pts.append((int(x + jag), int(y - jag)))
                pygame.draw.lines(surface, c, False, pts, 4)
                pygame.draw.lines(surface, (255, 255, 255), False, pts, 1)
            else:
                art.blit_glow(surface, theme.DANGER, end, 26)
        elif isinstance(e, dom.KillshotScored):
            i = max(0, DOMINATION_SKULLS - animator.mode_shown.get("skulls_out", 0) - 1)
            cx, cy = skull_centre(i)
            at = (layout.TOP_BAR.x + cx, layout.TOP_BAR.y + cy + int(30 * p))
            sk = skull_icon(SKULL)
            sk.set_alpha(int(255 * (1 - p)))
            art.blit_glow(surface, theme.DANGER, at, 16)
            surface.blit(sk, sk.get_rect(center=at))


class DominationScreen:
    """What Domination adds to the screens (:mod:`.modes`): the board in the top bar,
    the animations, and the end screen's words for its points and ties."""

    board = DominationBoard
    animations = DominationAnimations
    points_sum = N_("Points = boards + first blood + spawnpoint tracks + double kills.  "
                    "Kills: killshots (+ overkills).")
    # ties: "There is no killshot track" in Domination, so tied players stay tied
    no_tiebreaker = N_("Domination has no killshot track to break the tie")
