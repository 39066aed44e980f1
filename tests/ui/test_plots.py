"""The plots (adrenaline/ui/plots): drawn in the game's look into any rectangle, their
words fitting in every language at every size, every player told apart by more than
colour, tooltips on what they show; the end screen's Plots page."""

from __future__ import annotations

import os
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.bots import make_bot
from adrenaline.core.engine import Game, Setup, default_setup
from adrenaline.play.stats import game_stats
from adrenaline.ui import theme
from adrenaline.ui.game import art
from adrenaline.ui.kit import text as kit_text
from adrenaline.ui.plots import parts
from adrenaline.ui.plots.view import PlotsView
from adrenaline.ui.screens import end_screen, main_menu
from adrenaline.words.i18n import language, set_language

from .test_text_fits import fresh_caches, overflowing  # noqa: F401 (a fixture)

# a host smaller than any the game has (the end screen's page, the replay's: 1248 x 570 and
# more), the end screen's, the picture of `replay --plots`, a very big host
SIZES = [(1000, 560), (1232, 606), (1568, 900), (2400, 1400)]
LONG_NAMES = (("Anne-Sophie Roux", "Violet"), ("Grzegorz Żółtek", "Dozer"), ("Maximilianowicz", "Sprog"))


def played(setup: Setup) -> Game:
    game = Game.new(setup)
    bots = [make_bot("random", seed=i) for i in range(len(setup.players))]
    while not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    return game


@pytest.fixture(scope="module")
def games() -> list[Game]:
    """A 5-player Deathmatch, and a Domination game of 3 with long typed names."""
    return [played(default_setup(5, "D", 5, False, seed=3)),
            played(Setup("C", LONG_NAMES, 8, False, 7, "domination"))]


@pytest.fixture
def speaking():
    """Set the language for a test, and put the one before back."""
    before = language()
    yield set_language
    set_language(before)


def draw_plots(stats, size, host=None) -> tuple[pygame.Surface, PlotsView]:
    pygame.font.init()
    surface = pygame.Surface(size)
    view = PlotsView(stats)
    view.draw(surface, host or surface.get_rect())
    return surface, view


