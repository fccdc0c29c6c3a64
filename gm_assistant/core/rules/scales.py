"""Scales and charts as the engine reads them: levels in order with their numbers, and
chart cells keyed by levels. Checks (`compiled`) and sheets (`sheet_compiled`) both build
on these.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["ChartTable", "LevelKey", "ScaleInfo"]

LevelKey = str | int

_WHOLE = re.compile(r"[+-]?[0-9]{1,12}")


@dataclass(frozen=True)
class ScaleInfo:
    """An ordered scale: its level keys in order, their labels and their numbers."""

    id: str
    label: str
    keys: tuple[LevelKey, ...]
    labels: dict[LevelKey, str]
    numbers: dict[LevelKey, int]
    numeric: bool
    named: dict[str, LevelKey] = field(default_factory=dict, repr=False, compare=False)
    """The level each text `find` accepts on a named scale, in lower case (made once)."""

    def __post_init__(self) -> None:
        if not self.numeric and not self.named:
            for key in reversed(self.keys):  # the first level that matches wins
                self.named[str(key).lower()] = key
                self.named[self.labels[key].lower()] = key

    def index(self, key: LevelKey) -> int:
        """Position of a level, 0 for the first."""
        return self.keys.index(key)

    def shift(self, key: LevelKey, steps: int) -> LevelKey:
        """The level `steps` further along the scale, clamped to its ends."""
        position = min(max(self.index(key) + steps, 0), len(self.keys) - 1)
        return self.keys[position]

    def find(self, text: str) -> LevelKey | None:
        """The level a user typed: its key (any case) or its label."""
        if self.numeric:
            if not _WHOLE.fullmatch(text.strip()):  # ASCII digits only: '３' is not 3
                return None
            number = int(text.strip())
            return number if number in self.numbers else None
        return self.named.get(text.strip().lower())

    def describe(self, key: LevelKey) -> str:
        """`key (Label)` for named levels, or `+2 (Fair)` style for numbered ones."""
        label = self.labels.get(key, "")
        if self.numeric:
            signed = isinstance(key, int) and isinstance(self.keys[0], int) and self.keys[0] < 0
            text = f"{key:+d}" if signed else str(key)
            return f"{text} ({label})" if label else text
        return f"{key} ({label})" if label and label != key else str(key)


@dataclass(frozen=True, eq=False)
class ChartTable:
    """A chart ready for lookups: `cell[(row, column)]`, column None for one-column charts."""

    id: str
    label: str
    description: str | None
    rows: ScaleInfo
    columns: ScaleInfo | None
    cells_kind: str  # "outcomes", "number" or "scale"
    cells_scale: ScaleInfo | None
    cell: dict[tuple[LevelKey, LevelKey | None], LevelKey]
