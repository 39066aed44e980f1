"""The real program in a real window under Xvfb, played like a person: the mouse
clicks what the probe says is on screen, the keyboard presses Esc, Enter and Z.
Screenshots go to out/screenshots/e2e-*.png.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from .driver import colours_in

pytestmark = pytest.mark.e2e

HERE = Path(__file__).resolve().parent


def buttons_like(probe: dict, pattern: str) -> list[str]:
    """The ids of the buttons whose id matches (game options: their text identity)."""
    return [i["id"] for i in probe.get("items", ())
            if i["kind"] == "button" and re.search(pattern, i["id"])]


def squares(probe: dict) -> list[dict]:
    """The squares a move or grab decision offers (``move r1c2``), not the action
    prompt's click-to-move squares (``run r1c2``, see test_click_to_move_window.py)."""
    return [i for i in probe.get("items", ()) if i["kind"] == "square" and i["id"].startswith("move ")]


def in_game(probe: dict, pattern: str) -> bool:
    return probe.get("scene") == "GameScene" and bool(buttons_like(probe, pattern))


def cycle(w, prefix: str, wanted: str, arrow: str | None = None, clicks: int = 8) -> None:
    """Click until the item labelled ``prefix...`` reads ``wanted``: the item itself
    (a button that cycles, 'Players: 4' -> 'Players: 5'), or the button ``arrow``
    beside it ('Seat 2 player >')."""
    for _ in range(clicks):
        item = w.find_like("^" + re.escape(prefix))
        if item["label"] == wanted:
            return
        label = item["label"]
        w.click(w.find(arrow) if arrow else item)
        w.wait(lambda p, label=label: all(i["label"] != label for i in p.get("items", ())),
               f"{label!r} to change")
    w.fail(f"{prefix!r} never read {wanted!r}")


def seat_numbers(w) -> list[int]:
    return sorted({int(m.group(1)) for label in w.labels()
                   if (m := re.match(r"Seat (\d+) player: ", label))})


def choose_three_people(w) -> None:
    """On the New game screen: 3 seats, each a person. Works with a screen of cycling
    buttons ('Players: 4', 'People: 1') and with one of seat rows ('Seat 2 player:
    Computer - easy', 'Seat 2 player >', 'Remove seat 4', 'Add a player')."""
    labels = w.labels()
    if any(label.startswith("Players: ") for label in labels):
        cycle(w, "Players: ", "Players: 3")
        cycle(w, "People: ", "People: 3")
        return
    if not seat_numbers(w):
        w.fail("the New game screen has neither a 'Players: N' button nor 'Seat N player' rows")
    while len(seats := seat_numbers(w)) > 3:
        last = seats[-1]
        w.click_id(f"button:remove_seat_{last}")
        w.wait(lambda p, n=len(seats): len(seat_numbers(w)) == n - 1, f"seat {last} to go")
    while len(seats := seat_numbers(w)) < 3:
        w.click_id("button:add_a_player")
        w.wait(lambda p, n=len(seats): len(seat_numbers(w)) == n + 1, "another seat")
    for seat in (1, 2, 3):
        cycle(w, f"Seat {seat} player: ", f"Seat {seat} player: Person", f"Seat {seat} player >")


def pass_on(w, screenshot: str | None = None) -> None:
    """'Your turn is over': the screen waits for the person; Enter passes it on."""
    w.wait_id("button:pass_on")
    if screenshot:
        w.screenshot(screenshot)
    w.pass_on()


def load_autosave(w, turn: int, seconds: float = 20, path=None):
    """The game in the window's own file (the one game kept in its data folder, or
    ``path``), once it has reached ``turn``."""
    from adrenaline.core import savefile

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        kept = path or next(iter((w.data / "adrenaline" / "games").glob("*.jsonl")), None)
        try:
            if kept is None:
                raise OSError("no game kept yet")
            game = savefile.load(kept)
            if game.state.turn >= turn:
                return game
        except (OSError, savefile.SaveFileError):
            pass
        time.sleep(0.1)
    w.fail(f"no game file of turn {turn} in {path or w.data}")


