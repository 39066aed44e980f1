"""The tutorial on screen: the teacher's pages, then the guided first game.

The game is the ordinary game screen (:class:`GameScene`) with a coach beside it
(:mod:`adrenaline.tutorial`): during a guided step only the taught option is on
screen and clickable, a hint bubble points at it, and a click anywhere else says
what to do. Lessons appear as cards the first time something happens; the game
waits while one is open.
"""

from __future__ import annotations

import re

import pygame

from ...tutorial import Coach, Lesson, Script, ScriptError, load_script, pages_cards
from ...tutorial.game import new_session
from .. import layout, theme
from ..game.advice_view import tutorial_offer
from ..game.game_scene import GameScene
from ..game.popups import Popup
from .base import Screen
from ..game.cards import weapon_tip
from .lesson_card import HINT_COLOUR, LessonCard
from ..game.top_bar import track_cells
from ..probe import item_id
from .tutorial_pictures import PICTURES
from ...words.i18n import _
from ..kit.button import Button
from ..kit.text import (
    draw_paragraphs, draw_text, fit_lines, padded, paragraph_step, paragraphs_height, wrap,
)
from ..theme import MIN_PIXELS
from ..game.art import FIGURE_R
from ...words.characters import player_name
from ..kit.tooltip import draw_tooltip, wrap_tip

W, H = layout.BASE  # the pages' size (drawn centred); the guided game fills the window
BUBBLE_W = 330
REFUSAL_SECONDS = 4.0
PAGE_BOTTOM = 684  # the pages' words and pictures end above their buttons
HINT_BEATS = 3.0  # seconds the hint's frame pulses when it appears (then it holds still)


def start_tutorial(app, screen=None) -> bool:
    """Main menu -> the teacher's pages -> the guided game (no autosave: the
    tutorial never replaces a game in progress). A broken script is a message on
    ``screen``, not a crash."""
    try:
        script = load_script()
    except ScriptError as error:
        if screen is not None:
            screen.say(_("Cannot open the tutorial: {error}").format(error=error), theme.DANGER)
        return False
    app.push(TutorialIntro(app, script))
    return True


