"""The big moments of a game: first blood, a kill, an overkill (and its revenge mark), a
double kill, the final frenzy, the last skull and the winner. Each is a short sting
(:mod:`..sound.synth`, ``moment:*``) and a banner over the arena, read from the core's
events as the animator starts them (never re-derived from the rules):

- first blood: the game's first ``PointsScored`` for "first blood" (a board scored);
- a kill / an overkill: any mode's killshot event (``Event.kill()``); the overkill's
  revenge mark (``Marked`` "revenge") adds its line to the overkill's banner;
- a double kill: ``PointsScored`` for "double kill";
- the final frenzy: ``FinalFrenzyStarted`` (its alarm is the effects' own cue);
- the last skull: the kill that takes the last skull the state had (``skulls_left``);
- the winner: the game over (:meth:`Moments.game_over`, the end screen's headline).

A moment never hides a decision: it lives over the arena only (never the prompt bar,
the hand or the boards), goes at once when a person's options come up, lasts
:data:`LIFE` seconds at the normal animation speed (less when others wait, or faster),
and any click or key skips it. With
"Reduce motion" (Settings) it is a plain banner: no flash of the arena, no slide.
The animator's own banners for these events give way to the moment's.
"""

from __future__ import annotations

from collections import deque

import pygame

from ...core import events as ev
from ...words.i18n import _
from ...words.log import player_names
from .. import layout, theme
from ..kit.text import smaller_sizes
from ..sound.player import play
from . import art

LIFE = 1.8  # seconds a moment is up (at the normal animation speed)
SHORT = 0.9  # ... when others wait behind it
WINNER = 3.0  # the winner's, before the end screen
FLASH = 0.35  # seconds the arena's flash fades over
SLIDE = 0.18  # seconds the banner slides in
FADE = 0.25  # seconds it fades out
INSTANT = 10.0  # an animation speed at which the winner's moment does not hold the end screen
# each moment's sting (the final frenzy's is the effects' alarm, played with its banner)
STINGS = {"first blood": "moment:first blood", "kill": "moment:kill", "overkill": "moment:overkill",
          "double kill": "moment:double kill", "final frenzy": None, "last skull": "moment:last skull",
          "winner": "moment:winner"}


class Moment:
    """One moment: its kind (an identity), its words, colour and sting."""

    __slots__ = ("age", "colour", "kind", "life", "lines", "sting", "title", "who")

    def __init__(self, kind: str, title: str, lines: list[str], colour, sting: str | None,
                 life: float = LIFE, who: tuple = ()):
        self.kind, self.title, self.lines, self.colour, self.sting = kind, title, lines, colour, sting
        self.life, self.age, self.who = life, 0.0, who


