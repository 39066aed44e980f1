"""Every word a player reads comes from the catalogue (issue 14): with a translation
that marks each message it gives ("⟦New game⟧"), every screen is drawn (tests/ui/
screens.py: menus, new game, settings, load game, the game with its confirm, in-game
menu, hand-off cover and tooltips, every F1 rules page, the end screen, the tutorial's
pages, lesson cards and guided steps), and every text drawn through the widgets
(``kit.text.TEXT_PROBE``: labels, buttons, titles, paragraphs, tooltips) and every other
line drawn (``theme.text``: the game screen's panels, board and cards) must be made of
marked words only. What may be left unmarked: names (players', characters', cards' as
printed), numbers and signs. A text with English left in it fails, naming its screen:
the test issue 15 relies on to find English in fr/es/pl.
"""

from __future__ import annotations

import gettext
import os
import re
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.core.cards import CHARACTERS
from adrenaline.ui import theme
from adrenaline.ui.game import arena_build, art, board_draw, board_words, cards, log_view, tokens, weapon_art
from adrenaline.ui.kit import text as kit_text
from adrenaline.words import i18n

from .screens import every_screen

OPEN, CLOSE = "⟦", "⟧"
MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
WORD = re.compile(r"[^\W\d_]{2,}")  # two letters or more: a word (a lone letter is an arena's)


class Marking(gettext.NullTranslations):
    """A translation that gives every message back marked: ⟦message⟧."""

    def gettext(self, message):
        return f"{OPEN}{message}{CLOSE}" if message else message

    def ngettext(self, singular, plural, n):
        return f"{OPEN}{singular if n == 1 else plural}{CLOSE}"

    def pgettext(self, context, message):
        return self.gettext(message)


# names, the same in every language: the characters' (and their initials on the figures);
# the cards' names and texts are translated like any other words (adrenaline/words/cards.py)
NAMES = {c.name for c in CHARACTERS} | {art.token_label(c.name) for c in CHARACTERS}
# what players typed: the names in the games the screens show (tests/e2e/midgame.toml, the
# end screen's, tests/ui/test_menus.py's kept game, a renamed seat) and a folder's path
PLAYER_NAMES = {"Alice", "Bob", "Carol", "Dave", "Eve", "Anna", "Other", str(Path.home())}


