"""The tutorial's script through the core: every scripted choice is legal when it
comes, the guided part teaches what the rulebook's first game teaches, and the
game then runs to its end (5 skulls, sudden death)."""

from __future__ import annotations

import copy
import tomllib

import pytest

from adrenaline.core.board import square_name
from adrenaline.core.cards import POWERUP_KINDS
from adrenaline.core.maps import arena_caption
from adrenaline.core.weapons.catalogue import WEAPON_BY_NAME
from adrenaline.tutorial import Coach, ScriptError, load_script, parse_script
from adrenaline.tutorial.game import new_session, play_through
from adrenaline.tutorial.script import SCRIPT_PATH, TRIGGERS


@pytest.fixture(scope="module")
def script():
    return load_script()


@pytest.fixture(scope="module")
def played(script):
    """The whole tutorial game: scripted steps, then a computer player in the learner's seat."""
    seen = []

    def record(session, decision, option, events):
        seen.append((decision, option, session.game.state.turn))

    session, coach, told = play_through(script, on_choice=record)
    return session, coach, told, seen


def test_first_game_setup_is_the_rulebooks_5_skulls_sudden_death_on_an_any_number_arena(script):
    """'We recommend 5 skulls for your first game' ... 'Your first game has 5 skulls and a
    sudden death ending.'"""
    assert script.skulls == 5 and script.sudden_death
    assert "any number" in arena_caption(script.arena)
    assert 3 <= len(script.players) <= 5
    assert script.level == "easy"


def test_every_scripted_choice_is_legal_when_it_comes_and_the_game_reaches_final_scoring(played, script):
    session, coach, told, seen = played
    assert not coach.guided, "all the guided steps were taken"
    scripted = [option.text for d, option, _ in seen
                if option is not None and d.decider == script.learner][:len(script.steps)]
    assert scripted == [s.expect for s in script.steps]
    assert session.game.is_over
    assert session.game.state.skulls_left == 0 and session.game.state.ranking


def test_the_same_script_meets_the_same_game_every_time(script):
    """Fixed and seeded: the computer players answer the same way on every run."""
    a = play_through(script)[0].game
    b = play_through(script)[0].game
    assert [e for entry in a.log for e in entry.events] == [e for entry in b.log for e in entry.events]


def test_guided_steps_teach_spawn_grab_run_shoot_reload_pay_and_a_tagback_grenade(played, script):
    session, coach, told, seen = played
    by_step = [(d, option) for d, option, _ in seen
               if option is not None and d.decider == script.learner][:len(script.steps)]
    kinds = [d.kind for d, _ in by_step]
    for kind in ("spawn", "grab", "grab_weapon", "run", "shoot_weapon", "shoot_plan", "reload",
                 "tagback", "pay"):
        assert kind in kinds, kind
    texts = [o.text for _, o in by_step]
    assert any(t.startswith("effect ") for t in texts), "an optional effect"


def test_the_guided_shot_is_through_a_door_at_a_target_in_another_room(script):
    """'You can see a player who is in a room you can look into through a door of your
    own square.'"""
    shots = []

    def record(session, decision, option, events):
        g = session.game.state
        if option is not None and decision.decider == script.learner \
                and option.text.startswith("target ") and len(shots) < 1:
            target = g.seat_of(option.text[len("target "):])
            shots.append((g.players[script.learner].square, g.players[target].square, g.board))

    play_through(script, on_choice=record)
    me, them, board = shots[0]
    assert board.rooms[me] != board.rooms[them]
    assert board.rooms[them] in board.visible_rooms(me)


def test_the_guided_part_ends_with_the_learners_killshot_scored_and_the_victim_respawning(played, script):
    """'When a player is killed ... the killer takes a skull off the killshot track.'"""
    session, coach, told, seen = played
    log = [e for entry in session.game.log for e in entry.events]
    first = next(e for e in log if type(e).__name__ == "KillshotTracked")
    assert first.tokens[0] == script.learner, "the first kill of the game is the learner's"
    assert script.steps[-1].expect == f"target {session.game.names[first.victim]}"
    died = next(i for i, e in enumerate(log) if type(e).__name__ == "PlayerDied")
    assert any(type(e).__name__ == "Spawned" and e.player == first.victim for e in log[died:])
    boards = [e for e in log
              if type(e).__name__ == "PointsScored" and e.reason == "board" and e.victim == first.victim]
    assert max(boards, key=lambda e: e.points).player == script.learner, "most damage: 8 points"


def test_lessons_cover_damage_adrenaline_marks_killshot_overkill_scoring_respawn_and_the_end(played):
    session, coach, told, seen = played
    triggers = [lesson.trigger for lesson in told]
    for trigger in ("hurt", "adrenaline_3", "adrenaline_6", "marked", "killshot", "scored",
                    "respawn", "refill", "last_skull", "game_end", "guided_end"):
        assert trigger in triggers, trigger
    assert len(triggers) == len(set(triggers)), "each lesson is told once"
    assert any(t.startswith("weapon:") for t in triggers)
    assert any(t.startswith("powerup:") for t in triggers)


def test_lessons_come_in_order_killshot_before_scoring_and_the_guided_end_after_the_last_step(played):
    session, coach, told, seen = played
    triggers = [lesson.trigger for lesson in told]
    assert triggers.index("killshot") < triggers.index("scored")
    assert triggers.index("marked") < triggers.index("guided_end")


def test_the_nine_starting_weapons_and_every_card_have_a_tip(script):
    """'Explain each of the 9 weapons available at the start of the game. Explain the
    powerups.'"""
    game = new_session(script).game
    on_spawnpoints = [w for slots in game.state.slots.values() for w in slots if w]
    assert len(on_spawnpoints) == 9
    assert set(on_spawnpoints) <= set(script.weapon_tips)
    assert set(script.weapon_tips) == set(WEAPON_BY_NAME)
    assert set(script.powerup_tips) == set(POWERUP_KINDS)


