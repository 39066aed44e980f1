"""The rulebook's numbers, defined once: the rules of the core use these names, and
every text a player reads (the rules reference, the tutorial, the panels) takes
its numbers from here (:func:`rule_numbers` gives them to text templates).

A leaf module (it imports nothing), so that cards, state, events and rules can
all import it without an import circle.
"""

from __future__ import annotations

# -- setup --------------------------------------------------------------------------------
MIN_PLAYERS, MAX_PLAYERS = 3, 5  # "3-5 players"
# "Place 5 to 8 skulls on the killshot track. We recommend 5 skulls for your first
# game. A normal game uses 8 skulls."
MIN_SKULLS, MAX_SKULLS = 5, 8
FIRST_GAME_SKULLS = 5
STANDARD_SKULLS = 8
SPAWNPOINT_WEAPONS = 3  # weapons face up beside each spawnpoint
# "Adding a bot": "for 3 players ... You can also use the bot in a 4-player game"
NEUTRAL_MIN_PLAYERS, NEUTRAL_MAX_PLAYERS = 3, 4
NEUTRAL_SUGGESTED_PLAYERS = 3  # "We recommend it for 3-player games"
# the bot action: "move the bot up to 1 square", "1 damage"; "if the bot's board has 6 or
# more damage, the bot also gives its target 1 mark" (BOT-4, BOT-5)
NEUTRAL_MOVES = 1
NEUTRAL_DAMAGE = 1
NEUTRAL_MARK_DAMAGE = 6
NEUTRAL_MARKS = 1

# -- your turn ------------------------------------------------------------------------------
ACTIONS_PER_TURN = 2  # "On your turn, you take 2 actions"
RUN_MOVES = 3  # "Use the Run Around action to move 1, 2, or 3 squares."
GRAB_MOVES = 1  # "Move one square and grab the stuff in that new square. Or stay and grab"
SHOOT_MOVES = 0  # Shoot People: no move first
# ADRENALINE: "If your board has 3 or more points of damage ... you can move up to 2
# squares before grabbing. If your board has at least 6 damage ... you can move 1
# square before shooting."
ADRENALINE_GRAB_DAMAGE = 3
ADRENALINE_GRAB_MOVES = 2
ADRENALINE_SHOOT_DAMAGE = 6
ADRENALINE_SHOOT_MOVES = 1

# FRENETIC ACTIONS: "If you take your final turn before the player who started the
# game, you have 2 actions. Available actions are: Move up to 1 square, reload if you
# want, then shoot. / Move up to 4 squares. / Move up to 2 squares and grab something
# there. If you are the starting player, or if your final turn comes after the
# starting player's final turn, you have only 1 action: Either move up to 2 squares,
# reload if you want, and then shoot. Or move up to 3 squares and grab something."
FRENZY_ACTIONS_BEFORE_FIRST = 2
FRENZY_RUN_MOVES_BEFORE_FIRST = 4
FRENZY_GRAB_MOVES_BEFORE_FIRST = 2
FRENZY_SHOOT_MOVES_BEFORE_FIRST = 1
FRENZY_ACTIONS_FROM_FIRST = 1
FRENZY_GRAB_MOVES_FROM_FIRST = 3
FRENZY_SHOOT_MOVES_FROM_FIRST = 2

# -- cards and cubes ------------------------------------------------------------------------
MAX_CUBES = 3  # "Your ammo box never holds more than 3 cubes of each color."
MAX_WEAPONS = 3  # "If you already have 3 weapons, you must drop one when you grab the new one."
MAX_POWERUPS = 3  # "draw the card unless you already have 3"
SPAWN_POWERUPS = 2  # first spawn: "Draw 2 powerup cards. Choose 1 to keep."
RESPAWN_POWERUPS = 1  # "Draw one powerup card, even if you already have three."

# POWERUPS (the cards): Targeting Scope "Pay 1 ammo cube of any color ... give it an
# extra point of damage"; Newton "move it 1 or 2 squares in one direction"; Tagback
# Grenade "Give that player 1 mark"; any powerup pays "1 ... cube" of its colour.
SCOPE_DAMAGE = 1
NEWTON_MOVES = 2  # 1 or 2
TAGBACK_MARKS = 1
POWERUP_CUBES = 1

# -- damage ---------------------------------------------------------------------------------
# "The 11th point of damage is the killshot. The 12th is overkill." "Any damage beyond
# the 12th point is wasted."
KILLSHOT_DAMAGE = 11
OVERKILL_DAMAGE = 12
MAX_DAMAGE = OVERKILL_DAMAGE
MAX_MARKS = 3  # "You can never have more than 3 marks on one player's board" (from one player)
REVENGE_MARKS = 1  # "If you deal overkill, your victim gives you a mark."

# -- scoring --------------------------------------------------------------------------------
FIRST_BLOOD_POINTS = 1  # "The player who shot that board first gets 1 point."
DOUBLE_KILL_POINTS = 1  # "If you deal multiple killshots on your turn, you get 1 extra point."
# "The player who has the most damage on that board gets 8 points. The player with the
# second most gets 6. And so on, as depicted on the board." (8, 6, 4, 2, 1, 1); "Each
# skull reduces the reward"; "Each player who did damage scores at least 1 point."
BOARD_VALUES = (8, 6, 4, 2, 1, 1)
LEAST_POINTS = 1
# FINAL FRENZY SETUP: "Their boards offer no point for first blood. The reward for
# damage is 2, 1, 1, 1."
FRENZY_BOARD_VALUES = (2, 1, 1, 1)
# RULES SUMMARY, FINAL SCORING: "2. Score most damage on the killshot track as you score
# a player board." (FINAL SCORING: "The player with the most tokens gets 8 points. The
# player with second most gets 6, and so on.") - the values of a board with no skull.
KILLSHOT_TRACK_VALUES = BOARD_VALUES


