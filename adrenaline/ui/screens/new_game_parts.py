"""The New game form's pieces: an arena's picture and the player counts it is good for, and the
words of a seat's choices (a person or a computer level, the rulebook's bot and its tip). One
job: what the form shows of each choice."""

from __future__ import annotations

import re

import pygame

from ...core.board import COLUMNS, ROWS
from ...core.maps import arena_caption, load_board
from ...core.numbers import MAX_PLAYERS, MIN_PLAYERS
from .. import theme
from ...words.characters import character_name
from ...words.i18n import N_, _
from ...play.session import Seat

_PICTURES: dict[tuple[str, int], pygame.Surface] = {}


def arena_picture(letter: str, cell: int = 40) -> pygame.Surface:
    """A small picture of an arena from its board: rooms in their colours, walls,
    doors, spawnpoints (rings in their ammo colour). Cached."""
    key = (letter, cell)
    if key in _PICTURES:
        return _PICTURES[key]
    board = load_board(letter)
    surf = pygame.Surface((COLUMNS * cell, ROWS * cell), pygame.SRCALPHA)

    def rect(sq: int) -> pygame.Rect:
        row, col = divmod(sq, COLUMNS)
        return pygame.Rect(col * cell, row * cell, cell, cell)

    wall = (6, 6, 10)
    for sq in board.squares:
        c = theme.ROOM[board.rooms[sq]]
        pygame.draw.rect(surf, tuple(min(255, int(v * 1.9)) for v in c), rect(sq))
        pygame.draw.rect(surf, tuple(int(v * 1.2) for v in c), rect(sq), 1)  # squares of a room
    for sq in board.squares:
        r = rect(sq)
        row, col = divmod(sq, COLUMNS)
        sides = (((row, col + 1), r.topright, r.bottomright), ((row + 1, col), r.bottomleft, r.bottomright),
                 ((row, col - 1), r.topleft, r.bottomleft), ((row - 1, col), r.topleft, r.topright))
        for (orow, ocol), a, b in sides:
            inside = 0 <= orow < ROWS and 0 <= ocol < COLUMNS
            other = orow * COLUMNS + ocol
            if inside and other in board.rooms and board.rooms[other] == board.rooms[sq]:
                continue  # same room: no wall
            if inside and other in board.neighbours[sq]:  # a door: the wall's two ends
                q = cell // 4
                if a[0] == b[0]:
                    pygame.draw.line(surf, wall, a, (a[0], a[1] + q), 4)
                    pygame.draw.line(surf, wall, (b[0], b[1] - q), b, 4)
                else:
                    pygame.draw.line(surf, wall, a, (a[0] + q, a[1]), 4)
                    pygame.draw.line(surf, wall, (b[0] - q, b[1]), b, 4)
            else:
                pygame.draw.line(surf, wall, a, b, 4)
    for colour, sq in board.spawnpoints.items():
        r = rect(sq)
        pygame.draw.circle(surf, theme.AMMO_COLOUR[colour], r.center, cell // 4)
        pygame.draw.circle(surf, (0, 0, 0), r.center, cell // 4, 2)
    _PICTURES[key] = surf
    return surf


def recommended_players(letter: str) -> set[int]:
    """The player counts the rulebook's caption names (all of 3-5 for 'any number')."""
    counts = {int(d) for d in re.findall(r"\d", arena_caption(letter))}
    return counts or set(range(MIN_PLAYERS, MAX_PLAYERS + 1))


def _player_value(seat: Seat) -> str:
    return f"computer:{seat.level}" if seat.computer else "person"


LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}  # bots.LEVELS


def _show_player(value: str) -> str:
    if value == "person":
        return _("Person")
    level = value.split(':', 1)[1]
    return _("Computer - {level}").format(level=_(LEVEL_WORDS.get(level, level)))


def _show_bot(character: str) -> str:
    return _("Bot: {character}").format(character=character_name(character)) if character \
        else _("No bot")


def _bot_tip(suggested: bool) -> str:
    tip = _("Adding a bot: a figure nobody plays, which every player steers in turn (F1: Adding a bot)")
    return tip + (" - " + _("suggested with 3 players") if suggested else "")
