"""Newton and Teleporter, played on your turn before or after any action.

Weapons manual, POWERUPS:
- Newton: "Choose any other player's figure and move it 1 or 2 squares in one
  direction." (Moves go through doors, not walls.)
- Teleporter: "Pick up your figure and set it down on any square of the board."
Both: "(You can't use this ... after it respawns at the end of your turn.)" -
they are offered only at the action stage, never after the end of the turn.
"""

from __future__ import annotations

from ..board import DIRECTIONS
from ..choices import PickTarget, moves_to
from ..events import PowerupDiscarded
from ..numbers import NEWTON_MOVES
from ..prompts import Prompt, prompt
from .damage import move_figure
from .flow import set_stage, stage_rules


@stage_rules("newton", Prompt("newton"))
class NewtonTargetStage:
    @staticmethod
    def options(game, stage):
        g = game.state
        return tuple(PickTarget(game.names[i]) for i, p in enumerate(g.players)
                     if i != stage.player and p.square is not None)

    @staticmethod
    def choose(game, stage, choice):
        set_stage(game, "newton_move", powerup=stage.powerup, target=game.state.seat_of(choice.target))


def newton_squares(game, seat: int) -> tuple[int, ...]:
    g = game.state
    here = g.players[seat].square
    out: list[int] = []
    for d in DIRECTIONS:
        for q in g.board.straight[here][d][:NEWTON_MOVES]:
            if q not in out:
                out.append(q)
    return tuple(sorted(out))


def newton_path(game, seat: int, square: int) -> tuple[int, ...]:
    """'in one direction': the straight line from the figure's square to ``square``
    (no route to choose, whatever the mode)."""
    g = game.state
    here = g.players[seat].square
    for d in DIRECTIONS:
        line = g.board.straight[here][d][:NEWTON_MOVES]
        if square in line:
            return (here,) + line[:line.index(square) + 1]
    raise ValueError(f"{square} is not in a straight line from {here}")


@stage_rules("newton_move", lambda game, stage: (
    prompt("newton_move", target=game.names[stage.target], moves=NEWTON_MOVES)))
class NewtonMoveStage:
    @staticmethod
    def options(game, stage):
        return moves_to(newton_squares(game, stage.target))

    @staticmethod
    def choose(game, stage, choice):
        game.emit(PowerupDiscarded(stage.player, stage.powerup, "play"))
        move_figure(game, stage.target, choice.square, by=stage.player,
                    path=newton_path(game, stage.target, choice.square))
        set_stage(game, "action")


@stage_rules("teleporter", Prompt("teleporter"))
class TeleporterStage:
    @staticmethod
    def options(game, stage):
        g = game.state
        here = g.players[stage.player].square
        return moves_to(tuple(q for q in g.board.squares if q != here))

    @staticmethod
    def choose(game, stage, choice):
        game.emit(PowerupDiscarded(stage.player, stage.powerup, "play"))
        move_figure(game, stage.player, choice.square, by=stage.player, jump=True)
        set_stage(game, "action")
