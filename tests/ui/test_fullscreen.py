"""F11 toggles full screen; the layout is letterboxed into whatever size the screen has."""

from __future__ import annotations

import os
import subprocess
import sys

CODE = """
import pygame
from adrenaline.ui.app import App
from adrenaline.ui.screens.main_menu import MainMenu
app = App(); app.push(MainMenu(app)); app.step(1 / 60)
def f11():
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
f11()
print(app.fullscreen, *pygame.display.get_surface().get_size(), *app.window_scale())
f11()
print(app.fullscreen, *pygame.display.get_surface().get_size(), *app.window_scale())
"""


def test_f11_goes_full_screen_letterboxed_and_back(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "ADRENALINE_CONFIG": str(tmp_path)}
    out = subprocess.run([sys.executable, "-W", "ignore", "-c", CODE], env=env, capture_output=True,
                         text=True, timeout=60, check=True).stdout.split("\n")
    full, windowed = out[0].split(), out[1].split()
    w, h, scale, _, ox, oy = (float(v) for v in full[1:])
    assert full[0] == "True" and scale == min(w / 1280, h / 800)
    assert (ox, oy) == ((w - 1280 * scale) / 2, (h - 800 * scale) / 2)  # centred
    assert windowed == ["False", "1280", "800", "1.0", "1.0", "0.0", "0.0"]
