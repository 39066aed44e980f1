"""The in-game menu (Esc): resume, save a copy, rules, settings, quit to the menu."""

from __future__ import annotations

from .. import theme
from ...words.kept_games import problem_words
from ...words.i18n import N_, _
from .base import Menu
from .notices import Confirm, SaveProblem
from .settings_menu import SettingsMenu


# -- in the game ------------------------------------------------------------------------
class InGameMenu(Menu):
    overlay = True
    title = N_("Paused")
    top = 260

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game_scene = game_scene

    def items(self):
        items = [(N_("Resume"), self.back),
                 (N_("Save a copy"), self.save, True,
                  _("Keep a copy of the game as it stands now (Load game lists it)")),
                 (N_("Rules reference"), self.app.open_rules),
                 (N_("Settings"), lambda: self.app.push(SettingsMenu(self.app))),
                 (N_("Quit to menu"), self.quit_to_menu)]
        coach = getattr(self.game_scene, "coach", None)
        if coach is not None:  # the tutorial: its tips can be switched on and off
            items.insert(3, (N_("Tips: on") if coach.hints else N_("Tips: off"), self.toggle_tips))
        return items

    def toggle_tips(self) -> None:
        coach = self.game_scene.coach
        coach.hints = not coach.hints

    def save(self) -> None:
        """A copy of the game as it stands, kept as a game of its own; or, when the
        game's own file cannot be written, the place to keep it instead."""
        from ...core import savefile

        session = self.game_scene.session
        if session.save_problem is not None:
            self.app.push(SaveProblem(self.app, session))
            return
        try:
            session.save_copy()
        except (OSError, savefile.SaveFileError) as error:
            self.say(_("Cannot save a copy: {why}.").format(why=problem_words(error)), theme.DANGER)
            return
        self.say(_("A copy is kept: Load game lists it."), theme.OK)

    def quit_to_menu(self) -> None:
        """To the main menu; the game is in its file, so Continue picks it up. A game
        that could not be written is not left without asking."""
        session = self.game_scene.session
        session.save_now()
        if session.save_problem is None:
            self.app.go_home()
            return
        self.app.push(Confirm(
            self.app, _("This game is not saved ({why}): "
                        "quitting loses it. Quit to the menu anyway?").format(
                            why=problem_words(session.save_problem)),
            self.app.go_home, default="no"))
