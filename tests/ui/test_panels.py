"""The panels around the arena (adrenaline.ui.game: the prompt bar, the hand, the
players' boards, the top bar, the log): what they show, what they hide, and what a
click on them answers. Positions come from scenario specs."""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from adrenaline.core import scenario
from adrenaline.core.cards import POWERUPS, parse_powerup
from adrenaline.core.choices import Pay, PickTarget, UsePowerup
from adrenaline.ui import layout, theme
from adrenaline.ui.game import (
    log_view, player_board_facts, player_board_render, player_board_shape, player_boards, prompt_bar, prompt_options,
    top_bar,
)
from adrenaline.ui.game.cards import CARD_H, card_effect_rows, weapon_card
from adrenaline.ui.game.hand import HandView
from adrenaline.words.cards import POWERUP_TEXT
from adrenaline.ui.game.animation import Animator
from adrenaline.play.session import Seat, Session
from adrenaline.ui.game.view import GameView


def spec(**changes) -> dict:
    """Five players; Violet (Alice) to act, with three weapons and three powerups."""
    s = {
        "arena": "D", "skulls": 8, "seed": 3, "current": "Violet",
        "killshot_track": [["Violet"], ["Dozer", "Dozer"]],
        "players": [
            {"character": "Violet", "name": "Alice", "square": "r1c1",
             "weapons": ["Rocket Launcher", {"name": "Lock Rifle", "loaded": False}, "Machine Gun"],
             "powerups": ["newton/red", "targeting scope/blue", "teleporter/yellow"],
             "damage": ["Dozer", "Dozer", "Banshee", "Sprog"], "marks": {"Dozer": 2, "Sprog": 1},
             "points": 14, "deaths": 1, "skulls": 1},
            {"character": ":D-struct-OR", "square": "r1c2", "weapons": ["ZX-2"],
             "powerups": ["newton/blue"], "points": 9, "deaths": 1, "skulls": 1,
             "damage": ["Violet", "Violet", "Violet", "Dozer", "Dozer", "Violet"]},
            {"character": "Dozer", "square": "r2c0", "weapons": ["Grenade Launcher"], "points": 20},
            {"character": "Banshee", "square": "r0c3", "points": 3},
            {"character": "Sprog", "square": "r2c3", "weapons": ["T.H.O.R."],
             "powerups": ["tagback grenade/red"], "points": 5},
        ],
    }
    s.update(changes)
    return s


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.display.set_mode(layout.SIZE)


@pytest.fixture
def sessions():
    made = []

    def make(s: dict, people=(0,)) -> Session:
        game = scenario.position(s)
        seats = [Seat(p.name, p.character, computer=i not in people)
                 for i, p in enumerate(game.state.players)]
        session = Session(game, seats)
        made.append(session)
        return session

    yield make
    for s in made:
        s.close()


def view_of(session: Session) -> GameView:
    view = GameView(session, Animator(session))
    view.refresh()
    return view


def slot_of(hand: HandView, kind: str, name: str):
    for rect, k, card in hand.slots:
        if k == kind and (card[0] if kind == "weapon" else card.kind) == name:
            return rect
    raise AssertionError(f"no {kind} {name} in the hand")


# -- the hand -------------------------------------------------------------------------------------
def test_the_hand_shows_the_cards_of_hand_seat_only(screen, sessions):
    view = view_of(sessions(spec()))
    assert view.hand_seat == 0
    hand = HandView()
    hand.draw(screen, view, (0, 0))
    assert hand.shown == [("weapon", "Rocket Launcher"), ("weapon", "Lock Rifle"),
                          ("weapon", "Machine Gun"), ("powerup", "newton/red"),
                          ("powerup", "targeting scope/blue"), ("powerup", "teleporter/yellow")]
    assert all(hand.rect.contains(rect) for rect, _, _ in hand.slots)


def test_no_card_is_face_up_when_no_hand_is_shown(screen, sessions):
    # two people at the screen, and a computer player decides: nobody's cards
    view = view_of(sessions(spec(current="Dozer"), people=(0, 1)))
    assert view.hand_seat is None
    hand = HandView()
    hand.draw(screen, view, (0, 0))
    assert hand.shown == []
    assert all(kind == "back" for _, kind, _ in hand.slots)
    for rect, _, _ in hand.slots:
        assert hand.click(rect.center, view) is None
        assert "Violet" not in (hand.tooltip(rect.center, view) or "")


