"""Scenarios: a position set by one event, then choices played from it
(docs/scenarios.md)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from adrenaline.core import scenario
from adrenaline.core.cards import POWERUPS
from adrenaline.core.scenario import PositionSet, ScenarioError, load_scenario, play, play_file, position
from adrenaline.core.serialize import state_json

from .invariants import check_conservation, check_limits

EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "examples" / "zx2_marks.toml"


def base_spec(**top) -> dict:
    spec = {
        "arena": "C", "seed": 3, "current": "Violet",
        "players": [
            {"character": "Violet", "square": "r1c1", "weapons": ["Lock Rifle"],
             "ammo": {"red": 2, "blue": 0, "yellow": 1}, "powerups": ["newton/red"]},
            {"character": "Banshee", "square": "r1c2", "damage": ["Violet"],
             "marks": {"Violet": 1}},
            {"character": "Dozer", "square": "r2c0"},
        ],
    }
    spec.update(top)
    return spec


def player(game, character: str) -> dict:
    return next(p for p in state_json(game)["players"] if p["character"] == character)


# -- the rulebook's ZX-2 example ------------------------------------------------------------
def test_zx2_example_killshot_overkill_wasted_mark_and_two_new_marks():
    game = play_file(EXAMPLE)
    target = player(game, ":D-struct-OR")
    # 1 damage is the killshot, one old mark becomes overkill
    assert len(target["damage"]) == 12
    assert target["damage"][10:] == ["purple", "purple"]
    # the other old mark is wasted, 2 new marks land, Dozer's mark stays
    assert target["marks"] == {"purple": 2, "grey": 1}
    assert player(game, "Violet")["weapons"] == [{"name": "ZX-2", "loaded": False}]
    shot = [e for e in game.log[-1].events if type(e).__name__ in ("Damaged", "Marked")]
    damaged, marked = shot
    assert (damaged.amount, damaged.dealt, damaged.from_marks, damaged.marks_removed) == (2, 1, 2, 2)
    assert marked.count == 2


def test_zx2_example_marks_survive_the_respawn_and_the_overkill_gives_a_revenge_mark():
    spec = load_scenario(EXAMPLE)
    spec["choices"] = spec["choices"] + ["end turn", "done"]  # done: no reload
    game = play(spec)
    s = state_json(game)
    assert s["killshot_track"] == [["purple", "purple"]]
    assert s["skulls"]["left"] == 7
    target = player(game, ":D-struct-OR")
    assert target["damage"] == [] and target["deaths"] == 1 and target["skulls"] == 1
    assert target["marks"] == {"purple": 2, "grey": 1}
    assert player(game, "Violet")["marks"] == {"yellow": 1}  # "that player will give you a mark"
    # 8 for most damage (Violet 9 tokens), 1 first blood; Dozer 6 for second
    assert player(game, "Violet")["points"] == 9 and player(game, "Dozer")["points"] == 6
    assert s["decision"]["decider"] == ":D-struct-OR" and s["decision"]["kind"] == "spawn"


# -- the position ---------------------------------------------------------------------------
def test_position_is_one_event_in_the_log_after_the_setup():
    game = position(base_spec())
    assert [e.who for e in game.log] == [-1, -1]
    assert isinstance(game.log[1].events[0], PositionSet)
    d = game.legal()
    assert d.decider_name == "Violet" and d.kind == "action"
    violet = player(game, "Violet")
    assert violet["ammo"] == {"red": 2, "blue": 0, "yellow": 1}
    assert violet["powerups"] == [{"kind": "newton", "colour": "red"}]
    assert player(game, "Banshee")["damage"] == ["purple"]
    assert player(game, "Banshee")["marks"] == {"purple": 1}


def test_position_keeps_every_card_in_exactly_one_place():
    spec = base_spec(
        spawnpoints={"red": ["ZX-2", "none"]},
        ammo_tiles={"r0c0": "blue+red+powerup", "r0c1": "none"},
        decks={"powerups_top": ["teleporter/yellow", "newton/red"],
               "ammo_top": ["yellow+yellow+powerup"], "weapons_top": ["Railgun"],
               "powerup_discard": ["targeting scope/blue"], "ammo_discard": ["red+red+powerup"]},
    )
    game = position(spec)
    g = game.state
    check_conservation(g)
    check_limits(g)
    s = state_json(game)
    assert s["spawnpoints"]["red"]["weapons"][:2] == ["ZX-2", None]
    assert s["ammo_tiles"]["r0c0"] == "red+blue+powerup" and s["ammo_tiles"]["r0c1"] is None
    assert POWERUPS[g.powerup_deck[-1]].text == "teleporter/yellow"
    assert POWERUPS[g.powerup_deck[-2]].text == "newton/red"  # the 2nd copy: Violet holds one
    assert g.weapon_deck[-1] == "Railgun"
    assert s["decks"]["powerup_discard"] == 1 and s["decks"]["ammo_discard"] == 1


def test_position_and_state_copy_share_one_table_copy_each_table_its_own(monkeypatch):
    """The state's tables are listed once (GameState.take_tables): a scenario's position is
    written through it, and a copy of the position's state shares no table with it."""
    game = position(base_spec(spawnpoints={"red": ["ZX-2", "none"]}))
    g = game.state
    assert isinstance(g.killshot_track, list) and isinstance(g.slots["red"], list)
    assert g.slots["red"][:2] == ["ZX-2", None]
    c = g.copy()
    tables = ("killshot_track", "weapon_deck", "powerup_deck", "powerup_discard", "ammo_deck",
              "ammo_discard", "ammo_on", "killshots", "slots")
    for name in tables:
        assert getattr(c, name) == getattr(g, name) and getattr(c, name) is not getattr(g, name), name
    assert all(c.slots[colour] is not g.slots[colour] for colour in g.slots)
    calls = []
    original = type(g).take_tables

    def spy(self, *args):
        calls.append(args)
        original(self, *args)

    monkeypatch.setattr(type(g), "take_tables", spy)
    position(base_spec())
    assert any(isinstance(source, PositionSet) for _, source, _ in calls)


