"""Kill and tag: a test-only fourth mode, to show that a mode plugs in through the
registry alone (docs/modes.md, "A fourth mode"): no file in ``adrenaline/`` names it.

Its rules: Deathmatch, and each killshot also gives its killer a tag (``Tagged``); at
the end, before the killshot track, each player scores 1 point a tag (``TagsScored``).

This one module holds every part of it: the core's ``Mode`` and its events, its words
(the log's lines, its name, its status line), its screen part (no board of its own; a
ping when a tag is taken), its bots' part (the standard game's terms) and its own
invariants for the harness (``Watch``). ``register_kill_and_tag()`` plugs it in; a test
unplugs it after (``unregister``), so no other test sees a fourth mode.
"""

from __future__ import annotations

from collections import Counter

import attrs

from adrenaline.bots.mode_terms import PLAIN
from adrenaline.core.events import EVENT_TYPES, Event
from adrenaline.core.modes import register
from adrenaline.core.modes.deathmatch import Deathmatch
from adrenaline.core.numbers import KILLSHOT_DAMAGE
from adrenaline.core.state import GameState, ModeState

NAME_OF_MODE = "kill_and_tag"


# -- the core: its state, its events, its hooks ------------------------------------------------
class Tags(ModeState):
    """The killers of the killshots so far, in order (a seat a tag)."""

    __slots__ = ("killers",)

    def __init__(self, killers: tuple[int, ...] = ()):
        self.killers = killers

    def copy(self) -> Tags:
        return Tags(self.killers)


@attrs.frozen
class Tagged(Event):
    """A killshot's tag: ``player`` killed ``victim``."""

    player: int
    victim: int

    def apply(self, g: GameState) -> None:
        state = g.mode_state
        state.killers = state.killers + (self.player,)


@attrs.frozen
class TagsScored(Event):
    """1 point a tag: ``shares`` are (seat, points), most tags first."""

    pays_shares = True
    shares: tuple[tuple[int, int], ...]

    def apply(self, g: GameState) -> None:
        for seat, points in self.shares:
            g.players[seat].points += points


for _cls in (Tagged, TagsScored):
    EVENT_TYPES[_cls.__name__] = _cls


class KillAndTag(Deathmatch):
    name = NAME_OF_MODE
    points_sources = ("board", "first blood", "tags", "killshot track", "double kill")

    def new_state(self, setup) -> Tags:
        return Tags()

    def killshot(self, game, victim: int, damage: tuple[int, ...]) -> None:
        super().killshot(game, victim, damage)
        game.emit(Tagged(damage[KILLSHOT_DAMAGE - 1], victim))

    def final_scoring(self, game) -> None:
        g = game.state
        tags = Counter(s for s in g.mode_state.killers if s < g.seats)  # the bot never scores
        shares = tuple(sorted(tags.items(), key=lambda pair: (-pair[1], pair[0])))
        if shares:
            game.emit(TagsScored(shares))
        super().final_scoring(game)

    def points_source(self, event: Event) -> str:
        return "tags" if isinstance(event, TagsScored) else super().points_source(event)


def register_kill_and_tag() -> None:
    """Plug the mode in: every layer's part is this module."""
    register(KillAndTag, words=__name__, ui=__name__, bots=__name__)


# -- its words (the words layer's part) -------------------------------------------------------
NAME = "Kill and tag"  # a test's mode: not in the catalogues, English in every language


def _tagged(teller, e: Tagged) -> None:
    teller.lines.append(f"{teller.names[e.player]} takes a tag from {teller.names[e.victim]}")


def _scored(teller, e: TagsScored) -> None:
    teller.lines.append("Tags: " + ", ".join(f"{teller.names[s]} {p}" for s, p in e.shares))


LINES = {Tagged: _tagged, TagsScored: _scored}
QUIET: tuple = ()
IN_SHOT: dict = {}
DAMAGE: dict = {}
MARKS: dict = {}
KILLED_BY: dict = {}


def status(game, s: dict) -> list[str]:
    return [f"Tags taken: {len(game.state.mode_state.killers)}"]


# -- its screen part (the window's layer) --------------------------------------------------------
SCREEN = None  # the killshot track in the top bar, as in Deathmatch
LESSONS: tuple = ()
SOUNDS = {Tagged: "mark"}

# -- its computer players' part ------------------------------------------------------------------
TERMS = PLAIN
TUNED = None


def advice_fact(event, me: int) -> None:
    return None

# -- its invariants, for the harness ---------------------------------------------------------------
MEETS = ("Tagged", "TagsScored", "KillshotTracked")


class Watch:
    """A tag for every killshot, to its killer; the tags scored are the tags taken."""

    def __init__(self, game):
        self.kills: list[int] = []
        self.seen: Counter = Counter()

    def __call__(self, game, event) -> None:
        self.seen[type(event).__name__] += 1
        kill = event.kill()
        if kill is not None:
            self.kills.append(kill.killer)
        killers = game.state.mode_state.killers
        assert killers == tuple(self.kills[:len(killers)]), "a tag that is no killshot's"
        assert len(self.kills) - len(killers) <= 1, "a killshot without its tag"
        if isinstance(event, TagsScored):
            g = game.state
            assert sum(p for _, p in event.shares) == sum(1 for s in self.kills if s < g.seats)

    def ended(self, game) -> None:
        assert game.state.skulls_left == 0
        assert game.state.mode_state.killers == tuple(self.kills)