def test_a_highlighted_card_click_returns_its_option(screen, sessions):
    view = view_of(sessions(spec()))
    newton = UsePowerup(parse_powerup("newton/red"))
    assert view.cards["newton/red"] == newton
    hand = HandView()
    hand.draw(screen, view, (0, 0))
    assert hand.click(slot_of(hand, "powerup", "newton").center, view) == newton
    # a card that is no option now is not clickable
    assert "targeting scope/blue" not in view.cards
    assert hand.click(slot_of(hand, "powerup", "targeting scope").center, view) is None
    assert hand.click(slot_of(hand, "weapon", "Lock Rifle").center, view) is None


def test_hovering_a_card_shows_the_manual_text(screen, sessions):
    view = view_of(sessions(spec()))
    hand = HandView()
    hand.draw(screen, view, (0, 0))
    tip = hand.tooltip(slot_of(hand, "powerup", "newton").center, view).replace("\n", " ")
    assert "Choose any other player's figure and move it 1 or 2 squares in one direction" in tip
    tip = hand.tooltip(slot_of(hand, "weapon", "Lock Rifle").center, view).replace("\n", " ")
    assert "With second lock (+1 red): Deal 1 mark to a different target you can see." in tip
    assert set(POWERUP_TEXT) == {p.kind for p in POWERUPS}


# -- the boards -------------------------------------------------------------------------------------
def test_points_are_hidden_except_for_the_hand_seat(screen, sessions):
    view = view_of(sessions(spec()))
    board = player_boards.PlayersPanel()
    board.draw(screen, view, (0, 0))
    assert board.drawn[0]["points"] == "14"
    assert [board.drawn[seat]["points"] for seat in range(1, 5)] == ["?"] * 4
    rect = layout.player_rect(1, 5)
    tips = [board.tooltip((x, y), view) or "" for x in range(rect.x, rect.right, 8)
            for y in range(rect.y, rect.bottom, 6)]
    assert not any("9 points" in t for t in tips)


def test_points_are_shown_to_everyone_at_the_end(screen, sessions):
    s = spec(skulls=5, frenzy=True, final_turns_left=0,
             killshot_track=[["Violet"], ["Dozer"], ["Banshee"], ["Sprog"], ["Dozer"]])
    session = sessions(s, people=())
    while not session.is_over:
        session.play_computer()
    view = view_of(session)
    board = player_boards.PlayersPanel()
    board.draw(screen, view, (0, 0))
    points = [p.points for p in session.game.state.players]
    assert [board.drawn[seat]["points"] for seat in range(5)] == [str(p) for p in points]


def test_damage_tokens_not_landed_are_not_drawn(screen, sessions):
    view = view_of(sessions(spec()))
    board = player_boards.PlayersPanel()
    board.draw(screen, view, (0, 0))
    assert board.tokens_drawn(0) == 4 and board.tokens_drawn(1) == 6
    view.animator.pending_damage[1] = 2  # two tokens still flying to :D-struct-OR's board
    view.animator.pending_marks[0] = 1  # one of Alice's marks still flying
    board.draw(screen, view, (0, 0))
    assert board.tokens_drawn(1) == 4
    assert board.drawn[1]["damage"] == view.state.players[1].damage[:4]
    assert board.tokens_drawn(0) == 4
    assert sum(board.drawn[0]["marks"]) == 2
    view.animator.pending_damage.clear()
    view.animator.pending_marks.clear()
    board.draw(screen, view, (0, 0))
    assert board.tokens_drawn(1) == 6 and sum(board.drawn[0]["marks"]) == 3


@pytest.mark.parametrize("players", [3, 4, 5])
def test_damage_slots_are_where_the_tokens_are_drawn(screen, sessions, players):
    s = spec()
    s["players"] = s["players"][:players]
    s["killshot_track"] = [["Violet"], ["Dozer"]]
    s["players"][0]["damage"] = ["Dozer", "Dozer", ":D-struct-OR"]
    s["players"][0]["marks"] = {"Dozer": 2}
    view = view_of(sessions(s))
    screen.fill((0, 0, 0))
    player_boards.PlayersPanel().draw(screen, view, (0, 0))
    grey, yellow = theme.PLAYER["grey"], theme.PLAYER["yellow"]

    def pixels(index: int, colour) -> int:
        """Pixels of ``colour`` on the token at ``index`` (its initials are dark)."""
        x, y = player_boards.damage_slot(0, players, index)
        return sum(1 for dx in range(-9, 10) for dy in range(-9, 10)
                   if tuple(screen.get_at((x + dx, y + dy)))[:3] == colour)

    for index, colour in ((0, grey), (1, grey), (2, yellow)):
        assert pixels(index, colour) > 100
    assert pixels(3, yellow) == 0


