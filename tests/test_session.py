"""The Session: who sits where, computer players, hot-seat privacy, undo and the
autosave - headless (no pygame needed)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from adrenaline.core.cards import CHARACTERS
from adrenaline.core.events import GameEnded, TurnStarted
from adrenaline.core import savefile
from adrenaline.core.savefile import SaveFileError
from adrenaline.saves import library
from adrenaline.core.serialize import state_json
from adrenaline.play.session import Seat, Session

NAMES = [c.name for c in CHARACTERS]


def seats(kinds: str) -> list[Seat]:
    """'PCP' -> a person, a computer, a person (characters in the usual order)."""
    return [Seat(NAMES[i], NAMES[i], computer=k == "C") for i, k in enumerate(kinds)]


def new(kinds: str, seed: int = 1, autosave: Path | None = None, skulls: int = 5) -> Session:
    return Session.new(seats(kinds), "C", skulls, True, seed, autosave=autosave)


def say(session: Session, text: str):
    """A person's answer by the option's text (the first option starting with it)."""
    d = session.decision
    option = d.find(text) or next((o for o in d.options if o.text.startswith(text)), None)
    assert option is not None, f"{text!r} not among {d.texts()}"
    return session.choose(option)


def finish_turn(session: Session) -> None:
    """The person deciding now spawns if asked, then ends the turn (reloads: done)."""
    seat = session.decision.decider
    for _ in range(20):
        d = session.decision
        if d is None or d.decider != seat or session.game.state.current != seat:
            return
        texts = d.texts()
        for wanted in ("end turn", "done", "skip"):
            if wanted in texts:
                say(session, wanted)
                break
        else:
            session.choose(d.options[0])  # spawn: discard the first powerup
    pytest.fail("the turn did not end")


@pytest.fixture
def closing():
    sessions: list[Session] = []
    yield sessions.append
    for s in sessions:
        s.close()


# -- whole games ----------------------------------------------------------------------------
def test_computer_players_play_a_whole_game_headless(closing):
    session = new("CCC", seed=2)
    closing(session)
    assert session.persons() == [] and session.person_to_decide() is None
    for _ in range(5000):
        if session.is_over:
            break
        assert session.computer_to_decide() and not session.needs_handoff()
        session.play_computer()
    assert session.is_over and session.decision is None
    ranking = session.game.state.ranking
    assert sorted(s for group in ranking for s in group) == [0, 1, 2]
    assert any(isinstance(e, GameEnded) for e in session.feed)


def test_a_person_and_computer_players_play_a_whole_game(closing):
    session = new("PCC", seed=3)
    closing(session)
    rng = random.Random(3)
    for _ in range(10_000):
        if session.is_over:
            break
        if session.computer_to_decide():
            session.play_computer()
        else:
            assert session.person_to_decide() == 0 and session.visible_hand() == 0
            session.choose(rng.choice(session.decision.options))
    assert session.is_over


# -- hot-seat privacy -------------------------------------------------------------------------
def test_the_screen_is_handed_over_when_the_decider_changes_between_two_persons(closing):
    session = new("PPC")
    closing(session)
    assert session.viewer is None
    assert session.needs_handoff() and session.visible_hand() is None  # nobody's cards yet
    session.hand_over()
    assert session.viewer == 0 and not session.needs_handoff() and session.visible_hand() == 0

    finish_turn(session)
    assert session.decision.decider == 1
    assert session.turn_over == 0 and session.visible_hand() == 0, "still the first person's look"
    session.pass_on()
    assert session.needs_handoff(), "the second person must get the screen first"
    assert session.visible_hand() is None, "the first person's cards are hidden meanwhile"
    session.hand_over()
    assert session.viewer == 1 and session.visible_hand() == 1 and not session.needs_handoff()


def test_no_cards_are_shown_while_a_computer_plays_between_two_persons(closing):
    session = new("PCP")
    closing(session)
    session.hand_over()
    finish_turn(session)
    session.pass_on()
    assert session.decision.decider == 1 and session.computer_to_decide()
    assert not session.needs_handoff()
    assert session.visible_hand() is None
    for _ in range(200):
        if not session.computer_to_decide():
            break
        assert session.visible_hand() is None
        session.play_computer()
    assert session.decision.decider == 2 and session.needs_handoff()
    session.hand_over()
    assert session.visible_hand() == 2


def test_one_person_against_computers_keeps_their_cards_on_screen(closing):
    session = new("PCC")
    closing(session)
    assert session.viewer == 0 and not session.needs_handoff()
    finish_turn(session)
    assert session.computer_to_decide()
    assert session.visible_hand() == 0, "nobody else is at the screen"


# -- undo -----------------------------------------------------------------------------------
def test_undo_through_the_session(closing):
    session = new("PCC", seed=4)
    closing(session)
    assert not session.can_undo(), "nothing to take back at the start"
    session.choose(session.decision.options[0])  # spawn
    before = session.decision.texts()
    log = len(session.game.log)

    say(session, "action run")
    squares = session.decision.texts()
    say(session, squares[-1])
    assert session.can_undo()
    session.undo()
    assert session.decision.texts() == squares, "back to choosing where to run"
    session.undo()
    assert session.decision.texts() == before and len(session.game.log) == log

    say(session, "action run")
    say(session, squares[0])
    assert session.decision.decider == 0 and session.can_undo()


def test_undo_never_reaches_another_players_decision(closing):
    session = new("PCC", seed=4)
    closing(session)
    finish_turn(session)
    assert session.computer_to_decide() and not session.can_undo()
    while session.computer_to_decide():
        session.play_computer()
    assert session.person_to_decide() == 0
    assert not session.can_undo(), "the computers' turns cannot be taken back"


# -- the autosave -------------------------------------------------------------------------------
def test_the_autosave_is_a_loadable_file_and_load_resumes_the_same_game(tmp_path, closing):
    path = tmp_path / "data" / "autosave.jsonl"
    session = new("PPC", seed=5, autosave=path)
    closing(session)
    session.hand_over()
    finish_turn(session)  # a new turn begins: autosave
    assert any(isinstance(e, TurnStarted) for e in session.game.log[-1].events)
    session.close()  # waits for the background write
    assert path.exists()

    loaded = Session.load(path, autosave=path)
    closing(loaded)
    assert state_json(loaded.game) == state_json(session.game)
    assert loaded.decision.texts() == session.decision.texts()
    assert loaded.decision.decider == session.decision.decider == 1
    assert loaded.seats == session.seats
    assert loaded.needs_handoff(), "a resumed hot-seat game starts behind the hand-off screen"

    # it plays on, its file holding every choice as soon as it is made; a finished
    # game's file stays, as its record, and is no longer one to continue
    rng = random.Random(5)
    choices = 0
    while not loaded.is_over:
        if loaded.computer_to_decide():
            loaded.play_computer()
        else:
            loaded.choose(rng.choice(loaded.decision.options))
        choices += 1
        if choices % 25 == 0:
            assert savefile.dumps(Session.load(path).game) == savefile.dumps(loaded.game)
    loaded.close()
    assert savefile.dumps(savefile.verify(path)) == savefile.dumps(loaded.game)
    assert library.summary(path).over


def test_closing_mid_turn_saves_where_the_game_stands(tmp_path, closing):
    path = tmp_path / "autosave.jsonl"
    session = new("PCC", seed=7, autosave=path)
    closing(session)
    session.choose(session.decision.options[0])  # spawn
    say(session, "action run")
    say(session, session.decision.texts()[0])  # mid-turn: no TurnStarted yet
    session.close()
    loaded = Session.load(path)
    closing(loaded)
    assert state_json(loaded.game) == state_json(session.game)
    assert loaded.decision.texts() == session.decision.texts()


def test_the_autosave_keeps_which_seats_are_computers(tmp_path, closing):
    path = tmp_path / "autosave.jsonl"
    session = new("PCC", seed=6, autosave=path)
    closing(session)
    finish_turn(session)
    session.close()
    loaded = Session.load(path)
    closing(loaded)
    assert [s.computer for s in loaded.seats] == [False, True, True]
    assert loaded.viewer == 0 and loaded.computer_to_decide()


@pytest.mark.parametrize("content", [
    "",
    "this is not a save file\n",
    '{"format": "adrenaline-save", "version": 1}\n{"who": 0, "choice": "action fly"}\n',
    "\x00\x01\x02 binary junk \xff",
])
def test_a_corrupt_autosave_is_a_save_file_error_with_a_message(tmp_path, content):
    path = tmp_path / "autosave.jsonl"
    path.write_text(content, encoding="utf-8", errors="surrogateescape")
    with pytest.raises(SaveFileError) as caught:
        Session.load(path)
    message = str(caught.value)
    assert message and "\n" not in message and "Traceback" not in message
    assert str(path) in message or path.name in message


def test_a_missing_autosave_is_a_save_file_error(tmp_path):
    with pytest.raises(SaveFileError, match="nothing-here.jsonl"):
        Session.load(tmp_path / "nothing-here.jsonl")


# -- the end of a person's turn ----------------------------------------------------------------
def test_a_turn_is_over_only_when_the_persons_turn_ends_not_at_an_interrupt(closing):
    """Alice (Violet) shoots Bob (Banshee), who answers with a Tagback Grenade: her turn goes
    on. When she ends it, the session waits (``turn_over``) until she passes it on."""
    from adrenaline.core import scenario

    game = scenario.position({"arena": "C", "current": "Violet", "players": [
        {"character": "Violet", "name": "Alice", "square": "r2c1", "weapons": ["Machine Gun"],
         "ammo": {"red": 0, "blue": 0, "yellow": 0}},
        {"character": "Banshee", "name": "Bob", "square": "r2c0",
         "powerups": ["tagback grenade/red"]},
        {"character": "Dozer", "name": "Chloé", "square": "r0c2"}]})
    session = Session(game, [Seat("Alice", "Violet"), Seat("Bob", "Banshee"),
                             Seat("Chloé", "Dozer", computer=True)])
    closing(session)
    session.hand_over()
    for text in ("action shoot", "weapon Machine Gun", "target Banshee"):
        say(session, text)
    assert session.decision.kind == "tagback" and session.turn_over is None
    session.hand_over()
    say(session, "use tagback")
    assert session.decision.decider == 0 and session.turn_over is None, "Alice's turn goes on"
    session.hand_over()
    say(session, "end turn")
    assert session.decision.decider == 1 and session.turn_over == 0
    assert session.visible_hand() == 0  # Alice may still look at her cards
    session.pass_on()
    assert session.turn_over is None and session.visible_hand() is None and session.needs_handoff()
    session.hand_over()
    say(session, "end turn")
    assert session.turn_over == 1
    session.pass_on()
    session.play_computer()  # a computer's choices never wait
    assert session.turn_over is None


# -- hot seat: a shot tells the table nothing of anyone's hand ------------------------------------
def shot_at_bob(grenade: bool, bob_computer: bool = False, hold: bool = True,
                alice_actions: int = 1) -> Session:
    """Alice (Violet) shoots Bob (Banshee), who sees her, with her last action; Bob holds a
    Tagback Grenade, or a Newton instead (as many cards either way). Chloé (Dozer) is a
    person too; Dan (Sprog) a computer player, out of sight."""
    from adrenaline.core import scenario

    card = "tagback grenade/red" if grenade else "newton/red"
    game = scenario.position({"arena": "C", "current": "Violet", "actions_left": alice_actions,
                              "players": [
        {"character": "Violet", "name": "Alice", "square": "r2c1", "weapons": ["Machine Gun"],
         "ammo": {"red": 0, "blue": 0, "yellow": 0}},
        {"character": "Banshee", "name": "Bob", "square": "r2c0", "powerups": [card]},
        {"character": "Dozer", "name": "Chloé", "square": "r0c2", "powerups": ["newton/blue"]},
        {"character": "Sprog", "name": "Dan", "square": "r0c1"}]})
    session = Session(game, [Seat("Alice", "Violet"), Seat("Bob", "Banshee", computer=bob_computer),
                             Seat("Chloé", "Dozer"), Seat("Dan", "Sprog", computer=True)])
    if hold:
        session.hold_turn_ends()
    session.hand_over()
    return session


def what_the_table_sees(session: Session, answers: dict[int, list[str]], steps: int = 30) -> list:
    """Play on as the window does (covers passed, "your turn is over" passed on, the
    computer players answering) and note everything the table can see or hear: each
    cover (for whom, why), each question (whose, its words, its buttons apart from the
    cards of the hand, whether Undo is offered), the log's lines and the events the
    screen animates and sounds (every kind of event but the stage bookkeeping)."""
    from adrenaline.core.choices import UsePowerup
    from adrenaline.core.events import StageSet
    from adrenaline.words.log import describe, handoff_reason, prompt_text

    game = session.game
    seen: list = []
    session.feed.clear()
    for _ in range(steps):
        seen += [type(e).__name__ for e in session.feed if not isinstance(e, StageSet)]
        session.feed.clear()
        d = session.decision
        if session.turn_over is None and (d is None or not session.computer_to_decide()
                                          and not answers.get(d.decider)):
            break
        if session.turn_over is not None:
            seen.append(("your turn is over", session.turn_over, session.needs_handoff(),
                         session.can_undo()))
            session.pass_on()
        elif session.computer_to_decide():
            seen.append(("thinking", d.decider, d.kind))
            session.play_computer()
        elif session.needs_handoff():
            seen.append(("cover", d.decider, handoff_reason(game, d)))
            session.hand_over()
        else:
            seen.append(("question", d.decider, prompt_text(game, d.prompt),
                         [o.text for o in d.options if not isinstance(o, UsePowerup)],
                         session.can_undo(), session.visible_hand()))
            say(session, answers[d.decider].pop(0))
    lines = [line for entry in game.log for line in describe(game, entry)]
    return seen + lines


def test_a_person_shot_with_or_without_a_tagback_grenade_gets_the_same_cover_and_question(closing):
    """Everyone a shot damages who can see the shooter is asked, grenade or not, at the same
    moment, behind the same cover: the table learns nothing from it (README, Hot seat)."""
    seen = {}
    for grenade in (True, False):
        session = shot_at_bob(grenade)
        closing(session)
        seen[grenade] = what_the_table_sees(session, {0: ["action shoot", "weapon Machine Gun",
                                                          "target Banshee"],
                                                      1: ["skip", "end turn"], 2: ["end turn"]})
    assert seen[True] == seen[False]
    covers = [s for s in seen[False] if s[0] == "cover"]
    assert covers[0] == ("cover", 1, "You were shot by Alice (Violet)")
    assert covers[1][1] == 2, "Bob, at the screen, plays his turn (Alice's ended meanwhile); then Chloé"
    question = next(s for s in seen[False] if s[0] == "question" and s[1] == 1)
    assert question[2] == "Tagback Grenade: Alice damaged you - give them 1 mark?"
    assert question[3] == ["skip"] and not question[4] and question[5] == 1


def test_the_shooter_cannot_undo_past_the_question_whoever_holds_a_grenade(closing):
    """Undo after the question would tell the shooter whether it was really asked: after
    it, Alice's shot stays, grenade or not; her turn goes on behind a cover either way."""
    for grenade in (True, False):
        session = shot_at_bob(grenade, alice_actions=2)
        closing(session)
        for text in ("action shoot", "weapon Machine Gun", "target Banshee"):
            say(session, text)
        assert session.decision.decider == 1 and session.needs_handoff()
        session.hand_over()
        say(session, "skip")
        assert session.decision.decider == 0 and session.needs_handoff(), "Alice's turn goes on"
        session.hand_over()
        assert not session.can_undo() and session.why_no_undo() == "another_player"


