"""Text layout for the odds plot: font sizes, wrapped titles and x-axis tick labels."""

from __future__ import annotations

import itertools
import math

from PySide6.QtGui import QFont, QFontMetrics

__all__ = ["X_MARGIN", "font_points", "pick_ticks", "wrap_text", "wrap_words"]

Tick = tuple[float, str]

X_MARGIN = 0.6
"""How far the x range reaches past the first and last value (in the values' units)."""
TICK_GAP = 8
"""Pixels kept between two tick labels in a row."""
AXIS_OVERFLOW = 15
"""Pixels a tick label may run past either end of the axis: pyqtgraph's bottom axis drops
a label that runs further (its bounding rect with `hideOverlappingLabels=False`)."""


def font_points(font: QFont, scale: float) -> str:
    """A font size `scale` times `font`'s (which follows the app's font scale), as `9.0pt`."""
    base = font.pointSizeF()
    return f"{(base if base > 0 else 9.0) * scale:.1f}pt"


def wrap_text(font: QFont, text: str, separator: str, scale: float, width: int) -> list[str]:
    """Split `text` at `separator` into lines that fit `width` pixels at `scale` times
    `font`'s size."""
    if not text:
        return []
    sized = QFont(font)
    sized.setPointSizeF(float(font_points(font, scale)[:-2]))
    metrics = QFontMetrics(sized)
    limit = max(200, width - 40)
    lines: list[str] = []
    for part in text.split(separator):
        if lines and metrics.horizontalAdvance(lines[-1] + separator + part) <= limit:
            lines[-1] += separator + part
        else:
            lines.append(part)
    return lines


def wrap_words(metrics: QFontMetrics, text: str, limit: float) -> list[str]:
    """Split `text` between words into lines at most `limit` pixels wide as `metrics`
    measure them; a word wider than `limit` is a line of its own, never cut. A level's
    key stays with its label (`D · Disadvantage` breaks, if at all, after the label's
    first word)."""
    lines: list[str] = []
    for word in text.replace(" · ", "\N{NO-BREAK SPACE}·\N{NO-BREAK SPACE}").split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= limit:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def pick_ticks(metrics: QFontMetrics, positions: tuple[float, ...], short: tuple[str, ...],
               long: tuple[str, ...], width: float,
               margin: float = X_MARGIN) -> tuple[list[Tick], list[Tick]]:
    """Major and minor ticks for `positions` across `width` pixels, the x range reaching
    `margin` past the first and last position.

    Every value is labelled whenever its label can be read: the long labels in one row
    when they all fit, else the short ones; when those crowd too, the short labels on two
    staggered rows (every other one a line lower, its text after a newline). Only when even
    the staggered labels would overlap (many values on a narrow plot) is every other (or
    more) label left out, its tick kept as a minor tick: the hover names every value."""
    if not positions:
        return [], []
    for labels, rows in ((long, 1), (short, 1), (short, 2)):
        if _fits(metrics, positions, labels, width, margin, rows):
            return [(p, "\n" * (i % rows) + t)
                    for i, (p, t) in enumerate(zip(positions, labels, strict=True))], []
    low, high = _span(positions, margin)
    spacing = min((b - a for a, b in itertools.pairwise(positions)),
                  default=1.0) * width / max(high - low, 1e-9)
    widest = max(metrics.horizontalAdvance(t) for t in short)
    step = max(2, math.ceil((widest + TICK_GAP) / max(spacing, 1.0)))
    major = [(p, t) for i, (p, t) in enumerate(zip(positions, short, strict=True))
             if i % step == 0]
    minor = [(p, "") for i, p in enumerate(positions) if i % step != 0]
    return major, minor


def _span(positions: tuple[float, ...], margin: float) -> tuple[float, float]:
    return min(positions) - margin, max(positions) + margin


def _fits(metrics: QFontMetrics, positions: tuple[float, ...], labels: tuple[str, ...],
          width: float, margin: float, rows: int) -> bool:
    """True when `labels`, centred on `positions` and dealt in turn to `rows` rows, keep
    `TICK_GAP` pixels apart in each row and stay within the axis (which lets a label run
    `AXIS_OVERFLOW` pixels past either end)."""
    low, high = _span(positions, margin)
    scale = width / max(high - low, 1e-9)
    boxes = []
    for position, label in zip(positions, labels, strict=True):
        centre = (position - low) * scale
        half = metrics.horizontalAdvance(label) / 2
        if centre - half < -AXIS_OVERFLOW or centre + half > width + AXIS_OVERFLOW:
            return False
        boxes.append((centre - half, centre + half))
    return all(boxes[i][1] + TICK_GAP <= boxes[i + rows][0] for i in range(len(boxes) - rows))
