"""The 21 weapon cards, each declared as its card reads in the weapons manual.

Reload costs (top cube first) and extra costs are those printed on the cards (their
pictures are missing from the manual's text; tests/weapons/test_costs.py lists them).
Read a declaration against the manual: each effect quotes the card, and its
steps say the same thing in the vocabulary of :mod:`.dsl`.
"""

from __future__ import annotations

from .dsl import (
    adjacent_square_direction,
    damage,
    damage_everyone_ahead,
    damage_everyone_in_room,
    damage_everyone_moves_away,
    damage_everyone_on,
    different,
    direction,
    in_chosen_direction,
    mark,
    mark_everyone_else_on_target_square,
    maybe,
    movable_to_where_you_see,
    move_target,
    move_target_in_one_direction,
    move_target_to,
    move_target_to_you,
    move_yourself,
    move_yourself_on_in_direction,
    move_yourself_onto_target,
    move_yourself_to_chosen_square,
    moves_away,
    not_on_your_square,
    not_tagged,
    not_your_square,
    on_a_new_square,
    on_chosen_square,
    on_or_next_to_chosen_square,
    on_your_square,
    retarget,
    room,
    room_you_can_see_not_yours,
    seen_by_last_target,
    square,
    square_moves_away,
    square_you_can_see,
    tagged,
    target,
    target_on_square_ahead,
    you_can_see,
    you_cannot_see,
    your_square,
)
from .weapon import BASIC, Weapon, basic_effect, mode, optional_effect, weapon

# -- blue top --------------------------------------------------------------------------
LOCK_RIFLE = weapon(
    "Lock Rifle", "BB",
    basic_effect("Deal 2 damage and 1 mark to 1 target you can see.",
                 target(you_can_see), damage(2), mark(1)),
    optional_effect("with second lock", "Deal 1 mark to a different target you can see.",
                    target(you_can_see, different), mark(1), cost="R"),
)

MACHINE_GUN = weapon(
    "Machine Gun", "BR",
    basic_effect("Choose 1 or 2 targets you can see and deal 1 damage to each.",
                 target(you_can_see, tag="those"), damage(1),
                 maybe(target(you_can_see, different, tag="those"), damage(1))),
    optional_effect("with focus shot", "Deal 1 additional damage to one of those targets.",
                    target(tagged("those"), not_tagged("extra"), tag="extra"), damage(1),
                    cost="Y"),
    optional_effect("with turret tripod",
                    "Deal 1 additional damage to the other of those targets and/or deal 1 damage "
                    "to a different target you can see.",
                    maybe(target(tagged("those"), not_tagged("extra"), tag="extra"), damage(1)),
                    maybe(target(you_can_see, different), damage(1)),
                    cost="B"),
    notes="If you deal both additional points of damage, they must be dealt to 2 different "
          "targets. If you use the basic effect on only 1 target, you can still use the turret "
          "tripod to give it 1 additional damage.",
)

THOR = weapon(
    "T.H.O.R.", "BR",
    basic_effect("Deal 2 damage to 1 target you can see.", target(you_can_see), damage(2)),
    optional_effect("with chain reaction",
                    "Deal 1 damage to a second target that your first target can see.",
                    target(seen_by_last_target, different), damage(1), cost="B"),
    optional_effect("with high voltage",
                    "Deal 2 damage to a third target that your second target can see. You cannot "
                    "use this effect unless you first use the chain reaction.",
                    target(seen_by_last_target, different), damage(2), cost="B",
                    after=("with chain reaction",)),
    notes="Each target must be a different player.",
)

PLASMA_GUN = weapon(
    "Plasma Gun", "BY",
    basic_effect("Deal 2 damage to 1 target you can see.",
                 target(you_can_see, tag="your target"), damage(2)),
    optional_effect("with phase glide",
                    "Move 1 or 2 squares. This effect can be used either before or after the "
                    "basic effect.", move_yourself(1, 2), before_or_after_basic=True, hits=False),
    optional_effect("with charged shot", "Deal 1 additional damage to your target.",
                    retarget("your target"), damage(1), cost="B"),
)

WHISPER = weapon(
    "Whisper", "BBY",
    mode("effect", "Deal 3 damage and 1 mark to 1 target you can see. Your target must be at "
                   "least 2 moves away from you.",
         target(you_can_see, moves_away(2)), damage(3), mark(1)),
)

ELECTROSCYTHE = weapon(
    "Electroscythe", "B",
    mode("basic mode", "Deal 1 damage to every other player on your square.",
         your_square(), damage_everyone_on("square", 1)),
    mode("in reaper mode", "Deal 2 damage to every other player on your square.",
         your_square(), damage_everyone_on("square", 2), cost="BR"),
)

