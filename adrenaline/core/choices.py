"""Choices and decisions: the one question every caller asks the core.

``Game.legal()`` returns a :class:`Decision`: who decides now, what kind of
decision it is, and a finite, ordered, never-empty tuple of options. Each option
is a small frozen value with a stable text form (``move r1c2``, ``grab weapon
Lock Rifle``, ``target Banshee``, ``pay blue+powerup:newton/red``) that a person
can type, a save file stores and a scenario file replays.
"""

from __future__ import annotations

import functools

import attrs

from .board import square_name
from .cards import AMMO, Powerup
from .prompts import Prompt


@attrs.frozen(slots=True)
class Discard:
    """Spawn or respawn: discard this powerup; its colour is the spawnpoint."""

    powerup: Powerup

    @property
    def text(self) -> str:
        return f"discard {self.powerup.text}"


@attrs.frozen(slots=True)
class ChooseAction:
    action: str  # "run", "grab", "shoot" (frenzy versions keep these names), "bot" (BOT-3)

    @property
    def text(self) -> str:
        return f"action {self.action}"


@attrs.frozen(slots=True)
class EndTurn:
    @property
    def text(self) -> str:
        return "end turn"


@attrs.frozen(slots=True)
class UsePowerup:
    """Play a powerup for its effect (Newton, Teleporter, Tagback Grenade)."""

    powerup: Powerup

    @property
    def text(self) -> str:
        return f"use {self.powerup.text}"


@attrs.frozen(slots=True)
class UseScope:
    """Targeting Scope: 1 extra damage to one of the targets just damaged."""

    powerup: Powerup
    target: str

    @property
    def text(self) -> str:
        return f"use {self.powerup.text} on {self.target}"


def via_text(via: tuple[int, ...] | None) -> str:
    """A route's squares between its start and its end, as text (`` via r0c1 r0c2``);
    nothing for the way ``board.path`` walks (``via`` None)."""
    if via is None:
        return ""
    return " via " + " ".join(square_name(q) for q in via)


def _routed_repr(option) -> str:
    """``MoveTo(square=6)``, as options were shown before routes (the computer players'
    fingerprint hashes them), and ``MoveTo(square=6, via=(2,))`` with a route."""
    via = "" if option.via is None else f", via={option.via!r}"
    return f"{type(option).__name__}(square={option.square!r}{via})"


@attrs.frozen(slots=True, repr=False)
class MoveTo:
    """Move to ``square``: the way ``board.path`` walks, or where a mode's routes
    matter (Turret mode: the turrets entered), the route through ``via``, the squares
    between the start and the end (``move r1c2 via r0c1``)."""

    square: int
    via: tuple[int, ...] | None = None

    def __repr__(self) -> str:  # as before routes, when there is none
        return _routed_repr(self)

    @property
    def text(self) -> str:
        return f"move {square_name(self.square)}{via_text(self.via)}"


@attrs.frozen(slots=True)
class GrabWeapon:
    weapon: str

    @property
    def text(self) -> str:
        return f"grab weapon {self.weapon}"


@attrs.frozen(slots=True)
class DropWeapon:
    weapon: str

    @property
    def text(self) -> str:
        return f"drop weapon {self.weapon}"


@attrs.frozen(slots=True)
class Reload:
    weapon: str

    @property
    def text(self) -> str:
        return f"reload {self.weapon}"


@attrs.frozen(slots=True)
class Pay:
    """Pay a cost: these cubes (ammo indices, sorted) and these powerup cards."""

    cubes: tuple[int, ...]
    powerups: tuple[Powerup, ...] = ()

    @property
    def text(self) -> str:
        parts = [AMMO[c] for c in self.cubes] + [f"powerup:{p.text}" for p in self.powerups]
        return "pay " + ("+".join(parts) if parts else "nothing")


@attrs.frozen(slots=True)
class PickWeapon:
    weapon: str

    @property
    def text(self) -> str:
        return f"weapon {self.weapon}"


@attrs.frozen(slots=True)
class PickEffect:
    effect: str

    @property
    def text(self) -> str:
        return f"effect {self.effect}"


