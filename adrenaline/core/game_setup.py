"""A game's setup (:class:`Setup`): the arena, the players and their characters, the
skulls, final frenzy or sudden death, the seed, the mode and its options, the rulebook's
bot; its checks (:class:`SetupError`, said as an identity too), and the state a game
starts from (:func:`initial_state`)."""

from __future__ import annotations

import attrs

from .cards import CHARACTER_BY_NAME
from .maps import ARENAS, load_board
from .names import clean_name
from .modes import DEFAULT_MODE, MODES, Mode
from .numbers import MAX_PLAYERS, MIN_PLAYERS, NEUTRAL_MAX_PLAYERS, NEUTRAL_MIN_PLAYERS, STANDARD_SKULLS
from .state import GameState, PlayerState


class SetupError(ValueError):
    """A game that cannot be set up as asked (``reason`` and ``args``: the same, as an
    identity for the words at the edge)."""

    def __init__(self, message: str, reason: str = "bad_setup", **args):
        super().__init__(message)
        self.reason = reason
        self.args_of_reason = args


@attrs.frozen(cache_hash=True)  # hashed per decision by the bots (their mode per setup)
class Setup:
    """Setup: arena A-D, 3 to 5 players (name, character), the skulls, final frenzy
    or sudden death, the seed of every shuffle, and the mode (``modes.MODES``, by
    name) with its own options; the mode says which skulls and endings it allows."""

    arena: str
    players: tuple[tuple[str, str], ...]  # (player name, character name), in turn order
    skulls: int = STANDARD_SKULLS
    sudden_death: bool = False
    seed: int = 0
    mode: str = DEFAULT_MODE
    options: tuple[tuple[str, object], ...] = ()  # the mode's own options, (name, value)
    # "Adding a bot": the character whose figure is the neutral figure (the rulebook's bot,
    # a figure with a board and no seat), or "" for none; 3 or 4 players, in every mode
    neutral: str = ""

    def validate(self) -> "Setup":
        if self.arena.upper() not in ARENAS:
            raise SetupError(f"unknown arena {self.arena!r}: choose one of {', '.join(ARENAS)}",
                             "unknown_arena", arena=self.arena, arenas=tuple(ARENAS))
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise SetupError(f"Adrenaline is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                             f"not {len(self.players)}", "player_count", count=len(self.players),
                             low=MIN_PLAYERS, high=MAX_PLAYERS)
        if self.mode not in MODES:
            raise SetupError(f"unknown mode {self.mode!r}: choose one of {', '.join(MODES)}",
                             "unknown_mode", mode=self.mode, modes=tuple(MODES))
        problem = MODES[self.mode].problem(self)
        if problem is not None:
            message, reason, args = problem
            raise SetupError(message, reason, **args)
        chars = [c.lower() for _, c in self.players]
        for c in chars:
            if c not in CHARACTER_BY_NAME:
                known = ", ".join(ch.name for ch in CHARACTER_BY_NAME.values())
                raise SetupError(f"unknown character {c!r}: choose among {known}", "unknown_character",
                                 character=c)
        if len(set(chars)) != len(chars):
            raise SetupError("each player needs a different character", "same_character")
        if self.neutral:
            if not NEUTRAL_MIN_PLAYERS <= len(self.players) <= NEUTRAL_MAX_PLAYERS:
                raise SetupError(f"the bot is for {NEUTRAL_MIN_PLAYERS} or {NEUTRAL_MAX_PLAYERS} "
                                 f"players, not {len(self.players)}", "neutral_player_count",
                                 count=len(self.players), low=NEUTRAL_MIN_PLAYERS,
                                 high=NEUTRAL_MAX_PLAYERS)
            if self.neutral.lower() not in CHARACTER_BY_NAME:
                raise SetupError(f"unknown character {self.neutral!r} for the bot",
                                 "unknown_character", character=self.neutral)
            if self.neutral.lower() in chars:
                raise SetupError("the bot needs a figure no player uses", "neutral_character_taken",
                                 character=self.neutral)
        return self

    def to_json(self) -> dict:
        return {"arena": self.arena, "players": [list(p) for p in self.players],
                "skulls": self.skulls, "sudden_death": self.sudden_death, "seed": self.seed,
                "mode": self.mode, "options": dict(self.options),
                # written only with the bot: a header without it reads as before
                **({"neutral": self.neutral} if self.neutral else {})}

    @classmethod
    def from_json(cls, data: dict) -> "Setup":
        options = data["options"]
        if not isinstance(options, dict):
            raise ValueError(f"the mode's options should be a mapping, not {options!r}")
        # names as read from a file: printable, bounded (core/names.py)
        players = tuple((clean_name(n, str(c)), str(c)) for n, c in data["players"])
        return cls(str(data["arena"]), players,
                   int(data["skulls"]), bool(data["sudden_death"]), int(data["seed"]),
                   str(data["mode"]), tuple(sorted(options.items())),
                   str(data.get("neutral", ""))).validate()

    def make_mode(self) -> Mode:
        """The mode this setup names, with its options."""
        return MODES[self.mode](dict(self.options))


def default_setup(players: int = 4, arena: str = "C", skulls: int = STANDARD_SKULLS,
                  sudden_death: bool = False, seed: int = 0, mode: str = DEFAULT_MODE,
                  neutral: bool = False) -> Setup:
    chars = [c.name for c in CHARACTER_BY_NAME.values()][:players]
    setup = Setup(arena, tuple((c, c) for c in chars), skulls, sudden_death, seed, mode)
    return with_neutral(setup) if neutral else setup.validate()


def with_neutral(setup: Setup, character: str = "") -> Setup:
    """``setup`` with the rulebook's bot added: the figure of ``character``, or of the
    first character no player uses ("Choose a figure no player is using")."""
    used = {c.lower() for _, c in setup.players}
    if not character:
        # with 5 players none is free: the count's refusal says why
        character = next((c.name for c in CHARACTER_BY_NAME.values() if c.name.lower() not in used),
                         next(iter(CHARACTER_BY_NAME.values())).name)
    return attrs.evolve(setup, neutral=character).validate()


def initial_state(setup: Setup) -> GameState:
    board = load_board(setup.arena)
    n = len(setup.players)
    players = []
    figures = n + (1 if setup.neutral else 0)
    for name, char in setup.players:
        c = CHARACTER_BY_NAME[char.lower()]
        players.append(PlayerState(name, c.name, c.colour, figures))
    if setup.neutral:  # BOT-1: a board and tokens, no ammo, weapons or powerups
        c = CHARACTER_BY_NAME[setup.neutral.lower()]
        bot = PlayerState(c.name, c.name, c.colour, figures)
        bot.ammo = [0, 0, 0]
        players.append(bot)
    g = GameState(board, setup.arena.upper(), players, setup.skulls, setup.sudden_death, setup.seed)
    g.seats = n
    g.mode_state = setup.make_mode().new_state(setup)
    return g
