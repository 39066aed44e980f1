"""Every screen a player meets, put on an App one after the other (for the tests that
look at all of them: text that fits, readable sizes, screenshots).

``every_screen(app)`` yields a name once the screen is on top and ready to draw: the
main menu, new game, settings, load game, past games (empty, then with games of three to
five players of both modes, and its delete question), the game screen mid-game (damage, marks,
cards) with its hand-off cover and a confirm over it, a Domination game mid-way (its
board in the top bar, spawnpoints as targets, a lesson card, the track question), a Turret
game mid-way (which tile?, the turret board's and a turret's tooltips, a lesson card), the
tutorial's pages, its lesson cards and first guided steps, every F1 rules page and its keys page, the end screens of a
Deathmatch, a Domination and a Turret game, each with its Plots page, and the replay viewer (its tooltips,
the Play on seats, its plots page with a tooltip, and a game not finished with its plots).
After New game: Host a game and its waiting room (a hosted game standing still).
"""

from __future__ import annotations

import os
import time
import types
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from adrenaline.bots import make_bot
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.modes import MODES
from adrenaline.ui import layout
from adrenaline.core import savefile
from adrenaline.play.session import Seat, Session
from adrenaline.saves import library
from adrenaline.ui.screens import (
    end_screen, hand_off, in_game_menu, load_game, main_menu, new_game, notices, past_games,
    settings_menu,
)
from adrenaline.ui.game.turret_arena import turret_plate
from adrenaline.ui.probe import item_id, widget_id
from adrenaline.words import ngettext

MIDGAME = Path(__file__).resolve().parent.parent / "e2e" / "midgame.toml"
DOMINATION = Path(__file__).resolve().parent.parent.parent / "docs" / "examples" / "domination_overkill.toml"
# the example's choices up to each question shown: a shot's targets, then "which track?"
DOMINATION_TARGETS = ("action shoot", "weapon Lock Rifle")
TURRET = Path(__file__).resolve().parent.parent.parent / "docs" / "examples" / "turret_commandeer.toml"
# the example's choices: to the grab on Dozer's turret ("which tile?"), the tile taken
# commandeering it, then the run through Banshee's turret
TURRET_GRAB = ("action grab", "move r1c1")
TURRET_COMMANDEER = "grab tile 1 commandeer blue"
DOMINATION_TRACK = ("target blue spawnpoint", "done", "action shoot", "weapon Machine Gun",
                    "target Banshee", "skip", "done", "done")


def _click(app, label: str) -> None:
    """Click the button with these English words: its label, or its probe id (the same
    in any language)."""
    wanted = widget_id(f"button:{label}")
    for item in app.top.clickables():
        _, name, rect = item
        if name == label or item_id(item) == wanted:
            app.top.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                    pos=pygame.Rect(rect).center))
            return
    raise AssertionError(f"nothing called {label!r} on {type(app.top).__name__}")


def bot_game(stop, seed: int = 3, mode: str = "deathmatch"):
    """A 3-player game with the bot, Anna (seat 0) the person: played by computer choices
    (the bot action whenever offered) up to the first decision of Anna's that ``stop``
    accepts (``stop(game, decision)``)."""
    import random

    from adrenaline.bots import make_bot
    from adrenaline.core.view import player_view
    from adrenaline.play.session import Seat, Session

    seats = [Seat("Anna", "Violet"), Seat("Dozer", "Dozer", True), Seat("Banshee", "Banshee", True)]
    session = Session.new(seats, "B", 5 if mode == "deathmatch" else 8, mode == "deathmatch", seed,
                          mode=mode, neutral=True)
    game = session.game
    bots = [make_bot("random", seed=i) for i in range(3)]
    rng = random.Random(seed)
    while (d := game.legal()) is not None and not (d.decider == 0 and stop(game, d)):
        steer = [o for o in d.options if getattr(o, "action", "") == "bot"]
        choice = steer[0] if steer and rng.random() < 0.7 else \
            bots[d.decider].choose(player_view(game, d.decider), d)
        game.submit(d.decider, choice)
    assert d is not None, "the game ended before the wanted decision"
    return session


