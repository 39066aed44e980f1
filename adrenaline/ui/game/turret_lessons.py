"""Turret mode's lessons (issue 27): a lesson card the first time each rule happens in a
game, in the words of the rules reference's Turret sections (the rulebook's, numbers
from the core), framing the part of the screen it is about.

- a turret first in reach (a person may grab on a turret square, before the click):
  how grabbing there works ("take any one of the face-up tiles", "the arena shoots
  back"), framing the board;
- a turret commandeered ("put your damage token on the turret"): the turret's square;
- a figure entering another player's turret ("the owner deals that figure 1 damage"):
  the board of the figure hit;
- a skull taken from the skull box ("killshots are not tracked"): the skull box;
- the turrets scored at the end: the turret board.
"""

from __future__ import annotations

import pygame

from ...core import events as ev
from ...core.modes import turret as tur
from ...words.i18n import N_
from .. import layout
from .mode_lessons import RuleLesson
from .turret_board import SPACE_H, SPACE_Y, X0, skull_box_rect


def _on_screen(rect: pygame.Rect) -> pygame.Rect:
    return rect.move(layout.TOP_BAR.topleft).clip(pygame.Rect((0, 0), layout.SIZE))


def spaces_rect(game=None, event=None) -> pygame.Rect:
    """The turret board's heading and five spaces, on screen."""
    return _on_screen(pygame.Rect(X0 - 4, 0, skull_box_rect().x - X0, SPACE_Y + SPACE_H + 2))


def skulls_rect(game=None, event=None) -> pygame.Rect:
    return _on_screen(skull_box_rect().inflate(4, 4))


def turret_rect(game, event) -> pygame.Rect:
    """The square of the turret the event is about."""
    return layout.square_rect(event.square)


def board_rect(game, event) -> pygame.Rect:
    """The board of the player the event is about (the one hit, the one marked)."""
    seat = getattr(event, "target", getattr(event, "player", 0))
    return layout.player_rect(seat, len(game.state.players))


def _turret_hit(game, e) -> bool:
    return isinstance(e, ev.Damaged) and e.source == "turret"


def turret_in_reach(view) -> bool:
    """A person may grab on a turret square now: a grab that ends on one is in reach
    (the core's reach), or the tile itself is asked."""
    squares = tur.turret_squares(view.state.board)
    return bool(view.steps) or any(r.action == "grab" and sq in squares
                                   for sq, reaches in view.reach.items() for r in reaches)


# the rules reference's sections (rules.toml) the lessons quote
TURRET = "Turret mode"
GRAB = "Grabbing on a turret"
DAMAGE = "Turret damage"
END = "The end of Turret mode"

LESSONS = (
    RuleLesson("turret_tile", lambda game, e: isinstance(e, tur.TurretTileGrabbed),
               N_("Grabbing on a turret"), ((TURRET, 0), (GRAB, 0)), spaces_rect, turret_in_reach),
    RuleLesson("commandeer", lambda game, e: isinstance(e, tur.TurretCommandeered),
               N_("Commandeering a turret"), ((GRAB, 1),), turret_rect),
    RuleLesson("turret_damage", _turret_hit, N_("Turret damage"), ((DAMAGE, 0), (DAMAGE, 1)), board_rect),
    RuleLesson("skull_taken", lambda game, e: isinstance(e, tur.SkullTaken),
               N_("Skulls in Turret mode"), ((END, 0),), skulls_rect),
    RuleLesson("turrets_scored", lambda game, e: isinstance(e, tur.TurretsScored),
               N_("The end of Turret mode"), ((END, 1),), spaces_rect),
)
