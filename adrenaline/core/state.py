"""The game state: what is on the table, and where the turn is.

The state changes only by applying events (:mod:`.events`), so a game is the
fold of its events. It is a plain mutable structure for speed; a caller that
needs a snapshot takes :meth:`GameState.copy` (cheap: no board geometry copied).
"""

from __future__ import annotations

from typing import ClassVar, NamedTuple, Sequence, Self

from .board import Board
from .cards import MAX_CUBES
from .numbers import SPAWNPOINT_WEAPONS


class Stage(NamedTuple):
    """Where the turn stands and what the next decision needs.

    ``name`` says which rule asks the next question and ``player`` who answers it;
    the other fields hold what that rule needs to go on (unused ones stay empty).
    """

    name: str
    player: int
    action: str = ""  # run / grab / shoot, the action in progress
    moves: int = 0  # squares the action lets you move first
    weapon: str = ""  # the weapon being grabbed, fired or reloaded
    drop: str = ""  # the weapon dropped for it
    tokens: tuple = ()  # choices made so far while firing
    cost: tuple = (0, 0, 0)  # a cost being paid, cubes per colour
    any_cube: bool = False  # the cost is 1 cube of any colour (Targeting Scope)
    purpose: str = ""  # what the payment is for
    powerup: int = -1  # the powerup card in play
    target: int = -1  # a seat picked by a powerup
    queue: tuple = ()  # seats that answer next (Tagback Grenade, respawn)
    damaged: tuple = ()  # seats damaged by the shot in progress
    witnesses: tuple = ()  # of those, seats that could see the shooter when hit (Tagback)
    reload_first: bool = False  # frenzy: this shoot action lets you reload first


class ModeState:
    """A mode's own part of the game's state (``GameState.mode_state``, made by
    ``Mode.new_state`` and changed only by the mode's own events): what the shared
    rules, the invariants, the view and the scenario format ask of every mode.

    The standard game (Deathmatch) has nothing of its own: this class itself, which
    never changes. Domination's ``Tracks`` and Turret mode's ``Turrets`` say more."""

    __slots__ = ()
    # a board may hold damage in its own colour (Domination: the spawnpoint strikes back, DOM-10)
    own_damage: ClassVar[bool] = False

    def copy(self) -> Self:
        """A copy that the copy of the state owns (this one never changes)."""
        return self

    def at_position(self, data: tuple) -> Self:
        """The mode's state a scenario's position sets (``PositionSet.mode_state``)."""
        return self

    def face_up_tiles(self) -> tuple[int, ...]:
        """The ammo tiles face up off the arena (Turret mode's turret board)."""
        return ()

    def skulls_taken(self, g: GameState) -> int:
        """Skulls out of the skull box: one a killshot on the killshot track."""
        return len(g.killshot_track)

    def limits(self, g: GameState) -> Sequence[str]:
        """What ``g`` breaks of the mode's own limits, a sentence each."""
        return ()


class PlayerState:
    __slots__ = (
        "name", "character", "colour", "square", "damage", "marks", "ammo", "weapons",
        "powerups", "points", "deaths", "skulls", "frenzy_board", "frenzy_actions",
        "track_points",
    )

    def __init__(self, name: str, character: str, colour: str, seats: int):
        self.name = name
        self.character = character
        self.colour = colour
        self.square: int | None = None  # None: not on the board (before spawning, or dead)
        self.damage: list[int] = []  # shooter seats, in the order the tokens landed
        self.marks: list[int] = [0] * seats  # marks from each seat
        self.ammo: list[int] = [1, 1, 1]  # "Put 1 ammo cube of each color in your ammo box."
        self.weapons: list[tuple[str, bool]] = []  # (name, loaded)
        self.powerups: list[int] = []  # powerup card ids
        self.points = 0
        self.deaths = 0
        self.skulls = 0  # skulls on the board's point values
        self.frenzy_board = False  # flipped to the 2-1-1-1 side
        self.frenzy_actions = False  # action tile flipped
        self.track_points = 0  # points from the killshot track (the final tiebreaker)

    def copy(self) -> "PlayerState":
        p = PlayerState.__new__(PlayerState)
        for name in self.__slots__:
            setattr(p, name, getattr(self, name))
        p.damage = list(self.damage)
        p.marks = list(self.marks)
        p.ammo = list(self.ammo)
        p.weapons = list(self.weapons)
        p.powerups = list(self.powerups)
        return p

    def loaded(self) -> list[str]:
        return [w for w, is_loaded in self.weapons if is_loaded]

    def unloaded(self) -> list[str]:
        return [w for w, is_loaded in self.weapons if not is_loaded]

    def has_room_for(self, colour: int) -> bool:
        return self.ammo[colour] < MAX_CUBES


