"""The arena in words: a tooltip for what is under the pointer (a figure and its
damage, a weapon and why it cannot be grabbed, a square and what a click there does, the
ways to it and their cost), in the player's language."""

from __future__ import annotations



from ...words import _, ngettext, square_words, tile_words
from ...words.cards import cube_colour
from ...words.squares import colour_words
from ...words.cards import weapon_words
from ...words.options import upper_first, via_words
from ...core.cards import AMMO, cube_counts
from ...core.choices import GrabWeapon
from ...core.rules.payment import budget
from ...core.weapons.catalogue import WEAPON_BY_NAME
from ..modes import mode_arena
from . import art, move_marks

GRAB_KINDS = ("grab", "grab_weapon")  # decisions where a weapon's grab cost matters


class BoardWords:
    """The board's words (a part of :class:`.board_view.BoardView`)."""

    def grab_notes(self, view) -> dict[str, str]:
        """Why each weapon on the spawnpoints cannot be grabbed now (a grab decision
        only): {weapon: "needs 1 more red"}; the cost is the card's grab cost, the
        means the player's budget (cubes and powerups) as the rules count them."""
        d = view.decision
        # the decision itself, not its id() (a freed decision's id may come back)
        key = d if d is not None and d.kind in GRAB_KINDS else None
        if key is self._grab_key:
            return self._grab_notes
        self._grab_key = key
        self._grab_notes = {}
        if key is None:
            return self._grab_notes
        have = budget(view.state.players[d.decider])
        for slots in view.state.slots.values():
            for w in slots:
                if w is None or w not in WEAPON_BY_NAME:
                    continue
                cost = cube_counts(WEAPON_BY_NAME[w].grab_cost)
                short = [(cost[c] - have[c], AMMO[c]) for c in range(3) if cost[c] > have[c]]
                if short:
                    self._grab_notes[w] = _("needs {cubes}").format(cubes=_(" and ").join(
                        _("{n} more {colour}").format(n=n, colour=cube_colour(colour))
                        for n, colour in short))
        return self._grab_notes


    def which_one(self, pos, view) -> str | None:
        """A click on a spawnpoint two powerups of its colour would spawn you on: which one?"""
        sq = self._square_at(pos)
        if len(view.spawns.get(sq, ())) > 1:
            return _("{square}: click the powerup to discard").format(
                square=upper_first(square_words(self.board, sq)))
        return None
    def tooltip(self, pos, view) -> str | None:
        self._hover = pos
        self._hover_fresh = True
        for rect, option in self.arrow_rects(view).values():
            if rect.collidepoint(pos):
                return _("{option}: click to choose").format(option=view.label(option))
        for n, (rect, route, _id) in enumerate(move_marks.route_chips(view), 1):
            if rect.collidepoint(pos):
                return route_chip_words(view, route, n)
        chip = self._chip_at(pos, view)
        if chip is not None:
            return move_tip(view, chip) if hasattr(chip, "action") else \
                _("Discard {card} and spawn here").format(card=view.label(chip))
        g = view.state
        positions = self.figure_positions(view)
        seat = self._figure_at(pos, range(len(g.players)), positions)
        if seat is not None:
            p = g.players[seat]
            from ...words.log import introduce

            who = introduce(view.game, seat)
            marks = sum(p.marks)
            damage = len(p.damage)
            shown_damage = getattr(view.animator, "shown_damage", None)
            if shown_damage is not None:
                damage = shown_damage(seat, damage)
            text = ngettext("{who}: {damage} damage, {n} mark", "{who}: {damage} damage, {n} marks",
                            marks).format(who=who, damage=damage, n=marks)
            if seat in view.figures:
                text = _("{figure} - click to target").format(figure=text)
                preview = view.shot_preview(view.figures[seat]).get(seat)
                if preview is not None:
                    text += "\n" + shot_words(preview)
            return text
        colour = self._spawnpoint_at(pos, self.board.spawnpoints)
        if colour is not None and self.spawnpoints_are_targets(view):
            if colour in view.spawnpoints:
                return _("The {colour} spawnpoint - click to target").format(
                    colour=colour_words(colour))
            return _("The {colour} spawnpoint: a target from your second turn, once a turn "
                     "by damage").format(colour=colour_words(colour))
        for rect, w, colour, i in self._slots(view):
            if rect.collidepoint(pos):
                if w is None:
                    return _("The {colour} spawnpoint: empty slot").format(colour=colour_words(colour))
                if isinstance(view.cards.get(w), GrabWeapon):
                    return _("{weapon}: click to grab").format(weapon=weapon_words(w))
                note = self.grab_notes(view).get(w)
                return _("{weapon}: {note}").format(weapon=weapon_words(w), note=note) if note \
                    else weapon_words(w)
        arena = mode_arena(view.game)
        said = arena.tooltip(pos, view) if arena is not None else None
        if said is not None:
            return said
        sq = self._square_at(pos)
        if sq is None:
            return None
        tile = g.ammo_on[sq]
        shown_tile = getattr(view.animator, "shown_tile", None)
        if shown_tile is not None:
            tile = shown_tile(sq, tile)
        if tile is not None and art.tile_rect(sq).collidepoint(pos):
            return _("Ammo tile: {what}").format(what=tile_words(tile))
        text = upper_first(square_words(self.board, sq))
        if sq in view.reach:
            return _("{square} - click: {option}").format(square=text,
                                                         option=move_tip(view, view.reach[sq][0])) \
                + route_words(view, sq) + toll_words(view, sq)
        if sq in view.spawns:
            options = view.spawns[sq]
            if len(options) == 1:
                return _("{square} - click: {option}").format(square=text, option=view.label(options[0]))
            return _("{square}: click the powerup to discard").format(square=text)
        if sq in view.squares:
            option = view.squares[sq]
            if view.routes_at(sq):  # the square, its way in the line under it
                option = type(option)(option.square)
            text = _("{square} - click: {option}").format(square=text, option=view.click_words(option)) \
                + route_words(view, sq) + toll_words(view, sq)
        else:
            rooms = self.room_options(view)
            if self.board.rooms[sq] in rooms:
                text = _("{square} - click: {option}").format(
                    square=text, option=view.label(rooms[self.board.rooms[sq]]))
        return text


