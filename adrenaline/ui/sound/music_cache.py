"""The music, made once and kept in the user's cache folder.

Making the four pieces of :mod:`.music` takes seconds of CPU (15 s here): too long for
the window's start or its frames, and in a thread it would hold the interpreter's lock
the frames need. So :func:`start` makes them in a worker *process* (lowest priority),
which writes each piece as a WAV file under the cache folder, named by
:data:`.music.VERSION` and the sample rate (a new version is made again, the old files
are deleted), through a temporary file renamed into place (a file there is whole).
The window asks :func:`ready` now and then and plays what is there.

``ADRENALINE_CACHE`` sets the folder (tests); else platformdirs' user cache folder.
"""

from __future__ import annotations

import logging
import os
import time
import wave
from pathlib import Path

from . import music
from .synth import RATE
from ..files import replaced

log = logging.getLogger("adrenaline.sound")
STALE = 600  # seconds after which a half-made piece is left over (its window closed)


def folder() -> Path:
    if "ADRENALINE_CACHE" in os.environ:
        return Path(os.environ["ADRENALINE_CACHE"]) / "music"
    import platformdirs

    return Path(platformdirs.user_cache_dir("adrenaline", appauthor=False)) / "music"


def name(piece: str, intensity: str) -> str:
    which = piece if piece == "menu" else f"{piece}-{intensity}"
    return f"{which}-v{music.VERSION}-{RATE}.wav"


def path(piece: str, intensity: str = "calm") -> Path:
    return folder() / name(piece, intensity)


def ready(piece: str, intensity: str = "calm") -> Path | None:
    """The piece's file, if it has been made."""
    p = path(piece, intensity)
    return p if p.is_file() else None


def missing() -> list[tuple[str, str]]:
    return [(p, i) for p, i in music.tracks() if ready(p, i) is None]


def write_wav(target: Path, pcm) -> None:
    """``pcm`` (16-bit mono at RATE) as a WAV file, whole or not at all."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with replaced(target, ".music.", "wb") as raw, wave.open(raw, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(pcm.tobytes())


def make_missing(where: str | None = None) -> None:
    """Make every piece not yet in the cache (the menu's first: it is heard first), and
    delete the files of other versions and the half-made ones of windows closed while
    making them. ``where``: the cache folder (the worker)."""
    if where is not None:
        os.environ["ADRENALINE_CACHE"] = where
    try:
        os.nice(19)  # the window and the computer players come first
    except (AttributeError, OSError):
        pass
    from . import instruments

    notes = instruments.Notes()
    for piece, intensity in missing():
        write_wav(path(piece, intensity), music.render(piece, intensity, notes=notes))
    keep = {name(p, i) for p, i in music.tracks()}
    for old in [*folder().glob("*.wav"), *folder().glob(".music.*.tmp")]:
        if old.name in keep or old.suffix == ".tmp" and time.time() - old.stat().st_mtime < STALE:
            continue  # a piece of this version, or one another window is making now
        try:
            old.unlink()  # another version's, or a piece cut short when a window closed
        except OSError:
            pass


_worker = None


def start() -> bool:
    """The missing pieces made in a worker process; whether one was started (none is
    when all are made, or one already runs)."""
    global _worker
    if _worker is not None and _worker.is_alive():
        return False
    if not missing():
        return False
    try:
        import multiprocessing  # only the real window's first run needs it here

        cache = os.environ.get("ADRENALINE_CACHE")
        where = str(folder().parent) if cache is None else cache
        context = multiprocessing.get_context("spawn")
        _worker = context.Process(target=make_missing, args=(where,), name="adrenaline-music", daemon=True)
        _worker.start()
    except Exception as error:  # noqa: BLE001 - no worker: no music, the game goes on
        log.warning("No music: it could not be made (%s).", error)
        return False
    return True


def making() -> bool:
    return _worker is not None and _worker.is_alive()
