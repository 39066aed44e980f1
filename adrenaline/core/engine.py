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

import attrs

from .cards import CHARACTER_BY_NAME
from .choices import CHOICE_TYPES, Choice, Decision
from .events import (
    AmmoTilePlaced, DecksShuffled, DiscardsReshuffled, Event, PowerupDrawn, TurnStarted, WeaponPlaced,
)
from .invariants import check_state
from .maps import ARENAS, load_board
from .names import clean_name
from .modes import DEFAULT_MODE, MODES, Mode
from .numbers import (
    MAX_PLAYERS, MIN_PLAYERS, NEUTRAL_MAX_PLAYERS, NEUTRAL_MIN_PLAYERS, STANDARD_SKULLS,
)
from .rules import STAGES
from .rules.turn import start_game
from .state import GameState, PlayerState

RULES_VERSION = 2

# events that show something hidden or hand the turn on: undo never reaches past them
REVEALS = (PowerupDrawn, AmmoTilePlaced, WeaponPlaced, DiscardsReshuffled, DecksShuffled, TurnStarted)


class IllegalChoice(ValueError):
    """A choice the rules refuse; the message says why (in English, for the command
    line), the state is unchanged. ``reason`` and ``args`` are the same why as an
    identity (``"not_your_decision"``, decider=..., who=...), worded at the edge."""

    def __init__(self, message: str, reason: str = "illegal", **args):
        super().__init__(message)
        self.reason = reason
        self.args_of_reason = args


class SetupError(ValueError):
    """A game that cannot be set up as asked (``reason`` and ``args``: the same, as an
    identity for the words at the edge)."""

    def __init__(self, message: str, reason: str = "bad_setup", **args):
        super().__init__(message)
        self.reason = reason
        self.args_of_reason = args


@attrs.frozen
class Setup:
    """Setup: arena A-D, 3 to 5 players (name, character), the skulls, final frenzy
    or sudden death, the seed of every shuffle, and the mode (``modes.MODES``, by
    name) with its own options; the mode says which skulls and endings it allows."""

    arena: str
    players: tuple[tuple[str, str], ...]  # (player name, character name), in turn order
    skulls: int = STANDARD_SKULLS
    sudden_death: bool = False
    seed: int = 0
    mode: str = DEFAULT_MODE
    options: tuple[tuple[str, object], ...] = ()  # the mode's own options, (name, value)
    # "Adding a bot": the character whose figure is the neutral figure (the rulebook's bot,
    # a figure with a board and no seat), or "" for none; 3 or 4 players, in every mode
    neutral: str = ""

    def validate(self) -> "Setup":
        if self.arena.upper() not in ARENAS:
            raise SetupError(f"unknown arena {self.arena!r}: choose one of {', '.join(ARENAS)}",
                             "unknown_arena", arena=self.arena, arenas=tuple(ARENAS))
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise SetupError(f"Adrenaline is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                             f"not {len(self.players)}", "player_count", count=len(self.players),
                             low=MIN_PLAYERS, high=MAX_PLAYERS)
        if self.mode not in MODES:
            raise SetupError(f"unknown mode {self.mode!r}: choose one of {', '.join(MODES)}",
                             "unknown_mode", mode=self.mode, modes=tuple(MODES))
        problem = MODES[self.mode].problem(self)
        if problem is not None:
            message, reason, args = problem
            raise SetupError(message, reason, **args)
        chars = [c.lower() for _, c in self.players]
        for c in chars:
            if c not in CHARACTER_BY_NAME:
                known = ", ".join(ch.name for ch in CHARACTER_BY_NAME.values())
                raise SetupError(f"unknown character {c!r}: choose among {known}", "unknown_character",
                                 character=c)
        if len(set(chars)) != len(chars):
            raise SetupError("each player needs a different character", "same_character")
        if self.neutral:
            if not NEUTRAL_MIN_PLAYERS <= len(self.players) <= NEUTRAL_MAX_PLAYERS:
                raise SetupError(f"the bot is for {NEUTRAL_MIN_PLAYERS} or {NEUTRAL_MAX_PLAYERS} "
                                 f"players, not {len(self.players)}", "neutral_player_count",
                                 count=len(self.players), low=NEUTRAL_MIN_PLAYERS,
                                 high=NEUTRAL_MAX_PLAYERS)
            if self.neutral.lower() not in CHARACTER_BY_NAME:
                raise SetupError(f"unknown character {self.neutral!r} for the bot",
                                 "unknown_character", character=self.neutral)
            if self.neutral.lower() in chars:
                raise SetupError("the bot needs a figure no player uses", "neutral_character_taken",
                                 character=self.neutral)
        return self

    def to_json(self) -> dict:
        return {"arena": self.arena, "players": [list(p) for p in self.players],
                "skulls": self.skulls, "sudden_death": self.sudden_death, "seed": self.seed,
                "mode": self.mode, "options": dict(self.options),
                # written only with the bot: a header without it reads as before
                **({"neutral": self.neutral} if self.neutral else {})}

    @classmethod
    def from_json(cls, data: dict) -> "Setup":
        options = data["options"]
        if not isinstance(options, dict):
            raise ValueError(f"the mode's options should be a mapping, not {options!r}")
        # names as read from a file: printable, bounded (core/names.py)
        players = tuple((clean_name(n, str(c)), str(c)) for n, c in data["players"])
        return cls(str(data["arena"]), players,
                   int(data["skulls"]), bool(data["sudden_death"]), int(data["seed"]),
                   str(data["mode"]), tuple(sorted(options.items())),
                   str(data.get("neutral", ""))).validate()

    def make_mode(self) -> Mode:
        """The mode this setup names, with its options."""
        return MODES[self.mode](dict(self.options))


