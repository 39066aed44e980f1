"""The window and its scene stack.

A scene has ``handle_event(event)``, ``update(dt)`` and ``draw(surface)``; the
top scene gets the input, and scenes below an overlay (a hand-off screen, the
in-game menu) are drawn under it.

Scenes draw on a logical surface of the window's shape (:func:`.layout.logical_size`:
1280 wide or 800 high, the other side as the window's shape asks). When the window
is that size, it is the window itself; at any other size (the window is resizable;
F11 toggles full screen) it is scaled to fill the window, the same factor both ways
(letterboxed only beyond the shapes :mod:`.layout` allows), and mouse positions are
mapped back. A change of the window's size makes a new layout (:func:`.layout.use`)
and tells the scenes (``relayout()``), never per frame.

The game screen (``fills_window = True``) is laid out on the whole logical surface;
every other screen (menus, the rules, the hand-off cover) is laid out at 1280 x 800
and drawn centred in it, the room around it in its background (or shaded, under an
overlay), with mouse positions moved to its own.

A screen where nothing moves sleeps: after each frame the top scene says how long it
stays as it is (``still_for()``: 0 while something moves or a computer player
thinks, else the seconds until its next timed change, ``math.inf`` until input), and
the loop waits that long for input instead of drawing frames (:meth:`App.rest`).
A scene without ``still_for`` is drawn every frame.
"""

from __future__ import annotations

import math
import os
import sys
import time
from typing import Protocol

import pygame

from ..words.i18n import _, set_language
from . import layout, theme
from .icon import draw_icon
from .screens.main_menu import MainMenu
from .sound.music_player import MusicPlayer
from .sound.player import SoundPlayer, current, install
from .sound.quiet import quiet_stderr
from .app_window import AppWindow
from .app_replays import AppReplays
from .app_ending import STUCK_FRAME, Terminated, _Ending  # noqa: F401 (STUCK_FRAME: named here for its readers)
from .app_window import window_mapping  # noqa: F401 (named here for its importers)


MAX_REST = 0.5  # the longest sleep between two frames of a still screen (seconds)
SHADE = (65, 65, 65)  # multiplies the colours under an overlay as its 190/255 black shade does


