"""The hand-off cover (hot-seat privacy): pass the screen to the next person, with
what happened since their last turn."""

from __future__ import annotations

import pygame

from .. import layout, theme
from ...words.log import handoff_reason, introduce, is_turn_start, recap, recap_heading
from ...words.characters import character_name, player_name
from ...words.i18n import _
from ..kit.button import Button
from ..kit.text import draw_text, wrap
from ..sound.cues import HANDOFF
from ..sound.player import play
from .base import Screen, character_colour


W, H = layout.BASE  # screens are laid out at this size, drawn centred in the window


class HandOff(Screen):
    """Hot-seat privacy: a full-screen cover naming the person who decides next, always
    as "Alice (Violet)", and why ("Your turn", "You were shot by Bob (Dozer)", "Choose
    where to respawn"); at the start of their turn, a recap of what happened since
    their last one (at their first turn: since the game began). Nothing of the game
    shows until they click or press Enter. A chime tells the table the screen has
    changed hands. Everyone a shot could let tag back gets the same cover, a grenade in
    hand or not (:meth:`adrenaline.play.session.Session.decision`).

    A press in the first half second does not count: it was meant for the turn that just
    ended (a second Enter after "end turn"), and would show the next person's hand to the
    person still at the screen."""

    title = ""
    grace = 0.5  # seconds during which clicks and Enter are ignored
    RECAP_SIZE = 20
    # the recap's lines, "and N more": a log line of about 100 characters on one row at
    # the text floor (a 21 px em)
    RECAP_BOX = pygame.Rect(W // 2 - 606, 262, 1212, 330)

    @classmethod
    def recap_row(cls) -> int:
        """The distance between two rows of the recap: a line of its words (at the
        player's text size) and a pixel."""
        return theme.font(cls.RECAP_SIZE).get_linesize() + 1

    @staticmethod
    def recap_top() -> int:
        """Where the recap's first row starts in its box: under the heading's line."""
        return 12 + theme.font(22).get_linesize()

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        d = session.decision
        self.seat_index = d.decider if d is not None else 0
        seat = session.seats[self.seat_index]
        self.name = player_name(seat.name, seat.character)  # as the player is called on screen
        self.character = character_name(seat.character)
        game = session.game
        self.who = introduce(game, self.seat_index)  # "Alice (Violet)", on every cover
        self.colour = character_colour(seat.character)
        self.age = 0.0  # seconds on screen, counted in frames (update)
        self.reason = handoff_reason(game, d) if d is not None else ""
        told = recap(game, self.seat_index) if d is not None and \
            is_turn_start(game, self.seat_index) else []
        self.recap = self.fit_recap(told)
        self.heading = recap_heading(game, self.seat_index) if self.recap else ""
        play(HANDOFF)  # the screen comes to the next person: they hear it

    @classmethod
    def fit_recap(cls, lines: list[str]) -> list[str]:
        """The recap's rows as drawn: lines wrapped to the box (measured), at most as many
        rows as fit, the last one saying how many lines were left out ("and 3 more")."""
        width = cls.RECAP_BOX.width - 40
        room = (cls.RECAP_BOX.height - cls.recap_top() - 6) // cls.recap_row()
        rows: list[str] = []
        for k, line in enumerate(lines):
            wrapped = [("   " + part if i else part)
                       for i, part in enumerate(wrap(line, cls.RECAP_SIZE, width))]
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

    def still_for(self) -> float:
        """Still until input, or until "I'm ready" takes a press (its grace)."""
        return self.grace - self.age if self.age < self.grace else super().still_for()

    def ready(self) -> None:
        if self.age < self.grace:
            return  # too soon: a press left over from the last turn
        self.session.hand_over()
        self.close()
        self.app.pop()

    def handle_event(self, event) -> None:
        """A click anywhere is "I'm ready"; Enter and Space press it as the focused
        button (the form's, as on every screen), once it takes a press."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.ready()  # a click anywhere
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            scene = next((s for s in reversed(self.app.stack) if hasattr(s, "game_menu")), None)
            if scene is not None:  # the game's own menu (a hosted game's: no copy to save)
                self.app.push(scene.game_menu())
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
            draw_text(surface, self.who, 96, self.colour, (W // 2, 290), "center", W - 100)
            draw_text(surface, self.reason, 34, theme.HIGHLIGHT, (W // 2, 400), "center", W - 100)
        else:
            draw_text(surface, _("Pass the screen to"), 28, theme.TEXT_DIM, (W // 2, 50), "center")
            draw_text(surface, self.who, 72, self.colour, (W // 2, 118), "center", W - 100)
            draw_text(surface, self.reason, 34, theme.HIGHLIGHT, (W // 2, 200), "center", W - 100)
            box = self.RECAP_BOX
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=10)
            draw_text(surface, self.heading, 22, theme.TEXT_DIM,
                      (box.x + 20, box.y + 6 + theme.font(22).get_linesize() // 2), "left")
            y = box.y + self.recap_top() + self.recap_row() // 2  # the rows' middles
            for row in self.recap:
                colour = theme.TEXT_DIM if row.startswith(("-- ", "...")) else theme.TEXT
                draw_text(surface, row, self.RECAP_SIZE, colour, (box.x + 20, y), "left",
                          box.width - 40)
                y += self.recap_row()
        draw_text(surface, _("{name}: click or press Enter when nobody else can see the screen.").format(
                      name=self.name),

                  24, theme.TEXT_DIM, (W // 2, 480 if not self.recap else 620), "center", W - 100)
