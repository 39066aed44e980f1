"""Normal: a fast heuristic player.

It weighs whole plans rather than single clicks. For Shoot People it lists every
complete, payable way to fire each loaded card (from every square the action
lets it move to first) and scores what each does: damage towards a kill and a
good share of a board's points, marks, first blood, killshot and overkill, less
the cubes spent. Grab Stuff is scored by what the ammo or the weapon is worth;
Run Around by how many targets the new square puts in reach and how exposed it
is. The best action wins; inside it the bot follows the plan it chose. Every
choice is one of the core's options; the bot only sees its PlayerView.

The shots are planned at the core's whole target table (Domination adds the
spawnpoints), and what the mode adds to the evaluation - a target that is no
figure, the square the turn ends on, the overkill token's track, in Turret mode the
routes (the turret damage along them) and the turrets to commandeer - comes from the
mode's terms (bots/mode_terms.py).
"""

from __future__ import annotations

import random
import time

import attrs

from ..core.cards import AMMO, AMMO_TILES, NEWTON, TAGBACK_GRENADE, TARGETING_SCOPE, TELEPORTER, cube_counts
from ..core.choices import (
    DONE, END_TURN, SKIP, ChooseAction, Discard, GrabTile, GrabWeapon, MoveTo, Pay, PickTarget,
    PickTrack, PickWeapon, Reload, UsePowerup, UseScope,
)
from ..core.numbers import (
    KILLSHOT_DAMAGE, LEAST_POINTS, MAX_CUBES, MAX_DAMAGE, MAX_MARKS, MAX_POWERUPS, MAX_WEAPONS,
)
from ..core.rules.actions import action_moves_of
from ..core.rules.payment import budget
from ..core.rules.powerups import newton_squares
from ..core.rules.scoring import board_values, ranked
from ..core.routes import route_path, routes
from ..core.rules.shoot import shot_from
from ..core.view import PlayerView
from ..core.weapons.catalogue import WEAPON_BY_NAME
from ..core.weapons.dsl import DAMAGE, MARK, MOVE
from ..core.weapons.plans import all_plans, can_fire
from .neutral_action import ACTION_ORDER, best_move, best_place, best_target
from .mode_terms import ModeTerms, terms_for
from .ratings import RATINGS

CUBE = 0.35  # what an ammo cube is worth, in points
POWERUP_WORTH = {TARGETING_SCOPE: 0.9, TAGBACK_GRENADE: 0.7, NEWTON: 0.5, TELEPORTER: 0.6}


@attrs.frozen
class Weights:
    """Normal's constants, in points. The defaults are Normal's own play; Hard
    uses a set tuned by self-play (bots/tuned.py, tools/tune_normal.py)."""

    cube: float = CUBE  # an ammo cube
    damage: float = 0.5  # a damage token landed...
    share: float = 1 / 8  # ...plus this much per point of the board share it earns
    first_blood: float = 1.0
    killshot: float = 2.5
    overkill: float = 1.0
    dead: float = 0.6  # factor once the board is at 11: only the 12th counts
    mark: float = 0.45
    shoot: float = 0.3  # lead of Shoot People over the other actions
    reach: float = 0.6  # per loaded card that can fire from a square
    seen: float = 0.15  # per opponent who can see the square
    tile_powerup: float = 0.6  # a powerup card on an ammo tile
    weapon_damage: float = 0.9  # per point of a weapon's rated damage
    weapon_marks: float = 0.3  # per rated mark
    drop: float = 1.5  # cost of grabbing a 4th weapon (one must go)
    grab_square: float = 0.3  # weight of the square's value when grabbing
    scope: float = 0.4  # least value of a Targeting Scope damage worth a cube
    idle: float = 0.0  # ending the turn with actions left
    rank: float = 0.0  # per point my board payout rises (rank after less rank before)
    deny: float = 0.0  # per point the others' payouts from that board fall
    teleport: float = 0.0  # a Teleporter spent to shoot from anywhere (0: never)
    newton: float = 0.0  # a Newton spent to move a target into my shot (0: never)


DEFAULT_WEIGHTS = Weights()