def test_a_computer_player_shot_takes_the_same_time_with_or_without_a_grenade(closing):
    """A computer player the shot could let tag back is 'thinking' in both cases: the
    table cannot tell from a pause that it holds a grenade."""
    seen = {}
    for grenade in (True, False):
        session = shot_at_bob(grenade, bob_computer=True)
        closing(session)
        session.bots[1].choose = lambda view, d: d.find("skip") or d.options[-1]  # declines
        seen[grenade] = what_the_table_sees(session, {0: ["action shoot", "weapon Machine Gun",
                                                          "target Banshee"], 2: ["end turn"]})
    assert seen[True] == seen[False]
    assert ("thinking", 1, "tagback") in seen[False]


def test_with_one_person_at_the_screen_only_a_grenade_holder_is_asked(closing):
    """One person against computer players: nobody else looks at the screen, so only the
    core's own question is asked, as always."""
    from adrenaline.core import scenario

    game = scenario.position({"arena": "C", "current": "Dozer", "players": [
        {"character": "Violet", "name": "Alice", "square": "r2c1", "powerups": ["newton/red"]},
        {"character": "Dozer", "name": "Bob", "square": "r2c0", "weapons": ["Machine Gun"],
         "ammo": {"red": 0, "blue": 0, "yellow": 0}},
        {"character": "Sprog", "name": "Dan", "square": "r0c1"}]})
    session = Session(game, [Seat("Alice", "Violet"), Seat("Bob", "Dozer", computer=True),
                             Seat("Dan", "Sprog", computer=True)])
    closing(session)
    session.hold_turn_ends()
    for text in ("action shoot", "weapon Machine Gun", "target Violet"):
        d = session.decision
        session.choose(d.find(text) or next(o for o in d.options if o.text.startswith(text)))
    assert session.decision.decider == 1, "no question for Alice: no grenade, nobody else here"


