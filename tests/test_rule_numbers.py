"""Every rule number a player reads is the core's (adrenaline/core/numbers.py).

- The data files (the F1 rules reference, the tutorial's pages, steps, lessons and
  tips) write no rule digit: only ``{placeholders}`` filled from the core. The few
  other digits are card numbers, checked against the card, or in a short allow-list.
- Once filled, every list of points they show is one of the core's lists, and every
  "up to N squares", "N actions", "the Nth damage"... is one of the core's numbers.
- The window's and the command line's own strings write no rule number either.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

import adrenaline
from adrenaline.core import numbers as N
from adrenaline.core.cards import cube_counts
from adrenaline.core.weapons.catalogue import WEAPON_BY_NAME
from adrenaline.tutorial.script import (
    RULES_PATH, SCRIPT_PATH, ScriptError, load_rules_reference, load_script, parse_script,
)

ROOT = Path(adrenaline.__file__).parent

# Digits in the data files that are no rule number, each with why it is there.
NOT_RULE_NUMBERS = {
    "F1": "the key that opens the rules reference",
    "ZX-2": "a weapon's name",
    "Dozer has 9 damage": "the seeded tutorial game at 'Go for the kill' "
                          "(test_dozer_has_the_damage_the_tutorial_says_when_it_says_it)",
}

# Digits in the window's own strings that are not written from the core, each checked
# equal to the core's number it states.
UI_LITERALS = {
    # the powerup cards as the manual prints them (words.cards.POWERUP_TEXT)
    "do 1 damage": N.SCOPE_DAMAGE,
    "move it 1 or 2 squares": N.NEWTON_MOVES,
    "Give that player 1 mark": N.TAGBACK_MARKS,
    # the labels under a board's damage track: one move more than without adrenaline
    "grab +1": N.ADRENALINE_GRAB_MOVES - N.GRAB_MOVES,
    "shoot +1 move": N.ADRENALINE_SHOOT_MOVES - N.SHOOT_MOVES,
}


# -- the texts ---------------------------------------------------------------------------------
def raw_rules_texts() -> list[tuple[str, str, set[str]]]:
    """(where, raw text, card numbers allowed there) for each text of rules.toml."""
    with open(RULES_PATH, "rb") as f:
        data = tomllib.load(f)
    return [(f"rules.toml {s['title']!r}", s["title"] + "\n" + s["text"], set())
            for s in data["section"]]


def card_numbers(weapon: str) -> set[str]:
    """The numbers printed on a weapon card: its effects, notes and costs."""
    w = WEAPON_BY_NAME[weapon]
    text = " ".join([e.text for e in w.effects] + [w.notes or ""])
    costs = [cube_counts(w.reload), cube_counts(w.grab_cost)] + [e.cost for e in w.effects]
    return set(re.findall(r"\d+", text)) | {str(n) for c in costs for n in c if n}


def raw_script_texts() -> list[tuple[str, str, set[str]]]:
    """The same for script.toml; a step may write the numbers of the weapon in play
    (the last one the steps named), a weapon's tip those of its card."""
    with open(SCRIPT_PATH, "rb") as f:
        data = tomllib.load(f)
    out = [(f"intro {p['title']!r}", p["title"] + "\n" + p["text"], set()) for p in data["intro"]]
    in_play: set[str] = set()
    for i, s in enumerate(data["step"]):
        words = " ".join(str(s.get(k, "")) for k in ("expect", "title", "say", "elsewhere"))
        named = [w for w in WEAPON_BY_NAME if w in words]
        if named:
            in_play = card_numbers(named[-1])
        out.append((f"step {i + 1}", " ".join(str(s.get(k, "")) for k in ("title", "say", "elsewhere")),
                    in_play))
    out += [(f"lesson {x['when']!r}", x["title"] + "\n" + x["text"], set()) for x in data["lesson"]]
    out += [(f"tip {name!r}", tip, card_numbers(name)) for name, tip in data["weapon_tips"].items()]
    out += [(f"tip {kind!r}", tip, set()) for kind, tip in data["powerup_tips"].items()]
    return out


def unexplained_digits(text: str, card: set[str]) -> list[str]:
    """Digits outside placeholders that are neither card numbers nor allowed."""
    text = re.sub(r"\{[a-z_]+\}", "", text)
    for allowed in NOT_RULE_NUMBERS:
        text = text.replace(allowed, "")
    return [d for d in re.findall(r"\d+", text) if d not in card]


