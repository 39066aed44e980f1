"""Turret mode: every square without a spawnpoint has a turret, and the ammo tiles lie
on the turret board.

Rulebook, TURRET MODE (the reference's TUR-n rules, /work/shared/reference/modes.md):
- SETUP: the turret board covers the killshot track: "5 ammo spaces" with 1 tile face
  up on each, a skull box of 8 skulls; no ammo tile on the arena (TUR-1); final frenzy
  is always played (Q-21).
- "Squares that offer ammo now have turrets as well" (TUR-2): every square without a
  spawnpoint, all unowned at the start.
- GRAB AMMO: on a turret square, take any one tile of the turret board; "You may not
  grab ammo twice from the same square in one turn"; taken tiles are replaced at the
  end of the turn (TUR-3).
- COMMANDEERING: give up 1 cube or the powerup of that tile (even one you could not
  have taken, Q-10) and put your damage token on the square's turret; the token that
  was there becomes a mark from its owner on your board, or goes back to its owner if
  you hold 3 of theirs (TUR-4, Q-12). Your own turret is not offered. Turrets stay
  with their owner until commandeered (TUR-5).
- Entering a square whose turret someone else owns: the owner deals you 1 damage, on
  every square entered, whoever moves you; a Teleporter only where it lands (TUR-6,
  Q-11). It converts no mark, no Targeting Scope raises it, no Tagback Grenade answers
  it (TUR-8); it can kill the acting player on their own turn (TUR-9) and counts for
  their double kill (TUR-10).
- SKULLS: killshot and overkill tokens are not tracked; each death takes a skull out of
  the skull box; frenzy starts with the last one (TUR-11, TUR-12).
- FINAL SCORING: after the boards, the most turrets pay 8, 6, 4, 2, 1, ties to the
  player whose final turn came earlier; no turret, no points (TUR-13, Q-13).
"""

from __future__ import annotations

import functools
from typing import Any, cast

import attrs

from ..board import square_name
from ..cards import AMMO, AMMO_TILES, MAX_CUBES, MAX_POWERUPS, POWERUPS
from ..choices import GrabTile
from ..events import EVENT_TYPES, DecksShuffled, Event, EventMismatch, GameEnded, Kill
from ..numbers import (
    KILLSHOT_DAMAGE, OVERKILL_DAMAGE, REVENGE_MARKS, TURRET_DAMAGE, TURRET_SKULLS, TURRET_TILES,
    TURRET_VALUES,
)
from ..prompts import Prompt
from ..rules.damage import deal_damage, give_marks
from ..rules.decks import draw_powerup, next_tile, refill_weapons, shuffled
from ..rules.flow import action_done, set_stage, stage_rules
from ..rules.scoring import score_board
from ..state import GameState, ModeState
from ..weapons.catalogue import WEAPONS
from .base import SetupLike, Table
from .deathmatch import Deathmatch

NOBODY = -1  # an unowned turret (or a square without one)
SQUARES = 12
GIVE_UP_POWERUP = "powerup"


class Turrets(ModeState):
    """Turret mode's own state: each square's turret owner (a seat, or ``NOBODY``), the
    tiles on the turret board's spaces (None: taken this turn), the squares grabbed
    from on turn ``turn``, and the skulls taken out of the skull box."""

    __slots__ = ("owners", "tiles", "grabbed", "turn", "skulls_out")

    def __init__(self, owners: tuple = (NOBODY,) * SQUARES, tiles: tuple = (None,) * TURRET_TILES,
                 grabbed: tuple = (), turn: int = 0, skulls_out: int = 0):
        self.owners: tuple[int, ...] = tuple(owners)
        self.tiles: tuple[int | None, ...] = tuple(tiles)
        self.grabbed: tuple[int, ...] = tuple(grabbed)
        self.turn = turn
        self.skulls_out = skulls_out

    def copy(self) -> "Turrets":
        return Turrets(self.owners, self.tiles, self.grabbed, self.turn, self.skulls_out)

    def skulls_taken(self, g: GameState) -> int:
        """Skulls out of the skull box (the killshot track stays covered)."""
        return self.skulls_out

    def face_up_tiles(self) -> tuple[int, ...]:
        """The ammo tiles face up off the arena (on the turret board)."""
        return tuple(t for t in self.tiles if t is not None)

    def grabbed_on(self, turn: int) -> tuple[int, ...]:
        return self.grabbed if self.turn == turn else ()

    def count(self, seat: int) -> int:
        return sum(1 for s in self.owners if s == seat)

    def limits(self, g: GameState) -> list[str]:
        """What this state breaks of Turret mode's limits: one owner per turret, a seat's
        token only on a turret square, 5 spaces on the turret board."""
        squares = turret_squares(g.board)
        out = []
        if len(self.owners) != SQUARES or any(
                s != NOBODY and not (0 <= s < g.seats and q in squares)
                for q, s in enumerate(self.owners)):
            out.append("a turret token where no turret is, or of no seat")
        if len(self.tiles) != TURRET_TILES:
            out.append(f"the turret board has {TURRET_TILES} spaces")
        return out

    def at_position(self, data: tuple) -> "Turrets":
        """The state a scenario's position sets: ``(owners, tiles, grabbed, turn, skulls_out)``."""
        owners, tiles, grabbed, turn, skulls_out = data
        return Turrets(owners, tiles, grabbed, turn, skulls_out)