@pytest.mark.parametrize("padding", [1.0, 1.3], ids=["as written", "30% longer"])
@pytest.mark.parametrize("lang", ["en", "fr", "es", "pl"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_plots_words_fit_their_boxes_in_every_language_at_every_size(
        size, lang, padding, games, speaking, monkeypatch, fresh_caches):
    speaking(lang)
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    monkeypatch.setattr(kit_text, "TEXT_PADDING", padding)
    drawn = []
    for game in games:
        probe.clear()
        draw_plots(game_stats(game), size)
        drawn += [(game.mode.name, *entry) for entry in probe]
        assert len(probe) >= 12, "titles, names, captions and legends are drawn"
    problems = overflowing(drawn)
    assert not problems, "\n".join(sorted(set(problems)))


def test_the_plots_stay_inside_the_rectangle_they_are_given(games):
    """A host (the end screen, the replay) gives a rectangle: nothing is drawn around it."""
    host = pygame.Rect(70, 50, 1232, 606)
    surface, _view = draw_plots(game_stats(games[0]), (1400, 720), host)
    outside = [(x, y) for x in range(0, 1400, 7) for y in range(0, 720, 7)
               if not host.collidepoint(x, y) and surface.get_at((x, y))[:3] != (0, 0, 0)]
    assert not outside
    inside = {surface.get_at((x, y))[:3] for x in range(host.x, host.right, 9) for y in range(host.y, host.bottom, 9)}
    assert theme.PANEL in inside and len(inside) > 20


@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["100%", "150%"])
def test_each_points_line_ends_at_its_true_value_with_its_label_beside_not_on_it(games, scale, monkeypatch):
    """Every point of a player's line is at its turn's value (one linear scale for all);
    nothing in a player's colour leaves a line's last point towards its label (a leader
    in that colour made the lines seem to bend there); each token stands right of its
    line's end, not over it."""
    from adrenaline.ui.plots import points_chart
    from adrenaline.ui.text_size import set_text_scale

    pygame.font.init()
    set_text_scale(scale)
    lines, tokens = [], {}
    real_lines, real_token = pygame.draw.lines, parts.draw_player_token
    monkeypatch.setattr(pygame.draw, "lines", lambda surface, colour, closed, points, width=1: (
        lines.append((tuple(colour[:3]), [tuple(map(float, p)) for p in points])),
        real_lines(surface, colour, closed, points, width))[1])
    monkeypatch.setattr(parts, "draw_player_token", lambda surface, info, centre, r: (
        tokens.__setitem__(info.colour, (centre, r)), real_token(surface, info, centre, r))[1])
    for game in games:
        stats = game_stats(game)
        lines.clear()
        tokens.clear()
        surface = pygame.Surface((620, 300))
        points_chart.draw_points_chart(surface, surface.get_rect(), stats, parts.Sizes.for_scale(1.0))
        colours = {parts.player_colour(info): seat for seat, info in enumerate(stats.players)}
        drawn = {colours[c]: pts for c, pts in lines if c in colours}
        assert set(drawn) == set(stats.seats)
        # y = a - b * value, the same a and b for every point of every line
        pairs = [(stats.points[i][seat], pts[i][1]) for seat, pts in drawn.items() for i in range(len(pts))]
        (v0, y0), (v1, y1) = min(pairs), max(pairs)
        assert v1 > v0
        b = (y0 - y1) / (v1 - v0)
        for value, y in pairs:
            assert abs(y - (y0 - b * (value - v0))) < 1.0, (value, y)
        for seat, pts in drawn.items():
            end = pts[-1]
            centre, r = tokens[stats.players[seat].colour]
            assert centre[0] - r > end[0] + 8, "the label beside the line's end, right of it"
            assert (centre[0] - end[0]) ** 2 + (centre[1] - end[1]) ** 2 > r * r
        # between the lines' ends (and the shapes marking them) and the labels: no player's colour
        right = max(pts[-1][0] for pts in drawn.values())
        left_of_labels = min(centre[0] - r for centre, r in tokens.values()) - 3  # a token's shape: a little wider
        strip = [(x, y) for x in range(int(right) + 9, int(left_of_labels)) for y in range(surface.get_height())]
        assert strip, (right, left_of_labels)
        coloured = [p for p in strip if tuple(surface.get_at(p)[:3]) in colours]
        assert not coloured, ("a line goes on to its label", right, left_of_labels)


def test_every_player_has_a_shape_and_every_source_a_fill_of_its_own(games):
    """Readable without colour: the players' tokens differ in shape and initials, the
    sources of points in their fill pattern."""
    for game in games:
        stats = game_stats(game)
        shapes = {art.TOKEN_SHAPE[p.character] for p in stats.players}
        initials = {art.token_label(p.character) for p in stats.players}
        assert len(shapes) == len(initials) == len(stats.players)
        fills = {parts.source_look(i)[1] for i in range(len(stats.sources))}
        assert len(fills) == len(stats.sources)


@pytest.fixture
def text_scale():
    """Settings' Text size for a test, put back to 100% after it."""
    from adrenaline.ui.text_size import set_text_scale

    yield set_text_scale
    set_text_scale(1.0)


@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["text 100%", "text 150%"])
def test_the_plots_words_numbers_and_initials_are_drawn_at_the_readable_floor_or_more(
        scale, games, speaking, text_scale, monkeypatch, fresh_caches):
    """Issue 25: the plots' axis labels, legends, tick numbers and the players' initials
    are text a player must read: on the end screen's page, words at a 21 px em (smaller
    only to fit, never under the floor), numbers at 22 (capitals 12 px high once a
    1024x640 window scales them), the initials on the tokens at a 21 px em; at Text
    size 150% as big or bigger where the panels have the room, nothing under the floor."""
    from adrenaline.ui.game import tokens

    speaking("pl")
    text_scale(scale)
    tokens.shaped_token.cache_clear()
    words, numbers, initials = [], [], []
    real_text, real_mark = theme.text, theme.mark
    monkeypatch.setattr(theme, "text", lambda m, size=22, colour=theme.TEXT: (
        (numbers if m.strip().isdigit() else words).append((m, theme.pixels(size))), real_text(m, size, colour))[1])
    monkeypatch.setattr(theme, "mark", lambda m, size, colour=theme.TEXT: (
        initials.append((m, max(6, round(size * theme.SCALE)))), real_mark(m, size, colour))[1])
    for game in games:
        draw_plots(game_stats(game), (1232, 606))
    tokens.shaped_token.cache_clear()
    assert words and numbers and initials
    floor = theme.MIN_PIXELS
    # words that do not fit their room at 21 (a long name) are made smaller, down to the floor
    assert all(px >= floor for _m, px in words), min(words, key=lambda w: w[1])
    # bigger with the Text size as far as the damage matrix's rows stand apart: never smaller
    assert sorted(px for _m, px in words)[len(words) // 2] >= 21
    assert all(px >= (22 if scale == 1.0 else floor) for _m, px in numbers), min(numbers, key=lambda w: w[1])
    assert all(px >= 21 for _m, px in initials), min(initials, key=lambda w: w[1])


def test_a_number_on_a_cell_or_a_bar_reads_at_4_5_to_1_whatever_its_shade():
    """WCAG AA: the damage in a cell shaded towards the shooter's colour, the points in a
    source's bar: dark or light ink, or, on a mid tone where neither reads, a plate."""
    from adrenaline.ui.contrast import contrast

    pygame.font.init()
    backs = [tuple(int(c + (p - c) * t) for c, p in zip(parts.CELL, colour))
             for colour in list(theme.PLAYER.values()) + list(parts.SOURCE_COLOURS)
             for t in (0.25, 0.4, 0.55, 0.7, 0.85)]
    for back in backs:
        surface = pygame.Surface((80, 40))
        surface.fill(back)
        inks = []
        real = parts.draw_number
        parts.draw_number = lambda s, n, size, colour, pos, align="center": (inks.append(colour),
                                                                              real(s, n, size, colour, pos, align))[1]
        try:
            parts.number_on(surface, 8, 24, back, (40, 20))
        finally:
            parts.draw_number = real
        width = parts.number_width(8, 24)
        behind = surface.get_at((40 - width // 2 - 2, 20))[:3]  # beside the digit: plate or cell
        assert contrast(inks[0], behind) >= 4.5, (back, inks[0], behind)


def tips(view: PlotsView) -> list[str]:
    return [tip() for _box, tip in view.regions]


def test_the_tooltips_say_each_turn_s_points_each_shot_each_kill_and_each_source(games):
    game = games[0]
    stats = game_stats(game)
    _surface, view = draw_plots(stats, (1232, 606))
    said = tips(view)
    names = [p.name for p in stats.players]
    last_turn = f"Turn {stats.turns[-1]}"
    assert any(t.startswith(last_turn + "\n") and all(n in t for n in names) for t in said)
    shooter, target = next((s, t) for s in stats.seats for t in stats.seats if stats.damage[s][t])
    n = stats.damage[shooter][target]
    assert f"{names[shooter]} → {names[target]}: {n} damage, " in "\n".join(said)
    kill = stats.kills[0]
    assert any(t.startswith(f"Turn {kill.turn}: ") and f"killed {names[kill.victim]}" in t for t in said)
    boards = stats.by_source["board"][0]
    assert f"Boards: {boards} points" in "\n".join(said)
    box = next(box for box, tip in view.regions if tip().startswith(f"Turn {kill.turn}: "))
    assert view.tooltip_at(box.center).startswith(f"Turn {kill.turn}: ")
    assert view.tooltip_at((-10, -10)) == ""


def test_the_plots_of_a_game_just_begun_draw_with_nothing_to_show(games):
    stats = game_stats(games[0], 1)
    _surface, view = draw_plots(stats, (1232, 606))
    assert not stats.kills and not any(t.startswith("Turn 1: ") for t in tips(view))


# -- the end screen's Plots page -------------------------------------------------------------
def labels(scene) -> list[str]:
    return [label for _, label, _ in scene.clickables()]


def click(scene, label: str) -> None:
    rect = next(r for _, name, r in scene.clickables() if name == label)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pygame.Rect(rect).center))


def escape(scene) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))


