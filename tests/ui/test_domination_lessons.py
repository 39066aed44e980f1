"""Issue 16: in a Domination game (not the tutorial), with the Settings' "Hints" on and a
person at the table, a lesson card explains each of the mode's rules the first time it
happens in the game, in the rules reference's words with the core's numbers, over the
paused game; "Got it" or Enter closes it, "No more tips" silences the rest.

The game is docs/examples/domination_overkill.toml (every seat a person): Violet tags
the blue spawnpoint with the Lock Rifle, then overkills Banshee and is asked which track.
"""

from __future__ import annotations

import pygame

from adrenaline.core.events import FinalFrenzyStarted
from adrenaline.core.modes import domination as dom
from adrenaline.core.numbers import (
    DOMINATION_FULL_TRACK, DOMINATION_FULL_TRACKS, DOMINATION_STRIKE_BACK_DAMAGE,
    DOMINATION_TAG_TOKENS,
)
from adrenaline.ui import layout
from adrenaline.ui.game.domination_lessons import LESSONS
from adrenaline.ui.game.game_scene import GameScene
from adrenaline.ui.screens.hand_off import HandOff
from adrenaline.ui.screens.lesson_card import LessonCard
from adrenaline.ui.testing import computers_session, scenario_session

from .screens import DOMINATION, DOMINATION_TARGETS, DOMINATION_TRACK, play_in_scene

TAG = ("target blue spawnpoint", "done")  # the Lock Rifle fires at the blue spawnpoint


def open_scene(app):
    session = scenario_session(str(DOMINATION))
    scene = GameScene(app, session)
    app.push(scene)
    return scene


def cards_over(app) -> list[LessonCard]:
    return [s for s in app.stack if isinstance(s, LessonCard)]


def enter(app) -> None:
    app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))


def test_a_persons_tag_by_damage_shows_its_lesson_card_once_and_not_twice(instant_app):
    scene = open_scene(instant_app)
    play_in_scene(scene, DOMINATION_TARGETS + TAG, lessons_closed=False)
    card = instant_app.top
    assert isinstance(card, LessonCard) and card.lesson.trigger == "tag_damage"
    assert card.lesson.title == "Tagging spawnpoints"
    assert f"It gets only {DOMINATION_TAG_TOKENS} token" in card.lesson.text
    assert "leftmost empty space of its track" in card.lesson.text
    # it frames the blue track on the domination board, in the top bar
    assert card.spot is not None and layout.TOP_BAR.contains(card.spot)
    assert not card.panel.colliderect(card.spot)
    enter(instant_app)  # Enter: "Got it"
    assert instant_app.top is scene
    # a second tag by damage in the same game: the red spawnpoint, with the Machine Gun
    play_in_scene(scene, ("action shoot", "weapon Machine Gun", "target Banshee",
                          "target red spawnpoint", "done"), lessons_closed=False)
    assert scene.session.game.state.mode_state.tagged.get("red") == scene.session.game.state.turn
    assert "tag_damage" not in [c.lesson.trigger for c in cards_over(instant_app)]
    scene.session.close()


def test_the_overkill_card_is_up_while_the_question_waits(instant_app):
    scene = open_scene(instant_app)
    play_in_scene(scene, DOMINATION_TARGETS + DOMINATION_TRACK, lessons_closed=False)
    cards = cards_over(instant_app)
    assert [c.lesson.trigger for c in cards] == ["tag_damage", "overkill_track"]
    assert "put that token on the spawnpoint track of your choice" in cards[-1].lesson.text
    assert scene.session.decision.kind == "overkill_track"  # not answered under the card
    scene.session.close()


def test_with_hints_off_no_lesson_card_shows(instant_app):
    instant_app.settings.hints = False
    scene = open_scene(instant_app)
    play_in_scene(scene, DOMINATION_TARGETS + DOMINATION_TRACK, lessons_closed=False)
    assert cards_over(instant_app) == []
    scene.session.close()


def test_no_more_tips_silences_the_rest_of_the_game(instant_app):
    scene = open_scene(instant_app)
    play_in_scene(scene, DOMINATION_TARGETS + TAG, lessons_closed=False)
    instant_app.top.no_more()
    assert instant_app.top is scene
    play_in_scene(scene, DOMINATION_TRACK[2:], lessons_closed=False)  # the overkill
    assert scene.session.decision.kind == "overkill_track"
    assert cards_over(instant_app) == []
    scene.session.close()


def test_a_game_of_computer_players_shows_no_lesson(instant_app):
    session = computers_session(3, "B", 8, False, seed=6, mode="domination")
    scene = GameScene(instant_app, session)
    instant_app.push(scene)
    tag = dom.SpawnpointTagged(0, "blue", "damage")
    scene.applied(session.decision, None, [tag])
    scene.update(0.05)
    assert cards_over(instant_app) == [] and scene.lessons.pending == []
    session.close()