TRACTOR_BEAM = weapon(
    "Tractor Beam", "B",
    mode("basic mode", "Move a target 0, 1, or 2 squares to a square you can see, and give it "
                       "1 damage.",
         target(movable_to_where_you_see(0, 2)), move_target(0, 2, to_where_you_see=True),
         damage(1)),
    mode("in punisher mode", "Choose a target 0, 1, or 2 moves away from you. Move the target "
                             "to your square and deal 3 damage to it.",
         target(moves_away(0, 2)), move_target_to_you(2), damage(3), cost="RY"),
)

# -- red top ---------------------------------------------------------------------------
VORTEX_CANNON = weapon(
    "Vortex Cannon", "RB",
    basic_effect("Choose a square you can see, but not your square. Choose 1 target on that "
                 "square or 1 move away from it. Move the target onto that square and give it "
                 "2 damage.",
                 square(square_you_can_see, not_your_square, does="vortex"), target(on_or_next_to_chosen_square),
                 move_target_to("square"), damage(2)),
    optional_effect("with black hole",
                    "Choose 2 other targets on that square or 1 move away from it. Move them onto "
                    "that square and give them each 1 damage.",
                    target(on_or_next_to_chosen_square, different), move_target_to("square"),
                    damage(1),
                    maybe(target(on_or_next_to_chosen_square, different),
                          move_target_to("square"), damage(1)),
                    cost="R"),
)

FURNACE = weapon(
    "Furnace", "RB",
    mode("basic mode", "Choose a room you can see, but not the room you are in. Deal 1 damage "
                       "to everyone in that room.",
         room(room_you_can_see_not_yours), damage_everyone_in_room(1)),
    mode("in cozy fire mode", "Choose a square exactly one move away. Deal 1 damage and 1 mark "
                              "to everyone on that square.",
         square(square_moves_away(1, 1)), damage_everyone_on("square", 1, marks=1)),
)

HEATSEEKER = weapon(
    "Heatseeker", "RRY",
    mode("effect", "Choose 1 target you cannot see and deal 3 damage to it.",
         target(you_cannot_see), damage(3)),
)

HELLION = weapon(
    "Hellion", "RY",
    mode("basic mode", "Deal 1 damage to 1 target you can see at least 1 move away. Then give "
                       "1 mark to that target and everyone else on that square.",
         target(you_can_see, moves_away(1)), damage(1), mark_everyone_else_on_target_square(1)),
    mode("in nano-tracer mode", "Deal 1 damage to 1 target you can see at least 1 move away. "
                                "Then give 2 marks to that target and everyone else on that "
                                "square.",
         target(you_can_see, moves_away(1)), damage(1), mark_everyone_else_on_target_square(2),
         cost="R"),
)

FLAMETHROWER = weapon(
    "Flamethrower", "R",
    mode("basic mode", "Choose a square 1 move away and possibly a second square 1 more move "
                       "away in the same direction. On each square, you may choose 1 target and "
                       "give it 1 damage.",
         direction(reach="moves"), target_on_square_ahead(0), target_on_square_ahead(1)),
    mode("in barbecue mode", "Choose 2 squares as above. Deal 2 damage to everyone on the first "
                             "square and 1 damage to everyone on the second square.",
         direction(reach="moves"), damage_everyone_ahead(0, 2), damage_everyone_ahead(1, 1),
         cost="YY"),
    notes="This weapon cannot damage anyone in your square. It goes through doors, not walls.",
)

GRENADE_LAUNCHER = weapon(
    "Grenade Launcher", "R",
    basic_effect("Deal 1 damage to 1 target you can see. Then you may move the target 1 square.",
                 target(you_can_see, tag="the target"), damage(1)),
    optional_effect("then move the target", "(basic effect) Then you may move the target 1 "
                                            "square.",
                    retarget("the target"), move_target(1, 1), hits=False),
    optional_effect("with extra grenade", "Deal 1 damage to every player on a square you can see. "
                                          "You can use this before or after the basic effect's "
                                          "move.",
                    square(square_you_can_see), damage_everyone_on("square", 1), cost="R"),
)

ROCKET_LAUNCHER = weapon(
    "Rocket Launcher", "RR",
    basic_effect("Deal 2 damage to 1 target you can see that is not on your square. Then you may "
                 "move the target 1 square.",
                 target(you_can_see, not_on_your_square, tag="the target"), damage(2)),
    optional_effect("then move the target", "(basic effect) Then you may move the target 1 "
                                            "square.",
                    retarget("the target"), move_target(1, 1), hits=False),
    optional_effect("with rocket jump", "Move 1 or 2 squares. This effect can be used either "
                                        "before or after the basic effect.",
                    move_yourself(1, 2), cost="B", before_or_after_basic=True, hits=False),
    optional_effect("with fragmenting warhead",
                    "During the basic effect, deal 1 damage to every player on your target's "
                    "original square - including the target, even if you move it.",
                    retarget("the target"), damage_everyone_on("origin", 1), cost="Y",
                    not_after=("then move the target",)),
)