def turrets_of(g: GameState) -> Turrets:
    """The game's Turrets (``GameState.mode_state`` in a game of this mode), typed."""
    return cast(Turrets, g.mode_state)


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise EventMismatch(message)


@functools.cache
def turret_squares(board) -> tuple[int, ...]:
    """Every square without a spawnpoint (TUR-2), in square order."""
    return tuple(q for q in board.squares if q not in board.spawn_colour_of)


@functools.cache
def _grab_marks(board, grabbed: tuple[int, ...]) -> tuple[bool | None, ...]:
    """Per square: True where Grab can take a tile, the squares grabbed from left out."""
    return tuple(True if q in turret_squares(board) and q not in grabbed else None
                 for q in range(SQUARES))


def hot_squares(owners: tuple[int, ...], figure: int, path: tuple[int, ...]) -> tuple[int, ...]:
    """The squares of ``path`` (its start first) where a turret hits ``figure``, in the
    order entered: "each time a figure enters a square whose turret someone else owns"
    (TUR-6), given each square's turret owner. A jump's path is (start, landing)."""
    hostile = hostile_turrets(tuple(owners), figure)
    return tuple(q for q in path[1:] if hostile >> q & 1)


@functools.lru_cache(maxsize=1024)
def hostile_turrets(owners: tuple[int, ...], figure: int) -> int:
    """The squares whose turret someone other than ``figure`` owns, as a bitmask (bit q:
    square q): entering one deals ``figure`` 1 damage (TUR-6). Remembered per owners
    and figure (values: a turret changing hands makes another ``owners``)."""
    return sum(1 << q for q, s in enumerate(owners) if s != NOBODY and s != figure)


# -- events --------------------------------------------------------------------------------
@attrs.frozen
class TurretTileDealt(Event):
    """A tile from the top of the ammo stacks onto an empty space of the turret board."""

    space: int  # 0 to 4, top to bottom
    tile: int

    def apply(self, g: GameState) -> None:
        state = turrets_of(g)
        _check(bool(g.ammo_deck) and g.ammo_deck[-1] == self.tile, "ammo tile not on top")
        _check(state.tiles[self.space] is None, "that space of the turret board holds a tile")
        g.ammo_deck.pop()
        tiles = list(state.tiles)
        tiles[self.space] = self.tile
        state.tiles = tuple(tiles)


@attrs.frozen
class TurretTileGrabbed(Event):
    """Grab on a turret square: the tile of ``space`` taken (then discarded), ``cubes``
    into the ammo box; the square is grabbed from for the rest of the turn."""

    player: int
    square: int
    space: int
    tile: int
    cubes: tuple[int, int, int]

    def apply(self, g: GameState) -> None:
        state = turrets_of(g)
        _check(state.tiles[self.space] == self.tile, "no such tile on the turret board")
        grabbed = state.grabbed_on(g.turn)
        _check(self.square not in grabbed, "ammo grabbed twice from one square in a turn")
        tiles = list(state.tiles)
        tiles[self.space] = None
        state.tiles = tuple(tiles)
        state.grabbed = grabbed + (self.square,)
        state.turn = g.turn
        g.ammo_discard.append(self.tile)
        ammo = g.players[self.player].ammo
        for c in range(3):
            ammo[c] = min(MAX_CUBES, ammo[c] + self.cubes[c])


