"""The log's lines of the shared events (every mode's): one line maker an event type,
``(teller, event)``, in :data:`LINES` (the table that was ``words/log.py``'s isinstance
ladder); :data:`QUIET`, the shared events told by no line. A mode's own events are told
by its words module (:mod:`.modes`); the :class:`.telling.Teller` asks both tables."""

from __future__ import annotations

from typing import Callable

from ..core import events as ev
from ..core.cards import POWERUPS
from ..core.numbers import FRENZY_ACTIONS_BEFORE_FIRST, FRENZY_ACTIONS_FROM_FIRST, MAX_DAMAGE, MAX_MARKS
from .cards import weapon_words
from .i18n import _, ngettext
from .names import name_of, player_names
from .telling import Teller, TurnHeader, _and, _marks, _points, _powerup, frenzy_actions


def _spent(teller, e) -> None:
    for c in range(3):
        teller.paid_cubes[c] += e.cubes[c]


def _discarded(teller, e) -> None:
    if e.why == "pay":
        teller.paid_cards.append(e.card)
    elif e.why == "spawn":
        teller.spawn_card = (e.player, e.card)
    else:
        _played(teller, e)


def _fired(teller, e) -> None:
    teller.shot = {"shooter": e.player, "weapon": e.weapon, "effects": e.effects,
                   "paid": teller.paying(), "hits": {}, "moves": [], "also": [], "notes": []}


def _damaged(teller, e) -> None:
    told = teller.tables.damage.get(e.source)
    if told is not None:  # a mode's damage (a turret's)
        line = told(teller, e)
        if line:
            teller.lines.append(line)
    elif e.source == "bot":
        teller.lines.append(_neutral_shot(teller, e))
    else:  # outside a shot: a Targeting Scope
        _scope(teller, e)


def _turn(teller, e) -> None:
    teller.lines.append(TurnHeader(_("-- Turn {turn}: {name} --").format(
        turn=e.turn, name=teller.names[e.player])))


def _neutral_placed(teller, e) -> None:
    teller.lines.append(_("{name} places the bot on {square}").format(
        name=teller.names[e.by], square=teller.where(e.square)))


def _weapon_grabbed(teller, e) -> None:
    left = _(", leaving the {weapon} in its place").format(weapon=weapon_words(e.dropped)) \
        if e.dropped else ""
    teller.lines.append(_("{name} grabs the {weapon}").format(name=teller.names[e.player],
                                                             weapon=weapon_words(e.weapon))
                      + teller.paying(_(" for free")) + left)


def _reloaded(teller, e) -> None:
    teller.lines.append(_("{name} reloads the {weapon}").format(
        name=teller.names[e.player], weapon=weapon_words(e.weapon)) + teller.paying())


def _scored(teller, e) -> None:
    if e.reason in ("board", "first blood"):
        teller.points.append(e)
    elif e.reason == "killshot track":
        teller.track_points.append(e)
    elif e.reason == "double kill":
        teller.lines.append(ngettext("{name} scores {n} extra point for a double kill",
                                   "{name} scores {n} extra points for a double kill",
                                   e.points).format(name=teller.names[e.player], n=e.points))
    else:  # points for a reason no line above tells
        teller.lines.append(_("{name} scores {points}").format(
            name=teller.names[e.player], points=_points(e.points)))


def _frenzy(teller, e) -> None:
    names = teller.names
    two = [names[s] for s, d in enumerate(e.double) if d]
    one = [names[s] for s, d in enumerate(e.double) if not d]
    before, after = FRENZY_ACTIONS_BEFORE_FIRST, FRENZY_ACTIONS_FROM_FIRST
    if two and one:
        detail = _(": {some} take {actions}, {others} {after}").format(
            some=_and(two), actions=frenzy_actions(before), others=_and(one), after=after)
    else:
        detail = _(", with {actions} each").format(
            actions=frenzy_actions(before if two else after))
    teller.lines.append(_("FINAL FRENZY! Everyone gets one more turn{detail}.").format(
        detail=detail))


