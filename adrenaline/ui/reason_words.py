"""The core's reasons in words: they live in the words module
(:mod:`adrenaline.words.reasons`); the screen imports them from here."""

from __future__ import annotations

from ..words.reasons import ASKS, PHRASES, reason_words  # noqa: F401

__all__ = ["ASKS", "PHRASES", "reason_words"]
