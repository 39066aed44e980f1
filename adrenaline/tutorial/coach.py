"""The coach: follows the script beside a game, one learner decision at a time.

- In the guided part, the learner's decision has one taught option (the step's
  ``expect``); :meth:`Coach.allowed` narrows the options to it and
  :meth:`Coach.refusal` says what to do instead of another click. The core still
  decides what is legal: a step whose option is not among the core's options is a
  script error (the tests play the whole script through the core).
- Lessons are told the first time their trigger happens (:meth:`Coach.observe`
  over the events of each choice), with a card for every weapon the learner
  grabs and every powerup kind it draws. ``hints = False`` silences them.
"""

from __future__ import annotations

import attrs

from ..core.cards import POWERUPS
from ..core.choices import Decision
from ..core.numbers import ADRENALINE_GRAB_DAMAGE, ADRENALINE_SHOOT_DAMAGE
from ..core.events import (
    Damaged, GameEnded, Marked, PlayerDied, PointsScored, PowerupDrawn, Spawned,
    WeaponGrabbed, AmmoTilePlaced, WeaponPlaced,
)
from ..words.cards import powerup_name, weapon_words
from ..words.i18n import _
from .script import TRIGGERS, Script, Step


def pages_cards(script: Script, game, pictures) -> frozenset[str]:
    """The cards (as the coach's keys, ``weapon:Lock Rifle``, ``powerup:newton``) that
    the teacher's pages with these ``pictures`` show with their tips: the weapons on the
    spawnpoints, the powerups the learner drew."""
    g = game.state
    shown: set[str] = set()
    if "weapons" in pictures:
        shown |= {f"weapon:{w}" for slots in g.slots.values() for w in slots if w}
    if "powerups" in pictures:
        shown |= {f"powerup:{POWERUPS[card].kind}" for card in g.players[script.learner].powerups}
    return frozenset(shown)


@attrs.frozen
class Lesson:
    """Something to explain now: a title and a text, and the card it is about."""

    title: str
    text: str
    weapon: str = ""  # a weapon card to show beside the text
    powerup: int = -1  # a powerup card (id) to show beside the text
    trigger: str = ""
    point: str = ""  # what on screen it is about (script.POINTS)
    seat: int = -1  # whose board, for "victim_board"