def test_new_three_person_game_spawn_run_grab_end_turn_hand_off_and_continue(launch):
    w = launch("-m", "adrenaline")
    w.wait_scene("MainMenu")
    assert "Continue" not in w.labels(), "a fresh data folder has no autosave"
    w.screenshot("e2e-01-main-menu")

    w.click_id("button:new_game")
    w.wait_scene("NewGame")
    choose_three_people(w)
    w.screenshot("e2e-02-new-game")
    w.click_id("button:start")

    # three people at one screen: nothing private is shown until the first one is ready
    w.wait_id("button:i_m_ready")  # the cover, once its button is live
    w.screenshot("e2e-03-hand-off")
    w.click_id("button:i_m_ready")
    probe = w.wait(lambda p: in_game(p, "^discard "), "the first person's spawn choice")
    w.screenshot("e2e-04-spawn")
    spawn = buttons_like(probe, "^discard ")
    # two powerups drawn: two choices, or one when both cards are the same powerup
    assert 1 <= len(spawn) <= 2 and len(set(spawn)) == len(spawn), probe

    w.click_id(spawn[0])
    w.wait(lambda p: in_game(p, "^action run$"), "the first action choice")

    # run: the reachable squares light up; click one
    w.click_id("action run")
    probe = w.wait(lambda p: p.get("scene") == "GameScene" and squares(p), "highlighted squares")
    w.screenshot("e2e-05-run-squares")
    reachable = sorted(s["id"] for s in squares(probe))
    target = squares(probe)[-1]
    w.click(target)
    w.wait(lambda p: in_game(p, "^action grab$"), f"the second action after {target['label']}")

    # Z takes the move back (the squares light up again), then the same click again
    w.key("z")
    probe = w.wait(lambda p: squares(p), "the squares again after Z (undo)")
    assert sorted(s["id"] for s in squares(probe)) == reachable
    w.click_id(target["id"], "square")
    w.wait(lambda p: in_game(p, "^action grab$"), "the second action again")

    # grab: click a highlighted square; a spawnpoint asks which weapon and how to pay
    w.click_id("action grab")
    probe = w.wait(lambda p: squares(p), "squares to grab from")
    w.click(squares(probe)[0])
    probe = w.wait_change(probe, "the screen to change after choosing where to grab")
    for _ in range(6):
        probe = w.wait(lambda p: p.get("scene") != "GameScene" or p.get("items"),
                       "the next question after the grab")
        if probe.get("scene") != "GameScene" or buttons_like(probe, "^(end turn|done|skip|button:pass_on)$"):
            break
        w.click(probe["items"][0])  # which weapon, how to pay
        w.wait_change(probe, "the screen to change after a grab choice")
    w.screenshot("e2e-06-after-grab")

    # Enter ends the turn (and says 'done' to reloading) until the screen must be passed;
    # each press waits for its own question to go, so that none lands on the cover
    for _ in range(6):
        probe = w.wait(lambda p: p.get("scene") == "HandOff" or
                       buttons_like(p, "^(end turn|done|button:pass_on)$"), "a question Enter answers")
        if probe.get("scene") == "HandOff":
            break
        if buttons_like(probe, "^button:pass_on$"):  # the turn is over: Enter passes the screen on
            pass_on(w, "e2e-06b-turn-over")
            continue
        asked = [i["label"] for i in probe["items"]]
        w.key("Return")
        w.wait(lambda p, asked=asked: p.get("scene") == "HandOff" or
               [i["label"] for i in p.get("items", ())] != asked, "Enter to answer the question")
    probe = w.wait_id("button:i_m_ready")  # the cover, once its button is live
    w.screenshot("e2e-07-hand-off-next")
    w.click_id("button:i_m_ready")
    probe = w.wait(lambda p: in_game(p, "^discard "), "the second person's spawn choice")
    second = buttons_like(probe, "^discard ")
    w.screenshot("e2e-08-second-person")
    game = load_autosave(w, turn=2)
    assert game.state.players[0].square is not None, "the first person is on the board"
    assert game.legal().decider == 1

    # Esc: the in-game menu; quit to the main menu; Continue resumes from the autosave
    w.key("Escape")
    w.wait_scene("InGameMenu")
    w.screenshot("e2e-09-in-game-menu")
    w.click_id("button:quit_to_menu")
    w.wait(lambda p: p.get("scene") == "MainMenu" and "Continue" in
           [i["label"] for i in p["items"]], "the main menu with Continue")
    w.click_id("button:continue")
    w.wait_id("button:i_m_ready")
    w.click_id("button:i_m_ready")
    probe = w.wait(lambda p: in_game(p, "^discard "), "the resumed game")
    assert buttons_like(probe, "^discard ") == second
    assert "Traceback" not in w.output()


