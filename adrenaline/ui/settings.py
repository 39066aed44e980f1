"""The player's settings, kept in the user's config folder (platformdirs)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import attrs

HARD_THINKING = 0.2  # seconds a Hard computer player may think per decision, by default
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 50.0}


@attrs.define
class Settings:
    animation_speed: str = "normal"  # a key of ANIMATION_SPEEDS
    computer_pause: float = 0.6  # seconds between a computer player's choices (at normal speed)
    hints: bool = True
    hard_thinking: float = HARD_THINKING  # seconds a Hard computer player may think (<= 1)
    fullscreen: bool = False

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @staticmethod
    def path() -> Path:
        if "ADRENALINE_CONFIG" in os.environ:
            return Path(os.environ["ADRENALINE_CONFIG"]) / "settings.json"
        import platformdirs

        return Path(platformdirs.user_config_dir("adrenaline", appauthor=False)) / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        """The saved settings; defaults when there are none or the file is unreadable."""
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
            fields = {f.name for f in attrs.fields(cls)}
            s = cls(**{k: v for k, v in data.items() if k in fields})
            if s.animation_speed not in ANIMATION_SPEEDS:
                s.animation_speed = "normal"
            if not isinstance(s.hard_thinking, (int, float)) or not 0 < s.hard_thinking <= 1:
                s.hard_thinking = HARD_THINKING
            return s
        except Exception:
            return cls()

    def save(self) -> None:
        path = self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".settings.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(attrs.asdict(self), f, indent=2)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
