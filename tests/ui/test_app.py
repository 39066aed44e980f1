"""The window (App) and the game screen under SDL's dummy video driver: frames are
stepped by hand, input is posted as pygame events, and what is clickable is read
from the probe file the App writes (ADRENALINE_UI_PROBE), as the end-to-end tests
do in a real window."""

from __future__ import annotations

import json
import re
import os
import subprocess
import sys
import warnings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core.cards import CHARACTERS
from adrenaline.saves.journal import Journal
from adrenaline.ui.app import App
from adrenaline.ui.game.game_scene import GameScene
from adrenaline.play.session import Seat, Session
from adrenaline.ui.settings import Settings

NAMES = [c.name for c in CHARACTERS]
DT = 1 / 60


# -- helpers ------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def window():
    """One App (one display) for the module: pygame-ce 2.5.8 can corrupt memory when
    set_mode(SCALED | RESIZABLE) is called again in a process (pygame-ce issues 2571,
    3501), so the tests share the window and reset the App around it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # 'no fast renderer available' with the dummy driver
        application = App(settings=Settings(animation_speed="instant"))
    yield application
    application.quit()


@pytest.fixture
def app(window, tmp_path, monkeypatch):
    """The App with nothing on its stack, private settings, data folder (autosave)
    and probe file."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    window.settings = Settings(animation_speed="instant")
    window.probe_path = str(tmp_path / "probe.json")
    window._probe_last = ""
    window.stack = []
    window.running = True
    window.frame_times.clear()
    if pygame.display.get_window_size() != (1280, 800):
        sdl_window().size = (1280, 800)
    pygame.event.clear()
    yield window
    window.quit()  # closes the sessions on the stack
    window.stack = []


def session(kinds: str, seed: int = 1, skulls: int = 5) -> Session:
    seats = [Seat(NAMES[i], NAMES[i], computer=k == "C") for i, k in enumerate(kinds)]
    return Session.new(seats, "C", skulls, True, seed)


def probe(app: App) -> dict:
    return json.loads(open(app.probe_path, encoding="utf-8").read())


def scene(app: App) -> str:
    return type(app.top).__name__


def run_until(app: App, done, frames: int = 600, what: str = "") -> dict:
    for _ in range(frames):
        app.step(DT)
        p = probe(app)
        if done(p):
            return p
    pytest.fail(f"after {frames} frames, still no {what or done}: {json.dumps(probe(app))}")


def labels(p: dict, kind: str | None = None) -> list[str]:
    return [i["label"] for i in p["items"] if kind is None or i["kind"] == kind]


def ids(p: dict, kind: str | None = None) -> list[str]:
    """The stable ids on screen (a game option's: its text identity, ``action run``)."""
    return [i["id"] for i in p["items"] if kind is None or i["kind"] == kind]


def find_id(p: dict, id: str, kind: str | None = None) -> dict:
    for item in p["items"]:
        if item["id"] == id and (kind is None or item["kind"] == kind):
            return item
    pytest.fail(f"nothing with id {id!r} on screen: {json.dumps(p)}")


def find(p: dict, label: str, kind: str | None = None) -> dict:
    for item in p["items"]:
        if item["label"] == label and (kind is None or item["kind"] == kind):
            return item
    pytest.fail(f"nothing labelled {label!r} on screen: {json.dumps(p)}")


def click(app: App, item: dict) -> None:
    """A left click in the middle of a probe item, in window pixels like a real click
    (the app maps window pixels to its layout)."""
    x, y, w, h = item["rect"]
    pos = (round(x + w / 2), round(y + h / 2))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def sdl_window():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # from_display_module is deprecated, still the way
        return pygame.Window.from_display_module()


def sdl_mapping() -> tuple[float, float, float, float]:
    """Where the logical surface lands in the window, worked out from the window's size
    alone: it has the window's shape (1280 wide or 800 high, the other side as the shape
    asks), scaled to fill the window, no bars."""
    w, h = pygame.display.get_window_size()
    scale = min(w / 1280, h / 800)
    logical = (round(w / scale), round(h / scale))
    if (w, h) == logical:
        return (1.0, 1.0, 0.0, 0.0)
    return (w / logical[0], h / logical[1], 0.0, 0.0)


