"""Load game: the kept games (:mod:`adrenaline.saves.library`), newest first."""

from __future__ import annotations

import pygame

from ...saves import library
from .. import layout, theme
from ...words.kept_games import kept_game_words, problem_words
from ...words.i18n import N_, _
from ...play.session import Session
from ..kit.button import Button
from ..kit.widget import Label
from .base import Screen
from .open_game import start_session
from .past_games import PastGames


W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window


# -- kept games -------------------------------------------------------------------------
class LoadGame(Screen):
    """Every kept game, newest first, as players see them: the arena, how far it
    went, when it was played, who played and their points. A file that cannot be
    read is listed with what is wrong and left as it is."""

    title = N_("Load game")
    title_y = 70
    per_page = 7

    def __init__(self, app):
        super().__init__(app)
        self.page = 0

    def build(self) -> None:
        games = library.kept_games()
        pages = max(1, -(-len(games) // self.per_page))
        self.page = min(self.page, pages - 1)
        shown = games[self.page * self.per_page:(self.page + 1) * self.per_page]
        widgets: list = []
        for i, game in enumerate(shown):
            title, detail = kept_game_words(game)
            r = pygame.Rect(140, 130 + i * 72, 1000, 64)
            widgets.append(Button(r, title, lambda g=game: self.open(g), align="left",
                                  detail=detail, name=f"game {i + 1}", tooltip=detail, size=22))
        if pages > 1:
            widgets.append(Button(pygame.Rect(200, 640, 180, 40), _("Newer"), lambda: self.turn_page(-1),
                                  enabled=self.page > 0, size=20, key="button:Newer"))
            widgets.append(Label(pygame.Rect(400, 640, 480, 40),
                                 _("page {page} of {pages}").format(page=self.page + 1, pages=pages),
                                 20, theme.TEXT_DIM, "center"))
            widgets.append(Button(pygame.Rect(900, 640, 180, 40), _("Older"), lambda: self.turn_page(1),
                                  enabled=self.page < pages - 1, size=20, key="button:Older"))
        back = Button(pygame.Rect(W // 2 - 320, 728, 300, 52), _("Back"), self.back, key="button:Back")
        widgets.append(back)
        widgets.append(Button(pygame.Rect(W // 2 + 20, 728, 300, 52), _("Past games"), self.past_games,
                              key="button:Past games"))
        if not games and not self.message:
            self.say(_("No kept games yet: every game you play is kept here as you play it."))
        self.form.set(widgets, back if not games else None)

    def turn_page(self, delta: int) -> None:
        self.page += delta

    def past_games(self) -> None:
        self.app.push(PastGames(self.app))

    def open(self, game) -> None:
        """Open a kept game; it goes on in its own file (no other game is touched)."""
        if game.problem is not None:
            self.say(_("This game cannot be opened: {why}. It is left as it was.").format(
                why=problem_words(game.problem)), theme.DANGER)
            return
        start_session(self.app, lambda: Session.resume(game.path), self)
