"""A character on a check: which sheet fields give which check inputs (the one matcher
the Table, the Odds overlay and side by side use); with `check_odds`, their odds.

A field fits an input when it is a rating on the input's scale (a named scale) or a whole
number (a numeric input); its value is used when the input allows it. For each input the
field the GM picked is read, else the field of the input's own name or resource; no
other field is guessed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library
from gm_assistant.core.rules.compiled import CheckSpec, InputInfo, LevelKey, Ruleset
from gm_assistant.core.sheets import SheetState, sheet_of

__all__ = ["SheetSource", "load_characters", "sheet_inputs", "sheet_sources", "sheet_value"]


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


def sheet_inputs(ruleset: Ruleset, spec: CheckSpec, state: SheetState,
                 picked: Mapping[str, str] | None = None) -> dict[str, LevelKey]:
    """Every input of `spec` the character's sheet gives: from the field picked for it
    (input -> field id), else from the field named as the input or its resource
    (`fate_points`), when the input allows its value. Other inputs are not guessed (a
    number field that merely fits, such as an approach for "helpers", is not read)."""
    given: dict[str, LevelKey] = {}
    for name, info in spec.inputs.items():
        sources = sheet_sources(ruleset, info)
        chosen = (picked or {}).get(name)
        if chosen is not None:
            sources = [s for s in sources if s.field == chosen]
        else:  # only the sheet's field of the input's name: another would be a guess
            sources = [s for s in sources if s.field in (name, info.resource)]
        for source in sources:
            value = sheet_value(state, source)
            if value in info.allowed:
                given[name] = value
                break
    return given


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