def test_board_values_follow_skulls_and_the_frenzy_side(sessions):
    s = spec(skulls=5, frenzy=True, killshot_track=[["Violet"]] * 5)
    s["players"][3]["frenzy_board"] = True
    s["players"][3]["deaths"] = 1
    g = sessions(s).game.state
    assert player_board_facts.board_values(g.players[0]) == ([8, 6, 4, 2, 1, 1], 1)
    assert player_board_facts.board_values(g.players[3]) == ([2, 1, 1, 1], 0)


# -- the prompt ---------------------------------------------------------------------------------------
def test_prompt_buttons_return_their_options(screen, sessions):
    view = view_of(sessions(spec()))
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    assert [b.option for b in prompt.buttons] == view.buttons
    for b in prompt.buttons:
        assert prompt.click(b.rect.center, view) == b.option
        assert layout.PROMPT.top <= b.rect.top and b.rect.bottom <= layout.PROMPT.bottom + 2
    assert prompt.undo_button is None  # nothing to undo yet


def test_many_buttons_wrap_onto_the_bars_rows_and_stay_in_place(screen, sessions):
    """Two rows of buttons, three in the taller bar of the 20 px text floor."""
    view = view_of(sessions(spec()))
    pus = (parse_powerup("newton/red"), parse_powerup("teleporter/yellow"),
           parse_powerup("targeting scope/blue"))
    view.buttons = [Pay((0, 1)), Pay((1,), (pus[0],)), Pay((), (pus[0], pus[1])),
                    Pay((2, 2), (pus[2],)), PickTarget("Banshee"), PickTarget("Dozer"),
                    PickTarget(":D-struct-OR"), PickTarget("Sprog")] + view.buttons
    prompt = prompt_bar.PromptBar()
    seen = []
    first_rows = None
    for _ in range(4):  # every option on some page
        prompt.draw(screen, view, (0, 0))
        rows = {b.rect.top for b in prompt.buttons}
        first_rows = first_rows or rows
        assert len(rows) <= 3
        for b in prompt.buttons:
            assert layout.PROMPT.top <= b.rect.top and b.rect.bottom <= layout.PROMPT.bottom + 2
            assert prompt.click(b.rect.center, view) == b.option
            assert not any(b.rect.colliderect(o.rect) for o in prompt.buttons if o is not b)
        seen += [b.option for b in prompt.buttons]
        if prompt.more_button is None:
            break
        prompt.click(prompt.more_button.rect.center, view)
    assert set(seen) == set(view.buttons)
    assert len(first_rows) >= 2  # the first page fills the bar's rows before "More"


def test_undo_button_returns_undo(screen, sessions):
    session = sessions(spec())
    session.choose(session.decision.find("action run"))
    session.feed.clear()  # the animations have played
    view = view_of(session)
    assert session.can_undo()
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    assert prompt.undo_button is not None
    assert prompt.click(prompt.undo_button.rect.center, view) == "undo"
    undo = prompt.undo_button.rect
    assert layout.PROMPT.top <= undo.top and undo.bottom <= layout.PROMPT.bottom + 2


def test_hints_say_why_an_action_is_not_offered(screen, sessions):
    s = spec()
    s["players"][0]["weapons"] = [{"name": "Lock Rifle", "loaded": False}]
    view = view_of(sessions(s))
    assert "action shoot" not in view.decision.texts()
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    assert "Shoot: no loaded weapon" in prompt.hints
    view = view_of(sessions(spec()))  # everything offered: no hints
    assert prompt_options.action_hints(view) == []


# -- the top bar ---------------------------------------------------------------------------------------
def test_the_track_shows_kills_and_skulls(screen, sessions):
    view = view_of(sessions(spec()))
    bar = top_bar.TopBar()
    bar.draw(screen, view, (0, 0))
    assert bar.shown_track(view) == [(0,), (2, 2)]  # Violet's kill, Dozer's overkill
    violet = theme.PLAYER["purple"]
    x, y = top_bar.killshot_slot(0, 8)  # Violet's token there (its initial is dark)
    assert sum(1 for dx in range(-9, 10) for dy in range(-9, 10)
               if tuple(screen.get_at((x + dx, y + dy)))[:3] == violet) > 60
    tip = bar.tooltip(top_bar.killshot_slot(0, 8), view)
    assert "6 of 8 skulls left" in tip.replace("\n", " ")


