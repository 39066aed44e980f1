"""The tutorial's script: data, not code (``script.toml`` beside this module).

- ``[game]``: the fixed, seeded first game (arena, seed, skulls, sudden death, the
  seats; seat 0 is the learner, the others computer players of ``level``).
- ``[[intro]]``: the teacher's pages before play ("Go over the rules for actions,
  damage, marks, and scoring ... Explain the powerups. Start playing!"), each with
  an optional ``picture`` (:data:`PICTURES`).
- ``[[step]]``: the guided part, one learner decision each: ``expect`` is the
  text of the one option the learner may choose, ``say`` the hint beside it,
  ``elsewhere`` (optional) what to say when the learner clicks something else.
- ``[[lesson]]``: explanations that appear the first time something happens
  (``when`` is one of :data:`TRIGGERS`), guided part or not, pointing at a part
  of the screen (``point``, one of :data:`POINTS`); they can be switched off.
- ``[weapon_tips]`` and ``[powerup_tips]``: a plain-language tip for every card,
  shown with the card's own text.

Texts name rule numbers by placeholder (``{killshot_track_values}``), filled here
with the core's numbers (:func:`text_numbers`), so the
tutorial never says a number the rules do not use. :func:`load_rules_reference`
reads the F1 rules reference (``rules.toml``) the same way.

Every text a player reads goes through gettext as written (whitespace made even by
:func:`as_written`, placeholders unfilled: the message id a translator sees, the one
:mod:`adrenaline.words.extract` finds), then is filled. ``expect`` is an option's
identity, never translated.
"""

from __future__ import annotations

import functools
import tomllib
from importlib.resources import files
from pathlib import Path

import attrs

from ..core.cards import POWERUP_KINDS
from ..core import numbers as N
from ..core.weapons.catalogue import WEAPON_BY_NAME
from ..words import i18n

# package data: read from the installed package wherever the game is started
SCRIPT_PATH = Path(str(files("adrenaline.tutorial") / "script.toml"))
RULES_PATH = Path(str(files("adrenaline.tutorial") / "rules.toml"))

# what can set a lesson off (coach.Coach.observe), in the order they are told
TRIGGERS = (
    "hurt", "adrenaline_3", "adrenaline_6", "marked", "killshot", "overkill", "scored",
    "respawn", "refill", "last_skull", "game_end", "guided_end",
)


class ScriptError(ValueError):
    """A script file that is not a valid tutorial script."""


@attrs.frozen
class Step:
    expect: str  # the option text the learner must choose
    say: str  # the hint shown beside it
    elsewhere: str = ""  # what to say when the learner clicks something else
    title: str = ""  # a topic heading ("Run Around", "Shoot People")


POINTS = ("", "my_board", "victim_board", "track")  # what a lesson's card points at


@attrs.frozen
class LessonText:
    when: str
    title: str
    text: str
    point: str = ""  # one of POINTS


@attrs.frozen
class Page:
    title: str
    text: str
    picture: str = ""  # one of PICTURES: what the page shows beside its text


PICTURES = ("", "arena", "actions", "damage", "scoring", "weapons", "powerups")


@attrs.frozen
class Script:
    arena: str
    seed: int
    skulls: int
    sudden_death: bool
    level: str
    players: tuple[tuple[str, str], ...]  # (name, character); seat 0 is the learner
    intro: tuple[Page, ...]
    steps: tuple[Step, ...]
    lessons: tuple[LessonText, ...]
    weapon_tips: dict[str, str]
    powerup_tips: dict[str, str]

    @property
    def learner(self) -> int:
        return 0


@functools.cache
def text_numbers() -> dict[str, str]:
    """Every placeholder a data text may use: the core's :func:`rule_numbers`, and the
    numbers of Domination (``{domination_track_values}``...) and of the bot, from the core too."""
    return {**N.rule_numbers(),
            # the rulebook's bot ("Adding a bot")
            "neutral_min_players": str(N.NEUTRAL_MIN_PLAYERS),
            "neutral_max_players": str(N.NEUTRAL_MAX_PLAYERS),
            "neutral_suggested_players": str(N.NEUTRAL_SUGGESTED_PLAYERS),
            "neutral_moves": str(N.NEUTRAL_MOVES), "neutral_damage": str(N.NEUTRAL_DAMAGE),
            "neutral_marks": str(N.NEUTRAL_MARKS), "neutral_mark_damage": str(N.NEUTRAL_MARK_DAMAGE),
            "domination_skulls": str(N.DOMINATION_SKULLS),
            "domination_tag_tokens": str(N.DOMINATION_TAG_TOKENS),
            "domination_strike_back_damage": str(N.DOMINATION_STRIKE_BACK_DAMAGE),
            "domination_full_track": str(N.DOMINATION_FULL_TRACK),
            "domination_full_tracks": str(N.DOMINATION_FULL_TRACKS),
            "domination_track_values": N.listed(N.DOMINATION_TRACK_VALUES),
            "domination_top_track_value": str(N.DOMINATION_TRACK_VALUES[0]),
            "domination_third_track_value": str(N.DOMINATION_TRACK_VALUES[2])}


