"""Reading a scenario's spec (docs/scenarios.md): its keys, its values' types and
ranges, characters, seats, squares, ammo tiles and the cards taken from the seeded
decks, each refusal a :class:`ScenarioError` naming the key; and the setup it asks for."""

from __future__ import annotations

from typing import Any

from .board import parse_square, square_name
from .cards import AMMO, AMMO_TILES, CHARACTER_BY_NAME
from .engine import Game, Setup, SetupError, with_neutral
from .maps import MapError
from .modes import DEFAULT_MODE, MODES, skulls_for
from .names import clean_name


class ScenarioError(ValueError):
    """A scenario that cannot be set up, or a choice in it that is not legal.

    ``index`` (1-based) and ``choice`` name the refused choice, ``options`` the
    texts that were legal then, and ``game`` is the game just before it,
    untouched.
    """

    def __init__(self, message: str, *, index: int | None = None, choice: str | None = None,
                 options: tuple[str, ...] = (), game: Game | None = None):
        super().__init__(message)
        self.index = index
        self.choice = choice
        self.options = options
        self.game = game


TOP_KEYS = {
    "arena", "skulls", "sudden_death", "seed", "turn", "current", "actions_left", "frenzy",
    "final_turns_left", "killshot_track", "players", "spawnpoints", "ammo_tiles", "decks",
    "choices", "title", "description", "mode", "bot",
}
# the rulebook's bot (a figure with a board and no seat): docs/scenarios.md, "The bot"
BOT_KEYS = {
    "character", "square", "damage", "marks", "deaths", "skulls", "frenzy_board", "points",
    "action_taken",
}
PLAYER_KEYS = {
    "character", "name", "square", "damage", "marks", "deaths", "skulls", "frenzy_board",
    "ammo", "weapons", "powerups", "points",
}
DECK_KEYS = {"weapons_top", "powerups_top", "ammo_top", "powerup_discard", "ammo_discard"}
EMPTY = ("", "none", "empty")


def _fail(where: str, problem: str) -> ScenarioError:
    return ScenarioError(f"{where}: {problem}" if where else problem)


def _keys(table: Any, allowed: set[str], where: str) -> dict:
    _table(table, where)
    unknown = sorted(set(table) - allowed)
    if unknown:
        hint = ""
        if where.startswith("players[") and set(unknown) & TOP_KEYS:
            hint = (" (in TOML, top-level keys such as choices must come before the first "
                    "[[players]] table)")
        raise _fail(where, f"unknown key {unknown[0]!r}; expected one of "
                           f"{', '.join(sorted(allowed))}{hint}")
    return table


def _expect(value: Any, kind: type, words: str, where: str) -> Any:
    """``value`` if it is of ``kind``, else a ScenarioError: "expected ``words``, got ..."."""
    if not isinstance(value, kind):
        raise _fail(where, f"expected {words}, got {_show(value)}")
    return value


def _table(value: Any, where: str) -> dict:
    return _expect(value, dict, "a table", where)


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(where, f"expected a whole number, got {_show(value)}")
    if not low <= value <= high:
        raise _fail(where, f"expected {low} to {high}, got {value}")
    return value


def _bool(value: Any, where: str) -> bool:
    return _expect(value, bool, "true or false", where)


def _str(value: Any, where: str) -> str:
    return _expect(value, str, "text", where)


def _list(value: Any, where: str) -> list:
    return _expect(value, list, "a list", where)


def _tile_key(text: str) -> tuple[tuple[int, ...], bool]:
    parts = [p.strip() for p in text.lower().replace(" ", "").split("+") if p.strip()]
    powerup = parts.count("powerup")
    cubes = [p for p in parts if p != "powerup"]
    if powerup > 1 or any(c not in AMMO for c in cubes):
        raise ValueError(text)
    return tuple(sorted(AMMO.index(c) for c in cubes)), bool(powerup)


TILE_KINDS = {(tuple(sorted(t.cubes)), t.powerup): t.text for t in AMMO_TILES}


def _tile(value: Any, where: str) -> tuple[tuple[int, ...], bool]:
    text = _str(value, where)
    try:
        key = _tile_key(text)
    except ValueError:
        key = None
    if key not in TILE_KINDS:
        kinds = ", ".join(sorted(set(TILE_KINDS.values())))
        raise _fail(where, f"not an ammo tile: {text!r} (the tiles are {kinds})")
    return key


class _Cards:
    """One kind of card: every copy in the box, in the seeded deck order (top last),
    handed out by type so that each copy ends up in exactly one place."""

    def __init__(self, order: tuple, kind_of, describe):
        self.pool = list(order)
        self.box = tuple(order)
        self.kind_of = kind_of
        self.describe = describe

    def take(self, kind, where: str):
        """A copy of ``kind``, the highest in the deck."""
        for i in range(len(self.pool) - 1, -1, -1):
            if self.kind_of(self.pool[i]) == kind:
                return self.pool.pop(i)
        total = sum(1 for c in self.box if self.kind_of(c) == kind)
        copies = "it is" if total == 1 else f"all {total} copies are"
        raise _fail(where, f"{self.describe(kind)}: {copies} placed already")

    def deal(self):
        """The top card, or None when the deck is empty."""
        return self.pool.pop() if self.pool else None


