"""The game's sound effects, made here from sine waves and noise (standard library
only: ``math``, ``array``, ``random`` with a fixed seed, ``wave``).

Each sound is a short mono clip at :data:`RATE` samples a second: an attack of a
few milliseconds (no click), a decay to silence, then :func:`finish` takes out any
offset, sets its loudness (the loudest 50 ms at :data:`LOUDNESS` dBFS, plus the
sound's own ``trim``) and keeps its peak below :data:`PEAK`. The same seed gives the
same samples on every machine, so a sound is the same at every start.

Who hears which: :mod:`.cues` (a shot by weapon family, damage, a mark, a kill...).
"""

from __future__ import annotations

import io
import math
import random
import wave
from array import array
from collections.abc import Callable

RATE = 22050  # samples a second
LOUDNESS = -16.0  # dBFS of the loudest 50 ms (RMS) of every sound, before its trim
PEAK = 10 ** (-1.0 / 20)  # no sample above -1 dBFS
FULL = 32767

Wave = list[float]


# -- building blocks ----------------------------------------------------------------------
def samples(seconds: float) -> int:
    return max(1, int(seconds * RATE))


def tone(seconds: float, freq: Callable[[float], float] | float, partials=((1, 1.0),)) -> Wave:
    """A tone whose pitch may glide (``freq(t)`` in Hz at ``t`` seconds), with
    ``partials``: (multiple of the pitch, strength)."""
    n = samples(seconds)
    glide = freq if callable(freq) else (lambda t, f=freq: f)
    out = [0.0] * n
    phase = 0.0
    step = 2 * math.pi / RATE
    for i in range(n):
        phase += step * glide(i / RATE)
        out[i] = sum(a * math.sin(k * phase) for k, a in partials)
    return out


def noise(seconds: float, seed: int) -> Wave:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(samples(seconds))]


def lowpass(w: Wave, cutoff: Callable[[float], float] | float) -> Wave:
    """A one-pole low-pass filter; the cutoff (Hz) may move with time."""
    f = cutoff if callable(cutoff) else (lambda t, c=cutoff: c)
    out = [0.0] * len(w)
    y = 0.0
    for i, x in enumerate(w):
        a = 1.0 - math.exp(-2 * math.pi * f(i / RATE) / RATE)
        y += a * (x - y)
        out[i] = y
    return out


def highpass(w: Wave, cutoff: float) -> Wave:
    low = lowpass(w, cutoff)
    return [x - y for x, y in zip(w, low)]


def bandpass(w: Wave, centre: Callable[[float], float] | float, q: float = 2.0) -> Wave:
    """A state-variable band-pass filter around ``centre`` Hz (which may move)."""
    c = centre if callable(centre) else (lambda t, v=centre: v)
    out = [0.0] * len(w)
    low = band = 0.0
    damp = 1.0 / q
    for i, x in enumerate(w):
        f = 2 * math.sin(math.pi * min(c(i / RATE), RATE / 6) / RATE)
        high = x - low - damp * band
        band += f * high
        low += f * band
        out[i] = band
    return out


def envelope(w: Wave, attack: float, decay: float, hold: float = 0.0, curve: float = 1.0) -> Wave:
    """Up in ``attack`` seconds, held ``hold`` seconds, then down to silence
    exponentially over ``decay`` seconds (``curve`` > 1 falls faster at first)."""
    a, h = samples(attack), samples(hold)
    d = max(1, len(w) - a - h) if decay <= 0 else samples(decay)
    out = [0.0] * len(w)
    for i, x in enumerate(w):
        if i < a:
            g = 0.5 - 0.5 * math.cos(math.pi * i / a)
        elif i < a + h:
            g = 1.0
        else:
            k = (i - a - h) / d
            g = 0.0 if k >= 1 else (math.exp(-5 * curve * k) - math.exp(-5 * curve)) / (1 - math.exp(-5 * curve))
        out[i] = x * g
    return out


def mix(*parts: tuple[Wave, float, float]) -> Wave:
    """(wave, gain, start in seconds), summed."""
    n = max(samples(start) + len(w) for w, _, start in parts)
    out = [0.0] * n
    for w, gain, start in parts:
        s = samples(start) if start else 0
        for i, x in enumerate(w):
            out[s + i] += gain * x
    return out


