"""The one place the words are translated: gettext with the English text as the
message id, and the four languages of the rulebook.

Write ``_("{name} shoots").format(name=name)``, never ``_(f"...")`` (an f-string is
no message id an extractor can find), and ``ngettext("{n} square", "{n} squares",
n).format(n=n)`` for every number a word follows (Polish has three forms).

The catalogues are the translators' ``.po`` files themselves, shipped in the package
(``adrenaline/locale/<language>/LC_MESSAGES/adrenaline.po``) and read at start with
polib: no build step, no stale ``.mo``. An entry marked fuzzy or left empty shows the
English words.
"""

from __future__ import annotations

import functools
import gettext
import io
import os
from collections.abc import Callable, Iterable
from importlib.resources import files
from pathlib import Path

from .grammar import CONTRACTIONS, ELISIONS, Joins, Sentence, rules

DOMAIN = "adrenaline"
LOCALE_DIR = Path(str(files("adrenaline") / "locale"))  # package data

# the rulebook's languages, each named in its own words (a settings entry shows these)
LANGUAGES = {"en": "English", "fr": "Français", "es": "Español", "pl": "Polski"}
ENGLISH = "en"

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = ENGLISH
_forget: list[Callable[[], None]] = []
_loaded: dict[str, gettext.NullTranslations] = {}


class UnknownLanguage(ValueError):
    """A language the game has no catalogue for; its message names the four."""

    def __init__(self, code: str):
        self.code = code
        super().__init__(f"unknown language {code!r}: choose one of {', '.join(LANGUAGES)} "
                         f"({', '.join(LANGUAGES.values())})")


def _joined(text: str) -> str:
    """The words as a :class:`~.grammar.Sentence` where the language joins a word and a
    name pasted after it ("à le Bot" -> "au Bot"); as they are where it does not."""
    return Sentence(text) if Sentence.joins else text


def _(message: str) -> str:
    return _joined(_translation.gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    return _joined(_translation.ngettext(singular, plural, n))


def pgettext(context: str, message: str) -> str:
    return _joined(_translation.pgettext(context, message))


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _joined(_translation.npgettext(context, singular, plural, n))


def N_(message: str) -> str:
    """A message id marked for the extractor and translated later, where it is shown
    (``_(label)``): the English text stays the identity (a button's probe id)."""
    return message


def decimal(value: float) -> str:
    """A number as the language writes it: '0.6' in English, '0,6' in French."""
    return f"{value:g}".replace(".", pgettext("the decimal separator", "."))


def catalogue_path(code: str) -> Path:
    """Where a language's ``.po`` file lives in the package."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def translation_for(code: str) -> gettext.NullTranslations:
    """The words of one language (English: the message ids themselves)."""
    if code not in LANGUAGES:
        raise UnknownLanguage(code)
    if code == ENGLISH:
        return gettext.NullTranslations()
    if code not in _loaded:
        import polib

        po = polib.pofile(str(catalogue_path(code)))
        _loaded[code] = gettext.GNUTranslations(io.BytesIO(po.to_binary()))
    return _loaded[code]


def use(translation: gettext.NullTranslations) -> None:
    """Show the words through ``translation`` from now on; words made once and kept
    (registered with :func:`forget_on_change`) are made again."""
    global _translation
    _translation = translation
    Sentence.joins = joins_of(translation)
    for forget in _forget:
        forget()


def joins_of(translation: gettext.NullTranslations) -> Joins:
    """The joins the catalogue says its language makes (:mod:`.grammar`)."""
    return Joins(rules(translation.pgettext(*CONTRACTIONS)), rules(translation.pgettext(*ELISIONS)))


def _joins_for_the_catalogue() -> tuple[str, ...]:
    """Never called: the two entries that say a language's joins, for the extractor."""
    return (pgettext("grammar: contractions with a pasted name, e.g. a el=al; de el=del ('-' for none)",
                     "-"),
            pgettext("grammar: elisions before a pasted name beginning with a vowel, e.g. de=d'; que=qu' "
                     "('-' for none)", "-"))


def set_language(code: str) -> None:
    """Speak ``code`` ('en', 'fr', 'es' or 'pl') from now on; UnknownLanguage otherwise.
    Already speaking it: nothing changes (a translation a test put in place stays)."""
    global _language
    translation = translation_for(code)
    if code == _language:
        return
    _language = code
    use(translation)


def language() -> str:
    """The language the words are in now."""
    return _language


def forget_on_change(forget: Callable[[], None]) -> None:
    """Call ``forget`` (e.g. an ``lru_cache``'s ``cache_clear``) whenever the language
    changes, so that no word stays in the language it was made in."""
    _forget.append(forget)


def cached_words(maxsize: int | None = 128):
    """``functools.lru_cache`` for something made of words (a tooltip, a card's
    picture): its cache is cleared when the language changes."""
    def decorate(function):
        cached = functools.lru_cache(maxsize=maxsize)(function)
        forget_on_change(cached.cache_clear)
        return cached
    return decorate


def current() -> gettext.NullTranslations:
    """The translation in use (a cache key for words made once from data files)."""
    return _translation


def first_known(codes: Iterable[str]) -> str:
    """The first of a person's preferred languages the game speaks ('pl_PL.UTF-8' ->
    'pl'), else English."""
    for code in codes:
        short = code.replace("-", "_").split(".")[0].split("_")[0].lower()
        if short in LANGUAGES:
            return short
    return ENGLISH


def system_languages(environ=os.environ) -> list[str]:
    """The preferred languages the environment names, most preferred first (gettext's
    order: LANGUAGE, then LC_ALL, LC_MESSAGES, LANG)."""
    out: list[str] = []
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(key, "")
        if value:
            out += [v for v in value.split(":") if v]
    return out
