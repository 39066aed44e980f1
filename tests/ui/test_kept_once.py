"""A kept game is one game, however often it is opened (issue 34): Continue on a
damaged game repairs it once, into a file that goes on from it; Continue again opens
that file, and Load game lists one game, not one a repair."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from adrenaline.bots import make_bot
from adrenaline.play.session import Seat, Session
from adrenaline.saves import library
from adrenaline.ui.screens import load_game, main_menu

from .test_menus import app, click, labels, saves  # noqa: F401  (fixtures)


def kept_game(choices: int = 60) -> Session:
    seats = [Seat("Anna", "Banshee"), Seat("Bob", "Dozer"), Seat("Cleo", "Violet")]
    session = Session.new(seats, "B", 5, True, seed=3, autosave=library.new_game_path())
    bots = [make_bot("random", seed=i) for i in range(3)]
    for _ in range(choices):
        d = session.game.legal()
        session.game.submit(d.decider, bots[d.decider].choose(session.game, d))
        session.save_now()
    session.close()
    return session


def cut_in_the_middle(path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[len(lines) // 2] = lines[len(lines) // 2][:30] + "\n"
    path.write_text("".join(lines), encoding="utf-8")


DAMAGE = {
    "a line cut short in the middle": cut_in_the_middle,
    "a zero-filled tail": lambda path: path.write_bytes(path.read_bytes() + b"\0" * 512),
    "a repeated line": lambda path: path.write_bytes(path.read_bytes() + path.read_bytes().splitlines(True)[-1]),
}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_continue_repairs_a_damaged_game_once_and_the_list_holds_one_game(app, saves, damage):  # noqa: F811
    """Continue, back to the menu before any choice, Continue again: the damaged file
    was repaired again into yet another new file, each time (6 of 9 damaged files)."""
    original = kept_game().autosave
    damage(original)
    before = original.read_bytes()
    opened = []
    for _ in range(3):
        app.go_home()
        library.forget_listing()
        app.push(main_menu.MainMenu(app))
        click(app, "Continue")
        scene = next(s for s in app.stack if type(s).__name__ == "GameScene")
        opened.append(scene.session.autosave)
    files = sorted(saves.iterdir())
    assert len(files) == 2, "the damaged file and its one repair"
    repaired = opened[0]
    assert opened == [repaired] * 3 and repaired != original
    assert original.read_bytes() == before, "the damaged file is kept as it was"
    assert [g.path for g in library.kept_games()] == [repaired]
    app.go_home()
    app.push(load_game.LoadGame(app))
    app.draw()
    assert "game 1" in labels(app.top) and "game 2" not in labels(app.top)


def test_a_repaired_game_played_on_is_still_one_game(app, saves):  # noqa: F811
    original = kept_game().autosave
    cut_in_the_middle(original)
    session = Session.resume(original)
    d = session.game.legal()
    session.choose(d.options[0])
    session.close()
    library.forget_listing()
    assert [g.path for g in library.kept_games()] == [session.autosave]
    assert library.latest_unfinished().path == session.autosave
    again = Session.resume(session.autosave)
    again.close()
    assert again.autosave == session.autosave


def test_a_game_that_takes_more_than_a_moment_to_open_says_so_and_the_window_keeps_drawing(
        app, saves, monkeypatch):  # noqa: F811
    """Opening is off the frame loop: the window draws "Opening the game..." until
    the game is ready (here: until the test lets the reading go on)."""
    import threading

    from adrenaline.ui.screens.open_game import Opening

    path = kept_game().autosave
    let_go = threading.Event()
    resume = Session.resume

    def slow(path, **kwargs):
        assert let_go.wait(30)
        return resume(path, **kwargs)

    monkeypatch.setattr(Session, "resume", staticmethod(slow))
    app.in_frame_loop = True
    app.push(main_menu.MainMenu(app))
    click(app, "Continue")
    assert isinstance(app.top, Opening)
    app.draw()  # the window draws meanwhile
    app.top.handle_event(None)  # input waits
    let_go.set()
    opening = app.top
    assert opening.job.wait(30)
    opening.update(0.0)
    assert type(app.top).__name__ == "GameScene" and app.top.session.autosave == path
