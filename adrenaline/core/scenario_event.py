"""A scenario's position as one event of the log (:class:`PositionSet`): everything on
the table and where the turn stands, written over the freshly set-up state and checked
like any event (the same limits, the same cards each in one place). A save file of a
scenario game replays it like any other event."""

from __future__ import annotations

import attrs

from .events import EVENT_TYPES, Event, EventMismatch
from .invariants import LimitBroken, check_conservation, check_limits
from .numbers import KILLSHOT_DAMAGE
from .state import GameState, Stage


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise EventMismatch(message)


@attrs.frozen
class PositionSet(Event):
    """A scenario's position: everything on the table and where the turn stands.

    Per seat: ``squares`` (None off the board), ``damage`` (shooter seats in
    order), ``marks`` (per giver seat), ``ammo`` (red, blue, yellow), ``weapons``
    ((name, loaded) pairs), ``powerups`` (card ids), ``points``, ``deaths``,
    ``skulls``, ``frenzy_boards``, ``frenzy_actions``. Decks list the top last,
    like the state does; ``slots`` pairs each spawnpoint colour with its 3 slots.
    """

    turn: int
    current: int
    actions_left: int
    stage: Stage
    squares: tuple
    damage: tuple
    marks: tuple
    ammo: tuple
    weapons: tuple
    powerups: tuple
    points: tuple
    deaths: tuple
    skulls: tuple
    frenzy_boards: tuple
    frenzy_actions: tuple
    skulls_left: int
    killshot_track: tuple
    killshots: tuple
    frenzy: bool
    final_turns_left: int
    frenzy_double: tuple
    weapon_deck: tuple
    powerup_deck: tuple
    powerup_discard: tuple
    ammo_deck: tuple
    ammo_discard: tuple
    ammo_on: tuple
    slots: tuple
    mode_state: tuple = ()  # the mode's part of the position (``mode_state.at_position``)
    # this turn's bot action is taken (the rulebook's bot; written only when True)
    neutral_done: bool = attrs.field(default=False, metadata={"omit_if_default": True})

    def apply(self, g: GameState) -> None:
        n = len(g.players)
        per_seat = (self.squares, self.damage, self.marks, self.ammo, self.weapons,
                    self.powerups, self.points, self.deaths, self.skulls, self.frenzy_boards,
                    self.frenzy_actions)
        _check(all(len(column) == n for column in per_seat), "position: wrong number of players")
        _check(0 <= self.current < n, "position: no such current player")
        _check(len(self.ammo_on) == len(g.ammo_on), "position: wrong number of squares")
        _check(sorted(c for c, _ in self.slots) == sorted(g.slots), "position: wrong spawnpoints")
        _check(sorted(self.killshots) == sorted(s for s in range(n) if len(self.damage[s]) >= KILLSHOT_DAMAGE),
               "position: killshots do not match the damage")
        new = g.copy()
        self._set(new)
        try:  # the same limits, and the same cards each in one place, as after any event
            check_limits(new)
            check_conservation(new)
        except LimitBroken as broken:
            raise EventMismatch(f"position: {broken}") from None
        for name in GameState.__slots__:
            setattr(g, name, getattr(new, name))

    def _set(self, g: GameState) -> None:
        """Write the position onto ``g``."""
        mode_state = g.mode_state.at_position(self.mode_state)
        for seat, p in enumerate(g.players):
            p.square = self.squares[seat]
            p.damage = list(self.damage[seat])
            p.marks = list(self.marks[seat])
            p.ammo = list(self.ammo[seat])
            p.weapons = [(str(w), bool(loaded)) for w, loaded in self.weapons[seat]]
            p.powerups = list(self.powerups[seat])
            p.points = self.points[seat]
            p.deaths = self.deaths[seat]
            p.skulls = self.skulls[seat]
            p.frenzy_board = self.frenzy_boards[seat]
            p.frenzy_actions = self.frenzy_actions[seat]
            p.track_points = 0
        g.turn = self.turn
        g.current = self.current
        g.actions_left = self.actions_left
        g.skulls_left = self.skulls_left
        g.take_tables([tuple(t) for t in self.killshot_track], self, self.slots)
        g.frenzy = self.frenzy
        g.final_turns_left = self.final_turns_left
        g.frenzy_double = tuple(self.frenzy_double)
        g.stage = self.stage
        g.neutral_done = self.neutral_done
        g.mode_state = mode_state


EVENT_TYPES["PositionSet"] = PositionSet
