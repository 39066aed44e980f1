"""Words for people, made at the edge: the core says what is asked, offered and done
as identities (:class:`~adrenaline.core.prompts.Prompt`, an option's ``.text``, events);
this package turns them into the sentences the window and the command line show,
through gettext (:mod:`.i18n`), so that they can be laid out and translated.

It imports the core, never pygame, and neither the core nor anything in it imports
this package.
"""

from .i18n import _, ngettext
from .prompts import prompt_words
from .refusals import illegal_words, setup_words

__all__ = ["_", "illegal_words", "ngettext", "prompt_words", "setup_words"]
