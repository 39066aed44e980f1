"""The music's instruments, made here like the effects (:mod:`.synth`): band-limited
wavetables read at a note's pitch, a one-pole filter that closes as the note fades,
and drums from sine sweeps and seeded noise. Standard library only.

Every note is a ``array('d')`` at :data:`.synth.RATE`, already at its gain; the same
(instrument, pitch, length, gain) is made once per render (:class:`Notes`) and mixed in
wherever it is played, so three minutes of music cost a few seconds to make.
"""

from __future__ import annotations

import math
import random
from array import array

from .synth import RATE

TABLE = 2048  # samples in one cycle of a wavetable
MASK = TABLE - 1
NYQUIST = RATE / 2


def midi_hz(note: float) -> float:
    """A MIDI note number's pitch (A4 = 69 = 440 Hz)."""
    return 440.0 * 2 ** ((note - 69) / 12)


def _table(hz: float, shape: str) -> list[float]:
    """One cycle of a saw ("saw"), a square ("square": odd harmonics) or a soft
    triangle-ish tone ("soft"), with no harmonic above the Nyquist frequency."""
    top = max(1, int(NYQUIST * 0.9 / hz))
    if shape == "square":
        harmonics = [(k, 1.0 / k) for k in range(1, top + 1, 2)]
    elif shape == "soft":
        harmonics = [(k, 1.0 / (k * k)) for k in range(1, min(top, 9) + 1)]
    else:
        harmonics = [(k, 1.0 / k) for k in range(1, top + 1)]
    step = 2 * math.pi / TABLE
    out = [sum(a * math.sin(k * i * step) for k, a in harmonics) for i in range(TABLE)]
    peak = max(abs(x) for x in out) or 1.0
    return [x / peak for x in out]


_tables: dict[tuple[int, str], list[float]] = {}


def table(note: float, shape: str) -> list[float]:
    """The wavetable for ``note`` (shared by the notes a semitone around it)."""
    key = (int(round(note)), shape)
    t = _tables.get(key)
    if t is None:
        t = _tables[key] = _table(midi_hz(key[0] + 0.5), shape)
    return t


def oscillator(note: float, n: int, shape: str = "saw", detune: float = 0.0, phase: float = 0.0,
               vibrato: float = 0.0) -> list[float]:
    """``n`` samples of ``note`` (``detune`` in cents; ``vibrato``: its depth in
    semitones, at 5.5 Hz, coming in after a quarter second)."""
    tab = table(note, shape)
    inc = midi_hz(note + detune / 100) * TABLE / RATE
    p = phase * TABLE
    if not vibrato:
        return [tab[int(p + inc * i) & MASK] for i in range(n)]
    out = [0.0] * n
    w = 2 * math.pi * 5.5 / RATE
    ramp = RATE * 0.25
    for i in range(n):
        depth = vibrato * min(1.0, i / ramp)
        p += inc * (1 + 0.0578 * depth * math.sin(w * i))
        out[i] = tab[int(p) & MASK]
    return out


def filtered(w: list[float], start: float, end: float, time: float) -> list[float]:
    """A one-pole low-pass whose cutoff glides from ``start`` to ``end`` Hz over
    ``time`` seconds (exponentially), then stays."""
    out = [0.0] * len(w)
    y = 0.0
    k = math.log(end / start) / max(1.0, time * RATE)
    glide = max(1, int(time * RATE))
    two_pi = 2 * math.pi / RATE
    for i, x in enumerate(w):
        if i < glide or i == 0:
            a = 1.0 - math.exp(-two_pi * start * math.exp(k * min(i, glide)))
        y += a * (x - y)
        out[i] = y
    return out


def shaped(w: list[float], gain: float, attack: float, release: float, hold: float = 1.0,
           curve: float = 4.0) -> array:
    """At ``gain``: up in ``attack`` seconds, then down over the rest (``curve``: how
    fast it falls; ``hold``: the part of the length before the fall, 1 = none),
    the last ``release`` seconds faded to nothing."""
    n = len(w)
    a = max(1, int(attack * RATE))
    r = max(1, min(n, int(release * RATE)))
    h = int((1 - hold) * n) if hold < 1 else 0
    out = array("d", bytes(8 * n))
    fall = max(1, n - a - h)
    for i, x in enumerate(w):
        if i < a:
            g = i / a
        elif i < a + h:
            g = 1.0
        else:
            g = math.exp(-curve * (i - a - h) / fall)
        if i >= n - r:
            g *= (n - i) / r
        out[i] = x * g * gain
    return out


# -- the instruments --------------------------------------------------------------------
def pad(notes: tuple[int, ...], n: int, gain: float, bright: float) -> array:
    """A chord held: two saws a few cents apart per note, through a low-pass
    (``bright``: its cutoff in Hz), a slow swell in and out."""
    mix = [0.0] * n
    for k, note in enumerate(notes):
        for cents, ph in ((-7, 0.1 * k), (7, 0.37 + 0.1 * k)):
            for i, x in enumerate(oscillator(note, n, "saw", cents, ph)):
                mix[i] += x
    mix = filtered(mix, bright, bright, 0.0)
    return shaped(mix, gain / (2 * len(notes)) * 1.6, 0.35, 0.3, hold=0.2, curve=0.6)


