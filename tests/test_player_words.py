"""No developer strings reach a player: over random games, every prompt, every option's
words, every game log line, every line of ``adrenaline watch`` and the table summary of
``adrenaline replay`` read as a person would write them - no grid coordinates
(``r2c3``), no card keys (``powerup:``, ``newton/red``), no field left unformatted,
and numbers with the right plural ("1 square", "2 squares")."""

from __future__ import annotations

import random
import re

import pytest

from adrenaline.cli import state_text
from adrenaline.core.engine import Game, default_setup
from adrenaline.core.maps import load_board
from adrenaline.words.log import describe
from adrenaline.words import option_words, prompt_words, square_words

DEVELOPER = [
    (re.compile(r"\br\dc\d\b"), "a grid coordinate"),
    (re.compile(r"powerup:"), "a payment key"),
    (re.compile(r"\b[a-z ]+/(red|blue|yellow)\b"), "a card key"),
    (re.compile(r"[{}]"), "a field left unformatted"),
    (re.compile(r"\(s\)"), "a plural left to the reader"),
    (re.compile(r"(?<![\d.])1 (squares|marks|points|skulls|deaths|cubes|actions|moves|turns|"
                r"weapons|powerups|options|ammo tiles|frenzy actions)\b"),
     "a singular number with a plural word"),
    (re.compile(r"(?<![\d.])(0|[2-9]|\d\d+) (square|mark|point|skull|death|cube|action|move|turn)\b"
                r"(?! (of|track|slot|left))"), "a plural number with a singular word"),
]


def developer_strings(text: str) -> list[str]:
    return [f"{what}: {m.group(0)!r} in {text!r}" for pattern, what in DEVELOPER
            for m in [pattern.search(text)] if m]


def played(seed: int):
    """A random game played to its end; yields (game, decision) before each choice."""
    rng = random.Random(seed)
    game = Game.new(default_setup(3 + seed % 3, "ABCD"[seed % 4], skulls=5, seed=seed))
    while (d := game.legal()) is not None:
        yield game, d
        game.submit(d.decider, rng.choice(d.options))


@pytest.mark.parametrize("seed", range(4))
def test_no_prompt_option_or_log_line_shows_a_developer_string(seed):
    found, shown = [], 0
    for game, d in played(seed):
        texts = [prompt_words(d.prompt)]
        texts += [option_words(o, game.state.board) for o in d.options]
        for text in texts:
            found += developer_strings(text)
        shown += len(texts)
    for entry in game.log:
        for line in describe(game, entry):
            found += developer_strings(line)
            shown += 1
    assert shown > 500 and not found, found[:10]


@pytest.mark.parametrize("seed", range(3))
def test_watch_and_the_table_summary_show_no_developer_string(seed):
    lines: list[str] = []
    game = Game.new(default_setup(3 + seed, "ABCD"[seed], skulls=5, seed=seed))
    rng = random.Random(seed)
    summaries = []
    while (d := game.legal()) is not None:
        game.submit(d.decider, rng.choice(d.options))
        lines += describe(game, game.log[-1])
        if len(game.log) % 97 == 0:
            summaries.append(state_text(game))
    summaries.append(state_text(game))
    found = [f for line in lines + summaries for f in developer_strings(line)]
    assert len(lines) > 20 and not found, found[:10]


def test_every_square_of_every_arena_has_its_own_name_in_words():
    for arena in "ABCD":
        board = load_board(arena)
        names = [square_words(board, sq) for sq in board.squares]
        assert len(set(names)) == len(names), names
        assert not [f for n in names for f in developer_strings(n)]


def test_the_checks_catch_what_they_are_for():
    for bad in ("moved to r2c3", "pay blue+powerup:newton/red", "move up to 1 squares",
                "2 skull(s)", "{name} shoots", "3 mark", "Tagback grenade/blue"):
        assert developer_strings(bad), bad
    for good in ("move up to 1 square", "Tagback Grenade (blue)", "3 marks",
                 "the left square of the blue room", "1 point for first blood",
                 "2 skulls left on the track"):
        assert not developer_strings(good), good


def test_a_player_who_kept_the_characters_name_is_called_by_it_in_the_players_language():
    """On the boards, the tips and the bot card: 'Violette' in French, as the log says it;
    a typed name as typed."""
    from adrenaline.core.state import PlayerState
    from adrenaline.words import i18n
    from adrenaline.words.characters import called

    kept, typed = PlayerState("Violet", "Violet", "purple", 4), PlayerState("Alice", "Violet", "purple", 4)
    i18n.set_language("fr")
    try:
        assert (called(kept), called(typed)) == ("Violette", "Alice")
    finally:
        i18n.set_language("en")
    assert called(kept) == "Violet"
