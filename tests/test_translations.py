"""The game in French, Spanish and Polish: each shipped catalogue against a fresh
extraction of every message (code, cards, arenas, tutorial), checked as Babel's own
checks do not (python-babel/babel#1307; `compile` lets a wrong placeholder through).
"""

from __future__ import annotations

import gettext
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

from adrenaline.words import i18n

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.ENGLISH]


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """Every message the game shows, extracted now (the .pot is never committed)."""
    pot = tmp_path_factory.mktemp("pot") / "messages.pot"
    CommandLineInterface().run(["pybabel", "-q", "extract", "-F", str(ROOT / "pyproject.toml"),
                                "-o", str(pot), str(ROOT)])
    with pot.open("rb") as f:
        messages = read_po(f)
    assert len(messages) > 800  # the code, the cards, the arenas and the tutorial
    return messages


def catalogue(code: str):
    with i18n.catalogue_path(code).open("rb") as f:
        return read_po(f, locale=code)


def key(message):
    return (message.context, message.id)


def texts(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (tuple, list)) else [message.string]


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_in_every_language(template, code):
    po = catalogue(code)
    missing = [m.id for m in template if m.id and key(m) not in {key(p) for p in po if p.id}]
    assert not missing, f"{code}: {len(missing)} messages not in the catalogue: {missing[:5]}"
    fuzzy = [m.id for m in po if m.id and m.fuzzy]
    assert not fuzzy, f"{code}: {len(fuzzy)} fuzzy (shown in English): {fuzzy[:5]}"
    empty = [m.id for m in po if m.id and not all(texts(m))]
    assert not empty, f"{code}: {len(empty)} untranslated: {empty[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_english_is_left_except_names_marked_the_same(template, code):
    """A text may stay as in English only with a translator's comment saying "same"
    (a name such as "T.H.O.R." or "ZX-2")."""
    po = catalogue(code)
    same = [m.id for m in po if m.id and texts(m)[0] == (m.id if isinstance(m.id, str) else m.id[0])
            and not any("same" in c.lower() for c in m.user_comments)]
    assert not same, f"{code}: {len(same)} left in English: {same[:8]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_match_the_english(template, code):
    """Every {field} of the English is in the translation and no other: a missing one
    loses a word, an unknown one raises KeyError on the screen. A plural form may leave
    out the number itself ("jedno" for 1)."""
    wrong = []
    for m in catalogue(code):
        if not m.id:
            continue
        if isinstance(m.id, str):
            if texts(m)[0] and fields(texts(m)[0]) != fields(m.id):
                wrong.append((m.id, texts(m)[0]))
            continue
        want = fields(m.id[0]) | fields(m.id[1])
        for text in texts(m):
            if text and not (want - {"n"} <= fields(text) <= want):
                wrong.append((m.id[0], text))
    assert not wrong, f"{code}: {wrong[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_plural_forms_have_as_many_forms_as_the_language_has(code):
    po = catalogue(code)
    assert all(len(texts(m)) == po.num_plurals for m in po if m.id and m.pluralizable)


def test_polish_has_three_plural_forms_one_few_many():
    """'1 obrażenie, 2 obrażenia, 5 obrażeń' (and 22 like 2, 12 like 5)."""
    plural = gettext.c2py(catalogue("pl").plural_expr)
    assert [plural(n) for n in (1, 2, 4, 5, 12, 22, 25, 0)] == [0, 1, 1, 2, 2, 1, 2, 2]


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_language_loads_from_its_catalogue_without_a_build_step(code):
    translation = i18n.translation_for(code)
    assert isinstance(translation, gettext.GNUTranslations)
    i18n.set_language(code)
    assert i18n._("Shoot") != "Shoot"
    assert i18n.pgettext("weapon", "Lock Rifle") != "" and i18n.language() == code


def test_words_made_once_are_made_again_in_the_new_language():
    from adrenaline.words.cards import weapon_paragraphs

    english = weapon_paragraphs("Lock Rifle")
    i18n.set_language("fr")
    assert weapon_paragraphs("Lock Rifle") != english
    i18n.set_language("en")
    assert weapon_paragraphs("Lock Rifle") == english


def test_the_system_language_is_the_first_preferred_one_the_game_speaks():
    assert i18n.first_known(["de_DE", "pl_PL.UTF-8", "fr"]) == "pl"
    assert i18n.first_known(["C.UTF-8"]) == "en"
    assert i18n.first_known([]) == "en"
    assert i18n.system_languages({"LANGUAGE": "es:en", "LANG": "fr_FR.UTF-8"}) == ["es", "en", "fr_FR.UTF-8"]


@pytest.mark.parametrize("command", [["watch", "--seed", "1"], ["tutorial", "--check"],
                                     ["play"], ["replay", "x.jsonl"]])
def test_an_unknown_language_is_refused_in_one_line_naming_the_four(command):
    done = subprocess.run([sys.executable, "-m", "adrenaline", *command, "--language", "de"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1
    assert all(code in done.stderr for code in ("en", "fr", "es", "pl"))


def test_watch_speaks_the_language_asked_for():
    done = subprocess.run([sys.executable, "-m", "adrenaline", "watch", "--seed", "3", "--players", "3",
                           "--language", "pl"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    english = subprocess.run([sys.executable, "-m", "adrenaline", "watch", "--seed", "3", "--players", "3"],
                             capture_output=True, text=True, timeout=120).stdout
    assert done.stdout != english and "Game over" not in done.stdout


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_tutorial_script_plays_through_in_every_language(code):
    from adrenaline.cli import main

    assert main(["tutorial", "--check", "--language", code]) == 0


def test_numbers_with_decimals_are_written_as_the_language_writes_them():
    assert i18n.decimal(0.6) == "0.6" and i18n.decimal(1.0) == "1"
    i18n.set_language("fr")
    assert i18n.decimal(0.6) == "0,6" and i18n.decimal(2.5) == "2,5"


def test_a_question_is_answered_yes_with_the_languages_own_letter(monkeypatch, tmp_path):
    """"Y" means nothing to a French player: "O" (oui) answers yes in French, "T" (tak)
    in Polish, and Y still does."""
    import pygame

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App
    from adrenaline.ui.screens.notices import Confirm

    app = App(language="fr")
    try:
        answers = []
        for letter, key in (("o", pygame.K_o), ("y", pygame.K_y), ("n", pygame.K_n)):
            app.push(Confirm(app, "?", lambda: answers.append("yes"), no=lambda: answers.append("no"),
                             default="no"))
            app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=letter, mod=0))
        assert answers == ["yes", "yes", "no"]
    finally:
        app.quit()
