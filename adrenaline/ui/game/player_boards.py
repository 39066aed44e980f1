"""The player boards: marks, the damage track, the point values under their skulls, ammo,
weapons, powerups face down, deaths, and points (face down but for their owner)."""

from __future__ import annotations

from ...core.rules.neutral import bot_action
from .. import layout
from .player_board_facts import points_text, shown_damage, shown_marks
from .player_board_render import BoardRender
from .player_board_shape import damage_slot

__all__ = ["PlayersPanel", "damage_slot"]  # the animations' own import of damage_slot


class PlayersPanel(BoardRender):
    """One board per player: name and colour, marks, the damage track (killshot and
    overkill spaces, adrenaline at 3 and 6), the point values under their skulls (or the
    frenzy side), ammo box, weapons, the number of powerups, deaths and points. A board's
    picture is :class:`.player_board_render.BoardRender`'s, its shape
    :mod:`.player_board_shape`'s, what it shows :mod:`.player_board_facts`'."""

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
            "bot": seat == g.neutral,  # the rulebook's bot: a board and tokens, nothing else
            # whose bot action is due this turn (BOT-3): the core's one answer, read here
            # as by the bot's board and the prompt
            "bot_card": bot_action(g) == ("due", seat),
            # the bot's board says whose bot action this turn is: drawn again when it changes
            "bot_action": bot_action(g) if seat == g.neutral else None,
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
                   p.frenzy_board, p.frenzy_actions, f["current"], f["deciding"], p.square is None,
                   f["bot"], f["bot_card"], f["bot_action"])
            cached = self._cache.get(seat)
            if cached is None or cached[0] != key:
                surf, hits = self._render(view, seat, r.size, f)
                cached = (key, surf, hits)
                self._cache[seat] = cached
            surface.blit(cached[1], r)

    def row_end(self, seat: int, top: int, bottom: int, before: int) -> int:
        """Where what a board shows between ``top`` and ``bottom`` (a row, from the
        board's top) ends, from its left edge, up to ``before`` (the board's right
        part): what a badge laid over the board leaves alone; 0 if nothing is there."""
        hits = self._cache.get(seat, (None, None, []))[2]
        return max((rect.right for rect, _tip in hits
                    if rect.top < bottom and rect.bottom > top and rect.left < before), default=0)

    def tokens_drawn(self, seat: int) -> int:
        """How many damage tokens the last frame drew on a board (tests)."""
        return len(self.drawn.get(seat, {}).get("damage", ()))


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


