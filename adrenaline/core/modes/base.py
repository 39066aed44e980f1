"""A way to play: the hooks the shared rules call where the modes differ.

Rulebook: Deathmatch is "the basic game"; Domination, Turret mode and "Adding a
bot" change what is on the table, what can be shot, the end of a turn, what a
killshot and an overkill do, what triggers final frenzy and the final scoring.
Everything else (the turn's actions, the shot, payment, powerups) is shared.

A mode is a subclass that overrides these hooks and owns its extra state (like
python-chess's variants): :meth:`Mode.new_state` makes it, it lives in
``GameState.mode_state``, and only the mode's own events change it. The shared
rules never ask which mode is played; they call the hooks of ``game.mode``.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Protocol, Sequence

from ..events import Event
from ..rules.actions import grab_ammo
from ..rules.flow import action_done
from ..state import GameState, ModeState
from ..targets import Target, figures, square_of


class Table(Protocol):
    """The game as a mode's hooks see it (:class:`~adrenaline.core.engine.Game`; a
    protocol, as the engine imports the modes): its state, its mode, the characters'
    names by seat, a cache for what the state alone decides, and ``emit``, the only way
    the state changes."""

    state: GameState
    mode: Mode
    names: tuple[str, ...]
    cache: dict

    def emit(self, event: Event) -> None: ...


class SetupLike(Protocol):
    """A game's setup as a mode reads it (:class:`~adrenaline.core.engine.Setup`)."""

    @property
    def skulls(self) -> int: ...
    @property
    def sudden_death(self) -> bool: ...
    @property
    def options(self) -> Any: ...


