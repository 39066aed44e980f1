"""The game's terms as each rulebook prints them (docs/glossary.md, a copy of the project's
glossary): wherever an English message says a term the glossary gives for a language with
an official source (confidence A or B), that language's catalogue says the glossary's term
(its words' stems, so that "znaczniki namierzania" and "Wieżyczką" count), unless the entry is
one of the few listed below with the reason it words it otherwise. A term left unofficial
(C, D or not found) is not checked; a rival word the glossary rules out never appears."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from adrenaline.words import i18n

GLOSSARY = Path(__file__).resolve().parent.parent / "docs" / "glossary.md"
LANGUAGES = ("fr", "es", "pl")

# rows whose English word is also a verb the catalogues conjugate freely, or a title
NOT_CHECKED = {
    "move": "the verb 'move' (déplacez, przesuń) is not the noun 'a move'",
    "reload": "a verb: its forms (rechargez, ładujesz) are not the glossary's infinitive",
    "can see": "a verb: its forms (voyez, vea, widzisz) are not the glossary's phrase",
    "adrenaline": "'Adrenaline' is also the game's title, kept as printed on the box",
}

# entries that say the term otherwise, on purpose: (language, English term) -> message ids' starts
OTHERWISE = {
    ("fr", "damage"): ("Rows dealt the damage",  # a plot's legend: "tireurs", "cibles"
                       "The {colour} spawnpoint is no target now"),  # "l'endommager"
    ("es", "damage"): ("This weapon cannot damage", "Each player's first turn follows",  # the verb "herir"
                       "A spawnpoint never moves", "The {colour} spawnpoint: a target",
                       "The {colour} spawnpoint is no target now", "Rows dealt the damage"),
    ("pl", "damage"): ("This weapon cannot damage", "Burns everyone in a room",  # the verb "ranić"
                       "Rows dealt the damage"),
    ("pl", "mark"): ("The Lock Rifle has an optional effect",),  # the verb "namierzyć"
    ("fr", "overkill"): ("If you deal overkill", "overkill", "{killer} kills {victim} with overkill!"),  # s'acharner
    ("pl", "overkill"): ("overkill",),  # "TA" on a board's space
    ("es", "scoring"): ("Scoring a kill", "Scoring a board"),  # the verb "puntuar"
    ("pl", "first blood"): ("Frenzy side: {values}", "{who} flips board", "{who} flip boards"),  # genitive
    ("pl", "square"): ("{damage}+ damage: Grab stuff", "{damage}+ damage: Shoot people",  # "pól" in
                       "move up to {n} square", "Move up to {n}", "Run around: move",  # the plural
                       "Grab stuff: move up to", "Shoot people: move up to", "{n} square",
                       "Newton: move {target}", "Too far"),
    ("pl", "Deathmatch"): ("Deathmatch",),  # the mode's button: "Na śmierć i życie"
    ("es", "spawnpoint"): ("Spawnpoint tracks",),  # the domination board's heading
    ("fr", "door"): ("Step to the ammo tile next door",),  # "next door": no door
    ("es", "door"): ("Step to the ammo tile next door",),
    ("pl", "door"): ("Step to the ammo tile next door",),
    ("fr", "Electroscythe"): ("Push another player up to",),  # "votre Faucheuse"
    ("fr", "Spawnpoint strikes back"): ("The {colour} spawnpoint strikes back",),  # the verb "riposter"
    ("fr", "turret"): ("with turret tripod", "If you deal both additional", "Spreads damage over"),  # the
    ("es", "turret"): ("with turret tripod", "If you deal both additional", "Spreads damage over"),  # weapon's
    ("pl", "turret"): ("with turret tripod", "If you deal both additional", "Spreads damage over"),  # tripod
}

# a term's short form, where the line already says what it is: Polish "znacznik" for a
# "znacznik namierzania" in a count of marks or after "namierza"
SHORT_FORMS = {("pl", "mark"): ("znacznik",)}

# words the glossary rules out, where the catalogues once used them (issue 35)
RIVALS = {
    "fr": (r"carte Bonus", r"jetons? Dégât\b", r"prend l'action", r"effectue l'action"),
    "es": (r"potenciador", r"(?i)\b(cog|coj|cóg)\w*", r"(?<!ficha de )(?<!fichas de )\bdaños?\b(?! desperdiciado)"),
    "pl": (r"(?i)finałow\w* szał", r"Dodawanie bota", r"karty? ulepszenia", r"\bnamiar", r"gracza \{other\}",
           r"prosto tam"),
}


def glossary_rows() -> list[tuple[str, dict[str, list[str]]]]:
    """(English term, {language: its official terms}) for each row of the glossary's tables."""
    rows, section = [], ""
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:]
        if not line.startswith("|") or re.match(r"\|\s*(---|English|#|seed)", line):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if section == "Weapons":
            cells = cells[1:]
        if len(cells) < 4:
            continue
        english = re.sub(r"\([^)]*\)", "", cells[0]).split("/")[0].strip()
        official = {lang: _terms(cell) for lang, cell in zip(("fr", "es", "pl"), cells[1:4])}
        rows.append((english, official))
    return rows


