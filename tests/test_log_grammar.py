"""The log of whole Turret, Domination and bot games, in every language, reads as a native
player writes it (issue 35): no article glued after a preposition ("a el bot", "à le Bot":
the language's joins make "al bot", "au Bot"), no capital in the middle of a line after a
clause separator, every line beginning with a capital (a typed name apart), and Polish in
the present tense ("wykonuje akcję bota", never "wykonał")."""

from __future__ import annotations

import random
import re

import pytest

from adrenaline.core.engine import Game, Setup, default_setup, with_neutral
from adrenaline.words import i18n
from adrenaline.words.grammar import Joins, Sentence, rules, sentence_start
from adrenaline.words.log import describe, player_names

LANGUAGES = list(i18n.LANGUAGES)


def _played(setup: Setup, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(setup)
    while (d := game.legal()) is not None:
        game.submit(d.decider, rng.choice(d.options))
    return game


@pytest.fixture(scope="module")
def games() -> list[Game]:
    """Whole games: Turret with the bot, Domination with the bot, Deathmatch with the bot
    and players who typed their names (one beginning with a vowel, one in lower case)."""
    typed = with_neutral(Setup("B", (("Alice", "Violet"), ("Émile", "Dozer"), ("bob", "Sprog")), 5, seed=4))
    return [_played(default_setup(4, "C", skulls=8, seed=1, mode="turret", neutral=True), 1),
            _played(default_setup(4, "A", skulls=8, seed=2, mode="domination", neutral=True), 2),
            _played(typed, 4)]


def told(game: Game) -> list[str]:
    """Every line of the game's log: what the window shows and ``adrenaline watch``
    prints (one narrator)."""
    return [line for entry in game.log for line in describe(game, entry)]


@pytest.fixture(scope="module")
def lines_by_language(games):
    out = {}
    try:
        for code in LANGUAGES:
            i18n.set_language(code)
            out[code] = [((player_names(game), game.state.seats), line) for game in games
                         for line in told(game)]
    finally:
        i18n.set_language("en")
    return out


# a preposition and an article the language contracts, left as two words
UNJOINED = {"fr": re.compile(r"(?<!\w)(à|de) (le|les) ", re.IGNORECASE),
            "es": re.compile(r"(?<!\w)(a|de) el ")}
UNELIDED = {"fr": re.compile(r"(?<!\w)(de|que) [aeiouyàâéèêëîïôûAEIOUYÀÂÉÈÊÎÔÛ]")}
# game terms a rulebook capitalises, which may begin a clause in mid-line
CAPITALISED_TERMS = {"pl": ("Wieżyczk",)}
# Polish past tense (masculine, and any form in a line about the bot): the log speaks in the present
PAST_TENSE = re.compile(r"\b\w+(ał|ił|ył|ął|eł)\b")
PAST_ANY = re.compile(r"\b\w+(ał|ił|ył|ął|eł|ała|iła|yła|ęła|ało|iło|yło)\b")
NOT_VERBS = {"szał", "Działo", "zostało", "została"}  # a noun, and "(skulls) left"


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_name_after_a_preposition_is_joined_as_the_language_joins_it(lines_by_language, code):
    lines = lines_by_language[code]
    assert len(lines) > 800
    wrong = [line for _, line in lines
             for pattern in (UNJOINED.get(code), UNELIDED.get(code)) if pattern and pattern.search(line)]
    assert not wrong, wrong[:5]
    english = [line for _, line in lines if code != "en" and re.search(r"\bthe bot\b", line)]
    assert not english, english[:5]


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_capital_in_mid_line_after_a_clause_separator(lines_by_language, code):
    i18n.set_language(code)
    try:
        separator = i18n.pgettext("between two clauses of a log line", "; ")
    finally:
        i18n.set_language("en")
    wrong, joined = [], 0
    for (names, _), line in lines_by_language[code]:
        for clause in line.split(separator)[1:]:
            joined += 1
            if clause[:1].isupper() and not clause.startswith(names + CAPITALISED_TERMS.get(code, ())):
                wrong.append(line)
    assert joined > 80 and not wrong, wrong[:5]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_log_line_begins_with_a_capital_unless_with_a_typed_name(lines_by_language, code):
    wrong = []
    for (names, seats), line in lines_by_language[code]:
        first = re.search(r"\w", line)  # past "¡", "«", "-- "
        if first and line[first.start()].islower() and not line.startswith(names[:seats], first.start()):
            wrong.append(line)
    assert not wrong, wrong[:5]


def test_polish_log_lines_are_in_the_present_tense(lines_by_language):
    """'Wioletka wykonał' says the player is a man: the present tense has no gender."""
    lines = [line for _, line in lines_by_language["pl"]]
    bot = [line for line in lines if "bot" in line]
    assert len(bot) > 50
    past = [m.group(0) for line in lines for m in PAST_TENSE.finditer(line) if m.group(0) not in NOT_VERBS]
    past += [m.group(0) for line in bot for m in PAST_ANY.finditer(line) if m.group(0) not in NOT_VERBS]
    assert not past, past[:10]
    assert not [line for line in lines if "gracza bot" in line]


# -- the joins themselves ---------------------------------------------------------------------------
FRENCH = Joins(rules("à le=au; à les=aux; de le=du; de les=des"), rules("de=d'; que=qu'"))
SPANISH = Joins(rules("a el=al; de el=del"), rules("-"))


@pytest.mark.parametrize("joins, template, value, expected", [
    (SPANISH, "{name} mueve a {other} hasta {square}", "el bot", "Dozer mueve al bot hasta X"),
    (SPANISH, "{name} mueve a {other} hasta {square}", "Alice", "Dozer mueve a Alice hasta X"),
    (SPANISH, "{name} mueve a {other} hasta {square}", "El Niño", "Dozer mueve a El Niño hasta X"),
    (FRENCH, "{name} donne à {other} une Marque ({square})", "le Bot", "Dozer donne au Bot une Marque (X)"),
    (FRENCH, "Plateau de {other} ({name}, {square})", "le Bot", "Plateau du Bot (Dozer, X)"),
    (FRENCH, "Plateau de {other} ({name}, {square})", "Alice", "Plateau d'Alice (Dozer, X)"),
    (FRENCH, "De {other} ({name}, {square})", "le Bot", "Du Bot (Dozer, X)"),
    (FRENCH, "Plateau de {other} ({name}, {square})", "Banshee", "Plateau de Banshee (Dozer, X)"),
])
def test_a_language_joins_a_preposition_and_the_name_pasted_after_it(joins, template, value, expected):
    assert joins.format(template, (), {"name": "Dozer", "other": value, "square": "X"}) == expected


def test_a_join_is_made_only_where_a_value_begins_never_in_the_translators_words():
    assert SPANISH.format("de el {x} a el", (), {"x": "y"}) == "de el y a el"
    assert FRENCH.format("{0} {1} {n}", ("à", "le Bot"), {"n": 1}) == "au Bot 1"


def test_english_words_are_plain_strings_and_catalogue_words_join(monkeypatch):
    assert type(i18n._("the bot")) is str
    i18n.set_language("es")
    try:
        assert isinstance(i18n._("{name} moves {other} to {square}"), Sentence)
        assert i18n._("{name} moves {other} to {square}").format(
            name="Dozer", other=i18n._("the bot"), square="X") == "Dozer mueve al bot hasta X"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_each_catalogue_says_its_joins_in_words_and_equals_signs(code):
    """'a el=al; de el=del': each rule two words (a word and a name's first word) = their join."""
    from adrenaline.words.grammar import CONTRACTIONS, ELISIONS

    translation = i18n.translation_for(code)
    contractions = translation.pgettext(*CONTRACTIONS)
    assert contractions != CONTRACTIONS[1] or contractions == "-"
    assert all(len(words.split()) == 2 and joined for words, joined in rules(contractions).items())
    assert all(len(word.split()) == 1 for word in rules(translation.pgettext(*ELISIONS)))


def test_a_line_of_its_own_begins_with_a_capital_but_a_typed_name_stays_as_typed():
    assert sentence_start("le Bot tue Dozer !") == "Le Bot tue Dozer !"
    assert sentence_start("bob kills Dozer!", ("bob",)) == "bob kills Dozer!"
    assert sentence_start("¡el bot mata a Violet!") == "¡El bot mata a Violet!"
