"""The three actions: Run Around, Grab Stuff, Shoot People, and their adrenaline
and final frenzy versions; and the payments they start.

Rulebook: "Use the Run Around action to move 1, 2, or 3 squares." GRAB STUFF:
"Move one square and grab the stuff in that new square. Or stay and grab ...
You can't grab stuff and then move as part of the same action." ADRENALINE: "If
your board has 3 or more points of damage ... you can move up to 2 squares before
grabbing. If your board has at least 6 damage ... you can move 1 square before
shooting." FRENETIC ACTIONS: before the first player: "Move up to 1 square, reload
if you want, then shoot. / Move up to 4 squares. / Move up to 2 squares and grab
something there." From the first player on: "move up to 2 squares, reload if you
want, and then shoot. / Or move up to 3 squares and grab something."
"""

from __future__ import annotations

from ..cards import AMMO_TILES, MAX_CUBES, MAX_POWERUPS, MAX_WEAPONS, cube_counts
from ..choices import DropWeapon, GrabWeapon
from ..events import AmmoGrabbed, WeaponGrabbed
from ..prompts import Prompt, prompt
from ..routes import moves_with_routes, route_path
from ..numbers import (
    ADRENALINE_GRAB_DAMAGE, ADRENALINE_GRAB_MOVES, ADRENALINE_SHOOT_DAMAGE, ADRENALINE_SHOOT_MOVES,
    FRENZY_GRAB_MOVES_BEFORE_FIRST, FRENZY_GRAB_MOVES_FROM_FIRST, FRENZY_RUN_MOVES_BEFORE_FIRST,
    FRENZY_SHOOT_MOVES_BEFORE_FIRST, FRENZY_SHOOT_MOVES_FROM_FIRST, GRAB_MOVES, RUN_MOVES,
    SHOOT_MOVES,
)
from ..weapons.catalogue import WEAPON_BY_NAME
from .damage import move_figure
from .decks import draw_powerup
from .flow import action_done, set_stage, stage_rules
from .payment import after_payment, budget, start_payment
from .shoot import begin as begin_shooting, shoot_squares


FRENZY_BEFORE_FIRST = {"run": (FRENZY_RUN_MOVES_BEFORE_FIRST, False),
                       "grab": (FRENZY_GRAB_MOVES_BEFORE_FIRST, False),
                       "shoot": (FRENZY_SHOOT_MOVES_BEFORE_FIRST, True)}
FRENZY_FROM_FIRST = {"run": None, "grab": (FRENZY_GRAB_MOVES_FROM_FIRST, False),
                     "shoot": (FRENZY_SHOOT_MOVES_FROM_FIRST, True)}


def action_moves(game, action: str) -> tuple[int, bool] | None:
    """(squares you may move first, reload before shooting) or None if the action
    is not one of yours now."""
    return action_moves_of(game.state, game.state.current, action)


def action_moves_of(g, seat: int, action: str) -> tuple[int, bool] | None:
    """The same for any seat of a state (computer players ask it of their view)."""
    p = g.players[seat]
    if p.frenzy_actions:
        table = FRENZY_BEFORE_FIRST if g.frenzy_double[seat] else FRENZY_FROM_FIRST
        return table[action]
    if action == "run":
        return (RUN_MOVES, False)
    damage = len(p.damage)
    if action == "grab":
        return (ADRENALINE_GRAB_MOVES if damage >= ADRENALINE_GRAB_DAMAGE else GRAB_MOVES, False)
    return (ADRENALINE_SHOOT_MOVES if damage >= ADRENALINE_SHOOT_DAMAGE else SHOOT_MOVES, False)


def is_available(game, action: str) -> bool:
    rule = action_moves_of(game.state, game.state.current, action)
    if rule is None:
        return False
    moves, reload_first = rule
    if action == "run":
        return True
    if action == "grab":
        return bool(grab_squares(game, moves, first_only=True))
    return bool(shoot_squares(game, moves, reload_first, first_only=True))


def begin(game, action: str) -> None:
    chosen = action_moves(game, action)
    assert chosen is not None, "an action begins only when it is one of the player's"
    moves, reload_first = chosen
    if action == "run":
        set_stage(game, "run", moves=moves, action="run")
    elif action == "grab":
        set_stage(game, "grab", moves=moves, action="grab")
    else:
        begin_shooting(game, moves, reload_first)


