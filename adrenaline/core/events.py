"""Events: everything that happens, as small records. The state is their fold.

Each event knows how to apply itself and only applies: the rules decided
everything before emitting it (how much damage lands, which marks convert,
which card is drawn). Random outcomes are written into events (deck orders), so
a log replays exactly on any Python version. A stored log that does not fit the
state (a card drawn that is not on top of the deck...) raises ``EventMismatch``.
"""

from __future__ import annotations

from typing import Any, ClassVar, NamedTuple

import attrs

from .cards import AMMO_TILES, MAX_CUBES
from .numbers import KILLSHOT_DAMAGE, MAX_DAMAGE, MAX_MARKS
from .state import GameState, Stage


class EventMismatch(ValueError):
    """A stored event does not fit the state it is applied to."""


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise EventMismatch(message)


class Kill(NamedTuple):
    """A killshot as every mode tells it: ``killer`` dealt the 11th damage to ``victim``
    (the victim itself where its own damage killed it: Domination's strike-back);
    ``overkiller`` dealt the 12th (an overkill), else None."""

    victim: int
    killer: int
    overkiller: int | None


@attrs.frozen
class Event:
    kind: ClassVar[str] = "event"
    # the event pays final shares, ``shares`` a tuple of (seat, points) (Domination's tracks,
    # Turret mode's turrets): the kept games' list reads them from a file without decoding it
    pays_shares: ClassVar[bool] = False

    def apply(self, g: GameState) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def kill(self) -> Kill | None:
        """The killshot this event scores, in any mode (the replay's markers, the log's
        kill line, the hand-off's "X killed you", the tutorial); None for every other."""
        return None


# -- setup and decks ------------------------------------------------------------------
@attrs.frozen
class DecksShuffled(Event):
    """Setup steps 3, 4, 7: shuffle powerups, weapons, ammo tiles (top = last)."""

    weapons: tuple[str, ...]
    powerups: tuple[int, ...]
    ammo: tuple[int, ...]

    def apply(self, g: GameState) -> None:
        g.weapon_deck = list(self.weapons)
        g.powerup_deck = list(self.powerups)
        g.ammo_deck = list(self.ammo)
        g.shuffles += 1


@attrs.frozen
class DiscardsReshuffled(Event):
    """'If you empty the stacks, shuffle the discard pile and make new ammo stacks';
    'When the last card is drawn, shuffle all discarded powerups to make a new deck.'"""

    deck: str  # "ammo" or "powerup"
    order: tuple[int, ...]

    def apply(self, g: GameState) -> None:
        if self.deck == "ammo":
            _check(sorted(self.order) == sorted(g.ammo_discard), "ammo reshuffle mismatch")
            g.ammo_deck = list(self.order)
            g.ammo_discard = []
        else:
            _check(sorted(self.order) == sorted(g.powerup_discard), "powerup reshuffle mismatch")
            g.powerup_deck = list(self.order)
            g.powerup_discard = []
        g.shuffles += 1


@attrs.frozen
class AmmoTilePlaced(Event):
    square: int
    tile: int

    def apply(self, g: GameState) -> None:
        _check(bool(g.ammo_deck) and g.ammo_deck[-1] == self.tile, "ammo tile not on top")
        _check(g.ammo_on[self.square] is None, "square already has a tile")
        g.ammo_deck.pop()
        g.ammo_on[self.square] = self.tile


@attrs.frozen
class WeaponPlaced(Event):
    spawn: str
    slot: int
    weapon: str

    def apply(self, g: GameState) -> None:
        _check(bool(g.weapon_deck) and g.weapon_deck[-1] == self.weapon, "weapon not on top")
        _check(g.slots[self.spawn][self.slot] is None, "weapon slot not empty")
        g.weapon_deck.pop()
        g.slots[self.spawn][self.slot] = self.weapon


# -- turns and stages -----------------------------------------------------------------
@attrs.frozen
class TurnStarted(Event):
    player: int
    turn: int
    actions: int

    def apply(self, g: GameState) -> None:
        g.current = self.player
        g.turn = self.turn
        g.actions_left = self.actions
        g.killshots = []
        g.neutral_done = False
        if g.frenzy:
            g.final_turns_left -= 1


@attrs.frozen
class StageSet(Event):
    """Bookkeeping: the next question the rules ask (see ``state.Stage``)."""

    stage: Stage

    def apply(self, g: GameState) -> None:
        g.stage = self.stage


@attrs.frozen
class ActionTaken(Event):
    player: int
    action: str

    def apply(self, g: GameState) -> None:
        _check(g.actions_left > 0, "no action left")
        g.actions_left -= 1


# -- cards in hand ------------------------------------------------------------------
@attrs.frozen
class PowerupDrawn(Event):
    player: int
    card: int

    def apply(self, g: GameState) -> None:
        _check(bool(g.powerup_deck) and g.powerup_deck[-1] == self.card, "powerup not on top")
        g.powerup_deck.pop()
        g.players[self.player].powerups.append(self.card)


