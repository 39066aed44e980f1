"""The panels around the arena: the prompt and its buttons, the active person's
hand, the players' boards, the killshot track and decks, and the game log.

Every panel reads the :class:`~.view.GameView` only (no rules are re-run here)
and draws from cached surfaces: a player's board, the top bar and the log are
rendered again only when what they show changes, so a frame costs a few blits.

Privacy: the hand shows the cards of ``view.hand_seat`` only; the boards show
what the table shows (weapons loaded or not, the number of powerups, never
their faces); points are face down ("?") except for the person whose hand is
face up, and for everyone once the game is over.

Tooltips are strings with line breaks (already wrapped: :func:`.kit.tooltip.wrap_tip`);
the kit's :func:`~.kit.tooltip.draw_tooltip` draws one as a box that stays on screen.
"""

from __future__ import annotations

import functools

import pygame

from ..core.cards import (
    AMMO,
    MAX_CUBES,
    NEWTON,
    POWERUPS,
    TAGBACK_GRENADE,
    TARGETING_SCOPE,
    TELEPORTER,
    Powerup,
)
from ..core.choices import (
    ChooseAction,
    Discard,
    DropWeapon,
    GrabWeapon,
    Pay,
    PickEffect,
    PickTarget,
    PickTrack,
    PickWeapon,
    Reload,
    UsePowerup,
    UseScope,
)
from ..core import reasons
from ..core.numbers import (
    ADRENALINE_GRAB_DAMAGE as GRAB_AT, ADRENALINE_GRAB_MOVES, ADRENALINE_SHOOT_DAMAGE as SHOOT_AT,
    ADRENALINE_SHOOT_MOVES, BOARD_VALUES, FIRST_BLOOD_POINTS, FRENZY_BOARD_VALUES, KILLSHOT_DAMAGE,
    GRAB_MOVES, KILLSHOT_TRACK_VALUES, MAX_DAMAGE, MAX_MARKS, OVERKILL_DAMAGE, POWERUP_CUBES, SHOOT_MOVES,
    listed,
)
from ..core.weapons.catalogue import WEAPON_BY_NAME
from . import art, layout, theme
from .kit.button import Button
from .kit.text import fit, fit_lines, smaller_sizes, wrap
from .kit.tooltip import wrap_tip
from ..words import _, ngettext
from ..words.i18n import N_, cached_words, pgettext
from ..words.options import spawnpoint_colour
from ..words.squares import colour_words
from ..words.cards import (
    cost_words, effect_name, effect_text, effect_words, powerup_name, powerup_paragraphs,
    weapon_paragraphs, weapon_short_words, weapon_words,
)
from ..words.log import action_words, frenzy_reason, introduce, name_of, prompt_text

KILLSHOT_VALUES = BOARD_VALUES  # most damage, second most, ... ; a skull covers one each
FRENZY_VALUES = FRENZY_BOARD_VALUES  # the frenzy side: no first blood
DIM = (140, 146, 168)  # quiet labels; still 4.5:1 on a board (test_readability.py)
DARK = (18, 20, 30)
EMPTY = (56, 60, 78)
FRENZY = (255, 140, 40)


# -- small drawing helpers ---------------------------------------------------------------------


