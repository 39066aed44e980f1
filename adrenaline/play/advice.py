"""Hard's advice for a game's pending decision, as the command line prints it
(``adrenaline scenario FILE --hint [--json]``): the advice is the asking seat's,
read from its view only (``bots/advice.py``), worded in the player's language."""

from __future__ import annotations

import json

from ..bots.advice import Advice, advise
from ..core.view import player_view
from .thinking import index_of
from ..words.advice import advice_words
from ..words.log import name_of


def game_advice(game, budget: float | None = None, seed: int = 0) -> Advice | None:
    """Hard's advice for whoever decides now (None when the game is over)."""
    d = game.legal()
    if d is None:
        return None
    if budget is None:
        return advise(player_view(game, d.decider), d, seed=seed)
    return advise(player_view(game, d.decider), d, budget=budget, seed=seed)


def advise_job(view, decision, budget: float, seed: int) -> tuple[int, Advice]:
    """The window's question, in its worker: (the index of the advised option among the
    decision's, the advice). A plain module (no pygame) for the worker to import."""
    advice = advise(view, decision, budget=budget, seed=seed)
    return index_of(decision.options, advice.option), advice


def warm() -> None:
    """Nothing: the worker starts (and imports the search) before the first question."""


def hint_output(game, as_json: bool = False) -> str:
    """The advice's text: its sentences, or the JSON object ``{"choice": <the option's
    text form, as scenario files write choices>, "reasons": [<the sentences>]}``."""
    advice = game_advice(game)
    if advice is None:
        return json.dumps({"choice": None, "reasons": []}) if as_json else ""
    lines = advice_words(advice, game.state.board, lambda who: name_of(game, who))
    if as_json:
        return json.dumps({"choice": advice.option.text, "reasons": lines}, ensure_ascii=False,
                          indent=2)
    return "\n".join([advice.option.text] + lines)


def mark_asked(session, seat: int) -> None:
    """Asking for advice is marked in the game's file: ``client["advice"]``, a list of
    [choices made so far, seat] (the header's client notes, which the rules and older
    readers never read: the file still loads everywhere), written at once (the whole
    file again, atomically, as a new journal does)."""
    game = session.game
    client = dict(game.client or {})
    seats = client.pop("seats", None)
    asked = list(client.pop("advice", []))
    asked.append([len(game.log), seat])
    client["advice"] = asked
    if seats is not None:
        client["seats"] = seats  # last, as the session writes it (a kept file stays as is)
    game.client = client
    journal = session.journal
    if journal is None or journal.problem is not None:
        return
    from ..saves.journal import Journal

    journal.close()
    session.journal = Journal(session.autosave, game)
    session.save_now()  # a turn's end still held open stays out of the file
