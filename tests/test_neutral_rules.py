"""The rulebook's bot ("Adding a bot"), rule by rule: modes.md section 3 (BOT-1 to
BOT-11), section 4 (MIX-2, MIX-3) and the resolved questions Q-14 to Q-19.

The bot is the neutral figure: the figure after the seats in ``state.players``, with a
board and no seat. Positions are reached through the one question (``Game.legal``),
with a seat's figure put where a test needs it (``place``).
"""

from __future__ import annotations

import random

import pytest

from adrenaline.core.board import parse_square
from adrenaline.core.engine import Game, SetupError, default_setup, with_neutral
from adrenaline.core.events import Damaged, Marked, NeutralPlaced
from adrenaline.core.invariants import check_state
from adrenaline.core.savefile import load, save


def new(players: int = 3, mode: str = "deathmatch", seed: int = 1) -> Game:
    skulls = 8
    return Game.new(default_setup(players, seed=seed, mode=mode, skulls=skulls, neutral=True))


def texts(game: Game) -> list[str]:
    return game.legal().texts()


def say(game: Game, text: str) -> tuple:
    d = game.legal()
    return game.submit_text(d.decider, text)


def spawn(game: Game) -> None:
    say(game, texts(game)[0])


def default(d) -> str:
    """A choice that moves the game on: the bot action when due, else end the turn."""
    t = d.texts()
    for wanted in ("action bot", "end turn", "skip", "done"):
        if wanted in t:
            return wanted
    return t[0]


def to_turn(game: Game, turn: int) -> None:
    """Play on (the bot placed on the first spawnpoint offered, the bot shooting its first
    target) until turn ``turn`` asks its player for an action."""
    for _ in range(500):
        d = game.legal()
        if game.state.turn >= turn and d.kind == "action":
            return
        say(game, default(d))
    raise AssertionError("the game did not get there")


def place(game: Game, figure: int, square: str) -> None:
    """Put a figure on a square (the test's position)."""
    game.state.players[figure].square = parse_square(square)
    game.cache.clear()
    game._settle()


BOT = 3  # with 3 seats the neutral figure is the fourth figure


# -- BOT-1 ----------------------------------------------------------------------------------
def test_bot_1_the_bot_is_a_figure_with_a_board_and_no_seat():
    game = new()
    g = game.state
    assert g.seats == 3 and g.neutral == BOT and len(g.players) == 4
    bot = g.players[BOT]
    assert bot.ammo == [0, 0, 0] and bot.weapons == [] and bot.powerups == []
    assert bot.character not in [c for _, c in game.setup.players]  # "a figure no player uses"
    for _ in range(12):
        to_turn(game, g.turn + 1)
        assert g.current != BOT  # it never takes a turn


def test_bot_1_the_bot_is_for_3_or_4_players_and_refused_with_5():
    assert default_setup(4, neutral=True).neutral
    with pytest.raises(SetupError) as refused:
        default_setup(5, neutral=True)
    assert refused.value.reason == "neutral_player_count"


def test_bot_1_the_bot_needs_a_figure_no_player_uses():
    setup = default_setup(3)
    with pytest.raises(SetupError) as refused:
        with_neutral(setup, setup.players[0][1])
    assert refused.value.reason == "neutral_character_taken"


# -- BOT-2 ----------------------------------------------------------------------------------
def test_bot_2_the_starting_player_places_the_bot_on_a_spawnpoint_after_seeing_2_powerups():
    game = new()
    d = game.legal()
    assert d.kind == "neutral_place" and d.decider == 0
    assert len(game.state.players[0].powerups) == 2  # drawn and looked at, none discarded
    spawnpoints = sorted(game.state.board.spawnpoints.values())
    assert [o.square for o in d.options] == spawnpoints
    events = say(game, d.texts()[1])
    assert NeutralPlaced(BOT, spawnpoints[1], 0) in events
    assert game.legal().kind == "spawn" and game.legal().decider == 0  # then the spawn


# -- BOT-3 ----------------------------------------------------------------------------------
def test_bot_3_no_bot_action_on_the_starting_player_s_first_turn():
    game = new()
    to_turn(game, 1)
    assert "action bot" not in texts(game) and "end turn" in texts(game)


