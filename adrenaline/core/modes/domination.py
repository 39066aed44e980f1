"""Domination: the spawnpoints are targets, and tokens on their tracks score.

Rulebook, DOMINATION MODE (the reference's DOM-n rules, /work/shared/reference/modes.md):
- SETUP: "cover the killshot track with the domination board ... put 8 skulls in the
  skull box" (DOM-1, DOM-2); final frenzy is always played (Q-21).
- "Each player's first turn follows the normal rules. Beginning with your second
  turn" you can tag (DOM-3): no spawnpoint is a target, none is tagged, none strikes
  back on your own first turn (Q-6).
- DAMAGING A SPAWNPOINT: "you can shoot a spawnpoint as though it were a player. If
  you deal it at least 1 damage, put 1 of your damage tokens on its track ... only
  once per turn" (DOM-4 to DOM-6, Q-3): once tagged by damage this turn it is no
  target for the rest of the turn. "It never moves ... it sees nothing" (DOM-7):
  see the spawnpoint rules of :mod:`adrenaline.core.weapons.dsl`. Area weapons tag
  it (DOM-8). Marks on it are ignored (DOM-5).
- "If you end your turn on a spawnpoint and no other player is there, tag it", and
  "the spawnpoint deals you 1 damage", alone or not, in your own colour; your own
  tokens score as a virtual player whose points stay in the bank (DOM-9, DOM-10).
- KILLSHOTS AND OVERKILL: "score as usual", a skull leaves the skull box, the
  killshot token goes back; "put your overkill token on the track of your choice"
  (DOM-11): the dealer is asked which track, after the boards are scored.
- FINAL FRENZY: when the last skull is taken, or "when 2 spawnpoint tracks each have
  at least 8 tokens" (DOM-12), checked at the end of the turn.
- FINAL SCORING: each track pays 8, 6, 4, 2, 1 by tokens, "all tied players get the
  reward" (DOM-13); ties between players stay (Q-20).
- 3 players: the spawnpoints are the added targets (DOM-15): no other rule.
"""

from __future__ import annotations

import functools
from typing import Any, cast

import attrs

from ..choices import PickTrack
from ..events import EVENT_TYPES, Event, EventMismatch, GameEnded, Kill
from ..numbers import (
    DOMINATION_FULL_TRACK, DOMINATION_FULL_TRACKS, DOMINATION_SKULLS,
    DOMINATION_STRIKE_BACK_DAMAGE, DOMINATION_TAG_TOKENS, DOMINATION_TRACK_VALUES,
    KILLSHOT_DAMAGE, OVERKILL_DAMAGE, REVENGE_MARKS,
)
from ..prompts import Prompt
from ..rules.damage import give_marks
from ..rules.flow import set_stage, stage_rules
from ..rules.scoring import score_board
from ..rules.turn import turn_over
from ..state import GameState, ModeState
from ..targets import Spawnpoint, Target, figures
from ..weapons.dsl import DAMAGE
from .base import SetupLike, Table
from .deathmatch import Deathmatch

TRACKS = ("blue", "red", "yellow")  # the domination board, top to bottom (DOM-1)


class Tracks(ModeState):
    """Domination's own state: each spawnpoint's track (seats, in the order the tokens
    landed), the turn each spawnpoint was last tagged by damage, the overkill tokens
    whose dealers have not chosen a track yet, and the skulls taken from the box."""

    __slots__ = ("tracks", "tagged", "owed", "skulls_out")
    own_damage = True  # the spawnpoint strikes back in the player's own colour (DOM-10)

    def __init__(self, tracks: dict | None = None, tagged: dict | None = None, owed: tuple = (),
                 skulls_out: int = 0):
        self.tracks: dict[str, tuple[int, ...]] = dict(tracks or {c: () for c in TRACKS})
        self.tagged: dict[str, int] = dict(tagged or {})
        self.owed: tuple[int, ...] = tuple(owed)
        self.skulls_out = skulls_out

    def copy(self) -> "Tracks":
        return Tracks(self.tracks, self.tagged, self.owed, self.skulls_out)

    def skulls_taken(self, g: GameState) -> int:
        """Skulls out of the skull box (the killshot track stays covered)."""
        return self.skulls_out

    def at_position(self, data: tuple) -> "Tracks":
        """The state a scenario's position sets: ``(tracks, tagged, skulls_out)``."""
        tracks, tagged, skulls_out = data
        return Tracks(dict(tracks), dict(tagged), (), skulls_out)

    def tagged_this_turn(self, g: GameState) -> tuple[str, ...]:
        return tuple(c for c in TRACKS if self.tagged.get(c) == g.turn)


