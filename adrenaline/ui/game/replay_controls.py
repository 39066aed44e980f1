"""The replay's controls, in the prompt bar's place under the arena: a row of buttons
of a comfortable size (44 x 32 at 1280 x 800: to the start, one turn back, one choice
back, play or pause, one choice forward, one turn forward, to the end, the speed, the
plots, "Play on from here", and "Back", the way out, as Esc) and the timeline.

The timeline runs from the first position to the last; a tick marks each turn's start,
and the moments worth finding are marked by shape, not only by colour: a kill is a
skull-like disc, an overkill a disc with a second ring, the final frenzy a diamond, the
end a square. A click or a drag on it jumps there; hovering a marker says what
happened. Every icon is drawn here with code.
"""

from __future__ import annotations

import pygame

from .. import layout, theme
from ..kit.text import draw_text, padded
from ..probe import Item
from ...words.i18n import _, decimal
from ...words.log import name_of

SPEEDS = (0.5, 1.0, 2.0, 4.0)
ROW_H = 34  # the buttons' row (each button 2 pixels less)
BUTTON_W = 44
WHOSE_W = 240  # the end of the timeline's row, right above the hand: whose cards it shows
BAR = (44, 50, 72)
BAR_HOVER = (70, 80, 112)
MARK = {"kill": theme.DANGER, "overkill": theme.DANGER, "frenzy": theme.HIGHLIGHT, "end": theme.OK}


def speed_text(speed: float) -> str:
    """0.5 -> "0.5×" ("×0,5" in French), 2.0 -> "2×": the multiplication sign, not a
    letter x (issue 25: "x0" read as an abbreviation); the tooltip says "Speed"."""
    return _("{speed}×").format(speed=decimal(speed))


def speed_size() -> int:
    """The speed's number: a 22 px em (times the player's text size), as the plots'
    numbers: digits are only as tall as capitals."""
    return -round(22 * theme.text_scale)


class Control:
    """One button of the bar: a name (its probe id), an icon drawer, a tooltip."""

    def __init__(self, name: str, rect: pygame.Rect, tip: str, label: str = ""):
        self.name, self.rect, self.tip, self.label = name, rect, tip, label