class Moments:
    """The moments of one game screen, seen through ``animator.moment`` as its
    animations start; ``reduce_motion()``: the setting, asked at each frame."""

    def __init__(self, session, animator, reduce_motion=lambda: False, sound=play, speed=lambda: 1.0):
        self.session = session
        self.speed = speed  # the animation speed: the moments go by as fast
        self.animator = animator
        self.reduce_motion = reduce_motion
        self.sound = sound
        self.queue: deque[Moment] = deque()
        self.current: Moment | None = None
        self.seen_kinds: list[str] = []  # every moment shown, in order (tests)
        self.resync()
        animator.moment = self.seen

    # -- what the game says ------------------------------------------------------------
    def resync(self) -> None:
        """What the state says so far (a loaded game, an undo): skulls left, blood drawn."""
        g = self.session.game.state
        self.skulls_left = g.skulls_left
        self.blooded = g.skulls_left < g.skulls or any(p.deaths for p in g.players)
        self.dead: set[int] = set()  # victims whose kill is a moment: their "is dead" goes

    def seen(self, e, banners: int) -> None:
        """``e``'s animation starts (the animator had ``banners`` banners before it)."""
        names = player_names(self.session.game)
        made = None
        kill = e.kill()  # a killshot, in any mode (the event says)
        if kill is not None:
            killer, victim = kill.killer, kill.victim
            self.dead.add(victim)
            if kill.overkiller is not None:  # the revenge mark goes to whoever dealt the 12th
                made = self.add("overkill", _("Overkill!"),
                                [_("{killer} overkills {victim}").format(killer=names[kill.overkiller],
                                                                          victim=names[victim])],
                                theme.DANGER, (kill.overkiller, victim))
            else:
                made = self.add("kill", _("{name} is dead!").format(name=names[victim]),
                                [_("Killshot by {killer}").format(killer=names[killer])],
                                theme.DANGER, (killer, victim))
            self.skulls_left -= 1
            if self.skulls_left == 0:
                self.add("last skull", _("Last skull!"),
                         [_("{killer} takes the last skull from the track").format(killer=names[killer])],
                         theme.HIGHLIGHT, (killer,))
        elif isinstance(e, ev.Marked) and e.why == "revenge":
            for m in ([self.current] if self.current else []) + list(self.queue):
                if m.kind == "overkill" and m.who == (e.target, e.giver):
                    m.lines.append(_("{victim} gives {killer} a revenge mark").format(
                        victim=names[e.giver], killer=names[e.target]))
                    break
        elif isinstance(e, ev.PointsScored) and e.reason == "first blood" and not self.blooded:
            self.blooded = True
            made = self.add("first blood", _("First blood!"),
                            [_("{name} struck {victim} first: +{points}").format(
                                name=names[e.player], victim=names[e.victim], points=e.points)],
                            theme.HIGHLIGHT)
        elif isinstance(e, ev.PointsScored) and e.reason == "double kill":
            made = self.add("double kill", _("Double kill!"),
                            [_("{name}: +{points}").format(name=names[e.player], points=e.points)],
                            theme.DANGER)
        elif isinstance(e, ev.FinalFrenzyStarted):
            made = self.add("final frenzy", _("FINAL FRENZY: one more turn each"), [], theme.HIGHLIGHT)
        elif isinstance(e, ev.PlayerDied) and e.player in self.dead:
            made = True  # said by its kill's moment
        if made is not None:
            del self.animator.banners[banners:]  # the animator's banner for it gives way

    def game_over(self) -> None:
        """The game ended: the winner's moment (the end screen's headline), once; at
        the instant animation speed only its sting, and the end screen at once."""
        if "winner" in self.seen_kinds or any(m.kind == "winner" for m in self.queue):
            return
        if self.speed() >= INSTANT:
            self.seen_kinds.append("winner")
            self.sound(STINGS["winner"])
            return
        from ..screens.end_screen import result_lines

        self.add("winner", result_lines(self.session.game)[0], [], theme.OK, life=WINNER)

    def add(self, kind: str, title: str, lines: list[str], colour, who: tuple = (),
            life: float = LIFE) -> Moment:
        m = Moment(kind, title, lines, colour, STINGS[kind], life, who)
        self.queue.append(m)
        return m

    # -- time ----------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def showing(self, kind: str) -> bool:
        return any(m.kind == kind for m in ([self.current] if self.current else []) + list(self.queue))

    def update(self, dt: float, deciding: bool = False) -> None:
        """Time passes; ``deciding``: a person's options are on screen, so every
        moment but the winner's goes now."""
        dt *= max(self.speed(), 0.01)
        if deciding:
            self.queue = deque(m for m in self.queue if m.kind == "winner")
            if self.current is not None and self.current.kind != "winner":
                self.current = None
        if not self.animator.busy and not self.busy:
            self.resync()
        if self.current is not None:
            self.current.age += dt
            life = self.current.life if not self.queue else min(self.current.life, SHORT)
            if self.current.age >= life:
                self.current = None
        if self.current is None and self.queue:
            self.current = self.queue.popleft()
            self.seen_kinds.append(self.current.kind)
            if self.current.sting:
                self.sound(self.current.sting)

    def skip(self) -> None:
        """A click or a key: the moment showing (and those waiting) go."""
        self.current = None
        self.queue.clear()

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The moment over the arena (and the arena's flash); where its banner is."""
        m = self.current
        if m is None:
            return None
        arena = layout.BOARD
        still = self.reduce_motion()
        if not still and m.age < FLASH:
            flash = pygame.Surface(arena.size, pygame.SRCALPHA)
            flash.fill((*m.colour, int(90 * (1 - m.age / FLASH))))
            surface.blit(flash, arena.topleft)
        back = banner(m, arena.width - 80)
        rect = back.get_rect(center=(arena.centerx, arena.top + arena.height * 0.3))
        if not still:
            if m.age < SLIDE:  # in from the left
                rect.x -= int((1 - m.age / SLIDE) ** 2 * (rect.right - arena.left))
            left = m.life - m.age
            if left < FADE:
                back.set_alpha(int(255 * max(0.0, left) / FADE))
            else:
                back.set_alpha(255)
        clip = surface.get_clip()
        surface.set_clip(arena)  # sliding in: never over the panels beside the arena
        surface.blit(back, rect)
        surface.set_clip(clip)
        shown = rect.clip(arena)
        return shown if shown.width else None


_banners: dict[tuple, pygame.Surface] = {}  # the last moment's banner, made once


def banner(m: Moment, room: int) -> pygame.Surface:
    """The moment's words on their dark plate, ``room`` px wide at most (kept while the
    words, the width and the text size stay the same)."""
    key = (m.title, tuple(m.lines), m.colour, room, theme.text_scale)
    made = _banners.get(key)
    if made is not None:
        return made
    # made here, not through art's caches of labels and plates: a moment's words are
    # big and seen once (and the cached plate is shared: never drawn on)
    outlined = art.label.__wrapped__
    titles = [outlined(t, fitting(t, 48, room), m.colour) for t in title_lines(m.title, room)]
    lines = [outlined(line, fitting(line, 26, room), theme.TEXT) for line in m.lines]
    width = max(img.get_width() for img in [*titles, *lines]) + 56
    height = sum(img.get_height() for img in titles) + sum(img.get_height() + 4 for img in lines) + 24
    back = art.banner_back.__wrapped__(width, height)
    y = 12
    for img in titles:
        back.blit(img, img.get_rect(midtop=(width // 2, y)))
        y += img.get_height()
    y += 4
    for img in lines:
        back.blit(img, img.get_rect(midtop=(width // 2, y)))
        y += img.get_height() + 4
    _banners.clear()
    _banners[key] = back
    return back


def title_lines(title: str, width: int, least: int = 32) -> list[str]:
    """The title on one line if it fits ``width`` at ``least`` px or more, else on two:
    cut after its colon, or at the space nearest its middle."""
    if fitting(title, 48, width) >= least or " " not in title:
        return [title]
    if ": " in title:
        head, tail = title.split(": ", 1)
        return [head + ":" if not head.endswith(":") else head, tail]
    spaces = [i for i, c in enumerate(title) if c == " "]
    cut = min(spaces, key=lambda i: abs(i - len(title) / 2))
    return [title[:cut], title[cut + 1:]]


def fitting(words: str, size: int, width: int) -> int:
    """The biggest size up to ``size`` at which ``words`` fit ``width`` (the floor else)."""
    sizes = smaller_sizes(size)
    return next((s for s in sizes if theme.font(s).size(words)[0] <= width), sizes[-1])
