"""Where points come from, in words: the identities a mode lists in ``points_sources``
(``PointsScored``'s reasons and the mode's own final scoring) as the end screen and
the plots name them. A source this table does not know is shown as its identity."""

from __future__ import annotations

from .i18n import N_, _

SOURCE_WORDS = {
    "board": N_("Boards"),
    "first blood": N_("First blood"),
    "killshot track": N_("Killshot track"),
    "spawnpoint track": N_("Spawnpoint tracks"),
    "turrets": N_("Turrets"),
    "double kill": N_("Double kills"),
}


def source_words(source: str) -> str:
    """The heading for points from ``source`` ("Boards", "Killshot track"...)."""
    return _(SOURCE_WORDS[source]) if source in SOURCE_WORDS else source
