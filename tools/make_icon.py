"""Write the game's icon as the PNG the desktop entry names.

    python tools/make_icon.py [OUT.png]     (default: adrenaline/desktop/adrenaline.png)

The icon is drawn by code (adrenaline/ui/icon.py), 256 pixels square; a test checks that
the committed PNG is what the code draws.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from adrenaline.ui.icon import draw_icon  # noqa: E402

DESKTOP_ICON = Path(__file__).resolve().parents[1] / "adrenaline" / "desktop" / "adrenaline.png"
SIZE = 256


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else DESKTOP_ICON
    pygame.image.save(draw_icon(SIZE), str(out))
    print(f"wrote {out} ({SIZE}x{SIZE})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
