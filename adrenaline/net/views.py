"""What the host sends each connection, derived from the core's :class:`PlayerView`.

There is one definition of what a seat may see: :mod:`adrenaline.core.view`. The host
never keeps a list of secrets of its own:

- the state a seat receives is its ``PlayerView`` (:func:`view_json`), written out
  field by field: other hands empty (their sizes apart), the decks empty (their sizes
  apart), other players' points hidden until the end. A spectator gets the view of no
  seat (every hand hidden). The seed (the random state) is never written: a client's
  copy of the state says 0.
- an event a seat receives (:func:`event_json`) names a card only if that seat's view
  sees the card: a powerup another player drew is "a powerup" (``null``) until it is
  played or discarded; a deck's order is never sent (a list of ``null``, its size); a
  stage (``StageSet``) is as the view has it (``stage_seen``: who holds a Tagback
  Grenade is theirs to know).

A client (a computer player at another machine) turns a :func:`view_json` back into a
``PlayerView`` (:func:`view_from_json`) and thinks on it as it would at the host.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..core import codec
from ..core.engine import Game, Setup, initial_state
from ..core.events import Event, StageSet, event_to_json
from ..core.state import GameState, PlayerState, Stage
from ..core.view import PlayerView, player_view, stage_seen

# the fields of events that name one card, and which of the view's unseen sets it is in
CARD_FIELDS = {"card": "unseen_powerups", "tile": "unseen_tiles", "weapon": "unseen_weapons",
               "dropped": "unseen_weapons"}
# a tuple of cards in one of these fields is a deck's order: never sent, only its size
DECK_FIELDS = ("weapons", "powerups", "ammo", "order")
UNSENT_STATE = ("board", "seed")  # the board is the arena's; the seed is the random state


def public_setup(setup: Setup) -> dict:
    """The setup as the header has it, without the seed."""
    data = setup.to_json()
    data.pop("seed", None)
    return data


def seat_view(game: Game, seat: int | None) -> PlayerView:
    """``seat``'s :class:`PlayerView` with nothing secret left in it, in the host's own
    process too (its computer players, the frames it writes): the seed reads 0 in its
    setup and its state. Every shuffle is ``Random(seed * 7919 + shuffles)``
    (``core/rules/decks.shuffled``), so with the seed the first decks' order and that
    of every reshuffle of the public discards could be worked out. A computer player on
    the host thinks on the very view a remote one is sent."""
    view = player_view(game, seat)
    view.setup = attrs.evolve(view.setup, seed=0)
    view.state.seed = 0  # the view's own copy of the state
    return view


def event_json(event: Event, view: PlayerView) -> dict:
    """``event`` as ``view``'s seat may know it (see the module's docstring)."""
    data = event_to_json(event)
    if isinstance(event, StageSet):
        data["stage"] = codec.encode(stage_seen(event.stage, view.seat))
    for name, value in data.items():
        if name in CARD_FIELDS and not isinstance(value, (list, dict)):
            if value is not None and value in getattr(view, CARD_FIELDS[name]):
                data[name] = None
        elif name in DECK_FIELDS and isinstance(value, list) and value:
            data[name] = [None] * len(value)
    return data


def _encode(value: Any) -> Any:
    """A state's value as JSON, tuples, dicts and the state's objects marked so they come
    back as they were (``_decode``)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Stage):
        return {"$stage": codec.encode(value)}
    if isinstance(value, tuple):
        return {"$tuple": [_encode(v) for v in value]}
    if isinstance(value, list):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        return {"$dict": [[_encode(k), _encode(v)] for k, v in value.items()]}
    slots = getattr(type(value), "__slots__", None)
    if slots is not None:  # the state's objects (a mode's state may have no field of its own)
        return {"$obj": type(value).__name__, "fields": {n: _encode(getattr(value, n)) for n in slots}}
    raise TypeError(f"cannot send a {type(value).__name__}")


def _decode(data: Any, classes: dict[str, type]) -> Any:
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [_decode(v, classes) for v in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise ValueError("not a value of the state")
    if "$stage" in data:
        return codec.decode_stage(data["$stage"])
    if "$tuple" in data:
        return tuple(_decode(v, classes) for v in data["$tuple"])
    if "$dict" in data:
        return {_decode(k, classes): _decode(v, classes) for k, v in data["$dict"]}
    cls = classes.get(data.get("$obj"))
    fields = data.get("fields")
    if cls is None or not isinstance(fields, dict) or set(fields) != set(cls.__slots__):
        raise ValueError("not an object of the state")
    obj = cls.__new__(cls)
    for name, value in fields.items():
        setattr(obj, name, _decode(value, classes))
    return obj


def view_json(view: PlayerView) -> dict:
    """A seat's view as JSON (the seed left out)."""
    g = view.state
    return {
        "seat": view.seat,
        "setup": public_setup(view.setup),
        "names": list(view.names),
        "hand_sizes": list(view.hand_sizes),
        "deck_sizes": dict(view.deck_sizes),
        "unseen": {"weapons": list(view.unseen_weapons), "powerups": list(view.unseen_powerups),
                   "tiles": list(view.unseen_tiles)},
        "state": {n: _encode(getattr(g, n)) for n in GameState.__slots__ if n not in UNSENT_STATE},
    }


def view_from_json(data: dict) -> PlayerView:
    """A :func:`view_json` back as a ``PlayerView`` (raises ValueError if it is not one)."""
    try:
        setup = Setup.from_json({**data["setup"], "seed": 0}).validate()
        template = initial_state(setup)
        classes: dict[str, type] = {"PlayerState": PlayerState,
                                    type(template.mode_state).__name__: type(template.mode_state)}
        state = data["state"]
        if set(state) != set(GameState.__slots__) - set(UNSENT_STATE):
            raise ValueError("the state's fields are not a game's")
        for name, value in state.items():
            setattr(template, name, _decode(value, classes))
        view = PlayerView.__new__(PlayerView)
        view.seat = data["seat"]
        view.setup = setup
        view.names = tuple(data["names"])
        view.decision = None
        view.hand_sizes = tuple(data["hand_sizes"])
        view.deck_sizes = dict(data["deck_sizes"])
        view.unseen_weapons = tuple(data["unseen"]["weapons"])
        view.unseen_powerups = tuple(data["unseen"]["powerups"])
        view.unseen_tiles = tuple(data["unseen"]["tiles"])
        view.state = template
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"not a seat's view ({error})") from None
    return view


def table_of(view: PlayerView) -> Game:
    """A game holding ``view``'s state (to describe it: words, ``state_json``); no rule
    runs in it."""
    return Game(view.setup, view.state)
