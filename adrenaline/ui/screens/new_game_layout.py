"""The New game form laid out: the arena and its picture, the seats' rows, the mode, skulls,
ending and the rulebook's bot, the buttons, and its drawing. One job: where the form's widgets
go (NewGame joins it)."""

from __future__ import annotations

import pygame

from ...core.cards import CHARACTERS
from ...core.maps import ARENAS, arena_caption
from ...core.modes import MODES
from ...core.numbers import (
    FIRST_GAME_SKULLS, MAX_PLAYERS, MAX_SKULLS, MIN_PLAYERS, MIN_SKULLS, STANDARD_SKULLS,
)
from ...core.names import NAME_LENGTH  # the longest name, here and as read from a file
from .. import layout, theme
from ...words.characters import character_name, player_name
from ...words.i18n import _
from ...words.refusals import mode_words
from ..kit.button import Button
from ..kit.inputs import Cycler, TextInput
from ..kit.text import draw_text
from ..kit.widget import Label
from .base import character_colour
from .new_game_parts import arena_picture, _show_bot, _bot_tip

W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window
# the seats' columns: each value on one line at the text floor (a 21 px em), words 30%
# longer than English's included: "Komputer – normalny", ":D-struct-EUR" after its
# swatch; then the name and Remove, up to the right edge of Start
PLAYER_X, CHARACTER_X, NAME_X = 192, 532, 856


