"""Where a sentence meets a name or a thing pasted into it: the joins each language makes
between the word before a placeholder and the first word of its value.

A name is pasted as it is said alone ("the bot": "le Bot", "el bot"; "Alice"), and the
sentence says it after a preposition of its own ("à {target}", "a {target}", "de
{name}"). French and Spanish then join the two as their grammar says: "à le Bot" is
"au Bot", "de le Bot" "du Bot", "a el bot" "al bot", "de el bot" "del bot", and French
"de Alice" is "d'Alice". Each catalogue says its language's joins in two entries of its
own (:data:`CONTRACTIONS`, :data:`ELISIONS`), so a translator writes the preposition the
sentence needs and the game makes the join, for every figure, player or thing pasted:

    msgid "{name} moves {other} to {square}"
    msgstr "{name} mueve a {other} hasta {square}"     -> "Dozer mueve al bot hasta ..."

A join is made only where a placeholder's value begins, never inside the translator's
own words, and only with the value's first word as written in lower case ("el bot", never
a name a player typed, such as "El Niño").
"""

from __future__ import annotations

import string
from collections.abc import Mapping

NONE = "-"  # a language with no joins (English, Polish)

# the catalogue entries (context, message id) that say a language's joins
CONTRACTIONS = ("grammar: contractions with a pasted name, e.g. a el=al; de el=del ('-' for none)", NONE)
ELISIONS = ("grammar: elisions before a pasted name beginning with a vowel, e.g. de=d'; que=qu' "
            "('-' for none)", NONE)

VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüÿæœAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŸÆŒ")


def rules(text: str) -> dict[str, str]:
    """'à le=au; de le=du' -> {'à le': 'au', 'de le': 'du'} ('-' or '': none)."""
    out = {}
    for rule in text.split(";"):
        if "=" in rule:
            words, joined = rule.split("=", 1)
            if words.strip():
                out[" ".join(words.split()).lower()] = joined.strip()
    return out


class Joins:
    """A language's joins: contractions ('à le' -> 'au') and elisions ('de' -> "d'")."""

    def __init__(self, contractions: Mapping[str, str], elisions: Mapping[str, str]):
        self.contractions = dict(contractions)
        self.elisions = dict(elisions)
        # the words a join begins with, and whether a template may need one (most do not:
        # they are formatted by str.format, several times faster)
        self.triggers = {words.split()[0] for words in self.contractions} | set(self.elisions)
        self.may_join: dict[str, bool] = {}

    def __bool__(self) -> bool:
        return bool(self.contractions or self.elisions)

    def join(self, before: str, value: str) -> tuple[str, str]:
        """``before`` (the sentence so far) and ``value`` (pasted next) joined: 'à le Bot'
        -> ('', 'au Bot'), 'de Alice' -> ('', "d'Alice")."""
        if not before or not value or not before[-1] == " ":
            return before, value
        head = before[:-1]
        cut = max(head.rfind(" "), head.rfind("("), head.rfind("\n"))
        last, rest = head[cut + 1:], head[:cut + 1]
        if not last:
            return before, value
        first, space, after = value.partition(" ")
        joined = self.contractions.get(f"{last.lower()} {first}")
        if joined is not None:
            return rest, _cased(last, joined) + space + after
        elided = self.elisions.get(last.lower())
        if elided is not None and value[0] in VOWELS:
            return rest + _cased(last, elided), value
        return before, value

    def _may_join(self, template: str) -> bool:
        """Whether a placeholder of ``template`` follows one of the words a join begins
        with (or follows another placeholder, whose value could end with one)."""
        known = self.may_join.get(template)
        if known is None:
            known = False
            for literal, field, _, _ in _FORMATTER.parse(template):
                if field is None:
                    continue
                words = literal.split()
                if (literal and not words) or (words and literal[-1] == " "
                                               and words[-1].lower().lstrip("(") in self.triggers):
                    known = True
                    break
            self.may_join[template] = known
        return known

    def format(self, template: str, args, kwargs) -> str:
        """``template.format(*args, **kwargs)``, joined where each value begins."""
        if not self._may_join(template):
            return str.format(template, *args, **kwargs)
        out = ""
        auto = 0
        for literal, field, spec, conversion in _FORMATTER.parse(template):
            out += literal
            if field is None:
                continue
            if field == "":
                field, auto = str(auto), auto + 1
            value, _ = _FORMATTER.get_field(field, args, kwargs)
            value = _FORMATTER.convert_field(value, conversion)
            if spec and "{" in spec:
                spec = _FORMATTER.vformat(spec, args, kwargs)
            text = _FORMATTER.format_field(value, spec or "")
            out, text = self.join(out, text)
            out += text
        return out


_FORMATTER = string.Formatter()
NO_JOINS = Joins({}, {})


def _cased(model: str, word: str) -> str:
    """``word`` with the first letter of ``model`` in its case ('À le' -> 'Au')."""
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


class Sentence(str):
    """A translated message whose ``format`` makes the language's joins where each
    value is pasted (:class:`Joins`)."""

    joins: Joins = NO_JOINS

    def format(self, *args, **kwargs) -> str:  # type: ignore[override]
        return self.joins.format(self, args, kwargs)


def sentence_start(line: str, names: tuple[str, ...] = ()) -> str:
    """A line of its own begins with a capital ('le Bot tue Dozer !' -> 'Le Bot ...',
    '¡el bot mata a Violet!' -> '¡El bot ...'), unless it begins with one of ``names`` as a
    person typed it ('bob'). The line keeps its type (a turn's header stays one)."""
    at = next((i for i, c in enumerate(line) if c.isalnum()), len(line))
    if at == len(line) or not line[at].islower() or any(n and line.startswith(n, at) for n in names):
        return line
    return type(line)(line[:at] + line[at].upper() + line[at + 1:])
