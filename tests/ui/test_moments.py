"""The big moments (adrenaline.ui.game.moments): first blood, a kill, an overkill with its
revenge mark, a double kill, the final frenzy, the last skull and the winner each get a
sting and a banner, read from the core's events; the banner never hides a person's
decision (over the arena only, gone when options come up, skipped by a click or a key),
is plain under "Reduce motion", and speaks the player's language."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core import events as ev
from adrenaline.core import scenario
from adrenaline.play.session import Seat, Session
from adrenaline.ui import layout
from adrenaline.ui.game import moments as mo
from adrenaline.words.i18n import set_language
from adrenaline.words.log import player_names

VIOLET, BANSHEE, DOZER, SPROG = range(4)


def make_session(track=()) -> Session:
    """Violet (a person) is to choose her Lock Rifle's target; ``track``: the killshot
    track's tokens so far (of 5 skulls)."""
    players = [{"character": "Violet", "square": "r1c1", "weapons": [{"name": "Lock Rifle", "loaded": True}]},
               {"character": "Banshee", "square": "r1c2"}, {"character": "Dozer", "square": "r2c1"},
               {"character": "Sprog", "square": "r0c0"}]
    game = scenario.play({"arena": "C", "seed": 5, "skulls": 5, "current": "Violet", "players": players,
                          "killshot_track": [list(t) for t in track],  # by character
                          "choices": ["action shoot", "weapon Lock Rifle"]})
    seats = [Seat(p.name, p.character, computer=i != 0) for i, p in enumerate(game.state.players)]
    return Session(game, seats)


@pytest.fixture
def scene(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App
    from adrenaline.ui.game.game_scene import GameScene

    app = App()
    made = []

    def make(track=()):
        s = make_session(track)
        made.append(s)
        game = GameScene(app, s)
        app.reset(game)
        game.stings = []
        game.moments.sound = game.stings.append
        play_out(game)  # the events of the set-up
        game.stings.clear()
        game.moments.seen_kinds.clear()
        return game

    yield make
    app.quit()
    set_language("en")
    for s in made:
        s.close()


def play_out(game, shown=None, deciding=False) -> None:
    """Frames of 1/60 s of the animator and the moments until both are done; each
    moment noted (kind, title, lines) as it shows, and no banner of the animator's
    for what a moment says."""
    a, m = game.animator, game.moments
    for _ in range(60 * 30):
        a.update(1 / 60)
        m.update(1 / 60, deciding)
        if shown is not None:
            assert not any(w.endswith("is dead!") or w == "Overkill!" or w.startswith("FINAL FRENZY")
                           for w, _, _ in a.banners), "the moment says it"
            if m.current is not None and (not shown or shown[-1][0] is not m.current):
                shown.append((m.current, m.current.kind, m.current.title, list(m.current.lines)))
        if not a.busy and not m.busy:
            return
    raise AssertionError("the moments never end")


def test_first_blood_a_kill_an_overkill_with_its_revenge_mark_and_a_double_kill(scene):
    game = scene()
    names = player_names(game.session.game)
    game.session.feed.extend([
        ev.PointsScored(VIOLET, 1, "first blood", BANSHEE), ev.PointsScored(VIOLET, 8, "board", BANSHEE),
        ev.KillshotTracked(BANSHEE, (VIOLET,)), ev.PlayerDied(BANSHEE, True),
        ev.PointsScored(VIOLET, 1, "first blood", DOZER),  # the game's second: no moment
        ev.PointsScored(VIOLET, 8, "board", DOZER),
        ev.KillshotTracked(DOZER, (VIOLET, VIOLET)), ev.Marked(DOZER, VIOLET, 1, "revenge"),
        ev.PlayerDied(DOZER, True), ev.PointsScored(VIOLET, 1, "double kill")])
    shown: list = []
    play_out(game, shown)
    assert [kind for _, kind, _, _ in shown] == ["first blood", "kill", "overkill", "double kill"]
    assert game.stings == ["moment:first blood", "moment:kill", "moment:overkill", "moment:double kill"]
    first, kill, overkill, double = shown
    assert first[2] == "First blood!" and names[VIOLET] in first[0].lines[0]
    assert kill[2] == f"{names[BANSHEE]} is dead!"
    assert overkill[2] == "Overkill!"
    assert overkill[0].lines == [f"{names[VIOLET]} overkills {names[DOZER]}",
                                 f"{names[DOZER]} gives {names[VIOLET]} a revenge mark"]
    assert double[2] == "Double kill!"


def test_an_overkill_dealt_by_another_than_the_killer_names_who_dealt_the_12th_damage(scene):
    """'If you deal overkill ... the victim gives you a revenge mark': the event's kill()
    says who dealt it (the bot's shot after a player's killshot, MIX-2)."""
    game = scene()
    names = player_names(game.session.game)
    game.session.feed.extend([ev.KillshotTracked(DOZER, (VIOLET, SPROG)), ev.Marked(DOZER, SPROG, 1, "revenge"),
                              ev.PlayerDied(DOZER, True)])
    shown: list = []
    play_out(game, shown)
    assert [kind for _, kind, _, _ in shown] == ["overkill"]
    assert shown[0][0].lines == [f"{names[SPROG]} overkills {names[DOZER]}",
                                 f"{names[DOZER]} gives {names[SPROG]} a revenge mark"]


def test_the_last_skull_and_the_final_frenzy(scene):
    """Four of five skulls taken: the next kill takes the last one, then the frenzy
    (whose sting is the effects' alarm, with its event)."""
    game = scene(track=[("Banshee",), ("Dozer",), ("Sprog",), ("Dozer",)])
    game.session.feed.extend([ev.KillshotTracked(BANSHEE, (VIOLET,)), ev.PlayerDied(BANSHEE, True),
                              ev.FinalFrenzyStarted((True, True, True, True))])
    shown: list = []
    play_out(game, shown)
    assert [kind for _, kind, _, _ in shown] == ["kill", "last skull", "final frenzy"]
    assert game.stings == ["moment:kill", "moment:last skull"]
    assert shown[-1][2] == "FINAL FRENZY: one more turn each"


def test_a_moment_never_hides_a_persons_decision(scene):
    """Over the arena only, never the prompt bar, the hand or the boards; gone as soon
    as the person's options come up."""
    game = scene()
    game.session.feed.extend([ev.KillshotTracked(BANSHEE, (VIOLET,)), ev.PlayerDied(BANSHEE, True)])
    surface = pygame.Surface(game.app.logical.get_size())
    seen_up = False
    for _ in range(60 * 10):
        game.update(1 / 60)
        rect = game.moments.draw(surface)
        if rect is not None:
            seen_up = True
            assert layout.BOARD.contains(rect), "over the arena only"
            assert not rect.colliderect(game.prompt.rect)
        if not game.animator.busy:
            break
    assert seen_up
    assert game.session.person_to_decide() == VIOLET
    game.update(1 / 60)
    assert not game.moments.busy, "the options are up: the moment went"


def test_a_click_or_a_key_skips_a_moment(scene):
    game = scene()
    game.session.feed.extend([ev.PointsScored(VIOLET, 1, "first blood", BANSHEE),
                              ev.KillshotTracked(BANSHEE, (VIOLET,))])
    for _ in range(20):
        game.animator.update(1 / 60)
        game.moments.update(1 / 60)
    assert game.moments.busy
    game.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode=""))
    assert not game.moments.busy


