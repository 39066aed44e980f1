"""How readable the window's text is, measured on its pixels (issue 25).

    python tools/readability.py [--languages en,fr,es,pl] [--sizes 1024x640,1280x800,1920x1080]
                                [--shots DIR] [--rows N] [--text-sizes 1.0,1.5]

Draws every screen a player meets (main menu, New game, Settings, the game mid-way with a
full hand and a board's tooltip, the hand-off cover, a hand, the Targeting Scope question,
a hand of powerups, Domination's tracks and its track question, Turret mode's tile
question and a Turret game mid-way, the tutorial's pages, the rules reference, the end
screens of the three modes and their Plots, the replay) in each language at each window
size and each Text size (Settings: 100% and 150% unless told), with SDL's dummy video
driver, and prints a row per screen: the smallest cap height of any text on the window's
pixels and the lowest contrast of any text against what is behind it, with the words that
have them, and how many texts are cut or overlapping (each listed under the row). It ends
with ``smallest text: N px at 1280x800, M px at 1024x640; lowest contrast: R:1; cut or
overlapping: N`` (the smallest text at the smallest Text size drawn).

Cut or overlapping (issue 33), from a fourth drawing where each text is the edges of its
ink box in its id colour (so a text drawn over another leaves the other's edges seen):

- cut: shown with a mark where its words stop (``kit.text.fit``), or a piece of a word
  broken between its letters (``kit.text`` wrapping a word wider than its box:
  "Teleporte / r");
- out of its box: its ink outside the box it was drawn into, where the drawing code says
  which (``kit.text.boxed``: every ``draw_text`` given a width, every paragraph, a
  token's or a figure's initials, a board's point values);
- overlapping: two texts' ink boxes crossing, or on one line closer than a third of their
  height, less than a space ("3: grab +16: shoot +1"). A text under a tooltip, or with
  its edges hidden by a picture drawn over it (a card over a card), is left out; so is
  a picture drawn twice a pixel apart (a shadow).

How it measures. Every text is rendered by a font of :mod:`adrenaline.ui.theme`
(``theme.font``, and ``theme._mark_font`` for the letters on tokens); the tool swaps them
for fonts that record each rendered surface (its words, colour, pixel size and the
bounding box of its ink). Each screen is then drawn three times with every picture cache
emptied and every scene re-laid out, so that every text is rendered again:

1. as it is (the screenshot, kept with ``--shots``);
2. with every text rendered transparent: what is behind the text;
3. with every text's ink box a solid colour of its own (an id), so that where each text
   ends up - after its panel's cache, a picture scaled, the 1280 x 800 screens centred on
   a wide surface - is read off the logical surface's pixels.

For each text found (text under a shade or faded is not found, and not counted: no one
is asked to read it), its scale on screen is the size of its id box on the logical
surface over the size of its ink box as rendered (the larger of width and height, so a
text cut by its box still measures; a text found smaller both ways and out of its
proportions is mostly covered, by a tooltip or a card, and left out; in proportion, it
is in a picture drawn smaller, and measured so), times the window's scale; its cap height is the
font's capital H height times that scale. Its contrast is WCAG 2's ratio between the
colour it was rendered in and the median colour (by luminance) of the window's pixels
behind its box in the second drawing. Text with a dark outline over the arena
(``art.label``) is measured against its outline, which is what is behind its letters.
Screens laid out at 1280 x 800 are drawn centred on the logical surface, then scaled
with it, as in the window.

Why the id boxes are read before the window's scaling: the window is the logical surface
scaled by one factor both ways (``App.draw``: one smoothscale of it all), so every
text's letters are exactly that factor times their size there. Read on the window's
pixels, an id box's edge rows and columns are blends of the id and what is around it,
no id any more: the box came out up to two pixels short each way (one on average), a
few per cent of a word but 6-8% of a one-letter text. A '8' or a figure's initial read
0.7-1 px lower at 1024 x 640 than a word of the same font, though its glyph is as high
on the window (15 px of ink at a 21 px em: 12.0 rows at half coverage after the
0.8 smoothscale, as for any word; measured for '8', 'V', '12', 'Plots' at 25 sub-pixel
offsets). A text inside a picture the game scales itself is still found smaller by its
own id box (its blended edges make it read a little smaller, never bigger).
"""

