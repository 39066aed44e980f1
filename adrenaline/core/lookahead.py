"""What a choice leads to, asked without changing the game (a look-ahead on a copy).

Issue 24: "every square your figure can end on this action is shown at once ...
one click on a square does it". The screen never decides which squares an action
reaches: :func:`reach` submits each action of the action decision on a
``game.copy()`` and reads the squares the next decision offers. Only choices that
reveal nothing are submitted on the copy (an action, a move before a grab at a
spawnpoint); a grab of ammo is never played ahead (it may draw a powerup): its
face-up tile is what is shown.

:func:`shot_preview` says what the shooter's planned shot does to a figure, from
the shot planner's plan through a target choice, carried out on a copy by the
same rules that carry out a real shot (``resolve_outcomes``).
"""

from __future__ import annotations

import attrs

from .choices import ChooseAction, Decision, Discard, GrabWeapon, MoveTo, PickSquare, PickTarget
from .events import Damaged, FigureMoved, Marked
from .numbers import KILLSHOT_DAMAGE, MAX_DAMAGE

# the order a square's actions are offered in: the first is what one click does.
# "grab where there is something to grab, otherwise run; move-then-shoot only when
# no run or grab reaches it"
DEFAULT_ORDER = ("grab", "run", "shoot")


@attrs.frozen
class Route:
    """One way a figure may go to a square (Turret mode: the turrets it enters): the
    choices that take it, from the decision asked about; the squares it passes (start
    and end included); what the mode tells routes apart by (``Mode.route_key``) and
    what it costs the figure moved (``Mode.route_cost``: turret damage)."""

    chain: tuple
    path: tuple[int, ...]
    key: tuple = ()
    cost: int = 0


def cheapest(routes: tuple[Route, ...]) -> Route:
    """The route that costs the figure least (the first offered of those that tie)."""
    return min(routes, key=lambda r: r.cost)


@attrs.frozen
class Reach:
    """One action that can end on ``square``: its choices, in order, from the
    action decision (e.g. ``(ChooseAction('run'), MoveTo(sq))``). Where the mode's
    routes matter and differ, ``routes`` are every way there, and ``chain`` and
    ``path`` are those of the route that costs the mover least: a click takes it."""

    action: str  # "run", "grab", "shoot"
    square: int
    chain: tuple
    path: tuple[int, ...]  # the squares the figure passes, start and end included
    weapons: tuple[str, ...] = ()  # a grab at a spawnpoint: the weapons you could take there
    routes: tuple[Route, ...] = ()  # every route there (one where routes do not matter)

    @property
    def text(self) -> str:
        """A stable id: ``run r1c2``, ``grab r1c2``, ``shoot r1c2`` (whichever route)."""
        return f"{self.action} {self.chain[-1].text.split(' ', 1)[1].split(' via ')[0]}"

    def taking(self, weapon: str) -> "Reach | None":
        """A grab at a spawnpoint that takes ``weapon`` there (its choice added to the
        chain), or None if this is no grab or ``weapon`` is not one you could take."""
        if self.action != "grab" or weapon not in self.weapons:
            return None
        return attrs.evolve(self, chain=self.chain + (GrabWeapon(weapon),))


def _squares(decision: Decision | None) -> dict[int, list]:
    """Square -> the options that move there or pick it (several: its routes)."""
    if decision is None:
        return {}
    out: dict[int, list] = {}
    for o in decision.options:
        if isinstance(o, (MoveTo, PickSquare)):
            out.setdefault(o.square, []).append(o)
    return out


def _route(game, figure: int, start: int | None, option, prefix: tuple = (),
           path: tuple[int, ...] | None = None) -> Route:
    """The :class:`Route` an option names for ``figure`` starting on ``start``."""
    if path is None:
        if start is None:
            path = (option.square,)
        elif option.via is not None:
            path = (start,) + option.via + (option.square,)
        else:
            path = game.state.board.path(start, option.square)
    mode = game.mode
    return Route(prefix + (option,), path, mode.route_key(game, figure, path),
                 mode.route_cost(game, figure, path))


def reach(game, allowed=None) -> dict[int, tuple[Reach, ...]]:
    """At the action decision: square -> the actions that can end there, the
    default first. ``allowed(decision, option, depth)`` may narrow each choice, the
    depth-th of its chain (the tutorial); the game itself is left as it was."""
    d = game.legal()
    if d is None or d.kind != "action":
        return {}
    ok = allowed or (lambda decision, option, depth: True)
    here = game.state.players[d.decider].square
    board = game.state.board
    out: dict[int, list[Reach]] = {}
    for option in d.options:
        if not isinstance(option, ChooseAction) or not ok(d, option, 0):
            continue
        if option.action not in DEFAULT_ORDER:  # the bot action moves the bot (BOT-3), not you
            continue
        ahead = game.copy()
        ahead.submit(d.decider, option)  # an action taken reveals nothing
        nxt = ahead.legal()
        if nxt is None or nxt.decider != d.decider:
            continue
        for sq, moves in _squares(nxt).items():
            moves = [m for m in moves if ok(nxt, m, 1)]
            if not moves:
                continue
            routes = tuple(_route(game, d.decider, here, m, (option,)) for m in moves)
            best = cheapest(routes)
            weapons: tuple[str, ...] = ()
            if option.action == "grab" and sq in board.spawn_colour_of:
                weapons = _weapons_there(ahead, nxt.decider, moves[0])
            out.setdefault(sq, []).append(Reach(option.action, sq, best.chain, best.path, weapons, routes))
    return {sq: tuple(sorted(rs, key=lambda r: DEFAULT_ORDER.index(r.action)))
            for sq, rs in out.items()}


