"""The game log in words (adrenaline.words.log): one clear line per thing that happened."""

from __future__ import annotations

from adrenaline.words.log import describe

from ..rules import game_at, say

V, B, D, S = "Violet", "Banshee", "Dozer", ":D-struct-OR"


def told(game, start: int = 0) -> list[str]:
    """Every line for the log entries from ``start`` on."""
    lines: list[str] = []
    for entry in game.log[start:]:
        lines += describe(game, entry)
    return lines


def lock_rifle(violet=None, banshee=None, dozer=None, **spec):
    """Violet r1c1 with the Lock Rifle sees Banshee (r0c2) and Dozer (r2c2); arena C."""
    return game_at(
        [
            {"character": V, "square": "r1c1", "weapons": ["Lock Rifle"], **(violet or {})},
            {"character": B, "square": "r0c2", **(banshee or {})},
            {"character": D, "square": "r2c2", **(dozer or {})},
        ],
        current=V, **spec,
    )


def test_a_shot_names_the_weapon_the_damage_and_the_marks():
    game = lock_rifle()
    start = len(game.log)
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "done")
    assert "Violet shoots Banshee with the Lock Rifle: 2 damage, 1 mark" in told(game, start)


def test_a_shot_names_the_extra_effect_what_was_paid_and_every_target():
    game = lock_rifle({"powerups": ["newton/red"], "ammo": {"red": 0, "blue": 1, "yellow": 1}})
    start = len(game.log)
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "effect with second lock",
        "target Dozer")
    assert ("Violet shoots Banshee and Dozer with the Lock Rifle (with second lock, paying Newton (red)): "
            "Banshee 2 damage, 1 mark; Dozer 1 mark") in told(game, start)


def test_marks_turned_into_damage_are_told():
    game = lock_rifle(banshee={"marks": {V: 2}})
    start = len(game.log)
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "done")
    assert "Violet shoots Banshee with the Lock Rifle: 4 damage (2 from marks), 1 mark" in told(game, start)


def test_a_kill_says_who_killed_whom_and_who_scored_what():
    # Banshee has 10 damage (Dozer 6, first; Violet 4): the Lock Rifle's 2 make 12, overkill
    damage = [D, D, D, V, V, D, D, V, V, D]
    game = lock_rifle(banshee={"damage": damage})
    start = len(game.log)
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "done", "end turn")
    lines = told(game, start)
    assert "Violet kills Banshee with overkill!" in lines
    # Dozer 6 tokens (first blood too), Violet 6 tokens but later: Dozer 8 + 1, Violet 6
    assert "Banshee's board: Dozer 8 + 1 first blood, Violet 6" in lines
    assert "Banshee gives Violet a revenge mark for the overkill" in lines
    kill = lines.index("Violet kills Banshee with overkill!")
    assert lines.index("Banshee's board: Dozer 8 + 1 first blood, Violet 6") == kill + 1


def test_a_tagback_grenade_is_told_with_its_mark():
    game = game_at(
        [
            {"character": V, "square": "r2c1", "weapons": ["Machine Gun"],
             "ammo": {"red": 0, "blue": 0, "yellow": 0}},
            {"character": B, "square": "r2c0", "powerups": ["tagback grenade/red"]},
            {"character": D, "square": "r0c2"},
        ],
        current=V,
    )
    start = len(game.log)
    say(game, "action shoot", "weapon Machine Gun", "target Banshee", "use tagback grenade/red")
    lines = told(game, start)
    assert "Violet shoots Banshee with the Machine Gun: 1 damage" in lines
    assert "Banshee tags Violet back with a Tagback Grenade: 1 mark" in lines
    assert not any("plays" in line for line in lines)


def test_a_targeting_scope_is_told_with_its_extra_damage_and_payment():
    game = lock_rifle({"powerups": ["targeting scope/blue"], "ammo": {"red": 0, "blue": 0, "yellow": 1}},
                      dozer={"square": "r2c3"})
    start = len(game.log)
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee")
    say(game, "use targeting scope/blue on Banshee")
    assert told(game, start) == [
        "Violet shoots Banshee with the Lock Rifle: 2 damage, 1 mark",
        "Violet uses Targeting Scope (blue) on Banshee: 1 extra damage, paying 1 yellow",
    ]


