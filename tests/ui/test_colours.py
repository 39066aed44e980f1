"""Colours readable without colour vision: the five player colours stay apart under normal
vision and simulated deuteranopia and protanopia, and what is clickable stands out from every
room floor, yellow rooms included; damage tokens and marks carry their giver's shape and
initials.

Colour science, implemented here to need no new dependency:
- sRGB <-> linear RGB (IEC 61966-2-1), CIE L*a*b* (D65) and CIEDE2000 (Sharma, Wu and Dalal
  2005, the formula as published);
- colour vision deficiency simulated with the Machado, Oliveira and Fernandes 2009 matrices at
  severity 1.0 (dichromacy), applied to linear RGB;
- contrast ratio as WCAG 2.x defines it ((L1 + 0.05) / (L2 + 0.05), relative luminance).
"""

from __future__ import annotations

import itertools
import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core.cards import CHARACTERS
from adrenaline.ui import theme
from adrenaline.ui.contrast import contrast
from adrenaline.ui.game import art
from adrenaline.ui.game.tokens import shaped_token

MACHADO_2009 = {  # severity 1.0, linear RGB
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}
VISIONS = ("normal", "deuteranopia", "protanopia")

# CIEDE2000 differences: about 1 is just noticeable side by side, 10 is clearly another colour;
# tokens are small and seen apart, so the players' colours must be much further apart
PLAYERS_APART = 15.0
CLICKABLE_APART = 20.0  # the highlight against every floor, frame and ammo colour
FLOOR_CONTRAST = 4.5  # WCAG contrast of the highlight on a room's floor (AA for text)


def linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encoded(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def seen(rgb, vision: str) -> tuple:
    if vision == "normal":
        return tuple(rgb)
    m = MACHADO_2009[vision]
    lin = [linear(c) for c in rgb]
    return tuple(encoded(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))




def lab(rgb) -> tuple[float, float, float]:
    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(c1, c2) -> float:
    """CIEDE2000 difference of two sRGB colours."""
    return ciede2000_lab(lab(c1), lab(c2))


def ciede2000_lab(lab1, lab2) -> float:
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = L2 - L1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lbar, cbarp = (L1 + L2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbar = (h1p + h2p) / 2
    else:
        hbar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbar - 30)) + 0.24 * math.cos(math.radians(2 * hbar))
         + 0.32 * math.cos(math.radians(3 * hbar + 6)) - 0.20 * math.cos(math.radians(4 * hbar - 63)))
    dtheta = 30 * math.exp(-(((hbar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbarp ** 7 / (cbarp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cbarp, 1 + 0.015 * cbarp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


# -- the colour science itself ------------------------------------------------------------------
def test_ciede2000_matches_sharma_wu_dalal_test_pairs():
    # pairs 1, 7 and 17 of the published CIEDE2000 test data, given in L*a*b*
    pairs = [((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
             ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
             ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492)]
    for lab1, lab2, expected in pairs:
        assert ciede2000_lab(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert lab((255, 255, 255)) == pytest.approx((100.0, 0.0, 0.0), abs=0.05)


def test_simulated_dichromacy_confuses_red_and_green_but_not_blue_and_yellow():
    red, green = (200, 60, 40), (90, 140, 40)
    assert ciede2000(red, green) > 30
    assert ciede2000(seen(red, "deuteranopia"), seen(green, "deuteranopia")) < 12
    assert ciede2000(seen((60, 120, 240), "protanopia"), seen((245, 210, 50), "protanopia")) > 40


# -- the game's colours --------------------------------------------------------------------------
@pytest.mark.parametrize("vision", VISIONS)
def test_the_five_player_colours_stay_apart(vision):
    colours = {c.colour: theme.PLAYER[c.colour] for c in CHARACTERS}
    assert len(colours) == 5
    worst = min((ciede2000(seen(a, vision), seen(b, vision)), na, nb)
                for (na, a), (nb, b) in itertools.combinations(colours.items(), 2))
    assert worst[0] > PLAYERS_APART, worst


def test_the_player_colours_keep_their_names():
    """Yellow, blue, grey, green and violet stay what the characters are called by."""
    p = theme.PLAYER
    assert p["yellow"][0] > 200 and p["yellow"][1] > 200 and p["yellow"][2] < 100
    assert p["blue"][2] > max(p["blue"][:2])
    assert max(p["grey"]) - min(p["grey"]) < 12
    assert p["green"][1] > max(p["green"][0], p["green"][2])
    assert p["purple"][2] > p["purple"][0] > p["purple"][1]


def test_initials_are_readable_on_every_player_colour():
    for colour in theme.PLAYER.values():
        assert contrast(colour, (16, 16, 22)) >= 4.5, colour


def floors() -> dict[str, tuple]:
    """Every colour the arena draws where a highlight can land: the room floors, their edges,
    and the spawnpoints' frames (the ammo colours)."""
    out = {f"room {k}": v for k, v in theme.ROOM.items()}
    out.update({f"room edge {k}": v for k, v in art.ROOM_EDGE.items()})
    out.update({f"spawnpoint {k}": v for k, v in theme.AMMO_COLOUR.items()})
    return out


@pytest.mark.parametrize("vision", VISIONS)
def test_what_is_clickable_stands_out_from_every_room_yellow_rooms_included(vision):
    h = seen(theme.CLICKABLE, vision)
    for name, colour in floors().items():
        assert ciede2000(h, seen(colour, vision)) > CLICKABLE_APART, name
    for name, colour in theme.ROOM.items():
        assert contrast(h, seen(colour, vision)) >= FLOOR_CONTRAST, name


def test_damage_tokens_carry_their_givers_shape_and_initials_where_they_reach_the_text_floor():
    """Two givers of the same colour would still differ: each token is its figure's shape;
    a token big enough for letters at the text floor (issue 25) shows the initials (drawn
    in dark on the colour), a smaller one none (no letters under the floor)."""
    pygame.init()
    grey = (150, 150, 150)
    shapes = {}

    def dark_middle(img) -> int:  # the middle of the token, clear of its outline
        middle = pygame.Rect(0, 0, 8, 8)
        middle.center = img.get_rect().center
        return sum(1 for x in range(middle.left, middle.right) for y in range(middle.top, middle.bottom)
                   if sum(img.get_at((x, y))[:3]) < 150)

    for c in CHARACTERS:
        img = shaped_token(grey, 9, c.name)
        shapes[c.name] = frozenset(pygame.mask.from_surface(img).outline())
        assert dark_middle(img) < 3, f"{c.name}: letters under the text floor"
        assert dark_middle(shaped_token(grey, 18, c.name)) >= 6, f"{c.name}: no initials drawn"
    assert len(set(shapes.values())) == 5


@pytest.mark.parametrize("colour", ["red", "blue", "yellow"])
def test_words_in_an_ammo_colour_read_at_4_5_to_1_on_the_background_and_panels(colour):
    """A spawnpoint's name in its colour (the tutorial's weapons page): the cube's own red
    reads only 4.3:1 on the background, so words take the lighter AMMO_TEXT."""
    for behind in (theme.BACKGROUND, theme.PANEL):
        assert contrast(theme.AMMO_TEXT[colour], behind) >= 4.5


@pytest.mark.parametrize("colour", [0, 1, 2])
def test_a_powerup_card_s_colour_word_reads_at_4_5_to_1_on_its_tint(colour):
    """The word under the cube ("yellow") is drawn on the card's tint, measured on its pixels."""
    from adrenaline.core.cards import AMMO
    from adrenaline.ui.game.cards import CARD_H, powerup_card

    card = powerup_card("Newton", colour, 150)
    tint = card.get_at((6, CARD_H // 2))[:3]
    word = card.subsurface(pygame.Rect(4, CARD_H - 22, 142, 18))  # under the cube
    ink = max((word.get_at((x, y))[:3] for x in range(word.get_width()) for y in range(word.get_height())),
              key=sum)
    assert contrast(ink, tint) >= 4.5, AMMO[colour]
