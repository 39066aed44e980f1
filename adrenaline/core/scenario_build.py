"""A scenario's position built from its spec (:func:`build`): the killshot track, the
frenzy and whose turn it is, each player's board and hand, the bot's board, then the
spawnpoint slots, the ammo tiles and the decks, every card taken from where the seeded
setup put it (each card in exactly one place). What is left open is dealt from the top,
as the setup does."""

from __future__ import annotations

from typing import Any, NamedTuple

from .cards import AMMO, AMMO_TILES, MAX_CUBES, MAX_POWERUPS, MAX_WEAPONS, POWERUPS, parse_powerup
from .engine import Game
from .events import DecksShuffled
from .numbers import KILLSHOT_DAMAGE, MAX_DAMAGE, MAX_MARKS, SPAWNPOINT_WEAPONS
from .scenario_event import PositionSet
from .scenario_read import (
    BOT_KEYS, DECK_KEYS, EMPTY, TILE_KINDS, _bool, _Cards, _fail, _int, _keys, _list, _Reader,
    _seat_of, _seats, _square, _str, _table, _tile,
)
from .state import Stage
from .weapons.catalogue import WEAPONS, parse_weapon


def _weapon(value: Any, where: str) -> str:
    try:
        return parse_weapon(_str(value, where))
    except ValueError:
        known = ", ".join(w.name for w in WEAPONS)
        raise _fail(where, f"unknown weapon {value!r}: the weapons are {known}") from None


def _powerup_kind(value: Any, where: str):
    try:
        return parse_powerup(_str(value, where))
    except ValueError as error:
        raise _fail(where, str(error)) from None


class _Turn(NamedTuple):
    """The track, the frenzy and whose turn it is, as the spec sets them."""

    track: list
    turn: int
    mode_data: Any
    taken: int
    skulls_left: int
    frenzy: bool
    current: int
    final_turns_left: int
    frenzy_double: tuple[bool, ...]
    actions_left: int


class _Boards:
    """Each figure's board and hand, one row a figure (the seats, then the bot)."""

    def __init__(self) -> None:
        self.squares: list = []
        self.damage: list = []
        self.marks: list = []
        self.ammo: list = []
        self.held: list = []
        self.hands: list = []
        self.points: list = []
        self.deaths: list = []
        self.skulls: list = []
        self.boards: list = []

    def add(self, square, tokens, marks_row, cubes, held, hand, points, deaths, skulls, board) -> None:
        self.squares.append(square)
        self.damage.append(tuple(tokens))
        self.marks.append(tuple(marks_row))
        self.ammo.append(cubes)
        self.held.append(tuple(held))
        self.hands.append(tuple(hand))
        self.points.append(points)
        self.deaths.append(deaths)
        self.skulls.append(skulls)
        self.boards.append(board)


def _turn(spec: dict, game: Game, seats, tiles: _Cards) -> _Turn:
    """The track, the frenzy and whose turn it is."""
    g = game.state
    ns = g.seats
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
    return _Turn(track, turn, mode_data, taken, skulls_left, frenzy, current, final_turns_left,
                 frenzy_double, actions_left)


