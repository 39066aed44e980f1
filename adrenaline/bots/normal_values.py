"""What things are worth to Normal (bots/normal.py), in points: a shot's damage and
marks (a kill, a good share of a board's points, first blood, killshot, overkill, less
the cubes spent), every complete payable shot from a set of squares, a square's reach
and exposure, an ammo tile, a weapon; the mode's terms (bots/mode_terms.py) add what the
mode counts (targets that are no figure, the square the turn ends on, routes)."""

from __future__ import annotations

from ..core.cards import AMMO, AMMO_TILES
from ..core.numbers import KILLSHOT_DAMAGE, LEAST_POINTS, MAX_CUBES, MAX_DAMAGE, MAX_MARKS, MAX_POWERUPS
from ..core.rules.actions import action_moves_of
from ..core.rules.payment import budget
from ..core.rules.scoring import board_values, ranked
from ..core.routes import routes
from ..core.rules.shoot import shot_from
from ..core.view import PlayerView
from ..core.weapons.catalogue import WEAPON_BY_NAME
from ..core.weapons.dsl import DAMAGE, MARK, MOVE
from ..core.weapons.firing import can_fire
from ..core.weapons.plans import all_plans
from .mode_terms import ModeTerms, terms_for
from .ratings import RATINGS


def payouts(damage, values) -> dict[int, int]:
    """What each shooter would score from a board with this damage: "The player who
    has the most damage on that board gets 8 points. The player with the second most
    gets 6. ... break the tie in favor of the player whose damage landed first."
    (``values``: the board's, skulls taken off; 1 for every rank past them)."""
    return {s: values[rank] if rank < len(values) else LEAST_POINTS
            for rank, s in enumerate(ranked(damage))}


def payout_change(damage, me: int, landed: int, values) -> tuple[int, int]:
    """How ``landed`` more damage of mine moves the board's payouts: (the points I
    gain, the points the other shooters lose)."""
    before = payouts(damage, values)
    after = payouts(list(damage) + [me] * landed, values)
    lost = sum(v - after.get(s, 0) for s, v in before.items() if s != me)
    return after.get(me, 0) - before.get(me, 0), lost


class _Asked:
    """The view as the core's shot helpers ask a game: its state, names and mode."""

    __slots__ = ("state", "names", "mode", "cache")

    def __init__(self, state, names, mode):
        self.state = state
        self.names = names
        self.mode = mode
        self.cache: dict = {}  # what the core remembers of this state (its routes)


def _give_ups(tile: int) -> tuple[str, ...]:
    """What of a tile may be given up to commandeer a turret: each of its cubes'
    colours, its powerup."""
    t = AMMO_TILES[tile]
    return tuple(AMMO[c] for c in sorted(set(t.cubes))) + (("powerup",) if t.powerup else ())


def _affordable(p, cost) -> bool:
    b = budget(p)
    return all(cost[i] <= b[i] for i in range(3))


def _moves(g, me: int, action: str) -> tuple[int, bool]:
    """The action's first move and whether it reloads first, as the core says."""
    return action_moves_of(g, me, action) or (0, False)


def _most(view) -> int:
    """The most moves the stage's move allows (a move stage's ``moves``)."""
    return getattr(view.state.stage, "moves", 3) or 3


def _nothing(view, square) -> float:
    return 0.0


