"""A kept game at a moment of its replay, as the game screen's panels read a table:
who makes the next choice, whose hand shows (every hand once the game is over, none
before), and stepping one choice on or jumping to any moment (:class:`ReplayTable`)."""

from __future__ import annotations

from collections import deque
from typing import NamedTuple

from ...core.engine import Game
from ...play.replay import Replay
from ..game.view import GameView


class NextChoice(NamedTuple):
    """Who makes the next choice of the game watched (the boards mark them); nothing on
    the screen is an option, so it has no options."""

    decider: int
    decider_name: str
    options: tuple = ()


class ReplayTable:
    """What the game screen's parts read from a session, for a game watched: the game at
    the position shown, the events still to be played out (``feed``), whose hand is up."""

    turn_over = None
    viewer = None

    def __init__(self, replay: Replay):
        self.replay = replay
        self.position = replay.first
        self.game = Game(replay.setup, replay.state_at(self.position))
        self.game.log = replay.entries[:self.position + 1]
        self.game.scenario = replay.scenario
        self.feed: deque = deque()
        self.seats = replay.seats
        self.pinned: int | None = None  # the seat whose hand was asked for (finished games)

    @property
    def decision(self) -> NextChoice | None:
        who = self.replay.decider_after(self.position)
        if who is None or who < 0:
            return None
        return NextChoice(who, self.game.names[who])

    @property
    def is_over(self) -> bool:
        """The game watched is finished: its points and hands are no secret."""
        return self.replay.finished

    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.computer]

    def computer_to_decide(self) -> bool:
        return False

    def needs_handoff(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def visible_hand(self) -> int | None:
        d = self.decision
        seat = self.pinned if self.pinned is not None else (
            d.decider if d is not None else self.game.state.current)
        return self.replay.hand_shown(seat)

    def forward(self) -> tuple:
        """One choice forward: its events apply now, and wait in ``feed`` to be played out."""
        if self.position >= self.replay.last:
            return ()
        self.position += 1
        events = self.replay.events_of(self.position)
        for e in events:
            e.apply(self.game.state)
        self.game.log = self.replay.entries[:self.position + 1]
        self.feed.extend(events)
        return events

    def jump(self, position: int) -> None:
        """Straight to ``position``: nothing is played out."""
        self.position = self.replay.clamp(position)
        self.game.state = self.replay.state_at(self.position)
        self.game.log = self.replay.entries[:self.position + 1]
        self.feed.clear()


class ReplayView(GameView):
    """The game view of a replay: nothing is clickable as an option."""

    @property
    def decision(self):
        return None
