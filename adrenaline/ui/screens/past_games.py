"""Past games: the finished games kept on this computer (:mod:`adrenaline.saves.library`),
newest first, a row each: when it was played, the way it was played, the arena, who
played (names, characters, computer or person) and their points in the final ranking,
the winner marked with a star. Watch plays a game again; Delete deletes one after
asking. Pages of four (Newer / Older, Page Up / Page Down, the mouse wheel).

Settings' "Past games kept" limits how many finished games stay: when a game ends,
the oldest beyond it are deleted (:func:`library.keep_newest_finished`)."""

from __future__ import annotations

import math

import pygame

from ...saves import library
from .. import layout, theme
from ...words.characters import called, introduce_player
from ...words.i18n import N_, _, ngettext
from ...words.kept_games import delete_problem_words, when_words
from ...words.refusals import mode_words
from ..kit.button import Button
from ..kit.text import draw_text
from ..kit.widget import Widget
from .base import Screen, character_colour
from .notices import Confirm


W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window

ROW_HEIGHT = 136  # five players' lines at the text floor (25 px each)
ROW_GAP = 6
FIRST_ROW = 132
# a row's columns at the text floor, room for longer translations: the game (date, mode and
# arena, turns and skulls), then each player's place, name, kind and points, then the buttons
ROW = pygame.Rect(40, 0, W - 80, ROW_HEIGHT)
INFO_W, NAME_W, KIND_W, POINTS_W = 316, 290, 152, 140
STANDINGS_X = 18 + INFO_W + 8  # from the row's left  # the top of the first row


def standing(game: library.KeptGame) -> list[tuple[int, int]]:
    """(place, seat) best first: the game's final ranking, tied seats sharing a place;
    by points if the file has no ranking."""
    groups = game.ranking or tuple((s,) for s in sorted(range(len(game.players)),
                                                        key=lambda s: -game.players[s].points))
    out, place = [], 1
    for group in groups:
        out += [(place, seat) for seat in group if seat < len(game.players)]
        place += len(group)
    return out


def result_words(game: library.KeptGame) -> str:
    """Who won, as the end screen said it."""
    winners = [game.players[s] for s in game.winners if s < len(game.players)]
    if not winners:
        return ""
    points = winners[0].points
    if len(winners) == 1:
        return ngettext("{name} wins with {points} point!", "{name} wins with {points} points!",
                        points).format(name=called(winners[0]), points=points)
    names = _("{names} and {last}").format(names=", ".join(called(p) for p in winners[:-1]),
                                            last=called(winners[-1]))
    return ngettext("{names} share the victory with {points} point!",
                    "{names} share the victory with {points} points!", points).format(
                        names=names, points=points)


def draw_star(surface, centre, radius: int, colour) -> None:
    """The winner's mark: a five-pointed star (a shape, not only a colour)."""
    x, y = centre
    points = [(x + (radius if k % 2 == 0 else radius * 0.45) * math.sin(k * math.pi / 5),
               y - (radius if k % 2 == 0 else radius * 0.45) * math.cos(k * math.pi / 5))
              for k in range(10)]
    pygame.draw.polygon(surface, colour, points)


