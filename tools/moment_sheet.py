"""Screenshots of the big moments (adrenaline/ui/game/moments.py) on the game screen,
each as a player sees it, and one sheet of them all, to look at.

    .venv/bin/python tools/moment_sheet.py OUT_DIR [--languages en fr] [--size 1280x800] [--text 1.0]
        [--reduce-motion] [--age 0.4]

OUT_DIR gets moment-LANG-KIND.png for each moment and sheet-LANG....png (the moments of
each language side by side, at half size). The moments come from the core's events, as
in a game (the winner's from a finished game's state).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from adrenaline.core import events as ev  # noqa: E402
from adrenaline.core import scenario  # noqa: E402
from adrenaline.play.session import Seat, Session  # noqa: E402
from adrenaline.words.i18n import set_language  # noqa: E402

VIOLET, BANSHEE, DOZER, SPROG = range(4)
MOMENTS = {  # kind -> the events that make it
    "first blood": [ev.PointsScored(VIOLET, 1, "first blood", BANSHEE)],
    "kill": [ev.KillshotTracked(BANSHEE, (VIOLET,))],
    "overkill": [ev.KillshotTracked(DOZER, (VIOLET, VIOLET)), ev.Marked(DOZER, VIOLET, 1, "revenge")],
    "double kill": [ev.PointsScored(VIOLET, 1, "double kill")],
    "last skull": [ev.KillshotTracked(BANSHEE, (SPROG,))],
    "final frenzy": [ev.FinalFrenzyStarted((True, True, True, True))],
    "winner": [],
}


def session(track=()) -> Session:
    players = [{"character": "Violet", "square": "r1c1", "weapons": [{"name": "Lock Rifle", "loaded": True}],
                "damage": ["Dozer"] * 3, "points": 21},
               {"character": "Banshee", "square": "r1c2", "damage": ["Violet"] * 6, "points": 14},
               {"character": "Dozer", "square": "r2c1", "marks": {"Violet": 1}, "points": 9},
               {"character": "Sprog", "square": "r0c0", "points": 11}]
    game = scenario.play({"arena": "C", "seed": 5, "skulls": 5, "current": "Violet", "players": players,
                          "killshot_track": [list(t) for t in track], "choices": ["action shoot", "weapon Lock Rifle"]})
    return Session(game, [Seat(p.name, p.character, computer=i != 0) for i, p in enumerate(game.state.players)])


def shoot(app, kind: str, age: float) -> pygame.Surface:
    from adrenaline.ui.game.game_scene import GameScene

    s = session([("Banshee",), ("Dozer",), ("Sprog",), ("Dozer",)] if kind == "last skull" else ())
    scene = GameScene(app, s)
    app.reset(scene)
    for _ in range(120):  # the set-up's animations
        scene.animator.update(1 / 30)
    m = scene.moments
    m.sound = lambda name: None
    if kind == "winner":
        s.game.state.game_over, s.game.state.ranking = True, [[VIOLET], [SPROG], [BANSHEE], [DOZER]]
        m.game_over()
    for e in MOMENTS[kind]:
        m.seen(e, len(scene.animator.banners))
    m.update(0.0)
    while m.current is not None and m.current.kind != kind:
        m.update(m.current.life)  # the moments before it in the queue
    m.update(age)
    app.draw()
    shot = pygame.display.get_surface().copy()
    s.close()
    return shot


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--languages", nargs="+", default=["en", "fr"])
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--text", type=float, default=1.0)
    parser.add_argument("--reduce-motion", action="store_true")
    parser.add_argument("--age", type=float, default=0.4, help="seconds into the moment")
    parser.add_argument("--only", nargs="*", default=list(MOMENTS))
    args = parser.parse_args(argv)
    os.environ.setdefault("ADRENALINE_CONFIG", str(args.out / ".config"))
    os.environ.setdefault("XDG_DATA_HOME", str(args.out / ".data"))
    from adrenaline.ui.app import App
    from adrenaline.ui.settings import Settings

    size = tuple(int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    settings = Settings(text_size=args.text, reduce_motion=args.reduce_motion)
    tag = f"{args.size}-{int(args.text * 100)}{'-still' if args.reduce_motion else ''}-{int(args.age * 1000)}ms"
    for code in args.languages:
        app = App(size, settings=settings, language=code)
        if args.text != 1.0:
            app.text_size_changed()
        set_language(code)
        shots = []
        for kind in args.only:
            shot = shoot(app, kind, args.age)
            path = args.out / f"moment-{code}-{kind.replace(' ', '-')}-{tag}.png"
            pygame.image.save(shot, str(path))
            shots.append(shot)
            print(path)
        w, h = size[0] // 2, size[1] // 2
        cols = 2
        rows = (len(shots) + cols - 1) // cols
        sheet = pygame.Surface((w * cols + 4 * (cols - 1), h * rows + 4 * (rows - 1)))
        sheet.fill((60, 60, 70))
        for k, shot in enumerate(shots):
            sheet.blit(pygame.transform.smoothscale(shot, (w, h)), ((k % cols) * (w + 4), (k // cols) * (h + 4)))
        path = args.out / f"sheet-{code}-{tag}.png"
        pygame.image.save(sheet, str(path))
        print(path)
        app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
