"""An illegal choice is refused with a reason and the state unchanged.

The developers' guide: "Bad input gets a clear message and loses nothing: an illegal
choice is rejected with a reason and the state unchanged." ``Game.submit`` refuses in a
fixed order - the game is over, not a seat / not your decision, not among the options -
whatever it is handed: a choice with a field of the wrong type (``MoveTo("x")``,
``Pay(cubes=[0])``, ``MoveTo(True)`` where ``MoveTo(1)`` is legal), a square or cube off
the board, an object that is no choice at all, or a decider that is no seat (``True``,
``1.0``, ``"0"``).
"""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adrenaline.core import choices as choices_module
from adrenaline.core.cards import Powerup
from adrenaline.core.choices import CHOICE_TYPES, MoveTo, Pay
from adrenaline.core.engine import Game, IllegalChoice, default_setup
from adrenaline.core.serialize import state_json

from .rules import game_at, say, sq

CLASSES = sorted(CHOICE_TYPES, key=lambda c: c.__name__)
BAD_DECIDERS = (True, False, 1.0, 0.0, -1, 99, "0", None, b"\x00", [0], (0,))


class _RaisesEverywhere:
    """An object whose comparison, hash, repr and str all raise."""

    def __eq__(self, other):
        raise RuntimeError("no comparing me")

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self):
        raise RuntimeError("no showing me")

    __str__ = __repr__


class _EqualsAnything:
    """An object that claims to equal every option."""

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 0


class _Text(str):
    """A string that is not exactly a ``str``."""


class _Seat(int):
    """A whole number that is not exactly an ``int``."""


def _choice_subclasses() -> dict:
    out = {}
    for cls in CLASSES:
        out[cls] = attrs.make_class(f"Fake{cls.__name__}", {}, bases=(cls,), frozen=True, slots=True)
    return out


FAKES = _choice_subclasses()


def _odd_values(value) -> list:
    """Values of the wrong type for a field that holds ``value``; some compare equal to it."""
    if isinstance(value, Powerup):
        kind, colour = value
        return [tuple(value), Powerup(kind, float(colour)), Powerup(kind, colour == 1),
                Powerup(kind, 5), Powerup(kind, -4), Powerup(_Text(kind), colour), Powerup(7, "red"),
                value.text, None, [kind, colour]]
    if type(value) is tuple:
        return [list(value), tuple(float(v) if type(v) is int else v for v in value),
                tuple(bool(v) if v in (0, 1) else v for v in value), value + (9,), (-1,) + value,
                (value,), "red", None, 0, tuple(_Seat(v) if type(v) is int else v for v in value)]
    if type(value) is int:
        return [float(value), value == 1, _Seat(value), str(value), None, [value], (value,),
                -1, 999, 10**30, float("nan")]
    if type(value) is str:
        return [_Text(value), value.upper(), value.encode(), None, 5, [value], "", "nowhere",
                value + " ", {value: 1}]
    return [None, 0, "x"]


def typed(value):
    """``value`` with the type of every part spelled out."""
    if attrs.has(type(value)):
        return type(value), tuple(typed(getattr(value, f.name, Ellipsis))
                                  for f in attrs.fields(type(value)))
    if isinstance(value, tuple):
        return type(value), tuple(typed(v) for v in value)
    return type(value), value


def exactly(a, b) -> bool:
    """The same value built of the same types (``MoveTo(1.0)`` is not ``MoveTo(1)``)."""
    return type(a) is type(b) and typed(a) == typed(b)


def malformed_variants(option) -> list:
    """Near misses of a legal ``option``: each field swapped for a value of the wrong type
    (some compare equal to the real one), and the same fields in a look-alike class."""
    out = []
    fields = attrs.fields(type(option))
    for f in fields:
        for odd in _odd_values(getattr(option, f.name)):
            variant = attrs.evolve(option, **{f.name: odd})
            if not exactly(variant, option):  # (0.0 for each of no cubes is still no cubes)
                out.append(variant)
    values = {f.name: getattr(option, f.name) for f in fields}
    out.append(FAKES[type(option)](**values))
    out.append(option.text)  # its words, which submit() does not take
    return out


