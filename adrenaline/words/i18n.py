"""The one place the words are translated: gettext with the English text as the
message id. No catalogue is installed yet, so the English shows; a translation is a
``.po`` file away.

Write ``_("{name} shoots").format(name=name)``, never ``_(f"...")`` (an f-string is
no message id an extractor can find), and ``ngettext("{n} square", "{n} squares",
n).format(n=n)`` for every number a word follows.
"""

from __future__ import annotations

import gettext

DOMAIN = "adrenaline"

_translation: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translation.pgettext(context, message)


def use(translation: gettext.NullTranslations) -> None:
    """Show the words through ``translation`` from now on (English: NullTranslations)."""
    global _translation
    _translation = translation


def N_(message: str) -> str:
    """A message id marked for the extractor and translated later, where it is shown
    (``_(label)``): the English text stays the identity (a button's probe id)."""
    return message


def current() -> gettext.NullTranslations:
    """The translation in use (a cache key for words made once from data files)."""
    return _translation
