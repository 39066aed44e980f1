"""Screens around the game: main menu, new game, settings, load, in-game menu,
confirmation, hand-off (hot-seat privacy) and the end screen.

Every screen is a scene (``handle_event`` / ``update`` / ``draw``) built from the
widgets of :mod:`.widgets`, rebuilt from the screen's own state whenever it is
drawn or gets input, and lists its buttons and fields in ``clickables()``.

Games are kept by :mod:`..saves.library` (each game its own file in the user data
folder, looked up on every use so that tests can point it elsewhere); the words
about them come from :mod:`.kept_words`.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import NamedTuple

import pygame

from ..bots import LEVELS
from ..core import events as ev
from ..core.board import COLUMNS, ROWS
from ..core.cards import CHARACTER_BY_NAME, CHARACTERS
from ..core.maps import ARENAS, arena_caption, load_board
from ..core.numbers import (
    FIRST_GAME_SKULLS, MAX_PLAYERS, MAX_SKULLS, MIN_PLAYERS, MIN_SKULLS, STANDARD_SKULLS,
)
from ..saves import library
from . import layout, theme
from .kept_words import kept_game_words, problem_words, repaired_words
from . import words
from ..words.i18n import N_, _, ngettext
from ..play.session import Seat, Session
from .widgets import Button, Cycler, Form, Label, TextInput, Toggle, draw_text, fit

W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window
NAME_LENGTH = 16


def one_line(message: str) -> str:
    return " ".join(str(message).split())


def character_colour(character: str) -> tuple:
    c = CHARACTER_BY_NAME.get(character.lower())
    return theme.PLAYER[c.colour] if c else theme.TEXT


# -- the screens' common part -----------------------------------------------------------
class Screen:
    """A scene made of widgets: a title, a form, a message line."""

    overlay = False
    title = ""
    title_y = 110
    message_y = 690

    def __init__(self, app):
        self.app = app
        self.form = Form()
        self.message = ""
        self.message_colour = theme.TEXT_DIM

    # what the screen shows; called before input, drawing and clickables()
    def build(self) -> None:
        self.form.set([])

    def say(self, message: str, colour=theme.TEXT_DIM) -> None:
        self.message = one_line(message)
        self.message_colour = colour

    def handle_event(self, event) -> None:
        self.build()
        if event.type == pygame.MOUSEMOTION:
            self.form.mouse = event.pos
            return
        if self.form.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.close()
        self.app.pop()

    def update(self, dt: float) -> None:
        pass

    def draw_background(self, surface) -> None:
        if self.overlay:
            shade = pygame.Surface(layout.SIZE, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 190))
            surface.blit(shade, (0, 0))
        else:
            surface.fill(theme.BACKGROUND)

    def draw_content(self, surface) -> None:
        pass

    def draw(self, surface) -> None:
        self.build()
        self.draw_background(surface)
        if self.title:
            draw_text(surface, _(self.title), 64, theme.HIGHLIGHT, (W // 2, self.title_y), "center")
        self.draw_content(surface)
        self.form.draw(surface)
        if self.message:
            text = fit(self.message, 22, W - 80)
            if self.overlay:  # a box, so the line reads over the game
                box = pygame.Rect(0, 0, theme.font(22).size(text)[0] + 32, 38)
                box.center = (W // 2, self.message_y)
                pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
                pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=8)
            draw_text(surface, text, 22, self.message_colour, (W // 2, self.message_y), "center")
        self.form.draw_tooltip(surface)

    def clickables(self) -> list[tuple[str, str, pygame.Rect]]:
        self.build()
        return self.form.clickables()

    def close(self) -> None:
        self.form.close()


class Menu(Screen):
    """A titled column of buttons: ``items()`` gives (label, action[, enabled[, tooltip]])."""

    top = 250
    width = 380

    def items(self) -> list[tuple]:
        return []

    def default_label(self) -> str | None:
        """The button Enter presses (the first enabled one unless told)."""
        return None

    def build(self) -> None:
        widgets = []
        default = None
        wanted = self.default_label()
        y = self.top
        for item in self.items():
            label, action = item[0], item[1]
            enabled = item[2] if len(item) > 2 else True
            tip = item[3] if len(item) > 3 else ""
            r = pygame.Rect(0, 0, self.width, 52)
            r.center = (W // 2, y)
            b = Button(r, _(label), action, enabled=enabled, tooltip=tip, key=f"button:{label}")
            if enabled and default is None and wanted in (None, label):
                default = b
            widgets.append(b)
            y += 64
        if default is not None:
            default.default = True
        self.form.set(widgets, default)


# -- main menu --------------------------------------------------------------------------
class MainMenu(Menu):
    title = N_("ADRENALINE")
    title_y = 120

    def items(self):
        latest = library.latest_unfinished()
        tip = _("No game in progress") if latest is None else "  ".join(kept_game_words(latest))
        return [(N_("New game"), lambda: self.app.push(NewGame(self.app))),
                (N_("Continue"), self.resume, latest is not None, tip),
                (N_("Load game"), lambda: self.app.push(LoadGame(self.app))),
                (N_("Tutorial"), self.tutorial),
                (N_("Rules"), self.app.open_rules, True, _("The rules reference (F1 on any screen)")),
                (N_("Settings"), lambda: self.app.push(SettingsMenu(self.app))),
                (N_("Quit"), self.app.quit)]

    def default_label(self):
        return "Continue" if library.latest_unfinished() is not None else "New game"

    def back(self) -> None:
        self.app.quit()

    def resume(self) -> None:
        """The newest unfinished game, where it stood."""
        latest = library.latest_unfinished()
        if latest is not None:
            start_session(self.app, lambda: Session.resume(latest.path), self)

    def tutorial(self) -> None:
        """The guided first game: few skulls, sudden death, as the rulebook recommends."""
        from .tutorial import start_tutorial

        start_tutorial(self.app, self)

    def draw_content(self, surface) -> None:
        draw_text(surface, _("the board game, on one screen"), 24, theme.TEXT_DIM, (W // 2, 172), "center")
        draw_text(surface, _("F1 rules  -  F11 full screen  -  Esc back  -  Enter the highlighted button"), 18,
                  theme.TEXT_DIM, (W // 2, H - 24), "center")


def start_session(app, make, screen, what: str = N_("this game")) -> bool:
    """Open a game; one that cannot be made or read gets a sentence on ``screen``
    and changes nothing. A game restored to its last sound choice says so first."""
    from ..core.engine import SetupError
    from ..core.savefile import SaveFileError
    from ..words import setup_words
    from .game_scene import GameScene

    try:
        session = make()
    except SetupError as error:
        screen.say(_("Cannot start {what}: {why}").format(what=_(what), why=setup_words(error)),
                   theme.DANGER)
        return False
    except (SaveFileError, OSError, ValueError, RecursionError) as error:
        screen.say(_("Cannot open {what}: {why}. It is left as it was.").format(
            what=_(what), why=problem_words(error)), theme.DANGER)
        return False
    app.reset(GameScene(app, session))
    if session.repaired is not None:
        app.push(Notice(app, repaired_words(session.game.state.turn)))
    return True


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
        back = Button(pygame.Rect(W // 2 - 150, 728, 300, 52), _("Back"), self.back, key="button:Back")
        widgets.append(back)
        if not games and not self.message:
            self.say(_("No kept games yet: every game you play is kept here as you play it."))
        self.form.set(widgets, back if not games else None)

    def turn_page(self, delta: int) -> None:
        self.page += delta

    def open(self, game) -> None:
        """Open a kept game; it goes on in its own file (no other game is touched)."""
        if game.problem is not None:
            self.say(_("This game cannot be opened: {why}. It is left as it was.").format(
                why=problem_words(game.problem)), theme.DANGER)
            return
        start_session(self.app, lambda: Session.resume(game.path), self)


class Notice(Menu):
    """Something the player must know before playing on; OK (Enter) closes it."""

    overlay = True
    title = ""
    top = 500

    def __init__(self, app, text: str):
        super().__init__(app)
        self.text = text

    def items(self):
        return [(N_("OK"), self.back)]

    def draw_content(self, surface) -> None:
        box = pygame.Rect(W // 2 - 400, 230, 800, 320)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 2, border_radius=12)
        draw_text(surface, self.text, 26, theme.TEXT, (W // 2, 370), "center", 720, 230)


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
            self.session.save_elsewhere(folder)
        except (OSError, ValueError) as error:
            self.say(_("Cannot save it there either: {why}. Try another folder.").format(
                why=problem_words(error)), theme.DANGER)
            return
        self.back()

    def draw_content(self, surface) -> None:
        why = problem_words(self.session.save_problem)
        draw_text(surface, _("Your game could not be written to its file: {why}. Nothing is "
                             "lost yet: the game is still here. Name a folder to keep it in "
                             "from now on, or play on and save it later from the menu (Esc).").format(
                               why=why),
                  24, theme.TEXT, (W // 2, 315), "center", 880, 120)
        draw_text(surface, _("Folder to keep it in:"), 22, theme.TEXT_DIM, (W // 2 - 420, 398))


# -- settings ---------------------------------------------------------------------------
PAUSES = (0.0, 0.3, 0.6, 1.0, 1.5, 2.5)


THINKING = (0.2, 0.5, 1.0)  # Hard's time per decision, seconds


class SettingsMenu(Screen):
    title = N_("Settings")

    def build(self) -> None:
        from .settings import ANIMATION_SPEEDS

        s = self.app.settings
        pauses = sorted(set(PAUSES) | {float(s.computer_pause)})
        x, w = W // 2 - 280, 560
        widgets = [
            Cycler(pygame.Rect(x, 230, w, 52), "Animation speed", list(ANIMATION_SPEEDS),
                   s.animation_speed, lambda v: self.change("animation_speed", v),
                   caption=_("Animation speed"), show=speed_words,
                   tooltip=_("How fast figures move and damage lands")),
            Cycler(pygame.Rect(x, 300, w, 52), "Computer pause", pauses, float(s.computer_pause),
                   lambda v: self.change("computer_pause", v), caption=_("Computer pause"),
                   show=lambda v: _("none") if v == 0 else _("{seconds:g} s").format(seconds=v),
                   tooltip=_("The wait between two choices of a computer player, so you can follow")),
            Toggle(pygame.Rect(x, 370, w, 52), "Hints", s.hints, lambda v: self.change("hints", v),
                   caption=_("Hints"), tooltip=_("Explanations of the options while you play")),
            Cycler(pygame.Rect(x, 440, w, 52), "Hard thinks", sorted(set(THINKING) | {float(s.hard_thinking)}),
                   float(s.hard_thinking), lambda v: self.change("hard_thinking", v),
                   caption=_("Hard thinks"), show=lambda v: _("{seconds:g} s").format(seconds=v),
                   tooltip=_("How long a Hard computer player may think about a decision")),
        ]
        back = Button(pygame.Rect(W // 2 - 150, 530, 300, 52), _("Back"), self.back, default=True,
                      key="button:Back")
        widgets.append(back)
        self.form.set(widgets, back)

    def change(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        try:
            self.app.settings.save()
        except OSError as error:
            self.say(_("Cannot save the settings: {error}").format(error=error), theme.DANGER)
            return
        self.say(_("Saved."))

    # kept for callers of the first version
    def next_speed(self) -> None:
        from .settings import ANIMATION_SPEEDS

        keys = list(ANIMATION_SPEEDS)
        s = self.app.settings
        i = keys.index(s.animation_speed) if s.animation_speed in keys else 0
        self.change("animation_speed", keys[(i + 1) % len(keys)])

    def toggle_hints(self) -> None:
        self.change("hints", not self.app.settings.hints)


# -- new game ---------------------------------------------------------------------------
_PICTURES: dict[tuple[str, int], pygame.Surface] = {}


def arena_picture(letter: str, cell: int = 40) -> pygame.Surface:
    """A small picture of an arena from its board: rooms in their colours, walls,
    doors, spawnpoints (rings in their ammo colour). Cached."""
    key = (letter, cell)
    if key in _PICTURES:
        return _PICTURES[key]
    board = load_board(letter)
    surf = pygame.Surface((COLUMNS * cell, ROWS * cell), pygame.SRCALPHA)

    def rect(sq: int) -> pygame.Rect:
        row, col = divmod(sq, COLUMNS)
        return pygame.Rect(col * cell, row * cell, cell, cell)

    wall = (6, 6, 10)
    for sq in board.squares:
        c = theme.ROOM[board.rooms[sq]]
        pygame.draw.rect(surf, tuple(min(255, int(v * 1.9)) for v in c), rect(sq))
        pygame.draw.rect(surf, tuple(int(v * 1.2) for v in c), rect(sq), 1)  # squares of a room
    for sq in board.squares:
        r = rect(sq)
        row, col = divmod(sq, COLUMNS)
        sides = (((row, col + 1), r.topright, r.bottomright), ((row + 1, col), r.bottomleft, r.bottomright),
                 ((row, col - 1), r.topleft, r.bottomleft), ((row - 1, col), r.topleft, r.topright))
        for (orow, ocol), a, b in sides:
            inside = 0 <= orow < ROWS and 0 <= ocol < COLUMNS
            other = orow * COLUMNS + ocol
            if inside and other in board.rooms and board.rooms[other] == board.rooms[sq]:
                continue  # same room: no wall
            if inside and other in board.neighbours[sq]:  # a door: the wall's two ends
                q = cell // 4
                if a[0] == b[0]:
                    pygame.draw.line(surf, wall, a, (a[0], a[1] + q), 4)
                    pygame.draw.line(surf, wall, (b[0], b[1] - q), b, 4)
                else:
                    pygame.draw.line(surf, wall, a, (a[0] + q, a[1]), 4)
                    pygame.draw.line(surf, wall, (b[0] - q, b[1]), b, 4)
            else:
                pygame.draw.line(surf, wall, a, b, 4)
    for colour, sq in board.spawnpoints.items():
        r = rect(sq)
        pygame.draw.circle(surf, theme.AMMO_COLOUR[colour], r.center, cell // 4)
        pygame.draw.circle(surf, (0, 0, 0), r.center, cell // 4, 2)
    _PICTURES[key] = surf
    return surf


def recommended_players(letter: str) -> set[int]:
    """The player counts the rulebook's caption names (all of 3-5 for 'any number')."""
    counts = {int(d) for d in re.findall(r"\d", arena_caption(letter))}
    return counts or set(range(MIN_PLAYERS, MAX_PLAYERS + 1))


