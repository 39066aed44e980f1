"""A player's name as read from a file (a save file, a scenario): whatever the file
holds, the name the game uses is printable text of at most :data:`NAME_LENGTH`
characters - control characters (a NUL, an escape), lone surrogates and line breaks
taken out, runs of spaces made one - so no kept file can hand the screen a name it
cannot draw, or one so long that fitting it takes minutes."""

from __future__ import annotations

import re

NAME_LENGTH = 16  # the longest name the New game screen lets a player type
# C0 and C1 controls (NUL, escape, line breaks, tab, DEL...), lone surrogates, and the
# bidirectional overrides that would turn the rest of a line around
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")
_SPACES = re.compile(r"\s+")


def clean_name(name: object, fallback: str = "", length: int = NAME_LENGTH) -> str:
    """``name`` as the game may show it: printable, on one line, at most ``length``
    characters; ``fallback`` (the character's name) if nothing printable is left."""
    text = name if isinstance(name, str) else str(name)
    text = text[:length * 4]  # never scan more than a name could use
    text = _SPACES.sub(" ", _UNPRINTABLE.sub(" ", text)).strip()[:length].strip()
    return text or fallback[:length]