def test_scenario_grab_shoot_a_target_end_turn_and_hand_off(launch, tmp_path):
    kept = tmp_path / "scenario-game.jsonl"
    w = launch("-m", "adrenaline.ui.testing", "--autosave", str(kept), str(HERE / "shoot.toml"))
    w.wait_id("button:i_m_ready")
    w.click_id("button:i_m_ready")
    w.wait_id("discard newton/red")
    w.click_id("discard newton/red")  # keep the teleporter: spawn on red (r1c0)

    w.wait_id("action grab")
    w.click_id("action grab")
    w.wait_id("move r0c0", "square")
    w.click_id("move r0c0", "square")
    w.wait_id("action shoot")
    w.click_id("action shoot")
    w.wait_id("weapon Lock Rifle")
    w.click_id("weapon Lock Rifle")

    probe = w.wait_id("target Banshee", "figure")
    assert [i["id"] for i in probe["items"] if i["kind"] == "figure"] == ["target Banshee"]
    w.screenshot("e2e-10-shoot-target")
    w.click_id("target Banshee", "figure")  # click the highlighted figure on the board

    probe = w.wait(lambda p: in_game(p, "^end turn$") and not buttons_like(p, "^action "),
                   "the turn with no action left")
    w.screenshot("e2e-11-after-shot")
    w.click_id("end turn")
    w.wait_id("reload Lock Rifle")
    w.click_id("reload Lock Rifle")
    w.wait_id("pay blue+blue")
    w.click_id("pay blue+blue")

    pass_on(w, "e2e-11b-turn-over")
    w.wait_id("button:i_m_ready")
    w.screenshot("e2e-12-hand-off-banshee")
    w.click_id("button:i_m_ready")
    w.wait(lambda p: in_game(p, "^action run$"), "Banshee's first action")

    game = load_autosave(w, turn=2, path=kept)
    violet, banshee, dozer = game.state.players
    assert len(banshee.damage) == 2 and set(banshee.damage) == {0}, "Lock Rifle: 2 damage"
    assert banshee.marks[0] == 1, "and 1 mark"
    assert not dozer.damage
    assert violet.weapons and violet.weapons[0][1], "the Lock Rifle was reloaded"
    assert game.legal().decider_name == "Banshee"
    assert "Traceback" not in w.output()


def test_computer_players_play_to_the_end_screen(launch):
    w = launch("-m", "adrenaline.ui.testing", "--computers", "3", "--skulls", "5",
               "--sudden-death", "--seed", "3", settings={"animation_speed": "instant"})
    w.wait_scene("GameScene")
    time.sleep(1.0)
    w.screenshot("e2e-13-computers-playing")
    w.wait_scene("EndScreen", seconds=180)
    path = w.picture("e2e-14-end-screen")
    assert colours_in(path) > 4, f"{path} looks blank"
    w.click_id("button:plots")  # the Plots page, then Esc back to the scores
    w.wait_id("button:final_scores")
    path = w.picture("e2e-14-end-screen-plots")
    assert colours_in(path) > 20, f"{path} shows no plots"
    w.key("Escape")
    w.wait_id("button:plots")
    w.click_id("button:main_menu")
    w.wait_scene("MainMenu")
    assert "Traceback" not in w.output()