class NewGameLayout:
    """NewGame's part: see the module's docstring."""

    # -- the screen -------------------------------------------------------------------------
    def build(self) -> None:
        widgets: list = []
        # arenas
        card_w, gap = 262, 12  # a caption on three lines at the text floor (Spanish arena B's)
        x0 = (W - (4 * card_w + 3 * gap)) // 2
        for k, letter in enumerate(ARENAS):
            r = pygame.Rect(x0 + k * (card_w + gap), 74, card_w, 226)
            widgets.append(Button(r, _("Arena {letter}").format(letter=letter),
                                  lambda a=letter: self.set_arena(a),
                                  selected=letter == self.arena, picture=arena_picture(letter, 33),
                                  detail=_(arena_caption(letter)).capitalize(),
                                  tooltip=_("Arena {letter}: {caption}").format(
                                      letter=letter, caption=_(arena_caption(letter))),
                                  key=f"button:Arena {letter}"))
        # seats
        while len(self.fields) < len(self.seats):
            i = len(self.fields)
            self.fields.append(TextInput(pygame.Rect(NAME_X, 0, 184, 44), f"Seat {i + 1} name",
                                         player_name(self.seats[i].name, self.seats[i].character),
                                         max_length=NAME_LENGTH,
                                         on_change=lambda t, i=i: self.set_name(i, t),
                                         placeholder=_("a name"), tooltip=_("Click to type a name")))
        del self.fields[len(self.seats):]
        for i, field in enumerate(self.fields):
            field.on_change = lambda t, i=i: self.set_name(i, t)
        players = self.player_values()
        for i, seat in enumerate(self.seats):
            y = 336 + i * 52
            widgets.append(Label(pygame.Rect(84, y, 100, 44), _("Seat {seat}").format(seat=i + 1), 22,
                                 theme.TEXT_DIM, tooltip=_("Seat 1 plays first") if i == 0 else ""))
            widgets.append(Cycler(pygame.Rect(PLAYER_X, y, 334, 44), f"Seat {i + 1} player", players,
                                  self.player_value(i), lambda v, i=i: self.set_player(i, v),
                                  show=self.show_player, tooltip=self.player_tip()))
            widgets.append(Cycler(pygame.Rect(CHARACTER_X, y, 318, 44), f"Seat {i + 1} character",
                                  [c.name for c in CHARACTERS], seat.character,
                                  lambda v, i=i: self.set_character(i, v), show=character_name,
                                  stepper=lambda v, d, i=i: self.next_character(i, v, d),
                                  colour_of=character_colour,
                                  tooltip=_("Each character can be played once")))
            field = self.fields[i]
            field.rect.y = y
            field.colour = character_colour(seat.character)
            shown = player_name(seat.name, seat.character)
            if field.text != shown:
                field.set_text(shown)
            widgets.append(field)
            if len(self.seats) > MIN_PLAYERS:
                widgets.append(Button(pygame.Rect(1046, y, 138, 44), _("Remove"),
                                      lambda i=i: self.remove_seat(i), name=f"Remove seat {i + 1}",
                                      size=20))
        if len(self.seats) < MAX_PLAYERS:
            y = 336 + len(self.seats) * 52
            widgets.append(Button(pygame.Rect(PLAYER_X, y, 334, 44), _("Add a player"), self.add_seat, size=22,
                                  key="button:Add a player"))
        if self.bot_offered():  # beside "Add a player": hidden with 5, no figure is free
            y = 336 + len(self.seats) * 52
            widgets.append(Cycler(pygame.Rect(CHARACTER_X, y, 420, 44), "Bot", self.bot_choices(),
                                  self.chosen_bot(), self.set_bot, show=_show_bot,
                                  colour_of=lambda v: character_colour(v) if v else theme.TEXT_DIM,
                                  tooltip=_bot_tip(self.bot_suggested())))
        # the way to play, skulls and ending (the mode's own when it fixes them)
        # the mode's name on one line at the floor (Spanish "Combate a muerte"), the skulls'
        # caption and count beside it ("Calaveras 8")
        widgets.append(Cycler(pygame.Rect(86, 612, 310, 48), "Mode", list(MODES), self.mode,
                              self.set_mode, show=mode_words,
                              tooltip=_("Deathmatch: score by damaging the other players. "
                                        "Domination: the spawnpoints are targets too, and their "
                                        "tracks score at the end (F1: Domination). "
                                        "Turret mode, for experts: every square without a "
                                        "spawnpoint has a turret that shoots whoever enters it; "
                                        "commandeer them as you grab ammo (F1: Turret mode).")))
        _mode, skulls, sudden_death = self.mode_skulls_ending()
        fixed = self.fixed_skulls() is not None
        free_ending = self.sudden_death_allowed()
        widgets.append(Cycler(pygame.Rect(404, 612, 240, 48), "Skulls", list(range(MIN_SKULLS, MAX_SKULLS + 1)),
                              skulls, self.set_skulls, caption=_("Skulls"), enabled=not fixed,
                              tooltip=_("{mode} is played with {skulls} skulls").format(
                                  mode=mode_words(self.mode), skulls=skulls) if fixed else
                              _("Skulls on the killshot track: {standard} for a normal game, "
                                "{first} for a first game").format(
                                    standard=STANDARD_SKULLS, first=FIRST_GAME_SKULLS)))
        widgets.append(Cycler(pygame.Rect(656, 612, 290, 48), "Ending", [False, True], sudden_death,
                              self.set_sudden_death, enabled=free_ending,
                              show=lambda v: _("Sudden death") if v else _("Final frenzy"),
                              tooltip=_("Final frenzy: everyone gets one more turn after the last skull. "
                                        "Sudden death: the game ends with the last skull (first game).")
                              if free_ending else _("{mode} always ends with final frenzy").format(
                                  mode=mode_words(self.mode))))
        first_tip = _("The rulebook's first game: {skulls} skulls and sudden death").format(
            skulls=FIRST_GAME_SKULLS)
        if fixed or not free_ending:  # kept for Deathmatch; this mode plays its own
            first_tip = _("{first} (in Deathmatch: {mode} keeps its own skulls and ending)").format(
                first=first_tip, mode=mode_words(self.mode))
        widgets.append(Button(pygame.Rect(956, 612, 228, 48), _("First game"), self.first_game, size=22,
                              key="button:First game", tooltip=first_tip,
                              selected=skulls == FIRST_GAME_SKULLS and sudden_death))
        # back and start
        problems = self.problems()
        back = Button(pygame.Rect(96, 724, 240, 52), _("Back"), self.back, key="button:Back")
        start = Button(pygame.Rect(944, 724, 240, 52), _("Start"), self.start, enabled=not problems,
                       default=True, tooltip=problems[0] if problems else _("Enter"), key="button:Start")
        widgets += self.more_widgets() + [back, start]
        if problems:
            self.say(problems[0], theme.DANGER)
        else:
            remarks = self.remarks()
            self.say(" ".join(remarks), theme.TEXT_DIM)
        self.form.set(widgets, start)

    def draw_content(self, surface) -> None:
        for text, x in ((_("Played by"), PLAYER_X + 2), (_("Character"), CHARACTER_X + 4), (_("Name"), NAME_X + 2)):
            draw_text(surface, text, 18, theme.TEXT_DIM, (x, 318))
