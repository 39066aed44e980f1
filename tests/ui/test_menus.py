"""The screens around the game (adrenaline.ui.screens, adrenaline.ui.kit), driven the
way a person drives them: clicks on what ``clickables()`` lists, keys, typed text."""

from __future__ import annotations

import contextlib
import os
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.bots import make_bot
from adrenaline.core import savefile
from adrenaline.core.engine import Game, default_setup
from adrenaline.saves import library
from adrenaline.ui import theme
from adrenaline.ui.kit import text as kit_text
from adrenaline.words.kept_games import kept_game_words
from adrenaline.ui.screens import (
    base, end_screen, hand_off, in_game_menu, load_game, main_menu, new_game, notices, settings_menu,
)
from adrenaline.play.session import Seat, Session


@pytest.fixture
def saves(tmp_path, monkeypatch):
    """The user data folder in a temporary folder; returns its kept games' folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    library.forget_listing()
    folder = library.games_folder()
    assert str(folder).startswith(str(tmp_path))
    return folder


@pytest.fixture
def app(tmp_path, monkeypatch, saves):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    from adrenaline.ui.app import App

    a = App()
    yield a
    a.quit()


def labels(scene) -> list[str]:
    return [label for _, label, _ in scene.clickables()]


def click(app, label: str) -> None:
    scene = app.top
    for _, name, rect in scene.clickables():
        if name == label:
            pos = pygame.Rect(rect).center
            scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
            return
    raise AssertionError(f"nothing called {label!r} on {type(scene).__name__}: {labels(scene)}")


def key(app, k: int, mod: int = 0) -> None:
    app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def type_text(app, text: str) -> None:
    app.top.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def draw(app) -> None:
    app.draw()  # every screen must draw without error


def saved_game(path, turns: int = 3) -> Game:
    """A game a few turns in, saved at ``path`` with its seats (one person)."""
    seats = [Seat("Anna", "Banshee"), Seat("Dozer", "Dozer", True), Seat("Violet", "Violet", True)]
    session = Session.new(seats, "B", 5, True, seed=11)
    bots = [make_bot("random", seed=i) for i in range(3)]
    game = session.game
    while game.state.turn < turns:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    path.parent.mkdir(parents=True, exist_ok=True)
    savefile.save(game, path)
    session.close()
    library.forget_listing()
    return game


def finished_game(seed: int = 5) -> Game:
    game = Game.new(default_setup(4, "C", 5, True, seed=seed))
    bots = [make_bot("random", seed=i) for i in range(4)]
    while not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    return game


# -- main menu ----------------------------------------------------------------------------
def test_menu_buttons_have_fixed_ids_beside_their_words(app):
    from adrenaline.ui.probe import item_id

    app.push(main_menu.MainMenu(app))
    ids = {item[1]: item_id(item) for item in app.top.clickables()}
    assert ids["New game"] == "button:new_game" and ids["Load game"] == "button:load_game"
    app.push(new_game.NewGame(app))
    assert "button:start" in [item_id(item) for item in app.top.clickables()]


def test_continue_is_absent_without_an_autosave(app):
    app.push(main_menu.MainMenu(app))
    draw(app)
    assert "Continue" not in labels(app.top)
    assert {"New game", "Load game", "Tutorial", "Settings", "Quit"} <= set(labels(app.top))


def test_continue_resumes_the_newest_unfinished_game_exactly(app, saves):
    saved_game(saves / "older.jsonl", turns=2)
    os.utime(saves / "older.jsonl", (1, 1))
    original = saved_game(saves / "newer.jsonl")
    app.push(main_menu.MainMenu(app))
    assert "Continue" in labels(app.top)
    key(app, pygame.K_RETURN)  # Continue is the default when there is one
    assert type(app.top).__name__ == "GameScene"
    assert savefile.dumps(app.top.session.game) == savefile.dumps(original)
    assert [s.name for s in app.top.session.seats] == ["Anna", "Dozer", "Violet"]


def test_tutorial_opens_the_teachers_pages(app):
    app.push(main_menu.MainMenu(app))
    click(app, "Tutorial")
    assert type(app.top).__name__ == "TutorialIntro"
    draw(app)


# -- new game -----------------------------------------------------------------------------
def test_new_game_cannot_start_with_a_duplicate_character(app):
    screen = new_game.NewGame(app)
    app.push(screen)
    screen.seats[1].character = screen.seats[0].character
    draw(app)
    assert "Start" not in labels(screen)  # disabled
    assert "only once" in screen.message
    screen.start()
    assert app.top is screen and len(app.stack) == 1


def test_character_arrows_never_give_a_character_twice(app):
    screen = new_game.NewGame(app)
    app.push(screen)
    click(app, "Add a player")
    assert len(screen.seats) == 5
    for _ in range(7):
        click(app, "Seat 2 character >")
        characters = [s.character for s in screen.seats]
        assert len(set(characters)) == 5
    assert "Start" in labels(screen)


def test_the_default_name_follows_the_character(app):
    screen = new_game.NewGame(app)
    app.push(screen)
    before = screen.seats[0].character
    click(app, "Seat 1 character >")
    after = screen.seats[0].character
    assert after != before and screen.seats[0].name == after
    assert f"Seat 1 name: {after}" in labels(screen)


def test_seats_cycle_between_person_and_computer_levels(app, monkeypatch):
    monkeypatch.setattr(new_game, "LEVELS", ("easy", "hard"))
    screen = new_game.NewGame(app)
    app.push(screen)
    assert not screen.seats[0].computer
    seen = []
    for _ in range(3):
        click(app, "Seat 1 player >")
        s = screen.seats[0]
        seen.append((s.computer, s.level if s.computer else None))
    assert seen == [(True, "easy"), (True, "hard"), (False, None)]
    click(app, "Seat 1 player <")
    assert screen.seats[0].computer and screen.seats[0].level == "hard"
    assert "Seat 1 player: Computer - hard" in labels(screen)


def test_names_are_typed_with_any_letter_and_a_maximum_length(app):
    screen = new_game.NewGame(app)
    app.push(screen)
    click(app, "Seat 1 name: :D-struct-OR")
    key(app, pygame.K_END)  # the click put the caret where it fell, in the name
    for _ in range(20):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Zoé")
    type_text(app, "ñ")
    type_text(app, "ł")
    assert screen.seats[0].name == "Zoéñł"
    draw(app)
    key(app, pygame.K_BACKSPACE)
    assert screen.seats[0].name == "Zoéñ"
    type_text(app, "x" * 40)
    assert len(screen.seats[0].name) == new_game.NAME_LENGTH
    key(app, pygame.K_RETURN)  # finishes editing; the next Enter starts the game
    assert app.top is screen


def test_an_empty_name_cannot_start(app):
    screen = new_game.NewGame(app)
    app.push(screen)
    click(app, "Seat 2 name: Banshee")
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)
    assert "Start" not in labels(screen)
    assert "Seat 2 needs a name" in screen.message


def test_start_opens_the_game_with_the_chosen_seats(app):
    screen = new_game.NewGame(app)
    app.push(screen)
    click(app, "Arena A")
    click(app, "Remove seat 4")
    click(app, "First game")
    assert screen.arena == "A" and screen.skulls == 5 and screen.sudden_death
    draw(app)
    key(app, pygame.K_RETURN)  # Start is the default
    scene = app.top
    assert type(scene).__name__ == "GameScene"
    g = scene.session.game
    assert g.setup.arena == "A" and g.setup.skulls == 5 and g.setup.sudden_death
    assert [s.computer for s in scene.session.seats] == [False, True, True]


# -- load game ----------------------------------------------------------------------------
def test_a_save_that_cannot_be_read_is_listed_with_a_sentence_and_left_as_it_is(app, saves):
    saves.mkdir(parents=True)
    files = {"broken.jsonl": '{"format": "adrenaline-save"\nnot json at all\n',
             "foreign.jsonl": '{"hello": "world"}\n',
             "nested.jsonl": "[" * 2000 + "]" * 2000 + "\n"}
    for name, text in files.items():
        (saves / name).write_text(text)
    app.push(main_menu.MainMenu(app))
    assert "Continue" not in labels(app.top), "nothing to continue"
    click(app, "Load game")
    screen = app.top
    assert isinstance(screen, load_game.LoadGame)
    draw(app)
    for i in range(1, len(files) + 1):
        click(app, f"game {i}")
        assert app.top is screen and len(app.stack) == 2
        message = screen.message
        assert message.startswith("This game cannot be opened: its file is not an Adrenaline "
                                  "saved game."), message
        assert ".jsonl" not in message and "\n" not in message
        draw(app)
    assert {p.name: p.read_text() for p in saves.iterdir()} == files, "never changed or deleted"


def test_load_game_lists_games_as_players_see_them_and_opens_one(app, saves):
    game = saved_game(saves / "game-one.jsonl", turns=4)
    app.push(load_game.LoadGame(app))
    kept = library.summary(saves / "game-one.jsonl")
    assert kept.turn == 4 and kept.arena == "B" and kept.problem is None and kept.unfinished
    points = [p.points for p in game.state.players]
    assert [p.points for p in kept.players] == points
    title, detail = kept_game_words(kept)
    assert title.startswith("Arena B, turn 4 - today ")
    assert "Anna (Banshee)" in detail and "Dozer (computer)" in detail
    assert "game-one" not in title + detail, "no file names"
    assert [label for label in labels(app.top) if label.startswith("game ")] == ["game 1"]
    draw(app)
    click(app, "game 1")
    assert type(app.top).__name__ == "GameScene"
    assert savefile.dumps(app.top.session.game) == savefile.dumps(game)


# -- settings -----------------------------------------------------------------------------
def test_settings_are_saved_when_changed(app):
    from adrenaline.ui.settings import Settings

    app.push(settings_menu.SettingsMenu(app))
    click(app, "Animation speed >")
    click(app, "Hints >")
    click(app, "Computer pause >")
    draw(app)
    saved = Settings.load()
    assert saved.animation_speed == "fast" and saved.hints is False
    assert saved.computer_pause == app.settings.computer_pause == 1.0


def test_the_language_is_a_setting_saved_and_applied_at_once_to_the_game_under_it(app, monkeypatch):
    """Settings > Language: the choice is kept for next time, and the screen, the game
    under it (its panels and the log told so far) speak it at once."""
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.settings import Settings
    from adrenaline.words import i18n

    seats = [Seat("Ann", "Violet"), Seat("Banshee", "Banshee", computer=True),
             Seat("Dozer", "Dozer", computer=True)]
    game = GameScene(app, Session.new(seats, "B", 5, True, 1))
    app.push(game)
    while game.animator.busy:  # the setup's lines are told as its animations land
        game.animator.update(0.1)
    game.update(0.0)
    english_log = list(game.log.lines)
    assert english_log
    app.push(settings_menu.SettingsMenu(app))
    assert app.settings.language == "" and i18n.language() == "en"
    assert settings_menu.language_words("") == "System (English)"
    assert settings_menu.language_words("pl") == "Polski", "each language in its own words"
    click(app, "Language >")  # System -> English
    click(app, "Language >")  # English -> Français
    assert Settings.load().language == "fr" and i18n.language() == "fr"
    assert i18n._("Settings") in texts_drawn(monkeypatch, app) and i18n._("Settings") != "Settings"
    assert game.log.lines != english_log and len(game.log.lines) == len(english_log)
    click(app, "Language <")
    click(app, "Language <")  # back to the system's: English here
    assert Settings.load().language == "" and i18n.language() == "en"
    assert list(game.log.lines) == english_log


def test_a_saved_language_speaks_from_the_start_and_the_system_one_by_default(tmp_path, monkeypatch, saves):
    from adrenaline.ui.app import App
    from adrenaline.ui.settings import Settings
    from adrenaline.words import i18n

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("LANGUAGE", "pl:en")
    a = App()
    try:
        assert i18n.language() == "pl", "no setting: the system's preferred language"
    finally:
        a.quit()
    settings = Settings()
    settings.language = "es"
    settings.save()
    a = App()
    try:
        assert i18n.language() == "es", "the setting wins over the system's"
    finally:
        a.quit()
    a = App(language="fr")
    try:
        assert i18n.language() == "fr", "--language wins over both, for this run"
        assert Settings.load().language == "es", "and changes no setting"
    finally:
        a.quit()


def test_hards_thinking_time_is_a_setting_of_at_most_one_second(app, tmp_path):
    from adrenaline.ui.settings import Settings

    app.push(settings_menu.SettingsMenu(app))
    assert app.settings.hard_thinking == 0.2, "the default: measured as strong as 1 s"
    click(app, "Hard thinks >")
    assert Settings.load().hard_thinking == 0.5
    click(app, "Hard thinks >")
    assert Settings.load().hard_thinking == 1.0
    Settings.path().write_text('{"hard_thinking": 30}', encoding="utf-8")
    assert Settings.load().hard_thinking == Settings().hard_thinking, "out of range: the default"


def test_a_hard_computer_player_thinks_as_long_as_the_setting_says(app):
    from adrenaline.ui.game.game_scene import GameScene

    seats = [Seat("Ann", "Violet"), Seat("Banshee", "Banshee", computer=True, level="hard"),
             Seat("Dozer", "Dozer", computer=True, level="easy")]
    session = Session.new(seats, "B", 5, True, 4)
    scene = GameScene(app, session)
    app.settings.hard_thinking = 1.0
    scene.update(0.0)
    assert session.bots[1].budget == 1.0
    app.settings.hard_thinking = 0.2
    scene.update(0.0)
    assert session.bots[1].budget == 0.2
    session.set_thinking(5.0)
    assert session.bots[1].budget == 1.0, "never more than 1 s"
    session.close()


def test_new_game_offers_the_three_levels():
    from adrenaline.bots import LEVELS

    assert LEVELS == ("easy", "normal", "hard")


# -- in the game --------------------------------------------------------------------------
def test_confirm_enter_is_yes_and_escape_is_no(app):
    answers = []
    app.push(main_menu.MainMenu(app))
    app.push(notices.Confirm(app, "Sure?", lambda: answers.append("yes"), lambda: answers.append("no")))
    draw(app)
    key(app, pygame.K_RETURN)
    app.push(notices.Confirm(app, "Sure?", lambda: answers.append("yes"), lambda: answers.append("no")))
    key(app, pygame.K_ESCAPE)
    assert answers == ["yes", "no"] and isinstance(app.top, main_menu.MainMenu)


def test_in_game_menu_keeps_a_copy_as_a_game_of_its_own_and_quits_to_the_menu(app, saves):
    saved_game(saves / "first.jsonl")
    app.push(main_menu.MainMenu(app))
    click(app, "Continue")
    game_scene = app.top
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, in_game_menu.InGameMenu)
    click(app, "Save a copy")
    assert app.top.message == "A copy is kept: Load game lists it."
    copies = [p for p in saves.iterdir() if p.name != "first.jsonl"]
    assert len(copies) == 1
    copy, game = savefile.load(copies[0]), game_scene.session.game
    assert savefile.dumps(copy).partition("\n")[2] == savefile.dumps(game).partition("\n")[2]
    # Load game tells the copy from the game: "(a copy made today 11:40)"
    rows = {kept.path: kept_game_words(kept)[0] for kept in library.kept_games()}
    assert " (a copy made today " in rows[copies[0]]
    assert "copy" not in rows[saves / "first.jsonl"]
    draw(app)
    click(app, "Quit to menu")
    assert isinstance(app.top, main_menu.MainMenu) and len(app.stack) == 1
    assert "Continue" in labels(app.top)


@contextlib.contextmanager
def hand_off_cover(app):
    """A three-seat game (two persons) and its hand-off cover on top of the game."""
    seats = [Seat("Anna", "Banshee"), Seat("Bob", "Dozer"), Seat("Cy", "Violet", True)]
    session = Session.new(seats, "C", 5, True, seed=1)
    try:
        app.push(types.SimpleNamespace(overlay=False, draw=lambda s: None))
        screen = hand_off.HandOff(app, session)
        app.push(screen)
        yield session, screen
    finally:
        session.close()


def test_hand_off_hides_the_game_and_hands_over_on_enter(app, saves):
    with hand_off_cover(app) as (session, screen):
        assert not screen.overlay  # a full cover: nothing underneath is drawn
        draw(app)
        assert labels(screen) == []  # the button is live after the grace
        screen.update(screen.grace)
        assert labels(screen) == ["I'm ready"]
        key(app, pygame.K_RETURN)
        assert session.viewer == session.person_to_decide()
        assert app.top is not screen


def test_hand_off_ignores_a_press_left_over_from_the_last_turn(app, saves):
    """A second Enter after "end turn" must not show the next person's hand to the person
    still at the screen: the cover ignores clicks and keys for its first half second."""
    with hand_off_cover(app) as (session, screen):
        viewer = session.viewer
        key(app, pygame.K_RETURN)
        screen.update(screen.grace / 2)
        app.top.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 550)))
        assert app.top is screen and session.viewer == viewer
        screen.update(screen.grace / 2)
        click(app, "I'm ready")
        assert app.top is not screen and session.viewer == session.person_to_decide()


def texts_drawn(monkeypatch, app) -> list[str]:
    """Every line the top screen draws (draw_text), for what a person reads."""
    drawn: list[str] = []
    real = kit_text.draw_text

    def record(surface, message, *args, **kwargs):
        drawn.append(message)
        return real(surface, message, *args, **kwargs)

    for module in (base, hand_off, end_screen):
        monkeypatch.setattr(module, "draw_text", record)
    draw(app)
    return drawn


def bare_characters(game, text: str) -> list[str]:
    """Characters a text names as if they were the player (not '(Dozer)' by a name)."""
    import re

    return [p.character for p in game.state.players if p.name != p.character
            and re.search(rf"(?<!\()(?<!playing )\b{re.escape(p.character)}\b", text)]


def test_hand_off_cover_says_why_it_is_there(app, saves, monkeypatch):
    with hand_off_cover(app) as (session, screen):
        assert screen.reason == "Your turn: choose where to spawn"
        drawn = texts_drawn(monkeypatch, app)
        assert "Anna (Banshee)" in drawn, "every cover names the player as the recap's does"
        assert "Your turn: choose where to spawn" in drawn


def test_the_cover_at_a_persons_first_turn_recaps_since_the_game_began(app, saves, monkeypatch):
    """Bob's first turn: what Anna did is told, under "Since the game began" (he had no
    last turn); his name is written as on every cover, "Bob (Dozer)"."""
    seats = [Seat("Anna", "Banshee"), Seat("Bob", "Dozer"), Seat("Cy", "Violet", True)]
    session = Session.new(seats, "C", 5, True, seed=1)
    try:
        game = session.game
        while game.legal().decider == 0:
            d = game.legal()
            session.choose(next((o for o in d.options if o.text in ("end turn", "done")),
                                d.options[0]))
        assert game.legal().decider == 1 and game.state.turn == 2
        app.push(types.SimpleNamespace(overlay=False, draw=lambda s: None))
        screen = hand_off.HandOff(app, session)
        app.push(screen)
        assert screen.recap and screen.recap[0] == "-- Turn 1: Anna --"
        drawn = texts_drawn(monkeypatch, app)
        assert "Since the game began" in drawn and "Since your last turn" not in drawn
        assert "Bob (Dozer)" in drawn
    finally:
        session.close()


def test_hand_off_cover_recaps_the_turns_since_the_persons_last_one(app, saves, monkeypatch):
    seats = [Seat("Anna", "Banshee"), Seat("Bob", "Dozer"), Seat("Cy", "Violet", True)]
    session = Session.new(seats, "C", 5, True, seed=1)
    try:
        game = session.game
        for seat in (0, 1):  # each person spawns and ends the turn; the computer plays
            while game.legal().decider == seat:
                d = game.legal()
                session.choose(next((o for o in d.options if o.text in ("end turn", "done")),
                                    d.options[0]))
        while session.computer_to_decide():
            session.play_computer()
        assert game.legal().decider == 0 and game.state.turn == 4
        app.push(types.SimpleNamespace(overlay=False, draw=lambda s: None))
        screen = hand_off.HandOff(app, session)
        app.push(screen)
        assert screen.reason == "Your turn"
        assert screen.recap[0] == "-- Turn 2: Bob --"
        assert "-- Turn 3: Cy --" in screen.recap  # the computer's turn, no longer unseen
        drawn = texts_drawn(monkeypatch, app)
        assert "Anna (Banshee)" in drawn and "Since your last turn" in drawn
        assert all(row in drawn for row in screen.recap)
        assert not any(bare_characters(game, text) for text in drawn)
    finally:
        session.close()


def test_a_long_recap_is_cut_to_fit_with_how_many_lines_are_left(app):
    lines = [f"Line {i}: Anna shoots Bob with the Machine Gun (focus shot, turret tripod, paying "
             f"1 red): Bob 3 damage, 1 mark" for i in range(30)]
    rows = hand_off.HandOff.fit_recap(lines)
    box = hand_off.HandOff.RECAP_BOX
    room = (box.height - 44) // hand_off.HandOff.recap_row()
    assert len(rows) <= room
    shown = sum(1 for r in rows if r.startswith("Line "))
    assert rows[-1] == f"... and {30 - shown} more (the log has them all)"
    font = theme.font(hand_off.HandOff.RECAP_SIZE)
    assert all(font.size(r)[0] <= box.width - 40 for r in rows)
    assert hand_off.HandOff.fit_recap(lines[:3]) == lines[:3]  # short: all of it
    wrapped = hand_off.HandOff.fit_recap([lines[0] + "; " + lines[1]])  # too wide: wrapped
    assert len(wrapped) == 2 and wrapped[1].startswith("   ")


def test_end_turn_with_actions_left_defaults_to_no(app):
    answers = []
    app.push(main_menu.MainMenu(app))
    app.push(notices.Confirm(app, "You still have 1 action. End your turn?",
                           lambda: answers.append("yes"), lambda: answers.append("no"),
                           default="no"))
    draw(app)
    key(app, pygame.K_RETURN)
    app.push(notices.Confirm(app, "End?", lambda: answers.append("yes"), default="no"))
    key(app, pygame.K_y)
    assert answers == ["no", "yes"] and isinstance(app.top, main_menu.MainMenu)


def test_the_end_screen_calls_players_by_their_typed_names(app, monkeypatch):
    from adrenaline.core.engine import Setup

    setup = Setup("C", (("Alice", "Violet"), ("Bob", "Banshee"), ("Chloé", "Dozer")), 5, True, 4)
    game = Game.new(setup)
    bots = [make_bot("random", seed=i) for i in range(3)]
    while not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    app.push(end_screen.EndScreen(app, types.SimpleNamespace(game=game)))
    drawn = texts_drawn(monkeypatch, app)
    assert {"Alice (Violet)", "Bob (Banshee)", "Chloé (Dozer)"} <= set(drawn)
    assert not any(bare_characters(game, text) for text in drawn), drawn


# -- the end ------------------------------------------------------------------------------
def test_end_screen_breakdown_adds_up_to_each_players_points(app):
    game = finished_game()
    report = end_screen.final_report(game)
    for r, p in zip(report, game.state.players):
        assert r.breakdown_total == r.points == p.points
        assert r.deaths == p.deaths
    assert sum(r.damage_dealt for r in report) == sum(r.damage_taken for r in report)
    assert sum(r.kills for r in report) == len(game.state.killshot_track)
    app.push(end_screen.EndScreen(app, types.SimpleNamespace(game=game)))
    draw(app)
    assert labels(app.top) == ["Plots", "Main menu", "Watch again", "New game"]
    click(app, "New game")
    assert isinstance(app.top, new_game.NewGame) and len(app.stack) == 2


def test_ties_are_explained():
    game = finished_game(seed=8)
    players = game.state.players
    players[0].points = players[1].points = 30
    players[0].track_points, players[1].track_points = 8, 6
    players[2].points = players[3].points = 10
    players[2].track_points = players[3].track_points = 0
    game.state.ranking = [[0], [1], [2, 3]]
    headline, notes = end_screen.result_lines(game)
    assert headline == f"{players[0].name} wins with 30 points!"
    assert any("killshot track" in n and "8" in n and "6" in n for n in notes)
    assert any("stay tied" in n for n in notes)
