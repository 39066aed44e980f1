"""Kept games (adrenaline.saves.library) as past games: the summary's mode, points and
winners; deleting one game; the limit on finished games kept - headless."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

import pytest

from adrenaline.bots import make_bot
from adrenaline.core import savefile
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.modes import MODES
from adrenaline.saves import library
from adrenaline.words.kept_games import delete_problem_words

DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture
def games(tmp_path, monkeypatch) -> Path:
    """The user data folder in a temporary folder; returns its games folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    library.forget_listing()
    folder = library.games_folder()
    assert str(folder).startswith(str(tmp_path))
    folder.mkdir(parents=True)
    yield folder
    library.forget_listing()


def played(mode: str = "deathmatch", seed: int = 5, finished: bool = True) -> Game:
    """A game of random computer players, to its end or a few turns in."""
    fixed = MODES[mode].fixed_skulls
    skulls, sudden_death = (5, True) if fixed is None else (fixed, False)
    game = Game.new(default_setup(4, "C", skulls, sudden_death, seed=seed, mode=mode))
    bots = [make_bot("random", seed=i) for i in range(4)]
    while not game.is_over and (finished or game.state.turn < 4):
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    return game


def kept(path: Path, game: Game, age_days: float = 0.0) -> Path:
    """``game`` saved at ``path``, last played ``age_days`` ago."""
    savefile.save(game, path)
    when = path.stat().st_mtime - age_days * 86400
    os.utime(path, (when, when))
    library.forget_listing()
    return path


# -- the summary ----------------------------------------------------------------------------
@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_finished_games_summary_names_its_mode_points_ranking_and_winner(games, mode):
    game = played(mode, seed=3)
    summary = library.summary(kept(games / "one.jsonl", game))
    assert summary.mode == mode and summary.finished and not summary.unfinished
    assert [p.points for p in summary.players] == [p.points for p in game.state.players], \
        "every point of the game, the mode's own scoring too"
    assert [list(group) for group in summary.ranking] == game.state.ranking
    assert summary.winners == tuple(game.state.ranking[0])


def test_a_file_from_before_the_modes_is_a_deathmatch_with_its_ranking(games):
    path = games / "old.jsonl"
    shutil.copy(DATA / "v1_deathmatch_3p_frenzy.jsonl", path)
    summary = library.summary(path)
    assert summary.problem is None and summary.mode == "deathmatch" and summary.over
    assert [p.points for p in summary.players] == [33, 21, 34]
    assert summary.ranking == ((2,), (0,), (1,)) and summary.winners == (2,)


def test_an_unfinished_game_has_no_ranking_and_no_winner(games):
    summary = library.summary(kept(games / "now.jsonl", played(finished=False)))
    assert summary.unfinished and not summary.finished
    assert summary.ranking == () and summary.winners == ()


def test_past_games_are_the_finished_ones_newest_first(games):
    kept(games / "old.jsonl", played(seed=1), age_days=3)
    kept(games / "new.jsonl", played(seed=2), age_days=1)
    kept(games / "going-on.jsonl", played(seed=3, finished=False))
    (games / "broken.jsonl").write_text("not a game\n")
    assert [g.path.name for g in library.finished_games()] == ["new.jsonl", "old.jsonl"]


# -- deleting one -----------------------------------------------------------------------------
def test_a_deleted_game_is_gone_from_the_disk_and_from_the_lists(games):
    path = kept(games / "one.jsonl", played())
    assert [g.path for g in library.finished_games()] == [path]
    library.delete(path)
    assert not path.exists()
    assert library.finished_games() == [] and library.kept_games() == []


def test_a_hosted_games_kept_seats_are_deleted_with_it(games):
    from adrenaline.net.kept_seats import hosted_here, keep_seats, kept_seats_path

    path = kept(games / "hosted.jsonl", played())
    keep_seats(path, {0: "token"}, 7437)
    assert hosted_here(path)
    library.delete(path)
    assert not path.exists() and not kept_seats_path(path).exists()


def test_a_file_outside_the_games_folder_is_not_deleted_and_the_player_is_told_why(games, tmp_path):
    elsewhere = kept(tmp_path / "elsewhere.jsonl", played())
    earlier_version = kept(library.data_folder() / "autosave.jsonl", played(seed=2))
    for path in (elsewhere, earlier_version, games / ".." / "autosave.jsonl"):
        with pytest.raises(library.CannotDelete) as refused:
            library.delete(path)
        assert refused.value.kind == "not_kept_here"
        assert delete_problem_words(refused.value) == (
            "it was kept by an earlier version of this game, outside its folder of kept games")
    assert elsewhere.exists() and earlier_version.exists()


def test_a_file_that_does_not_read_as_a_game_is_never_deleted(games):
    damaged = games / "damaged.jsonl"
    damaged.write_text('{"format": "adrenaline-save"\nnot json\n')
    with pytest.raises(library.CannotDelete) as refused:
        library.delete(damaged)
    assert delete_problem_words(refused.value) == "its file is not an Adrenaline saved game"
    assert damaged.read_text() == '{"format": "adrenaline-save"\nnot json\n'


def test_deleting_a_game_already_gone_says_so(games):
    path = kept(games / "one.jsonl", played())
    path.unlink()
    with pytest.raises(library.CannotDelete) as refused:
        library.delete(path)
    assert delete_problem_words(refused.value) == "its file is no longer there"


