"""What the four plots share: a panel with its title, the sizes of their words for the
room they have, each player's label (the figure's shape with its initials, then the
typed name where it fits), round tick steps, labels kept apart, and the fills that tell
the sources of points apart without colour."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from ...words.characters import introduce_player, player_name
from ...words.i18n import _
from .. import theme
from ..contrast import contrast
from ..game import art
from ..game.tokens import draw_token
from ..kit.text import draw_text, padded, smaller_sizes

DIM_LINE = (58, 66, 92)  # grid lines and axes
GRID = (40, 46, 64)
FRENZY = (255, 140, 40)  # final frenzy, as on the top bar
CELL = (20, 23, 34)  # an empty cell of the damage matrix


# the smallest token radius whose initials (theme.mark, two letters in 2r - 2) draw a
# 22 px em: capitals 16 px high at 1280 x 800, 12.8 at 1024 x 640 (issue 25's floor)
TOKEN = 18
# the most the plots' words grow with Settings' Text size (125%: their panels do not grow)
TEXT_GROWTH = 1.25


class Sizes(NamedTuple):
    """The word sizes and spacing of a plot for a scale ``k`` (1: a panel of about
    600 x 300 logical pixels; the picture of ``replay --plots`` is bigger)."""

    k: float
    title: int
    label: int
    small: int
    number: int
    pad: int
    token: int  # a player's token's radius: its initials at the text floor (issue 25)
    digits: int  # small numbers: ticks, marks, the points in a bar (NUMBER_PX and up)

    @classmethod
    def for_scale(cls, k: float, grow: float | None = None) -> "Sizes":
        """Exact ems (negative sizes, theme.pixels), times the player's text size (up to
        :data:`TEXT_GROWTH`): the
        words a little above the floor (a 21 px em: capitals 12 px high at 1024 x 640
        whatever the rounding of the window's scaling), bigger on a bigger picture."""
        k = max(0.6, min(k, 2.5))
        # the player's text size, as far as the plots' room allows (four plots in a page:
        # at 150% the damage matrix's rows would be lower than a token)
        grow = min(theme.text_scale, TEXT_GROWTH) if grow is None else grow

        def em(px: float, least: int, most: int) -> int:
            return -round(max(least, min(most, round(px))) * grow)

        return cls(k, em(24 * k, 24, 40), em(21 * k, 21, 32), em(21 * k, 21, 30),
                   em(24 * k, 24, 36), max(4, round(10 * k)), max(TOKEN, min(24, round(TOKEN * k))),
                   em(NUMBER_PX * k, NUMBER_PX, 30))


def line_height(size: int) -> int:
    return theme.font(size).get_linesize()


def text_width(message: str, size: int) -> int:
    """The width of words as :func:`draw_text` draws them (the tests lengthen them)."""
    return theme.font(size).size(padded(message))[0]


def draw_words(surface, message: str, size: int, colour, pos, align: str, width: int) -> pygame.Rect:
    """Words on one line in a box ``width`` wide (smaller if they must, never cut); the
    box is as tall as the font's tallest letters (an accented capital: 'Ś')."""
    return draw_text(surface, message, size, colour, pos, align, width, line_height(size) + 4)


# numbers (ticks, counts) at a 22 px em at least: digits are only as tall as capitals,
# which keeps them 12 px high at 1024 x 640 and more (issue 25); Sizes.digits
NUMBER_PX = 22


def number_width(number, size: int) -> int:
    return theme.font(size).size(str(number))[0]


def number_height(size: int) -> int:
    return theme.font(size).get_linesize()


def draw_number(surface, number, size: int, colour, pos, align: str = "center") -> pygame.Rect:
    """A number (a tick, a count): no words, so drawn as it is, never made to fit."""
    img = theme.text(str(number), size, colour)
    r = img.get_rect()
    setattr(r, {"center": "center", "left": "midleft", "right": "midright"}[align], (int(pos[0]), int(pos[1])))
    surface.blit(img, r)
    return r


def fits_somehow(message: str, size: int, width: int) -> bool:
    """Can ``message`` stand on one line ``width`` wide at ``size`` or any smaller size
    down to the readable floor (what :func:`draw_text` would make of it)?"""
    return text_width(message, smaller_sizes(size)[-1]) <= width


def panel(surface, rect: pygame.Rect, title: str, sz: Sizes) -> pygame.Rect:
    """The panel a plot is drawn on, its title at the top; returns the room left."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=10)
    h = line_height(sz.title)
    draw_words(surface, title, sz.title, theme.HIGHLIGHT, (rect.x + sz.pad + 4, rect.y + sz.pad + h // 2),
               "left", rect.w - 2 * sz.pad - 8)
    return panel_body(rect, sz)


def panel_body(rect: pygame.Rect, sz: Sizes) -> pygame.Rect:
    """The room a panel leaves under its title."""
    top = rect.y + sz.pad + line_height(sz.title) + sz.pad // 2
    return pygame.Rect(rect.x + sz.pad, top, rect.w - 2 * sz.pad, rect.bottom - sz.pad - top)


def legend_columns(words: list[str], width: int, mark: int, sz: Sizes) -> int:
    """How many columns a legend of ``words``, each after a mark ``mark`` wide, takes
    in ``width``: as many as let every one stand on one line (at least 1)."""
    for columns in range(len(words), 1, -1):
        room = width // columns - mark - 10
        if all(fits_somehow(w, sz.small, room) for w in words):
            return columns
    return 1


def player_colour(info) -> tuple:
    return theme.PLAYER.get(info.colour, theme.TEXT)


def draw_player_token(surface, info, centre, r: int) -> None:
    """The player's figure as the boards draw its tokens: shape, colour, initials."""
    draw_token(surface, player_colour(info), (int(centre[0]), int(centre[1])), r, info.character)


def draw_shape(surface, info, centre, r: float) -> None:
    """A small marker in the player's shape (no initials: it sits on a line)."""
    shape = art.TOKEN_SHAPE.get(info.character, "circle")
    art.draw_shape(surface, shape, player_colour(info), centre[0], centre[1], r)
    art.draw_shape(surface, shape, (0, 0, 0), centre[0], centre[1], r, 1)


# the share of a plot's width the rows' labels may take (damage dealt, kills, sources):
# a token and the longest character's name, ":D-struct-OR", at the 21 px text floor in the
# end screen's panels (590 px wide)
LABEL_SHARE = 0.32


def label_width(players, sz: Sizes, room: int) -> tuple[int, bool]:
    """How wide the players' labels are (token, then name) within ``room``, and whether
    the names fit in it (if not, the tokens alone stand for the players)."""
    token = 2 * sz.token + sz.pad
    names = max(text_width(called(p), sz.label) for p in players)
    if token + names + 4 <= room:
        return token + names + 4, True
    if all(fits_somehow(called(p), sz.label, room - token - 4) for p in players):
        return room, True
    return token, False


def draw_player_label(surface, info, left: int, cy: int, width: int, named: bool, sz: Sizes,
                      token: bool = True) -> None:
    """A row's label: the player's token, then the name where there is room (the name
    alone, in the player's colour, where a row is too low for the token: ``token``)."""
    if token or not named:
        draw_player_token(surface, info, (left + sz.token + 2, cy), sz.token)
    if named:
        x = left + 2 * sz.token + sz.pad if token else left
        draw_words(surface, called(info), sz.label, theme.player_text(info.colour), (x, cy), "left",
                   left + width - x)


def called(info) -> str:
    """A player as the plots call them: the typed name, or the character's name in the
    player's language when the person kept it; the bot's figure as 'Bot: Violet'."""
    name = player_name(info.name, info.character)
    return _("Bot: {character}").format(character=name) if getattr(info, "bot", False) else name


def introduce(info) -> str:
    """'Alice (Dożer)', or 'Dożer' when the person kept the character's name."""
    return introduce_player(info.name, info.character)


def round_step(largest: float, ticks: int) -> int:
    """A round step (1, 2, 5, 10, 20...) giving about ``ticks`` steps up to ``largest``."""
    raw = max(largest, 1) / max(ticks, 1)
    step = 1
    while True:
        for m in (1, 2, 5):
            if step * m >= raw:
                return step * m
        step *= 10


def spread(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Positions near ``wanted`` (in any order), at least ``gap`` apart, within
    [low, high] as far as they go: labels at the ends of lines that end close."""
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    placed = [0.0] * len(wanted)
    last = low - gap
    for i in order:
        placed[i] = max(wanted[i], last + gap)
        last = placed[i]
    overflow = last - high
    if overflow > 0:  # pushed past the bottom: shift back up, keeping the gaps
        nxt = high + gap
        for i in reversed(order):
            placed[i] = min(placed[i], nxt - gap)
            nxt = placed[i]
    return placed


def turn_axis(surface, area: pygame.Rect, last: int, x_of, sz: Sizes) -> None:
    """Turn numbers under a plot's x axis, and the axis's name at its right end."""
    small = sz.small
    y = area.bottom + 4 + line_height(small) // 2
    caption = _("Turn")
    cap_w = text_width(caption, small)
    draw_words(surface, caption, small, theme.TEXT_DIM, (area.right, y), "right", cap_w + 2)
    step = round_step(last, max(2, area.w // (4 * number_width("00", sz.digits))))
    for t in range(0, last + 1, step):
        x = round(x_of(t))
        w = number_width(t, sz.digits)
        if x + w // 2 + 8 >= area.right - cap_w:
            break
        pygame.draw.line(surface, DIM_LINE, (x, area.bottom), (x, area.bottom + 3), 1)
        draw_number(surface, t, sz.digits, theme.TEXT_DIM, (x, y))


def dotted_line(surface, colour, start, end, step: int = 4) -> None:
    """A line of dots from ``start`` to ``end`` (a label's leader: not a stroke of a plot)."""
    (x0, y0), (x1, y1) = start, end
    n = max(1, round(max(abs(x1 - x0), abs(y1 - y0)) / step))
    for i in range(n + 1):
        pygame.draw.circle(surface, colour, (round(x0 + (x1 - x0) * i / n), round(y0 + (y1 - y0) * i / n)), 1)


def dashed_vline(surface, colour, x: int, top: int, bottom: int, dash: int = 6) -> None:
    for y in range(top, bottom, 2 * dash):
        pygame.draw.line(surface, colour, (x, y), (x, min(y + dash, bottom)), 2)


# -- the sources of points: a colour and a fill each, so that no one needs the colour -----
SOURCE_COLOURS = ((86, 146, 232), (232, 84, 84), (242, 178, 60), (168, 120, 250), (96, 200, 150),
                  (200, 200, 210))
FILLS = ("solid", "stripes", "dots", "checks", "bars", "cross")


def source_look(index: int) -> tuple[tuple, str]:
    return SOURCE_COLOURS[index % len(SOURCE_COLOURS)], FILLS[index % len(FILLS)]


def draw_fill(surface, rect: pygame.Rect, colour: tuple, fill: str) -> None:
    """A bar segment or a legend's swatch: the colour, and a pattern drawn over it."""
    if rect.w <= 0 or rect.h <= 0:
        return
    pygame.draw.rect(surface, colour, rect)
    ink = art.darker(colour, 0.55)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    if fill == "stripes":
        for x in range(rect.x - rect.h, rect.right, 7):
            pygame.draw.line(surface, ink, (x, rect.bottom), (x + rect.h, rect.y), 2)
    elif fill == "dots":
        for y in range(rect.y + 3, rect.bottom, 6):
            for x in range(rect.x + 3 + (y // 6 % 2) * 3, rect.right, 6):
                pygame.draw.circle(surface, ink, (x, y), 1)
    elif fill == "checks":
        for y in range(rect.y, rect.bottom, 6):
            for x in range(rect.x + (y - rect.y) // 6 % 2 * 6, rect.right, 12):
                pygame.draw.rect(surface, ink, (x, y, 6, 6))
    elif fill == "bars":
        for x in range(rect.x + 2, rect.right, 6):
            pygame.draw.line(surface, ink, (x, rect.y), (x, rect.bottom), 2)
    elif fill == "cross":
        for x in range(rect.x - rect.h, rect.right, 8):
            pygame.draw.line(surface, ink, (x, rect.bottom), (x + rect.h, rect.y), 1)
            pygame.draw.line(surface, ink, (x, rect.y), (x + rect.h, rect.bottom), 1)
    surface.set_clip(clip)
    pygame.draw.rect(surface, (0, 0, 0), rect, 1)


def ink_on(colour: tuple) -> tuple:
    """Dark or light words on a background of ``colour``: whichever has the higher WCAG
    contrast on it (4.5:1 on every player's and source's colour, tests/ui/test_plots.py)."""
    dark = (16, 16, 22)
    return dark if contrast(dark, colour) >= contrast(theme.TEXT, colour) else theme.TEXT


def number_on(surface, number, size: int, back: tuple, pos) -> None:
    """A number on a background of colour ``back``: in the ink that reads on it, on a
    plate of the empty cell's colour where neither ink reaches 4.5:1 (WCAG AA) with
    a margin."""
    ink = ink_on(back)
    if contrast(ink, back) < 4.5 + 0.3:  # with a margin: a window's scaling blends the edges
        plate = pygame.Rect(0, 0, number_width(number, size) + 8, number_height(size) - 2)
        plate.center = (int(pos[0]), int(pos[1]))
        pygame.draw.rect(surface, CELL, plate, border_radius=4)
        ink = theme.TEXT
    draw_number(surface, number, size, ink, pos)