def test_the_decks_stay_inside_the_top_bar_with_eight_skulls_and_full_decks(screen, sessions):
    """A long track and two-digit decks: the decks' words give way to their icons and
    numbers (the tooltips say the rest) rather than running off the bar."""
    s = spec(killshot_track=[["Violet", "Violet"], ["Dozer", "Dozer"]])
    for player in s["players"]:
        player.pop("weapons", None)  # twelve weapons left in the deck
    view = view_of(sessions(s))
    assert len(view.state.weapon_deck) >= 10
    bar = top_bar.TopBar()
    bar.draw(screen, view, (0, 0))
    decks = [(rect, tip) for rect, tip in bar._hits if "deck" in tip or "Ammo tiles" in tip]
    assert len(decks) == 3
    assert all(rect.right <= bar.rect.width for rect, _tip in decks), decks


# -- the log -------------------------------------------------------------------------------------------
def test_the_log_wraps_long_lines_and_scrolls(screen, sessions):
    view = view_of(sessions(spec()))
    log = log_view.LogView()
    for i in range(40):
        log.add(f"Alice shoots Banshee with the Machine Gun, line {i}: " + "very " * 12 + "long")
    log.draw(screen, view, (0, 0))
    rows = log.rows(view)
    assert len(rows) >= 80  # every line wrapped
    assert all(theme_width(text) <= log.text_width for text, _ in rows)
    assert log.visible[-1] == rows[-1][0]  # the newest at the bottom
    assert rows[0][1] == theme.player_text("purple")  # coloured by who it starts with (readable)
    newest = list(log.visible)
    log.wheel(1)  # one wheel step back
    log.draw(screen, view, (0, 0))
    assert log.visible != newest and log.visible[-1] == rows[-4][0]
    log.wheel(-5)
    log.draw(screen, view, (0, 0))
    assert log.visible == newest
    log.click(log.up_rect.center, view)
    log.draw(screen, view, (0, 0))
    assert log.scroll > 0
    event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)
    assert log.handle_event(event, log.rect.center)
    assert not log.handle_event(event, (0, 0))


def theme_width(text: str) -> int:
    return theme.font(log_view.LogView.SIZE).size(text)[0]


# -- cost ------------------------------------------------------------------------------------------------
def test_a_frame_of_the_panels_is_cheap(screen, sessions):
    view = view_of(sessions(spec()))
    regions = [top_bar.TopBar(), prompt_bar.PromptBar(), HandView(), player_boards.PlayersPanel(),
               log_view.LogView()]
    for i in range(30):
        regions[-1].add(f"Alice moves to r{i % 3}c{i % 4}")
    times = []
    for i in range(60):
        mouse = (40 + 17 * i % 1200, 30 + 13 * i % 760)
        t = time.perf_counter()
        for r in regions:
            r.draw(screen, view, mouse)
        times.append(time.perf_counter() - t)
    assert statistics.median(times) < 0.004


# -- final frenzy on screen ---------------------------------------------------------------------------
def frenzy_spec(current: str, final_turns_left: int) -> dict:
    """Three players in final frenzy (five skulls taken); Bob's board is flipped."""
    return {
        "arena": "C", "skulls": 5, "seed": 2, "frenzy": True, "current": current,
        "final_turns_left": final_turns_left,
        "killshot_track": [["Violet"], ["Dozer"], ["Banshee"], ["Violet"], ["Dozer"]],
        "players": [
            {"character": "Violet", "name": "Alice", "square": "r1c1", "weapons": ["Lock Rifle"],
             "damage": ["Dozer"]},
            {"character": "Banshee", "name": "Bob", "square": "r0c2", "weapons": ["Machine Gun"],
             "frenzy_board": True},
            {"character": "Dozer", "name": "Chloé", "square": "r2c2", "skulls": 2,
             "damage": ["Violet"]},
        ],
    }


def button_words(prompt) -> list[str]:
    return [" ".join(v for k, v in b.parts if k == "text") for b in prompt.buttons]


