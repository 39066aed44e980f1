"""What would Hard do? The advice at a person's decision, on the game screen.

- Key H or the "Advice" button asks, at a decision of the person at the screen (in a
  hot seat: the one acting, never another seat's), when the Settings' "Advice" is on.
- Hard's search (``bots/advice.py``) runs apart from the frame loop: in a worker
  process in the window (the frames never wait for it), in a thread in headless
  tests. It reads only the asking seat's view.
- The answer: the suggested option ringed where it would be clicked (a square, a
  figure, a card, a button: the screen's own clickables for that option) and one or
  two sentences of why (``words/advice.py``) in a box over the top of the log, until
  the decision changes.
- Asking is marked: a line in the game's log, and the game's file (``play/advice``).
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import random

import pygame

from .. import layout, theme
from ..kit.text import draw_paragraphs, paragraphs_height
from ...bots.advice import BUDGET
from ...core.view import player_view
from ...play.advice import advise_job, mark_asked, warm
from ...play.thinking import give_way
from ...words.advice import advice_words
from ...words.i18n import _
from ...words.log import name_of

RING = (255, 214, 64)  # the suggested option's ring: a warm yellow, apart from the options' own
BOX = (24, 30, 44)
TEXT_SIZE = 20


class AdviceView:
    """The advice of one game screen: asked, thought apart, shown."""

    def __init__(self, apart: bool):
        self.apart = apart  # a worker process (the window), else a thread (tests)
        self._pool: concurrent.futures.Executor | None = None
        self.pending: tuple | None = None  # (decision, future)
        self.shown: tuple | None = None  # (decision, advice, lines)
        self.button = pygame.Rect(0, 0, 0, 0)
        self.asks = 0

    # -- asking -------------------------------------------------------------------------
    def can_ask(self, scene) -> bool:
        """Advice is on, a person at the screen decides (the acting one: never across a
        hand-off), nothing moves, the game goes on."""
        s = scene.session
        if not scene.app.settings.advice or s.is_over or s.turn_over is not None:
            return False
        return (s.person_to_decide() is not None and not s.needs_handoff()
                and s.decision is not None)

    def ask(self, scene) -> bool:
        """Ask Hard about the decision on screen (once per decision); marked in the log
        and the file. False when it cannot be asked now."""
        if not self.can_ask(scene):
            return False
        s = scene.session
        d = s.decision
        if (self.pending and self.pending[0] is d) or (self.shown and self.shown[0] is d):
            return True
        seat = d.decider
        view = player_view(s.game, seat)
        seed = random.randrange(1 << 30)
        self.pending = (d, self._executor().submit(advise_job, view, d, BUDGET, seed))
        self.asks += 1
        mark_asked(s, seat)
        scene.log.add(_("{name} asks Hard for advice.").format(name=name_of(s.game, seat)))
        return True

    def _executor(self) -> concurrent.futures.Executor:
        if self._pool is None:
            if self.apart:
                try:
                    self._pool = concurrent.futures.ProcessPoolExecutor(
                        1, mp_context=multiprocessing.get_context("spawn"), initializer=give_way)
                except Exception:  # noqa: BLE001 - no worker process: a thread then
                    self._pool = None
            if self._pool is None:
                self._pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="advice")
        return self._pool

    def poll(self, scene) -> None:
        """Take the answer in once it is there (never waits); forget what the game has
        moved past."""
        d = scene.session.decision
        if self.shown is not None and self.shown[0] is not d:
            self.shown = None
        if self.pending is None:
            return
        asked, future = self.pending
        if asked is not d:
            future.cancel()
            self.pending = None
            return
        if not future.done():
            return
        self.pending = None
        try:
            index, advice = future.result()
        except Exception:  # noqa: BLE001 - the worker stopped: no advice this time
            self._pool = None
            return
        game = scene.session.game
        advice = _with_own_options(advice, d, index)
        lines = advice_words(advice, game.state.board, lambda who: name_of(game, who))
        self.shown = (d, advice, lines)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # -- drawing ------------------------------------------------------------------------
    def thinking(self) -> bool:
        return self.pending is not None

    def place_button(self, scene) -> pygame.Rect:
        """The button's place: the top right corner of the arena."""
        label = _("Advice (H)")
        w = theme.font(TEXT_SIZE).size(label)[0] + 24
        h = theme.font(TEXT_SIZE).get_linesize() + 12
        board = layout.BOARD
        self.button = pygame.Rect(board.right - w - 6, board.y + 6, w, h)
        return self.button

    def draw(self, surface: pygame.Surface, scene, mouse) -> None:
        if self.can_ask(scene):
            if self._pool is None and self.apart:  # the worker starts while the person looks
                self._executor().submit(warm)
            rect = self.place_button(scene)
            hover = rect.collidepoint(mouse)
            pygame.draw.rect(surface, (70, 60, 20) if hover else (48, 44, 24), rect, border_radius=6)
            pygame.draw.rect(surface, RING, rect, 2, border_radius=6)
            img = theme.text(_("Thinking...") if self.thinking() else _("Advice (H)"), TEXT_SIZE,
                             theme.TEXT)
            surface.blit(img, img.get_rect(center=rect.center))
        else:
            self.button = pygame.Rect(0, 0, 0, 0)
        if self.shown is None or self.shown[0] is not scene.session.decision:
            return
        _d, advice, lines = self.shown
        for rect in self.targets(scene, advice):
            pygame.draw.rect(surface, RING, rect.inflate(8, 8), 4, border_radius=8)
        # over the top of the log (its newest lines are at its bottom), never over the arena;
        # where the log is too short: the runner-up's sentence goes, then the box grows up
        log = layout.LOG
        width = log.width - 16
        room = log.height - 8
        height = paragraphs_height(lines, TEXT_SIZE, width - 20, 4) + 16
        if height > room and len(lines) > 1:
            lines = lines[:1]
            height = paragraphs_height(lines, TEXT_SIZE, width - 20, 4) + 16
        top = log.y + 4 if height <= room else log.bottom - 4 - height
        box = pygame.Rect(log.x + 8, top, width, height)
        pygame.draw.rect(surface, BOX, box, border_radius=8)
        pygame.draw.rect(surface, RING, box, 2, border_radius=8)
        draw_paragraphs(surface, lines, TEXT_SIZE, theme.TEXT, box.inflate(-20, -16), gap=4)

    @staticmethod
    def targets(scene, advice) -> list[pygame.Rect]:
        """Where the advised option would be clicked: every clickable of the screen that
        is that option (or the first step that leads to it)."""
        items = scene.clickables()
        found = [pygame.Rect(item[2]) for item in items if item.id == advice.option.text]
        if not found:  # asked in two steps (Turret mode's tile first): the step that leads to it
            step = next((st for st in getattr(scene.view, "steps", None) or ()
                         if advice.option in st.options), None)
            if step is not None:
                found = [pygame.Rect(item[2]) for item in items if item.id == step.text]
        return found


def _with_own_options(advice, decision, index: int):
    """The advice with the decision's own option objects (the worker's are copies)."""
    import attrs

    other = advice.other
    if other is not None:
        other = next((o for o in decision.options if o == other), other)
    return attrs.evolve(advice, option=decision.options[index], other=other)


def tutorial_offer(scene) -> tuple[str, str] | None:
    """Once the tutorial's script ends, at the learner's decisions: (title, words) of the
    bubble offering Hard's advice, until it is asked once."""
    advice = scene.advice
    if scene.coach.guided or advice.asks or not advice.can_ask(scene):
        return None
    return (_("On your own"),
            _("The guided steps are over. Not sure what to do? Press H or Advice: Hard says "
              "what it would do here, and why."))
