"""Playing the sounds: one :class:`SoundPlayer` for the window, on pygame's mixer.

- No audio device (the mixer does not open): the game plays silent and says so in one
  line of its log (logger ``adrenaline.sound``, shown on the terminal's standard error);
  nothing else changes.
- The Settings' volume (0-100) and mute apply at once (:meth:`SoundPlayer.apply`); the
  volume is heard on an audio taper (50 is a quarter of the amplitude of 100).
- The sounds are made (:mod:`.synth`, about half a second in all) in a background thread
  when the window opens, each kept once per process; one asked for before that thread
  has made it is left out that once (a frame is never held up to make a sound).
- The same sound asked for again within :data:`REPEAT` seconds plays once (a fast
  replay or a blast hitting five figures is not a din).

Anything may ask for a sound with :func:`play` (a button's click, the animator); it goes
to the player the window installed, or nowhere.
"""

from __future__ import annotations

import io
import logging
import threading
import time

from . import synth
from .quiet import quiet_stderr

log = logging.getLogger("adrenaline.sound")

REPEAT = 0.06  # seconds within which the same sound plays once

_made: dict[str, bytes] = {}  # name -> WAV file, made once per process
_making = threading.Event()  # set while the background thread makes them


def wav(name: str) -> bytes:
    """The sound ``name`` as a WAV file (made now if it is not yet)."""
    data = _made.get(name)
    if data is None:
        data = _made.setdefault(name, synth.wav_bytes(synth.render(name)))
    return data


def make_all() -> None:
    """Every sound made (the click first: the menus want it at once)."""
    try:
        for name in sorted(synth.SOUNDS, key=lambda n: (n != "click", n)):
            wav(name)
    finally:
        _making.clear()


def loudness(volume: int) -> float:
    """The gain of a volume setting 0-100 (an audio taper: the square)."""
    v = max(0, min(100, volume)) / 100
    return v * v


class SoundPlayer:
    """Plays the named sounds of :mod:`.synth` through ``mixer`` (pygame.mixer, or a
    stand-in with ``Sound(file=...)`` and ``stop()``); ``mixer=None`` is silence."""

    def __init__(self, mixer=None, clock=time.monotonic):
        self.mixer = mixer
        self.clock = clock
        self.volume = 70
        self.muted = False
        self.sounds: dict = {}  # name -> the mixer's Sound
        self.last: dict[str, float] = {}  # name -> when it last played

    @classmethod
    def open(cls, settings=None, mixer=None, warm: bool = True) -> "SoundPlayer":
        """The mixer opened (pygame's unless given), the settings applied, the sounds
        made in the background; silence and one line in the log if it cannot open."""
        if mixer is None:
            import pygame

            mixer = pygame.mixer
        try:
            if not mixer.get_init():
                with quiet_stderr():  # the drivers' own noise; the reason is in our line
                    mixer.init()
        except Exception as error:  # pygame.error: no audio device, no driver
            log.warning("No sound: the audio device could not be opened (%s); the game goes on silent.",
                        error or type(error).__name__)
            mixer = None
        player = cls(mixer)
        if settings is not None:
            player.apply(settings)
        if mixer is not None and warm and len(_made) < len(synth.SOUNDS) and not _making.is_set():
            _making.set()
            threading.Thread(target=make_all, name="make sounds", daemon=True).start()
        return player

    @property
    def silent(self) -> bool:
        """No audio device: nothing is ever played."""
        return self.mixer is None

    def apply(self, settings) -> None:
        """The settings' volume and mute, at once (muting stops what is playing)."""
        self.volume = int(getattr(settings, "volume", self.volume))
        self.muted = bool(getattr(settings, "muted", self.muted))
        if self.mixer is not None and (self.muted or self.volume == 0):
            self.mixer.stop()

    def play(self, name: str) -> bool:
        """Play the sound ``name``; whether it was started."""
        if self.mixer is None or self.muted or self.volume <= 0 or name not in synth.SOUNDS:
            return False
        now = self.clock()
        if now - self.last.get(name, -1e9) < REPEAT:
            return False
        self.last[name] = now
        sound = self.sounds.get(name)
        if sound is None and name not in _made and _making.is_set():
            return False  # still being made in the background: not worth a stalled frame
        try:
            if sound is None:
                sound = self.sounds[name] = self.mixer.Sound(file=io.BytesIO(wav(name)))
            sound.set_volume(loudness(self.volume))
            sound.play()
        except Exception as error:  # a mixer that fails now: silence from here on
            log.warning("No sound: playing %s failed (%s); the game goes on silent.", name, error)
            self.mixer = None
            return False
        return True


_player = SoundPlayer(None)  # silent until the window installs one


def install(player: SoundPlayer) -> SoundPlayer:
    """``player`` plays every sound asked for from now on."""
    global _player
    _player = player
    return player


def current() -> SoundPlayer:
    return _player


def play(name: str) -> bool:
    """Play ``name`` on the installed player (the window's), if any."""
    return _player.play(name)