class NormalBot:
    level = "normal"

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT_WEIGHTS,
                 terms: dict[str, ModeTerms] | None = None):
        self.rng = random.Random(seed)
        self.w = weights
        self.own_terms = terms or {}  # a mode's name -> terms of my own (Hard's), else the mode's
        self.intent: tuple | None = None  # (square or None, weapon, tokens) of the shot chosen
        self.push: tuple | None = None  # (target, square) of the Newton chosen
        self._modes: dict = {}  # setup -> (the mode, its evaluation terms)
        self.deadline: float | None = None  # set by a caller on a clock (Hard): see _late
        self._base: tuple | None = None  # (view, _shot_base's answer) for this decision
        self._route_terms: ModeTerms | None = None  # the terms, where routes matter
        self._tiles_known: dict = {}

    def _late(self) -> bool:
        """Past the deadline a caller set: the shots not yet weighed are left out
        (the best found so far is played). A search's playout bots stop instead."""
        return self.deadline is not None and time.perf_counter() > self.deadline

    # -- the decision ---------------------------------------------------------------------
    def choose(self, view: PlayerView, decision):
        self._base = None  # the table changes between decisions, never during one
        self._tiles_known = {}  # (seat, tiles) -> _tiles_worth, this decision
        kind = decision.kind
        options = decision.options
        handler = getattr(self, f"_{kind}", None)
        choice = handler(view, decision) if handler else None
        if choice is None or choice not in options:
            choice = self._fallback(options)
        if isinstance(choice, MoveTo) and self._routes_matter(view):
            choice = self._best_route(view, decision, choice)
        return choice

    # -- routes (Turret mode) ----------------------------------------------------------
    def _routes_matter(self, view) -> bool:
        return self._mode(view)[0].routes_matter

    def _best_route(self, view, d, choice: MoveTo) -> MoveTo:
        """Of the routes offered to ``choice``'s square, the one worth most to me: my own
        moves around the others' turrets, a figure I push through mine."""
        figure = view.seat if d.kind != "newton_move" else self._pushed(view, d)
        if figure is None:
            return choice
        ways = [o for o in d.options if isinstance(o, MoveTo) and o.square == choice.square]
        if len(ways) < 2:
            return choice
        g = view.state
        terms = self.terms(view)
        start = g.players[figure].square

        def worth(o: MoveTo) -> float:
            path = route_path(view, figure, o) or g.board.path(start, o.square)
            return terms.route_value(g, view.seat, figure, path)

        return max(ways, key=worth)

    def _pushed(self, view, d):
        """The figure a Newton moves (the stage's target)."""
        stage = view.state.stage
        target = getattr(stage, "target", None)
        return view.state.seat_of(target) if isinstance(target, str) else target

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

    def _fallback(self, options):
        for preferred in (DONE, SKIP):
            if preferred in options:
                return preferred
        return options[0]

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

    def _turret_tile(self, view, d):
        """Turret mode's Grab: the tile worth most, whole or giving up a cube or its
        powerup to commandeer the turret where I stand (what that is worth: the
        mode's terms)."""
        g = view.state
        me = view.seat
        square = g.players[me].square
        tiles = g.mode_state.tiles
        turret = self.terms(view).commandeer_value(g, me, square)

        def worth(o: GrabTile) -> float:
            v = self._tile_value(g, me, tiles[o.space - 1], o.commandeer)
            return v + (turret or 0.0) if o.commandeer else v

        return max((o for o in d.options if isinstance(o, GrabTile)), key=worth, default=None)

    def _weapon_value(self, p, name: str) -> float:
        """What the card tends to deal (bots/ratings.py), less what grabbing it costs."""
        damage, marks = RATINGS[name]
        w = self.w
        return w.weapon_damage * damage + w.weapon_marks * marks - w.cube * len(WEAPON_BY_NAME[name].grab_cost)

    # -- stages ---------------------------------------------------------------------------
    def _action(self, view: PlayerView, d):
        g = view.state
        me = view.seat
        p = g.players[me]
        here = p.square
        # ending the turn with actions left throws them away; the last action ends
        # the turn where it leaves me (what that is worth is the mode's)
        last = g.actions_left == 1
        end = self._end_value if last else _nothing
        idle = self.w.idle
        scored: list[tuple[float, object]] = (
            [(idle + self._end_value(view, here), END_TURN)] if END_TURN in d.options else [])
        best = None  # the best shot, if Shoot People is an option
        for option in d.options:
            if not isinstance(option, ChooseAction):
                continue
            if option.action == "shoot":
                moves, reload_first = _moves(g, me, "shoot")
                squares = g.board.within(here, 0, moves)
                best = self._best_shot(view, squares, reload_first, end=last,
                                       costs=self._move_values(view, squares, moves))
                if best is not None:
                    scored.append((best[0] + self.w.shoot, option))
            elif option.action == "grab":
                moves, _ = _moves(g, me, "grab")
                value = None
                squares = g.board.within(here, 0, moves)
                costs = self._move_values(view, squares, moves)
                for sq in squares:
                    colour = g.board.spawn_colour_of.get(sq)
                    if colour is None:
                        v = self._best_tile_value(view, me, sq)
                    else:
                        v = max((self._weapon_value(p, w) for w in g.slots[colour]
                                 if w and len(p.weapons) < MAX_WEAPONS
                                 and _affordable(p, cube_counts(WEAPON_BY_NAME[w].grab_cost))),
                                default=None)
                    if v is not None:
                        v = max(v, 0.0) + end(view, sq) + (costs[sq] if costs else 0.0)
                        value = v if value is None else max(value, v)
                scored.append((0.0 if value is None else value, option))
            elif option.action == "bot":  # the rulebook's bot action (bots/neutral_action.py)
                scored.append((self._bot_action_value(view), option))
            elif option.action == "run":
                moves, _ = _moves(g, me, "run")
                squares = g.board.within(here, 1, moves)
                costs = self._move_values(view, squares, moves)
                gain = max((self._square_value(view, q) + end(view, q)
                            + (costs[q] if costs else 0.0) for q in squares),
                           default=0.0) - self._square_value(view, here)
                scored.append((gain, option))
        scored.sort(key=lambda x: -x[0])
        choice = scored[0][1]
        if self.w.teleport:
            jump = self._teleport_to_shoot(view, d)
            if jump is not None and jump[0] > scored[0][0]:
                self.intent = jump[2:]
                return jump[1]
        if self.w.newton:
            push = self._newton_to_shoot(view, d)
            if push is not None and push[0] > scored[0][0]:
                self.push = push[2:]
                return push[1]
        if isinstance(choice, ChooseAction) and choice.action == "shoot":
            self.intent = (best[1], best[2], best[3]) if best else None
        return choice

    # -- the rulebook's bot (bots/neutral_action.py weighs it) --------------------------
    def _bot_action_value(self, view) -> float:
        """The bot action is a must: taken after my own actions (my damage lands first),
        unless those are worth less than a little of the bot's best shot."""
        return ACTION_ORDER * self._neutral_move_best(view, _stay_or_step(view.state))[0]

    def _neutral_move_best(self, view, options):
        g = view.state
        table = self._shot_base(view)[1]
        targets = table[0][len(g.players):] if table else ()
        terms = table[1] if table else self.terms(view)
        return best_move(g, view.seat, options, view.names, terms, targets)

    def _neutral_move(self, view, d):
        return self._neutral_move_best(view, d.options)[1]

    def _neutral_target(self, view, d):
        g = view.state
        table = self._shot_base(view)[1]
        targets = table[0][len(g.players):] if table else ()
        terms = table[1] if table else self.terms(view)
        return best_target(g, view.seat, d.options, view.names, terms, targets)

    def _neutral_place(self, view, d):
        return best_place(view.state, view.seat, d.options)

    def _teleport_to_shoot(self, view, d):
        """Teleporter: "You may play this card on your turn before or after any
        action. Pick up your figure and set it down on any square of the board."
        Before a shot, from the square the best shot of all is made: (its value
        less the card's worth, the option, the shot's square, weapon, tokens)."""
        card = _card_before_action(d, TELEPORTER)
        if card is None:
            return None
        _, reload_first = _moves(view.state, view.seat, "shoot")
        best = self._best_shot(view, view.state.board.squares, reload_first)
        if best is None:
            return None
        return (best[0] + self.w.shoot - self.w.teleport, card) + best[1:]

    def _newton_to_shoot(self, view, d):
        """Newton: "Choose any other player's figure and move it 1 or 2 squares in
        one direction." Before a shot, the move that makes the best shot: (its value
        less the card's worth, the option, the target's seat, its new square)."""
        card = _card_before_action(d, NEWTON)
        if card is None:
            return None
        g = view.state
        moves, reload_first = _moves(g, view.seat, "shoot")
        squares = g.board.within(g.players[view.seat].square, 0, moves)
        best = None
        for seat, other in enumerate(g.players):
            if seat == view.seat or other.square is None:
                continue
            for square in newton_squares(view, seat):
                shot = self._best_shot(view, squares, reload_first, moved=(seat, square))
                if shot is not None and (best is None or shot[0] > best[0]):
                    best = (shot[0], seat, square)
        if best is None:
            return None
        return (best[0] + self.w.shoot - self.w.newton, card) + best[1:]

    def _shoot_move(self, view, d):
        if self.intent and MoveTo(self.intent[0]) in d.options:
            return MoveTo(self.intent[0])
        squares = list(dict.fromkeys(o.square for o in d.options if isinstance(o, MoveTo)))
        best = self._best_shot(view, squares, True, end=view.state.actions_left == 0,
                               costs=self._move_values(view, squares, _most(view)))
        if best:
            self.intent = (best[1], best[2], best[3])
            return MoveTo(best[1])
        return None

    def _shoot_reload(self, view, d):
        want = self.intent[1] if self.intent else None
        if want and Reload(want) in d.options:
            return Reload(want)
        return DONE if DONE in d.options else None

    def _shoot_weapon(self, view, d):
        here = view.state.players[view.seat].square
        best = self._best_shot(view, [here], end=view.state.actions_left == 0)
        if best is None:
            return None
        self.intent = (here, best[2], best[3])
        return PickWeapon(best[2])

    def _shoot_plan(self, view, d):
        if self.intent is None:
            return None
        tokens = self.intent[2]
        done = len(view.state.stage.tokens)
        if done < len(tokens) and tokens[done] in d.options:
            return tokens[done]
        return None

    def _grab(self, view, d):
        g = view.state
        me = view.seat
        p = g.players[me]
        best, choice = None, None
        costs = self._move_values(view, [o.square for o in d.options], _most(view))
        for o in d.options:
            if o.via is not None:
                continue  # the route to the square is chosen after (_best_route)
            colour = g.board.spawn_colour_of.get(o.square)
            if colour is None:
                v = self._best_tile_value(view, me, o.square) or 0.0
            else:
                v = max((self._weapon_value(p, w) for w in g.slots[colour]
                         if w and _affordable(p, cube_counts(WEAPON_BY_NAME[w].grab_cost))), default=0.0)
                if len(p.weapons) >= MAX_WEAPONS:
                    v -= self.w.drop
            v += self.w.grab_square * self._square_value(view, o.square)
            if g.actions_left == 0:  # the last action: the turn ends there
                v += self._end_value(view, o.square)
            if costs:
                v += costs[o.square]
            if best is None or v > best:
                best, choice = v, o
        return choice

    def _grab_weapon(self, view, d):
        p = view.state.players[view.seat]
        return max((o for o in d.options if isinstance(o, GrabWeapon)),
                   key=lambda o: self._weapon_value(p, o.weapon), default=None)

    def _drop_weapon(self, view, d):
        p = view.state.players[view.seat]
        # drop an unloaded one if any, else the least valued
        return min(d.options, key=lambda o: (dict(p.weapons).get(o.weapon, False),
                                             self._weapon_value(p, o.weapon)))

    def _run(self, view, d):
        end = self._end_value if view.state.actions_left == 0 else _nothing
        options = d.options
        costs = self._move_values(view, [o.square for o in options], _most(view))
        if costs is not None:
            options = [o for o in options if o.via is None]  # the route: _best_route
        return max(options, key=lambda o: self._square_value(view, o.square)
                   + end(view, o.square) + (costs[o.square] if costs else 0.0)
                   + 0.01 * self.rng.random())

    def _overkill_track(self, view, d):
        """Domination: "put your overkill token on the track of your choice" - where
        it gains me most (a little noise between tracks worth the same)."""
        terms = self.terms(view)
        return max((o for o in d.options if isinstance(o, PickTrack)),
                   key=lambda o: terms.track_value(view.state, view.seat, o.colour)
                   + 0.01 * self.rng.random(), default=None)

    def _pay(self, view, d):
        # spend cubes before powerups, and the least useful powerups first
        def loss(o: Pay) -> float:
            return self.w.cube * len(o.cubes) + sum(POWERUP_WORTH[x.kind] for x in o.powerups)
        return min(d.options, key=loss)

    def _reload(self, view, d):
        reloads = [o for o in d.options if isinstance(o, Reload)]
        if not reloads:
            return DONE
        return max(reloads, key=lambda o: self._weapon_value(view.state.players[view.seat], o.weapon))

    def _scope(self, view, d):
        g = view.state
        me = view.seat
        best, choice = self.w.scope, DONE  # worth it only if the extra damage beats the cube
        for o in d.options:
            if isinstance(o, UseScope):
                v = self._damage_value(g, me, g.seat_of(o.target), 1, 0)
                if v > best:
                    best, choice = v, o
        return choice

    def _tagback(self, view, d):
        return next((o for o in d.options if isinstance(o, UsePowerup)), SKIP)

    def _spawn(self, view, d):
        """Keep the most useful powerup: discard the least useful one. (Weighing the
        spawnpoint by the targets it sees measured worse in the arena.)"""
        return min((o for o in d.options if isinstance(o, Discard)),
                   key=lambda o: POWERUP_WORTH[o.powerup.kind] + 0.01 * self.rng.random())

    def _newton(self, view, d):
        if self.push:
            return PickTarget(view.names[self.push[0]])
        return d.options[0]

    def _newton_move(self, view, d):
        if self.push:
            square, self.push = self.push[1], None
            return MoveTo(square)
        return d.options[0]

    def _teleporter(self, view, d):
        if self.intent and MoveTo(self.intent[0]) in d.options:
            return MoveTo(self.intent[0])  # where the shot planned at the action is made
        return max(d.options, key=lambda o: self._square_value(view, o.square))


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