def player_texts() -> list[tuple[str, str]]:
    """Every text of the rules reference and the tutorial as the player reads it."""
    out = [(f"F1 {title!r}", "\n".join((title,) + paragraphs))
           for title, paragraphs in load_rules_reference()]
    script = load_script()
    out += [(f"intro {p.title!r}", f"{p.title}\n{p.text}") for p in script.intro]
    out += [(f"step {i + 1}", f"{s.title}\n{s.say}\n{s.elsewhere}") for i, s in enumerate(script.steps)]
    out += [(f"lesson {x.when!r}", f"{x.title}\n{x.text}") for x in script.lessons]
    out += [(f"tip {k!r}", v) for k, v in {**script.weapon_tips, **script.powerup_tips}.items()]
    return out


# -- what a number in a text may be ----------------------------------------------------------------
SCORING_LISTS = {tuple(N.BOARD_VALUES[k:]) for k in range(len(N.BOARD_VALUES))} | {
    tuple(N.FRENZY_BOARD_VALUES), tuple(N.KILLSHOT_TRACK_VALUES), tuple(N.DOMINATION_TRACK_VALUES)}
LIST = re.compile(r"\d+(?:\s*[,-]\s*\d+){2,}")

MOVES = {N.RUN_MOVES, N.GRAB_MOVES, N.ADRENALINE_GRAB_MOVES, N.ADRENALINE_SHOOT_MOVES,
         N.FRENZY_RUN_MOVES_BEFORE_FIRST, N.FRENZY_GRAB_MOVES_BEFORE_FIRST,
         N.FRENZY_SHOOT_MOVES_BEFORE_FIRST, N.FRENZY_GRAB_MOVES_FROM_FIRST,
         N.FRENZY_SHOOT_MOVES_FROM_FIRST, N.NEWTON_MOVES}
RULE_PHRASES = (
    (re.compile(r"(\d+)th (?:damage|drop)"), {N.KILLSHOT_DAMAGE, N.OVERKILL_DAMAGE}),
    (re.compile(r"move (?:up to )?(\d+) squares?"), MOVES),
    (re.compile(r"(\d+) actions?\b"), {N.ACTIONS_PER_TURN, N.FRENZY_ACTIONS_BEFORE_FIRST,
                                       N.FRENZY_ACTIONS_FROM_FIRST}),
    (re.compile(r"(?:with|at) (\d+)(?: or more)? damage"), {N.ADRENALINE_GRAB_DAMAGE,
                                                            N.ADRENALINE_SHOOT_DAMAGE}),
    (re.compile(r"at most (\d+) (?:marks|cubes)"), {N.MAX_MARKS, N.MAX_CUBES}),
    (re.compile(r"(\d+) skulls"), set(range(N.MIN_SKULLS, N.MAX_SKULLS + 1))),
    (re.compile(r"(\d+) for first blood|first blood is worth (\d+)"), {N.FIRST_BLOOD_POINTS}),
    (re.compile(r"(\d+) extra point"), {N.DOUBLE_KILL_POINTS}),
)


def wrong_numbers(text: str) -> list[str]:
    """Lists of points that are none of the core's, and rule phrases with a number the
    core does not have ("8, 6, 4, 2, 2", "move up to 5 squares")."""
    out = []
    for m in LIST.finditer(text):
        values = tuple(int(v) for v in re.findall(r"\d+", m.group()))
        if values not in SCORING_LISTS:
            out.append(m.group())
    for pattern, allowed in RULE_PHRASES:
        for m in pattern.finditer(text):
            number = next(g for g in m.groups() if g is not None)
            if int(number) not in allowed:
                out.append(m.group())
    return out


# -- the tests ---------------------------------------------------------------------------------
@pytest.mark.parametrize("where,text,card", raw_rules_texts() + raw_script_texts(),
                         ids=lambda v: v if isinstance(v, str) and len(v) < 40 else "")
def test_data_files_write_rule_numbers_only_as_placeholders(where, text, card):
    assert unexplained_digits(text, card) == [], where


def test_the_digit_scan_refuses_a_rule_number_written_out():
    assert unexplained_digits("the killshot track pays 8, 6, 4, 2, 2", set()) == ["8", "6", "4", "2", "2"]
    assert unexplained_digits("the track pays {killshot_track_values}; F1 for the rules", set()) == []
    assert unexplained_digits("2 damage and 1 mark", card_numbers("Lock Rifle")) == []
    assert unexplained_digits("5 damage", card_numbers("Lock Rifle")) == ["5"]


