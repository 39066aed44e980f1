"""Domination's words (rules DOM-1 to DOM-15): its name, the log's lines for its events
(a spawnpoint tagged, in a shot or alone on it, the strike-back, the overkill token's
track, each track's final scoring; its killshot is told by the event's ``kill()``) and
its tracks in the command line's status."""

from __future__ import annotations

from ...core.modes.domination import OverkillPlaced, SpawnpointTagged, StruckBack, TrackScored
from ..i18n import N_, _, ngettext
from ..squares import colour_words

NAME = N_("Domination")


def _in_shot(teller, e: SpawnpointTagged) -> bool:
    """A tag by the shot's damage: the spawnpoint among the shot's targets, its tag after
    the hits ('Banshee shoots Dozer and the red spawnpoint with ...; Banshee tags the red
    spawnpoint')."""
    if e.how != "damage":
        return False
    shot = teller.shot
    shot["also"].append(_("the {colour} spawnpoint").format(colour=colour_words(e.colour)))
    shot["notes"].append(_("{name} tags the {colour} spawnpoint").format(
        name=teller.names[shot["shooter"]], colour=colour_words(e.colour)))
    return True


def _tagged(teller, e: SpawnpointTagged) -> None:
    names = teller.names
    if e.how == "bot":
        teller.lines.append(_("{name} steers the bot: it tags the {colour} spawnpoint").format(
            name=names[teller.game.state.current], colour=colour_words(e.colour)))
        return
    line = _("{name} tags the {colour} spawnpoint") if e.how == "damage" else \
        _("{name} ends the turn alone on the {colour} spawnpoint and tags it")
    teller.lines.append(line.format(name=names[e.player], colour=colour_words(e.colour)))


def _struck_back(teller, e: StruckBack) -> None:
    teller.lines.append(ngettext("The {colour} spawnpoint strikes back: {n} damage to {name}",
                                 "The {colour} spawnpoint strikes back: {n} damage to {name}",
                                 e.amount).format(colour=colour_words(e.colour), n=e.amount,
                                                  name=teller.names[e.player]))


def _overkill_placed(teller, e: OverkillPlaced) -> None:
    teller.lines.append(_("{name} puts the overkill token on the {colour} track").format(
        name=teller.names[e.player], colour=colour_words(e.colour)))


def _track_scored(teller, e: TrackScored) -> None:
    shares = ", ".join(f"{teller.names[s]} {p}" for s, p in e.shares)
    teller.lines.append(_("Track of the {colour} spawnpoint: {shares}").format(
        colour=colour_words(e.colour), shares=shares))


LINES = {SpawnpointTagged: _tagged, StruckBack: _struck_back, OverkillPlaced: _overkill_placed,
         TrackScored: _track_scored}
QUIET: tuple = ()
IN_SHOT = {SpawnpointTagged: _in_shot}
DAMAGE: dict = {}
MARKS: dict = {}
KILLED_BY: dict = {}


def status(game, s: dict) -> list[str]:
    """'Track of the red spawnpoint: blue blue yellow', a line a track."""
    return [_("Track of the {colour} spawnpoint: {shares}").format(
        colour=colour_words(colour), shares=" ".join(tokens) or _("none"))
        for colour, tokens in s["mode"].get("tracks", {}).items()]