# -- Domination -----------------------------------------------------------------------------
# SETUP: "put 8 skulls in the skull box"; FINAL FRENZY: "when 2 spawnpoint tracks each
# have at least 8 tokens"; a tag is "1 damage token" on the track; ending your turn on
# a spawnpoint: "the spawnpoint deals you 1 damage"; FINAL SCORING: each track "8, 6,
# 4, 2, 1 ... all tied players get the reward".
DOMINATION_SKULLS = 8
DOMINATION_TAG_TOKENS = 1
DOMINATION_STRIKE_BACK_DAMAGE = 1
DOMINATION_FULL_TRACK = 8  # the fist: tokens on a track that count toward final frenzy
DOMINATION_FULL_TRACKS = 2  # "2 spawnpoint tracks" at the fist trigger final frenzy
DOMINATION_TRACK_VALUES = (8, 6, 4, 2, 1)


# -- Turret mode ----------------------------------------------------------------------------
# SETUP: the turret board's "5 ammo spaces" (one tile face up on each) and its skull
# box of "8 skulls"; entering a square whose turret another player owns: "1 damage";
# FINAL SCORING: "8, 6, 4, 2, 1" for the most turrets (TUR-1, TUR-6, TUR-13).
TURRET_TILES = 5
TURRET_SKULLS = 8
TURRET_DAMAGE = 1
TURRET_VALUES = (8, 6, 4, 2, 1)


def values_after(skulls: int) -> tuple[int, ...]:
    """A normal board's values once ``skulls`` skulls cover its highest ones."""
    return BOARD_VALUES[skulls:]


def listed(values) -> str:
    """'8, 6, 4, 2, 1, 1': a list of points as the texts write it."""
    return ", ".join(str(v) for v in values)


def rule_numbers() -> dict[str, str]:
    """Every placeholder a player's text may use (``{killshot_track_values}``...),
    filled with the numbers above: the rules reference, the tutorial and the tests
    all fill their texts from this one table."""
    return {
        "min_players": str(MIN_PLAYERS), "max_players": str(MAX_PLAYERS),
        "min_skulls": str(MIN_SKULLS), "max_skulls": str(MAX_SKULLS),
        "first_game_skulls": str(FIRST_GAME_SKULLS), "standard_skulls": str(STANDARD_SKULLS),
        "spawnpoint_weapons": str(SPAWNPOINT_WEAPONS),
        "actions_per_turn": str(ACTIONS_PER_TURN),
        "run_moves": str(RUN_MOVES), "grab_moves": str(GRAB_MOVES),
        "adrenaline_grab_damage": str(ADRENALINE_GRAB_DAMAGE),
        "adrenaline_grab_moves": str(ADRENALINE_GRAB_MOVES),
        "adrenaline_shoot_damage": str(ADRENALINE_SHOOT_DAMAGE),
        "adrenaline_shoot_moves": str(ADRENALINE_SHOOT_MOVES),
        "frenzy_actions_before_first": str(FRENZY_ACTIONS_BEFORE_FIRST),
        "frenzy_run_moves_before_first": str(FRENZY_RUN_MOVES_BEFORE_FIRST),
        "frenzy_grab_moves_before_first": str(FRENZY_GRAB_MOVES_BEFORE_FIRST),
        "frenzy_shoot_moves_before_first": str(FRENZY_SHOOT_MOVES_BEFORE_FIRST),
        "frenzy_actions_from_first": str(FRENZY_ACTIONS_FROM_FIRST),
        "frenzy_grab_moves_from_first": str(FRENZY_GRAB_MOVES_FROM_FIRST),
        "frenzy_shoot_moves_from_first": str(FRENZY_SHOOT_MOVES_FROM_FIRST),
        "max_cubes": str(MAX_CUBES), "max_weapons": str(MAX_WEAPONS),
        "max_powerups": str(MAX_POWERUPS),
        "spawn_powerups": str(SPAWN_POWERUPS), "respawn_powerups": str(RESPAWN_POWERUPS),
        "scope_damage": str(SCOPE_DAMAGE), "newton_moves": str(NEWTON_MOVES),
        "tagback_marks": str(TAGBACK_MARKS), "powerup_cubes": str(POWERUP_CUBES),
        "killshot_damage": str(KILLSHOT_DAMAGE), "overkill_damage": str(OVERKILL_DAMAGE),
        "overkill_tokens": str(OVERKILL_DAMAGE - KILLSHOT_DAMAGE + 1),
        "max_marks": str(MAX_MARKS), "revenge_marks": str(REVENGE_MARKS),
        "first_blood_points": str(FIRST_BLOOD_POINTS),
        "double_kill_points": str(DOUBLE_KILL_POINTS),
        "board_values": listed(BOARD_VALUES),
        "board_values_after_one_skull": listed(values_after(1)),
        "board_values_after_two_skulls": listed(values_after(2)),
        "top_board_value": str(BOARD_VALUES[0]),
        "least_points": str(LEAST_POINTS),
        "frenzy_board_values": listed(FRENZY_BOARD_VALUES),
        "killshot_track_values": listed(KILLSHOT_TRACK_VALUES),
        "top_track_value": str(KILLSHOT_TRACK_VALUES[0]),
        "turret_tiles": str(TURRET_TILES), "turret_skulls": str(TURRET_SKULLS),
        "turret_damage": str(TURRET_DAMAGE), "turret_values": listed(TURRET_VALUES),
    }


def fill_rule_numbers(text: str) -> str:
    """A text with ``{name}`` placeholders -> the text with the core's numbers. An
    unknown name raises KeyError (a typo in a data file is caught by the tests)."""
    return text.format_map(rule_numbers())
