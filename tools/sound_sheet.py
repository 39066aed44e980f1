"""Write every sound effect (adrenaline/ui/sound/synth.py) as a WAV file, print its
length, peak and loudness, and draw one picture with each sound's waveform and
spectrogram, to look at what cannot be listened to.

    .venv/bin/python tools/sound_sheet.py OUT_DIR

OUT_DIR gets one NAME.wav per sound (":" in a name becomes "-") and sounds.png.
"""

from __future__ import annotations

import cmath
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from adrenaline.ui.sound import synth  # noqa: E402

FRAME, HOP = 512, 128  # spectrogram: samples a column, samples between columns
ROW_H, WAVE_W, SPEC_W, LABEL_W = 120, 520, 520, 270


def fft(x: list[complex]) -> list[complex]:
    """Radix-2 FFT (len(x) a power of two)."""
    n = len(x)
    if n == 1:
        return x
    even, odd = fft(x[0::2]), fft(x[1::2])
    out = [0j] * n
    for k in range(n // 2):
        t = cmath.exp(-2j * math.pi * k / n) * odd[k]
        out[k] = even[k] + t
        out[k + n // 2] = even[k] - t
    return out


def spectrogram(w: list[float]) -> list[list[float]]:
    """dB (relative to full scale) per column and frequency bin (Hann window)."""
    hann = [0.5 - 0.5 * math.cos(2 * math.pi * i / FRAME) for i in range(FRAME)]
    padded = w + [0.0] * FRAME
    cols = []
    for s in range(0, len(w), HOP):
        frame = [complex(padded[s + i] * hann[i]) for i in range(FRAME)]
        spec = fft(frame)[: FRAME // 2]
        cols.append([20 * math.log10(abs(c) / (FRAME / 4) + 1e-9) for c in spec])
    return cols


def figures(pcm) -> tuple[float, float, float, float]:
    """(seconds, peak dBFS, RMS dBFS, loudest 50 ms dBFS)."""
    w = [x / synth.FULL for x in pcm]
    peak = max(abs(x) for x in w)
    rms = math.sqrt(sum(x * x for x in w) / len(w))
    return (len(w) / synth.RATE, 20 * math.log10(peak), 20 * math.log10(rms),
            20 * math.log10(synth.loudest(w)))


def heat(db: float) -> tuple[int, int, int]:
    """-90 dB black .. 0 dB white, through blue, red and yellow."""
    t = max(0.0, min(1.0, (db + 90) / 90))
    stops = ((0, (0, 0, 0)), (0.35, (30, 20, 120)), (0.6, (200, 30, 60)), (0.85, (250, 200, 40)),
             (1.0, (255, 255, 255)))
    for (a, ca), (b, cb) in zip(stops, stops[1:]):
        if t <= b:
            f = (t - a) / (b - a)
            return tuple(int(ca[i] + (cb[i] - ca[i]) * f) for i in range(3))
    return (255, 255, 255)


def draw(rows, path: Path) -> None:
    pygame.font.init()
    font = pygame.font.Font(None, 22)
    longest = max(len(pcm) for _, pcm, _ in rows) / synth.RATE
    sheet = pygame.Surface((LABEL_W + WAVE_W + SPEC_W + 30, ROW_H * len(rows) + 30))
    sheet.fill((20, 22, 30))
    sheet.blit(font.render(f"waveform (0-{longest:.2f} s, same time scale)", True, (200, 200, 200)),
               (LABEL_W, 6))
    sheet.blit(font.render(f"spectrogram (0-{synth.RATE // 2} Hz, log-frequency above 50 Hz)", True,
                           (200, 200, 200)), (LABEL_W + WAVE_W + 20, 6))
    for r, (name, pcm, fig) in enumerate(rows):
        y0 = 30 + r * ROW_H
        seconds, peak, rms, loud = fig
        for k, text in enumerate((name, f"{seconds:.2f} s  peak {peak:.1f} dBFS",
                                  f"RMS {rms:.1f}  loudest 50 ms {loud:.1f}")):
            sheet.blit(font.render(text, True, (230, 230, 230) if k == 0 else (160, 160, 170)),
                       (8, y0 + 20 + 22 * k))
        # waveform: min/max per pixel column, full scale = the row's height
        mid, half = y0 + ROW_H // 2, ROW_H // 2 - 6
        pygame.draw.line(sheet, (60, 60, 70), (LABEL_W, mid), (LABEL_W + WAVE_W, mid))
        for lim in (-1, 1):
            yy = mid - int(lim * half)
            pygame.draw.line(sheet, (90, 40, 40), (LABEL_W, yy), (LABEL_W + WAVE_W, yy))
        per = longest * synth.RATE / WAVE_W
        for x in range(WAVE_W):
            part = pcm[int(x * per): int((x + 1) * per) + 1]
            if not part:
                break
            lo, hi = min(part) / synth.FULL, max(part) / synth.FULL
            pygame.draw.line(sheet, (120, 220, 160), (LABEL_W + x, mid - int(hi * half)),
                             (LABEL_W + x, mid - int(lo * half)))
        # spectrogram on a log-frequency axis, 50 Hz .. Nyquist
        cols = spectrogram([x / synth.FULL for x in pcm])
        x0 = LABEL_W + WAVE_W + 20
        nyq = synth.RATE / 2
        col_w = SPEC_W / (longest * synth.RATE / HOP)
        for c, col in enumerate(cols):
            for py in range(ROW_H - 8):
                f = 50 * (nyq / 50) ** (1 - py / (ROW_H - 9))
                b = min(len(col) - 1, int(f / nyq * len(col)))
                rect = pygame.Rect(x0 + int(c * col_w), y0 + 4 + py, max(1, math.ceil(col_w)), 1)
                sheet.fill(heat(col[b]), rect)
        for f in (100, 1000, 10000):
            py = (1 - math.log(f / 50) / math.log(nyq / 50)) * (ROW_H - 9)
            sheet.blit(font.render(f"{f} Hz", True, (140, 140, 150)), (x0 + SPEC_W - 60, y0 + 4 + py - 8))
    pygame.image.save(sheet, str(path))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip())
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    print(f"{'sound':16} {'s':>5} {'peak':>7} {'RMS':>7} {'loudest':>8}  (dBFS)")
    for name in synth.SOUNDS:
        pcm = synth.render(name)
        (out / (name.replace(":", "-") + ".wav")).write_bytes(synth.wav_bytes(pcm))
        fig = figures(pcm)
        rows.append((name, pcm, fig))
        print(f"{name:16} {fig[0]:5.2f} {fig[1]:7.1f} {fig[2]:7.1f} {fig[3]:8.1f}")
    draw(rows, out / "sounds.png")
    print(f"wrote {len(rows)} WAV files and sounds.png to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