class PastGameRow(Widget):
    """One finished game: when, how and where it was played on the left, the players in
    their final ranking in the middle (the winner starred); its tooltip says who won."""

    BUTTONS = 170  # the row's right end, under its Watch and Delete buttons

    def __init__(self, rect, game: library.KeptGame):
        super().__init__(rect, tooltip=result_words(game))
        self.game = game

    def tooltip_at(self, pos) -> str:
        """Who won, over the row itself (its buttons have their own tooltips)."""
        return self.tooltip if pos[0] < self.rect.right - self.BUTTONS else ""

    def draw(self, surface, mouse, focused=False) -> None:
        r, game = self.rect, self.game
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=10)
        left, third = r.x + 18, (r.height - 12) // 3
        for k, (words, colour) in enumerate((
                (when_words(game.when), theme.TEXT),
                (" - ".join((mode_words(game.mode), _("Arena {letter}").format(letter=game.arena.upper()))),
                 theme.TEXT),
                (" - ".join((ngettext("{n} turn", "{n} turns", game.turn).format(n=game.turn),
                             ngettext("{n} skull", "{n} skulls", game.skulls).format(n=game.skulls))),
                 theme.TEXT_DIM))):
            draw_text(surface, words, 24 if k == 0 else 20, colour,
                      (left, r.y + 6 + third * k + third // 2), "left", INFO_W, third)
        rows = standing(game)
        step = min(26, (r.height - 10) // max(len(rows), 1))
        size = 22
        x = r.x + STANDINGS_X
        top = r.centery - step * (len(rows) - 1) / 2
        for k, (place, seat) in enumerate(rows):
            player = game.players[seat]
            y = round(top + k * step)
            won = seat in game.winners
            if won:
                draw_star(surface, (x + 8, y), 8, theme.HIGHLIGHT)
            draw_text(surface, f"{place}.", size, theme.TEXT_DIM, (x + 44, y), "right")  # a number: no words
            pygame.draw.circle(surface, character_colour(player.character), (x + 58, y), 7)
            pygame.draw.circle(surface, (0, 0, 0), (x + 58, y), 7, 1)
            who = introduce_player(player.name, player.character)
            draw_text(surface, who, size, theme.TEXT, (x + 72, y), "left", NAME_W, step)
            kind = _("computer") if player.computer else _("person")
            draw_text(surface, kind, size, theme.TEXT_DIM, (x + 80 + NAME_W, y), "left", KIND_W, step)
            points = ngettext("{n} point", "{n} points", player.points).format(n=player.points)
            draw_text(surface, points, size, theme.HIGHLIGHT if won else theme.TEXT,
                      (x + 88 + NAME_W + KIND_W + POINTS_W, y), "right", POINTS_W, step)


class PastGames(Screen):
    """The finished games kept, newest first, four to a page."""

    title = N_("Past games")
    title_y = 56
    message_y = 706
    per_page = 4

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.pages = 1
        self.shown: list[library.KeptGame] = []  # the games on this page

    def build(self) -> None:
        games = library.finished_games()
        pages = max(1, -(-len(games) // self.per_page))
        self.page = max(0, min(self.page, pages - 1))
        self.shown = games[self.page * self.per_page:(self.page + 1) * self.per_page]
        widgets: list = []
        for i, game in enumerate(self.shown):
            y = FIRST_ROW + i * (ROW_HEIGHT + ROW_GAP)
            widgets.append(PastGameRow(ROW.move(0, y), game))
            # app.watch_replay comes with branch replay-view; this screen's tests monkeypatch it
            widgets.append(Button(pygame.Rect(ROW.right - 176, y + 22, 142, 40), _("Watch"),
                                  lambda g=game: self.app.watch_replay(g.path), size=22,
                                  name=f"watch {i + 1}", key=f"button:Watch {i + 1}",
                                  tooltip=_("Watch this game again")))
            why_not = self.why_not_deleted(game)
            widgets.append(Button(pygame.Rect(ROW.right - 176, y + 74, 142, 40), _("Delete"),
                                  lambda g=game: self.ask_to_delete(g), size=22, enabled=why_not is None,
                                  tooltip=why_not or "", name=f"delete {i + 1}",
                                  key=f"button:Delete {i + 1}"))
        if pages > 1:
            widgets.append(Button(pygame.Rect(100, 728, 260, 52), _("Newer"), lambda: self.turn_page(-1),
                                  enabled=self.page > 0, size=22, key="button:Newer"))
            widgets.append(Button(pygame.Rect(920, 728, 260, 52), _("Older"), lambda: self.turn_page(1),
                                  enabled=self.page < pages - 1, size=22, key="button:Older"))
        back = Button(pygame.Rect(W // 2 - 150, 728, 300, 52), _("Back"), self.back, key="button:Back")
        widgets.append(back)
        watch = next((w for w in widgets if w.key == "button:Watch 1"), None)
        self.form.set(widgets, watch or back)
        self.pages = pages

    @staticmethod
    def why_not_deleted(game: library.KeptGame) -> str | None:
        """Why this game cannot be deleted here, in a sentence (a game an earlier version
        kept beside the games folder), or None."""
        if library.is_kept_here(game.path):
            return None
        return _("This game cannot be deleted: {why}.").format(
            why=delete_problem_words(library.CannotDelete("not_kept_here")))

    def turn_page(self, delta: int) -> None:
        self.page = max(0, min(self.page + delta, self.pages - 1))
        self.message = ""

    def ask_to_delete(self, game: library.KeptGame) -> None:
        """Delete asks first (No unless the player says yes): a deleted game is gone."""
        question = _("Delete the game played {when} on arena {letter}? It cannot be brought back.").format(
            when=when_words(game.when), letter=game.arena.upper())
        self.app.push(Confirm(self.app, question, lambda: self.delete(game), default="no"))

    def delete(self, game: library.KeptGame) -> None:
        try:
            library.delete(game.path)
        except library.CannotDelete as error:
            self.say(_("This game cannot be deleted: {why}.").format(why=delete_problem_words(error)),
                     theme.DANGER)
            return
        self.say(_("The game is deleted."))

    def handle_event(self, event) -> None:
        """Besides the buttons: Page Up / Page Down and the mouse wheel turn the pages;
        Delete asks to delete the game whose button has the keyboard focus."""
        self.build()
        if event.type == pygame.MOUSEWHEEL:
            self.turn_page(-1 if event.y > 0 else 1)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else 1)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            focused = self.form.focused
            key = focused.key if focused is not None else ""
            for i, game in enumerate(self.shown):
                if key in (f"button:Watch {i + 1}", f"button:Delete {i + 1}"):
                    if self.why_not_deleted(game) is None:
                        self.ask_to_delete(game)
                    return
            return
        super().handle_event(event)

    def draw_content(self, surface) -> None:
        limit = self.app.settings.past_games_kept
        kept = (_("Every finished game is kept (Settings: Past games kept).") if limit is None else
                ngettext("The newest {n} finished game is kept (Settings: Past games kept).",
                         "The newest {n} finished games are kept (Settings: Past games kept).",
                         limit).format(n=limit))
        draw_text(surface, kept, 20, theme.TEXT_DIM, (W // 2, 106), "center", 1080, 26)
        if self.pages > 1:  # beside the title
            draw_text(surface, _("page {page} of {pages}").format(page=self.page + 1, pages=self.pages),
                      20, theme.TEXT_DIM, (1180, self.title_y), "right", 260, 40)
        if not self.shown:
            draw_text(surface, _("No finished games yet: every game played to its end is kept "
                                 "here, to watch again."), 26, theme.TEXT, (W // 2, 380), "center", 900, 120)
