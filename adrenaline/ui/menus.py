"""Screens around the game: main menu, new game, settings, load, in-game menu,
confirmation, hand-off (hot-seat privacy) and the end screen."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from . import layout, theme
from .panels import Button
from .session import Seat, Session, autosave_path
from ..bots import LEVELS
from ..core.cards import CHARACTERS
from ..core.maps import ARENAS, arena_caption


class Menu:
    """A titled column of buttons (label, action)."""

    overlay = False
    title = ""

    def __init__(self, app):
        self.app = app
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.message = ""

    def items(self) -> list[tuple[str, object]]:
        return []

    def layout_buttons(self) -> None:
        self.buttons = []
        y = 260
        for label, action in self.items():
            r = pygame.Rect(0, 0, 360, 50)
            r.center = (layout.WIDTH // 2, y)
            self.buttons.append(Button(r, label, action))
            y += 62

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.layout_buttons()
            for b in self.buttons:
                if b.rect.collidepoint(event.pos) and b.option is not None:
                    b.option()
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.app.pop()

    def clickables(self) -> list[tuple[str, str, pygame.Rect]]:
        self.layout_buttons()
        return [("button", b.label, b.rect) for b in self.buttons]

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface) -> None:
        if not self.overlay:
            surface.fill(theme.BACKGROUND)
        else:
            shade = pygame.Surface(layout.SIZE, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 190))
            surface.blit(shade, (0, 0))
        img = theme.text(self.title, 72, theme.HIGHLIGHT)
        surface.blit(img, img.get_rect(center=(layout.WIDTH // 2, 140)))
        self.layout_buttons()
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
        if self.message:
            for i, line in enumerate(theme.wrap(self.message, 22, 900)):
                img = theme.text(line, 22, theme.TEXT_DIM)
                surface.blit(img, img.get_rect(center=(layout.WIDTH // 2, 700 + i * 24)))


class MainMenu(Menu):
    title = "ADRENALINE"

    def items(self):
        items = [("New game", lambda: self.app.push(NewGame(self.app)))]
        if autosave_path().exists():
            items.append(("Continue", self.resume))
        items += [("Load game", lambda: self.app.push(LoadGame(self.app))),
                  ("Tutorial", self.tutorial),
                  ("Settings", lambda: self.app.push(SettingsMenu(self.app))),
                  ("Quit", self.app.quit)]
        return items

    def back(self) -> None:
        self.app.quit()

    def resume(self) -> None:
        start_session(self.app, lambda: Session.load(autosave_path(), autosave=autosave_path()), self)

    def tutorial(self) -> None:
        self.message = "The guided first game is coming soon: start a New game with 5 skulls " \
                       "and sudden death, as the rulebook recommends for a first game."


def start_session(app, make, menu) -> None:
    """Open a game; a save that cannot be read gets a message and changes nothing."""
    from ..core.savefile import SaveFileError
    from .game_scene import GameScene

    try:
        session = make()
    except (SaveFileError, OSError) as error:
        menu.message = f"Cannot open that game: {error}"
        return
    app.reset(GameScene(app, session))


class NewGame(Menu):
    title = "New game"

    def __init__(self, app):
        super().__init__(app)
        self.arena = "C"
        self.skulls = 8
        self.sudden_death = False
        self.seats = [Seat(c.name, c.name, computer=i > 0) for i, c in enumerate(CHARACTERS[:4])]

    def items(self):
        seats = ", ".join(f"{s.character}{' (computer)' if s.computer else ''}" for s in self.seats)
        return [
            (f"Arena {self.arena}: {arena_caption(self.arena)}", self.next_arena),
            (f"Players: {len(self.seats)}", self.next_count),
            (f"Skulls: {self.skulls}", self.next_skulls),
            ("Sudden death" if self.sudden_death else "Final frenzy", self.toggle_ending),
            ("People: " + str(sum(not s.computer for s in self.seats)), self.next_people),
            ("Start", self.start),
            ("Back", self.back),
        ]

    def next_arena(self):
        self.arena = ARENAS[(ARENAS.index(self.arena) + 1) % len(ARENAS)]

    def next_count(self):
        n = len(self.seats) % 5 + 1
        n = 3 if n < 3 else n
        self.seats = [Seat(c.name, c.name, computer=i >= self._people())
                      for i, c in enumerate(CHARACTERS[:n])]

    def _people(self) -> int:
        return max(1, sum(not s.computer for s in self.seats))

    def next_people(self):
        people = self._people() % len(self.seats) + 1
        for i, s in enumerate(self.seats):
            s.computer = i >= people
            s.level = LEVELS[0]

    def next_skulls(self):
        self.skulls = 5 if self.skulls == 8 else self.skulls + 1

    def toggle_ending(self):
        self.sudden_death = not self.sudden_death

    def start(self):
        seed = random.randrange(1_000_000)
        start_session(self.app, lambda: Session.new(self.seats, self.arena, self.skulls,
                                                    self.sudden_death, seed,
                                                    autosave=autosave_path()), self)


class LoadGame(Menu):
    title = "Load game"

    def items(self):
        folder = autosave_path().parent
        files = sorted(folder.glob("*.jsonl"))[:6] if folder.exists() else []
        items = [(f.name, lambda f=f: start_session(
            self.app, lambda: Session.load(f, autosave=autosave_path()), self)) for f in files]
        if not files:
            self.message = f"No saved games in {folder}"
        return items + [("Back", self.back)]


class SettingsMenu(Menu):
    title = "Settings"

    def items(self):
        s = self.app.settings
        return [(f"Animation speed: {s.animation_speed}", self.next_speed),
                (f"Hints: {'on' if s.hints else 'off'}", self.toggle_hints),
                ("Back", self.back)]

    def next_speed(self):
        from .settings import ANIMATION_SPEEDS

        keys = list(ANIMATION_SPEEDS)
        s = self.app.settings
        s.animation_speed = keys[(keys.index(s.animation_speed) + 1) % len(keys)]
        s.save()

    def toggle_hints(self):
        self.app.settings.hints = not self.app.settings.hints
        self.app.settings.save()


class InGameMenu(Menu):
    overlay = True
    title = "Paused"

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game_scene = game_scene

    def items(self):
        return [("Resume", self.back),
                ("Save game", self.save),
                ("Settings", lambda: self.app.push(SettingsMenu(self.app))),
                ("Quit to menu", self.quit_to_menu)]

    def save(self):
        from ..core import savefile

        folder = autosave_path().parent
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"game-turn-{self.game_scene.session.game.state.turn}.jsonl"
        savefile.save(self.game_scene.session.game, path)
        self.message = f"Saved to {path}"

    def quit_to_menu(self):
        self.game_scene.session.save_now()
        self.app.reset(MainMenu(self.app))


class Confirm(Menu):
    overlay = True
    title = "Sure?"

    def __init__(self, app, question: str, yes):
        super().__init__(app)
        self.message = question
        self.yes = yes

    def items(self):
        return [("Yes", self.accept), ("No", self.back)]

    def accept(self):
        self.app.pop()
        self.yes()

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.accept()
            return
        super().handle_event(event)


class HandOff(Menu):
    """Hot-seat privacy: nothing private is shown until the next person clicks."""

    title = "Pass the screen"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        d = session.decision
        self.message = f"{d.decider_name}, it's your turn to decide. Click when nobody else is looking."

    def items(self):
        return [("I'm ready", self.ready)]

    def ready(self):
        self.session.hand_over()
        self.app.pop()

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.ready()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return
        super().handle_event(event)


class EndScreen(Menu):
    title = "Final scores"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session

    def items(self):
        return [("Main menu", lambda: self.app.reset(MainMenu(self.app)))]

    def back(self):
        self.app.reset(MainMenu(self.app))

    def draw(self, surface) -> None:
        surface.fill(theme.BACKGROUND)
        g = self.session.game.state
        img = theme.text(self.title, 64, theme.HIGHLIGHT)
        surface.blit(img, img.get_rect(center=(layout.WIDTH // 2, 80)))
        y = 160
        for rank, group in enumerate(g.ranking, start=1):
            for seat in group:
                p = g.players[seat]
                line = f"{rank}. {p.name} ({p.character}): {p.points} points, " \
                       f"{p.track_points} from the killshot track, {p.deaths} deaths"
                surface.blit(theme.text(line, 30, theme.PLAYER[p.colour]), (200, y))
                y += 44
        self.layout_buttons()
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))

    def layout_buttons(self) -> None:
        super().layout_buttons()
        for b in self.buttons:
            b.rect.centery = 700


def saved_games(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.jsonl")) if folder.exists() else []
