"""A game kept in another folder after a write failure (issue 26): the game remembers
where its games are kept (the settings), Load game lists them, and Continue never
opens the stale copy the full disk left in the games folder - the copy with more
choices is the one played on, whichever file was written last."""

from __future__ import annotations

import errno
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

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
    finally:
        again.quit()
