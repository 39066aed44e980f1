"""Colours, fonts and cached text: the one look of the game (a dark sci-fi arena,
bright player colours).

Fonts: pygame-ce's bundled default font (FreeSansBold, GNU GPL with the font
exception; see assets/LICENSES.md); it covers French, Spanish and Polish letters.
"""

from __future__ import annotations

import collections
import functools

import pygame

BACKGROUND = (14, 16, 24)
PANEL = (26, 30, 44)
PANEL_EDGE = (58, 66, 92)
TEXT = (228, 232, 240)
TEXT_DIM = (140, 148, 170)
HIGHLIGHT = (255, 214, 64)
# what is clickable on the board and in the hand: a cyan apart from every room floor, the
# spawnpoints' frames (yellow rooms included) and the ammo colours, under normal vision and
# simulated deuteranopia and protanopia (tests/ui/test_colours.py measures it)
CLICKABLE = (120, 255, 235)
DANGER = (235, 70, 70)
OK = (90, 210, 120)

# the characters' colours (player figures, damage tokens, marks): Okabe-Ito's yellow, a sky
# blue, a mid grey, a violet and a green tuned apart from each other under normal vision and
# simulated deuteranopia and protanopia (tests/ui/test_colours.py); each token also carries
# its character's shape and initial (art.TOKEN_SHAPE), so no one needs the colour alone
PLAYER = {
    "yellow": (240, 228, 66),   # :D-struct-OR
    "blue": (110, 200, 255),    # Banshee
    "grey": (137, 134, 140),    # Dozer
    "purple": (179, 59, 255),   # Violet
    "green": (8, 145, 33),      # Sprog
}
# ammo colours, each with a shape so colour-blind players can tell them apart
AMMO_COLOUR = {"red": (225, 55, 55), "blue": (60, 120, 240), "yellow": (245, 210, 50)}
AMMO_SHAPE = {"red": "triangle", "blue": "square", "yellow": "circle"}
# room floors
ROOM = {
    "red": (92, 34, 38), "blue": (30, 48, 96), "yellow": (96, 84, 28), "white": (78, 82, 92),
    "green": (30, 82, 46), "purple": (66, 36, 92),
}


@functools.lru_cache(maxsize=32)
def font(size: int) -> pygame.font.Font:
    return pygame.font.Font(None, size)


# Rendered text is kept up to this many bytes of pictures, the least recently drawn
# dropped first. A count would not bound it: a score is a few hundred bytes, a
# headline a few hundred kilobytes, and text that changes (log lines, results)
# would fill any count game after game. A frame draws at most about 0.4 MB of text.
TEXT_CACHE_BYTES = 2**20
_TEXT: collections.OrderedDict[tuple, pygame.Surface] = collections.OrderedDict()
_text_bytes = 0


def _picture_bytes(image: pygame.Surface) -> int:
    return image.get_pitch() * image.get_height() + 256  # pixels + the surface itself


def text(message: str, size: int = 22, colour: tuple = TEXT) -> pygame.Surface:
    """Rendered text, cached (a frame re-draws the same words many times), the
    cache bounded by TEXT_CACHE_BYTES."""
    global _text_bytes
    key = (message, size, colour)
    image = _TEXT.get(key)
    if image is not None:
        _TEXT.move_to_end(key)
        return image
    image = render(message, size, colour)
    _TEXT[key] = image
    _text_bytes += _picture_bytes(image)
    while _text_bytes > TEXT_CACHE_BYTES and len(_TEXT) > 1:
        _, old = _TEXT.popitem(last=False)
        _text_bytes -= _picture_bytes(old)
    return image


def text_cache_bytes() -> int:
    """Bytes of rendered text held by :func:`text` (tests)."""
    return _text_bytes


def render(message: str, size: int = 22, colour: tuple = TEXT) -> pygame.Surface:
    """Rendered text, not cached: for text drawn once and kept by its panel (a log line)."""
    return font(size).render(message, True, colour)


def wrap(message: str, size: int, width: int) -> list[str]:
    """Split ``message`` into lines that fit ``width`` pixels."""
    f = font(size)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def draw_ammo(surface: pygame.Surface, colour: str, centre: tuple[int, int], r: int) -> None:
    """An ammo cube as its colour and its shape (triangle red, square blue, circle yellow)."""
    c = AMMO_COLOUR[colour]
    x, y = centre
    shape = AMMO_SHAPE[colour]
    if shape == "triangle":
        points = [(x, y - r), (x + r, y + r), (x - r, y + r)]
        pygame.draw.polygon(surface, c, points)
        pygame.draw.polygon(surface, (0, 0, 0), points, 1)
    elif shape == "square":
        rect = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        pygame.draw.rect(surface, c, rect)
        pygame.draw.rect(surface, (0, 0, 0), rect, 1)
    else:
        pygame.draw.circle(surface, c, centre, r)
        pygame.draw.circle(surface, (0, 0, 0), centre, r, 1)


@functools.lru_cache(maxsize=2048)
def fit(message: str, size: int, width: int, mark: str = "…") -> str:
    """``message`` cut, with ``mark`` at the end, so that it fits ``width`` pixels."""
    f = font(size)
    if f.size(message)[0] <= width:
        return message
    while message and f.size(message + mark)[0] > width:
        message = message[:-1]
    return message.rstrip() + mark
