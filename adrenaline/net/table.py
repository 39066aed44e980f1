"""A seat of a hosted game, offered to the game screen as a game at this screen is.

The game screen (``ui/game``) asks a session a few things - the table to draw
(``game``), the events to animate (``feed``), who decides now among what
(``decision``), whose cards are face up (``visible_hand``), ``choose(option)`` - and
never where the game lives. :class:`RemoteTable` answers them for a seat played at
this machine of a game held by a host (:class:`~.remote.RemoteSession` reads the
host's messages): the one real game stays at the host, which asks the rules and
checks every answer again.

- ``game``: one :class:`~adrenaline.core.engine.Game` for the whole game, holding the
  seat's view (its state replaced at each update; the log grows by the host's
  entries, each with the events this seat may know). The other players' powerups are
  face down: the view keeps only their number, so their hands hold as many cards
  nobody sees (never drawn: :func:`table_state`).
- ``decision``: this seat's own decision (the host's, option for option), or, while
  another seat decides, that seat's question without options: the screen says who
  thinks, and waits. It is never a computer's to answer here.
- A click that makes several choices (click-to-move: an action, then its square)
  sends the first, and each next one once the host asks it.
- The seat's own cards are always face up (no hot-seat cover: nobody else looks
  at this screen); a spectator's hand is nobody's.
"""

from __future__ import annotations

import time

from ..core.choice_text import parse_choice
from ..core.choices import Decision
from ..core.engine import Game, LogEntry
from ..core.events import event_from_json
from ..core.prompts import Prompt
from ..core.state import GameState
from ..core.view import PlayerView
from ..play.session import Seat
from .client import Client
from .remote import RemoteSession


def table_state(view: PlayerView) -> GameState:
    """The view's state, each other player's hand and each deck holding as many
    face-down cards as the view says (cards this seat has not seen; which ones, and in
    what order, means nothing: no rule is played on them here)."""
    g = view.state.copy()
    unseen = list(view.unseen_powerups)
    for i, p in enumerate(g.players):
        if i != view.seat and i < len(view.hand_sizes) and not p.powerups:
            n = view.hand_sizes[i]
            p.powerups, unseen = unseen[:n], unseen[n:]
    sizes = view.deck_sizes
    g.powerup_deck = unseen[:sizes.get("powerups", 0)]
    g.weapon_deck = list(view.unseen_weapons)[:sizes.get("weapons", 0)]
    g.ammo_deck = list(view.unseen_tiles)[:sizes.get("ammo", 0)]
    return g


def known(event: dict) -> bool:
    """Whether this seat knows all of an event (no card it never saw: a powerup another
    drew, a deck's order)."""
    return all(v is not None and not (isinstance(v, list) and None in v) for v in event.values())


def entry_of(data: dict, who: int, choice: str | None):
    """A log entry from the host: the events this seat may know (an unseen card is no
    event here: the log tells a powerup drawn by another as the rules' words do, not at
    all), its choice if it was this seat's."""
    events = []
    for e in data:
        if known(e):
            try:
                events.append(event_from_json(e))
            except (ValueError, TypeError):
                pass
    try:
        parsed = parse_choice(choice) if choice else None
    except ValueError:
        parsed = None
    return LogEntry(who, parsed, tuple(events))


class _Listening(RemoteSession):
    """A RemoteSession that also keeps the log as the host tells it."""

    def __init__(self, client: Client, table: "RemoteTable"):
        super().__init__(client)
        self._table = table

    def _take(self, message: dict) -> None:
        kind = message["type"]
        if kind == "update":  # the events this seat knows, to the log and the feed alike
            message = {**message, "events": [e for e in message["events"] if known(e)]}
            self._table._entry(message)
        super()._take(message)
        self._table._heard(message)


