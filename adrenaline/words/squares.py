"""Squares named as players name them: by room and place, never by grid coordinates.

A room of one square is "the green room"; a spawnpoint is "the blue spawnpoint"
(each colour has one); any other square is named by its place in its room as the
board shows it: "the left square of the blue room", "the top-right square of the
yellow room", "the bottom square of the red room". Every square of an arena gets a
different name (tested over the four arenas).
"""

from __future__ import annotations

from .i18n import _, pgettext


def colour_words(colour: str) -> str:
    """A spawnpoint's, a track's or a figure's colour in words ('red'), in the form that
    agrees with them (French "la Zone de Résurrection bleue", Polish "niebieski punkt
    odrodzenia"). A room's colour: :func:`room_colour`; a cube's:
    :func:`adrenaline.words.cards.cube_colour`."""
    return pgettext("colour", colour)


def room_colour(colour: str) -> str:
    """A room's colour, agreeing with the language's word for room (Polish
    "pomieszczenie", neuter: "niebieskie")."""
    return pgettext("room", colour)


def _colours_for_the_catalogue() -> tuple[str, ...]:
    """Never called: the colours colour_words and room_colour are asked for, written out
    so that the extractor gives them to translators."""
    return (pgettext("colour", "red"), pgettext("colour", "blue"), pgettext("colour", "yellow"),
            pgettext("colour", "white"), pgettext("colour", "green"), pgettext("colour", "purple"),
            pgettext("colour", "grey"),  # grey: Dozer's figure
            pgettext("room", "red"), pgettext("room", "blue"), pgettext("room", "yellow"),
            pgettext("room", "white"), pgettext("room", "green"), pgettext("room", "purple"))


def room_words(colour: str) -> str:
    """'the red room'."""
    return _("the {colour} room").format(colour=room_colour(colour))


def _place(board, square: int) -> str:
    """The square's place in its room: 'left', 'middle', 'top-right'... ('' for a room
    of one square)."""
    room = board.room_squares[board.rooms[square]]
    rows = sorted({q // 4 for q in room})
    cols = sorted({q % 4 for q in room})
    r, c = square // 4, square % 4

    def along(values, v, first, last):
        if len(values) == 1:
            return ""
        if v == values[0]:
            return first
        if v == values[-1]:
            return last
        return "middle"

    vertical = along(rows, r, "top", "bottom")
    horizontal = along(cols, c, "left", "right")
    if vertical and horizontal:
        if vertical == horizontal == "middle":
            return "centre"
        if vertical == "middle":
            return horizontal
        if horizontal == "middle":
            return vertical
        return f"{vertical}-{horizontal}"
    return vertical or horizontal


PLACES = {  # each place's words, for the extractor
    "left": lambda room: _("the left square of {room}").format(room=room),
    "right": lambda room: _("the right square of {room}").format(room=room),
    "middle": lambda room: _("the middle square of {room}").format(room=room),
    "centre": lambda room: _("the centre square of {room}").format(room=room),
    "top": lambda room: _("the top square of {room}").format(room=room),
    "bottom": lambda room: _("the bottom square of {room}").format(room=room),
    "top-left": lambda room: _("the top-left square of {room}").format(room=room),
    "top-right": lambda room: _("the top-right square of {room}").format(room=room),
    "bottom-left": lambda room: _("the bottom-left square of {room}").format(room=room),
    "bottom-right": lambda room: _("the bottom-right square of {room}").format(room=room),
}


def square_words(board, square: int) -> str:
    """'the blue spawnpoint', 'the green room', 'the left square of the blue room'."""
    spawn = board.spawn_colour_of.get(square)
    if spawn:
        return _("the {colour} spawnpoint").format(colour=colour_words(spawn))
    room = room_words(board.rooms[square])
    place = _place(board, square)
    return PLACES[place](room) if place else room


def direction_words(direction: str) -> str:
    """'north'... as the board shows it: north is up."""
    return {"north": _("up (north)"), "east": _("right (east)"), "south": _("down (south)"),
            "west": _("left (west)")}[direction]
