"""The characters named as the player's rulebook names them wherever the window names
one (New game's choices, the players' boards, the hand-off cover), while the game keeps
the English names as identities (saves, scenario files)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.saves import library
from adrenaline.ui.screens import hand_off, new_game
from adrenaline.words import i18n

from .test_menus import click, draw, labels, type_text


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    library.forget_listing()
    from adrenaline.ui.app import App

    a = App()
    i18n.set_language("pl")
    yield a
    a.quit()


def test_new_game_offers_the_characters_by_the_polish_rulebooks_names(app):
    screen = new_game.NewGame(app)
    app.push(screen)
    shown = labels(screen)
    assert "Seat 3 character: Dożer" in shown and "Seat 3 name: Dożer" in shown
    assert "Seat 4 character: Wioletka" in shown
    click(app, "Seat 3 character >")  # the default name follows the character, in Polish
    assert "Seat 3 character: Jaszczur" in labels(screen) and "Seat 3 name: Jaszczur" in labels(screen)
    assert (screen.seats[2].name, screen.seats[2].character) == ("Sprog", "Sprog")  # identities


def test_a_started_game_keeps_the_english_identities_and_shows_the_polish_names(app):
    screen = new_game.NewGame(app)
    app.push(screen)
    click(app, "Seat 2 name: Banshee")
    for _ in range(10):
        app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    type_text(app, "Ola")
    draw(app)
    click(app, "Start")
    scene = app.top
    assert type(scene).__name__ == "GameScene", (screen.message, screen.note, [s.name for s in screen.seats])
    game = scene.session.game
    assert game.setup.players[:3] == ((":D-struct-OR", ":D-struct-OR"), ("Ola", "Banshee"), ("Dozer", "Dozer"))
    draw(app)
    cover = hand_off.HandOff(app, scene.session)  # the cover for the seat deciding now: seat 1
    assert (cover.name, cover.who) == (":D-strukt-OR", ":D-strukt-OR")