@attrs.frozen
class PowerupDiscarded(Event):
    player: int
    card: int
    why: str  # "spawn", "pay", "play"

    def apply(self, g: GameState) -> None:
        hand = g.players[self.player].powerups
        _check(self.card in hand, "powerup not in hand")
        hand.remove(self.card)
        g.powerup_discard.append(self.card)


@attrs.frozen
class Spawned(Event):
    player: int
    square: int

    def apply(self, g: GameState) -> None:
        g.players[self.player].square = self.square


@attrs.frozen
class NeutralPlaced(Event):
    """The rulebook's bot (the neutral figure) put on a spawnpoint by seat ``by``: in the
    starting player's first turn (BOT-2), or at the end of the turn it died in (BOT-8)."""

    figure: int
    square: int
    by: int

    def apply(self, g: GameState) -> None:
        _check(self.figure == g.neutral, "no such neutral figure")
        g.players[self.figure].square = self.square


@attrs.frozen
class NeutralActed(Event):
    """Seat ``by`` takes this turn's bot action (BOT-3: one per turn); its move is a
    ``FigureMoved``, its shot a ``Damaged`` of source "bot"."""

    by: int

    def apply(self, g: GameState) -> None:
        _check(g.neutral is not None and not g.neutral_done, "no bot action left this turn")
        g.neutral_done = True


@attrs.frozen
class FigureMoved(Event):
    player: int
    path: tuple[int, ...]  # squares passed, start and end included
    by: int  # the seat that moved it

    def apply(self, g: GameState) -> None:
        g.players[self.player].square = self.path[-1]


@attrs.frozen
class AmmoGrabbed(Event):
    player: int
    square: int
    tile: int
    cubes: tuple[int, int, int]  # cubes that went into the ammo box (excess wasted)

    def apply(self, g: GameState) -> None:
        _check(g.ammo_on[self.square] == self.tile, "no such ammo tile there")
        g.ammo_on[self.square] = None
        g.ammo_discard.append(self.tile)
        ammo = g.players[self.player].ammo
        for c in range(3):
            ammo[c] = min(MAX_CUBES, ammo[c] + self.cubes[c])


@attrs.frozen
class WeaponGrabbed(Event):
    """'If you already have 3 weapons, you must drop one when you grab the new one.
    ... put it in the empty space left by the weapon you are grabbing.'"""

    player: int
    weapon: str
    spawn: str
    slot: int
    dropped: str = ""  # the weapon left in the slot, if any

    def apply(self, g: GameState) -> None:
        _check(g.slots[self.spawn][self.slot] == self.weapon, "weapon not in that slot")
        weapons = g.players[self.player].weapons
        if self.dropped:
            _check(any(w == self.dropped for w, _ in weapons), "dropped weapon not in hand")
            weapons[:] = [(w, loaded) for w, loaded in weapons if w != self.dropped]
        g.slots[self.spawn][self.slot] = self.dropped or None
        weapons.append((self.weapon, True))


@attrs.frozen
class AmmoSpent(Event):
    player: int
    cubes: tuple[int, int, int]

    def apply(self, g: GameState) -> None:
        ammo = g.players[self.player].ammo
        for c in range(3):
            ammo[c] -= self.cubes[c]
            _check(ammo[c] >= 0, "not enough ammo")


@attrs.frozen
class WeaponFired(Event):
    """'When you play a weapon card ... It is now unloaded.'"""

    player: int
    weapon: str
    effects: tuple[str, ...]

    def apply(self, g: GameState) -> None:
        _set_loaded(g, self.player, self.weapon, False)


@attrs.frozen
class WeaponReloaded(Event):
    player: int
    weapon: str

    def apply(self, g: GameState) -> None:
        _set_loaded(g, self.player, self.weapon, True)


def _set_loaded(g: GameState, player: int, weapon: str, loaded: bool) -> None:
    weapons = g.players[player].weapons
    for i, (w, is_loaded) in enumerate(weapons):
        if w == weapon:
            _check(is_loaded != loaded, "weapon already in that state")
            weapons[i] = (w, loaded)
            return
    raise EventMismatch(f"{weapon} not in hand")


# -- damage -----------------------------------------------------------------------------
@attrs.frozen
class Damaged(Event):
    """Damage tokens land; ``from_marks`` of them were the shooter's marks, which
    leave the board (``marks_removed``, excess ones going back to the shooter).
    ``source`` says what dealt it, as an identity: "weapon" (a shot and its Targeting
    Scope, told apart by the powerup played), "turret" (Turret mode: ``shooter`` is the
    turret's owner), "bot" (the bot action: ``shooter`` is the neutral figure); a log
    written before sources decodes as "weapon"."""

    shooter: int
    target: int
    amount: int  # tokens that landed (damage beyond the 12th is wasted)
    dealt: int  # damage the effect dealt, before marks and the cap
    from_marks: int  # marks turned into damage (counted in amount where they fit)
    marks_removed: int
    source: str = attrs.field(default="weapon", metadata={"omit_if_default": True})

    def apply(self, g: GameState) -> None:
        t = g.players[self.target]
        before = len(t.damage)
        t.damage.extend([self.shooter] * self.amount)
        if before < KILLSHOT_DAMAGE <= len(t.damage):
            g.killshots.append(self.target)
        _check(len(t.damage) <= MAX_DAMAGE, f"more than {MAX_DAMAGE} damage")
        t.marks[self.shooter] -= self.marks_removed
        _check(t.marks[self.shooter] >= 0, "negative marks")