@pytest.mark.parametrize("current, final_turns_left", [("Banshee", 2), ("Violet", 1)])
def test_final_frenzy_buttons_name_the_frenzy_actions_with_the_cores_moves(
        screen, sessions, current, final_turns_left):
    from adrenaline.core.rules.actions import action_moves_of

    session = sessions(frenzy_spec(current, final_turns_left), people=(0, 1, 2))
    session.hand_over()
    view = view_of(session)
    g, seat = view.state, view.decision.decider
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    expected = {}
    for action in ("run", "grab", "shoot"):
        rule = action_moves_of(g, seat, action)
        if rule is None:
            continue
        moves, reload_first = rule
        expected[action] = {"run": f"Move up to {moves}",
                            "grab": f"Move up to {moves}, grab",
                            "shoot": f"Move up to {moves}{', reload' if reload_first else ''}, shoot"}[action]
    offered = [o.action for o in view.buttons if type(o).__name__ == "ChooseAction"]
    assert offered and set(offered) <= set(expected)
    words = button_words(prompt)
    assert [w for w in words if w.startswith("Move")] == [expected[a] for a in offered]
    if g.frenzy_double[seat]:  # before the first player: move 4, or 1 + reload + shoot
        assert "Move up to 4" in words and "Move up to 1, reload, shoot" in words
    else:  # from the first player on: no run, 2 + reload + shoot, 3 + grab
        assert "Move up to 2, reload, shoot" in words and "Move up to 3, grab" in words
    assert prompt.message.startswith(f"{view.state.players[seat].name}: Final frenzy: the last "
                                     "skull is taken - your last turn")
    assert prompt._cut is None  # whole, not cut (on two lines beside the buttons at the floor)
    for img, (x, y) in prompt._texts:
        box = img.get_rect(topleft=(x, y))
        assert prompt.rect.contains(box) and not any(box.colliderect(b.rect) for b in prompt.buttons)


def test_outside_final_frenzy_the_buttons_keep_the_action_names(screen, sessions):
    view = view_of(sessions(spec()))
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    assert {"Run", "Grab", "Shoot"} <= set(button_words(prompt))
    assert "Final frenzy" not in prompt.message


def test_flipped_boards_show_frenzy_values_and_no_first_blood(screen, sessions):
    from adrenaline.core.rules.scoring import BOARD_VALUES, FRENZY_VALUES

    session = sessions(frenzy_spec("Violet", 1))
    view = view_of(session)
    board = player_boards.PlayersPanel()
    board.draw(screen, view, (0, 0))
    players = view.state.players
    assert player_board_facts.board_values(players[1]) == (list(FRENZY_VALUES), 0)  # Bob: flipped
    assert player_board_facts.board_values(players[2]) == (list(BOARD_VALUES), 2)  # Chloé: two skulls on it

    def tips(seat):
        return [tip for _, tip in board._cache[seat][2] if isinstance(tip, str)]

    flipped = " ".join(tips(1))
    assert "Frenzy side: 2-1-1-1 for most damage, no first blood" in flipped
    assert "for first blood" not in flipped.replace("no first blood", "")
    assert any(t.startswith("Next scoring: 4-2-1-1 for most damage, 1 for first blood (2 skulls)")
               for t in tips(2))


# -- names -------------------------------------------------------------------------------------------
def bare_characters(game, text: str) -> list[str]:
    """Characters named in ``text`` as if they were the player (not '(Dozer)' beside a
    typed name)."""
    import re

    out = []
    for p in game.state.players:
        if p.name != p.character and re.search(rf"(?<!\()\b{re.escape(p.character)}\b", text):
            out.append(p.character)
    return out


def test_the_prompt_buttons_and_boards_call_players_by_their_typed_names(screen, sessions):
    s = frenzy_spec("Violet", 1)
    s["frenzy"], s["killshot_track"] = False, []
    del s["final_turns_left"]
    s["players"][1]["frenzy_board"] = False
    s["players"][2]["skulls"] = 0
    session = sessions(s, people=(0, 1, 2))
    session.hand_over()
    for text in ("action shoot", "weapon Lock Rifle"):
        session.choose(session.decision.find(text))
    session.feed.clear()
    view = view_of(session)
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    assert prompt.message.startswith("Alice: ")
    words = button_words(prompt)
    assert "Bob (Banshee)" in words and "Chloé (Dozer)" in words  # 'target Banshee' on screen
    for text in [prompt.message] + words + [prompt_options.option_tip(view, o) for o in view.buttons]:
        assert not bare_characters(session.game, text), text
    board = player_boards.PlayersPanel()
    board.draw(screen, view, (0, 0))
    headers = [tip for seat in range(3) for _, tip in board._cache[seat][2][:1]]
    assert headers == ["Alice plays Violet", "Bob plays Banshee", "Chloé plays Dozer"]


