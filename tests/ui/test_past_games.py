"""The Past games screen (adrenaline.ui.screens.past_games) and its setting, driven the
way a person drives them: clicks on what ``clickables()`` lists, keys, the mouse wheel."""

from __future__ import annotations

import datetime
import errno
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.core import savefile
from adrenaline.play.session import Seat, Session
from adrenaline.saves import library
from adrenaline.ui.kit import text as kit_text
from adrenaline.ui.screens import load_game, main_menu, notices, past_games, settings_menu

from .screens import PAST_GAMES, keep_past_games


@pytest.fixture
def app(instant_app):
    library.forget_listing()
    yield instant_app
    library.forget_listing()


@pytest.fixture
def watched(app):
    """What Watch asked the app to play again. ``App.watch_replay`` comes with the replay
    viewer (branch replay-view): a stand-in here records the files it is given."""
    files: list = []
    app.watch_replay = files.append
    return files


def labels(app) -> list[str]:
    return [label for _, label, _ in app.top.clickables()]


def click(app, label: str) -> None:
    for _, name, rect in app.top.clickables():
        if name == label:
            app.top.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                    pos=pygame.Rect(rect).center))
            return
    raise AssertionError(f"nothing called {label!r} on {type(app.top).__name__}: {labels(app)}")


def key(app, k: int, mod: int = 0, unicode: str = "") -> None:
    app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))


def texts_drawn(app, monkeypatch) -> list[str]:
    """Every text the screen draws through the widgets' one text function."""
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    app.draw()
    monkeypatch.setattr(kit_text, "TEXT_PROBE", None)
    return [entry[0] for entry in probe]


def open_past_games(app) -> past_games.PastGames:
    screen = past_games.PastGames(app)
    app.push(screen)
    app.draw()
    return screen


# -- what a row shows -------------------------------------------------------------------------
def test_each_finished_game_shows_when_where_how_who_and_their_points_newest_first(app, monkeypatch):
    kept = keep_past_games(library.games_folder(), 3)
    screen = open_past_games(app)
    assert [g.path for g in screen.shown] == kept, "newest first"
    drawn = texts_drawn(app, monkeypatch)
    first = library.summary(kept[0])
    assert first.mode == "domination" and first.arena == "D" and len(first.players) == 5
    assert "today " + f"{first.when:%H:%M}" in drawn
    assert "Domination - Arena D" in drawn and "Deathmatch - Arena A" in drawn
    assert f"{first.turn} turns - 8 skulls" in drawn
    for player, (name, character, computer) in zip(first.players, PAST_GAMES[0][2]):
        assert f"{name} ({character})" in drawn
        assert f"{player.points} points" in drawn
    assert drawn.count("computer") == 3 + 2 + 1 and drawn.count("person") == 2 + 1 + 3
    assert "Dozer" in drawn and "Dozer (Dozer)" not in drawn, "a name that is its character's, once"


def test_the_players_stand_in_their_final_ranking_and_the_winner_has_a_star(app, monkeypatch):
    kept = keep_past_games(library.games_folder(), 2)
    stars: list = []
    monkeypatch.setattr(past_games, "draw_star", lambda surface, centre, radius, colour: stars.append(centre))
    open_past_games(app)
    for path in kept:
        game = library.summary(path)
        game_file = savefile.load(path)
        places = past_games.standing(game)
        assert [seat for _, seat in places] == [s for group in game_file.state.ranking for s in group]
        points = [game.players[seat].points for _, seat in places]
        assert points == sorted(points, reverse=True)
        assert game.winners == tuple(game_file.state.ranking[0])
    assert len(stars) == sum(len(library.summary(p).winners) for p in kept), "one star a winner"
    row = next(w for w in app.top.form.widgets if isinstance(w, past_games.PastGameRow))
    winner = row.game.players[row.game.winners[0]]
    assert row.tooltip_at(row.rect.center) == f"{winner.name} wins with {winner.points} points!"
    delete = next(w for w in app.top.form.widgets if w.key == "button:Delete 1")
    assert row.tooltip_at(delete.rect.center) == "", "not over its buttons"


