"""The rulebook's bot in the window ("Adding a bot", BOT-1..11): New game offers it to
3 or 4 players (suggested with 3), never to 5; the game screen labels its board and
figure, places it by a click, offers the bot action as a button and its moves and
targets as clicks; the end screen lists it without a rank."""

from __future__ import annotations

import pygame

from adrenaline.ui.screens import new_game

from .test_menus import app, click, draw, key, labels, saves  # noqa: F401 (fixtures)


def offers_bot(app) -> bool:
    return any(label.startswith("Bot") for label in labels(app.top))


def _new_game(app, seats: int):
    screen = new_game.NewGame(app)
    while len(screen.seats) > seats:
        screen.remove_seat(len(screen.seats) - 1)
    while len(screen.seats) < seats:
        screen.add_seat()
    app.push(screen)
    draw(app)
    return screen


def test_new_game_offers_the_bot_to_3_or_4_players_and_suggests_it_with_3(app):
    screen = _new_game(app, 3)
    assert offers_bot(app)
    assert "suggests adding the bot" in " ".join(screen.remarks())
    screen = _new_game(app, 4)
    assert offers_bot(app)
    assert not any("suggests adding the bot" in r for r in screen.remarks())


def test_new_game_offers_no_bot_to_5_players(app):
    screen = _new_game(app, 5)
    screen.set_bot("Sprog")
    draw(app)
    assert not offers_bot(app) and screen.chosen_bot() == ""


def test_the_bot_is_the_figure_of_a_character_no_seat_uses(app):
    screen = _new_game(app, 3)
    taken = {s.character for s in screen.seats}
    assert screen.bot_choices()[0] == "" and not taken & set(screen.bot_choices())
    screen.set_bot(screen.bot_choices()[1])
    screen.set_character(0, screen.bot)  # the seat takes the bot's figure: another free one
    assert screen.chosen_bot() and screen.chosen_bot() not in {s.character for s in screen.seats}


def test_starting_with_the_bot_adds_it_and_new_game_remembers_it(app):
    screen = _new_game(app, 3)
    figure = screen.bot_choices()[-1]
    screen.set_bot(figure)
    app.top.build()
    draw(app)
    key(app, pygame.K_RETURN)
    g = app.top.session.game
    assert g.setup.neutral == figure and g.state.neutral == 3
    assert new_game.NewGame(app).bot == figure


def finished_bot_game(seed: int = 4):
    from adrenaline.bots import make_bot
    from adrenaline.core.engine import Game, default_setup

    game = Game.new(default_setup(3, "C", 5, True, seed=seed, neutral=True))
    bots = [make_bot("random", seed=i) for i in range(3)]
    while not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    return game


def test_the_end_screen_lists_the_bot_with_its_points_but_never_ranks_it(app):
    from adrenaline.play.session import Seat, Session
    from adrenaline.ui.screens.end_screen import EndScreen

    game = finished_bot_game()
    seats = [Seat(p.name, p.character, True) for p in game.state.players[:3]]
    screen = EndScreen(app, Session(game, seats))
    app.push(screen)
    draw(app)
    bot = game.state.neutral
    assert screen.rows()[-1] == bot and bot not in screen.groups[0]
    last = screen.cells()[-1]
    assert last[0] == "-" and last[2] == str(game.state.players[bot].points)
    assert [row[0] for row in screen.cells()[:3]][0] == "1."
