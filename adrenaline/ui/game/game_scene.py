"""The game screen: the arena, the panels, and the flow around the core's decisions.

- A person's click or key is turned into an option of the current decision by
  the region under it; nothing else reaches the core.
- A computer player thinks apart - in a worker process in the window
  (``app.think_apart``), in a thread in headless tests - so the frames never wait
  for it; its answers are applied one at a time, after the animations and a
  pause, so people can follow.
- When another person must decide (next turn, a Tagback Grenade), a hand-off
  screen hides every private card until that person clicks.
- A click on something that is not an option says in a few words why, for a
  couple of seconds above the click: the core's reason (``why_not``), worded by
  :mod:`adrenaline.words.reasons`; the game does not change.
- A person's turn never ends on its own: when their last choice ends it, the
  screen says so and waits for Enter or a click before the game goes on.
- A mode's rules are explained the first time each happens in the game (a lesson
  card over the paused game: :mod:`.mode_lessons`), with the Settings' "Hints" on and
  a person at the table; never over a hand the hand-off cover must hide.
- Keys (F1 lists them): Esc the in-game menu, Z undo (the undone choices leave the
  log), M sound off or on (saved). Tab / Shift+Tab and the arrows move a keyboard
  focus over everything that can be clicked (:mod:`.focus`); Enter/Space press the
  focused thing - a click on it, routed as the mouse's is - and nothing else. Where
  Enter has a default (done, skip, end turn, pass on) the ring starts there at each
  decision; in a decision with none, the focus left there takes Enter once it has been
  there a moment. Keys 1-9 press the prompt bar's buttons in order (numbered on them);
  while a decision's first step is asked on a mode's board (Turret mode's tile,
  :mod:`.steps`), the key of the number printed by it.
- What the keyboard focuses shows what a pointer there would: the square's path and
  what would be grabbed, the figure's damage preview, the card's or button's tooltip
  (:meth:`GameScene.hover_point`: the previews are drawn for a point of the focused thing
  until the mouse moves).

GameScene keeps the panels, the turn's pacing and the hot seat (hand-off, lessons); its
input is in :mod:`.game_scene_input`, the flow after a choice in :mod:`.game_scene_flow`, its
drawing in :mod:`.game_scene_draw`.
"""

from __future__ import annotations

import math

import pygame

from .advice_view import AdviceView
from .animation import Animator
from .board_draw import PULSE_SECONDS
from .board_view import BoardView
from .focus import Focus
from ..screens.end_screen import EndScreen
from ..screens.hand_off import HandOff
from ..screens.notices import SaveProblem
from ..modes import mode_lessons, mode_screen
from .mode_lessons import RuleLessons
from .hand import HandView
from .log_view import LogView
from .player_boards import PlayersPanel
from .prompt_bar import PromptBar
from .top_bar import TopBar
from .view import GameView
from .moments import Moments
from ..sound.music_player import intensity_of
from ...words.i18n import _
from ...words.kept_games import problem_words
from ...saves import library
from .game_scene_input import NOTICE_SECONDS, GameSceneInput  # noqa: F401 (NOTICE_SECONDS: named here for its importers)
from .game_scene_flow import GameSceneFlow
from .game_scene_draw import GameSceneDraw



