"""The ways to play, by name: a setup names its mode, a save file records it.

A new mode is one module with a :class:`~.base.Mode` subclass, registered here
with :func:`register`; the shared rules call its hooks and never its name.
"""

from __future__ import annotations

from .base import Mode
from .deathmatch import Deathmatch
from .domination import Domination
from .turret import Turret

MODES: dict[str, type[Mode]] = {}
DEFAULT_MODE = Deathmatch.name


def register(mode: type[Mode]) -> type[Mode]:
    """Make ``mode`` playable by its name (usable as a class decorator)."""
    MODES[mode.name] = mode
    return mode


register(Deathmatch)
register(Domination)
register(Turret)

def skulls_for(mode: str, asked: int | None, default: int) -> int:
    """The skulls of a new game of ``mode``: those asked for, else those the mode is
    always played with, else ``default``."""
    if asked is not None:
        return asked
    fixed = MODES[mode].fixed_skulls if mode in MODES else None
    return default if fixed is None else fixed


__all__ = ["DEFAULT_MODE", "MODES", "Mode", "register", "skulls_for"]