def shot_words(p) -> str:
    """What the planned shot does to a figure (:class:`adrenaline.core.lookahead.ShotPreview`)."""
    parts = [ngettext("{n} damage", "{n} damage", p.damage).format(n=p.damage)]
    if p.from_marks:
        parts.append(ngettext("{n} of them from your mark", "{n} of them from your marks",
                              p.from_marks).format(n=p.from_marks))
    if p.marks:
        parts.append(ngettext("{n} new mark", "{n} new marks", p.marks).format(n=p.marks))
    text = _("This shot: {what}").format(what=", ".join(parts))
    if p.overkill:
        text += " - " + _("overkill!")
    elif p.killshot:
        text += " - " + _("killshot!")
    return text


def way_words(view, route) -> str:
    """A way in words: the squares it passes, what it costs the figure moved (the mode's
    ``route_cost``: the damage taken on the way)."""
    via = route.path[1:-1]
    cost = _("no damage on the way") if route.cost == 0 else ngettext(
        "{n} damage on the way", "{n} damage on the way", route.cost).format(n=route.cost)
    if not via:
        return _("straight there, {cost}").format(cost=cost)
    return _("via {squares}, {cost}").format(squares=via_words(view.state.board, via), cost=cost)


def route_words(view, sq: int) -> str:
    """Where a square has ways that differ, the line a hover adds: the way a click takes
    (the one that costs least) and how many others the chips offer; else nothing."""
    routes = view.routes_at(sq)
    if not routes:
        return ""
    others = len(routes) - 1
    return "\n" + _("The way that costs least: {way}").format(way=way_words(view, routes[0])) + \
        "\n" + ngettext("{n} other way: its numbered chip", "{n} other ways: the numbered chips",
                        others).format(n=others)


def toll_words(view, sq: int) -> str:
    """Where the one way to ``sq`` costs the figure moved, the line a hover adds, before
    the click: the mode's words (Turret mode: "Dozer's turret: 1 damage"), else what it
    costs; else nothing."""
    route = view.toll(sq)
    if route is None:
        return ""
    arena = mode_arena(view.game)
    said = getattr(arena, "toll_words", None)
    return "\n" + (said(view, route) if said is not None else way_words(view, route))


def route_chip_words(view, route, n: int) -> str:
    """A route chip's tooltip: which way it is, and what a click on it does."""
    return _("Way {n} of {total}: {way}").format(n=n, total=len(view.routes_at(route.path[-1])),
                                                   way=way_words(view, route)) + "\n" + (
        _("click: this way (as a click on the square)") if n == 1 else _("click: go this way"))


def move_tip(view, reach) -> str:
    """What a click-to-move does, and what it would grab: the face-up ammo tile, or the
    weapons you could pay for there (never a card still hidden)."""
    sq = reach.square
    if reach.action == "run":
        return _("run here")
    if reach.action == "shoot":
        return _("move here, then shoot")
    if reach.weapons:
        return _("grab a weapon here: {weapons}").format(
            weapons=", ".join(weapon_words(w) for w in reach.weapons))
    tile = view.state.ammo_on[sq]
    return _("grab the ammo tile here: {what}").format(what=tile_words(tile)) if tile is not None \
        else _("grab here")


