"""The end screen: final scores, the ranking and how each player scored."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from ...play.stats import game_stats
from .. import theme
from ..modes import mode_screen
from ...words.points import SOURCE_WORDS
from ...words.refusals import mode_words
from ...words.characters import introduce_player, player_name
from ...words.i18n import N_, _, ngettext
from ..kit.button import Button
from ..game.tokens import draw_token
from ..kit.text import draw_text, padded, smaller_sizes, wrap
from ..plots import parts
from ..plots.view import PlotsView
from .base import Screen




# -- the end ----------------------------------------------------------------------------
class PlayerReport(NamedTuple):
    seat: int
    name: str
    character: str
    colour: tuple  # the name's colour (theme.player_text)
    figure: tuple  # the figure's and tokens' colour (theme.PLAYER)
    points: int
    boards: int  # points for damage on other players' boards
    first_blood: int
    track: int  # points from the killshot track (or the mode's own tracks)
    double_kills: int  # points for double kills
    damage_dealt: int
    damage_taken: int
    kills: int  # killshots dealt
    overkills: int
    deaths: int
    by_source: tuple[int, ...]  # points from each of the mode's sources, in its order

    @property
    def introduced(self) -> str:
        """'Alice (Dożer)', or the character's name alone when the person kept it."""
        return introduce_player(self.name, self.character)

    @property
    def breakdown_total(self) -> int:
        return sum(self.by_source)


def final_report(game, stats=None) -> list[PlayerReport]:
    """Per player (in seat order): points by source, damage, kills and deaths, from the
    game's events (:mod:`adrenaline.play.stats`, also the Plots page's figures)."""
    stats = stats or game_stats(game)
    out = []
    for seat, p in enumerate(game.state.players):
        def source(name: str) -> int:
            return stats.by_source.get(name, (0,) * len(stats.players))[seat]

        out.append(PlayerReport(seat, p.name, p.character, theme.player_text(p.colour),
                                theme.PLAYER.get(p.colour, theme.TEXT),
                                p.points, source("board"), source("first blood"),
                                stats.track_points(seat), source("double kill"),
                                stats.damage_dealt(seat), stats.damage_taken(seat),
                                stats.kills_by(seat), stats.overkills_by(seat), stats.deaths_of(seat),
                                tuple(source(s) for s in stats.sources)))
    return out


def game_info(game) -> str:
    """'Deathmatch - Arena C - 8 skulls - final frenzy - 62 turns'."""
    s = game.setup
    return " - ".join((
        mode_words(s.mode),
        _("Arena {letter}").format(letter=s.arena.upper()),
        ngettext("{n} skull", "{n} skulls", s.skulls).format(n=s.skulls),
        _("sudden death") if s.sudden_death else _("final frenzy"),
        ngettext("{n} turn", "{n} turns", game.state.turn).format(n=game.state.turn)))


def ranking_of(game) -> list[list[int]]:
    g = game.state
    if g.ranking:
        return [list(group) for group in g.ranking]
    order = sorted(range(g.seats), key=lambda s: (-g.players[s].points, -g.players[s].track_points))
    return [[s] for s in order]


