"""A game kept in another folder after a write failure (issue 26): the game remembers
where its games are kept (the settings), Load game lists them, and Continue never
opens the stale copy the full disk left in the games folder - the copy with more
choices is the one played on, whichever file was written last."""

from __future__ import annotations

import errno
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from adrenaline.bots import make_bot
from adrenaline.core import savefile
from adrenaline.play.session import Seat, Session
from adrenaline.saves import library
from adrenaline.ui.screens import load_game, main_menu
from adrenaline.ui.screens.notices import SaveProblem
from adrenaline.ui.settings import Settings

from .test_menus import app, click, labels, saves  # noqa: F401  (fixtures)


def play(session: Session, choices: int) -> None:
    bots = [make_bot("random", seed=i) for i in range(3)]
    for _ in range(choices):
        d = session.game.legal()
        session.game.submit(d.decider, bots[d.decider].choose(session.game, d))
        session.save_now()


def test_a_game_kept_elsewhere_is_found_again_and_continue_never_opens_the_stale_copy(
        app, saves, tmp_path):  # noqa: F811
    seats = [Seat("Anna", "Banshee"), Seat("Bob", "Dozer"), Seat("Cleo", "Violet")]
    session = Session.new(seats, "B", 5, True, seed=3, autosave=library.new_game_path())
    play(session, 30)
    stale = session.autosave
    session.journal._fail(OSError(errno.ENOSPC, "No space left on device"))  # the disk fills
    play(session, 20)  # played on in memory
    problem = SaveProblem(app, session)
    app.push(problem)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    problem.field.text = str(elsewhere)
    problem.save_here()
    play(session, 10)
    session.close()
    played = savefile.dumps(session.game)
    kept = next(elsewhere.iterdir())
    assert savefile.dumps(savefile.restore(kept).game) == played
    os.utime(stale, (2e9, 2e9))  # the stale copy written last: it is still not the game
    assert str(elsewhere) in Settings.load().game_folders, "remembered in the settings"

    # the next time the game starts
    from adrenaline.ui.app import App

    app.quit()
    library.use_folders(())
    again = App()
    try:
        library.forget_listing()
        assert {g.path for g in library.kept_games()} == {stale, kept}
        again.push(main_menu.MainMenu(again))
        assert library.latest_unfinished().path == kept
        click(again, "Continue")
        assert type(again.top).__name__ == "GameScene"
        assert savefile.dumps(again.top.session.game) == played
        again.go_home()
        again.push(load_game.LoadGame(again))
        again.draw()
        assert {"game 1", "game 2"} <= set(labels(again.top)), "Load game lists both"
        titles = [w.label for w in again.top.form.widgets if getattr(w, "name", "").startswith("game ")]
        assert len([t for t in titles if t.endswith("(an older copy)")]) == 1, "the stale copy says it is one"
    finally:
        again.quit()


def test_a_game_kept_elsewhere_when_the_settings_cannot_be_written_is_said_and_opened_again(
        app, saves, tmp_path, monkeypatch):  # noqa: F811
    """Issue 34: the settings' disk refused too, the failure was swallowed, and after a
    restart Continue could not find the game (or opened the stale copy). Now the player
    is told at once where the game is and how to open it; Load game opens a file from
    any folder; and from then on Continue never offers the stale copy."""
    from adrenaline.ui.screens.notices import Notice
    from adrenaline.ui.settings import Settings

    blocker = tmp_path / "a file"  # the settings' folder cannot be made: the disk refuses
    blocker.write_text("in the way")
    writable = os.environ["ADRENALINE_CONFIG"]
    monkeypatch.setenv("ADRENALINE_CONFIG", str(blocker / "config"))
    seats = [Seat("Anna", "Banshee"), Seat("Bob", "Dozer"), Seat("Cleo", "Violet")]
    session = Session.new(seats, "B", 5, True, seed=3, autosave=library.new_game_path())
    play(session, 30)
    stale = session.autosave
    session.journal._fail(OSError(errno.ENOSPC, "No space left on device"))
    play(session, 20)
    problem = SaveProblem(app, session)
    app.push(problem)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    problem.field.text = str(elsewhere)
    problem.save_here()
    kept = session.autosave
    assert kept.parent == elsewhere
    assert isinstance(app.top, Notice), "told at once"
    assert str(kept) in app.top.text and "Open a file" in app.top.text
    play(session, 10)
    session.close()
    played = savefile.dumps(session.game)
    os.utime(stale, (2e9, 2e9))

    from adrenaline.ui.app import App

    app.quit()  # the settings are tried again: still refused
    assert Settings.load().game_folders == []
    library.use_folders(())
    again = App()
    try:
        library.forget_listing()
        assert library.latest_unfinished().path == stale, "unknown yet: nothing tells"
        again.push(load_game.LoadGame(again))
        click(again, "Open a file")
        again.top.field.text = str(kept)
        click(again, "Open")
        assert type(again.top).__name__ == "GameScene"
        assert again.top.session.autosave == kept, "it goes on in its own file"
        assert savefile.dumps(again.top.session.game) == played
        again.go_home()
        library.forget_listing()
        assert library.latest_unfinished().path == kept, "known now: never the stale copy"
        monkeypatch.setenv("ADRENALINE_CONFIG", writable)  # the disk lets the settings be written
    finally:
        again.quit()
    assert str(elsewhere) in Settings.load().game_folders, "written when the window closed"


def test_open_a_file_lists_the_games_of_a_folder_and_leaves_other_files_as_they_are(
        app, saves, tmp_path):  # noqa: F811
    folder = tmp_path / "usb stick"
    folder.mkdir()
    seats = [Seat("Anna", "Banshee"), Seat("Bob", "Dozer"), Seat("Cleo", "Violet")]
    session = Session.new(seats, "B", 5, True, seed=4, autosave=library.new_game_path(folder))
    play(session, 12)
    session.close()
    other = folder / "my game.jsonl"
    other.write_bytes(session.autosave.read_bytes())
    before = other.read_bytes()
    app.push(load_game.LoadGame(app))
    click(app, "Open a file")
    app.top.field.text = str(folder)
    click(app, "Open")
    assert isinstance(app.top, load_game.LoadGame)
    app.draw()
    assert "game 1" in labels(app.top) and "1 game of that folder is listed." in app.top.message
    click(app, "Open a file")
    app.top.field.text = str(other)
    click(app, "Open")
    assert type(app.top).__name__ == "GameScene"
    assert app.top.session.autosave.parent == saves, "another file: the game goes on in its own"
    app.top.session.close()
    assert other.read_bytes() == before
    app.go_home()
    app.push(load_game.LoadGame(app))
    click(app, "Open a file")
    app.top.field.text = str(tmp_path / "nowhere.jsonl")
    click(app, "Open")
    assert isinstance(app.top, load_game.OpenFile) and "no longer there" in app.top.message


def test_a_folder_without_kept_games_is_said_and_not_remembered(app, saves, tmp_path):  # noqa: F811
    from adrenaline.ui.settings import Settings

    empty = tmp_path / "empty"
    empty.mkdir()
    app.push(load_game.LoadGame(app))
    click(app, "Open a file")
    app.top.field.text = str(empty)
    app.top.form.edit(app.top.field)
    app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert isinstance(app.top, load_game.OpenFile) and app.top.message == "No kept game in that folder."
    assert str(empty) not in app.settings.game_folders and Settings.load().game_folders == []
