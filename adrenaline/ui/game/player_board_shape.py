"""A player's board's shape: its rows and parts at 1280 x 800 (:data:`DESIGN`), how much
bigger a larger board draws everything (:func:`board_zoom`) and its words (the Text size,
as far as its rows allow), and where each space of its damage track is on screen."""

from __future__ import annotations

from .. import layout, theme


# A board at 1280 x 800 with five players is 512 x 104: five rows of 20 px, each holding
# one line of words at the text floor (theme.MIN_PIXELS: capitals 15 px high; a 21 px em
# fills its row: its ink meets the next row's ink where the design's rows have no room to spare). The left
# part: name and badges, marks, the damage track, its adrenaline labels, the point values;
# the right part: ammo and powerups, points and deaths, then the weapons.
TRACK_X, TRACK_STEP = 12, 23
ROW, TOP = 20, 2  # a row of the board, and the room above the first
NAME_SIZE = 24  # the player's name (at the floor at 1280 x 800, bigger on a zoomed board)
RIGHT_X = 302  # the right part of a board: ammo, powerups, points, weapons
DESIGN = (512, 5 * ROW + 2 * TOP)  # a board's size at 1280 x 800 with five players
MAX_ZOOM = 1.6
DIGITS = 34  # a number standing alone (a value, a count): a 22 px em, as a lone narrow digit
# reads smaller than a word of the same em


def board_zoom(width: int, height: int) -> float:
    """How much bigger than its design a board draws everything - tokens, cells, words:
    as much as both its width and its height allow (a wide window, fewer players), at
    least 1. The room a wide window gives goes to a bigger board, not to empty space."""
    return max(1.0, min(width / DESIGN[0], height / DESIGN[1], MAX_ZOOM))


def board_gap(height: int, zoom: float = 1.0) -> int:
    """Extra room between a board's rows when a board is taller than its zoomed design."""
    return max(0, min((height - round(DESIGN[1] * zoom)) // 5, round(12 * zoom)))


def row_y(row: int, zoom: float, gap: int) -> int:
    """The top of a board's ``row`` (0 to 4)."""
    return round((TOP + row * ROW) * zoom) + row * gap + gap // 2


def text_zoom(zoom: float, gap: int) -> float:
    """How much bigger than the design a board's words are: its zoom times the player's
    Text size (Settings) as far as its rows' height allows (a row of the design holds a
    line at about the text floor; ``gap`` is what a taller board adds to each): a line's
    ink never reaches the next row's. Where there is no such room (five boards at
    1280 x 800) the words stay at the floor, whole: short forms and icons where they
    must, their tooltips saying it all."""
    room = (ROW * zoom + gap) / theme.MIN_PIXELS  # a row over a line at the floor's em
    return max(1.0, min(zoom * theme.text_scale, room))


def value_boxes(digit_em: int, w: int, h: int, most_h: int) -> tuple[int, int, int]:
    """(em, width, height): a board's point values as big as its words' zoom asks
    (``digit_em``, an exact em), each in a box that holds its digits' ink (at least ``w``
    x ``h``, as designed), no taller than ``most_h`` (the board's foot): the digits
    smaller, to the text floor, where it is not (issue 33: '8 6 4 2 1 1' out of their
    boxes at 150%)."""
    px = -digit_em
    while True:
        ink = theme.font(-px).render("8", True, (0, 0, 0)).get_bounding_rect()
        if ink.height + 4 <= most_h or px <= theme.MIN_PIXELS:
            break
        px -= 1
    return -px, max(w, ink.width + 10), min(most_h, max(h, ink.height + 6))


def damage_slot(seat: int, seats: int, index: int) -> tuple[int, int]:
    """Screen centre of the ``index``-th space of a board's damage track (animations)."""
    r = layout.player_rect(seat, seats)
    z = board_zoom(r.width, r.height)
    x = r.x + round((TRACK_X + min(max(index, 0), 11) * TRACK_STEP) * z) + round(21 * z) // 2
    return (x, r.y + row_y(2, z, board_gap(r.height, z)) + round(1 * z) + round((ROW - 2) * z) // 2)


def first_fitting(forms, size: int, room: int) -> str | None:
    """The first of ``forms`` (the words, then shorter forms) whose width at ``size`` is at
    most ``room``; None if none fits (the part's icon and tooltip say it)."""
    for words in forms:
        if theme.font(size).size(words)[0] <= room:
            return words
    return None