class Values:
    """Normal's evaluation (a part of :class:`.normal.NormalBot`)."""

    # -- routes (Turret mode) ----------------------------------------------------------
    def _routes_matter(self, view) -> bool:
        return self._mode(view)[0].routes_matter

    def _move_values(self, view, squares, most: int) -> dict[int, float] | None:
        """Where routes matter: per square, the best route of mine to it at most
        ``most`` moves away (what the turrets it enters cost me); else None."""
        if not self._routes_matter(view):
            return None
        g = view.state
        me = view.seat
        here = g.players[me].square
        terms = self.terms(view)
        asked = _Asked(g, view.names, self._mode(view)[0])
        out = {}
        for q in squares:
            if q == here or q is None:
                out[q] = 0.0
                continue
            out[q] = max((terms.route_value(g, me, me, path)
                          for _, path in routes(asked, me, here, q, most)), default=0.0)
        return out

    # -- values ---------------------------------------------------------------------------
    def _damage_value(self, g, me: int, target: int, n: int, marks_before: int) -> float:
        """What dealing ``n`` damage (plus my marks converting) to ``target`` is worth."""
        p = g.players[target]
        have = len(p.damage)
        landed = min(n + marks_before, MAX_DAMAGE - have)
        if landed <= 0:
            return 0.0
        mine = p.damage.count(me) + landed
        others = sorted((p.damage.count(s) for s in set(p.damage) if s != me), reverse=True)
        rank = sum(1 for c in others if c >= mine)
        values = board_values(p.skulls, p.frenzy_board)
        share = values[rank] if rank < len(values) else LEAST_POINTS
        w = self.w
        value = landed * (w.damage + share * w.share)
        if have == 0 and not p.frenzy_board:
            value += w.first_blood  # first blood
        if have < KILLSHOT_DAMAGE <= have + landed:
            value += w.killshot  # a killshot: the board pays now, a token on the track
        if have + landed >= MAX_DAMAGE and have < MAX_DAMAGE:
            value += w.overkill  # overkill
        if w.rank or w.deny:
            gained, lost = payout_change(p.damage, me, landed, values)
            value += w.rank * gained + w.deny * lost
        if have >= KILLSHOT_DAMAGE:
            value *= w.dead  # only the 12th still counts
        return value

    def _plan_value(self, g, me: int, plan, table, known: dict) -> float:
        """``table``: (the game's targets, the mode's terms) when the mode adds targets
        that are no figure (Domination's spawnpoints). ``known``: what outcomes were
        found worth on this same table (many plans share their outcomes or a part)."""
        outcomes = plan.shot.outcomes
        value = known.get(outcomes)
        if value is None:
            value = known[outcomes] = self._outcomes_value(g, me, outcomes, table, known)
        return value - self.w.cube * sum(plan.cost)

    def _outcomes_value(self, g, me: int, outcomes, table, known: dict) -> float:
        """What a shot's damage and marks are worth (before the cubes it costs);
        ``known`` also keeps each damage's worth, by (target, damage, marks)."""
        value = 0.0
        first_damage: set[int] = set()
        moved: dict = {}  # where the figures the shot moved stand
        seats = len(g.players)
        for kind, seat, n in outcomes:
            if seat >= seats:  # no figure: the mode says what it is worth
                if table is not None and seat not in first_damage:
                    worth = table[1].target_value(g, me, table[0][seat], kind, n)
                    if worth:
                        first_damage.add(seat)  # a spawnpoint is tagged once however hit
                        value += worth
                continue
            if kind == DAMAGE:
                marks = g.players[seat].marks[me] if seat not in first_damage else 0
                first_damage.add(seat)
                key = (seat, n, marks)  # three numbers: never an outcomes key (triples)
                worth = known.get(key)
                if worth is None:
                    worth = known[key] = self._damage_value(g, me, seat, n, marks)
                value += worth
            elif kind == MARK:
                room = MAX_MARKS - g.players[seat].marks[me]
                value += self.w.mark * min(n, max(room, 0))
            elif kind == MOVE and self._route_terms is not None:
                value += self._moved_value(g, me, seat, n, moved)
        return value

    def _moved_value(self, g, me: int, seat: int, where, moved: dict) -> float:
        """A figure a shot moves, along its route (a path) or ``board.path``'s walk to
        the square: what the turrets it enters do (``moved``: squares so far)."""
        if isinstance(where, tuple):
            path = where
        else:
            start = moved.get(seat, g.players[seat].square)
            if seat == me and seat not in moved or start is None:
                return 0.0  # where I fire from varies: my own default walk is not known
            path = g.board.path(start, where)
        moved[seat] = path[-1]
        return self._route_terms.route_value(g, me, seat, path)

    # -- the mode ------------------------------------------------------------------------
    def _mode(self, view):
        """(the game's mode, its evaluation terms) for the view's setup."""
        setup = view.setup
        found = self._modes.get(setup)
        if found is None:
            found = self._modes[setup] = (setup.make_mode(),
                                          self.own_terms.get(setup.mode) or terms_for(setup.mode))
        return found

    def terms(self, view) -> ModeTerms:
        return self._mode(view)[1]

    def _shot_base(self, view: PlayerView):
        """(a shot by me from where I stand at every target the core lists - the
        figures, then the mode's own, where a shot may choose them now -, the
        (targets, terms) table for :meth:`_plan_value`, or None if only figures)."""
        if self._base is not None and self._base[0] is view:
            return self._base[1]
        g = view.state
        mode, terms = self._mode(view)
        asked = _Asked(g, view.names, mode)
        shot = shot_from(asked)._replace(shooter=view.seat)
        targets = mode.targets(asked)
        self._route_terms = terms if mode.routes_matter else None
        found = shot, ((targets, terms) if len(targets) > len(g.players) else None)
        self._base = (view, found)
        return found

    def _end_value(self, view, square) -> float:
        """What ending my turn on ``square`` is worth in this mode."""
        return self.terms(view).end_value(view.state, view.seat, square)

    def _best_shot(self, view: PlayerView, squares, reload_first: bool = False,
                   moved: tuple[int, int] | None = None, end: bool = False,
                   costs: dict | None = None):
        """(value, square, weapon, tokens) of the best shot from any of ``squares``
        (with ``moved``: (seat, square), that figure stands there instead; with
        ``end``: the turn ends where the shot leaves me; ``costs``: what the way to
        each square is worth, :meth:`_move_values`)."""
        best = None
        for found in self._shots(view, squares, reload_first, moved, end, costs):
            if best is None or found[0] > best[0]:
                best = found[:4]
        return best

    def _shots(self, view: PlayerView, squares, reload_first: bool = False,
               moved: tuple[int, int] | None = None, end: bool = False,
               costs: dict | None = None):
        """Every complete, payable shot from any of ``squares``, as (value, square,
        weapon, tokens, plan); the clock is read between cards and every 64 plans
        (:meth:`_late`)."""
        g = view.state
        me = view.seat
        p = g.players[me]
        b = budget(p)
        base, table = self._shot_base(view)
        figures = list(base.pos)  # where every target stands; mine varies
        if moved is not None:
            figures[moved[0]] = moved[1]
        known: dict = {}  # what each shot's outcomes are worth, whatever the square
        for sq in squares:
            figures[me] = sq
            way = costs[sq] if costs is not None else 0.0
            shot = base._replace(pos=tuple(figures))
            ends: dict = {}  # what ending the turn on a square is worth, by square
            for name, loaded in p.weapons:
                if self._late():
                    return
                w = WEAPON_BY_NAME[name]
                if not loaded and not reload_first:
                    continue
                if not can_fire(w, shot, b):
                    continue
                penalty = 0.0 if loaded else self.w.cube * len(w.reload)
                for i, plan in enumerate(all_plans(w, shot, b, limit=800)):
                    if i % 64 == 63 and self._late():
                        return
                    v = self._plan_value(g, me, plan, table, known) - penalty + way
                    if end:  # a weapon may move me: the turn ends where the shot leaves me
                        last = plan.shot.pos[me]
                        if last not in ends:
                            ends[last] = self._end_value(view, last)
                        v += ends[last]
                    yield v, sq, name, plan.tokens, plan

    def _square_value(self, view: PlayerView, square: int) -> float:
        """Targets in reach of my loaded cards from there, less how many can see me."""
        g = view.state
        me = view.seat
        p = g.players[me]
        b = budget(p)
        base, _ = self._shot_base(view)
        shot = base._replace(pos=base.pos[:me] + (square,) + base.pos[me + 1:])
        reach = sum(1 for name, loaded in p.weapons if loaded and can_fire(WEAPON_BY_NAME[name], shot, b))
        seen_by = sum(1 for i, q in enumerate(g.players)
                      if i != me and q.square is not None and g.board.can_see(q.square, square))
        return self.w.reach * reach - self.w.seen * seen_by

    def _tiles_at(self, view, square: int) -> tuple[int, ...]:
        """The ammo tiles Grab could take on ``square`` (the mode says: the tile on it,
        or in Turret mode any tile of the turret board)."""
        mode = self._mode(view)[0]
        return mode.tiles_at(_Asked(view.state, view.names, mode), square)

    def _best_tile_value(self, view, me: int, square: int) -> float | None:
        """The best of the tiles Grab could take there, or None if there is none (in
        Turret mode, a tile given up in part to commandeer the square's turret too)."""
        tiles = self._tiles_at(view, square)
        if not tiles:
            return None
        g = view.state
        whole, part = self._tiles_worth(g, me, tiles)
        turret = self.terms(view).commandeer_value(g, me, square)
        if turret is not None:
            return max(whole, turret + part)
        return whole

    def _tiles_worth(self, g, me: int, tiles: tuple[int, ...]) -> tuple[float, float]:
        """(the best of ``tiles`` whole, the best less a part given up): the same on
        every square offering those tiles (Turret mode: all of them), so worked out
        once a decision."""
        key = (me, tiles)
        found = self._tiles_known.get(key)
        if found is None:
            found = self._tiles_known[key] = (
                max(self._tile_value(g, me, t) for t in tiles),
                max(self._tile_value(g, me, t, given) for t in tiles for given in _give_ups(t)))
        return found

    def _tile_value(self, g, me: int, tile: int, given: str = "") -> float:
        """What a tile gives me (less ``given``: a cube's colour or "powerup", given
        up to commandeer a turret)."""
        p = g.players[me]
        t = AMMO_TILES[tile]
        cubes = list(t.cubes)
        if given in AMMO:
            cubes.remove(AMMO.index(given))
        gained = 0
        room = [MAX_CUBES - a for a in p.ammo]
        for c in cubes:
            if room[c] > 0:
                room[c] -= 1
                gained += 1
        value = self.w.cube * gained
        if t.powerup and given != "powerup" and len(p.powerups) < MAX_POWERUPS:
            value += self.w.tile_powerup
        return value

    def _weapon_value(self, p, name: str) -> float:
        """What the card tends to deal (bots/ratings.py), less what grabbing it costs."""
        damage, marks = RATINGS[name]
        w = self.w
        return w.weapon_damage * damage + w.weapon_marks * marks - w.cube * len(WEAPON_BY_NAME[name].grab_cost)
