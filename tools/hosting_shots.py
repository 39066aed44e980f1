"""Screenshots of Host a game: the main menu, the form, and the waiting room with a
player joined (a computer player on 127.0.0.1), in a language, text size and window size.

    python tools/hosting_shots.py OUT_FOLDER [--language fr] [--size 1024x640] [--text 1.5]
"""

from __future__ import annotations

import os
import sys
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from shot_setup import free_port, shot_args, throwaway_home, window  # noqa: E402


def main() -> int:
    args = shot_args(__doc__)
    throwaway_home("hosting-shots-")
    import pygame

    from adrenaline.net.client import Client, play_remote
    from adrenaline.ui.screens.host_game import HostGame
    from adrenaline.ui.screens.main_menu import MainMenu

    app = window(args)
    out, tag = args.out, args.tag

    def shot(name: str) -> None:
        app.top.update(0.05)
        app.draw()
        path = out / f"{name}-{tag}.png"
        pygame.image.save(pygame.display.get_surface(), str(path))
        print(path)

    app.push(MainMenu(app))
    shot("menu")
    form = HostGame(app)
    app.push(form)
    form.port_field.set_text(str(free_port()))
    shot("form")
    form.start()
    room = app.top
    assert type(room).__name__ == "WaitingRoom", form.message
    state = room.hosting.snapshot()
    client = Client(f"127.0.0.1:{room.hosting.actual_port}", state["code"], "Zofia", "pl").start()
    thread = threading.Thread(target=play_remote, args=(client, "easy", 1, 60), daemon=True)
    thread.start()
    for _ in range(200):
        room.update(0.05)
        if any(s["name"] == "Zofia" for s in room.state["seats"]):
            break
        time.sleep(0.02)
    shot("waiting")
    app.quit()
    client.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