def filled(text: str, where: str) -> str:
    """A text with its rule-number placeholders filled from the core."""
    try:
        return text.format_map(text_numbers())
    except (KeyError, ValueError, IndexError) as error:
        raise ScriptError(f"{where}: not a rule number placeholder: {error}") from None


def as_written(value) -> str:
    """A data text as its message id: paragraphs (blank-line separated) kept, the
    whitespace inside each made one space."""
    return "\n\n".join(" ".join(p.split()) for p in str(value).strip().split("\n\n"))


def one_line(value) -> str:
    """A one-line data text as its message id (hints, tips, headings)."""
    return " ".join(str(value).split())


def shown(msgid: str, where: str) -> str:
    """The words a player reads for a data text: translated, then numbers filled."""
    return filled(i18n._(msgid), where) if msgid else msgid


def _text(table: dict, key: str, where: str, translate: bool = True) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ScriptError(f"{where}: '{key}' should be a non-empty text")
    if not translate:
        return filled(as_written(value), where)
    return shown(as_written(value), where)


def _tip(value, where: str) -> str:
    return shown(one_line(value), where)


def parse_script(data: dict) -> Script:
    try:
        game = data["game"]
        # a seat named otherwise than its character ("You") is named in words
        players = tuple((str(n) if str(n) == str(c) else i18n._(str(n)), str(c))
                        for n, c in game["players"])
        script = Script(
            arena=str(game["arena"]), seed=int(game["seed"]), skulls=int(game["skulls"]),
            sudden_death=bool(game["sudden_death"]), level=str(game["level"]), players=players,
            intro=tuple(Page(_text(p, "title", "intro"), _text(p, "text", "intro"),
                             str(p.get("picture", ""))) for p in data.get("intro", ())),
            steps=tuple(Step(_text(s, "expect", f"step {i + 1}", translate=False),
                             _text(s, "say", f"step {i + 1}"),
                             shown(one_line(s.get("elsewhere", "")), f"step {i + 1}"),
                             shown(one_line(s.get("title", "")), f"step {i + 1}"))
                        for i, s in enumerate(data.get("step", ()))),
            lessons=tuple(LessonText(str(x["when"]), _text(x, "title", "lesson"),
                                     _text(x, "text", "lesson"), str(x.get("point", "")))
                          for x in data.get("lesson", ())),
            weapon_tips={str(k): _tip(v, f"tip {k}") for k, v in data.get("weapon_tips", {}).items()},
            powerup_tips={str(k): _tip(v, f"tip {k}") for k, v in data.get("powerup_tips", {}).items()},
        )
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, ScriptError):
            raise
        raise ScriptError(f"not a tutorial script: {error!r}") from None
    unknown = [p.picture for p in script.intro if p.picture not in PICTURES]
    if unknown:
        raise ScriptError(f"intro pages with unknown pictures: {', '.join(unknown)}")
    unknown = [x.point for x in script.lessons if x.point not in POINTS]
    if unknown:
        raise ScriptError(f"lessons pointing at unknown things: {', '.join(unknown)}")
    unknown = [x.when for x in script.lessons if x.when not in TRIGGERS]
    if unknown:
        raise ScriptError(f"lessons with unknown triggers: {', '.join(unknown)}")
    missing = sorted(set(WEAPON_BY_NAME) - set(script.weapon_tips))
    if missing:
        raise ScriptError(f"no tip for the weapons: {', '.join(missing)}")
    missing = sorted(set(POWERUP_KINDS) - set(script.powerup_tips))
    if missing:
        raise ScriptError(f"no tip for the powerups: {', '.join(missing)}")
    return script


def load_rules_reference(path: Path = RULES_PATH) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The F1 rules reference: (title, paragraphs) for each topic, in words, numbers filled."""
    return _load_rules_reference(path, i18n.current())


@functools.lru_cache(maxsize=2)
def _load_rules_reference(path: Path, translation) -> tuple[tuple[str, tuple[str, ...]], ...]:
    with open(path, "rb") as f:
        data = tomllib.load(f)
    return tuple((shown(one_line(s["title"]), s["title"]),
                  tuple(shown(one_line(p), s["title"]) for p in s["text"].strip().split("\n\n")))
                 for s in data["section"])


@functools.lru_cache(maxsize=2)
def rules_reference_modes(path: Path = RULES_PATH) -> tuple[str, ...]:
    """The mode each topic of the rules reference is about ("" for a topic of every
    mode), in the order of :func:`load_rules_reference`."""
    with open(path, "rb") as f:
        data = tomllib.load(f)
    return tuple(str(s.get("mode", "")) for s in data["section"])


def load_script(path: Path = SCRIPT_PATH) -> Script:
    """The tutorial script, its texts in words (the translation in use)."""
    return _load_script(path, i18n.current())


@functools.lru_cache(maxsize=4)
def _load_script(path: Path, translation) -> Script:
    try:
        with open(path, "rb") as f:
            return parse_script(tomllib.load(f))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ScriptError(f"{path}: {error}") from None
