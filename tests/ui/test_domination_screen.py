"""Domination in the window (rulebook, DOMINATION MODE): New game plays it; the
domination board covers the killshot track ("each spawnpoint has its own track ... put
one of your damage tokens on the leftmost empty space of its track"); "you can target
spawnpoints as though they were players"; "put that [overkill] token on the spawnpoint
track of your choice"; the tracks' points on the end screen."""

from __future__ import annotations

import os
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core.choices import PickTrack
from adrenaline.core.modes import domination as dom
from adrenaline.core.numbers import DOMINATION_SKULLS, DOMINATION_TRACK_VALUES, listed
from adrenaline.ui.game import domination_board as dom_ui
from adrenaline.ui.game.game_scene import GameScene
from adrenaline.ui.screens import end_screen
from adrenaline.ui.screens.new_game import NewGame
from adrenaline.ui.testing import scenario_session

from .screens import (
    DOMINATION, DOMINATION_TARGETS, DOMINATION_TRACK, _finished_game, choose_text, play_in_scene,
)


def click_at(screen, pos) -> None:
    screen.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def click(screen, label: str) -> None:
    for _, name, rect in screen.clickables():
        if name == label:
            click_at(screen, pygame.Rect(rect).center)
            return
    raise AssertionError(f"nothing called {label!r}: {[n for _, n, _ in screen.clickables()]}")


def pixels_of(surface, rect, colour) -> int:
    """How many pixels of ``rect`` are ``colour`` (a token drawn there)."""
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if surface.get_at((x, y)) == colour)


@pytest.fixture
def domination_scene(instant_app):
    """The docs' Domination example on the game screen, Violet to play her 2nd turn."""
    session = scenario_session(str(DOMINATION))
    scene = GameScene(instant_app, session)
    instant_app.push(scene)
    yield scene
    session.close()


# -- New game ---------------------------------------------------------------------------------
def test_new_game_starts_a_domination_game_with_its_eight_skulls_and_final_frenzy(instant_app):
    """SETUP: "place 8 skulls in the skull box"; the mode always ends in final frenzy."""
    screen = NewGame(instant_app)
    instant_app.push(screen)
    click(screen, "Ending >")  # sudden death, for Deathmatch
    click(screen, "Mode >")
    assert screen.mode == "domination"
    screen.build()
    skulls = next(w for w in screen.form.widgets if getattr(w, "name", "") == "Skulls")
    ending = next(w for w in screen.form.widgets if getattr(w, "name", "") == "Ending")
    assert skulls.value == DOMINATION_SKULLS and not skulls.enabled
    assert ending.value is False and not ending.enabled
    click(screen, "First game")  # a Deathmatch choice: Domination keeps its own
    assert screen.mode_skulls_ending() == ("domination", DOMINATION_SKULLS, False)
    click(screen, "Start")
    scene = instant_app.top
    assert isinstance(scene, GameScene)
    setup = scene.session.game.setup
    assert (setup.mode, setup.skulls, setup.sudden_death) == ("domination", DOMINATION_SKULLS, False)
    assert scene.top_bar.mode_board is not None
    scene.session.close()


def test_new_game_remembers_the_mode_and_deathmatch_keeps_its_own_skulls(instant_app):
    screen = NewGame(instant_app)
    instant_app.push(screen)
    click(screen, "Skulls <")  # 7 skulls for Deathmatch
    click(screen, "Mode >")
    click(screen, "Start")
    instant_app.top.session.close()
    again = NewGame(instant_app)
    assert again.mode == "domination"
    again.set_mode("deathmatch")
    assert again.mode_skulls_ending() == ("deathmatch", 7, False)


