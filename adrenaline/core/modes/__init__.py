"""The ways to play, by name: a setup names its mode, a save file records it; and the
one registry of every layer's part of a mode.

A new mode is one module with a :class:`~.base.Mode` subclass, registered here
with :func:`register`; the shared rules call its hooks and never its name.

Each layer above the core has its part of a mode (docs/modes.md): its words (the log's
lines for its events, its name, its status lines), its screen parts (the board in the
top bar, the arena, the animations, the lessons, the sounds) and its computer players'
terms. ``register`` records, with the mode, the dotted name of the module holding each
part (:data:`LAYERS`; by default ``adrenaline.<layer>.modes.<name>``). The core never
imports them: each layer finds its own part by the mode's name
(``words.modes.words_of``, ``ui.modes.ui_of``, ``bots.modes.bots_of``), when it first
needs it.
"""

from __future__ import annotations

from .base import Mode
from .deathmatch import Deathmatch
from .domination import Domination
from .turret import Turret

MODES: dict[str, type[Mode]] = {}
DEFAULT_MODE = Deathmatch.name
# the layers with a part of every mode, each a module found by its dotted name
LAYERS = ("words", "ui", "bots")
PARTS: dict[str, dict[str, str]] = {}  # mode name -> layer -> dotted module name


def register(mode: type[Mode], **parts: str) -> type[Mode]:
    """Make ``mode`` playable by its name, with the module of its part in each layer
    (``words="tests.modes.<name>"``...; a layer not named: the package's own,
    ``adrenaline.<layer>.modes.<name>``)."""
    unknown = set(parts) - set(LAYERS)
    if unknown:
        raise ValueError(f"no layer {sorted(unknown)[0]!r}: the layers are {', '.join(LAYERS)}")
    MODES[mode.name] = mode
    PARTS[mode.name] = {layer: parts.get(layer, f"adrenaline.{layer}.modes.{mode.name}")
                        for layer in LAYERS}
    return mode


def unregister(name: str) -> None:
    """Forget the mode called ``name`` (a test's mode, once its tests are over)."""
    MODES.pop(name, None)
    PARTS.pop(name, None)


def part_name(mode: str, layer: str) -> str | None:
    """The dotted name of the module holding ``layer``'s part of the mode called
    ``mode``; None for a mode nobody registered (a save file of a newer version)."""
    return PARTS.get(mode, {}).get(layer)


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


__all__ = ["DEFAULT_MODE", "LAYERS", "MODES", "PARTS", "Mode", "part_name", "register",
           "skulls_for", "unregister"]