# -- Z after the last choice of a turn -------------------------------------------------------------
def last_grab(hold: bool = True, autosave: Path | None = None) -> Session:
    """Alice (Violet) has one action left and stands on an ammo tile (blue, red, red);
    grabbing it ends her turn (nothing to reload). Bob and Chloé are people too."""
    from adrenaline.core import scenario

    game = scenario.position({"arena": "C", "current": "Violet", "actions_left": 1,
                              "ammo_tiles": {"r2c1": "blue+red+red"}, "players": [
        {"character": "Violet", "name": "Alice", "square": "r2c1",
         "ammo": {"red": 0, "blue": 0, "yellow": 0}},
        {"character": "Banshee", "name": "Bob", "square": "r0c0"},
        {"character": "Dozer", "name": "Chloé", "square": "r0c2"}]})
    session = Session(game, [Seat("Alice", "Violet"), Seat("Bob", "Banshee"), Seat("Chloé", "Dozer")],
                      autosave)
    if hold:
        session.hold_turn_ends()
    session.hand_over()
    return session


def test_z_takes_back_the_choice_that_ended_the_turn_while_your_turn_is_over_shows(tmp_path, closing):
    """"Your turn is over" waits before the refill: nothing new is on the table yet, so
    the last choice can be undone; once passed on, the tile is dealt and the next turn
    starts, and the file holds the same lines as a game that never waited."""
    from adrenaline.core.events import AmmoTilePlaced

    path = tmp_path / "game.jsonl"
    session = last_grab(autosave=path)
    closing(session)
    square = session.game.state.players[0].square
    say(session, "action grab")
    say(session, "move r2c1")  # the tile where she stands
    assert session.turn_over == 0 and session.needs_handoff(), "Bob (a person) is next"
    assert list(session.game.state.players[0].ammo) != [0, 0, 0]
    assert not any(isinstance(e, AmmoTilePlaced) for e in session.feed), "no tile dealt yet"
    assert session.can_undo()
    lines_before = path.read_text().count("\n")
    session.undo()
    assert session.turn_over is None and session.decision.kind == "grab"
    assert list(session.game.state.players[0].ammo) == [0, 0, 0]
    assert path.read_text().count("\n") == lines_before, "the undone choice was never written"
    say(session, "move r2c1")
    events = session.pass_on()
    assert any(isinstance(e, AmmoTilePlaced) and e.square == square for e in events)
    assert any(isinstance(e, TurnStarted) and e.player == 1 for e in events)
    assert not session.can_undo() and session.why_no_undo() == "nothing_yet"
    session.close()
    restored = savefile.restore(path)
    assert restored.repaired is None
    unheld = last_grab(hold=False)
    closing(unheld)
    for entry in session.game.log:
        if entry.who >= 0:  # a choice (not the setup or the set position)
            unheld.game.submit(entry.who, entry.choice)
    assert [e.events for e in unheld.game.log] == [e.events for e in restored.game.log]


