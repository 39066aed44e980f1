"""The game screen's table at the 20 px text floor (issue 25: "no text a player must read
under 14 px ... Text size 100%, 125%, 150% scales all text and keeps the layout whole"):
the prompt bar's words and buttons inside the bar, none over another, every word at the
floor or bigger, at every text size and in every language; the arena's words (SPAWN, the
legend) inside the arena and clear of what is clickable there."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from adrenaline.core import scenario
from adrenaline.core.choices import Pay, PickTarget
from adrenaline.core.cards import parse_powerup
from adrenaline.play.session import Seat, Session
from adrenaline.ui import layout, theme
from adrenaline.ui.game import art, move_marks, prompt_bar
from adrenaline.ui.game.animation import Animator
from adrenaline.ui.game.view import GameView
from adrenaline.ui.text_size import set_text_scale
from adrenaline.words import i18n

from .test_panels import frenzy_spec, spec


@pytest.fixture
def screen():
    pygame.init()
    yield pygame.display.set_mode(layout.SIZE)


@pytest.fixture
def table(request):
    """A language and a text size (the fonts made again), restored after."""
    language, scale = request.param
    before = i18n.language()
    i18n.set_language(language)
    set_text_scale(scale)
    made = []

    def view(s: dict, people=(0,)) -> GameView:
        game = scenario.position(s)
        seats = [Seat(p.name, p.character, computer=i not in people)
                 for i, p in enumerate(game.state.players)]
        session = Session(game, seats)
        session.hand_over()
        made.append(session)
        v = GameView(session, Animator(session))
        v.refresh()
        return v

    yield view
    for s in made:
        s.close()
    set_text_scale(1.0)
    i18n.set_language(before)


CASES = [(lang, scale) for lang in ("en", "fr", "es", "pl") for scale in (1.0, 1.5)]


def check_bar(prompt: prompt_bar.PromptBar) -> None:
    bar = prompt.rect
    buttons = [b for b in prompt.buttons + [prompt.undo_button, prompt.more_button, prompt.pass_button]
               if b is not None]
    for b in buttons:
        assert bar.contains(b.rect), (b.label, b.rect, bar)
        assert not any(b.rect.colliderect(o.rect) for o in buttons if o is not b), b.label
        f = theme.font(b.size)
        assert f.get_height() >= theme.MIN_PIXELS
        assert f.get_linesize() <= b.rect.height + 2, (b.label, "taller than its button")
    for img, (x, y) in prompt._texts:
        box = img.get_rect(topleft=(x, y))
        assert bar.contains(box), (box, bar)
        assert not any(box.colliderect(b.rect) for b in buttons), box
        assert img.get_height() >= theme.font(-theme.MIN_PIXELS).get_height() - 1


@pytest.mark.parametrize("table", CASES, indirect=True, ids=[f"{lang}-{s:.0%}" for lang, s in CASES])
def test_the_prompt_bar_is_whole_at_every_text_size_in_every_language(screen, table):
    """The action question, many pay buttons (paged with More), the final frenzy's long
    prompt: inside the bar, nothing over anything, nothing under the floor, the prompt
    whole or, cut, whole in its tooltip."""
    view = table(spec())
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    check_bar(prompt)
    pus = (parse_powerup("newton/red"), parse_powerup("teleporter/yellow"),
           parse_powerup("targeting scope/blue"))
    view.buttons = [Pay((0, 1)), Pay((1,), (pus[0],)), Pay((), (pus[0], pus[1])),
                    Pay((2, 2), (pus[2],)), PickTarget("Banshee"), PickTarget("Dozer")] + view.buttons
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, view, (0, 0))
    check_bar(prompt)
    frenzy = table(frenzy_spec("Banshee", 2), people=(0, 1, 2))
    prompt = prompt_bar.PromptBar()
    prompt.draw(screen, frenzy, (0, 0))
    check_bar(prompt)
    if prompt._cut is not None:
        assert " ".join(prompt.tooltip(prompt._cut.center, frenzy).split()) == " ".join(prompt.message.split())


@pytest.mark.parametrize("table", [("fr", 1.0), ("pl", 1.5)], indirect=True, ids=["fr", "pl-150%"])
def test_spawn_words_stay_in_their_square_and_the_marks_clear_of_the_weapon_slots(screen, table):
    """SPAWN (French "RÉSURRECTION") is drawn inside its square, not out of its left side;
    a spawnpoint's action mark sits under its weapon slots (over them it hid the first
    weapon's name)."""
    from adrenaline.ui.game.arena_build import _spawn_mark

    view = table(spec())
    board = view.state.board
    for sq in board.spawn_colour_of:
        r = layout.square_rect(sq)
        surf = pygame.Surface(layout.SIZE, pygame.SRCALPHA)
        _spawn_mark(surf, r, board.spawn_colour_of[sq])
        drawn = pygame.mask.from_surface(surf).get_bounding_rects()
        assert all(r.contains(d) for d in drawn), (sq, drawn, r)
        mark = move_marks.mark_rect(sq, board)
        assert not any(mark.colliderect(art.slot_rect(sq, i)) for i in range(3)), sq
        assert r.contains(mark)


@pytest.mark.parametrize("table", [("en", 1.0), ("fr", 1.0), ("es", 1.0), ("pl", 1.0)], indirect=True,
                         ids=["en", "fr", "es", "pl"])
def test_the_spawn_word_stays_clear_of_the_corner_where_the_other_actions_chips_go(screen, table):
    """A square reached by more than one action shows the other actions as chips in its
    bottom-left corner; a spawnpoint's word (Polish "Odrodzenie") is never under them."""
    from adrenaline.ui.game.arena_build import _spawn_mark

    view = table(spec())
    board = view.state.board
    for sq in board.spawn_colour_of:
        r = layout.square_rect(sq)
        surf = pygame.Surface(layout.SIZE, pygame.SRCALPHA)
        _spawn_mark(surf, r, board.spawn_colour_of[sq])
        chip = pygame.Rect(r.x + 9, r.bottom - move_marks.CHIP - 9, move_marks.CHIP_CORNER - 9, move_marks.CHIP)
        assert pygame.mask.from_surface(surf.subsurface(chip)).count() == 0, sq


@pytest.mark.parametrize("table", [("en", 1.0), ("pl", 1.5)], indirect=True, ids=["en", "pl-150%"])
def test_the_move_legend_stays_in_the_arena_clear_of_the_chips(screen, table):
    """The legend's words along the arena's bottom: inside it, at the floor, never under a
    chip a player clicks (at 20 px the whole legend is wider than the gaps)."""
    view = table(spec())
    assert view.reach, "the action question marks where each action ends"
    board = pygame.Rect((0, 0), layout.BOARD.size)
    items = move_marks.legend_items(view, board)
    assert items
    chips = [rect.move(-layout.BOARD.x, -layout.BOARD.y) for rect, _ in move_marks.chip_rects(view)]
    for key, box in items:
        assert board.contains(box), key
        assert not any(box.colliderect(c) for c in chips), key
        assert theme.pixels(move_marks.LEGEND) >= theme.MIN_PIXELS
