"""Computer players. A bot answers the core's current decision with one of its
options; no rule lives in a bot."""

from __future__ import annotations

from .base import EXPERIMENTAL, LEVELS, Bot, make_bot

__all__ = ["Bot", "EXPERIMENTAL", "LEVELS", "make_bot"]