def draw_ammo_slot(surface, colour: str, centre, r: int, full: bool) -> None:
    """A cube of the ammo box: the cube when there, its empty outline when not."""
    if full:
        theme.draw_ammo(surface, colour, centre, r)
        return
    x, y = centre
    c = tuple(v // 3 + 30 for v in theme.AMMO_COLOUR[colour])
    shape = theme.AMMO_SHAPE[colour]
    if shape == "triangle":
        pygame.draw.polygon(surface, c, [(x, y - r), (x + r, y + r), (x - r, y + r)], 1)
    elif shape == "square":
        pygame.draw.rect(surface, c, (x - r, y - r, 2 * r, 2 * r), 1)
    else:
        pygame.draw.circle(surface, c, centre, r, 1)


@functools.lru_cache(maxsize=16)
def skull_icon(size: int, colour: tuple = (232, 230, 220)) -> pygame.Surface:
    """A small skull (the killshot track's and the boards' skulls)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size / 2
    head = pygame.Rect(0, 0, int(size * 0.84), int(size * 0.7))
    head.midtop = (int(r), int(size * 0.04))
    pygame.draw.ellipse(s, colour, head)
    jaw = pygame.Rect(0, 0, int(size * 0.5), int(size * 0.34))
    jaw.midtop = (int(r), int(size * 0.56))
    pygame.draw.rect(s, colour, jaw, border_radius=max(1, size // 10))
    eye = max(1, int(size * 0.14))
    for dx in (-0.2, 0.2):
        pygame.draw.circle(s, (20, 20, 24), (int(r + dx * size), int(size * 0.4)), eye)
    pygame.draw.line(s, (20, 20, 24), (int(r), int(size * 0.55)), (int(r), int(size * 0.62)), 1)
    for dx in (-0.1, 0.1):
        x = int(r + dx * size)
        pygame.draw.line(s, (20, 20, 24), (x, int(size * 0.78)), (x, int(size * 0.88)), 1)
    return s


def draw_token(surface, colour: tuple, centre, r: int, character: str | None = None) -> None:
    """A damage token (or mark) in a player's colour; given the ``character``, in the
    shape of its figure with its initials from radius 8 up, readable without colour."""
    if character is None:
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, (0, 0, 0), centre, r, 1)
        return
    surface.blit(*_shaped_token(colour, r, character, centre))


def _shaped_token(colour: tuple, r: int, character: str, centre) -> tuple:
    img = shaped_token(colour, r, character)
    return img, img.get_rect(center=(int(centre[0]), int(centre[1])))


@functools.lru_cache(maxsize=256)
def shaped_token(colour: tuple, r: int, character: str) -> pygame.Surface:
    size = 2 * r + 6
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    shape = art.TOKEN_SHAPE.get(character, "circle")
    art.draw_shape(s, shape, colour, c, c, r)
    art.draw_shape(s, shape, (0, 0, 0), c, c, r, 1)
    if r >= 8:
        label = art.token_label(character)
        img = theme.mark(label, 2 * r - (2 if len(label) > 1 else 0), (16, 16, 22))
        s.blit(img, img.get_rect(center=(int(c), int(c) + (2 if shape == "triangle" else 1))))
    return s


def draw_card_icon(surface, rect: pygame.Rect, powerup: Powerup | None = None) -> None:
    """A small card: face down, or a powerup's face (its colour shape and initial)."""
    pygame.draw.rect(surface, (200, 204, 216), rect, border_radius=2)
    inner = rect.inflate(-2, -2)
    pygame.draw.rect(surface, (52, 44, 88) if powerup is None else (36, 38, 52), inner,
                     border_radius=2)
    if powerup is not None:
        r = max(3, min(rect.w, rect.h) // 4)
        theme.draw_ammo(surface, AMMO[powerup.colour], (rect.centerx, rect.bottom - r - 2), r)
        img = theme.mark(powerup.kind[0].upper(), max(12, rect.h // 2 + 2))
        surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + 1)))


@cached_words(64)
def weapon_tip(name: str) -> str:
    return wrap_tip(*weapon_paragraphs(name))


@cached_words(32)
def powerup_tip(powerup: Powerup) -> str:
    return wrap_tip(*powerup_paragraphs(powerup))


# -- what a board shows ---------------------------------------------------------------------------
def _unshown_events(view):
    """Damage and marks events not landed on the boards yet: the animation playing, the
    queued ones, and the events the animator has not taken from the session yet."""
    a = view.animator
    if a.current is not None:
        yield a.current.event
    for anim in a.queue:
        yield anim.event
    yield from view.session.feed


def shown_damage(view, seat: int) -> list[int]:
    """The damage tokens on a board as the screen shows them (shooter seats, in order):
    tokens still flying (``animator.pending_damage``) are left out."""
    p = view.state.players[seat]
    pending = view.animator.pending_damage.get(seat, 0)
    for e in view.session.feed:
        if type(e).__name__ == "Damaged" and e.target == seat:
            pending += e.amount
    return list(p.damage[:max(len(p.damage) - pending, 0)])


def shown_marks(view, seat: int) -> list[int]:
    """Marks per giver seat as the screen shows them (marks not landed yet left out)."""
    marks = list(view.state.players[seat].marks)
    total = view.animator.pending_marks.get(seat, 0)
    total += sum(e.count for e in view.session.feed
                 if type(e).__name__ == "Marked" and e.target == seat)
    for e in _unshown_events(view):
        if total <= 0:
            break
        if type(e).__name__ == "Marked" and e.target == seat:
            take = min(e.count, marks[e.giver], total)
            marks[e.giver] -= take
            total -= take
    for giver in reversed(range(len(marks))):  # pending counted but no event seen (tests)
        take = min(marks[giver], max(total, 0))
        marks[giver] -= take
        total -= take
    return marks


def points_visible(view, seat: int) -> bool:
    """Point tokens are kept face down: only their owner sees them, everyone at the end."""
    return bool(view.state.game_over or view.session.is_over or seat == view.hand_seat)


def points_text(view, seat: int) -> str:
    return str(view.state.players[seat].points) if points_visible(view, seat) else "?"


def board_values(p) -> tuple[list[int], int]:
    """The point values printed on a board and how many skulls cover them."""
    if p.frenzy_board:
        return list(FRENZY_VALUES), 0
    return list(KILLSHOT_VALUES), min(p.skulls, len(KILLSHOT_VALUES) - 1)


# -- buttons ------------------------------------------------------------------------------------
ACCENT = (120, 130, 160)  # the edge of the undo, more and pass-on buttons
PROMPT_ICONS = {  # the prompt buttons' icons: (width, draw(surface, value, x, centre y))
    "cube": (14, lambda surface, colour, x, cy: theme.draw_ammo(surface, colour, (x + 5, cy), 5)),
    "card": (15, lambda surface, powerup, x, cy: draw_card_icon(surface, pygame.Rect(x, cy - 9, 12, 18),
                                                                powerup)),
    "dot": (16, lambda surface, colour, x, cy: draw_token(surface, colour, (x + 6, cy), 6)),
}


def prompt_button(rect: pygame.Rect, label: str, option, parts=None, size: int = 20, tip: str = "",
                  accent: tuple | None = None) -> Button:
    """A button of the prompt bar: compact, its option's words and icons in a row."""
    return Button(rect, label, None, option=option, compact=True, parts=parts, icons=PROMPT_ICONS,
                  size=size, tooltip=tip, accent=accent)


# a powerup named short on a crowded pay button
SHORT_KIND = {TARGETING_SCOPE: N_("Scope"), NEWTON: N_("Newton"), TAGBACK_GRENADE: N_("Tagback"),
              TELEPORTER: N_("Teleporter")}
MORE = "more"  # the paging button's option (handled by the prompt bar itself)


def option_parts(view, option) -> list:
    """What a prompt button shows: its label, with ammo shapes, card icons, a player colour."""
    if isinstance(option, Pay):
        if not option.cubes and not option.powerups:
            return [("text", _("Pay nothing"))]
        parts = [("text", _("Pay"))] + [("cube", AMMO[c]) for c in option.cubes]
        for p in option.powerups:
            parts += [("card", p), ("text", _(SHORT_KIND[p.kind]))]
        return parts
    if isinstance(option, (UsePowerup, Discard)):
        verb = _("Use {card}") if isinstance(option, UsePowerup) else _("Discard {card}")
        return [("text", verb.format(card=powerup_name(option.powerup.kind))),
                ("cube", AMMO[option.powerup.colour])]
    if isinstance(option, UseScope):
        return [("text", _("Scope")), ("cube", AMMO[option.powerup.colour]),
                ("text", name_of(view.game, option.target))] + _dot(view, option.target)
    if isinstance(option, PickTrack):  # Domination: a spawnpoint's track, in its colour
        return [("cube", option.colour), ("text", view.label(option))]
    if isinstance(option, PickTarget) and spawnpoint_colour(option.target) is not None:
        return [("cube", spawnpoint_colour(option.target)), ("text", view.label(option))]
    if isinstance(option, PickTarget):
        return _dot(view, option.target) + [("text", introduce(view.game, option.target))]
    if isinstance(option, ChooseAction) and view.decision is not None:
        return [("text", action_words(view.state, view.decision.decider, option.action))]
    return [("text", view.label(option))]


def _dot(view, character: str) -> list:
    try:
        seat = view.state.seat_of(character)
    except KeyError:
        return []
    return [("dot", theme.PLAYER[view.state.players[seat].colour])]


def option_tip(view, option) -> str:
    """A button's full text, and the card text behind it where there is one."""
    text = view.label(option)
    if isinstance(option, PickTarget) and spawnpoint_colour(option.target) is None:
        text = introduce(view.game, option.target)
    elif isinstance(option, ChooseAction) and view.decision is not None:
        text = action_words(view.state, view.decision.decider, option.action)
    extra = ""
    try:
        if isinstance(option, (PickWeapon, Reload, DropWeapon, GrabWeapon)):
            extra = weapon_tip(option.weapon)
        elif isinstance(option, (UsePowerup, Discard, UseScope)):
            extra = powerup_tip(option.powerup)
        elif isinstance(option, PickEffect):
            weapon = view.state.stage.weapon
            e = WEAPON_BY_NAME[weapon].effect(option.effect)
            label = _("{weapon}, {effect}").format(weapon=weapon_words(weapon), effect=effect_words(e.name))
            if any(e.cost):
                label = _("{effect} (+{cost})").format(effect=label, cost=cost_words(e.cost))
            extra = wrap_tip(_("{effect}: {text}").format(effect=label, text=effect_text(weapon, e.name)))
    except (KeyError, AttributeError):
        extra = ""
    return wrap_tip(text) + ("\n" + extra if extra else "")


def action_hints(view) -> list[str]:
    """Why an action is not offered, read from the options offered and the table only."""
    d = view.decision
    if d is None or d.kind != "action" or view.state.actions_left <= 0:
        return []
    offered = {o.action for o in d.options if isinstance(o, ChooseAction)}
    p = view.state.players[d.decider]
    hints = []
    if "shoot" not in offered:
        moves = p.frenzy_actions or len(p.damage) >= SHOOT_AT
        if not p.weapons:
            hints.append(_("Shoot: you have no weapon"))
        elif not p.loaded() and not p.frenzy_actions:
            hints.append(_("Shoot: no loaded weapon"))
        elif not p.loaded():
            hints.append(_("Shoot: nothing to reload and hit"))
        else:
            hints.append(_("Shoot: no target in sight after a move") if moves else
                         _("Shoot: no target in sight"))
    if "grab" not in offered:
        hints.append(_("Grab: nothing you can pay for within reach"))
    if "run" not in offered and p.frenzy_actions:
        hints.append(_("Run: not on this final turn"))
    return hints


class PromptBar:
    """What is asked now, and a button for each option that is not a square or figure.

    Buttons take one row under the prompt, or two rows (the prompt then starts the
    first) when they do not fit; all of it stays within the layout's prompt (y 610-668 at
    1280 x 800). Undo sits at the top right; its click returns the string ``"undo"``.
    """

    def __init__(self):
        self.place()
        self.buttons: list[Button] = []
        self.undo_button: Button | None = None
        self.more_button: Button | None = None
        self.pass_button: Button | None = None  # "your turn is over": pass the screen on
        self.hints: list[str] = []
        self.show_hints = True  # the settings' "Hints" (the game scene may switch them off)
        self.message = ""
        self._page = 0
        self._key = None
        self._texts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._cut: pygame.Rect | None = None
        self._labels: dict = {}  # option -> its words (the button's label)

    def place(self) -> None:
        """To the current layout's place (see :mod:`.layout`): under the arena."""
        p = layout.PROMPT
        self.rect = pygame.Rect(p.x, p.y, p.width, p.height + 2)  # at 1280 x 800: y 610-668
        self._key = None

    # -- layout -----------------------------------------------------------------------------
    def _message(self, view) -> tuple[str, bool]:
        d = view.session.decision
        if d is None:
            return _("Game over"), False
        game = view.game
        if view.session.turn_over is not None:
            if view.animator.busy:
                return "", False  # the last choice still plays out
            if view.session.needs_handoff():
                return _("Your turn is over - press Enter or click to pass the screen on"), False
            return _("Your turn is over - press Enter or click to go on"), False
        if view.session.computer_to_decide():
            return _("{name} is thinking...").format(name=name_of(game, d.decider)), False
        if view.decision is None:
            return "", False
        frenzy = self.frenzy_line(view)  # the action buttons changed: say why, in their place
        return _("{name}: {question}").format(name=name_of(game, d.decider),
                                              question=frenzy or prompt_text(game, d.prompt)), True

    @staticmethod
    def frenzy_line(view) -> str:
        """Why the action buttons read differently: the player's final frenzy turn."""
        d = view.decision
        if d is None or d.kind != "action" or d.decider != view.state.current:
            return ""
        if not view.state.players[d.decider].frenzy_actions or view.state.actions_left <= 0:
            return ""
        return frenzy_reason(view.state, d.decider)

    def layout_buttons(self, view) -> None:
        message, asking = self._message(view)
        can_undo = asking and view.can_undo()
        hints = action_hints(view) if asking and self.show_hints else []
        key = (message, tuple(view.buttons), can_undo, tuple(hints), self._page)
        if key == self._key:
            return
        self._key = key
        self.message, self.hints = message, hints
        r = self.rect
        self._texts = []
        self._labels = {}
        self.undo_button = None
        self.more_button = None
        self.pass_button = None
        undo_w = 0
        if view.session.turn_over is not None and not view.animator.busy:
            self.pass_button = prompt_button(pygame.Rect(r.x, r.y + 28, 260, 28), _("Pass on (Enter)"),
                                             "pass on", size=18, tip=_("Your turn is over: go on"),
                                             accent=ACCENT)
        if can_undo:
            undo_w = 84
            self.undo_button = prompt_button(pygame.Rect(r.right - 80, r.y + 1, 80, 24), _("Undo (Z)"),
                                             "undo", size=18, tip=_("Undo your last choice (key Z)"),
                                             accent=ACCENT)
        options = list(view.buttons)
        if not options:  # the prompt alone: on as many lines as the bar holds
            self.buttons = []
            self._place_message(message, 22, r.width - undo_w, r.y + 3,
                                r.height - 6 if self.pass_button is None else None)
            return
        # one row under the prompt, if everything fits (the prompt on one line too)
        small = smaller_sizes(22)[-1]
        one_line = theme.font(small).size(message)[0] <= r.width - undo_w
        for size, widest in ((20, 260), (18, 200)) if one_line else ():
            specs = self._specs(view, options, size, widest)
            total = sum(w for _, _, w, _ in specs) + 6 * (len(specs) - 1)
            if total <= r.width:
                self.buttons = self._row(specs, r.x, r.y + 26, 30)
                self._place_message(message, 22, r.width - undo_w, r.y + 3)
                end = self.buttons[-1].rect.right + 14
                self._place_hints(hints, end, r.right, r.y + 26, 30)
                return
        # two rows: the prompt starts the first (cut shorter if the buttons need the room)
        natural = theme.font(18).size(message)[0]
        rows = None
        for cap, size, widest in ((r.width // 2 - 20, 18, 220), (240, 18, 200), (160, 18, 200),
                                  (160, 16, 150), (120, 16, 110), (120, 16, 90)):
            msg_w = min(natural, cap)
            specs = self._specs(view, options, size, widest, 44)
            if natural > msg_w:  # a long prompt: wrapped in a column of both rows, whole
                rows = self._flow(specs, [(r.x + msg_w + 10, r.right - undo_w),
                                          (r.x + msg_w + 10, r.right)])
                if rows is not None:
                    self.buttons = []
                    for row, y in zip(rows, (r.y + 1, r.y + 31)):
                        self.buttons += self._row_at(row, y, 27)
                    self._place_message(message, 18, msg_w, r.y + 1, r.height - 2)
                    return
            rows = self._flow(specs, [(r.x + msg_w + 10, r.right - undo_w), (r.x, r.right)])
            if rows is not None:
                break
        if rows is None:  # pages: as many as fit, then "More"
            pages, i = [], 0
            while i < len(specs):
                page, used = self._flow_some(specs[i:], [(r.x + msg_w + 10, r.right - undo_w),
                                                         (r.x, r.right - 76)])
                pages.append(page)
                i += max(used, 1)
            self._page %= len(pages)
            rows = pages[self._page]
            self.more_button = prompt_button(pygame.Rect(r.right - 72, r.y + 31, 72, 27),
                                             _("More {page}/{pages}").format(page=self._page + 1,
                                                                             pages=len(pages)),
                                             MORE, size=16, tip=_("More options"), accent=ACCENT)
        self.buttons = []
        for row, y in zip(rows, (r.y + 1, r.y + 31)):
            self.buttons += self._row_at(row, y, 27)
        self._place_message(message, 18, msg_w, r.y + 8)

    def _specs(self, view, options, size: int, widest: int, narrowest: int = 56):
        specs = []
        for option in options:
            parts = option_parts(view, option)
            w = min(max(Button.measure(parts, size, PROMPT_ICONS) + 18, narrowest), widest)
            specs.append((option, parts, w, size))
            self._labels[option] = view.label(option)
        return specs

    def _row(self, specs, x: int, y: int, h: int) -> list[Button]:
        out = []
        for option, parts, w, size in specs:
            out.append(prompt_button(pygame.Rect(x, y, w, h), self._labels[option], option, parts,
                                     size))
            x += w + 6
        return out

    def _row_at(self, row, y: int, h: int) -> list[Button]:
        out = []
        for (option, parts, w, size), x in row:
            out.append(prompt_button(pygame.Rect(x, y, w, h), self._labels[option], option, parts,
                                     size))
        return out

    @staticmethod
    def _flow(specs, spans):
        rows, used = PromptBar._flow_some(specs, spans)
        return rows if used == len(specs) else None

    @staticmethod
    def _flow_some(specs, spans):
        rows: list[list] = [[] for _ in spans]
        i = 0
        for k, (left, right) in enumerate(spans):
            x = left
            while i < len(specs) and x + specs[i][2] <= right:
                rows[k].append((specs[i], x))
                x += specs[i][2] + 6
                i += 1
        return rows, i

    def _place_message(self, message: str, size: int, width: int, y: int,
                       height: int | None = None) -> None:
        """The prompt from (left, y): smaller (down to the floor) or wrapped into ``height``
        to be whole; cut only if it cannot be (then whole in the tooltip)."""
        self._cut = None
        if not message:
            return
        step = theme.font(size).get_linesize()
        fitted, lines = fit_lines(message, size, width, height or step)
        f = theme.font(fitted)
        if (len(lines) * f.get_linesize() <= (height or step)
                and all(f.size(line)[0] <= width for line in lines)):
            for i, line in enumerate(lines):
                self._texts.append((theme.text(line, fitted, theme.HIGHLIGHT),
                                    (self.rect.x, y + i * f.get_linesize())))
            return
        shown = fit(message, size, width)
        img = theme.text(shown, size, theme.HIGHLIGHT)
        self._texts.append((img, (self.rect.x, y)))
        if shown != message:  # cut short: the whole prompt in the tooltip
            self._cut = img.get_rect(topleft=(self.rect.x, y))

    def _place_hints(self, hints, left: int, right: int, y: int, h: int) -> None:
        if not hints or right - left < 120:
            return
        lines = [fit(t, 15, right - left) for t in hints[:2]]
        top = y + (h - 15 * len(lines)) // 2 + 1
        for i, line in enumerate(lines):
            self._texts.append((theme.text(line, 15, theme.TEXT_DIM), (left, top + i * 15)))

    # -- drawing and input ------------------------------------------------------------------
    def draw(self, surface, view, mouse) -> None:
        self.layout_buttons(view)
        for img, pos in self._texts:
            surface.blit(img, pos)
        for b in self.buttons:
            b.draw(surface, mouse)
        for b in (self.undo_button, self.more_button, self.pass_button):
            if b is not None:
                b.draw(surface, mouse)

    def click(self, pos, view):
        self.layout_buttons(view)
        if self.undo_button is not None and self.undo_button.rect.collidepoint(pos):
            return "undo"
        if self.more_button is not None and self.more_button.rect.collidepoint(pos):
            self._page += 1
            return None
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return b.option
        return None

    def tooltip(self, pos, view) -> str | None:
        self.layout_buttons(view)
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return option_tip(view, b.option)
        for b in (self.undo_button, self.more_button, self.pass_button):
            if b is not None and b.rect.collidepoint(pos):
                return b.tooltip
        if self._cut is not None and self._cut.collidepoint(pos):
            return wrap_tip(self.message)
        if self.hints and pos[1] >= self.rect.y + 26:
            return wrap_tip(*self.hints)
        return None


# -- the hand -------------------------------------------------------------------------------------
CARD_H = 110


CARD_TEXT_TOP, CARD_ROW = 27, 15  # a weapon card's first effect row, and the row step


def card_effect_rows(name: str, w: int) -> list[tuple[str, list[str], int, int]]:
    """A weapon card's effect rows (text, extra-cost cubes, x, y): a row each, a long name
    on two rows while the card has rows to spare (its whole text is in the tooltip)."""
    wpn = WEAPON_BY_NAME[name]
    spare = (CARD_H - 4 - CARD_TEXT_TOP) // CARD_ROW - len(wpn.effects)
    rows, y = [], CARD_TEXT_TOP
    for e in wpn.effects:
        cubes = [AMMO[i] for i, n in enumerate(e.cost) for _ in range(n)]
        room = w - 12 - 12 * len(cubes)
        words = effect_name(e.name)
        lines = wrap(words, 14, room) if spare > 0 else [words]
        if len(lines) > 1:
            lines = [lines[0], " ".join(lines[1:])]
            spare -= 1
        for k, line in enumerate(lines):
            rows.append((line, cubes if not k else [], 6 if not k else 14, y))
            y += CARD_ROW
    return rows


@cached_words(128)
def weapon_card(name: str, loaded: bool, w: int) -> pygame.Surface:
    """A weapon card: name, reload cost (top cube framed), effects with extra costs."""
    wpn = WEAPON_BY_NAME[name]
    s = pygame.Surface((w, CARD_H), pygame.SRCALPHA)
    tint = theme.AMMO_COLOUR[AMMO[wpn.reload[0]]]
    body = tuple(int(c * 0.16 + 40) for c in tint) if loaded else (34, 35, 42)
    pygame.draw.rect(s, body, s.get_rect(), border_radius=7)
    band = pygame.Rect(0, 0, w, 22)
    pygame.draw.rect(s, tuple(int(c * (0.45 if loaded else 0.22)) for c in tint), band,
                     border_top_left_radius=7, border_top_right_radius=7)
    fg = theme.TEXT if loaded else theme.TEXT_DIM
    # the reload cost at the band's right, top cube first (framed: paid when grabbed)
    x = w - 10 - 14 * (len(wpn.reload) - 1)
    for i, c in enumerate(wpn.reload):
        if i == 0:
            pygame.draw.rect(s, (210, 214, 226), (x - 8, 3, 17, 17), 1, border_radius=3)
        theme.draw_ammo(s, AMMO[c], (x, 11), 6)
        x += 14
    room = w - 16 - 14 * len(wpn.reload)
    size = 18 if theme.font(18).size(weapon_words(name))[0] <= room else 16
    img = theme.text(art.weapon_label(name, size, room), size, fg)
    s.blit(img, img.get_rect(midleft=(6, 11)))
    # the effects, with their extra costs
    for text, cubes, x, y in card_effect_rows(name, w):
        img = theme.text(text, 14, fg if loaded else DIM)
        s.blit(img, (x, y))
        cx = w - 10
        for c in reversed(cubes):
            theme.draw_ammo(s, c, (cx, y + 6), 5)
            cx -= 12
    status = theme.text(_("LOADED"), 14, theme.OK) if loaded else theme.text(_("UNLOADED"), 14, FRENZY)
    s.blit(status, status.get_rect(bottomright=(w - 6, CARD_H - 5)))
    if not loaded:
        pygame.draw.line(s, (70, 60, 60), (6, CARD_H - 12), (w - 76, CARD_H - 12), 1)
    pygame.draw.rect(s, (200, 204, 216) if loaded else (80, 84, 96), s.get_rect(), 1,
                     border_radius=7)
    return s


@cached_words(64)
def powerup_card(kind: str, colour: int, w: int) -> pygame.Surface:
    s = pygame.Surface((w, CARD_H), pygame.SRCALPHA)
    tint = theme.AMMO_COLOUR[AMMO[colour]]
    pygame.draw.rect(s, tuple(int(c * 0.18 + 30) for c in tint), s.get_rect(), border_radius=7)
    pygame.draw.rect(s, (200, 204, 216), s.get_rect(), 1, border_radius=7)
    for i, line in enumerate(wrap(powerup_name(kind), 15, w - 8)[:3]):
        img = theme.text(fit(line, 15, w - 6), 15)
        s.blit(img, img.get_rect(midtop=(w // 2, 8 + i * 15)))
    theme.draw_ammo(s, AMMO[colour], (w // 2, CARD_H - 36), 12)
    img = theme.text(colour_words(AMMO[colour]), 14, theme.TEXT_DIM)
    s.blit(img, img.get_rect(midbottom=(w // 2, CARD_H - 6)))
    return s


CHIP_W = 156  # a powerup in a crowded hand: a short card, its colour and whole name


@cached_words(64)
def powerup_chip(kind: str, colour: int, w: int, h: int) -> pygame.Surface:
    """A powerup card as a short strip (a hand with many cards): its ammo colour and
    shape, its name."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    tint = theme.AMMO_COLOUR[AMMO[colour]]
    pygame.draw.rect(s, tuple(int(c * 0.18 + 30) for c in tint), s.get_rect(), border_radius=5)
    pygame.draw.rect(s, (200, 204, 216), s.get_rect(), 1, border_radius=5)
    r = max(4, min(8, h // 3))
    theme.draw_ammo(s, AMMO[colour], (8 + r, h // 2), r)
    img = theme.text(powerup_name(kind), 20)
    s.blit(img, img.get_rect(midleft=(2 * r + 16, h // 2)))
    return s


@functools.lru_cache(maxsize=8)
def card_back(w: int) -> pygame.Surface:
    s = pygame.Surface((w, CARD_H), pygame.SRCALPHA)
    pygame.draw.rect(s, (46, 38, 78), s.get_rect(), border_radius=7)
    pygame.draw.rect(s, (120, 110, 170), s.get_rect(), 2, border_radius=7)
    pygame.draw.rect(s, (70, 60, 110), s.get_rect().inflate(-14, -14), 2, border_radius=5)
    img = theme.text("A", 34, (120, 110, 170))
    s.blit(img, img.get_rect(center=(w // 2, CARD_H // 2)))
    return s


class HandView:
    """The cards of the person at the screen (``view.hand_seat``): weapons, loaded or not,
    and powerups. Cards that are options now are framed and clickable; hovering a card
    shows its text. With no hand face up, only card backs."""

    def __init__(self):
        self.rect = layout.HAND
        self.slots: list[tuple[pygame.Rect, str, object]] = []  # rect, "weapon"/"powerup"/"back", card
        self.shown: list[tuple[str, str]] = []  # cards drawn face up: ("weapon", name) / ("powerup", text)
        self._key = None

    def place(self) -> None:
        """To the current layout's place (see :mod:`.layout`)."""
        self.rect = layout.HAND
        self._key = None

    def layout_cards(self, view) -> None:
        seat = view.hand_seat
        g = view.state
        if seat is None:
            n = len(g.players[g.current].powerups) if g.players else 0
            key = (None, n)
        else:
            p = g.players[seat]
            key = (seat, tuple(p.weapons), tuple(p.powerups))
        if key == self._key:
            return
        self._key = key
        r = self.rect
        self.slots, self.shown = [], []
        top = r.y + max(8, (r.height - CARD_H) // 2)  # a taller hand: the cards in its middle
        if seat is None:
            for i in range(key[1]):
                self.slots.append((pygame.Rect(r.x + 8 + i * 36, top, 70, CARD_H), "back", None))
            return
        p = g.players[seat]
        nw, npw = len(p.weapons), len(p.powerups)
        avail = r.width - 16 - (12 if nw and npw else 0)
        pw = 92
        ww = 152
        # powerups as a column of short cards when full cards would leave the weapon cards
        # too narrow for their effects' names (three weapons, or no room)
        crowded = nw * (ww + 6) + npw * (pw + 6) > avail
        chips = npw > 1 and (crowded or nw >= 3)
        if chips:
            pw = CHIP_W
            ww = min(200, (avail - pw - 6) // max(nw, 1) - 6)
        elif crowded:
            pw = max(60, min(92, (avail - nw * (ww + 6)) // max(npw, 1) - 6))
            if nw * (ww + 6) + npw * (pw + 6) > avail:
                ww = (avail - npw * (pw + 6)) // max(nw, 1) - 6
        elif nw:  # room to spare: wider weapon cards
            ww = min(200, (avail - npw * (pw + 6)) // nw - 6)
        if (crowded or chips) and nw and npw and r.height >= 2 * CARD_H + 24:
            self._two_rows(p, r)  # a tall hand (a taller window): every card whole
            return
        x = r.x + 8
        for name, loaded in p.weapons:
            self.slots.append((pygame.Rect(x, top, ww, CARD_H), "weapon", (name, loaded)))
            self.shown.append(("weapon", name))
            x += ww + 6
        if nw and npw:
            x += 12
        chip_h = (CARD_H - 4 * (npw - 1)) // max(npw, 1)
        for i, card in enumerate(p.powerups):
            pu = POWERUPS[card]
            if chips:
                rect = pygame.Rect(x, top + i * (chip_h + 4), pw, chip_h)
            else:
                rect = pygame.Rect(x, top, pw, CARD_H)
                x += pw + 6
            self.slots.append((rect, "powerup", pu))
            self.shown.append(("powerup", pu.text))

    def _two_rows(self, p, r: pygame.Rect) -> None:
        """The weapons in a row, the powerups in a row under them, full size."""
        nw, npw = len(p.weapons), len(p.powerups)
        top = r.y + (r.height - 2 * CARD_H - 8) // 2
        ww = min(200, (r.width - 16) // nw - 6)
        pw = min(152, (r.width - 16) // npw - 6)
        for i, (name, loaded) in enumerate(p.weapons):
            self.slots.append((pygame.Rect(r.x + 8 + i * (ww + 6), top, ww, CARD_H), "weapon",
                               (name, loaded)))
            self.shown.append(("weapon", name))
        for i, card in enumerate(p.powerups):
            pu = POWERUPS[card]
            self.slots.append((pygame.Rect(r.x + 8 + i * (pw + 6), top + CARD_H + 8, pw, CARD_H),
                               "powerup", pu))
            self.shown.append(("powerup", pu.text))

    @staticmethod
    def _option_key(kind: str, card) -> str | None:
        if kind == "weapon":
            return card[0]
        if kind == "powerup":
            return card.text
        return None

    def draw(self, surface, view, mouse) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        self.layout_cards(view)
        if view.hand_seat is None:
            for rect, *_others in self.slots:
                surface.blit(card_back(rect.w), rect)
            d = view.session.decision
            label = _("Cards hidden")
            if d is not None and view.session.computer_to_decide():
                label = _("Cards hidden while {name} plays").format(name=name_of(view.game, d.decider))
            elif d is not None and view.session.needs_handoff():
                label = _("Cards hidden: pass the screen to {name}").format(
                    name=name_of(view.game, d.decider))
            img = theme.text(label, 22, theme.TEXT_DIM)
            x = (self.slots[-1][0].right + 24) if self.slots else self.rect.x + 16
            surface.blit(img, img.get_rect(midleft=(x, self.rect.centery)))
            return
        if not self.slots:
            img = theme.text(_("No cards in hand"), 20, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(self.rect.x + 16, self.rect.centery)))
        for rect, kind, card in self.slots:
            if kind == "weapon":
                surface.blit(weapon_card(card[0], card[1], rect.w), rect)
            elif rect.h < CARD_H:
                surface.blit(powerup_chip(card.kind, card.colour, rect.w, rect.h), rect)
            else:
                surface.blit(powerup_card(card.kind, card.colour, rect.w), rect)
            hover = rect.collidepoint(mouse)
            if self._option_key(kind, card) in view.cards:
                pygame.draw.rect(surface, theme.CLICKABLE, rect.inflate(4, 4), 3, border_radius=8)
                if hover:
                    pygame.draw.rect(surface, (255, 255, 255), rect.inflate(8, 8), 1, border_radius=9)
            elif hover:
                pygame.draw.rect(surface, (150, 160, 190), rect.inflate(2, 2), 1, border_radius=8)

    def click(self, pos, view):
        if view.hand_seat is None:
            return None
        self.layout_cards(view)
        for rect, kind, card in self.slots:
            if rect.collidepoint(pos):
                key = self._option_key(kind, card)
                if key in view.cards:
                    return view.cards[key]
        return None

    def thing_at(self, pos, view):
        """The card under ``pos``, to ask the core why it is not an option."""
        if view.hand_seat is None:
            return None
        self.layout_cards(view)
        for rect, kind, card in self.slots:
            if rect.collidepoint(pos):
                if kind == "weapon":
                    return reasons.WeaponCard(card[0])
                if kind == "powerup":
                    return reasons.PowerupCard(card)
        return None

    def tooltip(self, pos, view) -> str | None:
        self.layout_cards(view)
        for rect, kind, card in self.slots:
            if rect.collidepoint(pos):
                if kind == "weapon":
                    tip = weapon_tip(card[0])
                    return tip + ("" if card[1] else "\n" + _("(unloaded: reload it at the end of a turn)"))
                if kind == "powerup":
                    return powerup_tip(card)
                return _("Hidden cards (the screen shows only your own hand)")
        return None


# -- the players' boards -------------------------------------------------------------------------
TRACK_X, TRACK_STEP = 12, 23
RIGHT_X = 302  # the right column of a board: ammo, powerups, points, weapons


def board_gap(height: int) -> int:
    """Extra room between a board's rows when boards are taller than 100 pixels."""
    return max(0, min((height - 100) // 5, 16))


def damage_slot(seat: int, seats: int, index: int) -> tuple[int, int]:
    """Screen centre of the ``index``-th space of a board's damage track (animations)."""
    r = layout.player_rect(seat, seats)
    x = r.x + TRACK_X + min(max(index, 0), 11) * TRACK_STEP + 10
    return (x, r.y + 36 + 2 * board_gap(r.height) + 11)


class PlayersPanel:
    """One board per player: name and colour, marks, the damage track (killshot and
    overkill spaces, adrenaline at 3 and 6), the point values under their skulls (or the
    frenzy side), ammo box, weapons, the number of powerups, deaths and points."""

    def __init__(self):
        self.rect = layout.PLAYERS
        self._cache: dict[int, tuple] = {}  # seat -> (key, surface, hits)
        self.drawn: dict[int, dict] = {}  # seat -> what the board shows now (tests)

    def place(self) -> None:
        """To the current layout's place (see :mod:`.layout`)."""
        self.rect = layout.PLAYERS
        self._cache.clear()

    def facts(self, view, seat: int) -> dict:
        g = view.state
        d = view.session.decision
        return {
            "damage": shown_damage(view, seat),
            "marks": shown_marks(view, seat),
            "points": points_text(view, seat),
            "current": seat == g.current and not g.game_over,
            "deciding": d is not None and d.decider == seat and seat != g.current,
        }

    def draw(self, surface, view, mouse) -> None:
        g = view.state
        n = len(g.players)
        colours = tuple(p.colour for p in g.players)
        for seat, p in enumerate(g.players):
            r = layout.player_rect(seat, n)
            f = self.facts(view, seat)
            self.drawn[seat] = f
            key = (r.size, colours, p.name, p.character, tuple(f["damage"]), tuple(f["marks"]),
                   tuple(p.ammo), tuple(p.weapons), len(p.powerups), f["points"], p.deaths, p.skulls,
                   p.frenzy_board, p.frenzy_actions, f["current"], f["deciding"], p.square is None)
            cached = self._cache.get(seat)
            if cached is None or cached[0] != key:
                surf, hits = self._render(view, seat, r.size, f)
                cached = (key, surf, hits)
                self._cache[seat] = cached
            surface.blit(cached[1], r)

    def tokens_drawn(self, seat: int) -> int:
        """How many damage tokens the last frame drew on a board (tests)."""
        return len(self.drawn.get(seat, {}).get("damage", ()))

    # -- one board ---------------------------------------------------------------------------
    def _render(self, view, seat: int, size, f) -> tuple[pygame.Surface, list]:
        g = view.state
        p = g.players[seat]
        w, h = size
        s = pygame.Surface(size)  # opaque: blits fast (the corners show the background)
        s.fill(theme.BACKGROUND)
        hits: list[tuple[pygame.Rect, str]] = []
        colour = theme.PLAYER[p.colour]
        gap = board_gap(h)
        right_x = RIGHT_X + max(0, w - 512) // 2  # a wider board: room for the name and badges
        pygame.draw.rect(s, theme.PANEL if not f["current"] else (34, 38, 58), s.get_rect(),
                         border_radius=6)
        pygame.draw.rect(s, colour, (0, 0, 6, h), border_top_left_radius=6,
                         border_bottom_left_radius=6)
        # header: name, character, badges
        x = TRACK_X
        name = fit(p.name, 20, 160 + right_x - RIGHT_X)
        img = theme.text(name, 20, colour)
        s.blit(img, (x, 5))
        x += img.get_width() + 6
        if p.character != p.name:
            img = theme.text(fit(p.character, 15, 100), 15, theme.TEXT_DIM)
            s.blit(img, (x, 8))
            x += img.get_width() + 6
        hits.append((pygame.Rect(TRACK_X, 2, x - TRACK_X, 20),
                     _("{name} plays {character}").format(name=p.name, character=p.character)))
        for label, on, fg, bg, tip in (
            (_("TURN"), f["current"], (20, 20, 20), theme.HIGHLIGHT, _("It is this player's turn")),
            (_("DECIDING"), f["deciding"], (20, 20, 20), (200, 200, 210), _("This player decides now")),
            (_("FRENZY"), p.frenzy_actions, (20, 20, 20), FRENZY,
             _("Frenzy actions: the action tile is flipped for the final turn")),
            (_("DEAD") if p.square is None and p.deaths else "", p.square is None and p.deaths > 0,
             theme.TEXT, (110, 30, 30), _("Not on the board: respawns at the end of the turn")),
        ):
            if not on or not label:
                continue
            img = theme.text(label, 13, fg)
            badge = pygame.Rect(x, 4, img.get_width() + 8, img.get_height())
            if badge.right > right_x - 6:
                break
            pygame.draw.rect(s, bg, badge, border_radius=4)
            s.blit(img, img.get_rect(center=badge.center))
            hits.append((badge, tip))
            x = badge.right + 4
        # marks, above the damage track
        y = 27 + gap
        img = theme.text(_("marks"), 13, DIM)
        s.blit(img, img.get_rect(midleft=(TRACK_X, y)))
        mx = TRACK_X + img.get_width() + 6
        mark_words = []
        for giver, count in enumerate(f["marks"]):
            if count <= 0:
                continue
            c = theme.PLAYER[g.players[giver].colour]
            for _mark in range(count):
                draw_token(s, c, (mx + 5, y), 5, g.players[giver].character)
                mx += 11
            mx += 6
            mark_words.append(f"{g.players[giver].name} {count}")
        if not mark_words:
            img = theme.text(_("none"), 13, DIM)
            s.blit(img, img.get_rect(midleft=(mx, y)))
        hits.append((pygame.Rect(TRACK_X, y - 7, right_x - TRACK_X - 8, 14),
                     lambda: wrap_tip(_("Marks: {marks}").format(marks=", ".join(mark_words) or _("none")),
                              _("A player's marks become damage with that player's next damage to "
                                "this board. At most {n} from each player.").format(n=MAX_MARKS))))
        # the damage track
        ty = 36 + 2 * gap
        damage = f["damage"]
        for i in range(12):
            cell = pygame.Rect(TRACK_X + i * TRACK_STEP, ty, 21, 22)
            zone = (44, 48, 66) if i < 2 else (52, 52, 70) if i < 5 else (60, 50, 68) if i < 10 \
                else (92, 36, 40) if i == 10 else (62, 24, 28)
            pygame.draw.rect(s, zone, cell, border_radius=4)
            if i >= len(damage):
                if i == 10:
                    sk = skull_icon(14, (170, 100, 100))
                    s.blit(sk, sk.get_rect(center=cell.center))
                elif i == 11:
                    img = theme.text(pgettext("overkill", "OK"), 13, (150, 90, 90))
                    s.blit(img, img.get_rect(center=cell.center))
                else:
                    pygame.draw.circle(s, EMPTY, cell.center, 8, 1)
            else:
                giver = g.players[damage[i]]
                draw_token(s, theme.PLAYER[giver.colour], cell.center, 9, giver.character)
            if i in (2, 5):  # adrenaline thresholds: a bright edge where the zone starts
                lit = len(damage) > i
                pygame.draw.line(s, theme.HIGHLIGHT if lit else (90, 90, 110),
                                 (cell.x - 1, ty - 2), (cell.x - 1, ty + 23), 2)
        # labels under the track
        ly = ty + 29
        for first, last, label, lit, tip in (
            (2, 4, _("grab +{n}").format(n=ADRENALINE_GRAB_MOVES - GRAB_MOVES), len(damage) >= GRAB_AT,
             ngettext("{damage}+ damage: Grab stuff lets you move up to {n} square first",
                      "{damage}+ damage: Grab stuff lets you move up to {n} squares first",
                      ADRENALINE_GRAB_MOVES).format(damage=GRAB_AT, n=ADRENALINE_GRAB_MOVES)),
            (5, 9, ngettext("shoot +{n} move", "shoot +{n} moves", ADRENALINE_SHOOT_MOVES - SHOOT_MOVES).format(
                n=ADRENALINE_SHOOT_MOVES - SHOOT_MOVES), len(damage) >= SHOOT_AT,
             ngettext("{damage}+ damage: Shoot people lets you move {n} square first",
                      "{damage}+ damage: Shoot people lets you move {n} squares first",
                      ADRENALINE_SHOOT_MOVES).format(damage=SHOOT_AT, n=ADRENALINE_SHOOT_MOVES)),
            (10, 11, _("kill"), len(damage) >= KILLSHOT_DAMAGE,
             _("{killshot}th damage: the killshot; {overkill}th: overkill "
               "(and a revenge mark)").format(killshot=KILLSHOT_DAMAGE, overkill=OVERKILL_DAMAGE)),
        ):
            left = TRACK_X + first * TRACK_STEP
            right = TRACK_X + last * TRACK_STEP + 21
            fg = theme.HIGHLIGHT if lit and first < 10 else theme.DANGER if lit else DIM
            img = theme.text(label, 13, fg)
            s.blit(img, img.get_rect(center=((left + right) // 2, ly)))
            hits.append((pygame.Rect(left, ly - 7, right - left, 14), tip))
        by = {}
        for shooter in damage:
            by[shooter] = by.get(shooter, 0) + 1
        words = ", ".join(f"{g.players[k].name} {v}" for k, v in by.items()) or _("none yet")
        hits.append((pygame.Rect(TRACK_X, ty, 12 * TRACK_STEP, 22),
                     lambda: wrap_tip(_("Damage {n} of {most}: {who}").format(
                                  n=len(damage), most=MAX_DAMAGE, who=words),
                              _("The {killshot}th is the killshot, the {overkill}th "
                                "overkill. Adrenaline: {grab}+ damage improves Grab, {shoot}+ "
                                "also Shoot.").format(killshot=KILLSHOT_DAMAGE, overkill=OVERKILL_DAMAGE,
                                                      grab=GRAB_AT, shoot=SHOOT_AT))))
        # point values, under their skulls (or the frenzy side)
        vy = ty + 38 + gap
        values, skulls = board_values(p)
        vx = TRACK_X
        if p.frenzy_board:
            img = theme.text(_("FRENZY"), 13, FRENZY)
            s.blit(img, img.get_rect(midleft=(vx, vy + 8)))
            vx += img.get_width() + 6
        else:
            img = theme.text(_("1st blood {points}").format(points=FIRST_BLOOD_POINTS), 13, DIM)
            s.blit(img, img.get_rect(midleft=(vx, vy + 8)))
            vx += img.get_width() + 6
        for i, v in enumerate(values):
            box = pygame.Rect(vx + i * 22, vy, 20, 17)
            pygame.draw.rect(s, (50, 40, 30) if p.frenzy_board else (40, 44, 60), box,
                             border_radius=3)
            if i < skulls:
                sk = skull_icon(15)
                s.blit(sk, sk.get_rect(center=box.center))
            else:
                img = theme.text(str(v), 16, FRENZY if p.frenzy_board else theme.TEXT)
                s.blit(img, img.get_rect(center=box.center))
        worth = values[skulls:] if not p.frenzy_board else values
        tip = (_("Frenzy side: {values} for most damage, no first blood").format(
                   values="-".join(map(str, values)))
               if p.frenzy_board else
               ngettext("Next scoring: {values} for most damage, {first} for first blood ({n} skull)",
                        "Next scoring: {values} for most damage, {first} for first blood ({n} skulls)",
                        skulls).format(values="-".join(map(str, worth)), first=FIRST_BLOOD_POINTS,
                                       n=skulls))
        hits.append((pygame.Rect(TRACK_X, vy, vx + len(values) * 22 - TRACK_X, 17), tip))
        # deaths
        dx = vx + len(values) * 22 + 10
        if dx + 40 <= right_x:
            sk = skull_icon(15, (200, 90, 90))
            s.blit(sk, (dx, vy + 1))
            img = theme.text(f"x{p.deaths}", 15, theme.TEXT if p.deaths else DIM)
            s.blit(img, (dx + 17, vy + 2))
            hits.append((pygame.Rect(dx, vy, 40, 17), _("Deaths: {n}").format(n=p.deaths)))
        # the right column: ammo box, powerups, points
        ax, ay = right_x + 4, 6
        box = pygame.Rect(ax - 4, ay - 2, 50, 46)
        pygame.draw.rect(s, DARK, box, border_radius=4)
        for row, c in enumerate(AMMO):
            for k in range(MAX_CUBES):
                draw_ammo_slot(s, c, (ax + 7 + k * 15, ay + 7 + row * 14), 5, k < p.ammo[row])
        hits.append((box, _("Ammo: {cubes} (at most {most} of each colour)").format(
            cubes=cost_words(p.ammo), most=MAX_CUBES)))
        ix = box.right + 10
        for k in range(len(p.powerups)):
            draw_card_icon(s, pygame.Rect(ix + k * 9, ay, 12, 17))
        img = theme.text(ngettext("{n} powerup", "{n} powerups", len(p.powerups)).format(n=len(p.powerups)), 15,
                         theme.TEXT if p.powerups else DIM)
        px = ix + (len(p.powerups) * 9 + 8 if p.powerups else 0)
        s.blit(img, (px, ay + 3))
        hits.append((pygame.Rect(ix, ay, px + img.get_width() - ix, 18),
                     ngettext("{n} powerup card, face down", "{n} powerup cards, face down",
                              len(p.powerups)).format(n=len(p.powerups))))
        pts = f["points"]
        img = theme.text(_("points {points}").format(points=pts), 17,
                         theme.HIGHLIGHT if pts != "?" else theme.TEXT_DIM)
        s.blit(img, (ix, ay + 24))
        hits.append((pygame.Rect(ix, ay + 22, img.get_width(), 18),
                     ngettext("{n} point", "{n} points", p.points).format(n=p.points) if pts != "?" else
                     _("Point tokens are kept face down until the end of the game")))
        # weapons, visible to all
        wy = 50 + gap
        step = max(16, min(20, (h - wy - 2) // 3))
        if not p.weapons:
            img = theme.text(_("no weapons"), 15, DIM)
            s.blit(img, (right_x, wy))
        for i, (name, loaded) in enumerate(p.weapons):
            y = wy + i * step
            wc = theme.AMMO_COLOUR[AMMO[WEAPON_BY_NAME[name].reload[0]]]
            if loaded:
                pygame.draw.circle(s, wc, (right_x + 5, y + 7), 5)
            else:
                pygame.draw.circle(s, (110, 110, 120), (right_x + 5, y + 7), 5, 1)
            tag = theme.text(_("unloaded"), 13, FRENZY) if not loaded else None
            room = w - right_x - 18 - (tag.get_width() + 4 if tag else 0)
            if tag is not None and theme.font(16).size(weapon_short_words(name))[0] > room:
                tag = None  # no room for the word: the hollow dot and dim name say it
                room = w - right_x - 18
            img = theme.text(art.weapon_label(name, 16, room), 16, theme.TEXT if loaded else theme.TEXT_DIM)
            s.blit(img, (right_x + 14, y))
            if tag is not None:
                s.blit(tag, (right_x + 18 + img.get_width(), y))
            hits.append((pygame.Rect(right_x, y, w - right_x - 4, step),
                         lambda name=name, loaded=loaded:
                         weapon_tip(name) + ("" if loaded else "\n" + _("(unloaded)"))))
        # the frame
        if f["current"]:
            pygame.draw.rect(s, theme.HIGHLIGHT, s.get_rect(), 2, border_radius=6)
        elif f["deciding"]:
            pygame.draw.rect(s, (200, 200, 210), s.get_rect(), 1, border_radius=6)
        else:
            pygame.draw.rect(s, theme.PANEL_EDGE, s.get_rect(), 1, border_radius=6)
        return s, hits

    def click(self, pos, view):
        return None

    def tooltip(self, pos, view) -> str | None:
        n = len(view.state.players)
        for seat in range(n):
            r = layout.player_rect(seat, n)
            if r.collidepoint(pos) and seat in self._cache:
                local = (pos[0] - r.x, pos[1] - r.y)
                for rect, tip in self._cache[seat][2]:
                    if rect.collidepoint(local):
                        return tip() if callable(tip) else tip
        return None


# -- the top bar -----------------------------------------------------------------------------------
def track_cells(skulls: int, kills: int) -> list[pygame.Rect]:
    """The killshot track's spaces in top-bar coordinates: one per skull, then one per
    frenzy kill beyond the skulls (narrower, after a '+')."""
    cells = [pygame.Rect(TopBar.X0 + i * (TopBar.SPACE + 3), TopBar.Y0, TopBar.SPACE, 38)
             for i in range(skulls)]
    extra = kills - skulls
    if extra > 0:
        x = TopBar.X0 + skulls * (TopBar.SPACE + 3) + 16
        step = min(26, max(14, (430 - x) // extra))
        cells += [pygame.Rect(x + k * step, TopBar.Y0, step - 2, 38) for k in range(extra)]
    return cells


def killshot_slot(index: int, skulls: int, kills: int | None = None) -> tuple[int, int]:
    """Screen centre of the ``index``-th killshot's space on the track (for animations)."""
    cells = track_cells(skulls, max(kills or 0, index + 1))
    c = cells[index].center
    return (layout.TOP_BAR.x + c[0], layout.TOP_BAR.y + c[1])


class TopBar:
    """The killshot track (skulls, then killshot and overkill tokens, then frenzy kills),
    the decks, the turn, and FINAL FRENZY when it is on. While animations play, kills
    not yet flown to the track (``animator.track_shown``) still show their skulls."""

    SPACE = 32
    X0, Y0 = 12, 14

    def __init__(self, mode_screen=None):
        self.rect = layout.TOP_BAR
        self._key = None
        self._surface: pygame.Surface | None = None
        self._hits: list[tuple[pygame.Rect, str]] = []
        # a mode's own board in place of the killshot track (Domination's), see ui/modes.py
        self.mode_board = mode_screen.board() if mode_screen is not None else None
        self._choices: list[tuple[pygame.Rect, str]] = []  # the mode board's clickable parts

    def place(self) -> None:
        """To the current layout's place (see :mod:`.layout`)."""
        self.rect = layout.TOP_BAR
        self._key = None

    @staticmethod
    def shown_track(view) -> list[tuple]:
        track = view.state.killshot_track
        a = view.animator
        shown = getattr(a, "track_shown", None)
        if shown is not None and a.busy:
            return list(track[:shown])
        return list(track)

    def draw(self, surface, view, mouse) -> None:
        g = view.state
        track = tuple(self.shown_track(view))
        key = (g.skulls, track, len(g.weapon_deck), len(g.powerup_deck),
               len(g.powerup_discard), len(g.ammo_deck), len(g.ammo_discard), g.turn, g.frenzy,
               g.final_turns_left, g.sudden_death, tuple(p.colour for p in g.players), g.game_over,
               self.mode_board.key(view) if self.mode_board is not None else None)
        if key != self._key:
            self._key = key
            self._surface, self._hits = self._render(view, list(track))
        surface.blit(self._surface, self.rect)

    def _render(self, view, track):
        g = view.state
        s = pygame.Surface(self.rect.size)
        s.fill(theme.BACKGROUND)
        hits = []
        if self.mode_board is not None:
            x, board_hits = self.mode_board.render(s, view)
            self._choices = [(rect, option) for rect, _tip, option in board_hits if option]
            hits += [(rect, tip) for rect, tip, _option in board_hits]
            return self._decks(s, view, x, hits)
        cells = track_cells(g.skulls, len(track))
        for i, cell in enumerate(cells[:g.skulls]):
            pygame.draw.rect(s, theme.PANEL, cell, border_radius=5)
            pygame.draw.rect(s, theme.PANEL_EDGE, cell, 1, border_radius=5)
            if i < len(track):
                self._tokens(s, g, track[i], cell)
            else:
                sk = skull_icon(24)
                s.blit(sk, sk.get_rect(center=cell.center))
        x = self.X0 + g.skulls * (self.SPACE + 3) + 4
        if len(cells) > g.skulls:
            img = theme.text("+", 20, FRENZY)
            s.blit(img, img.get_rect(center=(x + 4, self.Y0 + 19)))
            for tokens, cell in zip(track[g.skulls:], cells[g.skulls:]):
                pygame.draw.rect(s, (50, 36, 30), cell, border_radius=4)
                self._tokens(s, g, tokens, cell, r=min(8, (cell.w - 2) // 2))
            x = cells[-1].right + 2
        counts: dict[int, int] = {}
        for tokens in track:
            for seat in tokens:
                counts[seat] = counts.get(seat, 0) + 1
        who = ", ".join(f"{g.players[k].name} {v}" for k, v in
                        sorted(counts.items(), key=lambda kv: -kv[1])) or _("nobody yet")
        left = max(g.skulls - len(track), 0)
        hits.append((pygame.Rect(self.X0, 0, x - self.X0, 54), wrap_tip(
            ngettext("Killshot track: {left} of {n} skull left. Tokens: {who}.",
                     "Killshot track: {left} of {n} skulls left. Tokens: {who}.", g.skulls).format(
                         left=left, n=g.skulls, who=who),
            _("Killshot and overkill tokens replace the skulls; kills in final frenzy go after "
              "them. At the end, most tokens scores {values} (ties: the "
              "earlier killshot wins).").format(values=listed(KILLSHOT_TRACK_VALUES)))))
        return self._decks(s, view, x, hits)

    def _decks(self, s, view, x: int, hits: list):
        """The turn, final frenzy or sudden death, and the decks, right of the track."""
        g = view.state
        # turn, frenzy, decks
        ix = max(x + 12, 446)
        img = theme.text(_("Turn {turn}").format(turn=g.turn), 22)
        s.blit(img, (ix, 5))
        tx = ix + img.get_width() + 12
        if g.frenzy:
            label = _("FINAL FRENZY") + (" - " + ngettext("{n} more turn", "{n} more turns",
                                                          g.final_turns_left).format(n=g.final_turns_left)
                                         if g.final_turns_left and not g.game_over else "")
            img = theme.text(label, 18, (20, 20, 20))
            badge = pygame.Rect(tx, 3, img.get_width() + 12, 20)
            pygame.draw.rect(s, FRENZY, badge, border_radius=5)
            s.blit(img, img.get_rect(center=badge.center))
            hits.append((badge, wrap_tip(_("Final frenzy: everyone has one more turn with frenzy "
                                           "actions; boards with no damage flip to {values}.").format(
                                               values="-".join(map(str, FRENZY_BOARD_VALUES))))))
        elif g.sudden_death:
            img = theme.text(_("sudden death"), 16, theme.TEXT_DIM)
            s.blit(img, (tx, 8))
        y = 32
        dx = ix
        for label, n, icon, tip in (
            (_("weapons {n}"), len(g.weapon_deck), "weapon",
             ngettext("Weapons deck: {n} card", "Weapons deck: {n} cards", len(g.weapon_deck)).format(
                 n=len(g.weapon_deck))),
            (_("powerups {n}"), len(g.powerup_deck), "powerup",
             ngettext("Powerup deck: {n} card ({discarded} discarded)",
                      "Powerup deck: {n} cards ({discarded} discarded)", len(g.powerup_deck)).format(
                          n=len(g.powerup_deck), discarded=len(g.powerup_discard))),
            (_("ammo {n}"), len(g.ammo_deck), "ammo",
             _("Ammo tiles: {n} in the stack ({discarded} discarded)").format(
                 n=len(g.ammo_deck), discarded=len(g.ammo_discard))),
        ):
            start = dx
            if icon == "weapon":
                pygame.draw.rect(s, (200, 204, 216), (dx, y, 12, 17), border_radius=2)
                pygame.draw.rect(s, (60, 64, 90), (dx + 1, y + 1, 10, 15), border_radius=2)
            elif icon == "powerup":
                draw_card_icon(s, pygame.Rect(dx, y, 12, 17))
            else:
                pygame.draw.rect(s, (36, 38, 48), (dx, y + 2, 18, 13), border_radius=3)
                theme.draw_ammo(s, "red", (dx + 5, y + 9), 3)
                theme.draw_ammo(s, "yellow", (dx + 13, y + 9), 3)
                dx += 6
            img = theme.text(label.format(n=n), 17, theme.TEXT_DIM)
            s.blit(img, (dx + 16, y + 2))
            dx += 16 + img.get_width() + 10
            hits.append((pygame.Rect(start, y, dx - start - 10, 18), tip))
        return s, hits

    @staticmethod
    def _tokens(s, g, tokens, cell, r: int = 9) -> None:
        if len(tokens) == 1:
            draw_token(s, theme.PLAYER[g.players[tokens[0]].colour], cell.center, r,
                       g.players[tokens[0]].character)
            return
        for k, seat in enumerate(tokens[:2]):
            cy = cell.y + cell.h // 4 + k * cell.h // 2
            draw_token(s, theme.PLAYER[g.players[seat].colour], (cell.centerx, cy), r - 1,
                       g.players[seat].character)

    def click(self, pos, view):
        """A click on a part of the mode's board that answers the decision (Domination:
        the track for an overkill token)."""
        d = view.decision
        if d is None or not self.rect.collidepoint(pos):
            return None
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for rect, text in self._choices:
            if rect.collidepoint(local):
                return next((o for o in view.buttons if o.text == text), None)
        return None

    def tooltip(self, pos, view) -> str | None:
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for rect, tip in self._hits:
            if rect.collidepoint(local):
                return tip
        return None


# -- the log -----------------------------------------------------------------------------------------
# the log's lines (adrenaline/words/log.py) drawn as headlines, known by their words'
# beginning in the language shown
HEADLINES = (N_("Game over."), N_("Game over: {names} tie for first place with {points}!"),
             N_("Game over: {name} wins with {points}!"),
             N_("FINAL FRENZY! Everyone gets one more turn{detail}."))


def starts_as(line: str, messages) -> bool:
    """Whether ``line`` is one of ``messages`` (its words up to the first field)."""
    return any(line.startswith(_(m).split("{")[0]) for m in messages)


class LogView:
    """The game log: newest at the bottom, long lines wrapped, lines coloured by the
    player they start with; the mouse wheel (:meth:`wheel`) or the arrows scroll it."""

    SIZE = 17
    ROW = 17
    PAD = 6
    KEEP = 200  # lines kept

    def __init__(self):
        self.rect = layout.LOG
        self.lines: list[str] = []
        self.total = 0  # lines ever added (the oldest may be gone: KEEP)
        self.scroll = 0  # rows scrolled up from the newest
        self._rows: list[tuple[str, tuple]] = []  # wrapped rows: text, colour
        self._new: list[str] = []
        self._version = 0
        self._key = None
        self._surface: pygame.Surface | None = None
        # the pictures of the rows on screen, its own: log lines never repeat, so in
        # the shared text cache game after game they would push out the words that do
        self._row_images: dict[tuple[str, tuple], pygame.Surface] = {}
        self.visible: list[str] = []  # the rows the last frame showed (tests)
        self.place()

    def place(self) -> None:
        """To the current layout's place (see :mod:`.layout`); lines wrapped again to
        its width."""
        self.rect = layout.LOG
        w, h = self.rect.size
        self.text_width = w - 2 * self.PAD - 16
        self.page = (h - 2 * self.PAD) // self.ROW
        self.up_rect = pygame.Rect(self.rect.right - 16, self.rect.y + 4, 12, 14)
        self.down_rect = pygame.Rect(self.rect.right - 16, self.rect.bottom - 18, 12, 14)
        if self.lines:
            self._rows, self._new = [], list(self.lines)
            self.scroll = 0
        self._key = None

    def add(self, line: str) -> None:
        self.lines.append(line)
        self.total += 1
        del self.lines[:-self.KEEP]
        self._new.append(line)

    def truncate(self, total: int) -> None:
        """Keep the first ``total`` lines ever added: the lines of undone choices go."""
        drop = self.total - total
        if drop <= 0:
            return
        del self.lines[max(len(self.lines) - drop, 0):]
        self.total = total
        self._rows, self._new = [], list(self.lines)
        self.scroll = 0

    # -- rows -------------------------------------------------------------------------------
    def _colour_of(self, line: str, view) -> tuple:
        if line.startswith("(") or starts_as(line, HEADLINES):
            return theme.HIGHLIGHT if not line.startswith("(") else theme.TEXT_DIM
        if starts_as(line, (N_("Killshot track: {shares}"),)):
            return theme.DANGER
        head = line
        if starts_as(line, (N_("-- Turn {turn}: {name} --"),)):
            head = line.partition(": ")[2]
        for p in (sorted(view.state.players, key=lambda p: -len(p.name)) if view else ()):
            for name in (p.name, p.character):
                if head.startswith(name):
                    return theme.PLAYER[p.colour]
        return theme.TEXT

    def _take_new(self, view) -> None:
        if not self._new:
            return
        added = 0
        for line in self._new:
            colour = self._colour_of(line, view)
            for k, part in enumerate(wrap(line, self.SIZE, self.text_width)):
                self._rows.append((part if k == 0 else "   " + part, colour))
                added += 1
        self._new = []
        if self.scroll:
            self.scroll += added  # keep showing what was read
        del self._rows[:-self.KEEP * 3]
        self.scroll = min(self.scroll, self.max_scroll())
        self._version += 1

    def max_scroll(self) -> int:
        return max(0, len(self._rows) - self.page)

    def wheel(self, dy: int) -> None:
        """Scroll by a mouse-wheel step (positive: back to older lines)."""
        self.scroll = max(0, min(self.scroll + 3 * dy, self.max_scroll()))

    def handle_event(self, event, mouse=None) -> bool:
        """Mouse wheel over the log scrolls it; returns whether the event was used."""
        if event.type == pygame.MOUSEWHEEL:
            pos = mouse if mouse is not None else pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.wheel(event.y)
                return True
        return False

    def rows(self, view=None) -> list[tuple[str, tuple]]:
        """Every wrapped row, oldest first."""
        self._take_new(view)
        return self._rows

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface, view, mouse) -> None:
        self._take_new(view)
        key = (self._version, self.scroll)
        if key != self._key:
            self._key = key
            self._surface = self._render()
        surface.blit(self._surface, self.rect)

    def _render(self) -> pygame.Surface:
        w, h = self.rect.size
        s = pygame.Surface((w, h))
        s.fill(theme.BACKGROUND)
        pygame.draw.rect(s, theme.PANEL, s.get_rect(), border_radius=6)
        end = len(self._rows) - self.scroll
        start = max(0, end - self.page)
        shown = self._rows[start:end]
        self.visible = [t for t, _ in shown]
        y = h - self.PAD - len(shown) * self.ROW
        images = {}
        for row in shown:
            img = self._row_images.get(row)
            if img is None:
                img = theme.render(row[0], self.SIZE, row[1])
            images[row] = img
            s.blit(img, (self.PAD + 2, y))
            y += self.ROW
        self._row_images = images
        # the scroll bar and its arrows
        total = len(self._rows)
        if total > self.page:
            track = pygame.Rect(w - 13, 22, 6, h - 44)
            pygame.draw.rect(s, (40, 44, 62), track, border_radius=3)
            size = max(12, track.h * self.page // total)
            top = track.y + (track.h - size) * start // max(1, total - self.page)
            pygame.draw.rect(s, (110, 120, 150), (track.x, top, 6, size), border_radius=3)
            for rect, up in ((self.up_rect, True), (self.down_rect, False)):
                r = rect.move(-self.rect.x, -self.rect.y)
                pts = ([(r.centerx, r.y + 3), (r.right - 1, r.bottom - 3), (r.x + 1, r.bottom - 3)]
                       if up else
                       [(r.x + 1, r.y + 3), (r.right - 1, r.y + 3), (r.centerx, r.bottom - 3)])
                pygame.draw.polygon(s, (150, 160, 190), pts)
            if self.scroll:
                img = theme.text(ngettext("{n} newer row below", "{n} newer rows below", self.scroll).format(
                    n=self.scroll), 14, theme.HIGHLIGHT)
                pygame.draw.rect(s, (0, 0, 0), img.get_rect(bottomright=(w - 20, h - 4)).inflate(6, 2))
                s.blit(img, img.get_rect(bottomright=(w - 20, h - 4)))
        return s

    def click(self, pos, view):
        if self.up_rect.collidepoint(pos):
            self.scroll = min(self.scroll + self.page - 1, self.max_scroll())
        elif self.down_rect.collidepoint(pos):
            self.scroll = max(0, self.scroll - (self.page - 1))
        elif self.rect.collidepoint(pos) and pos[0] >= self.rect.right - 18:
            above = pos[1] < self.rect.centery
            self.scroll = (min(self.scroll + self.page - 1, self.max_scroll()) if above
                           else max(0, self.scroll - (self.page - 1)))

    def tooltip(self, pos, view) -> str | None:
        if self.up_rect.collidepoint(pos) or self.down_rect.collidepoint(pos):
            return _("Scroll the log (or use the mouse wheel)")

        return None
