"""Write the game's music (adrenaline/ui/sound/music.py) to a WAV file, to listen to,
measure and review; print each piece's length, peak and loudness against the effects.

    .venv/bin/python tools/render_music.py OUT.wav [--piece menu|calm|tense|frenzy] [--plot OUT.png]

Without ``--piece``, OUT.wav is the play music as a game goes through it: its first
third calm, the second tense, the last in the final frenzy (spliced at bar lines, as
the game crossfades them), and OUT-menu.wav the menu theme. ``--plot`` draws the
loudness (RMS of each half second, beside the effects' loudness) and a spectrogram.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
import wave
from array import array
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).parent))

from adrenaline.ui.sound import instruments, music, synth  # noqa: E402

HALF = synth.RATE // 2  # samples in half a second


def write(path: Path, pcm: array) -> None:
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(synth.RATE)
        f.writeframes(pcm.tobytes())


def db(x: float) -> float:
    return 20 * math.log10(max(x, 1e-9))


def loudness(pcm: array) -> list[float]:
    """RMS (dBFS) of each half second."""
    out = []
    for s in range(0, len(pcm), HALF):
        part = pcm[s:s + HALF]
        out.append(db(math.sqrt(sum(x * x for x in part) / max(1, len(part))) / synth.FULL))
    return out


def figures(name: str, pcm: array) -> str:
    rms = math.sqrt(sum(x * x for x in pcm) / len(pcm)) / synth.FULL
    halves = loudness(pcm)
    return (f"{name:8s} {len(pcm) / synth.RATE:6.1f} s  peak {db(max(abs(x) for x in pcm) / synth.FULL):6.1f} dBFS"
            f"  RMS {db(rms):6.1f} dBFS  quietest half second {min(halves):6.1f} dBFS"
            f"  (effects' loudest 50 ms: {synth.LOUDNESS:.0f} dBFS + trim)")


def journey(notes) -> tuple[array, list[int]]:
    """The play music calm, then tense, then frenzy: a third each, cut at bar lines
    with a 50 ms crossfade; and where each third starts (samples)."""
    third = music.length("play") // 3 // music.BAR * music.BAR
    out = array("h")
    starts = []
    fade = synth.RATE // 20
    for k, intensity in enumerate(music.INTENSITIES):
        print(f"making {intensity}...", flush=True)
        pcm = music.render("play", intensity, notes=notes)
        start, end = k * third, (k + 1) * third if k < 2 else len(pcm)
        part = pcm[start:end]
        if out:
            for i in range(fade):
                g = i / fade
                out[-fade + i] = int(out[-fade + i] * (1 - g) + part[i] * g)
            part = part[fade:]
        starts.append(start)
        out.extend(part)
    return out, starts


def plot(pcm: array, starts: list[int], path: Path, title: str) -> None:
    import pygame

    from sound_sheet import fft, heat

    pygame.font.init()
    font = pygame.font.Font(None, 22)
    w, top_h, spec_h, left = 1400, 300, 260, 70
    sheet = pygame.Surface((w, top_h + spec_h + 60))
    sheet.fill((20, 22, 30))
    sheet.blit(font.render(title, True, (230, 230, 230)), (left, 6))
    seconds = len(pcm) / synth.RATE
    plot_w = w - left - 20

    def x_of(t: float) -> int:
        return left + int(t / seconds * plot_w)

    def y_of(d: float) -> int:  # -60 .. 0 dBFS
        return 30 + int((-d) / 60 * (top_h - 40))

    for d in range(0, -61, -10):
        pygame.draw.line(sheet, (50, 50, 60), (left, y_of(d)), (w - 20, y_of(d)))
        sheet.blit(font.render(f"{d} dB", True, (150, 150, 160)), (8, y_of(d) - 8))
    eff = synth.LOUDNESS
    pygame.draw.line(sheet, (235, 70, 70), (left, y_of(eff)), (w - 20, y_of(eff)), 2)
    sheet.blit(font.render("effects: loudest 50 ms", True, (235, 70, 70)), (w - 220, y_of(eff) - 18))
    for k, s in enumerate(starts):
        x = x_of(s / synth.RATE)
        pygame.draw.line(sheet, (255, 214, 64), (x, 24), (x, top_h))
        sheet.blit(font.render(music.INTENSITIES[k] if len(starts) == 3 else "", True, (255, 214, 64)), (x + 4, 24))
    halves = loudness(pcm)
    points = [(x_of((i + 0.5) / 2), y_of(d)) for i, d in enumerate(halves)]
    pygame.draw.lines(sheet, (120, 220, 160), False, points, 2)
    peaks = [db(max(abs(x) for x in pcm[s:s + HALF]) / synth.FULL) for s in range(0, len(pcm), HALF)]
    pygame.draw.lines(sheet, (90, 130, 220), False, [(x_of((i + 0.5) / 2), y_of(d)) for i, d in enumerate(peaks)], 1)
    sheet.blit(font.render("green: RMS of each half second; blue: its peak", True, (160, 160, 170)), (left, top_h))
    # spectrogram: 1024-sample frames every half second, 30 Hz .. 11 kHz, log frequency
    frame = 1024
    hann = [0.5 - 0.5 * math.cos(2 * math.pi * i / frame) for i in range(frame)]
    y0 = top_h + 30
    col_w = plot_w / len(halves)
    nyq = synth.RATE / 2
    for c, s in enumerate(range(0, len(pcm) - frame, HALF)):
        spec = fft([complex(pcm[s + i] / synth.FULL * hann[i]) for i in range(frame)])[:frame // 2]
        col = [db(abs(v) / (frame / 4)) for v in spec]
        for py in range(spec_h):
            f = 30 * (nyq / 30) ** (1 - py / (spec_h - 1))
            b = min(len(col) - 1, int(f / nyq * len(col)))
            sheet.fill(heat(col[b]), pygame.Rect(left + int(c * col_w), y0 + py, max(1, math.ceil(col_w)), 1))
    for f in (100, 1000, 10000):
        py = (1 - math.log(f / 30) / math.log(nyq / 30)) * (spec_h - 1)
        sheet.blit(font.render(f"{f} Hz", True, (200, 200, 210)), (4, y0 + py - 8))
    for t in range(0, int(seconds) + 1, 30):
        sheet.blit(font.render(f"{t} s", True, (150, 150, 160)), (x_of(t) - 10, y0 + spec_h + 4))
    pygame.image.save(sheet, str(path))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--piece", choices=("menu", *music.INTENSITIES))
    parser.add_argument("--plot", type=Path)
    args = parser.parse_args(argv)
    notes = instruments.Notes()
    start = time.perf_counter()
    if args.piece:
        piece = "menu" if args.piece == "menu" else "play"
        pcm, starts = music.render(piece, args.piece, notes=notes), []
        write(args.out, pcm)
        print(figures(args.piece, pcm))
    else:
        pcm, starts = journey(notes)
        write(args.out, pcm)
        print(figures("journey", pcm))
        menu = music.render("menu", notes=notes)
        menu_path = args.out.with_name(args.out.stem + "-menu.wav")
        write(menu_path, menu)
        print(figures("menu", menu))
    print(f"made in {time.perf_counter() - start:.1f} s -> {args.out}")
    if args.plot:
        plot(pcm, starts, args.plot, f"{args.out.name}: loudness and spectrogram "
                                     f"({len(pcm) / synth.RATE:.0f} s, music v{music.VERSION})")
        print(f"plot -> {args.plot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