class Coach:
    def __init__(self, script: Script, hints: bool = True):
        self.script = script
        self.learner = script.learner
        self.index = 0  # the next step of the guided part
        self.hints = hints
        self.told: set[str] = set()  # triggers and cards already explained
        self.pending: list[Lesson] = []  # lessons waiting to be shown
        self.killed: set[int] = set()  # seats killed (their next spawn is a respawn)

    # -- the guided part ---------------------------------------------------------------
    @property
    def guided(self) -> bool:
        return self.index < len(self.script.steps)

    def step(self, decision: Decision | None) -> Step | None:
        """The step to follow now: the learner decides and the guided part runs."""
        if decision is None or not self.guided or decision.decider != self.learner:
            return None
        return self.script.steps[self.index]

    def allowed(self, decision: Decision | None) -> tuple:
        """The options the learner may click now (all of them outside the guided part)."""
        if decision is None:
            return ()
        step = self.step(decision)
        if step is None:
            return decision.options
        option = decision.find(step.expect)
        return (option,) if option is not None else decision.options

    def allows(self, decision: Decision, option, depth: int = 0) -> bool:
        """Whether a click making several choices at once (click-to-move: an action, then
        its square) may make ``option`` as its ``depth``-th: each must be the step it
        comes to, as if the learner had made them one by one."""
        index = self.index + depth
        if decision.decider != self.learner or index >= len(self.script.steps):
            return True
        expected = decision.find(self.script.steps[index].expect)
        return expected is None or option == expected

    def refusal(self, decision: Decision | None) -> str:
        """What to say when the learner clicks something that is not the taught option."""
        step = self.step(decision)
        if step is None:
            return ""
        return step.elsewhere or _("Not that one: click what the yellow frame points at.")

    def start(self, game, shown: frozenset[str] = frozenset()) -> None:
        """Catch up with a game just made: the setup and the first draws. The cards in
        ``shown`` (:func:`pages_cards`: the teacher's pages just read showed them, with
        their tips) get no card now: it would repeat the page."""
        self.observe(game, [e for entry in game.log for e in entry.events], setup=True)
        self.pending = [lesson for lesson in self.pending if lesson.trigger not in shown]

    def after(self, decision: Decision, option, game, events) -> None:
        """A choice was applied (by anyone): tell what it set off, then move the
        script on (so the last step's lessons come before "you're on your own")."""
        self.observe(game, events)
        if option is not None:
            self.chose(decision, option)

    def chose(self, decision: Decision, option) -> None:
        """The learner's choice was applied: move the script on."""
        step = self.step(decision)
        if step is not None and option.text == step.expect:
            self.index += 1
            if not self.guided:
                self._tell("guided_end")

    # -- lessons ------------------------------------------------------------------------
    def observe(self, game, events, setup: bool = False) -> None:
        """Queue the lessons these events set off (each trigger once); the cards
        dealt at ``setup`` are not a refill."""
        me = self.learner
        g = game.state
        first_new = len(self.pending)
        for e in events:
            if isinstance(e, WeaponGrabbed) and e.player == me:
                self._card(f"weapon:{e.weapon}", Lesson(
                    _("You grabbed the {weapon}").format(weapon=weapon_words(e.weapon)),
                    self.script.weapon_tips[e.weapon], weapon=e.weapon))
            elif isinstance(e, PowerupDrawn) and e.player == me:
                kind = POWERUPS[e.card].kind
                self._card(f"powerup:{kind}", Lesson(
                    _("A powerup: {powerup}").format(powerup=powerup_name(kind)), self.script.powerup_tips[kind],
                    powerup=e.card))
            elif isinstance(e, Damaged) and e.target == me and e.amount:
                self._tell("hurt")
            elif isinstance(e, Marked) and me in (e.target, e.giver) and e.count:
                self._tell("marked")
            elif isinstance(e, PlayerDied):
                self.killed.add(e.player)
                self._tell("killshot", e.player)
            elif (kill := e.kill()) is not None and kill.overkiller is not None:  # any mode's
                self._tell("overkill", e.victim)
            elif isinstance(e, PointsScored) and e.reason == "board":
                self._tell("scored", e.victim)
            elif isinstance(e, Spawned) and e.player in self.killed:
                self._tell("respawn", e.player)
            elif isinstance(e, (AmmoTilePlaced, WeaponPlaced)) and not setup:
                self._tell("refill")
            elif isinstance(e, GameEnded):
                self._tell("game_end")
        damage = len(g.players[me].damage)
        if damage >= ADRENALINE_GRAB_DAMAGE:
            self._tell("adrenaline_3")
        if damage >= ADRENALINE_SHOOT_DAMAGE:
            self._tell("adrenaline_6")
        if g.skulls_left == 1 and not g.game_over:
            self._tell("last_skull")
        # one idea at a time, in the order they build on each other
        new = self.pending[first_new:]
        new.sort(key=lambda lesson: TRIGGERS.index(lesson.trigger) if lesson.trigger in TRIGGERS else -1)
        self.pending[first_new:] = new

    def next_lesson(self) -> Lesson | None:
        """The next lesson to show (None when there is none, or hints are off)."""
        if not self.hints:
            self.pending.clear()
            return None
        return self.pending.pop(0) if self.pending else None

    def _tell(self, trigger: str, seat: int = -1) -> None:
        if trigger in self.told:
            return
        self.told.add(trigger)
        for lesson in self.script.lessons:
            if lesson.when == trigger and self.hints:
                self.pending.append(Lesson(lesson.title, lesson.text, trigger=trigger,
                                           point=lesson.point, seat=seat))

    def _card(self, key: str, lesson: Lesson) -> None:
        if key in self.told:
            return
        self.told.add(key)
        if self.hints:
            self.pending.append(attrs.evolve(lesson, trigger=key))