def test_top_of_the_powerup_deck_is_what_an_ammo_tile_draws():
    spec = base_spec(ammo_tiles={"r1c1": "red+blue+powerup"},
                     decks={"powerups_top": ["teleporter/yellow"]},
                     choices=["action grab", "move r1c1"])
    game = play(spec)
    assert {"kind": "teleporter", "colour": "yellow"} in player(game, "Violet")["powerups"]


def test_same_spec_gives_the_same_position_and_unset_places_are_dealt_like_the_setup():
    a, b = position(base_spec()), position(base_spec())
    assert state_json(a) == state_json(b)
    from adrenaline.core.engine import Game

    fresh = Game.new(a.setup)  # nothing named in slots or tiles: the setup's deal
    assert fresh.state.slots == a.state.slots and fresh.state.ammo_on == a.state.ammo_on


def test_current_player_off_the_board_is_asked_to_spawn():
    spec = base_spec()
    spec["players"][0] = {"character": "Violet", "powerups": ["newton/red", "teleporter/blue"]}
    game = position(spec)
    d = game.legal()
    assert d.kind == "spawn" and d.decider_name == "Violet"
    assert sorted(d.texts()) == ["discard newton/red", "discard teleporter/blue"]


def test_frenzy_position_gives_frenzy_actions_and_counts_double_turns():
    track = [["Violet"], ["Banshee"], ["Dozer"], ["Violet"], ["Violet"]]
    spec = base_spec(skulls=5, killshot_track=track, frenzy=True, final_turns_left=2,
                     current="Banshee")
    game = position(spec)
    s = state_json(game)
    assert s["frenzy"] == {"started": True, "final_turns_left": 2}
    assert s["skulls"]["left"] == 0
    # Banshee's is the first final turn (the frenzy began after Violet's): before the
    # first player's, so 2 frenetic actions
    assert game.state.frenzy_double == (False, True, True)
    assert s["actions_left"] == 2
    assert all(p["frenzy_actions"] for p in s["players"])


# -- choices ----------------------------------------------------------------------------------
def test_illegal_choice_names_it_lists_the_legal_options_and_leaves_the_game_unchanged():
    spec = load_scenario(EXAMPLE)
    spec["choices"] = ["action shoot", "weapon ZX-2", "effect with rocket jump", "done"]
    with pytest.raises(ScenarioError) as caught:
        play(spec)
    error = caught.value
    message = str(error)
    assert "\n" not in message
    assert "choice 3 of 4 'effect with rocket jump'" in message
    assert "effect basic mode; effect in scanner mode" in message
    assert error.index == 3 and error.options == ("effect basic mode", "effect in scanner mode")
    before = play({**spec, "choices": spec["choices"][:2]})
    assert state_json(error.game) == state_json(before)
    assert len(error.game.log) == len(before.log)


