"""Screenshots of Hard's advice on the game screen (docs/bots.md, issue 39).

    python tools/advice_shots.py SCENARIO.toml OUT.png [--size 1280x800] [--language fr]
        [--text-size 1.5] [--no-ask]

Opens the window headless (SDL dummy) on the scenario's position after its choices,
the deciding seat a person, the others computer players; presses H, waits for the
advice (thought in a thread here), and saves the frame."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.environ.get("ADVICE_SHOTS_CODE") or str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("scenario")
    p.add_argument("out")
    p.add_argument("--size", default="1280x800")
    p.add_argument("--language", default="en")
    p.add_argument("--text-size", type=float, default=1.0)
    p.add_argument("--no-ask", action="store_true")
    args = p.parse_args(argv)
    import tempfile

    os.environ["ADRENALINE_CONFIG"] = tempfile.mkdtemp()
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
    from adrenaline.core.scenario import play_file
    from adrenaline.play.session import Seat, Session
    from adrenaline.ui.app import App
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.text_size import set_text_scale

    game = play_file(args.scenario)
    decider = game.legal().decider
    seats = [Seat(pl.name, pl.character, computer=i != decider)
             for i, pl in enumerate(game.state.players)]
    w, h = (int(v) for v in args.size.split("x"))
    app = App((w, h), language=args.language)
    app.settings.animation_speed = "instant"
    app.settings.hints = False  # no lesson card over the game
    if args.text_size != 1.0:
        app.settings.text_size = args.text_size
        set_text_scale(args.text_size)
        app.text_size_changed()
    session = Session(game, seats)
    session.viewer = decider
    scene = GameScene(app, session)
    app.push(scene)
    for _ in range(5):
        app.step(0.05)
    if not args.no_ask:
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0,
                                              unicode="h", scancode=0))
        end = time.time() + 10
        while scene.advice.shown is None and time.time() < end:
            app.step(0.05)
            time.sleep(0.05)
        for _ in range(3):
            app.step(0.05)
    pygame.image.save(app.display, args.out)
    shown = getattr(getattr(scene, "advice", None), "shown", None)
    print(args.out, shown[2] if shown else "(no advice)")
    app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
