"""Each catalogue states the rules' numbers as the English does: for every message whose
English states a number (as digits, or a number word of the rules: one to twelve, first
to twelfth), every translation of it (each plural form) states the same number, as digits
or as that language's word for it ("deux", "dos", "dwa", "drugi").

A number the English states and a translation lost ("dispara +{n}" for "shoot +{n}
move" is not one; "quedan 1 de 8" is the count agreeing with the wrong one) is a rule told
wrong to the people who read that language.
"""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from adrenaline.words import i18n

TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.ENGLISH]

# the number words of the rules, by value: cardinal and ordinal
ENGLISH = {
    1: r"one|first", 2: r"two|second", 3: r"three|third", 4: r"four|fourth", 5: r"five|fifth",
    6: r"six|sixth", 7: r"seven|seventh", 8: r"eight|eighth", 9: r"nine|ninth", 10: r"ten|tenth",
    11: r"eleven|eleventh", 12: r"twelve|twelfth",
}
# each language's words for them, in every form a sentence gives them (gender, case, ordinal)
WORDS = {
    "fr": {
        1: r"une?|premiers?|premières?|1re|1er", 2: r"deux|deuxièmes?|seconde?s?|double", 3: r"trois|troisièmes?",
        4: r"quatre|quatrièmes?", 5: r"cinq|cinquièmes?", 6: r"six|sixièmes?", 7: r"sept|septièmes?",
        8: r"huit|huitièmes?", 9: r"neuf|neuvièmes?", 10: r"dix|dixièmes?", 11: r"onze|onzièmes?",
        12: r"douze|douzièmes?",
    },
    "es": {
        1: r"una?|uno|primer[oa]?s?", 2: r"dos|segund[oa]s?|doble", 3: r"tres|tercer[oa]?s?",
        4: r"cuatro|cuart[oa]s?", 5: r"cinco|quint[oa]s?", 6: r"seis|sext[oa]s?", 7: r"siete|séptim[oa]s?",
        8: r"ocho|octav[oa]s?", 9: r"nueve|noven[oa]s?", 10: r"diez|décim[oa]s?", 11: r"once|undécim[oa]s?",
        12: r"doce|duodécim[oa]s?",
    },
    "pl": {
        1: r"jed(en|na|no|nego|nej|nym|ną|nemu)|pierwsz\w*|raz",
        2: r"dwa|dwie|dwiema|dwóch|dwoma|dwu\w*|drug\w*|podw\w*",
        3: r"trzy|trzech|trzema|trzeci\w*", 4: r"cztery|czterech|czterema|czwart\w*",
        5: r"pięć|pięciu|piąt\w*", 6: r"sześć|sześciu|szóst\w*", 7: r"siedem|siedmiu|siódm\w*",
        8: r"osiem|ośmiu|ósm\w*", 9: r"dziewięć|dziewięciu|dziewiąt\w*",
        10: r"dziesięć|dziesięciu|dziesiąt\w*", 11: r"jedenaście|jedenastu|jedenast\w*",
        12: r"dwanaście|dwunastu|dwunast\w*",
    },
}

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
DIGITS = re.compile(r"(?<![\w.,])\d+")


def numbers(text: str, words: dict[int, str]) -> set[int]:
    """The numbers a text states: its digits and its number words (placeholders aside)."""
    text = PLACEHOLDER.sub(" ", text)
    found = {int(d) for d in DIGITS.findall(text)}
    for value, pattern in words.items():
        if re.search(rf"(?<!\w)({pattern})(?!\w)", text, re.IGNORECASE):
            found.add(value)
    return found


# words of the table that state no number: "first" meaning beforehand ("move 1 square
# first", "First, Run Around"), "one" standing for a thing already named ("not that one",
# "the same one twice", "not one of the choices"), the first player as a name (the
# Spanish rulebook's "jugador inicial")
NOT_A_NUMBER = re.compile(
    r"\bfirst(?=\s*[,.;:()]|\s*$|\s+use\b)|\bFirst,|\bfirst player"
    r"|\b(that|this|the same|a different|each) one\b|\bnot one of\b", re.IGNORECASE)


def english_numbers(text: str) -> set[int]:
    return numbers(NOT_A_NUMBER.sub(" ", text), ENGLISH)


def catalogue(code: str):
    with i18n.catalogue_path(code).open("rb") as f:
        return read_po(f, locale=code)


def lost_numbers(code: str) -> list[tuple[str, list[int]]]:
    """(English, the numbers it states that a translation does not) for each such message."""
    out = []
    for message in catalogue(code):
        if not message.id:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        english = ids[0]
        told = set().union(*(english_numbers(text) for text in ids))
        if not told:
            continue
        forms = [message.string] if isinstance(message.string, str) else list(message.string)
        for form in forms:
            missing = sorted(told - numbers(form, WORDS[code]))
            if form and missing:
                out.append((english, missing))
                break
    return out


def test_english_numbers_are_read_as_the_rules_state_them():
    assert english_numbers("Deal 2 damage and 1 mark to 1 target you can see.") == {1, 2}
    assert english_numbers("The {killshot_damage}th drop is a killshot; the twelfth is overkill") == {12}
    assert english_numbers("{n} skull left") == set()
    assert english_numbers("Shoot people: move up to {n} square first (or stay)") == set()
    assert english_numbers("Not that one: click what the yellow frame points at.") == set()
    assert english_numbers("Grab a weapon: choose one you can pay for") == {1}


def test_a_translation_that_loses_a_number_is_caught():
    assert numbers("dispara +{n}", WORDS["es"]) == set()
    assert numbers("Inflige 2 heridas a un objetivo", WORDS["es"]) == {1, 2}
    assert numbers("zadaje dwa obrażenia pierwszemu celowi", WORDS["pl"]) == {1, 2}
    assert numbers("la deuxième cible", WORDS["fr"]) == {2}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_states_the_numbers_of_the_rules_its_english_states(code):
    lost = lost_numbers(code)
    assert not lost, f"{code}: {len(lost)} messages lose a number: " + "; ".join(
        f"{english[:70]!r} {missing}" for english, missing in lost[:12])
