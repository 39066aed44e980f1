"""The window and its scene stack.

A scene has ``handle_event(event)``, ``update(dt)`` and ``draw(surface)``; the
top scene gets the input, and scenes below an overlay (a hand-off screen, the
in-game menu) are drawn under it.

Scenes draw on a logical 1280 x 800 surface. At that window size it is the window
itself; at any other size (the window is resizable; F11 toggles fullscreen) the
logical surface is scaled into the window, letterboxed, and mouse positions are
mapped back, so scenes never know the window's size.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Protocol

import pygame

from ..words.i18n import _, set_language
from . import layout
from .screens.main_menu import MainMenu


class Scene(Protocol):
    overlay: bool  # drawn over the scene below it

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class App:
    def __init__(self, size: tuple[int, int] = layout.SIZE, settings=None, language: str | None = None):
        """``language``: this run's words (``--language``), else the setting, else the
        system's preferred languages."""
        from .settings import Settings
        from .language import window_language

        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.init()
        self.settings = settings or Settings.load()
        set_language(language or window_language(self.settings))
        try:
            pygame.mixer.init()
        except pygame.error:
            pass  # no sound card: play silent
        pygame.display.set_caption(_("Adrenaline"))
        # a computer player thinks in a thread: let the drawing thread in often
        sys.setswitchinterval(0.001)
        self.fullscreen = False
        self.display = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.logical = pygame.Surface(layout.SIZE)
        self.stack: list = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: list[float] = []  # seconds per frame (benchmarks)
        self.probe_path = os.environ.get("ADRENALINE_UI_PROBE")  # tests: where clickables are
        self._probe_last = ""

    # -- the stack ----------------------------------------------------------------------
    def words_changed(self) -> None:
        """The language changed (Settings): every scene that keeps words makes them again
        (screens make theirs at each frame)."""
        for scene in self.stack:
            if hasattr(scene, "words_changed"):
                scene.words_changed()
        pygame.display.set_caption(_("Adrenaline"))

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

    def go_home(self):
        """Back to the main menu, alone on the stack (the scenes above it closed); the
        screens that lead there ask the app, which knows its home. Returns the menu."""
        home = MainMenu(self)
        self.reset(home)
        return home

    @property
    def screen(self) -> pygame.Surface:
        """The logical 1280 x 800 surface scenes draw on."""
        display = pygame.display.get_surface() or self.display
        return display if display.get_size() == layout.SIZE else self.logical

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.display = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.display = pygame.display.set_mode(layout.SIZE, pygame.RESIZABLE)

    def to_logical(self, pos) -> tuple[int, int]:
        sx, sy, ox, oy = self.window_scale()
        return (int((pos[0] - ox) / sx), int((pos[1] - oy) / sy))

    def open_rules(self) -> None:
        """The rules reference, over whatever screen is open (F1)."""
        from .screens.rules import RulesScreen

        if not isinstance(self.top, RulesScreen):
            self.push(RulesScreen(self))

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

    def close_window(self) -> None:
        """The window's close button (or the desktop ending it): a game that could not
        be saved is not closed without asking first; closing again while asked does."""
        from .screens.notices import Confirm

        unsaved = next((s.unsaved() for s in self.stack if getattr(s, "unsaved", None)
                        and s.unsaved()), None)
        if unsaved is None or isinstance(self.top, Confirm):
            self.quit()
            return
        self.push(Confirm(self, _("{unsaved} Close the window and lose it?").format(unsaved=unsaved), self.quit,
                          default="no"))

    def step(self, dt: float) -> None:
        """One frame: input, update, draw."""
        start = time.perf_counter()
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.close_window()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
                self.open_rules()
                continue
            if hasattr(event, "pos") and event.type in (
                    pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                event = pygame.event.Event(event.type, {**event.dict, "pos": self.to_logical(event.pos)})
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
        target = self.screen
        for scene in self.stack[first:]:
            scene.draw(target)
        display = pygame.display.get_surface()
        if display is not None and target is not display:
            sx, sy, ox, oy = self.window_scale()
            w, h = int(layout.WIDTH * sx), int(layout.HEIGHT * sy)
            display.fill((0, 0, 0))
            area = display.subsurface(pygame.Rect(int(ox), int(oy), w, h))
            try:  # filtered: 14 px letters stay whole at 1024 x 640 (1-3 ms a frame)
                pygame.transform.smoothscale(target, (w, h), area)
            except ValueError:  # a display of 8 or 16 bits per pixel
                pygame.transform.scale(target, (w, h), area)
        pygame.display.flip()

    def write_probe(self) -> None:
        """For end-to-end tests: the top scene's name and every clickable thing on
        screen (kind, stable id, label - the words shown -, rectangle in window
        coordinates), as JSON."""
        import json

        from .probe import item_id

        scene = self.top
        items = scene.clickables() if hasattr(scene, "clickables") else []
        data = {"scene": type(scene).__name__, "window": list(self.window_scale()),
                "items": [{"kind": item[0], "id": item_id(item), "label": item[1],
                           "rect": list(self._to_window(item[2]))} for item in items]}
        extra = getattr(scene, "probe_extra", None)  # e.g. the tutorial's step and hint
        if extra is not None:
            data.update({k: list(self._to_window(v)) if isinstance(v, pygame.Rect) else v
                         for k, v in extra().items()})
        text = json.dumps(data)
        if text != self._probe_last:
            self._probe_last = text
            tmp = self.probe_path + ".tmp"
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, self.probe_path)

    def window_scale(self) -> tuple[float, float, float, float]:
        """(scale x, scale y, offset x, offset y) from logical to window pixels: the
        layout scaled to fit, centred (letterboxed)."""
        display = pygame.display.get_surface()
        if display is None:
            return (1.0, 1.0, 0.0, 0.0)
        w, h = display.get_size()
        if (w, h) == layout.SIZE:
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
