"""The main menu: New game (and beside it Host a game), Continue, Join a game, Watch a
game, Load game, Past games,
Tutorial, Rules, Settings, Quit."""

from __future__ import annotations

from ...net.kept_seats import hosted_here
from ...saves import library
from .. import layout, theme
from ...words.kept_games import kept_game_words
from ...words.i18n import N_, _
from ...play.session import Session
from ..kit.text import draw_text
import pygame

from .base import Menu
from .load_game import LoadGame
from .join_game import menu_items as join_items, newer_than_kept_game, rejoin
from ...saves import seats as kept_seats
from ...words.joining import seat_words
from .new_game import NewGame
from .open_game import open_session
from .past_games import PastGames
from .settings_menu import SettingsMenu
from .tutorial import start_tutorial


W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window
# a button drawn beside another, the two on one row (the column stays short)
BESIDE = {"Host a game": "New game"}
ROW_GAP = 12


# -- main menu --------------------------------------------------------------------------
class MainMenu(Menu):
    title = N_("ADRENALINE")
    title_y = 120
    message_y = 742  # under the last button
    top, step, height = 228, 54, 46  # room for the games hosted elsewhere (join_game)

    def items(self):
        latest = library.latest_unfinished()
        tip = _("No game in progress") if latest is None else "  ".join(kept_game_words(latest))
        kept = kept_seats.latest()  # a seat of a game hosted elsewhere, to come back to
        if newer_than_kept_game(kept, latest):
            latest, tip = kept, seat_words(kept)
        return [(N_("New game"), self.new_game),
                (N_("Host a game"), self.host_game, True,
                 _("Play with friends at other computers: they join with a code")),
                (N_("Continue"), self.resume, latest is not None, tip),
                *join_items(self.app),
                (N_("Load game"), lambda: self.app.push(LoadGame(self.app))),
                (N_("Past games"), lambda: self.app.push(PastGames(self.app))),
                (N_("Tutorial"), self.tutorial),
                (N_("Rules"), self.app.open_rules, True, _("The rules reference (F1 on any screen)")),
                (N_("Settings"), lambda: self.app.push(SettingsMenu(self.app))),
                (N_("Quit"), self.app.quit)]

    def build(self) -> None:
        """The column of buttons, where each of :data:`BESIDE` joins its partner's row
        (the buttons under it move up); Up/Down and Tab go through them in order."""
        super().build()
        buttons = {w.key: w for w in self.form.widgets}
        for label, partner in BESIDE.items():
            right, left = buttons.get(f"button:{label}"), buttons.get(f"button:{partner}")
            if right is None or left is None:
                continue
            below = right.rect.y
            half = (self.width * 2 - 60 - ROW_GAP) // 2
            left.rect = pygame.Rect(W // 2 - half - ROW_GAP // 2, left.rect.y, half, left.rect.height)
            right.rect = pygame.Rect(W // 2 + ROW_GAP // 2, left.rect.y, half, left.rect.height)
            for w in self.form.widgets:
                if w.rect.y > below:
                    w.rect = w.rect.move(0, -getattr(self, "step", 64))  # one row fewer

    def host_game(self) -> None:
        """Host a game: New game's form with seats at other computers."""
        from .host_game import HostGame

        self.app.push(HostGame(self.app))

    def default_label(self):
        return "Continue" if library.latest_unfinished() is not None or kept_seats.latest() else "New game"

    def back(self) -> None:
        self.app.quit()

    def new_game(self) -> None:
        self.app.push(NewGame(self.app))

    def resume(self) -> None:
        """The newest unfinished game, where it stood (one hosted from here: hosted again)."""
        latest = library.latest_unfinished()
        kept = kept_seats.latest()  # a seat of a game hosted elsewhere
        if newer_than_kept_game(kept, latest):
            rejoin(self.app, kept)
            return
        if latest is not None and hosted_here(latest.path):  # hosted again, its seats here back
            from .waiting_room import host_again

            host_again(self.app, latest.path, self)
        elif latest is not None:
            open_session(self.app, lambda: Session.resume(latest.path), self)

    def tutorial(self) -> None:
        """The guided first game: few skulls, sudden death, as the rulebook recommends."""
        start_tutorial(self.app, self)

    def draw_content(self, surface) -> None:
        draw_text(surface, _("the board game, on one screen or across several"), 24, theme.TEXT_DIM,
                  (W // 2, 172), "center")
        draw_text(surface, _("F1 rules  -  F11 full screen  -  Esc back  -  Enter the highlighted button"), 18,
                  theme.TEXT_DIM, (W // 2, H - 24), "center")
