"""Words that say what a choice does (issue 33): a card that moves a figure asks for the
square in words ("Shotgun: push Banshee to which square?") and a square's click says
what it does ("push Banshee here", "leave Banshee here", "move yourself here"), not the
square's name again. The words come from the identity the core's prompt gives (the
step's use, the figure moved, where it stands), in every language.

Arena C, as the weapon tests draw it::

     c0  c1  c2  c3
r0  | R D B   B*|...|
    +   + D + D +---+
r1  | R*| P   P D Y |
    + D + D +---+   +
r2  | W   W   W D Y*|
"""

from __future__ import annotations

import pytest

from adrenaline.core.board import parse_square
from adrenaline.words import i18n, prompt_words, square_words
from adrenaline.words.cards import weapon_words
from adrenaline.words.options import square_click_words

from .rules import B, D, V, options, say, shooter_at

LANGUAGES = ("en", "fr", "es", "pl")

# card, Violet's square, Banshee's, the choices to the square asked, the English prompt,
# and squares with the English words of a click on each
MOVES = {
    "Shotgun": ("r1c1", "r1c1", ("action shoot", "weapon Shotgun", "target Banshee"),
                "Shotgun: push Banshee to which square?",
                {"r2c1": "push Banshee here", "r1c1": "leave Banshee here"}),
    "Tractor Beam": ("r1c1", "r1c2", ("action shoot", "weapon Tractor Beam", "effect basic mode",
                                      "target Banshee"),
                     "Tractor Beam: pull Banshee to which square?",
                     {"r1c1": "pull Banshee here", "r1c2": "leave Banshee here"}),
    "Sledgehammer": ("r1c1", "r1c1", ("action shoot", "weapon Sledgehammer", "effect in pulverize mode",
                                      "target Banshee"),
                     "Sledgehammer: knock Banshee to which square?",
                     {"r1c3": "knock Banshee here", "r1c1": "leave Banshee here"}),
    "Rocket Launcher": ("r1c1", "r1c2", ("action shoot", "weapon Rocket Launcher", "effect basic effect",
                                         "target Banshee", "effect then move the target"),
                        "Rocket Launcher: push Banshee to which square?",
                        {"r1c3": "push Banshee here"}),
    "Grenade Launcher": ("r1c1", "r1c2", ("action shoot", "weapon Grenade Launcher", "target Banshee",
                                          "effect then move the target"),
                         "Grenade Launcher: push Banshee to which square?",
                         {"r1c3": "push Banshee here"}),
    "Vortex Cannon": ("r1c1", "r1c2", ("action shoot", "weapon Vortex Cannon"),
                      "Vortex Cannon: open the vortex on which square?",
                      {"r1c2": "open the vortex here"}),
    "Power Glove": ("r1c1", "r1c2", ("action shoot", "weapon Power Glove", "effect in rocket fist mode"),
                    "Power Glove: move yourself to which square?",
                    {"r1c2": "move yourself here"}),
    "Plasma Gun": ("r1c1", "r1c2", ("action shoot", "weapon Plasma Gun", "effect with phase glide"),
                   "Plasma Gun: move yourself to which square?",
                   {"r2c2": "move yourself here"}),
    "Cyberblade": ("r1c1", "r1c1", ("action shoot", "weapon Cyberblade", "target Banshee", "effect with shadowstep"),
                   "Cyberblade: move yourself to which square?",
                   {"r1c2": "move yourself here"}),
}
ROCKET_JUMP = ("action shoot", "weapon Rocket Launcher", "effect with rocket jump")


def at_square_question(card: str, choices=None):
    me, banshee, to, _, _ = MOVES[card]
    game = shooter_at(card, {"square": me}, (B, banshee), (D, "r2c3"))
    for text in choices or to:
        assert text in options(game), (text, sorted(options(game)))
        say(game, text)
    d = game.legal()
    assert d.kind == "shoot_plan" and d.prompt["asks"] == "square", d
    return game, d


def click(d, square: str) -> str | None:
    option = d.find(f"square {square}")
    assert option is not None, (square, d.texts())
    return square_click_words(d.prompt, option)


def test_the_core_names_what_a_shot_s_square_is_for_and_whom_it_moves():
    _, d = at_square_question("Shotgun")
    assert d.prompt["does"] == "move_target" and d.prompt["figure"] == B
    assert d.prompt["at"] == parse_square("r1c1")  # Banshee's square: choosing it leaves her there
    _, d = at_square_question("Plasma Gun")
    assert d.prompt["does"] == "move_yourself" and d.prompt["figure"] == V
    _, d = at_square_question("Vortex Cannon")
    assert d.prompt["does"] == "vortex" and d.prompt.get("figure") is None


@pytest.mark.parametrize("card", sorted(MOVES))
def test_a_card_that_moves_a_figure_asks_where_to_in_words_and_a_click_says_what_it_does(card):
    _, d = at_square_question(card)
    assert prompt_words(d.prompt) == MOVES[card][3]
    for square, words in MOVES[card][4].items():
        assert click(d, square) == words


