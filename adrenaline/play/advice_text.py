"""Hard's advice for a game's pending decision, as the command line prints it
(``adrenaline scenario FILE --hint [--json]``): the advice is the asking seat's,
read from its view only (``bots/advice.py``), worded in the player's language."""

from __future__ import annotations

import json

from ..bots.advice import Advice, advise
from ..core.view import player_view
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
