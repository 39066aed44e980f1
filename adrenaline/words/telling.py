"""The teller: the events of one log entry turned into lines (:func:`.log.describe`),
merging the events that belong together (a payment and what it paid for, a shot and
its hits, a kill and its points).

Which line an event makes is a table, event type -> line maker (:data:`LINES`, the
shared events'); a mode's own events are told by its words module
(:mod:`.modes`: ``LINES``, ``IN_SHOT``, ``QUIET``, ``DAMAGE``, ``MARKS``), found through
the registry, never by the mode's name here. A killshot is told from the event's own
``kill()``, whatever the mode.
"""

from __future__ import annotations

from typing import Callable

from ..core import events as ev
from ..core.cards import AMMO, AMMO_TILES, POWERUPS
from ..core.numbers import (
    FRENZY_ACTIONS_BEFORE_FIRST, FRENZY_ACTIONS_FROM_FIRST, FRENZY_BOARD_VALUES,
    MAX_DAMAGE, MAX_MARKS,
)
from .cards import and_words, counted_colours as _cubes, effect_name, powerup_words, weapon_words
from .i18n import _, ngettext, pgettext
from .modes import mode_tables
from .names import name_of, player_names
from .options import via_words
from .squares import square_words

BASIC_EFFECTS = ("basic effect", "basic mode", "effect")


def frenzy_actions(n: int) -> str:
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


class Teller:
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
        self.current = None  # the event being told
        self.walk: dict | None = None  # the last move, while the turrets it set off are told
        self.tables = mode_tables()  # every mode's words for its own events

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
        targets = _and([names[s] for s in hits] + shot["also"]) or _("nobody")
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
        # a mode's words on the shot (a spawnpoint tagged), then the moves and the turrets
        # they set off, in order
        self.lines.append(clauses([line] + shot["notes"] + shot["moves"]))

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
        tables = self.tables
        damage = tables.damage.get(e.source) if isinstance(e, ev.Damaged) else None
        if damage is None:
            self.walk = None
        # parts of a shot in progress
        if shot is not None:
            if damage is not None:  # a mode's damage inside the shot (a turret's)
                line = damage(self, e)
                if line:
                    shot["moves"].append(line)
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
                self.walk_from(e, shot["moves"])
                return
            in_shot = tables.in_shot.get(type(e))
            if in_shot is not None and in_shot(self, e):
                return
        kill = e.kill()
        # gathered lines end when something else happens
        board_points = isinstance(e, ev.PointsScored) and e.reason in ("board", "first blood")
        if self.points and not board_points and kill is None:
            self.flush_points()
        if not (isinstance(e, ev.PointsScored) and e.reason == "killshot track"):
            self.flush_track()
        if not isinstance(e, ev.BoardFlipped):
            self.flush_flips()
        if isinstance(e, ev.StageSet) and e.stage.name == "action" and self._bot_saw_no_target():
            self.lines.append(_("{name} steers the bot: it sees no target, so it does not shoot").format(
                name=names[self._steerer()]))
            return
        if type(e) in QUIET or type(e) in tables.quiet:
            return  # bookkeeping, or private (a powerup drawn)
        self.flush_shot()
        if kill is not None:  # the killshot and its points, in any mode
            self.flush_points(kill.killer, kill.victim, kill.overkiller)
            return
        maker = LINES.get(type(e)) or tables.lines.get(type(e))
        if maker is not None:
            maker(self, e)

    # -- the shared events' lines (:data:`LINES`) ---------------------------------------------
    def _spent(self, e) -> None:
        for c in range(3):
            self.paid_cubes[c] += e.cubes[c]

    def _discarded(self, e) -> None:
        if e.why == "pay":
            self.paid_cards.append(e.card)
        elif e.why == "spawn":
            self.spawn_card = (e.player, e.card)
        else:
            self._played(e)

    def _fired(self, e) -> None:
        self.shot = {"shooter": e.player, "weapon": e.weapon, "effects": e.effects,
                     "paid": self.paying(), "hits": {}, "moves": [], "also": [], "notes": []}

    def _damaged(self, e) -> None:
        told = self.tables.damage.get(e.source)
        if told is not None:  # a mode's damage (a turret's)
            line = told(self, e)
            if line:
                self.lines.append(line)
        elif e.source == "bot":
            self.lines.append(self._neutral_shot(e))
        else:  # outside a shot: a Targeting Scope
            self._scope(e)

    def _turn(self, e) -> None:
        self.lines.append(TurnHeader(_("-- Turn {turn}: {name} --").format(
            turn=e.turn, name=self.names[e.player])))

    def _neutral_placed(self, e) -> None:
        self.lines.append(_("{name} places the bot on {square}").format(
            name=self.names[e.by], square=self.where(e.square)))

    def _weapon_grabbed(self, e) -> None:
        left = _(", leaving the {weapon} in its place").format(weapon=weapon_words(e.dropped)) \
            if e.dropped else ""
        self.lines.append(_("{name} grabs the {weapon}").format(name=self.names[e.player],
                                                                 weapon=weapon_words(e.weapon))
                          + self.paying(_(" for free")) + left)

    def _reloaded(self, e) -> None:
        self.lines.append(_("{name} reloads the {weapon}").format(
            name=self.names[e.player], weapon=weapon_words(e.weapon)) + self.paying())

    def _scored(self, e) -> None:
        if e.reason in ("board", "first blood"):
            self.points.append(e)
        elif e.reason == "killshot track":
            self.track_points.append(e)
        elif e.reason == "double kill":
            self.lines.append(ngettext("{name} scores {n} extra point for a double kill",
                                       "{name} scores {n} extra points for a double kill",
                                       e.points).format(name=self.names[e.player], n=e.points))
        else:  # points for a reason no line above tells
            self.lines.append(_("{name} scores {points}").format(
                name=self.names[e.player], points=_points(e.points)))

    def _frenzy(self, e) -> None:
        names = self.names
        two = [names[s] for s, d in enumerate(e.double) if d]
        one = [names[s] for s, d in enumerate(e.double) if not d]
        before, after = FRENZY_ACTIONS_BEFORE_FIRST, FRENZY_ACTIONS_FROM_FIRST
        if two and one:
            detail = _(": {some} take {actions}, {others} {after}").format(
                some=_and(two), actions=frenzy_actions(before), others=_and(one), after=after)
        else:
            detail = _(", with {actions} each").format(
                actions=frenzy_actions(before if two else after))
        self.lines.append(_("FINAL FRENZY! Everyone gets one more turn{detail}.").format(
            detail=detail))

    def _reshuffled(self, e) -> None:
        self.lines.append(_("The discarded ammo tiles are shuffled into a new deck")
                          if e.deck == "ammo" else
                          _("The discarded powerups are shuffled into a new deck"))

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
            if x is self.current:
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

    def walk_from(self, e, lines: list) -> None:
        """Remember the move just told (its line the last of ``lines``) for the turret
        hits that follow it: each on the next square entered whose turret another owns."""
        self.walk = {"move": e, "lines": lines, "at": len(lines) - 1, "base": lines[-1],
                     "squares": None, "hits": {}}

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

    def _marked(self, e) -> None:
        names = self.names
        told = self.tables.marks.get(e.why)
        if told is not None:  # a mode's mark (a commandeered turret's old token)
            told(self, e)
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
        self.walk_from(e, self.lines)

    def _steering(self) -> bool:
        """The event being told belongs to a bot action (a ``NeutralActed`` came before it
        in this entry, or this entry answers the bot action's move)."""
        for x in self.entry.events:
            if x is self.current:
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

    def ammo(self, e, grabs: str | None = None, given_up: str = "") -> None:
        """An ammo tile grabbed, told in ``grabs``'s words (a mode's own: Turret mode's "from
        the turret board"), less what was ``given_up`` of it: a cube's colour, or anything
        else for its powerup (Turret mode's commandeering)."""
        tile = AMMO_TILES[e.tile]
        names = self.names
        parts = _cubes(e.cubes)
        if tile.powerup and (not given_up or given_up in AMMO):
            parts.append(_("a powerup"))
        wasted = [tile.cubes.count(c) - e.cubes[c] - (given_up == AMMO[c]) for c in range(3)]
        line = (grabs or _("{name} grabs ammo: {what}")).format(
            name=names[e.player], what=_and(parts) or _("nothing"))
        if any(wasted):
            line += " " + _("({what} wasted: the ammo box is full)").format(what=_and(_cubes(wasted)))
        self.lines.append(line)

    # -- all of it -------------------------------------------------------------------------
    def run(self) -> list[str]:
        for e in self.entry.events:
            self.current = e
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


