"""A whole game by keyboard (issue 24): every option on the game screen can be reached with
Tab / Shift+Tab (reading order) and the arrows (by direction, the arena's squares first),
and pressed with Enter or Space exactly as a click on it would be; keys 1-9 press the
prompt bar's buttons; a player who never moves the focus keeps Enter's old meaning (the
default choice); the menus' first arrow press moves their highlight."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core import scenario
from adrenaline.core.board import square_name
from adrenaline.play.session import Seat, Session
from adrenaline.ui.game.focus import reading_order

from .screens import scenario_scene


def scene_at(app, choices=(), weapons=("Lock Rifle",)):
    """Violet (the person) on r1c1 of arena C with her weapons and 3 cubes of each colour;
    Banshee r0c2 and Dozer r2c2 (computer players) in sight."""
    players = [{"character": "Violet", "square": "r1c1", "weapons": list(weapons),
                "ammo": {"red": 3, "blue": 3, "yellow": 3}},
               {"character": "Banshee", "square": "r0c2"}, {"character": "Dozer", "square": "r2c2"}]
    scene = scenario_scene(app, {"arena": "C", "seed": 2, "current": "Violet", "players": players,
                                 "choices": list(choices)})
    app.draw()
    return scene


def press(scene, key, mod=0) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def ids(scene, kind=None) -> list[str]:
    """The ids of the options on screen (not Undo, More, Pass on)."""
    return [i.id for i in scene.clickables()
            if (kind is None or i[0] == kind) and not i.id.startswith("button:")]


def tab_to(scene, wanted) -> None:
    """Tab until the focus is on ``wanted`` (an id, or a (kind, id) key), at most once round."""
    for _ in range(len(scene.clickables()) + 1):
        if wanted in (scene.focus.id, scene.focus.key):
            return
        press(scene, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {wanted!r}: {[(i[0], i.id) for i in scene.clickables()]}")


def focused(scene):
    return next(i for i in scene.clickables() if (i[0], i.id) == scene.focus.key)


def test_tab_and_shift_tab_go_through_every_clickable_thing_in_reading_order(app):
    scene = scene_at(app)
    items = scene.clickables()
    order = [(i[0], i.id) for i in reading_order(items)]
    assert ("button", "action shoot") in order and ("button", "end turn") in order
    seen = []
    for _ in items:
        press(scene, pygame.K_TAB)
        seen.append(scene.focus.key)
    assert seen == order, "Tab: top to bottom, left to right, each thing once"
    press(scene, pygame.K_TAB)
    assert scene.focus.key == order[0], "after the last, the first again"
    press(scene, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focus.key == order[-1], "Shift+Tab goes back"


def test_arrows_move_between_the_arenas_squares_by_direction(app):
    scene = scene_at(app, ["action run"])  # Violet on r1c1 runs: every square but hers
    press(scene, pygame.K_RIGHT)  # the first arrow puts the focus on the arena
    assert scene.focus.key[0] == "square" and scene.focus.moved
    tab_to(scene, "move r1c2")
    for key, expected in ((pygame.K_RIGHT, "move r1c3"), (pygame.K_LEFT, "move r1c0"),
                          (pygame.K_UP, "move r0c2"), (pygame.K_DOWN, "move r2c2")):
        tab_to(scene, "move r1c2")
        press(scene, key)
        assert scene.focus.id == expected, \
            f"{pygame.key.name(key)} from r1c2: the nearest square that way (r1c1, hers, is no option)"
    press(scene, pygame.K_DOWN)
    assert scene.focus.id == "move r2c2", "from r2c2 nothing lies further down: it stays"


def fingerprint(game) -> tuple:
    g = game.state
    return (len(game.log), [e.choice for e in game.log], g.stage,
            tuple((p.square, tuple(p.damage), tuple(p.marks)) for p in g.players))


@pytest.mark.parametrize("wanted", ["action run", "move r0c1", "target Banshee"])
def test_enter_on_the_focused_thing_does_what_a_click_on_it_does(app, wanted):
    before = {"action run": [], "move r0c1": ["action run"],
              "target Banshee": ["action shoot", "weapon Lock Rifle"]}[wanted]
    clicked = scene_at(app, before)
    item = next(i for i in clicked.clickables() if i.id == wanted and i[0] != "card")
    clicked.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                            pos=pygame.Rect(item[2]).center))
    app.pop()
    keyed = scene_at(app, before)
    tab_to(keyed, wanted)
    press(keyed, pygame.K_RETURN)
    assert fingerprint(keyed.session.game) == fingerprint(clicked.session.game)
    assert keyed.session.game.log[-1].choice.text == wanted
    assert keyed.session.game.legal().texts() == clicked.session.game.legal().texts()


def test_space_presses_the_focused_thing_too(app):
    scene = scene_at(app)
    tab_to(scene, "action run")
    press(scene, pygame.K_SPACE)
    assert scene.session.game.legal().prompt.kind in ("move", "run"), scene.session.game.legal().prompt


def test_number_keys_press_the_prompt_bars_buttons_in_order(app):
    scene = scene_at(app)
    buttons = [b.option.text for b in scene.prompt.buttons]
    assert buttons[:2] == ["action run", "action grab"]
    press(scene, pygame.K_2)
    game = scene.session.game
    assert game.log[-1].choice.text == "action grab", "2: the second button"
    press(scene, pygame.K_9)  # no ninth button: nothing happens
    assert game.log[-1].choice.text == "action grab"


def test_enter_without_moving_the_focus_keeps_the_default_choice(app):
    scene = scene_at(app, weapons=({"name": "Lock Rifle", "loaded": False},))
    press(scene, pygame.K_RETURN)  # "end turn" with actions left: asks first
    confirm = app.top
    assert confirm is not scene and getattr(confirm, "default", None) == "no"


def test_at_a_new_decision_the_ring_starts_on_the_default_and_enter_does_what_it_shows(app):
    """Issue 33: the ring was left on "Reload the Machine Gun" while Enter said Done, and
    the reload was lost without a word. Now the ring starts on Done (what Enter confirms)
    at the new decision; moved to the reload, Enter reloads."""
    scene = scene_at(app, ["end turn"], weapons=({"name": "Lock Rifle", "loaded": False},
                                                 {"name": "Machine Gun", "loaded": False}))
    assert ids(scene, "button") == ["reload Lock Rifle", "reload Machine Gun", "done"]
    tab_to(scene, ("button", "reload Machine Gun"))
    lock_rifle = next(b for b in scene.prompt.buttons if b.option.text == "reload Lock Rifle")
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=lock_rifle.rect.center))
    scene.update(0.1)
    assert ids(scene, "button") == ["reload Machine Gun", "done"], "a new decision"
    assert scene.focus_id() == "done", "the ring starts on what Enter confirms"
    tab_to(scene, ("button", "reload Machine Gun"))
    press(scene, pygame.K_RETURN)
    game = scene.session.game
    assert game.log[-1].choice.text == "reload Machine Gun", "Enter pressed what the ring was on"
    assert game.state.players[0].weapons[1][1], "the Machine Gun is loaded"


def test_enter_on_the_default_the_ring_starts_on_confirms_it(app):
    scene = scene_at(app, ["end turn"], weapons=({"name": "Lock Rifle", "loaded": False},
                                                 {"name": "Machine Gun", "loaded": False}))
    press(scene, pygame.K_TAB)  # the keyboard in use: the ring shows
    press(scene, pygame.K_TAB, pygame.KMOD_SHIFT)  # and back where it started
    tab_to(scene, ("button", "reload Lock Rifle"))
    press(scene, pygame.K_RETURN)
    scene.update(0.1)
    assert scene.focus_id() == "done", "a new decision: the ring on Done"
    press(scene, pygame.K_SPACE)  # Space as Enter
    game = scene.session.game
    assert game.log[-1].choice.text == "done"
    assert not game.state.players[0].weapons[1][1], "the Machine Gun, not chosen, stays unloaded"


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_and_space_always_choose_what_the_ring_is_on(app, key):
    """Whatever the ring is on - the default it started on, or where Tab took it - Enter
    or Space chooses exactly that, through the decisions of a turn's end."""
    scene = scene_at(app, ["end turn"], weapons=({"name": "Lock Rifle", "loaded": False},
                                                 {"name": "Machine Gun", "loaded": False}))
    game = scene.session.game
    press(scene, pygame.K_TAB)
    for tabs in (1, 0):
        for _ in range(tabs):
            press(scene, pygame.K_TAB)
        scene.update(0.5)
        shown = scene.focus_id()
        assert shown is not None, "the ring shows"
        press(scene, key)
        assert game.log[-1].choice.text == shown, f"the ring said {shown!r}"


