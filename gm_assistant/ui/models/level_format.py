"""How scale levels and input values read in table headers and tooltips."""

from __future__ import annotations

from fractions import Fraction

from gm_assistant.core.rules.compiled import InputInfo, LevelKey, ScaleInfo

__all__ = ["fraction_text", "input_value_text", "level_text", "percent_text"]

_SHORT_KEY = 4
"""Upper-case keys up to this long are the book's abbreviations (`S`, `NT`): shown with
their labels. Longer or lower-case keys (`moderate`, `bad`) are just ids: labels only."""


def _signed(values: tuple[LevelKey, ...]) -> bool:
    return any(isinstance(v, int) and v < 0 for v in values)


def level_text(scale: ScaleInfo, key: LevelKey, separator: str = " · ") -> str:
    """A level as a header shows it: `S · Strong`, `Moderate`, `+2 · Fair`, `7`."""
    label = (scale.labels.get(key) or "").strip()
    if scale.numeric and isinstance(key, int):
        number = f"{key:+d}" if _signed(scale.keys) else str(key)
        return f"{number}{separator}{label}" if label else number
    text = str(key)
    if not label or label.lower() == text.lower():
        return label or text
    if len(text) <= 2 or (text.isupper() and len(text) <= _SHORT_KEY):
        return f"{text}{separator}{label}"
    return label


def input_value_text(info: InputInfo, key: LevelKey, separator: str = " · ") -> str:
    """A check input's value: a scale level as `level_text`, a number as itself."""
    if info.scale is not None:
        return level_text(info.scale, key, separator)
    if isinstance(key, int) and info.low < 0:
        return f"{key:+d}"
    return str(key)


def percent_text(value: Fraction, digits: int = 1) -> str:
    """`58.3%`; tiny non-zero values read `<0.1%` rather than a misleading 0.0%."""
    percent = float(value) * 100
    if 0 < percent < 10 ** -digits:
        return f"<{10 ** -digits:.{digits}f}%"
    if 100 - 10 ** -digits < percent < 100:
        return f">{100 - 10 ** -digits:.{digits}f}%"
    return f"{percent:.{digits}f}%"


def fraction_text(value: Fraction) -> str:
    """An exact probability as `21/36`-style text (`0` and `1` stay whole)."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"