def test_bot_3_exactly_one_bot_action_per_turn_from_the_second_player_s_first_turn_on():
    game = new()
    to_turn(game, 2)
    assert game.state.current == 1
    assert "action bot" in texts(game) and "end turn" not in texts(game)  # mandatory
    say(game, "action bot")
    say(game, "skip")
    while game.legal().kind in ("neutral_target", "tagback"):
        say(game, texts(game)[0] if game.legal().kind == "neutral_target" else "skip")
    assert game.legal().kind == "action"
    assert "action bot" not in texts(game) and "end turn" in texts(game)


def test_bot_3_the_bot_action_does_not_use_up_one_of_your_2_actions():
    game = new()
    to_turn(game, 2)
    before = game.state.actions_left
    say(game, "action bot")
    assert game.state.actions_left == before


def test_bot_3_the_bot_action_is_taken_in_every_final_frenzy_turn():
    game = new(seed=3)
    rng = random.Random(3)
    while not game.state.frenzy and not game.is_over:
        d = game.legal()
        game.submit(d.decider, rng.choice(d.options))
    seen = set()
    while not game.is_over:
        d = game.legal()
        if d.kind == "action" and game.state.actions_left == 0 and not game.state.neutral_done \
                and BOT not in game.state.killshots:
            assert "end turn" not in d.texts()
            seen.add(game.state.turn)
        game.submit(d.decider, rng.choice(d.options))
    assert seen


# -- BOT-4 ----------------------------------------------------------------------------------
def test_bot_4_the_bot_moves_at_most_1_square_through_doors_or_stays():
    game = new()
    to_turn(game, 2)
    say(game, "action bot")
    g = game.state
    here = g.players[BOT].square
    d = game.legal()
    assert d.kind == "neutral_move" and "skip" in d.texts()
    squares = {o.square for o in d.options if hasattr(o, "square")}
    assert squares == set(g.board.within(here, 1, 1))


def test_bot_4_the_bot_shoots_a_figure_it_sees_never_the_acting_player_nor_itself():
    game = new()
    to_turn(game, 2)
    g = game.state
    place(game, 0, "r1c0")
    place(game, 1, "r1c0")
    place(game, 2, "r0c0")  # the same room: it sees them all
    place(game, BOT, "r1c0")
    say(game, "action bot")
    say(game, "skip")
    d = game.legal()
    assert d.kind == "neutral_target" and d.decider == g.current == 1
    assert sorted(d.texts()) == sorted(f"target {game.names[i]}" for i in (0, 2))
    assert "skip" not in d.texts()  # it must shoot


def test_bot_4_with_nobody_in_sight_the_bot_action_ends_without_a_shot():
    game = new()
    to_turn(game, 2)
    place(game, 0, "r2c3")
    place(game, 2, "r2c3")
    place(game, 1, "r0c0")
    place(game, BOT, "r0c0")
    say(game, "action bot")
    say(game, "skip")
    assert game.legal().kind == "action" and "end turn" in texts(game)


# -- BOT-5 ----------------------------------------------------------------------------------
def shoot_with_bot(game: Game, target: int) -> tuple:
    say(game, "action bot")
    say(game, "skip")
    return say(game, f"target {game.names[target]}")


def at_shot(bot_damage: int = 0) -> Game:
    game = new()
    to_turn(game, 2)
    place(game, 0, "r0c0")  # in the bot's room
    place(game, 1, "r2c3")  # out of its sight
    place(game, 2, "r2c3")
    place(game, BOT, "r1c0")
    game.state.players[BOT].damage = [1] * bot_damage
    return game


def test_bot_5_the_shot_deals_1_damage_in_the_bot_s_colour_and_converts_the_bot_s_marks():
    game = at_shot()
    game.state.players[0].marks[BOT] = 2
    events = shoot_with_bot(game, 0)
    hit = next(e for e in events if isinstance(e, Damaged))
    assert (hit.shooter, hit.target, hit.dealt, hit.from_marks, hit.source) == (BOT, 0, 1, 2, "bot")
    assert game.state.players[0].damage == [BOT] * 3
    assert not any(isinstance(e, Marked) for e in events)


def test_bot_5_with_6_damage_on_its_board_the_bot_also_gives_1_mark_after_the_damage():
    game = at_shot(bot_damage=6)
    events = shoot_with_bot(game, 0)
    assert [type(e).__name__ for e in events if isinstance(e, (Damaged, Marked))] == ["Damaged", "Marked"]
    assert game.state.players[0].marks[BOT] == 1


def test_bot_5_with_5_damage_on_its_board_no_mark():
    game = at_shot(bot_damage=5)
    shoot_with_bot(game, 0)
    assert game.state.players[0].marks[BOT] == 0