@attrs.frozen
class TurretCommandeered(Event):
    """'Put your damage token on the turret', giving up ``given_up`` of the tile (a cube's
    colour or "powerup"); ``previous``: the seat whose token was there (``NOBODY``)."""

    player: int
    square: int
    given_up: str
    previous: int

    def apply(self, g: GameState) -> None:
        state = turrets_of(g)
        _check(state.owners[self.square] == self.previous, "not the turret's owner")
        _check(self.previous != self.player, "a turret commandeered by its owner")
        owners = list(state.owners)
        owners[self.square] = self.player
        state.owners = tuple(owners)


@attrs.frozen
class SkullTaken(Event):
    """'Killshot tokens are not placed anywhere': a skull leaves the skull box for the
    dead board (``killer`` dealt the killshot)."""

    victim: int
    killer: int
    overkill: bool

    def kill(self) -> Kill:
        return Kill(self.victim, self.killer, self.killer if self.overkill else None)

    def apply(self, g: GameState) -> None:
        if g.skulls_left > 0:
            g.skulls_left -= 1
            turrets_of(g).skulls_out += 1


@attrs.frozen
class TurretsScored(Event):
    """Final scoring of the turrets: ``shares`` are (seat, points), most turrets first."""

    pays_shares = True
    shares: tuple[tuple[int, int], ...]

    def apply(self, g: GameState) -> None:
        for seat, points in self.shares:
            g.players[seat].points += points


for _cls in (TurretTileDealt, TurretTileGrabbed, TurretCommandeered, SkullTaken, TurretsScored):
    EVENT_TYPES[_cls.__name__] = _cls


# -- rules -----------------------------------------------------------------------------------
def turret_rewards(owners: tuple[int, ...], seats: int, last: int) -> tuple[tuple[int, int], ...]:
    """(seat, points) for the turrets: 8, 6, 4, 2, 1 by the number owned, ties to the
    player whose final turn came earlier (final turns run from the seat after ``last``,
    whose turn was the last one); a player with no turret gets nothing."""
    count = {s: sum(1 for o in owners if o == s) for s in range(seats)}
    order = sorted((s for s in count if count[s]),
                   key=lambda s: (-count[s], (s - last - 1) % seats))
    return tuple((s, TURRET_VALUES[rank]) for rank, s in enumerate(order) if rank < len(TURRET_VALUES))


def tile_options(state: Turrets, seat: int, square: int) -> tuple[GrabTile, ...]:
    """Each tile on the turret board, taken whole or giving up one of its cubes (each
    colour once) or its powerup to commandeer the square's turret, unless it is yours."""
    commandeer = state.owners[square] != seat
    out: tuple[GrabTile, ...] = ()
    for space, tile in enumerate(state.tiles):
        if tile is not None:
            out += _space_options(space, tile, commandeer)
    return out


@functools.cache
def _space_options(space: int, tile: int, commandeer: bool) -> tuple[GrabTile, ...]:
    """The options of ``tile`` on ``space`` of the turret board (see :func:`tile_options`):
    made once per space, tile and whether the turret can be commandeered (frozen values)."""
    out = [GrabTile(space + 1)]
    if commandeer:
        t = AMMO_TILES[tile]
        out += [GrabTile(space + 1, AMMO[c]) for c in sorted(set(t.cubes))]
        if t.powerup:
            out.append(GrabTile(space + 1, GIVE_UP_POWERUP))
    return tuple(out)