# -- the domination board ---------------------------------------------------------------------------
def test_the_top_bar_draws_three_tracks_with_the_tokens_of_the_position(domination_scene):
    """The example: blue holds Dozer's token, red Dozer's and Banshee's, yellow none;
    2 skulls are out of the box."""
    scene = domination_scene
    surface = pygame.Surface(scene.top_bar.rect.size)
    board = scene.top_bar.mode_board
    right, hits = board.render(surface, scene.view)
    g = scene.session.game.state
    colour = {p.character: pygame.Color(*dom_ui.theme.PLAYER[p.colour]) for p in g.players}
    for row, track in enumerate(dom.TRACKS):
        for i, character in enumerate({"blue": ["Dozer"], "red": ["Dozer", "Banshee"],
                                       "yellow": []}[track]):
            assert pixels_of(surface, dom_ui.space_rect(i, row), colour[character]) > 30, (track, i)
        empty = dom_ui.space_rect(len(g.mode_state.tracks[track]), row)
        assert all(pixels_of(surface, empty, c) == 0 for c in colour.values()), track
    tips = [" ".join(tip.split()) for _rect, tip, _option in hits]  # as read, whatever the wrapping
    assert any("red spawnpoint: 2 tokens" in t and "Banshee, Dozer (1 token)" in t
               and listed(DOMINATION_TRACK_VALUES) in t for t in tips)
    assert any(f"{DOMINATION_SKULLS - 2} of {DOMINATION_SKULLS} skulls left" in t for t in tips)
    assert right < 446  # the turn and the decks keep their place


def test_a_deathmatch_game_keeps_the_killshot_track(instant_app):
    from adrenaline.ui.testing import computers_session

    session = computers_session(3)
    scene = GameScene(instant_app, session)
    assert scene.top_bar.mode_board is None
    session.close()


# -- spawnpoints as targets -------------------------------------------------------------------------
def test_a_click_on_a_spawnpoint_target_chooses_it(domination_scene):
    scene = domination_scene
    play_in_scene(scene, DOMINATION_TARGETS)
    assert set(scene.view.spawnpoints) == {"blue", "red"}
    assert any(i[0] == "spawnpoint" and i.id == "target blue spawnpoint"
               for i in scene.clickables())
    assert scene.tooltip_at(scene.board.spawnpoint_centre("blue")) == \
        "The blue spawnpoint - click to target"
    click_at(scene, scene.board.spawnpoint_centre("blue"))
    play_in_scene(scene, ("done",))  # the Lock Rifle fires: "only 1 token"
    assert scene.session.game.state.mode_state.tracks["blue"] == (2, 0)  # Dozer's, then Violet's


def test_a_click_on_a_spawnpoint_that_is_not_a_target_says_why(domination_scene):
    """The Lock Rifle shoots "1 target you can see": Violet does not see the yellow one."""
    scene = domination_scene
    play_in_scene(scene, DOMINATION_TARGETS)
    click_at(scene, scene.board.spawnpoint_centre("yellow"))
    assert scene.notice is not None and scene.notice[0] == "You can't see that spawnpoint"
    assert scene.session.decision.kind == "shoot_plan"  # nothing chosen


# -- which track? ---------------------------------------------------------------------------------
def test_the_overkill_token_s_track_is_three_buttons_in_the_prompt(domination_scene):
    scene = domination_scene
    play_in_scene(scene, DOMINATION_TARGETS + DOMINATION_TRACK)
    labels = {i.id: i[1] for i in scene.clickables() if i.id.startswith("track ")}
    assert labels == {"track blue": "The blue track", "track red": "The red track",
                      "track yellow": "The yellow track"}
    click(scene, "The yellow track")
    play_in_scene(scene, ())
    assert scene.session.game.state.mode_state.tracks["yellow"] == (0,)


def test_a_click_on_a_track_in_the_top_bar_puts_the_overkill_token_there(domination_scene):
    scene = domination_scene
    play_in_scene(scene, DOMINATION_TARGETS + DOMINATION_TRACK)
    scene.draw(pygame.Surface((1280, 800)))
    row = dom.TRACKS.index("red")
    x, y = dom_ui.space_rect(3, row).center
    pos = (scene.top_bar.rect.x + x, scene.top_bar.rect.y + y)
    assert "Click to put your overkill token here" in scene.tooltip_at(pos)
    assert scene.top_bar.click(pos, scene.view) == PickTrack("red")
    click_at(scene, pos)
    play_in_scene(scene, ())
    assert scene.session.game.state.mode_state.tracks["red"] == (2, 1, 0)


