"""Where the prompt bar's message, option buttons, Undo, Pass on, More and hints go:
the message on one or two lines over one or two rows of buttons, paged with More when
they do not fit, at the biggest text size that fits the bar (which never grows)."""

from __future__ import annotations

import pygame

from .. import theme
from ..kit.button import Button
from ..kit.text import fit, fit_lines, smaller_sizes, wrap
from ...words import _
from ...words.log import frenzy_reason, name_of, prompt_text
from .prompt_options import ACCENT, MORE, PROMPT_ICONS, action_hints, option_parts, prompt_button, row_em


class PromptLayout:
    """The prompt bar's layout (a part of :class:`.prompt_bar.PromptBar`)."""

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
        rows, used = PromptLayout._flow_some(specs, spans)
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
