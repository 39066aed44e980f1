"""The game log in words (shown by the window; the words module keeps it with the
other sentences): one line per thing that happened, e.g.
"Banshee shoots Dozer with the Lock Rifle: 2 damage, 1 mark".

``describe(game, entry)`` tells one log entry (a choice and the events that
followed from it). It reads the events only, never the private cards: a powerup
drawn is not named (a discarded or played one is public).

- a shot: the weapon, the effects used (beyond the basic one), what was paid,
  each target's damage (marks turned into damage, damage wasted past the 12th)
  and marks, and the figures the weapon moved;
- Targeting Scope (the extra damage), Tagback Grenade, Newton, Teleporter;
- grabs (ammo with what was wasted; a weapon with what was paid and what was left
  in its slot), reloads with what was paid, spawns and respawns;
- kills: who killed whom (overkill, revenge mark) and who scored what on the
  board; double kills; final frenzy and the boards flipped; the final scoring
  and the end of the game with the winner.

Players are called by the names the people typed (:func:`name_of`, the one place
that maps the core's seats and characters to them); where a player is introduced,
the character goes beside the name (:func:`introduce`, "Alice (Dozer)").
"""

from __future__ import annotations

from ..core import events as ev
from ..core.rules.actions import action_moves_of
from .grammar import sentence_start
from .i18n import _
from .modes import mode_tables
from .event_lines import LINES, QUIET
from .names import introduce, name_of, player_names, prompt_text
from .telling import Teller, TurnHeader, clauses, details, frenzy_actions

__all__ = ["TurnHeader", "action_words", "clauses", "describe", "details", "frenzy_reason",
           "handoff_reason", "introduce", "is_turn_start", "name_of", "player_names", "prompt_text",
           "recap", "recap_heading"]


# -- final frenzy ---------------------------------------------------------------------------------
def action_words(state, seat: int, action: str) -> str:
    """A button's words for an action: 'Run', 'Grab', 'Shoot'; on a final frenzy turn the
    frenzy action as the core defines it for this player, 'Move up to 4', 'Move up to
    1, reload, shoot', 'Move up to 2, grab'."""
    rule = action_moves_of(state, seat, action)
    names = {"run": _("Run"), "grab": _("Grab"), "shoot": _("Shoot"), "bot": _("Bot action")}  # BOT-3
    if not state.players[seat].frenzy_actions or rule is None:
        return names[action]
    moves, reload_first = rule
    move = _("Move up to {n}").format(n=moves)
    if action == "run":
        return move
    then = {"grab": _("grab"), "shoot": _("shoot")}[action]
    steps = [move] + ([_("reload")] if reload_first else []) + [then]
    return ", ".join(steps)


def frenzy_reason(state, seat: int) -> str:
    """Why the action buttons changed, for a player on a final frenzy turn."""
    return _("Final frenzy: the last skull is taken - your last turn ({left} left)").format(
        left=frenzy_actions(state.actions_left))


def describe(game, entry) -> list[str]:
    """Lines for one log entry (a choice and what followed from it), each beginning with
    a capital ("The bot kills Dozer!", "La Tourelle de ..."; a name as its player typed it
    stays as typed)."""
    typed = player_names(game)[:game.state.seats]
    return [sentence_start(line, typed) for line in Teller(game, entry, LINES, QUIET).run()]


# -- the hand-off: why the screen is passed, and what happened meanwhile ----------------------------
def _turn_starts(game, seat: int) -> list[int]:
    """Indices of the log entries in which ``seat``'s turns started."""
    return [i for i, entry in enumerate(game.log)
            if any(isinstance(e, ev.TurnStarted) and e.player == seat for e in entry.events)]


def is_turn_start(game, seat: int) -> bool:
    """Whether it is ``seat``'s turn and they have not decided anything in it yet (the
    turn began with the last turn started, or with a set position)."""
    if game.state.current != seat:
        return False
    for i in range(len(game.log) - 1, -1, -1):
        if any(isinstance(e, ev.TurnStarted) or type(e).__name__ == "PositionSet"
               for e in game.log[i].events):
            return all(entry.who != seat for entry in game.log[i + 1:])
    return False


