"""The documented JSON form of a game's state (see ``docs/state.md``).

Everything is named the way the table shows it: players by character name,
damage tokens and marks by colour, squares as ``r1c2``, ammo tiles and powerups
in their text form. It shows the whole table, decks included (their sizes, not
their order): it is a view for tools, tests and the command line, not a
player's view with secrets hidden.
"""

from __future__ import annotations

from typing import Any

from .board import square_name
from .cards import AMMO, AMMO_TILES, POWERUPS


def _square(square: int | None) -> str | None:
    return None if square is None else square_name(square)


def _board_json(g, figure: int) -> dict[str, Any]:
    """A figure's place and board, as a seat's and the bot's JSON both give them."""
    p = g.players[figure]
    colours = [q.colour for q in g.players]
    return {
        "character": p.character,
        "colour": p.colour,
        "square": _square(p.square),
        "points": p.points,
        "damage": [colours[s] for s in p.damage],
        "marks": {colours[s]: n for s, n in enumerate(p.marks) if n},
        "deaths": p.deaths,
        "skulls": p.skulls,
        "frenzy_board": p.frenzy_board,
    }


def _player_json(game, seat: int) -> dict[str, Any]:
    g = game.state
    p = g.players[seat]
    return {
        "seat": seat,
        "name": p.name,
        **_board_json(g, seat),
        "frenzy_actions": p.frenzy_actions,
        "ammo": dict(zip(AMMO, p.ammo)),
        "weapons": [{"name": w, "loaded": loaded} for w, loaded in p.weapons],
        "powerups": [{"kind": POWERUPS[c].kind, "colour": AMMO[POWERUPS[c].colour]}
                     for c in p.powerups],
    }


def neutral_json(game) -> dict[str, Any]:
    """The rulebook's bot: its figure and board, who holds the bot card, and whether this
    turn's bot action is taken or still due."""
    from .rules.neutral import card_holder, neutral_due

    g = game.state
    return {
        **_board_json(g, g.neutral),
        "card_holder": g.players[card_holder(g)].character,
        "action_taken": g.neutral_done,
        "action_due": neutral_due(g),
    }


def decision_json(game) -> dict[str, Any] | None:
    """The pending decision: who decides, what kind, the prompt (its identity: a kind and
    its arguments), the option texts."""
    d = game.legal()
    if d is None:
        return None
    prompt = d.prompt.as_json()
    if "at" in prompt:  # a square, named as everywhere in the JSON ("r1c2")
        prompt["at"] = square_name(prompt["at"])
    return {"decider": d.decider_name, "seat": d.decider, "kind": d.kind, "prompt": prompt,
            "options": d.texts()}


def state_json(game) -> dict[str, Any]:
    """The state of ``game`` as plain JSON values (documented in docs/state.md)."""
    g = game.state
    names = [p.character for p in g.players]
    colours = [p.colour for p in g.players]
    over = g.game_over
    return {
        "arena": g.arena,
        "mode": {"name": game.mode.name, **game.mode.state_json(game)},
        "skulls": {"total": g.skulls, "left": g.skulls_left},
        "sudden_death": g.sudden_death,
        "turn": g.turn,
        "current": names[g.current],
        "actions_left": g.actions_left,
        "frenzy": {"started": g.frenzy, "final_turns_left": g.final_turns_left},
        "players": [_player_json(game, seat) for seat in range(g.seats)],
        # the rulebook's bot, only in a game with it (a figure after the seats)
        **({"bot": neutral_json(game)} if g.neutral is not None else {}),
        "killshot_track": [[colours[s] for s in tokens] for tokens in g.killshot_track],
        "spawnpoints": {
            colour: {"square": square_name(g.board.spawnpoints[colour]),
                     "weapons": list(g.slots[colour])}
            for colour in AMMO if colour in g.slots
        },
        "ammo_tiles": {
            square_name(q): (None if g.ammo_on[q] is None else AMMO_TILES[g.ammo_on[q]].text)
            for q in g.board.squares if not g.board.is_spawnpoint(q) and game.mode.ammo_on_squares
        },
        "decks": {
            "weapons": len(g.weapon_deck),
            "powerups": len(g.powerup_deck),
            "powerup_discard": len(g.powerup_discard),
            "ammo": len(g.ammo_deck),
            "ammo_discard": len(g.ammo_discard),
        },
        "game_over": over,
        "ranking": [[names[s] for s in group] for group in g.ranking],
        "final_points": {names[s]: g.players[s].points for s in range(g.seats)} if over else None,
        "decision": decision_json(game),
    }
