"""A Babel extractor for the words in the tutorial's data files (``script.toml``,
``rules.toml``): ``pybabel extract -F pyproject.toml`` finds the Python sources'
messages itself and calls :func:`extract_toml_text` for these two files
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
