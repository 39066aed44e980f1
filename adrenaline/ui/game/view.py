"""What the screen shows this frame: a read model over the session.

Every clickable thing is an option of the core's current decision: squares
(``move``, ``square``), figures (``target``), and buttons for the rest. Nothing
else is clickable. Regions read this view; none of them asks the rules anything
the core does not answer.
"""

from __future__ import annotations

from ...core.board import square_name
from ...core.choices import (
    DropWeapon, Discard, EndTurn, GrabWeapon, MoveTo, PickSquare, PickTarget, PickWeapon,
    PlaceNeutral, Reload, UsePowerup,
)
from ...core.lookahead import Lookahead, move_routes, reach, spawn_choices
from ...words import ngettext, option_words
from ...words.options import spawnpoint_colour, square_click_words
from ...words.log import name_of
from ..modes import mode_screen
from .steps import FirstStep


def by_cost(routes: dict, options=None) -> dict:
    """Square -> its routes among ``options`` (all if None), the cheapest first (the
    first offered of those that tie), the others in the order offered; only squares
    with two routes or more."""
    out = {}
    for sq, found in routes.items():
        found = [r for r in found if options is None or r.chain[0] in options]
        if len(found) > 1:
            out[sq] = tuple(sorted(found, key=lambda r: r.cost))
    return out


def route_id(route, action: str | None = None) -> str:
    """A route chip's stable id: its option's text with the squares it passes
    (``move r1c2 via r0c2 r1c1``; ``... direct`` when it passes none), named by the action
    it ends (``run r1c2 via ...``) at the action prompt; never the square's own id."""
    verb, rest = route.chain[-1].text.split(" ", 1)
    via = " ".join(square_name(q) for q in route.path[1:-1])
    return f"{action or verb} {rest.split(' via ')[0]} " + (f"via {via}" if via else "direct")