# -- the teacher's pages ---------------------------------------------------------------
class TutorialIntro(Screen):
    """'Go over the rules for actions, damage, marks, and scoring ... Start playing!'"""

    def __init__(self, app, script: Script):
        super().__init__(app)
        self.script = script
        self.session = new_session(script)  # the pages show its weapons and powerups
        self.page = 0
        self.read = {0}  # the pages the learner has been on
        self.mouse = (0, 0)

    @property
    def last(self) -> bool:
        return self.page == len(self.script.intro) - 1

    def build(self) -> None:
        row = 700
        widgets = []
        if self.page > 0:
            widgets.append(Button(pygame.Rect(W // 2 - 430, row, 260, 52), _("Back"), self.previous,
                                  key="button:Back"))
        nxt = Button(pygame.Rect(W // 2 - 130, row, 260, 52),
                     _("Start playing") if self.last else _("Next"), self.next,
                     key="button:Start playing" if self.last else "button:Next")
        widgets.append(nxt)
        widgets.append(Button(pygame.Rect(W // 2 + 170, row, 260, 52), _("Skip to the game"), self.play,
                              size=20, key="button:Skip to the game"))
        self.form.set(widgets, nxt)

    def probe_extra(self) -> dict:
        return {"page": self.page + 1, "pages": len(self.script.intro),
                "title": self.script.intro[self.page].title}

    def previous(self) -> None:
        self.page = max(0, self.page - 1)

    def next(self) -> None:
        if self.last:
            self.play()
        else:
            self.page += 1
            self.read.add(self.page)

    def play(self) -> None:
        """The guided game; no lesson card for a card the pages read showed with its tip."""
        pictures = {self.script.intro[k].picture for k in self.read}
        shown = pages_cards(self.script, self.session.game, pictures)
        self.app.reset(TutorialScene(self.app, self.session, Coach(self.script), shown))

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        super().handle_event(event)

    def back(self) -> None:
        self.app.go_home()

    def draw_content(self, surface) -> None:
        page = self.script.intro[self.page]
        draw_text(surface, _("TUTORIAL"), 22, theme.TEXT_DIM, (W // 2, 40), "center")
        draw_text(surface, page.title, 48, theme.HIGHLIGHT, (W // 2, 90), "center", W - 360)
        paragraphs = page.text.split("\n\n")
        if not page.picture:
            draw_paragraphs(surface, paragraphs, 26, theme.TEXT,
                            pygame.Rect(200, 150, W - 400, PAGE_BOTTOM - 150), 18)
            return
        if page.picture in ("weapons", "powerups"):  # a wide picture: the text above it
            # as high as it is at the text floor: a bigger text size leaves the picture its room
            floor = paragraphs_height(paragraphs, -MIN_PIXELS, W - 160, 12)
            y = draw_paragraphs(surface, paragraphs, 22, theme.TEXT,
                                pygame.Rect(80, 140, W - 160, min(floor, 260)), 12)
            area = pygame.Rect(80, y + 6, W - 160, PAGE_BOTTOM - y - 6)
        else:
            draw_paragraphs(surface, paragraphs, 22, theme.TEXT,
                            pygame.Rect(70, 150, 540, PAGE_BOTTOM - 150), 14)
            area = pygame.Rect(650, 145, W - 720, 470)
        self.tip = PICTURES[page.picture](surface, area, self.session.game, self.script, self.mouse)

    def draw(self, surface) -> None:
        self.tip = None
        super().draw(surface)
        if self.tip:
            draw_tooltip(surface, self.tip, self.mouse)
        draw_text(surface, f"{self.page + 1} / {len(self.script.intro)}", 20, theme.TEXT_DIM,
                  (W - 60, 40), "right")  # the page's number, by the TUTORIAL heading
        draw_text(surface, _("F1 rules and keys  -  Esc main menu"), 18, theme.TEXT_DIM,
                  (W // 2, H - 22), "center")


# -- the guided game ----------------------------------------------------------------------
class TutorialScene(GameScene):
    def __init__(self, app, session, coach: Coach, shown: frozenset[str] = frozenset()):
        """``shown``: the cards the teacher's pages showed (no lesson card repeats them)."""
        super().__init__(app, session)
        self.coach = coach
        coach.start(session.game, shown)
        self.view.allowed = lambda d: () if self.coach.pending else coach.allowed(d)
        self.view.allowed_ahead = lambda d, option, depth: (not self.coach.pending
                                                            and coach.allows(d, option, depth))
        self.view.undo_locked = lambda: self.step is not None
        self.refusal = ""
        self.refusal_left = 0.0
        self.clock = 0.0

    @property
    def step(self):
        """The guided step on screen now (none while a lesson waits to be shown)."""
        if self.coach.pending:
            return None
        return self.coach.step(self.view.decision)

    # -- input --------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        guided = self.step is not None
        if guided and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.view.refresh()
            for region in self.regions:
                option = region.click(event.pos, self.view)
                if option is not None and option != "undo":
                    self.refusal = ""
                    self.choose(option)
                    return
            self.refuse(self.coach.refusal(self.view.decision))
            return
        if guided and event.type == pygame.KEYDOWN and event.key == pygame.K_z:
            self.refuse(_("No undo during the guided steps: just follow the hint."))
            return
        super().handle_event(event)

    def refuse(self, message: str) -> None:
        self.refusal = message
        self.refusal_left = REFUSAL_SECONDS

    def choose(self, option) -> None:
        d = self.view.decision
        first = option.chain[0] if hasattr(option, "chain") else option  # a click-to-move: its action
        if d is not None and first not in self.coach.allowed(d):
            self.refuse(self.coach.refusal(d))
            return
        super().choose(option)

    def applied(self, decision, option, events) -> None:
        self.coach.after(decision, option, self.session.game, events)

    # -- the flow ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.refusal_left = max(0.0, self.refusal_left - dt)
        if not self.animator.busy:
            lesson = self.coach.next_lesson()
            if lesson is not None:
                self.app.push(LessonCard(self.app, lesson, where=lambda: self.lesson_rect(lesson),
                                         no_more=self.no_more_tips))
                return
        super().update(dt)

    def still_for(self) -> float:
        """As the game screen, and until a refusal goes."""
        still = super().still_for()
        return min(still, self.refusal_left) if self.refusal_left > 0 else still

    def no_more_tips(self) -> None:
        """A lesson card's "No more tips": the coach is silent for the rest of this game."""
        self.coach.hints = False

    def tooltip_at(self, pos) -> str | None:
        """A card's text, and in the tutorial its plain-language tip as well."""
        tip = super().tooltip_at(pos)
        if not tip:
            return tip
        first = tip.split("\n", 1)[0]
        for name, advice in self.coach.script.weapon_tips.items():
            if first == name or first.startswith(f"{name}:"):
                if ": reload" not in first:  # a spawnpoint's card: its text too
                    tip += "\n\n" + weapon_tip(name)
                return tip + "\n\n" + wrap_tip(_("Tip: {tip}").format(tip=advice))
        for kind, advice in self.coach.script.powerup_tips.items():
            if first.lower().startswith(f"{kind} ("):
                return tip + "\n\n" + wrap_tip(_("Tip: {tip}").format(tip=advice))
        return tip

    def probe_extra(self) -> dict:
        """For end-to-end tests: the step, the hint and where they are drawn."""
        step = self.step
        out = {"guided": self.coach.guided, "step": step.expect if step else None,
               "hint": "", "refusal": self.refusal if self.refusal_left > 0 else ""}
        if step is not None:
            target = self.target_rect(step.expect)
            out["hint"] = step.say
            out["bubble"] = self._bubble_box(step.say, target, step.title or _("Next"))
            if target is not None:
                out["target"] = target
        return out

    def lesson_rect(self, lesson: Lesson) -> pygame.Rect | None:
        """Where on screen a lesson's subject is (its ``point``), if anywhere."""
        g = self.session.game.state
        n = len(g.players)
        if lesson.point == "my_board":
            return layout.player_rect(self.coach.learner, n)
        if lesson.point == "victim_board" and 0 <= lesson.seat < n:
            return layout.player_rect(lesson.seat, n)
        if lesson.point == "track":
            cells = track_cells(g.skulls, len(g.killshot_track))
            return cells[0].unionall(cells[1:]).move(layout.TOP_BAR.topleft).inflate(8, 8)
        return None

    # -- the hint bubble --------------------------------------------------------------------
    def target_rect(self, expect: str) -> pygame.Rect | None:
        """Where the taught option is on screen: a square or figure before a button."""
        found = {}
        for item in self.clickables():
            kind, _label, rect = item
            if item_id(item) == expect:
                found.setdefault(kind, pygame.Rect(rect))
        for kind in ("square", "figure", "arrow", "button"):
            if kind in found:
                return found[kind]
        return None

    def draw_marks(self, surface: pygame.Surface) -> None:
        """The taught option framed (it pulses a few beats when it appears)."""
        step = self.step
        target = self.target_rect(step.expect) if step is not None else None
        if target is None:
            return
        colour = theme.DANGER if self.refusal_left > 0 and self.refusal else HINT_COLOUR
        beat = min(self.attention, HINT_BEATS)  # a few beats when it appears, then still
        pulse = 2 + int(2 * abs(((beat * 2) % 2) - 1))
        pygame.draw.rect(surface, colour, target.inflate(8, 8), pulse, border_radius=6)

    def popups_now(self, at=None) -> list[Popup]:
        """The hint stays while the pointer rests on the arena (or anywhere): what the
        pointer shows (a card in full, a tooltip) is drawn over the game beside it, kept
        clear of the bubble where it can."""
        popups = super().popups_now(at)
        if not popups or popups[0].kind == "hint":
            return popups
        hint = self.hint()
        return popups if hint is None else [hint, *popups]

    def popup_clear(self) -> list[pygame.Rect]:
        """The hint bubble: what the pointer shows goes beside it."""
        box = self.hint_box()
        return [] if box is None else [box]

    def hint_box(self) -> pygame.Rect | None:
        """Where the hint bubble is drawn now (None: no hint)."""
        step = self.step
        if step is None:
            if self.coach.guided and self.session.computer_to_decide():
                text = _("{name} is playing. Your turn comes next.").format(
                    name=self.session.decision.decider_name)
                return self._bubble_box(text, None, _("Watch"))
            return None
        target = self.target_rect(step.expect)
        if self.refusal_left > 0 and self.refusal:
            return self._bubble_box(step.say, target, self.refusal)
        return self._bubble_box(step.say, target, step.title or _("Next"))

    def named_figures(self, text: str) -> list[pygame.Rect]:
        """The figures on the arena whose player ``text`` names ("Banshee is lurking",
        Polish "Dożera"): what a hint speaks of, kept in view."""
        seats = self.session.seats
        where = self.board.figure_positions(self.view)
        out = []
        for seat, (x, y) in where.items():
            if seat >= len(seats):
                continue
            called = player_name(seats[seat].name, seats[seat].character)
            stem = called if len(called) <= 5 else called[:-1]
            if re.search(r"(?<!\w)" + re.escape(stem), text):
                r = FIGURE_R + 6
                out.append(pygame.Rect(x - r, y - r, 2 * r, 2 * r))
        return out

    def hint(self) -> Popup | None:
        """The hint bubble beside the taught option, pointing at it (or what to do after
        a click elsewhere; while a computer player plays, who it is)."""
        step = self.step
        if step is None:
            if self.coach.guided and self.session.computer_to_decide():
                title = _("Watch")
                text = _("{name} is playing. Your turn comes next.").format(
                    name=self.session.decision.decider_name)
                return Popup("hint", lambda surface: self.draw_bubble(surface, title, text, None))
            offer = tutorial_offer(self)  # the script is over: Hard's advice, key H
            if offer is not None:
                return Popup("hint", lambda surface: self.draw_bubble(surface, *offer, self.advice.button))
            return None
        target = self.target_rect(step.expect)
        if self.refusal_left > 0 and self.refusal:
            refusal = self.refusal
            return Popup("hint", lambda surface: self.draw_bubble(surface, refusal, step.say, target,
                                                                  theme.DANGER))
        return Popup("hint", lambda surface: self.draw_bubble(surface, step.title or _("Next"),
                                                              step.say, target))

    def bubble_rect(self, size: tuple[int, int], target: pygame.Rect | None,
                    figures: list[pygame.Rect] | tuple = ()) -> pygame.Rect:
        """Beside the target, never over it nor over the prompt bar, inside the window;
        its pointer never crosses the prompt bar (a button of the bar: the hint above
        the bar, pointing down at it); clear of the ``figures`` it speaks of where a
        side leaves them in view."""
        screen = pygame.Rect((0, 0), layout.SIZE)
        prompt = layout.PROMPT
        bubble = pygame.Rect((0, 0), size)
        if target is None:
            bubble.midtop = (layout.BOARD.centerx, layout.BOARD.y + 12)
            return bubble.clamp(screen)
        gap = 18
        if target.colliderect(prompt):  # above the bar, slid along it off the figures named
            best = None  # (the pointer slants down to the button when it must)
            for shift in sorted(range(-2 * size[0], 2 * size[0] + 1, 20), key=abs):
                bubble.midbottom = (target.centerx + shift, prompt.y - gap)
                moved = bubble.clamp(screen)
                covered = len(moved.collidelistall(list(figures)))
                if best is None or covered < best[0]:
                    best = (covered, moved)
                if not covered:
                    break
            if best is not None:
                return best[1]
            bubble.midbottom = (target.centerx, prompt.y - gap)
            return bubble.clamp(screen)
        spots = [("midleft", (target.right + gap, target.centery)),
                 ("midright", (target.x - gap, target.centery)),
                 ("midbottom", (target.centerx, target.y - gap)),
                 ("midtop", (target.centerx, target.bottom + gap))]
        keep_clear = target.inflate(8, 8)
        fits = []
        for anchor, pos in spots:
            setattr(bubble, anchor, pos)
            moved = bubble.clamp(screen)
            if moved.colliderect(keep_clear) or moved.colliderect(prompt):
                continue
            if prompt.clipline(*self.pointer(moved, target)):
                continue
            if moved.collidelist(list(figures)) < 0:
                return moved
            fits.append(moved)
        if fits:  # no side leaves every figure named in view: the one covering fewest
            return min(fits, key=lambda box: len(box.collidelistall(list(figures))))
        bubble.midbottom = (target.centerx, target.y - gap)
        return bubble.clamp(screen)

    def pointer(self, box: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
        """The hint's pointer, from the bubble to the taught option's frame; to a button
        of the prompt bar, down to the bar's top edge above the button (slanting where
        the bubble stands aside, off a figure it names)."""
        prompt = layout.PROMPT
        if target.colliderect(prompt) and box.bottom <= prompt.y:
            x = min(max(target.centerx, box.x + 16), box.right - 16)
            return (x, box.bottom), (target.centerx, prompt.y - 3)
        return self._edge(box, target.center), self._edge(target.inflate(8, 8), box.center)

    def draw_bubble(self, surface, title: str, text: str, target, colour=HINT_COLOUR) -> pygame.Rect:
        box = self._bubble_box(text, target, title)
        if target is not None:
            start, end = self.pointer(box, target)
            pygame.draw.line(surface, colour, start, end, 3)
            if target.colliderect(layout.PROMPT) and end[1] > start[1]:  # down at a button: an arrowhead
                pygame.draw.polygon(surface, colour, [(end[0] - 6, end[1] - 7), (end[0] + 6, end[1] - 7),
                                                      (end[0], end[1])])
        pygame.draw.rect(surface, (20, 22, 32), box, border_radius=10)
        pygame.draw.rect(surface, colour, box, 2, border_radius=10)
        size, extra = self._title_room(title)
        draw_text(surface, title, size, colour, (box.x + 14, box.y + 24 + extra // 2),
                  width=BUBBLE_W - 28, height=theme.font(size).get_linesize() + extra)
        draw_paragraphs(surface, [text], 19, theme.TEXT,
                        pygame.Rect(box.x + 14, box.y + 44 + extra, BUBBLE_W - 28, box.height - 50 - extra))
        return box

    @staticmethod
    def _title_room(title: str) -> tuple[int, int]:
        """(size, extra height): a bubble's title on one line, else on two (whole words
        at the floor, the bubble taller by a line)."""
        size = 22 if len(title) < 30 else 18
        one = theme.font(size).get_linesize()
        _size, lines = fit_lines(padded(title), size, BUBBLE_W - 28, 2 * one)
        return size, (len(lines) - 1) * theme.font(_size).get_linesize()

    def _bubble_box(self, text: str, target, title: str = "") -> pygame.Rect:
        """The bubble, as tall as its title and text wrapped (measured as drawn)."""
        lines = wrap(padded(text), 19, BUBBLE_W - 28)
        extra = self._title_room(title)[1] if title else 0
        figures = [f for f in self.named_figures(text) if target is None or not f.colliderect(target)]
        return self.bubble_rect((BUBBLE_W, 44 + extra + len(lines) * paragraph_step(19) + 10),
                                target, figures)

    @staticmethod
    def _edge(rect: pygame.Rect, towards) -> tuple[int, int]:
        """The point of ``rect``'s border on the way from its centre to ``towards``."""
        cx, cy = rect.center
        dx, dy = towards[0] - cx, towards[1] - cy
        if dx == 0 and dy == 0:
            return rect.center
        sx = (rect.width / 2) / abs(dx) if dx else float("inf")
        sy = (rect.height / 2) / abs(dy) if dy else float("inf")
        s = min(sx, sy, 1.0)
        return (int(cx + dx * s), int(cy + dy * s))
