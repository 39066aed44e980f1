"""A turn from start to end: spawning, choosing actions, reloading, end of turn.

Rulebook, YOUR TURN: "On your turn, you take 2 actions ... Actions can be taken in
any order. You can choose the same one twice. At the end of your turn, you can
reload." SPAWN LOCATION: "Draw 2 powerup cards. Choose 1 to keep. Reveal the other
and put your figure on the spawnpoint with that color. Discard the revealed card."
END OF YOUR TURN: "1. Reload ... 2. Score all player boards that received a
killshot. 3. Replace any stuff you took."
DEATH AND RESPAWN: "Draw one powerup card, even if you already have three.
Discard one of your powerup cards with no effect and place your figure on the
spawnpoint indicated by it."
"""

from __future__ import annotations

from ..cards import AMMO, POWERUPS, TELEPORTER, NEWTON
from ..choices import DONE, END_TURN, ChooseAction, Discard, Done, EndTurn, PlaceNeutral, Reload, UsePowerup
from ..events import (
    ActionTaken, BoardFlipped, FinalFrenzyStarted, NeutralPlaced, PointsScored, PowerupDiscarded, Spawned,
    TurnStarted, WeaponReloaded,
)
from ..numbers import (
    ACTIONS_PER_TURN, DOUBLE_KILL_POINTS, FRENZY_ACTIONS_BEFORE_FIRST, FRENZY_ACTIONS_FROM_FIRST,
    RESPAWN_POWERUPS, SPAWN_POWERUPS,
)
from ..prompts import Prompt, prompt
from ..weapons.catalogue import WEAPON_BY_NAME
from .actions import begin as begin_action, is_available
from .decks import draw_powerup
from .flow import only_option, set_stage, stage_rules
from .neutral import BOT_ACTION, begin as begin_neutral, needs_first_placement, neutral_due, place_neutral
from .payment import after_payment, can_afford, start_payment
from .scoring import score_killshot
from ..cards import cube_counts


# -- setup ------------------------------------------------------------------------------
def start_game(game) -> None:
    """The mode's setup (decks, what is dealt onto the table), then the first turn."""
    game.mode.set_up(game)
    start_turn(game, 0)


# -- turns ------------------------------------------------------------------------------
def start_turn(game, seat: int) -> None:
    g = game.state
    if g.frenzy:
        # "If you take your final turn before the player who started the game, you
        # have 2 actions ... [otherwise] you have only 1 action"
        n_actions = FRENZY_ACTIONS_BEFORE_FIRST if g.frenzy_double[seat] else FRENZY_ACTIONS_FROM_FIRST
    else:
        n_actions = ACTIONS_PER_TURN
    game.emit(TurnStarted(seat, g.turn + 1, n_actions))
    if g.players[seat].square is None:
        for _ in range(SPAWN_POWERUPS):
            draw_powerup(game, seat)
        if needs_first_placement(g):  # BOT-2: after looking at the 2 powerups, before spawning
            place_neutral(game, seat)
        else:
            set_stage(game, "spawn", seat)
    else:
        set_stage(game, "action")


def distinct_powerups(hand: list[int], kind: str | None = None):
    seen = []
    for card in hand:
        p = POWERUPS[card]
        if (kind is None or p.kind == kind) and p not in seen:
            seen.append(p)
    return sorted(seen)


def card_in_hand(hand: list[int], powerup) -> int:
    return next(c for c in hand if POWERUPS[c] == powerup)


@stage_rules("spawn", lambda game, stage: (
    prompt("spawn", respawn=bool(stage.queue or stage.purpose))))
class SpawnStage:
    @staticmethod
    def options(game, stage):
        return tuple(Discard(p) for p in distinct_powerups(game.state.players[stage.player].powerups))

    @staticmethod
    def choose(game, stage, choice):
        g = game.state
        card = card_in_hand(g.players[stage.player].powerups, choice.powerup)
        game.emit(PowerupDiscarded(stage.player, card, "spawn"))
        game.emit(Spawned(stage.player, g.board.spawnpoints[AMMO[choice.powerup.colour]]))
        if stage.purpose == "respawn":
            respawn_next(game, stage.queue)
        else:
            set_stage(game, "action")


@stage_rules("neutral_place", lambda game, stage: prompt(
    "neutral_place", respawn=stage.purpose == "respawn"))
class NeutralPlaceStage:
    """Any spawnpoint (BOT-2, BOT-8)."""

    @staticmethod
    def options(game, stage):
        return tuple(PlaceNeutral(q) for q in sorted(game.state.board.spawnpoints.values()))

    @staticmethod
    def choose(game, stage, choice):
        game.emit(NeutralPlaced(game.state.neutral, choice.square, stage.player))
        if stage.purpose == "respawn":
            respawn_next(game, stage.queue)
        else:
            set_stage(game, "spawn", stage.player)


# -- the action stage ---------------------------------------------------------------------
# the card ids of the Newtons and Teleporters
MOVING_POWERUPS = frozenset(c for c, p in enumerate(POWERUPS) if p.kind in (NEWTON, TELEPORTER))


def usable_powerups(game) -> list:
    """Newton and Teleporter: 'on your turn before or after any action'."""
    g = game.state
    hand = g.active.powerups
    if MOVING_POWERUPS.isdisjoint(hand):
        return []
    out = []
    others_on_board = any(p.square is not None for i, p in enumerate(g.players) if i != g.current)
    for p in distinct_powerups(hand):
        if p.kind == TELEPORTER or (p.kind == NEWTON and others_on_board):
            out.append(UsePowerup(p))
    return out


ACTIONS = tuple((name, ChooseAction(name)) for name in ("run", "grab", "shoot"))


