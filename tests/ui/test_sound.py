"""The sound effects (adrenaline.ui.sound): made here, short, audible and never clipping;
one for each thing the issue lists (a shot by weapon family, damage, a mark, a kill, an
overkill, final frenzy, a turn, the hand-off, a click); played in step with the game
screen's animations; the Settings' volume and mute kept and heard at once; and silence,
with one line in the log, when there is no audio device."""

from __future__ import annotations

import functools
import io
import logging
import math
import os
import wave

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core import events as ev
from adrenaline.core import scenario
from adrenaline.core.weapons.catalogue import WEAPONS
from adrenaline.play.session import Seat, Session
from adrenaline.ui.settings import VOLUME, Settings
from adrenaline.ui.sound import cues, player, synth

NAMES = tuple(synth.SOUNDS)
THE_LIST = {  # what the issue asks to be heard -> the sound
    "a shot": {cues.shot_sound(w.name) for w in WEAPONS},
    "damage": {cues.HIT},
    "a mark": {cues.start_sound(ev.Marked(0, 1, 1, "weapon"))},
    "a kill": {cues.killshot_sound(11, 12)},
    "an overkill": {cues.killshot_sound(12, 12)},
    "final frenzy": {cues.start_sound(ev.FinalFrenzyStarted((True, True, True)))},
    "a turn": {cues.start_sound(ev.TurnStarted(0, 1, 2))},
    "the hand-off": {cues.HANDOFF},
    "a click": {cues.CLICK},
}


# -- a mixer that records -------------------------------------------------------------------
class FakeMixer:
    """pygame.mixer's part the player uses; ``played``: (sound, volume) in order."""

    def __init__(self, fail: bool = False):
        self.fail = fail
        self.ready = False
        self.played: list[tuple[str, float]] = []
        self.stops = 0
        self.by_data = {player.wav(name): name for name in NAMES}

    def get_init(self):
        return (44100, -16, 2) if self.ready else None

    def init(self):
        if self.fail:
            raise pygame.error("No available audio device")
        self.ready = True

    def stop(self):
        self.stops += 1

    def Sound(self, file):  # noqa: N802 - as pygame names it
        return FakeSound(self, self.by_data[file.read()])

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.played]


class FakeSound:
    def __init__(self, mixer: FakeMixer, name: str):
        self.mixer, self.name, self.volume = mixer, name, 1.0

    def set_volume(self, v: float) -> None:
        self.volume = v

    def play(self) -> None:
        self.mixer.played.append((self.name, self.volume))


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def mixer():
    """A recording mixer behind the player every sound goes to; the clock moves only
    when a test says."""
    fake = FakeMixer()
    before = player.current()
    p = player.SoundPlayer.open(Settings(), mixer=fake, warm=False)
    p.clock = Clock()
    fake.player = player.install(p)
    yield fake
    player.install(before)


# -- the sounds themselves --------------------------------------------------------------------
@functools.cache
def rendered(name: str):
    return synth.render(name)


def figures(pcm) -> tuple[float, float, float]:
    w = [x / synth.FULL for x in pcm]
    return len(w) / synth.RATE, max(abs(x) for x in w), synth.loudest(w)


@pytest.mark.parametrize("name", NAMES)
def test_each_sound_is_short_audible_enveloped_and_below_full_scale(name):
    pcm = rendered(name)
    seconds, peak, loud = figures(pcm)
    assert 0.02 <= seconds <= 1.2, "a short effect"
    assert peak <= synth.PEAK + 1e-4 and max(abs(x) for x in pcm) < synth.FULL, "never clipping"
    assert 20 * math.log10(loud) > -30, "audible: its loudest 50 ms above -30 dBFS"
    edge = synth.FULL * 0.01
    assert abs(pcm[0]) < edge and abs(pcm[-1]) < edge, "faded in and out: no click at the ends"
    assert abs(sum(pcm) / len(pcm)) < synth.FULL * 0.01, "no offset"