class Mode:
    """One way to play. ``name`` is its identity in a setup and a save file;
    ``options`` are the setup's mode options (``Setup.options``) as a dict."""

    name: ClassVar[str] = ""
    # the skulls a mode is always played with (Domination: 8 in the skull box), or None
    # when the setup chooses them; callers that offer a default take these
    fixed_skulls: ClassVar[int | None] = None
    # a player's board may hold their own damage tokens (Domination's spawnpoint strikes back)
    own_damage: ClassVar[bool] = False
    # a scenario file's keys of this mode's own (docs/scenarios.md)
    scenario_keys: ClassVar[tuple[str, ...]] = ()
    # where a player's points come from, as identities: ``PointsScored``'s reasons (the
    # boards, first blood and double kills are scored in every mode) and the mode's own
    # final scoring; the end screen and the plots list them in this order
    points_sources: ClassVar[tuple[str, ...]] = ("board", "first blood", "double kill")
    # the path of a move matters (Turret mode: every square entered may be a turret's), so
    # the core offers routes, not only destinations, where they differ in :meth:`route_key`
    routes_matter: ClassVar[bool] = False
    # the ammo tiles lie on the squares without a spawnpoint (Turret mode: on the turret
    # board instead, and a scenario's ``ammo_tiles`` has no square to put one on)
    ammo_on_squares: ClassVar[bool] = True

    def __init__(self, options: dict[str, Any] | None = None):
        self.options = dict(options or {})

    # -- setup ----------------------------------------------------------------------
    @classmethod
    def problem(cls, setup: SetupLike) -> tuple[str, str, dict] | None:
        """Why ``setup`` cannot be played in this mode (its skulls, its ending, its
        options): ``(message, reason, args)`` for a ``SetupError``, or None."""
        return None

    @classmethod
    def fixed_board_problem(cls, setup: SetupLike, title: str) -> tuple[str, str, dict] | None:
        """:meth:`problem` of a mode played on the board that covers the killshot track
        (Domination, Turret mode): always ``fixed_skulls`` skulls ("place 8 skulls"),
        always final frenzy, no option; ``title`` names the mode in the message."""
        if setup.skulls != cls.fixed_skulls:
            return (f"{title} is played with {cls.fixed_skulls} skulls, not {setup.skulls}",
                    "mode_skulls", {"mode": cls.name, "skulls": cls.fixed_skulls,
                                    "count": setup.skulls})
        if setup.sudden_death:
            return (f"{title} always ends with final frenzy, never sudden death",
                    "mode_sudden_death", {"mode": cls.name})
        if setup.options:
            name = sorted(dict(setup.options))[0]
            return (f"{title} has no option {name!r}", "mode_option",
                    {"mode": cls.name, "option": name})
        return None

    def new_state(self, setup: SetupLike) -> ModeState:
        """The mode's own state for a new game (tracks, turrets...), kept in
        ``GameState.mode_state``: a :class:`~adrenaline.core.state.ModeState`, the
        plain one when the mode needs nothing of its own."""
        return ModeState()

    def set_up(self, game: Table) -> None:
        """What is on the table before the first turn (decks, tiles, weapons...)."""
        raise NotImplementedError

    def state_json(self, game: Table) -> dict[str, Any]:
        """The mode's own state as plain JSON values, for the documented JSON state
        (``docs/state.md``, under ``mode``); players named by colour."""
        return {}

    def scenario_position(self, spec: dict, read) -> tuple[Any, int | None]:
        """A scenario's keys of this mode (``scenario_keys``), read with ``read`` (the
        scenario module's checks: ``seat``, ``list``, ``int``, ``table``, ``fail``,
        ``turn``): the data the state takes at that position (``at_position`` of the
        mode's state; None: nothing) and the skulls taken (None: the killshot track's)."""
        return None, None

    def scenario_deal(self, data: Any, deal: Callable[[], int]) -> Any:
        """A scenario's mode data once every card it names is taken: what it leaves
        open dealt with ``deal`` (the next ammo tile from the top, as the setup deals;
        Turret mode: the turret board's spaces not given)."""
        return data

    def frenzy_without_skulls(self, g: GameState, data: Any) -> bool:
        """Can final frenzy have started at a scenario's position though skulls are left
        (Domination: two full tracks)?"""
        return False

    # -- during the game --------------------------------------------------------------
    def targets(self, game: Table) -> tuple[Target, ...]:
        """Every target a weapon may choose (:mod:`~adrenaline.core.targets`): the
        seats' figures in seat order, then any other the mode adds (Domination: the
        spawnpoints). The standard game: the figures."""
        return figures(len(game.state.players))

    def where(self, game: Table, target: Target) -> int | None:
        """The square of a target that is no seat's figure, where a shot can choose and
        hit it now; None when it is no target now (Domination: not on your first turn,
        nor once you have tagged it by damage this turn)."""
        return square_of(game.state, target)

    def squares(self, game: Table, targets: tuple[Target, ...]) -> tuple[int | None, ...]:
        """:meth:`where` of each of ``targets``, in order."""
        return tuple(self.where(game, t) for t in targets)

    def hit(self, game: Table, shooter: int, target: Target, kind: str, value: int) -> None:
        """A shot's outcome on a target that is no seat's figure (``kind``: damage,
        mark or move, as in :mod:`~adrenaline.core.weapons.dsl`). Only a mode whose
        ``targets`` adds such targets is asked."""
        raise NotImplementedError(f"{type(self).__name__} has no target {target}")

    def neutral_targets(self, game: Table) -> tuple[Target, ...]:
        """The targets besides figures the bot action may shoot where the bot sees them
        (BOT-4): the standard game, none."""
        return ()

    def neutral_hit(self, game: Table, target: Target, figure: int) -> None:
        """The bot's shot (the neutral ``figure``'s) on one of :meth:`neutral_targets`."""
        raise NotImplementedError(f"{type(self).__name__} has no target {target} for the bot")

    def route_key(self, game: Table, figure: int, path: tuple[int, ...]) -> tuple:
        """What in ``figure``'s ``path`` (its start first) this mode cares about: routes to
        one square that differ in it are different choices. The standard game: nothing."""
        return ()

    def route_marks(self, game: Table, figure: int) -> int | None:
        """Where this mode's :meth:`route_key` is the squares of the path after its
        start that lie in one set, in the order walked: that set for ``figure`` in this
        state, as a bitmask (bit q: square q); the core then tells walks apart by it,
        with what it remembers of the walks themselves, without asking
        :meth:`route_key` of each. None, the standard game's: :meth:`route_key` is
        asked of every walk."""
        return None

    def route_cost(self, game: Table, figure: int, path: tuple[int, ...]) -> int:
        """What walking ``path`` (its start first) costs ``figure`` (Turret mode: the
        damage the turrets it enters deal): the window's one click takes the route that
        costs least. The standard game: nothing."""
        return 0

    def entered(self, game: Table, figure: int, square: int, by: int) -> None:
        """A figure has entered ``square`` (moved by seat ``by``): every square of a
        move's path after its start, only the landing square of a jump (Teleporter).
        Turret mode: the turret there hits it."""

    def ammo_on(self, game: Table) -> Sequence:
        """Per square: not None where Grab can take ammo there (a square without a
        spawnpoint). The standard game: the ammo tile on it."""
        return game.state.ammo_on

    def tiles_at(self, game: Table, square: int) -> tuple[int, ...]:
        """The ammo tiles Grab could take on ``square`` now (what a hover shows, what a
        computer player weighs): the standard game, the tile on it."""
        tile = game.state.ammo_on[square]
        return () if tile is None else (tile,)

    def no_ammo_reason(self, game: Table, square: int) -> str:
        """Why Grab takes no ammo on ``square`` (no spawnpoint there), as a reason's
        identity (:mod:`~adrenaline.core.reasons`): the standard game, its tile is gone."""
        return "nothing_to_grab"

    def grab_ammo(self, game: Table, seat: int, square: int) -> None:
        """Grab Stuff on ``square``, which has no spawnpoint (``seat`` stands there now):
        the standard game takes its tile and the action is over; a mode may ask more
        first (Turret mode: which tile of the turret board, commandeering or not)."""
        grab_ammo(game, seat, square)
        action_done(game)

    def turn_ending(self, game: Table) -> None:
        """The acting player has ended their actions, before reloading (Domination
        tags the spawnpoint they stand on here)."""

    def refill(self, game: Table) -> None:
        """End of turn, step 3: 'Replace any stuff you took.'"""
        raise NotImplementedError

    def killshot(self, game: Table, victim: int, damage: tuple[int, ...]) -> None:
        """End of turn, a board with a killshot has been scored: what its killshot
        and overkill tokens do (``damage`` is its damage track, as it was)."""
        raise NotImplementedError

    def killshots_scored(self, game: Table, victims: tuple[int, ...]) -> bool:
        """End of turn, the boards with a killshot scored: True when the mode has a
        question to ask before the turn goes on (it has set a stage of its own, whose
        last answer calls :func:`adrenaline.core.rules.turn.turn_over`). Domination
        asks each overkill's dealer which track takes the token."""
        return False

    def game_ends(self, game: Table, victims: tuple[int, ...]) -> bool:
        """At the end of a turn (its killshots scored): is the game over now?"""
        raise NotImplementedError

    def frenzy_triggered(self, game: Table, victims: tuple[int, ...]) -> bool:
        """At the end of a turn before final frenzy: does it start now?"""
        raise NotImplementedError

    def final_scoring(self, game: Table) -> None:
        """Score the end of the game and rank the players (emits ``GameEnded``)."""
        raise NotImplementedError

    def points_source(self, event: Event) -> str:
        """Where the points an event gives come from (one of ``points_sources``): a
        ``PointsScored``'s reason; a mode's own scoring event names its own."""
        return getattr(event, "reason", type(event).__name__)