def two_people_turn_over(app):
    """Violet (a person) ends her turn by her last action; Banshee is a person too."""
    from adrenaline.ui.game.game_scene import GameScene

    players = [{"character": "Violet", "square": "r1c1", "weapons": ["Lock Rifle"]},
               {"character": "Banshee", "square": "r0c2", "powerups": ["newton/red"]},
               {"character": "Dozer", "square": "r2c2"}]
    game = scenario.play({"arena": "C", "seed": 2, "current": "Violet", "players": players,
                          "actions_left": 1, "choices": ["action run"]})
    seats = [Seat(p.name, p.character, computer=i == 2) for i, p in enumerate(game.state.players)]
    scene = GameScene(app, Session(game, seats))
    app.push(scene)
    scene.session.hand_over()
    scene.update(0.1)
    tab_to(scene, "move r1c2")
    press(scene, pygame.K_RETURN)  # her last action: the turn ends
    assert scene.session.turn_over is not None
    for _ in range(6):
        scene.update(0.1)
    return scene


def test_on_your_turn_is_over_the_ring_sits_on_pass_on_and_enter_passes_on(app):
    scene = two_people_turn_over(app)
    assert scene.focus_id() == "button:pass_on", "the ring on what Enter does (not on Undo)"
    app.draw()
    assert scene.prompt.pass_button is not None
    press(scene, pygame.K_RETURN)
    assert scene.session.turn_over is None, "passed on"


