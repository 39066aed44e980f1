"""The rulebook, one module per part of a turn. Importing this registers every stage."""

from . import actions, decks, flow, neutral, payment, powerups, scoring, shoot, turn  # noqa: F401
from .flow import STAGES

__all__ = ["STAGES"]