# -- a whole game ---------------------------------------------------------------------------
def test_a_game_of_computer_players_at_instant_speed_reaches_the_end_screen(app):
    s = session("CCC", seed=3)
    app.reset(GameScene(app, s))
    p = run_until(app, lambda p: p["scene"] == "EndScreen", frames=20_000, what="end screen")
    assert s.is_over and app.top.session is s
    assert labels(p)  # a way back to the menus
    assert len(app.frame_times) > 100


def test_the_game_screen_hides_cards_while_computers_play_between_persons(app):
    s = session("PCP", seed=2)
    app.reset(GameScene(app, s))
    run_until(app, lambda p: p["scene"] == "HandOff", what="the hand-off screen")
    assert s.visible_hand() is None
    for _ in range(int(app.top.grace / DT) + 1):  # presses in the first half second don't count
        app.step(DT)
    click(app, find(probe(app), "I'm ready"))
    run_until(app, lambda p: p["scene"] == "GameScene" and any(
        x.startswith("discard ") for x in ids(p)), what="the spawn choice")
    assert s.visible_hand() == 0


# -- keys -----------------------------------------------------------------------------------
def test_escape_opens_the_in_game_menu_and_escape_closes_it(app):
    s = session("PCC")
    app.reset(GameScene(app, s))
    run_until(app, lambda p: p["items"], what="the spawn choice")
    key(pygame.K_ESCAPE)
    p = run_until(app, lambda p: p["scene"] != "GameScene", frames=5, what="a menu")
    assert p["scene"] == "InGameMenu"
    assert "Quit to menu" in labels(p) and "Resume" in labels(p)
    key(pygame.K_ESCAPE)
    p = run_until(app, lambda p: p["scene"] == "GameScene", frames=5, what="the game again")
    assert scene(app) == "GameScene" and len(app.stack) == 1


def moves(p) -> list[str]:
    """The squares of a move decision (``move r1c2``), not the action prompt's
    click-to-move squares (``run r1c2``)."""
    return [i for i in ids(p, "square") if i.startswith("move ")]


def test_z_undoes_the_last_choice(app):
    s = session("PCC", seed=4)
    app.reset(GameScene(app, s))
    p = run_until(app, lambda p: any(x.startswith("discard ") for x in ids(p)), what="spawn")
    click(app, find_id(p, ids(p)[0]))
    p = run_until(app, lambda p: "action run" in ids(p), what="the first action")
    actions = ids(p)
    log = len(s.game.log)
    click(app, find_id(p, "action run"))
    p = run_until(app, lambda p: moves(p), what="squares to run to")
    squares = moves(p)
    click(app, find_id(p, squares[-1], "square"))
    run_until(app, lambda p: "action grab" in ids(p), what="the second action")

    key(pygame.K_z)
    p = run_until(app, lambda p: moves(p), frames=10, what="the squares again")
    assert moves(p) == squares
    key(pygame.K_z)
    p = run_until(app, lambda p: "action run" in ids(p) and not moves(p), frames=10,
                  what="the first action again")
    assert ids(p) == actions and len(s.game.log) == log


def test_the_probe_gives_each_option_its_identity_as_id_and_its_words_as_label(app):
    from adrenaline.words import option_words

    s = session("PCC", seed=4)
    app.reset(GameScene(app, s))
    p = run_until(app, lambda p: any(x.startswith("discard ") for x in ids(p)), what="spawn")
    spawn = [i for i in p["items"] if i["id"].startswith("discard ")]
    for item in spawn:  # 'discard newton/red' shown as 'Discard Newton (red)'
        option = s.decision.find(item["id"])
        assert option is not None and item["label"] == option_words(option)
        assert "/" not in item["label"]
    click(app, find_id(p, spawn[0]["id"]))
    p = run_until(app, lambda p: "action run" in ids(p), what="the first action")
    assert find_id(p, "action run")["label"] == "Run"
    click(app, find_id(p, "action run"))
    p = run_until(app, lambda p: ids(p, "square"), what="squares to run to")
    for item in p["items"]:
        if item["kind"] == "square":  # 'move r0c1' shown as 'Move to the ... room'
            assert item["id"].startswith("move r") and item["label"].startswith("Move to the ")
            assert not re.search(r"r\dc\d", item["label"])


