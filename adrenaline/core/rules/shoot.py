"""Shoot People, Targeting Scope and Tagback Grenade.

Rulebook, SHOOT PEOPLE: "1. Play a weapon card from your hand. 2. Specify one or
more targets. 3. Pay any additional costs. 4. Hand out damage and resolve any
other relevant effects." "To Shoot People, you need at least one target."
Weapons manual, POWERUPS:
- Targeting Scope: "You may play this card when you are dealing damage to one
  or more targets. Pay 1 ammo cube of any color. Choose 1 of those targets and
  give it an extra point of damage. Note: You cannot use this to do 1 damage to
  a target that is receiving only marks."
- Tagback Grenade: "You may play this card when you receive damage from a
  player you can see. Give that player 1 mark."
"""

from __future__ import annotations

import functools

from ..cards import POWERUPS, TAGBACK_GRENADE, TARGETING_SCOPE, cube_counts
from ..choices import (
    DONE, SKIP, Done, PickDirection, PickEffect, PickRoom, PickSquare, PickTarget, PickWeapon, Reload,
    Skip, UsePowerup, UseScope,
)
from ..events import PowerupDiscarded, StageSet, WeaponFired
from ..numbers import SCOPE_DAMAGE, TAGBACK_MARKS
from ..prompts import Prompt, prompt
from ..routes import moves_with_routes, route_path, routes_key, routes_of
from ..state import Stage
from ..weapons.catalogue import WEAPON_BY_NAME
from ..weapons.dsl import Shot
from ..weapons.firing import can_fire, hot_row
from ..weapons.plans import complete_plan, explore, square_use
from ..targets import name_of
from .damage import deal_damage, give_marks, move_figure, resolve_outcomes, sees
from .flow import action_done, only_option, set_stage, stage_rules
from .payment import after_payment, budget, minus, start_payment

UNLIMITED = (99, 99, 99)


def shot_from(game, square: int | None = None) -> Shot:
    """A shot by the active player (from ``square``, if they would move there first)
    at the game's targets: the figures by seat, then the mode's other targets."""
    g = game.state
    pos = g.positions()
    names = game.names
    targets = game.mode.targets(game)
    seats = len(pos)
    if square is not None and square != pos[g.current]:
        pos = pos[: g.current] + (square,) + pos[g.current + 1:]
    if len(targets) > seats:
        others = targets[seats:]
        pos += game.mode.squares(game, others)
        names += _names_of(others)
        return Shot(g.board, g.current, names, pos, figures=seats, routes=routes_of(game))
    return Shot(g.board, g.current, names, pos, routes=routes_of(game))


@functools.cache
def _names_of(targets: tuple) -> tuple[str, ...]:
    """The names of targets that are no seat's figure (they need no game to say)."""
    return tuple(name_of(None, t) for t in targets)


def _fits(cost, b) -> bool:
    return cost[0] <= b[0] and cost[1] <= b[1] and cost[2] <= b[2]


def _has_card_to_fire(p, reload_first: bool, extra_loaded: str = "") -> bool:
    """A loaded card (or ``extra_loaded``), or on a frenzy turn any card to reload
    first: without one, where the others stand does not matter."""
    if reload_first:
        return bool(p.weapons)
    for name, loaded in p.weapons:
        if loaded or name == extra_loaded:
            return True
    return False


def can_shoot(game, square: int | None, reload_first: bool, extra_loaded: str = "",
              spent=(0, 0, 0)) -> bool:
    """Could the active player fire some card from ``square``?"""
    aim = _aim(game, reload_first, extra_loaded, spent)
    if aim is None:
        return False
    return _fires_from(game.state.active.square if square is None else square, *aim)


def _aim(game, reload_first: bool, extra_loaded: str = "", spent=(0, 0, 0)):
    """What :func:`can_shoot` asks of every square, which does not depend on the square:
    (the arena; the cards that could fire with the cubes left for their extras; the
    other figures' squares; the squares of the mode's other targets), or None if
    nothing can be fired."""
    g = game.state
    p = g.active
    if not _has_card_to_fire(p, reload_first, extra_loaded):
        return None
    cur = g.current
    others = [q.square for i, q in enumerate(g.players) if q.square is not None and i != cur]
    targets = game.mode.targets(game)
    fixed: list[int] = []
    if len(targets) > len(g.players):  # the mode's targets that are no seat's figure
        fixed = [q for q in game.mode.squares(game, targets[len(g.players):]) if q is not None]
    if not others and not fixed:
        return None
    b = minus(budget(p), spent)
    cards = []
    for name, loaded in p.weapons:
        if loaded or name == extra_loaded:
            cards.append((WEAPON_BY_NAME[name], b))
        elif reload_first:
            cost = RELOAD_COST[name]
            if _fits(cost, b):
                cards.append((WEAPON_BY_NAME[name], minus(b, cost)))
    return g.board, cards, others, fixed


