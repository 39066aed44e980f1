"""Turret mode on the arena: every turret, and its owner's token on it.

Rulebook, TURRET MODE: "Squares that offer ammo now have turrets as well" (TUR-2), where
the ammo tile would lie; commandeering puts "your damage token on the turret" (TUR-4).
Each turret square shows the turret icon; an owned one its owner's token in the figure's
shape with its initials (readable without colour), as on the players' boards. Its
tooltip says whose turret it is and what it deals to whoever else enters the square.
"""

from __future__ import annotations

import pygame

from ...core.modes import turret as tur
from ...core.numbers import TURRET_DAMAGE
from ...words.i18n import _, ngettext
from .. import theme
from . import art
from .tokens import draw_token

TOKEN_R = 17  # big enough for the initials at the text floor (tokens.initials_fit)


def shown_owners(view) -> tuple[int, ...]:
    """The turrets' owners as shown: a token lands when its animation ends."""
    owners = view.state.mode_state.owners
    a = view.animator
    extra = getattr(a, "mode_shown", None)
    if extra and a.busy and "owners" in extra:
        return extra["owners"]
    return owners


def turret_plate(square: int) -> pygame.Rect:
    """Where a square's turret sits: where its ammo tile would lie."""
    r = art.tile_rect(square)
    return pygame.Rect(r.right - 2 * TOKEN_R - 28, r.y - 2, 2 * TOKEN_R + 30, 2 * TOKEN_R + 6)


def draw_turret(surface, centre, size: int, colour: tuple) -> None:
    """The turret icon: a dome on a base, its barrel to the right."""
    x, y = centre
    base = pygame.Rect(0, 0, size, size // 3)
    base.midbottom = (x, y + size // 2)
    pygame.draw.rect(surface, colour, base, border_radius=2)
    dome = pygame.Rect(0, 0, size * 2 // 3, size * 2 // 3)
    dome.midbottom = (x, base.y + 2)
    pygame.draw.ellipse(surface, colour, dome)
    pygame.draw.line(surface, colour, dome.center, (x + size // 2 + 2, dome.centery - size // 6),
                     max(2, size // 6))


class TurretArena:
    """The turrets on the arena (see the module's docstring)."""

    @staticmethod
    def toll_words(view, route) -> str:
        """What a move's only way costs, turret by turret, before the click (TUR-6: "the
        owner deals that figure 1 damage"): "Dozer's turret: 1 damage"."""
        from ...words.log import name_of

        owners = shown_owners(view)
        return "; ".join(ngettext("{owner}'s turret: {damage} damage", "{owner}'s turret: {damage} damage",
                                  TURRET_DAMAGE).format(owner=name_of(view.game, owners[q]), damage=TURRET_DAMAGE)
                         for q in route.key)

    @staticmethod
    def draw(surface, view) -> None:
        g = view.state
        owners = shown_owners(view)
        for sq in tur.turret_squares(g.board):
            plate = turret_plate(sq)
            pygame.draw.rect(surface, (24, 26, 34), plate, border_radius=8)
            seat = owners[sq]
            edge = theme.PANEL_EDGE if seat == tur.NOBODY else \
                theme.PLAYER.get(g.players[seat].colour, theme.PANEL_EDGE)
            pygame.draw.rect(surface, edge, plate, 2, border_radius=8)
            draw_turret(surface, (plate.x + 13, plate.centery), 18, (170, 174, 192))
            if seat != tur.NOBODY:
                p = g.players[seat]
                draw_token(surface, theme.PLAYER[p.colour], (plate.right - TOKEN_R - 3, plate.centery),
                           TOKEN_R, p.character)

    @staticmethod
    def tooltip(pos, view) -> str | None:
        g = view.state
        owners = shown_owners(view)
        for sq in tur.turret_squares(g.board):
            if turret_plate(sq).collidepoint(pos):
                seat = owners[sq]
                if seat == tur.NOBODY:
                    return _("A turret nobody owns yet: commandeer it when you grab ammo here.")
                from ...words.log import introduce

                return _("{owner}'s turret: {damage} damage to anyone else who enters this "
                         "square.").format(owner=introduce(view.game, seat), damage=TURRET_DAMAGE)
        return None
