"""The replay viewer (adrenaline/ui/screens/replay.py), driven as a person drives it:
its buttons, keys and timeline move the position shown; Watch again on the end screen
and ``adrenaline replay FILE --window`` open it; a file that cannot be read is refused
in a sentence; Play on from here starts a new game in its own file."""

from __future__ import annotations

import hashlib
import os
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.core import savefile
from adrenaline.core.engine import Game

from ..rules import random_game
from adrenaline.play.replay import Replay
from adrenaline.saves import library




@pytest.fixture(scope="module")
def finished() -> Game:
    return random_game(4)


@pytest.fixture
def kept(tmp_path, finished):
    return savefile.save(finished, tmp_path / "kept.jsonl")


@pytest.fixture
def viewer(instant_app, kept):
    from adrenaline.ui.screens.main_menu import MainMenu

    instant_app.push(MainMenu(instant_app))
    assert instant_app.watch_replay(kept)
    return instant_app.top


def by_id(screen, wanted: str):
    for item in screen.clickables():
        if item.id == wanted:
            return item
    raise AssertionError(f"no {wanted} on {type(screen).__name__}: {[i.id for i in screen.clickables()]}")


def click(screen, wanted: str, at=None) -> None:
    rect = pygame.Rect(by_id(screen, wanted)[2])
    pos = at(rect) if at else rect.center
    screen.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    screen.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    screen.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def key(screen, k: int, mod: int = 0) -> None:
    screen.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def test_the_viewer_opens_at_the_start_of_the_game_and_draws(viewer, finished):
    from adrenaline.ui.screens.replay import ReplayScreen

    assert isinstance(viewer, ReplayScreen)
    assert viewer.position == 0 and viewer.replay.last == len(finished.log) - 1
    viewer.app.draw()


def test_the_buttons_step_a_choice_a_turn_and_to_either_end(viewer):
    replay = viewer.replay
    click(viewer, "button:replay_step")
    assert viewer.position == 1
    click(viewer, "button:replay_step_back")
    assert viewer.position == 0
    click(viewer, "button:replay_turn")
    assert viewer.position == replay.next_turn(0)
    at = viewer.position
    click(viewer, "button:replay_turn")
    click(viewer, "button:replay_turn_back")
    assert viewer.position == at
    click(viewer, "button:replay_end")
    assert viewer.position == replay.last
    assert viewer.table.game.state.game_over
    click(viewer, "button:replay_start")
    assert viewer.position == replay.first


def test_the_keys_move_the_position_as_the_buttons_do(viewer):
    replay = viewer.replay
    key(viewer, pygame.K_RIGHT)
    key(viewer, pygame.K_RIGHT)
    assert viewer.position == 2
    key(viewer, pygame.K_LEFT)
    assert viewer.position == 1
    key(viewer, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert viewer.position == replay.next_turn(1)
    key(viewer, pygame.K_PAGEDOWN)
    assert viewer.position == replay.next_turn(replay.next_turn(1))
    key(viewer, pygame.K_PAGEUP)
    key(viewer, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert viewer.position == replay.previous_turn(replay.next_turn(1))
    key(viewer, pygame.K_END)
    assert viewer.position == replay.last
    key(viewer, pygame.K_HOME)
    assert viewer.position == replay.first


def test_stepping_forward_plays_the_choice_out_and_jumping_shows_it_at_once(viewer):
    viewer.app.settings.animation_speed = "normal"
    target = next(i for i, entry in enumerate(viewer.replay.entries)
                  if any(type(e).__name__ == "FigureMoved" for e in entry.events))
    viewer.jump(target - 1)
    key(viewer, pygame.K_RIGHT)
    viewer.update(0.01)
    assert viewer.animator.busy  # the figure slides as in play
    key(viewer, pygame.K_LEFT)
    assert not viewer.animator.busy and viewer.position == target - 1


def test_space_plays_the_game_on_by_itself_and_pauses(viewer):
    key(viewer, pygame.K_SPACE)
    assert viewer.playing
    for _ in range(20):
        viewer.app.step(0.05)
    assert viewer.position > 3
    key(viewer, pygame.K_SPACE)
    at = viewer.position
    for _ in range(10):
        viewer.app.step(0.05)
    assert not viewer.playing and viewer.position == at


def test_the_speed_button_and_keys_change_the_speed(viewer):
    assert viewer.speed == 1.0
    click(viewer, "button:replay_speed")
    assert viewer.speed == 2.0
    key(viewer, pygame.K_MINUS)
    key(viewer, pygame.K_MINUS)
    assert viewer.speed == 0.5
    key(viewer, pygame.K_PLUS)
    assert viewer.speed == 1.0


def test_a_click_on_the_timeline_jumps_there_and_a_drag_follows_the_mouse(viewer):
    replay = viewer.replay
    click(viewer, "timeline", at=lambda r: (r.x + r.width // 2, r.centery))
    middle = viewer.position
    assert abs(middle - (replay.first + replay.last) / 2) <= 2
    rect = pygame.Rect(by_id(viewer, "timeline")[2])
    viewer.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(rect.x + 2, rect.centery)))
    viewer.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.right - 1, rect.centery),
                                           rel=(0, 0), buttons=(1, 0, 0)))
    assert viewer.position == replay.last
    viewer.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(rect.right - 1, rect.centery)))
    viewer.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.x, rect.centery),
                                           rel=(0, 0), buttons=(0, 0, 0)))
    assert viewer.position == replay.last  # the drag ended with the button