class ReplayControls:
    def __init__(self, low: bool = False):
        self.controls: list[Control] = []
        self.low = low  # at the window's bottom edge (the plots page), not the prompt's place
        self.place()

    def place(self) -> None:
        p = layout.PROMPT
        if self.low:
            p = p.move(0, layout.HEIGHT - 6 - p.bottom)
        self.rect = pygame.Rect(p.x, p.y, p.width, p.height + 2)
        self.timeline = pygame.Rect(p.x + 14, p.y + ROW_H + 6, p.width - 28 - WHOSE_W, 10)
        # a line at the text floor under the buttons (its linesize: 24 at 1280 x 800)
        self.whose = pygame.Rect(self.timeline.right + 14, p.y + ROW_H + 1, WHOSE_W - 14,
                                 max(self.rect.bottom - p.y - ROW_H - 1, 24))

    # -- layout -------------------------------------------------------------------------
    def layout_controls(self, screen) -> None:
        r = self.rect
        y = r.y + 3
        x = r.x + 6
        out = []
        playing = screen.playing
        names = (("start", _("To the start (Home)")),
                 ("turn_back", _("One turn back (Shift+Left or Page Up)")),
                 ("step_back", _("One choice back (Left)")),
                 ("play", _("Pause (Space)") if playing else _("Play (Space)")),
                 ("step", _("One choice forward (Right)")),
                 ("turn", _("One turn forward (Shift+Right or Page Down)")),
                 ("end", _("To the end (End)")))
        for name, tip in names:
            out.append(Control(name, pygame.Rect(x, y, BUTTON_W, ROW_H - 2), tip))
            x += BUTTON_W + 4
        label = speed_text(screen.speed)
        # room for a label a little longer than "0.5×" at the floor, measured as draw_text
        # draws it (padded)
        w = max(56, theme.font(speed_size()).size(padded(label))[0] + 16)
        out.append(Control("speed", pygame.Rect(x + 6, y, w, ROW_H - 2),
                           _("Speed: click to change (keys + and -)"), label))
        x += w + 12
        out.append(Control("plots", pygame.Rect(x, y, BUTTON_W, ROW_H - 2),
                           _("Back to the table (P or Esc)") if screen.showing_plots
                           else _("Plots of the game up to this moment (P)")))
        x += BUTTON_W + 12
        back = _("Back")
        bw = max(BUTTON_W + 16, theme.font(18).size(back)[0] + 24)
        right = r.right - bw - 6
        words = _("Play on from here")
        w = theme.font(18).size(words)[0] + 20
        if right - w - 6 < x:  # no room for the words: its icon, the tooltip says them
            words, w = "", BUTTON_W
        out.append(Control("play_on", pygame.Rect(right - w - 6, y, w, ROW_H - 2),
                           _("Start a new game from this moment, each seat a person or a "
                             "computer player (this game stays as it was)"), words))
        out.append(Control("back", pygame.Rect(right, y, bw, ROW_H - 2),
                           _("Back to the table (P or Esc)") if screen.showing_plots
                           else _("Stop watching (Esc)"), back))
        self.position_x = x
        self.position_right = right - w - 14
        self.controls = out

    def control_at(self, pos) -> Control | None:
        for c in self.controls:
            if c.rect.collidepoint(pos):
                return c
        return None

    # -- the timeline ---------------------------------------------------------------------
    def x_of(self, replay, position: int) -> int:
        t = self.timeline
        span = max(replay.last - replay.first, 1)
        return t.x + round((position - replay.first) * (t.width - 1) / span)

    def position_at(self, replay, x: int) -> int:
        t = self.timeline
        span = max(replay.last - replay.first, 1)
        f = min(max((x - t.x) / max(t.width - 1, 1), 0.0), 1.0)
        return replay.first + round(f * span)

    def on_timeline(self, pos) -> bool:
        return self.timeline.inflate(0, 18).collidepoint(pos)

    def marker_at(self, replay, pos):
        """The timeline marker under ``pos`` (the nearest within a few pixels), or None."""
        if not self.timeline.inflate(8, 22).collidepoint(pos):
            return None
        best = None
        for m in replay.markers:
            d = abs(self.x_of(replay, m.position) - pos[0])
            if d <= 6 and (best is None or d < best[0]):
                best = (d, m)
        return best[1] if best else None

    def marker_words(self, screen, marker) -> str:
        game = screen.table.game
        turn = screen.turn_number(marker.position)
        if marker.kind in ("kill", "overkill"):
            what = (_("Turn {turn}: {killer} overkills {victim}") if marker.kind == "overkill"
                    else _("Turn {turn}: {killer} kills {victim}"))
            return what.format(turn=turn, killer=name_of(game, marker.who),
                               victim=name_of(game, marker.victim))
        if marker.kind == "frenzy":
            return _("Turn {turn}: the final frenzy starts").format(turn=turn)
        return _("Turn {turn}: the game ends").format(turn=turn)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface, screen, mouse) -> None:
        self.layout_controls(screen)
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        for c in self.controls:
            hover = c.rect.collidepoint(mouse)
            pygame.draw.rect(surface, BAR_HOVER if hover else BAR, c.rect, border_radius=5)
            lit = (c.name == "play" and screen.playing) or (c.name == "plots" and screen.showing_plots)
            edge = theme.HIGHLIGHT if lit else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, c.rect, 1, border_radius=5)
            if c.label:
                size = speed_size() if c.name == "speed" else 18
                draw_text(surface, c.label, size, theme.TEXT, c.rect.center, "center", c.rect.w - 4,
                          c.rect.h)
            else:
                draw_icon(surface, c.name, c.rect.center, screen.playing)
        replay = screen.replay
        turn = screen.turn_number(screen.position)
        words = _("Turn {turn} - choice {n} of {total}").format(
            turn=turn, n=screen.position - replay.first, total=replay.last - replay.first)
        img = theme.text(words, 18, theme.TEXT_DIM)
        if img.get_width() > self.position_right - self.position_x:  # no room: the turn alone
            img = theme.text(_("Turn {turn}").format(turn=turn), 18, theme.TEXT_DIM)
        if img.get_width() <= self.position_right - self.position_x:
            surface.blit(img, img.get_rect(midleft=(self.position_x, self.controls[0].rect.centery)))
        self.draw_timeline(surface, screen, mouse)

    def draw_timeline(self, surface, screen, mouse) -> None:
        replay, t = screen.replay, self.timeline
        pygame.draw.rect(surface, (40, 44, 62), t, border_radius=5)
        now = self.x_of(replay, screen.position)
        pygame.draw.rect(surface, (82, 98, 140), pygame.Rect(t.x, t.y, now - t.x + 1, t.height),
                         border_radius=5)
        for start in replay.turn_starts:  # a tick per turn
            if start < replay.first:
                continue
            x = self.x_of(replay, start)
            pygame.draw.line(surface, (96, 104, 132), (x, t.bottom - 4), (x, t.bottom - 1))
        frenzy = next((m for m in replay.markers if m.kind == "frenzy"), None)
        if frenzy is not None:  # the frenzy part of the game: a band along the top
            x = self.x_of(replay, frenzy.position)
            pygame.draw.rect(surface, theme.HIGHLIGHT, pygame.Rect(x, t.y - 3, t.right - x, 2))
        hover = self.marker_at(replay, mouse)
        for m in replay.markers:
            draw_marker(surface, m.kind, (self.x_of(replay, m.position), t.centery), m is hover)
        # the playhead
        pygame.draw.line(surface, theme.TEXT, (now, t.y - 5), (now, t.bottom + 5), 2)
        pygame.draw.polygon(surface, theme.TEXT, [(now - 5, t.y - 7), (now + 5, t.y - 7), (now, t.y - 2)])

    # -- for tests and the probe -------------------------------------------------------------
    def clickables(self) -> list[Item]:
        items = [Item("button", c.label or c.tip, c.rect, f"button:replay_{c.name}")
                 for c in self.controls]
        items.append(Item("timeline", _("Timeline"), self.timeline, "timeline"))
        return items