def _player(rows: _Boards, seat: int, p: dict, game: Game, seats, t: _Turn,
            weapons: _Cards, powerups: _Cards) -> None:
    """A player's board and hand (``players[seat + 1]``)."""
    n = len(game.state.players)
    where = f"players[{seat + 1}] ({seats[seat][1]})"
    square = _square(p["square"], game, f"{where}.square") if "square" in p else None
    tokens = [_seat_of(tok, seats, f"{where}.damage") for tok in _list(p.get("damage", []),
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
            name = _weapon(w["name"], f"{w_where}.name")
            loaded = _bool(w.get("loaded", True), f"{w_where}.loaded")
        else:
            name, loaded = _weapon(w, w_where), True
        hand_weapons.append((weapons.take(name, w_where), loaded))
    if len(hand_weapons) > MAX_WEAPONS:
        raise _fail(f"{where}.weapons", f"at most {MAX_WEAPONS} weapons, got {len(hand_weapons)}")
    kinds = [_powerup_kind(c, f"{where}.powerups[{i + 1}]")
             for i, c in enumerate(_list(p.get("powerups", []), f"{where}.powerups"))]
    if square is None and seat != t.current and kinds:
        raise _fail(f"{where}.powerups", "a player not on the board yet draws their 2 "
                                         "powerups when their turn comes: give them none")
    limit = MAX_POWERUPS + 1 if square is None else MAX_POWERUPS
    if len(kinds) > limit:
        raise _fail(f"{where}.powerups", f"at most {MAX_POWERUPS} powerups ({MAX_POWERUPS + 1} only while "
                                         f"respawning), got {len(kinds)}")
    if square is None and seat == t.current and not kinds:
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
    if frenzy_board and not t.frenzy:
        raise _fail(f"{where}.frenzy_board", "boards flip only in final frenzy")
    rows.add(square, tokens, marks_row, cubes, hand_weapons, hand,
             _int(p.get("points", 0), f"{where}.points", 0, 1000), player_deaths, board_skulls,
             frenzy_board)


def _bot(rows: _Boards, spec: dict, game: Game, seats, t: _Turn) -> bool:
    """The rulebook's bot's board (after the seats'); whether its action this turn is taken."""
    g = game.state
    n = len(g.players)
    bot = _keys(spec.get("bot", {}), BOT_KEYS, "bot")
    where = f"bot ({seats[g.neutral][1]})"
    square = _square(bot["square"], game, f"{where}.square") if "square" in bot else None
    if square is None and t.turn > 1:
        raise _fail(f"{where}.square", "the bot is on the board from the starting player's first "
                                       "turn on (it respawns at the end of the turn it died in)")
    tokens = [_seat_of(tok, seats, f"{where}.damage") for tok in _list(bot.get("damage", []),
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
    if frenzy_board and not t.frenzy:
        raise _fail(f"{where}.frenzy_board", "boards flip only in final frenzy")
    points = _int(bot.get("points", 0), f"{where}.points", 0, 1000)
    deaths = _int(bot.get("deaths", board_skulls), f"{where}.deaths", board_skulls, 100)
    rows.add(square, tokens, marks_row, (0, 0, 0), (), (), points, deaths, board_skulls, frenzy_board)
    neutral_done = _bool(bot.get("action_taken", False), f"{where}.action_taken")
    if neutral_done and t.turn == 1:
        raise _fail(f"{where}.action_taken", "the starting player's first turn has no bot action")
    return neutral_done


def _slots(spec: dict, weapons: _Cards) -> dict[str, list]:
    """The weapons the spec puts in the spawnpoints' slots (None: an empty slot)."""
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
                slot.append(weapons.take(_weapon(w, w_where), w_where))
        slots[colour] = slot
    return slots


def _ammo_on(spec: dict, game: Game, tiles: _Cards) -> tuple[list, set[int]]:
    """The ammo tiles the spec puts on squares, and the squares it names."""
    board = game.state.board
    tile_spec = _table(spec.get("ammo_tiles", {}), "ammo_tiles")
    if tile_spec and not game.mode.ammo_on_squares:
        raise _fail("ammo_tiles", f"a game of {game.mode.name} has no ammo tile on the arena")
    ammo_on: list = [None] * len(game.state.ammo_on)
    given: set[int] = set()
    for key, value in tile_spec.items():
        where = f"ammo_tiles.{key}"
        square = _square(key, game, where)
        if board.is_spawnpoint(square):
            raise _fail(where, "a spawnpoint has weapons, not an ammo tile")
        given.add(square)
        if not (isinstance(value, str) and value.strip().lower() in EMPTY):
            ammo_on[square] = tiles.take(_tile(value, where), where)
    return ammo_on, given


def build(spec: dict, game: Game) -> PositionSet:
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

    t = _turn(spec, game, seats, tiles)
    rows = _Boards()
    for seat, p in enumerate(tables):
        _player(rows, seat, p, game, seats, t, weapons, powerups)
    neutral_done = False
    if g.neutral is not None:
        neutral_done = _bot(rows, spec, game, seats, t)
    elif "bot" in spec:
        raise _fail("bot", "no bot in this game")
    if sum(rows.skulls) > t.taken:
        raise _fail("players", f"the boards hold {sum(rows.skulls)} skulls but only {t.taken} were "
                               f"taken from the killshot track")

    # -- the spawnpoint slots, the ammo tiles, the decks --
    decks = _keys(spec.get("decks", {}), DECK_KEYS, "decks")
    slots = _slots(spec, weapons)
    ammo_on, given = _ammo_on(spec, game, tiles)
    weapons_top = [weapons.take(_weapon(w, f"decks.weapons_top[{i + 1}]"),
                                f"decks.weapons_top[{i + 1}]")
                   for i, w in enumerate(_list(decks.get("weapons_top", []), "decks.weapons_top"))]
    powerups_top = [powerups.take(_powerup_kind(c, f"decks.powerups_top[{i + 1}]"),
                                  f"decks.powerups_top[{i + 1}]")
                    for i, c in enumerate(_list(decks.get("powerups_top", []), "decks.powerups_top"))]
    powerup_discard = [powerups.take(_powerup_kind(c, f"decks.powerup_discard[{i + 1}]"),
                                     f"decks.powerup_discard[{i + 1}]")
                       for i, c in enumerate(_list(decks.get("powerup_discard", []),
                                                   "decks.powerup_discard"))]
    ammo_top = [tiles.take(_tile(tile, f"decks.ammo_top[{i + 1}]"), f"decks.ammo_top[{i + 1}]")
                for i, tile in enumerate(_list(decks.get("ammo_top", []), "decks.ammo_top"))]
    ammo_discard = [tiles.take(_tile(tile, f"decks.ammo_discard[{i + 1}]"),
                               f"decks.ammo_discard[{i + 1}]")
                    for i, tile in enumerate(_list(decks.get("ammo_discard", []), "decks.ammo_discard"))]
    # what the scenario leaves open is dealt from the top, as the setup does
    for square in board.squares:
        if not board.is_spawnpoint(square) and square not in given and game.mode.ammo_on_squares:
            ammo_on[square] = tiles.deal()
    mode_data = game.mode.scenario_deal(t.mode_data, tiles.deal)
    for colour in AMMO:
        slots[colour] += [weapons.deal() for _ in range(SPAWNPOINT_WEAPONS - len(slots[colour]))]

    squares, current, frenzy = rows.squares, t.current, t.frenzy
    killshots = tuple(seat for seat in range(n) if len(rows.damage[seat]) >= KILLSHOT_DAMAGE)
    stage = Stage("action" if squares[current] is not None else "spawn", current)
    if g.neutral is not None and squares[g.neutral] is None and squares[current] is None:
        stage = Stage("neutral_place", current, purpose="first")  # BOT-2, before the spawn
    return PositionSet(
        turn=t.turn, current=current, actions_left=t.actions_left, stage=stage,
        squares=tuple(squares), damage=tuple(rows.damage), marks=tuple(rows.marks),
        ammo=tuple(rows.ammo), weapons=tuple(rows.held), powerups=tuple(rows.hands),
        points=tuple(rows.points), deaths=tuple(rows.deaths),
        skulls=tuple(rows.skulls), frenzy_boards=tuple(rows.boards),
        frenzy_actions=tuple(frenzy and seat < ns for seat in range(n)), skulls_left=t.skulls_left,
        killshot_track=tuple(t.track), killshots=killshots, frenzy=frenzy,
        final_turns_left=t.final_turns_left, frenzy_double=t.frenzy_double,
        weapon_deck=tuple(weapons.pool + weapons_top[::-1]),
        powerup_deck=tuple(powerups.pool + powerups_top[::-1]),
        powerup_discard=tuple(powerup_discard),
        ammo_deck=tuple(tiles.pool + ammo_top[::-1]), ammo_discard=tuple(ammo_discard),
        ammo_on=tuple(ammo_on), slots=tuple((c, tuple(slots[c])) for c in AMMO),
        **({"mode_state": mode_data} if mode_data is not None else {}),
        neutral_done=neutral_done,
    )
