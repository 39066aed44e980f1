"""The top bar: the killshot track (skulls, then killshot and overkill tokens, then
frenzy kills), the decks, the turn, and FINAL FRENZY when it is on."""

from __future__ import annotations

import pygame

from ...core.numbers import FRENZY_BOARD_VALUES, KILLSHOT_TRACK_VALUES, listed
from .. import layout, theme
from ..kit.text import smaller_sizes
from ..kit.tooltip import wrap_tip
from ...words import _, ngettext
from ...words.characters import called
from .tokens import FRENZY, draw_card_icon, draw_token, skull_icon


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


def line_em(size: int, height: int) -> int:
    """``size`` as an exact em, as big as the Text size asks but no taller than a line
    ``height`` pixels high (the top bar's two rows never meet), never under the floor."""
    px = theme.pixels(size)
    while px > theme.MIN_PIXELS and theme.font(-px).get_linesize() > height:
        px -= 1
    return -px


class TopBar:
    """The killshot track (skulls, then killshot and overkill tokens, then frenzy kills),
    the decks, the turn, and FINAL FRENZY when it is on. While animations play, kills
    not yet flown to the track (``animator.track_shown``) still show their skulls."""

    SPACE = 32
    X0, Y0 = 12, 15  # the 38 pixels high spaces in the middle of the 68 pixels high bar

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
        who = ", ".join(f"{called(g.players[k])} {v}" for k, v in
                        sorted(counts.items(), key=lambda kv: -kv[1])) or _("nobody yet")
        left = max(g.skulls - len(track), 0)
        hits.append((pygame.Rect(self.X0, 0, x - self.X0, s.get_height() - 2), wrap_tip(
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
        ix = x + 16
        # two rows, each as big as the Text size asks while a line fits it (they never meet)
        turn_em, quiet_em = line_em(22, 32), line_em(16, 30)
        img = theme.text(_("Turn {turn}").format(turn=g.turn), turn_em)
        s.blit(img, img.get_rect(midleft=(ix, 21)))
        tx = ix + img.get_width() + 12
        if g.frenzy:
            label = _("FINAL FRENZY") + (" - " + ngettext("{n} more turn", "{n} more turns",
                                                          g.final_turns_left).format(n=g.final_turns_left)
                                         if g.final_turns_left and not g.game_over else "")
            if tx + theme.font(18).size(label)[0] + 12 > s.get_width() - 2:
                label = _("FINAL FRENZY")  # the turns left: in its tooltip and the log
            img = theme.text(label, 18, (20, 20, 20))
            badge = pygame.Rect(tx, 6, img.get_width() + 12, 20)
            pygame.draw.rect(s, FRENZY, badge, border_radius=5)
            s.blit(img, img.get_rect(center=badge.center))
            hits.append((badge, wrap_tip(_("Final frenzy: everyone has one more turn with frenzy "
                                           "actions; boards with no damage flip to {values}.").format(
                                               values="-".join(map(str, FRENZY_BOARD_VALUES))))))
        elif g.sudden_death:
            img = theme.text(_("sudden death"), quiet_em, theme.TEXT_DIM)
            s.blit(img, img.get_rect(midleft=(tx, 22)))
        y = 40
        dx = ix
        decks = (
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
        )
        # the counts labelled with their icons where there is room, else the words alone,
        # smaller if they must be (a bigger text size), else the icons and numbers alone
        # (the tooltips say which deck)
        room = s.get_width() - 2 - ix
        for size in smaller_sizes(line_em(17, 26)):
            words = sum(theme.font(size).size(label.format(n=n))[0] + 12 for label, n, _i, _t in decks)
            if words - 12 <= room:
                break
        icons = words + 3 * 16 + 6 - 10 <= room
        bare = words - 12 > room
        for label, n, icon, tip in decks:
            start = dx
            if not icons and not bare:
                img = theme.text(label.format(n=n), size, theme.TEXT_DIM)
                s.blit(img, img.get_rect(midleft=(dx, y + 10)))
                dx += img.get_width() + 12
                hits.append((pygame.Rect(start, y, dx - start - 12, 18), tip))
                continue
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
            img = theme.text(str(n) if bare else label.format(n=n), size, theme.TEXT_DIM)
            s.blit(img, img.get_rect(midleft=(dx + 16, y + 9)))
            dx += 16 + img.get_width() + (14 if bare else 10)
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

    def track_options(self, view) -> list[tuple[str, pygame.Rect, object]]:
        """The parts of the mode's board that answer the decision now (Domination: the
        tracks for an overkill token; Turret mode: the tiles, a first step):
        ("track", rect on screen, option)."""
        if view.decision is None:
            return []
        out = []
        for rect, text in self._choices:
            option = view.by_text(text)
            if option is not None:
                out.append(("track", rect.move(self.rect.topleft), option))
        return out

    def click(self, pos, view):
        """A click on a part of the mode's board that answers the decision (Domination:
        the track for an overkill token)."""
        d = view.decision
        if d is None or not self.rect.collidepoint(pos):
            return None
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for rect, text in self._choices:
            if rect.collidepoint(local):
                return view.by_text(text)
        return None

    def tooltip(self, pos, view) -> str | None:
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for rect, tip in self._hits:
            if rect.collidepoint(local):
                return tip
        return None
