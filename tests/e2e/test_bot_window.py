"""The rulebook's bot in the real window under Xvfb: New game with three people and
"Add the bot", then the starting player places the bot by clicking a spawnpoint ("During
the starting player's first turn ... place the bot on any spawnpoint", BOT-2).
Screenshots go to out/screenshots/e2e-bot-*.png."""

from __future__ import annotations

import pytest

from .test_window import choose_three_people, load_autosave

pytestmark = pytest.mark.e2e


def places(probe: dict) -> list[dict]:
    """The spawnpoints offered for the bot (``place r0c2``), clickable squares."""
    return [i for i in probe.get("items", ()) if i["kind"] == "square" and i["id"].startswith("place ")]


def test_a_new_game_with_the_bot_places_it_by_a_click_on_a_spawnpoint(launch):
    w = launch("-m", "adrenaline", settings={"animation_speed": "instant", "hints": False})
    w.wait_scene("MainMenu")
    w.click_id("button:new_game")
    w.wait_scene("NewGame")
    choose_three_people(w)
    bot = w.find_like("^Bot: ")
    w.click(bot)  # from "no" to the first free figure
    w.wait(lambda p: any(i["label"].startswith("Bot: Bot: ") for i in p.get("items", ())),
           "the bot's figure chosen")
    w.screenshot("e2e-bot-1-new-game")
    w.click_id("button:start")
    w.wait_id("button:i_m_ready")
    w.click_id("button:i_m_ready")
    probe = w.wait(lambda p: p.get("scene") == "GameScene" and len(places(p)) == 3,
                   "the three spawnpoints offered for the bot")
    w.screenshot("e2e-bot-2-place")
    square = places(probe)[0]
    w.click(square)
    w.wait(lambda p: p.get("scene") == "GameScene" and not places(p), "the bot placed")
    w.screenshot("e2e-bot-3-placed")
    game = load_autosave(w, turn=1)
    g = game.state
    assert g.neutral == 3 and game.setup.neutral
    from adrenaline.core.board import square_name

    assert square_name(g.players[g.neutral].square) == square["id"].split()[1]
    assert "Traceback" not in w.output()
