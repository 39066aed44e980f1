"""Why a square, a figure or a card someone points at is not an option now.

``why_not(game, who, thing)`` answers for the current decision with a
:class:`Reason`: a kind and its arguments, never words (the screen words it,
each language its own way). It asks the same predicates the rules ask - the
order ``submit`` rejects in (the game is over, it is not your decision), the
distances of an action's moves, what a weapon's target selector requires
(``you_can_see``, ``moves_away``...), what a player can pay - so the reason is
the rule's own. ``None`` means the thing *is* an option.
"""

from __future__ import annotations

import attrs

from .cards import NEWTON, POWERUPS, Powerup, cube_counts
from .choices import (
    ChooseAction, Discard, DropWeapon, GrabWeapon, MoveTo, PickRoom, PickSquare, PickTarget, PickWeapon,
    PlaceNeutral, Reload, UsePowerup, UseScope,
)
from .rules.actions import GRAB_COST, affordable_weapons
from .rules.payment import budget
from .rules.shoot import shot_from
from .targets import Spawnpoint as SpawnpointTarget, name_of
from .weapons.catalogue import WEAPON_BY_NAME
from .weapons.firing import can_fire
from .weapons.plans import next_steps


class Reason:
    """A reason by identity: ``Reason("out_of_reach", distance=4, limit=3)``."""

    __slots__ = ("kind", "args")

    def __init__(self, kind: str, **args):
        self.kind = kind
        self.args = dict(args)

    def __eq__(self, other) -> bool:
        return isinstance(other, Reason) and (self.kind, self.args) == (other.kind, other.args)

    def __hash__(self) -> int:
        return hash((self.kind, tuple(sorted(self.args.items()))))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in sorted(self.args.items()))
        return f"Reason({self.kind!r}{args})"


# -- what can be pointed at -------------------------------------------------------------
@attrs.frozen
class Square:
    square: int


@attrs.frozen
class Figure:
    character: str


@attrs.frozen
class WeaponCard:
    weapon: str


@attrs.frozen
class PowerupCard:
    powerup: Powerup


@attrs.frozen
class Spawnpoint:
    """A spawnpoint as a target (Domination), by its colour."""

    colour: str


Thing = Square | Figure | WeaponCard | PowerupCard | Spawnpoint

SQUARE_OPTIONS = (MoveTo, PickSquare, PlaceNeutral)
WEAPON_OPTIONS = (PickWeapon, Reload, DropWeapon, GrabWeapon)
POWERUP_OPTIONS = (Discard, UsePowerup)


def _is_option(thing, options, rooms=None) -> bool:
    """Is ``thing`` what one of ``options`` picks? (A square picks its room when rooms
    are asked for.)"""
    for o in options:
        if isinstance(thing, Square) and isinstance(o, PickRoom) and rooms is not None \
                and rooms.get(thing.square) == o.room:
            return True
        if isinstance(thing, Square) and isinstance(o, SQUARE_OPTIONS) and o.square == thing.square:
            return True
        if isinstance(thing, Figure) and isinstance(o, (PickTarget, UseScope)) \
                and o.target == thing.character:
            return True
        if isinstance(thing, Spawnpoint) and isinstance(o, PickTarget) \
                and o.target == name_of(None, SpawnpointTarget(thing.colour)):
            return True
        if isinstance(thing, WeaponCard) and isinstance(o, WEAPON_OPTIONS) \
                and o.weapon == thing.weapon:
            return True
        if isinstance(thing, PowerupCard) and isinstance(o, POWERUP_OPTIONS) \
                and o.powerup == thing.powerup:
            return True
    return False


def why_not(game, who: int, thing: Thing) -> Reason | None:
    """Why ``thing`` is not an option of ``who`` now, or None when it is one."""
    d = game.legal()
    if d is None:
        return Reason("game_over")
    if who != d.decider:
        return Reason("not_your_decision", decider=d.decider_name)
    if _is_option(thing, d.options, game.state.board.rooms):
        return None
    stage = game.state.stage
    if isinstance(thing, Square):
        return _square(game, stage, d, thing.square)
    if isinstance(thing, Figure):
        return _figure(game, stage, d, thing.character)
    if isinstance(thing, WeaponCard):
        return _weapon(game, stage, d, thing.weapon)
    if isinstance(thing, Spawnpoint):
        return _spawnpoint(game, stage, d, thing.colour)
    return _powerup(game, stage, d, thing.powerup)


