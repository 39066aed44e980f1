"""Watching a kept game again: the game screen's board, boards, tracks, hand and log as
they stood at any moment, with the replay's controls in the prompt's place
(:mod:`..game.replay_controls`).

- Space plays or pauses; Left/Right step one choice; Shift+Left/Right (or Page
  Up/Down) one turn; Home/End the start and the end; + and - the speed; P the plots;
  Esc closes the plots, then goes back.
- Stepping forward (and playing) plays the choice's events out as in play; stepping
  back or jumping (the timeline, a turn) shows the position at once.
- A finished game shows every hand: the cards of whoever makes the next choice, or of
  the player whose board was clicked (click it again to follow the game). An
  unfinished game shows only what the table shows, no hand and no points.
- The plots (P, or the chart button) cover the table above the controls: the end
  screen's plots as they stood at the position shown, following it as it moves
  (figures folded once per position, the picture drawn once per position). An
  unfinished game's points are face down, so its plots show only the damage and the
  kills and deaths (:func:`~adrenaline.play.stats.table_stats`).
- "Play on from here" asks who plays each seat (:class:`PlayOnSeats`) and starts a new
  game, in its own file, from the moment shown; the game watched is never changed.
"""

from __future__ import annotations

import math

import pygame

from ...play.replay import Replay
from ...play.stats import game_stats, table_stats
from .. import layout, theme
from ..game.animation import Animator
from ..game.board_view import BoardView
from ..game.hand import HandView
from ..game.log_view import LogView
from ..game.player_boards import PlayersPanel
from ..game.replay_controls import SPEEDS, ReplayControls
from ..game.top_bar import TopBar
from ..kit.place import AWAY, pointer_left
from ..kit.text import draw_text, padded
from ..kit.tooltip import draw_tooltip, region_tooltip
from ..modes import mode_screen
from ..plots.view import PlotsView
from ...words.characters import called
from ...words.i18n import _
from ...words.log import describe
from .play_on_seats import PlayOnSeats
from .replay_table import ReplayTable, ReplayView

LOG_AFTER_JUMP = 60  # log lines told again after a jump (stepping on adds to them)


