"""Colours, fonts and cached text: the one look of the game (a dark sci-fi arena,
bright player colours).

Fonts: DejaVu Sans, regular and bold, bundled in ``adrenaline/ui/fonts/`` (Bitstream
Vera licence, see assets/LICENSES.md); it covers French, Spanish and Polish letters,
the arrow and the narrow no-break space (tests/ui/test_readability.py checks).

Sizes: the ``size`` the screens ask for is the old scale of pygame's default font;
:func:`pixels` turns it into the font's pixel size (its em, as CSS ``font-size``), never
below :data:`MIN_PIXELS` on the logical 1280 x 800 surface.
"""

from __future__ import annotations

import collections
import functools
import re
from importlib.resources import files
from pathlib import Path

import pygame

FONT_DIR = Path(str(files("adrenaline.ui") / "fonts"))  # package data
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
# the smallest text anywhere, in pixels of the font's em at 1280 x 800 (issue 25: at 20 and
# 21 px DejaVu's capitals snap to 15 rows: 15 px at 1280 x 800, 12 px once a 1024 x 640
# window scales the surface by 0.8; 21 leaves a row of room for the hinting; body text:
# the game log, tooltips, card text); the window scales it up on a bigger window
MIN_PIXELS = 21
# pygame's default font drew a size-N request with an em of 0.6875 N; DejaVu Sans is as
# wide per em, so the screens' sizes keep about their widths above the floor
SCALE = 0.66
# requests from this size up (titles, names on the hand-off cover) are drawn bold
BOLD_FROM = 26

BACKGROUND = (14, 16, 24)
PANEL = (26, 30, 44)
PANEL_EDGE = (58, 66, 92)
TEXT = (228, 232, 240)
# dim text reaches a contrast of 4.5:1 (WCAG) on every panel and button it is drawn on
# (tests/ui/test_readability.py)
TEXT_DIM = (160, 168, 190)
HIGHLIGHT = (255, 214, 64)
# what is clickable on the board and in the hand: a cyan apart from every room floor, the
# spawnpoints' frames (yellow rooms included) and the ammo colours, under normal vision and
# simulated deuteranopia and protanopia (tests/ui/test_colours.py measures it)
CLICKABLE = (120, 255, 235)
DANGER = (235, 70, 70)
DANGER_TEXT = (255, 112, 112)  # the danger colour for words: 4.5:1 on every panel (DANGER: 4.3)
OK = (90, 210, 120)

# the characters' colours (player figures, damage tokens, marks): Okabe-Ito's yellow, a sky
# blue, a mid grey, a violet and a green tuned apart from each other under normal vision and
# simulated deuteranopia and protanopia (tests/ui/test_colours.py); each token also carries
# its character's shape and initial (art.TOKEN_SHAPE), so no one needs the colour alone
PLAYER = {
    "yellow": (240, 228, 66),   # :D-struct-OR
    "blue": (110, 200, 255),    # Banshee
    "grey": (137, 134, 140),    # Dozer
    "purple": (186, 84, 255),   # Violet (light enough for the dark initials on her tokens: 5:1)
    "green": (10, 156, 38),     # Sprog (dark initials on the tokens at 5:1)
}
# the players' colours for their names and words (log lines, boards, the end screen): each
# character's colour lightened until it reads at 4.5:1 (WCAG AA) on every panel and button
# it is written on (tests/ui/test_readability.py); tokens and figures keep PLAYER
PLAYER_TEXT = {
    "yellow": PLAYER["yellow"],
    "blue": PLAYER["blue"],
    "grey": (170, 168, 174),
    "purple": (208, 130, 255),
    "green": (84, 184, 102),
}
# ammo colours, each with a shape so colour-blind players can tell them apart
AMMO_COLOUR = {"red": (225, 55, 55), "blue": (60, 120, 240), "yellow": (245, 210, 50)}
# words in an ammo colour (a spawnpoint's name): lighter, 7:1 and more on the background
AMMO_TEXT = {"red": DANGER_TEXT, "blue": (110, 160, 255), "yellow": (245, 210, 50)}
AMMO_SHAPE = {"red": "triangle", "blue": "square", "yellow": "circle"}
# room floors
ROOM = {
    "red": (92, 34, 38), "blue": (30, 48, 96), "yellow": (96, 84, 28), "white": (78, 82, 92),
    "green": (30, 82, 46), "purple": (66, 36, 92),
}