from __future__ import annotations

import argparse
import os
import sys
import types
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from adrenaline.ui import theme  # noqa: E402
from adrenaline.ui.contrast import contrast, luminance  # noqa: E402

MIDGAME = ROOT / "tests" / "e2e" / "midgame.toml"
DOMINATION = ROOT / "docs" / "examples" / "domination_overkill.toml"
DOMINATION_TARGETS = ("action shoot", "weapon Lock Rifle")
POWERUPS_HAND = ROOT / "tools" / "hand_of_powerups.toml"  # the Teleporter on a narrow card
MIDGAME_SCOPE = ("action shoot", "weapon Machine Gun", "target Dozer", "skip", "done")  # "Targeting Scope: ..."
TURRET = ROOT / "docs" / "examples" / "turret_commandeer.toml"
TURRET_GRAB = ("action grab", "move r1c1")  # on Dozer's turret: "which tile?"
TURRET_MIDWAY = ("grab tile 1 commandeer blue", "action run")  # commandeered, Banshee's ahead
DOMINATION_TRACK = ("target blue spawnpoint", "done", "action shoot", "weapon Machine Gun",
                    "target Banshee", "skip", "done", "done")
OUTLINE = (8, 8, 12)  # art.label's outline
PUNCTUATION = ".,:;!?()\"'«»„”…-"  # what a word broken at its end leaves: still the whole word
FRAME = 4  # the width of a text's ink box's edges in the drawing that finds faults
TEXT_SIZES = (1.0, 1.5)  # Settings' Text size: as designed, and the biggest


# -- recording the text ------------------------------------------------------------------
@dataclass
class Rendered:
    words: str
    colour: tuple
    cap: int  # the font's capital H height, in the surface's pixels
    px: int  # the font's em
    ink: pygame.Rect  # the ink's box in the rendered surface
    initials: bool = False  # a token's initials (theme.mark), not words


