"""Turret mode in the window (rulebook, TURRET MODE; the rules reference's TUR-1 to
TUR-13): the turret board covers the killshot track with its 5 tiles and skull box; each
turret's owner on the arena, by token shape and initials; commandeering offered as a
choice when grabbing, with its cost; turret damage fired from the turret entered and
logged; the lessons, once each; the F1 pages; the end screen's turret points."""

from __future__ import annotations

import os
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core import events as ev
from adrenaline.core.board import parse_square
from adrenaline.core.modes import turret as tur
from adrenaline.core.numbers import TURRET_SKULLS, TURRET_TILES
from adrenaline.ui import layout
from adrenaline.ui.game import turret_arena, turret_board
from adrenaline.ui.game.game_scene import GameScene
from adrenaline.ui.screens import end_screen
from adrenaline.ui.screens.lesson_card import LessonCard
from adrenaline.ui.screens.rules import sections, topics_for
from adrenaline.ui.testing import scenario_session
from adrenaline.words.log import handoff_reason

from .screens import close_lessons, TURRET, TURRET_COMMANDEER, TURRET_GRAB, _finished_game, play_in_scene


@pytest.fixture
def turret_scene(instant_app):
    """The docs' Turret example on the game screen: Violet to play, Dozer's turret on
    r1c1 and Banshee's on r2c1."""
    session = scenario_session(str(TURRET))
    scene = GameScene(instant_app, session)
    instant_app.push(scene)
    yield scene
    session.close()


def draw(scene) -> pygame.Surface:
    surface = pygame.Surface(layout.SIZE)
    scene.draw(surface)
    return surface


def test_the_top_bar_draws_the_turret_board_five_tiles_and_the_skull_box(turret_scene):
    """TUR-1: "a column of 5 ammo spaces" with 1 tile face up, and "a skull box with 8
    skulls": the mode's board in place of the killshot track, a tooltip per tile."""
    scene = turret_scene
    assert isinstance(scene.top_bar.mode_board, turret_board.TurretBoard)
    draw(scene)
    tips = [tip for _rect, tip in scene.top_bar._hits]
    tiles = [t for t in tips if t.startswith("Tile ")]
    assert len(tiles) == TURRET_TILES == len(scene.session.game.state.mode_state.tiles)
    assert any(t.startswith(f"Skull box: {TURRET_SKULLS - 1} of {TURRET_SKULLS} skulls left")
               for t in tips)  # the example took one skull out
    assert all(turret_board.tile_rect(i).right <= turret_board.skull_box_rect().x
               for i in range(TURRET_TILES))
    assert turret_board.TurretBoard().width() < layout.TOP_BAR.width // 2 + 120


def test_each_turret_s_owner_is_drawn_in_its_shape_with_its_initials(turret_scene):
    """TUR-4: "put your damage token on the turret": the owner's token on its square, in
    the figure's shape with initials (tokens.initials_fit), readable without colour."""
    from adrenaline.ui.game.tokens import initials_fit
    from adrenaline.ui.game import art

    scene = turret_scene
    g = scene.session.game.state
    surface = draw(scene)
    dozer = next(p for p in g.players if p.character == "Dozer")
    plate = turret_arena.turret_plate(parse_square("r1c1"))
    ink = sum(1 for x in range(plate.left, plate.right) for y in range(plate.top, plate.bottom)
              if surface.get_at((x, y))[:3] == tuple(__import__("adrenaline.ui.theme", fromlist=["PLAYER"])
                                                      .PLAYER[dozer.colour])[:3])
    assert ink > 100  # Dozer's token is there
    assert initials_fit(art.token_label("Dozer"), turret_arena.TOKEN_R)
    tip = scene.board.tooltip(plate.center, scene.view)
    assert tip.startswith("Dozer") and "turret" in tip
    free = turret_arena.turret_plate(parse_square("r0c0"))
    assert "nobody owns" in scene.board.tooltip(free.center, scene.view)