def player_text(colour: str) -> tuple:
    """The colour a player's name is written in (see :data:`PLAYER_TEXT`)."""
    return PLAYER_TEXT.get(colour, TEXT)


# Settings' "Text size": every text's em times this (1.0, 1.25 or 1.5; ui/text_size.py sets it)
TEXT_SCALES = (1.0, 1.25, 1.5)
text_scale = 1.0


def zoomed(size: int, zoom: float) -> int:
    """A screen's ``size`` drawn ``zoom`` times as big, as an exact em (a negative size):
    the words of a panel that grows (the players' boards on a wide window) grow with it.
    Not times the player's text size: the panel's room is what bounds them."""
    return -round(max(MIN_PIXELS, round(size * SCALE)) * zoom)


def fixed(size: int) -> int:
    """A screen's ``size`` for words inside a picture of fixed size (a card, a square of
    the arena): drawn as designed whatever the player's text size, as their room does
    not grow with it (an exact em)."""
    return zoomed(size, 1.0)


def pixels(size: int) -> int:
    """The font's pixel size (em) for a screen's ``size``: at least :data:`MIN_PIXELS`,
    times the player's text size. A negative size is an em in pixels as it is: text
    that a bigger text size would push out of its box shrinks back towards the floor
    (kit/text.py's smaller_sizes), never under it."""
    if size < 0:
        return max(MIN_PIXELS, -size)
    return round(max(MIN_PIXELS, round(size * SCALE)) * text_scale)


# the most characters drawn on one line: wider than any window at the smallest size
MAX_DRAWN = 2000
# what the font cannot take (a NUL raises, a lone surrogate cannot be encoded) or
# should not draw (other control characters): each becomes a space
_UNDRAWABLE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def drawable(message: str) -> str:
    """``message`` as the font can draw and measure it, whatever it holds: control
    characters and lone surrogates as spaces (line breaks kept), at most
    :data:`MAX_DRAWN` characters. Every text drawn or measured goes through it."""
    if not isinstance(message, str):
        message = str(message)
    if len(message) > MAX_DRAWN:
        message = message[:MAX_DRAWN - 1] + "…"
    return _UNDRAWABLE.sub(" ", message)


class Font(pygame.font.Font):
    """The game's font: any string measures and draws (:func:`drawable`), so a name
    read from a file can never make a screen raise."""

    def size(self, text) -> tuple[int, int]:
        return super().size(drawable(text))

    def render(self, text, antialias, color, bgcolor=None, wraplength=0) -> pygame.Surface:
        return super().render(drawable(text), antialias, color, bgcolor, wraplength)


@functools.lru_cache(maxsize=64)
def font(size: int) -> pygame.font.Font:
    """The game's font for a requested ``size`` (see :func:`pixels`); bold for titles."""
    path = BOLD if size >= BOLD_FROM else REGULAR
    try:
        return Font(path, pixels(size))
    except (OSError, FileNotFoundError):  # a broken install: still draw, in pygame's font
        return Font(None, round(pixels(size) / 0.6875))


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


def clear_text_cache() -> None:
    """Forget every rendered text (tests that watch what is rendered)."""
    global _text_bytes
    _TEXT.clear()
    _text_bytes = 0


def text_cache_bytes() -> int:
    """Bytes of rendered text held by :func:`text` (tests)."""
    return _text_bytes


def render(message: str, size: int = 22, colour: tuple = TEXT) -> pygame.Surface:
    """Rendered text, not cached: for text drawn once and kept by its panel (a log line).
    Any string draws (:func:`drawable`)."""
    return font(size).render(message, True, colour)


@functools.lru_cache(maxsize=256)
def mark(message: str, size: int, colour: tuple = TEXT) -> pygame.Surface:
    """A letter drawn inside a small icon (a token's initial, a powerup card's initial),
    sized to its shape, below the text floor: not text to read (the icon's shape and
    colour and its tooltip say the same)."""
    return _mark_font(max(6, round(size * SCALE))).render(message, True, colour)


@functools.lru_cache(maxsize=16)
def _mark_font(px: int) -> pygame.font.Font:
    try:
        return Font(BOLD, px)
    except (OSError, FileNotFoundError):
        return Font(None, round(px / 0.6875))


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
