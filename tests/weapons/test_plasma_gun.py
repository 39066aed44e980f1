"""Weapons manual, PLASMA GUN (reload blue yellow; with phase glide: free; with charged
shot: blue).

basic effect: Deal 2 damage to 1 target you can see.
with phase glide: Move 1 or 2 squares. This effect can be used either before or after
the basic effect.
with charged shot: Deal 1 additional damage to your target.
Notes: The two moves have no ammo cost. You don't have to be able to see your target
when you play the card. For example, you can move 2 squares and shoot a target you
now see. You cannot use 1 move before shooting and 1 move after.

Arena C (as the board shows it)::

         c0  c1  c2  c3
        +---+---+---+---+
    r0  | R D B   B*|...|
        +   + D + D +---+
    r1  | R*| P   P D Y |
        + D + D +---+   +
    r2  | W   W   W D Y*|
        +---+---+---+---+

Squares 1 or 2 moves from r1c1: r0c1, r1c2, r2c1 (1); r0c0, r0c2, r1c3, r2c0, r2c2 (2).
r1c0 is 3 moves away (wall between r1c0 and r1c1), so is r2c3.
"""

from __future__ import annotations

from ..rules import V, B, D, VIOLET, game_at, options, player, say, shooter_at, sq, tagback_at


def position(violet: dict | None = None, at="r1c1", banshee="r1c2", dozer="r2c3"):
    """By default Violet r1c1 (purple: sees purple, blue, white) and Banshee r1c2
    (purple, seen); Dozer r2c3 (yellow, not seen)."""
    return shooter_at("Plasma Gun", {"square": at, **(violet or {})}, (B, banshee), (D, dozer))


# -- options ----------------------------------------------------------------------------
def test_the_card_begins_with_the_basic_effect_or_the_phase_glide():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun")
    assert options(game) == {"effect basic effect", "effect with phase glide"}
    say(game, "effect basic effect")
    assert options(game) == {"target Banshee"}  # not Dozer (yellow), never Violet


def test_after_the_basic_effect_glide_or_charge_or_done():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee")
    assert options(game) == {"done", "effect with charged shot", "effect with phase glide"}


def test_phase_glide_after_shooting_moves_1_or_2_squares_through_doors_not_walls():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee",
        "effect with phase glide")
    assert options(game) == {
        "square r0c1", "square r1c2", "square r2c1",  # 1 move
        "square r0c0", "square r0c2", "square r1c3", "square r2c0", "square r2c2",  # 2 moves
    }  # not r1c0 (behind the wall: 3 moves), not r2c3, not staying on r1c1


def test_phase_glide_before_shooting_offers_the_squares_you_can_shoot_from():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect with phase glide")
    # within 2 moves, where Violet will see Banshee or Dozer; r0c0 (red, blue) and
    # r2c0 (white, red) see no one
    assert options(game) == {"square r0c1", "square r1c2", "square r2c1", "square r0c2",
                             "square r1c3", "square r2c2"}
    say(game, "square r1c3")
    # from yellow r1c3 (door to purple) Violet now sees Dozer too
    assert options(game) == {"target Banshee", "target Dozer"}


# -- outcome ----------------------------------------------------------------------------
def test_basic_effect_deals_2_damage_and_unloads_the_gun():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee",
        "done")
    assert player(game, B).damage == [VIOLET, VIOLET]
    v = player(game, V)
    assert v.square == sq("r1c1") and v.ammo == [1, 1, 1]
    assert v.weapons == [("Plasma Gun", False)]
    assert "action shoot" not in options(game)


def test_phase_glide_after_the_basic_effect_moves_you_for_free():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee",
        "effect with phase glide", "square r2c2")
    assert options(game) == {"done", "effect with charged shot"}
    say(game, "done")
    v = player(game, V)
    assert v.square == sq("r2c2") and v.ammo == [1, 1, 1]
    assert player(game, B).damage == [VIOLET, VIOLET]


def test_charged_shot_deals_1_more_to_your_target_for_a_blue():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee",
        "effect with charged shot")
    assert options(game) == {"done", "effect with phase glide"}
    say(game, "done")
    assert player(game, B).damage == [VIOLET, VIOLET, VIOLET]
    assert player(game, D).damage == []
    assert player(game, V).ammo == [1, 0, 1]


def test_all_three_effects_glide_shoot_and_charge():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect with phase glide", "square r1c3",
        "target Dozer", "effect with charged shot")
    assert game.legal().kind == "action"  # nothing left: fired
    assert player(game, D).damage == [VIOLET, VIOLET, VIOLET]
    assert player(game, B).damage == []
    v = player(game, V)
    assert v.square == sq("r1c3") and v.ammo == [1, 0, 1]


# -- notes ------------------------------------------------------------------------------
def test_note_the_moves_have_no_ammo_cost():
    game = position({"ammo": {"red": 0, "blue": 0, "yellow": 0}})
    say(game, "action shoot", "weapon Plasma Gun")
    assert options(game) == {"effect basic effect", "effect with phase glide"}
    say(game, "effect with phase glide", "square r2c2", "target Dozer")
    assert game.legal().kind == "action"
    assert player(game, D).damage == [VIOLET, VIOLET]
    assert player(game, V).square == sq("r2c2")


