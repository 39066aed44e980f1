"""The game screen's flow around the core's decisions: an option chosen and applied, the default
answer, undo, passing on after a person's turn, the log told a new entry at a time, a mode's
lesson shown. One job: what happens after a choice (GameScene joins it)."""

from __future__ import annotations

from ..screens.lesson_card import LessonCard
from ..screens.notices import Confirm
from .mode_lessons import Told
from ...words.refusals import undo_words
from .steps import FirstStep
from ...words.log import describe, name_of
from ...words.i18n import _
from ...core.choices import DONE, END_TURN, SKIP

from .game_scene_input import NOTICE_SECONDS

class GameSceneFlow:
    """GameScene's part: see the module's docstring."""

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