def called(player) -> str:
    """A player as the screen calls them (the character's name in the player's language
    when the person kept it)."""
    return player_name(player.name, player.character)


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else _("{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1])


def result_lines(game) -> tuple[str, list[str]]:
    """The headline (who won) and how ties were broken, in words.

    Rulebook, TIEBREAKERS: "break the tie in favor of the player who got the higher
    score on the killshot track ... If players who did not get a killshot are tied,
    ... they remain tied."
    """
    g = game.state
    groups = ranking_of(game)
    p = g.players
    top = groups[0]
    if len(top) == 1:
        headline = ngettext("{name} wins with {points} point!", "{name} wins with {points} points!",
                            p[top[0]].points).format(name=called(p[top[0]]), points=p[top[0]].points)
    else:
        headline = ngettext("{names} share the victory with {points} point!",
                            "{names} share the victory with {points} points!", p[top[0]].points).format(
                                names=_names([called(p[s]) for s in top]), points=p[top[0]].points)
    notes = []
    screen = mode_screen(game)
    for k, group in enumerate(groups):
        if len(group) > 1:
            who = _names([called(p[s]) for s in group])
            track = p[group[0]].track_points
            why = (_(screen.no_tiebreaker) if getattr(screen, "no_tiebreaker", None)
                   else _("none of them scored on the killshot track") if track == 0
                   else ngettext("the same {n} point from the killshot track",
                                 "the same {n} points from the killshot track", track).format(n=track))
            notes.append(ngettext("{names} are tied at {points} point: {why}, so they stay tied.",
                                  "{names} are tied at {points} points: {why}, so they stay tied.",
                                  p[group[0]].points).format(names=who, points=p[group[0]].points, why=why))
        if k + 1 < len(groups):
            a, b = group[0], groups[k + 1][0]
            if p[a].points == p[b].points:
                notes.append(ngettext(
                    "{first} ranks above {second} with the same {points} point: "
                    "{track} from the killshot track against {other}.",
                    "{first} ranks above {second} with the same {points} points: "
                    "{track} from the killshot track against {other}.", p[a].points).format(
                        first=called(p[a]), second=called(p[b]), points=p[a].points,
                        track=p[a].track_points, other=p[b].track_points))
    return headline, notes


class EndScreen(Screen):
    """The final scores, and a second page with the plots of how the game went."""

    title = N_("Final scores")
    title_y = 56
    HEAD = (("", 40), (N_("Player"), 250), (N_("Points"), 80))
    TAIL = ((N_("Damage dealt"), 118), (N_("Damage taken"), 118), (N_("Kills"), 62), (N_("Deaths"), 70))
    # a column for each of the mode's sources of points (words.points), this wide
    SOURCE_WIDTH = {"board": 82, "first blood": 100, "double kill": 105}
    fills_width = True  # on a wide window the table and plots take its width (issue 25)

    @property
    def width(self) -> int:
        """The screen's width: 1280, or a wide window's logical width (1422 at 1920x1080)."""
        return self.app.stage(self).width

    @property
    def plots_rect(self) -> pygame.Rect:
        """The Plots page's plots."""
        return pygame.Rect(24, 94, self.width - 48, 606)

    def music_wanted(self) -> tuple[str, str]:
        """The game is over: the menu theme again, over the game's play music."""
        return ("menu", "calm")

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        game = session.game
        self.stats = game_stats(game)
        self.reports = final_report(game, self.stats)
        self.groups = ranking_of(game)
        # the rulebook's bot scores but never wins (BOT-7): a row under the ranking, no place
        self.unranked = [s for s in range(len(game.state.players))
                         if s not in {seat for grp in self.groups for seat in grp}]
        self.headline, self.notes = result_lines(game)
        screen = mode_screen(game)
        self.columns = self.HEAD + tuple((SOURCE_WORDS.get(source, source), self.SOURCE_WIDTH.get(source, 120))
                                         for source in self.stats.sources) + self.TAIL
        self.points_sum = N_("Points = boards + first blood + killshot track + double kills.  "
                             "Kills: killshots (+ overkills).")
        if screen is not None and getattr(screen, "points_sum", None):
            self.points_sum = screen.points_sum
        self.info = game_info(game)
        self.plots = PlotsView(self.stats)
        self.showing_plots = False

    def build(self) -> None:
        x, width, gap = self.width // 2 - 565, 260, 30  # four buttons across the bottom
        page = Button(pygame.Rect(x, 728, width, 52),
                      _("Final scores") if self.showing_plots else _("Plots"), self.switch_page,
                      key="button:Final scores" if self.showing_plots else "button:Plots")
        menu = Button(pygame.Rect(x + (width + gap), 728, width, 52), _("Main menu"), self.main_menu,
                      default=True, key="button:Main menu")
        watch = Button(pygame.Rect(x + 2 * (width + gap), 728, width, 52), _("Watch again"),
                       self.watch_again, key="button:Watch again",
                       tooltip=_("The whole game again, choice by choice, every hand shown"))
        again = Button(pygame.Rect(x + 3 * (width + gap), 728, width, 52), _("New game"), self.new_game,
                       key="button:New game")
        self.form.set([page, menu, watch, again], menu)

    def switch_page(self) -> None:
        """The scores, or the plots (the button under either says which is next)."""
        self.showing_plots = not self.showing_plots
        self.title = N_("Plots") if self.showing_plots else EndScreen.title

    def watch_again(self) -> None:
        """The game just finished, in the replay viewer (over this screen: Esc comes back)."""
        from ...play.replay import Replay

        self.app.watch(Replay(self.session.game, getattr(self.session, "autosave", None)))

    def main_menu(self) -> None:
        self.app.go_home()

    def new_game(self) -> None:
        self.app.go_home().new_game()

    def back(self) -> None:
        """Esc: from the plots to the scores, from the scores to the main menu."""
        if self.showing_plots:
            self.switch_page()
        else:
            self.main_menu()

    def draw_content(self, surface) -> None:
        if self.showing_plots:
            self.plots.draw(surface, self.plots_rect)
            self.plots.draw_tooltip(surface, self.form.mouse)
            return
        # the winner's moment: their figure and the headline, large, in the bright colour
        # of what is active (a player's own colour may be a quiet grey: Dozer)
        winners = [self.reports[s] for s in self.groups[0]]
        block = draw_text(surface, self.headline, 46, theme.HIGHLIGHT, (self.width // 2 + 28, 116), "center",
                          self.width - 200)
        figure = round(22 * theme.text_scale)  # as big as the headline's capitals and more
        for k, r in enumerate(winners[:3]):
            draw_token(surface, r.figure, (block.x - figure - 12 - k * (2 * figure + 6), block.centery),
                       figure, r.character)
        y = block.bottom + 8
        line = theme.font(NOTE).get_linesize()
        for note in self.notes[:2]:  # a line each, two if they must
            drawn = draw_text(surface, note, NOTE, theme.TEXT, (self.width // 2, y + line), "center", self.width - 80,
                               2 * line)
            y = drawn.bottom + 2
        drawn = draw_text(surface, self.info, NOTE, theme.TEXT_DIM, (self.width // 2, y + 4 + line // 2), "center",
                          self.width - 80, line)
        self.draw_table(surface, drawn.bottom + 14)

    def column_widths(self) -> tuple[list[int], int]:
        """Each column as wide as its widest cell or its title on two lines of whole
        words; the players' column takes what is left of the screen's width; at a big
        Text size the others give up room down to their longest word at the floor, then
        evenly. Returns (widths, the titles' height)."""
        room = self.width - 2 * MARGIN
        cells = self.cells()
        widths, least = [], []  # as wished; the least: whole words at the floor, the cells
        for k, (title, _w) in enumerate(self.columns):
            words = _(title).split() if title else [""]
            size = cell_size() if k != 2 else POINTS_SIZE
            whole = text_width(_(title), head_size()) if title else 0
            widest = max([text_width(w, head_size()) for w in words] + [whole // 2 + 8]  # two lines
                         + [text_width(row[k], size) for row in cells])
            widths.append(widest + PAD)
            least.append(max([text_width(w, -theme.MIN_PIXELS) for w in words]
                             + [text_width(row[k], size) for row in cells]) + 6)
        token = 2 * TOKEN + 10
        widths[1] = token + max(text_width(r.introduced, name_size()) for r in self.reports) + PAD
        others = sum(widths) - widths[1]
        widths[1] = max(min(widths[1], room - others), token + 160)
        extra = sum(widths) - room
        if extra > 0:  # at a big text size: the other columns give up the rest, their
            # titles smaller (down to the floor) before a word would be broken
            give = sum(max(0, w - m) for i, (w, m) in enumerate(zip(widths, least)) if i != 1)
            k = min(1.0, extra / give) if give else 1.0
            widths = [w if i == 1 else w - int((w - m) * k) if w > m else w
                      for i, (w, m) in enumerate(zip(widths, least))]
            extra = sum(widths) - room
            if extra > 0:
                k = (others - extra) / others
                widths = [w if i == 1 else int(w * k) for i, w in enumerate(widths)]
        else:  # room to spare: spread a little of it between the columns
            spare = min(extra * -1, 24 * len(widths))
            widths = [w + spare // len(widths) for w in widths]
        lines = 1
        for k, (title, _w) in enumerate(self.columns):
            if title and k != 1:
                size = title_size(_(title), widths[k] - TITLE_GAP, 3 * head_line())
                lines = max(lines, -(-len(wrap(padded(_(title)), size, widths[k] - TITLE_GAP))
                                     * theme.font(size).get_linesize() // head_line()))
        return widths, lines * head_line()

    def cells(self) -> list[list[str]]:
        """The table's cells, a row per player in ranking order."""
        out = []
        place = 1
        for group in self.groups:
            for seat in group:
                r = self.reports[seat]
                kills = f"{r.kills}" + (f" +{r.overkills}" if r.overkills else "")
                out.append([f"{place}.", "", str(r.points)] + [str(v) for v in r.by_source]
                           + [str(r.damage_dealt), str(r.damage_taken), kills, str(r.deaths)])
            place += len(group)
        for seat in self.unranked:
            r = self.reports[seat]
            kills = f"{r.kills}" + (f" +{r.overkills}" if r.overkills else "")
            out.append(["-", "", str(r.points)]
                       + [str(v) for v in r.by_source]
                       + [str(r.damage_dealt), str(r.damage_taken), kills, str(r.deaths)])
        return out

    def rows(self) -> list[int]:
        """The table's rows: the ranked players, then the bot (unranked)."""
        return [s for grp in self.groups for s in grp] + self.unranked

    def draw_table(self, surface, top: int) -> None:
        widths, head_h = self.column_widths()
        total = sum(widths)
        x0 = (self.width - total) // 2
        row_h = ROW_H
        rows = len(self.reports)
        # the points' sum under the table, and the buttons under that, keep their room
        note_h = 2 * theme.font(NOTE).get_linesize()
        bottom = 716 - note_h - 12
        row_h = max(2 * TOKEN + 8, min(row_h, (bottom - top - head_h - 12) // max(rows, 1)))
        table = pygame.Rect(x0 - 10, top, total + 20, head_h + 16 + row_h * rows)
        pygame.draw.rect(surface, theme.PANEL, table, border_radius=10)
        x = x0
        for k, title in enumerate(self.columns):
            title = _(title[0]) if title[0] else ""
            w = widths[k]
            if k == 1:
                draw_text(surface, title, head_size(), theme.TEXT_DIM, (x + 2 * TOKEN + 10, top + 6 + head_h // 2),
                          "left", w - 2 * TOKEN - 10, head_h)
            else:  # lines of whole words, above the first row
                draw_text(surface, title, title_size(title, w - TITLE_GAP, head_h), theme.TEXT_DIM,
                          (x + w // 2, top + 6 + head_h // 2), "center", w - TITLE_GAP, head_h)
            x += w
        for row, (seat, cells) in enumerate(zip(self.rows(), self.cells())):
            r = self.reports[seat]
            y = top + head_h + 12 + row * row_h + row_h // 2
            if row % 2 == 0:
                pygame.draw.rect(surface, (32, 37, 54), (x0 - 4, y - row_h // 2 + 2, total + 8, row_h - 4),
                                 border_radius=6)
            x = x0
            for k, (w, cell) in enumerate(zip(widths, cells)):
                if k == 1:
                    draw_token(surface, r.figure, (x + TOKEN + 2, y), TOKEN, r.character)
                    left = x + 2 * TOKEN + 10
                    name = _("Bot: {character}").format(character=r.introduced) \
                        if seat in self.unranked else r.introduced
                    draw_text(surface, name, name_size(), r.colour, (left, y), "left", x + w - left - 4,
                              row_h - 6)
                else:
                    size = POINTS_SIZE if k == 2 else cell_size()
                    c = theme.HIGHLIGHT if k == 2 else theme.TEXT
                    draw_text(surface, cell, size, c, (x + w // 2, y), "center", w - 4)
                x += w
        y = table.bottom + 8 + note_h // 2
        draw_text(surface, _(self.points_sum), NOTE, theme.TEXT_DIM, (self.width // 2, y), "center",
                  self.width - 2 * MARGIN, note_h)


# the table's sizes: its titles, the names, the cells, the points (bold, larger), the
# lines above and under it; the room around the cells and the players' tokens (their
# initials 12 px high at 1024 x 640: plots.parts.TOKEN)
POINTS_SIZE, NOTE = 38, 20
MARGIN, PAD, ROW_H = 20, 14, 60
TITLE_GAP = 12  # two columns' titles at least a space apart (they read as one: "Spawnpoint Double")
TOKEN = parts.TOKEN


def head_size() -> int:
    """The columns' titles: a 22 px em (times the player's text size), a little over
    the floor: short words of them read 12 px high at 1024 x 640."""
    return -round(22 * theme.text_scale)


def title_size(title: str, width: int, height: int) -> int:
    """The largest size, down to the floor, at which a column's title stands in its box
    on lines of whole words (kit.text would rather break a word than draw smaller)."""
    sizes = smaller_sizes(head_size())
    for size in sizes:
        f = theme.font(size)
        lines = wrap(padded(title), size, width)
        if len(lines) * f.get_linesize() <= height and all(f.size(line)[0] <= width for line in lines):
            return -theme.pixels(size)
    return sizes[-1]


def cell_size() -> int:
    """The cells' numbers: a 24 px em (times the player's text size; digits are only as
    tall as capitals: 13 px high at 1024 x 640 with this)."""
    return -round(24 * theme.text_scale)


def name_size() -> int:
    """The players' names: a 24 px em (times the player's text size), smaller only to
    fit their column, down to the floor."""
    return -round(24 * theme.text_scale)


def text_width(words: str, size: int) -> int:
    """As drawn (the tests lengthen words)."""
    return theme.font(size).size(padded(words))[0]


def head_line() -> int:
    return theme.font(head_size()).get_linesize()