def test_grab_reload_spawn_and_moves_are_told():
    game = game_at(
        [
            {"character": V, "powerups": ["newton/red", "teleporter/blue"]},
            {"character": B, "square": "r2c0"},
            {"character": D, "square": "r0c2"},
        ],
        current=V,
    )
    start = len(game.log)
    say(game, "discard newton/red")
    say(game, "use teleporter/blue", "move r0c1")
    lines = told(game, start)
    assert "Violet spawns at the red spawnpoint (discarding Newton (red))" in lines
    assert "Violet teleports to the left square of the blue room with Teleporter (blue)" in lines


def test_a_newton_names_who_moved_whom():
    game = game_at(
        [
            {"character": V, "square": "r2c1", "powerups": ["newton/red"]},
            {"character": B, "square": "r2c0"},
            {"character": D, "square": "r0c2"},
        ],
        current=V,
    )
    start = len(game.log)
    say(game, "use newton/red", "target Banshee", "move r0c0")
    assert told(game, start) == ["Violet uses Newton (red): Banshee is moved to the top square of the red room"]


def test_grabbing_a_weapon_says_what_was_paid():
    game = game_at(
        [
            {"character": V, "square": "r1c0", "ammo": {"red": 1, "blue": 1, "yellow": 1}},
            {"character": B, "square": "r2c0"},
            {"character": D, "square": "r0c2"},
        ],
        current=V,
    )
    start = len(game.log)
    say(game, "action grab", "move r1c0")
    d = game.legal()
    weapons = [t for t in d.texts() if t.startswith("grab weapon ")]
    say(game, weapons[0])
    while game.legal().kind == "pay":
        say(game, game.legal().texts()[0])
    lines = [line for line in told(game, start) if line.startswith("Violet grabs the ")]
    assert len(lines) == 1
    assert ", paying " in lines[0] or lines[0].endswith(" for free")


def test_the_end_of_the_game_names_the_winner():
    from adrenaline.bots import make_bot
    from adrenaline.core.engine import Game, default_setup

    game = Game.new(default_setup(3, "B", 5, True, seed=3))
    bots = [make_bot("random", seed=i) for i in range(3)]
    while not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    lines = told(game)
    assert lines[-1].startswith("Game over: ")
    winner = game.names[game.state.ranking[0][0]]
    assert winner in lines[-1]
    assert any(line.startswith("Killshot track: ") for line in lines)
    assert any(" kills " in line for line in lines)
    # nothing private: a drawn powerup is never named
    assert not any("draws" in line for line in lines)


# -- names, the hand-off's reason and recap ------------------------------------------------------
def named(**spec):
    """The Lock Rifle position, the seats named by the people: Alice (Violet), Bob
    (Banshee), Chloé (Dozer)."""
    return lock_rifle({"name": "Alice"}, {"name": "Bob", **spec.pop("banshee", {})},
                      {"name": "Chloé"}, **spec)


def bare(game, line: str) -> list[str]:
    """Characters a line names as if they were the player (not '(Dozer)' after a name)."""
    import re

    return [p.character for p in game.state.players
            if re.search(rf"(?<!\()\b{re.escape(p.character)}\b", line)]


def test_the_log_calls_players_by_the_names_they_typed():
    damage = [D, D, D, V, V, D, D, V, V, D]
    game = named(banshee={"damage": damage})
    start = len(game.log)
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "done", "end turn")
    lines = told(game, start)
    assert "Alice shoots Bob with the Lock Rifle: 2 damage, 1 mark" in lines
    assert "Alice kills Bob with overkill!" in lines
    assert "Bob's board: Chloé 8 + 1 first blood, Alice 6" in lines
    assert all(not bare(game, line) for line in lines), lines


