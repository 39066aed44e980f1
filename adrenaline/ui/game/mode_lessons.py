"""A mode's lessons in an ordinary game: the first time one of the mode's rules happens
in this game, a lesson card explains it over the paused game (Settings' "Hints" on, a
person at the table).

A mode's screen part (:mod:`adrenaline.ui.modes`) lists its lessons: for each, the test
of the core's event that sets it off (or of the question a person is asked: a lesson
that comes before the choice it is about), the rules reference's section (``rules.toml``) whose
paragraphs say the rule, in the rulebook's words with the core's numbers, and what on the
screen to point at. :class:`RuleLessons` follows one game and tells each lesson once.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Callable

import attrs
import pygame

from ...tutorial.script import RULES_PATH, one_line, shown
from ...words.i18n import _


@functools.cache
def _rules_sections() -> dict[str, tuple[str, ...]]:
    """The rules reference in English: section title -> its paragraphs' message ids."""
    with open(RULES_PATH, "rb") as f:
        data = tomllib.load(f)
    return {one_line(s["title"]): tuple(one_line(p) for p in s["text"].strip().split("\n\n"))
            for s in data["section"]}


@attrs.frozen
class RuleLesson:
    """One rule, explained the first time ``happens(game, event)`` is true in a game.

    ``title`` is the card's title in English, ``paragraphs`` the rules reference's
    paragraphs to show, each as (its section's English title, its index there),
    ``point(game, event)`` the part of the screen it is about (or None). With
    ``asked(view)``, the lesson comes the first time a person's question makes it true
    (before the choice it is about; ``point`` gets no event), and ``happens`` only says
    that a game loaded already went past it."""

    trigger: str
    happens: Callable[[object, object], bool]
    title: str
    paragraphs: tuple[tuple[str, int], ...]
    point: Callable[[object, object], pygame.Rect | None] = lambda game, event: None
    asked: Callable[[object], bool] | None = None

    def words(self) -> tuple[str, str]:
        """(title, text) as the player reads them: translated, the core's numbers filled."""
        sections = _rules_sections()
        text = "\n\n".join(shown(sections[section][i], section) for section, i in self.paragraphs)
        return _(self.title), text


@attrs.frozen
class Told:
    """A lesson as a lesson card shows it."""

    title: str
    text: str
    trigger: str


class RuleLessons:
    """The lessons of one game: each told once, waiting until the screen can show them."""

    def __init__(self, lessons, game):
        self.lessons = tuple(lessons)
        self.told: set[str] = set()
        self.pending: list[tuple[RuleLesson, object]] = []
        self.on = True  # "No more tips" switches them off for the rest of the game
        # what already happened in this game (a game loaded, a scenario) is not told again
        self.observe(game, [e for entry in game.log for e in entry.events], quiet=True)

    def observe(self, game, events, quiet: bool = False) -> None:
        """Queue the lessons these events set off (each lesson once in a game)."""
        for event in events:
            for lesson in self.lessons:
                if lesson.asked is not None and not quiet:
                    continue  # told when a person's question comes to it (:meth:`look`)
                if lesson.trigger not in self.told and lesson.happens(game, event):
                    self.told.add(lesson.trigger)
                    if not quiet:
                        self.pending.append((lesson, event))

    def look(self, view) -> None:
        """Queue the lessons the question on screen (a person's) sets off, each once."""
        for lesson in self.lessons:
            if lesson.asked is not None and lesson.trigger not in self.told and lesson.asked(view):
                self.told.add(lesson.trigger)
                self.pending.append((lesson, None))

    def next(self, hints: bool) -> tuple[RuleLesson, object] | None:
        """The next lesson to show and the event that set it off (None when none waits,
        or the hints are off: then the waiting ones are dropped)."""
        if not (hints and self.on):
            self.pending.clear()
            return None
        return self.pending.pop(0) if self.pending else None

    def silence(self) -> None:
        """ "No more tips": no lesson for the rest of this game."""
        self.on = False
        self.pending.clear()
