"""Settings' "Text size" (100%, 125%, 150%): every text of the window drawn that much
bigger. The fonts, the rendered text and the measured fits are made again at the new
size; the screens then lay their words out as ever (text that cannot fit its box shrinks
to the floor, then wraps: kit/text.py)."""

from __future__ import annotations

import sys

from . import theme


def set_text_scale(scale: float) -> None:
    """Text drawn ``scale`` times its size (one of theme.TEXT_SCALES; else 100%)."""
    theme.text_scale = scale if scale in theme.TEXT_SCALES else 1.0
    theme.clear_text_cache()
    # every picture or measure of text the window's modules keep (fonts, fits, labels,
    # tokens' initials): made again at the new size
    for name, module in list(sys.modules.items()):
        if not name.startswith("adrenaline.ui") or module is None:
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and \
                    getattr(value, "__module__", "").startswith("adrenaline.ui"):
                value.cache_clear()
