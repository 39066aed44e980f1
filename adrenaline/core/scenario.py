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
"""

from __future__ import annotations

import copy
import os
import tomllib
from typing import Any

import attrs

from .board import parse_square, square_name
from .cards import AMMO, AMMO_TILES, CHARACTER_BY_NAME, MAX_CUBES, MAX_POWERUPS, MAX_WEAPONS, POWERUPS, parse_powerup
from .engine import Game, IllegalChoice, Setup, SetupError, with_neutral
from .modes import DEFAULT_MODE, MODES, skulls_for
from .events import EVENT_TYPES, DecksShuffled, Event, EventMismatch
from .invariants import LimitBroken, check_conservation, check_limits
from .maps import MapError
from .names import clean_name
from .state import GameState, Stage
from .numbers import KILLSHOT_DAMAGE, MAX_DAMAGE, MAX_MARKS, SPAWNPOINT_WEAPONS
from .weapons.catalogue import WEAPONS, parse_weapon


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


# -- the event ---------------------------------------------------------------------------
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
        g.killshot_track = [tuple(t) for t in self.killshot_track]
        g.killshots = list(self.killshots)
        g.frenzy = self.frenzy
        g.final_turns_left = self.final_turns_left
        g.frenzy_double = tuple(self.frenzy_double)
        g.weapon_deck = list(self.weapon_deck)
        g.powerup_deck = list(self.powerup_deck)
        g.powerup_discard = list(self.powerup_discard)
        g.ammo_deck = list(self.ammo_deck)
        g.ammo_discard = list(self.ammo_discard)
        g.ammo_on = list(self.ammo_on)
        g.slots = {colour: list(slot) for colour, slot in self.slots}
        g.stage = self.stage
        g.neutral_done = self.neutral_done
        g.mode_state = mode_state


EVENT_TYPES["PositionSet"] = PositionSet


# -- reading a spec ----------------------------------------------------------------------
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


def _table(value: Any, where: str) -> dict:
    if not isinstance(value, dict):
        raise _fail(where, f"expected a table, got {_show(value)}")
    return value


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
    if not isinstance(value, bool):
        raise _fail(where, f"expected true or false, got {_show(value)}")
    return value


def _str(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise _fail(where, f"expected text, got {_show(value)}")
    return value


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise _fail(where, f"expected a list, got {_show(value)}")
    return value


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


def _build(spec: dict, game: Game) -> PositionSet:
    """The position ``spec`` describes, on top of the freshly set-up ``game``."""
    g = game.state
    board = g.board
    n = len(g.players)  # the figures: the seats, then the bot's if there is one
    ns = g.seats
    seats = [(p.name, p.character) for p in g.players]
    tables = _seats(spec["players"])
    shuffled = next(e for e in game.log[0].events if isinstance(e, DecksShuffled))

    weapons = _Cards(shuffled.weapons, lambda w: w, lambda w: f"the {w}")
    powerups = _Cards(shuffled.powerups, lambda c: POWERUPS[c], lambda p: f"powerup {p.text}")
    tiles = _Cards(shuffled.ammo,
                   lambda t: (tuple(sorted(AMMO_TILES[t].cubes)), AMMO_TILES[t].powerup),
                   lambda k: f"ammo tile {TILE_KINDS[k]}")

    def weapon(value: Any, where: str) -> str:
        try:
            return parse_weapon(_str(value, where))
        except ValueError:
            known = ", ".join(w.name for w in WEAPONS)
            raise _fail(where, f"unknown weapon {value!r}: the weapons are {known}") from None

    def powerup_kind(value: Any, where: str):
        try:
            return parse_powerup(_str(value, where))
        except ValueError as error:
            raise _fail(where, str(error)) from None

    # -- the track, frenzy and whose turn it is --
    track = []
    for i, tokens in enumerate(_list(spec.get("killshot_track", []), "killshot_track")):
        where = f"killshot_track[{i + 1}]"
        tokens = _list(tokens, where)
        if not 1 <= len(tokens) <= 2:
            raise _fail(where, "a killshot is 1 token, or 2 with the overkill")
        track.append(tuple(_seat_of(t, seats, where) for t in tokens))
    turn = _int(spec.get("turn", 1), "turn", 1, 10**6)
    reader = _Reader(seats, turn, game, tiles)
    mode_data, mode_taken = game.mode.scenario_position(spec, reader)
    if mode_taken is not None:
        if track:
            raise _fail("killshot_track", f"a game of {game.mode.name} has no killshot track")
        taken = min(g.skulls, mode_taken)
    else:
        taken = min(g.skulls, len(track))
    skulls_left = g.skulls - taken
    frenzy = _bool(spec.get("frenzy", False), "frenzy")
    if frenzy and g.sudden_death:
        raise _fail("frenzy", "a sudden-death game has no final frenzy")
    if frenzy and skulls_left:
        if not game.mode.frenzy_without_skulls(g, mode_data):
            raise _fail("frenzy", f"final frenzy starts when the last skull is taken: the killshot "
                                  f"track needs at least {g.skulls} kills, it has {len(track)}")
    if not frenzy and not skulls_left:
        raise _fail("killshot_track", "every skull is taken: the game is over (sudden death) or "
                                      "in final frenzy (set frenzy = true)")
    if "final_turns_left" in spec and not frenzy:
        raise _fail("final_turns_left", "only in final frenzy (frenzy = true)")
    current = _seat_of(spec["current"], seats, "current") if "current" in spec else 0
    if current >= ns:
        raise _fail("current", "the bot takes no turn: name a player")
    final_turns_left = _int(spec.get("final_turns_left", ns - 1), "final_turns_left", 0, ns - 1) \
        if frenzy else 0
    frenzy_double: tuple[bool, ...] = ()
    if frenzy:
        # the frenzy began after the turn of the seat ``ns - final_turns_left`` turns back
        started_after = (current - (ns - final_turns_left)) % ns
        order = [(started_after + k) % ns for k in range(1, ns + 1)]
        before_first = order[: order.index(0)]
        frenzy_double = tuple(seat in before_first for seat in range(ns))
    most_actions = (2 if frenzy_double[current] else 1) if frenzy else 2
    actions_left = _int(spec.get("actions_left", most_actions), "actions_left", 0, most_actions)

    # -- players --
    squares, damage, marks, ammo, held, hands = [], [], [], [], [], []
    points, deaths, skulls, boards = [], [], [], []
    for seat, p in enumerate(tables):
        where = f"players[{seat + 1}] ({seats[seat][1]})"
        square = _square(p["square"], game, f"{where}.square") if "square" in p else None
        tokens = [_seat_of(t, seats, f"{where}.damage") for t in _list(p.get("damage", []),
                                                                       f"{where}.damage")]
        if len(tokens) > MAX_DAMAGE:
            raise _fail(f"{where}.damage", f"at most {MAX_DAMAGE} damage, got {len(tokens)}")
        if seat in tokens and not game.mode.own_damage:
            raise _fail(f"{where}.damage", "a player cannot damage themselves")
        if tokens and square is None:
            raise _fail(f"{where}.damage", "a player off the board has no damage")
        marks_row = [0] * n
        for giver, count in _table(p.get("marks", {}), f"{where}.marks").items():
            giver_seat = _seat_of(giver, seats, f"{where}.marks")
            if giver_seat == seat:
                raise _fail(f"{where}.marks", "a player cannot mark themselves")
            # docs/scenarios.md: "1 to 3 each" - a giver listed gives at least one mark
            marks_row[giver_seat] = _int(count, f"{where}.marks.{giver}", 1, MAX_MARKS)
        box = _keys(p.get("ammo", {}), set(AMMO), f"{where}.ammo")
        cubes = tuple(_int(box.get(c, 1), f"{where}.ammo.{c}", 0, MAX_CUBES) for c in AMMO)
        hand_weapons = []
        for i, w in enumerate(_list(p.get("weapons", []), f"{where}.weapons")):
            w_where = f"{where}.weapons[{i + 1}]"
            if isinstance(w, dict):
                _keys(w, {"name", "loaded"}, w_where)
                if "name" not in w:
                    raise _fail(w_where, "name is missing")
                name = weapon(w["name"], f"{w_where}.name")
                loaded = _bool(w.get("loaded", True), f"{w_where}.loaded")
            else:
                name, loaded = weapon(w, w_where), True
            hand_weapons.append((weapons.take(name, w_where), loaded))
        if len(hand_weapons) > MAX_WEAPONS:
            raise _fail(f"{where}.weapons", f"at most {MAX_WEAPONS} weapons, got {len(hand_weapons)}")
        kinds = [powerup_kind(c, f"{where}.powerups[{i + 1}]")
                 for i, c in enumerate(_list(p.get("powerups", []), f"{where}.powerups"))]
        if square is None and seat != current and kinds:
            raise _fail(f"{where}.powerups", "a player not on the board yet draws their 2 "
                                             "powerups when their turn comes: give them none")
        limit = MAX_POWERUPS + 1 if square is None else MAX_POWERUPS
        if len(kinds) > limit:
            raise _fail(f"{where}.powerups", f"at most {MAX_POWERUPS} powerups ({MAX_POWERUPS + 1} only while "
                                             f"respawning), got {len(kinds)}")
        if square is None and seat == current and not kinds:
            raise _fail(f"{where}.powerups", "it is their turn and they are not on the board: "
                                             "give them the powerups to spawn with")
        hand = [powerups.take(k, f"{where}.powerups[{i + 1}]") for i, k in enumerate(kinds)]
        frenzy_board = _bool(p.get("frenzy_board", False), f"{where}.frenzy_board")
        board_skulls = _int(p.get("skulls", 0), f"{where}.skulls", 0, 8)
        if frenzy_board and board_skulls:
            raise _fail(f"{where}.skulls", "a board flipped to its frenzy side has no skulls")
        player_deaths = _int(p.get("deaths", board_skulls), f"{where}.deaths", 0, 100)
        if board_skulls > player_deaths:
            raise _fail(f"{where}.skulls", f"{board_skulls} skulls but only {player_deaths} deaths")
        if frenzy_board and not frenzy:
            raise _fail(f"{where}.frenzy_board", "boards flip only in final frenzy")
        squares.append(square)
        damage.append(tuple(tokens))
        marks.append(tuple(marks_row))
        ammo.append(cubes)
        held.append(tuple(hand_weapons))
        hands.append(tuple(hand))
        points.append(_int(p.get("points", 0), f"{where}.points", 0, 1000))
        deaths.append(player_deaths)
        skulls.append(board_skulls)
        boards.append(frenzy_board)
    neutral_done = False
    if g.neutral is not None:  # the bot's board, after the seats'
        bot = _keys(spec.get("bot", {}), BOT_KEYS, "bot")
        where = f"bot ({seats[g.neutral][1]})"
        square = _square(bot["square"], game, f"{where}.square") if "square" in bot else None
        if square is None and turn > 1:
            raise _fail(f"{where}.square", "the bot is on the board from the starting player's first "
                                           "turn on (it respawns at the end of the turn it died in)")
        tokens = [_seat_of(t, seats, f"{where}.damage") for t in _list(bot.get("damage", []),
                                                                       f"{where}.damage")]
        if len(tokens) > MAX_DAMAGE or g.neutral in tokens or (tokens and square is None):
            raise _fail(f"{where}.damage", f"at most {MAX_DAMAGE} damage, none of its own, on the board")
        marks_row = [0] * n
        for giver, count in _table(bot.get("marks", {}), f"{where}.marks").items():
            giver_seat = _seat_of(giver, seats, f"{where}.marks")
            if giver_seat == g.neutral:
                raise _fail(f"{where}.marks", "the bot cannot mark itself")
            marks_row[giver_seat] = _int(count, f"{where}.marks.{giver}", 1, MAX_MARKS)
        board_skulls = _int(bot.get("skulls", 0), f"{where}.skulls", 0, 8)
        frenzy_board = _bool(bot.get("frenzy_board", False), f"{where}.frenzy_board")
        if frenzy_board and not frenzy:
            raise _fail(f"{where}.frenzy_board", "boards flip only in final frenzy")
        squares.append(square)
        damage.append(tuple(tokens))
        marks.append(tuple(marks_row))
        ammo.append((0, 0, 0))
        held.append(())
        hands.append(())
        points.append(_int(bot.get("points", 0), f"{where}.points", 0, 1000))
        deaths.append(_int(bot.get("deaths", board_skulls), f"{where}.deaths", board_skulls, 100))
        skulls.append(board_skulls)
        boards.append(frenzy_board)
        neutral_done = _bool(bot.get("action_taken", False), f"{where}.action_taken")
        if neutral_done and turn == 1:
            raise _fail(f"{where}.action_taken", "the starting player's first turn has no bot action")
    elif "bot" in spec:
        raise _fail("bot", "no bot in this game")
    if sum(skulls) > taken:
        raise _fail("players", f"the boards hold {sum(skulls)} skulls but only {taken} were "
                               f"taken from the killshot track")

    # -- the spawnpoint slots, the ammo tiles, the decks --
    decks = _keys(spec.get("decks", {}), DECK_KEYS, "decks")
    spawns = _keys(spec.get("spawnpoints", {}), set(AMMO), "spawnpoints")
    slots: dict[str, list] = {}
    for colour in AMMO:
        listed = _list(spawns.get(colour, []), f"spawnpoints.{colour}")
        if len(listed) > 3:
            raise _fail(f"spawnpoints.{colour}", f"a spawnpoint has 3 slots, got {len(listed)}")
        slot: list = []
        for i, w in enumerate(listed):
            w_where = f"spawnpoints.{colour}[{i + 1}]"
            if isinstance(w, str) and w.strip().lower() in EMPTY:
                slot.append(None)
            else:
                slot.append(weapons.take(weapon(w, w_where), w_where))
        slots[colour] = slot
    tile_spec = _table(spec.get("ammo_tiles", {}), "ammo_tiles")
    if tile_spec and not game.mode.ammo_on_squares:
        raise _fail("ammo_tiles", f"a game of {game.mode.name} has no ammo tile on the arena")
    ammo_on: list = [None] * len(g.ammo_on)
    given: set[int] = set()
    for key, value in tile_spec.items():
        where = f"ammo_tiles.{key}"
        square = _square(key, game, where)
        if board.is_spawnpoint(square):
            raise _fail(where, "a spawnpoint has weapons, not an ammo tile")
        given.add(square)
        if not (isinstance(value, str) and value.strip().lower() in EMPTY):
            ammo_on[square] = tiles.take(_tile(value, where), where)
    weapons_top = [weapons.take(weapon(w, f"decks.weapons_top[{i + 1}]"),
                                f"decks.weapons_top[{i + 1}]")
                   for i, w in enumerate(_list(decks.get("weapons_top", []), "decks.weapons_top"))]
    powerups_top = [powerups.take(powerup_kind(c, f"decks.powerups_top[{i + 1}]"),
                                  f"decks.powerups_top[{i + 1}]")
                    for i, c in enumerate(_list(decks.get("powerups_top", []), "decks.powerups_top"))]
    powerup_discard = [powerups.take(powerup_kind(c, f"decks.powerup_discard[{i + 1}]"),
                                     f"decks.powerup_discard[{i + 1}]")
                       for i, c in enumerate(_list(decks.get("powerup_discard", []),
                                                   "decks.powerup_discard"))]
    ammo_top = [tiles.take(_tile(t, f"decks.ammo_top[{i + 1}]"), f"decks.ammo_top[{i + 1}]")
                for i, t in enumerate(_list(decks.get("ammo_top", []), "decks.ammo_top"))]
    ammo_discard = [tiles.take(_tile(t, f"decks.ammo_discard[{i + 1}]"),
                               f"decks.ammo_discard[{i + 1}]")
                    for i, t in enumerate(_list(decks.get("ammo_discard", []), "decks.ammo_discard"))]
    # what the scenario leaves open is dealt from the top, as the setup does
    for square in board.squares:
        if not board.is_spawnpoint(square) and square not in given and game.mode.ammo_on_squares:
            ammo_on[square] = tiles.deal()
    mode_data = game.mode.scenario_deal(mode_data, tiles.deal)
    for colour in AMMO:
        slots[colour] += [weapons.deal() for _ in range(SPAWNPOINT_WEAPONS - len(slots[colour]))]

    killshots = tuple(seat for seat in range(n) if len(damage[seat]) >= KILLSHOT_DAMAGE)
    stage = Stage("action" if squares[current] is not None else "spawn", current)
    if g.neutral is not None and squares[g.neutral] is None and squares[current] is None:
        stage = Stage("neutral_place", current, purpose="first")  # BOT-2, before the spawn
    return PositionSet(
        turn=turn, current=current, actions_left=actions_left, stage=stage,
        squares=tuple(squares), damage=tuple(damage), marks=tuple(marks), ammo=tuple(ammo),
        weapons=tuple(held), powerups=tuple(hands), points=tuple(points), deaths=tuple(deaths),
        skulls=tuple(skulls), frenzy_boards=tuple(boards),
        frenzy_actions=tuple(frenzy and seat < ns for seat in range(n)), skulls_left=skulls_left,
        killshot_track=tuple(track), killshots=killshots, frenzy=frenzy,
        final_turns_left=final_turns_left, frenzy_double=frenzy_double,
        weapon_deck=tuple(weapons.pool + weapons_top[::-1]),
        powerup_deck=tuple(powerups.pool + powerups_top[::-1]),
        powerup_discard=tuple(powerup_discard),
        ammo_deck=tuple(tiles.pool + ammo_top[::-1]), ammo_discard=tuple(ammo_discard),
        ammo_on=tuple(ammo_on), slots=tuple((c, tuple(slots[c])) for c in AMMO),
        **({"mode_state": mode_data} if mode_data is not None else {}),
        neutral_done=neutral_done,
    )


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
