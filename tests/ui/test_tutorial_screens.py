"""The tutorial on screen, headless: the teacher's pages, the guided steps (only the
taught option clickable, a click elsewhere refused with a hint, no undo), the lesson
cards (and switching them off), the tips on hover, and the rules reference (F1)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.tutorial import load_script
from adrenaline.ui.screens import main_menu

from .screens import _click, settle
from .test_menus import click, draw, key, labels


@pytest.fixture
def app(instant_app):
    return instant_app


def start(app):
    from adrenaline.ui.screens.tutorial import start_tutorial

    app.push(main_menu.MainMenu(app))
    assert start_tutorial(app)
    pages = len(load_script().intro)
    for _ in range(pages - 1):
        draw(app)
        click(app, "Next")
    assert "Start playing" in labels(app.top)
    click(app, "Start playing")
    return app.top


def dismiss_lessons(app):
    while type(settle(app)).__name__ == "LessonCard":
        draw(app)
        click(app, "Got it")
    return app.top


def test_the_pages_lead_to_the_game_with_the_learner_and_two_easy_computer_players(app):
    scene = start(app)
    assert type(scene).__name__ == "TutorialScene"
    seats = scene.session.seats
    assert [s.computer for s in seats] == [False, True, True]
    assert {s.level for s in seats if s.computer} == {"easy"}
    assert scene.session.autosave is None, "the tutorial never replaces an autosave"


def test_a_guided_step_offers_only_the_taught_option_and_refuses_other_clicks(app):
    start(app)
    scene = dismiss_lessons(app)
    step = scene.step
    assert step.expect == load_script().steps[0].expect
    # by its identity: its button, the spawnpoint square that does the same, and the card
    # in the hand that stands for it
    items = scene.clickables()
    assert {item.id for item in items} == {step.expect}
    assert {"button", "card"} <= {item[0] for item in items}
    decision = scene.session.decision
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1000, 300)))
    assert scene.refusal and scene.session.decision is decision, "refused, nothing changed"
    key(app, pygame.K_z)
    assert "undo" in scene.refusal.lower()
    draw(app)  # the bubble shows the refusal


def test_the_whole_guided_part_clicks_through_with_the_hint_beside_its_target(app):
    start(app)
    steps = [s.expect for s in load_script().steps]
    done, covered = [], []
    for _ in range(200):
        scene = dismiss_lessons(app)
        if not scene.coach.guided:
            break
        # what the learner sees: the frames drawn until the step's option is on screen (a
        # computer player's answer may have moved the game on since the last frame, whose
        # buttons were the last question's)
        step, target = None, None
        for _frame in range(100):
            app.top.update(0.05)
            draw(app)
            step = scene.step
            target = scene.target_rect(step.expect) if step is not None else None
            if step is None or target is not None:
                break
        if step is None:
            continue
        bubble = scene._bubble_box(step.say, target)
        assert target is not None, step.expect
        assert pygame.Rect(0, 0, 1280, 800).contains(bubble)
        assert not bubble.colliderect(target), f"the hint covers {step.expect}"
        for figure in scene.named_figures(step.say):  # "Banshee is lurking": in view
            if not figure.colliderect(target):
                covered.append((step.expect, figure)) if bubble.colliderect(figure) else None
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=target.center))
        done.append(step.expect)
    assert done == steps
    assert not covered, "the hint covers a figure it speaks of"


def first_lesson_card(app):
    """The guided steps followed up to the first lesson card."""
    for _ in range(60):
        scene = settle(app)
        if type(scene).__name__ == "LessonCard":
            return scene
        scene.view.refresh()
        scene.choose(scene.session.decision.find(scene.step.expect))
    raise AssertionError("no lesson card in the guided part")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_no_lesson_card_repeats_the_page_just_read(app, lang, monkeypatch):
    """The last page shows the learner's powerups with their text and tip: the game then
    starts without a lesson card saying the same (the words drawn on the page, whatever
    the card). Lesson cards still come: the first one after a guided step."""
    from adrenaline.ui.kit import text as kit_text
    from adrenaline.words.i18n import language, set_language

    before = language()
    set_language(lang)
    try:
        probe: list = []
        app.push(main_menu.MainMenu(app))
        from adrenaline.ui.screens.tutorial import start_tutorial

        assert start_tutorial(app)
        for _ in range(len(load_script().intro) - 1):
            _click(app, "Next")
        monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
        draw(app)
        page = [words for words, *_rest in probe if len(words) > 20]
        assert page, "the last page's words"
        _click(app, "Start playing")
        shown = []
        while type(scene := settle(app)).__name__ == "LessonCard":
            probe.clear()
            draw(app)
            shown += [(scene.lesson.trigger, words) for words, *_rest in probe if len(words) > 20]
            scene.back()
        assert scene.step is not None, "the first guided step"
        repeated = [(trigger, words) for trigger, words in shown
                    if any(part in text for text in page for part in words.split("\n\n") if len(part) > 20)]
        assert not repeated
        assert first_lesson_card(app) is not None
    finally:
        set_language(before)


def test_no_more_tips_switches_the_lesson_cards_off(app):
    start(app)
    card = first_lesson_card(app)
    assert type(card).__name__ == "LessonCard"
    click(app, "No more tips")
    scene = app.top
    assert type(scene).__name__ == "TutorialScene" and not scene.coach.hints
    assert type(settle(app)).__name__ == "TutorialScene"


def test_hovering_a_spawnpoint_weapon_shows_its_card_text_and_a_tip(app):
    scene = start(app)
    dismiss_lessons(app)
    g = scene.session.game.state
    tips = []
    for x in range(20, 740, 12):
        for y in range(64, 600, 9):
            tip = scene.tooltip_at((x, y))
            if tip and ": reload" in tip:
                tips.append(tip)
    assert tips and all("Tip:" in t for t in tips)
    names = {w for slots in g.slots.values() for w in slots if w}
    assert any(t.startswith(n) for t in tips for n in names)


def test_the_in_game_menu_of_the_tutorial_switches_tips(app):
    scene = start(app)
    dismiss_lessons(app)
    key(app, pygame.K_ESCAPE)
    assert "Tips: on" in labels(app.top)
    click(app, "Tips: on")
    assert not scene.coach.hints and "Tips: off" in labels(app.top)


def test_f1_opens_the_rules_reference_over_any_screen_and_esc_closes_it(app):
    app.push(main_menu.MainMenu(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.step(0.016)
    assert type(app.top).__name__ == "RulesScreen"
    topics = [label for label in labels(app.top) if label != "Close (Esc)"]
    assert {"Run Around", "Grab Stuff", "Shoot People", "Marks", "Killshots and scoring",
            "The end of the game"} <= set(topics)
    click(app, "Marks")
    draw(app)
    assert app.top.topic == topics.index("Marks")
    key(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "MainMenu"


def test_the_main_menu_has_the_rules(app):
    app.push(main_menu.MainMenu(app))
    click(app, "Rules")
    assert type(app.top).__name__ == "RulesScreen"


def test_the_teachers_pages_show_the_9_spawnpoint_weapons_with_text_and_tip_on_hover(app):
    from adrenaline.ui.screens.tutorial import TutorialIntro

    script = load_script()
    intro = TutorialIntro(app, script)
    app.push(intro)
    intro.page = next(i for i, p in enumerate(script.intro) if p.picture == "weapons")
    names = [w for slots in intro.session.game.state.slots.values() for w in slots if w]
    assert len(names) == 9
    seen = set()
    for x in range(90, 1200, 40):
        for y in range(280, 640, 20):
            intro.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
            app.draw()
            if intro.tip:
                assert "Tip:" in intro.tip and ": reload" in intro.tip
                seen.add(intro.tip.split(":", 1)[0])
    assert seen == set(names)


def test_every_teachers_page_draws_and_the_last_one_starts_the_same_seeded_game(app):
    from adrenaline.ui.screens.tutorial import TutorialIntro

    script = load_script()
    intro = TutorialIntro(app, script)
    app.push(intro)
    game = intro.session.game
    for _ in script.intro:
        app.draw()
        click(app, "Start playing" if intro.last else "Next")
    assert app.top.session.game is game


def test_a_guided_action_offers_one_click_only_to_the_taught_square_and_makes_both_steps(app):
    """Click-to-move in a guided step: the action and its square are two steps; the one
    square whose click makes both, in order, is offered, and the click moves the script
    on by both."""
    start(app)
    scene = dismiss_lessons(app)
    scene.choose(scene.view.decision.find(scene.step.expect))  # the taught spawn
    scene = dismiss_lessons(app)
    steps = load_script().steps
    assert scene.step.expect == "action grab" and steps[scene.coach.index + 1].expect == "move r0c2"
    scene.view.refresh()
    assert {r.text for rs in scene.view.reach.values() for r in rs} == {"grab r0c2"}
    index = scene.coach.index
    r = scene.view.reach[next(iter(scene.view.reach))][0]
    scene.choose(r)
    assert scene.coach.index == index + 2
    assert [e.choice.text for e in scene.session.game.log[-2:]] == ["action grab", "move r0c2"]