def _not_now(what: str, d) -> Reason:
    """'This is not the time to pick a square': the decision asks for something else."""
    return Reason(f"not_a_{what}_now", decision=d.kind)


# -- squares ------------------------------------------------------------------------------
def _square(game, stage, d, square: int) -> Reason:
    g = game.state
    if d.kind == "shoot_plan" and any(isinstance(o, PickRoom) for o in d.options):
        return _plan_reason(game, stage, "room", g.board.rooms[square])
    if d.kind == "action" and any(isinstance(o, ChooseAction) for o in d.options):
        return _no_action_reaches(game, d, square)
    if not any(isinstance(o, SQUARE_OPTIONS) for o in d.options):
        return _not_now("square", d)
    me = g.players[stage.player].square
    kind = d.kind
    if kind == "neutral_place":  # BOT-2, BOT-8: "on any spawnpoint"
        return Reason("bot_on_spawnpoints_only")
    if kind == "neutral_move":  # BOT-4: "up to 1 square"; staying is Skip
        here = g.players[g.neutral].square
        distance = g.board.distance[here][square]
        if distance > stage.moves:
            return Reason("bot_out_of_reach", distance=distance, limit=stage.moves)
        return Reason("bot_already_there")
    if kind in ("run", "grab", "shoot_move"):
        distance = g.board.distance[me][square]
        if distance > stage.moves:
            return Reason("out_of_reach", distance=distance, limit=stage.moves)
        if kind == "run":  # "move 1, 2, or 3 squares": staying is no run
            return Reason("already_there")
        if kind == "shoot_move":
            return Reason("no_target_from_there")
        return _nothing_to_grab(game, square)
    if kind == "teleporter":
        return Reason("already_there")
    if kind == "newton_move":
        return Reason("not_one_direction", target=game.names[stage.target])
    if kind == "shoot_plan":
        return _plan_reason(game, stage, "square", square)
    return Reason("not_allowed")


def _no_action_reaches(game, d, square: int) -> Reason:
    """A square clicked at the action decision (click-to-move) that no action ends on:
    why, as the first action that moves says it (run: "too far: you can move up to 3").
    A square an action does end on is not the time for a square: choose the action."""
    reasons = []
    for option in d.options:
        if isinstance(option, ChooseAction) and option.action != "bot":  # your own moves only
            ahead = game.copy()
            ahead.submit(d.decider, option)  # an action taken reveals nothing
            nxt = ahead.legal()
            if nxt is None or not any(isinstance(o, SQUARE_OPTIONS) for o in nxt.options):
                continue
            reason = why_not(ahead, d.decider, Square(square))
            if reason is None:
                return _not_now("square", d)
            reasons.append(reason)
    return reasons[0] if reasons else _not_now("square", d)


def _nothing_to_grab(game, square: int) -> Reason:
    g = game.state
    colour = g.board.spawn_colour_of.get(square)
    if colour is None:
        return Reason(game.mode.no_ammo_reason(game, square))
    if not any(w is not None for w in g.slots[colour]):
        return Reason("nothing_to_grab")
    # "If you cannot pay, you cannot grab the weapon."
    return Reason("cannot_pay_any_weapon")


# -- figures ------------------------------------------------------------------------------
def _figure(game, stage, d, character: str) -> Reason:
    g = game.state
    seat = g.seat_of(character)
    if not any(isinstance(o, (PickTarget, UseScope)) for o in d.options):
        return _not_now("target", d)
    if d.kind == "neutral_target":  # BOT-4: "not you and not itself", someone it sees
        if seat == stage.player:
            return Reason("bot_not_you")
        if seat == g.neutral:
            return Reason("bot_not_itself")
        if g.players[seat].square is None:
            return Reason("not_on_board")
        return Reason("bot_cannot_see")
    if seat == stage.player and d.kind in ("shoot_plan", "newton", "scope"):
        # "You can never be damaged by your own weapon"; Newton moves "any other player"
        return Reason("not_yourself")
    if g.players[seat].square is None:
        return Reason("not_on_board")
    if d.kind == "scope":
        return Reason("not_damaged_by_this_shot")
    if d.kind == "shoot_plan":
        return _plan_reason(game, stage, "target", seat)
    return Reason("not_allowed")