def bass(note: int, n: int, gain: float) -> array:
    """A bass note: a saw and a sine an octave down, its filter closing from 1.6 kHz."""
    saw = oscillator(note, n, "saw")
    sub = oscillator(note - 12, n, "soft")
    w = filtered([0.55 * a + 0.7 * b for a, b in zip(saw, sub)], 1600, 260, 0.18)
    return shaped(w, gain, 0.004, 0.02, curve=1.2)


def pluck(note: int, n: int, gain: float) -> array:
    """The arpeggio: a bright square plucked, closing fast."""
    w = filtered(oscillator(note, n, "square"), 7000, 1100, 0.12)
    return shaped(w, gain, 0.002, 0.015, curve=5.0)


def lead(note: int, n: int, gain: float) -> array:
    """The lead: two detuned saws with a vibrato, softened."""
    a = oscillator(note, n, "saw", -5, vibrato=0.25)
    b = oscillator(note, n, "saw", 5, 0.5, vibrato=0.25)
    w = filtered([x + y for x, y in zip(a, b)], 3800, 2200, 0.3)
    return shaped(w, gain * 0.5, 0.02, 0.06, hold=0.6, curve=1.5)


def bell(note: int, n: int, gain: float) -> array:
    """A glassy bell for the menu's melody: inharmonic sine partials."""
    f = midi_hz(note)
    w = [0.0] * n
    step = 2 * math.pi / RATE
    for ratio, amp, decay in ((1.0, 1.0, 2.0), (2.01, 0.5, 3.5), (3.98, 0.25, 6.0), (5.43, 0.12, 9.0)):
        if f * ratio >= NYQUIST:
            continue
        for i in range(n):
            w[i] += amp * math.exp(-decay * i / RATE) * math.sin(step * f * ratio * i)
    return shaped(w, gain * 0.6, 0.003, 0.05, hold=1.0, curve=0.0)


def kick(gain: float) -> array:
    """A kick drum: a sine falling from 150 to 45 Hz."""
    n = int(0.32 * RATE)
    out, p = [0.0] * n, 0.0
    for i in range(n):
        t = i / RATE
        p += 2 * math.pi * (45 + 105 * math.exp(-t * 30)) / RATE
        out[i] = math.sin(p)
    return shaped(out, gain, 0.001, 0.02, curve=5.0)


def _noise(n: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.random() * 2 - 1 for _ in range(n)]


def snare(gain: float) -> array:
    """A snare: noise through a band around 2 kHz over a 190 Hz body."""
    n = int(0.22 * RATE)
    noise = _noise(n, 21)
    low = filtered(noise, 5000, 5000, 0.0)
    band = [a - b for a, b in zip(low, filtered(noise, 900, 900, 0.0))]
    body = oscillator(55, n, "soft")
    w = [0.8 * a + 0.5 * b * math.exp(-i / (0.04 * RATE)) for i, (a, b) in enumerate(zip(band, body))]
    return shaped(w, gain, 0.001, 0.02, curve=6.0)


def hat(gain: float, length: float = 0.05, seed: int = 22) -> array:
    """A hi-hat: high noise, closed (short) or open (``length`` longer)."""
    n = int(length * RATE)
    noise = _noise(n, seed)
    w = [a - b for a, b in zip(noise, filtered(noise, 6000, 6000, 0.0))]
    return shaped(w, gain, 0.0005, 0.005, curve=4.0)


def riser(seconds: float, gain: float) -> array:
    """Noise opening upwards, louder to its end (into a new part)."""
    n = int(seconds * RATE)
    w = filtered(_noise(n, 23), 300, 7000, seconds)
    out = array("d", bytes(8 * n))
    for i, x in enumerate(w):
        out[i] = x * gain * (i / n) ** 2
    return out


def impact(gain: float) -> array:
    """A hit at the top of a part: a low boom and a wash of noise."""
    n = int(1.2 * RATE)
    boom = kick(1.0)
    wash = filtered(_noise(n, 24), 4000, 400, 1.0)
    w = [0.8 * x for x in wash]
    for i, x in enumerate(boom):
        w[i] += x
    return shaped(w, gain, 0.001, 0.1, curve=3.0)


class Notes:
    """Each note made once per render: ``get(maker, *args)`` is ``maker(*args)``,
    kept."""

    def __init__(self):
        self.made: dict[tuple, array] = {}

    def get(self, maker, *args) -> array:
        key = (maker.__name__, *args)
        note = self.made.get(key)
        if note is None:
            note = self.made[key] = maker(*args)
        return note