def hosting_at_rest():
    """What the waiting room reads of a hosted game (:class:`adrenaline.net.hosting.Hosting`),
    standing still: a seat here, a player joined in Polish, a seat waiting, a computer."""
    seat = {"connected": True, "language": "", "away": None, "standing_in": False}
    state = {"code": "K7M2Q9X4", "port": 7437, "here": [0], "filled": False, "started": False, "choices": 0,
             "over": False, "result": None, "limit": 60.0, "file": None, "error": None, "running": True,
             "seats": [{**seat, "kind": "remote", "name": "Anna", "taken": True, "character": "Violet"},
                       {**seat, "kind": "remote", "name": "Eve", "taken": True, "character": "Banshee",
                        "language": "pl"},
                       {**seat, "kind": "remote", "name": "", "taken": False, "connected": False,
                        "character": "Dozer"},
                       {**seat, "kind": "normal", "name": "Sprog", "taken": True, "connected": False,
                        "character": "Sprog"}]}
    return types.SimpleNamespace(snapshot=lambda: state, actual_port=7437, clients={}, refresh=lambda: None,
                                 give=lambda *a: None, begin=lambda: None, stop=lambda: None)


def _finished_game(seed: int = 5, mode: str = "deathmatch", players: int = 4, bot: bool = False) -> Game:
    fixed = MODES[mode].fixed_skulls  # Domination's 8 skulls and final frenzy
    skulls, sudden_death = (5, True) if fixed is None else (fixed, False)
    game = Game.new(default_setup(players, "C", skulls, sudden_death, seed=seed, mode=mode, neutral=bot))
    bots = [make_bot("random", seed=i) for i in range(players)]
    while not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    return game


# past games: (mode, arena, seats as (name, character, computer)), each played to its end
PAST_GAMES = (
    ("domination", "D", (("Alice", "Banshee", False), ("Bob", "Sprog", True), ("Carol", "Violet", True),
                         ("Dave", "Dozer", True), ("Eve", ":D-struct-OR", False))),
    ("deathmatch", "A", (("Dozer", "Dozer", True), ("Banshee", "Banshee", True), ("Anna", "Violet", False))),
    ("deathmatch", "C", (("Alice", "Banshee", False), ("Bob", "Dozer", False), ("Carol", "Sprog", False),
                         ("Dave", ":D-struct-OR", True))),
    ("domination", "B", (("Anna", "Violet", False), ("Sprog", "Sprog", True), ("Dozer", "Dozer", True))),
    ("deathmatch", "D", (("Eve", "Sprog", False), ("Bob", "Banshee", True), ("Carol", "Dozer", True),
                         ("Dave", "Violet", True), ("Alice", ":D-struct-OR", True))),
    ("deathmatch", "B", (("Alice", "Violet", False), ("Bob", "Banshee", True), ("Carol", "Dozer", True))),
)
_PAST_GAME_FILES: list[bytes] = []  # made once, written wherever asked


def past_game(mode: str, arena: str, seats, seed: int) -> Session:
    """A game of these seats played to its end by random choices (not kept anywhere)."""
    fixed = MODES[mode].fixed_skulls
    skulls, sudden_death = (5, True) if fixed is None else (fixed, False)
    session = Session.new([Seat(n, c, computer) for n, c, computer in seats], arena, skulls,
                          sudden_death, seed=seed, mode=mode)
    game = session.game
    bots = [make_bot("random", seed=seed + i) for i in range(len(seats))]
    while not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    return session


def keep_past_games(folder: Path, count: int = len(PAST_GAMES)) -> list[Path]:
    """``count`` finished games in ``folder``, newest first (a day apart, the first
    played an hour ago)."""
    if not _PAST_GAME_FILES:
        for seed, (mode, arena, seats) in enumerate(PAST_GAMES):
            session = past_game(mode, arena, seats, seed)
            _PAST_GAME_FILES.append(savefile.dumps(session.game).encode("utf-8"))
            session.close()
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    now = time.time()
    for k in range(count):
        path = folder / f"past-{k:02d}.jsonl"
        path.write_bytes(_PAST_GAME_FILES[k % len(_PAST_GAME_FILES)])
        when = now - 3600 - k * 86400
        os.utime(path, (when, when))
        paths.append(path)
    library.forget_listing()
    return paths


