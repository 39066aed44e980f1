"""Scenarios: set up a position, then play choices from it (see ``docs/scenarios.md``).

A scenario is a TOML file (or the same structure as a dict): the setup (arena,
skulls, seed), the players with what they hold, optional deck orders, and a list
of choices in their text form. It is played through the same two calls as
everything else: the position is one event (:class:`PositionSet`) after the
ordinary setup, so it lands in the log and a save file of a scenario game
replays like any other; then each choice is submitted by whoever decides.

Cards are conserved: a card given to a hand, a slot, a square or the top of a
deck is taken from where the seeded setup put it, so each of the 21 weapons, 24
powerups and 36 ammo tiles is in exactly one place.

The spec is read by :mod:`.scenario_read`, the position built by :mod:`.scenario_build`
and set as the event :class:`.scenario_event.PositionSet`; this module is the API.
"""

from __future__ import annotations

import copy
import os
import tomllib

from .engine import Game, IllegalChoice
from .modes import MODES
from .scenario_build import build as _build
from .scenario_event import PositionSet
from .scenario_read import TOP_KEYS, ScenarioError, _keys, _list, _mode, _setup, _str, _table

__all__ = ["MAX_FILE_BYTES", "PositionSet", "ScenarioError", "load_scenario", "play", "play_choices",
           "play_file", "position"]


# -- the API -----------------------------------------------------------------------------
def position(spec: dict) -> Game:
    """A game at the position ``spec`` describes (its ``choices`` are not played).

    The log holds the ordinary setup, then one entry (who -1, no choice) with the
    :class:`PositionSet` event and whatever follows by itself. The game keeps the
    spec (without choices) as ``game.scenario`` so a save file can name it.
    """
    _table(spec, "scenario")
    spec = _keys(spec, TOP_KEYS | set(MODES[_mode(spec)].scenario_keys), "scenario")
    for key in ("title", "description"):
        if key in spec:
            _str(spec[key], key)
    for i, text in enumerate(_list(spec.get("choices", []), "choices")):
        _str(text, f"choices[{i + 1}]")
    setup = _setup(spec)
    game = Game.new(setup)
    event = _build(spec, game)
    try:
        game.set_position(event, copy.deepcopy({k: v for k, v in spec.items() if k != "choices"}))
    except Exception as error:  # a position the rules cannot go on from
        raise ScenarioError(f"the rules cannot go on from this position: {error}") from None
    return game


def _who(text: str, game: Game) -> tuple[int | None, str]:
    """'Banshee: target Dozer' -> (Banshee's seat, 'target Dozer'); else (None, text)."""
    head, sep, rest = text.partition(": ")
    if sep:
        key = head.strip().lower()
        for seat, p in enumerate(game.state.players):
            if key in (p.character.lower(), p.character.lower().lstrip(":"), p.name.lower()):
                return seat, rest
    return None, text


def play_choices(game: Game, choices: list) -> Game:
    """Submit each choice (text form) as whoever decides at that point."""
    total = len(_list(choices, "choices"))
    for index, text in enumerate(choices, start=1):
        label = f"choice {index} of {total}"
        text = _str(text, label)
        decision = game.legal()
        if decision is None:
            raise ScenarioError(f"{label} {text!r}: the game is over, there is nothing left to "
                                f"decide", index=index, choice=text, game=game)
        who, option = _who(text, game)
        seat = decision.decider if who is None else who
        try:
            game.submit_text(seat, option)
        except IllegalChoice:
            legal = tuple(decision.texts())
            whose = "" if who is None or who == decision.decider else \
                f" (it is not {game.names[who]}'s decision)"
            raise ScenarioError(
                f"{label} {text!r} is not legal now{whose}: {decision.decider_name} decides; "
                f"legal options: {'; '.join(legal)}",
                index=index, choice=text, options=legal, game=game) from None
    return game


def play(spec: dict) -> Game:
    """The position, then its choices."""
    game = position(spec)
    return play_choices(game, spec.get("choices", []))


MAX_FILE_BYTES = 1_000_000  # a scenario is a few kilobytes: refuse anything far bigger


def load_scenario(path: str | os.PathLike[str]) -> dict:
    """Read a scenario file (TOML) into its spec; a bad file is a ScenarioError.

    At most ``MAX_FILE_BYTES`` are read: a bigger file (or a device that never ends)
    is refused, as is a file that is not UTF-8 text.
    """
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except IsADirectoryError:
        raise ScenarioError(f"{path}: is a directory, not a scenario file") from None
    except OSError as error:
        raise ScenarioError(f"{path}: cannot read: {error.strerror or error}") from None
    if len(data) > MAX_FILE_BYTES:
        raise ScenarioError(f"{path}: too big for a scenario file (more than "
                            f"{MAX_FILE_BYTES // 1_000_000} MB; a scenario is a few kilobytes)")
    if b"\0" in data:
        raise ScenarioError(f"{path}: not a text file (it holds binary data)")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        raise ScenarioError(f"{path}: not a text file (not UTF-8: byte 0x{data[error.start]:02x} "
                            f"at offset {error.start})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ScenarioError(f"{path}: not a valid TOML file: {error}") from None
    except RecursionError:
        raise ScenarioError(f"{path}: not a scenario: lists or tables nested hundreds deep") from None
    except ValueError as error:  # a whole number too long for Python to read
        problem = "a number with too many digits" if "digits" in str(error) else str(error)
        raise ScenarioError(f"{path}: not a valid TOML file: {problem}") from None


def play_file(path: str | os.PathLike[str], choices: bool = True) -> Game:
    """Load a scenario file and play it (``choices=False``: its position only);
    errors name the file."""
    spec = load_scenario(path)
    try:
        return play(spec) if choices else position(spec)
    except ScenarioError as error:
        error.args = (f"{path}: {error}",)
        raise
