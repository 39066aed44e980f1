"""Every card's reload cost and grab cost, as printed on the cards
(transcribed here, not read from the catalogue): "The reload cost is listed in card
order. The first cube is the colour printed on top of the card. When you grab the
weapon from a spawnpoint, that cube counts as already paid." Rulebook: "To reload
you must pay the full reload cost." """

from __future__ import annotations

import pytest

from ..rules import V, game_at, options, player, say

RELOAD = {
    "Lock Rifle": "BB", "Machine Gun": "BR", "T.H.O.R.": "BR", "Plasma Gun": "BY",
    "Whisper": "BBY", "Electroscythe": "B", "Tractor Beam": "B", "Vortex Cannon": "RB",
    "Furnace": "RB", "Heatseeker": "RRY", "Hellion": "RY", "Flamethrower": "R",
    "Grenade Launcher": "R", "Rocket Launcher": "RR", "Railgun": "YYB", "Cyberblade": "YR",
    "ZX-2": "YR", "Shotgun": "YY", "Power Glove": "YB", "Shockwave": "Y", "Sledgehammer": "Y",
}
COLOUR = {"R": "red", "B": "blue", "Y": "yellow"}


def box(letters: str, short: str = "") -> dict:
    """An ammo box holding exactly these cubes, one fewer of ``short``."""
    ammo = {c: letters.count(k) for k, c in COLOUR.items()}
    if short:
        ammo[COLOUR[short]] -= 1
    return ammo


def holder(weapon: dict, ammo: dict, **spec):
    return game_at([{"character": V, "square": "r1c0", "weapons": [weapon], "ammo": ammo},
                    {"character": "Banshee", "square": "r2c3"},
                    {"character": "Dozer", "square": "r0c2"}], current=V, **spec)


@pytest.mark.parametrize("weapon", sorted(RELOAD))
def test_reload_costs_the_full_cost_on_the_card(weapon):
    cost = RELOAD[weapon]
    game = holder({"name": weapon, "loaded": False}, box(cost))
    assert "action shoot" not in options(game)  # an unloaded card cannot be fired
    say(game, "end turn")
    assert options(game) == {f"reload {weapon}", "done"}
    say(game, f"reload {weapon}")
    v = player(game, V)
    assert v.weapons == [(weapon, True)] and v.ammo == [0, 0, 0]
    for short in set(cost):  # one cube short of any colour: no reload
        game = holder({"name": weapon, "loaded": False}, box(cost, short))
        say(game, "end turn")
        assert player(game, V).weapons == [(weapon, False)]
        assert game.legal().decider_name == "Banshee"


@pytest.mark.parametrize("weapon", sorted(RELOAD))
def test_grabbing_costs_the_reload_cost_less_the_top_cube(weapon):
    grab = RELOAD[weapon][1:]
    others = [w for w in ("Electroscythe", "Shockwave", "Sledgehammer") if w != weapon][:2]
    game = holder("Lock Rifle" if weapon != "Lock Rifle" else "ZX-2", box(grab),
                  spawnpoints={"red": [weapon] + others})
    say(game, "action grab", "move r1c0")
    assert f"grab weapon {weapon}" in options(game)
    say(game, f"grab weapon {weapon}")
    v = player(game, V)
    assert (weapon, True) in v.weapons and v.ammo == [0, 0, 0]
    for short in set(grab):
        game = holder("Lock Rifle" if weapon != "Lock Rifle" else "ZX-2", box(grab, short),
                      spawnpoints={"red": [weapon] + others})
        say(game, "action grab")
        if "move r1c0" in options(game):
            say(game, "move r1c0")
            assert f"grab weapon {weapon}" not in options(game)
