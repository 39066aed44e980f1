"""Several seats at the host's screen: the hot seat over a hosted game.

Issue 38: "During the game the host's window plays its own seats as today (hot-seat
covers only between seats at this screen)." Each seat at this screen is a loopback
client of the host, read by its own :class:`~.table.RemoteTable`, so each sees only
what its seat may see. :class:`HotSeatTables` offers the game screen what one
RemoteTable (or a one-screen ``play.Session``) does: the table shown is the one of the
person who has the screen (``viewer``); when another seat at this screen is asked,
``needs_handoff`` says so and the game screen shows the hot-seat cover
(``ui/screens/hand_off``) before ``hand_over`` gives the screen to that seat's table.
Nobody at this screen sees another's hidden cards: a table holds its own seat's cards
only, and while a seat elsewhere (or a computer) decides between two seats here, no
hand is shown (as on one screen when a computer plays between two people). With two
seats here or more, the first person asked gets the cover too, as on one screen: the
screen is nobody's until it is handed over.
"""

from __future__ import annotations

from .table import RemoteTable


class HotSeatTables:
    """The seats at this screen of a hosted game, as one session (see the module)."""

    turn_over = None  # a turn never waits here: the host goes on
    autosave = None  # the host keeps the game
    journal = None
    save_problem = None

    def __init__(self, tables: dict[int, RemoteTable]):
        assert tables, "at least one seat at this screen"
        self.tables = dict(sorted(tables.items()))
        self.viewer: int = min(self.tables)  # the seat whose table the screen shows
        self.handed = 0  # hand-overs so far: the screen takes the new table whole
        # whether the viewer has the screen: alone here, at once; else after the first cover
        self.taken = len(self.tables) == 1

    # -- the table shown ---------------------------------------------------------------------
    @property
    def shown(self) -> RemoteTable:
        return self.tables[self.viewer]

    @property
    def client(self):
        return self.shown.client

    def __getattr__(self, name: str):
        """What only the table shown knows (``game``, ``feed``, ``notices``, ``seats``,
        ``hosted_seats``, ``limit``, ``asked_at``, ``remote``, ``lost`` ...)."""
        if name == "tables":
            raise AttributeError(name)
        return getattr(self.tables[self.viewer], name)

    @property
    def seat(self) -> int:
        return self.viewer

    @property
    def synced(self) -> int:
        """Changes the screen takes as a whole new table: a table's reconnection, or the
        screen handed to another seat here."""
        return sum(t.synced for t in self.tables.values()) + self.handed

    @property
    def connected(self) -> bool:
        return all(t.connected for t in self.tables.values())

    @property
    def lost(self) -> dict | None:
        return next((t.lost for t in self.tables.values() if t.lost is not None), None)

    # -- the host's messages -------------------------------------------------------------------
    def pump(self) -> int:
        """Every table takes in its messages; only the shown one's events are animated
        (the others' would be the same moves seen from another seat)."""
        taken = 0
        for seat, table in self.tables.items():
            taken += table.pump()
            if seat != self.viewer:
                table.feed.clear()
        return taken

    def pump_waiting(self) -> bool:
        return any(t.pump_waiting() for t in self.tables.values())

    # -- who decides ---------------------------------------------------------------------------
    def asked(self) -> RemoteTable | None:
        """The table of the seat here the host asks now (the one shown first), or None."""
        if self.shown.remote.decision is not None:
            return self.shown
        return next((t for t in self.tables.values() if t.remote.decision is not None), None)

    @property
    def decision(self):
        asked = self.asked()
        if asked is not None and asked is not self.shown:
            self.shown.decision  # noqa: B018 - the shown table's look-ahead forgets its own question
            return asked.decision
        return self.shown.decision

    def computer_to_decide(self) -> bool:
        return self.asked() is None and self.shown.computer_to_decide()

    def persons(self) -> list[int]:
        return list(self.tables)

    def person_to_decide(self) -> int | None:
        asked = self.asked()
        return None if asked is None else asked.person_to_decide()

    def needs_handoff(self) -> bool:
        """Another seat at this screen is asked: the screen must pass to its person
        before their cards are shown."""
        who = self.person_to_decide()
        return who is not None and (who != self.viewer or not self.taken)

    def hand_over(self) -> None:
        """The person now deciding has the screen (after the cover): their table."""
        if self.needs_handoff():
            self.viewer = self.person_to_decide()
            self.taken = True
            self.handed += 1

    def visible_hand(self) -> int | None:
        """Whose cards may show: the person at the screen while they decide; nobody's
        while another seat here is to take the screen or, with two seats here or more,
        while a seat elsewhere decides."""
        who = self.person_to_decide()
        if who is not None:
            return who if who == self.viewer and self.taken else None
        return self.viewer if len(self.tables) == 1 else None

    # -- answering -------------------------------------------------------------------------------
    def choose(self, option):
        asked = self.asked()
        return () if asked is None or asked is not self.shown else asked.choose(option)

    def choose_chain(self, options) -> list:
        asked = self.asked()
        return [] if asked is None or asked is not self.shown else asked.choose_chain(options)

    def close(self) -> None:
        for table in self.tables.values():
            table.close()