def default_setup(players: int = 4, arena: str = "C", skulls: int = STANDARD_SKULLS,
                  sudden_death: bool = False, seed: int = 0, mode: str = DEFAULT_MODE,
                  neutral: bool = False) -> Setup:
    chars = [c.name for c in CHARACTER_BY_NAME.values()][:players]
    setup = Setup(arena, tuple((c, c) for c in chars), skulls, sudden_death, seed, mode)
    return with_neutral(setup) if neutral else setup.validate()


def with_neutral(setup: Setup, character: str = "") -> Setup:
    """``setup`` with the rulebook's bot added: the figure of ``character``, or of the
    first character no player uses ("Choose a figure no player is using")."""
    used = {c.lower() for _, c in setup.players}
    if not character:
        # with 5 players none is free: the count's refusal says why
        character = next((c.name for c in CHARACTER_BY_NAME.values() if c.name.lower() not in used),
                         next(iter(CHARACTER_BY_NAME.values())).name)
    return attrs.evolve(setup, neutral=character).validate()


def initial_state(setup: Setup) -> GameState:
    board = load_board(setup.arena)
    n = len(setup.players)
    players = []
    figures = n + (1 if setup.neutral else 0)
    for name, char in setup.players:
        c = CHARACTER_BY_NAME[char.lower()]
        players.append(PlayerState(name, c.name, c.colour, figures))
    if setup.neutral:  # BOT-1: a board and tokens, no ammo, weapons or powerups
        c = CHARACTER_BY_NAME[setup.neutral.lower()]
        bot = PlayerState(c.name, c.name, c.colour, figures)
        bot.ammo = [0, 0, 0]
        players.append(bot)
    g = GameState(board, setup.arena.upper(), players, setup.skulls, setup.sudden_death, setup.seed)
    g.seats = n
    g.mode_state = setup.make_mode().new_state(setup)
    return g


class LogEntry(NamedTuple):
    """One accepted choice (``who`` -1 and ``choice`` None for the setup) and the
    events it produced, automatic follow-ups included."""

    who: int
    choice: Choice | None
    events: tuple[Event, ...]


def _not_a_route(decision: Decision, text) -> IllegalChoice | None:
    """A route typed (``move r1c2 via r0c1``) to a square that is an option, but not by
    a way that is: which ways there are (None: the text is no such route)."""
    from .choice_text import parse_choice

    try:
        choice = parse_choice(text) if type(text) is str else None
    except ValueError:
        return None
    if choice is None or getattr(choice, "via", None) is None:
        return None
    square = choice.square
    ways = [o.text for o in decision.options if type(o) is type(choice) and o.square == square]
    if not ways:
        return None
    return IllegalChoice(f"{choice.text} is not a way there now: the ways are " + "; ".join(ways),
                         "not_a_route", prompt=decision.prompt, square=square,
                         legal=tuple(ways))


