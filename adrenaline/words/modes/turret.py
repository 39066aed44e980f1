"""Turret mode's words (rules TUR-1 to TUR-13): its name, the log's lines for its events
(a tile from the turret board, a turret commandeered and its old token, a turret's damage
told in the line of the move that set it off, the turrets' final scoring; its skull is
told by the event's ``kill()``) and its turrets and turret board in the command line's
status."""

from __future__ import annotations

from ...core.board import parse_square
from ...core.modes.turret import (
    TurretCommandeered, TurretsScored, TurretTileDealt, TurretTileGrabbed, hot_squares,
)
from ...core.numbers import MAX_DAMAGE, MAX_MARKS
from ..cards import and_words, given_up_words, tile_words
from ..i18n import N_, _, ngettext
from ..squares import colour_words, square_words
from ..telling import clauses

NAME = N_("Turret mode")


def _result(amount: int) -> str:
    return ngettext("{n} damage", "{n} damage", amount).format(n=amount) if amount else \
        _("no more damage ({n} already)").format(n=MAX_DAMAGE)


def _damage(teller, e) -> str | None:
    """A turret's damage (``Damaged(source="turret")``): told in the line of the move that
    set it off (None), else its own line, 'Dozer's turret hits Violet: 1 damage'."""
    if _walk_hit(teller, e):
        return None
    return _("{owner}'s turret hits {name}: {result}").format(
        owner=teller.names[e.shooter], name=teller.names[e.target], result=_result(e.amount))


def _walk_hit(teller, e) -> bool:
    """A turret's hit on the figure that just moved, told in the move's line, where
    it hit when not where the line says it went ("Violet moves to X via Y; Dozer's
    turret hits Violet on Y: 1 damage; Banshee's turret hits Violet: 1 damage");
    False if no move is told."""
    w = teller.walk
    if w is None or w["move"].player != e.target or not w["lines"]:
        return False
    if w["squares"] is None:
        w["squares"] = list(hot_squares(_owners_then(teller), e.target, w["move"].path))
    if not w["squares"]:
        return False
    square = w["squares"].pop(0)
    squares, amount = w["hits"].get(e.shooter, ((), 0))
    w["hits"][e.shooter] = (squares + (square,), amount + e.amount)
    names = teller.names
    parts = []
    for owner, (squares, amount) in w["hits"].items():
        result = _result(amount)
        if squares == (w["move"].path[-1],):  # where the line says it went
            parts.append(_("{owner}'s turret hits {name}: {result}").format(
                owner=names[owner], name=names[e.target], result=result))
            continue
        parts.append(ngettext("{owner}'s turret hits {name} on {squares}: {result}",
                              "{owner}'s turrets hit {name} on {squares}: {result}",
                              len(squares)).format(owner=names[owner], name=names[e.target],
                                                   squares=and_words([teller.where(q) for q in squares]),
                                                   result=result))
    w["lines"][w["at"]] = clauses([w["base"]] + parts)
    return True


def _owners_then(teller) -> list[int]:
    """The turrets' owners when the event being told happened: today's, with the
    commandeerings since undone (``TurretCommandeered.previous``)."""
    game = teller.game
    owners = list(game.state.mode_state.owners)
    log = game.log
    at = next((i for i in range(len(log) - 1, -1, -1) if log[i] is teller.entry), len(log) - 1)
    later = [x for entry in log[at + 1:] for x in entry.events]
    events = teller.entry.events
    k = next((i for i, x in enumerate(events) if x is teller.current), len(events) - 1)
    later = list(events[k + 1:]) + later
    for x in reversed(later):
        if isinstance(x, TurretCommandeered):
            owners[x.square] = x.previous
    return owners


def _given_up(teller) -> str:
    """What the grab of a turret board's tile gives up to commandeer ("": nothing)."""
    seen = False
    for x in teller.entry.events:
        if seen and isinstance(x, TurretCommandeered):
            return x.given_up
        if seen and isinstance(x, TurretTileGrabbed):
            return ""
        if x is teller.current:
            seen = True
    return ""


def _tile_grabbed(teller, e: TurretTileGrabbed) -> None:
    teller.ammo(e, _("{name} grabs ammo from the turret board: {what}"), _given_up(teller))


def _commandeered(teller, e: TurretCommandeered) -> None:
    teller.lines.append(_("{name} commandeers the turret on {square}, giving up {item}").format(
        name=teller.names[e.player], square=teller.where(e.square), item=given_up_words(e.given_up)))


def _scored(teller, e: TurretsScored) -> None:
    shares = ", ".join(f"{teller.names[s]} {p}" for s, p in e.shares)
    teller.lines.append(_("Turrets: {shares}").format(shares=shares))


def _old_token(teller, e) -> None:
    """A commandeered turret's old token (``Marked(why="turret")``), a mark or back home."""
    line = _("{giver}'s token from the turret becomes a mark on {target}") if e.count else \
        _("{giver}'s token from the turret goes back to them: {target} has {n} of their marks")
    teller.lines.append(line.format(giver=teller.names[e.giver], target=teller.names[e.target],
                                    n=MAX_MARKS))


LINES = {TurretTileGrabbed: _tile_grabbed, TurretCommandeered: _commandeered, TurretsScored: _scored}
QUIET = (TurretTileDealt,)  # the turret board dealt back: bookkeeping
IN_SHOT: dict = {}
DAMAGE = {"turret": _damage}
MARKS = {"turret": _old_token}
KILLED_BY = {"turret": N_("Choose where to respawn: {name}'s turret killed you")}


def status(game, s: dict) -> list[str]:
    """'Turrets: the blue spawnpoint: blue; ...' and the turret board's tiles."""
    turrets = s["mode"].get("turrets")
    if turrets is None:
        return []
    board = game.state.board
    owned = [f"{square_words(board, parse_square(q))}: {colour_words(c)}" for q, c in turrets.items() if c]
    return [_("Turrets: {owners}").format(owners="; ".join(owned) or _("none")),
            _("Turret board: {tiles}").format(tiles=", ".join(
                tile_words(t) if t is not None else _("empty") for t in game.state.mode_state.tiles))]