def test_the_sounds_have_the_same_loudness_but_for_each_ones_trim():
    """Loudness normalised: the loudest 50 ms of each at LOUDNESS + its trim, or lower
    only where its peak had to stay below -1 dBFS."""
    for name in NAMES:
        _, peak, loud = figures(rendered(name))
        target = synth.LOUDNESS + synth.SOUNDS[name][1]
        db = 20 * math.log10(loud)
        assert db == pytest.approx(target, abs=0.3) or (db < target and peak > synth.PEAK * 0.98), name
    assert synth.SOUNDS["click"][1] < min(trim for n, (_, trim) in synth.SOUNDS.items() if n != "click")


def test_a_sound_is_the_same_at_every_start():
    assert synth.render("shot:fire") == synth.render("shot:fire")  # fixed seeds
    assert synth.render("shot:gun") != synth.render("shot:explosive")


def test_each_sound_is_a_wav_file_the_mixer_reads():
    """The window hands pygame's mixer WAV files (mono, 16 bits); it reads each at its
    length (the dummy audio driver)."""
    if not pygame.mixer.get_init():
        pygame.mixer.init()
    for name in NAMES:
        data = player.wav(name)
        with wave.open(io.BytesIO(data)) as f:
            assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, synth.RATE)
            seconds = f.getnframes() / synth.RATE
        sound = pygame.mixer.Sound(file=io.BytesIO(data))
        assert sound.get_length() == pytest.approx(seconds, abs=0.01), name


# -- which sound for what -------------------------------------------------------------------
def test_every_weapon_belongs_to_one_family_with_its_own_shot():
    names = [w.name for w in WEAPONS]
    assert len(names) == 21
    shots = {cues.shot_sound(w) for w in names}
    families = ("gun", "beam", "lightning", "melee", "explosive", "fire")
    assert shots == {"shot:" + f for f in families} and shots <= set(NAMES)
    assert cues.shot_sound("Railgun") == "shot:beam" and cues.shot_sound("Flamethrower") == "shot:fire"
    assert cues.shot_sound("Rocket Launcher") == "shot:explosive"
    assert cues.shot_sound("Sledgehammer") == "shot:melee"


def test_everything_the_issue_lists_has_a_sound_of_its_own():
    for what, sounds in THE_LIST.items():
        assert sounds and None not in sounds and sounds <= set(NAMES), what
    singles = [next(iter(s)) for what, s in THE_LIST.items() if what != "a shot"]
    assert len(set(singles)) == len(singles), "each a different sound"
    assert not set(singles) & THE_LIST["a shot"]
    from adrenaline.ui.game.moments import STINGS

    heard = set().union(*THE_LIST.values()) | {cues.TRY_SOUND} | (set(STINGS.values()) - {None})
    assert heard | {"damage", "mark"} == set(NAMES), "no sound made that nothing plays"


# -- the player -----------------------------------------------------------------------------
def test_the_volume_is_heard_on_a_taper_and_mute_silences_and_stops(mixer):
    p = player.current()
    assert p.volume == VOLUME and not p.muted
    p.apply(Settings(volume=100))
    assert player.play("mark")
    p.apply(Settings(volume=50))
    p.clock.now += 1
    assert player.play("mark")
    assert [v for _, v in mixer.played] == [1.0, 0.25]
    stops = mixer.stops
    p.apply(Settings(volume=50, muted=True))
    assert mixer.stops == stops + 1, "what plays stops at once"
    p.clock.now += 1
    assert not player.play("mark") and len(mixer.played) == 2
    p.apply(Settings(volume=0))
    p.clock.now += 1
    assert not player.play("mark") and len(mixer.played) == 2, "volume 0 is silence"


def test_the_same_sound_asked_twice_at_once_plays_once(mixer):
    p = player.current()
    assert player.play("damage") and not player.play("damage")
    assert player.play("mark"), "another sound is not held back"
    p.clock.now += player.REPEAT
    assert player.play("damage")
    assert mixer.names == ["damage", "mark", "damage"]
    assert not player.play("no such sound")


def test_no_audio_device_means_silence_and_one_line_in_the_log(caplog):
    caplog.set_level(logging.WARNING, logger="adrenaline.sound")
    p = player.SoundPlayer.open(Settings(), mixer=FakeMixer(fail=True))
    lines = [r for r in caplog.records if r.name == "adrenaline.sound"]
    assert len(lines) == 1 and "No sound" in lines[0].getMessage()
    assert "No available audio device" in lines[0].getMessage()
    assert p.silent
    for name in NAMES:
        assert p.play(name) is False
    p.apply(Settings(volume=40, muted=True))  # nothing to stop: no error either