def _stay_or_step(g) -> tuple:
    """Where the bot may go in its action (BOT-4.1: an adjacent square or stay), for
    weighing the action before it is chosen (routes left to the core's own options)."""
    here = g.players[g.neutral].square
    if here is None:
        return ()
    return tuple(MoveTo(q) for q in g.board.within(here, 1, 1)) + (SKIP,)


def _nothing(view, square) -> float:
    return 0.0


def _give_ups(tile: int) -> tuple[str, ...]:
    """What of a tile may be given up to commandeer a turret: each of its cubes'
    colours, its powerup."""
    t = AMMO_TILES[tile]
    return tuple(AMMO[c] for c in sorted(set(t.cubes))) + (("powerup",) if t.powerup else ())


def _card_before_action(d, kind: str):
    """The option playing a powerup of ``kind``, if one is offered while an action
    is still left to shoot with; else None."""
    if not any(isinstance(o, ChooseAction) for o in d.options):
        return None
    return next((o for o in d.options
                 if isinstance(o, UsePowerup) and o.powerup.kind == kind), None)


def _most(view) -> int:
    """The most moves the stage's move allows (a move stage's ``moves``)."""
    return getattr(view.state.stage, "moves", 3) or 3


def _moves(g, me: int, action: str) -> tuple[int, bool]:
    """The action's first move and whether it reloads first, as the core says."""
    return action_moves_of(g, me, action) or (0, False)


def _affordable(p, cost) -> bool:
    b = budget(p)
    return all(cost[i] <= b[i] for i in range(3))


__all__ = ["NormalBot"]
