"""The player's settings, kept in the user's config folder (platformdirs)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import attrs

from ..words.i18n import LANGUAGES
from .files import replaced

HARD_THINKING = 0.2  # seconds a Hard computer player may think per decision, by default
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 50.0}
PAST_GAMES_KEPT = 50  # finished games kept, by default (None: all of them)
VOLUMES = tuple(range(0, 101, 10))  # the sound effects' volume, in steps of 10
VOLUME = 70
MUSIC_VOLUME = 40  # the music's, under the effects by default
MAX_FOLDERS = 20  # other folders of kept games remembered


@attrs.define
class Settings:
    animation_speed: str = "normal"  # a key of ANIMATION_SPEEDS
    computer_pause: float = 0.6  # seconds between a computer player's choices (at normal speed)
    hints: bool = True
    advice: bool = True  # "What would Hard do?": key H and a button at a person's decision
    hard_thinking: float = HARD_THINKING  # seconds a Hard computer player may think (<= 1)
    fullscreen: bool = False
    language: str = ""  # "en", "fr", "es" or "pl"; "" follows the system's preferred languages
    past_games_kept: int | None = PAST_GAMES_KEPT  # finished games kept (None: all)
    volume: int = VOLUME  # the sound effects, 0-100 (a value of VOLUMES)
    muted: bool = False  # no sound at all, effects and music (M in a game)
    music_volume: int = MUSIC_VOLUME  # the music, 0-100 (a value of VOLUMES)
    reduce_motion: bool = False  # the big moments as plain banners, no flash
    text_size: float = 1.0  # every text's size times this: 1.0, 1.25 or 1.5 (theme.TEXT_SCALES)
    # the last game started from New game: arena, skulls, sudden_death and the seats (name,
    # character, computer, level); New game opens with what of it is still valid
    new_game: dict = attrs.Factory(dict)
    # other folders games were kept in when the games folder could not be written (the
    # save problem screen adds them); Load game, Continue and Past games list their games
    game_folders: list = attrs.Factory(list)

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
            if type(s.volume) is not int or s.volume not in VOLUMES:
                s.volume = VOLUME
            if not isinstance(s.muted, bool):
                s.muted = False
            if not isinstance(s.advice, bool):
                s.advice = True


            if type(s.music_volume) is not int or s.music_volume not in VOLUMES:
                s.music_volume = MUSIC_VOLUME
            if not isinstance(s.reduce_motion, bool):
                s.reduce_motion = False
            if s.text_size not in (1.0, 1.25, 1.5):
                s.text_size = 1.0
            if s.language not in LANGUAGES:
                s.language = ""
            if s.past_games_kept is not None and (type(s.past_games_kept) is not int
                                                  or s.past_games_kept < 1):
                s.past_games_kept = PAST_GAMES_KEPT
            if not isinstance(s.new_game, dict):
                s.new_game = {}
            if not isinstance(s.game_folders, list):
                s.game_folders = []
            s.game_folders = [f for f in s.game_folders if isinstance(f, str) and f][:MAX_FOLDERS]
            return s
        except Exception:
            return cls()

    def remember_folder(self, folder) -> bool:
        """Keep ``folder`` among the folders of kept games (after a game was kept
        there); whether it is new."""
        folder = str(folder)
        if folder in self.game_folders:
            return False
        self.game_folders = [folder] + self.game_folders[:MAX_FOLDERS - 1]
        return True

    def save(self) -> None:
        """Write the settings atomically (a temporary file renamed over the old one).
        A failure (a full or read-only disk) raises OSError and leaves the old file as
        it was, and no temporary file behind."""
        path = self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        with replaced(path, ".settings.", "w", encoding="utf-8") as f:
            json.dump(attrs.asdict(self), f, indent=2)
            f.flush()
            os.fsync(f.fileno())


def remembered_new_game(data, name_length: int = 16) -> dict:
    """What of a stored ``new_game`` is still valid, key by key: ``arena`` (A-D),
    ``skulls`` (5-8), ``sudden_death``, ``mode`` (a known way to play), ``seats`` (3 to 5
    seats, each a known character once, a name, a known computer level), ``bot`` (a known
    character or "" none). Anything stale or broken is left out, quietly: New game then
    keeps its default for it."""
    from ..bots import LEVELS
    from ..core.cards import CHARACTER_BY_NAME
    from ..core.maps import ARENAS
    from ..core.modes import MODES

    out: dict = {}
    if not isinstance(data, dict):
        return out
    arena = data.get("arena")
    if isinstance(arena, str) and arena in ARENAS:
        out["arena"] = arena
    skulls = data.get("skulls")
    if type(skulls) is int and 5 <= skulls <= 8:
        out["skulls"] = skulls
    if isinstance(data.get("sudden_death"), bool):
        out["sudden_death"] = data["sudden_death"]
    if isinstance(data.get("mode"), str) and data["mode"] in MODES:
        out["mode"] = data["mode"]
    seats = data.get("seats")
    if isinstance(seats, list) and 3 <= len(seats) <= 5:
        kept = []
        for seat in seats:
            if not isinstance(seat, dict):
                break
            character = CHARACTER_BY_NAME.get(str(seat.get("character", "")).lower())
            name = seat.get("name")
            computer = seat.get("computer")
            level = seat.get("level", LEVELS[0])
            if (character is None or not isinstance(name, str) or not name.strip()
                    or len(name) > name_length or not isinstance(computer, bool)
                    or level not in LEVELS):
                break
            kept.append({"name": name.strip(), "character": character.name,
                         "computer": computer, "level": level})
        characters = [k["character"] for k in kept]
        names = [k["name"].casefold() for k in kept]
        if (len(kept) == len(seats) and len(set(characters)) == len(characters)
                and len(set(names)) == len(names)):
            out["seats"] = kept
    bot = data.get("bot")
    if isinstance(bot, str) and (bot == "" or bot.lower() in CHARACTER_BY_NAME):
        out["bot"] = CHARACTER_BY_NAME[bot.lower()].name if bot else ""
    return out
