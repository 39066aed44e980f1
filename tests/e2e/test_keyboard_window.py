"""A whole game by keyboard, in the real window (issues 24, 33): after the window is up,
only xdotool key presses - Tab, the arrows, number keys, Enter - and the probe's
``focus`` to know where the keyboard is; no click, no guessed coordinates.
Screenshots go to out/screenshots/e2e-keys-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_window import load_autosave

pytestmark = pytest.mark.e2e

HERE = Path(__file__).resolve().parent


def kinds(probe: dict, kind: str) -> list[str]:
    return [i["id"] for i in probe.get("items", ()) if i["kind"] == kind]


def test_a_turn_from_spawn_to_shot_by_keys_only(launch, tmp_path):
    kept = tmp_path / "keys-game.jsonl"
    w = launch("-m", "adrenaline.ui.testing", "--autosave", str(kept), str(HERE / "keys.toml"))
    w.wait_id("button:i_m_ready")  # the hand-off cover, once it takes a press
    w.press("Return")

    # spawn: Tab to the powerup to discard (its button, then its card in the hand)
    w.wait_id("discard newton/red")
    w.focus_on("discard newton/red")
    w.screenshot("e2e-keys-01-focus-on-a-prompt-button")
    w.press("Return")

    # the Grab action by its number key; the arrows choose the square (her own: r1c0)
    probe = w.wait_id("action grab")
    w.press(w.number_of("action grab"))
    # the keyboard in use: the focus follows to the first square (each press waits for
    # what it does before the next, so the probe read is never older than the keys)
    # (the grab's squares are "move ..."; the action prompt's click-to-move squares are not)
    w.wait(lambda p: p.get("focus") in kinds(p, "square") and p["focus"].startswith("move "),
           "the focus on the grab's first square")
    w.focus_on("move r1c0", key="Down")
    w.screenshot("e2e-keys-02-focus-on-a-square")
    w.press("Return")

    # the weapon on the spawnpoint's slot, by Tab; pay by number key
    w.wait_id("grab weapon Lock Rifle", "slot")
    w.wait_focus("grab weapon Lock Rifle")  # the focus follows to the first option: its button
    w.press("Tab")  # round to the card on the spawnpoint
    w.wait(lambda p: p.get("focus") != "grab weapon Lock Rifle", "Tab to move on")
    w.focus_on("grab weapon Lock Rifle")
    w.screenshot("e2e-keys-02b-focus-on-a-weapon-on-a-spawnpoint")
    w.press("Return")
    w.wait_id("pay blue")
    w.press(w.number_of("pay blue"))

    # shoot: the action and the weapon by number keys, the target on the arena by arrow
    w.wait_id("action shoot")
    w.press(w.number_of("action shoot"))
    w.wait_id("weapon Lock Rifle")
    w.focus_on("weapon Lock Rifle")
    w.press("Return")
    w.wait_id("target Dozer", "figure")
    w.wait_focus("target Dozer")  # the target on the arena comes first
    w.press("Down")  # nothing of the arena under Dozer: down to the prompt's buttons
    w.wait(lambda p: p.get("focus") != "target Dozer", "Down to leave the figure")
    w.focus_on("target Dozer", key="Up")
    w.screenshot("e2e-keys-03-focus-on-a-figure")
    w.press("Return")

    # no action left: Enter (the focus not moved in this decision) ends the turn
    probe = w.wait(lambda p: "end turn" in kinds(p, "button") and not
                   [i for i in kinds(p, "button") if i.startswith("action ")], "the turn's end")
    w.press("Return")
    for _ in range(3):  # a reload question, if any, answered "done" by Enter too
        probe = w.wait(lambda p: {"button:pass_on", "done"} & set(kinds(p, "button")),
                       "'your turn is over' (once it takes a press), or a last question")
        if "button:pass_on" in kinds(probe, "button"):
            break
        w.press("Return")
        w.wait(lambda p: "done" not in kinds(p, "button"), "Enter to say done")
    w.wait_focus("button:pass_on")  # the ring on what Enter does (issue 33: it sat on Undo)
    w.screenshot("e2e-keys-04-turn-over")
    w.press("Return")

    # the cover for Banshee, passed by Enter; she runs by keys
    w.wait_id("button:i_m_ready")
    w.press("Return")
    w.wait_id("action run")
    w.press(w.number_of("action run"))
    w.wait(lambda p: p.get("focus") in kinds(p, "square") and p["focus"].startswith("move "),
           "the focus on the squares to run to")
    w.focus_on("move r0c0", key="shift+Tab")
    w.focus_on("move r1c0", key="Down")
    w.focus_on("move r1c2", key="Right")  # over her own square, r1c1 (no option)
    w.focus_on("move r1c3", key="Right")
    w.press("Return")
    w.wait(lambda p: not [i for i in kinds(p, "square") if i.startswith("move ")]
           and "end turn" in kinds(p, "button"), "Banshee's second action")

    # F1: the rules reference; F1 again: the keys; Esc: back to the game
    w.press("F1")
    w.wait_scene("RulesScreen")
    w.press("F1")
    w.wait(lambda p: p.get("keys_page") is True, "F1 again: the keys page")
    w.screenshot("e2e-keys-08-f1-keys")
    w.press("Escape")
    w.wait_scene("GameScene")

    game = load_autosave(w, turn=2, path=kept)
    violet, banshee, dozer = game.state.players
    assert violet.square == game.state.board.spawnpoints["red"], "spawned on red"
    assert [name for name, _loaded in violet.weapons] == ["Lock Rifle"], "grabbed the Lock Rifle"
    assert len(dozer.damage) == 2 and dozer.marks[0] == 1, "shot: 2 damage and a mark"
    assert game.state.current == 1, "Banshee's turn"
    assert game.log[-1].choice.text == "move r1c3", "Banshee ran to r1c3"
    assert "Traceback" not in w.output()


def test_from_the_main_menu_to_a_two_person_game_and_its_hand_off_by_keys(launch):
    w = launch("-m", "adrenaline")
    w.wait_scene("MainMenu")
    w.press("Down")  # the first press moves the highlight off New game
    w.wait_focus("button:host_a_game")  # beside it
    w.press("Up")
    w.wait_focus("button:new_game")
    w.screenshot("e2e-keys-05-main-menu-focus")
    w.press("Return")

    probe = w.wait_scene("NewGame")
    seats = sorted(i["id"] for i in probe["items"] if i["kind"] == "cycler"
                   and i["id"].startswith("cycler:seat_") and i["id"].endswith("_player"))
    assert seats[:2] == ["cycler:seat_1_player", "cycler:seat_2_player"]
    for seat in seats:  # seat 1 and 2 people, the others computers
        w.focus_on(seat)
        wanted = "Person" if seat in seats[:2] else "Computer"
        for _ in range(6):
            label = next(i["label"] for i in w.probe()["items"] if i["id"] == seat)
            if label.split(": ", 1)[1].startswith(wanted):
                break
            w.press("Right")
            w.wait(lambda p, label=label: all(i["label"] != label for i in p["items"]),
                   f"{seat} to change")
        else:
            w.fail(f"{seat} never read {wanted}")
    w.focus_on("button:start")
    w.screenshot("e2e-keys-06-new-game-start")
    w.press("Return")

    # two people at one screen: the cover, passed by Enter once it takes a press
    w.wait_id("button:i_m_ready")
    w.screenshot("e2e-keys-07-hand-off")
    w.press("Return")
    probe = w.wait(lambda p: p.get("scene") == "GameScene" and
                   any(i.startswith("discard ") for i in kinds(p, "button")), "the first spawn choice")
    assert len(kinds(probe, "card")) >= 1, "the first person's hand, face up"
    assert "Traceback" not in w.output()