def test_on_your_turn_is_over_enter_on_undo_undoes(app):
    scene = two_people_turn_over(app)
    told = len(scene.session.game.log)
    tab_to(scene, "button:undo")
    press(scene, pygame.K_RETURN)
    game = scene.session.game
    assert scene.session.turn_over is None and len(game.log) == told - 1, "her last move undone"
    assert square_name(game.state.players[0].square) == "r1c1", "back where she was"


def test_the_ring_starts_on_the_default_at_every_decision(app):
    """Done, Skip or End turn: where the decision has one, the ring starts on it."""
    scene = scene_at(app)
    press(scene, pygame.K_TAB)
    press(scene, pygame.K_TAB)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                          pos=next(b for b in scene.prompt.buttons
                                                   if b.option.text == "action run").rect.center))
    scene.update(0.1)
    assert scene.focus.moved is False
    assert scene.focus_id() not in (None, "end turn"), "no default: the first option"
    target = next(i for i in scene.clickables() if i.id == "move r1c2")
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                          pos=scene.stand_in(target)))
    scene.update(0.1)
    assert scene.focus_id() == "end turn", "the action question: End turn is what Enter confirms"


def test_the_focus_goes_to_the_new_decisions_first_option_when_its_thing_is_gone(app):
    scene = scene_at(app)
    tab_to(scene, "action run")
    press(scene, pygame.K_RETURN)
    scene.update(0.1)
    assert scene.focus_id() == "move r0c0", "Run chosen: the focus on the first square to run to"
    assert scene.focus.moved is False


def test_cards_in_the_hand_are_listed_and_reached_when_they_are_options(app):
    scene = scene_at(app, ["end turn"], weapons=({"name": "Lock Rifle", "loaded": False},))
    cards = [i for i in scene.clickables() if i[0] == "card"]
    assert [c.id for c in cards] == ["reload Lock Rifle"]
    assert pygame.Rect(cards[0][2]).colliderect(scene.hand.rect)
    tab_to(scene, ("card", "reload Lock Rifle"))
    press(scene, pygame.K_RETURN)
    assert scene.session.game.state.players[0].weapons[0][1], "Enter on the card reloads it"


def test_the_focus_ring_is_drawn_around_the_focused_thing(app):
    scene = scene_at(app)
    surface = app.screen
    before = surface.copy()
    press(scene, pygame.K_TAB)
    app.draw()
    rect = pygame.Rect(focused(scene)[2])
    ring = rect.inflate(8, 8)
    assert surface.get_at((ring.centerx, ring.y + 1))[:3] == (255, 255, 255), "the bright line"
    assert surface.get_at((ring.centerx, ring.y - 2))[:3] == (10, 10, 16), "a dark line outside it"
    assert before.get_at((ring.centerx, ring.y + 1)) != surface.get_at((ring.centerx, ring.y + 1))