@pytest.mark.parametrize("reduce_motion", [False, True])
def test_reduce_motion_makes_the_flash_a_plain_banner(scene, reduce_motion):
    game = scene()
    game.app.settings.reduce_motion = reduce_motion
    game.moments.add("kill", "Banshee is dead!", ["Killshot by Violet"], (235, 70, 70))
    game.moments.update(0.0)
    corner = (layout.BOARD.left + 3, layout.BOARD.bottom - 3)
    first = pygame.Surface(game.app.logical.get_size())
    at_start = game.moments.draw(first)
    game.moments.update(0.5)
    later = game.moments.draw(pygame.Surface(game.app.logical.get_size()))
    flashed = first.get_at(corner)[:3] != (0, 0, 0)
    assert flashed is not reduce_motion, "a flash of the arena, unless motion is reduced"
    assert (at_start == later) is reduce_motion, "it slides in, unless motion is reduced"


def test_the_winner_has_a_moment_before_the_end_screen(scene):
    from adrenaline.ui.screens.end_screen import EndScreen

    game = scene()
    g = game.session.game.state
    g.game_over, g.ranking = True, [[VIOLET], [BANSHEE], [DOZER], [SPROG]]
    game.update(1 / 60)
    game.update(1 / 60)
    assert game.moments.showing("winner") and game.app.top is game
    assert game.stings == ["moment:winner"]
    assert game.moments.current.title.startswith(player_names(game.session.game)[VIOLET] + " wins")
    for _ in range(int(mo.WINNER * 60) + 5):
        game.update(1 / 60)
    assert isinstance(game.app.top, EndScreen)


def test_the_moments_speak_the_players_language(scene):
    game = scene()
    set_language("fr")
    game.session.feed.extend([ev.PointsScored(VIOLET, 1, "first blood", BANSHEE),
                              ev.KillshotTracked(BANSHEE, (VIOLET, VIOLET)), ev.Marked(BANSHEE, VIOLET, 1, "revenge")])
    shown: list = []
    play_out(game, shown)
    titles = [title for _, _, title, _ in shown]
    assert titles == ["Premier Sang !", "Acharnement !"]
    assert any("Marque de la vengeance" in line for line in shown[1][0].lines)
