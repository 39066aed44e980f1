"""A damaged kept file, opened in the window (issue 26): the notice says where the
damage was and how much was kept - at the end, or in the middle - for Load game and
for Watch; a file of other rules these rules do not play the same way is refused in a
sentence; none is ever shown past its damage."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from adrenaline.core import savefile
from adrenaline.ui.screens import load_game, past_games
from adrenaline.ui.screens.notices import Notice

from .test_menus import app, click, finished_game, saved_game, saves  # noqa: F401  (fixtures)


def damage_line(path, number: int) -> int:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[number - 1] = lines[number - 1][:30] + "\n"
    path.write_text("".join(lines), encoding="utf-8")
    return len(lines)


def test_load_game_says_a_file_was_damaged_in_the_middle_and_how_much_was_kept(app, saves):  # noqa: F811
    path = saves / "game.jsonl"
    saved_game(path, turns=8)
    middle = len(path.read_text(encoding="utf-8").splitlines()) // 2
    lines = damage_line(path, middle)
    app.push(load_game.LoadGame(app))
    click(app, "game 1")
    assert isinstance(app.top, Notice)
    session = app.stack[0].session
    kept = sum(1 for e in session.game.log if e.who != -1)
    assert app.top.text.startswith(f"This game's file was damaged in the middle (line {middle} of {lines})")
    assert f"with {kept} of its" in app.top.text and "in a file of its own" in app.top.text
    app.draw()


def test_watch_says_a_file_was_damaged_at_its_end_and_shows_only_its_sound_part(app, saves):  # noqa: F811
    path = saves / "done.jsonl"
    game = finished_game()
    saves.mkdir(parents=True, exist_ok=True)
    savefile.save(game, path)
    lines = damage_line(path, len(game.log) + 1)
    app.push(past_games.PastGames(app))
    assert app.watch_replay(path)
    assert isinstance(app.top, Notice)
    assert app.top.text.startswith(f"The end of this game's file was damaged (line {lines} of {lines})")
    assert "Only that part is shown" in app.top.text
    assert len(app.stack[-2].replay.entries) == len(game.log) - 1
    app.draw()


def test_watch_refuses_a_file_of_other_rules_that_does_not_re_play_in_a_sentence(app, saves):  # noqa: F811
    path = saves / "done.jsonl"
    game = finished_game()
    saves.mkdir(parents=True, exist_ok=True)
    savefile.save(game, path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    header["rules_version"] = 0
    lines[0] = json.dumps(header) + "\n"
    lines[-1] = lines[-1].replace('"points":', '"points":3', 1)
    path.write_text("".join(lines), encoding="utf-8")
    screen = past_games.PastGames(app)
    app.push(screen)
    assert not app.watch_replay(path)
    assert app.top is screen
    assert screen.message == ("Cannot watch done.jsonl: it was saved under other rules, and these "
                              "rules do not play it the same way. It is left as it was.")
