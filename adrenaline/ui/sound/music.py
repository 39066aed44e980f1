"""The game's music, composed and played by its own code (no recording, no sample from
elsewhere): a menu theme and the play music, in A minor at 126 beats a minute, made
from the instruments of :mod:`.instruments`.

- The play music is twelve parts of eight bars (3 minutes 3 seconds before it repeats),
  each with its chords, its arpeggio and its melody drawn from a fixed seed. It is made
  three times over the same bars, at three intensities: ``calm`` (pads, a slow bass,
  a soft beat), ``tense`` (a driving bass, the full beat, the arpeggio in sixteenths)
  and ``frenzy`` (sixteenth-note bass and hats, the lead throughout, risers and hits
  between parts, the pads ducking under the kick). The player (:mod:`.music_player`)
  crossfades from one to the next at the same place, so the game gets more driving as
  it goes without the music starting over.
- Each piece loops without a seam: what rings past its end is mixed into its start.
- The same code makes the same samples on every run (fixed seeds, no clock);
  :data:`VERSION` names what is made (the cache's key: :mod:`.music_cache`).
- Loudness: each piece's RMS is set to :data:`TARGET_DB` (a few dB under the effects'
  loudest moments, :data:`.synth.LOUDNESS`), peaks softly limited under -1 dBFS.

``render(piece, intensity, bars=None)`` makes one (or its first ``bars`` bars, for
tests); ``tools/render_music.py`` writes them to a file.
"""

from __future__ import annotations

import math
import random
from array import array
from operator import add

from . import instruments as ins
from .synth import FULL, PEAK, RATE

VERSION = 2  # raise when the music changes: the cached files are made again
BPM = 126
STEP = RATE * 60 // (BPM * 4)  # samples a sixteenth note: 2625 (exactly, at 22050 Hz)
BAR = 16 * STEP
PART_BARS = 8
INTENSITIES = ("calm", "tense", "frenzy")
PIECES = ("menu", "play")
TARGET_DB = {"menu": -24.0, "calm": -23.0, "tense": -21.5, "frenzy": -20.0}  # RMS, dBFS
KNEE = 0.55  # the limiter's knee (of full scale)

# chords: (semitones above A, minor?) one bar each, the four played twice in a part
PROGRESSIONS = (
    ((0, True), (8, False), (3, False), (10, False)),  # Am F C G
    ((0, True), (10, False), (8, False), (7, False)),  # Am G F E
    ((5, True), (0, True), (8, False), (7, False)),  # Dm Am F E
    ((0, True), (3, False), (5, True), (8, False)),  # Am C Dm F
    ((8, False), (10, False), (0, True), (0, True)),  # F G Am Am
    ((0, True), (7, True), (8, False), (10, False)),  # Am Em F G
)
# the play music's parts: (progression, energy, lead): energy "low" builds (the beat
# comes in halfway), "high" adds the extra percussion
PLAY_PARTS = (
    (0, "low", False), (0, "mid", False), (1, "mid", True), (5, "mid", False),
    (2, "high", True), (3, "low", False), (1, "high", True), (4, "mid", False),
    (2, "mid", True), (5, "high", True), (0, "mid", False), (1, "low", True),
)
MENU_PARTS = ((3, "low", True), (0, "low", True), (5, "low", True), (4, "low", True))
PENTATONIC = (57, 60, 62, 64, 67, 69, 72, 74, 76, 79, 81)
ARPS = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 1, 2, 1), (3, 2, 1, 0), (0, 2, 3, 1))


def parts(piece: str) -> tuple:
    return MENU_PARTS if piece == "menu" else PLAY_PARTS


def length(piece: str) -> int:
    """Samples before ``piece`` repeats."""
    return len(parts(piece)) * PART_BARS * BAR


def seconds(piece: str) -> float:
    return length(piece) / RATE


def chord_notes(root: int, minor: bool) -> tuple[int, ...]:
    """The chord's root (voiced between E3 and D#4), third, fifth and octave."""
    r = 52 + (5 + root) % 12  # A: 57
    return (r, r + (3 if minor else 4), r + 7, r + 12)


class Score:
    """Notes put into one buffer that wraps around (what rings past the end sounds
    at the start, so the piece loops without a seam)."""

    def __init__(self, n: int, notes: ins.Notes):
        self.buf = array("d", bytes(8 * n))
        self.n = n
        self.notes = notes

    def put(self, at: int, note: array) -> None:
        at %= self.n
        while len(note):
            room = min(len(note), self.n - at)
            self.buf[at:at + room] = array("d", map(add, self.buf[at:at + room], note[:room]))
            note = note[room:]
            at = 0

    def play(self, at: int, maker, *args) -> None:
        self.put(at, self.notes.get(maker, *args))