def test_note_you_need_not_see_the_target_when_you_play_the_card():
    # Violet r0c0 (red, door to blue) sees red and blue: nobody. Banshee r2c2 (white).
    game = position(at="r0c0", banshee="r2c2", dozer="r2c3")
    assert "action shoot" in options(game)
    say(game, "action shoot")
    assert options(game) == {"weapon Plasma Gun"}
    # the basic effect has no target yet, so the card starts with the phase glide:
    # 1 or 2 moves to a square from which Violet will see someone (r1c0 and r2c0 see
    # white through the red-white door, r1c1 sees white through its door)
    say(game, "weapon Plasma Gun")
    assert options(game) == {"square r1c0", "square r2c0", "square r1c1"}
    say(game, "square r2c0")
    assert options(game) == {"target Banshee"}
    say(game, "target Banshee", "done")
    assert player(game, B).damage == [VIOLET, VIOLET]
    assert player(game, V).square == sq("r2c0")


def test_note_not_1_move_before_and_1_move_after():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect with phase glide", "square r1c2",
        "target Banshee")
    # the phase glide is spent: only the charged shot or done remain
    assert options(game) == {"done", "effect with charged shot"}
    say(game, "done")
    assert player(game, V).square == sq("r1c2")


def test_note_the_move_after_shooting_is_the_only_one():
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee",
        "effect with phase glide", "square r0c1", "effect with charged shot")
    assert game.legal().kind == "action"  # no second glide to offer
    assert player(game, V).square == sq("r0c1")
    assert player(game, B).damage == [VIOLET, VIOLET, VIOLET]



def test_the_charged_shot_after_the_glide_needs_no_sight_of_your_target():
    # "Deal 1 additional damage to your target": the card does not ask to see it again.
    # Violet glides from purple r1c1 to red r0c0, which does not see Banshee's r1c2.
    game = position()
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee",
        "effect with phase glide", "square r0c0")
    assert not game.state.board.can_see(sq("r0c0"), sq("r1c2"))
    assert options(game) == {"done", "effect with charged shot"}
    say(game, "effect with charged shot")
    assert player(game, B).damage == [VIOLET, VIOLET, VIOLET]

# -- costs ------------------------------------------------------------------------------
def test_charged_shot_is_not_offered_without_blue():
    game = position({"ammo": {"red": 1, "blue": 0, "yellow": 1}})
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee")
    assert options(game) == {"done", "effect with phase glide"}


def test_charged_shot_can_be_paid_with_a_blue_powerup():
    game = position({"ammo": {"red": 1, "blue": 0, "yellow": 1}, "powerups": ["newton/blue"]})
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee")
    assert options(game) == {"done", "effect with charged shot", "effect with phase glide"}
    say(game, "effect with charged shot", "done")
    assert player(game, B).damage == [VIOLET, VIOLET, VIOLET]
    v = player(game, V)
    assert v.powerups == [] and v.ammo == [1, 0, 1]


# -- with other rules: Tagback Grenade ---------------------------------------------------------
# Weapons manual, POWERUPS: the Tagback Grenade "You may play this card when you receive
# damage from a player you can see." The basic effect's damage is received before the phase
# glide that follows it, so what counts is whether the target saw Violet where she shot from.
def _shot_then_glide(violet_at: str, banshee_at: str, glide_to: str):
    game = tagback_at("Plasma Gun", violet_at, banshee_at)
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee",
        "effect with phase glide", f"square {glide_to}", "done")
    assert player(game, B).damage == [VIOLET, VIOLET]
    assert player(game, V).square == sq(glide_to)
    return game


def test_tagback_when_the_target_sees_the_shooter_before_and_after_the_glide():
    # control: Banshee r1c2 (purple, door to blue) sees Violet on r1c1 and on r0c1
    game = _shot_then_glide("r1c1", "r1c2", "r0c1")
    assert game.legal().kind == "tagback" and game.legal().decider_name == B


def test_tagback_allowed_when_the_shooter_glides_out_of_sight_after_the_damage():
    # Violet and Banshee both in purple (r1c1, r1c2): Banshee sees Violet when she is hit.
    # Violet then glides 2 squares to red r0c0, which Banshee (purple, blue, yellow) does
    # not see. She received damage from a player she could see: she may tag back.
    game = _shot_then_glide("r1c1", "r1c2", "r0c0")
    d = game.legal()
    assert d.kind == "tagback" and d.decider_name == B
    say(game, "use tagback grenade/red")
    assert player(game, V).marks[1] == 1


def test_no_tagback_when_the_shooter_glides_into_sight_only_after_the_damage():
    # Violet r2c2 (white, door to yellow) shoots Banshee r1c3 (yellow, door to purple only:
    # she sees yellow and purple, not white). Violet then glides into yellow r2c3. When
    # Banshee received the damage she could not see Violet: no Tagback Grenade.
    game = _shot_then_glide("r2c2", "r1c3", "r2c3")
    assert game.legal().kind == "action"
    assert player(game, V).marks[1] == 0


def test_tagback_when_the_charged_shot_lands_after_gliding_into_sight():
    # as above, but the charged shot's damage lands after the glide, when Banshee sees Violet
    game = game_at(
        [
            {"character": V, "square": "r2c2", "weapons": ["Plasma Gun"]},
            {"character": B, "square": "r1c3", "powerups": ["tagback grenade/red"]},
            {"character": D, "square": "r0c0"},
        ],
        current=V,
    )
    say(game, "action shoot", "weapon Plasma Gun", "effect basic effect", "target Banshee",
        "effect with phase glide", "square r2c3", "effect with charged shot")
    assert player(game, B).damage == [VIOLET, VIOLET, VIOLET]
    d = game.legal()
    assert d.kind == "tagback" and d.decider_name == B
