"""Ending the window on SIGTERM: the loop asked to end after the frame under way, and a
frame stuck past :data:`STUCK_FRAME` interrupted (:class:`Terminated`). One job: the signal's
handling while the window runs (App.run installs it)."""

from __future__ import annotations

import signal
import threading

STUCK_FRAME = 1.0  # seconds a frame may still take after SIGTERM before it is interrupted


class Terminated(BaseException):
    """SIGTERM arrived while a frame was stuck: raised where the frame is, so that it
    ends (the loop then closes the scenes and the window)."""


class _Ending:
    """SIGTERM's handler while the window runs: asks the loop to end after the frame
    under way, and interrupts that frame if it has not ended :data:`STUCK_FRAME` later
    (SIGALRM; where there is no alarm, at once)."""

    def __init__(self):
        self.asked = False
        self.in_frame = False

    def install(self):
        if threading.current_thread() is not threading.main_thread():
            return None
        previous = signal.signal(signal.SIGTERM, self.on_term)
        if hasattr(signal, "setitimer"):
            previous = (previous, signal.signal(signal.SIGALRM, self.on_alarm))
        return previous

    def uninstall(self, previous) -> None:
        if previous is None:
            return
        if hasattr(signal, "setitimer"):
            signal.setitimer(signal.ITIMER_REAL, 0)
            previous, alarm = previous
            signal.signal(signal.SIGALRM, alarm)
        signal.signal(signal.SIGTERM, previous)

    def on_term(self, signum, frame) -> None:
        self.asked = True
        if self.in_frame:
            if not hasattr(signal, "setitimer"):
                raise Terminated()
            signal.setitimer(signal.ITIMER_REAL, STUCK_FRAME)

    def on_alarm(self, signum, frame) -> None:
        if self.in_frame:
            raise Terminated()
