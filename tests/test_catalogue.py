"""The words can be extracted for translators (issue 14, for issue 15's catalogues):
``pybabel extract -F pyproject.toml`` finds the messages of the Python sources and,
through adrenaline/words/extract.py, of the tutorial's data files; and every message
the game looks up while every screen is drawn is in that catalogue, as written - so a
translation of it will be found (the data files' texts stripped the same way when
extracted and when shown, placeholders unfilled)."""

from __future__ import annotations

import gettext
import os
import subprocess
import sys
import tomllib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

pytest.importorskip("babel")
from babel.messages.pofile import read_po  # noqa: E402

from adrenaline.core.cards import AMMO, POWERUP_KINDS  # noqa: E402
from adrenaline.core.maps import ARENAS, arena_caption  # noqa: E402
from adrenaline.core.weapons.catalogue import WEAPON_BY_NAME  # noqa: E402
from adrenaline.tutorial.script import RULES_PATH, SCRIPT_PATH  # noqa: E402
from adrenaline.words import i18n  # noqa: E402
from adrenaline.words.extract import toml_texts  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]

# looked up by a name from the core, not written in the code: the cards' names and the
# arenas' captions (to be given their own extraction with issue 15)
FROM_THE_CORE = ({("weapon", w) for w in WEAPON_BY_NAME}
                 | {("powerup", k.title()) for k in POWERUP_KINDS}
                 | {(None, arena_caption(a)) for a in ARENAS})


@pytest.fixture(scope="module")
def catalogue(tmp_path_factory):
    pot = tmp_path_factory.mktemp("words") / "messages.pot"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "babel.messages.frontend", "-q", "extract",
                           "-F", "pyproject.toml", "-o", str(pot), "."],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    with open(pot, "rb") as f:
        return read_po(f)


def has(catalogue, message: str, context: str | None = None) -> bool:
    return catalogue.get(message, context=context) is not None


def test_the_catalogue_has_the_menus_words(catalogue):
    for message in ("New game", "Continue", "Load game", "Quit to menu", "Final scores",
                    "This game is not being saved", "I'm ready", "Pass the screen to",
                    "Cannot save a copy: {why}.", "its file is damaged", "Computer - {level}"):
        assert has(catalogue, message), message
    plural = catalogue.get("{name} wins with {points} point!")
    assert plural.id == ("{name} wins with {points} point!", "{name} wins with {points} points!")


def test_the_catalogue_has_the_rules_reference_and_the_tutorial_as_written(catalogue):
    for path in (RULES_PATH, SCRIPT_PATH):
        with open(path, "rb") as f:
            texts = list(toml_texts(tomllib.load(f)))
        assert len(texts) > 20
        missing = [message for message, _where in texts if not has(catalogue, message)]
        assert not missing, missing
    assert has(catalogue, "Your turn: {actions_per_turn} actions"), "placeholders unfilled"
    expects = tomllib.loads(SCRIPT_PATH.read_text(encoding="utf-8"))["step"]
    assert not any(has(catalogue, s["expect"]) for s in expects), "options are identities"


def test_every_colour_a_room_a_cube_or_a_figure_has_is_in_the_catalogue(catalogue):
    from adrenaline.core.cards import CHARACTERS
    from adrenaline.ui.theme import ROOM
    from adrenaline.words.squares import _colours_for_the_catalogue

    colours = set(ROOM) | set(AMMO) | {c.colour for c in CHARACTERS}
    assert set(_colours_for_the_catalogue()) == colours
    assert all(has(catalogue, colour, "colour") for colour in colours)


def test_every_message_looked_up_on_every_screen_is_in_the_catalogue(catalogue, tmp_path,
                                                                     monkeypatch):
    """No word shown that a translator would not be given; an f-string (no id to find)
    or a data text stripped otherwise than the extractor strips it would show here."""
    from adrenaline.ui import theme
    from adrenaline.ui.game import cards, tokens
    from adrenaline.ui.app import App

    from .ui.screens import every_screen

    asked: set[tuple[str | None, str]] = set()

    class Recording(gettext.NullTranslations):
        def gettext(self, message):
            asked.add((None, message))
            return message

        def ngettext(self, singular, plural, n):
            asked.add((None, singular))
            return singular if n == 1 else plural

        def pgettext(self, context, message):
            asked.add((context, message))
            return message

    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    for module in (theme, tokens, cards):
        for thing in vars(module).values():
            if callable(getattr(thing, "cache_clear", None)):
                thing.cache_clear()
    i18n.use(Recording())
    app = App((1280, 800))
    app.settings.animation_speed = "instant"
    app.settings.computer_pause = 0.0
    try:
        for _name in every_screen(app, guided_steps=2):
            app.draw()
    finally:
        app.quit()
        i18n.use(gettext.NullTranslations())
    assert len(asked) > 150
    missing = sorted(m for c, m in asked - FROM_THE_CORE if not has(catalogue, m, c))
    assert not missing, missing


def test_every_weapon_has_its_presentation_and_its_bots_rating_and_nothing_else_has():
    """A weapon added to the catalogue needs a sound and a look at the table
    (ui/weapon_presentation.py) and a rating for the computer players (bots/ratings.py)."""
    from adrenaline.bots.ratings import RATINGS
    from adrenaline.core.weapons.catalogue import WEAPONS
    from adrenaline.ui.sound.synth import SOUNDS
    from adrenaline.ui.weapon_presentation import WEAPONS as PRESENTED

    names = {w.name for w in WEAPONS}
    assert set(PRESENTED) == names
    assert set(RATINGS) == names
    assert {"shot:" + p.sound for p in PRESENTED.values()} <= set(SOUNDS)  # each family is a sound made
    assert {p.look for p in PRESENTED.values()} == {"beam", "projectile", "blast", "melee"}