def unmarked(text: str) -> list[str]:
    """The words of ``text`` that came from no message of the catalogue. A line of a
    wrapped or cut message is closed where it was broken ("⟦Adrenaline is a" ...)."""
    rest = text
    depth = opened = 0
    for c in rest:
        if c == OPEN:
            depth += 1
        elif c == CLOSE:
            if depth:
                depth -= 1
            else:
                opened += 1
    rest = " ".join((OPEN * opened + rest + CLOSE * depth).split())  # a tooltip's lines: one text
    while MARKED.search(rest):  # inner messages first: a sentence made of translated parts
        rest = MARKED.sub(" ", rest)
    for name in sorted(NAMES | PLAYER_NAMES, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return WORD.findall(rest)


@pytest.fixture
def marking(monkeypatch):
    def clear():  # every picture or text made before, in English, is made again
        theme.clear_text_cache()
        for module in (theme, tokens, cards, art, weapon_art, arena_build, board_draw, board_words):
            for thing in vars(module).values():
                if callable(getattr(thing, "cache_clear", None)):
                    thing.cache_clear()

    clear()
    i18n.use(Marking())
    yield
    i18n.use(gettext.NullTranslations())
    clear()


def test_the_marking_translation_finds_english_left_in_a_text():
    assert unmarked("⟦New game⟧") == []
    assert unmarked("⟦Arena {letter}⟧".format(letter="C")) == []
    assert unmarked("⟦{name} shoots⟧".format(name="Alice")) == []
    assert unmarked("⟦Arena B: ⟦good for any number of players⟧⟧") == []
    assert unmarked("Dozer 12  -  Alice (Banshee) 8") == []
    assert unmarked("marks: ⟦none⟧") == ["marks"]
    assert unmarked("⟦Seat⟧ 1 plays first") == ["plays", "first"]
    assert unmarked("⟦Adrenaline is a") == [] and unmarked("on a board.⟧") == []


def english_on(screens, app, monkeypatch) -> tuple[int, dict[str, set[str]]]:
    """Draw each screen ``screens`` yields (by name, once it is on top of ``app``):
    (how many, the texts with English left in them by screen)."""
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    # every line drawn anywhere else (the game screen's panels, the board, the cards)
    lines: list[str] = []
    wrapped: list[str] = []  # whole texts wrapped onto lines (a card's paragraph)
    for drawing, into in (("text", lines), ("render", lines), ("mark", lines)):
        def recording(message, *args, _real=getattr(theme, drawing), _into=into, **kw):
            _into.append(message)
            return _real(message, *args, **kw)
        monkeypatch.setattr(theme, drawing, recording)

    real_wrap = kit_text.wrap

    def recording_wrap(message, *args, **kw):
        wrapped.append(message)
        return real_wrap(message, *args, **kw)
    for module in list(sys.modules.values()):  # wherever the kit's wrap is used
        if module.__name__.startswith("adrenaline.ui") and getattr(module, "wrap", None) is real_wrap:
            monkeypatch.setattr(module, "wrap", recording_wrap)
    english: dict[str, set[str]] = {}
    count = 0
    for name in screens:
        count += 1
        probe.clear()
        lines.clear()
        wrapped.clear()
        app.draw()
        assert probe or lines, f"{name}: drew no text"
        drawn = [text for text, *_ in probe]
        whole = drawn + [text for text in wrapped if not any(text in d for d in drawn)]
        # a wrapped line's row as drawn (the log indents the rows after the first)
        others = [line for line in lines if not any(line.strip() in text for text in whole)]
        for text in whole + others:
            left = unmarked(text)
            if left:
                english.setdefault(name, set()).add(f"{text!r} (unmarked: {' '.join(left)})")
    return count, english


def report(english) -> str:
    return "English left, not from the catalogue:\n" + "\n".join(
        f"{screen}: {t}" for screen, texts in english.items() for t in sorted(texts))


@pytest.fixture
def app(marking, tmp_path, monkeypatch):
    monkeypatch.setenv("ADRENALINE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from adrenaline.saves import library
    from adrenaline.ui.app import App

    library.forget_listing()
    a = App((1280, 800))
    a.settings.animation_speed = "instant"
    a.settings.computer_pause = 0.0
    yield a
    a.quit()
    library.forget_listing()


def test_every_text_on_every_screen_comes_from_the_catalogue(app, monkeypatch):
    screens, english = english_on(every_screen(app, guided_steps=2), app, monkeypatch)
    assert screens > 25, "every screen was drawn"
    assert not english, report(english)


def kept_games_screens(app):
    """The screens about kept games and what can go wrong: Load game with a game and a
    damaged file, the repaired-game notice, the cannot-save screen, New game refusing
    two players of one name, and one of computer players only."""
    import errno
    import types

    from adrenaline.saves import library
    from adrenaline.ui.screens import load_game, main_menu, new_game, notices
    from adrenaline.words.kept_games import repaired_words

    from .test_menus import saved_game

    folder = library.games_folder()
    saved_game(folder / "game-one.jsonl", turns=3)
    (folder / "game-two.jsonl").write_text("not a game\n", encoding="utf-8")
    library.forget_listing()
    app.reset(main_menu.MainMenu(app))
    yield "main menu, a game to continue"
    app.push(load_game.LoadGame(app))
    yield "load game, two kept games"
    app.top.open(library.kept_games()[-1])
    yield "load game, a file that cannot be opened"
    from adrenaline.core.savefile import Restored, SaveFileError
    from adrenaline.words.kept_games import watched_repaired_words

    for line in (120, 260):  # in the middle, at the end
        restored = Restored(None, SaveFileError(f"x:{line}: damaged"), 260, 250, 118)
        app.push(notices.Notice(app, repaired_words(restored, 4)))
        yield "a repaired game's notice"
        app.pop()
        app.push(notices.Notice(app, watched_repaired_words(restored, 4)))
        yield "a repaired game's notice, watching"
        app.pop()
    broken = types.SimpleNamespace(save_problem=OSError(errno.ENOSPC, "No space left on device"))
    app.push(notices.SaveProblem(app, broken))
    yield "this game is not being saved"
    app.pop()
    new = new_game.NewGame(app)
    app.push(new)
    new.seats[1].name = new.seats[0].name
    yield "new game, two players of one name"
    new.seats[1].name = "Other"
    for seat in new.seats:
        seat.computer = True
    yield "new game, only computer players"
    app.reset(main_menu.MainMenu(app))


def test_the_kept_games_screens_and_refusals_come_from_the_catalogue(app, monkeypatch):
    screens, english = english_on(kept_games_screens(app), app, monkeypatch)
    assert screens == 10
    assert not english, report(english)


def test_the_log_colours_its_headlines_in_any_language():
    """The log draws "Game over", "FINAL FRENZY" and killshot track lines in their colours
    by their words in the language shown, not by English beginnings."""
    french = {"Game over: {name} wins with {points}!": "Fin de la partie : {name} gagne avec {points} !",
              "Killshot track: {shares}": "Piste des frags : {shares}"}

    class French(gettext.NullTranslations):
        def gettext(self, message):
            return french.get(message, message)

    pygame.font.init()  # run alone, no earlier test has opened the fonts
    log = log_view.LogView()
    i18n.use(French())
    try:
        assert log._colour_of("Fin de la partie : Alice gagne avec 30 points !", None) == theme.HIGHLIGHT
        assert log._colour_of("Piste des frags : Alice 2", None) == theme.DANGER_TEXT
    finally:
        i18n.use(gettext.NullTranslations())
    assert log._colour_of("Game over: Alice wins with 30 points!", None) == theme.HIGHLIGHT


def test_the_animations_words_come_from_the_catalogue(marking):
    """What flies over the board - popups and banners of a kill, an overkill, points,
    the final frenzy, a respawn - is made of catalogue words too."""
    import pygame

    from adrenaline.core import events as ev
    from adrenaline.core.board import parse_square
    from adrenaline.ui import layout
    from adrenaline.ui.game.animation import Animator

    from .test_animation import make_session

    pygame.init()
    pygame.display.set_mode(layout.SIZE)
    s = make_session("Lock Rifle", [])
    try:
        a = Animator(s)
        banshee, dozer = s.game.state.seat_of("Banshee"), s.game.state.seat_of("Dozer")
        s.feed.extend([
            ev.Damaged(0, banshee, 12, 12, 0, 0),
            ev.PointsScored(0, 8, "board", banshee),
            ev.PointsScored(dozer, 1, "first blood", banshee),
            ev.KillshotTracked(banshee, (0, 0)),
            ev.PlayerDied(banshee, True),
            ev.BoardFlipped(banshee),
            ev.FinalFrenzyStarted((True, True, True, True)),
            ev.Spawned(banshee, parse_square("r1c0")),
        ])
        words: set[str] = set()
        t = 0.0
        a.update(0.0)
        while a.busy and t < 20:
            a.update(1 / 60)
            t += 1 / 60
            words |= {b[0] for b in a.banners} | {p.text for p in a.popups}
            a.draw(pygame.display.get_surface(), lambda seat: (300, 300))
    finally:
        s.close()
    assert len(words) >= 6, words
    assert not [w for w in words if unmarked(w)], sorted(words)