def test_a_long_prompt_is_wrapped_beside_the_buttons_not_cut(screen, sessions, monkeypatch):
    view = view_of(sessions(spec()))
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    real = prompt_bar.PromptBar._message

    def longer(self, view):  # a prompt too long for one line (a longer language, more words:
        message, asks = real(self, view)  # half as long again)
        words = message.split()
        return message + " - " + " ".join(words[:len(words) // 2]).lower(), asks

    monkeypatch.setattr(prompt_bar.PromptBar, "_message", longer)
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    assert prompt._cut is None, "the whole prompt is on screen"
    assert len(prompt._texts) >= 2, "on more than one line"
    for img, (x, y) in prompt._texts:
        box = img.get_rect(topleft=(x, y))
        assert prompt.rect.contains(box)
        assert not any(box.colliderect(b.rect) for b in prompt.buttons)


def test_a_prompt_too_long_for_the_bar_is_whole_in_its_tooltip(screen, sessions, monkeypatch):
    """Twice an English prompt beside six buttons does not fit at the text floor: cut
    with a mark, and the whole of it where the mouse reads it."""
    view = view_of(sessions(spec()))
    real = prompt_bar.PromptBar._message

    def longest(self, view):
        message, asks = real(self, view)
        return message + " - " + message.lower(), asks

    monkeypatch.setattr(prompt_bar.PromptBar, "_message", longest)
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    if prompt._cut is not None:
        tip = prompt.tooltip(prompt._cut.center, view)
        assert " ".join(tip.split()) == " ".join(prompt.message.split())
    for img, (x, y) in prompt._texts:
        assert prompt.rect.contains(img.get_rect(topleft=(x, y)))


@pytest.mark.parametrize("width", [170, 200])
def test_every_weapon_cards_effects_are_inside_the_card_in_order(screen, width):
    """The lesson card's width (the narrowest), the widest: each effect's name, maybe on
    two rows, in order, inside the card beside its cubes and above its LOADED band; at
    the text floor a name with no room left is cut with a mark, its whole text in the
    card's tooltip."""
    from adrenaline.core.weapons.catalogue import WEAPON_BY_NAME
    from adrenaline.ui.game.cards import TEXT, status_band

    font = theme.font(TEXT)
    for name in WEAPON_BY_NAME:
        rows = card_effect_rows(name, width)
        assert rows, name
        text = " ".join(t for t, _, _, _ in rows).replace("…", " ")
        whole = " ".join(e.name for e in WEAPON_BY_NAME[name].effects)
        assert whole.startswith(text.split()[0]), (name, text)
        for line, cubes, x, y in rows:
            assert x + font.size(line)[0] <= width - 6 - 12 * len(cubes), (name, line)
            assert y + font.get_ascent() - font.get_descent() - 2 <= status_band(width).y + 1, (name, line)
        weapon_card(name, True, width)  # draws


@pytest.mark.parametrize("weapons, powerups", [(3, 0), (3, 1), (3, 2), (3, 3), (2, 3), (1, 3),
                                               (0, 3)])
def test_the_hand_keeps_weapon_cards_170_wide_and_every_card_inside_it(screen, sessions,
                                                                       weapons, powerups):
    names = ["Rocket Launcher", "Hellion", "Shotgun"][:weapons]
    cards = ["newton/red", "targeting scope/blue", "teleporter/yellow"]
    s = spec()
    s["players"][0] = {**s["players"][0], "weapons": names, "powerups": cards[:powerups]}
    view = view_of(sessions(s))
    hand = HandView()
    hand.draw(screen, view, (0, 0))
    assert len(hand.slots) == weapons + powerups
    for rect, kind, _ in hand.slots:
        assert hand.rect.contains(rect), (kind, rect)
        if kind == "weapon":
            assert rect.width >= 170
    rects = [r for r, _, _ in hand.slots]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("weapons, powerups", [(3, 3), (3, 2)])
def test_a_taller_window_shows_a_full_hand_on_two_rows_every_card_whole(screen, sessions,
                                                                        weapons, powerups):
    """A 1024x768 window (logical 1280x960): the hand is taller, so a hand too full for
    one row puts its powerups in a row under the weapons, full size, not as chips."""
    names = ["Rocket Launcher", "Hellion", "Shotgun"][:weapons]
    cards = ["newton/red", "targeting scope/blue", "teleporter/yellow"]
    s = spec()
    s["players"][0] = {**s["players"][0], "weapons": names, "powerups": cards[:powerups]}
    view = view_of(sessions(s))
    layout.use(layout.logical_size((1024, 768)))
    try:
        hand = HandView()
        hand.draw(screen, view, (0, 0))
    finally:
        layout.use(layout.BASE)
    assert len(hand.slots) == weapons + powerups
    weapon_rows = {r.y for r, kind, _ in hand.slots if kind == "weapon"}
    powerup_rows = {r.y for r, kind, _ in hand.slots if kind == "powerup"}
    assert len(weapon_rows) == len(powerup_rows) == 1 and min(powerup_rows) > max(weapon_rows)
    for rect, kind, _ in hand.slots:
        assert hand.rect.contains(rect) and rect.height == CARD_H, (kind, rect)
        assert rect.width >= (170 if kind == "weapon" else 92)
    rects = [r for r, _, _ in hand.slots]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_board_with_room_to_spare_draws_everything_bigger_not_empty_space():
    """Issue 25: at 1920x1080 a board had about 120 px of empty space. A board wider and
    taller than its design zooms: its tokens, cells and words grow; at 1280x800 with five
    players it is drawn as designed."""
    from adrenaline.ui.layout import Layout, logical_size

    base = Layout.for_size(*logical_size((1280, 800))).player_rect(0, 5)
    wide = Layout.for_size(*logical_size((1920, 1080))).player_rect(0, 5)
    assert player_board_shape.board_zoom(*base.size) == 1.0
    zoom = player_board_shape.board_zoom(*wide.size)
    assert zoom >= 1.1
    assert theme.pixels(theme.zoomed(13, zoom)) > theme.pixels(13)  # the labels' words
    layout.use(logical_size((1920, 1080)))
    try:
        last = player_boards.damage_slot(0, 5, 11)[0] - layout.player_rect(0, 5).x
    finally:
        layout.use((1280, 800))
    assert last >= round((player_board_shape.TRACK_X + 11 * player_board_shape.TRACK_STEP) * zoom)


class _RecordingSurface(pygame.Surface):
    """A board's surface that keeps where each text's ink was blitted (tests)."""

    texts: dict[int, str] = {}

    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.inks: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, *rest, **kw):
        words = self.texts.get(id(source))
        if words is not None:
            at = dest.topleft if isinstance(dest, pygame.Rect) else dest
            self.inks.append((words, source.get_bounding_rect().move(at)))
        return super().blit(source, dest, *rest, **kw)


@pytest.mark.parametrize("window", [(1280, 800), (1920, 1080), (1024, 768)])
@pytest.mark.parametrize("language", ["en", "fr", "es", "pl"])
def test_every_word_of_a_players_board_is_whole_inside_it_and_clear_of_the_others(
        screen, sessions, monkeypatch, window, language):
    """Issue 25: at the text floor (capitals 15 px at 1280x800), five boards fit the right
    column in every language; each board's words lie inside it, none over another, none
    under the floor, none cut (a shorter form or an icon where the words do not fit)."""
    from adrenaline.ui.kit import text as kit_text
    from adrenaline.words import i18n

    real_text = theme.text
    sizes: list[int] = []

    def text(words, size=22, colour=theme.TEXT):
        img = real_text(words, size, colour)
        _RecordingSurface.texts[id(img)] = words
        sizes.append(theme.pixels(size))
        return img

    boards: list[_RecordingSurface] = []

    def surface(*a, **k):
        s = _RecordingSurface(*a, **k)
        boards.append(s)
        return s

    monkeypatch.setattr(theme, "text", text)
    monkeypatch.setattr(player_board_render.pygame, "Surface", surface)
    cut = []
    real_fit = kit_text.fit
    monkeypatch.setattr(player_board_render, "fit", lambda m, *a, **k: (r := real_fit(m, *a, **k),
                                                                  cut.append(m) if r != m else None)[0])
    s = spec()
    s["players"][0]["marks"] = {"Dozer": 3, "Sprog": 3, "Banshee": 3, ":D-struct-OR": 3}
    s["players"][3]["deaths"] = 2
    layout.use(layout.logical_size(window))
    i18n.set_language(language)
    try:
        view = view_of(sessions(s))
        panel = player_boards.PlayersPanel()
        panel.place()
        panel.draw(screen, view, (0, 0))
        size = layout.player_rect(0, 5).size
    finally:
        i18n.set_language("en")
        layout.use((1280, 800))
        _RecordingSurface.texts.clear()
    boards = [b for b in boards if b.get_size() == size]  # not the tokens' pictures
    assert len(boards) == 5 and not cut
    assert min(sizes) >= theme.MIN_PIXELS
    for board in boards:
        area = board.get_rect()
        assert len(board.inks) >= 8
        for words, ink in board.inks:
            assert area.contains(ink), (language, words, ink, area)
        for i, (a, ra) in enumerate(board.inks):
            for b, rb in board.inks[i + 1:]:
                assert not ra.colliderect(rb), (language, a, ra, b, rb)


def test_five_boards_fit_the_right_column_and_a_wide_window_draws_them_bigger():
    """Up to five boards fit under each other at 1280x800 and 1024x640 (the same logical
    surface); at 1920x1080 they grow, and the log keeps room for its lines."""
    from adrenaline.ui.layout import Layout, logical_size

    base = Layout.for_size(*logical_size((1024, 640)))
    for seat in range(5):
        r = base.player_rect(seat, 5)
        assert base.PLAYERS.contains(r) and r.size == player_board_shape.DESIGN
    wide = Layout.for_size(*logical_size((1920, 1080)))
    assert player_board_shape.board_zoom(*wide.player_rect(0, 5).size) > 1.1
    assert wide.LOG.height >= layout.LOG_MIN


def test_token_initials_are_drawn_only_at_the_text_floor():
    """A token shows its figure's initials only where they are at least the text floor
    (issue 25); the boards' damage tokens show the shape alone, as Domination's tracks."""
    from adrenaline.ui.game import tokens

    pygame.font.init()
    assert not tokens.initials_fit("Dz", tokens.DAMAGE_TOKEN_R)
    assert not tokens.initials_fit("Dz", 16) and not tokens.initials_fit("B", 16)
    assert tokens.initials_fit("Dz", 17) and tokens.initials_fit("B", 17)
    assert round(tokens.initials_size("Dz", 17) * theme.SCALE) >= theme.MIN_PIXELS
    from adrenaline.ui.game import turret_arena

    assert tokens.initials_fit("Dz", turret_arena.TOKEN_R), "a turret's token keeps its owner's initials"


def test_a_tipped_figures_initials_read_at_4_5_on_its_darkened_colour():
    """A figure that took a killshot lies darkened; its initials still read at 4.5:1
    (WCAG AA, issue 25), whatever its player's colour."""
    from adrenaline.ui.contrast import contrast
    from adrenaline.ui.game import art

    for colour, base in theme.PLAYER.items():
        dark = art.darker(base, 0.35)
        assert contrast(art._tipped_ink(dark), dark) >= 4.5, colour
    # and the red drop beside it: its "!" reads on the red (white was 3.8:1)
    assert contrast(art._tipped_ink(theme.DANGER), theme.DANGER) >= 4.5


def test_a_bigger_text_size_grows_the_boards_words_where_the_boards_have_room(screen, sessions,
                                                                               monkeypatch):
    """Issue 25: the Text size scales the boards' words too. Three boards are tall enough for
    bigger words between their rows: at 150% their words grow; five boards at 1280x800 have
    no such room: their words keep the board's size, whole (short forms, tooltips)."""
    players = spec()["players"]
    three = view_of(sessions(spec(players=[dict(players[0], damage=["Dozer"], marks={}),
                                           players[1], players[2]])))
    five = view_of(sessions(spec()))
    real = theme.text

    def marks_em(view, scale: float) -> int:
        monkeypatch.setattr(theme, "text_scale", scale)
        drawn = []
        monkeypatch.setattr(theme, "text", lambda m, size=22, colour=theme.TEXT: (
            drawn.append((m, size)), real(m, size, colour))[1])
        player_boards.PlayersPanel().draw(screen, view, (0, 0))
        monkeypatch.setattr(theme, "text", real)
        return max(theme.pixels(size) for words, size in drawn if words == "marks")

    assert marks_em(three, 1.5) > marks_em(three, 1.25) > marks_em(three, 1.0)
    assert marks_em(five, 1.5) == marks_em(five, 1.0)