# -- BOT-6 ----------------------------------------------------------------------------------
def test_bot_6_a_tagback_grenade_answers_the_bot_s_shot_by_marking_the_bot():
    from adrenaline.core.cards import POWERUPS

    game = at_shot()
    grenade = next(c for c, p in enumerate(POWERUPS) if p.kind == "tagback grenade"
                   and c in game.state.powerup_deck)
    game.state.powerup_deck.remove(grenade)
    game.state.players[0].powerups.append(grenade)
    shoot_with_bot(game, 0)
    d = game.legal()
    assert d.kind == "tagback" and d.decider == 0
    say(game, texts(game)[0])
    assert game.state.players[BOT].marks[0] == 1


def test_bot_6_a_newton_can_move_the_bot():
    from adrenaline.core.cards import POWERUPS

    game = at_shot()
    newton = next(c for c, p in enumerate(POWERUPS) if p.kind == "newton" and c in game.state.powerup_deck)
    game.state.powerup_deck.remove(newton)
    game.state.players[1].powerups.append(newton)
    game._settle()
    say(game, f"use {POWERUPS[newton].text}")
    assert f"target {game.names[BOT]}" in texts(game)


# -- BOT-7, BOT-8, BOT-9, BOT-11 ----------------------------------------------------------------
def test_bot_7_the_bot_scores_points_but_never_wins_and_nobody_moves_up():
    for seed in range(4):
        game = new(seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            d = game.legal()
            game.submit(d.decider, rng.choice(d.options))
        ranked = [s for group in game.state.ranking for s in group]
        assert sorted(ranked) == [0, 1, 2]  # the seats only
        assert game.state.players[BOT].points > 0  # its points are tallied


def test_bot_8_the_killed_bot_is_placed_by_the_acting_player_on_any_spawnpoint_at_the_end_of_the_turn():
    game = at_shot()
    g = game.state
    g.players[BOT].damage = [0] * 10
    g.players[BOT].square = g.players[1].square  # seat 1 shoots it? the test gives the killshot:
    g.players[BOT].damage.append(2)
    g.killshots.append(BOT)
    game._settle()
    assert "action bot" not in texts(game)  # BOT-9: a killed bot takes no bot action
    say(game, "end turn")
    while game.legal().kind == "reload":
        say(game, "done")
    d = game.legal()
    assert d.kind == "neutral_place" and d.decider == 1  # the acting player
    assert g.players[BOT].square is None and g.players[BOT].deaths == 1
    say(game, d.texts()[2])
    assert g.players[BOT].square == sorted(g.board.spawnpoints.values())[2]
    assert len(g.players[BOT].powerups) == 0  # it draws no powerup
    assert g.current == 2


def test_bot_11_the_bot_s_board_counts_for_the_acting_player_s_double_kill():
    game = at_shot()
    g = game.state
    g.players[BOT].damage = [0] * 11
    g.players[2].damage = [BOT] * 11
    g.killshots[:] = [BOT, 2]
    game._settle()
    say(game, "end turn")
    while game.legal().kind == "reload":
        say(game, "done")
    events = [e for entry in game.log for e in entry.events]
    assert any(type(e).__name__ == "PointsScored" and e.reason == "double kill" and e.player == 1
               for e in events)


# -- BOT-10 ---------------------------------------------------------------------------------
def test_bot_10_the_bot_s_board_flips_at_frenzy_when_it_has_no_damage():
    game = new(seed=5)
    rng = random.Random(5)
    while not game.state.frenzy and not game.is_over:
        d = game.legal()
        game.submit(d.decider, rng.choice(d.options))
    started = next(e for entry in game.log for e in entry.events
                   if type(e).__name__ == "FinalFrenzyStarted")
    assert len(started.double) == 3  # one final turn per seat
    flipped = {e.player for entry in game.log for e in entry.events if type(e).__name__ == "BoardFlipped"}
    bot = game.state.players[BOT]
    assert bot.frenzy_board == (BOT in flipped)


# -- MIX-2, Q-14: Domination --------------------------------------------------------------------
def test_mix_2_in_domination_the_bot_may_shoot_a_spawnpoint_it_sees_and_tags_it_in_its_colour():
    game = new(mode="domination")
    to_turn(game, 4)  # seat 0's second turn: no first turn any more
    g = game.state
    place(game, 1, "r2c3")
    place(game, 2, "r2c3")
    place(game, 0, "r0c0")
    place(game, BOT, "r0c1")
    say(game, "action bot")
    say(game, "skip")
    assert "target blue spawnpoint" in texts(game)
    say(game, "target blue spawnpoint")
    assert g.mode_state.tracks["blue"][-1] == BOT


def test_q_14_no_spawnpoint_is_a_bot_target_on_the_acting_player_s_first_turn():
    game = new(mode="domination")
    to_turn(game, 2)
    place(game, 0, "r2c3")
    place(game, 2, "r2c3")
    place(game, 1, "r0c0")
    place(game, BOT, "r0c1")
    say(game, "action bot")
    say(game, "skip")
    assert game.legal().kind == "action"  # nothing it may shoot


# -- MIX-3, Q-15: Turret mode ---------------------------------------------------------------------
def test_mix_3_the_bot_moved_into_a_player_s_turret_takes_its_damage():
    from adrenaline.core.modes.turret import NOBODY

    game = new(mode="turret")
    to_turn(game, 2)
    g = game.state
    place(game, BOT, "r1c0")
    square = parse_square("r0c0")
    owners = list(g.mode_state.owners)
    owners[square] = 0
    g.mode_state.owners = tuple(owners) if isinstance(g.mode_state.owners, tuple) else owners
    assert NOBODY != 0
    say(game, "action bot")
    events = say(game, "move r0c0")
    assert any(isinstance(e, Damaged) and e.source == "turret" and e.target == BOT and e.shooter == 0
               for e in events)


# -- the whole game ----------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["deathmatch", "domination", "turret"])
@pytest.mark.parametrize("players", [3, 4])
def test_random_games_with_the_bot_keep_every_limit_after_every_event(mode, players):
    for seed in range(2):
        setup = default_setup(players, seed=seed, mode=mode, neutral=True)
        game = Game.new(setup)
        rng = random.Random(seed)
        while not game.is_over:
            d = game.legal()
            assert d.decider < game.state.seats  # only seats decide
            for e in game.submit(d.decider, rng.choice(d.options)):
                pass
            check_state(game.state)
        replayed = Game.replay(setup, game.log, check=True)  # every state between two events
        assert replayed.state.ranking == game.state.ranking


def test_a_game_with_the_bot_saves_and_loads_the_same(tmp_path):
    game = new(seed=7)
    rng = random.Random(7)
    for _ in range(300):
        if game.is_over:
            break
        d = game.legal()
        game.submit(d.decider, rng.choice(d.options))
    path = save(game, tmp_path / "bot.jsonl")
    header = path.read_text().splitlines()[0]
    assert '"neutral"' in header
    loaded = load(path)
    assert loaded.setup == game.setup
    assert [p.damage for p in loaded.state.players] == [p.damage for p in game.state.players]
    assert loaded.legal().texts() == game.legal().texts() if not game.is_over else loaded.is_over


def test_the_bot_s_shots_are_told_as_the_bot_s_in_the_log_and_counted_in_the_statistics():
    from adrenaline.play.stats import game_stats
    from adrenaline.words.log import describe

    game = at_shot()
    shoot_with_bot(game, 0)
    lines = [str(line) for line in describe(game, game.log[-1])]
    assert any("steers the bot: it shoots" in line for line in lines), lines
    assert game_stats(game).damage_by_source["bot"][BOT][0] == 1


def test_the_json_state_shows_the_bot_its_card_holder_and_whether_its_action_is_taken():
    from adrenaline.core.serialize import state_json

    game = new()
    to_turn(game, 2)
    bot = state_json(game)["bot"]
    assert len(state_json(game)["players"]) == 3
    assert bot["card_holder"] == game.names[1] and bot["action_due"] and not bot["action_taken"]
    say(game, "action bot")
    bot = state_json(game)["bot"]
    assert bot["action_taken"] and bot["card_holder"] == game.names[2]


# -- the scenario format --------------------------------------------------------------------
def bot_scenario(**bot) -> dict:
    return {
        "turn": 5, "current": "Banshee",
        "players": [{"character": ":D-struct-OR", "square": "r0c0"},
                    {"character": "Banshee", "square": "r2c3"},
                    {"character": "Dozer", "square": "r2c3"}],
        "bot": {"character": "Violet", "square": "r1c0", **bot},
    }


def test_a_scenario_sets_up_the_bot_its_board_and_whether_this_turn_s_bot_action_is_taken():
    from adrenaline.core.scenario import position
    from adrenaline.core.serialize import state_json

    game = position(bot_scenario(damage=["Dozer"] * 6, marks={"Banshee": 1}))
    g = game.state
    assert g.neutral == BOT and game.names[BOT] == "Violet"
    assert g.players[BOT].damage == [2] * 6 and g.players[BOT].marks[1] == 1
    assert "action bot" in texts(game)
    bot = state_json(game)["bot"]
    assert bot["square"] == "r1c0" and bot["card_holder"] == "Banshee" and bot["action_due"]
    # BOT-5 from a scenario position: 6 damage on the bot's board, so a mark follows the damage
    events = shoot_with_bot(game, 0)
    assert [type(e).__name__ for e in events if isinstance(e, (Damaged, Marked))] == ["Damaged", "Marked"]
    taken = position(bot_scenario(action_taken=True))
    assert "action bot" not in texts(taken) and "end turn" in texts(taken)
    assert state_json(taken)["bot"]["card_holder"] == "Dozer"


def test_a_scenario_refuses_a_bot_that_takes_a_turn_or_is_missing_after_the_first_turn():
    from adrenaline.core.scenario import ScenarioError, position

    with pytest.raises(ScenarioError):
        position({**bot_scenario(), "current": "Violet"})
    spec = bot_scenario()
    del spec["bot"]["square"]
    with pytest.raises(ScenarioError):
        position(spec)


def test_a_save_header_of_today_without_the_bot_reads_and_writes_as_before():
    from adrenaline.core.engine import Setup

    setup = default_setup(4)
    written = setup.to_json()
    assert "neutral" not in written  # the header of a game without the bot is unchanged
    assert Setup.from_json(written) == setup and Setup.from_json(written).neutral == ""


def test_a_square_or_figure_the_bot_action_refuses_says_why():
    from adrenaline.core.reasons import Figure, Square, why_not

    game = at_shot()
    say(game, "action bot")
    assert why_not(game, 1, Square(parse_square("r2c3"))).kind == "bot_out_of_reach"
    say(game, "skip")
    assert why_not(game, 1, Figure(game.names[1])).kind == "bot_not_you"
    assert why_not(game, 1, Figure(game.names[BOT])).kind == "bot_not_itself"
    assert why_not(game, 1, Figure(game.names[2])).kind == "bot_cannot_see"
    assert why_not(game, 1, Figure(game.names[0])) is None


def test_mix_2_the_acting_player_chooses_the_track_for_the_bot_s_overkill_token():
    from adrenaline.core.scenario import position

    spec = bot_scenario()
    spec["mode"] = "domination"
    spec["skulls"] = 8
    spec["players"][0]["damage"] = ["Violet"] * 11
    game = position(spec)
    shoot_with_bot(game, 0)  # the 12th damage: the bot's overkill
    say(game, "end turn")
    while game.legal().kind == "reload":
        say(game, "done")
    d = game.legal()
    assert d.kind == "overkill_track" and d.decider == 1  # Banshee, who steered it
    say(game, "track red")
    assert game.state.mode_state.tracks["red"][-1] == BOT  # the token is the bot's


def test_a_square_that_is_no_spawnpoint_is_refused_for_the_bot_s_placement():
    from adrenaline.core.reasons import Square, why_not

    game = new()
    assert why_not(game, 0, Square(parse_square("r1c1"))).kind == "bot_on_spawnpoints_only"
    assert why_not(game, 0, Square(parse_square("r1c0"))) is None


def test_mix_2_the_bot_s_overkill_after_a_player_s_killshot_puts_the_bot_s_token_where_the_acting_player_chooses():
    """DOM-11 "if you deal overkill, put that token on the spawnpoint track of your
    choice"; MIX-2: for the bot's overkill the acting player chooses. Dozer dealt the
    11th damage (the killshot), the bot the 12th: the token owed is the bot's."""
    from adrenaline.core.scenario import position

    spec = bot_scenario()
    spec["mode"] = "domination"
    spec["skulls"] = 8
    spec["players"][0]["damage"] = ["Dozer"] * 11
    game = position(spec)
    shoot_with_bot(game, 0)  # the 12th damage: the bot's overkill
    say(game, "end turn")
    while game.legal().kind == "reload":
        say(game, "done")
    d = game.legal()
    assert d.kind == "overkill_track" and d.decider == 1  # Banshee steered the bot, not Dozer
    say(game, "track yellow")
    assert game.state.mode_state.tracks["yellow"] == (BOT,)  # the bot's token
    assert game.state.players[BOT].marks[0] == 1  # the victim's revenge mark goes to the bot


def test_the_log_tells_a_bot_s_overkill_after_a_player_s_killshot_as_the_bot_s():
    from adrenaline.core.scenario import position
    from adrenaline.words.log import describe

    spec = bot_scenario()
    spec["mode"] = "domination"
    spec["players"][0]["damage"] = ["Dozer"] * 11
    game = position(spec)
    shoot_with_bot(game, 0)
    say(game, "end turn")
    lines = [str(line) for entry in game.log[-3:] for line in describe(game, entry)]
    assert "Dozer kills :D-struct-OR, and the bot deals the overkill!" in lines, lines


def test_mix_2_a_player_s_overkill_after_the_bot_s_killshot_is_that_player_s_token_on_the_track_of_their_choice():
    """The other way round: the bot dealt the 11th damage (its killshot), Banshee the
    12th (her overkill): the token owed is Banshee's, and she places it."""
    from adrenaline.core.scenario import position

    spec = bot_scenario()
    spec["mode"] = "domination"
    spec["skulls"] = 8
    spec["players"][0]["damage"] = ["Violet"] * 10
    spec["players"][1].update(square="r0c0", weapons=["Lock Rifle"])
    game = position(spec)
    shoot_with_bot(game, 0)  # the 11th damage: the bot's killshot
    say(game, "action shoot")
    say(game, "weapon Lock Rifle")
    say(game, "target :D-struct-OR")
    while game.legal().kind == "shoot_plan":
        say(game, "done" if "done" in texts(game) else "skip")
    assert len(game.state.players[0].damage) == 12
    while game.legal().kind != "overkill_track":
        say(game, default(game.legal()) if "end turn" in texts(game) else texts(game)[0])
    d = game.legal()
    assert d.decider == 1
    say(game, "track blue")
    assert game.state.mode_state.tracks["blue"] == (1,)  # Banshee's token, not the bot's
    assert game.state.players[1].marks[0] == 1  # and the victim's revenge mark to her


# -- the bot action as the table shows it, and its log ---------------------------------------------
def test_bot_3_the_core_says_whose_bot_action_is_due_taken_or_none_this_turn():
    from adrenaline.core.rules.neutral import bot_action

    game = new()
    g = game.state
    assert bot_action(g).status == "first_turn"  # the starting player's first turn has none
    to_turn(game, 2)
    assert bot_action(g) == ("due", g.current) and "action bot" in texts(game)
    assert game.legal().prompt.get("bot_due") and "end turn" not in texts(game)
    say(game, "action bot")
    say(game, "skip")
    if game.legal().kind == "neutral_target":
        say(game, texts(game)[0])
    assert bot_action(g) == ("taken", 1)  # still Bob's turn: the marker stays with him
    assert not game.legal().prompt.get("bot_due")


def no_target_for_the_bot(mode: str = "deathmatch") -> Game:
    """Banshee's turn: the bot on r0c1 sees nobody but her (BOT-4: not you), nor, in
    Domination, a spawnpoint it may shoot."""
    from adrenaline.core.scenario import position

    spec = bot_scenario(square="r0c1")
    spec["players"][0]["square"] = "r2c3"
    spec["players"][1]["square"] = "r0c0"
    return position({**spec, "mode": mode, "turn": 2})


@pytest.mark.parametrize("mode", ["deathmatch", "domination"])
def test_bot_4_a_bot_action_with_nobody_in_sight_gets_its_log_line(mode):
    from adrenaline.words.log import describe

    game = no_target_for_the_bot(mode)
    say(game, "action bot")
    say(game, "skip")
    assert game.legal().kind == "action"  # no shot: the bot action is over
    lines = [str(line) for line in describe(game, game.log[-1])]
    assert lines == ["Banshee steers the bot: it sees no target, so it does not shoot"]


def test_the_no_target_line_comes_from_the_saved_events_so_a_loaded_game_tells_it_too(tmp_path):
    from adrenaline.words.log import describe

    game = no_target_for_the_bot()
    say(game, "action bot")
    say(game, "skip")
    loaded = load(save(game, tmp_path / "bot.jsonl"))
    told = [str(line) for entry in loaded.log for line in describe(loaded, entry)]
    assert any("it sees no target" in line for line in told), told
    assert [e.events for e in loaded.log] == [e.events for e in game.log]  # no new event