def _fires_from(me: int, board, cards, others, fixed) -> bool:
    """Could one of the cards of :func:`_aim` fire from ``me``?"""
    for w, left in cards:
        row = hot_row(w, board, me, left)
        for q in others:
            if row.hits(q):
                return True
        if fixed:
            row = hot_row(w, board, me, left, fixed=True)
            for q in fixed:
                if row.hits(q):
                    return True
    return False


RELOAD_COST = {name: cube_counts(w.reload) for name, w in WEAPON_BY_NAME.items()}


def shoot_squares(game, moves: int, reload_first: bool, first_only: bool = False):
    g = game.state
    aim = _aim(game, reload_first)
    if aim is None:
        return ()
    here = g.active.square
    board = g.board
    out = []
    for q in board.within(here, 0, moves):
        if _fires_from(q, *aim):
            out.append(q)
            if first_only:
                break
    return tuple(out)


def begin(game, moves: int, reload_first: bool) -> None:
    if moves:
        set_stage(game, "shoot_move", moves=moves, reload_first=reload_first, action="shoot")
    elif reload_first:
        set_stage(game, "shoot_reload", action="shoot")
    else:
        set_stage(game, "shoot_weapon", action="shoot")


@stage_rules("shoot_move", lambda game, stage: prompt("shoot_move", moves=stage.moves))
class ShootMoveStage:
    @staticmethod
    def options(game, stage):
        return moves_with_routes(game, stage.player,
                                 shoot_squares(game, stage.moves, stage.reload_first), stage.moves)

    @staticmethod
    def choose(game, stage, choice):
        if choice.square != game.state.active.square:
            move_figure(game, stage.player, choice.square, by=stage.player,
                        path=route_path(game, stage.player, choice))
        set_stage(game, "shoot_reload" if stage.reload_first else "shoot_weapon", action="shoot")


@stage_rules("shoot_reload", Prompt("shoot_reload"))
class ShootReloadStage:
    @staticmethod
    def options(game, stage):
        p = game.state.active
        out = []
        for name in p.unloaded():
            cost = cube_counts(WEAPON_BY_NAME[name].reload)
            if _fits(cost, budget(p)) and can_shoot(game, None, False, name, cost):
                out.append(Reload(name))
        if can_shoot(game, None, False):
            out.append(DONE)
        return tuple(out)

    @staticmethod
    def choose(game, stage, choice):
        if isinstance(choice, Done):
            set_stage(game, "shoot_weapon", action="shoot")
        else:
            cost = cube_counts(WEAPON_BY_NAME[choice.weapon].reload)
            start_payment(game, cost, "frenzy reload", weapon=choice.weapon)


@stage_rules("shoot_weapon", Prompt("shoot_weapon"))
class ShootWeaponStage:
    @staticmethod
    def options(game, stage):
        p = game.state.active
        shot = shot_from(game)
        b = budget(p)
        return tuple(PickWeapon(w) for w in p.loaded() if can_fire(WEAPON_BY_NAME[w], shot, b))

    @staticmethod
    def choose(game, stage, choice):
        set_stage(game, "shoot_plan", weapon=choice.weapon, action="shoot")


def plan_options(game, stage) -> dict:
    """Next choice -> a complete plan, cached for the stage it was computed for."""
    cached = game.cache.get("plans")
    if cached is not None and cached[0] is stage:
        return cached[1]
    found = explore(WEAPON_BY_NAME[stage.weapon], shot_from(game), stage.tokens,
                    budget(game.state.active))
    game.cache["plans"] = (stage, found)
    return found


# what a shot plan's next choice picks, when every way on picks the same kind of thing
_ASKS = {PickTarget: "target", PickSquare: "square", PickRoom: "room", PickDirection: "direction",
         PickEffect: "effect"}