# -- run around -----------------------------------------------------------------------
@stage_rules("run", lambda game, stage: prompt("run", moves=stage.moves))
class RunStage:
    @staticmethod
    def options(game, stage):
        g = game.state
        here = g.players[stage.player].square
        return moves_with_routes(game, stage.player, g.board.within(here, 1, stage.moves), stage.moves)

    @staticmethod
    def choose(game, stage, choice):
        move_figure(game, stage.player, choice.square, by=stage.player,
                    path=route_path(game, stage.player, choice))
        action_done(game)


# -- grab stuff -----------------------------------------------------------------------
GRAB_COST = {name: cube_counts(w.grab_cost) for name, w in WEAPON_BY_NAME.items()}


def affordable_weapons(game, colour: str, b=None) -> list[str]:
    """'If you cannot pay, you cannot grab the weapon.'"""
    if b is None:
        b = budget(game.state.active)
    out = []
    for w in game.state.slots[colour]:
        if w is not None:
            c = GRAB_COST[w]
            if c[0] <= b[0] and c[1] <= b[1] and c[2] <= b[2]:
                out.append(w)
    return out


def grab_squares(game, moves: int, first_only: bool = False) -> tuple[int, ...]:
    """Squares within reach that have something you can grab."""
    g = game.state
    spawn = g.board.spawn_colour_of
    ammo_on = game.mode.ammo_on(game)
    b = None
    out = []
    for q in g.board.within(g.active.square, 0, moves):
        colour = spawn.get(q)
        if colour is None:
            if ammo_on[q] is None:
                continue
        else:
            if b is None:
                b = budget(g.active)
            if not affordable_weapons(game, colour, b):
                continue
        out.append(q)
        if first_only:
            break
    return tuple(out)


@stage_rules("grab", lambda game, stage: prompt("grab", moves=stage.moves))
class GrabStage:
    @staticmethod
    def options(game, stage):
        return moves_with_routes(game, stage.player, grab_squares(game, stage.moves), stage.moves)

    @staticmethod
    def choose(game, stage, choice):
        g = game.state
        if choice.square != g.active.square:
            move_figure(game, stage.player, choice.square, by=stage.player,
                        path=route_path(game, stage.player, choice))
        colour = g.board.spawn_colour_of.get(choice.square)
        if colour is None:
            game.mode.grab_ammo(game, stage.player, choice.square)
        else:
            set_stage(game, "grab_weapon", action="grab")


def grab_ammo(game, seat: int, square: int) -> None:
    """'Move the depicted cubes into your ammo box. If the tile depicts a powerup
    card, draw one' - unless you already hold 3 (MAX_POWERUPS)."""
    g = game.state
    p = g.players[seat]
    tile = g.ammo_on[square]
    gained = [0, 0, 0]
    for c in AMMO_TILES[tile].cubes:
        if p.ammo[c] + gained[c] < MAX_CUBES:
            gained[c] += 1
    game.emit(AmmoGrabbed(seat, square, tile, (gained[0], gained[1], gained[2])))
    if AMMO_TILES[tile].powerup and len(p.powerups) < MAX_POWERUPS:
        draw_powerup(game, seat)


@stage_rules("grab_weapon", Prompt("grab_weapon"))
class GrabWeaponStage:
    @staticmethod
    def options(game, stage):
        colour = game.state.board.spawn_colour_of[game.state.active.square]
        return tuple(GrabWeapon(w) for w in affordable_weapons(game, colour))

    @staticmethod
    def choose(game, stage, choice):
        if len(game.state.active.weapons) >= MAX_WEAPONS:
            set_stage(game, "drop_weapon", weapon=choice.weapon, action="grab")
        else:
            grab_payment(game, choice.weapon, "")


@stage_rules("drop_weapon", Prompt("drop_weapon", weapons=MAX_WEAPONS))
class DropWeaponStage:
    @staticmethod
    def options(game, stage):
        return tuple(DropWeapon(w) for w, _ in game.state.active.weapons)

    @staticmethod
    def choose(game, stage, choice):
        grab_payment(game, stage.weapon, choice.weapon)


def grab_payment(game, weapon: str, drop: str) -> None:
    cost = cube_counts(WEAPON_BY_NAME[weapon].grab_cost)
    start_payment(game, cost, "grab", weapon=weapon, drop=drop)


@after_payment("grab")
def grab_weapon(game, stage) -> None:
    weapon, drop = stage.weapon, stage.drop
    g = game.state
    seat = g.current
    colour = g.board.spawn_colour_of[g.players[seat].square]
    slot = g.slots[colour].index(weapon)
    game.emit(WeaponGrabbed(seat, weapon, colour, slot, drop))
    action_done(game)