def test_the_probe_names_the_focused_thing(app, tmp_path):
    import json

    scene = scene_at(app)
    app.probe_path = str(tmp_path / "probe.json")
    app.write_probe()
    assert json.loads((tmp_path / "probe.json").read_text())["focus"] is None, "no key pressed yet"
    press(scene, pygame.K_TAB)
    app.write_probe()
    probe = json.loads((tmp_path / "probe.json").read_text())
    assert probe["focus"] == scene.focus.id and probe["focus"] in [i["id"] for i in probe["items"]]


# -- the menus ----------------------------------------------------------------------------------
@pytest.mark.parametrize("key, expected", [(pygame.K_DOWN, "button:Host a game"),
                                           (pygame.K_TAB, "button:Host a game"),
                                           (pygame.K_UP, "button:Quit")])
def test_the_menus_first_arrow_press_moves_the_highlight(app, key, expected):
    from adrenaline.ui.screens.main_menu import MainMenu

    menu = MainMenu(app)
    app.push(menu)
    app.draw()
    assert menu.form.default.key == "button:New game", "New game is highlighted (Enter presses it)"
    press(menu, key)
    assert menu.form.focused.key == expected, "the first press moves the highlight"
    assert menu.focus_id() == expected.replace(" ", "_").lower()


def test_keys_pressed_as_a_turn_ends_never_act_on_the_next_persons_decision(app):
    """Two people: Enter on a square ends Violet's turn (her last action); an Enter, a number key and Tab pressed at
    once after it (meant for her turn) neither pass the screen on nor choose anything
    for Banshee, whose cards stay hidden."""
    from adrenaline.ui.game.game_scene import GameScene

    players = [{"character": "Violet", "square": "r1c1", "weapons": ["Lock Rifle"]},
               {"character": "Banshee", "square": "r0c2", "powerups": ["newton/red"]},
               {"character": "Dozer", "square": "r2c2"}]
    game = scenario.play({"arena": "C", "seed": 2, "current": "Violet", "players": players,
                          "actions_left": 1, "choices": ["action run"]})
    seats = [Seat(p.name, p.character, computer=i == 2) for i, p in enumerate(game.state.players)]
    scene = GameScene(app, Session(game, seats))
    app.push(scene)
    scene.session.hand_over()
    scene.update(0.1)
    tab_to(scene, "move r1c2")
    press(scene, pygame.K_RETURN)  # her last action: the turn ends
    told = len(game.log)
    assert scene.session.turn_over is not None, "Your turn is over"
    for key in (pygame.K_RETURN, pygame.K_1, pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE):
        press(scene, key)
    assert scene.session.turn_over is not None, "too soon: the screen is not passed on"
    # nothing chosen: the end of her turn still waits (held while "Your turn is over" shows)
    assert len(game.log) == told and game.turn_end_held, "nothing chosen"
    assert scene.view.hand_seat != 1, "Banshee's cards stay hidden"


def test_dominations_tracks_on_the_top_bar_are_reached_and_chosen_by_keys(instant_app):
    """Domination: the overkill token's track is a choice on the top bar too (``track``
    items); Tab reaches one there and Enter puts the token on it, as a click would."""
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.testing import scenario_session

    from .screens import DOMINATION, DOMINATION_TARGETS, DOMINATION_TRACK, play_in_scene

    session = scenario_session(str(DOMINATION))
    scene = GameScene(instant_app, session)
    instant_app.push(scene)
    play_in_scene(scene, DOMINATION_TARGETS + DOMINATION_TRACK)
    scene.draw(instant_app.screen)
    tracks = [i for i in scene.clickables() if i[0] == "track"]
    assert sorted(i.id for i in tracks) == ["track blue", "track red", "track yellow"]
    assert all(pygame.Rect(i[2]).colliderect(scene.top_bar.rect) for i in tracks)
    tab_to(scene, ("track", "track red"))
    press(scene, pygame.K_RETURN)
    play_in_scene(scene, ())
    assert session.game.state.mode_state.tracks["red"][-1] == 0, "Violet's token on the red track"
    session.close()


# -- what the focus shows: what a pointer there would -----------------------------------------
def drawn_popup(scene, monkeypatch) -> list[str]:
    """The words of the tooltips drawn in the next frame."""
    from adrenaline.ui.game import game_scene_draw
    from adrenaline.ui.kit.tooltip import draw_tooltip as real

    words: list[str] = []
    monkeypatch.setattr(game_scene_draw, "draw_tooltip",
                        lambda surface, tip, *rest: words.append(tip) or real(surface, tip, *rest))
    scene.app.draw()
    return words