def test_the_end_screen_switches_to_its_plots_and_esc_comes_back_to_the_scores(instant_app, games, monkeypatch):
    app = instant_app
    app.push(main_menu.MainMenu(app))
    screen = end_screen.EndScreen(app, types.SimpleNamespace(game=games[0]))
    app.push(screen)
    app.draw()
    assert labels(screen) == ["Plots", "Main menu", "Watch again", "New game"]
    click(screen, "Plots")
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    app.draw()
    drawn = [entry[0] for entry in probe]
    assert labels(screen) == ["Final scores", "Main menu", "Watch again", "New game"]
    assert {"Plots", "Points over the game", "Damage dealt", "Kills and deaths", "Points by source"} <= set(drawn)
    assert all(p.name in drawn for p in games[0].state.players)
    escape(screen)  # back to the scores, still on the end screen
    assert app.top is screen and not screen.showing_plots and screen.title == "Final scores"
    click(screen, "Plots")
    click(screen, "Final scores")
    assert not screen.showing_plots
    escape(screen)  # from the scores, to the main menu as before
    assert isinstance(app.top, main_menu.MainMenu)


def test_the_plots_page_shows_a_tooltip_where_the_mouse_points(instant_app, games, monkeypatch):
    app = instant_app
    screen = end_screen.EndScreen(app, types.SimpleNamespace(game=games[0]))
    app.push(screen)
    click(screen, "Plots")
    app.draw()
    box, tip = next((box, tip) for box, tip in screen.plots.regions if "→" in tip())
    screen.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0)))
    probe: list = []
    monkeypatch.setattr(kit_text, "TEXT_PROBE", probe)
    app.draw()
    assert tip() in [entry[0] for entry in probe]


def test_the_end_screen_and_the_plots_read_the_same_figures(games):
    """One place: the scores' columns are the plots' points by source."""
    for game in games:
        stats = game_stats(game)
        for r in end_screen.final_report(game, stats):
            assert r.by_source == tuple(stats.by_source[s][r.seat] for s in stats.sources)
            assert (r.kills, r.deaths) == (stats.kills_by(r.seat), stats.deaths_of(r.seat))


def test_the_picture_of_a_game_not_finished_leaves_its_face_down_points_out(games, monkeypatch):
    """Rulebook, POINT TOKENS: "Point tokens are kept near your board face down": the
    picture of an unfinished game (``replay FILE --plots``) shows what the table showed."""
    from adrenaline.ui.plots import picture

    drawn = []
    monkeypatch.setattr(PlotsView, "draw", lambda self, surface, rect: drawn.append(self.stats))
    unfinished = Game.replay(games[0].setup, games[0].log[: len(games[0].log) // 2])
    picture.plots_picture(unfinished, (800, 500))
    picture.plots_picture(games[0], (800, 500))
    assert not unfinished.is_over and games[0].is_over
    assert drawn[0].points == () and not drawn[0].points_shown
    assert drawn[1].points and drawn[1].points_shown
