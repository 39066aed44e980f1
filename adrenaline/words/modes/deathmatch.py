"""Deathmatch's words: its name; its events are the shared ones (the killshot track's
``KillshotTracked`` is told by :mod:`..telling` like every killshot)."""

from __future__ import annotations

from ..i18n import N_

NAME = N_("Deathmatch")
LINES: dict = {}
QUIET: tuple = ()
IN_SHOT: dict = {}
DAMAGE: dict = {}
MARKS: dict = {}
KILLED_BY: dict = {}


def status(game, s: dict) -> list[str]:
    """Nothing beyond the shared status (the killshot track is everyone's)."""
    return []
