"""Opening a game from a screen: a game that cannot be made or read gets a sentence
on that screen and changes nothing. A kept game is opened off the frame loop: the
window keeps drawing, and says "Opening the game..." if it takes more than a moment."""

from __future__ import annotations

import threading
import time

import pygame

from .. import layout, theme
from ..kit.text import draw_text
from .base import Screen
from ..game.game_scene import GameScene
from ...words.kept_games import problem_words, repaired_words
from ...words.i18n import N_, _
from .notices import Notice


def start_session(app, make, screen, what: str = N_("this game")) -> bool:
    """Open a game; one that cannot be made or read gets a sentence on ``screen``
    and changes nothing. A game restored to its last sound choice says so first."""
    from ...core.engine import SetupError
    from ...core.savefile import SaveFileError
    from ...words import setup_words

    try:
        session = make()
    except SetupError as error:
        screen.say(_("Cannot start {what}: {why}").format(what=_(what), why=setup_words(error)),
                   theme.DANGER)
        return False
    except (SaveFileError, OSError, ValueError, RecursionError) as error:
        screen.say(_("Cannot open {what}: {why}. It is left as it was.").format(
            what=_(what), why=problem_words(error)), theme.DANGER)
        return False
    app.reset(GameScene(app, session))
    restored = getattr(session, "restored", None)
    if session.repaired is not None and restored is not None:
        app.push(Notice(app, repaired_words(restored, session.game.state.turn)))
    return True


MOMENT = 0.25  # seconds: a game opened within this opens at once, with nothing shown meanwhile


class _Job:
    """``work()`` done in a thread: ``outcome()`` gives its result or raises its error."""

    def __init__(self, work):
        self._done = threading.Event()
        self._result = None
        self._error: BaseException | None = None

        def run() -> None:
            try:
                self._result = work()
            except BaseException as error:  # raised again on the frame loop, by outcome()
                self._error = error
            finally:
                self._done.set()

        threading.Thread(target=run, name="opening", daemon=True).start()

    def wait(self, seconds: float) -> bool:
        return self._done.wait(seconds)

    def outcome(self):
        if self._error is not None:
            raise self._error
        return self._result


class Opening(Screen):
    """Over the screen that asked, while a kept game is read and re-played: a bar that
    moves to and fro. Input waits; the game opens when it is ready."""

    overlay = True

    def __init__(self, app, job: _Job, then):
        super().__init__(app)
        self.job = job
        self.then = then
        self.started = time.monotonic()

    def handle_event(self, event) -> None:
        pass  # nothing to do but wait: the file is being read

    def update(self, dt: float) -> None:
        if self.job.wait(0):
            self.app.pop()
            self.then(self.job.outcome)

    def still_for(self) -> float:
        return 0.05  # the bar moves, and the game opens as soon as it is ready

    def draw_content(self, surface) -> None:
        W = layout.BASE[0]
        box = pygame.Rect(W // 2 - 360, 310, 720, 170)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 2, border_radius=12)
        seconds = time.monotonic() - self.started
        draw_text(surface, _("Opening the game..."), 30, theme.TEXT, (W // 2, 360), "center", 660, 50)
        track = pygame.Rect(W // 2 - 280, 420, 560, 18)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=9)
        run = pygame.Rect(0, track.y, 140, track.height)  # moves to and fro: no end is known
        phase = (seconds / 1.6) % 2
        run.x = track.x + round((track.width - run.width) * (phase if phase <= 1 else 2 - phase))
        pygame.draw.rect(surface, theme.HIGHLIGHT, run, border_radius=9)


def open_off_the_frame(app, work, then) -> None:
    """Do ``work()`` in a thread; ``then(outcome)`` on the frame loop when it is done
    (``outcome()`` gives the result or raises). Done within :data:`MOMENT`: at once;
    later: the :class:`Opening` screen shows meanwhile. An app driven without its frame
    loop (tests, tools) does it at once."""
    if not getattr(app, "in_frame_loop", False):
        then(work)  # outcome() is the work itself
        return
    job = _Job(work)
    if job.wait(MOMENT):
        then(job.outcome)
    else:
        app.push(Opening(app, job, then))


def open_session(app, make, screen, what: str = N_("this game")) -> None:
    """:func:`start_session` with the game made or read off the frame loop."""
    open_off_the_frame(app, make, lambda outcome: start_session(app, outcome, screen, what))