def close_lessons(scene) -> None:
    """Close the lesson cards the game screen put over itself ("Got it")."""
    while type(scene.app.top).__name__ == "LessonCard" and scene.app.top is not scene:
        scene.app.top.back()


def skip_tagback_questions(session, text: str) -> None:
    """Hot seat: everyone a shot damaged who could see the shooter is asked the Tagback
    Grenade question (grenade or not) before the game goes on: each asked before the
    option ``text`` comes answers Skip."""
    for _ in range(10):
        d = session.decision
        if d is None or d.kind != "tagback" or d.find(text) is not None:
            return
        if session.needs_handoff():
            session.hand_over()
        session.choose(d.find("skip"))


def choose_text(session, text: str):
    """Choose the option ``text`` (Tagback Grenade questions asked first: Skip)."""
    skip_tagback_questions(session, text)
    option = session.decision.find(text)
    assert option is not None, (text, session.decision.texts())
    return session.choose(option)


def play_in_scene(scene, texts, lessons_closed: bool = True) -> None:
    """Choose these options (by text) on a game screen, each once the screen offers a
    decision (hand-offs passed, animations over); the lesson cards that come up are
    closed (``lessons_closed``) or left over the game."""
    session = scene.session
    for text in texts:
        if lessons_closed:
            close_lessons(scene)
        for _ in range(2000):
            if session.needs_handoff():
                session.hand_over()
            if session.turn_over is not None:
                scene.pass_on()
            scene.update(0.05)
            if scene.view.decision is not None:
                d = scene.view.decision
                if d.kind == "tagback" and d.find(text) is None:  # hot seat: every witness
                    scene.choose(d.find("skip"))
                    continue
                break
        option = session.decision.find(text)
        assert option is not None, (text, [o.text for o in session.decision.options])
        scene.choose(option)
    for _ in range(2000):
        scene.update(0.05)
        if scene.view.decision is not None:
            break
    if lessons_closed:
        close_lessons(scene)
    scene.view.refresh()


