"""A killshot is a killshot in every mode (issue 36: "which events are kills" asked of the
event, ``Event.kill()``): the animator shows "Overkill!" for an overkill whatever event
scores it - the killshot track's (Deathmatch), a skull leaving the box (Domination's
``KillshotScored``, Turret mode's ``SkullTaken``: before, Turret mode showed none) - once."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.core import events as ev
from adrenaline.core import scenario
from adrenaline.core.modes.domination import KillshotScored
from adrenaline.core.modes.turret import SkullTaken
from adrenaline.play.session import Seat, Session
from adrenaline.ui import layout
from adrenaline.ui.game.animation import Animator
from adrenaline.ui.modes import mode_screen


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode(layout.SIZE)
    yield


def session(mode: str) -> Session:
    players = [{"character": "Violet", "square": "r0c1"}, {"character": "Banshee", "square": "r2c3"},
               {"character": "Dozer", "square": "r1c3"}]
    game = scenario.play({"mode": mode, "arena": "C", "seed": 5, "turn": 7, "current": "Violet",
                          "players": players})
    return Session(game, [Seat(p.name, p.character) for p in game.state.players])


def banners_of(mode: str, event) -> list[str]:
    s = session(mode)
    a = Animator(s, mode_screen=mode_screen(s.game), sound=lambda name: None)
    s.feed.append(event)
    seen: list[str] = []
    a.update(0.0)
    t = 0.0
    while a.busy:
        seen += [b[0] for b in a.banners if b[0] not in seen]
        a.update(1 / 60)
        t += 1 / 60
        assert t < 20
    s.close()
    return seen


@pytest.mark.parametrize("mode,event", [
    ("deathmatch", ev.KillshotTracked(1, (0, 0))),
    ("domination", KillshotScored(1, 0, True)),
    ("turret", SkullTaken(1, 0, True)),
])
def test_an_overkill_shows_its_banner_once_in_every_mode(mode, event):
    assert banners_of(mode, event).count("Overkill!") == 1


@pytest.mark.parametrize("mode,event", [
    ("deathmatch", ev.KillshotTracked(1, (0,))),
    ("domination", KillshotScored(1, 0, False)),
    ("turret", SkullTaken(1, 0, False)),
])
def test_a_killshot_without_overkill_shows_no_overkill_banner(mode, event):
    assert "Overkill!" not in banners_of(mode, event)