def finish(w: Wave, trim: float = 0.0) -> array:
    """Offset out, edges faded (5 ms), loudness set (:data:`LOUDNESS` + ``trim`` dB
    over its loudest 50 ms), peak at most :data:`PEAK`: 16-bit samples."""
    mean = sum(w) / len(w)
    w = [x - mean for x in w]
    fade = min(samples(0.005), len(w) // 2)
    for i in range(fade):
        g = i / fade
        w[i] *= g
        w[-1 - i] *= g
    loud = loudest(w)
    gain = 10 ** ((LOUDNESS + trim) / 20) / loud if loud > 0 else 0.0
    top = max(abs(x) for x in w) * gain
    if top > PEAK:
        gain *= PEAK / top
    return array("h", (int(round(max(-1.0, min(1.0, x * gain)) * FULL)) for x in w))


def loudest(w, window: float = 0.05) -> float:
    """The RMS of the loudest ``window`` seconds (in hops of a quarter window)."""
    n = min(samples(window), len(w))
    hop = max(1, n // 4)
    best = 0.0
    for s in range(0, max(1, len(w) - n + 1), hop):
        part = w[s:s + n]
        best = max(best, math.sqrt(sum(x * x for x in part) / len(part)))
    return best


def wav_bytes(pcm: array) -> bytes:
    """A sound as a WAV file (mono, 16 bits, :data:`RATE`)."""
    data = io.BytesIO()
    with wave.open(data, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(pcm.tobytes())
    return data.getvalue()


# -- the sounds -------------------------------------------------------------------------
def gun() -> Wave:
    """A gunshot: a bright crack of noise over a short low thump."""
    crack = envelope(highpass(lowpass(noise(0.22, 1), 5000), 400), 0.001, 0.2, curve=2.5)
    thump = envelope(tone(0.16, lambda t: 160 - 400 * t), 0.002, 0.15, curve=1.5)
    return mix((crack, 1.0, 0), (thump, 0.8, 0))


def beam() -> Wave:
    """A laser: a tone falling from 1.6 kHz to 350 Hz, with a soft upper partial."""
    pew = tone(0.28, lambda t: 350 + 1250 * math.exp(-t * 14), ((1, 1.0), (2, 0.25), (3, 0.1)))
    return envelope(pew, 0.004, 0.27, curve=1.2)


def lightning() -> Wave:
    """Electricity: a buzz at 110 Hz with rich partials, crackling (noise gates it)."""
    buzz = tone(0.36, lambda t: 110 + 30 * math.sin(t * 60), [(k, 1.0 / k) for k in range(1, 12)])
    rng = random.Random(3)
    gate = lowpass([1.0 if rng.random() < 0.35 else 0.2 for _ in range(len(buzz))], 300)
    sizzle = bandpass(noise(0.36, 4), 3000, 1.5)
    zap = [b * g + 0.6 * s * g for b, g, s in zip(buzz, gate, sizzle)]
    return envelope(zap, 0.003, 0.3, hold=0.03)


def melee() -> Wave:
    """A blade or a blow: a swoosh of noise sweeping up, then a dull hit."""
    swoosh = envelope(bandpass(noise(0.2, 5), lambda t: 600 + 9000 * t, 3.0), 0.12, 0.08)
    hit = envelope(lowpass(mix((tone(0.12, lambda t: 120 - 200 * t), 1.0, 0), (noise(0.12, 6), 0.5, 0)), 900),
                   0.002, 0.11, curve=1.5)
    return mix((swoosh, 1.0, 0), (hit, 1.2, 0.17))


def explosive() -> Wave:
    """A rocket or a grenade: a deep boom whose rumble closes down (noise through a
    falling low-pass) over a pitch drop from 90 to 40 Hz."""
    rumble = envelope(lowpass(noise(0.7, 7), lambda t: 2400 * math.exp(-t * 6) + 150), 0.004, 0.68, curve=1.2)
    boom = envelope(tone(0.5, lambda t: 40 + 50 * math.exp(-t * 8)), 0.004, 0.48)
    return mix((rumble, 1.4, 0), (boom, 0.9, 0))


def fire() -> Wave:
    """Flames: a roar (noise around 800 Hz) with crackles (sparse clicks)."""
    roar = bandpass(noise(0.55, 8), lambda t: 700 + 500 * t, 0.8)
    rng = random.Random(9)
    crackle = [rng.uniform(-1, 1) if rng.random() < 0.004 else 0.0 for _ in range(samples(0.55))]
    crackle = highpass(crackle, 2000)
    return envelope(mix((roar, 1.0, 0), (crackle, 2.5, 0)), 0.06, 0.4, hold=0.05)


def damage() -> Wave:
    """Taking damage: a short, dull thud with a little grit."""
    body = tone(0.2, lambda t: 180 * math.exp(-t * 6), ((1, 1.0), (2, 0.3)))
    grit = lowpass(noise(0.2, 10), 1500)
    return envelope(mix((body, 1.0, 0), (grit, 0.35, 0)), 0.002, 0.19, curve=1.6)


def mark() -> Wave:
    """A mark: a light metallic ping (two inharmonic partials, like a small bell)."""
    ping = tone(0.3, 1320, ((1, 1.0), (2.76, 0.35), (5.4, 0.1)))
    return envelope(ping, 0.002, 0.3, curve=1.3)


def kill() -> Wave:
    """A killshot: two low notes falling a fifth, heavy and a little dissonant, over a thud."""
    notes = mix((tone(0.7, lambda t: 220 - 40 * t, [(k, 0.8 / k) for k in range(1, 7)]), 1.0, 0),
                (tone(0.7, lambda t: 147 - 30 * t, [(k, 0.8 / k) for k in range(1, 7)]), 0.9, 0))
    body = envelope(lowpass(notes, 1800), 0.004, 0.65, hold=0.05)
    thud = envelope(tone(0.25, lambda t: 70 - 80 * t), 0.003, 0.24)
    return mix((body, 1.0, 0), (thud, 1.2, 0))


def overkill() -> Wave:
    """An overkill: the killshot's notes an octave lower, with a blast of noise and a
    second hit."""
    notes = mix((tone(0.9, lambda t: 110 - 20 * t, [(k, 0.9 / k) for k in range(1, 9)]), 1.0, 0),
                (tone(0.9, lambda t: 116 - 20 * t, [(k, 0.9 / k) for k in range(1, 9)]), 0.8, 0))
    body = envelope(lowpass(notes, 2200), 0.004, 0.85, hold=0.05)
    blast = envelope(lowpass(noise(0.5, 11), lambda t: 3000 * math.exp(-t * 5) + 200), 0.003, 0.48)
    thud = envelope(tone(0.3, lambda t: 60 - 60 * t), 0.003, 0.28)
    return mix((body, 1.0, 0), (blast, 0.9, 0), (thud, 1.0, 0), (thud, 0.9, 0.18))


def frenzy() -> Wave:
    """Final frenzy: an alarm, two rising sweeps of a bright tone."""
    def sweep():
        return envelope(tone(0.5, lambda t: 420 + 700 * t * t / 0.25, ((1, 1.0), (3, 0.3), (5, 0.12))),
                        0.02, 0.3, hold=0.15)
    return mix((sweep(), 1.0, 0), (sweep(), 1.0, 0.55))


def chime(notes: tuple[float, ...], gap: float, length: float) -> Wave:
    """Soft bell notes one after the other (a sine with a quiet octave and twelfth)."""
    parts = [(envelope(tone(length, f, ((1, 1.0), (2, 0.2), (3, 0.06))), 0.006, length, curve=1.1), 1.0, k * gap)
             for k, f in enumerate(notes)]
    return mix(*parts)


def turn() -> Wave:
    """A turn starting: two rising notes, E5 then A5."""
    return chime((659.26, 880.0), 0.12, 0.35)


def handoff() -> Wave:
    """The screen passed to the next person: a calm rising arpeggio, A4 C#5 E5 A5 (the
    turn's chime, often heard just before, is in the same key)."""
    return chime((440.0, 554.37, 659.26, 880.0), 0.1, 0.45)


def click() -> Wave:
    """A button: a tiny, soft tick."""
    tick = tone(0.03, 2200, ((1, 1.0), (1.5, 0.4)))
    knock = lowpass(noise(0.03, 12), 3000)
    return envelope(mix((tick, 1.0, 0), (knock, 0.5, 0)), 0.0008, 0.028, curve=2.0)


# -- the stings of the big moments (:mod:`..game.moments`), in the music's key ------------
def stab(notes: tuple[float, ...], seconds: float, bright: float = 2400.0) -> Wave:
    """A brass-like chord struck: saw-rich tones through a low-pass closing as it fades."""
    parts = [(tone(seconds, f * (1 + 0.003 * k), [(h, 1.0 / h) for h in range(1, 10)]), 1.0 / len(notes), 0)
             for k, f in enumerate(notes)]
    body = lowpass(mix(*parts), lambda t: 300 + bright * math.exp(-t * 5))
    return envelope(body, 0.01, seconds, hold=seconds * 0.2)


def first_blood() -> Wave:
    """First blood: three quick rising notes (A4 C5 E5) and a bright stab on the last."""
    notes = [(envelope(tone(0.14, f, ((1, 1.0), (2, 0.4), (3, 0.2))), 0.004, 0.14), 0.8, k * 0.08)
             for k, f in enumerate((440.0, 523.25, 659.26))]
    return mix(*notes, (stab((220.0, 329.63, 440.0), 0.5, 3500), 1.0, 0.16))


def kill_moment() -> Wave:
    """A kill: a low stab falling a fifth (E3 to A2) over a thud."""
    return mix((stab((164.81, 246.94), 0.25), 1.0, 0), (stab((110.0, 164.81, 220.0), 0.6), 1.1, 0.18),
               (envelope(tone(0.3, lambda t: 80 - 60 * t), 0.003, 0.28), 0.8, 0.18))


def overkill_moment() -> Wave:
    """An overkill: the kill's stab with a grinding minor second above and a second hit."""
    return mix((stab((110.0, 116.54, 164.81, 220.0), 0.9, 3000), 1.0, 0),
               (envelope(lowpass(noise(0.5, 31), lambda t: 4000 * math.exp(-t * 6) + 200), 0.003, 0.45), 0.7, 0),
               (envelope(tone(0.3, lambda t: 70 - 60 * t), 0.003, 0.28), 0.9, 0.25))


def double_kill() -> Wave:
    """A double kill: two stabs in quick succession, the second a fourth higher."""
    return mix((stab((110.0, 164.81, 220.0), 0.3), 1.0, 0), (stab((146.83, 220.0, 293.66), 0.6), 1.0, 0.22))


def last_skull() -> Wave:
    """The last skull taken: a deep bell tolling (A2 with inharmonic partials)."""
    toll = tone(1.1, 110.0, ((1, 1.0), (2.0, 0.6), (2.76, 0.4), (5.4, 0.25), (8.9, 0.1)))
    return envelope(toll, 0.004, 1.1, curve=0.8)


def winner() -> Wave:
    """The winner: a fanfare, A major rising (A4 C#5 E5) to a held A5 chord."""
    notes = [(stab((f, f / 2), 0.18, 3000), 0.9, k * 0.12) for k, f in enumerate((440.0, 554.37, 659.26))]
    return mix(*notes, (stab((880.0, 659.26, 554.37, 440.0), 0.75, 3500), 1.0, 0.36))


# name -> (how it is made, trim in dB against LOUDNESS): a click is quieter, the rare
# big moments (kill, overkill, frenzy) a little louder than a shot
SOUNDS: dict[str, tuple[Callable[[], Wave], float]] = {
    "shot:gun": (gun, 0.0),
    "shot:beam": (beam, -2.0),
    "shot:lightning": (lightning, -2.0),
    "shot:melee": (melee, -1.0),
    "shot:explosive": (explosive, 0.0),
    "shot:fire": (fire, -1.0),
    "damage": (damage, -2.0),
    "mark": (mark, -5.0),
    "kill": (kill, 1.0),
    "overkill": (overkill, 2.0),
    "frenzy": (frenzy, -1.0),
    "turn": (turn, -5.0),
    "handoff": (handoff, -4.0),
    "click": (click, -10.0),
    # the big moments: as loud as the kill they follow
    "moment:first blood": (first_blood, 0.0),
    "moment:kill": (kill_moment, 0.0),
    "moment:overkill": (overkill_moment, 1.0),
    "moment:double kill": (double_kill, 1.0),
    "moment:last skull": (last_skull, 0.0),
    "moment:winner": (winner, 0.0),
}


def render(name: str) -> array:
    """One sound, as 16-bit samples at :data:`RATE`."""
    make, trim = SOUNDS[name]
    return finish(make(), trim)
