"""The host's window rests between frames while its screen is still (App.rest); a message
from the host to the seat at this screen wakes it, as a joining window's messages do, so
what the message changes ("Zoe is back", a move) is drawn at once, not at the next mouse
move (issue 38: found by tests/e2e/test_two_windows.py, the host's badge left "away")."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from adrenaline.net.client import Client
from adrenaline.ui.game.remote_scene import WAKE
from adrenaline.ui.screens.waiting_room import hosted_table


class _Hosting:
    def __init__(self, client):
        self.clients = {0: client}


def test_a_message_to_the_seat_at_the_hosts_screen_wakes_the_resting_window(app):
    client = Client("127.0.0.1:1", "ABCDEFGH", "Hana")  # never started: its inbox only
    client.inbox.put({"type": "early"})  # already waiting when the game screen comes
    table = hosted_table(_Hosting(client))
    pygame.event.clear()
    client.inbox.put({"type": "notice", "kind": "back", "seat": 1})  # what the client's thread does
    assert [e.type for e in pygame.event.get()] == [WAKE]
    assert table.client.inbox.get_nowait() == {"type": "early"}  # nothing lost, in order
    assert table.client.inbox.get_nowait()["kind"] == "back"