def _plan_prompt(game, stage) -> Prompt:
    """"{weapon}: choose a target" when the ways on are all targets (or squares, rooms,
    directions, effects), with Done or Skip beside them; else "choose how to go on"."""
    kinds = {_ASKS.get(type(o), "other") for o in plan_options(game, stage) if type(o) not in (Done, Skip)}
    asks = kinds.pop() if len(kinds) == 1 else "next"
    if asks == "square":
        shot = shot_from(game)
        use = square_use(WEAPON_BY_NAME[stage.weapon], shot, stage.tokens, budget(game.state.active))
        if use is not None:
            # what the square is for: "Shotgun: push Banshee to which square?"
            does, seat, at = use
            started = bool(stage.tokens)
            if seat is None:
                return prompt("shoot_plan", weapon=stage.weapon, started=started, asks=asks, does=does)
            return prompt("shoot_plan", weapon=stage.weapon, started=started, asks=asks, does=does,
                          figure=shot.names[seat], at=at)
    return prompt("shoot_plan", weapon=stage.weapon, started=bool(stage.tokens), asks=asks)


def _plan_auto(options) -> bool:
    """Nothing to decide: the only way on is an effect, skipping an optional part
    that has no target, or firing."""
    return len(options) == 1 and isinstance(options[0], (PickEffect, Done, Skip))


@stage_rules("shoot_plan", _plan_prompt, auto=_plan_auto)
class ShootPlanStage:
    @staticmethod
    def options(game, stage):
        return tuple(plan_options(game, stage))

    @staticmethod
    def choose(game, stage, choice):
        tokens = stage.tokens + (choice,)
        if not isinstance(choice, Done):
            set_stage(game, "shoot_plan", weapon=stage.weapon, tokens=tokens, action="shoot")
            return
        plan = plan_options(game, stage)[DONE]
        _CHOSEN.clear()
        _CHOSEN[_chosen_key(game, stage.weapon, shot_from(game), tokens)] = plan
        start_payment(game, plan.cost, "shoot", weapon=stage.weapon, tokens=tokens)


# The plan chosen last, by (weapon, shot, tokens): a plan depends on nothing else (the
# tokens name every choice), so firing it after the payment takes it from here instead
# of searching for it again; any other shot or tokens search (complete_plan).
_CHOSEN: dict = {}


def _chosen_key(game, weapon: str, shot: Shot, tokens: tuple) -> tuple:
    """The key of ``_CHOSEN``: the shot's routes (where they matter) by what they answer
    by (:func:`routes_key`), so that the payment's events, after which the state's routes
    are made anew, do not hide the plan chosen before it."""
    if shot.routes is None:
        return (weapon, shot, tokens)
    return (weapon, shot._replace(routes=None), routes_key(game, shot.routes), tokens)


@after_payment("shoot")
def fire(game, stage) -> None:
    """Play the card and carry out the plan the shooter chose and paid for."""
    weapon, tokens = stage.weapon, stage.tokens
    g = game.state
    shot = shot_from(game)
    plan = _CHOSEN.get(_chosen_key(game, weapon, shot, tokens))
    if plan is None:
        plan = complete_plan(WEAPON_BY_NAME[weapon], shot, tokens, UNLIMITED)
    assert plan is not None, "a plan offered and paid for completes"
    game.emit(WeaponFired(g.current, weapon, plan.effects))
    damaged, witnesses = resolve_outcomes(game, g.current, plan.shot.outcomes)
    to_scope(game, damaged, witnesses)


# -- Targeting Scope -----------------------------------------------------------------
def to_scope(game, damaged: tuple, witnesses: tuple) -> None:
    set_stage(game, "scope", damaged=damaged, witnesses=witnesses, action="shoot")


@stage_rules("scope", Prompt("scope", damage=SCOPE_DAMAGE),
             auto=only_option)  # Done, always the last option, is the only one
