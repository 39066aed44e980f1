"""Boxes over another screen: a notice (OK), a question (Yes / No) and the
place to keep a game whose file cannot be written."""

from __future__ import annotations

from pathlib import Path

import pygame

from .. import layout, theme
from ...words.kept_games import problem_words
from ...words.i18n import N_, _
from ...words.keys import no_key, yes_key
from ..kit.button import Button
from ..kit.inputs import TextInput
from ..kit.text import draw_text
from .base import Menu, Screen


W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window



class Notice(Menu):
    """Something the player must know before playing on; OK (Enter) closes it."""

    overlay = True
    title = ""
    top = 555  # the OK button's middle, under the text's room (300 high: 8 lines at 150 %)

    def __init__(self, app, text: str, size: int = 26):
        super().__init__(app)
        self.text = text
        self.size = size

    def items(self):
        return [(N_("OK"), self.back)]

    def draw_content(self, surface) -> None:
        box = pygame.Rect(W // 2 - 420, 170, 840, 430)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 2, border_radius=12)
        draw_text(surface, self.text, self.size, theme.TEXT, (W // 2, 360), "center", 760, 300)


class SaveProblem(Screen):
    """The game's file cannot be written (a full or read-only disk...): said at
    once, over the game, which stays in memory; the player may name another folder
    to keep it in, or play on without it being kept."""

    overlay = True
    title = N_("This game is not being saved")
    title_y = 200

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.field = TextInput(pygame.Rect(W // 2 - 420, 420, 840, 48), "Folder",
                               str(Path.home()), max_length=400, size=22)

    def build(self) -> None:
        here = Button(pygame.Rect(W // 2 - 420, 500, 400, 56), _("Save it in this folder"),
                      self.save_here, default=True, key="button:Save it in this folder")
        later = Button(pygame.Rect(W // 2 + 20, 500, 400, 56), _("Play on without saving"), self.back,
                       key="button:Play on without saving")
        self.form.set([self.field, here, later], here)

    def save_here(self) -> None:
        self.form.stop_editing()
        folder = Path(self.field.text.strip() or Path.home()).expanduser()
        try:
            path = self.session.save_elsewhere(folder)
        except (OSError, ValueError) as error:
            self.say(_("Cannot save it there either: {why}. Try another folder.").format(
                why=problem_words(error)), theme.DANGER)
            return
        refused = keep_folder(self.app, path.parent.resolve())
        self.back()
        if refused is not None:  # said at once: where the game is, how to open it again
            self.app.push(Notice(self.app, kept_elsewhere_words(path, refused), size=22))


def keep_folder(app, folder: Path) -> OSError | None:
    """The game remembers a folder where games are kept: Load game, Continue and Past
    games list its games from now on, and next time (the settings keep the folder).
    Returns why the settings could not be written, if they could not (the folder is
    still listed while the window is open, and written with the settings' next save)."""
    from ...saves import library

    settings = app.settings
    folder = Path(folder)
    try:
        if folder.resolve() == library.games_folder().resolve():
            return None
    except OSError:
        pass
    if settings.remember_folder(folder) or getattr(app, "settings_unsaved", False):
        library.use_folders(settings.game_folders)
        try:
            settings.save()
        except OSError as error:
            app.settings_unsaved = True  # tried again when the window closes
            return error
        app.settings_unsaved = False
    return None


def kept_elsewhere_words(path: Path, refused: OSError) -> str:
    """A game kept in a folder the settings could not remember: where it is, and how to
    open it after a restart."""
    return _("Your game is kept in {path}. The settings could not be written ({why}), so "
             "after a restart the game may not find it by itself: choose Load game, then "
             "Open a file, and give that file.").format(path=path, why=problem_words(refused))

    def draw_content(self, surface) -> None:
        why = problem_words(self.session.save_problem)
        draw_text(surface, _("Your game could not be written to its file: {why}. Nothing is "
                             "lost yet: the game is still here. Name a folder to keep it in "
                             "from now on, or play on and save it later from the menu (Esc).").format(
                               why=why),
                  24, theme.TEXT, (W // 2, 315), "center", 880, 120)
        draw_text(surface, _("Folder to keep it in:"), 22, theme.TEXT_DIM, (W // 2 - 420, 398))


class Confirm(Menu):
    """A question: Yes (Y) or No (Esc, N); Enter answers the default, Yes unless
    ``default="no"`` (a question whose Yes loses something, such as ending a turn with
    actions left)."""

    overlay = True
    title = ""
    top = 440
    width = 300

    def __init__(self, app, question: str, yes, no=None, yes_label: str = N_("Yes"), no_label: str = N_("No"),
                 default: str = "yes"):
        super().__init__(app)
        self.default = default
        self.question = question
        self.yes = yes
        self.no = no
        self.yes_label, self.no_label = yes_label, no_label

    def items(self):
        return [(self.yes_label, self.accept), (self.no_label, self.back)]

    def build(self) -> None:
        yes_first = self.default != "no"
        yes = Button(pygame.Rect(W // 2 - 320, 440, 300, 52), _(self.yes_label), self.accept,
                     default=yes_first, key=f"button:{self.yes_label}")
        no = Button(pygame.Rect(W // 2 + 20, 440, 300, 52), _(self.no_label), self.back,
                    default=not yes_first, key=f"button:{self.no_label}")
        self.form.set([yes, no], yes if yes_first else no)

    def enter_says_yes(self) -> bool:
        """Whether Enter answers yes now: the button the keyboard's focus is on, else the
        default (the line under the question says what Enter does, wherever Tab took it)."""
        self.build()
        pressed = self.form.focused or self.form.default
        return pressed is not None and pressed.key == f"button:{self.yes_label}"

    def accept(self) -> None:
        self.close()
        self.app.pop()
        self.yes()

    def back(self) -> None:
        self.close()
        self.app.pop()
        if self.no is not None:
            self.no()

    def handle_event(self, event) -> None:
        """The language's letters for yes and no answer too ("O"/"N" in French), and
        Y and N in every language."""
        if event.type == pygame.KEYDOWN:
            letter = getattr(event, "unicode", "").lower()
            if event.key == pygame.K_y or (letter and letter == yes_key().lower()):
                self.accept()
                return
            if event.key == pygame.K_n or (letter and letter == no_key().lower()):
                self.back()
                return
        super().handle_event(event)

    def draw_content(self, surface) -> None:
        box = pygame.Rect(W // 2 - 380, 250, 760, 280)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 2, border_radius=12)
        draw_text(surface, self.question, 28, theme.TEXT, (W // 2, 340), "center", 680, 150)
        keys = _("Enter: yes    Esc: no") if self.enter_says_yes() else \
            _("{key}: yes    Enter or Esc: no").format(key=yes_key())
        draw_text(surface, keys, 18, theme.TEXT_DIM, (W // 2, 512), "center")