def test_every_text_the_player_reads_states_the_cores_numbers():
    texts = player_texts()
    assert len(texts) > 60
    for where, text in texts:
        assert "{" not in text and "}" not in text, where
        assert wrong_numbers(text) == [], where


def test_the_number_check_catches_a_wrong_scoring_list_or_rule():
    assert wrong_numbers("the killshot track pays 8, 6, 4, 2, 2") == ["8, 6, 4, 2, 2"]
    assert wrong_numbers("most drops 8, then 6, 4, 2, 2") == ["6, 4, 2, 2"]
    assert wrong_numbers("the frenzy side pays 2-2-1-1") == ["2-2-1-1"]
    assert sorted(wrong_numbers("take 3 actions; move up to 5 squares")) == [
        "3 actions", "move up to 5 squares"]
    assert wrong_numbers("pays 8, 6, 4, 2, 1, 1, then 6, 4, 2, 1, 1; the 11th damage") == []


def test_the_rules_reference_and_tutorial_say_the_killshot_track_pays_as_a_board():
    track = N.listed(N.KILLSHOT_TRACK_VALUES)
    assert track == "8, 6, 4, 2, 1, 1"
    reference = dict(load_rules_reference())
    assert track in " ".join(reference["The end of the game"])
    lessons = {x.when: x.text for x in load_script().lessons}
    assert track in lessons["game_end"] and track in lessons["last_skull"]
    assert all("8, 6, 4, 2, 2" not in text for _, text in player_texts())


def test_the_rules_reference_explains_final_frenzy_with_the_cores_numbers():
    """FINAL FRENZY: "triggered when the last skull is removed ... Everyone gets one more
    turn"; the boards with no damage flip ("no point for first blood. The reward for
    damage is 2, 1, 1, 1"); the frenetic actions before and from the first player."""
    text = " ".join(dict(load_rules_reference())["Final frenzy"])
    assert "last skull" in text and "one more turn" in text
    assert N.listed(N.FRENZY_BOARD_VALUES) in text and "no point for first blood" in text
    assert (f"{N.FRENZY_ACTIONS_BEFORE_FIRST} actions, each one of: move up to "
            f"{N.FRENZY_RUN_MOVES_BEFORE_FIRST} squares; move up to "
            f"{N.FRENZY_GRAB_MOVES_BEFORE_FIRST} squares and grab; move up to "
            f"{N.FRENZY_SHOOT_MOVES_BEFORE_FIRST} square, reload if you want, then shoot") in text
    assert (f"only {N.FRENZY_ACTIONS_FROM_FIRST} action: move up to {N.FRENZY_GRAB_MOVES_FROM_FIRST} "
            f"squares and grab; or move up to {N.FRENZY_SHOOT_MOVES_FROM_FIRST} squares, reload if "
            "you want, then shoot") in text
    turn = " ".join(dict(load_rules_reference())["Your turn"])
    assert "3 actions" not in turn and f"take {N.ACTIONS_PER_TURN} actions" in turn


def test_the_rules_reference_explains_domination_with_the_cores_numbers():
    """DOMINATION MODE: "place 8 skulls in the skull box"; "only 1 token, even if the
    weapon does more damage"; "it deals 1 damage to you"; frenzy "when two spawnpoint
    tracks each have at least 8 damage tokens"; each track pays "8 points ... then 6, 4,
    2, and 1", "all tied players get the reward"."""
    reference = {title: " ".join(text) for title, text in load_rules_reference()}
    assert f"place {N.DOMINATION_SKULLS} skulls in its skull box" in reference["Domination"]
    assert "Beginning with your second turn" in reference["Domination"]
    tagging = reference["Tagging spawnpoints"]
    assert f"only {N.DOMINATION_TAG_TOKENS} token" in tagging and "only once per turn" in tagging
    assert f"deals {N.DOMINATION_STRIKE_BACK_DAMAGE} damage to you" in reference[
        "The spawnpoint strikes back"]
    assert "track of your choice" in reference["Overkill in Domination"]
    end = reference["The end of Domination"]
    assert "last skull" in end
    assert f"at least {N.DOMINATION_FULL_TRACK} tokens" in end
    assert f"get {N.listed(N.DOMINATION_TRACK_VALUES)} points" in end
    assert f"both get {N.DOMINATION_TRACK_VALUES[0]}" in end
    assert f"third and gets {N.DOMINATION_TRACK_VALUES[2]}" in end