def tracks_of(g: GameState) -> Tracks:
    """The game's Tracks (``GameState.mode_state`` in a game of this mode), typed."""
    return cast(Tracks, g.mode_state)


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise EventMismatch(message)


# -- events --------------------------------------------------------------------------------
@attrs.frozen
class SpawnpointTagged(Event):
    """A tag: 1 token of the tagger's colour on the leftmost empty space of the track
    (``how``: "damage", "alone" at the end of the turn, or "bot": the bot action's shot,
    apart from the acting player's once-per-turn tag, Q-14)."""

    player: int
    colour: str
    how: str

    def apply(self, g: GameState) -> None:
        state = tracks_of(g)
        _check(self.colour in state.tracks, f"no {self.colour} track")
        if self.how == "damage":
            _check(state.tagged.get(self.colour) != g.turn, "a spawnpoint tagged twice by damage")
            state.tagged = {**state.tagged, self.colour: g.turn}
        state.tracks = {**state.tracks,
                        self.colour: state.tracks[self.colour] + (self.player,) * DOMINATION_TAG_TOKENS}


@attrs.frozen
class StruckBack(Event):
    """'The spawnpoint deals you 1 damage': tokens of your own colour on your board."""

    player: int
    colour: str
    amount: int

    def apply(self, g: GameState) -> None:
        p = g.players[self.player]
        before = len(p.damage)
        p.damage.extend([self.player] * self.amount)
        _check(len(p.damage) <= KILLSHOT_DAMAGE, "the spawnpoint never deals overkill")
        if before < KILLSHOT_DAMAGE <= len(p.damage):
            g.killshots.append(self.player)


@attrs.frozen
class KillshotScored(Event):
    """'Killshot tokens are not placed anywhere': the skull leaves the skull box.
    ``killer`` dealt the killshot; ``overkill``: an overkill token is owed to a track,
    the token of whoever dealt the 12th damage: ``overkill_by`` where that is not the
    killer (the bot's shot after a player's killshot, or the reverse; MIX-2), else -1."""

    victim: int
    killer: int
    overkill: bool
    overkill_by: int = attrs.field(default=-1, metadata={"omit_if_default": True})

    def kill(self) -> Kill:
        return Kill(self.victim, self.killer, self.overkill_dealer if self.overkill else None)

    @property
    def overkill_dealer(self) -> int:
        """Whose overkill token this is ("if you deal overkill, put that token...")."""
        return self.killer if self.overkill_by < 0 else self.overkill_by

    def apply(self, g: GameState) -> None:
        state = tracks_of(g)
        if g.skulls_left > 0:
            g.skulls_left -= 1
            state.skulls_out += 1
        if self.overkill:
            state.owed = state.owed + (self.overkill_dealer,)


@attrs.frozen
class OverkillPlaced(Event):
    """'Put your overkill token on the track of your choice'."""

    player: int
    colour: str

    def apply(self, g: GameState) -> None:
        state = tracks_of(g)
        _check(bool(state.owed) and state.owed[0] == self.player, "no overkill token owed")
        _check(self.colour in state.tracks, f"no {self.colour} track")
        state.owed = state.owed[1:]
        state.tracks = {**state.tracks, self.colour: state.tracks[self.colour] + (self.player,)}