def _last_event(game, kind, test):
    for entry in reversed(game.log):
        for e in reversed(entry.events):
            if isinstance(e, kind) and test(e):
                return e
    return None


def handoff_reason(game, decision) -> str:
    """Why the screen goes to ``decision.decider``, from the decision's kind and the
    events: 'Your turn', 'You were shot by Bob (Dozer)' (a Tagback Grenade's question,
    asked in the hot seat of everyone it could concern: it says nothing of their hand),
    'Choose where to respawn', 'Targeting Scope?'."""
    seat, kind, g = decision.decider, decision.kind, game.state
    if kind == "tagback":  # every player shot by someone they could see: grenade or not
        hit = _last_event(game, ev.Damaged, lambda e: e.target == seat and e.source == "weapon")
        if hit is None:
            return _("You were shot")
        return _("You were shot by {name}").format(name=introduce(game, hit.shooter))
    if kind == "scope":
        hit = _last_event(game, ev.Damaged, lambda e: e.shooter == seat and e.source == "weapon")
        if hit is None:
            return _("Targeting Scope?")
        return _("Targeting Scope? You just hit {name}").format(name=introduce(game, hit.target))
    if kind == "spawn" and seat != g.current:
        kill = _last_event(game, ev.Event, lambda e: (k := e.kill()) is not None and k.victim == seat)
        killer = kill.kill().killer if kill is not None else seat
        if killer == seat:  # no kill told, or Domination's strike-back
            return _("Choose where to respawn")
        hit = _last_event(game, ev.Damaged, lambda e: e.target == seat and e.amount > 0)
        killed_by = mode_tables().killed_by.get(hit.source) if hit is not None else None
        if killed_by is not None:  # the damage's source says what did it: a turret
            return _(killed_by).format(name=introduce(game, hit.shooter))
        return _("Choose where to respawn: {name} killed you").format(name=introduce(game, killer))
    if seat == g.current:
        if not is_turn_start(game, seat):
            return _("Your turn goes on")
        return _("Your turn: choose where to spawn") if kind == "spawn" else _("Your turn")
    return prompt_text(game, decision.prompt)


def recap_heading(game, seat: int) -> str:
    """The recap's heading: 'Since your last turn', or at a player's first turn
    'Since the game began' (or, in a game set up from a position, 'Since the position
    was set')."""
    if len(_turn_starts(game, seat)) > 1:
        return _("Since your last turn")
    if any(type(e).__name__ == "PositionSet" for entry in game.log for e in entry.events):
        return _("Since the position was set")
    return _("Since the game began")


def recap(game, seat: int) -> list[str]:
    """What happened since the end of ``seat``'s last turn (every other turn, the
    computer players' included), in the log's words: at the start of their turn, the
    person hears what they missed. Empty before anyone has played."""
    starts = _turn_starts(game, seat)
    if not starts:
        return []
    now = starts[-1]
    if len(starts) > 1:
        previous = starts[-2]
        begin = next((i for i in range(previous + 1, now + 1)
                      if any(isinstance(e, ev.TurnStarted) for e in game.log[i].events)), now)
    else:  # the first turn: since the game (or its set position) began
        begin = next((i for i in range(now + 1)
                      if any(isinstance(e, ev.TurnStarted) for e in game.log[i].events)), now)
        for i in range(now, -1, -1):
            if any(type(e).__name__ == "PositionSet" for e in game.log[i].events):
                begin = max(begin, i + 1)
                break
    lines: list[str] = []
    for i in range(begin, now + 1):
        told = describe(game, game.log[i])
        if i == begin and begin != now + 1:  # the end of an earlier turn: from the next turn on
            first = next((k for k, line in enumerate(told) if isinstance(line, TurnHeader)), 0)
            told = told[first:]
        if i == now:  # up to this turn's own header
            mine = max((k for k, line in enumerate(told) if isinstance(line, TurnHeader)),
                       default=len(told))
            told = told[:mine]
        lines += told
    return lines