class GameState:
    __slots__ = (
        "board", "arena", "players", "skulls", "skulls_left", "sudden_death", "killshot_track",
        "weapon_deck", "powerup_deck", "powerup_discard", "ammo_deck", "ammo_discard", "ammo_on",
        "slots", "current", "turn", "actions_left", "frenzy", "final_turns_left",
        "frenzy_double", "stage", "killshots", "game_over", "ranking", "seed",
        "shuffles", "mode_state", "seats", "neutral_done",
    )

    def __init__(self, board: Board, arena: str, players: list[PlayerState], skulls: int,
                 sudden_death: bool, seed: int):
        self.board = board
        self.arena = arena
        self.players = players
        self.skulls = skulls
        self.skulls_left = skulls
        self.sudden_death = sudden_death
        self.killshot_track: list[tuple[int, ...]] = []  # per killshot: the seats of its tokens
        self.weapon_deck: list[str] = []  # top is the end of the list
        self.powerup_deck: list[int] = []
        self.powerup_discard: list[int] = []
        self.ammo_deck: list[int] = []
        self.ammo_discard: list[int] = []
        self.ammo_on: list[int | None] = [None] * 12  # ammo tile id per square
        self.slots: dict[str, list[str | None]] = {c: [None] * SPAWNPOINT_WEAPONS for c in board.spawnpoints}
        self.current = 0
        self.turn = 0
        self.actions_left = 0
        self.frenzy = False
        self.final_turns_left = 0
        self.frenzy_double: tuple[bool, ...] = ()
        self.stage = Stage("start", 0)
        self.killshots: list[int] = []  # boards that took a killshot this turn, in order
        self.game_over = False
        self.ranking: list[list[int]] = []  # groups of tied seats, best first
        self.seed = seed
        self.shuffles = 0  # how many shuffles the seeded generator has made
        self.mode_state = ModeState()  # the mode's own state (``Mode.new_state``), changed by its events
        # figures first, seats a prefix: ``players`` holds every figure with a board; the
        # first ``seats`` of them are the seats (who take turns and hold cards), any after
        # them is the rulebook's bot, "the neutral figure" (BOT-1: a board and no seat)
        self.seats = len(players)
        self.neutral_done = False  # this turn's bot action is taken (BOT-3)

    def copy(self) -> "GameState":
        g = GameState.__new__(GameState)
        for name in self.__slots__:
            setattr(g, name, getattr(self, name))
        g.players = [p.copy() for p in self.players]
        g.take_tables(list(self.killshot_track), self, self.slots.items())
        g.ranking = [list(r) for r in self.ranking]
        g.mode_state = self.mode_state.copy()
        return g

    def take_tables(self, killshot_track, source, slots) -> None:
        """Give this state its own list of each table on it: the killshot track, the decks
        and discards, each square's ammo tile, the killshots of this turn and each
        spawnpoint's slots (``slots``: (colour, slot) pairs). The one place a new table on
        the state is named for a copy: the state's own copy and a scenario's position
        (``PositionSet``, whose fields are named alike) both come through here."""
        self.killshot_track = killshot_track
        self.weapon_deck = list(source.weapon_deck)
        self.powerup_deck = list(source.powerup_deck)
        self.powerup_discard = list(source.powerup_discard)
        self.ammo_deck = list(source.ammo_deck)
        self.ammo_discard = list(source.ammo_discard)
        self.ammo_on = list(source.ammo_on)
        self.slots = {c: list(s) for c, s in slots}
        self.killshots = list(source.killshots)

    @property
    def active(self) -> PlayerState:
        return self.players[self.current]

    @property
    def neutral(self) -> int | None:
        """The neutral figure's index (the rulebook's bot, after the seats), or None."""
        return self.seats if len(self.players) > self.seats else None

    def seat_of(self, character: str) -> int:
        for i, p in enumerate(self.players):
            if p.character == character:
                return i
        raise KeyError(character)

    def positions(self) -> tuple:
        return tuple([p.square for p in self.players])