class TurnHeader(str):
    """The log line that opens a turn ("-- Turn 3: Alice --"), known as such in any language."""


def _nothing(teller: Teller, e) -> None:
    """Told with something else (a death with its kill, the bot's action with its move)."""


# the shared events told by no line: bookkeeping, or private (a powerup drawn)
QUIET = frozenset({ev.StageSet, ev.ActionTaken, ev.DecksShuffled, ev.AmmoTilePlaced,
                   ev.WeaponPlaced, ev.PowerupDrawn})
# event type -> its line maker (a mode's own events: its words module's ``LINES``)
LINES: dict[type, Callable[[Teller, ev.Event], None]] = {
    ev.AmmoSpent: Teller._spent,
    ev.PowerupDiscarded: Teller._discarded,
    ev.WeaponFired: Teller._fired,
    ev.Damaged: Teller._damaged,
    ev.Marked: Teller._marked,
    ev.FigureMoved: Teller._moved,
    ev.TurnStarted: Teller._turn,
    ev.Spawned: Teller._spawned,
    ev.NeutralPlaced: Teller._neutral_placed,
    ev.NeutralActed: _nothing,  # told with the bot's move and shot
    ev.AmmoGrabbed: Teller.ammo,
    ev.WeaponGrabbed: Teller._weapon_grabbed,
    ev.WeaponReloaded: Teller._reloaded,
    ev.PointsScored: Teller._scored,
    ev.KillshotTracked: lambda teller, e: teller.flush_points(),  # no killshot token (none in play)
    ev.PlayerDied: _nothing,  # told with the kill; the respawn follows
    ev.FinalFrenzyStarted: Teller._frenzy,
    ev.BoardFlipped: lambda teller, e: teller.flipped.append(e.player),
    ev.DiscardsReshuffled: Teller._reshuffled,
    ev.GameEnded: lambda teller, e: teller.lines.append(_game_over(teller.game, e)),
}
