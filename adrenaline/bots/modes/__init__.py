"""What a way to play adds to the computer players: its part in the bots' layer, one
module a mode, found through the registry by the mode's name (``core.modes.PARTS``;
ours are ``bots.modes.<name>``). Each gives:

- ``TERMS``: what the mode adds to Normal's evaluation (:class:`..mode_terms.ModeTerms`;
  the standard game's ``PLAIN`` where nothing);
- ``TUNED``: Hard's weights where they differ from the shared tuned ones
  (:data:`..tuned.TUNED`), else None;
- ``HARD_TERMS``: Hard's own terms where its constants differ from ``TERMS``' (Normal
  and Easy play ``TERMS``), else None;
- optionally ``FITTED`` and ``FITTED_WITH_BOT``: the name of the fitted table
  (:mod:`..fitted_tables`) Hard's look-ahead scores the mode's playouts with, without and
  with the rulebook's bot (None or absent: the hand-made evaluation);
- ``advice_fact(event, me)``: what the advice (:mod:`..advice`) says of my part in a
  playout when ``event`` is one of the mode's own (a track tagged, a turret taken), an
  identity such as ``("tags_spawnpoint", colour)``, else None.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from ...core.modes import part_name

PART = ("TERMS", "TUNED", "HARD_TERMS", "advice_fact")  # what each gives


def bots_of(mode: str) -> ModuleType | None:
    """The bots' part of the mode called ``mode``; None for a mode not registered."""
    name = part_name(mode, "bots")
    return importlib.import_module(name) if name else None
