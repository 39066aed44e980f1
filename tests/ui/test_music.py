"""The music (adrenaline.ui.sound.music, music_cache, music_player): made by the game's
own code, the same on every run, three minutes before the play music repeats, never
silent for long, never clipping, under the effects' loudness; made once off the frame
loop and kept; played at the game's intensity with fades at the same place; its volume
and mute from the Settings; silence without a sound device.

The renders here are a few bars each (the whole takes ~15 s of CPU: tools/render_music.py)."""

from __future__ import annotations

import functools
import hashlib
import math
import os
import types
from array import array

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from adrenaline.ui.settings import MUSIC_VOLUME, Settings
from adrenaline.ui.sound import instruments, music, music_cache, synth
from adrenaline.ui.sound.music_player import FADE, MAKE_AFTER, POLL, MusicPlayer, intensity_of
from adrenaline.ui.sound.player import loudness

NOTES = instruments.Notes()  # the notes made once for every render here


@functools.cache
def rendered(piece: str, intensity: str, bars: int, first: int = 0) -> array:
    return music.render(piece, intensity, bars=bars, notes=NOTES, first=first)


def rms_db(samples) -> float:
    return 20 * math.log10(max(1e-9, math.sqrt(sum(x * x for x in samples) / len(samples)) / synth.FULL))


# -- the music itself ---------------------------------------------------------------------------
def test_the_music_is_made_the_same_each_time():
    """Fixed seeds, no clock: the same bytes at every run (a change of the music must
    raise music.VERSION, so that the cached files are made again, and update this)."""
    first = music.render("play", "calm", bars=2)
    assert first == music.render("play", "calm", bars=2, notes=instruments.Notes())
    assert hashlib.sha256(first.tobytes()).hexdigest()[:16] == "dce090e545295aff", \
        f"the music changed: raise music.VERSION (now {music.VERSION}) and update this hash"


def test_the_play_music_lasts_three_minutes_before_it_repeats():
    assert music.seconds("play") >= 180
    plan = music.part_plan("play")
    assert len(set(plan)) == len(plan) == len(music.PLAY_PARTS), "no part is another's repeat"
    assert music.seconds("menu") >= 30
    assert music.STEP * music.BPM * 4 == synth.RATE * 60, "a sixteenth is a whole number of samples"


