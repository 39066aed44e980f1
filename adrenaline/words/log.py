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
from ..core.cards import AMMO, AMMO_TILES, POWERUPS
from ..core.numbers import (
    FRENZY_ACTIONS_BEFORE_FIRST, FRENZY_ACTIONS_FROM_FIRST, FRENZY_BOARD_VALUES,
    MAX_DAMAGE, MAX_MARKS,
)
from ..core.modes import domination as dom
from ..core.modes import turret as tur
from ..core.rules.actions import action_moves_of
from .cards import (
    and_words, counted_colours as _cubes, effect_name, given_up_words, powerup_words, weapon_words,
)
from .characters import character_name, introduce_player, player_name
from .grammar import sentence_start
from .i18n import _, ngettext, pgettext
from .options import via_words
from .prompts import prompt_words
from .squares import colour_words, square_words

BASIC_EFFECTS = ("basic effect", "basic mode", "effect")


# -- names ----------------------------------------------------------------------------------------
def name_of(game, who) -> str:
    """The name the person typed for a seat (``who`` an int) or a character (a str); the
    character's name in the player's language where the person kept it.

    The core calls players by character (``Game.names``, ``PickTarget.target``,
    ``Decision.decider_name``); the screen says the seat's typed name, through here."""
    players = game.state.players
    if isinstance(who, str):
        for p in players:
            if p.character == who:
                return player_name(p.name, p.character)
        return character_name(who)
    return player_name(players[who].name, players[who].character)


def player_names(game) -> tuple[str, ...]:
    """The typed names, by seat; the rulebook's bot (the neutral figure) is "the bot"."""
    g = game.state
    return tuple(name_of(game, seat) if seat < g.seats else _("the bot")
                 for seat in range(len(g.players)))


def introduce(game, who) -> str:
    """'Alice (Dozer)': the typed name with the character beside it (just 'Dozer' when
    the person kept the character's name)."""
    seat = who if isinstance(who, int) else game.state.seat_of(who)
    p = game.state.players[seat]
    return introduce_player(p.name, p.character)


def prompt_text(game, prompt) -> str:
    """A prompt of the core in words, each character named as its player is."""
    return prompt_words(prompt, lambda who: name_of(game, who))


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
        left=_frenzy_actions(state.actions_left))


def _frenzy_actions(n: int) -> str:
    return ngettext("{n} frenzy action", "{n} frenzy actions", n).format(n=n)


def _marks(n: int) -> str:
    return ngettext("{n} mark", "{n} marks", n).format(n=n)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


_and = and_words


def clauses(parts) -> str:
    """Clauses of one line, as the language separates them: 'A; B' (French 'A ; B')."""
    return pgettext("between two clauses of a log line", "; ").join(parts)


def details(head: str, parts) -> str:
    """'Banshee shoots Dozer: 2 damage; 1 mark' (French 'Banshee tire sur Dozer : ...')."""
    return _("{what}: {details}").format(what=head, details=clauses(parts))


def _powerup(card: int) -> str:
    """'Newton (red)': the card as printed, its colour beside it."""
    return powerup_words(card)



def _effects(effects: tuple[str, ...]) -> tuple[str, list[str]]:
    """' in piercing mode' or ' (with second lock, with rocket jump)': the effects
    beyond the basic one, as the card names them (a mode reads on from the weapon)."""
    extra = [e for e in effects if e not in BASIC_EFFECTS and e != "then move the target"]
    modes = [e for e in extra if e.startswith("in ")]
    others = [effect_name(e) for e in extra if not e.startswith("in ")]
    return "".join(f" {effect_name(m)}" for m in modes), others