def test_an_unknown_placeholder_is_refused_with_a_sentence():
    with open(SCRIPT_PATH, "rb") as f:
        data = tomllib.load(f)
    data["intro"][0]["text"] = "The track pays {killshot_track_valeus}."
    with pytest.raises(ScriptError, match="killshot_track_valeus"):
        parse_script(data)


def test_the_tutorial_game_has_the_first_game_skulls_its_pages_promise():
    """Its first page says: this first game has {first_game_skulls} skulls, as the rulebook
    recommends ("We recommend 5 skulls for your first game")."""
    script = load_script()
    assert script.skulls == N.FIRST_GAME_SKULLS and script.sudden_death


def test_dozer_has_the_damage_the_tutorial_says_when_it_says_it():
    """The guided part is the learner's first choices, one step each: the step that
    says "Dozer has 9 damage" (choosing Grab Stuff, which hurts nobody) finds him so."""
    from adrenaline.tutorial.game import play_through

    script = load_script()
    step = next(i for i, s in enumerate(script.steps) if "Dozer has 9 damage" in s.say)
    learner_choices = []

    def on_choice(session, decision, option, events):
        if option is not None and decision.decider == script.learner:
            g = session.game.state
            learner_choices.append((option.text, len(g.players[g.seat_of("Dozer")].damage)))

    play_through(script, on_choice=on_choice)
    assert learner_choices[step] == (script.steps[step].expect, 9)


# -- the core's own rules use the one definition ---------------------------------------------------
def test_the_core_bots_and_window_share_one_definition_of_each_number():
    from adrenaline.core import cards
    from adrenaline.core.modes import deathmatch
    from adrenaline.core.rules import actions, damage, scoring
    from adrenaline.ui.game import player_board_facts

    assert scoring.BOARD_VALUES is N.BOARD_VALUES is player_board_facts.KILLSHOT_VALUES
    assert scoring.FRENZY_VALUES is N.FRENZY_BOARD_VALUES is player_board_facts.FRENZY_VALUES
    assert deathmatch.TRACK_VALUES is N.KILLSHOT_TRACK_VALUES
    assert (damage.MAX_DAMAGE, damage.MAX_MARKS) == (N.MAX_DAMAGE, N.MAX_MARKS)
    assert (cards.MAX_CUBES, cards.MAX_WEAPONS, cards.MAX_POWERUPS) == (
        N.MAX_CUBES, N.MAX_WEAPONS, N.MAX_POWERUPS)
    assert actions.FRENZY_BEFORE_FIRST["run"] == (N.FRENZY_RUN_MOVES_BEFORE_FIRST, False)
    assert actions.FRENZY_FROM_FIRST["shoot"] == (N.FRENZY_SHOOT_MOVES_FROM_FIRST, True)


def test_no_module_keeps_its_own_copy_of_a_scoring_list():
    copies = []
    for path in sorted(ROOT.rglob("*.py")):
        if path.name == "numbers.py":
            continue
        for m in re.finditer(r"\(\s*8,\s*6,\s*4|\(\s*2,\s*1,\s*1,\s*1\s*\)", path.read_text()):
            copies.append(f"{path.relative_to(ROOT)}: {m.group()}")
    assert copies == []


def _player_strings(path: Path):
    """The string literals of a module a player may read (docstrings left out), with
    the literal parts of f-strings (their {values} are not literals)."""
    tree = ast.parse(path.read_text())
    docs = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)):
            docs.add(id(body[0].value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield node.lineno, node.value


RULE_LITERAL = re.compile(
    r"\b\d+(?:st|nd|rd|th)?\+? (?:or more |more |extra )?(?:damage|marks?|skulls?|squares?|actions?"
    r"|weapons?|powerups?|cubes?|players?|points?|moves?)\b|\d+(?:\s*[,-]\s*\d+){2,}")


def test_the_window_and_command_line_write_no_rule_number_of_their_own():
    files = sorted((ROOT / "ui").glob("*.py")) + [ROOT / "cli.py"] + sorted((ROOT / "tutorial").glob("*.py"))
    found = []
    for path in files:
        for line, text in _player_strings(path):
            for known, value in UI_LITERALS.items():
                if known in text:
                    assert str(value) in known, f"{path.name}:{line}: {known!r} is not {value}"
                    text = text.replace(known, "")
            found += [f"{path.name}:{line}: {m.group()!r}" for m in RULE_LITERAL.finditer(text)]
    assert found == []