def test_window_at_twice_the_size_maps_clicks(launch):
    """Opened at twice the layout's size (play --size), then resized back to 1280x800
    by a person: both times a click at the probe's window pixels lands on the button
    the probe names."""
    w = launch("-m", "adrenaline", "play", "--size", "2560x1600", screen=(2600, 1700))
    probe = w.wait_scene("MainMenu")
    assert probe["window"] == [2.0, 2.0, 0.0, 0.0]
    big = w.find_id("button:new_game")["rect"]
    w.screenshot("e2e-15-window-2560x1600")
    w.click_id("button:new_game")
    w.wait_scene("NewGame")

    w.tool("xdotool", "windowsize", w.wid, "1280", "800")
    w.wait(lambda p: p["window"] == [1.0, 1.0, 0.0, 0.0], "the probe to report a 1280x800 window")
    w.click_id("button:back")
    probe = w.wait_scene("MainMenu")
    assert [v * 2 for v in w.find_id("button:new_game")["rect"]] == big  # the probe gives window pixels


def test_window_resized_to_an_odd_size_maps_clicks(launch):
    w = launch("-m", "adrenaline")
    w.wait_scene("MainMenu")
    w.tool("xdotool", "windowsize", w.wid, "1000", "760")
    probe = w.wait(lambda p: p["window"][0] == pytest.approx(1000 / 1280),
                   "the probe to report a 1000x760 window")
    assert probe["window"][2:] == [0, 0]  # no bars: the screen takes the window's shape
    x, _, width, _ = w.find_id("button:load_game")["rect"]
    assert abs(x + width / 2 - 500) <= 2  # the menu in the middle (New game: Host a game beside it)
    w.screenshot("e2e-16-resized-1000x760")
    w.click_id("button:new_game")
    w.wait_scene("NewGame", seconds=5)


def test_wide_window_game_fills_it_and_clicks_land_on_squares(launch):
    """A 1920x1080 window: the game screen is 1422x800 logical pixels scaled to fill it
    (no bars), and a click at a square's window pixels (the probe's) moves there."""
    w = launch("-m", "adrenaline.ui.testing", str(HERE / "midgame.toml"), "--size", "1920x1080",
               screen=(2000, 1200))
    w.wait_id("button:i_m_ready")
    w.click_id("button:i_m_ready")
    w.wait_id("action run")
    w.click_id("action run")
    probe = w.wait(lambda p: squares(p), "squares to run to")
    sx, sy, ox, oy = probe["window"]
    assert (ox, oy) == (0, 0) and sx == pytest.approx(1920 / 1422) and sy == pytest.approx(1080 / 800)
    square = squares(probe)[-1]["id"]
    w.screenshot("e2e-18-game-1920x1080")
    w.click_id(square, "square")
    w.wait(lambda p: not squares(p), "the move")
    assert "Traceback" not in w.output()


def test_midgame_screen_with_five_players(launch):
    """A rich position for the eye (and the README's screenshot, docs/screenshot.png)."""
    w = launch("-m", "adrenaline.ui.testing", str(HERE / "midgame.toml"))
    w.wait_id("button:i_m_ready")
    w.click_id("button:i_m_ready")
    w.wait_id("action shoot")
    w.click_id("action shoot")
    w.wait_id("weapon Machine Gun")
    w.click_id("weapon Machine Gun")
    probe = w.wait_id("target Dozer", "figure")
    figures = sorted(i["id"] for i in probe["items"] if i["kind"] == "figure")
    assert figures == ["target :D-struct-OR", "target Dozer"]
    sx, sy, ox, oy = probe["window"]
    w.hover(int(1000 * sx + ox), int(700 * sy + oy))  # over the log: no tooltip in the picture
    path = w.picture("e2e-17-midgame")
    assert colours_in(path) > 20, f"{path} looks blank"
