"""Each mode's words: its part in the words layer, one module a mode, found through the
registry by the mode's name (``core.modes.PARTS``; ours are ``words.modes.<name>``).

A mode's words module gives:

- ``NAME``: the mode's name for people, a message id (``N_("Turret mode")``);
- ``LINES``: its own events -> line maker ``(teller, event)``, for the log
  (:class:`..telling.Teller`); ``QUIET``: its events told by no line (bookkeeping);
- ``IN_SHOT``: its events told inside a shot -> ``(teller, event) -> bool`` (True: told);
- ``DAMAGE``: a ``Damaged.source`` of its own -> ``(teller, event) -> line or None``;
  ``MARKS``: a ``Marked.why`` of its own -> line maker; ``KILLED_BY``: a damage source of
  its own -> the hand-off's words to the player it killed (a message id, ``{name}`` the
  source's owner);
- ``status(game, state_json)``: its lines of the command line's ``status``.

No module outside a mode's own places names its events (``tests/test_mode_registry.py``).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import NamedTuple

from ...core.modes import MODES, part_name

PART = ("NAME", "LINES", "QUIET", "IN_SHOT", "DAMAGE", "MARKS", "KILLED_BY", "status")  # what each gives


def words_of(mode: str) -> ModuleType | None:
    """The words module of the mode called ``mode``; None for a mode not registered."""
    name = part_name(mode, "words")
    return importlib.import_module(name) if name else None


class Tables(NamedTuple):
    """Every registered mode's words for its own events, merged (a mode's events are its
    own, so no two modes tell the same one)."""

    lines: dict
    quiet: frozenset
    in_shot: dict
    damage: dict
    marks: dict
    killed_by: dict


_TABLES: dict[tuple, Tables] = {}


def mode_tables() -> Tables:
    """The merged tables of the modes registered now (kept until a mode is registered)."""
    key = tuple(part_name(m, "words") for m in MODES)
    tables = _TABLES.get(key)
    if tables is None:
        parts = [p for p in map(words_of, MODES) if p is not None]  # put in MODES by hand: none
        tables = Tables({t: f for p in parts for t, f in p.LINES.items()},
                        frozenset(t for p in parts for t in p.QUIET),
                        {t: f for p in parts for t, f in p.IN_SHOT.items()},
                        {s: f for p in parts for s, f in p.DAMAGE.items()},
                        {w: f for p in parts for w, f in p.MARKS.items()},
                        {s: w for p in parts for s, w in p.KILLED_BY.items()})
        _TABLES.clear()
        _TABLES[key] = tables
    return tables
