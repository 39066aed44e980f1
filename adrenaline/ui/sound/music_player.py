"""Playing the music (:mod:`.music`): one :class:`MusicPlayer` for the window, streaming
the cached files (:mod:`.music_cache`) through ``pygame.mixer.music``.

- What plays is what the screens want (:meth:`MusicPlayer.want`): the menu theme, or
  the play music at the game's intensity (:func:`intensity_of`: calm in the first half
  of the skulls, tense after, frenzy in the final frenzy).
- A change of intensity fades the music out and in again at the same place in the same
  bars (the three intensities share them), so the game grows louder without starting
  over; a change of piece fades to the other's start.
- Nothing is made on the frame loop: the pieces not yet made are made by a worker
  process started :data:`MAKE_AFTER` seconds after the window opens, and waited for
  (asked again every :data:`POLL` seconds) while the effects play as before.
- The Settings' music volume (0-100, heard on the effects' taper) and mute apply at
  once; mute pauses the music and unmuting goes on where it was.
- No audio device: silent, like the effects (their one line in the log says so).
"""

from __future__ import annotations

import math
import time

from . import music_cache
from .music import seconds
from .player import loudness

FADE = 0.8  # seconds of a fade out, and of the fade in after it
POLL = 0.5  # seconds between two looks for a piece still being made
MAKE_AFTER = 2.0  # seconds after the window opens before the music is made (its first frames first)


def intensity_of(state) -> str:
    """How driving the play music is, from the game's state as the core keeps it:
    ``frenzy`` in the final frenzy, ``tense`` once half the skulls are taken, else
    ``calm``."""
    if getattr(state, "frenzy", False):
        return "frenzy"
    skulls = getattr(state, "skulls", 0) or 0
    left = getattr(state, "skulls_left", skulls)
    return "tense" if skulls and 2 * left <= skulls else "calm"


class MusicPlayer:
    """Plays the pieces through ``stream`` (pygame.mixer.music, or a stand-in with
    ``load play fadeout stop pause unpause set_volume get_pos``); ``None`` is silence.
    ``make``: whether a missing piece is made in a worker process (the real window)."""

    def __init__(self, stream=None, make: bool = False, clock=time.monotonic, cache=music_cache):
        self.stream = stream
        self.make = make
        self.clock = clock
        self.cache = cache
        self.volume = 50
        self.muted = False
        self.wanted: tuple[str, str] | None = None
        self.playing: tuple[str, str] | None = None
        self.offset = 0.0  # where in the piece it started (seconds)
        self.fading_until: float | None = None
        self.looked = -math.inf  # the clock at the last look for a missing file
        self.paused = False
        self.opened = clock()  # when the window opened

    @classmethod
    def open(cls, mixer, settings=None, make: bool = False) -> "MusicPlayer":
        """On the effects' mixer (None: silent)."""
        player = cls(getattr(mixer, "music", None) if mixer is not None else None, make)
        if settings is not None:
            player.apply(settings)
        return player

    @property
    def silent(self) -> bool:
        return self.stream is None

    @property
    def heard(self) -> bool:
        return not self.muted and self.volume > 0

    def apply(self, settings) -> None:
        """The settings' music volume and mute, at once."""
        self.volume = int(getattr(settings, "music_volume", self.volume))
        self.muted = bool(getattr(settings, "muted", self.muted))
        if self.stream is None:
            return
        try:
            self.stream.set_volume(loudness(self.volume))
            if not self.heard and not self.paused:
                self.stream.pause()
                self.paused = True
            elif self.heard and self.paused:
                self.stream.unpause()
                self.paused = False
        except Exception as error:  # noqa: BLE001 - a mixer that fails: silence from here on
            self._fail(error)

    def want(self, piece: str, intensity: str = "calm") -> None:
        self.wanted = (piece, intensity if piece != "menu" else "calm")

    def position(self) -> float:
        """Where in the piece playing now (seconds), by the stream's own count."""
        if self.playing is None or self.stream is None:
            return 0.0
        return (self.offset + max(0, self.stream.get_pos()) / 1000) % seconds(self.playing[0])

    def update(self) -> None:
        """Fade to what is wanted, or start it once it is made."""
        if self.stream is None or self.wanted is None or self.wanted == self.playing and not self.fading_until:
            return
        now = self.clock()
        try:
            if self.fading_until is not None:
                if now < self.fading_until:
                    return
                self.fading_until = None
                self._start(self.wanted, self._carry)
                return
            if self.playing is not None:
                same_piece = self.playing[0] == self.wanted[0]
                self._carry = (self.position() + FADE) if same_piece else 0.0
                self.stream.fadeout(int(FADE * 1000))
                self.fading_until = now + FADE
                return
            self._start(self.wanted, 0.0)
        except Exception as error:  # noqa: BLE001
            self._fail(error)

    _carry = 0.0

    def _start(self, track: tuple[str, str], at: float) -> None:
        now = self.clock()
        if now - self.looked < POLL:
            return  # looked a moment ago: not made yet
        found = self.cache.ready(*track)
        if found is None:
            self.playing = None
            self.looked = now
            if self.make and now - self.opened >= MAKE_AFTER:
                self.cache.start()
            return
        self.looked = -math.inf
        at %= seconds(track[0])
        self.stream.load(str(found))
        self.stream.set_volume(loudness(self.volume))
        self.stream.play(loops=-1, start=at, fade_ms=int(FADE * 1000))
        if not self.heard:
            self.stream.pause()
        self.paused = not self.heard
        self.playing, self.offset = track, at

    def still_for(self) -> float:
        """How long the window may sleep before the music needs a frame: the end of a
        fade (the next piece starts then); playing on needs none."""
        if self.stream is None or self.wanted is None:
            return math.inf
        if self.fading_until is not None:
            return max(0.0, self.fading_until - self.clock())
        return math.inf  # a piece being made: the window's rests look now and then

    def stop(self) -> None:
        if self.stream is not None:
            try:
                self.stream.stop()
            except Exception:  # noqa: BLE001
                pass
        self.playing = None

    def _fail(self, error) -> None:
        import logging

        logging.getLogger("adrenaline.sound").warning(
            "No music: playing it failed (%s); the game goes on without it.", error)
        self.stream = None
        self.playing = None