def _seats(spec_players: list, where: str = "players") -> list[dict]:
    return [_keys(p, PLAYER_KEYS, f"{where}[{i + 1}]") for i, p in enumerate(spec_players)]


def _setup(spec: dict) -> Setup:
    players = _list(spec.get("players"), "players") if "players" in spec else None
    if players is None:
        raise _fail("", "a scenario needs players = [...] ([[players]] tables in TOML)")
    tables = _seats(players)
    pairs = []
    for i, p in enumerate(tables):
        where = f"players[{i + 1}]"
        if "character" not in p:
            raise _fail(where, "character is missing")
        char = _character_name(_str(p["character"], f"{where}.character"), f"{where}.character")
        name = clean_name(_str(p.get("name", char), f"{where}.name"))
        if not name:  # the command line and the window show a name: never an empty one
            raise _fail(f"{where}.name", "an empty name: give a name that can be shown, or leave "
                                         "the key out to use the character's")
        pairs.append((name, char))
    mode = _mode(spec)
    try:
        setup = Setup(
            arena=_str(spec.get("arena", "C"), "arena"),
            players=tuple(pairs),
            skulls=_int(spec.get("skulls", skulls_for(mode, None, 8)), "skulls", 5, 8),
            sudden_death=_bool(spec.get("sudden_death", False), "sudden_death"),
            seed=_int(spec.get("seed", 0), "seed", -(2**63), 2**63 - 1),
            mode=mode,
        ).validate()
        if "bot" in spec:
            bot = _keys(spec["bot"], BOT_KEYS, "bot")
            char = _character_name(_str(bot["character"], "bot.character"), "bot.character") \
                if "character" in bot else ""
            setup = with_neutral(setup, char)
        return setup
    except (SetupError, MapError) as error:
        raise ScenarioError(str(error)) from None


def _mode(spec: dict) -> str:
    """The scenario's mode (``mode = "domination"``; Deathmatch by default)."""
    mode = _str(spec.get("mode", DEFAULT_MODE), "mode").strip().lower()
    if mode not in MODES:
        raise _fail("mode", f"unknown mode {mode!r}: choose one of {', '.join(MODES)}")
    return mode


def _character_name(text: str, where: str) -> str:
    key = text.strip().lower()
    if key not in CHARACTER_BY_NAME and ":" + key in CHARACTER_BY_NAME:
        key = ":" + key  # 'D-struct-OR' for ':D-struct-OR'
    if key not in CHARACTER_BY_NAME:
        known = ", ".join(c.name for c in CHARACTER_BY_NAME.values())
        raise _fail(where, f"unknown character {text!r}: choose among {known}")
    return CHARACTER_BY_NAME[key].name


def _seat_of(text: Any, seats: list[tuple[str, str]], where: str) -> int:
    """A player named by character (or by player name)."""
    text = _str(text, where)
    key = text.strip().lower()
    for i, (name, char) in enumerate(seats):
        if key in (char.lower(), char.lower().lstrip(":"), name.lower()):
            return i
    raise _fail(where, f"{text!r} is not one of the players "
                       f"({', '.join(c for _, c in seats)})")


def _square(value: Any, game: Game, where: str) -> int:
    text = _str(value, where)
    try:
        square = parse_square(text)
    except ValueError as error:
        raise _fail(where, str(error)) from None
    if square not in game.state.board.rooms:
        raise _fail(where, f"{square_name(square)} is not a square of arena {game.state.arena}")
    return square


class _Reader:
    """What a mode needs to read its own keys of a scenario (``Mode.scenario_position``):
    the checks of this module, with the same messages."""

    empty = EMPTY  # the words for an empty place ("empty", "none", "")

    def __init__(self, seats, turn: int, game: Game, tiles: "_Cards"):
        self.seats = seats
        self.turn = turn  # the turn the position stands at
        self.first_round = game.state.seats  # turns 1..this are each seat's own first turn
        self.board = game.state.board
        self.fail = _fail
        self.list = _list
        self.int = _int
        self.str = _str
        self.table = _table
        self._game = game
        self._tiles = tiles

    def seat(self, text, where: str) -> int:
        return _seat_of(text, self.seats, where)

    def square(self, text, where: str) -> int:
        return _square(text, self._game, where)

    def tile(self, value, where: str) -> int:
        """An ammo tile by its text ('RBB', 'RB+powerup'), taken out of the stacks."""
        return self._tiles.take(_tile(value, where), where)