class RemoteTable:
    """The session the game screen plays a hosted game's seat through (see the module)."""

    def __init__(self, client: Client):
        self.client = client
        self.remote = _Listening(client, self)
        self.game: Game | None = None  # once the host's first sync is in
        self.seats: list[Seat] = []
        self.hosted_seats: list[dict] = []  # the host's seats: kind, name, taken
        self.limit: float | None = None
        self.viewer = None
        self.turn_over = None  # a turn never waits here: the host goes on
        self.autosave = None  # the host keeps the game
        self.journal = None
        self.save_problem = None
        self.synced = 0  # syncs taken (a reconnection brings the whole table again)
        self.asked_at: float | None = None  # when the decision asked now was asked (monotonic)
        self._placeholder: tuple | None = None
        self._chain: list = []  # the rest of a click of several choices
        self._pending_log: list[LogEntry] = []

    def use(self, client: Client) -> None:
        """Go on with a new connection for the same seat (the last one gave up): the
        host's sync brings the whole table again."""
        old = self.client
        if client.seat is None:
            client.seat = old.seat  # the same seat, until the host says it again
        self.client = client
        self.remote = _Listening(client, self)
        if old is not client:
            old.close()

    # -- the host's messages -------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        return self.client.seat

    @property
    def feed(self):
        return self.remote.feed

    @property
    def notices(self) -> list[dict]:
        return self.remote.notices

    def pump(self) -> int:
        """Take in every message waiting (once a frame, never waits); how many."""
        return self.remote.pump()

    def pump_waiting(self) -> bool:
        """Whether messages wait to be taken in."""
        return not self.client.inbox.empty()

    def _entry(self, message: dict) -> None:
        self._pending_log.append(entry_of(message["events"], message["who"], message.get("choice")))

    def _heard(self, message: dict) -> None:
        kind = message["type"]
        if "seats" in message:
            self.hosted_seats = list(message["seats"])
        if kind == "welcome":
            self.limit = message.get("limit")
        if kind == "sync":
            view = self.remote.view
            setup_game = Game(view.setup, table_state(view))
            setup_game.log = [entry_of(e["events"], e["who"], e.get("choice")) for e in message["log"]]
            if self.game is None:
                self.game = setup_game
                self.game.keeps_undo = False
                self.game.seen_by_one_seat = True  # type: ignore[attr-defined]  # the end's figures: play.stats
            else:  # the same table object, the whole position again
                self.game.state, self.game.log = setup_game.state, setup_game.log
                self.game.cache.clear()
            self.remote.feed.clear()  # nothing to animate: the table is as it stands
            self._pending_log.clear()
            self.seats = self._seats_of(view)
            self.viewer = self.seat
            self.synced += 1
            self.asked_at = time.monotonic()
        elif kind == "update" and self.game is not None:
            self.game.state = table_state(self.remote.view)
            self.game.cache.clear()
            self.game.log.extend(self._pending_log)
            self._pending_log.clear()
        if kind in ("asking", "sync"):
            self.asked_at = time.monotonic()
        if kind == "decide" and self._chain and self.remote.decision is not None:
            nxt = self._chain.pop(0)
            if nxt in self.remote.decision.options:
                self.choose(nxt)
            else:
                self._chain.clear()

    def _seats_of(self, view: PlayerView) -> list[Seat]:
        """Who sits where, as the host says (a computer level, or a person)."""
        seats = []
        for i, (name, character) in enumerate(view.setup.players):
            hosted = self.hosted_seats[i] if i < len(self.hosted_seats) else {}
            kind = str(hosted.get("kind", "remote"))
            seats.append(Seat(name, character, kind not in ("remote", "local"),
                              kind if kind not in ("remote", "local") else "easy"))
        return seats

    # -- what the screen asks ----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.remote.result is not None or (self.game is not None and self.game.is_over)

    @property
    def lost(self) -> dict | None:
        """The host is gone for good (the client gave up): why, else None."""
        return self.remote.lost

    @property
    def connected(self) -> bool:
        return self.client.connected.is_set()

    @property
    def decision(self) -> Decision | None:
        """This seat's decision, or the question another seat is thinking over (no
        options: nothing to answer here); None once the game is over."""
        if self.game is None or self.is_over:
            return None
        mine = self.remote.decision
        self.game._decision = mine  # the table's look-ahead (reach, previews) asks the game
        if mine is not None:
            return mine
        asking = self.remote.asking or {}
        who = asking.get("seat")
        if not isinstance(who, int) or not 0 <= who < len(self.game.names):
            who = self.game.state.current
        key = (asking.get("id"), who)
        if self._placeholder is None or self._placeholder[0] != key:
            kind = str(asking.get("kind", "action"))
            self._placeholder = (key, Decision(who, self.game.names[who], kind, Prompt(kind), ()))
        return self._placeholder[1]

    def computer_to_decide(self) -> bool:
        """Another seat decides (a person elsewhere or a computer at the host): the
        screen waits and says who thinks."""
        d = self.decision
        return d is not None and d is not self.remote.decision

    def persons(self) -> list[int]:
        return [] if self.seat is None else [self.seat]

    def person_to_decide(self) -> int | None:
        d = self.remote.decision
        return None if d is None or self.game is None or self.is_over else d.decider

    def needs_handoff(self) -> bool:
        return False

    def visible_hand(self) -> int | None:
        return self.seat

    def hand_over(self) -> None:
        pass

    def hold_turn_ends(self) -> None:
        pass

    def pass_on(self):
        return ()

    def think_apart(self, maker=None) -> None:
        pass

    def set_thinking(self, seconds: float) -> None:
        pass

    def think(self) -> None:
        pass

    def thought(self):
        return None

    def is_own_question(self, d) -> bool:
        return False

    # -- answering -----------------------------------------------------------------------------
    def choose(self, option):
        """Send this seat's answer (the host checks it and tells everyone what follows:
        the events come back as an update)."""
        if self.remote.decision is None or option not in self.remote.decision.options:
            return ()
        self.remote.choose(option)
        self.asked_at = time.monotonic()
        return ()

    def choose_chain(self, options) -> list:
        """A click of several choices: the first now, each next when the host asks it."""
        options = list(options)
        if not options:
            return []
        self._chain = options[1:]
        self.choose(options[0])
        return []

    def can_undo(self) -> bool:
        return False

    def why_no_undo(self) -> str:
        return "hosted"  # the host keeps the game: no undo across computers (yet)

    def undo(self) -> None:
        pass

    # -- keeping -------------------------------------------------------------------------------
    def save_now(self) -> None:
        pass

    @property
    def is_kept(self) -> bool:
        return False

    def save_copy(self):
        raise OSError("the host keeps this game")

    def close(self) -> None:
        """Leave the table: the connection closes (the seat stays this player's: its token
        brings them back)."""
        self.client.close()
