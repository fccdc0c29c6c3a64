"""How a check input's values read on screen: ticks, legends, combo boxes."""

from __future__ import annotations

from gm_assistant.core.rules.compiled import InputInfo, LevelKey
from gm_assistant.ui.common.level_format import input_value_text

__all__ = ["combo_text", "long_text", "short_texts"]

_SHORT_LABEL = 12
"""Labels up to this long fit under an axis tick; longer ones fall back to their keys."""


def _signed(info: InputInfo) -> bool:
    values = info.allowed
    return any(isinstance(v, int) and v < 0 for v in values)


def _number(info: InputInfo, key: LevelKey) -> str:
    if isinstance(key, int) and _signed(info):
        return f"{key:+d}"
    return str(key)


def short_texts(info: InputInfo) -> list[str]:
    """Tick labels for every allowed value: numbers, or labels when they all fit."""
    values = info.allowed
    if info.scale is None or info.scale.numeric:
        return [_number(info, v) for v in values]
    labels = [info.scale.labels.get(v, "") or str(v) for v in values]
    if all(len(label) <= _SHORT_LABEL for label in labels):
        return labels
    return [str(v) for v in values]


def long_text(info: InputInfo, key: LevelKey) -> str:
    """`S · Strong`, `Moderate`, `+2 · Fair` or `5`, as the chart headers show levels."""
    return input_value_text(info, key, " · ")


def combo_text(info: InputInfo, key: LevelKey) -> str:
    """`S — Strong` (key and label), or just the one when they say the same."""
    return input_value_text(info, key, " — ")