def malformed_of_every_class(rng: random.Random) -> list:
    """Every choice class built with wrong types in every field, and things that are no
    choice at all."""
    samples = [None, 0, 1.5, True, "", "x", "r1c1", b"\xff", [], (), {}, [0], (0,), 10**30,
               -1, 999, float("inf"), Powerup("newton", 9), ("newton", 0), object(), _Text("x")]
    out = []
    for cls in CLASSES:
        fields = attrs.fields(cls)
        if not fields:
            out.append(FAKES[cls]())
            continue
        for f in fields:
            for sample in rng.sample(samples, 6):
                kwargs = {g.name: rng.choice(samples) for g in fields}
                kwargs[f.name] = sample
                out.append(cls(**kwargs))
    blank = object.__new__(MoveTo)  # its square never set
    out += [blank, object.__new__(Pay), _RaisesEverywhere(), _EqualsAnything(), None, "end turn",
            42, 4.2, object(), choices_module, MoveTo, [MoveTo(0)], (MoveTo(0),)]
    return out


def snapshot(game: Game) -> tuple:
    """What a refusal must leave as it was: the table (and the stage of the turn), the
    log, the pending decision and what undo can take back."""
    return ((state_json(game), repr(game.state.stage)), len(game.log), game.legal(),
            list(game._undo))


def assert_refused_and_unchanged(game: Game, before: tuple, submit, who, choice) -> str:
    with pytest.raises(IllegalChoice) as refused:
        submit(who, choice)
    message = str(refused.value)
    after = snapshot(game)
    assert after[0] == before[0], f"the state changed on {choice!r}"
    assert after[1] == before[1], f"the log grew on {choice!r}"
    assert after[2] is before[2], f"the decision changed on {choice!r}"
    assert after[3] == before[3], f"the undo stack changed on {choice!r}"
    assert message and "\n" not in message
    return message


def test_an_illegal_choice_is_refused_with_a_reason_and_the_state_unchanged():
    """Random games; at every few decisions, thousands of near misses and wrong deciders
    are refused and the game plays on with its legal options."""
    rng = random.Random(13)
    refused = 0
    kinds = set()
    for seed, players, arena in ((1, 5, "D"), (2, 3, "A"), (3, 4, "B")):
        game = Game.new(default_setup(players, arena, skulls=5, seed=seed))
        game.keeps_undo = True
        count = 0
        while (decision := game.legal()) is not None:
            count += 1
            if count % 4 == 0:
                before = snapshot(game)
                option = rng.choice(decision.options)
                kinds.add(type(option).__name__)
                batch = malformed_variants(option)
                if count % 20 == 0:
                    batch += malformed_of_every_class(rng)
                for choice in batch:
                    if any(exactly(choice, o) for o in decision.options):
                        continue  # built at random, and happens to be an option
                    message = assert_refused_and_unchanged(game, before, game.submit,
                                                           decision.decider, choice)
                    assert "is not a legal choice now" in message
                    refused += 1
                for who in BAD_DECIDERS + tuple(s for s in range(players) if s != decision.decider):
                    message = assert_refused_and_unchanged(game, before, game.submit, who, option)
                    assert message.startswith(f"it is {decision.decider_name}'s decision")
                    assert_refused_and_unchanged(game, before, game.submit_text, who, option.text)
                    refused += 2
                for text in (None, 5, option.text.encode(), _Text(option.text), "no such choice"):
                    assert_refused_and_unchanged(game, before, game.submit_text,
                                                 decision.decider, text)
                    refused += 1
            game.submit(decision.decider, rng.choice(decision.options))
        before = snapshot(game)
        message = assert_refused_and_unchanged(game, before, game.submit, 0, MoveTo("x"))
        assert message.startswith("the game is over")
        refused += 1
    assert refused >= 3000, refused
    assert {"MoveTo", "Pay", "PickTarget", "ChooseAction", "Discard"} <= kinds, kinds