# -- the animations -------------------------------------------------------------------------------
def test_a_tag_lands_on_its_track_when_its_token_arrives(instant_app):
    """While the tag's animation plays, the track shows the token not yet there."""
    session = scenario_session(str(DOMINATION))
    instant_app.settings.animation_speed = "normal"
    scene = GameScene(instant_app, session)
    play_in_scene(scene, DOMINATION_TARGETS + ("target blue spawnpoint",))
    scene.choose(session.decision.find("done"))
    shown = []
    for _ in range(400):
        scene.update(0.02)
        a = scene.animator.current
        if a is not None and isinstance(a.event, dom.SpawnpointTagged):
            shown.append(len(dom_ui.DominationBoard.shown(scene.view)[0]["blue"]))
        if not scene.animator.busy:
            break
    assert shown and shown[0] == 1  # Dozer's token only, Violet's flying
    assert len(dom_ui.DominationBoard.shown(scene.view)[0]["blue"]) == 2
    session.close()


# -- the end ------------------------------------------------------------------------------------------
def test_the_end_screen_shows_the_tracks_points_and_the_kills(instant_app):
    """FINAL SCORING: each track's points go to a column of their own; points by source
    add up to each player's points."""
    game = _finished_game(seed=1, mode="domination")
    screen = end_screen.EndScreen(instant_app, types.SimpleNamespace(game=game))
    assert ("Spawnpoint tracks", 120) in screen.columns
    assert all(title != "Killshot track" for title, _w in screen.columns)
    assert screen.info.startswith("Domination - ")
    tracks = [0] * len(game.state.players)
    for entry in game.log:
        for e in entry.events:
            if isinstance(e, dom.TrackScored):
                for seat, points in e.shares:
                    tracks[seat] += points
    assert sum(tracks) > 0
    for r in screen.reports:
        assert r.track == tracks[r.seat]
        assert r.breakdown_total == r.points
    assert sum(r.kills for r in screen.reports) > 0


def test_the_turn_is_not_over_while_the_killer_still_chooses_the_track():
    """The boards are scored, then "put that token on the spawnpoint track of your
    choice": the person's turn is over (and the screen passes on) only after that."""
    session = scenario_session(str(DOMINATION))
    for text in DOMINATION_TARGETS + DOMINATION_TRACK:
        choose_text(session, text)
    assert session.decision.kind == "overkill_track" and session.turn_over is None
    session.choose(session.decision.find("track red"))
    assert session.turn_over == 0  # Violet's turn is over: she passes the screen on
    session.close()


def test_the_end_screen_says_why_tied_players_stay_tied_in_domination():
    """Domination has no killshot track: the tiebreaker does not apply and "they remain
    tied" (a game where two players end on the same points)."""
    game = _finished_game(seed=2, mode="domination")
    tied = next(group for group in game.state.ranking if len(group) > 1)
    _headline, notes = end_screen.result_lines(game)
    names = [game.state.players[s].name for s in tied]
    assert any(all(n in note for n in names) and "no killshot track" in note
               and "stay tied" in note for note in notes)


def test_a_stored_mode_is_kept_only_if_this_program_knows_it():
    from adrenaline.ui.settings import remembered_new_game

    assert remembered_new_game({"mode": "domination"}) == {"mode": "domination"}
    assert remembered_new_game({"mode": "capture-the-flag"}) == {}
    assert remembered_new_game({"mode": 3}) == {}


def test_the_tracks_tokens_are_as_big_as_the_boards_damage_tokens_and_clear_of_the_top_edge():
    """Issue 25: Domination's tokens were smaller than the boards' and flush with the
    window's top edge; its skulls as big as the killshot track's, nearly."""
    from adrenaline.ui import layout
    from adrenaline.ui.game import tokens

    assert dom_ui.TOKEN_R >= tokens.DAMAGE_TOKEN_R
    first = dom_ui.space_rect(0, 0)
    assert first.centery - dom_ui.TOKEN_R >= 4, "a token's top clear of the window's edge"
    assert dom_ui.skull_box_rect().y >= 4
    assert dom_ui.space_rect(0, 1).y - first.y >= 2 * dom_ui.TOKEN_R + 2, "rows of tokens apart"
    last = dom_ui.space_rect(0, len(dom.TRACKS) - 1)
    assert last.centery + dom_ui.TOKEN_R <= layout.TOP_BAR.height - 2, "inside the top bar"
    assert dom_ui.skull_box_rect().bottom <= layout.TOP_BAR.height
    assert dom_ui.SKULL >= 22 and dom_ui.skull_centre(4)[1] - dom_ui.skull_centre(0)[1] >= dom_ui.SKULL
