"""A game being played on this screen (no pygame here: tested headless).

The session holds the core game and who sits in each seat (a person, or a
computer player with its level). It asks the core the one question - who decides
now, among which options - and routes the answer: a person answers through the
screen, a computer player thinks apart so the window keeps drawing: in a worker
process in the window (:meth:`Session.think_apart`), in a thread elsewhere
(:mod:`.thinking`).

It also keeps what the screen needs around the rules: the events not yet shown
(the animations consume them), hot-seat privacy (whose hand may be on screen),
undo, and the game's own file, a line appended per choice (:mod:`..saves.journal`).
A session made without a file (tests, demos, the tutorial) writes nothing.
"""

from __future__ import annotations

from collections import deque
from pathlib import Path

import attrs

from ..bots import make_bot
from ..core import savefile
from ..core.choices import SKIP, Decision
from ..core.engine import Game, IllegalChoice, Setup, with_neutral
from ..core.events import Event, PlayerDied, TurnStarted
from ..core.modes import DEFAULT_MODE
from ..core.names import clean_name
from ..core.rules.shoot import tagback_prompt, witnesses_asked
from ..saves import library
from ..saves.journal import Journal
from .session_computers import ComputerPlayers
from .session_file import KeptFile
from .thinking import InProcess, InThread


@attrs.define
class Seat:
    name: str
    character: str
    computer: bool = False
    level: str = "easy"

    def to_json(self) -> dict:
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "Seat":
        return cls(clean_name(data["name"], str(data["character"])), str(data["character"]),
                   bool(data.get("computer", False)),
                   str(data.get("level", "easy")))


