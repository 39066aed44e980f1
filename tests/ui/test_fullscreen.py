"""F11 toggles full screen; the layout takes the screen's shape and fills it, no bars."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

CODE = """
import pygame
from adrenaline.ui.app import App
from adrenaline.ui.screens.main_menu import MainMenu
app = App(); app.push(MainMenu(app)); app.step(1 / 60)
def f11():
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
f11()
print(app.fullscreen, *pygame.display.get_surface().get_size(), *app.window_scale(), *app.screen.get_size())
f11()
print(app.fullscreen, *pygame.display.get_surface().get_size(), *app.window_scale(), *app.screen.get_size())
"""


def test_f11_goes_full_screen_without_bars_and_back(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "ADRENALINE_CONFIG": str(tmp_path)}
    out = subprocess.run([sys.executable, "-W", "ignore", "-c", CODE], env=env, capture_output=True,
                         text=True, timeout=60, check=True).stdout.split("\n")
    full, windowed = out[0].split(), out[1].split()
    w, h, sx, sy, ox, oy, lw, lh = (float(v) for v in full[1:])
    scale = min(w / 1280, h / 800)
    assert full[0] == "True"
    assert (lw, lh) == (round(w / scale), round(h / scale)), "the screen's shape"
    assert (ox, oy) == (0, 0) and (lw * sx, lh * sy) == pytest.approx((w, h)), "filled to every edge"
    assert windowed == ["False", "1280", "800", "1.0", "1.0", "0.0", "0.0", "1280", "800"]