def test_undone_choices_leave_the_log(app):
    """The log tells what happened, not what was tried: after Z the lines of the undone
    choices are gone (and no '(undone)' line replaces them)."""
    seats = [Seat("Alice", NAMES[0]), Seat("Bob", NAMES[1], True), Seat("Chloé", NAMES[2], True)]
    s = Session.new(seats, "C", 5, True, 5)
    scene = GameScene(app, s)
    app.reset(scene)
    p = run_until(app, lambda p: any(x.startswith("discard ") for x in ids(p)), what="spawn")
    click(app, find_id(p, ids(p)[0]))
    p = run_until(app, lambda p: "action run" in ids(p), what="the first action")
    before = list(scene.log.lines)
    click(app, find_id(p, "action run"))
    p = run_until(app, lambda p: ids(p, "square"), what="squares to run to")
    click(app, find_id(p, ids(p, "square")[-1], "square"))
    run_until(app, lambda p: "action grab" in ids(p), what="the second action")
    moved = scene.log.lines[len(before):]
    assert moved and moved[0].startswith("Alice moves to ")
    key(pygame.K_z)
    run_until(app, lambda p: ids(p, "square"), frames=10, what="the squares again (undo)")
    assert scene.log.lines == before
    key(pygame.K_z)
    run_until(app, lambda p: "action run" in ids(p), frames=10, what="the first action again")
    assert scene.log.lines == before and not any("undone" in line for line in scene.log.lines)
    rows = [text for text, _ in scene.log.rows()]
    assert not any(text.startswith("Alice moves to ") for text in rows)


def test_end_turn_with_actions_left_asks_and_enter_answers_no(app):
    s = session("PCC", seed=5)
    app.reset(GameScene(app, s))
    p = run_until(app, lambda p: any(x.startswith("discard ") for x in ids(p)), what="spawn")
    click(app, find_id(p, ids(p)[0]))
    run_until(app, lambda p: "end turn" in ids(p), what="the first action")
    key(pygame.K_RETURN)  # ends the turn early: asks first
    p = run_until(app, lambda p: p["scene"] != "GameScene", frames=5, what="a question")
    assert p["scene"] == "Confirm"
    key(pygame.K_RETURN)  # Enter is No: the turn goes on
    p = run_until(app, lambda p: p["scene"] == "GameScene", frames=5, what="the game again")
    assert s.game.state.current == 0 and s.game.state.actions_left == 2 and "end turn" in ids(p)
    key(pygame.K_RETURN)
    run_until(app, lambda p: p["scene"] == "Confirm", frames=5, what="the question again")
    key(pygame.K_y)  # Y is Yes
    run_until(app, lambda p: p["scene"] == "GameScene", frames=5, what="the game again")
    app.step(DT)
    assert s.turn_over == 0, "the turn is over: the screen says so and waits for Enter"


def test_a_turn_never_ends_on_its_own_the_person_passes_it_on(app):
    """After the person's last choice the screen says their turn is over and waits:
    the computer players do not start until Enter (or a click)."""
    s = session("PCC", seed=5)
    app.reset(GameScene(app, s))
    p = run_until(app, lambda p: any(x.startswith("discard ") for x in ids(p)), what="spawn")
    click(app, find_id(p, ids(p)[0]))
    run_until(app, lambda p: "end turn" in ids(p), what="the first action")
    key(pygame.K_RETURN)
    run_until(app, lambda p: p["scene"] == "Confirm", frames=5, what="the question")
    key(pygame.K_y)
    p = run_until(app, lambda p: "button:pass_on" in ids(p), frames=30, what="the pass-on button")
    log = len(s.game.log)
    for _ in range(120):  # two seconds: nobody plays behind the person's back
        app.step(DT)
    assert len(s.game.log) == log and s.turn_over == 0
    assert app.top.prompt.message.startswith("Your turn is over - press Enter or click")
    assert app.top.view.hand_seat == 0  # still their screen: their cards stay up
    key(pygame.K_RETURN)
    run_until(app, lambda p: len(s.game.log) > log, frames=600, what="the computers to play")
    assert s.turn_over is None


