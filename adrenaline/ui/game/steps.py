"""A decision a screen asks in two steps: first a group of the core's options (Turret
mode: a tile of the turret board, clicked there or taken by its number key), then the
plain choice among them (the tile whole, or giving up part of it for the turret). The
core's options, their order and the saves stay as they are: the grouping is the screen's."""

from __future__ import annotations

import attrs


@attrs.frozen
class FirstStep:
    """The first of two steps a screen makes of one decision: picking ``options``, a
    group of the core's options, before the plain choice among them (Turret mode: a tile
    of the turret board, then whole or giving up part of it for the turret). ``text`` is
    its stable id, ``number`` the key that takes it (the number printed by it)."""

    text: str
    number: int
    options: tuple
