"""The game: ``legal()`` says who decides now and among what; ``submit()`` takes
a choice, checks it, and turns it into events.

Every caller (screen, bots, tutorial, tests, command line, save files) uses these
two calls. ``submit`` rejects in a fixed order - the game is over, it is not
your decision (or ``who`` is no seat: a seat is an ``int``), the choice is not
among the options - with an ``IllegalChoice`` that a person can read, and the
state untouched, whatever it is handed. A choice is one of the options, or a
value built anew of the same fields with the same types (``MoveTo(1)``, not
``MoveTo(True)``), which is then taken as that option. Only then do the rules
run, and they change the state only by emitting events.
"""

from __future__ import annotations

from typing import NamedTuple

from .choices import Choice, Decision
from .events import (
    AmmoTilePlaced, DecksShuffled, DiscardsReshuffled, Event, PowerupDrawn, TurnStarted, WeaponPlaced,
)
from .invariants import check_state
from .rules import STAGES
from .rules.turn import start_game
from .game_setup import Setup, SetupError, default_setup, initial_state, with_neutral
from .illegal import IllegalChoice, _not_a_route, not_an_option, not_yours, option_like
from .state import GameState

RULES_VERSION = 2

# events that show something hidden or hand the turn on: undo never reaches past them
REVEALS = (PowerupDrawn, AmmoTilePlaced, WeaponPlaced, DiscardsReshuffled, DecksShuffled, TurnStarted)

# the setup (game_setup.py) and the refusals (illegal.py), named here too: every caller's one module
__all__ = ["RULES_VERSION", "Game", "IllegalChoice", "LogEntry", "Setup", "SetupError", "default_setup",
           "initial_state", "with_neutral"]


class LogEntry(NamedTuple):
    """One accepted choice (``who`` -1 and ``choice`` None for the setup) and the
    events it produced, automatic follow-ups included."""

    who: int
    choice: Choice | None
    events: tuple[Event, ...]


