"""How a computer player steers the rulebook's bot (the neutral figure).

Rulebook, ADDING A BOT: "Move the bot up to 1 square if you want. Then it must shoot
someone it can see - not you and not itself" (BOT-4); "The bot's damage counts like
any player's damage" but "the bot never wins" (BOT-7); the acting player places it on
a spawnpoint (BOT-2, BOT-8). So the bot's points are nobody's: its damage is worth to
me what it takes from my rivals (their share of a board, a killshot they would have
made, the leader's next points) less what it takes from me, and a bot left where it
sees me is a gun the next player points at me.

Every level asks this module; Easy takes the plain answer (aim at the leader, place
the bot where it sees others and not me), Normal and Hard weigh each option by
:func:`shot_value` and :func:`post_value`. Nothing here is a rule: the targets and
squares are the core's options.
"""

from __future__ import annotations

import attrs

from ..core.choices import SKIP, MoveTo, PickTarget, PlaceNeutral
from ..core.numbers import KILLSHOT_DAMAGE, MAX_DAMAGE
from ..core.rules.scoring import board_values, ranked

LEAD = 0.25  # per point a target's estimated score is above the others'
SHARE = 0.5  # per point a rival loses on a board (its payout now, scaled by nearness)
MINE = 1.0  # per point I lose on a board the bot climbs
HURT = 0.6  # a damage on a rival's board, at its killshot's distance
KILL_MINE = 0.25  # per point of the board's payout the kill gives me more than my best rival
KILL = 1.5  # a killshot the bot takes: no rival takes it, the victim loses a life
FIRST = 0.4  # first blood the bot takes: no rival takes it
MARK = 0.2  # a mark from the bot (a damage next time it shoots)
SEES_ME = 1.2  # the bot left where it sees me (the next player may shoot me with it)
SEES_OTHER = 0.3  # per other seat it sees there (and a little more for the leader)
TRACK_TOKEN = 2.5  # a killshot-track token, in the standing's estimate
ACTION_ORDER = 0.3  # Normal: the bot action's worth against my own actions (taken last, mostly)
STAY = 0.35  # how much where the bot stays counts beside this shot


@attrs.frozen
class NeutralWeights:
    """The constants above as one object, so that a level may steer the bot with its own
    (``Weights.neutral``; Normal's and Easy's are :data:`NEUTRAL`, the constants above)."""

    lead: float = LEAD
    share: float = SHARE
    mine: float = MINE
    hurt: float = HURT
    kill_mine: float = KILL_MINE
    kill: float = KILL
    first: float = FIRST
    mark: float = MARK
    sees_me: float = SEES_ME
    sees_other: float = SEES_OTHER
    track_token: float = TRACK_TOKEN
    order: float = ACTION_ORDER
    stay: float = STAY


NEUTRAL = NeutralWeights()


def standing(g, w: NeutralWeights = NEUTRAL) -> list[float]:
    """Each seat's score as the table shows it (points are hidden): its killshot-track
    tokens and what the boards would pay it now."""
    seats = g.seats
    out = [0.0] * seats
    for tokens in g.killshot_track:
        for s in tokens:
            if s < seats:
                out[s] += w.track_token
    for p in g.players:
        values = board_values(p.skulls, p.frenzy_board)
        for rank, s in enumerate(ranked(p.damage)):
            if s < seats:
                out[s] += (values[rank] if rank < len(values) else 1) * len(p.damage) / KILLSHOT_DAMAGE
    return out


def lead(g, me: int, seat: int, est: list[float]) -> float:
    """How far ``seat`` stands above the average of the seats but me."""
    others = [est[s] for s in range(g.seats) if s != me]
    return est[seat] - sum(others) / max(len(others), 1)


def _payouts(damage, values) -> dict[int, int]:
    return {s: values[rank] if rank < len(values) else 1 for rank, s in enumerate(ranked(damage))}


def shot_value(g, me: int, victim: int, est: list[float] | None = None,
               w: NeutralWeights = NEUTRAL) -> float:
    """What the bot's 1 damage (plus the bot's marks it converts, BOT-5) on figure
    ``victim`` is worth to me, the acting player."""
    bot = g.neutral
    p = g.players[victim]
    have = len(p.damage)
    marks = p.marks[bot] if bot < len(p.marks) else 0
    landed = min(1 + marks, MAX_DAMAGE - have)
    if landed <= 0:
        return 0.0
    est = standing(g, w) if est is None else est
    values = board_values(p.skulls, p.frenzy_board)
    before = _payouts(p.damage, values)
    after = _payouts(list(p.damage) + [bot] * landed, values)
    near = min(have + landed, KILLSHOT_DAMAGE) / KILLSHOT_DAMAGE
    mine = after.get(me, 0) - before.get(me, 0)  # the bot climbing over me: <= 0
    rivals = sum(v - after.get(s, 0) for s, v in before.items() if s not in (me, bot) and s < g.seats)
    value = near * (w.mine * mine + w.share * rivals)
    if victim < g.seats:  # a rival's board: a step nearer its death
        value += w.hurt * landed * (0.5 + near) + w.lead * lead(g, me, victim, est)
    if have == 0 and not p.frenzy_board:
        value += w.first
    if have < KILLSHOT_DAMAGE <= have + landed:  # the board pays now
        best_rival = max((v for s, v in after.items() if s not in (me, bot) and s < g.seats), default=0)
        value += w.kill + w.kill_mine * (after.get(me, 0) - best_rival)
    elif have >= KILLSHOT_DAMAGE:
        value *= 0.3  # only the overkill is left
    if len(g.players[bot].damage) >= 6:
        value += w.mark
    return value


