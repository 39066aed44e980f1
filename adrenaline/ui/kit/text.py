"""Text measured into its box, never cut where it can be helped: wrapping, the sizes
a text may shrink to (never under the readable floor, :data:`..theme.MIN_PIXELS`), the
one function that cuts a line with a mark (:func:`fit`), and :func:`draw_text` /
:func:`draw_paragraphs`, which every screen draws its words with."""

from __future__ import annotations

import functools

import pygame

from .. import theme
from ..theme import MIN_PIXELS, font, pixels


def wrap(message: str, size: int, width: int) -> list[str]:
    """Split ``message`` into lines that fit ``width`` pixels."""
    f = font(size)
    lines: list[str] = []
    for paragraph in theme.drawable(message).split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def smaller_sizes(size: int) -> list[int]:
    """``size`` and the smaller sizes that draw smaller, down to the floor (each pixel
    size once, the largest request for it). With a bigger text size (Settings), below
    the smallest size it makes come exact ems (negative sizes, :func:`..theme.pixels`)
    down to the floor: a box too small for the bigger text keeps its text whole."""
    if size < 0:  # an exact em: every em below it, to the floor
        return [-px for px in range(max(-size, MIN_PIXELS), MIN_PIXELS - 1, -1)]
    out: list[int] = []
    seen: set[int] = set()
    for s in range(size, 0, -1):
        px = pixels(s)
        if px not in seen:
            seen.add(px)
            out.append(s)
        if px <= MIN_PIXELS:
            return out
    out.extend(-px for px in range(min(seen) - 1, MIN_PIXELS - 1, -1))
    return out


def longest_fitting(text: str, width: int, measure) -> int:
    """The most leading characters of ``text`` whose ``measure`` is at most ``width``
    (0 if not even one fits): a binary search, about log2(len) measurements, however
    long the text (a name of 100,000 characters takes 17)."""
    lo, hi = 0, len(text)  # text[:lo] fits; text[:hi + 1] does not (or hi is the end)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(text[:mid]) <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _break_long_words(lines: list[str], f: pygame.font.Font, width: int) -> list[str]:
    """Lines with any word wider than ``width`` split between letters (a very long name)."""
    out: list[str] = []
    for line in lines:
        while f.size(line)[0] > width and len(line) > 1:
            cut = max(1, longest_fitting(line, width, lambda t: f.size(t)[0]))
            space = line.rfind(" ", 0, cut)
            cut = space if space > 0 and f.size(line[:space])[0] <= width else cut
            out.append(line[:cut].rstrip())
            line = line[cut:].lstrip()
        out.append(line)
    return out


@functools.lru_cache(maxsize=2048)
def fit_lines(message: str, size: int, width: int, height: int) -> tuple[int, tuple[str, ...]]:
    """How ``message`` fits a box ``width`` x ``height``, never cut: (size, lines).

    On one line at ``size`` if it fits; else on one line at a smaller size, down to the
    readable floor (:data:`MIN_PIXELS`); else wrapped at spaces, at the largest size whose
    lines fit the box. When nothing fits, the lines at the floor (taller than the box:
    tests/ui/test_text_fits.py finds those)."""
    message = theme.drawable(message)
    sizes = smaller_sizes(size)
    if "\n" not in message:
        # one line: as wide as the box, and as high unless the box is lower than a line at
        # the floor (a row laid out for the 100% text size)
        tall = max(height, font(sizes[-1]).get_linesize())
        for s in sizes:
            f = font(s)
            if f.size(message)[0] <= width and f.get_linesize() <= tall:
                return s, (message,)
    # wrapped at spaces, at the largest size whose lines fit whole words; only then a word
    # too wide for the box broken between its letters
    for breaking in (False, True):
        for s in sizes:
            f = font(s)
            lines = wrap(message, s, width)
            if breaking:
                lines = _break_long_words(lines, f, width)
            elif any(f.size(line)[0] > width for line in lines):
                continue
            if len(lines) * f.get_linesize() <= height:
                return s, tuple(lines)
    return sizes[-1], tuple(lines)


def paragraph_step(size: int) -> int:
    """The distance between two lines of a paragraph at ``size``."""
    return font(size).get_linesize() + 4


@functools.lru_cache(maxsize=256)
def fit_paragraphs(paragraphs: tuple[str, ...], size: int, width: int, height: int,
                   gap: int) -> tuple[int, tuple[tuple[str, ...], ...]]:
    """Paragraphs wrapped into a box ``width`` x ``height`` (``gap`` between them), at
    the largest size down to the floor that fits: (size, lines of each paragraph)."""
    for s in smaller_sizes(size):
        f = font(s)
        laid = tuple(tuple(_break_long_words(wrap(p, s, width), f, width)) for p in paragraphs)
        lines = sum(len(p) for p in laid)
        if lines * paragraph_step(s) + gap * max(len(laid) - 1, 0) <= height:
            break
    return s, laid