def test_tied_winners_share_the_place_and_each_has_a_star(app):
    game = library.KeptGame(library.games_folder() / "x.jsonl", datetime.datetime.now(),
                            "A", (library.Player("Ann", "Violet", 20), library.Player("Bob", "Dozer", 20),
                                  library.Player("Cid", "Sprog", 9)),
                            over=True, ranking=((0, 1), (2,)))
    assert past_games.standing(game) == [(1, 0), (1, 1), (3, 2)]
    assert game.winners == (0, 1)
    assert past_games.result_words(game) == "Ann and Bob share the victory with 20 points!"


def test_unfinished_games_and_files_that_are_not_games_are_not_past_games(app):
    folder = library.games_folder()
    keep_past_games(folder, 1)
    (folder / "broken.jsonl").write_text("not a game\n")
    seats = [Seat("Anna", "Violet"), Seat("Dozer", "Dozer", True), Seat("Sprog", "Sprog", True)]
    Session.new(seats, "A", 5, True, seed=1, autosave=folder / "going-on.jsonl").close()
    library.forget_listing()
    assert {g.path.name for g in library.kept_games()} == {"past-00.jsonl", "broken.jsonl", "going-on.jsonl"}
    screen = open_past_games(app)
    assert [g.path.name for g in screen.shown] == ["past-00.jsonl"]
    assert [label for label in labels(app) if label.startswith(("watch", "delete"))] == ["watch 1", "delete 1"]


def test_no_past_games_says_so_in_a_sentence(app, monkeypatch):
    open_past_games(app)
    drawn = texts_drawn(app, monkeypatch)
    assert ("No finished games yet: every game played to its end is kept here, to watch again."
            in drawn)
    assert labels(app) == ["Back"]
    key(app, pygame.K_RETURN)
    assert not isinstance(app.top, past_games.PastGames), "Enter: Back"


# -- watch ----------------------------------------------------------------------------------
def test_watch_asks_the_app_to_play_that_game_again(app, watched):
    kept = keep_past_games(library.games_folder(), 3)
    open_past_games(app)
    click(app, "watch 2")
    assert watched == [kept[1]]
    key(app, pygame.K_RETURN)
    assert watched == [kept[1], kept[0]], "Enter watches the newest"


# -- delete ---------------------------------------------------------------------------------
def test_delete_asks_first_and_no_keeps_the_game(app):
    kept = keep_past_games(library.games_folder(), 2)
    screen = open_past_games(app)
    click(app, "delete 1")
    assert isinstance(app.top, notices.Confirm)
    assert app.top.question.startswith("Delete the game played today ")
    assert app.top.question.endswith("on arena D? It cannot be brought back.")
    assert kept[0].exists(), "nothing deleted before the answer"
    key(app, pygame.K_RETURN)
    assert app.top is screen and kept[0].exists(), "Enter answers no"
    click(app, "delete 1")
    key(app, pygame.K_ESCAPE)
    assert app.top is screen and kept[0].exists()


def test_delete_then_yes_deletes_that_game_only(app):
    kept = keep_past_games(library.games_folder(), 3)
    screen = open_past_games(app)
    click(app, "delete 2")
    click(app, "Yes")
    assert app.top is screen
    assert [p.exists() for p in kept] == [True, False, True]
    assert screen.message == "The game is deleted."
    app.draw()
    assert [g.path for g in screen.shown] == [kept[0], kept[2]]


def test_a_deletion_that_fails_says_why_in_a_sentence(app, monkeypatch):
    kept = keep_past_games(library.games_folder(), 1)
    screen = open_past_games(app)

    def refused(path):
        raise library.CannotDelete("refused", errno.EROFS)

    monkeypatch.setattr(library, "delete", refused)
    click(app, "delete 1")
    key(app, pygame.K_y, unicode="y")
    assert screen.message == "This game cannot be deleted: the disk is read-only."
    assert kept[0].exists()


def test_a_game_an_earlier_version_kept_is_listed_but_cannot_be_deleted_here(app):
    earlier = keep_past_games(library.data_folder(), 1)[0]  # beside the games folder
    open_past_games(app)
    assert "watch 1" in labels(app) and "delete 1" not in labels(app), "Delete is dimmed"
    delete = next(w for w in app.top.form.widgets if w.key == "button:Delete 1")
    assert not delete.enabled
    assert delete.tooltip == ("This game cannot be deleted: it was kept by an earlier version of this "
                              "game, outside its folder of kept games.")
    assert earlier.exists()