def test_a_value_equal_to_an_option_but_of_another_type_is_refused():
    """``MoveTo(True) == MoveTo(1)`` in Python, but True is not a square: only the
    options themselves, or values built of the same types, are taken."""
    game = game_at([{"character": c, "square": "r1c0"} for c in ("Violet", "Banshee", "Dozer")],
                   current="Violet")
    say(game, "action run")
    square = next(o.square for o in game.legal().options if isinstance(o, MoveTo))
    before = snapshot(game)
    for odd in (float(square), _Seat(square)):
        assert MoveTo(odd) == MoveTo(square)
        message = assert_refused_and_unchanged(game, before, game.submit, 0, MoveTo(odd))
        assert "a value of the wrong type" in message
    game.submit(0, MoveTo(square))  # the same option, built anew, is taken
    assert game.state.players[0].square == square


def test_the_refusals_come_in_order_game_over_then_seat_then_option():
    game = Game.new(default_setup(3, "A", seed=1))
    decision = game.legal()
    other = (decision.decider + 1) % 3
    before = snapshot(game)
    message = assert_refused_and_unchanged(game, before, game.submit, other, MoveTo("x"))
    assert message.startswith(f"it is {decision.decider_name}'s decision")
    assert message.endswith(f"not {game.names[other]}'s")
    message = assert_refused_and_unchanged(game, before, game.submit, True, decision.options[0])
    assert "True is not a seat (the seats are the numbers 0 to 2)" in message
    message = assert_refused_and_unchanged(game, before, game.submit, decision.decider,
                                           _RaisesEverywhere())
    assert message.startswith("an object of type _RaisesEverywhere is not a legal choice now")


def test_undo_refuses_a_decider_that_is_no_seat_and_keeps_the_game():
    game = game_at([{"character": c, "square": "r1c0"} for c in ("Violet", "Banshee", "Dozer")],
                   current="Violet")
    game.keeps_undo = True
    say(game, "action run", "move r0c0")
    before = snapshot(game)
    for who in BAD_DECIDERS + (1, 2):
        assert not game.can_undo(who)
        message = assert_refused_and_unchanged(game, before, lambda w, _: game.undo(w), who, None)
        assert message.startswith("it is Violet's decision")
    game.undo(0)
    assert game.legal().kind == "run" and game.state.players[0].square == sq("r1c0")


FIELD_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=12), st.binary(max_size=4),
    st.lists(st.integers(-2, 30), max_size=3), st.tuples(st.integers(-2, 30)),
    st.tuples(st.sampled_from(["newton", "teleporter", "targeting scope", "tagback grenade"]),
              st.integers(-1, 3)),
    st.builds(Powerup, st.sampled_from(["newton", "teleporter", "tagback grenade"]),
              st.one_of(st.integers(-1, 3), st.booleans(), st.floats(0, 2))),
)


@st.composite
def any_choice(draw):
    """A choice of any class with any values in its fields."""
    cls = draw(st.sampled_from(CLASSES))
    return cls(**{f.name: draw(FIELD_VALUES) for f in attrs.fields(cls)})


@pytest.fixture(scope="module")
def positions():
    """A few decisions of different kinds, from a seeded random game."""
    rng = random.Random(7)
    game = Game.new(default_setup(4, "C", seed=7))
    out, kinds = [], set()
    while (decision := game.legal()) is not None and len(out) < 12:
        if decision.kind not in kinds:
            kinds.add(decision.kind)
            out.append(game.copy())
        game.submit(decision.decider, rng.choice(decision.options))
    return out


@settings(max_examples=200, derandomize=True, database=None, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_value_in_any_field_is_an_option_or_refused_with_the_state_unchanged(positions, data):
    game = data.draw(st.sampled_from(positions)).copy()
    choice = data.draw(any_choice())
    decision = game.legal()
    if any(exactly(o, choice) for o in decision.options):  # it happens to be an option: taken
        game.submit(decision.decider, choice)
        return
    before = snapshot(game)
    assert_refused_and_unchanged(game, before, game.submit, decision.decider, choice)