# -- yellow top ------------------------------------------------------------------------
RAILGUN = weapon(
    "Railgun", "YYB",
    mode("basic mode", "Choose a cardinal direction and 1 target in that direction. Deal 3 "
                       "damage to it.",
         direction(), target(in_chosen_direction), damage(3)),
    mode("in piercing mode", "Choose a cardinal direction and 1 or 2 targets in that direction. "
                             "Deal 2 damage to each.",
         direction(), target(in_chosen_direction), damage(2),
         maybe(target(in_chosen_direction, different), damage(2))),
)

CYBERBLADE = weapon(
    "Cyberblade", "YR",
    basic_effect("Deal 2 damage to 1 target on your square.",
                 target(on_your_square, tag="the target"), damage(2)),
    optional_effect("with shadowstep", "Move 1 square before or after the basic effect.",
                    move_yourself(1, 1), before_or_after_basic=True, hits=False),
    optional_effect("with slice and dice", "Deal 2 damage to a different target on your square. "
                                           "The shadowstep may be used before or after this "
                                           "effect.",
                    target(on_your_square, different), damage(2), cost="Y"),
)

ZX2 = weapon(
    "ZX-2", "YR",
    mode("basic mode", "Deal 1 damage and 2 marks to 1 target you can see.",
         target(you_can_see), damage(1), mark(2)),
    mode("in scanner mode", "Choose up to 3 targets you can see and deal 1 mark to each.",
         target(you_can_see), mark(1),
         maybe(target(you_can_see, different), mark(1),
               maybe(target(you_can_see, different), mark(1)))),
    notes="Remember that the 3 targets can be in 3 different rooms.",
)

SHOTGUN = weapon(
    "Shotgun", "YY",
    mode("basic mode", "Deal 3 damage to 1 target on your square. If you want, you may then move "
                       "the target 1 square.",
         target(on_your_square), damage(3), move_target(0, 1)),
    mode("in long barrel mode", "Deal 2 damage to 1 target on any square exactly one move away.",
         target(moves_away(1, 1)), damage(2)),
)

POWER_GLOVE = weapon(
    "Power Glove", "YB",
    mode("basic mode", "Choose 1 target on any square exactly 1 move away. Move onto that square "
                       "and give the target 1 damage and 2 marks.",
         target(moves_away(1, 1)), move_yourself_onto_target(), damage(1), mark(2)),
    mode("in rocket fist mode", "Choose a square exactly 1 move away. Move onto that square. You "
                                "may deal 2 damage to 1 target there. If you want, you may move "
                                "1 more square in that same direction (but only if it is a legal "
                                "move). You may deal 2 damage to 1 target there, as well.",
         adjacent_square_direction(), move_yourself_to_chosen_square(),
         maybe(target(on_chosen_square), damage(2)),
         maybe(move_yourself_on_in_direction(), maybe(target(on_chosen_square), damage(2))),
         cost="B"),
    notes="In rocket fist mode, you're flying 2 squares in a straight line, punching 1 person "
          "per square.",
)

SHOCKWAVE = weapon(
    "Shockwave", "Y",
    mode("basic mode", "Choose up to 3 targets on different squares, each exactly 1 move away. "
                       "Deal 1 damage to each target.",
         target(moves_away(1, 1)), damage(1),
         maybe(target(moves_away(1, 1), on_a_new_square), damage(1),
               maybe(target(moves_away(1, 1), on_a_new_square), damage(1)))),
    mode("in tsunami mode", "Deal 1 damage to all targets that are exactly 1 move away.",
         damage_everyone_moves_away(1, 1, 1), cost="Y"),
)

SLEDGEHAMMER = weapon(
    "Sledgehammer", "Y",
    mode("basic mode", "Deal 2 damage to 1 target on your square.",
         target(on_your_square), damage(2)),
    mode("in pulverize mode", "Deal 3 damage to 1 target on your square, then move that target "
                              "0, 1, or 2 squares in one direction.",
         target(on_your_square), damage(3), move_target_in_one_direction(2), cost="R"),
)

WEAPONS: tuple[Weapon, ...] = (
    LOCK_RIFLE, MACHINE_GUN, THOR, PLASMA_GUN, WHISPER, ELECTROSCYTHE, TRACTOR_BEAM,
    VORTEX_CANNON, FURNACE, HEATSEEKER, HELLION, FLAMETHROWER, GRENADE_LAUNCHER, ROCKET_LAUNCHER,
    RAILGUN, CYBERBLADE, ZX2, SHOTGUN, POWER_GLOVE, SHOCKWAVE, SLEDGEHAMMER,
)
WEAPON_BY_NAME = {w.name: w for w in WEAPONS}
WEAPON_KEY = {w.name.lower(): w.name for w in WEAPONS}

assert len(WEAPONS) == 21 and BASIC


def parse_weapon(text: str) -> str:
    key = " ".join(text.strip().lower().split())
    if key not in WEAPON_KEY:
        raise ValueError(f"not a weapon: {text!r}")
    return WEAPON_KEY[key]
