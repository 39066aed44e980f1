"""Animations of the core's events, played one after the other.

The state is already ahead when an event is animated, so the animator keeps
what is *shown*: where each figure stands on screen, how many damage tokens and
marks have not landed on the boards yet, which ammo tiles and weapons still lie
on the arena. Regions ask it before drawing.

- FigureMoved: the figure walks its path square by square (one animation per square
  entered, along the way the core took: a route, not a straight line). A damage the
  mode deals as the figure enters a square (Turret mode's turrets, TUR-6: "each time a
  figure enters a square") plays right after the step onto that square: the turret
  fires as the figure arrives there, and a figure killed on the way walks on tipped.
- WeaponFired: the weapon's name over the shooter; it sets the look of the
  shots that follow (a beam, a projectile, a blast ring, a melee swipe).
- Damaged: the shot travels from the shooter to the target, then the damage
  tokens fly from the target onto its player board; ``pending_damage`` counts
  down as each one lands.
- Marked, Spawned, PlayerDied, KillshotTracked, PointsScored, BoardFlipped,
  FinalFrenzyStarted: a mark flying, a figure materialising, a kill, a
  skull to the track, "+8" by the scorer's board, banners.

Sounds (:mod:`..sound.cues`) play in step: as an event's animation starts (a shot
by weapon family, a mark, final frenzy, a turn starting), when a shot arrives (the
hit), when the 11th damage token lands (a killshot, or an overkill).

Every event has a bounded duration, scaled by the speed setting, and a long
backlog plays faster, so animations never hold the game for long; floating words
and banners do not hold it at all.

The screen order is: the board (with ``draw``), then the panels. A scene that
calls ``draw_overlay`` after the panels gets the tokens flying all the way onto
the boards and the score popups over them; otherwise ``draw`` shows them over
the arena only.

This module keeps the queue (what each event becomes, its start, progress and end, and
what is shown meanwhile); the pieces it is made of are in :mod:`.animation_parts`, the
pictures in :mod:`.animation_draw`.
"""

from __future__ import annotations

from collections import Counter, deque

from ...core import events as ev
from ...core.numbers import KILLSHOT_DAMAGE, OVERKILL_DAMAGE
from .. import layout, theme
from . import art
from ..sound import cues
from ..sound.player import play
from ...words.cards import weapon_words
from ...words.log import player_names
from ...words.i18n import N_, _
from .animation_draw import AnimatorDraw
from .animation_parts import (  # noqa: F401 (named here for the animator's importers)
    BACKLOG, BANNER, FLASH, FLY, MOST, POPUP, SHOT, STAGGER, STEP, Animation, Popup, _ipt, _lerp,
    square_centre, weapon_look,
)

# PointsScored's reasons, as the popup over a board says them
POINT_WORDS = {"board": N_("board"), "first blood": N_("first blood"), "killshot track": N_("track"),
               "double kill": N_("double kill")}


