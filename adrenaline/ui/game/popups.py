"""The one popup over the game screen. Of the things that pop up over it - the words
saying why a click did nothing (a notice), a weapon card shown in full, a tooltip, the
tutorial's hint - one shows at a time, the most pressing first (the game screen's
:meth:`popup_now` chooses), none while another screen is over the game, and each is
placed beside what it explains, never over it, inside the window. The tutorial's hint
alone stays under another one during its guided steps (``popups_now``): the popup of
what the pointer rests on goes beside the bubble (``popup_clear``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

from ..kit.place import around, beside

__all__ = ["KINDS", "Popup", "around", "beside"]

KINDS = ("notice", "card", "tooltip", "hint")  # the most pressing first


class Popup(NamedTuple):
    kind: str  # one of KINDS
    draw: Callable[[pygame.Surface], pygame.Rect]  # draws it, returns where
