"""What the network window's screenshot tools share (hosting_shots, hotseat_shots,
network_shots): their arguments, a throwaway home for the game's files, the file names'
tag, a free loopback port and a window made at the asked size, language and text size."""

from __future__ import annotations

import argparse
import os
import socket
import tempfile
from pathlib import Path


def shot_args(doc: str | None = None) -> argparse.Namespace:
    """OUT_FOLDER [--language L] [--size WxH] [--text S]; ``out`` made, ``tag`` set."""
    parser = argparse.ArgumentParser(description=doc)
    parser.add_argument("out")
    parser.add_argument("--language", default="en")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--text", type=float, default=1.0)
    args = parser.parse_args()
    args.out = Path(args.out)
    args.out.mkdir(parents=True, exist_ok=True)
    args.tag = f"{args.language}-{args.size}-{int(args.text * 100)}"
    return args


def throwaway_home(prefix: str) -> Path:
    """A new folder for the game's settings and kept games (a player's are never touched)."""
    home = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["ADRENALINE_CONFIG"] = str(home / "config")
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    return home


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def window(args):
    """The game's window (headless unless a display is set) at the asked size, language
    and text size."""
    from adrenaline.ui.app import App

    w, h = (int(v) for v in args.size.split("x"))
    app = App(size=(w, h), language=args.language)
    app.settings.text_size = args.text
    app.text_size_changed()
    return app
