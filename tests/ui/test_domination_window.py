"""Domination in the window: `adrenaline play --mode domination` starts its new games in
that mode, with the mode's own skulls and ending; a game of computer players runs
through the window's session to its end (the board still draws the killshot track)."""

from __future__ import annotations

import pygame

from adrenaline.core.view import player_view
from adrenaline.ui.screens import new_game
from adrenaline.ui.testing import computers_session

from .test_menus import app, click, draw, key, saves  # noqa: F401 (fixtures)


def test_a_window_opened_in_domination_starts_its_new_games_in_domination(app):
    app.mode = "domination"  # what run_window does with --mode domination
    screen = new_game.NewGame(app)
    app.push(screen)
    click(app, "First game")  # 5 skulls and sudden death: Domination has its own
    draw(app)
    key(app, pygame.K_RETURN)
    g = app.top.session.game
    assert g.setup.mode == "domination" and g.setup.skulls == 8 and not g.setup.sudden_death


def test_the_demo_plays_a_domination_game_of_computer_players_to_the_end():
    session = computers_session(3, "B", 8, False, seed=6, mode="domination")
    game = session.game
    assert game.mode.name == "domination"
    while (d := game.legal()) is not None:
        game.submit(d.decider, session.bots[d.decider].choose(player_view(game, d.decider), d))
    assert game.is_over and game.state.killshot_track == []
    assert sum(len(t) for t in game.state.mode_state.tracks.values()) > 0