def phrase(rng: random.Random, chords) -> list[tuple[int, int, int]]:
    """A two-bar melody: (step, length in steps, note), chord tones on the beats."""
    rhythms = ((0, 3, 6, 8, 12, 14), (0, 4, 6, 10, 12), (0, 2, 4, 7, 8, 12), (0, 6, 8, 11, 14))
    out = []
    for bar in range(2):
        root, minor = chords[bar]
        tones = [n for n in PENTATONIC if (n - chord_notes(root, minor)[0]) % 12 in
                 ((0, 3, 7) if minor else (0, 4, 7))]
        rhythm = rhythms[int(rng.random() * len(rhythms))]
        for k, step in enumerate(rhythm):
            end = rhythm[k + 1] if k + 1 < len(rhythm) else 16
            pool = tones if step % 4 == 0 else PENTATONIC
            note = pool[int(rng.random() * len(pool))]
            out.append((bar * 16 + step, end - step, note + 12 if note < 64 else note))
    return out


def render_float(piece: str, intensity: str, bars: int | None = None, notes: ins.Notes | None = None,
                 first: int = 0) -> array:
    """The piece (at ``intensity``, for play) as floats, before its loudness is set:
    the whole, or ``bars`` bars from bar ``first``."""
    plan = parts(piece)
    total = len(plan) * PART_BARS if bars is None else bars
    score = Score(total * BAR, notes or ins.Notes())
    level = 0 if piece == "menu" else INTENSITIES.index(intensity)
    for at in range(total):
        b = first + at
        part = b // PART_BARS
        progression, energy, has_lead = plan[part % len(plan)]
        chords = PROGRESSIONS[progression]
        rng = random.Random(f"{piece}:{part}")
        arp = ARPS[int(rng.random() * len(ARPS))]
        melody = phrase(rng, chords) + [(s + 32, ln, n) for s, ln, n in phrase(rng, chords[2:])]
        bar_in_part = b % PART_BARS
        root, minor = chords[bar_in_part % 4]
        notes = chord_notes(root, minor)
        start = at * BAR
        beat_in = energy != "low" or bar_in_part >= 4
        _bar(score, piece, level, energy, beat_in, has_lead, start, notes, arp, melody, bar_in_part)
    if level == 2:
        duck(score)
    return score.buf