def test_z_says_why_it_cannot_undo(closing):
    """Where undo is not possible the session says why: nothing chosen yet this turn, or
    another player decided since."""
    session = last_grab()
    closing(session)
    assert not session.can_undo() and session.why_no_undo() == "nothing_yet"
    say(session, "action grab")
    while session.turn_over is None:
        d = session.decision
        session.choose(d.options[0])
    session.pass_on()
    assert session.decision.decider == 1 and session.why_no_undo() == "nothing_yet", "Bob's turn"


def test_a_copy_saved_while_your_turn_is_over_opens_cleanly_without_the_last_choice(tmp_path,
                                                                                   monkeypatch,
                                                                                   closing):
    """The choice that ended the turn can still be undone, so a copy made then leaves it
    out (and nothing drawn after it): the copy opens as a sound game, marked as a copy."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    session = last_grab()
    closing(session)
    say(session, "action grab")
    say(session, "move r2c1")
    assert session.turn_over == 0
    path = session.save_copy()
    restored = savefile.restore(path)
    assert restored.repaired is None
    assert len(restored.game.log) == len(session.game.log) - 1
    assert library.summary(path).copied is not None


def test_the_hot_seat_asks_the_tagback_question_of_seats_only_never_of_the_bots_figure():
    """The rulebook's bot is "a board and no seat": damaged by a shot it could see the
    shooter from, it is not one of the players the hot seat asks about a Tagback Grenade."""
    from adrenaline.bots import make_bot
    from adrenaline.core.view import player_view

    seats = [Seat(c, c) for c in (":D-struct-OR", "Banshee", "Dozer", "Violet")]
    session = Session.new(seats, "A", 5, False, 11, neutral=True)
    bot = make_bot("normal", 1)
    asked = set()
    for _ in range(60):
        d = session.decision
        asked.add(d.decider)
        assert d.decider < len(seats), d
        session.choose(bot.choose(player_view(session.game, d.decider), d))
    assert len(asked) > 1