class Scene(Protocol):
    overlay: bool  # drawn over the scene below it

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class App(AppWindow, AppReplays):
    def __init__(self, size: tuple[int, int] = layout.BASE, settings=None, language: str | None = None,
                 think_apart: bool = False, make_music: bool = False):
        """``language``: this run's words (``--language``), else the setting, else the
        system's preferred languages. ``think_apart``: computer players think in a
        worker process (the real window: its frames never wait for them); tests
        that drive the App headless leave them in a thread. ``make_music``: the music not
        yet in the cache is made by a worker process (the real window; tests never)."""
        from .settings import Settings
        from .language import window_language

        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        with quiet_stderr():  # pygame.init() tries the audio too: SDL's drivers' noise
            pygame.init()
        self.settings = settings or Settings.load()
        from ..saves import library

        library.use_folders(self.settings.game_folders)  # games kept elsewhere are listed too
        self.settings_unsaved = False  # a folder of kept games the settings' disk refused
        self.in_frame_loop = False  # run() draws the frames (else a test drives the app)
        self.think_apart = think_apart
        set_language(language or window_language(self.settings))
        install(SoundPlayer.open(self.settings))  # silent without an audio device
        # the music, made in a worker process the first time (the real window only)
        self.music = MusicPlayer.open(self.sound.mixer, self.settings, make=make_music)
        pygame.display.set_caption(_("Adrenaline"))
        pygame.display.set_icon(draw_icon())  # before set_mode: the window opens with it
        # a computer player thinks in a thread: let the drawing thread in often
        sys.setswitchinterval(0.001)
        self.fullscreen = False
        self.display = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.window_size = (0, 0)  # the window size the layout was made for
        self.logical = pygame.Surface(layout.BASE)
        self.stack: list = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: list[float] = []  # seconds per frame (benchmarks)
        self.probe_path = os.environ.get("ADRENALINE_UI_PROBE")  # tests: where clickables are
        self._probe_last = ""
        self._woken_by: list = []  # the input that ended a rest, for the next frame
        self.fit_window()
        if self.settings.text_size != 1.0 or theme.text_scale != 1.0:
            self.text_size_changed()

    # -- the stack ----------------------------------------------------------------------
    def words_changed(self) -> None:
        """The language changed (Settings): every scene that keeps words makes them again
        (screens make theirs at each frame)."""
        for scene in self.stack:
            if hasattr(scene, "words_changed"):
                scene.words_changed()
        pygame.display.set_caption(_("Adrenaline"))

    def text_size_changed(self) -> None:
        """Settings' Text size changed: fonts at the new size, every scene laid out again."""
        from .text_size import set_text_scale

        set_text_scale(self.settings.text_size)
        for scene in self.stack:
            relayout = getattr(scene, "relayout", None)
            if relayout:
                relayout()

    @property
    def sound(self) -> SoundPlayer:
        """The player every sound goes to (:mod:`.sound.player`)."""
        return current()

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
    def top(self):
        return self.stack[-1] if self.stack else None

    # -- the loop -----------------------------------------------------------------------
    def quit(self) -> None:
        for scene in self.stack:
            close = getattr(scene, "close", None)
            if close:
                close()
        if self.settings_unsaved:  # a folder of kept games to remember: the disk may let it now
            try:
                self.settings.save()
                self.settings_unsaved = False
            except OSError:
                pass
        self.running = False
        self.window_size = (0, 0)  # the layout goes back to 1280 x 800 until the next frame
        layout.use(layout.BASE)
        self.music.stop()
        install(SoundPlayer(None))  # the mixer closes with the window: nothing plays after

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
        self.fit_window()
        events, self._woken_by = self._woken_by + pygame.event.get(), []
        for event in events:
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
                event = pygame.event.Event(event.type, {**event.dict,
                                                        "pos": self.to_scene(event.pos, self.top)})
            if self.top is not None:
                self.top.handle_event(event)
        if not self.running or self.top is None:
            return
        self.top.update(dt)
        self.play_music()
        self.draw()
        self.frame_times.append(time.perf_counter() - start)
        if self.probe_path:
            self.write_probe()
        if len(self.frame_times) > 10_000:
            del self.frame_times[:5_000]

    def draw(self) -> None:
        self.fit_window()  # a resize since the last frame (cheap when there was none)
        first = len(self.stack) - 1
        while first > 0 and getattr(self.stack[first], "overlay", False):
            first -= 1
        target = self.screen
        for scene in self.stack[first:]:
            area = self.stage(scene)
            if area.size == target.get_size():
                scene.draw(target)
                continue
            # a screen laid out at 1280 x 800, in the middle: the room around it in the
            # background colour, or shaded like the screen's own shade over the game
            around = [pygame.Rect(0, 0, target.get_width(), area.y),
                      pygame.Rect(0, area.bottom, target.get_width(), target.get_height() - area.bottom),
                      pygame.Rect(0, area.y, area.x, area.height),
                      pygame.Rect(area.right, area.y, target.get_width() - area.right, area.height)]
            for rect in around:
                if getattr(scene, "overlay", False):
                    target.fill(SHADE, rect, special_flags=pygame.BLEND_RGB_MULT)
                else:
                    target.fill(theme.BACKGROUND, rect)
            scene.draw(target.subsurface(area))
        display = pygame.display.get_surface()
        if display is not None and target is not display:
            sx, sy, ox, oy = self.window_scale()
            w, h = round(layout.WIDTH * sx), round(layout.HEIGHT * sy)
            if (w, h) != display.get_size():
                display.fill((0, 0, 0))  # bars: only beyond the shapes the layout takes
            area = display.subsurface(pygame.Rect(round(ox), round(oy), w, h))
            try:  # filtered: 14 px letters stay whole at 1024 x 640 (1-3 ms a frame)
                pygame.transform.smoothscale(target, (w, h), area)
            except ValueError:  # a display of 8 or 16 bits per pixel
                pygame.transform.scale(target, (w, h), area)
        pygame.display.flip()

    def write_probe(self) -> None:
        """For end-to-end tests: the top scene's name, every clickable thing on
        screen (kind, stable id, label - the words shown -, rectangle in window
        coordinates) and the id of the one the keyboard focus is on, as JSON."""
        import json

        from .probe import item_id

        scene = self.top
        items = scene.clickables() if hasattr(scene, "clickables") else []
        at = self.stage(scene).topleft  # a screen laid out at 1280 x 800: where it is

        def window(rect) -> list[int]:
            return list(self._to_window(pygame.Rect(rect).move(at)))

        focus = getattr(scene, "focus_id", None)  # the thing the keyboard focus is on
        data = {"scene": type(scene).__name__, "window": list(self.window_scale()),
                "items": [{"kind": item[0], "id": item_id(item), "label": item[1],
                           "rect": window(item[2])} for item in items],
                "focus": focus() if focus is not None else None}
        extra = getattr(scene, "probe_extra", None)  # e.g. the tutorial's step and hint
        if extra is not None:
            data.update({k: window(v) if isinstance(v, pygame.Rect) else v
                         for k, v in extra().items()})
        text = json.dumps(data)
        if text != self._probe_last:
            self._probe_last = text
            tmp = self.probe_path + ".tmp"
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, self.probe_path)

    def still_for(self) -> float:
        """How long the top screen stays as it is (0: it moves, draw the next frame)."""
        scene = self.top
        still = getattr(scene, "still_for", None) if scene is not None else None
        return min(max(0.0, still()) if still is not None else 0.0, self.music.still_for())

    def play_music(self) -> None:
        """The music the screens want: the nearest scene (from the top) that says
        (``music_wanted()``: a game's play music at its intensity), else the menu theme."""
        wanted = next((scene.music_wanted() for scene in reversed(self.stack)
                       if hasattr(scene, "music_wanted")),
                      ("menu", "calm"))
        self.music.want(*wanted)
        self.music.update()

    def rest(self, stop=lambda: False) -> float:
        """While the top screen is still, wait for input or its next timed change
        instead of drawing frames (a frame is drawn again only then: on this kind of
        machine a frame's flip alone costs a few milliseconds). Every
        :data:`MAX_REST` seconds at most, the quiet time passes on the screen's clock in
        one update (a notice expires, the hand-off's grace runs out); the next frame
        starts from the end of the rest, so an animation that input starts is not
        played ahead by the time slept. Returns the seconds slept."""
        slept_in_all = 0.0
        while self.running and self.top is not None and not stop():
            wait = self.still_for()
            if wait <= 0.0:
                break
            start = time.perf_counter()
            event = pygame.event.wait(max(1, math.ceil(min(wait, MAX_REST) * 1000)))
            slept = time.perf_counter() - start
            slept_in_all += slept
            top = self.top
            top.update(slept)
            self.play_music()
            if event.type != pygame.NOEVENT:
                self._woken_by.append(event)
                break
            if wait <= MAX_REST or self.top is not top:
                break  # its timed change came due: the next frame shows it
        if slept_in_all:
            self.clock.tick()  # the next frame's time counts from the end of the rest
        return slept_in_all

    def run(self) -> None:
        """Frames until the window closes; between two frames of a still screen it rests
        (:meth:`rest`). SIGTERM (the desktop or a ``kill`` ending the
        program) ends it as a person quitting does, without asking: the scenes are
        closed (a game's file flushed), then the window, status 0. It is seen after the
        frame under way (or the rest: at most :data:`MAX_REST`), so nothing is cut
        half-written; a frame that has not ended a second later (one stuck drawing) is
        interrupted where it is."""
        ending = _Ending()
        previous = ending.install()
        self.in_frame_loop = True  # long work (opening a kept game) goes off the frame loop
        try:
            while self.running and self.stack and not ending.asked:
                dt = self.clock.tick(60) / 1000.0
                ending.in_frame = True
                self.step(dt)
                ending.in_frame = False
                self.rest(stop=lambda: ending.asked)
        except Terminated:
            pass
        finally:
            ending.in_frame = False
            if ending.asked:
                self.quit()
            ending.uninstall(previous)
            pygame.quit()
