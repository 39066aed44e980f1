"""The teller: the events of one log entry turned into lines (:func:`.log.describe`),
merging the events that belong together (a payment and what it paid for, a shot and
its hits, a kill and its points).

Which line an event makes is a table, event type -> line maker: the shared events' in
:mod:`.event_lines` (``LINES``), a mode's own in its words module (:mod:`.modes`:
``LINES``, ``IN_SHOT``, ``QUIET``, ``DAMAGE``, ``MARKS``), found through the registry,
never by the mode's name here. A killshot is told from the event's own ``kill()``,
whatever the mode.
"""

from __future__ import annotations


from ..core import events as ev
from ..core.cards import AMMO, AMMO_TILES
from ..core.numbers import (
    FRENZY_BOARD_VALUES,
    MAX_MARKS,
)
from .cards import and_words, counted_colours as _cubes, effect_name, powerup_words, weapon_words
from .i18n import _, ngettext, pgettext
from .modes import mode_tables
from .names import player_names
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

    def __init__(self, game, entry, shared: dict, quiet: frozenset):
        self.shared = shared  # the shared events' line makers (:data:`.event_lines.LINES`)
        self.quiet = quiet  # ...and those told by no line
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
        if type(e) in self.quiet or type(e) in tables.quiet:
            return  # bookkeeping, or private (a powerup drawn)
        self.flush_shot()
        if kill is not None:  # the killshot and its points, in any mode
            self.flush_points(kill.killer, kill.victim, kill.overkiller)
            return
        maker = self.shared.get(type(e)) or tables.lines.get(type(e))
        if maker is not None:
            maker(self, e)

    # -- the parts the line makers share ---------------------------------------------------
    def _hit(self, seat: int) -> dict:
        return self.shot["hits"].setdefault(
            seat, {"damage": 0, "hit": False, "from_marks": 0, "wasted": 0, "marks": 0, "marked": False})

    def _follows(self, kind) -> bool:
        events = self.entry.events
        seen = False
        for x in events:
            if seen and isinstance(x, kind):
                return True
            if x is self.current:
                seen = True
        return False

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


class TurnHeader(str):
    """The log line that opens a turn ("-- Turn 3: Alice --"), known as such in any language."""