def test_choice_can_name_who_decides_and_is_refused_when_it_is_someone_else():
    spec = load_scenario(EXAMPLE)
    game = play({**spec, "choices": ["Violet: action shoot", "violet: weapon ZX-2"]})
    assert game.legal().kind == "shoot_plan"
    with pytest.raises(ScenarioError, match="not Dozer's decision|it is not Dozer's"):
        play({**spec, "choices": ["Dozer: action shoot"]})


def test_choice_after_the_game_is_over_is_refused():
    track = [["Violet"]] * 5
    spec = base_spec(skulls=5, killshot_track=track, frenzy=True, final_turns_left=0,
                     choices=["end turn", "action run"])
    with pytest.raises(ScenarioError, match="choice 2 of 2 'action run': the game is over"):
        play(spec)


# -- malformed scenarios ------------------------------------------------------------------------
def _with(path: tuple, value):
    def change(spec):
        target = spec
        for key in path[:-1]:
            target = target[key]
        if value is KeyError:
            del target[path[-1]]
        else:
            target[path[-1]] = value
    return change


MALFORMED = [
    ("unknown character", _with(("players", 2, "character"), "Batman"), "unknown character 'Batman'"),
    ("unknown weapon", _with(("players", 0, "weapons"), ["Laser Sword"]), "unknown weapon 'Laser Sword'"),
    ("unknown square", _with(("players", 1, "square"), "r7c1"), "not a square: 'r7c1'"),
    ("square not in the arena", _with(("players", 1, "square"), "r0c3"), "r0c3 is not a square of arena C"),
    ("4 powerups outside respawn", _with(("players", 0, "powerups"),
                                        ["newton/red", "newton/blue", "teleporter/red", "teleporter/blue"]),
     "at most 3 powerups"),
    ("more than 3 of a colour", _with(("players", 0, "ammo"), {"red": 4}), "ammo.red: expected 0 to 3, got 4"),
    ("13 damage", _with(("players", 1, "damage"), ["Violet"] * 13), "at most 12 damage"),
    ("4 marks", _with(("players", 1, "marks"), {"Violet": 4}), "marks.Violet: expected 1 to 3"),
    ("own damage", _with(("players", 1, "damage"), ["Banshee"]), "cannot damage themselves"),
    ("own marks", _with(("players", 1, "marks"), {"Banshee": 1}), "cannot mark themselves"),
    ("4 weapons", _with(("players", 0, "weapons"), ["ZX-2", "Railgun", "Shotgun", "Whisper"]),
     "at most 3 weapons"),
    ("weapon in two hands", _with(("players", 2, "weapons"), ["Lock Rifle"]),
     "the Lock Rifle: it is placed already"),
    ("third copy of a powerup", _with(("players", 1, "powerups"), ["newton/red", "newton/red"]),
     "powerup newton/red: all 2 copies are placed already"),
    ("unknown powerup", _with(("players", 1, "powerups"), ["banana/red"]), "not a powerup: 'banana/red'"),
    ("unknown key", _with(("players", 1, "hat"), "red"), "unknown key 'hat'"),
    ("unknown top key", _with(("skull",), 5), "unknown key 'skull'"),
    ("wrong type", _with(("skulls",), "eight"), "skulls: expected a whole number"),
    ("too many skulls", _with(("skulls",), 9), "skulls: expected 5 to 8"),
    ("two of one character", _with(("players", 2, "character"), "violet"), "different character"),
    ("two players", _with(("players",), [{"character": "Violet"}, {"character": "Dozer"}]),
     "3 to 5 players"),
    ("bad arena", _with(("arena",), "Z"), "unknown arena 'Z'"),
    ("frenzy with skulls left", _with(("frenzy",), True), "final frenzy starts when the last skull"),
    ("skulls without deaths", lambda spec: spec["players"][2].update(skulls=1, deaths=0),
     "1 skulls but only 0 deaths"),
    ("skulls not taken", _with(("players", 2, "skulls"), 1), "only 0 were taken"),
    ("ammo tile on a spawnpoint", _with(("ammo_tiles",), {"r1c0": "red+blue+powerup"}),
     "a spawnpoint has weapons"),
    ("unknown ammo tile", _with(("ammo_tiles",), {"r0c0": "red+red+red"}), "not an ammo tile"),
    ("unknown current", _with(("current",), "Sprog"), "'Sprog' is not one of the players"),
    ("too many actions", _with(("actions_left",), 3), "actions_left: expected 0 to 2"),
    ("damage off the board", _with(("players", 1, "square"), KeyError), "off the board has no damage"),
    ("killshot of 3 tokens", _with(("killshot_track",), [["Violet", "Violet", "Violet"]]),
     "a killshot is 1 token"),
]