def _player_value(seat: Seat) -> str:
    return f"computer:{seat.level}" if seat.computer else "person"


LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}  # bots.LEVELS
SPEED_WORDS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"),
               "instant": N_("instant")}  # settings.ANIMATION_SPEEDS


def speed_words(speed: str) -> str:
    return _(SPEED_WORDS.get(speed, speed))


def _show_player(value: str) -> str:
    if value == "person":
        return _("Person")
    level = value.split(':', 1)[1]
    return _("Computer - {level}").format(level=_(LEVEL_WORDS.get(level, level)))


class NewGame(Screen):
    """Arena, seats (person or computer with its level, character, name), skulls,
    ending; Start only when the combination can be played."""

    title = N_("New game")
    title_y = 40
    message_y = 684

    def __init__(self, app):
        super().__init__(app)
        self.arena = "C"
        self.skulls = STANDARD_SKULLS
        self.sudden_death = False
        self.seats = [Seat(c.name, c.name, computer=i > 0, level=LEVELS[0])
                      for i, c in enumerate(CHARACTERS[:4])]
        self.fields: list[TextInput] = []
        self.note = ""  # a one-off remark (e.g. two seats swapped characters)
        self.restore_last()

    def restore_last(self) -> None:
        """Open with the last game started here (the settings), as far as it is still valid."""
        from .settings import remembered_new_game

        last = remembered_new_game(getattr(self.app.settings, "new_game", {}), NAME_LENGTH)
        self.arena = last.get("arena", self.arena)
        self.skulls = last.get("skulls", self.skulls)
        self.sudden_death = last.get("sudden_death", self.sudden_death)
        if "seats" in last:
            self.seats = [Seat(**seat) for seat in last["seats"]]

    def remember(self, seats: list[Seat]) -> None:
        """Keep this game's arena, skulls, ending and seats for the next New game."""
        settings = self.app.settings
        settings.new_game = {"arena": self.arena, "skulls": self.skulls,
                             "sudden_death": self.sudden_death,
                             "seats": [s.to_json() for s in seats]}
        try:
            settings.save()
        except OSError:
            pass  # not remembered: the next New game opens with the defaults

    # -- the choices ----------------------------------------------------------------------
    def set_arena(self, letter: str) -> None:
        self.note = ""
        self.arena = letter

    def set_player(self, i: int, value: str) -> None:
        self.note = ""
        seat = self.seats[i]
        if value == "person":
            seat.computer = False
        else:
            seat.computer = True
            seat.level = value.split(":", 1)[1]

    def next_character(self, i: int, current: str, delta: int) -> str:
        """The next character not taken by another seat; with none free, the next one
        (the two seats swap, see :meth:`set_character`)."""
        names = [c.name for c in CHARACTERS]
        taken = {s.character for j, s in enumerate(self.seats) if j != i}
        k = names.index(current) if current in names else 0
        for step in range(1, len(names)):
            candidate = names[(k + delta * step) % len(names)]
            if candidate not in taken:
                return candidate
        return names[(k + delta) % len(names)]

    def set_character(self, i: int, character: str) -> None:
        seat = self.seats[i]
        old = seat.character
        self.note = ""
        for j, other in enumerate(self.seats):
            if j != i and other.character == character:  # every character is taken: swap
                self._give(j, old)
                self.note = _("Seats {first} and {second} swapped characters.").format(
                    first=i + 1, second=j + 1)
        self._give(i, character)

    def _give(self, i: int, character: str) -> None:
        seat = self.seats[i]
        if seat.name.strip() in ("", seat.character):  # the default name follows the character
            seat.name = character
            if i < len(self.fields):
                self.fields[i].set_text(character)
        seat.character = character

    def set_name(self, i: int, name: str) -> None:
        self.note = ""
        self.seats[i].name = name

    def add_seat(self) -> None:
        self.note = ""
        if len(self.seats) >= MAX_PLAYERS:
            return
        taken = {s.character for s in self.seats}
        free = next(c.name for c in CHARACTERS if c.name not in taken)
        self.seats.append(Seat(free, free, computer=True, level=LEVELS[0]))

    def remove_seat(self, i: int) -> None:
        self.note = ""
        if len(self.seats) <= MIN_PLAYERS:
            return
        del self.seats[i]
        if i < len(self.fields):
            self.form.stop_editing()
            del self.fields[i]
            for j, field in enumerate(self.fields):  # fields are named by seat
                field.name = f"Seat {j + 1} name"
                field.key = f"field:Seat {j + 1} name"

    def set_skulls(self, n: int) -> None:
        self.note = ""
        self.skulls = n

    def set_sudden_death(self, on: bool) -> None:
        self.note = ""
        self.sudden_death = on

    def first_game(self) -> None:
        """The rulebook's first game: 5 skulls (FIRST_GAME_SKULLS) and sudden death."""
        self.skulls = FIRST_GAME_SKULLS
        self.sudden_death = True

    # -- can it start? ----------------------------------------------------------------------
    def problems(self) -> list[str]:
        """Why this game cannot start (empty: it can)."""
        from ..core.engine import Setup, SetupError
        from ..words import setup_words

        out: list[str] = []
        n = len(self.seats)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            out.append(_("Adrenaline is for {least} to {most} players, not {n}.").format(
                least=MIN_PLAYERS, most=MAX_PLAYERS, n=n))
        first: dict[str, int] = {}
        for i, s in enumerate(self.seats):
            if s.character in first:
                out.append(_("Seats {first} and {second} both chose {character}: "
                             "each character can be played only once.").format(
                                 first=first[s.character] + 1, second=i + 1, character=s.character))
            first.setdefault(s.character, i)
        names: dict[str, int] = {}
        for i, s in enumerate(self.seats):
            key = s.name.strip().casefold()
            if not key:
                out.append(_("Seat {seat} needs a name.").format(seat=i + 1))
            elif key in names:
                out.append(_("Seats {first} and {second} are both called {name}: "
                             "give each player a different name.").format(
                                 first=names[key] + 1, second=i + 1, name=s.name.strip()))
            names.setdefault(key, i)
            if s.computer and s.level not in LEVELS:
                out.append(_("Seat {seat}: no computer player of level {level}.").format(
                    seat=i + 1, level=repr(s.level)))
        if not MIN_SKULLS <= self.skulls <= MAX_SKULLS:
            out.append(_("Use {least} to {most} skulls, not {n}.").format(
                least=MIN_SKULLS, most=MAX_SKULLS, n=self.skulls))
        if self.arena not in ARENAS:
            out.append(_("Choose an arena among {arenas}.").format(arenas=", ".join(ARENAS)))
        if not out:
            try:
                Setup(self.arena, tuple((s.name.strip(), s.character) for s in self.seats),
                      self.skulls, self.sudden_death, 0).validate()
            except SetupError as error:
                out.append(setup_words(error) + ".")
        return out

    def remarks(self) -> list[str]:
        """Things worth knowing that do not stop the game."""
        out = []
        if self.note:
            out.append(self.note)
        n = len(self.seats)
        if n not in recommended_players(self.arena):
            out.append(_("Arena {arena} is {caption}; it works with {n}, "
                         "but another arena may play better.").format(
                             arena=self.arena, caption=_(arena_caption(self.arena)), n=n))
        if all(s.computer for s in self.seats):
            out.append(_("Only computer players: you will watch the game."))
        return out

    def can_start(self) -> bool:
        return not self.problems()

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.say(problems[0], theme.DANGER)
            return
        self.form.stop_editing()
        seats = [Seat(s.name.strip(), s.character, s.computer, s.level) for s in self.seats]
        arena, skulls, sudden_death = self.arena, self.skulls, self.sudden_death
        seed = random.randrange(1_000_000_000)

        # a file of its own: every other kept game, finished or not, stays as it is
        path = library.new_game_path()
        if start_session(self.app, lambda: Session.new(seats, arena, skulls, sudden_death, seed,
                                                       autosave=path), self, N_("the new game")):
            self.remember(seats)

    # -- the screen -------------------------------------------------------------------------
    def build(self) -> None:
        widgets: list = []
        # arenas
        card_w, gap = 230, 20
        x0 = (W - (4 * card_w + 3 * gap)) // 2
        for k, letter in enumerate(ARENAS):
            r = pygame.Rect(x0 + k * (card_w + gap), 78, card_w, 214)
            widgets.append(Button(r, _("Arena {letter}").format(letter=letter),
                                  lambda a=letter: self.set_arena(a),
                                  selected=letter == self.arena, picture=arena_picture(letter),
                                  detail=_(arena_caption(letter)).capitalize(),
                                  tooltip=_("Arena {letter}: {caption}").format(
                                      letter=letter, caption=_(arena_caption(letter))),
                                  key=f"button:Arena {letter}"))
        # seats
        while len(self.fields) < len(self.seats):
            i = len(self.fields)
            self.fields.append(TextInput(pygame.Rect(810, 0, 240, 44), f"Seat {i + 1} name",
                                         self.seats[i].name, max_length=NAME_LENGTH,
                                         on_change=lambda t, i=i: self.set_name(i, t),
                                         placeholder=_("a name"), tooltip=_("Click to type a name")))
        del self.fields[len(self.seats):]
        for i, field in enumerate(self.fields):
            field.on_change = lambda t, i=i: self.set_name(i, t)
        players = ["person"] + [f"computer:{lvl}" for lvl in LEVELS]
        for i, seat in enumerate(self.seats):
            y = 336 + i * 52
            widgets.append(Label(pygame.Rect(150, y, 72, 44), _("Seat {seat}").format(seat=i + 1), 22,
                                 theme.TEXT_DIM, tooltip=_("Seat 1 plays first") if i == 0 else ""))
            widgets.append(Cycler(pygame.Rect(230, y, 260, 44), f"Seat {i + 1} player", players,
                                  _player_value(seat), lambda v, i=i: self.set_player(i, v),
                                  show=_show_player,
                                  tooltip=_("A person at this screen, or a computer player")))
            widgets.append(Cycler(pygame.Rect(510, y, 280, 44), f"Seat {i + 1} character",
                                  [c.name for c in CHARACTERS], seat.character,
                                  lambda v, i=i: self.set_character(i, v),
                                  stepper=lambda v, d, i=i: self.next_character(i, v, d),
                                  colour_of=character_colour,
                                  tooltip=_("Each character can be played once")))
            field = self.fields[i]
            field.rect.y = y
            field.colour = character_colour(seat.character)
            if field.text != seat.name:
                field.set_text(seat.name)
            widgets.append(field)
            if len(self.seats) > MIN_PLAYERS:
                widgets.append(Button(pygame.Rect(1066, y, 100, 44), _("Remove"),
                                      lambda i=i: self.remove_seat(i), name=f"Remove seat {i + 1}",
                                      size=20))
        if len(self.seats) < MAX_PLAYERS:
            y = 336 + len(self.seats) * 52
            widgets.append(Button(pygame.Rect(230, y, 260, 44), _("Add a player"), self.add_seat, size=22,
                                  key="button:Add a player"))
        # skulls and ending
        widgets.append(Cycler(pygame.Rect(150, 612, 300, 48), "Skulls", list(range(MIN_SKULLS, MAX_SKULLS + 1)),
                              self.skulls, self.set_skulls, caption=_("Skulls"),
                              tooltip=_("Skulls on the killshot track: {standard} for a normal game, "
                                        "{first} for a first game").format(
                                            standard=STANDARD_SKULLS, first=FIRST_GAME_SKULLS)))
        widgets.append(Cycler(pygame.Rect(470, 612, 330, 48), "Ending", [False, True], self.sudden_death,
                              self.set_sudden_death,
                              show=lambda v: _("Sudden death") if v else _("Final frenzy"),
                              tooltip=_("Final frenzy: everyone gets one more turn after the last skull. "
                                        "Sudden death: the game ends with the last skull (first game).")))
        widgets.append(Button(pygame.Rect(820, 612, 246, 48), _("First game"), self.first_game, size=22,
                              key="button:First game",
                              tooltip=_("The rulebook's first game: {skulls} skulls and sudden death").format(
                                  skulls=FIRST_GAME_SKULLS),
                              selected=self.skulls == FIRST_GAME_SKULLS and self.sudden_death))
        # back and start
        problems = self.problems()
        back = Button(pygame.Rect(150, 724, 220, 52), _("Back"), self.back, key="button:Back")
        start = Button(pygame.Rect(916, 724, 250, 52), _("Start"), self.start, enabled=not problems,
                       default=True, tooltip=problems[0] if problems else _("Enter"), key="button:Start")
        widgets += [back, start]
        if problems:
            self.say(problems[0], theme.DANGER)
        else:
            remarks = self.remarks()
            self.say(" ".join(remarks), theme.TEXT_DIM)
        self.form.set(widgets, start)

    def draw_content(self, surface) -> None:
        for text, x in ((_("Played by"), 232), (_("Character"), 512), (_("Name"), 812)):
            draw_text(surface, text, 18, theme.TEXT_DIM, (x, 318))


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
        from ..core import savefile

        session = self.game_scene.session
        if session.save_problem is not None:
            self.app.push(SaveProblem(self.app, session))
            return
        try:
            savefile.save(session.game, library.new_game_path())
        except (OSError, savefile.SaveFileError) as error:
            self.say(_("Cannot save a copy: {why}.").format(why=problem_words(error)), theme.DANGER)
            return
        library.forget_listing()
        self.say(_("A copy is kept: Load game lists it."), theme.OK)

    def quit_to_menu(self) -> None:
        """To the main menu; the game is in its file, so Continue picks it up. A game
        that could not be written is not left without asking."""
        session = self.game_scene.session
        session.save_now()
        if session.save_problem is None:
            self.app.reset(MainMenu(self.app))
            return
        self.app.push(Confirm(
            self.app, _("This game is not saved ({why}): "
                        "quitting loses it. Quit to the menu anyway?").format(
                            why=problem_words(session.save_problem)),
            lambda: self.app.reset(MainMenu(self.app)), default="no"))


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
        if event.type == pygame.KEYDOWN and event.key == pygame.K_y:
            self.accept()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n:
            self.back()
            return
        super().handle_event(event)

    def draw_content(self, surface) -> None:
        box = pygame.Rect(W // 2 - 380, 250, 760, 280)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 2, border_radius=12)
        draw_text(surface, self.question, 28, theme.TEXT, (W // 2, 340), "center", 680, 150)
        keys = _("Enter: yes    Esc: no") if self.default != "no" else _("Y: yes    Enter or Esc: no")
        draw_text(surface, keys, 18, theme.TEXT_DIM, (W // 2, 512), "center")


class HandOff(Screen):
    """Hot-seat privacy: a full-screen cover naming the person who decides next and
    why ("Your turn", "Tagback Grenade? You were shot by Bob (Dozer)", "Choose where
    to respawn"); at the start of their turn, a recap of what happened since their
    last one. Nothing of the game shows until they click or press Enter.

    A press in the first half second does not count: it was meant for the turn that just
    ended (a second Enter after "end turn"), and would show the next person's hand to the
    person still at the screen."""

    title = ""
    grace = 0.5  # seconds during which clicks and Enter are ignored
    RECAP_SIZE, RECAP_ROW = 20, 24
    RECAP_BOX = pygame.Rect(W // 2 - 520, 262, 1040, 330)  # the recap's lines, "and N more"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        d = session.decision
        self.seat_index = d.decider if d is not None else 0
        seat = session.seats[self.seat_index]
        self.name = seat.name
        self.character = seat.character
        self.colour = character_colour(seat.character)
        self.age = 0.0  # seconds on screen, counted in frames (update)
        game = session.game
        self.reason = words.handoff_reason(game, d) if d is not None else ""
        told = words.recap(game, self.seat_index) if d is not None and \
            words.is_turn_start(game, self.seat_index) else []
        self.recap = self.fit_recap(told)

    @classmethod
    def fit_recap(cls, lines: list[str]) -> list[str]:
        """The recap's rows as drawn: lines wrapped to the box (measured), at most as many
        rows as fit, the last one saying how many lines were left out ("and 3 more")."""
        width = cls.RECAP_BOX.width - 40
        room = (cls.RECAP_BOX.height - 44) // cls.RECAP_ROW
        rows: list[str] = []
        for k, line in enumerate(lines):
            wrapped = [("   " + part if i else part)
                       for i, part in enumerate(theme.wrap(line, cls.RECAP_SIZE, width))]
            left = len(lines) - k
            if len(rows) + len(wrapped) > room - (1 if left > 1 else 0):
                rows.append(_("... and {n} more (the log has them all)").format(n=left))
                return rows
            rows += wrapped
        return rows

    def build(self) -> None:
        ready = Button(pygame.Rect(W // 2 - 170, 520 if not self.recap else 662, 340, 60),
                       _("I'm ready"), self.ready,
                       default=True, enabled=self.age >= self.grace, key="button:I'm ready")
        self.form.set([ready], ready)

    def update(self, dt: float) -> None:
        self.age += dt

    def ready(self) -> None:
        if self.age < self.grace:
            return  # too soon: a press left over from the last turn
        self.session.hand_over()
        self.close()
        self.app.pop()

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.ready()  # a click anywhere
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.ready()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            scene = next((s for s in reversed(self.app.stack) if hasattr(s, "session")
                          and type(s).__name__ == "GameScene"), None)
            if scene is not None:
                self.app.push(InGameMenu(self.app, scene))
            return
        super().handle_event(event)

    def draw_background(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        whole = surface.get_abs_parent()  # the bars along the window's edges, whatever its size
        pygame.draw.rect(whole, self.colour, pygame.Rect(0, 0, whole.get_width(), 12))
        pygame.draw.rect(whole, self.colour, pygame.Rect(0, whole.get_height() - 12, whole.get_width(), 12))

    def draw_content(self, surface) -> None:
        if not self.recap:  # the cover as it always was, with the reason under the name
            draw_text(surface, _("Pass the screen to"), 34, theme.TEXT_DIM, (W // 2, 200), "center")
            draw_text(surface, self.name, 96, self.colour, (W // 2, 290), "center", W - 100)
            if self.name != self.character:
                draw_text(surface, _("playing {character}").format(character=self.character), 30, theme.TEXT, (W // 2, 362),
                          "center")
            draw_text(surface, self.reason, 34, theme.HIGHLIGHT, (W // 2, 420), "center", W - 100)
        else:
            draw_text(surface, _("Pass the screen to"), 28, theme.TEXT_DIM, (W // 2, 50), "center")
            who = self.name if self.name == self.character else f"{self.name} ({self.character})"
            draw_text(surface, who, 72, self.colour, (W // 2, 118), "center", W - 100)
            draw_text(surface, self.reason, 34, theme.HIGHLIGHT, (W // 2, 200), "center", W - 100)
            box = self.RECAP_BOX
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=10)
            draw_text(surface, _("Since your last turn"), 22, theme.TEXT_DIM, (box.x + 20, box.y + 20),
                      "left")
            y = box.y + 50
            for row in self.recap:
                colour = theme.TEXT_DIM if row.startswith(("-- ", "...")) else theme.TEXT
                draw_text(surface, row, self.RECAP_SIZE, colour, (box.x + 20, y), "left",
                          box.width - 40)
                y += self.RECAP_ROW
        draw_text(surface, _("{name}: click or press Enter when nobody else can see the screen.").format(
                      name=self.name),

                  24, theme.TEXT_DIM, (W // 2, 480 if not self.recap else 620), "center", W - 100)


# -- the end ----------------------------------------------------------------------------
class PlayerReport(NamedTuple):
    seat: int
    name: str
    character: str
    colour: tuple
    points: int
    boards: int  # points for damage on other players' boards
    first_blood: int
    track: int  # points from the killshot track
    double_kills: int  # points for double kills
    damage_dealt: int
    damage_taken: int
    kills: int  # killshot tokens on the track
    overkills: int
    deaths: int

    @property
    def breakdown_total(self) -> int:
        return self.boards + self.first_blood + self.track + self.double_kills


def final_report(game) -> list[PlayerReport]:
    """Per player (in seat order): points by reason, damage, kills and deaths, from
    the game's events."""
    g = game.state
    n = len(g.players)
    by = {reason: [0] * n for reason in ("board", "first blood", "killshot track", "double kill")}
    dealt, taken, kills, overkills, deaths = ([0] * n for _ in range(5))
    for entry in game.log:
        for e in entry.events:
            if isinstance(e, ev.PointsScored):
                by.setdefault(e.reason, [0] * n)[e.player] += e.points
            elif isinstance(e, ev.Damaged):
                dealt[e.shooter] += e.amount
                taken[e.target] += e.amount
            elif isinstance(e, ev.KillshotTracked):
                if e.tokens:
                    kills[e.tokens[0]] += 1
                if len(e.tokens) > 1:
                    overkills[e.tokens[1]] += 1
            elif isinstance(e, ev.PlayerDied):
                deaths[e.player] += 1
    out = []
    for seat, p in enumerate(g.players):
        out.append(PlayerReport(seat, p.name, p.character, theme.PLAYER.get(p.colour, theme.TEXT),
                                p.points, by["board"][seat], by["first blood"][seat],
                                by["killshot track"][seat], by["double kill"][seat],
                                dealt[seat], taken[seat], kills[seat], overkills[seat], deaths[seat]))
    return out


def ranking_of(game) -> list[list[int]]:
    g = game.state
    if g.ranking:
        return [list(group) for group in g.ranking]
    order = sorted(range(len(g.players)), key=lambda s: (-g.players[s].points, -g.players[s].track_points))
    return [[s] for s in order]


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else _("{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1])


def result_lines(game) -> tuple[str, list[str]]:
    """The headline (who won) and how ties were broken, in words.

    Rulebook, TIEBREAKERS: "break the tie in favor of the player who got the higher
    score on the killshot track ... If players who did not get a killshot are tied,
    ... they remain tied."
    """
    g = game.state
    groups = ranking_of(game)
    p = g.players
    top = groups[0]
    if len(top) == 1:
        headline = ngettext("{name} wins with {points} point!", "{name} wins with {points} points!",
                            p[top[0]].points).format(name=p[top[0]].name, points=p[top[0]].points)
    else:
        headline = ngettext("{names} share the victory with {points} point!",
                            "{names} share the victory with {points} points!", p[top[0]].points).format(
                                names=_names([p[s].name for s in top]), points=p[top[0]].points)
    notes = []
    for k, group in enumerate(groups):
        if len(group) > 1:
            who = _names([p[s].name for s in group])
            track = p[group[0]].track_points
            why = (_("none of them scored on the killshot track") if track == 0
                   else ngettext("the same {n} point from the killshot track",
                                 "the same {n} points from the killshot track", track).format(n=track))
            notes.append(ngettext("{names} are tied at {points} point: {why}, so they stay tied.",
                                  "{names} are tied at {points} points: {why}, so they stay tied.",
                                  p[group[0]].points).format(names=who, points=p[group[0]].points, why=why))
        if k + 1 < len(groups):
            a, b = group[0], groups[k + 1][0]
            if p[a].points == p[b].points:
                notes.append(ngettext(
                    "{first} ranks above {second} with the same {points} point: "
                    "{track} from the killshot track against {other}.",
                    "{first} ranks above {second} with the same {points} points: "
                    "{track} from the killshot track against {other}.", p[a].points).format(
                        first=p[a].name, second=p[b].name, points=p[a].points,
                        track=p[a].track_points, other=p[b].track_points))
    return headline, notes


class EndScreen(Screen):
    title = N_("Final scores")
    title_y = 56
    COLUMNS = (("", 40), (N_("Player"), 250), (N_("Points"), 80), (N_("Boards"), 82), (N_("First blood"), 100),
               (N_("Killshot track"), 120), (N_("Double kills"), 105), (N_("Damage dealt"), 118),
               (N_("Damage taken"), 118), (N_("Kills"), 62), (N_("Deaths"), 70))

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        game = session.game
        self.reports = final_report(game)
        self.groups = ranking_of(game)
        self.headline, self.notes = result_lines(game)
        s = game.setup
        self.info = " - ".join((
            _("Arena {letter}").format(letter=s.arena.upper()),
            ngettext("{n} skull", "{n} skulls", s.skulls).format(n=s.skulls),
            _("sudden death") if s.sudden_death else _("final frenzy"),
            ngettext("{n} turn", "{n} turns", game.state.turn).format(n=game.state.turn)))

    def build(self) -> None:
        menu = Button(pygame.Rect(W // 2 - 330, 728, 300, 52), _("Main menu"), self.main_menu, default=True,
                      key="button:Main menu")
        again = Button(pygame.Rect(W // 2 + 30, 728, 300, 52), _("New game"), self.new_game,
                       key="button:New game")
        self.form.set([menu, again], menu)

    def main_menu(self) -> None:
        self.app.reset(MainMenu(self.app))

    def new_game(self) -> None:
        self.app.reset(MainMenu(self.app))
        self.app.push(NewGame(self.app))

    def back(self) -> None:
        self.main_menu()

    def draw_content(self, surface) -> None:
        winner = self.reports[self.groups[0][0]]
        colour = winner.colour if len(self.groups[0]) == 1 else theme.HIGHLIGHT
        draw_text(surface, self.headline, 40, colour, (W // 2, 118), "center", W - 80)
        y = 156
        for note in self.notes[:2]:
            draw_text(surface, note, 20, theme.TEXT, (W // 2, y), "center", W - 80)
            y += 24
        draw_text(surface, self.info, 18, theme.TEXT_DIM, (W // 2, max(y, 180) + 4), "center")
        total = sum(w for _title, w in self.COLUMNS)
        x0 = (W - total) // 2
        top = 236
        table = pygame.Rect(x0 - 10, top - 22, total + 20, 46 + 52 * len(self.reports))
        pygame.draw.rect(surface, theme.PANEL, table, border_radius=10)
        x = x0
        for k, (title, w) in enumerate(self.COLUMNS):
            title = _(title) if title else ""
            if k == 1:
                draw_text(surface, title, 18, theme.TEXT_DIM, (x + 30, top), "left", w - 34, 38)
            else:  # two lines if need be, above the first row
                draw_text(surface, title, 18, theme.TEXT_DIM, (x + w // 2, top), "center", w - 4,
                          38)
            x += w
        row = 0
        place = 1
        for group in self.groups:
            for seat in group:
                r = self.reports[seat]
                y = top + 44 + row * 52
                if row % 2 == 0:
                    pygame.draw.rect(surface, (32, 37, 54), (x0 - 4, y - 24, total + 8, 48), border_radius=6)
                kills = f"{r.kills}" + (f" +{r.overkills}" if r.overkills else "")
                cells = [f"{place}.", "", str(r.points), str(r.boards), str(r.first_blood), str(r.track),
                         str(r.double_kills), str(r.damage_dealt), str(r.damage_taken), kills,
                         str(r.deaths)]
                x = x0
                for k, ((_title, w), cell) in enumerate(zip(self.COLUMNS, cells)):
                    if k == 1:
                        pygame.draw.circle(surface, r.colour, (x + 12, y), 10)
                        label = r.name if r.name == r.character else f"{r.name} ({r.character})"
                        draw_text(surface, label, 24, r.colour, (x + 30, y), "left", w - 34)
                    else:
                        size = 30 if k == 2 else 24
                        c = theme.HIGHLIGHT if k == 2 else theme.TEXT
                        draw_text(surface, cell, size, c, (x + w // 2, y), "center", w)
                    x += w
                row += 1
            place += len(group)
        y = table.bottom + 22
        draw_text(surface, _("Points = boards + first blood + killshot track + double kills.  "
                             "Kills: killshots (+ overkills)."), 18,
 theme.TEXT_DIM, (W // 2, y), "center")
