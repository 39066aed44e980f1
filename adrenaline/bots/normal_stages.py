"""Normal's answer at each kind of decision (a method ``_<kind>`` each, as
:meth:`.normal.NormalBot.choose` asks): the best action, then inside it the plan it
chose (the square to shoot from, the weapon, the tokens), grabs, payments, powerups,
the rulebook's bot's action, and in Turret mode the route and the tile."""

from __future__ import annotations

from ..core.cards import NEWTON, TELEPORTER, cube_counts
from ..core.choices import (
    DONE, END_TURN, SKIP, ChooseAction, Discard, GrabTile, GrabWeapon, MoveTo, Pay, PickTarget,
    PickTrack, PickWeapon, Reload, UsePowerup, UseScope,
)
from ..core.numbers import MAX_WEAPONS
from ..core.rules.powerups import newton_squares
from ..core.routes import route_path
from ..core.view import PlayerView
from ..core.weapons.catalogue import WEAPON_BY_NAME
from .neutral_action import best_move, best_place, best_target
from .normal_values import _affordable, _most, _moves, _nothing
from .normal_weights import POWERUP_WORTH


def _stay_or_step(g) -> tuple:
    """Where the bot may go in its action (BOT-4.1: an adjacent square or stay), for
    weighing the action before it is chosen (routes left to the core's own options)."""
    here = g.players[g.neutral].square
    if here is None:
        return ()
    return tuple(MoveTo(q) for q in g.board.within(here, 1, 1)) + (SKIP,)


def _card_before_action(d, kind: str):
    """The option playing a powerup of ``kind``, if one is offered while an action
    is still left to shoot with; else None."""
    if not any(isinstance(o, ChooseAction) for o in d.options):
        return None
    return next((o for o in d.options
                 if isinstance(o, UsePowerup) and o.powerup.kind == kind), None)


class Stages:
    """Normal's stages (a part of :class:`.normal.NormalBot`)."""

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
        return self.w.neutral.order * self._neutral_move_best(view, _stay_or_step(view.state))[0]

    def _neutral_move_best(self, view, options):
        g = view.state
        table = self._shot_base(view)[1]
        targets = table[0][len(g.players):] if table else ()
        terms = table[1] if table else self.terms(view)
        return best_move(g, view.seat, options, view.names, terms, targets, self.w.neutral)

    def _neutral_move(self, view, d):
        return self._neutral_move_best(view, d.options)[1]

    def _neutral_target(self, view, d):
        g = view.state
        table = self._shot_base(view)[1]
        targets = table[0][len(g.players):] if table else ()
        terms = table[1] if table else self.terms(view)
        return best_target(g, view.seat, d.options, view.names, terms, targets, self.w.neutral)

    def _neutral_place(self, view, d):
        return best_place(view.state, view.seat, d.options, self.w.neutral)

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