@attrs.frozen
class Marked(Event):
    giver: int
    target: int
    count: int  # marks that landed (beyond 3 per giver are wasted)
    why: str  # "weapon", "tagback", "revenge", "turret" (a commandeered turret's old token), "bot"

    def apply(self, g: GameState) -> None:
        marks = g.players[self.target].marks
        marks[self.giver] += self.count
        _check(marks[self.giver] <= MAX_MARKS, f"more than {MAX_MARKS} marks")


# -- scoring ----------------------------------------------------------------------------
@attrs.frozen
class PointsScored(Event):
    player: int
    points: int
    reason: str  # "first blood", "board", "double kill", "killshot track"
    victim: int = -1

    def apply(self, g: GameState) -> None:
        p = g.players[self.player]
        p.points += self.points
        if self.reason == "killshot track":
            p.track_points += self.points


@attrs.frozen
class KillshotTracked(Event):
    """The killshot token (and overkill token) go to the killshot track, replacing
    the leftmost skull."""

    victim: int
    tokens: tuple[int, ...]  # the seat of the killshot, then of the overkill

    def apply(self, g: GameState) -> None:
        g.killshot_track.append(self.tokens)
        if g.skulls_left > 0:
            g.skulls_left -= 1

    def kill(self) -> Kill | None:
        if not self.tokens:
            return None
        return Kill(self.victim, self.tokens[0], self.tokens[1] if len(self.tokens) > 1 else None)


@attrs.frozen
class PlayerDied(Event):
    """'Remove all damage. Pick up your figure. You are dead.' and the skull from
    the killshot track covers the board's highest remaining value."""

    player: int
    skull: bool  # the killshot took a skull from the track, which now covers a value

    def apply(self, g: GameState) -> None:
        p = g.players[self.player]
        p.damage = []
        p.square = None
        p.deaths += 1
        if self.skull:
            p.skulls += 1


@attrs.frozen
class FinalFrenzyStarted(Event):
    """'Everyone gets one more turn'; ``double``: who takes 2 frenzy actions
    (those whose final turn comes before the first player's)."""

    double: tuple[bool, ...]

    def apply(self, g: GameState) -> None:
        g.frenzy = True
        g.final_turns_left = len(self.double)  # one final turn per seat
        g.frenzy_double = self.double
        for p in g.players:
            p.frenzy_actions = True


@attrs.frozen
class BoardFlipped(Event):
    """To the frenzy side: 2-1-1-1, no first blood, skulls set aside."""

    player: int

    def apply(self, g: GameState) -> None:
        p = g.players[self.player]
        p.frenzy_board = True
        p.skulls = 0


@attrs.frozen
class GameEnded(Event):
    ranking: tuple[tuple[int, ...], ...]  # groups of tied seats, best first

    def apply(self, g: GameState) -> None:
        g.game_over = True
        g.ranking = [list(r) for r in self.ranking]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        DecksShuffled, DiscardsReshuffled, AmmoTilePlaced, WeaponPlaced, TurnStarted, StageSet,
        ActionTaken, PowerupDrawn, PowerupDiscarded, Spawned, NeutralPlaced, NeutralActed,
        FigureMoved, AmmoGrabbed,
        WeaponGrabbed, AmmoSpent, WeaponFired, WeaponReloaded, Damaged, Marked,
        PointsScored, KillshotTracked, PlayerDied, FinalFrenzyStarted, BoardFlipped, GameEnded,
    )
}


def tile_cubes(tile: int) -> tuple[int, ...]:
    return AMMO_TILES[tile].cubes


def event_to_json(e: Event) -> dict[str, Any]:
    """An event as JSON; a field added after logs were written (``omit_if_default``) is
    left out at its default, so that a log is written as it always was."""
    from .codec import encode

    return {"type": type(e).__name__, **{
        f.name: encode(getattr(e, f.name)) for f in attrs.fields(type(e))
        if not (f.metadata.get("omit_if_default") and getattr(e, f.name) == f.default)}}


def event_from_json(data: dict[str, Any]) -> Event:
    """Rebuild an event; raises ValueError on an unknown type or bad fields."""
    from .codec import decode_event_fields

    if not isinstance(data, dict) or data.get("type") not in EVENT_TYPES:
        raise ValueError(f"unknown event {data.get('type') if isinstance(data, dict) else data!r}")
    cls = EVENT_TYPES[data["type"]]
    fields = {k: v for k, v in data.items() if k != "type"}
    return cls(**decode_event_fields(cls, fields))