class GameScene(GameSceneInput, GameSceneFlow, GameSceneDraw):
    overlay = False
    fills_window = True  # laid out on the whole logical surface (see :mod:`.layout`)
    PASS_ON_GRACE = 0.4  # seconds before "your turn is over" takes Enter or a click

    def __init__(self, app, session):
        self.app = app
        self.session = session
        if getattr(app, "think_apart", False):
            session.think_apart()
        session.hold_turn_ends()  # "Your turn is over": the last choice can still be undone
        self.mode_screen = mode_screen(session.game)  # what the game's mode adds to the screen
        self.animator = Animator(session, speed=lambda: app.settings.speed,
                                 mode_screen=self.mode_screen)
        self.view = GameView(session, self.animator)
        self.moments = Moments(session, self.animator, lambda: app.settings.reduce_motion,
                               speed=lambda: app.settings.speed)
        self.lessons = RuleLessons(mode_lessons(session.game), session.game)
        self.board = BoardView(session.game.state.board)
        self._make_panels()
        self.computer_wait = 0.0
        self.mouse = (0, 0)
        self.ended = False
        self.told_save_problem = None  # the save problem already put on screen
        self.notice: tuple[str, tuple[int, int]] | None = None  # why a click did nothing, where
        self.notice_left = 0.0
        self.turn_over_age = 0.0  # seconds the "your turn is over" line has been up
        self.focus = Focus()  # the keyboard's focus over clickables()
        self.routes_by = "mouse"  # what shows a square's ways: the pointer or the keyboard's focus
        self.popups_drawn: list[tuple[str, pygame.Rect]] = []  # the last frame's popup (tests)
        self.attention = 0.0  # seconds since the options on screen changed (the pulse)
        self._attention_key = None
        self.advice = AdviceView(getattr(app, "think_apart", False))  # key H: Hard's advice
        self._tell_from_start()

    def _make_panels(self) -> None:
        self.prompt = PromptBar()
        self.hand = HandView()
        self.players = PlayersPanel()
        self.top_bar = TopBar(self.mode_screen)
        self.log = LogView()
        self.prompt.show_hints = self.app.settings.hints
        self.regions = [self.board, self.prompt, self.hand, self.players, self.top_bar, self.log]

    def _tell_from_start(self) -> None:
        self._lines_after: dict[int, int] = {}  # log length -> lines told up to there
        self._waiting: list[tuple[int, int, list[str]]] = []  # (events landed, entry, lines)
        self._told = self._story_start()  # log entries already told
        self._lines_told = self.log.total  # lines told, shown or waiting for their animation
        log = self.session.game.log
        self._last_told = log[self._told - 1] if self._told else None  # as it was told
        self._tell_new_entries()

    def words_changed(self) -> None:
        """The language changed: the panels, and the log told so far, in the new words."""
        self._make_panels()
        self._tell_from_start()

    def relayout(self) -> None:
        """The window changed size: every region to its place in the new layout."""
        for region in self.regions:
            place = getattr(region, "place", None)
            if place:
                place()

    def enter(self) -> None:
        """Enter or Space: the focused thing is pressed, and nothing else. The ring starts
        on the default (done, skip, end turn, pass on), so with the focus never moved
        Enter confirms it as before; a focus left on a decision with no default takes
        Enter once it has been there a moment (:attr:`.Focus.live`). Before any key, no
        ring shows: Enter confirms the default, where the ring would be, and shows it."""
        self.focus.new_decision(self.session.decision)
        focused = self.focused_item()
        self.focus.show()
        if focused is None:
            if self.waiting_to_pass_on():
                self.pass_on()  # not in its first moments (the ring waits for Pass on too)
            else:
                self.confirm_default()
            return
        if self.focus.moved or self.focus.id == self.focus_default()[0] or self.focus.live:
            self.press(focused)

    def music_wanted(self) -> tuple[str, str]:
        """The play music, as driving as the game is now (:mod:`..sound.music_player`)."""
        return ("play", intensity_of(self.session.game.state))

    def update(self, dt: float) -> None:
        self._pace_attention(dt)
        self.prompt.show_hints = self.app.settings.hints
        self.session.set_thinking(self.app.settings.hard_thinking)
        if self.session.save_problem is not self.told_save_problem:
            self.tell_save_problem()
            return
        self.notice_left = max(0.0, self.notice_left - dt)
        if self.notice_left == 0.0:
            self.notice = None
        self.animator.update(dt)
        self.advice.poll(self)
        s = self.session
        self.moments.update(dt, deciding=not self.animator.busy and s.person_to_decide() is not None
                            and not s.needs_handoff())
        self.focus.new_decision(self.session.decision)
        self.focus.tick(dt)
        self._show_landed()
        if self.animator.busy:
            return
        if self.view.decision is not None and self.session.persons():
            self.view.refresh()
            self.lessons.look(self.view)  # a lesson about the question on screen, before the choice
        if self.show_lesson():
            return
        s = self.session
        if s.is_over:
            self.moments.game_over()  # the winner's moment, then the end screen
            if not self.ended and not self.moments.showing("winner"):
                self.ended = True
                s.close()
                if s.autosave is not None:  # kept: the oldest past games beyond the limit go
                    library.keep_newest_finished(self.app.settings.past_games_kept)
                self.app.push(EndScreen(self.app, s))
            return
        if s.turn_over is not None:
            self.turn_over_age += dt
            return  # "your turn is over": Enter or a click goes on
        if s.needs_handoff() and len(s.persons()) > 1:
            self.app.push(HandOff(self.app, s))
            return
        if s.needs_handoff():
            s.hand_over()
        if s.computer_to_decide():
            s.think()
            self.computer_wait += dt
            pause = self.app.settings.computer_pause / self.app.settings.speed
            if self.computer_wait >= pause:
                decision = s.decision
                answer = s.thought()
                if answer is not None:
                    self.computer_wait = 0.0
                    self.applied(decision, answer, s.choose(answer))
                    self._tell_new_entries()

    def _pace_attention(self, dt: float) -> None:
        """The highlights pulse for a few beats when the options change, then hold still."""
        key = (len(self.session.game.log), self.session.turn_over)
        if key != self._attention_key:
            self._attention_key, self.attention = key, 0.0
        else:
            self.attention += dt
        self.board.pulse_time = self.attention

    def still_for(self) -> float:
        """How long the screen stays as it is (the window sleeps meanwhile): 0 while
        anything moves (an animation, a word floating up, a figure gliding, the
        highlights' first beats) or a computer player is to decide; else until input,
        or until the notice goes or the end of a turn takes Enter."""
        s, a = self.session, self.animator
        if a.busy or a.popups or a.banners or self.moments.busy or self.board.gliding or self.attention < PULSE_SECONDS:
            return 0.0
        if s.is_over:
            return math.inf if self.ended else 0.0
        waits = [math.inf]
        if s.turn_over is not None:
            if self.turn_over_age < self.PASS_ON_GRACE:
                waits.append(self.PASS_ON_GRACE - self.turn_over_age)
        elif s.person_to_decide() is None or s.needs_handoff() or self.advice.thinking():
            return 0.0  # a computer player decides, the screen is to change hands, or advice
        if self.notice is not None:
            waits.append(self.notice_left)
        return min(waits)

    def tell_save_problem(self) -> None:
        """The game's file cannot be written: say so at once, over the game."""
        self.told_save_problem = self.session.save_problem
        if self.told_save_problem is not None:
            self.app.push(SaveProblem(self.app, self.session))

    def unsaved(self) -> str | None:
        """Why closing now would lose this game (its file could not be written), or None."""
        problem = self.session.save_problem
        if problem is None or self.session.is_over:
            return None
        return _("This game is not saved ({why}).").format(why=problem_words(problem))

    def close(self) -> None:
        self.advice.close()
        self.session.close()