class Recorder:
    """The fonts' render, recorded; ``mode`` says what it returns: "as is", "hidden"
    (transparent) or "ids" (the ink box filled with the text's id colour)."""

    def __init__(self):
        self.mode = "as is"
        self.texts: dict[tuple, Rendered] = {}  # id colour -> what was rendered
        self.images: dict[int, tuple] = {}  # id() of a returned surface -> (it, its id colour)
        self.boxes: dict[tuple, list] = {}  # id colour -> the boxes it belongs in (kit.text.boxed)
        self.cut: set[str] = set()  # texts shown cut: with a mark (kit.text.fit), a word broken
        self.tips: list[pygame.Rect] = []  # tooltips drawn on the logical surface
        self.screen: pygame.Surface | None = None  # the logical surface

    def forget(self) -> None:
        self.texts, self.images, self.boxes, self.cut, self.tips = {}, {}, {}, set(), []

    def box(self, image, box: pygame.Rect) -> None:
        """kit.text.BOX_PROBE: ``image`` belongs inside ``box`` (relative to the image)."""
        known = self.images.get(id(image))
        if known is not None and known[0] is image:
            self.boxes.setdefault(known[1], []).append(pygame.Rect(box))

    @staticmethod
    def id_colour(k: int) -> tuple:
        # red 1 marks an id; green and blue in steps of 4, so that a pixel blended with
        # its neighbours by the window's scaling rarely reads as another id
        return (1, 40 + (k % 54) * 4, 40 + (k // 54) * 4)

    def render(self, font, original, message, antialias, colour, *rest, **kw):
        image = original(message, antialias, colour, *rest, **kw)
        if not str(message).strip() or self.mode == "as is":
            return image
        if self.mode == "hidden":
            if tuple(colour[:3]) == OUTLINE:
                return image  # an outline is what is behind a label's letters
            return pygame.Surface(image.get_size(), pygame.SRCALPHA)
        if tuple(colour[:3]) == OUTLINE:
            return pygame.Surface(image.get_size(), pygame.SRCALPHA)
        ink = image.get_bounding_rect()
        k = len(self.texts)
        idc = self.id_colour(k)
        self.texts[idc] = Rendered(str(message), tuple(colour[:3]), font.metrics("H")[0][3],
                                   font.get_height(), ink, getattr(font, "initials", False))
        out = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        if self.mode == "frames":  # the ink box's edges: whole where another text crosses it
            pygame.draw.rect(out, idc + (255,), ink, FRAME)
        else:
            out.fill(idc + (255,), ink)
        self.images[id(out)] = (out, idc)
        return out


def recording_font(recorder: Recorder, path, px: int, initials: bool = False) -> pygame.font.Font:
    class Recording(pygame.font.Font):
        def render(self, message, antialias, colour, *rest, **kw):
            return recorder.render(self, super().render, message, antialias, colour, *rest, **kw)

    Recording.initials = initials  # a token's initials' font (theme.mark)
    return Recording(path, px)


def install(recorder: Recorder) -> None:
    """theme.font and theme._mark_font made recording, their caches kept by size."""
    fonts: dict = {}
    marks: dict = {}

    def font(size: int):
        px = theme.pixels(size)
        path = theme.BOLD if size >= theme.BOLD_FROM else theme.REGULAR
        key = (str(path), px)
        if key not in fonts:
            fonts[key] = recording_font(recorder, str(path), px)
        return fonts[key]

    def mark_font(px: int):
        if px not in marks:
            marks[px] = recording_font(recorder, str(theme.BOLD), px, initials=True)
        return marks[px]

    from adrenaline.ui.kit import text as kit_text

    kit_text.BOX_PROBE = recorder.box
    real_break = kit_text._break_long_words

    def breaking(lines, f, width):
        """A word split between its letters ("Teleporte / r") is a text cut."""
        out = real_break(lines, f, width)
        words = {w.strip(PUNCTUATION) for line in lines for w in line.split()}
        recorder.cut.update(line for line in out
                            if any(w.strip(PUNCTUATION) not in words for w in line.split()))
        return out

    kit_text._break_long_words = breaking
    font.cache_clear = fonts.clear  # type: ignore[attr-defined]
    mark_font.cache_clear = marks.clear  # type: ignore[attr-defined]
    theme.font = font
    theme._mark_font = mark_font


def clear_caches() -> None:
    """Every picture cache of the window's modules emptied (text is rendered again)."""
    theme.clear_text_cache()
    for name, module in list(sys.modules.items()):
        if not name.startswith("adrenaline.ui") or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if clear is not None and value not in (theme.font, theme._mark_font) \
                    and getattr(value, "__module__", "").startswith("adrenaline.ui"):
                clear()


def watch_cuts_and_tips(recorder: Recorder) -> None:
    """kit.text.fit (the one function that cuts a text with a mark) and
    kit.tooltip.draw_tooltip recorded, wherever a module of the window imported them."""
    from adrenaline.ui.kit import text as kit_text
    from adrenaline.ui.kit import tooltip

    real_fit = getattr(kit_text.fit, "real", kit_text.fit)
    real_tip = getattr(tooltip.draw_tooltip, "real", tooltip.draw_tooltip)

    def fit(message, size, width, mark="…"):
        shown = real_fit(message, size, width, mark)
        if shown != theme.drawable(message):
            recorder.cut.add(shown)
        return shown

    def draw_tooltip(surface, *args, **kw):
        box = real_tip(surface, *args, **kw)
        if surface is recorder.screen:
            recorder.tips.append(pygame.Rect(box))
        return box

    fit.real, draw_tooltip.real = real_fit, real_tip  # type: ignore[attr-defined]
    fit.cache_clear = real_fit.cache_clear  # type: ignore[attr-defined]  # as the one it stands for
    for name, module in list(sys.modules.items()):
        if not name.startswith("adrenaline.ui") or module is None:
            continue
        # the real one, or a recording one left by an earlier recorder (a test's)
        was = getattr(module, "fit", None)
        if was is real_fit or (was is not None and getattr(was, "real", None) is real_fit):
            module.fit = fit  # type: ignore[attr-defined]
        was = getattr(module, "draw_tooltip", None)
        if was is real_tip or (was is not None and getattr(was, "real", None) is real_tip):
            module.draw_tooltip = draw_tooltip  # type: ignore[attr-defined]


def relayout(app) -> None:
    for scene in app.stack:
        again = getattr(scene, "relayout", None)
        if again is not None:
            again()


# -- measuring a frame -------------------------------------------------------------------
@dataclass
class Found:
    words: str
    cap: float  # on the window's pixels
    initials: bool
    contrast: float
    colour: tuple
    behind: tuple


def draw(app, recorder: Recorder, mode: str) -> tuple[pygame.Surface, pygame.Surface]:
    """The frame drawn in ``mode``: (the window's pixels, the logical surface's)."""
    recorder.mode = mode
    recorder.screen = app.screen
    watch_cuts_and_tips(recorder)
    clear_caches()
    relayout(app)
    app.draw()
    recorder.mode = "as is"
    return pygame.display.get_surface().copy(), app.screen.copy()


def id_boxes(surface: pygame.Surface, ids) -> list[tuple[tuple, pygame.Rect]]:
    """Where the id colours are on ``surface``: (id, the box of its pixels) for each
    patch of the window an id is found in (a text drawn twice is found twice)."""
    return [(k, box) for k, box, n in id_patches(surface, ids)
            # a solid patch, not a seam where the scaling blended two colours
            if min(box.width, box.height) >= 3 and n >= 0.5 * box.width * box.height]


def id_patches(surface: pygame.Surface, ids) -> list[tuple[tuple, pygame.Rect, int]]:
    """Each id colour's patches on ``surface``: (id, the box of its pixels, how many)."""
    mask = pygame.mask.from_threshold(surface, (1, 128, 128, 255), (3, 255, 255, 255))
    out = []
    for rect in mask.get_bounding_rects():
        data = pygame.image.tobytes(surface.subsurface(rect), "RGB")
        w = rect.width
        boxes: dict[tuple, list[int]] = {}
        for i in range(0, len(data), 3):
            if data[i] > 2:
                continue
            # the nearest id: the window's scaling may move a channel by one
            idc = (1, (data[i + 1] + 2) // 4 * 4, (data[i + 2] + 2) // 4 * 4)
            if idc not in ids:
                continue
            x, y = rect.x + (i // 3) % w, rect.y + (i // 3) // w
            b = boxes.get(idc)
            if b is None:
                boxes[idc] = [x, y, x, y, 1]
            else:
                b[0], b[1] = min(b[0], x), min(b[1], y)
                b[2], b[3] = max(b[2], x), max(b[3], y)
                b[4] += 1
        out.extend((k, pygame.Rect(b[0], b[1], b[2] - b[0] + 1, b[3] - b[1] + 1), b[4])
                   for k, b in boxes.items())
    return out


def behind(surface: pygame.Surface, box: pygame.Rect) -> tuple:
    """The median colour (by luminance) of ``surface`` in ``box`` (a grid of samples)."""
    box = box.clip(surface.get_rect())
    nx, ny = min(box.width, 24), min(box.height, 12)
    samples = [surface.get_at((box.x + (i * box.width) // nx, box.y + (j * box.height) // ny))[:3]
               for i in range(nx) for j in range(ny)]
    samples.sort(key=luminance)
    return tuple(samples[len(samples) // 2])


def on_window(app, box: pygame.Rect) -> pygame.Rect:
    """A box of the logical surface where the window shows it."""
    sx, sy, ox, oy = app.window_scale()
    left, top = round(ox + box.x * sx), round(oy + box.y * sy)
    return pygame.Rect(left, top, max(1, round(ox + box.right * sx) - left),
                       max(1, round(oy + box.bottom * sy) - top))


def scaled_whole(box: pygame.Rect, ink: pygame.Rect, scale: float) -> bool:
    """Is ``box`` the whole of ``ink`` drawn ``scale`` times as big (a picture the game
    scaled down), rather than what a tooltip or a card left of it? (Within the two
    pixels a scaling's blended edges take off.)"""
    return box.width >= ink.width * scale - 2 and box.height >= ink.height * scale - 2


def redrawn(idc, box: pygame.Rect, boxes, texts) -> bool:
    """Whether the text ``idc`` found in ``box`` lies inside a bigger patch of the same
    words in the same colour and size (the same rendering found twice: the mask's
    bounding rectangles may give a patch inside another one of its own id, or a board
    drawn again a pixel lower): read alone, that part would measure as a smaller text
    that is not there."""
    r = texts[idc]
    for other, other_box in boxes:
        o = texts[other]
        if other_box == box or (o.words, o.colour, o.cap) != (r.words, r.colour, r.cap):
            continue
        if other_box.width * other_box.height > box.width * box.height and \
                other_box.inflate(4, 4).contains(box):
            return True
    return False


def measure(app, recorder: Recorder, shot: Path | None = None) -> list[Found]:
    picture, _logical = draw(app, recorder, "as is")
    if shot is not None:
        shot.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(picture, str(shot))
    hidden, _logical = draw(app, recorder, "hidden")
    recorder.texts = {}
    _window, ids = draw(app, recorder, "ids")
    found = []
    window = app.window_scale()[0]  # one scale both ways (app.window_mapping)
    boxes = id_boxes(ids, recorder.texts)
    for idc, box in boxes:
        r = recorder.texts[idc]
        if redrawn(idc, box, boxes, recorder.texts):
            continue  # the same words drawn again over it: the reader sees that one
        # its scale on the logical surface (1 unless a picture holding it was scaled), times
        # the window's: the scale of its letters on the window's pixels
        scale = max(box.width / max(r.ink.width, 1), box.height / max(r.ink.height, 1))
        if scale < 0.9 and not scaled_whole(box, r.ink, scale):
            continue  # cut both ways: mostly covered (by a tooltip, a card over it)
        back = behind(hidden, on_window(app, box))
        found.append(Found(r.words, r.cap * scale * window, r.initials, contrast(r.colour, back),
                           r.colour, back))
    return found


# -- texts cut, out of their box, overlapping ----------------------------------------------
@dataclass(frozen=True)
class Fault:
    kind: str  # "cut", "out of its box" or "overlapping"
    words: str
    other: str = ""  # the text it overlaps

    def __str__(self) -> str:
        return f"{self.kind}: {self.words!r}" + (f" and {self.other!r}" if self.other else "")


@dataclass
class Placed:
    idc: tuple
    box: pygame.Rect  # its ink's box on the logical surface, whole
    scale: float
    whole: bool  # its box's edges all seen: nothing but texts drawn over it


def placed_texts(recorder: Recorder, frames: pygame.Surface) -> list[Placed]:
    """The texts found in the frames drawing (its ink boxes' edges in their id colours):
    each one's whole box, even where another text is drawn over it; not those under a
    tooltip, mostly covered, or a seam."""
    patches = [p for p in id_patches(frames, recorder.texts) if min(p[1].width, p[1].height) >= 3]
    boxes = [(k, box) for k, box, _n in patches]
    # any text's id, wherever: what of a text's edges is not hidden by something else
    texts = pygame.mask.from_threshold(frames, (1, 128, 128, 255), (3, 255, 255, 255))
    out = []
    for idc, box, _n in patches:
        r = recorder.texts[idc]
        if redrawn(idc, box, boxes, recorder.texts):
            continue
        if any(box.inflate(6, 6).colliderect(tip) and not tip.contains(box) for tip in recorder.tips):
            continue  # under a tooltip: the reader reads the tooltip
        scale = max(box.width / max(r.ink.width, 1), box.height / max(r.ink.height, 1))
        if scale < 0.9 and not scaled_whole(box, r.ink, scale):
            continue  # mostly covered (by a card over it)
        edge = max(1, min(round(FRAME * scale), box.width // 2, box.height // 2))  # its edges, as scaled
        ring = pygame.Mask(box.size, fill=True)
        if box.width > 2 * edge and box.height > 2 * edge:
            ring.erase(pygame.Mask((box.width - 2 * edge, box.height - 2 * edge), fill=True), (edge, edge))
        seen = texts.overlap_area(ring, box.topleft)
        out.append(Placed(idc, box, scale, seen >= 0.9 * ring.count()))
    return out


def together(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Two texts' ink boxes crossing (by 3 pixels or more each way), or on one line
    closer than a third of their height (less than a space: read as one text,
    "3: grab +16: shoot +1")."""
    both = a.clip(b)
    if min(both.width, both.height) >= 3:
        return True
    low = min(a.height, b.height)
    same_line = min(a.bottom, b.bottom) - max(a.top, b.top) >= low / 2
    gap = max(a.left, b.left) - min(a.right, b.right)
    return same_line and gap < low / 3


def boxes_on_surface(p: Placed, r: Rendered, boxes: list[pygame.Rect]) -> list[pygame.Rect]:
    """The boxes a text belongs in (relative to its rendered image) where they are on
    the logical surface, by where its ink is found."""
    ox, oy = p.box.x - r.ink.x * p.scale, p.box.y - r.ink.y * p.scale
    return [pygame.Rect(round(ox + b.x * p.scale), round(oy + b.y * p.scale),
                        round(b.width * p.scale), round(b.height * p.scale)) for b in boxes]


def faults(app, recorder: Recorder) -> list[Fault]:
    """The texts on the screen cut (a mark where words end, a word broken between its
    letters, or its ink cut off by the edge of what it is drawn in), running out of the
    box it belongs in (kit.text.boxed: a token, a value's box, a text's box), or
    overlapping another text (their ink boxes crossing by 3 pixels or more each way)."""
    recorder.forget()
    draw(app, recorder, "frames")
    frames = app.screen.copy()
    found = placed_texts(recorder, frames)
    out: list[Fault] = []
    for p in found:
        r = recorder.texts[p.idc]
        if r.words in recorder.cut:
            out.append(Fault("cut", r.words))
        boxes = recorder.boxes.get(p.idc)
        if boxes and not any(b.inflate(2, 2).contains(p.box) for b in boxes_on_surface(p, r, boxes)):
            out.append(Fault("out of its box", r.words))
    for i, a in enumerate(found):
        for b in found[i + 1:]:
            if not (a.whole and b.whole and together(a.box, b.box)):
                continue
            ra, rb = recorder.texts[a.idc], recorder.texts[b.idc]
            if (ra.words, ra.colour) == (rb.words, rb.colour):
                continue  # one picture drawn twice, a pixel apart (its shadow, a bolder look)
            out.append(Fault("overlapping", ra.words, rb.words))
    return list(dict.fromkeys(out))


# -- the screens -------------------------------------------------------------------------
def finished_game(seed: int, mode: str):
    from adrenaline.bots import make_bot
    from adrenaline.core.engine import Game, default_setup
    from adrenaline.core.modes import MODES

    fixed = MODES[mode].fixed_skulls
    skulls, sudden_death = (5, True) if fixed is None else (fixed, False)
    game = Game.new(default_setup(4, "C", skulls, sudden_death, seed=seed, mode=mode))
    bots = [make_bot("random", seed=i) for i in range(4)]
    while not game.is_over:
        d = game.legal()
        game.submit(d.decider, bots[d.decider].choose(game, d))
    return game


def play(scene, texts) -> None:
    """Choose these options on a game screen, lesson cards closed."""
    session = scene.session

    def close_lessons():
        while type(scene.app.top).__name__ == "LessonCard" and scene.app.top is not scene:
            scene.app.top.back()

    for text in texts:
        close_lessons()
        for _ in range(2000):
            if session.needs_handoff():
                session.hand_over()
            if session.turn_over is not None:
                scene.pass_on()
            scene.update(0.05)
            if scene.view.decision is not None:
                break
        scene.choose(session.decision.find(text))
    for _ in range(2000):
        if session.needs_handoff():  # the cover passed: the hand in view
            session.hand_over()
        scene.update(0.05)
        if scene.view.decision is not None and not session.needs_handoff():
            break
    close_lessons()
    scene.view.refresh()


def hover(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def bot_session(seed: int = 3):
    """A 3-player game with the rulebook's bot, the first seat a person, played by the
    computers (the bot action whenever offered) up to the person's first bot action."""
    from adrenaline.bots import make_bot
    from adrenaline.core.view import player_view
    from adrenaline.play.session import Seat, Session

    seats = [Seat("Anna", "Violet"), Seat("Dozer", "Dozer", True), Seat("Banshee", "Banshee", True)]
    session = Session.new(seats, "B", 5, True, seed, neutral=True)
    game = session.game
    bots = [make_bot("random", seed=i) for i in range(3)]
    while (d := game.legal()) is not None:
        steer = next((o for o in d.options if getattr(o, "action", "") == "bot"), None)
        if d.decider == 0 and steer is not None:
            break
        game.submit(d.decider, steer or bots[d.decider].choose(player_view(game, d.decider), d))
    return session


def game_screens(app, session, steps) -> Iterator[str]:
    """``session``'s game screen on top of ``app``, played through ``steps`` (choices,
    then the name to yield, each); the session closed at the end."""
    from adrenaline.ui.game.game_scene import GameScene

    try:
        scene = GameScene(app, session)
        app.push(scene)
        for choices, name in steps:
            play(scene, choices)
            yield name
        app.pop()
    finally:
        session.close()


def screens(app, games) -> Iterator[str]:
    """Put each screen on top of ``app``; yield its name."""
    from adrenaline.play.replay import Replay
    from adrenaline.ui import layout
    from adrenaline.ui.game.game_scene import GameScene
    from adrenaline.ui.probe import item_id
    from adrenaline.ui.screens import end_screen, hand_off, main_menu, new_game, settings_menu
    from adrenaline.ui.screens.replay import ReplayScreen
    from adrenaline.tutorial.script import load_script
    from adrenaline.ui.screens.rules import RulesScreen, sections
    from adrenaline.ui.screens.tutorial import TutorialIntro
    from adrenaline.ui.testing import scenario_session

    app.reset(main_menu.MainMenu(app))
    yield "main menu"
    app.push(new_game.NewGame(app))
    yield "new game"
    app.pop()
    app.push(settings_menu.SettingsMenu(app))
    yield "settings"
    app.pop()
    session = scenario_session(str(MIDGAME))
    try:
        scene = GameScene(app, session)
        app.push(scene)
        yield "game mid-way"
        n = len(session.game.state.players)
        hover(scene, layout.player_rect(0, n).move(30, 0).midleft)
        yield "game, a board's tooltip"
        hover(scene, (0, 0))
        app.push(hand_off.HandOff(app, session))
        yield "hand-off"
        app.pop()
        app.pop()
    finally:
        session.close()
    yield from game_screens(app, scenario_session(str(MIDGAME)),
                            (((), "game, the hand"), (MIDGAME_SCOPE, "game, Targeting Scope")))
    yield from game_screens(app, scenario_session(str(POWERUPS_HAND)), (((), "game, a hand of powerups"),))
    yield from game_screens(app, scenario_session(str(DOMINATION)),
                            ((DOMINATION_TARGETS, "Domination"),
                             (DOMINATION_TRACK, "Domination, which track?")))
    yield from game_screens(app, scenario_session(str(TURRET)),
                            ((TURRET_GRAB, "Turret mode, which tile?"),
                             (TURRET_MIDWAY, "Turret mode, midway")))
    yield from game_screens(app, bot_session(),  # the rulebook's bot: its board, figure and action
                            (((), "game with the bot"),
                             (("action bot", "skip"), "game with the bot, its targets")))
    script = load_script()
    intro = TutorialIntro(app, script)
    app.push(intro)
    for page in range(len(script.intro)):
        intro.page = page
        yield f"tutorial page {page + 1}"
    app.pop()
    intro.session.close()
    for topic in range(len(sections())):
        app.push(RulesScreen(app, topic))
        yield f"rules {topic + 1}"
        app.pop()
    for mode in ("deathmatch", "domination", "turret"):
        screen = end_screen.EndScreen(app, types.SimpleNamespace(game=games[mode]))
        app.push(screen)
        yield f"end screen ({mode})"
        plots = next(item for item in app.top.clickables() if item_id(item) == "button:plots")
        app.top.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                pos=pygame.Rect(plots[2]).center))
        yield f"plots ({mode})"
        app.pop()
    replay = Replay(games["deathmatch"])
    viewer = ReplayScreen(app, replay)
    app.push(viewer)
    viewer.jump(replay.last // 2)
    yield "replay"
    app.pop()


# -- the report --------------------------------------------------------------------------
def run(languages, sizes, shots: Path | None, rows: int | None,
        text_sizes=TEXT_SIZES) -> dict:
    from adrenaline.ui.app import App
    from adrenaline.words.i18n import set_language

    recorder = Recorder()
    install(recorder)
    games = {"deathmatch": finished_game(5, "deathmatch"), "domination": finished_game(1, "domination"),
             "turret": finished_game(2, "turret")}
    smallest: dict[tuple, float] = {}
    smallest_words: dict[tuple, float] = {}  # tokens' initials apart
    lowest = (99.0, "")
    every_fault: list[tuple[str, Fault]] = []
    print(f"{'size':>9} {'lang':4} {'screen':28} {'cap px':>6}  {'smallest text':30} {'contrast':>8}  lowest"
          f"{'':40} faults")
    for text_size in text_sizes:
        for size in sizes:
            pygame.display.init()
            app = App(size=size)
            app.settings.animation_speed = "instant"
            app.settings.computer_pause = 0.0
            app.settings.text_size = text_size  # Settings' Text size (not saved)
            app.text_size_changed()
            for lang in languages:
                set_language(lang)
                app.words_changed()
                for k, name in enumerate(screens(app, games)):
                    if rows is not None and k >= rows:
                        break
                    where = f"{size[0]}x{size[1]} {round(text_size * 100)}%"
                    shot = None if shots is None else \
                        shots / f"{round(text_size * 100)}" / f"{size[0]}x{size[1]}" / lang / (
                            name.replace(" ", "_").replace(",", "").replace("?", "").replace("'", "")
                            + ".png")
                    found = measure(app, recorder, shot)
                    wrong = faults(app, recorder)
                    every_fault.extend((f"{name}, {lang}, {where}", f) for f in wrong)
                    if not found:
                        print(f"{where:>14} {lang:4} {name:28} no text found")
                        continue
                    small = min(found, key=lambda f: f.cap)
                    low = min(found, key=lambda f: f.contrast)
                    if text_size == min(text_sizes):  # the smallest text: at the smallest size
                        smallest[size] = min(smallest.get(size, 99.0), small.cap)
                        words = [f.cap for f in found if not f.initials]
                        if words:
                            smallest_words[size] = min(smallest_words.get(size, 99.0), min(words))
                    if low.contrast < lowest[0]:
                        lowest = (low.contrast, f"{low.words!r} {low.colour} on {low.behind}, {name}, "
                                                f"{lang}, {where}")
                    print(f"{where:>14} {lang:4} {name[:28]:28} {small.cap:6.1f}  "
                          f"{small.words[:30]!r:32}{low.contrast:6.2f}:1  {low.words[:28]!r} "
                          f"{low.colour} on {low.behind}  {len(wrong)}", flush=True)
                    for fault in wrong:
                        print(f"{'':20}{fault}", flush=True)
            app.quit()
    set_language("en")
    return {"smallest": smallest, "lowest": lowest, "smallest words": smallest_words,
            "faults": every_fault}


def parse_size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="tools/readability.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--languages", default="en,fr,es,pl")
    parser.add_argument("--sizes", default="1024x640,1280x800,1920x1080")
    parser.add_argument("--shots", type=Path, default=None, help="keep each screen's picture here")
    parser.add_argument("--rows", type=int, default=None, help="only the first N screens (a quick look)")
    parser.add_argument("--text-sizes", default=",".join(map(str, TEXT_SIZES)),
                        help="Settings' Text sizes to draw with, of 1.0, 1.25, 1.5 (default "
                             "1.0,1.5: 100%% and 150%%)")
    args = parser.parse_args(argv)
    sizes = [parse_size(s) for s in args.sizes.split(",")]
    text_sizes = [float(t) for t in args.text_sizes.split(",")]
    if any(t not in theme.TEXT_SCALES for t in text_sizes):
        parser.error(f"--text-sizes: each of {', '.join(map(str, theme.TEXT_SCALES))}")
    result = run(args.languages.split(","), sizes, args.shots, args.rows, text_sizes)
    smallest, (low, where) = result["smallest"], result["lowest"]

    def at(size):
        return f"{smallest[size]:.1f}" if size in smallest else "-"

    print(f"lowest contrast at: {where}")
    words = result["smallest words"]
    print("smallest words (tokens' initials apart): " + ", ".join(
        f"{v:.1f} px at {w}x{h}" for (w, h), v in sorted(words.items())))
    print(f"smallest text: {at((1280, 800))} px at 1280x800, {at((1024, 640))} px at 1024x640; "
          f"lowest contrast: {low:.2f}:1; cut or overlapping: {len(result['faults'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