def test_a_marker_on_the_timeline_says_what_happened_there(viewer):
    kill = next(m for m in viewer.replay.markers if m.kind in ("kill", "overkill"))
    x = viewer.controls.x_of(viewer.replay, kill.position)
    tip = viewer.tooltip_at((x, viewer.controls.timeline.centery))
    killer = viewer.table.game.state.players[kill.who].name
    victim = viewer.table.game.state.players[kill.victim].name
    assert tip is not None and killer in tip and victim in tip


def test_the_log_tells_the_game_up_to_the_position_shown(viewer):
    from adrenaline.words.log import describe

    replay = viewer.replay
    viewer.jump(replay.turn_starts[3])
    rows = [text for text, _ in viewer.log.rows(viewer.view)]
    told = "".join(rows)
    last = describe(replay.game, replay.entries[viewer.position])[-1]
    after = describe(replay.game, replay.entries[replay.next_turn(viewer.position) + 1])
    assert last.split()[0] in told
    assert viewer.log.lines[-1] == last
    assert not any(line in viewer.log.lines for line in after if line.startswith("--"))


def test_a_finished_game_shows_hands_an_unfinished_one_none(instant_app, tmp_path):
    from adrenaline.ui.screens.replay import ReplayScreen

    done = ReplayScreen(instant_app, Replay(random_game(4)))
    done.jump(done.replay.turn_starts[5])
    assert done.view.hand_seat == done.replay.decider_after(done.position)
    going = ReplayScreen(instant_app, Replay(random_game(5, stop_after=120)))
    going.jump(60)
    assert going.view.hand_seat is None
    instant_app.push(going)
    instant_app.draw()
    assert [f["points"] for f in going.players.drawn.values()] == ["?"] * 4
    instant_app.push(done)
    instant_app.draw()
    state = done.table.game.state
    assert [f["points"] for f in done.players.drawn.values()] == [str(p.points) for p in state.players]


def test_a_file_that_cannot_be_read_is_refused_in_a_sentence_and_left_alone(instant_app, tmp_path):
    from adrenaline.ui.screens.main_menu import MainMenu

    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b'{"format": "adrenaline-save"\n')
    before = bad.read_bytes()
    menu = MainMenu(instant_app)
    instant_app.push(menu)
    assert not instant_app.watch_replay(bad)
    assert instant_app.top is menu and "bad.jsonl" in menu.message
    assert bad.read_bytes() == before
    instant_app.draw()


def test_esc_goes_back_to_the_screen_that_opened_it(viewer):
    from adrenaline.ui.screens.main_menu import MainMenu

    key(viewer, pygame.K_ESCAPE)
    assert isinstance(viewer.app.top, MainMenu)