@attrs.frozen
class TrackScored(Event):
    """Final scoring of one track: ``shares`` are (seat, points), best first."""

    pays_shares = True
    colour: str
    shares: tuple[tuple[int, int], ...]

    def apply(self, g: GameState) -> None:
        for seat, points in self.shares:
            g.players[seat].points += points


for _cls in (SpawnpointTagged, StruckBack, KillshotScored, OverkillPlaced, TrackScored):
    EVENT_TYPES[_cls.__name__] = _cls


# -- rules -----------------------------------------------------------------------------------
def first_turn(g: GameState) -> bool:
    """The acting player's own first turn (turns are counted from 1, in seat order)."""
    return g.turn <= g.seats


def most_tokens(turn: int, first_round: int, figures: int, skulls_taken: int,
                frenzy: bool) -> int:
    """The most tokens one track can hold at ``turn``: a turn tags a spawnpoint at most
    3 times - by the acting player's damage once (DOM-6), by the bot's shot, at the end
    of the turn (DOM-9) - and not on a player's own first turn (DOM-3); an overkill
    token comes with a kill (DOM-11), and every kill before final frenzy takes a skull
    from the box; in final frenzy each figure may die once a turn."""
    tags = 3 * max(turn - first_round, 0)
    kills = skulls_taken + ((figures - 1) * first_round if frenzy else 0)
    return tags + kills


