"""What a mode adds to the game screen: its part in the window's layer, one module a
mode, found through the registry by the mode's name (``core.modes.PARTS``; ours are
``ui.modes.<name>``). Each gives:

- ``SCREEN``: its board in the top bar in place of the killshot track, what it draws on
  the arena (Turret mode's turrets, ``SCREEN.arena``) and the animations of its own
  events (``SCREEN.animations``); None: the killshot track (Deathmatch);
- ``LESSONS``: a card the first time each of its rules happens in a game
  (:mod:`..game.mode_lessons`);
- ``SOUNDS``: its own events -> the sound as their animation starts (:mod:`..sound.cues`).

The shared screen code asks these and never a mode's name."""

from __future__ import annotations

import importlib
from types import ModuleType

from ...core.modes import MODES, part_name

PART = ("SCREEN", "LESSONS", "SOUNDS")  # what each gives


def ui_of(mode: str) -> ModuleType | None:
    """The screen part of the mode called ``mode``; None for a mode not registered."""
    name = part_name(mode, "ui")
    return importlib.import_module(name) if name else None


def mode_screen(game):
    """What ``game``'s mode adds to the screen, or None."""
    part = ui_of(game.mode.name)
    return part.SCREEN if part is not None else None


def mode_arena(game):
    """What ``game``'s mode draws on the arena (Turret mode's turrets), or None."""
    return getattr(mode_screen(game), "arena", None)


def mode_lessons(game) -> tuple:
    """The lessons of ``game``'s mode (:class:`..game.mode_lessons.RuleLesson`), maybe none;
    and the bot's, in a game with the bot (any mode)."""
    from ..game.bot_lessons import bot_lessons

    part = ui_of(game.mode.name)
    return (part.LESSONS if part is not None else ()) + bot_lessons(game)


_SOUNDS: dict[tuple, dict] = {}


def mode_sounds() -> dict[type, str]:
    """Every registered mode's event sounds, merged (a mode's events are its own)."""
    key = tuple(part_name(m, "ui") for m in MODES)
    if key not in _SOUNDS:
        _SOUNDS.clear()
        parts = [p for p in map(ui_of, MODES) if p is not None]  # put in MODES by hand: none
        _SOUNDS[key] = {t: s for p in parts for t, s in p.SOUNDS.items()}
    return _SOUNDS[key]