def test_watch_again_on_the_end_screen_opens_the_game_just_finished(instant_app, finished):
    from adrenaline.ui.screens.end_screen import EndScreen
    from adrenaline.ui.screens.replay import ReplayScreen

    end = EndScreen(instant_app, types.SimpleNamespace(game=finished))
    instant_app.push(end)
    instant_app.draw()
    item = next(i for i in end.clickables() if i.id == "button:watch_again")
    end.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pygame.Rect(item[2]).center))
    assert isinstance(instant_app.top, ReplayScreen)
    assert instant_app.top.replay.entries == finished.log
    instant_app.draw()
    key(instant_app.top, pygame.K_ESCAPE)
    assert instant_app.top is end


def test_play_on_from_here_asks_the_seats_and_starts_a_new_kept_game(viewer, kept):
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.screens.play_on_seats import PlayOnSeats

    digest = hashlib.sha256(kept.read_bytes()).hexdigest()
    viewer.jump(viewer.replay.turn_starts[4])
    position = viewer.position
    click(viewer, "button:replay_play_on")
    seats = viewer.app.top
    assert isinstance(seats, PlayOnSeats)
    seats.app.draw()
    for i in range(1, len(seats.seats)):
        seats.set_player(i, "computer:easy")
    seats.start()
    game_scene = viewer.app.top
    assert isinstance(game_scene, GameScene)
    session = game_scene.session
    assert session.game.log == viewer.replay.entries[:position + 1]
    assert [s.computer for s in session.seats] == [False] + [True] * (len(session.seats) - 1)
    assert session.autosave.parent == library.games_folder() and session.autosave.exists()
    assert hashlib.sha256(kept.read_bytes()).hexdigest() == digest


def test_the_replay_command_opens_the_viewer_with_its_language(monkeypatch, kept):
    from adrenaline import cli

    opened = {}

    def run_window(size, language=None, replay=None, **_):
        opened.update(size=size, language=language, replay=replay)

    monkeypatch.setattr("adrenaline.ui.main.run_window", run_window)
    assert cli.main(["replay", str(kept), "--window", "--language", "fr", "--size", "1024x640"]) == 0
    assert opened == {"size": (1024, 640), "language": "fr", "replay": str(kept)}


def test_run_window_with_a_replay_puts_the_viewer_over_the_main_menu(monkeypatch, tmp_path, kept):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui import main
    from adrenaline.ui.app import App
    from adrenaline.ui.screens.main_menu import MainMenu
    from adrenaline.ui.screens.replay import ReplayScreen

    stacks = []
    monkeypatch.setattr(App, "run", lambda self: (stacks.append([type(s) for s in self.stack]),
                                                  self.quit()))
    main.run_window(replay=kept)
    assert stacks == [[MainMenu, ReplayScreen]]


def test_a_click_on_a_board_shows_that_player_s_cards_in_a_finished_game(viewer):
    from adrenaline.ui import layout

    viewer.jump(viewer.replay.turn_starts[6])
    follows = viewer.view.hand_seat
    other = (follows + 1) % 4
    pos = layout.player_rect(other, 4).center
    viewer.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    assert viewer.view.hand_seat == other
    viewer.app.draw()
    viewer.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    assert viewer.view.hand_seat == follows


def test_a_domination_game_is_watched_with_its_board_and_its_kills_marked(instant_app):
    from adrenaline.ui.game.domination_board import DominationScreen
    from adrenaline.ui.screens.replay import ReplayScreen

    game = random_game(3, skulls=8, mode="domination", stop_after=900)  # Domination is played with 8
    viewer = ReplayScreen(instant_app, Replay(game))
    instant_app.push(viewer)
    assert viewer.mode_screen is DominationScreen
    kill = next(m for m in viewer.replay.markers if m.kind in ("kill", "overkill"))
    viewer.jump(kill.position - 1)
    key(viewer, pygame.K_RIGHT)  # the killshot plays out
    for _ in range(5):
        instant_app.step(0.05)
    assert viewer.position == kill.position
    tracks = viewer.table.game.state.mode_state.tracks
    assert tracks == viewer.replay.state_at(kill.position).mode_state.tracks
    key(viewer, pygame.K_END)
    instant_app.draw()


