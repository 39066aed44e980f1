"""The game log: what happened, newest at the bottom, lines coloured by the player
they start with, scrolled with the mouse wheel or its arrows."""

from __future__ import annotations

import pygame

from .. import layout, theme
from ..kit.text import wrap
from ...words import _, ngettext
from ...words.characters import character_name, player_name
from ...words.i18n import N_


# -- the log -----------------------------------------------------------------------------------------
# the log's lines (adrenaline/words/log.py) drawn as headlines, known by their words'
# beginning in the language shown
HEADLINES = (N_("Game over."), N_("Game over: {names} tie for first place with {points}!"),
             N_("Game over: {name} wins with {points}!"),
             N_("FINAL FRENZY! Everyone gets one more turn{detail}."))


def starts_as(line: str, messages) -> bool:
    """Whether ``line`` is one of ``messages`` (its words up to the first field)."""
    return any(line.startswith(_(m).split("{")[0]) for m in messages)


class LogView:
    """The game log: newest at the bottom, long lines wrapped, lines coloured by the
    player they start with; the mouse wheel (:meth:`wheel`) or the arrows scroll it."""

    INDENT = "   "  # a wrapped line's next rows
    SIZE = 17  # at 1280 x 800 and 100% text: a 14 px em, rows 17 px apart
    ROW = 17
    WIDE = 1.25  # on a wider log (a wide window) the text grows with it, up to this
    PAD = 6
    KEEP = 200  # lines kept

    def __init__(self):
        self.rect = layout.LOG
        self.lines: list[str] = []
        self.total = 0  # lines ever added (the oldest may be gone: KEEP)
        self.scroll = 0  # rows scrolled up from the newest
        self._rows: list[tuple[str, tuple]] = []  # wrapped rows: text, colour
        self._new: list[str] = []
        self._version = 0
        self._key = None
        self._surface: pygame.Surface | None = None
        # the pictures of the rows on screen, its own: log lines never repeat, so in
        # the shared text cache game after game they would push out the words that do
        self._row_images: dict[tuple[str, tuple], pygame.Surface] = {}
        self.visible: list[str] = []  # the rows the last frame showed (tests)
        self.place()

    def place(self) -> None:
        """To the current layout's place (see :mod:`.layout`); lines wrapped again to
        its width."""
        self.rect = layout.LOG
        w, h = self.rect.size
        # the room a wide window gives the log goes to bigger text (an exact em, times
        # the player's text size), the rows as far apart as the font's lines
        grow = min(self.WIDE, max(1.0, w / 512))
        self.SIZE = -round(theme.pixels(LogView.SIZE) * grow)
        self.ROW = theme.font(self.SIZE).get_linesize()
        self.text_width = w - 2 * self.PAD - 16
        self.page = (h - 2 * self.PAD) // self.ROW
        self.up_rect = pygame.Rect(self.rect.right - 16, self.rect.y + 4, 12, 14)
        self.down_rect = pygame.Rect(self.rect.right - 16, self.rect.bottom - 18, 12, 14)
        if self.lines:
            self._rows, self._new = [], list(self.lines)
            self.scroll = 0
        self._key = None

    def add(self, line: str) -> None:
        self.lines.append(line)
        self.total += 1
        del self.lines[:-self.KEEP]
        self._new.append(line)

    def truncate(self, total: int) -> None:
        """Keep the first ``total`` lines ever added: the lines of undone choices go."""
        drop = self.total - total
        if drop <= 0:
            return
        del self.lines[max(len(self.lines) - drop, 0):]
        self.total = total
        self._rows, self._new = [], list(self.lines)
        self.scroll = 0

    # -- rows -------------------------------------------------------------------------------
    def _colour_of(self, line: str, view) -> tuple:
        if line.startswith("(") or starts_as(line, HEADLINES):
            return theme.HIGHLIGHT if not line.startswith("(") else theme.TEXT_DIM
        if starts_as(line, (N_("Killshot track: {shares}"),)):
            return theme.DANGER_TEXT
        head = line
        if starts_as(line, (N_("-- Turn {turn}: {name} --"),)):
            head = line.partition(": ")[2]
        for p in (sorted(view.state.players, key=lambda p: -len(player_name(p.name, p.character))) if view else ()):
            for name in (player_name(p.name, p.character), character_name(p.character)):
                if head.startswith(name):
                    return theme.player_text(p.colour)
        return theme.TEXT

    def _take_new(self, view) -> None:
        if not self._new:
            return
        added = 0
        for line in self._new:
            colour = self._colour_of(line, view)
            # the rows after the first are indented: every row wrapped to the width left
            indent = theme.font(self.SIZE).size(self.INDENT)[0]
            parts = wrap(line, self.SIZE, self.text_width)
            if len(parts) > 1:
                parts = wrap(line, self.SIZE, self.text_width - indent)
            for k, part in enumerate(parts):
                self._rows.append((part if k == 0 else self.INDENT + part, colour))
                added += 1
        self._new = []
        if self.scroll:
            self.scroll += added  # keep showing what was read
        del self._rows[:-self.KEEP * 3]
        self.scroll = min(self.scroll, self.max_scroll())
        self._version += 1

    def max_scroll(self) -> int:
        return max(0, len(self._rows) - self.page)

    def wheel(self, dy: int) -> None:
        """Scroll by a mouse-wheel step (positive: back to older lines)."""
        self.scroll = max(0, min(self.scroll + 3 * dy, self.max_scroll()))

    def handle_event(self, event, mouse=None) -> bool:
        """Mouse wheel over the log scrolls it; returns whether the event was used."""
        if event.type == pygame.MOUSEWHEEL:
            pos = mouse if mouse is not None else pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.wheel(event.y)
                return True
        return False

    def rows(self, view=None) -> list[tuple[str, tuple]]:
        """Every wrapped row, oldest first."""
        self._take_new(view)
        return self._rows

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface, view, mouse) -> None:
        self._take_new(view)
        key = (self._version, self.scroll)
        if key != self._key:
            self._key = key
            self._surface = self._render()
        surface.blit(self._surface, self.rect)

    def _render(self) -> pygame.Surface:
        w, h = self.rect.size
        s = pygame.Surface((w, h))
        s.fill(theme.BACKGROUND)
        pygame.draw.rect(s, theme.PANEL, s.get_rect(), border_radius=6)
        end = len(self._rows) - self.scroll
        start = max(0, end - self.page)
        shown = self._rows[start:end]
        self.visible = [t for t, _ in shown]
        y = h - self.PAD - len(shown) * self.ROW
        images = {}
        for row in shown:
            img = self._row_images.get(row)
            if img is None:
                img = theme.render(row[0], self.SIZE, row[1])
            images[row] = img
            s.blit(img, (self.PAD + 2, y))
            y += self.ROW
        self._row_images = images
        # the scroll bar and its arrows
        total = len(self._rows)
        if total > self.page:
            track = pygame.Rect(w - 13, 22, 6, h - 44)
            pygame.draw.rect(s, (40, 44, 62), track, border_radius=3)
            size = max(12, track.h * self.page // total)
            top = track.y + (track.h - size) * start // max(1, total - self.page)
            pygame.draw.rect(s, (110, 120, 150), (track.x, top, 6, size), border_radius=3)
            for rect, up in ((self.up_rect, True), (self.down_rect, False)):
                r = rect.move(-self.rect.x, -self.rect.y)
                pts = ([(r.centerx, r.y + 3), (r.right - 1, r.bottom - 3), (r.x + 1, r.bottom - 3)]
                       if up else
                       [(r.x + 1, r.y + 3), (r.right - 1, r.y + 3), (r.centerx, r.bottom - 3)])
                pygame.draw.polygon(s, (150, 160, 190), pts)
            if self.scroll:
                img = theme.text(ngettext("{n} newer row below", "{n} newer rows below", self.scroll).format(
                    n=self.scroll), 14, theme.HIGHLIGHT)
                pygame.draw.rect(s, (0, 0, 0), img.get_rect(bottomright=(w - 20, h - 4)).inflate(6, 2))
                s.blit(img, img.get_rect(bottomright=(w - 20, h - 4)))
        return s

    def click(self, pos, view):
        if self.up_rect.collidepoint(pos):
            self.scroll = min(self.scroll + self.page - 1, self.max_scroll())
        elif self.down_rect.collidepoint(pos):
            self.scroll = max(0, self.scroll - (self.page - 1))
        elif self.rect.collidepoint(pos) and pos[0] >= self.rect.right - 18:
            above = pos[1] < self.rect.centery
            self.scroll = (min(self.scroll + self.page - 1, self.max_scroll()) if above
                           else max(0, self.scroll - (self.page - 1)))

    def tooltip(self, pos, view) -> str | None:
        if self.up_rect.collidepoint(pos) or self.down_rect.collidepoint(pos):
            return _("Scroll the log (or use the mouse wheel)")

        return None
