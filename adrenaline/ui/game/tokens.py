"""Small drawings several parts share: ammo cubes and their empty slots, damage tokens and
marks in a figure's shape, skulls, card icons; the colours of quiet labels and of frenzy."""

from __future__ import annotations

import functools

import pygame

from ...core.cards import AMMO, Powerup
from ...words.i18n import cached_words
from .. import theme
from ..kit.text import blit_in
from . import art, weapon_art

DIM = (140, 146, 168)  # quiet labels; still 4.5:1 on a board (test_readability.py)
FRENZY = (255, 140, 40)
BOT_BADGE = (120, 220, 200)  # the rulebook's bot: its badge on its board and figure (dark words, 12:1)
DAMAGE_TOKEN_R = 9  # a damage token on a player's board (Domination's tracks draw theirs as big)


def draw_ammo_slot(surface, colour: str, centre, r: int, full: bool) -> None:
    """A cube of the ammo box: the cube when there, its empty outline when not."""
    if full:
        theme.draw_ammo(surface, colour, centre, r)
        return
    weapon_art.outline_ammo(surface, colour, centre, r, tuple(v // 3 + 30 for v in theme.AMMO_COLOUR[colour]))


@functools.lru_cache(maxsize=16)
def skull_icon(size: int, colour: tuple = (232, 230, 220)) -> pygame.Surface:
    """A small skull (the killshot track's and the boards' skulls)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size / 2
    head = pygame.Rect(0, 0, int(size * 0.84), int(size * 0.7))
    head.midtop = (int(r), int(size * 0.04))
    pygame.draw.ellipse(s, colour, head)
    jaw = pygame.Rect(0, 0, int(size * 0.5), int(size * 0.34))
    jaw.midtop = (int(r), int(size * 0.56))
    pygame.draw.rect(s, colour, jaw, border_radius=max(1, size // 10))
    eye = max(1, int(size * 0.14))
    for dx in (-0.2, 0.2):
        pygame.draw.circle(s, (20, 20, 24), (int(r + dx * size), int(size * 0.4)), eye)
    pygame.draw.line(s, (20, 20, 24), (int(r), int(size * 0.55)), (int(r), int(size * 0.62)), 1)
    for dx in (-0.1, 0.1):
        x = int(r + dx * size)
        pygame.draw.line(s, (20, 20, 24), (x, int(size * 0.78)), (x, int(size * 0.88)), 1)
    return s


def initials_fit(label: str, r: int) -> bool:
    """Whether a token of radius ``r`` holds its initials at the text floor (issue 25: no
    text a player must read under it). A smaller token shows its figure's shape alone,
    which tells the players apart without colour, and its board's tooltip names them."""
    if round((2 * r - 2) * theme.SCALE) < theme.MIN_PIXELS:  # alike for one letter and two
        return False
    return theme.mark(label, initials_size(label, r), (0, 0, 0)).get_width() <= 2 * r - 2


def initials_size(label: str, r: int) -> int:
    return 2 * r - (2 if len(label) > 1 else 0)


def draw_token(surface, colour: tuple, centre, r: int, character: str | None = None) -> None:
    """A damage token (or mark) in a player's colour; given the ``character``, in the
    shape of its figure, with its initials where they fit at the text floor
    (:func:`initials_fit`): readable without colour."""
    if character is None:
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, (0, 0, 0), centre, r, 1)
        return
    surface.blit(*_shaped_token(colour, r, character, centre))


def _shaped_token(colour: tuple, r: int, character: str, centre) -> tuple:
    img = shaped_token(colour, r, character)
    return img, img.get_rect(center=(int(centre[0]), int(centre[1])))


@cached_words(256)  # its initials are words: made again in a new language
def shaped_token(colour: tuple, r: int, character: str) -> pygame.Surface:
    size = 2 * r + 6
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    shape = art.TOKEN_SHAPE.get(character, "circle")
    art.draw_shape(s, shape, colour, c, c, r)
    art.draw_shape(s, shape, (0, 0, 0), c, c, r, 1)
    label = art.token_label(character)
    if initials_fit(label, r):
        img = theme.mark(label, initials_size(label, r), (16, 16, 22))
        blit_in(s, img, pygame.Rect(round(c - r), round(c - r), 2 * r, 2 * r),  # inside the token
                center=(int(c), int(c) + (2 if shape == "triangle" else 1)))
    return s


def draw_card_icon(surface, rect: pygame.Rect, powerup: Powerup | None = None) -> None:
    """A small card: face down, or a powerup's face (its colour shape, and its initial
    where the card is big enough for a letter at the text floor; else its tooltip names it)."""
    pygame.draw.rect(surface, (200, 204, 216), rect, border_radius=2)
    inner = rect.inflate(-2, -2)
    pygame.draw.rect(surface, (52, 44, 88) if powerup is None else (36, 38, 52), inner,
                     border_radius=2)
    if powerup is not None:
        r = max(3, min(rect.w, rect.h) // 4)
        theme.draw_ammo(surface, AMMO[powerup.colour], (rect.centerx, rect.bottom - r - 2), r)
        size = max(12, rect.h // 2 + 2)
        if round(size * theme.SCALE) >= theme.MIN_PIXELS:
            img = theme.mark(powerup.kind[0].upper(), size)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + 1)))