# -- the plots, as they stood at the position shown -------------------------------------------
def test_the_plots_control_and_p_show_the_plots_over_the_table_and_esc_closes_them_first(viewer):
    from adrenaline.ui.screens.main_menu import MainMenu

    assert not viewer.showing_plots
    tip = by_id(viewer, "button:replay_plots")[1]
    assert "(P)" in tip
    click(viewer, "button:replay_plots")
    assert viewer.showing_plots
    viewer.app.draw()
    key(viewer, pygame.K_p)
    assert not viewer.showing_plots
    key(viewer, pygame.K_p)
    assert viewer.showing_plots
    key(viewer, pygame.K_ESCAPE)  # the plots close first, the viewer stays
    assert not viewer.showing_plots and viewer.app.top is viewer
    key(viewer, pygame.K_ESCAPE)  # then Esc leaves the viewer as before
    assert isinstance(viewer.app.top, MainMenu)


def test_the_plots_page_covers_the_table_and_keeps_the_controls(viewer, monkeypatch):
    from adrenaline.ui import layout
    from adrenaline.ui.kit import text as kit_text

    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    viewer.jump(viewer.replay.last)
    key(viewer, pygame.K_p)
    viewer.app.draw()
    drawn = {entry[0] for entry in probe}
    assert {"Points over the game", "Damage dealt", "Kills and deaths", "Points by source"} <= drawn
    plots = viewer.plots_rect()
    assert not plots.colliderect(viewer.controls.rect) and plots.bottom <= viewer.controls.rect.y
    assert plots.width >= layout.WIDTH - 40  # the whole width: the boards and the log are under it
    seat = viewer.view.hand_seat
    board = layout.player_rect((seat + 1) % 4, 4).center
    viewer.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=board))
    assert viewer.table.pinned is None  # a click on the plots pins no board under them
    click(viewer, "button:replay_step_back")  # the controls still work
    assert viewer.position == viewer.replay.last - 1 and viewer.showing_plots


def test_the_plots_follow_the_position_and_are_folded_once_per_position(viewer, monkeypatch):
    from adrenaline.play import stats as stats_module
    from adrenaline.ui.screens import replay as replay_screen

    folds = []

    def counting(game, upto=None):
        folds.append(upto)
        return stats_module.game_stats(game, upto)

    monkeypatch.setattr(replay_screen, "game_stats", counting)
    replay = viewer.replay
    key(viewer, pygame.K_p)
    for _ in range(3):  # frames at one position: one fold
        viewer.app.draw()
    assert folds == [viewer.position + 1]
    key(viewer, pygame.K_RIGHT)  # stepping
    viewer.app.draw()
    viewer.app.draw()
    assert folds[-1] == viewer.position + 1 == 2 and len(folds) == 2
    click(viewer, "timeline", at=lambda r: (r.x + r.width // 2, r.centery))  # jumping
    viewer.app.draw()
    assert folds[-1] == viewer.position + 1 and len(folds) == 3
    key(viewer, pygame.K_END)
    viewer.app.draw()
    shown = viewer.plots().stats
    assert shown == stats_module.game_stats(replay.game) and shown.over
    key(viewer, pygame.K_HOME)
    before = len(folds)
    viewer.app.settings.computer_pause = 0.2  # a choice every few frames
    key(viewer, pygame.K_SPACE)  # playing: each new position folds once, not each frame
    frames = 40
    for _ in range(frames):
        viewer.app.step(0.05)
    during = folds[before:]
    assert viewer.position > replay.first + 3
    assert len(during) == len(set(during)) <= viewer.position - replay.first + 1 < frames
    assert during[-1] == viewer.position + 1
    assert viewer.plots().stats == stats_module.game_stats(replay.game, viewer.position + 1)


def test_the_plots_are_the_figures_of_the_game_up_to_the_position_shown(viewer):
    from adrenaline.core.events import Damaged, PlayerDied

    replay = viewer.replay
    position = next(m.position for m in replay.markers if m.kind in ("kill", "overkill"))
    viewer.jump(position)
    key(viewer, pygame.K_p)
    viewer.app.draw()
    stats = viewer.plots().stats
    events = [e for entry in replay.entries[:position + 1] for e in entry.events]
    assert sum(map(sum, stats.damage)) == sum(e.amount for e in events if isinstance(e, Damaged))
    assert len(stats.kills) == sum(isinstance(e, PlayerDied) for e in events) > 0
    assert stats.points[-1] == tuple(p.points for p in viewer.table.game.state.players)
    assert stats.turns[-1] == viewer.table.game.state.turn and not stats.over


def test_the_plots_tooltips_show_on_the_page(viewer):
    viewer.jump(viewer.replay.last)
    key(viewer, pygame.K_p)
    viewer.app.draw()
    plots = viewer.plots()
    said = {}
    for box, tip in plots.regions:
        said.setdefault(tip(), box.center)
    stats = plots.stats
    shooter, target = next((s, t) for s in stats.seats for t in stats.seats if stats.damage[s][t])
    cell = next(pos for words, pos in said.items()
                if words.startswith(f"{stats.players[shooter].name} → {stats.players[target].name}:"))
    viewer.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=cell, rel=(0, 0), buttons=(0, 0, 0)))
    assert viewer.tooltip_at(cell).startswith(stats.players[shooter].name)
    viewer.app.draw()
    plots_button = pygame.Rect(by_id(viewer, "button:replay_plots")[2]).center
    assert viewer.tooltip_at(plots_button) == "Back to the table (P or Esc)"


