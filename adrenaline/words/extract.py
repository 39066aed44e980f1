"""Babel extractors for the words that are data, not code: the tutorial's files
(``script.toml``, ``rules.toml``), the cards (the weapons' names, effects and notes, the
powerups' names) and the arenas' captions in the ``.tmx`` maps. ``pybabel extract -F
pyproject.toml`` finds the Python sources' messages itself and calls these for the data
(``[tool.babel]`` in pyproject.toml).

Each text is given as the message id the game looks up when it shows it
(:func:`adrenaline.tutorial.script.as_written` / ``one_line``, placeholders such as
``{actions_per_turn}`` unfilled), so that a translation is found. The script's
``expect`` fields are options' identities, not words: they are left out, and so are
seats named after their character and everything that is not a text.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator


def toml_texts(data: dict) -> Iterator[tuple[str, str]]:
    """(message id, where) for every text a player reads in a script or rules file."""
    from ..tutorial.script import as_written, one_line

    for section in data.get("section", ()):  # rules.toml: a title, paragraphs
        yield one_line(section["title"]), "rules: title"
        for paragraph in str(section["text"]).strip().split("\n\n"):
            yield one_line(paragraph), f"rules: {one_line(section['title'])}"
    for name, character in data.get("game", {}).get("players", ()):  # script.toml
        if name != character:
            yield str(name), "tutorial: the learner's name"
    for page in data.get("intro", ()):
        yield as_written(page["title"]), "tutorial page: title"
        yield as_written(page["text"]), "tutorial page"
    for i, step in enumerate(data.get("step", ()), 1):
        yield as_written(step["say"]), f"tutorial step {i}: hint"
        for key in ("elsewhere", "title"):
            if one_line(step.get(key, "")):
                yield one_line(step[key]), f"tutorial step {i}: {key}"
    for lesson in data.get("lesson", ()):
        yield as_written(lesson["title"]), f"tutorial lesson {lesson['when']}: title"
        yield as_written(lesson["text"]), f"tutorial lesson {lesson['when']}"
    for table in ("weapon_tips", "powerup_tips"):
        for card, tip in data.get(table, {}).items():
            yield one_line(tip), f"tutorial tip: {card}"


def extract_toml_text(fileobj, keywords, comment_tags, options):
    """Babel's extractor interface: (line, function, message, comments) per text."""
    raw = fileobj.read().decode("utf-8")
    lines = raw.splitlines()
    for message, where in toml_texts(tomllib.loads(raw)):
        first = message.split()[0] if message.split() else message
        lineno = next((k for k, line in enumerate(lines, 1) if first in line), 0)
        yield lineno, None, message, [where]


def _line_of(lines: list[str], text: str) -> int:
    return next((k for k, line in enumerate(lines, 1) if text in line), 0)


def extract_cards(fileobj, keywords, comment_tags, options):
    """The card texts of the weapons catalogue: a weapon's name (context ``weapon``),
    its effects' names (context ``effect``), what each effect does, its notes; and
    the powerups' names (context ``powerup``), as :mod:`.cards` looks them up."""
    from ..core.cards import POWERUP_KINDS
    from ..core.weapons.catalogue import WEAPONS

    lines = fileobj.read().decode("utf-8").splitlines()
    for w in WEAPONS:
        at = _line_of(lines, f'"{w.name}"')
        yield at, "pgettext", ("weapon", w.name), ["weapon card: name"]
        yield at, "pgettext", ("weapon, short", w.name), [
            "weapon card: its name where there is little room (a spawnpoint's slot, about "
            "15 letters): the name itself if it is that short, else a short form of it"]
        for e in w.effects:
            yield at, "pgettext", ("effect", e.name), [f"{w.name}: an effect's name"]
            yield at, "pgettext", ("effect, short", e.name), [
                f"{w.name}: an effect's name where there is little room (a card in the hand, "
                "about 12 letters): whole words, without 'with' / 'in ... mode' ('focus shot')"]
            yield at, None, e.text, [f"{w.name}, {e.name}: the card's words"]
        if w.notes:
            yield at, None, w.notes, [f"{w.name}: the card's notes"]
    for kind in POWERUP_KINDS:
        yield 0, "pgettext", ("powerup", kind.title()), ["powerup card: name"]


def extract_arena_captions(fileobj, keywords, comment_tags, options):
    """An arena's caption (the ``players`` property of a ``.tmx`` map), as the rulebook
    prints it under the arena ("good for 3 or 4 players")."""
    import xml.etree.ElementTree as ET

    raw = fileobj.read()
    lines = raw.decode("utf-8").splitlines()
    for prop in ET.fromstring(raw).iter("property"):
        if prop.get("name") == "players":
            yield _line_of(lines, 'name="players"'), None, prop.get("value"), ["an arena's caption"]
