"""The rulebook's bot in the window ("Adding a bot", BOT-1..11): New game offers it to
3 or 4 players (suggested with 3), never to 5; the game screen labels its board and
figure, places it by a click, offers the bot action as a button and its moves and
targets as clicks; the end screen lists it without a rank."""

from __future__ import annotations

import pygame

from adrenaline.ui.screens import new_game

from .screens import bot_game
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


# -- the game screen --------------------------------------------------------------------------
def on_screen(app, session):
    from adrenaline.ui.game.game_scene import GameScene

    app.settings.animation_speed = "instant"
    app.settings.hints = False
    scene = GameScene(app, session)
    app.push(scene)
    scene.update(0.1)
    draw(app)
    return scene


def mouse(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def test_the_bots_board_is_labelled_and_holds_no_ammo_weapons_or_powerups(app):
    session = bot_game(lambda g, d: d.kind == "neutral_place")
    scene = on_screen(app, session)
    bot = session.game.state.neutral
    panel = scene.players
    assert panel.drawn[bot]["bot"] and not any(panel.drawn[s]["bot"] for s in range(bot))
    # the starting player's first turn has no bot action (BOT-3): nobody's badge says one
    # is due, and the bot's board says there is none (the card's next holder is no marker)
    from adrenaline.ui.game.player_board_facts import bot_action_words

    assert not any(panel.drawn[s]["bot_card"] for s in range(bot))
    assert bot_action_words(scene.view)[0][0] == "no bot action this turn"


def test_a_click_on_a_spawnpoint_places_the_bot_there(app):
    from adrenaline.ui import layout

    session = bot_game(lambda g, d: d.kind == "neutral_place")
    scene = on_screen(app, session)
    g = session.game.state
    red = g.board.spawnpoints["red"]
    mouse(scene, layout.square_rect(red).center)
    scene.update(0.1)
    assert g.players[g.neutral].square == red


def test_the_bot_action_is_a_button_and_its_moves_and_targets_are_clicks(app):
    from adrenaline.core.choices import MoveTo

    session = bot_game(lambda g, d: d.kind == "action" and any(
        getattr(o, "action", "") == "bot" for o in d.options))
    scene = on_screen(app, session)
    assert "Bot action" in labels(scene)
    click(app, "Bot action")
    scene.update(0.1)
    draw(app)
    d = session.decision
    assert d.kind == "neutral_move"
    squares = {o.square for o in d.options if isinstance(o, MoveTo)}
    assert squares and set(scene.view.squares) == squares
    key(app, pygame.K_1)  # Skip, the first button (keyboard)
    scene.update(0.1)
    draw(app)
    d = session.decision
    assert d.kind == "neutral_target"  # Dozer and Banshee are in the bot's sight
    figures = {session.game.state.seat_of(o.target) for o in d.options}
    assert set(scene.view.figures) == figures and 0 not in figures  # not you (BOT-4)
    target = next(iter(figures))
    damage = len(session.game.state.players[target].damage)
    mouse(scene, scene.board.figure_positions(scene.view)[target])
    scene.update(0.1)
    assert len(session.game.state.players[target].damage) > damage


def test_the_log_names_who_steered_the_bot_never_its_target():
    """BOT-4: the bot shoots anyone it sees "except the acting player"; the log's
    'X steers the bot: it shoots Y' names the acting player as X."""
    from adrenaline.core.events import Damaged
    from adrenaline.words.log import describe

    session = bot_game(lambda g, d: d.kind == "action" and g.state.turn > 8,
                       seed=5)
    game = session.game
    told = 0
    for entry in game.log:
        shots = [e for e in entry.events if isinstance(e, Damaged) and e.source == "bot"]
        for e in shots:
            lines = [str(line) for line in describe(game, entry) if "steers the bot: it shoots" in str(line)]
            target = game.state.players[e.target].name
            assert lines and all(not line.startswith(target + " ") for line in lines)
            told += 1
    assert told


def test_the_hand_off_recap_tells_what_the_bot_did_and_who_steered_it(app):
    """At the start of the person's turn, the cover's recap says who steered the bot
    and whom it shot since their last turn."""
    from adrenaline.ui.screens.hand_off import HandOff

    session = bot_game(lambda g, d: d.kind == "action" and g.state.turn > 6)
    cover = HandOff(app, session)
    told = " ".join(cover.recap)
    steerers = {p.name for p in session.game.state.players[1:3]}
    assert any(f"{name} steers the bot: it shoots" in told for name in steerers), told


def test_the_badge_the_bot_s_board_and_the_prompt_agree_with_the_core_through_a_whole_bot_game(app):
    """One marker says whose bot action is due this turn (BOT-3): at every decision of a
    whole game, the BOT ACTION badge is on the acting player's board exactly while the
    core says the bot action is due (and offers it), the bot's board names that player
    and no other, and the action prompt says the bot action is due exactly then."""
    import random

    from adrenaline.bots import make_bot
    from adrenaline.core.rules.neutral import BOT_ACTION, bot_action
    from adrenaline.core.view import player_view
    from adrenaline.play.session import Seat, Session
    from adrenaline.ui.game.player_board_facts import bot_action_words
    from adrenaline.words import prompt_words

    seats = [Seat("Anna", "Violet"), Seat("Bob", "Dozer"), Seat("Cleo", "Banshee")]
    session = Session.new(seats, "B", 5, True, 11, neutral=True)
    scene = on_screen(app, session)
    game, view, panel = session.game, scene.view, scene.players
    bots = [make_bot("random", seed=i) for i in range(3)]
    rng = random.Random(11)
    names = [p.name for p in game.state.players]
    seen = set()
    while not game.is_over:
        d = game.legal()
        if d is None:  # the window holds the end of a turn (its "your turn is over")
            game.finish_turn()
            continue
        g = game.state
        status, seat = bot_action(g)
        seen.add(status)
        due = status == "due"
        badges = [s for s in range(g.seats) if panel.facts(view, s)["bot_card"]]
        assert badges == ([g.current] if due else []), (g.turn, status, badges)
        line = bot_action_words(view)[0][0]
        others = [n for i, n in enumerate(names[:g.seats]) if i != g.current]
        assert not any(n in line for n in others), (line, g.current)
        assert (names[g.current] in line) == (status in ("due", "taken")), (line, status)
        if d.kind == "action":
            assert (BOT_ACTION in d.options) == due
            assert ("bot action" in prompt_words(d.prompt)) == due, prompt_words(d.prompt)
        steer = [o for o in d.options if o == BOT_ACTION]
        choice = steer[0] if steer and rng.random() < 0.5 else \
            bots[d.decider].choose(player_view(game, d.decider), d)
        game.submit(d.decider, choice)
    assert {"due", "taken", "first_turn"} <= seen, (g.turn, game.is_over, len(game.log))
