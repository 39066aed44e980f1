"""The tutorial in a real window under Xvfb, clicked like a learner: the teacher's
pages, every guided step (with a wrong click first), the lesson cards, then the
rest of the game to the end screen. Screenshots: out/screenshots/e2e-tutorial-*.png.
"""

from __future__ import annotations

import re

import time

import pytest

pytestmark = pytest.mark.e2e

FAST = {"animation_speed": "instant", "computer_pause": 0.02}


def overlaps(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def inside(rect, size=(1280, 800)) -> bool:
    x, y, w, h = rect
    return x >= 0 and y >= 0 and x + w <= size[0] and y + h <= size[1]


def test_tutorial_pages_guided_steps_lessons_and_the_game_to_its_end(launch):
    w = launch("-m", "adrenaline", "tutorial", settings=FAST)
    w.wait_scene("TutorialIntro")
    w.screenshot("e2e-tutorial-01-intro")
    for _ in range(10):
        labels = w.labels()
        if "Start playing" in labels:
            break
        before = w.probe()
        w.click_id("button:next")
        w.wait_change(before, "the next page")
    w.screenshot("e2e-tutorial-02-last-page")
    w.click_id("button:start_playing")

    steps_done: list[str] = []
    lessons = 0
    refused = False
    shots = {"discard newton/blue": "03-spawn", "grab weapon Lock Rifle": "04-grab-weapon",
             "move r1c0": "05-run", "target Banshee": "06-target",
             "use tagback grenade/yellow": "07-tagback"}
    lesson_shots = {"weapon:Lock Rifle": "08-lesson-weapon", "hurt": "09-lesson-hurt",
                    "killshot": "10-lesson-killshot", "scored": "11-lesson-scored"}
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        probe = w.wait(lambda p: p.get("scene") == "LessonCard" or p.get("step")
                       or p.get("guided") is False
                       or "button:pass_on" in [i["id"] for i in p.get("items", ())],
                       "a guided step, a lesson or the end of the learner's turn")
        if probe["scene"] != "LessonCard" and not probe.get("step") and probe.get("guided") \
                is not False:  # "your turn is over": Enter goes on (after its first moments)
            w.pass_on()
            continue
        if probe["scene"] == "LessonCard":
            if probe.get("lesson") in lesson_shots:
                w.screenshot(f"e2e-tutorial-{lesson_shots[probe['lesson']]}")
            lessons += 1
            w.click_id("button:got_it")
            w.wait(lambda p, before=probe: p != before, "the lesson to close")
            continue
        if probe.get("guided") is False:
            break
        step = probe["step"]
        # the hint is on screen, beside the taught option, not over it
        assert probe["hint"] and inside(probe["bubble"]), probe
        assert "target" in probe, f"the taught option {step!r} is not on screen"
        assert not overlaps(probe["bubble"], probe["target"]), probe
        # only the taught option can be clicked (at an action, also the squares one click
        # takes that action to, when the next step is that square: "grab r0c2")
        ids = {i["id"] for i in probe["items"] if i["id"] != "button:more"}
        assert step in ids, probe
        assert all(step == f"action {i.split()[0]}" and re.fullmatch(r"(run|grab|shoot) r\dc\d", i)
                   for i in ids - {step}), probe
        if not refused:  # a click elsewhere: refused with what to do, nothing happens
            w.click_at(1000, 300)  # the players' boards
            probe = w.wait(lambda p: p.get("refusal"), "the hint to say what to do")
            assert probe["step"] == step
            refused = True
        if step in shots:
            w.screenshot(f"e2e-tutorial-{shots[step]}")
        items = [i for i in probe["items"] if i["id"] == step]
        items.sort(key=lambda i: i["kind"] == "button")  # the square or figure first
        w.click(items[0])
        w.wait(lambda p, before=probe: p.get("step") != step or p.get("scene") != "TutorialScene"
               or p.get("items") != before["items"], f"step {step!r} to be taken")
        steps_done.append(step)
    from adrenaline.tutorial import load_script

    assert steps_done == [s.expect for s in load_script().steps]
    # (the starting powerups get no card: the last page showed them with their tips)
    assert lessons >= 8, "cards, damage, marks, adrenaline, the killshot, scoring, respawn"

    # the rest of the game: whatever is offered, until the end screen
    tips_off = False
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        probe = w.probe()
        scene = probe.get("scene")
        if scene == "EndScreen":
            break
        if scene == "LessonCard":
            w.click_id("button:got_it" if not tips_off else "button:no_more_tips")
            tips_off = True  # the second card switches the tips off
        elif scene == "Confirm":
            w.click_id("button:yes")
        elif scene == "TutorialScene":
            items = [i for i in probe["items"] if i["id"] not in ("button:undo", "button:more")]
            if items:
                w.click(items[0])
                continue
        time.sleep(0.05)
    else:
        w.fail("the tutorial game did not reach the end screen")
    w.screenshot("e2e-tutorial-12-end")
    assert "Traceback" not in w.output()