def move_routes(game) -> dict[int, tuple[Route, ...]]:
    """At a decision that moves a figure (a run, the move before a grab or a shot, Newton,
    a weapon's move of a target or of the shooter): square -> the routes there, each
    with its one choice, in the order offered (:func:`cheapest` says which costs the
    figure moved least). A square picked for anything but a move has none."""
    d = game.legal()
    if d is None:
        return {}
    g = game.state
    stage = g.stage
    out: dict[int, tuple[Route, ...]] = {}
    for sq, options in _squares(d).items():
        routes = []
        for o in options:
            moved = _moved_by(game, stage, o)
            if moved is None:
                continue
            figure, path = moved
            start = g.players[figure].square
            if sq == start:
                continue
            routes.append(_route(game, figure, start, o, path=path))
        if routes:
            out[sq] = tuple(routes)
    return out


def _moved_by(game, stage, option) -> tuple[int, tuple[int, ...] | None] | None:
    """(the figure ``option`` moves, its path, None for ``board.path``'s), or None when
    it moves none."""
    if isinstance(option, MoveTo):
        if stage.name == "newton_move":
            from .rules.powerups import newton_path

            return stage.target, newton_path(game, stage.target, option.square)
        if stage.name == "teleporter":
            return None  # a jump: no route
        return stage.player, None
    if stage.name != "shoot_plan":
        return None
    from .rules.shoot import plan_options
    from .weapons.dsl import MOVE

    plan = plan_options(game, stage).get(option)
    if plan is None:
        return None
    for kind, seat, value in plan.shot.outcomes:
        if kind != MOVE:
            continue
        if type(value) is tuple:
            if value[-1] == option.square and value[1:-1] == option.via:
                return seat, value
        elif value == option.square and option.via is None:
            return seat, None
    return None


def _weapons_there(ahead, seat: int, move) -> tuple[str, ...]:
    """The weapons the grab there offers (the move to a spawnpoint draws nothing)."""
    there = ahead.copy()
    there.submit(seat, move)
    d = there.legal()
    if d is None:
        return ()
    return tuple(o.weapon for o in d.options if isinstance(o, GrabWeapon))


def spawn_choices(game) -> dict[str, tuple]:
    """At a spawn decision: spawnpoint colour -> the powerups you may discard to
    appear there ("discard one ... your figure enters the game on the spawnpoint
    that matches the color of the discarded card")."""
    d = game.legal()
    if d is None or d.kind != "spawn":
        return {}
    from .cards import AMMO

    out: dict[str, list] = {}
    for option in d.options:
        if isinstance(option, Discard):
            out.setdefault(AMMO[option.powerup.colour], []).append(option)
    return {colour: tuple(options) for colour, options in out.items()}


@attrs.frozen
class ShotPreview:
    """What the planned shot does to one figure."""

    damage: int  # tokens that land on the board (marks converted included)
    from_marks: int  # the shooter's old marks turned into damage
    marks: int  # new marks that land
    killshot: bool  # the 11th damage token lands
    overkill: bool  # the 12th lands
    moved_to: int | None = None  # the square it is moved to, if the shot moves it


def shot_preview(game, option) -> dict[int, ShotPreview]:
    """While choosing a target: seat -> what the shot planned through ``option``
    does to each figure it touches. The plan is the planner's (the shortest way on
    from this choice); it is carried out on a copy by the rules of a real shot."""
    d = game.legal()
    stage = game.state.stage
    if d is None or stage.name != "shoot_plan" or not isinstance(option, PickTarget):
        return {}
    from .rules.damage import resolve_outcomes
    from .rules.shoot import plan_options

    ahead = game.copy()
    plan = plan_options(ahead, ahead.state.stage).get(option)
    if plan is None:
        return {}
    shooter = stage.player
    before = {i: len(p.damage) for i, p in enumerate(ahead.state.players)}
    resolve_outcomes(ahead, shooter, plan.shot.outcomes)
    seen: dict[int, list] = {}
    for e in ahead._events:
        who = getattr(e, "target", getattr(e, "player", None))
        if isinstance(e, (Damaged, Marked, FigureMoved)) and who is not None:
            seen.setdefault(who, []).append(e)
    out = {}
    for seat, events in seen.items():
        damage = sum(e.amount for e in events if isinstance(e, Damaged))
        from_marks = sum(e.from_marks for e in events if isinstance(e, Damaged))
        marks = sum(e.count for e in events if isinstance(e, Marked))
        moves = [e.path[-1] for e in events if isinstance(e, FigureMoved)]
        total = before[seat] + damage
        out[seat] = ShotPreview(damage, from_marks, marks,
                                damage > 0 and total >= KILLSHOT_DAMAGE
                                and before[seat] < KILLSHOT_DAMAGE,
                                damage > 0 and total >= MAX_DAMAGE,
                                moves[-1] if moves else None)
    return out


class Lookahead:
    """The look-ahead of the decision on screen, made once per decision and choice
    (a frame must stay cheap: 60 a second)."""

    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self._cache: dict = {}

    def _fresh(self, game) -> None:
        key = (id(game.legal()), len(game.log))
        if key != self._key:
            self._key = key
            self._cache = {}

    def reach(self, game, allowed=None, key=None) -> dict[int, tuple[Reach, ...]]:
        """:func:`reach`, once per decision (and ``key``: what ``allowed`` depends on)."""
        self._fresh(game)
        k = ("reach", key)
        if k not in self._cache:
            self._cache[k] = reach(game, allowed)
        return self._cache[k]

    def shot(self, game, option) -> dict[int, ShotPreview]:
        """:func:`shot_preview`, once per decision and target option."""
        self._fresh(game)
        k = ("shot", option)
        if k not in self._cache:
            self._cache[k] = shot_preview(game, option)
        return self._cache[k]