def test_z_at_your_turn_is_over_takes_back_the_last_choice_and_z_says_why_when_it_cannot(app):
    """Z undoes the choice that ended the turn while "Your turn is over" shows (nothing is
    drawn before the person goes on); where there is nothing to undo, a line says why."""
    s = session("PCC", seed=5)
    app.reset(GameScene(app, s))
    p = run_until(app, lambda p: any(x.startswith("discard ") for x in ids(p)), what="spawn")
    key(pygame.K_z)
    app.step(DT)
    assert app.top.notice is not None
    assert app.top.notice[0] == "Nothing to undo: you have not chosen anything this turn yet"
    click(app, find_id(p, ids(p)[0]))
    p = run_until(app, lambda p: "end turn" in ids(p), what="the first action")
    key(pygame.K_RETURN)
    run_until(app, lambda p: p["scene"] == "Confirm", frames=5, what="the question")
    key(pygame.K_y)
    p = run_until(app, lambda p: "button:pass_on" in ids(p), frames=30, what="your turn is over")
    assert "button:undo" in ids(p), "Undo is offered at 'Your turn is over'"
    log = len(s.game.log)
    key(pygame.K_z)
    p = run_until(app, lambda p: "end turn" in ids(p), frames=30, what="the turn again")
    assert s.turn_over is None and len(s.game.log) == log - 1 and s.game.state.current == 0


# -- menus ----------------------------------------------------------------------------------
def test_a_corrupt_autosave_of_an_earlier_version_leaves_the_main_menu_working(app, tmp_path):
    from adrenaline.ui.screens.main_menu import MainMenu

    autosave = tmp_path / "data" / "adrenaline" / "autosave.jsonl"
    autosave.parent.mkdir(parents=True)
    autosave.write_text("not a save file\n", encoding="utf-8")
    app.reset(MainMenu(app))
    p = run_until(app, lambda p: "Load game" in labels(p), frames=3, what="Load game")
    assert "Continue" not in labels(p), "nothing there to continue"
    click(app, find(p, "Load game"))
    p = run_until(app, lambda p: "game 1" in labels(p), frames=3, what="the listed file")
    click(app, find(p, "game 1"))
    for _ in range(3):
        app.step(DT)
    assert scene(app) == "LoadGame", "nothing opens"
    message = getattr(app.top, "message", "")
    assert message.startswith("This game cannot be opened: its file is not an Adrenaline saved")
    assert "autosave.jsonl" not in message and "\n" not in message
    assert autosave.read_text(encoding="utf-8") == "not a save file\n"


def test_continue_resumes_the_game_kept_in_the_data_folder(app, tmp_path):
    from adrenaline.ui.screens.main_menu import MainMenu

    kept = tmp_path / "data" / "adrenaline" / "games" / "one.jsonl"
    s = session("PCC", seed=6)
    s.journal = Journal(kept, s.game)
    s.choose(s.decision.options[0])
    s.close()  # the file holds every choice
    assert kept.exists()
    app.reset(MainMenu(app))
    p = run_until(app, lambda p: "Continue" in labels(p), frames=3, what="Continue")
    click(app, find(p, "Continue"))
    p = run_until(app, lambda p: p["scene"] == "GameScene" and p["items"], what="the game")
    assert app.top.session.decision.texts() == s.decision.texts()


# -- the window -----------------------------------------------------------------------------
def test_the_probe_and_sdl_agree_on_a_window_twice_the_size(app):
    from adrenaline.ui.screens.main_menu import MainMenu

    app.reset(MainMenu(app))
    app.step(DT)
    before = find(probe(app), "New game")["rect"]
    sdl_window().size = (2560, 1600)
    p = run_until(app, lambda p: p["window"][0] != 1.0, frames=5, what="a bigger window")
    assert p["window"] == [2.0, 2.0, 0.0, 0.0]
    assert tuple(p["window"]) == pytest.approx(sdl_mapping())
    assert find(p, "New game")["rect"] == [v * 2 for v in before]
    click(app, find(p, "New game"))
    run_until(app, lambda p: p["scene"] == "NewGame", frames=5, what="the New game screen")


def test_the_probe_and_sdl_agree_on_an_odd_window_size(app):
    from adrenaline.ui.screens.main_menu import MainMenu

    app.reset(MainMenu(app))
    app.step(DT)
    sdl_window().size = (1500, 900)
    p = run_until(app, lambda p: p["window"][0] != 1.0, frames=5, what="a bigger window")
    assert tuple(p["window"]) == pytest.approx(sdl_mapping())


