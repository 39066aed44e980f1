"""The catalogues in each rulebook's own words (issue 25's review against the rulebooks):
the rules stated as the rulebook states them, colour words that agree with what they
colour, the characters named as each rulebook names them, and counts that agree."""

from __future__ import annotations

import pytest

from adrenaline.core.cards import AMMO, CHARACTERS
from adrenaline.core.engine import Game, Setup
from adrenaline.core.maps import load_board
from adrenaline.tutorial.script import load_script
from adrenaline.words import i18n, room_words
from adrenaline.words.cards import cube_words, weapon_paragraphs
from adrenaline.words.characters import character_initials, character_name, introduce_player, player_name
from adrenaline.words.i18n import _, ngettext
from adrenaline.words.kept_games import players_words
from adrenaline.words.log import describe, introduce, name_of
from adrenaline.words.squares import square_words

BLUE = AMMO.index("blue")


def spawnpoint_page() -> str:
    return next(p.text for p in load_script().intro if p.picture == "weapons")


# the rulebooks' words for "the top cube is already paid" when a weapon is grabbed
ALREADY_PAID = {"en": "the top cube is already paid", "fr": "le premier cube est déjà payé",
                "es": "el cubo de arriba ya está pagado", "pl": "górna kostka jest już opłacona"}


@pytest.mark.parametrize("code", list(ALREADY_PAID))
def test_tutorial_spawn_page_says_top_cube_is_already_paid(code):
    """Rulebook: "When you grab the weapon, the top cube is already paid for and you must
    pay the remainder of the cost"; reloading pays the whole cost."""
    i18n.set_language(code)
    page = spawnpoint_page()
    assert ALREADY_PAID[code] in page
    assert {"en": "the rest", "fr": "coût restant", "es": "el resto",
            "pl": "pozostałą część kosztu"}[code] in page
    assert {"en": "whole cost", "fr": "coût complet", "es": "coste completo",
            "pl": "cały koszt"}[code] in page
    assert "(first) one is paid" not in page


@pytest.mark.parametrize("code, reload, two, five", [
    ("fr", "rechargement bleu + bleu", "2 cubes bleus", "5 cubes bleus"),
    ("es", "recarga azul + azul", "2 cubos azules", "5 cubos azules"),
    ("pl", "ładowanie niebieska + niebieska", "2 niebieskie kostki", "5 niebieskich kostek"),
])
def test_a_cube_colour_agrees_with_the_cube_not_the_room(code, reload, two, five):
    """A cube's colour is the cube's ("cube bleu", "niebieska kostka"), a room's the room's
    ("la pièce bleue", "niebieskie pomieszczenie")."""
    i18n.set_language(code)
    assert reload in weapon_paragraphs("Lock Rifle")[0]
    assert cube_words(BLUE, 2) == two
    assert cube_words(BLUE, 5) == five
    room = room_words("blue")
    assert room == {"fr": "la pièce bleue", "es": "la habitación de color azul",
                    "pl": "niebieskie pomieszczenie"}[code]


def test_polish_calls_a_room_pomieszczenie_as_its_rulebook():
    i18n.set_language("pl")
    board = load_board("B")
    words = [square_words(board, q) for q in board.rooms]
    assert words and not any("pokój" in w for w in words)


# each rulebook's names (the French and Polish rulebooks; the Spanish one names none but
# Banshee, so the English names stay)
NAMES = {
    "fr": {":D-struct-OR": ":D-struct-EUR", "Banshee": "Banshee", "Dozer": "Dozer", "Violet": "Violette",
           "Sprog": "Sprog"},
    "es": {c.name: c.name for c in CHARACTERS},
    "pl": {":D-struct-OR": ":D-strukt-OR", "Banshee": "Banshee", "Dozer": "Dożer", "Violet": "Wioletka",
           "Sprog": "Jaszczur"},
}


@pytest.mark.parametrize("code", list(NAMES))
def test_characters_are_named_as_each_rulebook_names_them(code):
    i18n.set_language(code)
    assert {c.name: character_name(c.name) for c in CHARACTERS} == NAMES[code]