class Turret(Deathmatch):
    name = "turret"
    fixed_skulls = TURRET_SKULLS
    routes_matter = True
    ammo_on_squares = False
    scenario_keys = ("turrets", "turret_tiles", "grabbed_this_turn", "skulls_taken")
    # "killshots and overkill do not go onto a killshot track": the turrets score instead
    points_sources = ("board", "first blood", "turrets", "double kill")

    @classmethod
    def problem(cls, setup: SetupLike) -> tuple[str, str, dict] | None:
        return cls.fixed_board_problem(setup, "Turret mode")

    def new_state(self, setup: SetupLike) -> Turrets:
        return Turrets()

    def set_up(self, game: Table) -> None:
        """The decks shuffled, 1 tile on each space of the turret board, the weapons
        dealt; no tile on the arena (TUR-1)."""
        game.emit(DecksShuffled(
            weapons=tuple(shuffled(game, [w.name for w in WEAPONS])),
            powerups=tuple(shuffled(game, list(range(len(POWERUPS))))),
            ammo=tuple(shuffled(game, list(range(len(AMMO_TILES))))),
        ))
        self.refill(game)

    def refill(self, game: Table) -> None:
        """'Replace any stuff you took': the turret board back to 5 tiles, the weapons."""
        for space in range(TURRET_TILES):
            if turrets_of(game.state).tiles[space] is None:
                game.emit(TurretTileDealt(space, next_tile(game)))
        refill_weapons(game)

    def state_json(self, game: Table) -> dict[str, Any]:
        g = game.state
        state = turrets_of(g)
        colours = [p.colour for p in g.players]
        return {
            "turrets": {square_name(q): (None if state.owners[q] == NOBODY else colours[state.owners[q]])
                        for q in turret_squares(g.board)},
            "turret_tiles": [None if t is None else AMMO_TILES[t].text for t in state.tiles],
            "grabbed_this_turn": [square_name(q) for q in state.grabbed_on(g.turn)],
            "skulls_taken": state.skulls_out,
        }

    # -- a scenario's position --
    def scenario_position(self, spec, read):
        """``turrets`` (square -> owner), ``turret_tiles`` (the turret board's spaces top
        to bottom; "empty" for a tile taken this turn; the spaces not given are dealt),
        ``grabbed_this_turn`` (squares) and ``skulls_taken`` (out of the skull box)."""
        squares = turret_squares(read.board)
        owners = [NOBODY] * SQUARES
        for key, who in read.table(spec.get("turrets", {}), "turrets").items():
            where = f"turrets.{key}"
            q = read.square(key, where)
            if q not in squares:
                raise read.fail(where, "a spawnpoint has no turret")
            if not (isinstance(who, str) and who.strip().lower() in read.empty):
                owners[q] = read.seat(who, where)
        listed = read.list(spec.get("turret_tiles", []), "turret_tiles")
        if len(listed) > TURRET_TILES:
            raise read.fail("turret_tiles", f"the turret board has {TURRET_TILES} spaces, got {len(listed)}")
        tiles: list = []
        for i, value in enumerate(listed):
            where = f"turret_tiles[{i + 1}]"
            if isinstance(value, str) and value.strip().lower() in read.empty:
                tiles.append(None)
            else:
                tiles.append(read.tile(value, where))
        tiles += [NOBODY] * (TURRET_TILES - len(tiles))  # dealt from the top (scenario_deal)
        grabbed: list[int] = []
        for i, key in enumerate(read.list(spec.get("grabbed_this_turn", []), "grabbed_this_turn")):
            where = f"grabbed_this_turn[{i + 1}]"
            q = read.square(key, where)
            if q not in squares:
                raise read.fail(where, "a spawnpoint has no turret and no ammo to grab")
            if q in grabbed:
                raise read.fail(where, "you may not grab ammo twice from the same square in one turn")
            grabbed.append(q)
        if len(grabbed) > tiles.count(None):
            raise read.fail("grabbed_this_turn", "each grab this turn leaves a space of the turret "
                                                 "board empty (\"empty\" in turret_tiles)")
        taken = read.int(spec.get("skulls_taken", 0), "skulls_taken", 0, TURRET_SKULLS)
        return (tuple(owners), tuple(tiles), tuple(grabbed), read.turn, taken), taken

    def scenario_deal(self, data, deal):
        owners, tiles, grabbed, turn, taken = data
        return owners, tuple(deal() if t == NOBODY else t for t in tiles), grabbed, turn, taken

    # -- turret squares (TUR-3, TUR-4, TUR-6) --
    def ammo_on(self, game: Table):
        g = game.state
        state = turrets_of(g)
        if state.tiles.count(None) == TURRET_TILES:  # no tile face up: nothing to grab
            return _grab_marks(g.board, turret_squares(g.board))
        return _grab_marks(g.board, state.grabbed_on(g.turn))

    def tiles_at(self, game: Table, square: int) -> tuple[int, ...]:
        """Any tile of the turret board, on a turret square not grabbed from this turn."""
        return turrets_of(game.state).face_up_tiles() if self.ammo_on(game)[square] else ()

    def no_ammo_reason(self, game: Table, square: int) -> str:
        """'You may not grab ammo twice from the same square in one turn.'"""
        g = game.state
        return "grabbed_here_this_turn" if square in turrets_of(g).grabbed_on(g.turn) else "nothing_to_grab"

    def grab_ammo(self, game: Table, seat: int, square: int) -> None:
        set_stage(game, "turret_tile", seat, action="grab")

    def entered(self, game: Table, figure: int, square: int, by: int) -> None:
        """'The owner deals that figure 1 damage' - not a weapon's: no mark converts."""
        owner = turrets_of(game.state).owners[square]
        if owner != NOBODY and owner != figure:
            deal_damage(game, owner, figure, TURRET_DAMAGE, convert_marks=False, source="turret")

    def route_marks(self, game: Table, figure: int) -> int:
        """The squares whose turret hits ``figure`` (someone else's), as a bitmask: a
        route's key is those it enters."""
        return hostile_turrets(turrets_of(game.state).owners, figure)

    def route_key(self, game: Table, figure: int, path: tuple[int, ...]) -> tuple:
        """The squares of ``path`` after its start whose turret hits ``figure``, in the
        order walked (TUR-7: paths that differ in them are different choices): the
        squares :func:`hot_squares` finds, from the same bitmask."""
        hostile = self.route_marks(game, figure)
        return tuple(q for q in path[1:] if hostile >> q & 1)

    def route_cost(self, game: Table, figure: int, path: tuple[int, ...]) -> int:
        """The damage the other players' turrets deal ``figure`` along ``path`` (TUR-6:
        each square entered whose turret someone else owns)."""
        return TURRET_DAMAGE * len(self.route_key(game, figure, path))

    # -- skulls (TUR-11) --
    def killshot(self, game: Table, victim: int, damage: tuple[int, ...]) -> None:
        game.emit(SkullTaken(victim, damage[KILLSHOT_DAMAGE - 1], len(damage) == OVERKILL_DAMAGE))
        if len(damage) == OVERKILL_DAMAGE:
            give_marks(game, victim, damage[OVERKILL_DAMAGE - 1], REVENGE_MARKS, "revenge")

    # -- the end of the game (TUR-12, TUR-13) --
    def frenzy_triggered(self, game: Table, victims: tuple[int, ...]) -> bool:
        return game.state.skulls_left == 0

    def game_ends(self, game: Table, victims: tuple[int, ...]) -> bool:
        g = game.state
        return g.frenzy and g.final_turns_left == 0

    def final_scoring(self, game: Table) -> None:
        g = game.state
        for seat, p in enumerate(g.players):
            if p.damage:
                score_board(game, seat)
        shares = turret_rewards(turrets_of(g).owners, g.seats, g.current)
        if shares:
            game.emit(TurretsScored(shares))
        order = sorted(range(g.seats), key=lambda s: -g.players[s].points)  # the bot never wins
        groups: list[list[int]] = []
        for seat in order:
            if groups and g.players[groups[-1][0]].points == g.players[seat].points:
                groups[-1].append(seat)
            else:
                groups.append([seat])
        game.emit(GameEnded(tuple(tuple(grp) for grp in groups)))

    def points_source(self, event: Event) -> str:
        """The turrets' final scoring (``TurretsScored``) is the turrets' points."""
        return "turrets" if isinstance(event, TurretsScored) else super().points_source(event)


