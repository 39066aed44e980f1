"""Screenshots of a hosted game with two seats at the host's screen (issue 38): the
hot-seat cover between them, each one's turn with the boards' connection badges (a
person online at another computer, another away), in a language, text size and window
size.

    python tools/hotseat_shots.py OUT_FOLDER [--language fr] [--size 1024x640] [--text 1.5]
"""

from __future__ import annotations

import os
import sys
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from shot_setup import free_port, shot_args, throwaway_home, window  # noqa: E402

FAILSAFE = 120.0


def main() -> int:
    args = shot_args(__doc__)
    throwaway_home("hotseat-shots-")
    import pygame

    from adrenaline.bots import make_bot
    from adrenaline.net.client import Client, play_remote
    from adrenaline.ui.screens.hand_off import HandOff
    from adrenaline.ui.screens.host_game import HostGame
    from adrenaline.ui.screens.main_menu import MainMenu

    app = window(args)
    out, tag = args.out, args.tag

    def shot(name: str) -> None:
        app.draw()
        path = out / f"{name}-{tag}.png"
        pygame.image.save(pygame.display.get_surface(), str(path))
        print(path)

    app.push(MainMenu(app))
    shot("menu")
    form = HostGame(app)
    form.announced = False
    app.push(form)
    while len(form.seats) < 4:
        form.add_seat()
    for i, kind in enumerate(["person", "remote", "person", "remote"]):
        form.set_player(i, kind)
    form.seats[0].name, form.seats[2].name = "Ann", "Bartholomew"
    form.port_field.set_text(str(free_port()))
    form.start()
    room = app.top
    assert type(room).__name__ == "WaitingRoom", form.message
    state = room.hosting.snapshot()
    zofia = Client(f"127.0.0.1:{room.hosting.actual_port}", state["code"], "Zofia", "pl").start()
    thread = threading.Thread(target=play_remote, args=(zofia, "easy", 1, 60), daemon=True)
    thread.start()
    end = time.monotonic() + FAILSAFE
    while not any(seat["name"] == "Zofia" for seat in room.hosting.snapshot().get("seats", [])):
        assert time.monotonic() < end  # Zofia in seat 2, Maximilian (who leaves) in seat 4
        room.update(0.05)
        time.sleep(0.02)
    gone = Client(f"127.0.0.1:{room.hosting.actual_port}", state["code"], "Maximilian", "es",
                  reconnect_for=0.1).start()
    end = time.monotonic() + FAILSAFE
    while not room.hosting.snapshot().get("filled"):
        assert time.monotonic() < end
        room.update(0.05)
        time.sleep(0.02)
    room.update(0.05)
    room.start()
    gone_at = None
    covers: dict[int, int] = {}
    turns: set[int] = set()
    bots: dict = {}
    while len(turns) < 2 or not covers:
        assert time.monotonic() < end, (covers, turns, type(app.top).__name__, room.hosting.snapshot())
        app.step(0.05)
        top = app.top
        if gone_at is None and type(top).__name__ == "RemoteGameScene":
            gone.close()  # Maximilian's window closes: away
            gone_at = time.monotonic()
        if isinstance(top, HandOff):
            if top.seat_index not in covers:
                top.update(1.0)
                covers[top.seat_index] = 1
                shot(f"cover-seat{top.seat_index + 1}")
            top.age = top.grace
            top.ready()
            continue
        if type(top).__name__ != "RemoteGameScene" or top.animator.busy:
            time.sleep(0.01)
            continue
        hot = top.table
        if hot.person_to_decide() is not None and hot.person_to_decide() == hot.viewer:
            if hot.viewer not in turns:
                if gone_at is None or time.monotonic() - gone_at < 2:  # Maximilian away a moment
                    time.sleep(0.01)
                    continue
                turns.add(hot.viewer)
                shot(f"turn-seat{hot.viewer + 1}")
            bot = bots.setdefault(hot.viewer, make_bot("easy", hot.viewer))
            top.choose(bot.choose(hot.tables[hot.viewer].remote.view, hot.remote.decision))
        time.sleep(0.01)
    app.quit()
    zofia.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