def test_an_unfinished_game_s_plots_leave_its_face_down_points_out(instant_app, monkeypatch):
    """"Point tokens are kept near your board face down": a game not finished shows its
    damage and its kills and deaths, never its points."""
    from adrenaline.ui.kit import text as kit_text
    from adrenaline.ui.screens.replay import ReplayScreen

    going = ReplayScreen(instant_app, Replay(random_game(4, stop_after=500)))
    instant_app.push(going)
    going.jump(going.replay.last)
    key(going, pygame.K_p)
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    instant_app.draw()
    stats = going.plots().stats
    assert not stats.points_shown and stats.points == () and stats.by_source == {}
    assert sum(map(sum, stats.damage)) > 0
    drawn = {entry[0] for entry in probe}
    assert {"Damage dealt", "Kills and deaths"} <= drawn
    assert not drawn & {"Points over the game", "Points by source", "Points"}
    assert any("face down" in words for words in drawn)
    tips = [tip() for _box, tip in going.plots().regions]
    assert tips and not any("point" in t for t in tips)


def test_the_viewer_has_a_back_button_that_leaves_as_esc_does(viewer):
    """A visible way out: "Back" among the controls (translated); the plots close first."""
    from adrenaline.ui.screens.main_menu import MainMenu

    back = by_id(viewer, "button:replay_back")
    assert back[1] == "Back"
    click(viewer, "button:replay_plots")
    assert viewer.showing_plots
    click(viewer, "button:replay_back")
    assert not viewer.showing_plots and viewer.app.top is viewer
    click(viewer, "button:replay_back")
    assert isinstance(viewer.app.top, MainMenu)


def test_the_viewers_buttons_are_of_a_comfortable_size(viewer):
    """At 1280x800 every button at least 44 x 32, none over another."""
    buttons = [pygame.Rect(item[2]) for item in viewer.clickables() if item[0] == "button"]
    assert len(buttons) >= 11
    for k, rect in enumerate(buttons):
        assert rect.width >= 44 and rect.height >= 32, rect
        assert rect.collidelist(buttons[:k]) < 0, rect


def test_whose_cards_the_hand_shows_is_said_beside_the_cards_never_over_them(instant_app):
    """The "Cards of X" words have a place of their own, above the hand: no card, button
    or timeline under them, whatever the hand holds."""
    from adrenaline.ui.screens.replay import ReplayScreen

    done = ReplayScreen(instant_app, Replay(random_game(4)))
    instant_app.push(done)
    shown = 0
    for position in range(done.replay.first, done.replay.last, 7):
        done.jump(position)
        instant_app.draw()
        words = done.whose_hand_rect()
        if words is None or not done.hand.slots:
            continue
        shown += 1
        for rect, _kind, _card in done.hand.slots:
            assert not rect.colliderect(words), (position, rect, words)
        for control in done.controls.controls:
            assert not control.rect.colliderect(words), (control.name, words)
        assert not done.controls.timeline.inflate(0, 14).colliderect(words)
    assert shown > 3