def hovered(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_a_focused_square_shows_its_path_and_what_would_be_grabbed_as_a_hovered_one(app, monkeypatch):
    from adrenaline.ui.game import move_marks

    scene = scene_at(app)  # the action question: click-to-move on every square reached
    paths: list = []
    real = move_marks.draw_path
    monkeypatch.setattr(move_marks, "draw_path",
                        lambda surface, board, reach, colour=None: paths.append(reach.path)
                        or real(surface, board, reach, colour))
    grab = next(i for i in scene.clickables() if i[0] == "square" and i.id.startswith("grab ")
                and pygame.Rect(i[2]).width == pygame.Rect(i[2]).height)
    tab_to(scene, ("square", grab.id))
    keyed = drawn_popup(scene, monkeypatch)
    keyed_paths, paths[:] = list(paths), []
    assert keyed_paths and keyed_paths[-1][-1] == scene.board.square_at(pygame.Rect(grab[2]).center)
    assert keyed and "grab" in keyed[-1].lower(), keyed
    hovered(scene, scene.stand_in(grab))  # the mouse on the same square
    assert drawn_popup(scene, monkeypatch) == keyed, "the same words as a pointer there"
    assert paths == keyed_paths, "the same path drawn"


def test_a_focused_figure_shows_the_damage_preview(app, monkeypatch):
    scene = scene_at(app, ["action shoot", "weapon Lock Rifle"])
    tab_to(scene, ("figure", "target Banshee"))
    words = drawn_popup(scene, monkeypatch)
    assert words and "This shot: 2 damage" in words[-1], words
    item = focused(scene)
    hovered(scene, pygame.Rect(item[2]).center)
    assert drawn_popup(scene, monkeypatch) == words


def test_a_focused_card_shows_its_tooltip(app, monkeypatch):
    scene = scene_at(app, ["end turn"], weapons=({"name": "Lock Rifle", "loaded": False},))
    tab_to(scene, ("card", "reload Lock Rifle"))
    words = drawn_popup(scene, monkeypatch)
    card = pygame.Rect(focused(scene)[2])
    assert words == [scene.hand.tooltip(card.center, scene.view)], "the card's own tooltip"
    assert "Lock Rifle" in words[0]
    kind, box = scene.popups_drawn[0]
    assert kind == "tooltip" and not box.colliderect(card), "beside the card, leaving it in view"


def test_the_mouse_moved_takes_the_previews_back_from_the_focus(app, monkeypatch):
    scene = scene_at(app, ["end turn"], weapons=({"name": "Lock Rifle", "loaded": False},))
    tab_to(scene, ("card", "reload Lock Rifle"))
    assert drawn_popup(scene, monkeypatch)
    hovered(scene, (5, 5))
    assert drawn_popup(scene, monkeypatch) == [], "the pointer on nothing: no tooltip"


# -- the screens over the game: the same rule, in the form every screen shares ---------------
def test_the_end_turn_question_answers_what_its_ring_is_on_and_says_so(app):
    """Ending a turn with actions left asks first, No highlighted: Enter and Space press No;
    moved to Yes, Enter presses Yes; the line under the question says what Enter does."""
    from adrenaline.ui.screens.notices import Confirm

    for key, moved, ended in ((pygame.K_SPACE, False, False), (pygame.K_RETURN, True, True)):
        scene = scene_at(app)
        tab_to(scene, "end turn")
        press(scene, pygame.K_RETURN)
        question = app.top
        assert isinstance(question, Confirm) and not question.enter_says_yes()
        if moved:
            press(question, pygame.K_TAB, pygame.KMOD_SHIFT)
            assert question.form.focused.key == "button:Yes" and question.enter_says_yes()
        press(question, key)
        assert app.top is scene, "answered"
        log = scene.session.game.log
        assert any(e.choice is not None and e.choice.text == "end turn" for e in log) is ended
        app.pop()


def test_the_hand_off_cover_takes_enter_and_space_on_its_button_once_it_takes_a_press(app):
    from adrenaline.ui.screens.hand_off import HandOff

    scene = two_people_turn_over(app)
    press(scene, pygame.K_RETURN)  # pass on: Banshee's cover
    scene.update(0.1)
    cover = app.top
    assert isinstance(cover, HandOff)
    press(cover, pygame.K_SPACE)
    assert app.top is cover, "too soon: a press meant for the last turn"
    cover.update(cover.grace)
    press(cover, pygame.K_SPACE)
    assert app.top is scene and not scene.session.needs_handoff(), "Space pressed I'm ready"