class ReplayScreen:
    """The replay's screen: the game screen's parts over a :class:`.replay_table.ReplayTable`,
    the controls, the plots page; "Play on from here" is :mod:`.play_on_seats`'."""

    overlay = False
    fills_window = True

    def __init__(self, app, replay: Replay):
        self.app = app
        self.replay = replay
        self.table = ReplayTable(replay)
        self.mode_screen = mode_screen(self.table.game)
        self.speed = 1.0
        self.animator = Animator(self.table, speed=lambda: app.settings.speed * self.speed,
                                 mode_screen=self.mode_screen)
        self.view = ReplayView(self.table, self.animator)
        self.board = BoardView(self.table.game.state.board)
        self.playing = False
        self.wait = 0.0  # seconds since the last choice played out (playing)
        self.dragging = False
        self.mouse = (0, 0)
        self._lines: dict[int, list[str]] = {}
        self.showing_plots = False
        self._plots: tuple[int, PlotsView] | None = None  # the position they are of, the plots
        self._make_panels()

    def _make_panels(self) -> None:
        self.controls = ReplayControls(low=self.showing_plots)
        self.hand = HandView()
        self.players = PlayersPanel()
        self.top_bar = TopBar(self.mode_screen)
        self.log = LogView()
        self.regions = [self.board, self.hand, self.players, self.top_bar, self.log]
        self._lines.clear()
        self._tell_up_to(self.position)

    def words_changed(self) -> None:
        self._make_panels()

    def relayout(self) -> None:
        for region in self.regions + [self.controls]:
            place = getattr(region, "place", None)
            if place:
                place()

    # -- the position -------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self.table.position

    def turn_number(self, position: int) -> int:
        return self.replay.turn_number(position)

    def lines_of(self, position: int) -> list[str]:
        if position not in self._lines:
            self._lines[position] = describe(self.replay.game, self.replay.entries[position])
        return self._lines[position]

    def _tell_up_to(self, position: int) -> None:
        """The log as it stood at ``position``: its newest :data:`LOG_AFTER_JUMP` lines
        (a few pages to scroll back through; wrapping more would slow a jump down)."""
        self.log = LogView()
        self.regions[-1] = self.log
        wanted: list[list[str]] = []
        count = 0
        for i in range(position, self.replay.first - 1, -1):
            lines = self.lines_of(i)
            wanted.append(lines)
            count += len(lines)
            if count >= LOG_AFTER_JUMP:
                break
        for lines in reversed(wanted):
            for line in lines:
                self.log.add(line)

    def step(self) -> None:
        """One choice forward, played out as in play."""
        if self.position >= self.replay.last:
            self.playing = False
            return
        if self.animator.busy:  # the last one still plays: show it done, then go on
            self.jump(self.position)
        self.table.forward()
        for line in self.lines_of(self.position):
            self.log.add(line)
        self.wait = 0.0

    def jump(self, position: int) -> None:
        """Show ``position`` at once (stepping back, a turn, the timeline)."""
        a = self.animator
        a.queue.clear()
        a.current = None
        a.banners.clear()
        a.popups.clear()
        self.table.jump(position)
        a.sync()
        self._tell_up_to(self.position)
        self.wait = 0.0

    def act(self, name: str) -> None:
        r, p = self.replay, self.position
        if name == "play":
            self.toggle_play()
            return
        if name == "speed":
            k = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
            self.speed = SPEEDS[(k + 1) % len(SPEEDS)]
            return
        if name == "play_on":
            self.play_on()
            return
        if name == "plots":
            self.toggle_plots()
            return
        if name == "back":  # as Esc: the plots first, then the replay
            self.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
            return
        self.playing = False
        if name == "step":
            self.step()
        elif name == "step_back":
            self.jump(p - 1)
        elif name == "turn":
            self.jump(r.next_turn(p))
        elif name == "turn_back":
            self.jump(r.previous_turn(p))
        elif name == "start":
            self.jump(r.first)
        elif name == "end":
            self.jump(r.last)

    def toggle_play(self) -> None:
        if self.playing:
            self.playing = False
            return
        if self.position >= self.replay.last:
            self.jump(self.replay.first)
        self.playing = True
        self.wait = 1e9  # the first choice at once

    def change_speed(self, delta: int) -> None:
        k = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, k + delta))]

    def toggle_plots(self) -> None:
        """The plots page over the table, or the table again."""
        self.showing_plots = not self.showing_plots
        self.controls.low = self.showing_plots  # the plots take the room above them
        self.controls.place()

    def plots(self) -> PlotsView:
        """The plots as they stood at the position shown: the figures are folded from the
        log once per position (not per frame), and the view draws its picture once."""
        if self._plots is None or self._plots[0] != self.position:
            stats = game_stats(self.replay.game, upto=self.position + 1)
            if not self.replay.finished:
                stats = table_stats(stats)  # point tokens are kept face down
            self._plots = (self.position, PlotsView(stats))
        return self._plots[1]

    def plots_rect(self) -> pygame.Rect:
        """Where the plots go: the whole width above the controls (at the window's bottom
        edge on this page), and above the line on a game not finished."""
        top = 8
        bottom = self.controls.rect.y - 8 - (0 if self.replay.finished else self.note_height())
        return pygame.Rect(16, top, layout.WIDTH - 32, bottom - top)

    def note_height(self) -> int:
        """The line over the controls that says why a game not finished has no points."""
        return 2 * theme.font(20).get_linesize() + 4

    def play_on(self) -> None:
        self.playing = False
        self.app.push(PlayOnSeats(self.app, self.replay, self.position))

    def back(self) -> None:
        if len(self.app.stack) > 1:
            self.app.pop()
        else:
            self.app.go_home()

    # -- input --------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if pointer_left(event):  # no tooltip, no card in full, once the pointer is gone
            self.mouse = AWAY
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.dragging:
                position = self.controls.position_at(self.replay, event.pos[0])
                if position != self.position:
                    self.jump(position)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEWHEEL:
            if not self.showing_plots:
                self.log.handle_event(event, self.mouse)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def click(self, pos) -> None:
        self.controls.layout_controls(self)
        control = self.controls.control_at(pos)
        if control is not None:
            self.act(control.name)
            return
        if self.controls.on_timeline(pos):
            self.playing = False
            self.dragging = True
            self.jump(self.controls.position_at(self.replay, pos[0]))
            return
        if self.showing_plots:  # the table is under the plots
            return
        if self.players.rect.collidepoint(pos) and self.replay.finished:
            n = len(self.table.game.state.players)
            for seat in range(n):
                if layout.player_rect(seat, n).collidepoint(pos):
                    self.table.pinned = None if self.table.pinned == seat else seat
                    return
        if self.log.rect.collidepoint(pos):
            self.log.click(pos, self.view)

    def key(self, event) -> None:
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        k = event.key
        if k == pygame.K_ESCAPE:
            if self.showing_plots:
                self.toggle_plots()
            else:
                self.back()
        elif k == pygame.K_p:
            self.act("plots")
        elif k == pygame.K_SPACE:
            self.act("play")
        elif k == pygame.K_RIGHT:
            self.act("turn" if shift else "step")
        elif k == pygame.K_LEFT:
            self.act("turn_back" if shift else "step_back")
        elif k == pygame.K_PAGEDOWN:
            self.act("turn")
        elif k == pygame.K_PAGEUP:
            self.act("turn_back")
        elif k == pygame.K_HOME:
            self.act("start")
        elif k == pygame.K_END:
            self.act("end")
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_speed(1)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_speed(-1)

    # -- the flow -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animator.update(dt)
        if not self.playing or self.animator.busy:
            return
        if self.position >= self.replay.last:
            self.playing = False
            return
        self.wait += dt
        if self.wait >= self.app.settings.computer_pause / self.speed:
            self.step()

    def still_for(self) -> float:
        """How long the screen stays as it is (the window sleeps meanwhile): 0 while it
        plays on or anything moves, else until input."""
        a = self.animator
        if self.playing or a.busy or a.popups or a.banners or self.board.gliding:
            return 0.0
        return math.inf

    def close(self) -> None:
        self.playing = False

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        self.view.refresh()
        if self.showing_plots:
            self.draw_plots_page(surface)
            return
        self.top_bar.draw(surface, self.view, self.mouse)
        self.board.draw(surface, self.view)
        self.controls.draw(surface, self, self.mouse)
        self.hand.draw(surface, self.view, self.mouse)
        self.draw_whose_hand(surface)
        self.players.draw(surface, self.view, self.mouse)
        self.log.draw(surface, self.view, self.mouse)
        self.animator.draw_overlay(surface)
        panel = self.board.card_panel(self.mouse, self.view)  # one popup: the card, or a tip
        if panel is not None:
            surface.blit(*panel)
            return
        tip = self.tooltip_at(self.mouse)
        if tip:
            draw_tooltip(surface, tip, self.mouse)

    def draw_plots_page(self, surface) -> None:
        """The plots over the table, the controls under them and, beside the controls,
        how to go back; over them, for a game not finished, why there are no points."""
        self.controls.draw(surface, self, self.mouse)
        plots = self.plots()
        room = self.plots_rect()
        plots.draw(surface, room)
        c = self.controls.rect
        if not self.replay.finished:
            below = room.bottom + 4
            draw_text(surface, _("Point tokens are kept face down: the points of a game not "
                                 "finished are not shown."), 20, theme.TEXT,
                      (layout.WIDTH // 2, (below + c.y) // 2), "center", layout.WIDTH - 64, c.y - below)
        beside = pygame.Rect(c.right + 16, c.y, layout.WIDTH - 16 - c.right - 16, c.height)
        draw_text(surface, _("Back to the table (P or Esc)"), 20, theme.TEXT_DIM, beside.center, "center",
                  beside.width, beside.height)
        tip = self.tooltip_at(self.mouse)
        if tip:
            draw_tooltip(surface, tip, self.mouse)

    def whose_hand_rect(self) -> pygame.Rect | None:
        """Where it says whose cards the hand shows: at the end of the timeline's row,
        right above the hand, never over a card (None: no hand up)."""
        if self.view.hand_seat is None:
            return None
        return pygame.Rect(self.controls.whose)

    def whose_hand_words(self, seat: int) -> str:
        """'Cards of Alice'; the name alone where that does not fit on the line at the
        text floor (the line's tooltip says what it is)."""
        name = called(self.table.game.state.players[seat])
        words = _("Cards of {name}").format(name=name)
        r = self.controls.whose
        return words if theme.font(-theme.MIN_PIXELS).size(padded(words))[0] <= r.width else name

    def draw_whose_hand(self, surface) -> None:
        """Whose cards the hand shows (a finished game: the next to choose, or the
        board clicked), in the player's colour, over the hand's right end."""
        r = self.whose_hand_rect()
        if r is None:
            return
        seat = self.view.hand_seat
        colour = theme.player_text(self.table.game.state.players[seat].colour)  # 4.5:1
        draw_text(surface, self.whose_hand_words(seat), 18, colour, r.midright, "right", r.width,
                  r.height)

    def tooltip_at(self, pos) -> str | None:
        r = self.whose_hand_rect()
        if not self.showing_plots and r is not None and r.collidepoint(pos):
            return _("Click a player's board to see their cards; click it again to follow the game")
        control = self.controls.control_at(pos)
        if control is not None:
            return control.tip
        marker = self.controls.marker_at(self.replay, pos)
        if marker is not None:
            return self.controls.marker_words(self, marker)
        if self.showing_plots:
            return self.plots().tooltip_at(pos) or None
        return region_tooltip(self.regions, pos, self.view)

    def clickables(self) -> list:
        self.controls.layout_controls(self)
        return self.controls.clickables()

    def probe_extra(self) -> dict:
        return {"position": self.position, "last": self.replay.last, "playing": self.playing,
                "plots": self.showing_plots}


