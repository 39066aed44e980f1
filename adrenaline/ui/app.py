"""The window and its scene stack.

A scene has ``handle_event(event)``, ``update(dt)`` and ``draw(surface)``; the
top scene gets the input, and scenes below an overlay (a hand-off screen, the
in-game menu) are drawn under it. The window draws a logical 1280 x 800 surface
that SDL scales to the window (resizable; F11 toggles fullscreen).
"""

from __future__ import annotations

import os
import time
from typing import Protocol

import pygame

from . import layout


class Scene(Protocol):
    overlay: bool  # drawn over the scene below it

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class App:
    def __init__(self, size: tuple[int, int] = layout.SIZE, settings=None):
        from .settings import Settings

        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.init()
        try:
            pygame.mixer.init()
        except pygame.error:
            pass  # no sound card: play silent
        pygame.display.set_caption("Adrenaline")
        flags = pygame.SCALED | pygame.RESIZABLE
        self.screen = pygame.display.set_mode(layout.SIZE, flags)
        if size != layout.SIZE:
            try:
                pygame.Window.from_display_module().size = size
            except (AttributeError, pygame.error):
                pass  # an older pygame-ce: the window keeps the logical size
        self.settings = settings or Settings.load()
        self.stack: list = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: list[float] = []  # seconds per frame (benchmarks)
        self.probe_path = os.environ.get("ADRENALINE_UI_PROBE")  # tests: where clickables are
        self._probe_last = ""

    # -- the stack ----------------------------------------------------------------------
    def push(self, scene) -> None:
        self.stack.append(scene)

    def pop(self) -> None:
        if self.stack:
            self.stack.pop()
        if not self.stack:
            self.running = False

    def replace(self, scene) -> None:
        if self.stack:
            self.stack.pop()
        self.stack.append(scene)

    def reset(self, scene) -> None:
        """Back to one scene (e.g. the main menu)."""
        for old in self.stack:
            close = getattr(old, "close", None)
            if close:
                close()
        self.stack = [scene]

    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    # -- the loop -----------------------------------------------------------------------
    def quit(self) -> None:
        for scene in self.stack:
            close = getattr(scene, "close", None)
            if close:
                close()
        self.running = False

    def step(self, dt: float) -> None:
        """One frame: input, update, draw."""
        start = time.perf_counter()
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                pygame.display.toggle_fullscreen()
                continue
            if self.top is not None:
                self.top.handle_event(event)
        if not self.running or self.top is None:
            return
        self.top.update(dt)
        self.draw()
        self.frame_times.append(time.perf_counter() - start)
        if self.probe_path:
            self.write_probe()
        if len(self.frame_times) > 10_000:
            del self.frame_times[:5_000]

    def draw(self) -> None:
        first = len(self.stack) - 1
        while first > 0 and getattr(self.stack[first], "overlay", False):
            first -= 1
        for scene in self.stack[first:]:
            scene.draw(self.screen)
        pygame.display.flip()

    def write_probe(self) -> None:
        """For end-to-end tests: the top scene's name and every clickable thing on
        screen (kind, label, rectangle in window coordinates), as JSON."""
        import json

        scene = self.top
        items = scene.clickables() if hasattr(scene, "clickables") else []
        data = {"scene": type(scene).__name__, "window": list(self.window_scale()),
                "items": [{"kind": k, "label": label, "rect": list(self._to_window(r))}
                          for k, label, r in items]}
        text = json.dumps(data)
        if text != self._probe_last:
            self._probe_last = text
            tmp = self.probe_path + ".tmp"
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, self.probe_path)

    def window_scale(self) -> tuple[float, float, float, float]:
        """(scale x, scale y, offset x, offset y) from logical to window pixels."""
        try:
            w, h = pygame.display.get_window_size()
        except Exception:
            return (1.0, 1.0, 0.0, 0.0)
        scale = min(w / layout.WIDTH, h / layout.HEIGHT)
        return (scale, scale, (w - layout.WIDTH * scale) / 2, (h - layout.HEIGHT * scale) / 2)

    def _to_window(self, rect) -> tuple[int, int, int, int]:
        sx, sy, ox, oy = self.window_scale()
        return (int(rect[0] * sx + ox), int(rect[1] * sy + oy), int(rect[2] * sx), int(rect[3] * sy))

    def run(self) -> None:
        while self.running and self.stack:
            dt = self.clock.tick(60) / 1000.0
            self.step(dt)
        pygame.quit()