def post_value(g, me: int, square: int | None, est: list[float] | None = None,
               w: NeutralWeights = NEUTRAL) -> float:
    """What leaving the bot on ``square`` is worth to me: the next players aim it, so
    near the leader is good and in sight of me is bad."""
    if square is None:
        return 0.0
    est = standing(g, w) if est is None else est
    board = g.board
    value = 0.0
    for s in range(g.seats):
        q = g.players[s].square
        if q is None or not board.can_see(square, q):
            continue
        if s == me:
            value -= w.sees_me
        else:
            value += w.sees_other + 0.1 * max(lead(g, me, s, est), 0.0)
    return value


def target_worth(g, me: int, option: PickTarget, names, terms=None, targets=None,
                 est: list[float] | None = None, w: NeutralWeights = NEUTRAL) -> float:
    """An option of the bot's shot: a figure by name, else (Domination) a spawnpoint,
    worth what the bot's token takes from my rivals on its track."""
    if option.target in names:
        return shot_value(g, me, names.index(option.target), est, w)
    if terms is not None and targets is not None:
        for t in targets:
            colour = getattr(t, "colour", None)
            if colour is not None and f"{colour} spawnpoint" == option.target:
                return terms.bot_tag_value(g, me, g.neutral, colour)
    return 0.0


def visible_targets(g, me: int, square: int, names, spawn_targets=()) -> list[PickTarget]:
    """The bot's targets from ``square`` (BOT-4.2, as the core lists them), for a
    square it may move to."""
    board = g.board
    out = [PickTarget(names[i]) for i, p in enumerate(g.players)
           if i not in (me, g.neutral) and p.square is not None and board.can_see(square, p.square)]
    for t in spawn_targets:
        q = g.board.spawnpoints.get(getattr(t, "colour", None))
        if q is not None and board.can_see(square, q):
            out.append(PickTarget(f"{t.colour} spawnpoint"))
    return out


def best_move(g, me: int, options, names, terms=None, spawn_targets=(),
              w: NeutralWeights = NEUTRAL) -> tuple[float, object]:
    """(value, option) of the best ``neutral_move`` option: the best shot from the
    square it leads to (0 if none: the shot is a must, a harmful one is worse than
    none) plus a little for where the bot stays."""
    est = standing(g, w)
    here = g.players[g.neutral].square
    best = None
    for o in options:
        square = o.square if isinstance(o, MoveTo) else here if o == SKIP else None
        if square is None:
            continue
        shots = [target_worth(g, me, t, names, terms, spawn_targets, est, w)
                 for t in visible_targets(g, me, square, names, spawn_targets)]
        v = (max(shots) if shots else 0.0) + w.stay * post_value(g, me, square, est, w)
        if best is None or v > best[0]:
            best = (v, o)
    return best if best is not None else (0.0, options[0])


def best_target(g, me: int, options, names, terms=None, spawn_targets=(),
                w: NeutralWeights = NEUTRAL) -> object:
    est = standing(g, w)
    return max(options, key=lambda o: target_worth(g, me, o, names, terms, spawn_targets, est, w)
               if isinstance(o, PickTarget) else -99.0)


def best_place(g, me: int, options, w: NeutralWeights = NEUTRAL) -> object:
    """A spawnpoint where the bot sees the others, the leader most, and not me."""
    est = standing(g, w)
    return max(options, key=lambda o: post_value(g, me, o.square, est, w)
               if isinstance(o, PlaceNeutral) else -99.0)


def leader_target(g, me: int, options, names) -> object:
    """Easy's aim: the figure the table shows ahead, else the first option."""
    est = standing(g)
    figures = [o for o in options if isinstance(o, PickTarget) and o.target in names
               and names.index(o.target) < g.seats]
    if not figures:
        return options[0]
    return max(figures, key=lambda o: est[names.index(o.target)])


def leader_move(g, me: int, options, names, rng) -> object:
    """Easy's move: stay if the leader is in sight, else a square that sees the leader,
    else one that sees anyone but me, else at random."""
    est = standing(g)
    seats = [s for s in range(g.seats) if s != me and g.players[s].square is not None]
    if not seats:
        return SKIP if SKIP in options else options[0]
    leader = max(seats, key=lambda s: est[s])
    here = g.players[g.neutral].square
    board = g.board

    def square(o):
        return o.square if isinstance(o, MoveTo) else here

    def sees(o, s):
        return board.can_see(square(o), g.players[s].square)

    for want in (lambda o: sees(o, leader), lambda o: any(sees(o, s) for s in seats)):
        good = [o for o in options if want(o)]
        if good:
            return SKIP if SKIP in good else rng.choice(good)
    return rng.choice(list(options))
