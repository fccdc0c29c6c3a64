"""Text layout for the odds plot: font sizes, wrapped titles and x-axis tick labels."""

from __future__ import annotations

import math

from PySide6.QtGui import QFont, QFontMetrics

__all__ = ["font_points", "pick_ticks", "wrap_text"]

Tick = tuple[float, str]


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


def pick_ticks(metrics: QFontMetrics, positions: tuple[float, ...], short: tuple[str, ...],
               long: tuple[str, ...], width: float) -> tuple[list[Tick], list[Tick]]:
    """Major and minor ticks for `positions` across `width` pixels: the long labels when
    they all fit, else the short ones, skipping every other (or more) when those crowd."""
    slot = width / max(len(positions), 1)
    longest = max((metrics.horizontalAdvance(t) for t in long), default=0)
    shortest = max((metrics.horizontalAdvance(t) for t in short), default=0)
    labels = long if longest + 12 <= slot else short
    step = max(1, math.ceil((shortest + 10) / slot)) if labels is short else 1
    major = [(p, t) for i, (p, t) in enumerate(zip(positions, labels, strict=True))
             if i % step == 0]
    minor = [(p, "") for i, p in enumerate(positions) if i % step != 0]
    return major, minor