class Session(ComputerPlayers, KeptFile):
    """A game on this screen and who sits in each seat; its computer players are
    :class:`.session_computers.ComputerPlayers`', its file :class:`.session_file.KeptFile`'s."""

    def __init__(self, game: Game, seats: list[Seat], autosave: Path | None = None,
                 repaired: savefile.SaveFileError | None = None, notes: dict | None = None):
        self.game = game
        self.seats = seats
        game.keeps_undo = True
        # the file's notes beside the seats: "copy" (Save a copy), "continues" (the file it
        # goes on from: library.continuation_note)
        game.client = {**(notes or {}), "seats": [s.to_json() for s in seats]}
        self.autosave = autosave  # the game's own file, or None: nothing is written
        self.journal = Journal(autosave, game) if autosave is not None else None
        self.repaired = repaired  # where the file it was opened from went wrong, if it did
        library.forget_listing()
        self.feed: deque[Event] = deque()  # events the screen has not shown yet
        self.viewer: int | None = None  # the person whose private cards may be on screen
        self.bots = {i: make_bot(s.level, seed=game.setup.seed + i)
                     for i, s in enumerate(seats) if s.computer}
        self._thinker: InThread | InProcess = InThread(self.bots)
        self._budget: float | None = None  # Hard's time per decision, once set
        self._thinking: tuple[Decision, object] | None = None  # the decision, its ticket
        self._closed = False
        self.turn_over: int | None = None  # a person whose turn just ended, still looking
        self._scored_this_turn = False  # boards killed this turn were scored (PlayerDied)
        self._chains: list[tuple[int, int]] = []  # (log length before, after) of each click of several choices
        # hot seat: the players a shot may tag back, still to be asked (grenade or not)
        self._asking: list[int] = []
        self._shooter = -1
        self._question: Decision | None = None  # the session's own question to _asking[0]
        if len(self.persons()) == 1:  # one person at the screen: no hand-off needed
            self.viewer = self.persons()[0]

    # -- making one ------------------------------------------------------------------
    @classmethod
    def new(cls, seats: list[Seat], arena: str, skulls: int, sudden_death: bool, seed: int,
            autosave: Path | None = None, mode: str = DEFAULT_MODE,
            neutral: bool | str = False) -> "Session":
        """``neutral``: add the rulebook's bot (True: the first free figure; a character's
        name: that figure)."""
        setup = Setup(arena, tuple((s.name, s.character) for s in seats), skulls, sudden_death,
                      seed, mode).validate()
        if neutral:  # the rulebook's bot joins, the figure of a character no seat uses
            setup = with_neutral(setup, neutral if isinstance(neutral, str) else "")
        session = cls(Game.new(setup), seats, autosave)
        session.feed.extend(session.game.log[0].events)
        return session

    @classmethod
    def load(cls, path: Path, autosave: Path | None = None) -> "Session":
        """Resume a saved game exactly (raises SaveFileError with a message)."""
        game = savefile.load(path)
        return cls(game, seats_of(game), autosave)

    @classmethod
    def resume(cls, path: Path, in_place: bool = True) -> "Session":
        """A player opens a kept game: its choices are played through the rules again
        (``savefile.restore``), and it goes on in its own file. If the file went
        wrong somewhere, the game stands at the last sound choice (``repaired``
        says where) and goes on in a new file: the damaged one is kept as it is. So does
        a file this version would not write the same (another version of the file or of
        the rules, another layout), or any file with ``in_place`` False (one that is
        not a kept game's own): the original is left byte for byte."""
        restored = savefile.restore(path)
        game = restored.game
        seats = seats_of(game)
        notes = {k: v for k, v in (game.client or {}).items() if k != "seats"}
        keep = path
        if (not in_place or restored.repaired is not None
                or not _kept_as_is(path, game, seats, notes)):
            # the original stays as it is: the list shows this file in its place
            keep = library.new_game_path()
            notes = {**notes, "continues": library.continuation_note(path)}
        session = cls(game, seats, keep, restored.repaired, notes)
        session.restored = restored  # where the file was damaged, how much was kept
        return session

    def hold_turn_ends(self) -> None:
        """The window: a turn's end waits before its first card drawn or tile dealt
        (``Game.holds_turn_end``), so that the person can still take their last choice
        back while "Your turn is over" is shown; :meth:`pass_on` goes on."""
        self.game.holds_turn_end = True

    # -- who decides ------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """Who decides now, among what: the core's decision, or the hot seat's own
        Tagback Grenade question (see :meth:`_witness_question`)."""
        d = self.game.legal()
        if self._asking:
            return self._witness_question(d) or d
        return d

    def _witness_question(self, d: Decision | None) -> Decision | None:
        """Hot seat: every player a shot damaged who could see the shooter is asked the
        core's Tagback Grenade question, at the place the core asks it, with a grenade
        in hand or not: those with none get it from here, answered only with Skip
        ("go on"). None while the core asks the next of them itself."""
        w = self._asking[0]
        if d is not None and d.kind == "tagback" and d.decider == w:
            return None  # a grenade in hand: the core's own question
        if self._question is None or self._question.decider != w:
            self._question = Decision(w, self.game.names[w], "tagback",
                                      tagback_prompt(self.game, self._shooter), (SKIP,))
        return self._question

    def _is_own_question(self, d: Decision | None) -> bool:
        return d is not None and d is self._question and bool(self._asking)

    def is_own_question(self, d: Decision | None) -> bool:
        """``d`` is the session's own Tagback Grenade question (answered only with Skip),
        not the core's: asked of every witness, so that nobody learns who holds one."""
        return self._is_own_question(d)

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.computer]

    def person_to_decide(self) -> int | None:
        d = self.decision
        if d is None or self.seats[d.decider].computer:
            return None
        return d.decider

    def needs_handoff(self) -> bool:
        """The screen must pass to another person before their cards are shown (while
        "Your turn is over" waits: whether the next to decide is another person)."""
        who = self.person_to_decide()
        if who is None and self.turn_over is not None and self.game.turn_end_held:
            nxt = self.game.first_after_turn()
            who = None if self.seats[nxt].computer else nxt
        return who is not None and who != self.viewer

    def pass_on(self) -> tuple[Event, ...]:
        """The person whose turn is over lets the game go on (Enter or a click): the
        end of the turn goes on (respawns, the refill, the next turn); its events."""
        self.turn_over = None
        return self._finish_turn()

    def _finish_turn(self) -> tuple[Event, ...]:
        if not self.game.turn_end_held:
            return ()
        events = self.game.finish_turn()
        self._scored_this_turn = False
        self._after(events)
        return events

    def hand_over(self) -> None:
        """The person now deciding has the screen (after the hand-off screen)."""
        self.viewer = self.person_to_decide()

    def visible_hand(self) -> int | None:
        """Whose cards may be shown now: the person at the screen, never a computer's."""
        if self.turn_over is not None and self.turn_over == self.viewer:
            return self.viewer  # their turn is over, but the screen is still theirs
        if self.viewer is not None and self.needs_handoff():
            return None
        if self.person_to_decide() is None and len(self.persons()) > 1:
            return None  # a computer plays between two people: nobody's cards
        return self.viewer


    # -- answering --------------------------------------------------------------------
    def choose(self, option) -> tuple[Event, ...]:
        """A person's answer (an option of the current decision).

        When it ends their turn (the next turn starts, or the boards killed in it are
        scored), the game waits in ``turn_over`` until they pass it on: a turn never
        ends on its own while the person could still look. While they still decide
        after the boards are scored (Domination: the track of their overkill token),
        the turn is not over yet."""
        d = self.decision
        if self._is_own_question(d):  # "go on": the hot seat's own question, nothing to submit
            if option not in d.options:
                raise IllegalChoice(f"{option!r} is not a legal choice now", "not_an_option")
            return self._asked(d.decider)
        current = self.game.state.current
        before = self.game.state.stage
        events = self.game.submit(d.decider, option)
        if self._asking and d.kind == "tagback" and d.decider == self._asking[0]:
            nxt = self.game.legal()
            if nxt is None or nxt.kind != "tagback" or nxt.decider != d.decider:
                self._asked(d.decider, go_on=False)  # their answer is in (another grenade: again)
        self._note_witnesses(before, events)
        if self.game.turn_end_held:
            self._after(events)
            return events + self._at_turn_end()
        if any(isinstance(e, PlayerDied) for e in events):
            self._scored_this_turn = True
        next_decision = self.decision
        if (d.decider == current and not self.seats[d.decider].computer and not self.is_over
                and (self._scored_this_turn or any(isinstance(e, TurnStarted) for e in events))
                and (next_decision is None or next_decision.decider != d.decider
                     or any(isinstance(e, TurnStarted) for e in events))):
            self.turn_over = d.decider
        if any(isinstance(e, TurnStarted) for e in events) or self.turn_over is not None:
            self._scored_this_turn = False
        self._after(events)
        return events

    def choose_chain(self, options) -> list[tuple]:
        """One click that makes several choices (click-to-move: an action, then its
        square): each answered in turn, while it is still an option of the decision
        then asked; undone as one. Returns (decision, option, events) per choice made."""
        start = len(self.game.log)
        done = []
        for option in options:
            d = self.decision
            if d is None or option not in d.options or self.seats[d.decider].computer:
                break
            done.append((d, option, self.choose(option)))
        if len(done) > 1:
            self._chains.append((start, len(self.game.log)))
        return done

    # -- hot seat: the players a shot may tag back; the end of a turn ------------------------
    def _note_witnesses(self, before, events) -> None:
        """A shot's Tagback Grenades come next: with two or more people at the screen,
        every player it damaged who could see the shooter will be asked (the core's
        rule: ``witnesses_asked``), so none of their choices so far can be undone, and a
        person who had the screen gets it again behind the cover."""
        if len(self.persons()) < 2:
            return
        shooter, asked = witnesses_asked(self.game, before, events)
        if not asked:
            return
        self._asking, self._shooter, self._question = list(asked), shooter, None
        self.game.forget_undo()  # as when the core asks another player
        if self.viewer in asked:
            self.viewer = None  # a computer shot them: the screen was the table's

    def _asked(self, seat: int, go_on: bool = True) -> tuple[Event, ...]:
        """``seat`` has answered their Tagback Grenade question (the events that follow)."""
        if self._asking and self._asking[0] == seat:
            self._asking.pop(0)
        self._question = None
        if go_on and not self._asking and self.game.turn_end_held:
            return self._at_turn_end()
        return ()

    def _at_turn_end(self) -> tuple[Event, ...]:
        """The end of a turn is held (the window): once every player the last shot may
        tag back has answered, the person whose turn it was looks at it ("Your turn is
        over", undo still possible) if the screen is still theirs; else it goes on."""
        if self._asking:
            return ()
        current = self.game.state.current
        if not self.seats[current].computer and self.viewer == current:
            self.turn_over = current
            return ()
        return self._finish_turn()

    def can_undo(self) -> bool:
        who = self._undoer()
        return who is not None and self.game.can_undo(who)

    def _undoer(self) -> int | None:
        """The person whose choices Z may take back now."""
        if self.turn_over is not None and self.game.turn_end_held:
            return self.turn_over
        if self._is_own_question(self.decision):
            return None
        return self.person_to_decide()

    def why_no_undo(self) -> str:
        """Why Z takes nothing back now, as an identity (words: ``words.refusals``):
        ``not_your_turn`` (only the player whose turn it is undoes, their own choices),
        ``card_drawn``, ``another_player``, ``nothing_yet`` (``Game.undo_stop``)."""
        who = self._undoer()
        if who is None or who != self.game.state.current:
            return "not_your_turn"
        return self.game.undo_stop()

    def undo(self) -> None:
        """Take back the person's last choice, or the whole of their last click when
        it made several (never past what the core's undo allows)."""
        who = self._undoer()
        self._chains = [c for c in self._chains if c[1] <= len(self.game.log)]
        start = len(self.game.log) - 1
        if self._chains and self._chains[-1][1] == len(self.game.log):
            start = self._chains.pop()[0]
        self.game.undo(who)
        while len(self.game.log) > start and self.game.can_undo(who):
            self.game.undo(who)
        self.turn_over = None
        self.save_now()

    def _after(self, events: tuple[Event, ...]) -> None:
        self.feed.extend(events)
        self.save_now()

    def close(self) -> None:
        """Finish writing the game's file: closing the window mid-game, even
        mid-turn, loses nothing. A finished game's file stays, as its record."""
        if self._closed:
            return
        self._closed = True
        self._finish_turn()  # a turn held open: it ends, and its last choice is kept
        if self.journal is not None:
            self.save_now()
            self.journal.close()
            library.forget_listing()
        self._thinking = None
        self._thinker.close()  # the worker process, if any, ends with the game


def _kept_as_is(path: Path, game: Game, seats: list[Seat], notes: dict) -> bool:
    """Whether ``path`` holds exactly what the game's own file will (its journal writes
    the whole game again when it starts): only then may the game go on in it."""
    game.client = {**notes, "seats": [s.to_json() for s in seats]}
    try:
        return savefile.read_bounded(path) == savefile.dumps(game).encode("utf-8")
    except savefile.SaveFileError:
        return False


def seats_of(game: Game) -> list[Seat]:
    """Who sat where, from the save file's client part; a game saved by the command
    line has only people."""
    client = game.client or {}
    try:
        seats = [Seat.from_json(s) for s in client["seats"]]
        assert [(s.name, s.character) for s in seats] == list(game.setup.players)
    except Exception:
        seats = [Seat(n, c) for n, c in game.setup.players]
    return seats
