"""The ways to play, by name: a setup names its mode, a save file records it.

A new mode is one module with a :class:`~.base.Mode` subclass, registered here
with :func:`register`; the shared rules call its hooks and never its name.
"""

from __future__ import annotations

from .base import Mode
from .deathmatch import Deathmatch
from .domination import Domination

MODES: dict[str, type[Mode]] = {}
DEFAULT_MODE = Deathmatch.name


def register(mode: type[Mode]) -> type[Mode]:
    """Make ``mode`` playable by its name (usable as a class decorator)."""
    MODES[mode.name] = mode
    return mode


register(Deathmatch)
register(Domination)

__all__ = ["DEFAULT_MODE", "MODES", "Mode", "register"]