def _reshuffled(teller, e) -> None:
    teller.lines.append(_("The discarded ammo tiles are shuffled into a new deck")
                      if e.deck == "ammo" else
                      _("The discarded powerups are shuffled into a new deck"))


def _played(teller, e) -> None:
    """A powerup played: told with what it does (the next event), or now."""
    kind = POWERUPS[e.card].kind
    teller.played = (e.player, e.card)
    if kind == "targeting scope":
        choice = teller.entry.choice
        target = getattr(choice, "target", "")
        if not teller._follows(ev.Damaged):  # paid in a later choice
            aims = _("{name} aims {card} at {target}") if target else _("{name} aims {card}")
            teller.lines.append(aims.format(name=teller.names[e.player], card=_powerup(e.card),
                                          target=name_of(teller.game, target)))
            teller.played = None


def _scope(teller, e) -> None:
    names = teller.names
    played, teller.played = teller.played, None
    shooter, target = names[e.shooter], names[e.target]
    if played is not None:
        result = ngettext("{n} extra damage", "{n} extra damage", e.amount).format(n=e.amount) \
            if e.amount else \
            _("no more damage ({n} already)").format(n=MAX_DAMAGE)
        teller.lines.append(_("{shooter} uses {card} on {target}: {result}").format(
            shooter=shooter, card=_powerup(played[1]), target=target, result=result)
            + teller.paying())
    else:
        result = ngettext("takes {n} more damage", "takes {n} more damage", e.amount).format(
            n=e.amount) if e.amount else \
            _("takes no more damage ({n} already)").format(n=MAX_DAMAGE)
        teller.lines.append(_("Targeting Scope: {target} {result} from {shooter}").format(
            target=target, result=result, shooter=shooter) + teller.paying())



def _neutral_shot(teller, e) -> str:
    """'Banshee steers the bot: it shoots Dozer (1 damage)' (BOT-4, BOT-5)."""
    names = teller.names
    result = ngettext("{n} damage", "{n} damage", e.amount).format(n=e.amount) if e.amount else \
        _("no more damage ({n} already)").format(n=MAX_DAMAGE)
    return _("{name} steers the bot: it shoots {target} ({result})").format(
        name=names[teller._steerer()], target=names[e.target], result=result)


def _marked(teller, e) -> None:
    names = teller.names
    told = teller.tables.marks.get(e.why)
    if told is not None:  # a mode's mark (a commandeered turret's old token)
        told(teller, e)
    elif e.why == "tagback":
        teller.played = None
        got = _marks(e.count) if e.count else _("no mark ({n} already)").format(n=MAX_MARKS)
        teller.lines.append(_("{giver} tags {target} back with a Tagback Grenade: {got}").format(
            giver=names[e.giver], target=names[e.target], got=got))
    elif e.why == "bot":
        teller.lines.append(_("The bot also marks {target}: its board holds 6 damage or more").format(
            target=names[e.target]))
    elif e.why == "revenge":
        if e.count:
            teller.lines.append(_("{giver} gives {target} a revenge mark for the overkill").format(
                giver=names[e.giver], target=names[e.target]))
    else:
        teller.lines.append(_("{giver} marks {target}: {marks}").format(
            giver=names[e.giver], target=names[e.target], marks=_marks(e.count)))


def _moved(teller, e) -> None:
    names = teller.names
    where = teller.where(e.path[-1])
    played = teller.played
    teller.played = None
    kind = POWERUPS[played[1]].kind if played is not None else ""
    told = len(teller.lines)
    if kind == "teleporter":
        teller.lines.append(_("{name} teleports to {square} with {card}").format(
            name=names[e.player], square=where, card=_powerup(played[1])))
    elif kind == "newton":
        teller.lines.append(_("{name} uses {card}: {other} is moved to {square}").format(
            name=names[e.by], card=_powerup(played[1]), other=names[e.player], square=where))
    elif e.player == teller.game.state.neutral and e.by != e.player and teller._steering():
        teller.lines.append(_("{name} steers the bot: it moves to {square}").format(
            name=names[e.by], square=where))
    elif e.by != e.player:
        teller.lines.append(_("{name} moves {other} to {square}").format(
            name=names[e.by], other=names[e.player], square=where))
    else:
        teller.lines.append(_("{name} moves to {square}").format(name=names[e.player], square=where))
    if kind != "teleporter" and len(teller.lines) > told:
        teller.lines[-1] = teller._way(e, teller.lines[-1])
    teller.walk_from(e, teller.lines)