@attrs.frozen(slots=True)
class PickTarget:
    target: str  # character name

    @property
    def text(self) -> str:
        return f"target {self.target}"


@attrs.frozen(slots=True, repr=False)
class PickSquare:
    """A square; for a weapon's move of a figure where routes matter, with its route
    (``square r1c2 via r0c1``, as :class:`MoveTo`)."""

    square: int
    via: tuple[int, ...] | None = None

    def __repr__(self) -> str:  # as before routes, when there is none
        return _routed_repr(self)

    @property
    def text(self) -> str:
        return f"square {square_name(self.square)}{via_text(self.via)}"


@attrs.frozen(slots=True)
class PickRoom:
    room: str

    @property
    def text(self) -> str:
        return f"room {self.room}"


@attrs.frozen(slots=True)
class PickDirection:
    direction: str

    @property
    def text(self) -> str:
        return f"direction {self.direction}"


@attrs.frozen(slots=True)
class PickTrack:
    """Domination: the spawnpoint track (by colour) that takes an overkill token."""

    colour: str

    @property
    def text(self) -> str:
        return f"track {self.colour}"


@attrs.frozen(slots=True)
class GrabTile:
    """Turret mode: take the tile on this space of the turret board (1 to 5, top to
    bottom); ``commandeer``: give up one of its cubes (a colour) or its "powerup" to
    commandeer the square's turret, or "" to take it all."""

    space: int
    commandeer: str = ""

    @property
    def text(self) -> str:
        tail = f" commandeer {self.commandeer}" if self.commandeer else ""
        return f"grab tile {self.space}{tail}"


@attrs.frozen(slots=True)
class PlaceNeutral:
    """Put the rulebook's bot on this spawnpoint (``place r0c2``): its first placement
    (BOT-2) and its respawn (BOT-8)."""

    square: int

    @property
    def text(self) -> str:
        return f"place {square_name(self.square)}"


@attrs.frozen(slots=True)
class Skip:
    """Decline an optional part ("you may ...", "up to ...", a Tagback Grenade)."""

    @property
    def text(self) -> str:
        return "skip"


@attrs.frozen(slots=True)
class Done:
    @property
    def text(self) -> str:
        return "done"


Choice = (
    Discard | ChooseAction | EndTurn | UsePowerup | UseScope | MoveTo | GrabWeapon | DropWeapon
    | Reload | Pay | PickWeapon | PickEffect | PickTarget | PickSquare | PickRoom | PickDirection
    | PickTrack | GrabTile | PlaceNeutral | Skip | Done
)
CHOICE_TYPES = frozenset(Choice.__args__)  # every kind of option, for telling them from anything else

SKIP = Skip()
DONE = Done()
END_TURN = EndTurn()


@functools.cache
def moves_to(squares: tuple[int, ...]) -> tuple[MoveTo, ...]:
    """The options to move to each of ``squares``, in that order: made once per set of
    squares (options are frozen values, so every decision that offers them shares them)."""
    return tuple(MoveTo(q) for q in squares)


def normalise(text: str) -> str:
    return " ".join(text.strip().lower().split())


class Decision:
    """Who decides now (``decider``, a seat index), what is asked (``prompt``, a
    :class:`Prompt` identity: the words are made by :mod:`adrenaline.words`), and
    among which options."""

    __slots__ = ("decider", "decider_name", "kind", "prompt", "options")

    def __init__(self, decider: int, decider_name: str, kind: str, prompt: Prompt, options: tuple):
        self.decider = decider
        self.decider_name = decider_name
        self.kind = kind
        self.prompt = prompt
        self.options = options

    def __repr__(self) -> str:
        return f"Decision({self.decider_name}, {self.kind!r}, {self.texts()!r})"

    def texts(self) -> list[str]:
        return [o.text for o in self.options]

    def find(self, text: str):
        """The option whose text form is ``text`` (case and spacing ignored), or None."""
        key = normalise(text)
        for option in self.options:
            if normalise(option.text) == key:
                return option
        return None