def test_a_deletion_the_disk_refuses_says_why_and_the_game_stays(games, monkeypatch):
    path = kept(games / "one.jsonl", played())

    def refuse(self, missing_ok=False):
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    with monkeypatch.context() as patched, pytest.raises(library.CannotDelete) as refused:
        patched.setattr(Path, "unlink", refuse)
        library.delete(path)
    assert refused.value.kind == "refused"
    assert delete_problem_words(refused.value) == "that folder may not be written to"
    assert path.exists() and [g.path for g in library.finished_games()] == [path]


# -- the limit --------------------------------------------------------------------------------
def test_the_limit_deletes_the_oldest_finished_games_beyond_it(games):
    paths = [kept(games / f"game-{age}.jsonl", played(seed=age), age_days=age) for age in range(5)]
    deleted = library.keep_newest_finished(3)
    assert sorted(deleted) == sorted(paths[3:]), "the two played longest ago"
    assert [p.exists() for p in paths] == [True, True, True, False, False]
    assert [g.path for g in library.finished_games()] == paths[:3]


def test_the_limit_goes_by_when_a_game_was_last_played_not_by_its_name(games):
    newest = kept(games / "a.jsonl", played(seed=1), age_days=0)
    oldest = kept(games / "z.jsonl", played(seed=2), age_days=9)
    middle = kept(games / "m.jsonl", played(seed=3), age_days=4)
    assert library.keep_newest_finished(2) == [oldest]
    assert newest.exists() and middle.exists()


def test_the_limit_never_deletes_unfinished_games_or_files_that_do_not_read_as_games(games):
    unfinished = kept(games / "unfinished.jsonl", played(finished=False), age_days=30)
    damaged = games / "damaged.jsonl"
    damaged.write_text("{not a game\n")
    empty = games / "empty.jsonl"
    empty.write_text("")
    for path in (damaged, empty):
        os.utime(path, (1_000_000, 1_000_000))  # older than every game
    finished = [kept(games / f"done-{age}.jsonl", played(seed=age), age_days=age) for age in (1, 2)]
    assert library.keep_newest_finished(1) == [finished[1]]
    assert unfinished.exists() and damaged.read_text() == "{not a game\n" and empty.exists()
    assert library.keep_newest_finished(0) == [finished[0]], "a limit of none: finished games only"
    assert sorted(p.name for p in games.iterdir()) == ["damaged.jsonl", "empty.jsonl", "unfinished.jsonl"]


def test_the_limit_leaves_games_kept_by_earlier_versions_beside_the_games_folder(games):
    earlier = kept(library.data_folder() / "game-1.jsonl", played(seed=1), age_days=50)
    new = kept(games / "new.jsonl", played(seed=2))
    assert library.keep_newest_finished(1) == []
    assert earlier.exists() and new.exists()


def test_keeping_them_all_deletes_nothing(games):
    paths = [kept(games / f"game-{age}.jsonl", played(seed=age), age_days=age) for age in range(3)]
    assert library.keep_newest_finished(None) == []
    assert all(p.exists() for p in paths)


def test_games_kept_in_another_folder_are_listed_and_nothing_else_there(games, tmp_path):
    """A folder the player chose after a write failure may be any folder (their home):
    its games are listed with the others (Load game, Continue, Past games), its other
    files are not, and a game there may be deleted like one of the games folder."""
    other = tmp_path / "home"
    other.mkdir()
    game = kept(library.new_game_path(other), played())
    (other / "notes.jsonl").write_text('{"not": "a game"}\n')
    assert library.finished_games() == []
    library.use_folders([other])
    try:
        assert [g.path for g in library.finished_games()] == [game]
        assert [g.path for g in library.kept_games()] == [game]
        library.delete(game)
        assert not game.exists() and (other / "notes.jsonl").exists()
    finally:
        library.use_folders(())


def test_continue_never_offers_a_stale_copy_when_a_copy_with_more_choices_is_known(games, tmp_path):
    """A full disk: the game's first file stopped at 56 choices, a choice there was taken
    back and the game went on to 88 in another folder. The copies differ at line 58 (no
    file is the other's beginning), yet they are one game: the one with more choices is
    the one played on, whichever was written last."""
    game = Game.new(default_setup(4, "C", 5, True, seed=9))
    bots = [make_bot("random", seed=i) for i in range(4)]

    def play_to(g: Game, choices: int) -> None:
        while savefile.choices_of(g) < choices:
            d = g.legal()
            g.submit(d.decider, bots[d.decider].choose(g, d))

    play_to(game, 55)
    while len(game.legal().options) < 2:
        play_to(game, savefile.choices_of(game) + 1)
    stale, going_on = game.copy(), game.copy()
    d = game.legal()
    stale.submit(d.decider, d.options[0])
    going_on.submit(d.decider, d.options[-1])
    play_to(going_on, savefile.choices_of(stale) + 32)
    other = tmp_path / "elsewhere"
    other.mkdir()
    library.use_folders([other])
    try:
        new = kept(library.new_game_path(other), going_on, age_days=1)
        old = kept(games / "2026-01-01-000000-abcdef.jsonl", stale)  # written last
        assert not new.read_bytes().startswith(old.read_bytes())
        summaries = {g.path: g for g in library.kept_games()}
        assert summaries[old].choices < summaries[new].choices
        assert library.latest_unfinished().path == new
    finally:
        library.use_folders(())
