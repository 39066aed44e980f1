"""Load game: the kept games (:mod:`adrenaline.saves.library`), newest first."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from ...saves import library
from .. import layout, theme
from ...words.kept_games import kept_game_words, problem_words, stale_words
from ...words.i18n import N_, _, ngettext
from ...play.session import Session
from ..kit.button import Button
from ..kit.inputs import TextInput
from ..kit.text import draw_text
from ..kit.widget import Label
from .base import Screen
from .notices import keep_folder
from .open_game import open_session
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
            stale = library.is_stale_copy(game, games)
            title, detail = kept_game_words(game, stale)
            r = pygame.Rect(140, 130 + i * 72, 1000, 64)
            widgets.append(Button(r, title, lambda g=game: self.open(g), align="left", detail=detail,
                                  name=f"game {i + 1}", size=22,
                                  tooltip=f"{stale_words()}  {detail}" if stale else detail))
        if pages > 1:
            widgets.append(Button(pygame.Rect(200, 640, 180, 40), _("Newer"), lambda: self.turn_page(-1),
                                  enabled=self.page > 0, size=20, key="button:Newer"))
            widgets.append(Label(pygame.Rect(400, 640, 480, 40),
                                 _("page {page} of {pages}").format(page=self.page + 1, pages=pages),
                                 20, theme.TEXT_DIM, "center"))
            widgets.append(Button(pygame.Rect(900, 640, 180, 40), _("Older"), lambda: self.turn_page(1),
                                  enabled=self.page < pages - 1, size=20, key="button:Older"))
        back = Button(pygame.Rect(W // 2 - 460, 728, 290, 52), _("Back"), self.back, key="button:Back")
        widgets.append(back)
        widgets.append(Button(pygame.Rect(W // 2 - 145, 728, 290, 52), _("Past games"), self.past_games,
                              key="button:Past games"))
        widgets.append(Button(pygame.Rect(W // 2 + 170, 728, 290, 52), _("Open a file"), self.open_file,
                              key="button:Open a file",
                              tooltip=_("A game kept in any folder: give its file, or the folder")))
        if not games and not self.message:
            self.say(_("No kept games yet: every game you play is kept here as you play it."))
        self.form.set(widgets, back if not games else None)

    def turn_page(self, delta: int) -> None:
        self.page += delta

    def past_games(self) -> None:
        self.app.push(PastGames(self.app))

    def open_file(self) -> None:
        self.app.push(OpenFile(self.app))

    def open(self, game) -> None:
        """Open a kept game; it goes on in its own file (no other game is touched)."""
        if game.problem is not None:
            self.say(_("This game cannot be opened: {why}. It is left as it was.").format(
                why=problem_words(game.problem)), theme.DANGER)
            return
        open_session(self.app, lambda: Session.resume(game.path), self)


# -- a file from any folder ---------------------------------------------------------------
class OpenFile(Screen):
    """A kept game from any folder (one kept where the settings could not remember it, a
    file brought from another computer): its file, or a folder whose games Load game
    lists from then on. A game file of this program goes on in itself and its folder is
    remembered; any other file is left as it is, the game going on in a file of its own."""

    title = N_("Open a file")
    title_y = 150

    def __init__(self, app):
        super().__init__(app)
        folders = app.settings.game_folders
        start = Path(folders[0]) if folders else Path.home()
        self.field = TextInput(pygame.Rect(W // 2 - 460, 380, 920, 48), "File",
                               str(start) + os.sep, max_length=1000, size=22)

    def build(self) -> None:
        open_it = Button(pygame.Rect(W // 2 - 320, 470, 300, 56), _("Open"), self.open_it,
                         default=True, key="button:Open")
        back = Button(pygame.Rect(W // 2 + 20, 470, 300, 56), _("Back"), self.back, key="button:Back")
        self.form.set([self.field, open_it, back], open_it)

    def handle_event(self, event) -> None:
        """Enter in the field opens what it names, as the Open button does."""
        if (event is not None and event.type == pygame.KEYDOWN
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.form.editing is self.field):
            self.open_it()
            return
        super().handle_event(event)

    def open_it(self) -> None:
        self.form.stop_editing()
        text = self.field.text.strip()
        if not text:
            return
        path = Path(text).expanduser()
        if path.is_dir():
            self.open_folder(path)
            return
        kept_here = library.is_game_name(path)
        if kept_here:  # a game file of this program: its folder is one of kept games
            refused = keep_folder(self.app, path.parent.resolve())
            if refused is not None:
                self.say(_("The settings could not be written ({why}): open this file the same "
                           "way next time.").format(why=problem_words(refused)))
        open_session(self.app, lambda: Session.resume(path, in_place=kept_here), self)

    def open_folder(self, folder: Path) -> None:
        """Its games are listed in Load game (and remembered) from now on."""
        try:
            found = sum(1 for p in folder.glob("*.jsonl") if library.is_game_name(p)
                        and library.summary(p).problem is None)
        except OSError:
            found = 0
        if not found:  # nothing to remember
            self.say(_("No kept game in that folder."), theme.DANGER)
            return
        refused = keep_folder(self.app, folder.resolve())
        library.forget_listing()
        self.back()
        words = ngettext("{n} game of that folder is listed.", "{n} games of that folder are listed.",
                         found).format(n=found)
        if refused is not None:
            words += " " + _("The settings could not be written ({why}): open this folder the same "
                             "way next time.").format(why=problem_words(refused))
        self.app.top.say(words)

    def draw_content(self, surface) -> None:
        draw_text(surface, _("The file of a kept game (a .jsonl file), or a folder of kept games:"),
                  24, theme.TEXT, (W // 2 - 460, 340), "left", 920, 40)
