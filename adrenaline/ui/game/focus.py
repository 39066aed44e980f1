"""The keyboard focus on the game screen: one of the things a person can click now
(the scene's ``clickables()``: squares, figures, spawnpoints, cards, buttons), moved
with Tab / Shift+Tab in reading order and with the arrows by direction, and drawn as a
ring that shows on every background.

- The focus is kept by the item's kind and id across frames: while the same item is
  on screen the focus stays on it; at a new decision it goes to the decision's
  default (below), or, with none, when its item is gone, to the first option (also
  from Undo, More or Pass on, which stay on screen from one decision to the next).
- Enter and Space press the focused item, always: what the ring shows is what the key
  does. Where Enter also has a default meaning (done, skip, end turn, pass on), the
  ring starts on that default at each new decision (``current(items, default)``), so
  a player who never presses Tab plays as before and sees what Enter will do.
- ``moved`` says whether the person moved the focus during the current decision. A
  decision with no default takes Enter on the focus left there only once it has been
  on screen a moment (``live``): a second press meant for the last decision never
  picks something in the next one.
- Arrows move to the nearest item in that direction, among the arena's items first
  when the focus is on the arena.
"""

from __future__ import annotations

import pygame

BOARD_KINDS = ("square", "figure", "spawnpoint", "arrow", "slot")  # the arena's items
RING_DARK = (10, 10, 16)
RING_BRIGHT = (255, 255, 255)
DIRECTIONS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
              pygame.K_DOWN: (0, 1)}


def key_of(item) -> tuple[str, str]:
    """What the focus remembers of an item: its kind and stable id (a card in the hand
    and the button for the same option share an id, not a kind)."""
    return (item[0], getattr(item, "id", None) or f"{item[0]}:{item[1]}")


def reading_order(items: list) -> list:
    """Top to bottom, then left to right (rows: items whose tops are within 12 px)."""
    rows: list[list] = []
    for item in sorted(items, key=lambda i: (pygame.Rect(i[2]).top, pygame.Rect(i[2]).left)):
        top = pygame.Rect(item[2]).top
        if rows and abs(pygame.Rect(rows[-1][0][2]).top - top) <= 12:
            rows[-1].append(item)
        else:
            rows.append([item])
    return [i for row in rows for i in sorted(row, key=lambda i: pygame.Rect(i[2]).left)]


def first_sensible(items: list):
    """A new decision's first option: the first item that is a game option (not Undo,
    More or Pass on), else the first item."""
    for item in items:
        if not key_of(item)[1].startswith("button:"):
            return item
    return items[0] if items else None


class Focus:
    def __init__(self) -> None:
        self.key: tuple[str, str] | None = None  # (kind, id) of the focused item
        self.moved = False  # moved by the person during the current decision
        self.shown = False  # Tab, an arrow, Enter or Space was pressed in this game: the ring shows
        self._decision = None
        self.age = 0.0  # seconds the current decision has been on screen

    GRACE = 0.4  # seconds before a focus not moved in this decision takes Enter

    def tick(self, dt: float) -> None:
        self.age += dt

    @property
    def live(self) -> bool:
        """The focus left on a new decision takes Enter (when it has no default)."""
        return self.shown and self.age >= self.GRACE

    @property
    def id(self) -> str | None:
        return self.key[1] if self.key is not None else None

    def new_decision(self, decision) -> None:
        """The decision changed (a choice, an undo, the next turn): the ring goes back to
        the default (where there is one) until the person moves it."""
        if decision is not self._decision:
            self._decision = decision
            self.moved = False
            self.age = 0.0

    def current(self, items: list, default: str | None = None, *,
                waiting: bool = False):
        """The focused item among ``items``: while the person has not moved the focus in
        this decision, the ``default`` (the id of what Enter confirms) when listed;
        else the same one, or, when it is gone, the first option (the focus follows it).
        None while nothing is listed or shown, and while the default is ``waiting`` to be
        listed ("Your turn is over" in its first moments)."""
        if not self.shown or not items:
            return None
        if not self.moved and default is not None:
            for item in items:
                if key_of(item)[1] == default:
                    self.key = key_of(item)
                    return item
            if waiting:
                return None
        first = first_sensible(items)
        if (not self.moved and self.key is not None and self.key[1].startswith("button:")
                and not key_of(first)[1].startswith("button:")):
            self.key = key_of(first)  # left on Undo, More or Pass on: to the decision's options
        for item in items:
            if key_of(item) == self.key:
                return item
        self.key = key_of(first)
        return first

    def tab(self, items: list, step: int, default: str | None = None) -> None:
        """Tab (+1) / Shift+Tab (-1): the next or previous item in reading order (from
        the default, where the ring starts)."""
        if not items:
            return
        ordered = reading_order(items)
        now = self.current(items, default) if self.shown else None
        if now is None:
            target = ordered[0] if step > 0 else ordered[-1]
        else:
            target = ordered[(ordered.index(now) + step) % len(ordered)]
        self._go(target)

    def arrow(self, items: list, key: int, default: str | None = None) -> None:
        """An arrow: the nearest item that way (the arena's items first while the focus
        is on the arena); from nothing, the first square (or item)."""
        if not items:
            return
        now = self.current(items, default) if self.shown else None
        if now is None:
            board = [i for i in items if i[0] in BOARD_KINDS]
            self._go(reading_order(board or items)[0])
            return
        dx, dy = DIRECTIONS[key]
        here = pygame.Rect(now[2]).center
        board = [i for i in items if i[0] in BOARD_KINDS] if now[0] in BOARD_KINDS else items
        # within 45 degrees of the arrow first (the arena's items, then all), then anywhere
        # on that side
        for group, cone in ((board, True), (items, True), (board, False), (items, False)):
            best, best_cost = None, None
            for item in group:
                if item is now:
                    continue
                x, y = pygame.Rect(item[2]).center
                along = (x - here[0]) * dx + (y - here[1]) * dy
                across = abs((x - here[0]) * dy) + abs((y - here[1]) * dx)
                if along <= 0 or (cone and across > along):
                    continue
                cost = along + 2 * across
                if best_cost is None or cost < best_cost:
                    best, best_cost = item, cost
            if best is not None:
                self._go(best)
                return

    def _go(self, item) -> None:
        self.key = key_of(item)
        self.moved = True
        self.shown = True

    def show(self) -> None:
        """A key was pressed: the ring shows from now on in this game (where it is)."""
        self.shown = True


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The ring around the focused item: a bright 3 px line between dark ones, so it
    shows on dark panels, the arena's rooms, players' colours and cards alike."""
    pygame.draw.rect(surface, RING_DARK, rect.inflate(12, 12), 2, border_radius=9)
    pygame.draw.rect(surface, RING_BRIGHT, rect.inflate(8, 8), 3, border_radius=8)
    pygame.draw.rect(surface, RING_DARK, rect.inflate(2, 2), 1, border_radius=6)
