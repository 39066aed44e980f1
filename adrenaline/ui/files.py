"""A file written whole or not at all: a temporary file beside it, renamed over it once
written (``os.replace``), removed on any failure so that the old file stays as it was and
nothing is left behind. One job: the window's own files (settings, the music's cache)."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


@contextlib.contextmanager
def replaced(path: Path, prefix: str, mode: str = "w", **open_args):
    """Write the file the ``with`` block gets; on leaving the block it replaces ``path``."""
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=prefix, suffix=".tmp")
    try:
        with os.fdopen(fd, mode, **open_args) as f:
            yield f
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