def edge_points(size: tuple[int, int]) -> list[tuple[int, int]]:
    """The window's corners and the middles of its edges, where letterbox bars were."""
    w, h = size
    return [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1),
            (w // 2, 0), (w // 2, h - 1), (0, h // 2), (w - 1, h // 2)]


def about(colour, expected) -> bool:
    """The same colour but for the scaling filter's rounding (the bars were black)."""
    return all(abs(a - b) <= 4 for a, b in zip(tuple(colour)[:3], tuple(expected)[:3]))


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)], ids=["1920x1080", "1024x768"])
def test_no_black_bars_the_game_menus_and_hand_off_cover_reach_the_window_edges(app, size):
    from adrenaline.ui import theme
    from adrenaline.ui.screens.main_menu import MainMenu

    sdl_window().size = size
    app.reset(GameScene(app, session("PCC", seed=4)))
    run_until(app, lambda p: p["items"], what="the spawn choice")
    display = pygame.display.get_surface()
    assert display.get_size() == size and app.screen.get_size() != (1280, 800)
    for xy in edge_points(size):  # drawn by the game screen, in its background colour
        assert about(display.get_at(xy), theme.BACKGROUND), xy
    app.reset(MainMenu(app))
    run_until(app, lambda p: p["scene"] == "MainMenu", frames=3, what="the main menu")
    for xy in edge_points(size):
        assert about(display.get_at(xy), theme.BACKGROUND), xy
    app.reset(GameScene(app, session("PCP", seed=2)))
    run_until(app, lambda p: p["scene"] == "HandOff", what="the hand-off cover")
    w, h = size
    for xy in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]:  # its bars, the whole width
        assert about(display.get_at(xy), app.top.colour), xy


def test_menus_stay_in_the_middle_of_a_wider_window_and_take_clicks_there(app):
    from adrenaline.ui.screens.main_menu import MainMenu

    app.reset(MainMenu(app))
    app.step(DT)
    sdl_window().size = (1920, 1080)
    p = run_until(app, lambda p: p["window"][0] != 1.0, frames=5, what="a bigger window")
    x, y, w, h = find(p, "Load game")["rect"]  # (New game has Host a game beside it)
    assert abs(x + w / 2 - 960) <= 2, "centred across the window"
    click(app, find(p, "New game"))
    run_until(app, lambda p: p["scene"] == "NewGame", frames=5, what="the New game screen")


def test_a_click_at_a_squares_centre_in_a_1920x1080_window_lands_on_that_square(app):
    """The game started at 1280x800, then the window made 1920x1080: the game screen is
    laid out again on a 1422x800 surface (wider boards and log), and a click at a
    square's centre, worked out from the layout and the window's size alone, moves
    there."""
    from adrenaline.ui import layout

    s = session("PCC", seed=4)
    game_scene = GameScene(app, s)
    app.reset(game_scene)
    p = run_until(app, lambda p: any(x.startswith("discard ") for x in ids(p)), what="spawn")
    log_width = game_scene.log.rect.width
    sdl_window().size = (1920, 1080)
    p = run_until(app, lambda p: p["window"][0] != 1.0, frames=5, what="a bigger window")
    assert app.screen.get_size() == (1422, 800) == layout.SIZE
    assert game_scene.players.rect == layout.PLAYERS and game_scene.log.rect == layout.LOG
    assert game_scene.log.rect.width > log_width and game_scene.log.text_width > log_width - 28
    click(app, find_id(p, ids(p)[0]))
    p = run_until(app, lambda p: "action run" in ids(p), what="the first action")
    click(app, find_id(p, "action run"))
    p = run_until(app, lambda p: ids(p, "square"), what="squares to run to")
    sx, sy = 1920 / 1422, 1080 / 800
    for item in p["items"]:  # the probe's squares, where the layout puts them
        if item["kind"] == "square":
            r = layout.square_rect(s.decision.find(item["id"]).square)
            assert item["rect"] == pytest.approx([r.x * sx, r.y * sy, r.w * sx, r.h * sy], abs=1.5)
    square = s.decision.find(ids(p, "square")[-1]).square
    r = layout.square_rect(square)
    pos = (round(r.centerx * sx), round(r.centery * sy))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run_until(app, lambda p: s.game.state.players[0].square == square, what="the move")