def _spawned(teller, e) -> None:
    names = teller.names
    card = ""
    if teller.spawn_card is not None and teller.spawn_card[0] == e.player:
        card = _(" (discarding {card})").format(card=_powerup(teller.spawn_card[1]))
    teller.spawn_card = None
    where = teller.where(e.square)
    spawns = _("{name} respawns at {square}") if _spawned_before(teller.game, teller.entry, e.player) \
        else _("{name} spawns at {square}")
    teller.lines.append(spawns.format(name=names[e.player], square=where) + card)


def _spawned_before(game, entry, seat: int) -> bool:
    """Whether ``seat`` spawned in an entry before ``entry`` (so this is a respawn)."""
    for other in game.log:
        if other is entry:
            return False
        for e in other.events:
            if isinstance(e, ev.Spawned) and e.player == seat:
                return True
    return False


def _game_over(game, e) -> str:
    players = game.state.players
    names = player_names(game)
    top = e.ranking[0] if e.ranking else ()
    if not top:
        return _("Game over.")
    points = players[top[0]].points
    if len(top) > 1:
        return _("Game over: {names} tie for first place with {points}!").format(
            names=_and([names[s] for s in top]), points=_points(points))
    line = _("Game over: {name} wins with {points}!").format(name=names[top[0]],
                                                            points=_points(points))
    if len(e.ranking) > 1:
        second = e.ranking[1][0]
        if players[second].points == points:
            line += " " + _("({name} also has {points}: the killshot track breaks the tie, "
                            "{mine} to {theirs})").format(
                name=names[second], points=points, mine=players[top[0]].track_points,
                theirs=players[second].track_points)
    return line


def _nothing(teller: Teller, e) -> None:
    """Told with something else (a death with its kill, the bot's action with its move)."""


# the shared events told by no line: bookkeeping, or private (a powerup drawn)
QUIET = frozenset({ev.StageSet, ev.ActionTaken, ev.DecksShuffled, ev.AmmoTilePlaced,
                   ev.WeaponPlaced, ev.PowerupDrawn})
# event type -> its line maker (a mode's own events: its words module's ``LINES``)
LINES: dict[type, Callable[[Teller, ev.Event], None]] = {
    ev.AmmoSpent: _spent,
    ev.PowerupDiscarded: _discarded,
    ev.WeaponFired: _fired,
    ev.Damaged: _damaged,
    ev.Marked: _marked,
    ev.FigureMoved: _moved,
    ev.TurnStarted: _turn,
    ev.Spawned: _spawned,
    ev.NeutralPlaced: _neutral_placed,
    ev.NeutralActed: _nothing,  # told with the bot's move and shot
    ev.AmmoGrabbed: Teller.ammo,
    ev.WeaponGrabbed: _weapon_grabbed,
    ev.WeaponReloaded: _reloaded,
    ev.PointsScored: _scored,
    ev.KillshotTracked: lambda teller, e: teller.flush_points(),  # no killshot token (none in play)
    ev.PlayerDied: _nothing,  # told with the kill; the respawn follows
    ev.FinalFrenzyStarted: _frenzy,
    ev.BoardFlipped: lambda teller, e: teller.flipped.append(e.player),
    ev.DiscardsReshuffled: _reshuffled,
    ev.GameEnded: lambda teller, e: teller.lines.append(_game_over(teller.game, e)),
}
