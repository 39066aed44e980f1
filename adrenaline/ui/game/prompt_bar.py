"""The prompt bar: what is asked now, a button for each option that is not a square or a
figure (numbered: keys 1-9 press them), Undo, and why an action is not offered."""

from __future__ import annotations

import pygame

from ...core.cards import AMMO
from ...core.choices import (
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
from ...core.numbers import ADRENALINE_SHOOT_DAMAGE as SHOOT_AT
from ...core.weapons.catalogue import WEAPON_BY_NAME
from .. import layout, theme
from ..kit.button import Button
from ..kit.text import fit, fit_lines, smaller_sizes, wrap
from ..kit.tooltip import wrap_tip
from ..sound.cues import CLICK
from ..sound.player import play
from ...words import _
from ...words.cards import effect_paragraph, effect_words, powerup_name, weapon_words
from ...words.log import action_words, frenzy_reason, introduce, name_of, prompt_text
from ...words.options import spawnpoint_colour
from .board_words import shot_words
from .cards import SHORT_KIND, powerup_tip, weapon_tip
from .tokens import draw_card_icon, draw_token


# -- buttons ------------------------------------------------------------------------------------
def row_em(size: int, height: int) -> int:
    """``size`` as an exact em, as big as the text size asks but no taller than a row
    ``height`` pixels high holds (the bar does not grow), never under the text floor."""
    px = theme.pixels(size)
    while px > theme.MIN_PIXELS and theme.font(-px).get_linesize() > height:
        px -= 1
    return -px



ACCENT = (120, 130, 160)  # the edge of the undo, more and pass-on buttons
PROMPT_ICONS = {  # the prompt buttons' icons: (width, draw(surface, value, x, centre y))
    "cube": (14, lambda surface, colour, x, cy: theme.draw_ammo(surface, colour, (x + 5, cy), 5)),
    "card": (15, lambda surface, powerup, x, cy: draw_card_icon(surface, pygame.Rect(x, cy - 9, 12, 18),
                                                                powerup)),
    "dot": (16, lambda surface, colour, x, cy: draw_token(surface, colour, (x + 6, cy), 6)),
    "key": (14, lambda surface, n, x, cy: None),  # room for the key's number (draw_number), clear of the words
}


def prompt_button(rect: pygame.Rect, label: str, option, parts=None, size: int = 20, tip: str = "",
                  accent: tuple | None = None) -> Button:
    """A button of the prompt bar: compact, its option's words and icons in a row."""
    return Button(rect, label, None, option=option, compact=True, parts=parts, icons=PROMPT_ICONS,
                  size=size, tooltip=tip, accent=accent)


# a powerup named short on a crowded pay button
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
    step = view.step_parts(option)  # after a first step (Turret mode's tile): the mode's
    if step is not None:
        return step
    if isinstance(option, PickTrack):  # Domination: a spawnpoint's track, in its colour
        return [("cube", option.colour), ("text", view.label(option))]
    if isinstance(option, PickTarget) and spawnpoint_colour(option.target) is not None:
        return [("cube", spawnpoint_colour(option.target)), ("text", view.label(option))]
    if isinstance(option, PickTarget):
        return _dot(view, option.target) + [("text", introduce(view.game, option.target))]
    if isinstance(option, ChooseAction) and view.decision is not None:
        return [("text", action_words(view.state, view.decision.decider, option.action))]
    if isinstance(option, PickEffect):  # the effect's extra cost in cubes, as the card prints it
        return [("text", view.label(option))] + [("cube", c) for c in effect_cost(view, option)]
    return [("text", view.label(option))]


def effect_cost(view, option) -> list[str]:
    """The cubes an effect costs beyond the card (the weapon catalogue's), colour by colour."""
    weapon = WEAPON_BY_NAME.get(getattr(view.state.stage, "weapon", None) or "")
    if weapon is None:
        return []
    try:
        cost = weapon.effect(option.effect).cost
    except KeyError:
        return []
    return [AMMO[c] for c in range(3) for _n in range(cost[c])]


def _dot(view, character: str) -> list:
    try:
        seat = view.state.seat_of(character)
    except KeyError:
        return []
    return [("dot", theme.PLAYER[view.state.players[seat].colour])]


def option_tip(view, option) -> str:
    """A button's full text, and the card text behind it where there is one."""
    text = view.label(option)
    shot = ""
    if isinstance(option, PickTarget) and spawnpoint_colour(option.target) is None:
        text = introduce(view.game, option.target)
        try:
            preview = view.shot_preview(option).get(view.state.seat_of(option.target))
        except KeyError:
            preview = None
        if preview is not None:  # what the planned shot does to that figure (the core's plan)
            shot = shot_words(preview)
    elif isinstance(option, ChooseAction) and view.decision is not None:
        text = action_words(view.state, view.decision.decider, option.action)
    extra = ""
    step = view.step_tip(option)
    if step is not None:  # after a first step (Turret mode's tile): the mode's words
        return wrap_tip(text) + "\n" + step
    try:
        if isinstance(option, (PickWeapon, Reload, DropWeapon, GrabWeapon)):
            extra = weapon_tip(option.weapon)
        elif isinstance(option, (UsePowerup, Discard, UseScope)):
            extra = powerup_tip(option.powerup)
        elif isinstance(option, PickEffect):
            weapon = view.state.stage.weapon
            label = _("{weapon}, {effect}").format(weapon=weapon_words(weapon),
                                                   effect=effect_words(option.effect))
            extra = wrap_tip(effect_paragraph(weapon, option.effect, label))
    except (KeyError, AttributeError):
        extra = ""
    return wrap_tip(text, shot) + ("\n" + extra if extra else "")


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
        game = view.game
        if d is None and view.session.turn_over is None:
            return _("Game over"), False
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
        question = frenzy or view.step_question() or prompt_text(game, d.prompt)
        return _("{name}: {question}").format(name=name_of(game, d.decider), question=question), True

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
        over = view.session.turn_over is not None and not view.animator.busy
        can_undo = (asking or over) and view.can_undo()  # also the choice that ended the turn
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
            size = row_em(18, 30)
            w = max(260, theme.font(size).size(_("Pass on (Enter)"))[0] + 24)
            self.pass_button = prompt_button(pygame.Rect(r.x, r.bottom - 36, w, 32), _("Pass on (Enter)"),
                                             "pass on", size=size, tip=_("Your turn is over: go on"),
                                             accent=ACCENT)
        if can_undo:
            size = row_em(18, 24)
            w = max(80, theme.font(size).size(_("Undo (Z)"))[0] + 20)  # whole, at the floor too
            undo_w = w + 4
            self.undo_button = prompt_button(pygame.Rect(r.right - w, r.y + 1, w, 26), _("Undo (Z)"),
                                             "undo", size=size, tip=_("Undo your last choice (key Z)"),
                                             accent=ACCENT)
        options = list(view.buttons)
        if not options:  # the prompt alone: on as many lines as the bar holds
            self.buttons = []
            self._place_message(message, 22, r.width - undo_w, r.y + 3,
                                r.height - 6 if self.pass_button is None else r.height - 44)
            return
        # one row under the prompt, if everything fits (the prompt on one line too)
        small = smaller_sizes(22)[-1]
        one_line = theme.font(small).size(message)[0] <= r.width - undo_w
        # the prompt as big as the text size asks, if a row of buttons still fits under it
        biggest = next((-px for px in range(-row_em(22, r.height - 36), theme.MIN_PIXELS - 1, -1)
                        if theme.font(-px).size(message)[0] <= r.width - undo_w), -theme.MIN_PIXELS)
        for msg in dict.fromkeys((biggest, -theme.MIN_PIXELS)) if one_line else ():
            f = theme.font(msg)
            line_h = f.get_linesize()
            row_h = min(40, r.height - line_h - 4)
            top = r.y + (r.height - line_h - 2 - row_h) // 2  # the prompt and a row in the middle
            shared = (r.width - 6 * (len(options) - 1)) // len(options)  # the row shared out
            for size, widest in ((row_em(20, row_h - 6), max(260, shared)), (-theme.MIN_PIXELS, max(200, shared))):
                specs = self._specs(view, options, size, widest)
                total = sum(w for _, _, w, _ in specs) + 6 * (len(specs) - 1)
                if total <= r.width:
                    self.buttons = self._row(specs, r.x, top + line_h + 2, row_h)
                    self._place_message(message, msg, r.width - undo_w, top, line_h)
                    end = self.buttons[-1].rect.right + 14
                    self._place_hints(hints, end, r.right, top + line_h + 2, row_h)
                    return
        line = theme.font(small).get_linesize()
        if r.height >= line + 2 * 28:  # a taller bar (the text floor): more rows under the prompt
            h = (r.height - line - 4) // 2
            half = (len(options) + 1) // 2
            specs = self._specs(view, options, row_em(18, h - 6), max(260, (r.width - 6 * (half - 1)) // half))
            total = sum(w for _, _, w, _ in specs) + 6 * (len(specs) - 1)
            if one_line:  # the prompt on a line, the buttons in two rows under it
                rows = self._flow(specs, [(r.x, r.right), (r.x, r.right)])
                if rows is not None:
                    self.buttons = []
                    for row, y in zip(rows, (r.y + line + 2, r.y + line + 4 + h)):
                        self.buttons += self._row_at(row, y, h - 2)
                    self._place_message(message, 22, r.width - undo_w, r.y + 1, line)
                    return
            two = wrap(message, small, r.width - undo_w)
            if len(two) == 2 and total <= r.width and r.height >= 2 * line + 30:
                # the prompt on two lines, the buttons in a row under it
                self.buttons = self._row(specs, r.x, r.y + 2 * line + 2, r.height - 2 * line - 4)
                self._place_message(message, 22, r.width - undo_w, r.y + 1, 2 * line)
                return
        # rows of buttons beside the prompt (as many as the bar holds: three at the text
        # floor), the prompt in a column at their left, cut shorter if the buttons need the room
        n = max(2, (r.height + 2) // 27)
        step = (r.height - 2) // n
        ys = [r.y + 1 + k * step for k in range(n)]
        natural = theme.font(18).size(message)[0]
        rows = None
        # first the narrowest column that holds the prompt whole (at the text floor a
        # frenzy prompt is wider than the bar), the buttons beside it
        # (with a bigger Text size: its words smaller, to the floor, for the narrowest)
        columns = [self._column_width(message, size, max(1, (r.height - 2) // theme.font(size).get_linesize()),
                                      r.width * 2 // 3) for size in smaller_sizes(18)]
        whole = min((w for w in columns if w is not None), default=None)
        caps = ((whole, 18, 260),) if whole is not None and whole > r.width // 2 - 20 else ()
        for cap, size, widest in caps + ((r.width // 2 - 20, 18, 220), (240, 18, 200),
                                         (160, 18, 200), (160, 16, 150), (120, 16, 110),
                                         (120, 16, 90)):
            msg_w = min(natural, cap)
            specs = self._specs(view, options, min(row_em(size, step - 6), size, key=theme.pixels), widest, 44)
            beside = [(r.x + msg_w + 10, r.right - undo_w)] + [(r.x + msg_w + 10, r.right)] * (n - 1)
            if natural > msg_w:  # a long prompt: wrapped in a column of every row, whole
                rows = self._flow(specs, beside)
                if rows is not None and self._fits(message, 18, msg_w, r.height - 2):
                    self.buttons = []
                    for row, y in zip(rows, ys):
                        self.buttons += self._row_at(row, y, step - 2)
                    self._place_message(message, 18, msg_w, r.y + 1, r.height - 2)
                    return
            rows = self._flow(specs, beside[:1] + [(r.x, r.right)] * (n - 1))
            if rows is not None and natural > msg_w and whole is not None and whole <= r.width // 2 - 20:
                rows = None  # the prompt would be cut: rather pages, the prompt whole beside them
            if rows is not None:
                break
        column = None  # pages: the prompt whole in a column beside them, if it is not too wide
        more_em = row_em(16, step - 6)  # "More" as wide as its words (at most 9 pages), whole
        more_w = max(72, theme.font(more_em).size(_("More {page}/{pages}").format(page=9, pages=9))[0] + 14)
        if rows is None and whole is not None and whole <= r.width // 2 - 20:
            column = whole
            left = r.x + column + 10
            spans = [(left, r.right - undo_w)] + [(left, r.right)] * (n - 2) + [(left, r.right - more_w - 4)]
            specs = self._specs(view, options, min(row_em(18, step - 6), 18, key=theme.pixels), 0, 44,
                                most=r.right - more_w - 4 - left)
        if rows is None:  # pages: as many as fit, then "More"
            pages, i = [], 0
            if column is None:
                spans = beside[:1] + [(r.x, r.right)] * (n - 2) + [(r.x, r.right - more_w - 4)]
            while i < len(specs):
                page, used = self._flow_some(specs[i:], spans)
                pages.append(page)
                i += max(used, 1)
            self._page %= len(pages)
            self._key = key[:-1] + (self._page,)  # past the last page: the first, laid out
            rows = pages[self._page]
            self.more_button = prompt_button(pygame.Rect(r.right - more_w, ys[-1], more_w, step - 2),
                                             _("More {page}/{pages}").format(page=self._page + 1,
                                                                             pages=len(pages)),
                                             MORE, size=more_em, tip=_("More options"),
                                             accent=ACCENT)
        self.buttons = []
        for row, y in zip(rows, ys):
            self.buttons += self._row_at(row, y, step - 2)
        if column is not None:
            self._place_message(message, 18, column, r.y + 1, r.height - 2)
            return
        msg = row_em(18, step - 2)
        if column is None and not self._fits(message, msg, msg_w, step - 2) and (
                self._two_lines_over_a_row(view, message, options, undo_w)
                or self._one_line_over_two_rows(view, message, options, undo_w)):
            return  # whole across the bar rather than cut beside the buttons
        self._place_message(message, msg, msg_w, r.y + 1 + (step - 2 - theme.font(msg).get_linesize()) // 2,
                            step - 2)

    def _two_lines_over_a_row(self, view, message: str, options, undo_w: int) -> bool:
        """The prompt on two lines at the text floor across the bar, the buttons in one row
        under them, Undo at its right end (a bar two lines and a short row high:
        "Targeting Scope: 1 extra damage ..." whole in Polish at 150%); False, nothing
        laid out, if they do not fit."""
        r = self.rect
        small = -theme.MIN_PIXELS
        line = theme.font(small).get_linesize()
        h = r.height - 2 * line - 4
        two = wrap(message, small, r.width)
        if len(two) > 2 or h < 22 or any(theme.font(small).size(t)[0] > r.width for t in two):
            return False
        specs = self._specs(view, options, row_em(18, h - 4), 0, 44)
        if sum(w for _, _, w, _ in specs) + 6 * len(specs) + undo_w > r.width:
            return False
        y = r.y + 2 * line + 2
        self.buttons = self._row(specs, r.x, y, h)
        self.more_button = None
        if self.undo_button is not None:
            self.undo_button.rect = pygame.Rect(r.right - self.undo_button.rect.width, y,
                                                self.undo_button.rect.width, h)
        self._place_message(message, small, r.width, r.y + 1, 2 * line)
        return True

    def _one_line_over_two_rows(self, view, message: str, options, undo_w: int) -> bool:
        """The prompt on one line at the text floor across the bar, the buttons in two
        rows under it, Undo at the second's right end; False, nothing laid out, if they
        do not fit."""
        r = self.rect
        small = -theme.MIN_PIXELS
        line = theme.font(small).get_linesize()
        h = (r.height - line - 4) // 2
        if theme.font(small).size(message)[0] > r.width or h < 22:
            return False
        specs = self._specs(view, options, row_em(18, h - 4), 0, 44)
        ys = (r.y + line + 2, r.y + line + 4 + h)
        rows = self._flow(specs, [(r.x, r.right), (r.x, r.right - undo_w)])
        if rows is None:
            return False
        self.buttons = []
        for row, y in zip(rows, ys):
            self.buttons += self._row_at(row, y, h - 2)
        self.more_button = None
        if self.undo_button is not None:
            self.undo_button.rect = pygame.Rect(r.right - self.undo_button.rect.width, ys[1],
                                                self.undo_button.rect.width, h - 2)
        self._place_message(message, small, r.width, r.y + 1, line)
        return True

    @staticmethod
    def _column_width(message: str, size: int, lines: int, most: int) -> int | None:
        """The narrowest width (at most ``most``) that wraps ``message`` on ``lines``."""
        f = theme.font(size)
        for w in range(max(f.size(message)[0] // lines, 40), most + 1, 8):
            wrapped = wrap(message, size, w)
            if len(wrapped) <= lines and all(f.size(t)[0] <= w for t in wrapped):
                return w
        return None

    @staticmethod
    def _fits(message: str, size: int, width: int, height: int) -> bool:
        fitted, lines = fit_lines(message, size, width, height)
        f = theme.font(fitted)
        return len(lines) * f.get_linesize() <= height and all(f.size(t)[0] <= width for t in lines)

    def _specs(self, view, options, size: int, widest: int, narrowest: int = 56,
               most: int | None = None):
        specs = []
        for k, option in enumerate(options):
            parts = option_parts(view, option)
            if k < 9:  # the key's number in the left corner: the words start after it
                parts = [("key", k + 1)] + list(parts)
            # never narrower than its words (a button's words are whole, never cut: the
            # rows flow, then page with "More"), at most ``most`` (the bar less "More")
            w = min(max(Button.measure(parts, size, PROMPT_ICONS) + 18, narrowest),
                    most or self.rect.width - 80)
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
        size = row_em(15, h)
        step = theme.font(size).get_linesize()
        room = max(1, h // step)
        lines: list[str] = []
        for t in hints:  # whole hints, wrapped, as many as the room takes; all in the tooltip
            rows = wrap(t, size, right - left)
            if len(lines) + len(rows) > room or any(theme.font(size).size(r)[0] > right - left
                                                     for r in rows):
                break
            lines.extend(rows)
        top = y + (h - step * len(lines)) // 2
        for i, line in enumerate(lines):
            self._texts.append((theme.text(line, size, theme.TEXT_DIM), (left, top + i * step)))

    # -- drawing and input ------------------------------------------------------------------
    def draw(self, surface, view, mouse) -> None:
        self.layout_buttons(view)
        for img, pos in self._texts:
            surface.blit(img, pos)
        for n, b in enumerate(self.buttons, 1):
            b.draw(surface, mouse)
            if n <= 9:
                self.draw_number(surface, b.rect, n)
        for b in (self.undo_button, self.more_button, self.pass_button):
            if b is not None:
                b.draw(surface, mouse)

    @staticmethod
    def draw_number(surface, rect: pygame.Rect, n: int) -> None:
        """The key that presses a button (1-9), small in its top left corner."""
        img = theme.text(str(n), theme.fixed(12), theme.TEXT_DIM)  # at the floor, any text size
        surface.blit(img, img.get_rect(topleft=(rect.x + 4, rect.y + 2)))

    def click(self, pos, view):
        self.layout_buttons(view)
        if self.undo_button is not None and self.undo_button.rect.collidepoint(pos):
            play(CLICK)
            return "undo"
        if self.more_button is not None and self.more_button.rect.collidepoint(pos):
            play(CLICK)
            self._page += 1
            return None
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                play(CLICK)
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