def test_the_rocket_jump_asks_where_you_move_yourself():
    _, d = at_square_question("Rocket Launcher", ROCKET_JUMP)
    assert prompt_words(d.prompt) == "Rocket Launcher: move yourself to which square?"
    assert click(d, "r1c3") == "move yourself here"


def test_newton_s_square_says_whom_it_moves():
    game = shooter_at("Lock Rifle", {"square": "r1c1", "powerups": ["newton/blue"]},
                      (B, "r1c2"), (D, "r2c3"))
    say(game, "use newton/blue", "target Banshee")
    d = game.legal()
    assert prompt_words(d.prompt) == "Newton: move Banshee 1 to 2 squares in one direction"
    assert square_click_words(d.prompt, d.find("move r1c3")) == "move Banshee here"


@pytest.mark.parametrize("code", LANGUAGES[1:])
@pytest.mark.parametrize("card", sorted(MOVES))
def test_the_words_of_a_move_are_in_every_language(card, code):
    """Translated (not the English), with the card's name and the moved figure's in them,
    and a click's words never the square's own name."""
    game, d = at_square_question(card)
    i18n.set_language(code)
    asked = prompt_words(d.prompt)
    assert asked != MOVES[card][3] and weapon_words(card) in asked and "{" not in asked
    for square, english in MOVES[card][4].items():
        said = click(d, square)
        assert said and said != english and "{" not in said
        assert said.lower() not in square_words(game.state.board, parse_square(square)).lower()
        if "Banshee" in english:
            assert "Banshee" in asked and "Banshee" in said


@pytest.mark.parametrize("code, asked, pushed, left", [
    ("en", "Shotgun: push Banshee to which square?", "push Banshee here", "leave Banshee here"),
    ("fr", "Fusil à pompe : vers quelle case repousser Banshee ?", "repousser Banshee ici",
     "laisser Banshee ici"),
    ("es", "Escopeta: ¿a qué casilla empujas a Banshee?", "empujar a Banshee aquí",
     "dejar a Banshee aquí"),
    ("pl", "Strzelba: na które pole odepchnąć figurkę Banshee?", "odepchnij figurkę Banshee tutaj",
     "zostaw figurkę Banshee tutaj"),
])
def test_the_shotgun_s_push_in_four_languages(code, asked, pushed, left):
    _, d = at_square_question("Shotgun")
    i18n.set_language(code)
    assert prompt_words(d.prompt) == asked
    assert click(d, "r2c1") == pushed and click(d, "r1c1") == left


@pytest.mark.parametrize("code", LANGUAGES)
def test_newton_s_click_in_every_language_names_the_figure_moved(code):
    game = shooter_at("Lock Rifle", {"square": "r1c1", "powerups": ["newton/blue"]},
                      (B, "r1c2"), (D, "r2c3"))
    say(game, "use newton/blue", "target Banshee")
    d = game.legal()
    i18n.set_language(code)
    said = square_click_words(d.prompt, d.find("move r1c3"))
    assert "Banshee" in said and said.lower() not in square_words(game.state.board, parse_square("r1c3")).lower()
    assert (said == "move Banshee here") == (code == "en")


def test_the_json_state_names_the_moved_figure_s_square_as_squares_are_named():
    from adrenaline.core.serialize import state_json

    game, _ = at_square_question("Shotgun")
    prompt = state_json(game)["decision"]["prompt"]
    assert prompt["does"] == "move_target" and prompt["figure"] == B and prompt["at"] == "r1c1"


def test_the_tractor_beam_s_punisher_pull_asks_its_way_in_the_same_words_where_routes_matter(monkeypatch):
    """Where routes matter (Turret mode), the pull onto your square is chosen by its way:
    the question and the click still say whom it moves."""
    from adrenaline.core.board import square_name
    from adrenaline.core.choices import PickSquare
    from adrenaline.core.maps import load_board
    from adrenaline.core.routes import walks

    from adrenaline.core.modes import MODES

    from .test_routes import MARKED, Marked

    monkeypatch.setitem(MODES, MARKED, Marked)  # a Deathmatch whose routes matter
    board = load_board("C")
    marked = frozenset(q for q in board.squares if not board.is_spawnpoint(q))
    me, t = next((me, t) for me in board.squares for t in board.squares
                 if board.distance[t][me] == 2 and len(
                     {tuple(sorted(x for x in p[1:] if x in marked))
                      for p in walks(board, t, 2).get(me, ())}) > 1)
    game = shooter_at("Tractor Beam", {"square": square_name(me),
                                       "ammo": {"red": 1, "blue": 1, "yellow": 1}},
                      (B, square_name(t)), (D, square_name(me)), mode=MARKED)
    say(game, "action shoot", "weapon Tractor Beam", "effect in punisher mode", f"target {B}")
    d = game.legal()
    assert prompt_words(d.prompt) == "Tractor Beam: pull Banshee to which square?"
    ways = [o for o in d.options if isinstance(o, PickSquare)]
    assert len(ways) >= 2 and {square_click_words(d.prompt, o) for o in ways} == {"pull Banshee here"}
