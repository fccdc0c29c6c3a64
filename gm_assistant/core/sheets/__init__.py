"""Characters on a ruleset's sheet: values, derived values, rules, NPCs and mooks."""

from gm_assistant.core.sheets.character import KINDS, Character
from gm_assistant.core.sheets.create import (
    effective_values,
    find_template,
    make_batch,
    new_character,
)
from gm_assistant.core.sheets.edited import EditedSheets
from gm_assistant.core.sheets.evaluate import EntryResult, FieldProblem
from gm_assistant.core.sheets.opposition import (
    OppositionTier,
    buy_opposition,
    opposition_cost,
    opposition_tiers,
)
from gm_assistant.core.sheets.state import SheetState, sheet_of

__all__ = [
    "KINDS",
    "Character",
    "EditedSheets",
    "EntryResult",
    "FieldProblem",
    "OppositionTier",
    "SheetState",
    "buy_opposition",
    "effective_values",
    "find_template",
    "make_batch",
    "new_character",
    "opposition_cost",
    "opposition_tiers",
    "sheet_of",
]