def test_a_lesson_waits_for_the_hand_off_cover_in_hot_seat(instant_app):
    """Another person is to take the screen: the card comes after the cover, never over
    a hand the cover must hide."""
    scene = open_scene(instant_app)
    play_in_scene(scene, DOMINATION_TARGETS + DOMINATION_TRACK + ("track red",))
    session = scene.session
    for _ in range(200):
        if session.turn_over is not None:
            scene.turn_over_age = scene.PASS_ON_GRACE
            scene.pass_on()
        scene.update(0.05)
        if session.needs_handoff():
            break
    assert session.needs_handoff() and len(session.persons()) > 1
    struck = dom.StruckBack(1, "red", DOMINATION_STRIKE_BACK_DAMAGE)
    scene.applied(session.decision, None, [struck])
    scene.update(0.05)
    assert isinstance(instant_app.top, HandOff)
    instant_app.top.back()
    session.hand_over()
    scene.update(0.05)
    card = instant_app.top
    assert isinstance(card, LessonCard) and card.lesson.trigger == "strike_back"
    assert f"it deals {DOMINATION_STRIKE_BACK_DAMAGE} damage to you" in card.lesson.text
    assert card.spot == layout.player_rect(1, len(session.game.state.players))
    session.close()


def test_final_frenzy_s_lesson_is_for_two_full_tracks_not_the_last_skull():
    game = computers_session(3, "B", 8, False, seed=6, mode="domination").game
    frenzy = next(lesson for lesson in LESSONS if lesson.trigger == "frenzy_tracks")
    started = FinalFrenzyStarted((False, False, False))
    assert not frenzy.happens(game, started)
    state = game.state.mode_state
    full = (0,) * DOMINATION_FULL_TRACK
    state.tracks = {**state.tracks, **{c: full for c in dom.TRACKS[:DOMINATION_FULL_TRACKS]}}
    assert frenzy.happens(game, started)
    title, text = frenzy.words()
    assert f"{DOMINATION_FULL_TRACKS} spawnpoint tracks each have at least {DOMINATION_FULL_TRACK}" in text


def test_every_lesson_quotes_paragraphs_the_rules_reference_has():
    for lesson in LESSONS:
        title, text = lesson.words()
        assert title and text and "{" not in text, lesson.trigger


def test_the_tracks_scoring_lesson_comes_before_the_end_screen(instant_app):
    """FINAL SCORING: the last choice of a game scores the tracks; its card shows over
    the game, and the end screen comes once it is closed."""
    from adrenaline.bots import make_bot
    from adrenaline.core.engine import Game, default_setup
    from adrenaline.play.session import Seat, Session
    from adrenaline.ui.screens.end_screen import EndScreen

    def replay(choices: int | None):
        """The same game of random computer players, ``choices`` choices in (to the end)."""
        game = Game.new(default_setup(4, "C", 8, False, seed=1, mode="domination"))
        bots = [make_bot("random", seed=i) for i in range(4)]
        made = 0
        while not game.is_over and made != choices:
            d = game.legal()
            game.submit(d.decider, bots[d.decider].choose(game, d))
            made += 1
        return game, bots, made

    _game, _bots, made = replay(None)
    game, bots, _made = replay(made - 1)  # the last choice is the screen's
    seats = [Seat(name, character) for name, character in game.setup.players]
    session = Session(game, seats, None)
    scene = GameScene(instant_app, session)
    instant_app.push(scene)
    session.hand_over()
    scene.choose(session.decision.find(bots[session.decision.decider].choose(game, session.decision).text))
    assert game.is_over
    for _ in range(200):
        if instant_app.top is not scene:
            break
        scene.update(0.05)
    card = instant_app.top
    assert isinstance(card, LessonCard) and card.lesson.trigger == "tracks_scored", type(card)
    card.back()
    scene.update(0.05)
    assert isinstance(instant_app.top, EndScreen)
    session.close()


def test_every_lesson_speaks_the_languages_the_game_speaks():
    """The lessons quote messages the catalogues already translate (the rules reference's
    titles and paragraphs): nothing of theirs is left in English in French, Spanish, Polish."""
    from adrenaline.words import i18n

    english = {lesson.trigger: lesson.words() for lesson in LESSONS}
    try:
        for code in ("fr", "es", "pl"):
            i18n.set_language(code)
            for lesson in LESSONS:
                title, text = lesson.words()
                assert title != english[lesson.trigger][0], (code, lesson.trigger)
                for paragraph in english[lesson.trigger][1].split("\n\n"):
                    assert paragraph not in text, (code, lesson.trigger)
    finally:
        i18n.set_language("en")
