"""The tutorial's game: the script's seeded setup in a Session, and a headless
run through the whole script (tests, ``adrenaline tutorial --check``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..bots import make_bot
from ..core.view import player_view
from ..play.session import Seat, Session
from ..words import prompt_words
from .coach import Coach
from .script import Script, ScriptError


def new_session(script: Script, autosave: Path | None = None) -> Session:
    """The first game: the learner in seat 0, computer players in the others.
    The computer players are seeded from the game's seed (as in any Session), so
    the same script meets the same game every time."""
    seats = [Seat(name, character, computer=i != script.learner, level=script.level)
             for i, (name, character) in enumerate(script.players)]
    return Session.new(seats, script.arena, script.skulls, script.sudden_death, script.seed,
                       autosave=autosave)


def play_through(script: Script, learner_level: str = "easy", hints: bool = True,
                 on_choice: Callable | None = None, max_choices: int = 20_000):
    """Play the tutorial game to its end, headless: the scripted choices in the
    guided part, then a computer player of ``learner_level`` in the learner's
    seat. Raises ScriptError at the first scripted choice that is not legal when
    it comes. Returns (session, coach, lessons told in order)."""
    session = new_session(script)
    coach = Coach(script, hints=hints)
    stand_in = make_bot(learner_level, seed=script.seed + 1000)
    coach.start(session.game)
    told = []
    for _ in range(max_choices):
        d = session.decision
        if d is None:
            break
        if d.decider != script.learner:
            events = session.play_computer()
            option = None
        else:
            step = coach.step(d)
            if step is not None:
                option = d.find(step.expect)
                if option is None:
                    raise ScriptError(
                        f"step {coach.index + 1}: {step.expect!r} is not a legal choice now "
                        f"({prompt_words(d.prompt)}); legal: {'; '.join(o.text for o in d.options)}")
            else:
                option = stand_in.choose(player_view(session.game, d.decider), d)
            events = session.choose(option)
        coach.after(d, option, session.game, events)
        if on_choice is not None:
            on_choice(session, d, option, events)
        while (lesson := coach.next_lesson()) is not None:
            told.append(lesson)
    session.close()
    return session, coach, told