def test_each_weapon_the_learner_grabs_and_each_powerup_kind_it_draws_gets_a_card(played, script):
    session, coach, told, seen = played
    me = script.learner
    grabbed = {e.weapon for entry in session.game.log for e in entry.events
               if type(e).__name__ == "WeaponGrabbed" and e.player == me}
    cards = {lesson.weapon for lesson in told if lesson.weapon}
    assert grabbed == cards


def test_during_a_guided_step_only_the_taught_option_is_allowed(script):
    session = new_session(script)
    coach = Coach(script)
    d = session.decision
    assert d.decider == script.learner and len(d.options) == 2
    allowed = coach.allowed(d)
    assert [o.text for o in allowed] == [script.steps[0].expect]
    assert coach.refusal(d), "a click elsewhere says what to do"
    wrong = next(o for o in d.options if o not in allowed)
    coach.after(d, wrong, session.game, ())  # not the step: the script does not move on
    assert coach.index == 0


def test_after_the_guided_part_every_option_is_allowed_and_tips_can_be_switched_off(played, script):
    session, coach, told, seen = played
    coach2 = Coach(script, hints=False)
    coach2.index = len(script.steps)
    d = next(d for d, _, _ in reversed(seen) if d.decider == script.learner)
    assert coach2.allowed(d) == d.options
    coach2._tell("hurt")
    assert coach2.next_lesson() is None


def test_a_script_whose_step_is_not_legal_names_the_step_and_the_legal_options(script):
    broken = copy.deepcopy(tomllib.loads(SCRIPT_PATH.read_text(encoding="utf-8")))
    broken["step"][2]["expect"] = "move r2c0"
    with pytest.raises(ScriptError) as error:
        play_through(parse_script(broken))
    message = str(error.value)
    assert "step 3" in message and "move r2c0" in message and "move r0c2" in message


def test_a_script_without_a_weapon_tip_or_with_an_unknown_trigger_is_refused():
    data = tomllib.loads(SCRIPT_PATH.read_text(encoding="utf-8"))
    no_tip = copy.deepcopy(data)
    del no_tip["weapon_tips"]["Railgun"]
    with pytest.raises(ScriptError, match="Railgun"):
        parse_script(no_tip)
    bad = copy.deepcopy(data)
    bad["lesson"][0]["when"] = "lunch"
    with pytest.raises(ScriptError, match="lunch"):
        parse_script(bad)
    assert "lunch" not in TRIGGERS


def test_the_tutorial_never_autosaves_over_a_game_in_progress(script):
    assert new_session(script).autosave is None


def test_square_names_in_steps_are_squares_of_the_arena(script):
    board = new_session(script).game.state.board
    names = {square_name(s) for s in board.rooms}
    for step in script.steps:
        if step.expect.startswith("move "):
            assert step.expect[len("move "):] in names


def named_cards(text: str, cards) -> set[str]:
    """The cards of ``cards`` (key -> printed name, in the language in use) that ``text``
    names: each word of the name (its first letters: Polish declines "Elektrokosę"), in
    order; articles left out ("La Faucheuse" -> "votre Faucheuse")."""
    import re

    found = set()
    for key, name in cards.items():
        words = [w for w in name.split() if len(w) > 3] or name.split()
        stems = [re.escape(w if len(w) <= 5 else w[:len(w) - 2]) + r"\w*" for w in words]
        if re.search(r"(?<!\w)" + r"\W+".join(stems), text, re.IGNORECASE):
            found.add(key)
    return found


@pytest.mark.parametrize("lang", ["en", "fr", "es", "pl"])
def test_no_tip_names_a_card_the_tutorial_has_not_dealt_when_the_tip_is_shown(lang):
    """A card's tip is shown (a page, a lesson card, a tooltip) from when the card is
    dealt: a weapon on a spawnpoint, a powerup in a hand; the pages show the cards dealt
    at the start. Every card it names must have been dealt by then ("into your
    Electroscythe", on the first page's Newton, before any Electroscythe was dealt), as
    the tutorial's own game deals them, played through (the guided part as scripted, then
    a computer player in the learner's seat)."""
    from adrenaline.core.cards import POWERUPS
    from adrenaline.core.events import PowerupDrawn, WeaponPlaced
    from adrenaline.words.cards import powerup_name, weapon_words
    from adrenaline.words.i18n import language, set_language

    before = language()
    set_language(lang)
    try:
        script = load_script()
        names = {f"weapon:{w}": weapon_words(w) for w in WEAPON_BY_NAME}
        names |= {f"powerup:{k}": powerup_name(k) for k in POWERUP_KINDS}
        tips = {f"weapon:{w}": t for w, t in script.weapon_tips.items()}
        tips |= {f"powerup:{k}": t for k, t in script.powerup_tips.items()}

        def dealt_by(events) -> list[str]:
            return [f"weapon:{e.weapon}" if isinstance(e, WeaponPlaced) else f"powerup:{POWERUPS[e.card].kind}"
                    for e in events if isinstance(e, (WeaponPlaced, PowerupDrawn))]

        session = new_session(script)  # the start, all shown at once by the pages
        start = [card for entry in session.game.log for card in dealt_by(entry.events)]
        session.close()
        later: list[str] = []
        play_through(script, on_choice=lambda _session, _d, _option, events: later.extend(dealt_by(events)))
        dealt = set(start)
        problems = []
        for card in start + later:
            dealt.add(card)
            unknown = named_cards(tips[card], names) - dealt
            if unknown:
                problems.append((card, tips[card], sorted(unknown)))
        assert not problems
    finally:
        set_language(before)