@pytest.mark.parametrize("change,expected", [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_malformed_scenario_is_a_one_line_scenario_error(change, expected):
    spec = copy.deepcopy(base_spec())
    change(spec)
    with pytest.raises(ScenarioError) as caught:
        position(spec)
    assert expected in str(caught.value)
    assert "\n" not in str(caught.value)


def test_choices_after_the_players_tables_get_a_hint(tmp_path):
    path = tmp_path / "late.toml"
    path.write_text('arena = "C"\n[[players]]\ncharacter = "Violet"\nsquare = "r1c1"\n'
                    '[[players]]\ncharacter = "Dozer"\n[[players]]\ncharacter = "Banshee"\n'
                    'choices = ["end turn"]\n')
    with pytest.raises(ScenarioError, match="must come before the first"):
        play_file(path)


@pytest.mark.parametrize("content,expected", [
    (b'arena = "C\n', "not a valid TOML file"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not"),
    (b"", "needs players"),
])
def test_bad_scenario_files_are_scenario_errors_naming_the_file(tmp_path, content, expected):
    path = tmp_path / "bad.toml"
    path.write_bytes(content)
    with pytest.raises(ScenarioError) as caught:
        play_file(path)
    assert str(path) in str(caught.value) and expected in str(caught.value)


def test_missing_scenario_file_is_a_scenario_error(tmp_path):
    with pytest.raises(ScenarioError, match="cannot read"):
        scenario.load_scenario(tmp_path / "nowhere.toml")


@pytest.mark.parametrize("spec", [
    base_spec(),
    base_spec(skulls=5, killshot_track=[["Violet"], ["Banshee"], ["Dozer"], ["Violet"], ["Dozer"]],
              frenzy=True, final_turns_left=1, current="Dozer"),
], ids=["mid game", "final frenzy"])
def test_random_play_from_a_position_keeps_every_limit_and_ends(spec):
    import random

    from .invariants import watch

    game = position(spec)
    watch(game)
    rng = random.Random(1)
    for _ in range(20_000):
        d = game.legal()
        if d is None:
            break
        game.submit(d.decider, rng.choice(d.options))
    assert game.is_over
    check_conservation(game.state)


def test_position_event_sets_every_field_of_the_state():
    """A guard for when the state grows: PositionSet must learn each new field."""
    from adrenaline.core.state import GameState, PlayerState

    set_by_setup = {"board", "arena", "players", "skulls", "sudden_death", "seed", "shuffles",
                    "game_over", "ranking", "mode_state", "seats"}  # Deathmatch's mode state never changes
    game_fields = {"skulls_left", "killshot_track", "weapon_deck", "powerup_deck",
                   "powerup_discard", "ammo_deck", "ammo_discard", "ammo_on", "slots", "current",
                   "turn", "actions_left", "frenzy", "final_turns_left", "frenzy_double", "stage",
                   "killshots", "neutral_done"}
    assert set(GameState.__slots__) - set_by_setup == game_fields, \
        "the game state changed: teach scenario.PositionSet the new fields"
    player_fields = {"name", "character", "colour", "square", "damage", "marks", "ammo", "weapons",
                     "powerups", "points", "deaths", "skulls", "frenzy_board", "frenzy_actions",
                     "track_points"}
    assert set(PlayerState.__slots__) == player_fields, \
        "the player state changed: teach scenario.PositionSet the new fields"


def test_a_mark_count_of_zero_is_refused_as_the_format_says_one_to_three():
    """docs/scenarios.md: marks per giver, "1 to 3 each": a giver listed with 0 is a
    mistake in the file, refused in a sentence."""
    spec = base_spec()
    spec["players"][1]["marks"] = {"Violet": 0}
    with pytest.raises(ScenarioError, match=r"marks\.Violet: expected 1 to 3, got 0"):
        position(spec)