def _action_prompt(game, stage):
    """"Choose an action", and while this turn's bot action is due, that it is (BOT-3:
    the turn cannot end before it, so End turn is not offered)."""
    g = game.state
    if g.neutral is not None and neutral_due(g):
        return prompt("action", actions_left=g.actions_left, bot_due=True)
    return prompt("action", actions_left=g.actions_left)


@stage_rules("action", _action_prompt, auto=only_option)  # End turn, always the last option, is the only one
class ActionStage:
    @staticmethod
    def options(game, stage):
        g = game.state
        out = []
        if g.actions_left > 0:
            for name, choice in ACTIONS:
                if is_available(game, name):
                    out.append(choice)
        due = g.neutral is not None and neutral_due(g)
        if due:  # BOT-3: one bot action, between actions; the turn cannot end before it
            out.append(BOT_ACTION)
        out += usable_powerups(game)
        if not due:
            out.append(END_TURN)
        return tuple(out)

    @staticmethod
    def choose(game, stage, choice):
        g = game.state
        if isinstance(choice, EndTurn):
            game.mode.turn_ending(game)
            set_stage(game, "reload")
        elif isinstance(choice, ChooseAction):
            if choice.action == BOT_ACTION.action:
                begin_neutral(game)
                return
            game.emit(ActionTaken(g.current, choice.action))
            begin_action(game, choice.action)
        else:
            card = card_in_hand(g.active.powerups, choice.powerup)
            name = "newton" if choice.powerup.kind == NEWTON else "teleporter"
            set_stage(game, name, powerup=card)


# -- end of turn --------------------------------------------------------------------------
def reloadable(game, seat: int) -> list[str]:
    p = game.state.players[seat]
    return [w for w in p.unloaded() if can_afford(p, cube_counts(WEAPON_BY_NAME[w].reload))]


@stage_rules("reload", Prompt("reload"),
             auto=only_option)
class ReloadStage:
    """'To reload you must pay the full reload cost ... with cubes and/or powerup cards.'"""

    @staticmethod
    def options(game, stage):
        return tuple(Reload(w) for w in reloadable(game, stage.player)) + (DONE,)

    @staticmethod
    def choose(game, stage, choice):
        if isinstance(choice, Done):
            end_of_turn(game)
        else:
            cost = cube_counts(WEAPON_BY_NAME[choice.weapon].reload)
            start_payment(game, cost, "reload", weapon=choice.weapon)


@after_payment("reload", "frenzy reload")
def reloaded(game, stage) -> None:
    """Reloaded at the end of the turn, or before shooting on a frenzy turn."""
    game.emit(WeaponReloaded(game.state.current, stage.weapon))
    set_stage(game, "reload" if stage.purpose == "reload" else "shoot_reload")


def end_of_turn(game) -> None:
    """Score every board with a killshot, then the end of the game, final frenzy,
    respawns and the refill, each as the mode says."""
    g = game.state
    mode = game.mode
    victims = tuple(g.killshots)
    for victim in victims:
        score_killshot(game, victim)
    # "If you deal multiple killshots on your turn, you get 1 extra point" - opponents only
    if sum(1 for v in victims if v != g.current) >= 2:
        game.emit(PointsScored(g.current, DOUBLE_KILL_POINTS, "double kill"))
    if mode.killshots_scored(game, victims):
        return  # the mode asks first; its last answer goes on with turn_over
    turn_over(game, victims)


def turn_over(game, victims: tuple) -> None:
    """The rest of the end of a turn, once its killshots are scored: the end of the
    game, final frenzy, respawns and the refill."""
    g = game.state
    mode = game.mode
    if mode.game_ends(game, victims):
        mode.final_scoring(game)
        return
    if not g.frenzy and mode.frenzy_triggered(game, victims):
        start_final_frenzy(game)
    if game.holds_turn_end:  # the window: the person may still take their last choice back
        game.hold_turn_end(victims)
        return
    respawn_next(game, victims)


def after_turn(game, victims: tuple) -> None:
    """Go on past a held end of turn: the respawns, the refill and the next turn (the
    first things of the end of a turn that draw a card or deal a tile)."""
    respawn_next(game, victims)


def first_after_turn(game, victims: tuple) -> int:
    """Who decides first once a held end of turn goes on: the first player killed
    (respawn), else the next player."""
    g = game.state
    if not victims:
        return (g.current + 1) % g.seats
    return g.current if victims[0] >= g.seats else victims[0]  # the bot: the acting player places it


def start_final_frenzy(game) -> None:
    g = game.state
    n = g.seats
    order = [(g.current + k) % n for k in range(1, n + 1)]  # the final turns, in order
    before_first = order[: order.index(0)]
    game.emit(FinalFrenzyStarted(tuple(seat in before_first for seat in range(n))))
    for seat, p in enumerate(g.players):  # every board, the bot's too (BOT-10)
        # "All players with no damage (including those who were just scored) flip"
        if not p.damage and not p.frenzy_board:
            game.emit(BoardFlipped(seat))


def respawn_next(game, queue: tuple) -> None:
    if not queue:
        game.mode.refill(game)
        start_turn(game, (game.state.current + 1) % game.state.seats)
        return
    seat = queue[0]
    if seat >= game.state.seats:  # BOT-8: the acting player places the bot; it draws nothing
        place_neutral(game, game.state.current, queue[1:], "respawn")
        return
    for _ in range(RESPAWN_POWERUPS):  # "Draw one powerup card, even if you already have three."
        draw_powerup(game, seat)
    set_stage(game, "spawn", seat, queue=queue[1:], purpose="respawn")
