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
"""

from __future__ import annotations

import math

import pygame

from .. import layout, theme
from .advice_view import AdviceView
from .animation import Animator
from .board_draw import PULSE_SECONDS
from .board_view import BoardView
from .board_words import move_tip, route_chip_words, route_words
from .focus import DIRECTIONS, Focus, draw_ring
from .move_marks import chip_rects, route_chips
from ..probe import Item
from ..screens.end_screen import EndScreen
from ..screens.hand_off import HandOff
from ..screens.in_game_menu import InGameMenu
from ..screens.lesson_card import LessonCard
from ..screens.notices import Confirm, SaveProblem
from ..kit.tooltip import draw_tooltip
from .popups import Popup, around, beside
from ..kit.place import AWAY, pointer_left
from ..modes import mode_lessons, mode_screen
from .mode_lessons import RuleLessons, Told
from .hand import HandView
from .log_view import LogView
from .player_boards import PlayersPanel
from .prompt_bar import PromptBar
from .top_bar import TopBar
from ...words.reasons import reason_words
from ...words.refusals import undo_words
from .steps import FirstStep
from .view import GameView
from .moments import Moments
from ..sound.music_player import intensity_of
from ...words.log import describe, name_of
from ...words.i18n import _
from ...words.kept_games import problem_words
from ...core.board import parse_square
from ...core.choices import DONE, END_TURN, SKIP
from ...core.reasons import Figure, PowerupCard, Spawnpoint, WeaponCard, why_not
from ...saves import library

NOTICE_SECONDS = 2.5  # how long the words saying why a click did nothing stay
NUMBER_KEYS = {**{getattr(pygame, f"K_{n}"): n for n in range(1, 10)},
               **{getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}}  # the prompt's buttons


class GameScene:
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

    # -- input --------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.moments.busy:
            self.moments.skip()  # a big moment's banner goes at a click or a key
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.routes_by = "mouse"
        elif pointer_left(event):
            self.mouse = AWAY  # no tooltip, no hovered card, once the pointer is gone
        elif event.type == pygame.MOUSEWHEEL:
            self.log.handle_event(event, self.mouse)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.waiting_to_pass_on():
                undo = self.prompt.undo_button
                if undo is not None and undo.rect.collidepoint(event.pos):
                    self.undo()
                elif not self.log.rect.collidepoint(event.pos):
                    self.pass_on()
                else:
                    self.log.click(event.pos, self.view)
                return
            if self.advice.button.collidepoint(event.pos) and self.advice.ask(self):
                return
            self.view.refresh()
            self.place_routes(event.pos)  # the ways of the square clicked, as drawn there
            for region in self.regions:
                option = region.click(event.pos, self.view)
                if option == "undo":
                    self.undo()
                    return
                if option is not None:
                    self.choose(option)
                    return
            self.explain(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.push(InGameMenu(self.app, self))
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.enter()
            elif event.key == pygame.K_TAB or event.key in DIRECTIONS:
                self.focus.new_decision(self.session.decision)
                self.routes_by = "keys"
                default, _waiting = self.focus_default()
                if event.key == pygame.K_TAB:
                    self.focus.tab(self.clickables(), -1 if event.mod & pygame.KMOD_SHIFT else 1,
                                   default)
                else:
                    self.focus.arrow(self.clickables(), event.key, default)
            elif event.key in NUMBER_KEYS and not self.waiting_to_pass_on():
                self.press_number(NUMBER_KEYS[event.key])
            elif event.key == pygame.K_z:
                self.undo()
            elif event.key == pygame.K_m:
                self.toggle_sound()
            elif event.key == pygame.K_h:
                self.advice.ask(self)

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

    def focus_default(self) -> tuple[str | None, bool]:
        """Where the ring starts: the id of what Enter confirms now (Pass on while "Your
        turn is over" shows, else the decision's :meth:`default_choice`), and whether it is
        still to be listed (Pass on, in its first moments: no ring until it takes a press)."""
        if self.session.turn_over is not None:
            return "button:pass_on", True
        default = self.default_choice()
        return (default.text if default is not None else None), False

    def focused_item(self):
        """The thing the keyboard focus is on (the default while it was not moved), or None."""
        default, waiting = self.focus_default()
        return self.focus.current(self.clickables(), default, waiting=waiting)

    def press(self, item) -> None:
        """Enter on a focused thing: a left click on it (:meth:`stand_in`), routed as the
        mouse's (one path: the same option, the same refusal, the same tutorial guard)."""
        at = self.stand_in(item)
        self.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=at))

    def stand_in(self, item) -> tuple[int, int]:
        """The point a pointer on ``item`` would be at: its middle, or, on a square, a
        point with nothing else on it (a figure, a tile, a card, a chip)."""
        rect = pygame.Rect(item[2])
        sq = self.board.square_at(rect.center) if item[0] == "square" else None
        if sq is not None and rect == layout.square_rect(sq):
            return self.board.clear_point(sq, self.view)
        return rect.center

    def hover_point(self) -> tuple[int, int]:
        """Where hovering is shown from: the mouse, or, once the keyboard moved the focus
        (until the mouse moves), the focused thing (:meth:`stand_in`): the same previews
        - the path, the damage preview, the tooltip, the weapon in full - by the same code."""
        if self.routes_by == "keys":
            item = self.focused_item()
            if item is not None:
                return self.stand_in(item)
        return self.mouse

    def press_number(self, n: int) -> None:
        """Keys 1-9: the prompt bar's n-th button (the number is drawn on it); while a
        first step is asked (Turret mode: which tile?), the one numbered n on the board."""
        self.view.refresh()
        self.prompt.layout_buttons(self.view)
        if self.view.decision is None:
            return
        if self.view.steps and self.view.step is None:
            step = next((st for st in self.view.steps if st.number == n), None)
            item = next((i for i in self.clickables() if step is not None and i.id == step.text), None)
            if item is not None:
                self.press(item)
            return
        if 0 < n <= len(self.prompt.buttons):
            self.press(("button", "", self.prompt.buttons[n - 1].rect))

    def place_routes(self, pointer=None) -> None:
        """Whose ways show (TUR-7: the mover chooses the route where routes differ): the
        square under the pointer, or the one the keyboard's focus is on or in (its
        square, or one of its route chips: that way drawn)."""
        view = self.view
        view.route_square, view.route_hot = None, None
        if self.routes_by == "keys":
            if not self.focus.shown or self.focus.id is None:
                return
            words = self.focus.id.split()
            try:
                sq = parse_square(words[1]) if len(words) > 1 else None
            except (KeyError, ValueError):
                return
        else:
            at = self.mouse if pointer is None else pointer
            sq = self.board.square_at(at) if self.board.rect.collidepoint(at) else None
        if sq is None or not view.routes_at(sq):
            return
        view.route_square = sq
        if self.routes_by == "keys":
            view.route_hot = next((route for _rect, route, key in route_chips(view)
                                   if key == self.focus.id), None)

    def focus_id(self) -> str | None:
        """The id of the thing the keyboard focus is on (for the probe), or None."""
        return self.focus.id if self.focused_item() is not None else None

    def toggle_sound(self) -> None:
        """M: the sound effects off or on, at once and kept (as in Settings), said
        where the pointer is."""
        settings = self.app.settings
        settings.muted = not settings.muted
        self.app.sound.apply(settings)
        self.app.music.apply(settings)
        try:
            settings.save()
        except OSError:
            pass  # kept for this run; Settings says when it cannot save
        self.notice = (_("Sound off (M)") if settings.muted else _("Sound on (M)"), self.hover_point())
        self.notice_left = NOTICE_SECONDS

    def music_wanted(self) -> tuple[str, str]:
        """The play music, as driving as the game is now (:mod:`..sound.music_player`)."""
        return ("play", intensity_of(self.session.game.state))

    def explain(self, pos) -> None:
        """A click on a square, figure or card that is not an option: show why."""
        s = self.session
        if s.decision is None or self.animator.busy or s.needs_handoff():
            return
        who = s.person_to_decide()
        if who is None:  # a computer decides: the person at the screen waits
            who = s.viewer if s.viewer is not None else next(iter(s.persons()), None)
            if who is None:
                return
        which = self.board.which_one(pos, self.view)  # a spawnpoint two powerups lead to
        if which:
            self.notice, self.notice_left = (which, pos), NOTICE_SECONDS
            return
        for region in (self.board, self.hand):
            thing = region.thing_at(pos, self.view)
            if thing is not None:
                break
        else:
            return
        reason = why_not(s.game, who, thing)
        if reason is None:  # an option this screen does not offer (a tutorial step)
            return
        what = ("figure" if isinstance(thing, Figure)
                else "spawnpoint" if isinstance(thing, Spawnpoint)
                else "card" if isinstance(thing, (WeaponCard, PowerupCard)) else "square")
        self.notice = (reason_words(reason, what, lambda who: name_of(s.game, who)), pos)
        self.notice_left = NOTICE_SECONDS

    def choose(self, option) -> None:
        if isinstance(option, FirstStep):  # a tile picked: the plain choice after it, if any
            if len(option.options) > 1:
                self.view.take_step(option)
                self.focus.key = None  # the keyboard's focus to the first answer
                return
            option = option.options[0]
        question = self.view.needs_confirm(option)
        if question:
            self.app.push(Confirm(self.app, question, lambda: self._apply(option), default="no"))
            return
        self._apply(option)

    def _apply(self, option) -> None:
        d = self.view.decision
        chain = getattr(option, "chain", None)  # click-to-move: an action, then its square
        if d is None or (chain or (option,))[0] not in d.options:
            return  # the screen was stale: nothing happens
        if chain:
            for decision, choice, events in self.session.choose_chain(chain):
                self.applied(decision, choice, events)
        else:
            self.applied(d, option, self.session.choose(option))
        self._tell_new_entries()

    def applied(self, decision, option, events) -> None:
        """A choice (a person's or a computer's) went into the game (hook: tutorial):
        the mode's lessons it sets off wait for the screen."""
        if self.session.persons():  # a game of computer players only shows no lesson
            self.lessons.observe(self.session.game, events)

    def default_choice(self):
        """What Enter confirms when the focus was not moved: done, skip, end turn, or
        the only option; None when the decision has none of these."""
        d = self.view.decision
        if d is None:
            return None
        for default in (DONE, SKIP, END_TURN):
            if default in d.options:
                return default
        return d.options[0] if len(d.options) == 1 else None

    def confirm_default(self) -> None:
        default = self.default_choice()
        if default is not None:
            self.choose(default)

    def undo(self) -> None:
        """Take back the last choice, also the one that ended the turn while "Your turn
        is over" is shown; its lines leave the log (the log tells what happened, not
        what was tried). Where nothing can be undone, a line says why."""
        if self.animator.busy or self.session.is_over:
            return
        if self.view.step_back():  # the tile picked: back to "which tile?"
            self.focus.key = None
            return
        if not self.view.can_undo():
            why = "guided" if self.view.undo_locked() else self.session.why_no_undo()
            self.notice = (undo_words(why), self.hover_point())
            self.notice_left = NOTICE_SECONDS
            return
        self.session.undo()
        self.animator.sync()
        self.turn_over_age = 0.0
        self._untell(len(self.session.game.log))

    # -- the end of a person's turn ---------------------------------------------------------
    def waiting_to_pass_on(self) -> bool:
        """The person's turn is over and the screen waits for them (animations done)."""
        return self.session.turn_over is not None and not self.animator.busy

    def pass_on(self) -> None:
        """Enter or a click after "your turn is over" (not in its first moments: a
        press meant for the last choice must not skip it)."""
        if self.turn_over_age >= self.PASS_ON_GRACE:
            self.turn_over_age = 0.0
            self.went_on(self.session.pass_on())

    def went_on(self, events) -> None:
        """The end of a held turn went on (respawns, the refill, the next turn): its
        events joined the log entry of the choice that ended the turn, told again whole."""
        if not events:
            return
        self.applied(None, None, events)
        self._tell_new_entries()

    # -- the flow -------------------------------------------------------------------------
    def _story_start(self) -> int:
        """A game set up from a position (scenario, tutorial) is told from there."""
        game = self.session.game
        for i in range(len(game.log) - 1, -1, -1):
            if any(type(e).__name__ == "PositionSet" for e in game.log[i].events):
                g = game.state
                self.log.add(_("-- A set position: turn {turn}, {name} to play --").format(
                    turn=g.turn, name=name_of(game, g.current)))
                return i + 1
        return 0

    def _tell_new_entries(self) -> None:
        """The log's new entries, each shown when the animation of its last event has
        landed (:attr:`.Animator.landed`), not when the choice was applied: a
        computer player's results are read as they are seen. The last entry told is
        told again whole if it grew (a held end of turn went on: its events joined it)."""
        game = self.session.game
        last = self._told - 1
        if 0 <= last < len(game.log) and game.log[last] is not self._last_told:
            self._untell(last)
        new = range(self._told, len(game.log))
        ends, end = {}, self.animator.fed  # the feed ends with the newest entries' events
        for i in reversed(new):
            ends[i] = end
            end -= len(game.log[i].events)
        for i in new:
            self._lines_after[i] = self._lines_told
            lines = describe(game, game.log[i])
            self._waiting.append((ends[i], i, lines))
            self._lines_told += len(lines)
        self._told = len(game.log)
        self._lines_after[self._told] = self._lines_told
        self._last_told = game.log[-1] if game.log else None
        self._show_landed()

    def _untell(self, entry: int) -> None:
        """The log's lines from ``entry`` on leave it (shown or still waiting for their
        animation): an undo, or an entry to be told again."""
        self._waiting = [w for w in self._waiting if w[1] < entry]
        self._lines_told = self._lines_after.get(entry, self._lines_told)
        self.log.truncate(self._lines_told)
        self._told = min(self._told, entry)
        log = self.session.game.log
        self._last_told = log[self._told - 1] if 0 < self._told <= len(log) else None

    def _show_landed(self) -> None:
        """The waiting log lines whose events' animations have landed."""
        landed = self.animator.landed
        while self._waiting and self._waiting[0][0] <= landed:
            for line in self._waiting.pop(0)[2]:
                self.log.add(line)

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

    def show_lesson(self) -> bool:
        """A mode's lesson waiting (hints on): its card over the paused game. Not while
        another person is to take the screen: the card comes after the hand-off cover."""
        s = self.session
        if s.needs_handoff() and len(s.persons()) > 1:
            return False
        waiting = self.lessons.next(self.app.settings.hints)
        if waiting is None:
            return False
        lesson, event = waiting
        title, text = lesson.words()
        game = s.game
        self.app.push(LessonCard(self.app, Told(title, text, lesson.trigger),
                                 where=lambda: lesson.point(game, event),
                                 no_more=self.lessons.silence))
        return True

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

    def clickables(self) -> list[tuple[str, str, pygame.Rect]]:
        """What a person can click now (for end-to-end tests and accessibility)."""
        self.view.refresh()
        self.place_routes()
        # each: the words shown as its label, the option's text identity as its id
        items: list[Item] = []
        label = self.view.label
        for sq, option in self.view.squares.items():
            items.append(Item("square", label(option), layout.square_rect(sq), option.text))
        for sq, reaches in self.view.reach.items():  # click-to-move: "run r1c2", "grab r1c2"
            words = move_tip(self.view, reaches[0]) + route_words(self.view, sq).replace("\n", " - ")
            items.append(Item("square", words, layout.square_rect(sq), reaches[0].text))
        for n, (rect, route, key) in enumerate(route_chips(self.view), 1):  # the other ways
            items.append(Item("square", route_chip_words(self.view, route, n).replace("\n", " - "),
                              rect, key))
        for sq, options in self.view.spawns.items():  # the spawnpoint of a powerup's colour
            if len(options) == 1:
                items.append(Item("square", label(options[0]), layout.square_rect(sq),
                                  options[0].text))
        for rect, thing in chip_rects(self.view):  # the other action there, or which powerup
            if hasattr(thing, "action"):
                items.append(Item("square", move_tip(self.view, thing), rect, thing.text))
            else:
                items.append(Item("square", label(thing), rect, thing.text))
        for direction, (rect, option) in self.board.arrow_rects(self.view).items():
            items.append(Item("arrow", label(option), rect, option.text))
        positions = self.board.figure_positions(self.view)
        for seat, option in self.view.figures.items():
            if seat in positions:
                x, y = positions[seat]
                items.append(Item("figure", label(option), pygame.Rect(x - 16, y - 16, 32, 32),
                                  option.text))
        for colour, option in self.view.spawnpoints.items():
            x, y = self.board.spawnpoint_centre(colour)
            items.append(Item("spawnpoint", label(option), pygame.Rect(x - 12, y - 12, 24, 24),
                              option.text))
        self.prompt.layout_buttons(self.view)
        items += [Item("button", b.label, b.rect, b.option.text) for b in self.prompt.buttons]
        for extra, key in ((getattr(self.prompt, "undo_button", None), "button:undo"),
                           (getattr(self.prompt, "more_button", None), "button:more"),
                           (getattr(self.prompt, "pass_button", None), "button:pass_on")):
            if key == "button:pass_on" and self.turn_over_age < self.PASS_ON_GRACE:
                continue  # listed once it takes a press
            if extra is not None:
                items.append(Item("button", extra.label, extra.rect, key))
        items += [Item(kind, label(option), rect, option.text)
                  for kind, rect, option in self.card_options()]
        return items

    def card_options(self) -> list[tuple[str, pygame.Rect, object]]:
        """The cards that are options now: a weapon on a spawnpoint (``slot``), a card in
        the hand (``card``), a Domination track on the top bar (``track``)."""
        return (self.board.slot_options(self.view) + self.hand.card_options(self.view)
                + self.top_bar.track_options(self.view))

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        self.view.refresh()
        self.place_routes()
        focused = self.focused_item() if self.focus.shown else None  # clickables(): once a frame
        # the mouse, or the keyboard's focus: what it is on shows as hovered
        at = self.stand_in(focused) if focused is not None and self.routes_by == "keys" else self.mouse
        self.top_bar.draw(surface, self.view, at)
        self.board.draw(surface, self.view, at)
        self.prompt.draw(surface, self.view, at)
        self.hand.draw(surface, self.view, at)
        self.players.draw(surface, self.view, at)
        self.log.draw(surface, self.view, at)
        self.animator.draw_overlay(surface)  # tokens flying onto the boards, scores by them
        self.moments.draw(surface)
        self.draw_marks(surface)
        self.advice.draw(surface, self, at)
        if focused is not None:
            draw_ring(surface, pygame.Rect(focused[2]))
        self.popups_drawn = [(popup.kind, popup.draw(surface)) for popup in self.popups_now(at)]

    def draw_marks(self, surface: pygame.Surface) -> None:
        """Marks over the game that are not popups (hook: the tutorial frames the taught
        option)."""

    def popups_now(self, at=None) -> list[Popup]:
        """The popups to draw now, in order: the one of :meth:`popup_now` (hook: the
        tutorial keeps its hint under it)."""
        popup = self.popup_now(at)
        return [] if popup is None else [popup]

    def popup_clear(self) -> list[pygame.Rect]:
        """What a popup about the thing under the pointer keeps clear of, where it can
        (hook: the tutorial's hint and what it points at)."""
        return []

    def popup_now(self, at=None) -> Popup | None:
        """The one popup shown now, the most pressing first: why a click did nothing
        (a notice), the weapon card under the pointer in full, the tooltip of what is
        under the pointer, a hint (:meth:`hint`); none while another screen (the in-game
        menu, a lesson card, the hand-off cover) is over the game: that screen is the popup.
        The pointer is :meth:`hover_point`'s (``at``): the mouse, or the keyboard's focus."""
        stack = getattr(self.app, "stack", ())
        if self in stack and stack[-1] is not self:
            return None
        if self.notice is not None:
            words, pos = self.notice
            return Popup("notice", lambda surface: self.draw_notice(surface, words, pos))
        at = self.hover_point() if at is None else at
        panel = self.board.card_panel(at, self.view, self.popup_clear())
        if panel is not None:
            img, box = panel
            return Popup("card", lambda surface: surface.blit(img, box))
        tip = self.tooltip_at(at)
        if tip:
            thing = self.thing_rect(at)
            clear = self.popup_clear()
            return Popup("tooltip", lambda surface: draw_tooltip(surface, tip, at, thing, clear))
        return self.hint()

    def hint(self) -> Popup | None:
        """A hint over the game when nothing more pressing pops up (hook: the tutorial's)."""
        return None

    def thing_rect(self, pos) -> pygame.Rect:
        """What is under the pointer - a card of the hand, a button - else the spot under
        it: a popup about it is placed beside it, leaving it in view."""
        for rect, *_card in self.hand.slots:
            if rect.collidepoint(pos):
                return pygame.Rect(rect)
        buttons = [b.rect for b in self.prompt.buttons] + [
            b.rect for b in (getattr(self.prompt, name, None)
                             for name in ("undo_button", "more_button", "pass_button")) if b is not None]
        for rect in buttons:
            if rect.collidepoint(pos):
                return pygame.Rect(rect)
        return around(pos, 20)

    @staticmethod
    def draw_notice(surface: pygame.Surface, words: str, pos) -> pygame.Rect:
        """Why a click did nothing, in a box just above the click (below it at the top
        of the window), kept on screen, never over the spot clicked."""
        img = theme.text(words, 20, theme.TEXT)
        box = beside(img.get_rect().inflate(16, 10).size, around(pos), surface.get_rect(), 4,
                     ("above", "below", "right", "left"))
        pygame.draw.rect(surface, (40, 16, 20), box, border_radius=6)
        pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))
        return box

    def tooltip_at(self, pos) -> str | None:
        """What hovering ``pos`` explains (a card's text, why an action is not offered)."""
        for region in self.regions:
            t = getattr(region, "tooltip", None)
            if t and region.rect.collidepoint(pos):
                tip = t(pos, self.view)
                if tip:
                    return tip
        return None

    def probe_extra(self) -> dict:
        """For end-to-end tests: the log's newest lines, as shown."""
        return {"log": self.log.lines[-6:]}