@pytest.mark.parametrize("intensity, bars, first", [("calm", 8, 0), ("frenzy", 2, 8)])
def test_the_music_never_clips_and_is_never_silent_for_long(intensity, bars, first):
    """The quietest part (the calm intro: pads and arpeggio, the beat only halfway) and
    the loudest (the frenzy's full beat): no sample at full scale, peaks at most -1 dBFS,
    and no second more than 15 dB under the whole."""
    pcm = rendered("play", intensity, bars, first)
    assert max(abs(x) for x in pcm) <= synth.PEAK * synth.FULL + 1
    whole = rms_db(pcm)
    seconds = [rms_db(pcm[s:s + synth.RATE]) for s in range(0, len(pcm) - synth.RATE + 1, synth.RATE // 2)]
    assert min(seconds) > whole - 15, "a quiet hole in the music"
    assert whole == pytest.approx(music.TARGET_DB[intensity], abs=0.3)


def test_the_music_sits_under_the_effects_and_grows_with_the_game():
    """At full volume each piece is 4 to 10 dB under the effects' loudest moments
    (synth.LOUDNESS), the frenzy the loudest of the play music; at the default volumes
    the music is further under them."""
    for key, target in music.TARGET_DB.items():
        assert synth.LOUDNESS - 10 <= target <= synth.LOUDNESS - 4, key
    assert music.TARGET_DB["calm"] < music.TARGET_DB["tense"] < music.TARGET_DB["frenzy"]
    assert loudness(MUSIC_VOLUME) < loudness(Settings().volume)
    assert rms_db(rendered("play", "frenzy", 2, 8)) > rms_db(rendered("play", "calm", 8, 0))


# -- kept in the cache ----------------------------------------------------------------------------
def test_the_pieces_are_kept_in_the_cache_by_version_and_old_ones_go(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CACHE", str(tmp_path))
    monkeypatch.setattr(music, "render", lambda piece, intensity="calm", **kw: array("h", [1, -1] * 100))
    folder = music_cache.folder()
    folder.mkdir(parents=True)
    (folder / "menu-v0-22050.wav").write_bytes(b"old")
    (folder / ".music.cut.tmp").write_bytes(b"half")  # its window closed while making it
    os.utime(folder / ".music.cut.tmp", (0, 0))
    assert music_cache.missing() == list(music.tracks())
    music_cache.make_missing()
    assert music_cache.missing() == []
    names = sorted(p.name for p in folder.iterdir())
    assert names == sorted(music_cache.name(p, i) for p, i in music.tracks()), "the old version went"
    assert all(f"-v{music.VERSION}-" in n for n in names)
    assert music_cache.ready("play", "frenzy") == folder / f"play-frenzy-v{music.VERSION}-22050.wav"


# -- playing ---------------------------------------------------------------------------------------
class FakeStream:
    """pygame.mixer.music's part the player uses; ``log``: what it was told."""

    def __init__(self):
        self.log: list = []
        self.pos = 0  # ms since play

    def load(self, path):
        self.log.append(("load", os.path.basename(path)))

    def play(self, loops=0, start=0.0, fade_ms=0):
        self.pos = 0
        self.log.append(("play", round(start, 2), fade_ms))

    def fadeout(self, ms):
        self.log.append(("fadeout", ms))

    def set_volume(self, v):
        self.log.append(("volume", round(v, 3)))

    def pause(self):
        self.log.append(("pause",))

    def unpause(self):
        self.log.append(("unpause",))

    def stop(self):
        self.log.append(("stop",))

    def get_pos(self):
        return self.pos


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def cache_with(*made, started=None):
    """A cache in which the pieces ``made`` are ready; ``started`` counts worker starts."""
    def ready(piece, intensity="calm"):
        return f"/cache/{piece}-{intensity}.wav" if (piece, intensity) in made else None

    return types.SimpleNamespace(ready=ready, start=lambda: started.append(1) if started is not None else None)


def test_the_game_gets_more_driving_without_the_music_starting_over():
    """Calm to tense: a fade out, then the tense version at the same place (the time
    played, plus the fade) fading in."""
    stream, clock = FakeStream(), Clock()
    p = MusicPlayer(stream, clock=clock, cache=cache_with(("play", "calm"), ("play", "tense")))
    p.apply(Settings(music_volume=100))
    p.want("play", "calm")
    p.update()
    assert stream.log[-3:] == [("load", "play-calm.wav"), ("volume", 1.0), ("play", 0.0, int(FADE * 1000))]
    stream.pos = 42_000  # 42 s in
    clock.now += 42
    p.want("play", "tense")
    p.update()
    assert stream.log[-1] == ("fadeout", int(FADE * 1000))
    assert p.still_for() == pytest.approx(FADE), "a frame when the fade is done"
    p.update()
    assert stream.log[-1] == ("fadeout", int(FADE * 1000)), "nothing new before the fade ends"
    clock.now += FADE
    p.update()
    assert ("load", "play-tense.wav") in stream.log and stream.log[-1] == ("play", 42.0 + FADE, int(FADE * 1000))
    assert p.playing == ("play", "tense") and p.still_for() == math.inf


def test_a_piece_not_yet_made_is_waited_for_without_holding_a_frame():
    stream, clock, started = FakeStream(), Clock(), []
    made: list = []
    cache = cache_with(started=started)
    cache.ready = lambda piece, intensity="calm": "/cache/menu.wav" if made else None
    p = MusicPlayer(stream, make=True, clock=clock, cache=cache)
    p.want("menu")
    p.update()
    assert started == [], "the window's first frames first"
    clock.now += MAKE_AFTER
    p.update()
    assert started == [1] and p.playing is None and not any(e[0] == "play" for e in stream.log)
    assert p.still_for() == math.inf, "the window rests: its rests look again"
    p.update()
    assert started == [1], "looked again only after POLL seconds"
    made.append(1)
    clock.now += POLL
    p.update()
    assert p.playing == ("menu", "calm") and stream.log[-1][0] == "play"
    quiet = MusicPlayer(FakeStream(), make=False, clock=Clock(), cache=cache_with(started=started))
    quiet.want("menu")
    quiet.update()
    assert started == [1], "tests and tools never start the worker (only the real window)"


def test_the_music_volume_and_mute_apply_at_once():
    stream = FakeStream()
    p = MusicPlayer(stream, clock=Clock(), cache=cache_with(("menu", "calm")))
    p.apply(Settings(music_volume=50))
    assert stream.log[-1] == ("volume", 0.25), "the effects' taper"
    p.want("menu")
    p.update()
    p.apply(Settings(music_volume=50, muted=True))
    assert stream.log[-1] == ("pause",)
    p.apply(Settings(music_volume=50, muted=False))
    assert stream.log[-1] == ("unpause",), "on where it was"
    p.apply(Settings(music_volume=0))
    assert stream.log[-1] == ("pause",), "volume 0 is silence"


def test_no_sound_device_means_no_music_and_nothing_else_changes():
    p = MusicPlayer.open(None, Settings())
    assert p.silent
    p.want("play", "frenzy")
    p.update()
    p.apply(Settings(muted=True))
    p.stop()
    assert p.still_for() == math.inf


def test_the_intensity_follows_the_game():
    def state(skulls, left, frenzy=False):
        return types.SimpleNamespace(skulls=skulls, skulls_left=left, frenzy=frenzy)

    assert intensity_of(state(8, 8)) == "calm"
    assert intensity_of(state(8, 5)) == "calm"
    assert intensity_of(state(8, 4)) == "tense"
    assert intensity_of(state(5, 0, frenzy=True)) == "frenzy"


def test_the_menus_play_the_theme_and_a_game_its_music(tmp_path, monkeypatch):
    """The window: the menu theme on the main menu; a game's play music at its intensity
    over it (and under its in-game menu)."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.play.session import Seat, Session
    from adrenaline.ui.app import App
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.screens.in_game_menu import InGameMenu
    from adrenaline.ui.screens.main_menu import MainMenu

    app = App()
    try:
        stream = FakeStream()
        app.music = MusicPlayer(stream, clock=Clock(), cache=cache_with(*music.tracks()))
        app.push(MainMenu(app))
        app.step(1 / 60)
        assert app.music.playing == ("menu", "calm")
        seats = [Seat("Ann", "Violet"), Seat("Bob", "Banshee", computer=True), Seat("Cy", "Dozer", computer=True)]
        scene = GameScene(app, Session.new(seats, "B", 5, True, 1))
        app.push(scene)
        app.push(InGameMenu(app, scene))
        app.step(1 / 60)
        assert app.music.wanted == ("play", "calm")
        scene.session.close()
    finally:
        app.quit()


def test_the_end_screen_plays_the_menu_theme_over_the_finished_game(tmp_path, monkeypatch):
    """The game is over: the final scores come with the menu theme, not the play music."""
    import types

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.bots import make_bot
    from adrenaline.core.engine import Game, Setup
    from adrenaline.play.session import Seat, Session
    from adrenaline.ui.app import App
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.screens.end_screen import EndScreen

    app = App()
    try:
        app.music = MusicPlayer(FakeStream(), clock=Clock(), cache=cache_with(*music.tracks()))
        seats = [Seat("Ann", "Violet"), Seat("Bob", "Banshee", computer=True), Seat("Cy", "Dozer", computer=True)]
        scene = GameScene(app, Session.new(seats, "B", 5, True, 1))
        app.push(scene)
        app.step(1 / 60)
        assert app.music.wanted[0] == "play"
        game = Game.new(Setup("C", (("Ann", "Violet"), ("Bob", "Banshee"), ("Cy", "Dozer")), 5, True, 4))
        bots = [make_bot("random", seed=i) for i in range(3)]
        while not game.is_over:
            d = game.legal()
            game.submit(d.decider, bots[d.decider].choose(game, d))
        app.push(EndScreen(app, types.SimpleNamespace(game=game)))
        app.step(1 / 60)
        assert app.music.wanted == ("menu", "calm")
        scene.session.close()
    finally:
        app.quit()


def test_the_music_volume_and_reduce_motion_are_settings_kept_and_applied_at_once(tmp_path, monkeypatch):
    """Settings: Music volume (heard at once on the music), Reduce motion, both kept in
    the settings file; a broken value reads as the default."""
    import json

    import pygame

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App
    from adrenaline.ui.screens.settings_menu import SettingsMenu

    app = App()
    try:
        stream = FakeStream()
        app.music = MusicPlayer(stream, clock=Clock(), cache=cache_with())
        app.push(SettingsMenu(app))

        def click(label: str) -> None:
            app.top.build()
            rect = next(r for _, name, r in app.top.clickables() if name == label)
            app.top.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                    pos=pygame.Rect(rect).center))

        click("Music volume >")
        assert Settings.load().music_volume == MUSIC_VOLUME + 10
        assert stream.log[-1] == ("volume", loudness(MUSIC_VOLUME + 10))
        click("Reduce motion >")
        assert Settings.load().reduce_motion is True
    finally:
        app.quit()
    path = Settings.path()
    path.write_text(json.dumps({"music_volume": 55, "reduce_motion": "yes"}), encoding="utf-8")
    assert (Settings.load().music_volume, Settings.load().reduce_motion) == (MUSIC_VOLUME, False)
