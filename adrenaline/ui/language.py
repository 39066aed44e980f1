"""Which language the window speaks: the Settings entry, else the system's preferred
languages (as SDL reads them, on every platform), else English."""

from __future__ import annotations

import pygame

from ..words.i18n import first_known, system_languages


def preferred_languages() -> list[str]:
    """The system's preferred languages, most preferred first ('pl_PL', 'fr', ...)."""
    try:
        found = [f"{p['language']}_{p['country']}" if p.get("country") else p["language"]
                 for p in pygame.system.get_pref_locales()]
    except (pygame.error, AttributeError, KeyError):
        found = []
    return found + system_languages()


def window_language(settings) -> str:
    """The language chosen in Settings, else the first preferred one the game speaks."""
    return settings.language or first_known(preferred_languages())
