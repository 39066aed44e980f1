"""Play on from a moment of a replay: who plays each seat (a person, or a computer
player of a level), then a new game in its own file from that moment; the game watched
is never changed."""

from __future__ import annotations

import pygame

from ...bots import LEVELS
from ...play.replay import Replay
from ...play.session import Seat
from .. import theme
from ..kit.button import Button
from ..kit.inputs import Cycler
from ..kit.text import draw_text
from ..kit.widget import Label
from ...words.characters import introduce_player
from ...words.i18n import N_, _
from .base import Screen, character_colour
from .new_game import _player_value, _show_player
from .open_game import start_session


class PlayOnSeats(Screen):
    """Who plays each seat of the game played on: a person at this screen or a computer
    player with its level. The characters and names stay the game's."""

    title = N_("Play on from here")
    title_y = 70

    def __init__(self, app, replay: Replay, position: int):
        super().__init__(app)
        self.replay = replay
        self.position = position
        self.seats = [Seat(s.name, s.character, s.computer, s.level) for s in replay.seats]

    def set_player(self, i: int, value: str) -> None:
        s = self.seats[i]
        if value == "person":
            s.computer = False
        else:
            s.computer, s.level = True, value.split(":", 1)[1]

    def build(self) -> None:
        widgets: list = []
        players = ["person"] + [f"computer:{lvl}" for lvl in LEVELS]
        top = 250
        for i, seat in enumerate(self.seats):
            y = top + i * 60
            widgets.append(Label(pygame.Rect(250, y, 360, 48), introduce_player(seat.name, seat.character), 24,
                                 character_colour(seat.character)))
            widgets.append(Cycler(pygame.Rect(640, y, 340, 48), f"Seat {i + 1} player", players,
                                  _player_value(seat), lambda v, i=i: self.set_player(i, v),
                                  show=_show_player,
                                  tooltip=_("A person at this screen, or a computer player")))
        back = Button(pygame.Rect(250, 724, 240, 52), _("Back"), self.back, key="button:Back")
        start = Button(pygame.Rect(740, 724, 290, 52), _("Start"), self.start, default=True,
                       key="button:Start", tooltip=_("Enter"))
        self.form.set(widgets + [back, start], start)

    def draw_content(self, surface) -> None:
        turn = self.replay.turn_number(self.position)
        draw_text(surface, _("A new game from turn {turn}, kept in its own file; the game you "
                             "watched stays as it was.").format(turn=turn), 22, theme.TEXT_DIM,
                  (640, 160), "center", 1100, 2 * theme.font(22).get_linesize())  # two lines if need be
        draw_text(surface, _("Played by"), 18, theme.TEXT_DIM, (642, 230))

    def start(self) -> None:
        seats = [Seat(s.name, s.character, s.computer, s.level) for s in self.seats]
        start_session(self.app, lambda: self.replay.play_on(self.position, seats), self,
                      N_("the new game"))
