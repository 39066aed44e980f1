"""Text is never cut, overlapping or spilling (issue 33): the faults a new player found,
each drawn and measured by tools/readability.py's count (texts cut, out of their box,
overlapping), in a language and at a Text size where they were."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from adrenaline.ui import theme
from adrenaline.ui.text_size import set_text_scale

from .test_readability_tool import tool  # noqa: F401  (the tool as a module, its fonts put back)


@pytest.fixture
def measured(tool, instant_app):  # noqa: F811
    """(app, faults()): the App recording its text; faults() those of the screen on top."""
    from adrenaline.words.i18n import set_language

    recorder = tool.Recorder()
    tool.install(recorder)

    def at(language: str, scale: float) -> None:
        instant_app.settings.text_size = scale
        instant_app.text_size_changed()
        set_language(language)
        instant_app.words_changed()

    yield instant_app, at, lambda: tool.faults(instant_app, recorder)
    set_language("en")


def game_faults(tool, app, faults, scenario, steps=()):  # noqa: F811
    from adrenaline.ui.testing import scenario_session

    for _name in tool.game_screens(app, scenario_session(str(scenario)), ((steps, "it"),)):
        return faults()
    raise AssertionError("no screen")


@pytest.mark.parametrize("language, scale", [("en", 1.0), ("fr", 1.0), ("fr", 1.5)])
def test_tutorial_page_3s_damage_labels_never_run_together(measured, language, scale):
    """'3: grab +16: shoot +1' and 'kiloverkill': the adrenaline, killshot and overkill
    labels under the damage spaces each stand clear of the others."""
    from adrenaline.tutorial.script import load_script
    from adrenaline.ui.screens.tutorial import TutorialIntro

    app, at, faults = measured
    at(language, scale)
    script = load_script()
    intro = TutorialIntro(app, script)
    app.push(intro)
    intro.page = next(i for i, page in enumerate(script.intro) if page.picture == "damage")
    try:
        assert faults() == []
    finally:
        intro.session.close()


@pytest.mark.parametrize("language, scale", [("fr", 1.0), ("pl", 1.5)])
def test_the_targeting_scope_prompt_is_whole(tool, measured, language, scale):  # noqa: F811
    app, at, faults = measured
    at(language, scale)
    found = game_faults(tool, app, faults, tool.MIDGAME, tool.MIDGAME_SCOPE)
    assert not [f for f in found if f.kind == "cut"], found
    scene = app.top
    assert scene.session.decision.kind == "scope"


@pytest.mark.parametrize("language, scale", [("en", 1.0), ("es", 1.0), ("es", 1.5)])
def test_a_hand_never_breaks_a_powerups_name(tool, measured, language, scale):  # noqa: F811
    """Two weapons and three powerups: 'Teleporte / r', 'Teletrans / portador' and
    'Granada de / represali' were broken or cut on their cards."""
    app, at, faults = measured
    at(language, scale)
    found = game_faults(tool, app, faults, tool.POWERUPS_HAND)
    assert not [f for f in found if f.kind == "cut"], found


@pytest.mark.parametrize("language", ["en", "pl"])
def test_initials_and_point_values_stay_in_their_boxes_at_150(tool, measured, language):  # noqa: F811
    """At 150% the figures' initials left their bodies (':D' lost its colon, 'Dz' spilled)
    and a board's '8 6 4 2 1 1' ran out of their boxes into each other."""
    app, at, faults = measured
    at(language, 1.5)
    found = game_faults(tool, app, faults, tool.POWERUPS_HAND)
    assert found == [], found


def test_arena_labels_and_hand_cards_grow_with_the_text_size():
    """Text size grows what a player reads within its box: the weapon slots' names (where
    they fit), SPAWN, a weapon card's name, a powerup card's name."""
    import pygame

    from adrenaline.ui.game import art, cards, weapon_art

    pygame.font.init()

    def sizes() -> list[int]:
        return [theme.pixels(weapon_art.slot_label_size(("Railgun", "Shotgun"))),
                theme.pixels(cards.name_size("Shotgun", 170)),
                theme.pixels(cards.powerup_name_lines("newton", 150)[0]),
                art.slot_height()]

    at_100 = sizes()
    set_text_scale(1.5)
    at_150 = sizes()
    assert all(big > small for big, small in zip(at_150, at_100)), (at_100, at_150)