def _bar(score: Score, piece, level, energy, beat_in, has_lead, start, notes, arp, melody, bar_in_part):
    """One bar of one part at one intensity."""
    bright = (900, 1500, 2400)[level]
    score.play(start, ins.pad, notes[:3] if piece == "menu" else notes, BAR + STEP * 4,
               (0.5, 0.45, 0.42)[level], bright)
    bass_root = 33 + (notes[0] - 33) % 12
    if piece == "menu":
        if bar_in_part % 2 == 0:
            score.play(start, ins.bass, bass_root, 2 * BAR - STEP, 0.35)
        for k in range(8):
            tone = notes[arp[k % 4]] + 12
            score.play(start + k * 2 * STEP, ins.pluck, tone, 3 * STEP, 0.05)
        if has_lead and bar_in_part % 2 == 0:
            for step, ln, note in melody[:8]:
                if step < 32:
                    score.play(start + step * STEP, ins.bell, note, max(ln, 8) * STEP, 0.22)
        if bar_in_part >= 4:
            score.play(start, ins.kick, 0.35)
        return
    # bass
    if beat_in:
        if level == 0:
            for s in (0, 8):
                score.play(start + s * STEP, ins.bass, bass_root, 7 * STEP, 0.42)
        elif level == 1:
            for s in range(0, 16, 2):
                score.play(start + s * STEP, ins.bass, bass_root + (12 if s % 4 == 2 else 0), 2 * STEP, 0.45)
        else:
            for s in range(16):
                score.play(start + s * STEP, ins.bass, bass_root + (12 if s % 4 == 2 else 0), STEP, 0.42)
    # arpeggio (with an echo three sixteenths later)
    every = 2 if level == 0 else 1
    for s in range(0, 16, every):
        tone = notes[arp[(s // every) % 4]] + 12
        gain = (0.09, 0.12, 0.13)[level]
        score.play(start + s * STEP, ins.pluck, tone, 3 * STEP, gain)
        if level:
            score.play(start + (s + 3) * STEP, ins.pluck, tone, 3 * STEP, round(gain * 0.35, 3))
    # drums
    if beat_in:
        kicks = (0, 8) if level == 0 else (0, 4, 8, 12)
        for s in kicks:
            score.play(start + s * STEP, ins.kick, (0.5, 0.8, 0.85)[level])
        if level == 2 and bar_in_part % 2 == 1:
            score.play(start + 14 * STEP, ins.kick, 0.6)
        if level:
            for s in (4, 12):
                score.play(start + s * STEP, ins.snare, (0, 0.42, 0.5)[level])
        hats = range(2, 16, 4) if level == 0 else range(0, 16, 2) if level == 1 else range(16)
        for s in hats:
            loud = (0.08, 0.1, 0.07 if s % 2 else 0.11)[level]
            score.play(start + s * STEP, ins.hat, loud, 0.05, 22)
        if level and energy != "low":
            for s in (2, 6, 10, 14):
                score.play(start + s * STEP, ins.hat, 0.07, 0.2, 25)
        if energy == "high" and level:
            for s in (3, 11):
                score.play(start + s * STEP, ins.snare, 0.12)
    if level == 2 and bar_in_part == PART_BARS - 1:
        score.play(start, ins.riser, BAR / RATE, 0.22)
        for s in range(8, 16):
            score.play(start + s * STEP, ins.snare, round(0.15 + 0.04 * (s - 8), 2))
    if level == 2 and bar_in_part == 0:
        score.play(start, ins.impact, 0.35)
    # the lead: a four-bar line, twice
    if (has_lead and level) or level == 2:
        for step, ln, note in melody:  # steps from the line's first bar: this bar's notes
            if step // 16 == bar_in_part % 4:
                score.play(start + (step % 16) * STEP, ins.lead, note, ln * STEP, (0, 0.2, 0.23)[level])
    elif level == 0 and has_lead and bar_in_part % 4 == 0:
        for step, ln, note in melody:
            if step < 64:
                score.play(start + step * STEP, ins.bell, note, max(ln, 8) * STEP, 0.16)


def duck(score: Score) -> None:
    """The frenzy's pump: everything dips a little on each beat and swells back."""
    n = score.n
    beat = 4 * STEP
    curve = [1.0 - 0.28 * math.exp(-i / (0.06 * RATE)) for i in range(beat)]
    buf = score.buf
    for s in range(0, n, beat):
        seg = buf[s:s + beat]
        buf[s:s + len(seg)] = array("d", map(float.__mul__, seg, curve[:len(seg)]))


def master(w: array, target_db: float) -> array:
    """16-bit samples: the RMS at ``target_db``, peaks through a soft knee, none above
    -1 dBFS."""
    rms = math.sqrt(sum(x * x for x in w) / max(1, len(w))) or 1.0
    gain = 10 ** (target_db / 20) / rms
    knee, room = KNEE, PEAK - KNEE
    out = array("h", bytes(2 * len(w)))
    for i, x in enumerate(w):
        y = x * gain
        a = abs(y)
        if a > knee:
            y = math.copysign(knee + room * math.tanh((a - knee) / room), y)
        out[i] = int(y * FULL)
    return out


def render(piece: str, intensity: str = "calm", bars: int | None = None, notes: ins.Notes | None = None,
           first: int = 0) -> array:
    """``piece`` ("menu" or "play", at ``intensity``) as 16-bit samples at RATE: the
    whole, or ``bars`` bars from bar ``first`` (tests)."""
    key = "menu" if piece == "menu" else intensity
    return master(render_float(piece, intensity, bars, notes, first), TARGET_DB[key])


def part_plan(piece: str) -> list[tuple]:
    """What makes each part itself: its chords, energy, lead, arpeggio and melody (no
    two parts of the play music are the same)."""
    out = []
    for part, (progression, energy, has_lead) in enumerate(parts(piece)):
        rng = random.Random(f"{piece}:{part}")
        arp = ARPS[int(rng.random() * len(ARPS))]
        chords = PROGRESSIONS[progression]
        out.append((progression, energy, has_lead, arp, tuple(phrase(rng, chords) + phrase(rng, chords[2:]))))
    return out


def tracks() -> tuple[tuple[str, str], ...]:
    """Every (piece, intensity) the game plays."""
    return (("menu", "calm"),) + tuple(("play", i) for i in INTENSITIES)