class _Teller:
    """Turns the events of one entry into lines, merging the events that belong
    together (a payment and what it paid for, a shot and its hits, a kill and its
    points)."""

    def __init__(self, game, entry):
        self.game = game
        self.entry = entry
        self.names = player_names(game)
        self.lines: list[str] = []
        self.paid_cubes = [0, 0, 0]
        self.paid_cards: list[int] = []
        self.shot: dict | None = None
        self.played: tuple[int, int] | None = None  # (seat, card) of a powerup just played
        self.spawn_card: tuple[int, int] | None = None  # (seat, card) discarded to spawn
        self.points: list[ev.PointsScored] = []  # board points not told yet
        self.track_points: list[ev.PointsScored] = []
        self.flipped: list[int] = []
        self._current = None  # the event being told
        self.walk: dict | None = None  # the last move, while the turrets it set off are told

    def where(self, square: int) -> str:
        """A square as players name it: 'the blue spawnpoint', 'the left square of the red room'."""
        return square_words(self.game.state.board, square)

    # -- payments -------------------------------------------------------------------------
    def paying(self, free: str = "") -> str:
        """', paying 1 red and a blue Newton' for what was paid since the last use."""
        parts = _cubes(self.paid_cubes) + [_powerup(c) for c in self.paid_cards]
        self.paid_cubes = [0, 0, 0]
        self.paid_cards = []
        if not parts:
            return free
        return _(", paying {what}").format(what=_and(parts))

    # -- the pieces -------------------------------------------------------------------------
    def flush_shot(self) -> None:
        shot, self.shot = self.shot, None
        if shot is None:
            return
        names = self.names
        modes, others = _effects(shot["effects"])
        extras = others + ([shot["paid"][2:]] if shot["paid"] else [])
        hits = shot["hits"]
        tagged = [_("the {colour} spawnpoint").format(colour=colour_words(c)) for c in shot["tagged"]]
        targets = _and([names[s] for s in hits] + tagged) or _("nobody")
        weapon = _("the {weapon}").format(weapon=weapon_words(shot["weapon"]) + modes) + (
            f" ({', '.join(extras)})" if extras else "")
        parts = []
        for seat, h in hits.items():
            bits = []
            if h["damage"] or h["hit"]:
                dmg = ngettext("{n} damage", "{n} damage", h["damage"]).format(n=h["damage"])
                notes = []
                if h["from_marks"]:
                    notes.append(ngettext("{n} from marks", "{n} from marks", h["from_marks"]).format(
                        n=h["from_marks"]))
                if h["wasted"]:
                    notes.append(ngettext("{n} wasted", "{n} wasted", h["wasted"]).format(n=h["wasted"]))
                if notes:
                    dmg += f" ({', '.join(notes)})"
                bits.append(dmg)
            if h["marks"]:
                bits.append(_marks(h["marks"]))
            elif h["marked"]:
                bits.append(_("no more marks ({n} already)").format(n=MAX_MARKS))
            text = ", ".join(bits) or _("nothing")
            parts.append(text if len(hits) == 1 else f"{names[seat]} {text}")
        line = _("{shooter} shoots {targets} with {weapon}").format(
            shooter=names[shot["shooter"]], targets=targets, weapon=weapon)
        if parts:
            line = details(line, parts)
        more = [_("{name} tags the {colour} spawnpoint").format(name=names[shot["shooter"]],
                                                                colour=colour_words(c))
                for c in shot["tagged"]]
        more += shot["moves"]  # the moves, and the turrets they set off, in order
        self.lines.append(clauses([line] + more))

    def flush_points(self, killer: int | None = None, victim: int | None = None,
                     overkiller: int | None = None) -> None:
        """The board points gathered so far, as a kill (``killer``; ``overkiller`` dealt
        the 12th damage, if any) or final scoring."""
        points, self.points = self.points, []
        names = self.names
        if killer is not None and killer == victim:  # Domination: the spawnpoint struck back
            self.lines.append(_("The spawnpoint's strike-back kills {victim}!").format(
                victim=names[victim]))
        elif killer is not None:
            if overkiller is None:
                kills = _("{killer} kills {victim}!")
            elif overkiller == killer:
                kills = _("{killer} kills {victim} with overkill!")
            else:  # the bot's 12th damage after a player's killshot, or the reverse
                kills = _("{killer} kills {victim}, and {dealer} deals the overkill!")
            self.lines.append(kills.format(killer=names[killer], victim=names[victim],
                                           dealer=names[overkiller] if overkiller is not None else ""))
        by_victim: dict[int, list[ev.PointsScored]] = {}
        for p in points:
            by_victim.setdefault(p.victim, []).append(p)
        if victim is not None:
            by_victim.setdefault(victim, [])
        for v, scored in by_victim.items():
            order: list[int] = []
            board: dict[int, int] = {}
            first: dict[int, int] = {}
            for p in scored:
                if p.player not in order:
                    order.append(p.player)
                if p.reason == "first blood":
                    first[p.player] = first.get(p.player, 0) + p.points
                else:
                    board[p.player] = board.get(p.player, 0) + p.points
            order.sort(key=lambda s: -board.get(s, 0))
            shares = []
            for s in order:
                text = f"{names[s]} {board.get(s, 0)}"
                if s in first:
                    text += " + " + _("{n} first blood").format(n=first[s])
                shares.append(text)
            whose = _("{name}'s board").format(name=names[v]) if v >= 0 else _("Points")
            if killer is None:
                whose = _("Final scoring of {name}'s board").format(name=names[v]) if v >= 0 \
                    else _("Points")
            if shares:
                self.lines.append(_("{whose}: {shares}").format(whose=whose, shares=", ".join(shares)))

    def flush_track(self) -> None:
        scored, self.track_points = self.track_points, []
        if scored:
            shares = ", ".join(f"{self.names[p.player]} {p.points}" for p in scored)
            self.lines.append(_("Killshot track: {shares}").format(shares=shares))

    def flush_flips(self) -> None:
        flipped, self.flipped = self.flipped, []
        if flipped:
            who = _and([self.names[s] for s in flipped])
            side = "-".join(map(str, FRENZY_BOARD_VALUES))
            self.lines.append(ngettext(
                "{who} flips board to the frenzy side ({side}, no first blood)",
                "{who} flip boards to the frenzy side ({side}, no first blood)",
                len(flipped)).format(who=who, side=side))

    def flush_all(self) -> None:
        self.flush_shot()
        self.flush_points()
        self.flush_track()
        self.flush_flips()

    # -- one event ----------------------------------------------------------------------------
    def tell(self, e) -> None:
        names = self.names
        shot = self.shot
        if not (isinstance(e, ev.Damaged) and e.source == "turret"):
            self.walk = None
        # parts of a shot in progress
        if shot is not None:
            if isinstance(e, ev.Damaged) and e.source == "turret":
                if not self._walk_hit(e):
                    shot["moves"].append(self._turret_hit(e))
                return
            if isinstance(e, ev.Damaged) and e.shooter == shot["shooter"]:
                h = self._hit(e.target)
                h["damage"] += e.amount
                h["hit"] = True
                h["from_marks"] += e.from_marks
                h["wasted"] += max(0, e.dealt + e.from_marks - e.amount)
                return
            if isinstance(e, ev.Marked) and e.why == "weapon":
                h = self._hit(e.target)
                h["marks"] += e.count
                h["marked"] = True
                return
            if isinstance(e, ev.FigureMoved) and e.by == shot["shooter"]:
                moves = _("{name} moves to {square}") if e.player == shot["shooter"] else \
                    _("{name} is moved to {square}")
                shot["moves"].append(self._way(e, moves.format(name=names[e.player],
                                                               square=self.where(e.path[-1]))))
                self._walk_from(e, shot["moves"])
                return
            if isinstance(e, dom.SpawnpointTagged) and e.how == "damage":
                shot["tagged"].append(e.colour)
                return
        # gathered lines end when something else happens
        board_points = isinstance(e, ev.PointsScored) and e.reason in ("board", "first blood")
        if self.points and not board_points and not isinstance(e, (ev.KillshotTracked,
                                                                   dom.KillshotScored, tur.SkullTaken)):
            self.flush_points()
        if not (isinstance(e, ev.PointsScored) and e.reason == "killshot track"):
            self.flush_track()
        if not isinstance(e, ev.BoardFlipped):
            self.flush_flips()
        if isinstance(e, ev.StageSet) and e.stage.name == "action" and self._bot_saw_no_target():
            self.lines.append(_("{name} steers the bot: it sees no target, so it does not shoot").format(
                name=names[self._steerer()]))
            return
        if isinstance(e, (ev.StageSet, ev.ActionTaken, ev.DecksShuffled, ev.AmmoTilePlaced,
                          ev.WeaponPlaced, ev.PowerupDrawn, tur.TurretTileDealt)):
            return  # bookkeeping, or private (a powerup drawn)
        self.flush_shot()

        if isinstance(e, ev.AmmoSpent):
            for c in range(3):
                self.paid_cubes[c] += e.cubes[c]
        elif isinstance(e, ev.PowerupDiscarded):
            if e.why == "pay":
                self.paid_cards.append(e.card)
            elif e.why == "spawn":
                self.spawn_card = (e.player, e.card)
            else:
                self._played(e)
        elif isinstance(e, ev.WeaponFired):
            self.shot = {"shooter": e.player, "weapon": e.weapon, "effects": e.effects,
                         "paid": self.paying(), "hits": {}, "moves": [], "tagged": []}
        elif isinstance(e, ev.Damaged) and e.source == "turret":
            if not self._walk_hit(e):
                self.lines.append(self._turret_hit(e))
        elif isinstance(e, ev.Damaged) and e.source == "bot":
            self.lines.append(self._neutral_shot(e))
        elif isinstance(e, ev.Damaged):  # outside a shot: a Targeting Scope
            self._scope(e)
        elif isinstance(e, ev.Marked):
            self._marked(e)
        elif isinstance(e, ev.FigureMoved):
            self._moved(e)
        elif isinstance(e, ev.TurnStarted):
            self.lines.append(TurnHeader(_("-- Turn {turn}: {name} --").format(
                turn=e.turn, name=names[e.player])))
        elif isinstance(e, ev.Spawned):
            self._spawned(e)
        elif isinstance(e, ev.NeutralPlaced):
            self.lines.append(_("{name} places the bot on {square}").format(
                name=names[e.by], square=self.where(e.square)))
        elif isinstance(e, ev.NeutralActed):
            pass  # told with the bot's move and shot
        elif isinstance(e, ev.AmmoGrabbed):
            self._ammo(e)
        elif isinstance(e, ev.WeaponGrabbed):
            left = _(", leaving the {weapon} in its place").format(weapon=weapon_words(e.dropped)) \
                if e.dropped else ""
            self.lines.append(_("{name} grabs the {weapon}").format(name=names[e.player], weapon=weapon_words(e.weapon))
                              + self.paying(_(" for free")) + left)
        elif isinstance(e, ev.WeaponReloaded):
            self.lines.append(_("{name} reloads the {weapon}").format(name=names[e.player],
                                                                       weapon=weapon_words(e.weapon)) + self.paying())
        elif isinstance(e, ev.PointsScored):
            if e.reason in ("board", "first blood"):
                self.points.append(e)
            elif e.reason == "killshot track":
                self.track_points.append(e)
            elif e.reason == "double kill":
                self.lines.append(ngettext("{name} scores {n} extra point for a double kill",
                                           "{name} scores {n} extra points for a double kill",
                                           e.points).format(name=names[e.player], n=e.points))
            else:  # points for a reason no line above tells
                self.lines.append(_("{name} scores {points}").format(
                    name=names[e.player], points=_points(e.points)))
        elif isinstance(e, ev.KillshotTracked):
            if e.tokens:  # the killshot token, then the overkill token if there was one
                self.flush_points(e.tokens[0], e.victim, e.tokens[1] if len(e.tokens) > 1 else None)
            else:
                self.flush_points()
        elif isinstance(e, dom.KillshotScored):
            self.flush_points(e.killer, e.victim, e.overkill_dealer if e.overkill else None)
        elif isinstance(e, tur.SkullTaken):
            self.flush_points(e.killer, e.victim, e.killer if e.overkill else None)
        elif isinstance(e, tur.TurretTileGrabbed):
            self._ammo(e, self._given_up())
        elif isinstance(e, tur.TurretCommandeered):
            item = given_up_words(e.given_up)
            self.lines.append(_("{name} commandeers the turret on {square}, giving up {item}").format(
                name=names[e.player], square=self.where(e.square), item=item))
        elif isinstance(e, tur.TurretsScored):
            shares = ", ".join(f"{names[s]} {p}" for s, p in e.shares)
            self.lines.append(_("Turrets: {shares}").format(shares=shares))
        elif isinstance(e, dom.SpawnpointTagged) and e.how == "bot":
            self.lines.append(_("{name} steers the bot: it tags the {colour} spawnpoint").format(
                name=names[self.game.state.current], colour=colour_words(e.colour)))
        elif isinstance(e, dom.SpawnpointTagged):
            line = _("{name} tags the {colour} spawnpoint") if e.how == "damage" else \
                _("{name} ends the turn alone on the {colour} spawnpoint and tags it")
            self.lines.append(line.format(name=names[e.player], colour=colour_words(e.colour)))
        elif isinstance(e, dom.StruckBack):
            self.lines.append(ngettext("The {colour} spawnpoint strikes back: {n} damage to {name}",
                                       "The {colour} spawnpoint strikes back: {n} damage to {name}",
                                       e.amount).format(colour=colour_words(e.colour), n=e.amount,
                                                        name=names[e.player]))
        elif isinstance(e, dom.OverkillPlaced):
            self.lines.append(_("{name} puts the overkill token on the {colour} track").format(
                name=names[e.player], colour=colour_words(e.colour)))
        elif isinstance(e, dom.TrackScored):
            shares = ", ".join(f"{names[s]} {p}" for s, p in e.shares)
            self.lines.append(_("Track of the {colour} spawnpoint: {shares}").format(
                colour=colour_words(e.colour), shares=shares))
        elif isinstance(e, ev.PlayerDied):
            pass  # told with the kill; the respawn follows
        elif isinstance(e, ev.FinalFrenzyStarted):
            two = [names[s] for s, d in enumerate(e.double) if d]
            one = [names[s] for s, d in enumerate(e.double) if not d]
            before, after = FRENZY_ACTIONS_BEFORE_FIRST, FRENZY_ACTIONS_FROM_FIRST
            if two and one:
                detail = _(": {some} take {actions}, {others} {after}").format(
                    some=_and(two), actions=_frenzy_actions(before), others=_and(one), after=after)
            else:
                detail = _(", with {actions} each").format(
                    actions=_frenzy_actions(before if two else after))
            self.lines.append(_("FINAL FRENZY! Everyone gets one more turn{detail}.").format(
                detail=detail))
        elif isinstance(e, ev.BoardFlipped):
            self.flipped.append(e.player)
        elif isinstance(e, ev.DiscardsReshuffled):
            self.lines.append(_("The discarded ammo tiles are shuffled into a new deck")
                              if e.deck == "ammo" else
                              _("The discarded powerups are shuffled into a new deck"))
        elif isinstance(e, ev.GameEnded):
            self.lines.append(_game_over(self.game, e))

    def _hit(self, seat: int) -> dict:
        return self.shot["hits"].setdefault(
            seat, {"damage": 0, "hit": False, "from_marks": 0, "wasted": 0, "marks": 0, "marked": False})

    def _played(self, e) -> None:
        """A powerup played: told with what it does (the next event), or now."""
        kind = POWERUPS[e.card].kind
        self.played = (e.player, e.card)
        if kind == "targeting scope":
            choice = self.entry.choice
            target = getattr(choice, "target", "")
            if not self._follows(ev.Damaged):  # paid in a later choice
                aims = _("{name} aims {card} at {target}") if target else _("{name} aims {card}")
                self.lines.append(aims.format(name=self.names[e.player], card=_powerup(e.card),
                                              target=name_of(self.game, target)))
                self.played = None

    def _follows(self, kind) -> bool:
        events = self.entry.events
        seen = False
        for x in events:
            if seen and isinstance(x, kind):
                return True
            if x is self._current:
                seen = True
        return False

    def _scope(self, e) -> None:
        names = self.names
        played, self.played = self.played, None
        shooter, target = names[e.shooter], names[e.target]
        if played is not None:
            result = ngettext("{n} extra damage", "{n} extra damage", e.amount).format(n=e.amount) \
                if e.amount else \
                _("no more damage ({n} already)").format(n=MAX_DAMAGE)
            self.lines.append(_("{shooter} uses {card} on {target}: {result}").format(
                shooter=shooter, card=_powerup(played[1]), target=target, result=result)
                + self.paying())
        else:
            result = ngettext("takes {n} more damage", "takes {n} more damage", e.amount).format(
                n=e.amount) if e.amount else \
                _("takes no more damage ({n} already)").format(n=MAX_DAMAGE)
            self.lines.append(_("Targeting Scope: {target} {result} from {shooter}").format(
                target=target, result=result, shooter=shooter) + self.paying())

    # -- a move's way, and the turrets along it (Turret mode, TUR-6, TUR-7) --------------------
    def _way(self, e, line: str) -> str:
        """The move's line with the way it took, where the mode's routes matter and it
        passed squares: 'Violet moves to X via Y, then Z'."""
        if not self.game.mode.routes_matter or len(e.path) < 3:
            return line
        return _("{move} via {squares}").format(move=line, squares=via_words(self.game.state.board,
                                                                              e.path[1:-1]))

    def _walk_from(self, e, lines: list) -> None:
        """Remember the move just told (its line the last of ``lines``) for the turret
        hits that follow it: each on the next square entered whose turret another owns."""
        self.walk = {"move": e, "lines": lines, "at": len(lines) - 1, "base": lines[-1],
                     "squares": None, "hits": {}}

    def _walk_hit(self, e) -> bool:
        """A turret's hit on the figure that just moved, told in the move's line, where
        it hit when not where the line says it went ("Violet moves to X via Y; Dozer's
        turret hits Violet on Y: 1 damage; Banshee's turret hits Violet: 1 damage");
        False if no move is told."""
        w = self.walk
        if w is None or w["move"].player != e.target or not w["lines"]:
            return False
        if w["squares"] is None:
            w["squares"] = list(tur.hot_squares(self._owners_then(), e.target, w["move"].path))
        if not w["squares"]:
            return False
        square = w["squares"].pop(0)
        squares, amount = w["hits"].get(e.shooter, ((), 0))
        w["hits"][e.shooter] = (squares + (square,), amount + e.amount)
        names = self.names
        parts = []
        for owner, (squares, amount) in w["hits"].items():
            result = ngettext("{n} damage", "{n} damage", amount).format(n=amount) if amount else \
                _("no more damage ({n} already)").format(n=MAX_DAMAGE)
            if squares == (w["move"].path[-1],):  # where the line says it went
                parts.append(_("{owner}'s turret hits {name}: {result}").format(
                    owner=names[owner], name=names[e.target], result=result))
                continue
            parts.append(ngettext("{owner}'s turret hits {name} on {squares}: {result}",
                                  "{owner}'s turrets hit {name} on {squares}: {result}",
                                  len(squares)).format(owner=names[owner], name=names[e.target],
                                                       squares=_and([self.where(q) for q in squares]),
                                                       result=result))
        w["lines"][w["at"]] = clauses([w["base"]] + parts)
        return True

    def _owners_then(self) -> list[int]:
        """The turrets' owners when the event being told happened: today's, with the
        commandeerings since undone (``TurretCommandeered.previous``)."""
        owners = list(self.game.state.mode_state.owners)
        log = self.game.log
        at = next((i for i in range(len(log) - 1, -1, -1) if log[i] is self.entry), len(log) - 1)
        later = [x for entry in log[at + 1:] for x in entry.events]
        events = self.entry.events
        k = next((i for i, x in enumerate(events) if x is self._current), len(events) - 1)
        later = list(events[k + 1:]) + later
        for x in reversed(later):
            if isinstance(x, tur.TurretCommandeered):
                owners[x.square] = x.previous
        return owners

    def _turret_hit(self, e) -> str:
        """'Dozer's turret hits Violet: 1 damage' (Turret mode: entering another's turret)."""
        names = self.names
        result = ngettext("{n} damage", "{n} damage", e.amount).format(n=e.amount) if e.amount else \
            _("no more damage ({n} already)").format(n=MAX_DAMAGE)
        return _("{owner}'s turret hits {name}: {result}").format(
            owner=names[e.shooter], name=names[e.target], result=result)

    def _neutral_shot(self, e) -> str:
        """'Banshee steers the bot: it shoots Dozer (1 damage)' (BOT-4, BOT-5)."""
        names = self.names
        result = ngettext("{n} damage", "{n} damage", e.amount).format(n=e.amount) if e.amount else \
            _("no more damage ({n} already)").format(n=MAX_DAMAGE)
        return _("{name} steers the bot: it shoots {target} ({result})").format(
            name=names[self._steerer()], target=names[e.target], result=result)

    def _steerer(self) -> int:
        """Who took the bot action being told: the seat of its ``NeutralActed``."""
        log = self.game.log
        at = next((i for i in range(len(log) - 1, -1, -1) if log[i] is self.entry), None)
        entries = [self.entry] if at is None else log[at::-1]  # this choice, then the ones before
        for entry in entries:  # the target is chosen after the bot action began
            for x in reversed(entry.events):
                if isinstance(x, ev.NeutralActed):
                    return x.by
        return self.game.state.current

    def _given_up(self) -> str:
        """What the grab of a turret board's tile gives up to commandeer ("": nothing)."""
        events = self.entry.events
        seen = False
        for x in events:
            if seen and isinstance(x, tur.TurretCommandeered):
                return x.given_up
            if seen and isinstance(x, tur.TurretTileGrabbed):
                return ""
            if x is self._current:
                seen = True
        return ""

    def _marked(self, e) -> None:
        names = self.names
        if e.why == "turret":  # a commandeered turret's old token
            line = _("{giver}'s token from the turret becomes a mark on {target}") if e.count else \
                _("{giver}'s token from the turret goes back to them: {target} has {n} of their marks")
            self.lines.append(line.format(giver=names[e.giver], target=names[e.target], n=MAX_MARKS))
        elif e.why == "tagback":
            self.played = None
            got = _marks(e.count) if e.count else _("no mark ({n} already)").format(n=MAX_MARKS)
            self.lines.append(_("{giver} tags {target} back with a Tagback Grenade: {got}").format(
                giver=names[e.giver], target=names[e.target], got=got))
        elif e.why == "bot":
            self.lines.append(_("The bot also marks {target}: its board holds 6 damage or more").format(
                target=names[e.target]))
        elif e.why == "revenge":
            if e.count:
                self.lines.append(_("{giver} gives {target} a revenge mark for the overkill").format(
                    giver=names[e.giver], target=names[e.target]))
        else:
            self.lines.append(_("{giver} marks {target}: {marks}").format(
                giver=names[e.giver], target=names[e.target], marks=_marks(e.count)))

    def _moved(self, e) -> None:
        names = self.names
        where = self.where(e.path[-1])
        played = self.played
        self.played = None
        kind = POWERUPS[played[1]].kind if played is not None else ""
        told = len(self.lines)
        if kind == "teleporter":
            self.lines.append(_("{name} teleports to {square} with {card}").format(
                name=names[e.player], square=where, card=_powerup(played[1])))
        elif kind == "newton":
            self.lines.append(_("{name} uses {card}: {other} is moved to {square}").format(
                name=names[e.by], card=_powerup(played[1]), other=names[e.player], square=where))
        elif e.player == self.game.state.neutral and e.by != e.player and self._steering():
            self.lines.append(_("{name} steers the bot: it moves to {square}").format(
                name=names[e.by], square=where))
        elif e.by != e.player:
            self.lines.append(_("{name} moves {other} to {square}").format(
                name=names[e.by], other=names[e.player], square=where))
        else:
            self.lines.append(_("{name} moves to {square}").format(name=names[e.player], square=where))
        if kind != "teleporter" and len(self.lines) > told:
            self.lines[-1] = self._way(e, self.lines[-1])
        self._walk_from(e, self.lines)

    def _steering(self) -> bool:
        """The event being told belongs to a bot action (a ``NeutralActed`` came before it
        in this entry, or this entry answers the bot action's move)."""
        for x in self.entry.events:
            if x is self._current:
                break
            if isinstance(x, ev.NeutralActed):
                return True
        return self.game.state.neutral is not None and self._answered() == "neutral_move"

    def _answered(self) -> str | None:
        """The question this entry's choice answered: the name of the last stage set
        before it (None for the setup, or an entry not in the game's log)."""
        log = self.game.log
        at = next((i for i in range(len(log) - 1, -1, -1) if log[i] is self.entry), None)
        if at is None:
            return None
        for entry in log[at - 1::-1]:
            for x in reversed(entry.events):
                if isinstance(x, ev.StageSet):
                    return x.stage.name
        return None

    def _bot_saw_no_target(self) -> bool:
        """The bot action's move was answered and the rules went back to the actions with
        no shot (BOT-4.3: "it must shoot someone it can see" - nobody was in sight); a bot
        killed on its way (a turret, BOT-9) is told by its kill instead."""
        bot = self.game.state.neutral
        if bot is None or self._answered() != "neutral_move":
            return False
        return not any(isinstance(x, ev.Damaged) and x.target == bot for x in self.entry.events)

    def _spawned(self, e) -> None:
        names = self.names
        card = ""
        if self.spawn_card is not None and self.spawn_card[0] == e.player:
            card = _(" (discarding {card})").format(card=_powerup(self.spawn_card[1]))
        self.spawn_card = None
        where = self.where(e.square)
        spawns = _("{name} respawns at {square}") if _spawned_before(self.game, self.entry, e.player) \
            else _("{name} spawns at {square}")
        self.lines.append(spawns.format(name=names[e.player], square=where) + card)

    def _ammo(self, e, given_up: str | None = None) -> None:
        """An ammo tile grabbed (``given_up``: Turret mode's tile from the turret board, and
        what of it was given up to commandeer the turret)."""
        tile = AMMO_TILES[e.tile]
        names = self.names
        parts = _cubes(e.cubes)
        if tile.powerup and given_up != tur.GIVE_UP_POWERUP:
            parts.append(_("a powerup"))
        wasted = [tile.cubes.count(c) - e.cubes[c] - (given_up == AMMO[c]) for c in range(3)]
        grabs = _("{name} grabs ammo: {what}") if given_up is None else \
            _("{name} grabs ammo from the turret board: {what}")
        line = grabs.format(name=names[e.player], what=_and(parts) or _("nothing"))
        if any(wasted):
            line += " " + _("({what} wasted: the ammo box is full)").format(what=_and(_cubes(wasted)))
        self.lines.append(line)

    # -- all of it -------------------------------------------------------------------------
    def run(self) -> list[str]:
        for e in self.entry.events:
            self._current = e
            self.tell(e)
        self.flush_all()
        return self.lines


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


def describe(game, entry) -> list[str]:
    """Lines for one log entry (a choice and what followed from it), each beginning with
    a capital ("The bot kills Dozer!", "La Tourelle de ..."; a name as its player typed it
    stays as typed)."""
    typed = player_names(game)[:game.state.seats]
    return [sentence_start(line, typed) for line in _Teller(game, entry).run()]


# -- the hand-off: why the screen is passed, and what happened meanwhile ----------------------------
class TurnHeader(str):
    """The log line that opens a turn ("-- Turn 3: Alice --"), known as such in any language."""


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
        kill = _last_event(game, (ev.KillshotTracked, tur.SkullTaken),
                           lambda e: e.victim == seat and getattr(e, "tokens", True))
        if kill is None:
            return _("Choose where to respawn")
        killer = kill.killer if isinstance(kill, tur.SkullTaken) else kill.tokens[0]
        hit = _last_event(game, ev.Damaged, lambda e: e.target == seat and e.amount > 0)
        if hit is not None and hit.source == "turret":  # the damage's source says what did it
            return _("Choose where to respawn: {name}'s turret killed you").format(
                name=introduce(game, hit.shooter))
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
