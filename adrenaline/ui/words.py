"""The game log in words: one line per thing that happened, e.g.
"Banshee shoots Dozer with the Lock Rifle: 2 damage, 1 mark"."""

from __future__ import annotations

from ..core import events as ev
from ..core.board import square_name
from ..core.cards import AMMO_TILES, POWERUPS


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def describe(game, entry) -> list[str]:
    """Lines for one log entry (a choice and what followed from it)."""
    names = game.names
    lines: list[str] = []
    shot: dict | None = None

    def flush_shot() -> None:
        nonlocal shot
        if shot is None:
            return
        hits = []
        for seat, (dmg, marks) in shot["hits"].items():
            parts = []
            if dmg:
                parts.append(_plural(dmg, "damage").replace("damages", "damage"))
            if marks:
                parts.append(_plural(marks, "mark"))
            hits.append(f"{names[seat]} {', '.join(parts) or 'no damage'}")
        targets = " and ".join(names[s] for s in shot["hits"]) or "nobody"
        detail = "; ".join(hits)
        lines.append(f"{names[shot['shooter']]} shoots {targets} with the {shot['weapon']}"
                     + (f": {detail}" if detail else ""))
        shot = None

    for e in entry.events:
        if isinstance(e, ev.WeaponFired):
            flush_shot()
            shot = {"shooter": e.player, "weapon": e.weapon, "hits": {}}
            continue
        if shot is not None and isinstance(e, ev.Damaged) and e.shooter == shot["shooter"]:
            d, m = shot["hits"].get(e.target, (0, 0))
            shot["hits"][e.target] = (d + e.amount, m)
            continue
        if shot is not None and isinstance(e, ev.Marked) and e.why == "weapon":
            d, m = shot["hits"].get(e.target, (0, 0))
            shot["hits"][e.target] = (d, m + e.count)
            continue
        if shot is not None and isinstance(e, ev.FigureMoved) and e.by == shot["shooter"]:
            continue  # moves during a shot are part of it
        flush_shot()
        line = _one(game, e)
        if line:
            lines.append(line)
    flush_shot()
    return lines


def _one(game, e) -> str | None:
    names = game.names
    if isinstance(e, ev.TurnStarted):
        return f"-- Turn {e.turn}: {names[e.player]} --"
    if isinstance(e, ev.Spawned):
        return f"{names[e.player]} spawns at {square_name(e.square)}"
    if isinstance(e, ev.FigureMoved):
        who = names[e.player]
        if e.by != e.player:
            return f"{names[e.by]} moves {who} to {square_name(e.path[-1])}"
        return f"{who} moves to {square_name(e.path[-1])}"
    if isinstance(e, ev.AmmoGrabbed):
        return f"{names[e.player]} grabs {AMMO_TILES[e.tile].text}"
    if isinstance(e, ev.WeaponGrabbed):
        drop = f", leaving the {e.dropped}" if e.dropped else ""
        return f"{names[e.player]} grabs the {e.weapon}{drop}"
    if isinstance(e, ev.WeaponReloaded):
        return f"{names[e.player]} reloads the {e.weapon}"
    if isinstance(e, ev.PowerupDiscarded) and e.why == "play":
        return f"{names[e.player]} plays a {POWERUPS[e.card].kind.title()}"
    if isinstance(e, ev.Damaged):
        return f"{names[e.target]} takes {e.amount} more damage from {names[e.shooter]}"
    if isinstance(e, ev.Marked) and e.why == "tagback":
        return f"{names[e.giver]} tags {names[e.target]} back with a Tagback Grenade"
    if isinstance(e, ev.Marked) and e.why == "revenge":
        return f"{names[e.target]} gets a revenge mark from {names[e.giver]}"
    if isinstance(e, ev.PointsScored):
        victim = f" ({names[e.victim]})" if e.victim >= 0 else ""
        return f"{names[e.player]} scores {e.points} for {e.reason}{victim}"
    if isinstance(e, ev.KillshotTracked):
        over = " with overkill" if len(e.tokens) == 2 else ""
        return f"Killshot on {names[e.victim]} by {names[e.tokens[0]]}{over}!"
    if isinstance(e, ev.PlayerDied):
        return f"{names[e.player]} is dead and will respawn"
    if isinstance(e, ev.FinalFrenzyStarted):
        return "FINAL FRENZY! Everyone gets one more turn."
    if isinstance(e, ev.BoardFlipped):
        return f"{names[e.player]}'s board flips to the frenzy side"
    if isinstance(e, ev.GameEnded):
        best = ", ".join(names[s] for s in e.ranking[0])
        return f"Game over. {best} {'wins' if len(e.ranking[0]) == 1 else 'tie'}!"
    return None
