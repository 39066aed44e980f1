"""A choice refused, and why (:class:`IllegalChoice`): the game is over, it is not your
decision (or ``who`` is no seat), the choice is none of the options - said in English for
the command line and as an identity (``reason``, ``args``) for the words at the edge. A
value built anew of the same fields with the same types is taken as that option
(:func:`option_like`); nothing here raises on what a caller hands it but the refusal."""

from __future__ import annotations

from .choices import CHOICE_TYPES, Decision


class IllegalChoice(ValueError):
    """A choice the rules refuse; the message says why (in English, for the command
    line), the state is unchanged. ``reason`` and ``args`` are the same why as an
    identity (``"not_your_decision"``, decider=..., who=...), worded at the edge."""

    def __init__(self, message: str, reason: str = "illegal", **args):
        super().__init__(message)
        self.reason = reason
        self.args_of_reason = args


def _not_a_route(decision: Decision, text) -> IllegalChoice | None:
    """A route typed (``move r1c2 via r0c1``) to a square that is an option, but not by
    a way that is: which ways there are (None: the text is no such route)."""
    from .choice_text import parse_choice

    try:
        choice = parse_choice(text) if type(text) is str else None
    except ValueError:
        return None
    if choice is None or getattr(choice, "via", None) is None:
        return None
    square = choice.square
    ways = [o.text for o in decision.options if type(o) is type(choice) and o.square == square]
    if not ways:
        return None
    return IllegalChoice(f"{choice.text} is not a way there now: the ways are " + "; ".join(ways),
                         "not_a_route", prompt=decision.prompt, square=square,
                         legal=tuple(ways))


def _same(option, value) -> bool:
    """``value`` is ``option``: same type, and the same fields of the same types (a
    choice's fields are text, whole numbers, powerups and tuples of them)."""
    if type(value) is not type(option):
        return False
    if isinstance(option, tuple):  # cube indices, powerups (a powerup is a named tuple)
        return len(value) == len(option) and all(_same(o, v) for o, v in zip(option, value))
    fields = getattr(type(option), "__attrs_attrs__", None)
    if fields is not None:
        return all(_same(getattr(option, f.name), getattr(value, f.name)) for f in fields)
    return value == option


def _show(value, limit: int = 80) -> str:
    """A short form of anything a caller submitted, for a message; never raises."""
    try:
        text = repr(value)
    except Exception:
        text = None
    if type(text) is not str:
        try:
            text = f"an object of type {type(value).__name__}"
        except Exception:
            text = "an object"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _equal_in_python(decision: Decision, choice) -> bool:
    """``choice == option`` for some option, though not of the same types (never raises)."""
    try:
        return any(option == choice for option in decision.options)
    except Exception:
        return False


def _text_of(choice) -> str | None:
    """A choice's text form, or None for anything that has none (never raises)."""
    try:
        text = choice.text if type(choice) in CHOICE_TYPES else None
    except Exception:
        return None
    return text if type(text) is str else None


def not_yours(decision: Decision | None, who, seats: int, names: tuple) -> IllegalChoice:
    """Why ``who`` may not decide now: the game is over, or it is someone else's
    decision (or ``who`` is no seat at all)."""
    if decision is None:
        return IllegalChoice("the game is over: there is nothing left to decide", "game_over")
    if type(who) is int and 0 <= who < seats:
        return IllegalChoice(f"it is {decision.decider_name}'s decision, not {names[who]}'s",
                             "not_your_decision", decider=decision.decider_name,
                             who=names[who], prompt=decision.prompt)
    return IllegalChoice(f"it is {decision.decider_name}'s decision, and {_show(who)} is not a "
                         f"seat (the seats are the numbers 0 to {seats - 1})",
                         "not_a_seat", decider=decision.decider_name, prompt=decision.prompt)

def option_like(decision: Decision, choice):
    """The option equal to ``choice`` field by field, type by type (``MoveTo(True)``
    is not ``MoveTo(1)``); an IllegalChoice if there is none."""
    try:
        for option in decision.options:
            if _same(option, choice):
                return option
    except Exception:  # a malformed object (a field never set...): not an option either
        pass
    raise not_an_option(decision, choice)

def not_an_option(decision: Decision, choice, typed: bool = False) -> IllegalChoice:
    """Why ``choice`` is refused: it is none of the options (``typed``: it came as
    text, through :meth:`.engine.Game.submit_text`)."""
    legal = decision.texts()
    text = _text_of(choice)
    if typed or text is None:
        shown = _show(choice)
        if type(choice) is str and not typed:
            shown += " (text: submit_text takes a choice in words)"
    elif text in legal or _equal_in_python(decision, choice):
        # the right words or an equal value, but a field of the wrong type (1.0, [0])
        shown = f"{_show(choice)} (a value of the wrong type in it)"
    else:
        shown = _show(text)
    return IllegalChoice(f"{shown} is not a legal choice now; legal: " + "; ".join(legal),
                         "not_an_option", prompt=decision.prompt, legal=tuple(legal))