class GameView:
    def __init__(self, session, animator):
        self.session = session
        self.animator = animator
        self._key = None
        self._decision = None  # the decision the options were made for (held: see refresh)
        self.squares: dict[int, object] = {}  # square -> option (click the square)
        self.figures: dict[int, object] = {}  # seat -> option (click the figure)
        self.spawnpoints: dict[str, object] = {}  # colour -> option (Domination: click its mark)
        self.cards: dict[str, object] = {}  # card text -> option (click a card in hand / slot)
        self.buttons: list = []  # the other options, in the core's order
        self.allowed = None  # decision -> the options offered on screen (tutorial); all if None
        # (decision, option, depth) -> whether a click may make that choice as the depth-th of
        # its chain (tutorial: the step it comes to); None: ``allowed`` for the first, all after
        self.allowed_ahead = None
        self.reach: dict[int, tuple] = {}  # square -> the actions that end there (default first)
        self.routes: dict[int, tuple] = {}  # square -> its routes, cheapest first (2 or more)
        self.route_square: int | None = None  # whose route chips show (hovered or focused)
        self.route_hot = None  # the route chip hovered or focused: its path is drawn
        self.spawns: dict[int, tuple] = {}  # spawnpoint square -> the powerups that spawn there
        self.steps: tuple[FirstStep, ...] = ()  # the mode's first steps of this decision
        self.step: FirstStep | None = None  # the first step taken: its options are the buttons
        self.ways: dict[int, tuple] = {}  # square -> every way a move there takes (any number)
        self.lookahead = Lookahead()  # what a choice leads to, once per decision
        self.undo_locked = lambda: False  # the tutorial's guided steps have no undo

    @property
    def game(self):
        return self.session.game

    @property
    def state(self):
        return self.session.game.state

    @property
    def decision(self):
        """The decision the person at the screen may answer now, or None (a computer
        thinks, an animation plays, the screen must be handed over)."""
        d = self.session.decision
        if d is None or self.session.computer_to_decide() or self.session.needs_handoff():
            return None
        if self.animator.busy:
            return None
        return d

    @property
    def hand_seat(self) -> int | None:
        """Whose cards are face up on screen."""
        return self.session.visible_hand()

    def refresh(self) -> None:
        d = self.decision
        options = () if d is None else (self.allowed(d) if self.allowed is not None else d.options)
        # the decision itself, not its id(): a new decision may be made where a freed one
        # was, with the same id, and the old question's buttons would stay on screen
        if d is not self._decision:
            self.step = None  # a new question: its first step not taken yet
        key = (self.animator.busy, len(options), self.step)
        if d is self._decision and key == self._key:
            return
        self._decision, self._key = d, key
        self.squares, self.figures, self.cards, self.buttons = {}, {}, {}, []
        self.spawnpoints = {}
        self.reach, self.spawns, self.routes, self.ways = {}, {}, {}, {}
        if d is not None and self.game.mode.routes_matter:
            self.ways = move_routes(self.game)
            self.routes = by_cost(self.ways, options)
        if d is not None and d.kind == "action":
            self.reach = reach(self.game, self._may)
        elif d is not None and d.kind == "spawn":
            where = self.state.board.spawnpoints
            self.spawns = {where[colour]: tuple(o for o in found if o in options)
                           for colour, found in spawn_choices(self.game).items()}
            self.spawns = {sq: found for sq, found in self.spawns.items() if found}
        screen = mode_screen(self.game)
        first_steps = getattr(getattr(screen, "board", None), "first_steps", None)
        self.steps = first_steps(self, d, options) if d is not None and first_steps else ()
        grouped = {o for step in self.steps for o in step.options}
        for option in options:
            if option in grouped and (self.step is None or option not in self.step.options):
                continue  # chosen on the mode's board first (its first step), then a button
            if isinstance(option, (MoveTo, PickSquare, PlaceNeutral)):  # the bot's spawnpoint too
                # a click takes the way that costs the figure moved least (TUR-7)
                routes = self.routes.get(option.square)
                self.squares[option.square] = routes[0].chain[-1] if routes else \
                    self.squares.get(option.square, option)
            elif isinstance(option, PickTarget):
                colour = spawnpoint_colour(option.target)
                if colour is not None:
                    self.spawnpoints[colour] = option
                else:
                    self.figures[self.state.seat_of(option.target)] = option
                self.buttons.append(option)
            else:
                if isinstance(option, (Discard, UsePowerup)):
                    self.cards[option.powerup.text] = option
                elif isinstance(option, (PickWeapon, Reload, DropWeapon, GrabWeapon)):
                    self.cards.setdefault(option.weapon, option)
                self.buttons.append(option)

    def take_step(self, step: FirstStep) -> None:
        """The first step taken (a tile picked): its options become the buttons."""
        self.step = step if step in self.steps else None
        self._key = None
        self.refresh()

    def step_back(self) -> bool:
        """Back from the first step taken to the first question (Undo): whether it was."""
        if self.step is None:
            return False
        self.step, self._key = None, None
        self.refresh()
        return True

    def _board_hook(self, name: str):
        """The mode board's hook ``name`` for first steps (:mod:`.steps`), or None."""
        return getattr(getattr(mode_screen(self.game), "board", None), name, None)

    def step_question(self) -> str | None:
        """The question after the first step taken (Turret mode: "Tile 1: whole, or
        for the turret?"), or None (the core's prompt stands)."""
        ask = self._board_hook("step_question")
        return ask(self, self.step) if self.step is not None and ask is not None else None

    def step_parts(self, option) -> list | None:
        """What an option's button shows after the first step (the mode's), or None."""
        parts = self._board_hook("step_parts")
        if self.step is None or parts is None or option not in self.step.options:
            return None
        return parts(self, option)

    def step_tip(self, option) -> str | None:
        """What an option after the first step does, in full (its button's tooltip)."""
        tip = self._board_hook("step_tip")
        if self.step is None or tip is None or option not in self.step.options:
            return None
        return tip(self, option)

    def by_text(self, text: str):
        """The option (or first step) on screen with this stable id, or None."""
        return next((o for o in (*self.buttons, *self.steps) if o.text == text), None)

    def toll(self, sq: int | None):
        """The one way a move to ``sq`` takes where it costs the figure moved (Turret
        mode: another player's turret entered), a click's way, said before the click;
        None where there are two ways (the route chips say it) or it costs nothing."""
        if sq in self.reach:
            routes = self.reach[sq][0].routes
        elif sq in self.squares:
            routes = self.ways.get(sq, ())
        else:
            return None
        return routes[0] if len(routes) == 1 and routes[0].cost else None

    def routes_at(self, sq: int | None) -> tuple:
        """The ways a click on ``sq`` may go, the one a plain click takes first; () where
        there is one way only (Deathmatch, Domination: always)."""
        if sq in self.routes:
            return self.routes[sq]
        if sq in self.reach and len(self.reach[sq][0].routes) > 1:
            return by_cost({sq: self.reach[sq][0].routes})[sq]
        return ()

    def _may(self, decision, option, depth: int = 0) -> bool:
        """Whether a click-to-move may make this choice (the tutorial narrows them)."""
        if self.allowed_ahead is not None:
            return self.allowed_ahead(decision, option, depth)
        if self.allowed is not None and depth == 0:
            return option in self.allowed(decision)
        return True

    def shot_preview(self, option) -> dict:
        """What the shot planned through a target option does to each figure (the core's
        plan, carried out on a copy)."""
        return self.lookahead.shot(self.game, option)

    def can_undo(self) -> bool:
        return self.step is not None or (not self.undo_locked() and self.session.can_undo())

    def figure_square(self, seat: int) -> int | None:
        """Where a figure is shown (animations may hold it back)."""
        return self.animator.shown_square(seat, self.state.players[seat].square)

    def needs_confirm(self, option) -> str | None:
        """A question to ask before a choice that ends the turn early."""
        d = self.session.decision
        if isinstance(option, EndTurn) and self.state.actions_left > 0 and d is not None \
                and d.kind == "action":
            n = self.state.actions_left
            return ngettext("You still have {n} action. End your turn?",
                            "You still have {n} actions. End your turn?", n).format(n=n)
        return None

    def click_words(self, option) -> str:
        """What a click on an option's square does, from the question asked ("push
        Banshee here", "move yourself here"); the option's own words where the question
        says nothing more."""
        d = self.decision
        said = None if d is None else square_click_words(
            d.prompt, option, lambda who: name_of(self.game, who))
        return said if said is not None else self.label(option)

    def label(self, option) -> str:
        """An option in words (the words module's), characters called by typed names; a
        first step and the options after it in the mode's own words."""
        words = self._board_hook("step_words")
        if words is not None and (isinstance(option, FirstStep) or (
                self.step is not None and option in self.step.options)):
            return words(self, option)
        return option_words(option, self.state.board, lambda who: name_of(self.game, who))