def test_the_window_opens_at_the_size_asked(tmp_path):
    """In its own process: a second set_mode in this one is what the shared window avoids."""
    code = ("import pygame; from adrenaline.ui.app import App; App((2560, 1600)); "
            "print(*pygame.display.get_window_size())")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ADRENALINE_CONFIG": str(tmp_path)}
    result = subprocess.run([sys.executable, "-W", "ignore", "-c", code], env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["2560", "1600"]


# -- kept games -------------------------------------------------------------------------------
def kept_game(path, seed: int = 6, choices: int = 12):
    """An unfinished game of one person and two computers, ``choices`` choices in, kept
    at ``path``."""
    s = session("PCC", seed=seed)
    s.journal = Journal(path, s.game)
    while len(s.game.log) <= choices:
        if s.computer_to_decide():
            s.play_computer()
        else:
            s.choose(s.decision.options[0])
    s.close()
    return s


def run_briefly(args: list[str], env: dict, seconds: float = 4.0) -> str:
    """Run a window program for a few seconds, then end it as a desktop would
    (SIGTERM); it must still be running then, and end on it."""
    proc = subprocess.Popen([sys.executable, *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        out, _ = proc.communicate(timeout=seconds)
        pytest.fail(f"{args} ended by itself: {out}")
    except subprocess.TimeoutExpired:
        proc.terminate()
        out, _ = proc.communicate(timeout=20)
    return out


def test_demos_scenario_windows_load_game_and_new_game_never_replace_a_kept_game(app, tmp_path):
    from adrenaline.saves import library
    from adrenaline.ui.screens.main_menu import MainMenu

    data = tmp_path / "data" / "adrenaline"
    first = data / "autosave.jsonl"  # the unfinished game of an earlier version
    kept_game(first, seed=6)
    other = data / "games" / "other.jsonl"
    kept_game(other, seed=8, choices=20)
    os.utime(first, (10, 10))
    os.utime(other, (5, 5))
    before = first.read_bytes()

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "XDG_DATA_HOME": str(tmp_path / "data"), "ADRENALINE_CONFIG": str(tmp_path / "c")}
    env.pop("ADRENALINE_UI_PROBE", None)
    root = os.path.dirname(os.path.dirname(os.path.dirname(__file__)))
    out = run_briefly(["-m", "adrenaline.ui.testing", "--computers", "4"], env)
    assert "Traceback" not in out
    out = run_briefly(["-m", "adrenaline.ui.testing",
                       os.path.join(root, "docs", "examples", "zx2_marks.toml")], env)
    assert "Traceback" not in out
    assert sorted(p.name for p in data.rglob("*.jsonl")) == ["autosave.jsonl", "other.jsonl"], \
        "demos and scenario windows keep no file"

    # Load game opens the other kept game; New game starts a third
    library.forget_listing()
    app.reset(MainMenu(app))
    p = run_until(app, lambda p: "Load game" in labels(p), frames=3, what="Load game")
    click(app, find(p, "Load game"))
    p = run_until(app, lambda p: "game 2" in labels(p), frames=3, what="two kept games")
    click(app, find(p, "game 2"))  # newest first: the earlier version's autosave, then other
    p = run_until(app, lambda p: p["scene"] in ("GameScene", "HandOff"), what="the loaded game")
    assert app.stack[0].session.autosave == other, "it goes on in its own file"
    app.reset(MainMenu(app))
    p = run_until(app, lambda p: "New game" in labels(p), frames=3, what="New game")
    click(app, find(p, "New game"))
    p = run_until(app, lambda p: "Start" in labels(p), frames=3, what="Start")
    click(app, find(p, "Start"))
    run_until(app, lambda p: p["scene"] in ("GameScene", "HandOff"), what="the new game")
    app.reset(MainMenu(app))

    assert first.read_bytes() == before, "the first game is still there, byte for byte"
    games = sorted((data / "games").glob("*.jsonl"))
    assert len(games) == 2 and other in games, "the new game is kept beside the others"
    assert library.latest_unfinished().path != first


def test_a_file_that_cannot_be_written_is_said_at_once_and_the_game_kept_elsewhere(app, tmp_path):
    import errno as errnos

    from adrenaline.core import savefile
    from adrenaline.ui.screens.notices import SaveProblem

    s = session("PCC", seed=6)
    s.journal = Journal(tmp_path / "game.jsonl", s.game)
    s.journal.problem = OSError(errnos.ENOSPC, "No space left on device")
    app.reset(GameScene(app, s))
    p = run_until(app, lambda p: p["scene"] == "SaveProblem", frames=3, what="the save problem")
    assert isinstance(app.top, SaveProblem)
    app.draw()
    field = app.top.field
    field.set_text(str(tmp_path / "elsewhere"))
    click(app, find(p, "Save it in this folder"))
    run_until(app, lambda p: p["scene"] == "GameScene", frames=3, what="the game again")
    assert s.is_kept and s.autosave.parent == tmp_path / "elsewhere"
    assert savefile.dumps(savefile.load(s.autosave)) == savefile.dumps(s.game)


def unsaved_game_on_screen(app, tmp_path, code: int) -> GameScene:
    """A game whose file the disk refused (errno ``code``), already said on screen."""
    s = session("PCC", seed=6)
    s.journal = Journal(tmp_path / "game.jsonl", s.game)
    s.journal.problem = OSError(code, os.strerror(code))
    game_scene = GameScene(app, s)
    game_scene.told_save_problem = s.journal.problem
    app.reset(game_scene)
    return game_scene


def test_quit_to_menu_asks_before_leaving_a_game_that_is_not_saved(app, tmp_path):
    import errno as errnos

    from adrenaline.ui.screens.in_game_menu import InGameMenu

    from adrenaline.ui.screens.main_menu import MainMenu

    game_scene = unsaved_game_on_screen(app, tmp_path, errnos.EROFS)
    app.push(InGameMenu(app, game_scene))
    p = run_until(app, lambda p: "Quit to menu" in labels(p), frames=3, what="the menu")
    click(app, find(p, "Quit to menu"))
    p = run_until(app, lambda p: p["scene"] == "Confirm", frames=3, what="the question")
    assert "the disk is read-only" in app.top.question and "loses it" in app.top.question
    key(pygame.K_RETURN)  # Enter answers No
    run_until(app, lambda p: p["scene"] == "InGameMenu", frames=3, what="back to the menu")
    assert not isinstance(app.top, MainMenu)


def test_a_damaged_file_opens_at_its_last_sound_choice_and_says_so(app, tmp_path):
    from adrenaline.saves import library
    from adrenaline.ui.screens.main_menu import MainMenu
    from adrenaline.ui.screens.notices import Notice

    path = tmp_path / "data" / "adrenaline" / "games" / "damaged.jsonl"
    kept_game(path, seed=6, choices=20)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    damaged = "".join(lines[:15] + [lines[14]] + lines[15:])
    path.write_text(damaged, encoding="utf-8")
    library.forget_listing()
    app.reset(MainMenu(app))
    p = run_until(app, lambda p: "Continue" in labels(p), frames=3, what="Continue")
    click(app, find(p, "Continue"))
    run_until(app, lambda p: p["scene"] == "Notice", frames=3, what="the notice")
    assert "last sound choice" in app.top.text and ".jsonl" not in app.top.text
    assert isinstance(app.top, Notice)
    game_scene = app.stack[0]
    assert len(game_scene.session.game.log) == 14
    assert game_scene.session.autosave != path
    assert path.read_text(encoding="utf-8") == damaged, "the damaged file is kept as it was"


def test_closing_the_window_asks_before_losing_a_game_that_is_not_saved(app, tmp_path):
    import errno as errnos

    unsaved_game_on_screen(app, tmp_path, errnos.ENOSPC)
    app.step(DT)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run_until(app, lambda p: p["scene"] == "Confirm", frames=3, what="the question")
    assert "the disk is full" in app.top.question and app.running
    key(pygame.K_RETURN)  # Enter answers No
    run_until(app, lambda p: p["scene"] == "GameScene", frames=3, what="the game again")
    assert app.running
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run_until(app, lambda p: p["scene"] == "Confirm", frames=3, what="the question again")
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # closing again while asked: closes
    app.step(DT)
    assert not app.running
    app.running = True  # the module's shared window goes on for the next test