def _terms(cell: str) -> list[str]:
    """'karta zdolności; zdolność (A)' -> ['karta zdolności', 'zdolność']; [] unless A or B."""
    if not re.search(r"\((A|B)\b", cell):
        return []
    cell = re.sub(r"\([^)]*\)", "", cell)
    return [t.strip().strip('"“”') for t in re.split(r"[;/]", cell) if t.strip()]


def stem(term: str, language: str) -> re.Pattern:
    """The term's words cut to their stems, any ending and words between allowed."""
    def cut(word: str) -> str:
        word = word.strip('„”"')
        n = len(word)
        keep = n if n <= 3 else n - 1 if language != "pl" or n <= 5 else max(4, n - 3)
        return re.escape(word[:keep])
    return re.compile(r"\w*\W+".join(cut(w) for w in term.split()), re.IGNORECASE)


def catalogue(code: str):
    with i18n.catalogue_path(code).open("rb") as f:
        return read_po(f, locale=code)


def texts(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (tuple, list)) else [message.string]


def english(message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


ROWS = glossary_rows()


def test_the_glossary_has_terms_to_check():
    assert len(ROWS) > 80
    assert sum(1 for _, official in ROWS if official["pl"]) > 40


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_says_the_rulebooks_term_where_the_glossary_has_one(code):
    messages = [m for m in catalogue(code) if m.id and not (m.context or "").endswith("short")]
    longest_first = sorted({e for e, _ in ROWS if e}, key=len, reverse=True)
    wrong = []
    for term, official in ROWS:
        if not official[code] or not term or term in NOT_CHECKED:
            continue
        longer = [t for t in longest_first if len(t) > len(term) and re.search(rf"\b{re.escape(term)}\b", t, re.I)]
        said = re.compile(rf"\b{re.escape(term)}\b", re.I)
        stems = [stem(t, code) for t in official[code] + list(SHORT_FORMS.get((code, term), ()))]
        allowed = OTHERWISE.get((code, term), ())
        for m in messages:
            text = re.sub(r"\{[^}]*\}", "", english(m))
            for t in longer:  # "killshot track" is a term of its own, not "killshot"
                text = re.sub(rf"\b{re.escape(t)}\b", "", text, flags=re.I)
            if not said.search(text) or english(m).startswith(allowed):
                continue
            if not all(any(s.search(t) for s in stems) for t in texts(m)):
                wrong.append(f"{term!r} -> {official[code]}: {english(m)[:60]!r} = {texts(m)[0][:60]!r}")
    assert not wrong, "\n".join(wrong[:12])


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_catalogue_uses_a_word_the_glossary_rules_out(code):
    found = [(pattern, t[:80]) for m in catalogue(code) if m.id for t in texts(m)
             for pattern in RIVALS[code] if re.search(pattern, t)]
    assert not found, found[:8]
