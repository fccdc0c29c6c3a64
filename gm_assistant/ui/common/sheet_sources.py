"""Which sheet fields can give a check input its value, and the characters that have them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QComboBox

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library
from gm_assistant.core.rules.compiled import CheckSpec, InputInfo, LevelKey, Ruleset
from gm_assistant.core.sheets import SheetState, sheet_of

__all__ = ["SheetSource", "load_characters", "offer_sources", "sheet_sources", "sheet_value"]


@dataclass(frozen=True)
class SheetSource:
    """A sheet field that can give a check input its value: a rating or a number."""

    field: str
    label: str
    rating: bool


def sheet_sources(ruleset: Ruleset, info: InputInfo) -> list[SheetSource]:
    """The sheet's fields whose value fits `info`: ratings on its scale, or numbers."""
    if ruleset.sheet is None:
        return []
    fields = sheet_of(ruleset).fields.values()
    if info.scale is not None and not info.scale.numeric:
        scale = info.scale.id
        return [SheetSource(f.id, f.label, True) for f in fields
                if f.entry is None and f.scale is not None and f.scale.id == scale]
    return [SheetSource(f.id, f.label, False) for f in fields
            if f.entry is None and f.numeric]


def sheet_value(state: SheetState, source: SheetSource) -> LevelKey | None:
    """The value `source` reads from a character's sheet (None: empty or not a whole number)."""
    if source.rating:
        return state.rating_of(source.field)
    number = state.number(source.field)
    if number is None or int(number) != number:
        return None
    return int(number)


def load_characters(library: Library, ruleset: Ruleset
                    ) -> tuple[list[tuple[str, SheetState]], int]:
    """(name, sheet state) of every character of `ruleset` in `library`, and how many broke."""
    states: list[tuple[str, SheetState]] = []
    broken = 0
    for entry in library.search(ruleset=ruleset.id):
        try:
            character = library.open(entry.id)
            states.append((character.name or entry.id, library.state(character, ruleset)))
        except (GMAssistantError, OSError):
            broken += 1
    return states, broken


def offer_sources(combo: QComboBox, ruleset: Ruleset | None, spec: CheckSpec | None,
                  input_name: object) -> list[SheetSource]:
    """Fill `combo` with the sheet fields that can give `input_name`; returns them.

    Signals are blocked while filling; the caller chooses the current item.
    """
    combo.blockSignals(True)
    combo.clear()
    sources: list[SheetSource] = []
    if ruleset is not None and spec is not None and isinstance(input_name, str):
        sources = sheet_sources(ruleset, spec.inputs[input_name])
        for source in sources:
            combo.addItem(source.label, source.field)
    combo.blockSignals(False)
    return sources
