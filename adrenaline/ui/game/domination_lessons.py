"""Domination's lessons (issue 16): a lesson card the first time each rule happens in a
game, in the words of the rules reference's Domination sections (the rulebook's,
numbers from the core), framing the part of the screen it is about.

- a spawnpoint tagged by damage ("you can target spawnpoints as though they were
  players"), and by ending the turn alone on it: its track on the domination board;
- "the spawnpoint strikes back": the player's board;
- an overkill token to put on "the spawnpoint track of your choice" (shown before the
  question is answered): the three tracks;
- final frenzy set off by "2 spawnpoint tracks" at the fist, and the tracks scored at
  the end: the three tracks.
"""

from __future__ import annotations

import pygame

from ...core.events import FinalFrenzyStarted
from ...core.modes import domination as dom
from ...core.numbers import DOMINATION_FULL_TRACKS
from .. import layout
from .domination_board import ROW_H, ROW_Y, X0, skull_box_rect
from .mode_lessons import RuleLesson


def _on_screen(rect: pygame.Rect) -> pygame.Rect:
    return rect.move(layout.TOP_BAR.topleft).clip(pygame.Rect((0, 0), layout.SIZE))


def tracks_rect(game=None, event=None) -> pygame.Rect:
    """The three tracks of the domination board, on screen."""
    return _on_screen(pygame.Rect(X0 - 6, ROW_Y, skull_box_rect().x - X0, len(dom.TRACKS) * ROW_H))


def track_rect(game, event) -> pygame.Rect:
    """The track of the spawnpoint the event is about, on screen."""
    row = dom.TRACKS.index(event.colour)
    return _on_screen(pygame.Rect(X0 - 6, ROW_Y + row * ROW_H, skull_box_rect().x - X0, ROW_H))


def board_rect(game, event) -> pygame.Rect:
    """The board of the player the event is about."""
    return layout.player_rect(event.player, len(game.state.players))


def _frenzy_by_tracks(game, e) -> bool:
    return (isinstance(e, FinalFrenzyStarted)
            and dom.full_tracks(game.state.mode_state) >= DOMINATION_FULL_TRACKS)

# the rules reference's sections (rules.toml) the lessons quote
DOMINATION = "Domination"
TAGGING = "Tagging spawnpoints"
STRIKES_BACK = "The spawnpoint strikes back"
OVERKILL = "Overkill in Domination"
END = "The end of Domination"

LESSONS = (
    RuleLesson("tag_damage",
               lambda game, e: isinstance(e, dom.SpawnpointTagged) and e.how == "damage",
               "Tagging spawnpoints", ((DOMINATION, 2), (TAGGING, 0)), track_rect),
    RuleLesson("tag_alone",
               lambda game, e: isinstance(e, dom.SpawnpointTagged) and e.how == "alone",
               "Tagging spawnpoints", ((TAGGING, 2), (DOMINATION, 2)), track_rect),
    RuleLesson("strike_back",
               lambda game, e: isinstance(e, dom.StruckBack) and e.amount > 0,
               "The spawnpoint strikes back", ((STRIKES_BACK, 0), (STRIKES_BACK, 1)), board_rect),
    RuleLesson("overkill_track",
               lambda game, e: isinstance(e, dom.KillshotScored) and e.overkill,
               "Overkill in Domination", ((OVERKILL, 0), (OVERKILL, 1)), tracks_rect),
    RuleLesson("frenzy_tracks", _frenzy_by_tracks,
               "Final frenzy", ((END, 0),), tracks_rect),
    RuleLesson("tracks_scored", lambda game, e: isinstance(e, dom.TrackScored),
               "Spawnpoint tracks", ((END, 1), (END, 2)), tracks_rect),
)
