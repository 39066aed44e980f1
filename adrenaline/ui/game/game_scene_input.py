"""The game screen's input: a click, a key, the keyboard focus and where it points, a click on
what is not an option explained (why_not, worded), the routes a hover shows. One job: turning a
person's pointer and keys into the current decision's options (GameScene joins it)."""

from __future__ import annotations

import pygame

from .. import layout
from .board_words import move_tip, route_chip_words, route_words
from .focus import DIRECTIONS
from .move_marks import chip_rects, route_chips
from ..probe import Item
from ..screens.in_game_menu import InGameMenu
from ..kit.place import AWAY, pointer_left
from ...words.reasons import reason_words
from ...words.log import name_of
from ...words.i18n import _
from ...core.board import parse_square
from ...core.reasons import Figure, PowerupCard, Spawnpoint, WeaponCard, why_not

NOTICE_SECONDS = 2.5  # how long the words saying why a click did nothing stay
NUMBER_KEYS = {**{getattr(pygame, f"K_{n}"): n for n in range(1, 10)},
               **{getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}}  # the prompt's buttons


class GameSceneInput:
    """GameScene's part: see the module's docstring."""

    # -- input --------------------------------------------------------------------------
    def game_menu(self) -> InGameMenu:
        """The menu Esc opens over the game (and over its hot-seat cover)."""
        return InGameMenu(self.app, self)

    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.moments.busy:
            self.moments.skip()  # a big moment's banner goes at a click or a key
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.routes_by = "mouse"
        elif pointer_left(event):
            self.mouse = AWAY  # no tooltip, no hovered card, once the pointer is gone
        elif event.type == pygame.MOUSEWHEEL:
            self.log.handle_event(event, self.mouse)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.waiting_to_pass_on():
                undo = self.prompt.undo_button
                if undo is not None and undo.rect.collidepoint(event.pos):
                    self.undo()
                elif not self.log.rect.collidepoint(event.pos):
                    self.pass_on()
                else:
                    self.log.click(event.pos, self.view)
                return
            if self.advice.button.collidepoint(event.pos) and self.advice.ask(self):
                return
            self.view.refresh()
            self.place_routes(event.pos)  # the ways of the square clicked, as drawn there
            for region in self.regions:
                option = region.click(event.pos, self.view)
                if option == "undo":
                    self.undo()
                    return
                if option is not None:
                    self.choose(option)
                    return
            self.explain(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.push(self.game_menu())
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.enter()
            elif event.key == pygame.K_TAB or event.key in DIRECTIONS:
                self.focus.new_decision(self.session.decision)
                self.routes_by = "keys"
                default, _waiting = self.focus_default()
                if event.key == pygame.K_TAB:
                    self.focus.tab(self.clickables(), -1 if event.mod & pygame.KMOD_SHIFT else 1,
                                   default)
                else:
                    self.focus.arrow(self.clickables(), event.key, default)
            elif event.key in NUMBER_KEYS and not self.waiting_to_pass_on():
                self.press_number(NUMBER_KEYS[event.key])
            elif event.key == pygame.K_z:
                self.undo()
            elif event.key == pygame.K_m:
                self.toggle_sound()
            elif event.key == pygame.K_h:
                self.advice.ask(self)

    def focus_default(self) -> tuple[str | None, bool]:
        """Where the ring starts: the id of what Enter confirms now (Pass on while "Your
        turn is over" shows, else the decision's :meth:`default_choice`), and whether it is
        still to be listed (Pass on, in its first moments: no ring until it takes a press)."""
        if self.session.turn_over is not None:
            return "button:pass_on", True
        default = self.default_choice()
        return (default.text if default is not None else None), False

    def focused_item(self):
        """The thing the keyboard focus is on (the default while it was not moved), or None."""
        default, waiting = self.focus_default()
        return self.focus.current(self.clickables(), default, waiting=waiting)

    def press(self, item) -> None:
        """Enter on a focused thing: a left click on it (:meth:`stand_in`), routed as the
        mouse's (one path: the same option, the same refusal, the same tutorial guard)."""
        at = self.stand_in(item)
        self.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=at))

    def stand_in(self, item) -> tuple[int, int]:
        """The point a pointer on ``item`` would be at: its middle, or, on a square, a
        point with nothing else on it (a figure, a tile, a card, a chip)."""
        rect = pygame.Rect(item[2])
        sq = self.board.square_at(rect.center) if item[0] == "square" else None
        if sq is not None and rect == layout.square_rect(sq):
            return self.board.clear_point(sq, self.view)
        return rect.center

    def hover_point(self) -> tuple[int, int]:
        """Where hovering is shown from: the mouse, or, once the keyboard moved the focus
        (until the mouse moves), the focused thing (:meth:`stand_in`): the same previews
        - the path, the damage preview, the tooltip, the weapon in full - by the same code."""
        if self.routes_by == "keys":
            item = self.focused_item()
            if item is not None:
                return self.stand_in(item)
        return self.mouse

    def press_number(self, n: int) -> None:
        """Keys 1-9: the prompt bar's n-th button (the number is drawn on it); while a
        first step is asked (Turret mode: which tile?), the one numbered n on the board."""
        self.view.refresh()
        self.prompt.layout_buttons(self.view)
        if self.view.decision is None:
            return
        if self.view.steps and self.view.step is None:
            step = next((st for st in self.view.steps if st.number == n), None)
            item = next((i for i in self.clickables() if step is not None and i.id == step.text), None)
            if item is not None:
                self.press(item)
            return
        if 0 < n <= len(self.prompt.buttons):
            self.press(("button", "", self.prompt.buttons[n - 1].rect))

    def place_routes(self, pointer=None) -> None:
        """Whose ways show (TUR-7: the mover chooses the route where routes differ): the
        square under the pointer, or the one the keyboard's focus is on or in (its
        square, or one of its route chips: that way drawn)."""
        view = self.view
        view.route_square, view.route_hot = None, None
        if self.routes_by == "keys":
            if not self.focus.shown or self.focus.id is None:
                return
            words = self.focus.id.split()
            try:
                sq = parse_square(words[1]) if len(words) > 1 else None
            except (KeyError, ValueError):
                return
        else:
            at = self.mouse if pointer is None else pointer
            sq = self.board.square_at(at) if self.board.rect.collidepoint(at) else None
        if sq is None or not view.routes_at(sq):
            return
        view.route_square = sq
        if self.routes_by == "keys":
            view.route_hot = next((route for _rect, route, key in route_chips(view)
                                   if key == self.focus.id), None)

    def focus_id(self) -> str | None:
        """The id of the thing the keyboard focus is on (for the probe), or None."""
        return self.focus.id if self.focused_item() is not None else None

    def toggle_sound(self) -> None:
        """M: the sound effects off or on, at once and kept (as in Settings), said
        where the pointer is."""
        settings = self.app.settings
        settings.muted = not settings.muted
        self.app.sound.apply(settings)
        self.app.music.apply(settings)
        try:
            settings.save()
        except OSError:
            pass  # kept for this run; Settings says when it cannot save
        self.notice = (_("Sound off (M)") if settings.muted else _("Sound on (M)"), self.hover_point())
        self.notice_left = NOTICE_SECONDS

    def explain(self, pos) -> None:
        """A click on a square, figure or card that is not an option: show why."""
        s = self.session
        if s.decision is None or self.animator.busy or s.needs_handoff():
            return
        who = s.person_to_decide()
        if who is None:  # a computer decides: the person at the screen waits
            who = s.viewer if s.viewer is not None else next(iter(s.persons()), None)
            if who is None:
                return
        which = self.board.which_one(pos, self.view)  # a spawnpoint two powerups lead to
        if which:
            self.notice, self.notice_left = (which, pos), NOTICE_SECONDS
            return
        for region in (self.board, self.hand):
            thing = region.thing_at(pos, self.view)
            if thing is not None:
                break
        else:
            return
        reason = why_not(s.game, who, thing)
        if reason is None:  # an option this screen does not offer (a tutorial step)
            return
        what = ("figure" if isinstance(thing, Figure)
                else "spawnpoint" if isinstance(thing, Spawnpoint)
                else "card" if isinstance(thing, (WeaponCard, PowerupCard)) else "square")
        self.notice = (reason_words(reason, what, lambda who: name_of(s.game, who)), pos)
        self.notice_left = NOTICE_SECONDS

    def clickables(self) -> list[tuple[str, str, pygame.Rect]]:
        """What a person can click now (for end-to-end tests and accessibility)."""
        self.view.refresh()
        self.place_routes()
        # each: the words shown as its label, the option's text identity as its id
        items: list[Item] = []
        label = self.view.label
        for sq, option in self.view.squares.items():
            items.append(Item("square", label(option), layout.square_rect(sq), option.text))
        for sq, reaches in self.view.reach.items():  # click-to-move: "run r1c2", "grab r1c2"
            words = move_tip(self.view, reaches[0]) + route_words(self.view, sq).replace("\n", " - ")
            items.append(Item("square", words, layout.square_rect(sq), reaches[0].text))
        for n, (rect, route, key) in enumerate(route_chips(self.view), 1):  # the other ways
            items.append(Item("square", route_chip_words(self.view, route, n).replace("\n", " - "),
                              rect, key))
        for sq, options in self.view.spawns.items():  # the spawnpoint of a powerup's colour
            if len(options) == 1:
                items.append(Item("square", label(options[0]), layout.square_rect(sq),
                                  options[0].text))
        for rect, thing in chip_rects(self.view):  # the other action there, or which powerup
            if hasattr(thing, "action"):
                items.append(Item("square", move_tip(self.view, thing), rect, thing.text))
            else:
                items.append(Item("square", label(thing), rect, thing.text))
        for direction, (rect, option) in self.board.arrow_rects(self.view).items():
            items.append(Item("arrow", label(option), rect, option.text))
        positions = self.board.figure_positions(self.view)
        for seat, option in self.view.figures.items():
            if seat in positions:
                x, y = positions[seat]
                items.append(Item("figure", label(option), pygame.Rect(x - 16, y - 16, 32, 32),
                                  option.text))
        for colour, option in self.view.spawnpoints.items():
            x, y = self.board.spawnpoint_centre(colour)
            items.append(Item("spawnpoint", label(option), pygame.Rect(x - 12, y - 12, 24, 24),
                              option.text))
        self.prompt.layout_buttons(self.view)
        items += [Item("button", b.label, b.rect, b.option.text) for b in self.prompt.buttons]
        for extra, key in ((getattr(self.prompt, "undo_button", None), "button:undo"),
                           (getattr(self.prompt, "more_button", None), "button:more"),
                           (getattr(self.prompt, "pass_button", None), "button:pass_on")):
            if key == "button:pass_on" and self.turn_over_age < self.PASS_ON_GRACE:
                continue  # listed once it takes a press
            if extra is not None:
                items.append(Item("button", extra.label, extra.rect, key))
        items += [Item(kind, label(option), rect, option.text)
                  for kind, rect, option in self.card_options()]
        return items

    def card_options(self) -> list[tuple[str, pygame.Rect, object]]:
        """The cards that are options now: a weapon on a spawnpoint (``slot``), a card in
        the hand (``card``), a Domination track on the top bar (``track``)."""
        return (self.board.slot_options(self.view) + self.hand.card_options(self.view)
                + self.top_bar.track_options(self.view))