@functools.lru_cache(maxsize=2048)
def fit(message: str, size: int, width: int, mark: str = "…") -> str:
    """``message`` cut, with ``mark`` at the end, so that it fits ``width`` pixels."""
    f = font(size)
    message = theme.drawable(message)
    if f.size(message)[0] <= width:
        return message
    keep = longest_fitting(message, width, lambda t: f.size(t + mark)[0])
    return message[:keep].rstrip() + mark


# tools/readability.py: called with (image, box) for each text drawn into a box it must stay
# inside, the box relative to the image's top left (:func:`boxed`)
BOX_PROBE = None


def boxed(image: pygame.Surface, at: pygame.Rect, box: pygame.Rect) -> None:
    """Say that ``image``, drawn at ``at``, belongs inside ``box`` (a token, a value's box,
    a card): tools/readability.py counts the text that runs out of its box."""
    if BOX_PROBE is not None:
        BOX_PROBE(image, pygame.Rect(box).move(-at[0], -at[1]))


def blit_in(surface: pygame.Surface, image: pygame.Surface, box: pygame.Rect, **where) -> pygame.Rect:
    """Draw ``image`` placed by ``where`` (``center=...``, as ``Rect.get_rect`` takes; the
    box's centre if none), where it belongs inside ``box`` (:func:`boxed`)."""
    at = image.get_rect(**(where or {"center": pygame.Rect(box).center}))
    surface.blit(image, at)
    boxed(image, at, box)
    return at


# tests: a list that draw_text appends (text, box, drawn rectangle, surface size) to, and
# a factor that lengthens every text (room for languages that run longer than English)
TEXT_PROBE: list | None = None
TEXT_PADDING = 1.0


def padded(message: str) -> str:
    """``message`` lengthened to TEXT_PADDING times (tests; words of filler)."""
    extra = round(len(message) * (TEXT_PADDING - 1.0))
    if extra <= 0 or not message.strip():
        return message
    filler = ("xyzw " * (extra // 5 + 1))[:extra]
    return message + (" " + filler.strip() if len(filler.strip()) > 0 else "")


def draw_text(surface: pygame.Surface, message: str, size: int, colour, pos, align: str = "left",
              width: int | None = None, height: int | None = None) -> pygame.Rect:
    """Draw ``message``; ``pos`` is the left, centre or right of its middle, by ``align``.

    With a ``width`` the text is measured into a box ``width`` wide and ``height`` high
    (one line if no height is given) around ``pos``: smaller if it must (never under the
    readable floor), then wrapped onto more lines; never cut (fit_lines)."""
    if TEXT_PADDING != 1.0:
        message = padded(message)
    box = None
    if width is None:
        lines: tuple[str, ...] = (message,)
    else:
        if height is None:
            height = theme.font(size).get_linesize()
        size, lines = fit_lines(message, size, max(width, 1), height)
        box = pygame.Rect(0, 0, width, height)
    imgs = [theme.text(line, size, colour) for line in lines]
    step = theme.font(size).get_linesize()
    block = pygame.Rect(0, 0, max(img.get_width() for img in imgs),
                        imgs[0].get_height() + step * (len(imgs) - 1))
    for r in ([block] + ([box] if box is not None else [])):
        if align == "center":
            r.center = pos
        elif align == "right":
            r.midright = pos
        else:
            r.midleft = pos
    for i, img in enumerate(imgs):
        r = img.get_rect()
        if align == "center":
            r.midtop = (block.centerx, block.y + i * step)
        elif align == "right":
            r.topright = (block.right, block.y + i * step)
        else:
            r.topleft = (block.x, block.y + i * step)
        surface.blit(img, r)
        if box is not None:
            boxed(img, r, box)
    if TEXT_PROBE is not None:
        TEXT_PROBE.append((message, box, block, surface.get_size()))
    return block


def draw_paragraphs(surface: pygame.Surface, paragraphs, size: int, colour, box: pygame.Rect,
                    gap: int = 10) -> int:
    """Paragraphs wrapped into ``box`` from its top, smaller if they must (never under the
    readable floor; fit_paragraphs); returns the y under the last one."""
    paragraphs = tuple(padded(p) if TEXT_PADDING != 1.0 else p for p in paragraphs)
    size, laid = fit_paragraphs(paragraphs, size, max(box.width, 1), box.height, gap)
    step = paragraph_step(size)
    y, right = box.y, box.x
    for lines in laid:
        for line in lines:
            img = theme.text(line, size, colour)
            surface.blit(img, (box.x, y))
            boxed(img, img.get_rect(topleft=(box.x, y)), box)
            right = max(right, box.x + img.get_width())
            y += step
        y += gap
    if TEXT_PROBE is not None:
        block = pygame.Rect(box.x, box.y, right - box.x, y - gap - box.y - 4)
        TEXT_PROBE.append(("\n\n".join(paragraphs), pygame.Rect(box), block, surface.get_size()))
    return y


def paragraphs_height(paragraphs, size: int, width: int, gap: int) -> int:
    """How tall ``paragraphs`` are, wrapped to ``width`` as drawn (padded in tests)."""
    lines = sum(len(wrap(padded(p), size, width)) for p in paragraphs)
    return lines * paragraph_step(size) + gap * max(len(paragraphs) - 1, 0)
