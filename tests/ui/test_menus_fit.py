"""The menus at the text floor (issue 25): every text of the main menu, New game (five
seats with every computer level, each mode with each of the bot's choices),
Settings, Load game, Past games (with five players' games and its delete question),
the hand-off cover, the F1 rules pages and the tutorial's pages and lesson cards fits
its box and stays on the screen, in each of the four languages, at Text size 100%,
125% and 150%, at 1024x640 and 1920x1080; and so the end screens and their plots of
each mode's games of 3 to 5 players and with the bot."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import types

import pygame
import pytest

from adrenaline.saves import library
from adrenaline.ui import theme
from adrenaline.ui.kit import text as kit_text
from adrenaline.ui.screens import (
    end_screen, hand_off, load_game, main_menu, new_game, past_games, settings_menu,
)

from .screens import MIDGAME, _click, keep_past_games, settle


def menu_screens(app, guided_steps: int = 1):
    """Each menu screen on top of ``app``, by name."""
    from adrenaline.tutorial import load_script
    from adrenaline.ui.screens.rules import RulesScreen, sections
    from adrenaline.ui.screens.tutorial import TutorialIntro
    from adrenaline.ui.testing import scenario_session

    app.reset(main_menu.MainMenu(app))
    yield "main menu"
    for screen in (new_game.NewGame, settings_menu.SettingsMenu, load_game.LoadGame):
        app.push(screen(app))
        yield screen.__name__
        app.pop()
    yield from new_game_choices(app)
    kept = keep_past_games(library.games_folder())
    app.push(past_games.PastGames(app))
    yield "past games"
    _click(app, "Delete 1")
    yield "past games, delete asked"
    app.pop()
    app.pop()
    for path in kept:
        path.unlink()
    library.forget_listing()
    session = scenario_session(str(MIDGAME))
    try:
        app.push(hand_off.HandOff(app, session))
        yield "hand-off cover"
        app.pop()
    finally:
        session.close()
    for topic, (title, _) in enumerate(sections()):
        app.push(RulesScreen(app, topic))
        yield f"rules: {title}"
        app.pop()
    script = load_script()
    intro = TutorialIntro(app, script)
    app.push(intro)
    for page in range(len(script.intro)):
        yield f"tutorial page {page + 1}"
        _click(app, "Start playing" if intro.last else "Next")
    lessons = 0
    while lessons < guided_steps:
        top = settle(app)
        if type(top).__name__ != "LessonCard":
            break
        lessons += 1
        yield f"tutorial lesson card {lessons}"
        _click(app, "Got it")


def new_game_choices(app):
    """New game with five seats, each computer level shown; then three seats, each mode
    with each of the bot's choices (its figure's name, or none)."""
    screen = new_game.NewGame(app)
    app.push(screen)
    while len(screen.seats) < 5:
        screen.add_seat()
    for i, level in enumerate(new_game.LEVELS):
        screen.set_player(i + 1, f"computer:{level}")
    yield "NewGame, five seats, every level"
    while len(screen.seats) > 3:
        screen.remove_seat(len(screen.seats) - 1)
    for mode in ("deathmatch", "domination", "turret"):
        screen.set_mode(mode)
        for choice in screen.bot_choices():
            screen.set_bot(choice)
            yield f"NewGame, {mode}, bot {choice or 'none'}"
    app.pop()


_GAMES: dict = {}


def end_screens(app):
    """The end screen and its plots after each mode's game of 3, 4 and 5 players, and of
    3 and 4 with the bot."""
    from .screens import _finished_game

    for mode, seed in (("deathmatch", 5), ("domination", 1), ("turret", 2)):
        for players, bot in ((3, False), (3, True), (4, False), (4, True), (5, False)):
            key = (mode, players, bot)
            if key not in _GAMES:
                _GAMES[key] = _finished_game(seed=seed, mode=mode, players=players, bot=bot)
            app.push(end_screen.EndScreen(app, types.SimpleNamespace(game=_GAMES[key])))
            name = f"{mode}, {players} players{' and the bot' if bot else ''}"
            yield f"end screen: {name}"
            _click(app, "Plots")
            yield f"plots: {name}"
            app.pop()


def texts_that_do_not_fit(app, screens=menu_screens) -> list[str]:
    probe: list = []
    bad: list[str] = []
    kit_text.TEXT_PROBE = probe
    try:
        for name in screens(app):
            probe.clear()
            app.draw()
            assert probe, f"{name} drew its words"
            for text, box, rect, size in probe:
                if box is not None and (rect.width > box.width or rect.height > box.height):
                    bad.append(f"{name}: {text!r} is {rect.width}x{rect.height} in {box.width}x{box.height}")
                elif not pygame.Rect((0, 0), size).contains(rect):
                    bad.append(f"{name}: {text!r} at {tuple(rect)} leaves the screen")
    finally:
        kit_text.TEXT_PROBE = None
    return bad


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5], ids=["text 100%", "text 125%", "text 150%"])
@pytest.mark.parametrize("language", ["en", "fr", "es", "pl"])
@pytest.mark.parametrize("window", [(1024, 640), (1920, 1080)], ids=["1024x640", "1920x1080"])
def test_every_menu_text_fits_its_box_in_every_language_at_every_text_size(window, language, scale,
                                                                          tmp_path, monkeypatch):
    from adrenaline.ui.app import App
    from adrenaline.ui.settings import Settings
    from adrenaline.ui.text_size import set_text_scale

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    library.forget_listing()
    Settings(text_size=scale).save()  # the App opens with the player's text size
    app = App(window, language=language)
    app.settings.animation_speed = "instant"
    app.settings.computer_pause = 0.0
    try:
        assert theme.text_scale == scale
        bad = texts_that_do_not_fit(app)
    finally:
        app.quit()
        set_text_scale(1.0)
        library.forget_listing()
    assert not bad, "\n".join(sorted(set(bad)))


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5], ids=["text 100%", "text 125%", "text 150%"])
@pytest.mark.parametrize("language", ["en", "fr", "es", "pl"])
@pytest.mark.parametrize("window", [(1024, 640), (1920, 1080)], ids=["1024x640", "1920x1080"])
def test_every_end_screen_and_its_plots_fit_in_every_language_at_every_text_size(
        window, language, scale, tmp_path, monkeypatch):
    """The three modes' end screens and plots, 3 to 5 players and the bot: every text
    fits its box and stays on the screen at the text floor."""
    from adrenaline.ui.app import App
    from adrenaline.ui.settings import Settings
    from adrenaline.ui.text_size import set_text_scale

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    Settings(text_size=scale).save()
    app = App(window, language=language)
    try:
        assert theme.text_scale == scale
        bad = texts_that_do_not_fit(app, end_screens)
    finally:
        app.quit()
        set_text_scale(1.0)
    assert not bad, "\n".join(sorted(set(bad)))