class Game:
    def __init__(self, setup: Setup, state: GameState):
        self.setup = setup
        self.mode = setup.make_mode()  # the hooks of the way this game is played
        self.state = state
        self.names = tuple(p.character for p in state.players)
        self.log: list[LogEntry] = []
        self.cache: dict = {}
        self.scenario: dict | None = None  # the scenario position the game started from, if any
        self.client: dict | None = None  # what a client keeps in the save file (seats...)
        self.keeps_undo = False  # set by callers that offer undo (the window)
        # set by callers that let a person take back the choice that ended their turn (the
        # window): the end of a turn stops before its first card drawn or tile dealt
        self.holds_turn_end = False
        self._held: tuple | None = None  # a held end of turn: the players to respawn
        self._undo: list[tuple] = []  # snapshots before the current player's undoable choices
        self._undo_stop = "nothing_yet"  # why the snapshots end where they do (undo_stop)
        self._events: list[Event] = []
        self._decision: Decision | None = None

    # -- creating --------------------------------------------------------------------
    @classmethod
    def new(cls, setup: Setup) -> "Game":
        game = cls(setup.validate(), initial_state(setup))
        start_game(game)
        game._settle()
        game.log.append(LogEntry(-1, None, tuple(game._events)))
        game._events = []
        return game

    @classmethod
    def replay(cls, setup: Setup, entries: list[LogEntry], check: bool = False) -> "Game":
        """Fold stored events; no rule runs, no generator is used. With ``check``,
        every state between two events is checked against the rules' limits
        (``invariants.LimitBroken``): a save file must not load into a state the
        rules forbid."""
        game = cls(setup.validate(), initial_state(setup))
        for entry in entries:
            for event in entry.events:
                event.apply(game.state)
                if check:
                    check_state(game.state)
            game.log.append(entry)
        game._settle(replaying=True)
        return game

    def set_position(self, event: Event, scenario: dict | None = None) -> None:
        """Start from a position (a scenario, the tutorial): apply the one event
        that sets it, pose the next question, and log it as its own entry."""
        self.emit(event)
        self._settle()
        self.log.append(LogEntry(-1, None, tuple(self._events)))
        self._events = []
        self.scenario = scenario

    # -- the one question ------------------------------------------------------------
    def legal(self) -> Decision | None:
        """Who decides now, and among which options; None once the game is over, and
        while a held end of turn waits for :meth:`finish_turn` (``turn_end_held``: only
        a caller that asked for it, ``holds_turn_end``, ever sees that)."""
        return self._decision

    @property
    def is_over(self) -> bool:
        return self.state.game_over

    def submit(self, who: int, choice) -> tuple[Event, ...]:
        decision = self._decision
        if decision is None or type(who) is not int or who != decision.decider:
            raise not_yours(decision, who, self.state.seats, self.names)
        for option in decision.options:
            if option is choice:
                break
        else:  # not one of the options themselves: an equal one (a save file, a test), or none
            choice = option_like(decision, choice)
        snapshot = (self.state.copy(), len(self.log), decision) if self.keeps_undo else None
        stage = self.state.stage
        STAGES[stage.name].choose(self, stage, choice)
        if self._held is None:
            self._settle()
        else:
            self._decision = None  # the end of the turn waits (finish_turn)
        events = tuple(self._events)
        self._events = []
        self.log.append(LogEntry(who, choice, events))
        if snapshot is not None:
            self._keep_undo(who, snapshot, events)
        return events

    # -- a held end of turn ----------------------------------------------------------------
    def hold_turn_end(self, victims: tuple) -> None:
        """For the rules: the end of the turn stops here, before its first card drawn or
        tile dealt (``holds_turn_end``); :meth:`finish_turn` goes on."""
        self._held = victims

    @property
    def turn_end_held(self) -> bool:
        """The choice that ended the turn is made; the respawns, the refill and the next
        turn wait for :meth:`finish_turn` (``legal()`` is None meanwhile)."""
        return self._held is not None

    def first_after_turn(self) -> int | None:
        """Who decides first once the held end of turn goes on (None if none is held)."""
        from .rules.turn import first_after_turn

        return None if self._held is None else first_after_turn(self, self._held)

    def finish_turn(self) -> tuple[Event, ...]:
        """Go on past a held end of turn. Its events join those of the choice that ended
        the turn, in the same log entry: the log (and a save file) is the same as if the
        turn had never been held."""
        if self._held is None:
            return ()
        from .rules.turn import after_turn

        victims, self._held = self._held, None
        self._undo.clear()
        after_turn(self, victims)
        self._settle()
        events = tuple(self._events)
        self._events = []
        last = self.log[-1]
        self.log[-1] = LogEntry(last.who, last.choice, last.events + events)
        self._undo_stop = "nothing_yet"
        return events

    # -- undo ---------------------------------------------------------------------------
    def _keep_undo(self, who: int, snapshot: tuple, events: tuple) -> None:
        """Undo reaches back over your own choices in your turn, never past a card
        drawn, a tile or weapon dealt, or anyone else's decision. A held end of turn
        (nothing drawn yet) can be taken back."""
        nxt = self._decision
        if any(isinstance(e, REVEALS) for e in events):
            self._forget_undo("nothing_yet" if any(isinstance(e, TurnStarted) for e in events)
                              else "card_drawn")
        elif who != self.state.current or (self._held is None and (nxt is None or nxt.decider != who)):
            self._forget_undo("another_player")
        else:
            self._undo.append(snapshot)

    def _forget_undo(self, why: str) -> None:
        self._undo.clear()
        self._undo_stop = why

    def forget_undo(self) -> None:
        """Nothing done so far can be taken back: a caller asked another player something
        of its own (the window's hot seat asks every player a shot could tag back)."""
        self._forget_undo("another_player")

    def undo_stop(self) -> str:
        """Why undo reaches no further back: ``card_drawn`` (a card drawn, a tile or
        weapon dealt), ``another_player`` (another player decided), ``nothing_yet`` (no
        choice of this turn yet)."""
        return self._undo_stop

    def _may_undo(self, who) -> bool:
        """``who`` is the one deciding, or the player whose held turn end waits."""
        if type(who) is not int:
            return False
        if self._held is not None:
            return who == self.state.current
        return self._decision is not None and self._decision.decider == who

    def can_undo(self, who: int) -> bool:
        return bool(self._undo) and self._may_undo(who)

    def undo(self, who: int) -> None:
        """Take back ``who``'s last choice (see :meth:`can_undo`)."""
        if not self._may_undo(who):
            raise not_yours(self._decision, who, self.state.seats, self.names)
        if not self._undo:
            raise IllegalChoice("nothing to undo: undo reaches only your own choices this turn, "
                                "and never past a card drawn or another player's decision",
                                "nothing_to_undo", why=self._undo_stop)
        state, log_length, decision = self._undo.pop()
        self.state = state
        del self.log[log_length:]
        self._decision = decision
        self._held = None
        self.cache.clear()

    def submit_text(self, who: int, text: str) -> tuple[Event, ...]:
        """Submit the option whose text form is ``text``."""
        decision = self._decision
        if decision is None or type(who) is not int or who != decision.decider:
            raise not_yours(decision, who, self.state.seats, self.names)
        choice = decision.find(text) if type(text) is str else None
        if choice is None:
            raise _not_a_route(decision, text) or not_an_option(decision, text, typed=True)
        return self.submit(who, choice)

    # -- for the rules ---------------------------------------------------------------
    def emit(self, event: Event) -> None:
        event.apply(self.state)
        self._events.append(event)
        if self.cache:
            self.cache.clear()

    def _settle(self, replaying: bool = False) -> None:
        """Take the answers that need no thought, then pose the next question."""
        g = self.state
        while not g.game_over:
            stage = g.stage
            rules = STAGES[stage.name]
            options = rules.options(self, stage)
            if not options:
                raise RuntimeError(f"rules bug: no options at stage {stage}")
            if rules.auto is not None and rules.auto(options) and not replaying:
                rules.choose(self, stage, options[0])
                if self._held is not None:  # the end of the turn waits (finish_turn)
                    self._decision = None
                    return
                continue
            self._decision = Decision(stage.player, self.names[stage.player], stage.name,
                                      rules.prompt(self, stage), options)
            return
        self._decision = None

    def copy(self) -> "Game":
        """An independent game in the same state (for search); the log is shared
        up to now and not extended by the copy's moves."""
        other = Game.__new__(Game)
        other.setup = self.setup
        other.mode = self.mode
        other.state = self.state.copy()
        other.names = self.names
        other.log = list(self.log)
        other.cache = {}
        other.scenario = self.scenario
        other.client = self.client
        other.keeps_undo = False
        other.holds_turn_end = False
        other._held = self._held
        other._undo = []
        other._undo_stop = "nothing_yet"
        other._events = []
        other._decision = self._decision
        return other
