"""SDL's audio drivers (ALSA, PulseAudio...) write their complaints straight to the
process's standard error, file descriptor 2, below Python: with no audio device a start
printed 16 lines of ``ALSA lib ...`` before the game's own one line (``adrenaline.sound:
No sound: ...``). :func:`quiet_stderr` keeps them out of the terminal while the audio
opens and puts descriptor 2 back as it was; the reason SDL gives is still in that line."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Descriptor 2 goes to the null device for the ``with`` block, then back."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no standard error at all: nothing to keep quiet
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)