def test_the_window_opens_and_plays_on_without_an_audio_device(tmp_path, monkeypatch, caplog):
    """The mixer cannot open: the App starts silent, says so once, and a click, the
    settings and a game's animations go on as before."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))

    def no_device():
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    caplog.set_level(logging.WARNING, logger="adrenaline.sound")
    from adrenaline.ui.app import App
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.screens.settings_menu import SettingsMenu

    before = player.current()
    app = App()
    try:
        assert app.sound.silent and player.current() is app.sound
        assert len([r for r in caplog.records if r.name == "adrenaline.sound"]) == 1
        app.push(SettingsMenu(app))
        click(app, "Volume >")
        assert Settings.load().volume == VOLUME + 10
        seats = [Seat("Ann", "Violet"), Seat("Bob", "Banshee", computer=True),
                 Seat("Cy", "Dozer", computer=True)]
        app.reset(GameScene(app, Session.new(seats, "B", 5, True, 1)))
        for _ in range(120):
            app.step(1 / 60)
        assert app.running
    finally:
        app.quit()
        player.install(before)


# -- where the sounds are asked for ------------------------------------------------------------
def test_a_button_clicks_when_pressed_and_not_when_disabled(mixer):
    from adrenaline.ui.kit.button import Button

    pressed = []
    Button(pygame.Rect(0, 0, 100, 40), "OK", lambda: pressed.append(1)).activate()
    Button(pygame.Rect(0, 0, 100, 40), "No", lambda: pressed.append(2), enabled=False).activate()
    assert pressed == [1] and mixer.names == ["click"]


def make_session(weapon: str, banshee_damage: int) -> Session:
    """Violet (a person) holds ``weapon``; Banshee, next to her, has taken
    ``banshee_damage`` from Dozer."""
    players = [{"character": "Violet", "square": "r1c1", "weapons": [{"name": weapon, "loaded": True}],
                "ammo": {"red": 3, "blue": 3, "yellow": 3}},
               {"character": "Banshee", "square": "r1c2", "damage": ["Dozer"] * banshee_damage},
               {"character": "Dozer", "square": "r2c1"}, {"character": "Sprog", "square": "r0c0"}]
    game = scenario.play({"arena": "C", "seed": 5, "current": "Violet", "players": players,
                          "choices": ["action shoot", f"weapon {weapon}"]})
    seats = [Seat(p.name, p.character, computer=i != 0) for i, p in enumerate(game.state.players)]
    return Session(game, seats)


@pytest.fixture
def scene(tmp_path, monkeypatch, mixer):
    """A game screen in a window whose sounds go to the recording mixer; each sound
    is noted with the animation playing when it was asked for."""
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.ui.app import App
    from adrenaline.ui.game.game_scene import GameScene

    app = App()
    player.install(mixer.player)  # the App installed its own: the recording one again
    made = []

    def make(weapon: str = "Lock Rifle", banshee_damage: int = 0):
        s = make_session(weapon, banshee_damage)
        made.append(s)
        scene = GameScene(app, s)
        app.reset(scene)
        return scene

    yield make
    app.quit()
    for s in made:
        s.close()


def play_out(scene, heard: list) -> None:
    """Frames of 1/60 s (the player's clock with them) until the animations are done;
    each sound the screen asks for noted with the event then animated and whether its
    shot had arrived (the sounds the mixer played are checked against them)."""
    p = player.current()
    a = scene.animator
    asked = a.sound

    def noted(name: str) -> None:
        now = a.current
        heard.append((name, type(now.event).__name__ if now else None,
                      now is not None and now.t >= now.data.get("travel", 0)))
        asked(name)

    a.sound = noted
    played = len(p.mixer.played)
    t, dt = 0.0, 0.0
    try:
        while True:
            a.update(dt)
            p.clock.now += dt
            t, dt = t + dt, 1 / 60
            assert t < 30, "the animations never end"
            if not a.busy:
                break
    finally:
        a.sound = asked
    assert p.mixer.names[played:] == [name for name, _, _ in heard], "each one played"


def person_shoots(scene, target: str) -> None:
    """The person's shot at ``target`` with the weapon chosen, then the defaults (no
    optional effect) until it is done (chosen through the session: the screen shows
    no option while it animates)."""
    s = scene.session
    s.choose(s.decision.find(f"target {target}"))
    for _ in range(10):
        if s.decision is None or s.decision.decider != 0 or s.decision.kind == "action":
            return
        s.choose(s.decision.find("done") or s.decision.find("skip") or s.decision.options[0])
    raise AssertionError("the shot never ended")


def test_the_game_screen_plays_a_shot_its_hit_the_killshot_and_the_mark_in_step(scene, mixer):
    """Violet's Lock Rifle (a gun: 2 damage and a mark) on Banshee, who has 9 damage:
    the gunshot as the weapon's name shows, the thud as the shot arrives, the killshot
    as the 11th token lands, then the mark as it flies."""
    game = scene("Lock Rifle", banshee_damage=9)
    play_out(game, [])
    heard: list = []
    person_shoots(game, "Banshee")
    play_out(game, heard)
    assert heard == [("shot:gun", "WeaponFired", True), ("damage", "Damaged", True),
                     ("kill", "Damaged", True), ("mark", "Marked", True)]


def test_the_game_screen_asks_for_the_right_sounds_for_a_batch_of_events(scene, mixer):
    """The events of a replay or a game, as the screen gets them (session.feed): one
    shot per weapon family, an overkill in one hit, final frenzy, a new turn, and the
    events that make no sound."""
    game = scene()
    play_out(game, [])
    banshee, dozer = 1, 2
    feed = game.session.feed
    for weapon in ("Machine Gun", "Railgun", "T.H.O.R.", "Cyberblade", "Rocket Launcher", "Furnace"):
        feed.append(ev.WeaponFired(0, weapon, ("basic effect",)))
    feed.extend([ev.Damaged(0, dozer, 12, 12, 0, 0), ev.Marked(0, banshee, 1, "weapon"),
                 ev.PointsScored(0, 8, "board", dozer), ev.PlayerDied(dozer, True),
                 ev.FinalFrenzyStarted((True, True, True, True)), ev.TurnStarted(banshee, 3, 2)])
    heard: list = []
    play_out(game, heard)
    assert [name for name, _, _ in heard] == [
        "shot:gun", "shot:beam", "shot:lightning", "shot:melee", "shot:explosive", "shot:fire",
        "damage", "overkill", "mark", "frenzy", "turn"]
    assert [what for _, what, _ in heard][-3:] == ["Marked", "FinalFrenzyStarted", "TurnStarted"]


def test_m_in_the_game_turns_the_sound_off_and_on_kept_in_the_settings(scene, mixer):
    game = scene()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m")
    game.handle_event(key)
    assert game.app.settings.muted and Settings.load().muted and player.current().muted
    assert game.notice[0] == "Sound off (M)"
    assert not player.play("turn")
    game.handle_event(key)
    assert not Settings.load().muted and not player.current().muted
    assert game.notice[0] == "Sound on (M)"
    assert player.play("turn")


def test_the_hand_off_cover_chimes_when_the_screen_changes_hands(scene, mixer):
    from adrenaline.ui.screens.hand_off import HandOff

    seats = [Seat("Ann", "Violet"), Seat("Bob", "Banshee"), Seat("Cy", "Dozer", computer=True)]
    session = Session.new(seats, "C", 5, True, seed=1)
    try:
        HandOff(scene().app, session)
    finally:
        session.close()
    assert mixer.names == ["handoff"]


# -- settings ---------------------------------------------------------------------------------
def click(app, label: str) -> None:
    for _, name, rect in app.top.clickables():
        if name == label:
            app.top.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                    pos=pygame.Rect(rect).center))
            return
    raise AssertionError(f"nothing called {label!r}: {[n for _, n, _ in app.top.clickables()]}")


def test_volume_and_sound_are_settings_saved_and_heard_at_once(scene, mixer):
    from adrenaline.ui.screens.settings_menu import SettingsMenu

    app = scene().app
    app.push(SettingsMenu(app))
    p = player.current()
    click(app, "Volume >")
    assert Settings.load().volume == app.settings.volume == p.volume == 80
    assert mixer.played[-1] == (cues.TRY_SOUND, pytest.approx(0.64)), "a chime at the new volume"
    for _ in range(5):
        p.clock.now += 1
        click(app, "Volume >")
    assert Settings.load().volume == 100, "the loudest is the end: no wrapping to silence"
    click(app, "Volume <")
    assert Settings.load().volume == 90 == p.volume
    click(app, "Sound >")
    assert Settings.load().muted and p.muted
    click(app, "Sound >")
    assert not Settings.load().muted and not p.muted


def test_a_broken_volume_or_mute_in_the_settings_file_gives_the_defaults(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path))
    Settings.path().write_text('{"volume": 45, "muted": "yes"}', encoding="utf-8")
    s = Settings.load()
    assert (s.volume, s.muted) == (VOLUME, False)
    Settings.path().write_text('{"volume": true}', encoding="utf-8")
    assert Settings.load().volume == VOLUME
    Settings(volume=30, muted=True).save()
    assert (Settings.load().volume, Settings.load().muted) == (30, True)


def test_a_window_that_quits_leaves_nothing_playing(tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    from adrenaline.ui.app import App

    app = App()
    assert not app.sound.silent, "the dummy audio driver opens"
    app.quit()
    assert player.current().silent and not player.play("click")


def test_a_sound_not_made_yet_while_the_window_opens_is_left_out_not_waited_for(mixer, monkeypatch):
    """The sounds are made in the background as the window opens: a frame never waits
    for one; once made (or with nothing making them) it plays."""
    import threading

    made = {name: data for name, data in player._made.items() if name != "overkill"}
    making = threading.Event()
    making.set()
    monkeypatch.setattr(player, "_made", made)
    monkeypatch.setattr(player, "_making", making)
    p = player.current()
    assert not player.play("overkill") and "overkill" not in made, "not made in the frame"
    assert player.play("mark"), "one already made plays"
    making.clear()
    p.clock.now += 1
    assert player.play("overkill") and mixer.names == ["mark", "overkill"]


def test_the_window_makes_the_sounds_in_the_background_once(monkeypatch):
    import threading

    monkeypatch.setattr(player, "_made", {})
    monkeypatch.setattr(player, "_making", threading.Event())
    started = []
    monkeypatch.setattr(threading.Thread, "start", lambda self: started.append(self.name))
    player.SoundPlayer.open(Settings(), mixer=_ReadyMixer())
    player.SoundPlayer.open(Settings(), mixer=_ReadyMixer())
    assert started == ["make sounds"], "one thread, while it runs no second one"
    player.make_all()
    assert sorted(player._made) == sorted(NAMES) and not player._making.is_set()


class _ReadyMixer:
    def get_init(self):
        return (44100, -16, 2)


def test_domination_a_spawnpoint_striking_back_thuds_and_a_tag_pings():
    """Domination's own events play through the same animator: "the spawnpoint deals you
    1 damage" is damage taken; a token on a spawnpoint's track sounds like a mark."""
    from pathlib import Path

    from adrenaline.core.modes import domination as dom
    from adrenaline.ui.game.animation import Animator
    from adrenaline.ui.modes import mode_screen

    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "domination_overkill.toml"
    game = scenario.play_file(str(example))
    seats = [Seat(p.name, p.character, computer=True) for p in game.state.players]
    session = Session(game, seats)
    heard: list[str] = []
    try:
        a = Animator(session, mode_screen=mode_screen(game), sound=heard.append)
        session.feed.extend([dom.StruckBack(0, "red", 1), dom.SpawnpointTagged(1, "blue", "damage"),
                             dom.OverkillPlaced(1, "red")])
        for _ in range(300):
            a.update(1 / 60)
            if not a.busy:
                break
    finally:
        session.close()
    assert heard == ["damage", "mark"], "an overkill token placed on a track: no sound of its own"