def key(scene, k: int, mod: int = 0) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def click(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def tile_on_screen(scene, space: int) -> tuple[int, int]:
    return turret_board.space_rect(space - 1).move(scene.top_bar.rect.topleft).center


def test_a_tile_is_chosen_by_a_click_on_the_turret_board(turret_scene):
    """TUR-3: "take any one of the face-up tiles on the turret board": no button per
    tile and per cost under the arena; the tiles on the board are the choice, and a
    click on one picks it (the core's options stay as they are, grouped by tile)."""
    scene = turret_scene
    play_in_scene(scene, TURRET_GRAB)
    assert scene.view.buttons == []  # no "Tile 1", "1 [turret] [cube]" buttons
    assert [step.text for step in scene.view.steps] == ["tile 1", "tile 2", "tile 3", "tile 4", "tile 5"]
    assert "on the turret board" in scene.prompt._message(scene.view)[0]
    draw(scene)
    tracks = {item.id: item for item in scene.clickables() if item[0] == "track"}
    assert tracks["tile 1"][1] == "Tile 1: 1 red cube and 2 blue cubes"
    assert "press 1" in scene.top_bar.tooltip(tile_on_screen(scene, 1), scene.view)
    click(scene, tile_on_screen(scene, 1))
    assert scene.view.step is not None and scene.view.step.text == "tile 1"
    assert scene.session.game.state.stage.name == "turret_tile"  # nothing chosen in the core yet
    draw(scene)  # another tile is still a click away (the number keys press the answers now)
    assert "press" not in scene.top_bar.tooltip(tile_on_screen(scene, 4), scene.view)
    click(scene, tile_on_screen(scene, 4))
    assert scene.view.step.text == "tile 4"


def test_the_commandeer_choice_says_what_it_costs_and_whose_turret(turret_scene):
    """TUR-4: give up "exactly one item" of the tile, "one cube or the powerup", to
    commandeer the square's turret: after the tile, a plain choice in words - the tile
    whole, or each cube colour (once) given up for Dozer's turret - and the click on it
    is the core's option."""
    scene = turret_scene
    play_in_scene(scene, TURRET_GRAB)
    draw(scene)
    click(scene, tile_on_screen(scene, 1))
    draw(scene)
    labels = [b.label for b in scene.prompt.buttons]
    assert labels == ["Take the whole tile", "Give up the red cube: take Dozer's turret",
                      "Give up the blue cube: take Dozer's turret"]
    shown = [" ".join(v for kind, v in b.parts if kind == "text") for b in scene.prompt.buttons]
    assert shown == ["Nothing: take the whole tile", "The red cube", "The blue cube"]
    assert [v for b in scene.prompt.buttons for kind, v in b.parts if kind == "cube"] == ["red", "blue"]
    assert scene.prompt._message(scene.view)[0] == "Violet: Tile 1: give up what for Dozer's turret?"
    tip = scene.prompt.tooltip(scene.prompt.buttons[2].rect.center, scene.view)
    assert "Dozer's token goes onto your board as a mark from Dozer" in " ".join(tip.split())
    click(scene, scene.prompt.buttons[2].rect.center)
    g = scene.session.game.state
    assert g.mode_state.owners[parse_square("r1c1")] == g.current
    assert any(isinstance(e, tur.TurretCommandeered) and e.given_up == "blue"
               for e in scene.session.game.log[-1].events)


def test_a_tile_is_chosen_by_its_number_key_then_its_powerup_given_up(turret_scene):
    """The tile's number on the board is its key: 2 picks tile 2 (yellow, yellow and a
    powerup), whose powerup can be given up for the turret."""
    scene = turret_scene
    play_in_scene(scene, TURRET_GRAB)
    draw(scene)
    key(scene, pygame.K_2)
    assert scene.view.step.text == "tile 2"
    draw(scene)
    labels = [b.label for b in scene.prompt.buttons]
    assert labels[-1] == "Give up the powerup: take Dozer's turret"
    key(scene, pygame.K_3)  # now the keys press the buttons: the third gives up the powerup
    assert any(isinstance(e, tur.TurretCommandeered) and e.given_up == tur.GIVE_UP_POWERUP
               for e in scene.session.game.log[-1].events)


def test_tab_and_enter_choose_the_focused_tile_and_undo_goes_back_to_the_tiles(turret_scene):
    """Tab (and the arrows) move the keyboard's focus over the tiles; Enter picks the
    focused one. Undo (Z) takes back the tile picked (the core was asked nothing yet)."""
    scene = turret_scene
    play_in_scene(scene, TURRET_GRAB)
    draw(scene)
    for _ in range(12):
        key(scene, pygame.K_TAB)
        if scene.focus_id() == "tile 3":
            break
    assert scene.focus_id() == "tile 3"
    key(scene, pygame.K_LEFT)  # the arrows go from tile to tile too
    assert scene.focus_id() == "tile 2"
    key(scene, pygame.K_RIGHT)
    assert scene.focus_id() == "tile 3"
    key(scene, pygame.K_RETURN)
    assert scene.view.step is not None and scene.view.step.text == "tile 3"
    assert scene.focus_id() == "grab tile 3"  # the focus on the first answer: the tile whole
    assert scene.view.can_undo()
    key(scene, pygame.K_z)
    assert scene.view.step is None and scene.view.buttons == []
    assert scene.session.game.state.stage.name == "turret_tile"


def test_on_your_own_turret_a_click_on_a_tile_takes_it_whole_at_once(instant_app):
    """TUR-4: commandeering your own turret "changes nothing, so it is not offered": a
    tile is then all there is to choose, and its click (or number key) takes it."""
    import tomllib

    from .screens import scenario_scene

    spec = tomllib.loads(TURRET.read_text())
    spec["turrets"]["r1c1"] = "Violet"
    spec["choices"] = ["action grab", "move r1c1"]
    scene = scenario_scene(instant_app, spec)
    for _ in range(200):
        if scene.session.needs_handoff():
            scene.session.hand_over()
        scene.update(0.05)
        close_lessons(scene)
        if scene.view.decision is not None and scene.app.top is scene:
            break
    assert [len(step.options) for step in scene.view.steps] == [1] * TURRET_TILES
    draw(scene)
    key(scene, pygame.K_2)
    assert scene.view.step is None
    assert any(isinstance(e, tur.TurretTileGrabbed) and e.space == 1 for e in scene.session.game.log[-1].events)
    scene.session.close()


def test_the_turret_board_has_a_heading_and_tooltips(turret_scene):
    """TUR-1: the board "covers the killshot track": a heading says what it is, and its
    tooltip what its tiles are for, as the killshot track's does."""
    scene = turret_scene
    draw(scene)
    heading = turret_board.heading_rect().move(scene.top_bar.rect.topleft)
    tip = scene.top_bar.tooltip(heading.center, scene.view)
    assert " ".join(tip.split()).startswith("The turret board covers the killshot track")
    assert "replaced at the end of the turn" in " ".join(tip.split())
    assert heading.bottom <= turret_board.space_rect(0).move(scene.top_bar.rect.topleft).top
    assert turret_board.space_rect(0).bottom <= layout.TOP_BAR.height


def test_turret_damage_is_fired_from_the_turret_entered_and_logged(turret_scene):
    """TUR-6: "the owner deals that figure 1 damage" as it enters: the shot starts at
    the turret on the square entered (Banshee's on r2c1 for the run to r2c2), right
    after the step onto it, with the turret's words, and the log says "Banshee's turret
    hits Violet"."""
    scene = turret_scene
    play_in_scene(scene, TURRET_GRAB + (TURRET_COMMANDEER, "action run"))
    scene.choose(scene.session.decision.find("move r2c2"))
    scene.animator.update(0.0)  # the events taken: the walk's steps, the turret's shot between
    a = scene.animator
    queued = [x for x in [a.current, *a.queue] if isinstance(x.event, (ev.FigureMoved, ev.Damaged))]
    shots = [k for k, x in enumerate(queued) if isinstance(x.event, ev.Damaged)]
    assert [queued[k].data.get("origin") for k in shots] == [
        turret_board.art.tile_rect(parse_square("r2c1")).center]
    assert queued[shots[0] - 1].event.path[queued[shots[0] - 1].data["step"] + 1] == parse_square("r2c1")
    for _ in range(400):
        if scene.view.decision is not None and not scene.animator.busy:
            break
        scene.update(0.02)
    assert any(line.startswith("Violet moves to") and "Banshee's turret hits Violet" in line
               for line in scene.log.lines)


def test_a_move_whose_only_way_enters_another_turret_says_so_before_the_click(turret_scene):
    """TUR-6: "each time a figure enters a square whose turret someone else owns, the
    owner deals that figure 1 damage": where a move has one way only (no route chips),
    the square's mark shows the damage in a red disc and its tooltip says whose turret,
    before the click; a square whose way enters none says nothing of it."""
    from adrenaline.ui.contrast import contrast
    from adrenaline.ui.game import move_marks

    scene = turret_scene
    for _ in range(200):  # Violet's first question, her lesson card closed
        if scene.session.needs_handoff():
            scene.session.hand_over()
        scene.update(0.05)
        close_lessons(scene)
        if scene.view.decision is not None and scene.app.top is scene:
            break
    r1c1, r0c0 = parse_square("r1c1"), parse_square("r0c0")
    assert scene.view.routes_at(r1c1) == ()  # one way: no chips to say it
    assert scene.view.toll(r1c1).cost == 1 and scene.view.toll(r0c0) is None
    tip = scene.board.tooltip(layout.square_rect(r1c1).center, scene.view)
    assert tip.endswith("\nDozer's turret: 1 damage")
    assert "turret" not in scene.board.tooltip(layout.square_rect(r0c0).center, scene.view)
    surface = draw(scene)
    disc = move_marks.toll_rect(scene.view, r1c1)
    red = sum(1 for x in range(disc.left, disc.right) for y in range(disc.top, disc.bottom)
              if surface.get_at((x, y))[:3] == move_marks.DAMAGE_DISC)
    assert red > 200
    assert contrast((255, 255, 255), move_marks.DAMAGE_DISC) >= 4.5  # its white figure reads
    # a square asked for the move itself (after "run"): its tooltip says it too
    play_in_scene(scene, ("action run",))
    assert r1c1 in scene.view.squares
    assert "Dozer's turret: 1 damage" in scene.board.tooltip(layout.square_rect(r1c1).center, scene.view)


def test_the_turret_lesson_comes_when_a_turret_is_first_in_reach(instant_app):
    """The lesson on grabbing on a turret comes with the first question in which a grab
    on a turret square is in reach - before that grab, not after it - and speaks of
    play ("take any one of the face-up tiles"), not of setting up the box."""
    session = scenario_session(str(TURRET))
    scene = GameScene(instant_app, session)
    instant_app.push(scene)
    made = len(session.game.log)
    for _ in range(200):
        if session.needs_handoff():
            session.hand_over()
        scene.update(0.05)
        if isinstance(instant_app.top, LessonCard):
            break
    card = instant_app.top
    assert isinstance(card, LessonCard) and card.lesson.trigger == "turret_tile"
    assert len(session.game.log) == made  # nothing chosen yet: Violet's first question
    text = " ".join(card.lesson.text.split())
    assert "take any one of the face-up tiles on the turret board" in text
    assert "Setup" not in text and "skull box" not in text
    session.close()
    # a game loaded past its first grab on a turret does not tell it
    from adrenaline.core import scenario
    from adrenaline.ui.game.mode_lessons import RuleLessons
    from adrenaline.ui.modes import mode_lessons

    game = scenario.play_file(str(TURRET), choices=True)
    assert "turret_tile" in RuleLessons(mode_lessons(game), game).told


def test_each_lesson_shows_once(instant_app):
    """A lesson card the first time a rule happens: the commandeering's card, and no second."""
    session = scenario_session(str(TURRET))
    scene = GameScene(instant_app, session)
    instant_app.push(scene)
    told = []

    def cards() -> None:
        for _ in range(200):
            if isinstance(instant_app.top, LessonCard):
                told.append(instant_app.top.lesson.trigger)
                instant_app.pop()
            else:
                scene.update(0.05)

    play_in_scene(scene, TURRET_GRAB + (TURRET_COMMANDEER,), lessons_closed=False)
    cards()
    assert {"turret_damage", "turret_tile", "commandeer"} <= set(told)
    # the run through Banshee's turret: turret damage again, and no second card
    play_in_scene(scene, ("action run", "move r2c2"), lessons_closed=False)
    cards()
    assert told.count("turret_damage") == 1 and len(told) == len(set(told))
    session.close()


def test_f1_shows_the_turret_pages_first_in_a_turret_game():
    titles = [t for t, _ in sections()]
    own, others = topics_for("turret")
    own_titles = [titles[i] for i in own]
    for page in ("Turret mode", "Grabbing on a turret", "Turret damage", "The end of Turret mode"):
        assert page in own_titles
        assert page in [titles[i] for i in topics_for("domination")[1]]


def test_the_end_screen_lists_the_turret_points(instant_app):
    """TUR-13: "most turrets pay 8, 6, 4, 2, 1": the turrets' points in a column of their
    own, adding up to each player's points."""
    game = _finished_game(seed=2, mode="turret")
    screen = end_screen.EndScreen(instant_app, types.SimpleNamespace(game=game))
    assert "Turrets" in [title for title, _w in screen.columns]
    assert all(title != "Killshot track" for title, _w in screen.columns)
    assert sum(e.shares[0][1] for entry in game.log for e in entry.events
               if isinstance(e, tur.TurretsScored)) > 0
    for r in screen.reports:
        assert r.breakdown_total == r.points


def test_the_hand_off_cover_says_a_turret_killed_you():
    """The damage's source says what did it: "Dozer's turret killed you", not Dozer."""
    game = _finished_game(seed=2, mode="turret")
    for k, entry in enumerate(game.log):
        for e in entry.events:
            if isinstance(e, tur.SkullTaken):
                last = [x for x in entry.events if isinstance(x, ev.Damaged) and x.target == e.victim]
                if last and last[-1].source == "turret":
                    class Partial:
                        log = game.log[:k + 1]
                        state = game.state
                        mode = game.mode
                    decision = types.SimpleNamespace(decider=e.victim, kind="spawn", prompt=None)
                    state = types.SimpleNamespace(current=(e.victim + 1) % len(game.state.players),
                                                  players=game.state.players)
                    Partial.state = state
                    assert "turret killed you" in handoff_reason(Partial, decision)
                    return
    pytest.skip("no death by a turret in this game")


def test_the_plots_say_how_much_damage_the_turrets_dealt():
    """The damage matrix's tooltips: the part of a player's damage their turrets dealt."""
    from adrenaline.play.stats import game_stats
    from adrenaline.ui.plots.damage_matrix import cell_tip, total_tip

    game = _finished_game(seed=2, mode="turret")
    stats = game_stats(game)
    turrets = stats.damage_by_source["turret"]
    shooter, target = max(((a, b) for a in stats.seats for b in stats.seats), key=lambda ab: turrets[ab[0]][ab[1]])
    n = turrets[shooter][target]
    assert n > 0
    assert f"including {n} from turrets" in cell_tip(stats, shooter, target)
    dealt = sum(turrets[shooter])
    assert f"including {dealt} from turrets" in total_tip(stats, shooter, dealt=True)
