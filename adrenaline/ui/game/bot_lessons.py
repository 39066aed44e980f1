"""The rulebook's bot's lesson ("Adding a bot"): the first time a person's game sees a
bot action, a lesson card quotes the rules reference's bot paragraphs, framing the
bot's board. Any mode may have the bot, so these lessons go with the bot, not a mode."""

from __future__ import annotations

from ...core.events import NeutralActed
from .. import layout
from .mode_lessons import RuleLesson

BOT = "Adding a bot"  # the rules reference's section (rules.toml)


def bot_board_rect(game, event=None):
    """The bot's board."""
    return layout.player_rect(game.state.neutral, len(game.state.players))


LESSONS = (
    RuleLesson("bot_action", lambda game, e: isinstance(e, NeutralActed),
               "Bot action", ((BOT, 1), (BOT, 2)), bot_board_rect),
)


def bot_lessons(game) -> tuple:
    """The bot's lessons in a game with the bot; none without."""
    return LESSONS if game.state.neutral is not None else ()
