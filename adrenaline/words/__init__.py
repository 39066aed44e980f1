"""Words for people, made at the edge: the core says what is asked, offered and done
as identities (:class:`~adrenaline.core.prompts.Prompt`, an option's ``.text``, events);
this package turns them into the sentences the window and the command line show,
through gettext (:mod:`.i18n`), so that they can be laid out and translated.

It imports the core (and the kept games, :mod:`adrenaline.saves.library`, for what
:mod:`.kept_games` says about them), never pygame, and neither the core nor anything in
it imports this package.
"""

from .i18n import _, ngettext
from .cards import powerup_words, tile_words
from .options import option_words
from .prompts import prompt_words
from .refusals import illegal_words, setup_words
from .squares import room_words, square_words

__all__ = ["_", "illegal_words", "ngettext", "option_words", "powerup_words", "prompt_words",
           "room_words", "setup_words", "square_words", "tile_words"]
