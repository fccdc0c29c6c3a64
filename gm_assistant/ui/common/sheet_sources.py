"""A combo box offering the sheet fields that can give a check input its value (the
matching itself is the core's: `core.play.character_odds`)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from gm_assistant.core.play.character_odds import SheetSource, sheet_sources
from gm_assistant.core.rules.compiled import CheckSpec, Ruleset

__all__ = ["offer_sources"]


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
