"""What can be clicked, for end-to-end tests and accessibility: each item unpacks as
``(kind, label, rect)`` - the label is the words shown - and carries a stable ``id``
that does not change with the words: a game option's text identity (``move r0c0``,
``action run``), a widget's key (``button:new_game``), a fixed key for the prompt's own
buttons (``button:undo``)."""

from __future__ import annotations

import re


class Item(tuple):
    """``(kind, label, rect)`` with ``.id`` beside it."""

    def __new__(cls, kind: str, label: str, rect, id: str = ""):
        item = super().__new__(cls, (kind, label, rect))
        item.id = id or f"{kind}:{label}"
        return item


def widget_id(key: str) -> str:
    """A widget's key as a probe id: 'button:New game' -> 'button:new_game'."""
    kind, _, name = key.partition(":")
    return f"{kind}:" + re.sub(r"[^\w<>]+", "_", name.strip().lower()).strip("_")


def item_id(item) -> str:
    """The stable id of a clickable (an :class:`Item`, or a plain tuple's kind and label)."""
    return getattr(item, "id", None) or f"{item[0]}:{item[1]}"
