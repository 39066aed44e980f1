"""Adrenaline (CGE 2016) on one screen: rules core, arenas, hot-seat client and computer opponents."""

__version__ = "0.1.0"  # pyproject.toml reads it from here; `adrenaline --version` prints it