def _same(option, value) -> bool:
    """``value`` is ``option``: same type, and the same fields of the same types (a
    choice's fields are text, whole numbers, powerups and tuples of them)."""
    if type(value) is not type(option):
        return False
    if isinstance(option, tuple):  # cube indices, powerups (a powerup is a named tuple)
        return len(value) == len(option) and all(_same(o, v) for o, v in zip(option, value))
    fields = getattr(type(option), "__attrs_attrs__", None)
    if fields is not None:
        return all(_same(getattr(option, f.name), getattr(value, f.name)) for f in fields)
    return value == option


def _show(value, limit: int = 80) -> str:
    """A short form of anything a caller submitted, for a message; never raises."""
    try:
        text = repr(value)
    except Exception:
        text = None
    if type(text) is not str:
        try:
            text = f"an object of type {type(value).__name__}"
        except Exception:
            text = "an object"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _equal_in_python(decision: Decision, choice) -> bool:
    """``choice == option`` for some option, though not of the same types (never raises)."""
    try:
        return any(option == choice for option in decision.options)
    except Exception:
        return False


def _text_of(choice) -> str | None:
    """A choice's text form, or None for anything that has none (never raises)."""
    try:
        text = choice.text if type(choice) in CHOICE_TYPES else None
    except Exception:
        return None
    return text if type(text) is str else None


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
            raise self._not_yours(decision, who)
        for option in decision.options:
            if option is choice:
                break
        else:  # not one of the options themselves: an equal one (a save file, a test), or none
            choice = self._option_like(decision, choice)
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
            raise self._not_yours(self._decision, who)
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
            raise self._not_yours(decision, who)
        choice = decision.find(text) if type(text) is str else None
        if choice is None:
            raise _not_a_route(decision, text) or self._not_an_option(decision, text, typed=True)
        return self.submit(who, choice)

    # -- refusing ------------------------------------------------------------------------
    def _not_yours(self, decision: Decision | None, who) -> IllegalChoice:
        """Why ``who`` may not decide now: the game is over, or it is someone else's
        decision (or ``who`` is no seat at all)."""
        if decision is None:
            return IllegalChoice("the game is over: there is nothing left to decide", "game_over")
        if type(who) is int and 0 <= who < self.state.seats:
            return IllegalChoice(f"it is {decision.decider_name}'s decision, not {self.names[who]}'s",
                                 "not_your_decision", decider=decision.decider_name,
                                 who=self.names[who], prompt=decision.prompt)
        return IllegalChoice(f"it is {decision.decider_name}'s decision, and {_show(who)} is not a "
                             f"seat (the seats are the numbers 0 to {self.state.seats - 1})",
                             "not_a_seat", decider=decision.decider_name, prompt=decision.prompt)

    @staticmethod
    def _option_like(decision: Decision, choice):
        """The option equal to ``choice`` field by field, type by type (``MoveTo(True)``
        is not ``MoveTo(1)``); an IllegalChoice if there is none."""
        try:
            for option in decision.options:
                if _same(option, choice):
                    return option
        except Exception:  # a malformed object (a field never set...): not an option either
            pass
        raise Game._not_an_option(decision, choice)

    @staticmethod
    def _not_an_option(decision: Decision, choice, typed: bool = False) -> IllegalChoice:
        """Why ``choice`` is refused: it is none of the options (``typed``: it came as
        text, through :meth:`submit_text`)."""
        legal = decision.texts()
        text = _text_of(choice)
        if typed or text is None:
            shown = _show(choice)
            if type(choice) is str and not typed:
                shown += " (text: submit_text takes a choice in words)"
        elif text in legal or _equal_in_python(decision, choice):
            # the right words or an equal value, but a field of the wrong type (1.0, [0])
            shown = f"{_show(choice)} (a value of the wrong type in it)"
        else:
            shown = _show(text)
        return IllegalChoice(f"{shown} is not a legal choice now; legal: " + "; ".join(legal),
                             "not_an_option", prompt=decision.prompt, legal=tuple(legal))

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
