"""New game remembers the last game started from it: seats (person or computer and its
level, character, typed name), arena, skulls and ending, kept in the settings file; a stored
value that is bad or stale is ignored quietly and its default used."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.bots import LEVELS
from adrenaline.ui.screens import new_game
from adrenaline.ui.settings import Settings, remembered_new_game


@pytest.fixture
def config(tmp_path, monkeypatch):
    """A temporary settings file (and user data folder)."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path / "config" / "settings.json"


@pytest.fixture
def app(config):
    from adrenaline.ui.app import App

    a = App()
    yield a
    a.quit()


def click(screen, label: str) -> None:
    for _, name, rect in screen.clickables():
        if name == label:
            screen.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                   pos=pygame.Rect(rect).center))
            return
    raise AssertionError(f"nothing called {label!r}: {[n for _, n, _ in screen.clickables()]}")


def typed(screen, field: str, text: str) -> None:
    click(screen, field)
    screen.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    for _ in range(20):
        screen.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                               unicode=""))
    screen.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
    screen.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))


def seats_of(screen) -> list[tuple]:
    return [(s.name, s.character, s.computer, s.level if s.computer else None)
            for s in screen.seats]


def test_the_next_new_game_opens_with_the_seats_names_and_levels_of_the_last_one(app, config):
    screen = new_game.NewGame(app)
    app.push(screen)
    click(screen, "Arena B")
    click(screen, "Add a player")  # 5 seats
    click(screen, "Seat 1 character >")  # Banshee (seat 2 takes :D-struct-OR)
    typed(screen, "Seat 1 name: Banshee", "Zoé")
    click(screen, "Seat 2 player <")  # a person
    typed(screen, "Seat 2 name: :D-struct-OR", "Max")
    click(screen, "Seat 3 player >")  # a computer of the next level
    click(screen, "Skulls <")
    click(screen, "Ending >")
    chosen = seats_of(screen)
    assert (screen.arena, screen.skulls, screen.sudden_death) == ("B", 7, True)
    click(screen, "Start")
    assert type(app.top).__name__ == "GameScene"
    assert json.loads(config.read_text())["new_game"]["arena"] == "B"

    # a later run of the program: the settings file is all that is left
    app.settings = Settings.load()
    again = new_game.NewGame(app)
    assert seats_of(again) == chosen
    assert chosen[0][:2] == ("Zoé", "Banshee") and chosen[1][0] == "Max" and not chosen[1][2]
    assert (again.arena, again.skulls, again.sudden_death) == ("B", 7, True)
    app.push(again)
    labels = [n for _, n, _ in again.clickables()]
    assert "Seat 1 name: Zoé" in labels and "Seat 5 name: Sprog" in labels


def good() -> dict:
    return {"arena": "D", "skulls": 7, "sudden_death": True,
            "seats": [{"name": "Ann", "character": "Violet", "computer": False, "level": LEVELS[0]},
                      {"name": "Dozer", "character": "Dozer", "computer": True, "level": LEVELS[-1]},
                      {"name": "Bo", "character": "Sprog", "computer": True, "level": LEVELS[0]}]}


@pytest.mark.parametrize("spoil, kept", [
    (lambda d: d["seats"][1].update(character="Gandalf"), {"arena", "skulls", "sudden_death"}),
    (lambda d: d["seats"][1].update(level="grandmaster"), {"arena", "skulls", "sudden_death"}),
    (lambda d: d["seats"].extend(dict(d["seats"][0], name=f"X{i}") for i in range(3)),
     {"arena", "skulls", "sudden_death"}),
    (lambda d: d["seats"][2].update(character="violet"), {"arena", "skulls", "sudden_death"}),
    (lambda d: d["seats"][0].update(name=""), {"arena", "skulls", "sudden_death"}),
    (lambda d: d.update(arena="Z"), {"skulls", "sudden_death", "seats"}),
    (lambda d: d.update(skulls=12), {"arena", "sudden_death", "seats"}),
    (lambda d: d.update(skulls=True), {"arena", "sudden_death", "seats"}),
    (lambda d: d.update(sudden_death="yes"), {"arena", "skulls", "seats"}),
    (lambda d: d.update(seats="all of them"), {"arena", "skulls", "sudden_death"}),
])
def test_a_bad_or_stale_stored_value_falls_back_quietly(spoil, kept):
    data = good()
    assert set(remembered_new_game(data)) == {"arena", "skulls", "sudden_death", "seats"}
    spoil(data)
    assert set(remembered_new_game(data)) == kept


def test_a_corrupt_settings_value_opens_new_game_with_the_defaults(app, config):
    defaults = new_game.NewGame(app)
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(json.dumps({"hints": False, "new_game": {
        "arena": 3, "skulls": "many", "seats": [{"name": "A", "character": "Nobody"}] * 9}}))
    app.settings = Settings.load()
    assert app.settings.hints is False  # the rest of the settings survive
    screen = new_game.NewGame(app)
    assert seats_of(screen) == seats_of(defaults)
    assert (screen.arena, screen.skulls, screen.sudden_death) == \
        (defaults.arena, defaults.skulls, defaults.sudden_death)
    config.write_text(json.dumps({"new_game": "not a table"}))
    app.settings = Settings.load()
    assert seats_of(new_game.NewGame(app)) == seats_of(defaults)


def test_the_mode_of_the_last_game_started_comes_back_when_the_program_starts_again(app, config,
                                                                                     monkeypatch):
    """Choose Domination, start, quit; the program started again as a player starts it
    (``adrenaline`` or ``adrenaline play``, no ``--mode``): New game shows Domination. A
    ``--mode`` typed on the command line still comes first."""
    from adrenaline import cli

    screen = new_game.NewGame(app)
    app.push(screen)
    assert screen.mode == "deathmatch"
    click(screen, "Mode >")
    assert screen.mode == "domination"
    click(screen, "Start")
    assert type(app.top).__name__ == "GameScene"

    started: list = []
    monkeypatch.setattr("adrenaline.ui.app.App.run", lambda self: started.append(self))
    for argv, shown in (([], "domination"), (["play"], "domination"),
                        (["play", "--mode", "deathmatch"], "deathmatch")):
        assert cli.main(argv) == 0
        later = started.pop()
        try:
            assert new_game.NewGame(later).mode == shown, argv
        finally:
            later.quit()
