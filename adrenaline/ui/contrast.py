"""WCAG 2 contrast between two sRGB colours: how well a text reads on what is behind it
(AA asks 4.5:1 for text, 3:1 for text of 24 px and more). The theme's tests and
``tools/readability.py`` measure with it."""

from __future__ import annotations


def luminance(colour) -> float:
    """WCAG 2 relative luminance of an sRGB colour (the first three channels)."""
    def channel(v: int) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """(L1 + 0.05) / (L2 + 0.05), the lighter colour's luminance over the darker's."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
