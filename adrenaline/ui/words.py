"""The game log and the screen's sentences about players: they live in the words
module (:mod:`adrenaline.words.log`), outside the window, so the command line and the
screen share them; the screen imports them from here."""

from __future__ import annotations

from ..words.log import (  # noqa: F401 - the names the screen uses
    TURN_HEADER, action_words, describe, frenzy_reason, handoff_reason, introduce, is_turn_start,
    name_of, player_names, prompt_text, recap,
)