def settle(app, seconds: float = 20.0):
    """Frames until a person must act (a step, a lesson card) or the game ends; the
    computer players think in a thread, so this waits in real time. At the end of the
    learner's turn ("your turn is over") it presses Enter, as the learner would."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.top.update(0.05)
        time.sleep(0.001)
        if type(app.top).__name__ != "TutorialScene":
            return app.top
        if app.top.waiting_to_pass_on() and app.top.turn_over_age >= app.top.PASS_ON_GRACE:
            app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                    unicode=""))
        if app.top.step is not None or app.top.session.is_over or not app.top.coach.guided:
            return app.top
    return app.top


def every_screen(app, guided_steps: int = 3) -> Iterator[str]:
    from adrenaline.tutorial import load_script
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.screens.rules import RulesScreen, sections
    from adrenaline.ui.testing import scenario_session
    from adrenaline.ui.screens.tutorial import TutorialIntro

    app.reset(main_menu.MainMenu(app))
    yield "main menu"
    for item in app.top.clickables():
        _, label, rect = item
        if item_id(item) == "button:tutorial":
            app.top.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pygame.Rect(rect).center,
                                                    rel=(0, 0), buttons=(0, 0, 0)))
            yield "main menu, a button's tooltip"
    app.push(new_game.NewGame(app))
    yield "new game"
    app.pop()
    from adrenaline.ui.screens.host_game import HostGame
    from adrenaline.ui.screens.waiting_room import WaitingRoom

    app.push(HostGame(app))
    yield "host a game"
    app.pop()
    app.push(WaitingRoom(app, hosting_at_rest()))
    yield "waiting room, a player joined"
    app.pop()
    app.push(settings_menu.SettingsMenu(app))
    yield "settings"
    app.pop()
    app.push(load_game.LoadGame(app))
    yield "load game"
    app.pop()
    app.push(past_games.PastGames(app))
    yield "past games, none yet"
    assert os.environ.get("XDG_DATA_HOME"), "past games are made in a private data folder only"
    kept = keep_past_games(library.games_folder())
    yield "past games"
    _click(app, "Delete 1")
    yield "past games, delete asked"
    app.pop()
    app.top.turn_page(1)
    yield "past games, the older page"
    app.pop()
    for path in kept:
        path.unlink()
    library.forget_listing()

    session = scenario_session(str(MIDGAME))
    try:
        scene = GameScene(app, session)
        app.push(scene)
        yield "game, mid-game"
        app.push(notices.Confirm(app, ngettext("You still have {n} action. End your turn?",
                                             "You still have {n} actions. End your turn?", 1).format(n=1),
                               lambda: None,
                               default="no"))
        yield "game, a confirm"
        app.pop()
        app.push(in_game_menu.InGameMenu(app, scene))
        yield "game, in-game menu"
        app.pop()
        cover = hand_off.HandOff(app, session)
        app.push(cover)
        yield "game, hand-off cover"
        cover.age = cover.grace
        cover.build()
        _click(app, "I'm ready")
        yield "game, the person's choice"
        seats = len(session.game.state.players)
        for what, rect in (("a weapon in the hand", scene.hand.slots[0][0]),
                           ("a powerup in the hand", scene.hand.slots[-1][0]),
                           ("a player's board", layout.player_rect(seats - 1, seats)),
                           ("an option button", scene.prompt.buttons[0].rect)):
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center,
                                                  rel=(0, 0), buttons=(0, 0, 0)))
            yield f"game, the tooltip of {what}"
        app.pop()
    finally:
        session.close()

    session = scenario_session(str(DOMINATION))
    try:
        scene = GameScene(app, session)
        app.push(scene)
        play_in_scene(scene, DOMINATION_TARGETS)
        for what, pos in (("the domination board", (scene.top_bar.rect.x + 100, scene.top_bar.rect.y + 28)),
                          ("a spawnpoint as a target", scene.board.spawnpoint_centre("blue"))):
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                  buttons=(0, 0, 0)))
            yield f"game (Domination), the tooltip of {what}"
        play_in_scene(scene, DOMINATION_TRACK[:2], lessons_closed=False)  # the tag
        assert type(app.top).__name__ == "LessonCard", type(app.top).__name__
        yield "game (Domination), a lesson card"
        _click(app, "Got it")
        play_in_scene(scene, DOMINATION_TRACK[2:])
        yield "game (Domination), which track?"
        app.pop()
    finally:
        session.close()

    session = scenario_session(str(TURRET))
    try:
        scene = GameScene(app, session)
        app.push(scene)
        play_in_scene(scene, TURRET_GRAB)
        yield "game (Turret mode), which tile?"
        g = session.game.state
        for what, pos in (("the turret board", (scene.top_bar.rect.x + 60, scene.top_bar.rect.y + 28)),
                          ("a turret on the arena", turret_plate(g.players[0].square).center)):
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                  buttons=(0, 0, 0)))
            yield f"game (Turret mode), the tooltip of {what}"
        play_in_scene(scene, (TURRET_COMMANDEER,), lessons_closed=False)
        assert type(app.top).__name__ == "LessonCard", type(app.top).__name__
        yield "game (Turret mode), a lesson card"
        _click(app, "Got it")
        play_in_scene(scene, ("action run",))
        yield "game (Turret mode), midway"
        app.pop()
    finally:
        session.close()

    # the rulebook's bot: its action among the actions, its lesson, its targets
    session = bot_game(lambda g, d: d.kind == "action" and any(
        getattr(o, "action", "") == "bot" for o in d.options))
    try:
        scene = GameScene(app, session)
        app.push(scene)
        play_in_scene(scene, ())  # to the person's decision
        yield "game with the bot, the bot action"
        scene.lessons.told.discard("bot_action")  # the bot actions played before the screen opened
        play_in_scene(scene, ["action bot"], lessons_closed=False)
        assert type(app.top).__name__ == "LessonCard", type(app.top).__name__  # the bot's lesson
        yield "game with the bot, a lesson card"
        _click(app, "Got it")
        play_in_scene(scene, ["skip"])
        yield "game with the bot, its targets"
        app.pop()
    finally:
        session.close()

    for topic, (title, _) in enumerate(sections()):
        app.push(RulesScreen(app, topic))
        yield f"rules: {title}"
        app.pop()
    app.push(RulesScreen(app))
    app.top.show_keys()
    yield "rules: keys"
    app.pop()

    app.push(end_screen.EndScreen(app, types.SimpleNamespace(game=_finished_game())))
    yield "end screen"
    _click(app, "Plots")
    yield "end screen, plots"
    app.pop()
    app.push(end_screen.EndScreen(app, types.SimpleNamespace(game=_finished_game(players=3, bot=True))))
    yield "end screen with the bot"
    app.pop()
    app.push(end_screen.EndScreen(app, types.SimpleNamespace(game=_finished_game(seed=1, mode="domination"))))
    yield "end screen (Domination)"
    _click(app, "Plots")
    yield "end screen (Domination), plots"
    app.pop()
    app.push(end_screen.EndScreen(app, types.SimpleNamespace(game=_finished_game(seed=2, mode="turret"))))
    yield "end screen (Turret mode)"
    _click(app, "Plots")
    yield "end screen (Turret mode), plots"
    app.pop()

    from adrenaline.play.replay import Replay
    from adrenaline.ui.plots.damage_matrix import cell_tip
    from adrenaline.ui.screens.play_on_seats import PlayOnSeats
    from adrenaline.ui.screens.replay import ReplayScreen

    replay = Replay(_finished_game())
    viewer = ReplayScreen(app, replay)
    app.push(viewer)
    kill = next(m for m in replay.markers if m.kind in ("kill", "overkill"))
    viewer.jump(kill.position)
    yield "replay, mid-game"
    viewer.controls.layout_controls(viewer)
    for what, pos in (("a kill on the timeline", (viewer.controls.x_of(replay, kill.position),
                                                  viewer.controls.timeline.centery)),
                      ("the Play on button", next(c.rect.center for c in viewer.controls.controls
                                                    if c.name == "play_on")),
                      ("whose cards", viewer.whose_hand_rect().center)):
        viewer.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        yield f"replay, the tooltip of {what}"
    app.push(PlayOnSeats(app, replay, viewer.position))
    yield "replay, play on: the seats"
    app.pop()
    viewer.toggle_plots()
    yield "replay, plots"
    app.draw()  # where the plots' tooltips are
    stats = viewer.plots().stats
    cells = {cell_tip(stats, a, b) for a in stats.seats for b in stats.seats}
    cell = next(box for box, tip in viewer.plots().regions if tip() in cells)
    for what, pos in (("a damage cell", cell.center),
                      ("the Plots button", next(c.rect.center for c in viewer.controls.controls
                                                if c.name == "plots"))):
        viewer.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        yield f"replay, plots, the tooltip of {what}"
    app.pop()
    unfinished = Replay(Game.replay(replay.setup, replay.entries[:replay.last * 2 // 3]))
    viewer = ReplayScreen(app, unfinished)
    app.push(viewer)
    viewer.jump(unfinished.last)
    viewer.toggle_plots()
    yield "replay of a game not finished, plots"
    app.pop()

    script = load_script()
    intro = TutorialIntro(app, script)
    app.push(intro)
    for page in range(len(script.intro)):
        yield f"tutorial page {page + 1}"
        _click(app, "Start playing" if intro.last else "Next")
    steps = 0
    lessons = 0
    while steps < guided_steps:
        top = settle(app)
        if type(top).__name__ == "LessonCard":
            lessons += 1
            yield f"tutorial lesson card {lessons}"
            _click(app, "Got it")
            continue
        if top.step is None:
            break
        steps += 1
        yield f"tutorial guided step {steps}"
        target = top.target_rect(top.step.expect)
        top.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=target.center))
    top = app.top
    if hasattr(top, "session"):
        top.session.close()
    app.reset(main_menu.MainMenu(app))


def scenario_scene(app, spec: dict, persons=(0,), settle: bool = True):
    """The game screen over a scenario position (``spec`` as a scenario file's, see
    docs/scenarios.md), pushed on ``app``: the seats in ``persons`` are people, the others
    computer players; with ``settle``, one short update (the setup's events shown)."""
    from adrenaline.core import scenario
    from adrenaline.play.session import Seat, Session
    from adrenaline.ui.game.game_scene import GameScene

    game = scenario.play(spec)
    seats = [Seat(p.name, p.character, computer=i not in persons)
             for i, p in enumerate(game.state.players)]
    scene = GameScene(app, Session(game, seats))
    app.push(scene)
    if settle:
        scene.update(0.1)
    return scene