def test_name_of_maps_seats_and_characters_to_typed_names():
    from adrenaline.core.prompts import Prompt
    from adrenaline.words.log import introduce, name_of, prompt_text

    game = named()
    assert [name_of(game, s) for s in range(3)] == ["Alice", "Bob", "Chloé"]
    assert name_of(game, D) == "Chloé" and introduce(game, D) == "Chloé (Dozer)"
    assert prompt_text(game, Prompt("tagback", shooter=V, marks=1)) == \
        "Tagback Grenade: Alice damaged you - give them 1 mark?"
    plain = lock_rifle()  # names kept as the characters: nothing changes
    assert introduce(plain, D) == "Dozer" and name_of(plain, 1) == "Banshee"


def test_the_hand_off_says_who_shot_the_person_it_may_let_tag_back():
    from adrenaline.words.log import handoff_reason, prompt_text

    game = game_at(
        [
            {"character": V, "name": "Alice", "square": "r2c1", "weapons": ["Machine Gun"],
             "ammo": {"red": 0, "blue": 0, "yellow": 0}},
            {"character": B, "name": "Bob", "square": "r2c0", "powerups": ["tagback grenade/red"]},
            {"character": D, "name": "Chloé", "square": "r0c2"},
        ],
        current=V,
    )
    say(game, "action shoot", "weapon Machine Gun", "target Banshee")
    d = game.legal()
    assert d.kind == "tagback" and d.decider == 1
    assert handoff_reason(game, d) == "You were shot by Alice (Violet)"
    assert not bare(game, prompt_text(game, d.prompt))


def test_the_hand_off_says_why_respawn_and_who_killed():
    from adrenaline.words.log import handoff_reason

    game = named(banshee={"damage": [D, D, D, V, V, D, D, V, V, D]})
    say(game, "action shoot", "weapon Lock Rifle", "target Banshee", "done", "end turn")
    d = game.legal()
    assert d.kind == "spawn" and d.decider == 1 and game.state.current == 0
    assert handoff_reason(game, d) == "Choose where to respawn: Alice (Violet) killed you"


def test_the_hand_off_at_the_start_of_a_turn_says_your_turn():
    from adrenaline.words.log import handoff_reason, is_turn_start

    game = named()
    assert is_turn_start(game, 0) and not is_turn_start(game, 1)  # a set position: Alice's turn
    say(game, "action run", "move r1c0", "end turn")
    d = game.legal()
    assert d.decider == 1 and is_turn_start(game, 1)
    assert handoff_reason(game, d) == "Your turn"
    say(game, "action run")
    assert not is_turn_start(game, 1)
    assert handoff_reason(game, game.legal()) == "Your turn goes on"
    later = game_at([{"character": V, "name": "Alice", "square": "r1c1"},
                     {"character": B, "name": "Bob", "square": "r0c2"},
                     {"character": D, "name": "Chloé", "square": "r2c2"}], current=B)
    # a position set on Bob's turn: his turn starts there
    assert is_turn_start(later, 1) and handoff_reason(later, later.legal()) == "Your turn"


def test_the_recap_tells_every_turn_since_the_persons_last_one():
    from adrenaline.play.session import Seat, Session
    from adrenaline.words.log import recap

    seats = [Seat("Alice", V), Seat("Bob", B, computer=True), Seat("Chloé", D, computer=True)]
    session = Session.new(seats, "C", 5, True, seed=3)
    try:
        game = session.game
        assert recap(game, 0) == []  # the first turn of the game: nothing happened yet
        session.choose(game.legal().options[0])  # Alice spawns
        while game.legal().decider == 0:
            d = game.legal()
            session.choose(next((o for o in d.options if o.text in ("end turn", "done", "skip")),
                                d.options[0]))
        while game.legal().decider != 0:
            session.play_computer()
        lines = recap(game, 0)
        heads = [line for line in lines if line.startswith("-- Turn")]
        assert heads == ["-- Turn 2: Bob --", "-- Turn 3: Chloé --"]
        assert lines[0] == "-- Turn 2: Bob --"  # nothing of Alice's own turn
        assert any(line.startswith("Bob spawns at") for line in lines)
        assert any(line.startswith("Chloé spawns at") for line in lines)
        assert not any(line.startswith("Alice") for line in lines)
        assert all(not bare(game, line) for line in lines)
    finally:
        session.close()