# -- pages and keys ---------------------------------------------------------------------------
def test_many_games_are_shown_in_pages_turned_by_buttons_keys_and_the_wheel(app, monkeypatch):
    """Pages of four: each row has room for five players' lines at the text floor."""
    kept = keep_past_games(library.games_folder(), 12)
    screen = open_past_games(app)
    assert [g.path for g in screen.shown] == kept[:4]
    assert "page 1 of 3" in texts_drawn(app, monkeypatch)
    assert "Newer" not in labels(app), "no newer page: dimmed"
    click(app, "Older")
    app.draw()
    assert [g.path for g in screen.shown] == kept[4:8]
    key(app, pygame.K_PAGEDOWN)
    app.draw()
    assert [g.path for g in screen.shown] == kept[8:]
    key(app, pygame.K_PAGEDOWN)
    app.draw()
    assert screen.page == 2, "no page beyond the last"
    app.top.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.draw()
    assert [g.path for g in screen.shown] == kept[4:8]
    click(app, "Newer")
    app.draw()
    assert [g.path for g in screen.shown] == kept[:4]
    key(app, pygame.K_PAGEUP)
    assert screen.page == 0, "no page before the first"


def test_the_keyboard_reaches_every_button_and_delete_asks_for_the_focused_game(app, watched):
    kept = keep_past_games(library.games_folder(), 2)
    screen = open_past_games(app)
    key(app, pygame.K_TAB)
    assert screen.form.focused.key == "button:Delete 1", \
        "the first press moves on from the default (Watch 1, shown highlighted)"
    key(app, pygame.K_DOWN)
    assert screen.form.focused.key == "button:Watch 2"
    key(app, pygame.K_SPACE)
    assert watched == [kept[1]]
    key(app, pygame.K_DELETE)
    assert isinstance(app.top, notices.Confirm) and "arena A" in app.top.question
    key(app, pygame.K_y, unicode="y")
    assert not kept[1].exists() and kept[0].exists()
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, past_games.PastGames), "Esc goes back"


# -- how a player gets there ------------------------------------------------------------------
def test_the_main_menu_and_load_game_open_past_games(app):
    app.push(main_menu.MainMenu(app))
    app.draw()
    click(app, "Past games")
    assert isinstance(app.top, past_games.PastGames)
    click(app, "Back")
    click(app, "Load game")
    assert isinstance(app.top, load_game.LoadGame)
    click(app, "Past games")
    assert isinstance(app.top, past_games.PastGames)
    click(app, "Back")
    assert isinstance(app.top, load_game.LoadGame), "Back returns to Load game"


# -- the limit --------------------------------------------------------------------------------
def test_past_games_kept_is_a_setting_saved_like_the_others(app, monkeypatch):
    from adrenaline.ui.settings import Settings

    assert app.settings.past_games_kept == 50, "50 unless the player says otherwise"
    app.push(settings_menu.SettingsMenu(app))
    assert "Past games kept: 50" in labels(app)
    click(app, "Past games kept >")
    assert Settings.load().past_games_kept == 100
    click(app, "Past games kept >")
    assert Settings.load().past_games_kept is None and "Past games kept: all" in labels(app)
    click(app, "Past games kept >")
    assert Settings.load().past_games_kept == 20
    app.draw()


@pytest.mark.parametrize("stored", [0, -3, "many", 2.5, True])
def test_a_past_games_limit_that_makes_no_sense_in_the_file_is_the_default(app, stored):
    import json

    from adrenaline.ui.settings import Settings

    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"past_games_kept": stored}))
    assert Settings.load().past_games_kept == 50


def test_when_a_game_ends_in_the_window_the_oldest_past_games_beyond_the_limit_go(app):
    """The game just finished is the newest past game: with a limit of 2, it and the
    newest other one stay."""
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.screens.end_screen import EndScreen

    kept = keep_past_games(library.games_folder(), 4)
    app.settings.past_games_kept = 2
    session = Session.resume(kept[3])  # the oldest, opened again: its file is written anew
    scene = GameScene(app, session)
    app.push(scene)
    for _ in range(200):
        if isinstance(app.top, EndScreen):
            break
        app.top.update(0.05)
    assert isinstance(app.top, EndScreen)
    assert [p.exists() for p in kept] == [True, False, False, True]
    assert [g.path for g in library.finished_games()] == [kept[3], kept[0]]