def test_a_figure_bears_its_characters_initials_in_the_players_language():
    i18n.set_language("pl")
    assert [character_initials(c.name) for c in CHARACTERS] == [":D", "B", "Dż", "W", "J"]
    i18n.set_language("fr")
    assert character_initials("Violet") == "V"


def test_a_typed_name_is_never_translated_only_the_character():
    i18n.set_language("pl")
    assert player_name("Alice", "Dozer") == "Alice"
    assert player_name("Dozer", "Dozer") == "Dożer"  # kept the character's name
    assert introduce_player("Alice", "Violet") == "Alice (Wioletka)"
    assert introduce_player("Violet", "Violet") == "Wioletka"


def test_the_game_calls_players_by_their_characters_in_the_players_language():
    """The core keeps the English identities; the screen and the log say the names of
    the language."""
    setup = Setup("B", (("Alice", "Violet"), ("Dozer", "Dozer"), ("Banshee", "Banshee")), 5, True, 1)
    game = Game.new(setup)
    i18n.set_language("pl")
    assert [p.character for p in game.state.players] == ["Violet", "Dozer", "Banshee"]
    assert name_of(game, 1) == "Dożer" and name_of(game, "Dozer") == "Dożer"
    assert name_of(game, "Violet") == "Alice"
    assert introduce(game, 0) == "Alice (Wioletka)"
    for _choice in range(60):  # the first turns: every player spawns
        d = game.legal()
        game.submit(d.decider, d.options[0])
    log = " ".join(line for e in game.log for line in describe(game, e))
    assert "Dożer" in log and "Wioletka" not in log  # Alice typed her name
    assert "Dozer" not in log


def test_past_games_name_the_characters_in_the_players_language():
    from types import SimpleNamespace as P

    i18n.set_language("fr")
    game = P(players=(P(name="Bob", character="Violet", computer=False, points=3),
                      P(name=":D-struct-OR", character=":D-struct-OR", computer=True, points=5)))
    assert players_words(game) == ":D-struct-EUR (ordinateur) 5  -  Bob (Violette) 3"


def test_spanish_counts_agree_with_the_number_they_count():
    """"quedan 1 de 8 calaveras" and "1 heridas" are the plural of another number."""
    i18n.set_language("es")
    left = ngettext("Killshot track: {left} of {n} skull left. Tokens: {who}.",
                    "Killshot track: {left} of {n} skulls left. Tokens: {who}.", 8).format(left=1, n=8, who="-")
    assert "quedan 1" not in left and "1 de 8" in left
    hit = ngettext("{who}: {damage} damage, {n} mark", "{who}: {damage} damage, {n} marks", 0).format(
        who="Ana", damage=1, n=0)
    assert "1 heridas" not in hit
    assert "movimiento" in ngettext("shoot +{n} move", "shoot +{n} moves", 1).format(n=1)


def test_spanish_grab_is_one_term_agarrar():
    """The rulebook: "Cuando agarras el arma"; the action is "Agarrar cosas"."""
    i18n.set_language("es")
    assert _("Grab Stuff") == "Agarrar cosas"
    assert _("Grab").lower().startswith("agarr")
    assert _("Grab the {weapon}").lower().startswith("agarr")


@pytest.mark.parametrize("code", ["fr", "es", "pl"])
def test_the_tips_switch_and_the_hints_switch_have_different_names(code):
    i18n.set_language(code)
    assert _("Tips: on").split(":")[0] != _("Hints")


def test_french_says_hide_the_tips_and_eliminations():
    i18n.set_language("fr")
    assert _("No more tips") == "Masquer les astuces"
    assert _("Kills") == "Éliminations"


def test_polish_names_deathmatch_as_its_rulebook():
    """The rulebook's "Pojedynek na śmierć i życie" (a "Pojedynek" alone is a duel)."""
    i18n.set_language("pl")
    assert _("Deathmatch") != "Pojedynek"
    assert "na śmierć i życie" in _("Deathmatch").lower()
    assert "Popraw inną bronią" in _("1 damage, then marks on the target and everyone on its square. "
                                     "Follow up with another weapon to cash the marks in.")