class ScopeStage:
    @staticmethod
    def options(game, stage):
        g = game.state
        p = g.players[stage.player]
        out = []
        scopes = sorted({POWERUPS[c] for c in p.powerups if POWERUPS[c].kind == TARGETING_SCOPE})
        for scope in scopes:
            # pay with a cube, or with another powerup card
            if sum(p.ammo) or len(p.powerups) > 1:
                out += [UseScope(scope, game.names[t]) for t in stage.damaged]
        return tuple(out) + (DONE,)

    @staticmethod
    def choose(game, stage, choice):
        if isinstance(choice, Done):
            next_tagback(game, stage.player, tagback_witnesses(game, stage))
            return
        p = game.state.players[stage.player]
        card = next(c for c in p.powerups if POWERUPS[c] == choice.powerup)
        game.emit(PowerupDiscarded(stage.player, card, "play"))
        start_payment(game, (0, 0, 0), "scope", any_cube=True,
                      target=game.state.seat_of(choice.target), damaged=stage.damaged,
                      witnesses=stage.witnesses)


@after_payment("scope")
def scope_paid(game, stage) -> None:
    # the scope's point is damage in the same action: no marks convert again
    target, damaged, witnesses = stage.target, stage.damaged, stage.witnesses
    shooter = game.state.current
    deal_damage(game, shooter, target, SCOPE_DAMAGE, convert_marks=False)
    if target not in witnesses and sees(game, target, shooter):
        witnesses += (target,)
    to_scope(game, damaged, witnesses)


# -- Tagback Grenade -----------------------------------------------------------------
def tagback_queue(game, shooter: int, witnesses: tuple) -> tuple:
    """The damaged players who could see the shooter when hit, in seat order."""
    n = len(game.state.players)
    return tuple(sorted(witnesses, key=lambda s: (s - shooter) % n))


def tagback_witnesses(game, scope: Stage) -> tuple:
    """Whom a shot asks about a Tagback Grenade, grenade in hand or not, in the order
    they are asked: the players it damaged who could see the shooter when hit
    (``scope``: the shot's Targeting Scope stage, which holds them, when it is done).
    Seats only: the rulebook's bot is a figure with no hand ("a board and no seat")."""
    return tuple(w for w in tagback_queue(game, scope.player, scope.witnesses) if w < game.state.seats)


def witnesses_asked(game, before: Stage, events) -> tuple[int, tuple]:
    """A choice made at stage ``before`` produced ``events``: if it ended a shot's
    Targeting Scope stage (Done: the Tagback Grenades come next), the shooter and
    :func:`tagback_witnesses` of that shot; else (-1, ()). The window asks every one of
    them the same question, so that nobody learns who holds a grenade."""
    stage = before
    for e in events:
        if isinstance(e, StageSet):
            if stage.name == "scope" and e.stage.name in ("tagback", "action"):
                return stage.player, tagback_witnesses(game, stage)
            stage = e.stage
    return -1, ()


def tagback_prompt(game, shooter: int) -> Prompt:
    """The Tagback Grenade's question: ``shooter`` damaged you; give them a mark?"""
    return prompt("tagback", shooter=game.names[shooter], marks=TAGBACK_MARKS)


def can_tagback(game, victim: int) -> bool:
    return any(POWERUPS[c].kind == TAGBACK_GRENADE for c in game.state.players[victim].powerups)


def next_tagback(game, shooter: int, queue: tuple) -> None:
    while queue and not can_tagback(game, queue[0]):
        queue = queue[1:]
    if not queue:
        action_done(game)
        return
    set_stage(game, "tagback", queue[0], queue=queue[1:], target=shooter, action="shoot")


@stage_rules("tagback", lambda game, stage: tagback_prompt(game, stage.target))
class TagbackStage:
    @staticmethod
    def options(game, stage):
        p = game.state.players[stage.player]
        cards = sorted({POWERUPS[c] for c in p.powerups if POWERUPS[c].kind == TAGBACK_GRENADE})
        return tuple(UsePowerup(c) for c in cards) + (SKIP,)

    @staticmethod
    def choose(game, stage, choice):
        if isinstance(choice, Skip):
            next_tagback(game, stage.target, stage.queue)
            return
        p = game.state.players[stage.player]
        card = next(c for c in p.powerups if POWERUPS[c] == choice.powerup)
        game.emit(PowerupDiscarded(stage.player, card, "play"))
        give_marks(game, stage.player, stage.target, TAGBACK_MARKS, "tagback")
        # another grenade may follow: "You may use all of them ... if they all apply"
        next_tagback(game, stage.target, (stage.player,) + stage.queue)