def track_rewards(tokens: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(seat, points) for one track: 8, 6, 4, 2, 1 by tokens; tied seats all get their
    rank's reward and the next ranks are skipped; beyond the 5th rank, nothing."""
    count: dict[int, int] = {}
    for seat in tokens:
        count[seat] = count.get(seat, 0) + 1
    order = sorted(count, key=lambda s: (-count[s], s))
    out = []
    for seat in order:
        rank = sum(1 for other in count if count[other] > count[seat])
        if rank < len(DOMINATION_TRACK_VALUES):
            out.append((seat, DOMINATION_TRACK_VALUES[rank]))
    return tuple(out)


def track_chooser(g: GameState, dealer: int) -> int:
    """Who places ``dealer``'s overkill token: the dealer, or for the bot's the acting
    player (MIX-2)."""
    return dealer if dealer < g.seats else g.current


def full_tracks(state: Tracks) -> int:
    return sum(1 for t in state.tracks.values() if len(t) >= DOMINATION_FULL_TRACK)


@functools.cache
def _targets(seats: int) -> tuple:
    return figures(seats) + tuple(Spawnpoint(c) for c in TRACKS)


@functools.cache
def _spawnpoint_squares(board, targets: tuple) -> tuple[int, ...]:
    return tuple(board.spawnpoints[t.colour] for t in targets)


class Domination(Deathmatch):
    name = "domination"
    fixed_skulls = DOMINATION_SKULLS
    own_damage = True
    scenario_keys = ("tracks", "tagged_this_turn", "skulls_taken")
    # "killshots and overkill do not go onto a killshot track": the tracks score instead
    points_sources = ("board", "first blood", "spawnpoint track", "double kill")

    @classmethod
    def problem(cls, setup: SetupLike) -> tuple[str, str, dict] | None:
        return cls.fixed_board_problem(setup, "Domination")

    def new_state(self, setup: SetupLike) -> Tracks:
        return Tracks()

    def state_json(self, game: Table) -> dict[str, Any]:
        g = game.state
        state = tracks_of(g)
        colours = [p.colour for p in g.players]
        return {
            "tracks": {c: [colours[s] for s in state.tracks[c]] for c in TRACKS},
            "tagged_this_turn": list(state.tagged_this_turn(g)),
            "overkill_owed": [colours[s] for s in state.owed],
            "first_turn": first_turn(g),
            "full_tracks": full_tracks(state),
        }

    def scenario_position(self, spec, read):
        """``tracks`` (per colour, the players' tokens in order), ``tagged_this_turn``
        (the spawnpoints the current player has tagged by damage already), and
        ``skulls_taken`` (skulls out of the skull box)."""
        table = read.table(spec.get("tracks", {}), "tracks")
        for colour in table:
            if colour not in TRACKS:
                raise read.fail("tracks", f"no {colour!r} track: the tracks are {', '.join(TRACKS)}")
        tracks = tuple(
            (c, tuple(read.seat(t, f"tracks.{c}[{i + 1}]")
                      for i, t in enumerate(read.list(table.get(c, []), f"tracks.{c}"))))
            for c in TRACKS)
        taken = read.int(spec.get("skulls_taken", 0), "skulls_taken", 0, DOMINATION_SKULLS)
        for colour, tokens in tracks:
            most = most_tokens(read.turn, read.first_round, len(read.seats), taken,
                               spec.get("frenzy") is True)
            if len(tokens) > most:
                raise read.fail(f"tracks.{colour}", f"{len(tokens)} tokens, more than a track can "
                                f"hold by turn {read.turn} ({most}: at most 3 tags a turn once "
                                f"every player has had a first turn, and 1 overkill token a kill)")
        tagged = []
        for i, c in enumerate(read.list(spec.get("tagged_this_turn", []), "tagged_this_turn")):
            where = f"tagged_this_turn[{i + 1}]"
            if read.str(c, where) not in TRACKS:
                raise read.fail(where, f"no {c!r} spawnpoint: the spawnpoints are {', '.join(TRACKS)}")
            if c in tagged:
                raise read.fail(where, f"the {c} spawnpoint is tagged by damage once per turn")
            if not dict(tracks)[c]:
                raise read.fail(where, f"the {c} track has no token to show that tag")
            tagged.append(c)
        if tagged and read.turn <= read.first_round:
            raise read.fail("tagged_this_turn", "nobody tags on their own first turn (set turn "
                                                "after every player's first)")
        return (tracks, tuple((c, read.turn) for c in tagged), taken), taken

    def frenzy_without_skulls(self, g: GameState, data: Any) -> bool:
        return data is not None and sum(
            1 for _, t in data[0] if len(t) >= DOMINATION_FULL_TRACK) >= DOMINATION_FULL_TRACKS

    # -- spawnpoints as targets (DOM-3, DOM-5, DOM-6) --
    def targets(self, game: Table):
        return _targets(len(game.state.players))

    def where(self, game: Table, target: Target) -> int | None:
        g = game.state
        colour = cast(Spawnpoint, target).colour  # the hooks are asked of spawnpoints only
        if first_turn(g) or tracks_of(g).tagged.get(colour) == g.turn:
            return None
        return g.board.spawnpoints[colour]

    def squares(self, game: Table, targets: tuple[Target, ...]) -> tuple[int | None, ...]:
        g = game.state
        if first_turn(g):
            return (None,) * len(targets)
        spawnpoints = _spawnpoint_squares(g.board, targets)
        tagged = tracks_of(g).tagged
        turn = g.turn
        if turn not in tagged.values():  # none tagged by damage this turn (most shots)
            return spawnpoints
        return tuple(None if tagged.get(t.colour) == turn else q
                     for t, q in zip(cast(tuple[Spawnpoint, ...], targets), spawnpoints))

    def hit(self, game: Table, shooter: int, target: Target, kind: str, value: int) -> None:
        """Damage tags it, once per turn whatever the damage; marks and moves do nothing."""
        if kind == DAMAGE and value > 0 and self.where(game, target) is not None:
            game.emit(SpawnpointTagged(shooter, cast(Spawnpoint, target).colour, "damage"))

    def neutral_targets(self, game: Table) -> tuple[Target, ...]:
        """The spawnpoints, but not on the acting player's first turn; the bot's tag is
        its own, apart from the acting player's once per turn (MIX-2, Q-14)."""
        g = game.state
        return () if first_turn(g) else _targets(len(g.players))[len(g.players):]

    def neutral_hit(self, game: Table, target: Target, figure: int) -> None:
        game.emit(SpawnpointTagged(figure, cast(Spawnpoint, target).colour, "bot"))

    # -- the end of the turn (DOM-9, DOM-10) --
    def turn_ending(self, game: Table) -> None:
        g = game.state
        seat = g.current
        here = g.players[seat].square
        if first_turn(g) or here is None:
            return
        colour = g.board.spawn_colour_of.get(here)  # one spawnpoint per colour of TRACKS
        if colour is None:
            return
        # the bot is no "player" there (Q-9): only the seats' figures count
        alone = not any(p.square == here and i != seat and i not in g.killshots
                        for i, p in enumerate(g.players[:g.seats]))
        if alone:
            game.emit(SpawnpointTagged(seat, colour, "alone"))
        room = max(0, KILLSHOT_DAMAGE - len(g.players[seat].damage))
        game.emit(StruckBack(seat, colour, min(DOMINATION_STRIKE_BACK_DAMAGE, room)))

    # -- killshots and overkill (DOM-11) --
    def killshot(self, game: Table, victim: int, damage: tuple[int, ...]) -> None:
        overkill = len(damage) == OVERKILL_DAMAGE
        killer = damage[KILLSHOT_DAMAGE - 1]
        dealer = damage[OVERKILL_DAMAGE - 1] if overkill else killer
        game.emit(KillshotScored(victim, killer, overkill, dealer if dealer != killer else -1))
        if overkill:
            give_marks(game, victim, dealer, REVENGE_MARKS, "revenge")

    def killshots_scored(self, game: Table, victims: tuple[int, ...]) -> bool:
        owed = tracks_of(game.state).owed
        if not owed:
            return False
        set_stage(game, "overkill_track", track_chooser(game.state, owed[0]), queue=victims)
        return True

    # -- the end of the game (DOM-12, DOM-13) --
    def frenzy_triggered(self, game: Table, victims: tuple[int, ...]) -> bool:
        g = game.state
        return g.skulls_left == 0 or full_tracks(tracks_of(g)) >= DOMINATION_FULL_TRACKS

    def game_ends(self, game: Table, victims: tuple[int, ...]) -> bool:
        g = game.state
        return g.frenzy and g.final_turns_left == 0

    def final_scoring(self, game: Table) -> None:
        g = game.state
        for seat, p in enumerate(g.players):
            if p.damage:
                score_board(game, seat)
        for colour in TRACKS:
            shares = track_rewards(tracks_of(g).tracks[colour])
            if shares:
                game.emit(TrackScored(colour, shares))
        order = sorted(range(g.seats), key=lambda s: -g.players[s].points)  # the bot never wins
        groups: list[list[int]] = []
        for seat in order:
            if groups and g.players[groups[-1][0]].points == g.players[seat].points:
                groups[-1].append(seat)
            else:
                groups.append([seat])
        game.emit(GameEnded(tuple(tuple(grp) for grp in groups)))

    def points_source(self, event) -> str:
        """A track's final scoring (``TrackScored``) is the spawnpoint tracks' points."""
        return "spawnpoint track" if isinstance(event, TrackScored) else super().points_source(event)


@stage_rules("overkill_track", Prompt("overkill_track"))
class OverkillTrackStage:
    """'Put your overkill token on the track of your choice' - any of the three."""

    @staticmethod
    def options(game, stage):
        return tuple(PickTrack(c) for c in TRACKS)

    @staticmethod
    def choose(game, stage, choice):
        g = game.state
        game.emit(OverkillPlaced(tracks_of(g).owed[0], choice.colour))
        owed = tracks_of(g).owed
        if owed:
            set_stage(game, "overkill_track", track_chooser(g, owed[0]), queue=stage.queue)
        else:
            turn_over(game, stage.queue)