def _spawnpoint(game, stage, d, colour: str) -> Reason:
    """A spawnpoint is a target only where the mode makes it one (Domination: from your
    second turn, and not again this turn once you damaged it), then as a figure is."""
    target = SpawnpointTarget(colour)
    table = game.mode.targets(game)
    if target not in table:
        return Reason("spawnpoint_never_a_target")
    if not any(isinstance(o, PickTarget) for o in d.options):
        return _not_now("target", d)
    if game.mode.where(game, target) is None:
        return Reason("spawnpoint_not_a_target_this_turn", colour=colour)
    if d.kind == "shoot_plan":
        return _plan_reason(game, stage, "target", table.index(target))
    return Reason("not_allowed")


def _plan_reason(game, stage, picks: str, thing) -> Reason:
    """The first condition of the weapon's next choosing step that ``thing`` fails."""
    shot = shot_from(game)
    steps = next_steps(WEAPON_BY_NAME[stage.weapon], shot, stage.tokens,
                       budget(game.state.players[stage.player]))
    for step, s in steps:
        if step.picks != picks:
            continue
        for condition in step.conditions:
            if not condition(s, thing):
                kind, args = condition.why(s, thing)
                return Reason(kind, weapon=stage.weapon, **args)
    if steps:
        return Reason("shot_cannot_go_on", weapon=stage.weapon)
    return Reason("not_allowed", weapon=stage.weapon)


# -- cards ----------------------------------------------------------------------------------
def _short(have, cost) -> tuple[int, int, int]:
    """Cubes missing per colour (red, blue, yellow)."""
    return tuple(max(0, cost[c] - have[c]) for c in range(3))  # type: ignore[return-value]


def _weapon(game, stage, d, weapon: str) -> Reason:
    g = game.state
    p = g.players[stage.player]
    mine = dict(p.weapons)
    kind = d.kind
    if not any(isinstance(o, WEAPON_OPTIONS) for o in d.options):
        return _not_now("card", d)
    if kind == "grab_weapon":
        colour = g.board.spawn_colour_of[p.square]
        if weapon not in g.slots[colour]:
            return Reason("not_on_this_spawnpoint")
        if weapon not in affordable_weapons(game, colour):
            return Reason("cannot_pay", weapon=weapon, short=_short(budget(p), GRAB_COST[weapon]))
        return Reason("not_allowed")
    if weapon not in mine:
        return Reason("not_your_weapon")
    if kind in ("reload", "shoot_reload"):
        if mine[weapon]:
            return Reason("already_loaded", weapon=weapon)
        cost = cube_counts(WEAPON_BY_NAME[weapon].reload)
        short = _short(budget(p), cost)
        if any(short):
            return Reason("cannot_pay", weapon=weapon, short=short)
        return Reason("no_target_for_weapon", weapon=weapon)
    if kind == "shoot_weapon":
        if not mine[weapon]:
            return Reason("unloaded", weapon=weapon)
        if not can_fire(WEAPON_BY_NAME[weapon], shot_from(game), budget(p)):
            return Reason("no_target_for_weapon", weapon=weapon)
    return Reason("not_allowed")


def _powerup(game, stage, d, powerup: Powerup) -> Reason:
    g = game.state
    p = g.players[stage.player]
    if powerup not in {POWERUPS[c] for c in p.powerups}:
        return Reason("not_your_card")
    if d.kind == "action":
        # Newton: "Choose any other player's figure"; Targeting Scope: "when you are dealing
        # damage"; Tagback Grenade: "when you receive damage"
        if powerup.kind == NEWTON:
            return Reason("no_one_to_move")
        return Reason("powerup_not_now", powerup=powerup.kind)
    return _not_now("card", d)