@stage_rules("turret_tile", Prompt("turret_tile"))
class TurretTileStage:
    """'Take any one of the face-up tiles', whole or commandeering the turret."""

    @staticmethod
    def options(game, stage):
        g = game.state
        return tile_options(turrets_of(g), stage.player, g.players[stage.player].square)

    @staticmethod
    def choose(game, stage, choice):
        g = game.state
        seat = stage.player
        p = g.players[seat]
        square = p.square
        state = turrets_of(g)
        tile = state.tiles[choice.space - 1]
        t = AMMO_TILES[tile]
        cubes = list(t.cubes)
        if choice.commandeer in AMMO:
            cubes.remove(AMMO.index(choice.commandeer))
        gained = [0, 0, 0]
        for c in cubes:
            if p.ammo[c] + gained[c] < MAX_CUBES:
                gained[c] += 1
        game.emit(TurretTileGrabbed(seat, square, choice.space - 1, tile, (gained[0], gained[1], gained[2])))
        if choice.commandeer:
            previous = state.owners[square]
            game.emit(TurretCommandeered(seat, square, choice.commandeer, previous))
            if previous != NOBODY:
                # the old token becomes a mark from its owner, or goes back past 3
                give_marks(game, previous, seat, 1, "turret")
        if t.powerup and choice.commandeer != GIVE_UP_POWERUP and len(p.powerups) < MAX_POWERUPS:
            draw_powerup(game, seat)
        action_done(game)
