"""Where a popup goes: beside the thing it is about, never over it, inside an area; and
where the pointer is once it has left the window (nothing is hovered then)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame


def beside(size: tuple[int, int], thing: pygame.Rect, area: pygame.Rect, gap: int = 8,
           order: Iterable[str] = ("below", "above", "right", "left"),
           keep_clear: Iterable[pygame.Rect] = ()) -> pygame.Rect:
    """A box of ``size`` next to ``thing`` inside ``area``: the first side (of
    ``order``) where it covers neither ``thing`` nor ``keep_clear``; else the first
    where it leaves ``thing`` uncovered; else above it, kept in ``area``."""
    box = pygame.Rect((0, 0), size)
    spots = {"below": ("midtop", (thing.centerx, thing.bottom + gap)),
             "above": ("midbottom", (thing.centerx, thing.y - gap)),
             "right": ("midleft", (thing.right + gap, thing.centery)),
             "left": ("midright", (thing.x - gap, thing.centery))}
    clear = [pygame.Rect(r) for r in keep_clear]
    uncovered = None
    for side in order:
        anchor, pos = spots[side]
        setattr(box, anchor, pos)
        placed = box.clamp(area)
        if placed.colliderect(thing):
            continue
        if placed.collidelist(clear) < 0:
            return placed
        uncovered = uncovered or placed
    if uncovered is not None:
        return uncovered
    box.midbottom = (thing.centerx, thing.y - gap)
    return box.clamp(area)


def around(pos, radius: int = 14) -> pygame.Rect:
    """The spot under the pointer (what a popup about it must leave visible)."""
    return pygame.Rect(pos[0] - radius, pos[1] - radius, 2 * radius, 2 * radius)


AWAY = (-10_000, -10_000)  # the pointer, once it has left the window


def pointer_left(event) -> bool:
    """The pointer left the window (SDL's window event, or the older active event)."""
    return event.type == pygame.WINDOWLEAVE or bool(
        event.type == pygame.ACTIVEEVENT and getattr(event, "state", 0) & 1
        and not getattr(event, "gain", 1))