class Animator(AnimatorDraw):
    def __init__(self, session, speed=lambda: 1.0, mode_screen=None, sound=play):
        self.session = session
        self.sound = sound  # plays a named sound (the window's player)
        # the animations of the mode's own events (:mod:`.modes`), if it has any
        self.mode_animations = mode_screen.animations if mode_screen is not None else None
        self.mode_shown: dict = {}  # what the mode's board shows while its events play
        self.speed = speed
        self.queue: deque[Animation] = deque()
        self.current: Animation | None = None
        self.shown: dict[int, int | None] = {}
        self.pending_damage: Counter = Counter()
        self.pending_marks: Counter = Counter()
        self.banners: list[tuple[str, float, tuple]] = []  # text, seconds left, colour
        self.moment = lambda event, banners: None  # the big moments (:mod:`.moments`) see each start
        self.popups: list[Popup] = []
        self.overlay_hooked = False  # draw_overlay is called after the panels
        self.tiles: dict[int, int | None] = {}  # square -> ammo tile shown (while busy)
        self.slots: dict[tuple[str, int], str | None] = {}  # (spawn, slot) -> weapon shown
        self.damage_shown: dict[int, int] = {}  # seat -> damage tokens shown on its board
        self.track_shown = 0  # killshots shown on the track
        self._shot: dict | None = None  # the weapon being fired (enqueue side)
        self._walk: dict | None = None  # the last move's steps and where it will be hit
        self._figure_pos = lambda seat: None
        self.clock = 0.0  # seconds of updates so far (the board glides figures by it)
        self.taken = 0  # events taken from the feed so far
        self.sync()

    @property
    def board(self):
        return self.session.game.state.board

    # -- what is shown ------------------------------------------------------------------
    def sync(self) -> None:
        g = self.session.game.state
        self.shown = {i: p.square for i, p in enumerate(g.players)}
        self.pending_damage.clear()
        self.pending_marks.clear()
        self.tiles.clear()
        self.slots.clear()
        self.damage_shown = {i: len(p.damage) for i, p in enumerate(g.players)}
        self.track_shown = len(g.killshot_track)
        if self.mode_animations is not None:
            self.mode_animations.sync(self, g)

    @property
    def busy(self) -> bool:
        return bool(self.current or self.queue or self.session.feed)

    @property
    def fed(self) -> int:
        """Events fed so far: taken, or still waiting in the feed."""
        return self.taken + len(self.session.feed)

    @property
    def landed(self) -> int:
        """Events played out so far, in the order fed: those before the first
        animation still to play or playing (an event without one lands with the event
        before it). The log tells a choice when its last event has landed."""
        pending = ([self.current] if self.current is not None else []) + list(self.queue)
        # a mode's damage plays inside the walk before it (between its steps): the least
        return min((a.seq for a in pending), default=self.taken)

    def shown_square(self, seat: int, actual: int | None) -> int | None:
        return self.shown.get(seat, actual) if self.busy else actual

    def shown_tile(self, square: int, actual: int | None) -> int | None:
        """The ammo tile shown on a square (a grabbed one stays until the grab plays)."""
        return self.tiles.get(square, actual)

    def shown_slot(self, spawn: str, slot: int, actual: str | None) -> str | None:
        key = (spawn, slot)
        return self.slots.get(key, actual)

    def shown_damage(self, seat: int, actual: int) -> int:
        """Damage tokens shown on a board (for the tipped figure at 11+)."""
        return self.damage_shown.get(seat, actual) if self.busy else actual

    def moving(self) -> tuple[int, tuple[float, float]] | None:
        """(seat, screen position) of the figure walking now, if any."""
        a = self.current
        if a is None or not isinstance(a.event, ev.FigureMoved):
            return None
        path = a.event.path
        board = self.board
        if len(path) < 2:
            return (a.event.player, art.square_anchor(board, path[-1]))
        i = min(a.data.get("step", 0), len(path) - 2)
        f = a.progress
        f = f * f * (3 - 2 * f)  # ease in and out of each square
        p0, p1 = art.square_anchor(board, path[i]), art.square_anchor(board, path[i + 1])
        return (a.event.player, _lerp(p0, p1, f))

    # -- playing ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        speed = max(self.speed(), 0.01)
        while self.session.feed:
            self._enqueue(self.session.feed.popleft())
            self.taken += 1
        self._age(dt * speed)
        budget = dt * speed
        backlog = sum(a.duration - a.t for a in self.queue)
        if self.current is not None:
            backlog += self.current.duration - self.current.t
        if backlog > BACKLOG:  # catch up: however long the backlog, it plays in a few seconds
            budget *= (backlog / BACKLOG) ** 2
        while True:
            if self.current is None:
                if not self.queue:
                    break
                self.current = self.queue.popleft()
                self._start(self.current)
            if budget <= 0:
                break
            a = self.current
            used = min(a.duration - a.t, budget)
            a.t += used
            budget -= used
            self._progress(a)
            if a.done:
                self._finish(a)
                self.current = None
        if not self.busy:
            self.sync()

    def _age(self, dt: float) -> None:
        self.banners = [(t, left - dt, c) for t, left, c in self.banners if left - dt > 0]
        for p in self.popups:
            p.age += dt
        self.popups = [p for p in self.popups if p.age < p.life]

    def _enqueue(self, e) -> None:
        if isinstance(e, ev.FigureMoved):
            self._walk_start(e)
        elif isinstance(e, ev.WeaponFired):
            self._shot = {"shooter": e.player, "weapon": e.weapon, "look": weapon_look(e.weapon),
                          "hits": 0}
            self._add(Animation(e, 0.22))
        elif isinstance(e, ev.Damaged):
            self.pending_damage[e.target] += e.amount
            shot = self._shot if self._shot and self._shot["shooter"] == e.shooter else None
            look = shot["look"] if shot else "projectile"
            weapon = shot["weapon"] if shot else None
            travel = SHOT + (0.1 if look == "blast" else 0.04 if look == "projectile" else 0.0)
            if shot is not None:
                if look == "blast" and shot["hits"]:
                    travel = 0.12  # one blast hits everyone: the later hits follow at once
                shot["hits"] += 1
            n = max(e.amount, 0)
            stagger = min(STAGGER, 0.5 / (n - 1)) if n > 1 else 0.0
            duration = travel + (stagger * (n - 1) + FLY if n else 0.2)
            # a damage that is not its shooter's shot (Turret mode's turret) starts where
            # the mode says, and is drawn as a beam from there, as the figure enters
            # the square on its walk
            after, square = self._walk_hit(e)
            origin = self._damage_origin(e, square)
            if origin is not None:
                look, weapon = "beam", None
            self._add(Animation(e, duration, look=look, weapon=weapon, travel=travel,
                                stagger=stagger, landed=0, base=0, origin=origin), after=after)
        elif isinstance(e, ev.Marked):
            self.pending_marks[e.target] += e.count
            self._add(Animation(e, 0.45))
        elif isinstance(e, ev.Spawned):
            self._add(Animation(e, FLASH))
        elif isinstance(e, ev.PlayerDied):
            self._add(Animation(e, 0.8))
        elif isinstance(e, ev.KillshotTracked):
            self._add(Animation(e, 0.55, slot=0))
        elif isinstance(e, ev.FinalFrenzyStarted):
            self._add(Animation(e, 1.0))
        elif isinstance(e, ev.PointsScored):
            self._add(Animation(e, 0.14))
        elif isinstance(e, ev.BoardFlipped):
            self._add(Animation(e, 0.08))
        elif isinstance(e, ev.AmmoGrabbed):
            self.tiles.setdefault(e.square, e.tile)
            self._add(Animation(e, 0.18))
        elif isinstance(e, ev.AmmoTilePlaced):
            self.tiles.setdefault(e.square, None)
            self._add(Animation(e, 0.04))
        elif isinstance(e, ev.WeaponGrabbed):
            self.slots.setdefault((e.spawn, e.slot), e.weapon)
            self._add(Animation(e, 0.3))
        elif isinstance(e, ev.WeaponPlaced):
            self.slots.setdefault((e.spawn, e.slot), None)
            self._add(Animation(e, 0.05))
        elif isinstance(e, (ev.TurnStarted, ev.ActionTaken)):
            self._shot = None
            self._walk = None
            if isinstance(e, ev.TurnStarted):
                self._add(Animation(e, 0.0))  # nothing to see: its chime, in its place
        elif self.mode_animations is not None:
            duration = self.mode_animations.enqueue(self, e)
            if duration is not None:
                self._add(Animation(e, duration))

    def _add(self, a: Animation, after: Animation | None = None) -> None:
        """Queue ``a`` for the event being taken (at the end, or right after ``after``
        and whatever was put after it before)."""
        a.seq = self.taken
        if after is not None and after in self.queue:
            at = self.queue.index(after) + 1
            while at < len(self.queue) and self.queue[at].data.get("after") is after:
                at += 1
            a.data["after"] = after
            self.queue.insert(at, a)
        else:
            self.queue.append(a)

    def _walk_start(self, e) -> None:
        """A figure's move: one step per square entered (a jump: one step to where it
        lands); the mode says on which of them its damage hits (``hits_along``)."""
        steps = [Animation(e, STEP, step=i) for i in range(max(1, len(e.path) - 1))]
        for a in steps:
            self._add(a)
        hits = getattr(self.mode_animations, "hits_along", None)
        squares = tuple(hits(self, e)) if hits is not None else ()
        self._walk = {"player": e.player, "steps": steps, "hits": list(squares), "path": e.path,
                      "at": 1}

    def _walk_hit(self, e) -> tuple[Animation | None, int | None]:
        """For a damage the mode deals the walking figure: the step onto the square
        where it hits (the next of ``hits_along``'s), and that square; else (None, None)."""
        w = self._walk
        if e.source == "weapon" or w is None or w["player"] != e.target or not w["hits"]:
            return None, None
        square = w["hits"].pop(0)
        path = w["path"]
        i = next((k for k in range(w["at"], len(path)) if path[k] == square), len(path) - 1)
        w["at"] = i + 1
        return w["steps"][min(i, len(w["steps"])) - 1], square

    def _damage_origin(self, e, square: int | None):
        """Where a damage comes from when not from its shooter's figure (the mode says:
        Turret mode's turret on the square entered), or None."""
        if e.source == "weapon" or self.mode_animations is None:
            return None
        origin = getattr(self.mode_animations, "damage_origin", None)
        return origin(self, e, square) if origin is not None else None

    # -- for the modes' animations (:mod:`.modes`) ------------------------------------------
    def names(self) -> tuple[str, ...]:
        return player_names(self.session.game)

    def colour_of(self, seat: int):
        return self._colour(seat)

    def popup_at(self, pos, text: str, colour, size: int = 22) -> None:
        self.popups.append(Popup(text, colour, pos, 1.0, size))

    def popup_at_seat(self, seat: int, text: str, colour) -> None:
        self._popup_at_seat(seat, text, colour, size=30, life=0.9)

    def popup_at_board(self, seat: int, text: str, colour) -> None:
        self._popup_at_board(seat, text, colour, 26, POPUP + 0.3)

    def banner(self, text: str, colour) -> None:
        self.banners.append((text, BANNER, colour))

    def _seat_pos(self, seat: int):
        """Where a figure is on screen now (the board's callback), else its square."""
        p = self._figure_pos(seat)
        if p is not None:
            return p
        sq = self.shown.get(seat)
        return art.square_anchor(self.board, sq) if sq is not None else None

    def _popup_at_seat(self, seat, text, colour, size=24, life=POPUP, dy=-34) -> None:
        """Words above a figure (below it on a spawnpoint, where the weapons are above)."""
        p = self._seat_pos(seat)
        if p is None:
            return
        sq = self.shown.get(seat)
        if sq is not None and art.is_spawn(self.board, sq):
            dy = -dy + 10
        self.popups.append(Popup(text, colour, (p[0], p[1] + dy), life, size))

    def _popup_at_board(self, seat, text, colour, size=24, life=POPUP) -> None:
        """Words by a player's board; several at once stack."""
        k = sum(1 for p in self.popups if p.panel and p.pos[0] == seat and p.age < p.life * 0.7)
        self.popups.append(Popup(text, colour, (seat, k), life, size, panel=True))

    def _start(self, a: Animation) -> None:
        e = a.event
        banners = len(self.banners)  # the moment of ``e`` may take the place of its banner
        sound = cues.start_sound(e)
        if sound is not None:
            self.sound(sound)
        names = player_names(self.session.game)
        players = self.session.game.state.players
        kill = e.kill()  # a killshot in any mode: the killshot track's, a skull from the box
        if kill is not None and kill.overkiller is not None:
            self.banners.append((_("Overkill!"), BANNER, theme.DANGER))
        if isinstance(e, ev.FigureMoved):
            self.shown[e.player] = None  # drawn by moving() while it slides
        elif isinstance(e, ev.WeaponFired):
            self._popup_at_seat(e.player, weapon_words(e.weapon), art.lighter(theme.PLAYER[players[e.player].colour]),
                                size=22, life=0.9)
        elif isinstance(e, ev.Damaged):
            a.data["base"] = self.damage_shown.get(e.target, 0)
            if a.data.get("origin") is not None:  # the mode's words by its origin: "Dozer's turret"
                x, y = a.data["origin"]
                self.popup_at((x, y - 24), self.mode_animations.damage_words(self, e),
                              art.lighter(self._colour(e.shooter)), 20)
        elif isinstance(e, ev.Spawned):
            self.shown[e.player] = e.square
            said = _("{name} respawns") if players[e.player].deaths else _("{name} spawns")
            # low on the square: a spawnpoint's weapon cards fill its top
            r = layout.square_rect(e.square)
            self.popups.append(Popup(said.format(name=names[e.player]), theme.TEXT, (r.centerx, r.bottom - 48),
                                     1.0, 22))
        elif isinstance(e, ev.PlayerDied):
            self.banners.append((_("{name} is dead!").format(name=names[e.player]), BANNER, theme.DANGER))
        elif isinstance(e, ev.FinalFrenzyStarted):
            self.banners.append((_("FINAL FRENZY: one more turn each"), BANNER * 2, theme.HIGHLIGHT))
        elif isinstance(e, ev.KillshotTracked):
            a.data["slot"] = self.track_shown
        elif isinstance(e, ev.PointsScored):
            why = _(POINT_WORDS[e.reason]) if e.reason in POINT_WORDS else e.reason
            self._popup_at_board(e.player, _("+{points} {why}").format(points=e.points, why=why), theme.OK,
                                 26, POPUP + 0.3)
        elif isinstance(e, ev.BoardFlipped):
            self._popup_at_board(e.player, _("frenzy side"), theme.HIGHLIGHT, 22)
        elif isinstance(e, ev.AmmoGrabbed):
            self.tiles[e.square] = None
            self._popup_at_seat(e.player, _("+ammo"), theme.TEXT, size=20, life=0.8)
        elif isinstance(e, ev.AmmoTilePlaced):
            self.tiles[e.square] = e.tile
        elif isinstance(e, ev.WeaponGrabbed):
            self.slots[(e.spawn, e.slot)] = e.dropped or None
            self._popup_at_seat(e.player, "+" + weapon_words(e.weapon), theme.HIGHLIGHT, size=22, life=1.0)
        elif isinstance(e, ev.WeaponPlaced):
            self.slots[(e.spawn, e.slot)] = e.weapon
        elif isinstance(e, ev.Marked):
            pass
        elif self.mode_animations is not None and isinstance(e, self.mode_animations.events):
            self.mode_animations.start(self, a)
        self.moment(e, banners)

    def _progress(self, a: Animation) -> None:
        """Things that happen part-way: damage tokens landing one by one."""
        e = a.event
        if not isinstance(e, ev.Damaged):
            return
        d = a.data
        n = max(e.amount, 0)
        if d["landed"] == 0 and n and a.t >= d["travel"] and not d.get("hit"):
            d["hit"] = True
            self.sound(cues.HIT)
            self._popup_at_seat(e.target, f"-{n}" if n else "0", theme.DANGER, size=30, life=0.9)
        while d["landed"] < n and a.t >= d["travel"] + d["landed"] * d["stagger"] + FLY:
            self._land(e.target)
            d["landed"] += 1
            self._killshot_words(e.target, d["base"] + n)

    def _land(self, seat: int) -> None:
        self.pending_damage[seat] -= 1
        self.damage_shown[seat] = self.damage_shown.get(seat, 0) + 1

    def _killshot_words(self, seat: int, final: int) -> None:
        """When the 11th token lands: KILLSHOT, or OVERKILL if the 12th follows in this hit."""
        if self.damage_shown.get(seat, 0) == KILLSHOT_DAMAGE:
            word = _("OVERKILL") if final >= OVERKILL_DAMAGE else _("KILLSHOT")
            self.sound(cues.killshot_sound(final, OVERKILL_DAMAGE))
            self._popup_at_seat(seat, word, theme.DANGER, size=30, life=1.2, dy=-52)

    def _finish(self, a: Animation) -> None:
        e = a.event
        if isinstance(e, ev.FigureMoved):  # a step: the figure stands on the square entered
            self.shown[e.player] = e.path[min(a.data.get("step", 0) + 1, len(e.path) - 1)]
        elif isinstance(e, ev.Spawned):
            self.shown[e.player] = e.square
        elif isinstance(e, ev.PlayerDied):
            self.shown[e.player] = None
            self.damage_shown[e.player] = 0
        elif isinstance(e, ev.Damaged):
            d = a.data
            while d["landed"] < max(e.amount, 0):  # whatever has not landed yet lands now
                self._land(e.target)
                d["landed"] += 1
        elif isinstance(e, ev.Marked):
            self.pending_marks[e.target] -= e.count
        elif isinstance(e, ev.KillshotTracked):
            self.track_shown += 1
        elif self.mode_animations is not None and isinstance(e, self.mode_animations.events):
            self.mode_animations.finish(self, a)