def draw_icon(surface, name: str, centre, playing: bool) -> None:
    """The buttons' pictures: triangles and bars, drawn with code; the plots a small
    chart (three bars rising from an axis); "Play on from here" (where its words do not
    fit) a path forking."""
    x, y = centre
    c = theme.TEXT
    if name == "play_on":  # a path that forks from here: a dot, a line, two arrows
        pygame.draw.circle(surface, c, (x - 9, y), 3)
        pygame.draw.line(surface, c, (x - 9, y), (x + 1, y), 2)
        pygame.draw.line(surface, c, (x - 2, y), (x + 4, y - 7), 2)
        pygame.draw.polygon(surface, c, [(x + 3, y - 4), (x + 10, y), (x + 3, y + 4)])
        pygame.draw.polygon(surface, c, [(x + 1, y - 10), (x + 8, y - 9), (x + 5, y - 3)])
        return
    if name == "plots":
        pygame.draw.line(surface, c, (x - 9, y - 7), (x - 9, y + 7), 1)
        pygame.draw.line(surface, c, (x - 9, y + 7), (x + 9, y + 7), 1)
        for k, h in enumerate((5, 12, 8)):
            pygame.draw.rect(surface, c, pygame.Rect(x - 6 + 5 * k, y + 6 - h, 4, h))
        return

    def right(x0):  # a triangle pointing right, its left edge at x0
        pygame.draw.polygon(surface, c, [(x0, y - 6), (x0 + 9, y), (x0, y + 6)])

    def left(x0):  # pointing left, its right edge at x0
        pygame.draw.polygon(surface, c, [(x0, y - 6), (x0 - 9, y), (x0, y + 6)])

    def bar(x0):
        pygame.draw.rect(surface, c, pygame.Rect(x0, y - 6, 3, 13))

    if name == "play":
        if playing:
            bar(x - 5)
            bar(x + 2)
        else:
            right(x - 4)
    elif name == "step":
        right(x - 6)
        bar(x + 4)
    elif name == "step_back":
        bar(x - 7)
        left(x + 6)
    elif name == "turn":
        right(x - 9)
        right(x)
    elif name == "turn_back":
        left(x)
        left(x + 9)
    elif name == "end":
        right(x - 8)
        right(x - 1)
        bar(x + 8)
    elif name == "start":
        bar(x - 11)
        left(x + 1)
        left(x + 8)


def draw_marker(surface, kind: str, centre, hover: bool) -> None:
    """A timeline marker, told apart by shape: kill a disc, overkill a disc in a ring,
    frenzy a diamond, the end a square."""
    x, y = centre
    colour = MARK.get(kind, theme.TEXT)
    edge = (255, 255, 255) if hover else (10, 10, 14)
    if kind in ("kill", "overkill"):
        pygame.draw.circle(surface, colour, (x, y), 5)
        pygame.draw.circle(surface, edge, (x, y), 5, 1)
        if kind == "overkill":
            pygame.draw.circle(surface, colour, (x, y), 8, 2)
    elif kind == "frenzy":
        points = [(x, y - 7), (x + 7, y), (x, y + 7), (x - 7, y)]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, edge, points, 1)
    else:
        box = pygame.Rect(0, 0, 10, 10)
        box.center = (x, y)
        pygame.draw.rect(surface, colour, box)
        pygame.draw.rect(surface, edge, box, 1)
