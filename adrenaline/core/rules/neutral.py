"""The rulebook's bot ("Adding a bot"): the neutral figure, a board and no seat,
steered by whoever's turn it is.

Rulebook, ADDING A BOT: "During the first player's first turn, after looking at the
2 powerups ... place the bot on any spawnpoint" (BOT-2). "On every turn except the
first player's first turn, the player whose turn it is must take a bot action along
with their usual actions" (BOT-3). "Move the bot up to 1 square if you want. Then it
must shoot someone it can see - not you and not itself: 1 damage; if the bot's board
has 6 or more damage, it also gives its target 1 mark" (BOT-4, BOT-5). A killed bot
takes no action for the rest of the turn (BOT-9); the acting player places it on any
spawnpoint at the end of the turn it died in (BOT-8). In Domination the spawnpoints
it sees are targets too, not on the acting player's first turn (MIX-2, Q-14).
"""

from __future__ import annotations

from typing import NamedTuple

from ..choices import SKIP, ChooseAction, MoveTo, PickTarget
from ..events import NeutralActed
from ..numbers import NEUTRAL_DAMAGE, NEUTRAL_MARK_DAMAGE, NEUTRAL_MARKS, NEUTRAL_MOVES
from ..prompts import prompt
from ..routes import moves_with_routes, route_path
from ..targets import name_of, square_of
from .damage import deal_damage, give_marks, move_figure
from .flow import action_done, set_stage, stage_rules
from .shoot import next_tagback

BOT_ACTION = ChooseAction("bot")


def neutral_due(g) -> bool:
    """This turn's bot action is still to take (BOT-3, BOT-9): there is a bot, it is not
    the starting player's first turn, the bot action is not taken yet, and the bot has
    not been killed this turn."""
    bot = g.neutral
    return (bot is not None and g.turn > 1 and not g.neutral_done and bot not in g.killshots
            and g.players[bot].square is not None)


class BotAction(NamedTuple):
    """This turn's bot action as the table shows it: ``status`` and the acting player's
    ``seat`` (None when there is no bot, or the game is over).

    ``due``: the acting player must still take it (BOT-3: the turn cannot end before);
    ``taken``: taken this turn; ``skipped``: the bot was killed this turn, or is off the
    board, and takes no action (BOT-9); ``first_turn``: the starting player's first turn
    has none (BOT-3); ``none``: no bot, or the game is over."""

    status: str
    seat: int | None


def bot_action(g) -> BotAction:
    """Whose bot action this turn is and where it stands (:class:`BotAction`): the one
    answer the badge, the bot's board and the prompt all read."""
    if g.neutral is None or g.game_over:
        return BotAction("none", None)
    if neutral_due(g):
        return BotAction("due", g.current)
    if g.neutral_done:
        return BotAction("taken", g.current)
    if g.turn <= 1:
        return BotAction("first_turn", g.current)
    return BotAction("skipped", g.current)


def card_holder(g) -> int:
    """Who holds the bot card: the acting player until their bot action is taken (or
    skipped, BOT-9), then the next player; it starts with the second player (BOT-3)."""
    return g.current if neutral_due(g) else (g.current + 1) % g.seats


def needs_first_placement(g) -> bool:
    """BOT-2: the starting player's first turn, and the bot is not on the board yet."""
    bot = g.neutral
    return bot is not None and g.turn == 1 and g.players[bot].square is None and g.players[bot].deaths == 0


def place_neutral(game, seat: int, queue: tuple = (), purpose: str = "first") -> None:
    """Ask ``seat`` where the bot goes: ``first`` (then ``seat`` spawns), or ``respawn``
    (then the rest of the end-of-turn ``queue``); the stage is in :mod:`.turn`."""
    set_stage(game, "neutral_place", seat, queue=queue, purpose=purpose)


def begin(game) -> None:
    """The bot action, taken whole between two actions: first the move."""
    g = game.state
    game.emit(NeutralActed(g.current))
    set_stage(game, "neutral_move", action="bot", moves=NEUTRAL_MOVES)


@stage_rules("neutral_move", lambda game, stage: prompt("neutral_move", moves=stage.moves))
class MoveStage:
    """'Move the bot up to 1 square if you want' (BOT-4.1): to an adjacent square
    through a door, or stay (``skip``)."""

    @staticmethod
    def options(game, stage):
        g = game.state
        bot = g.neutral
        here = g.players[bot].square
        return moves_with_routes(game, bot, g.board.within(here, 1, stage.moves), stage.moves) + (SKIP,)

    @staticmethod
    def choose(game, stage, choice):
        g = game.state
        bot = g.neutral
        if isinstance(choice, MoveTo):
            # Turret mode: a turret the bot enters hits it (MIX-3)
            move_figure(game, bot, choice.square, by=g.current, path=route_path(game, bot, choice))
        aim(game)


def neutral_targets(game) -> tuple[PickTarget, ...]:
    """BOT-4.2: every figure the bot sees but the acting player and itself (a figure killed
    this turn still stands there), then the mode's other targets it sees (Domination:
    the spawnpoints, not on the acting player's first turn)."""
    g = game.state
    bot = g.neutral
    here = g.players[bot].square
    if here is None:
        return ()
    board = g.board
    out = []
    for i, p in enumerate(g.players):
        if i != bot and i != g.current and p.square is not None and board.can_see(here, p.square):
            out.append(PickTarget(game.names[i]))
    for target in game.mode.neutral_targets(game):
        square = square_of(g, target)
        if square is not None and board.can_see(here, square):
            out.append(PickTarget(name_of(game, target)))
    return tuple(out)


def aim(game) -> None:
    """After the move: a target if there is one (BOT-4.3: it must be chosen); none, or a
    bot killed by a turret on its way (BOT-9), ends the bot action."""
    g = game.state
    if g.neutral in g.killshots or not neutral_targets(game):
        action_done(game)
        return
    set_stage(game, "neutral_target", action="bot")


@stage_rules("neutral_target", lambda game, stage: prompt("neutral_target"))
class TargetStage:
    """'It must shoot' one target (BOT-4.3); 1 damage in the bot's colour that converts
    the bot's marks, then 1 mark once the bot's board holds 6 damage (BOT-5)."""

    @staticmethod
    def options(game, stage):
        return neutral_targets(game)

    @staticmethod
    def choose(game, stage, choice):
        g = game.state
        bot = g.neutral
        for target in game.mode.neutral_targets(game):
            if name_of(game, target) == choice.target:
                game.mode.neutral_hit(game, target, bot)
                action_done(game)
                return
        victim = g.seat_of(choice.target)
        deal_damage(game, bot, victim, NEUTRAL_DAMAGE, source="bot")
        if len(g.players[bot].damage) >= NEUTRAL_MARK_DAMAGE:
            give_marks(game, bot, victim, NEUTRAL_MARKS, "bot")
        # BOT-6: a Tagback Grenade answers the bot's shot, by a victim who sees the bot
        if victim < g.seats and g.board.can_see(g.players[victim].square, g.players[bot].square):
            next_tagback(game, bot, (victim,))
        else:
            action_done(game)
