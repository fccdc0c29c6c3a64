"""Writing resources changed at the table back to a library character's sheet file.

A sheet's number field marked `resource: luck` holds that resource, and so does a track
marked `resource: kill_damage` (the amount is its number of checked boxes, checked from
the first). After effects are applied, `write_resources` sets those fields through the
sheet API and saves the file atomically through the library.
"""

from __future__ import annotations

from collections.abc import Mapping

from gm_assistant.core.library import Library
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.sheet_values import ValueRefused
from gm_assistant.core.sheets import sheet_of
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["resource_fields", "write_resources"]


def resource_fields(ruleset: Ruleset) -> dict[str, str]:
    """Resource id -> the id of the sheet's number or track field that holds it (first one
    wins)."""
    if ruleset.sheet is None:
        return {}
    found: dict[str, str] = {}
    for spec in sheet_of(ruleset).fields.values():
        resource = getattr(spec.model, "resource", None)
        if spec.kind in ("number", "track") and resource is not None:
            found.setdefault(resource, spec.id)
    return found


def write_resources(library: Library, character_id: str, ruleset: Ruleset,
                    amounts: Mapping[str, int]) -> dict[str, tuple[int | None, int]]:
    """Set the sheet fields holding `amounts` (resource id -> amount) and save the file.

    Returns field id -> (before, after) for the fields that changed; the file is written
    only when something changed. Raises SheetError/OSError when the file cannot be read
    or saved, ValueRefused when a field refuses the amount.
    """
    fields = resource_fields(ruleset)
    wanted = {fields[r]: int(v) for r, v in amounts.items() if r in fields}
    if not wanted:
        return {}
    path = library.path_of(character_id)
    character = library.open(character_id)
    state = library.state(character, ruleset)
    changed: dict[str, tuple[int | None, int]] = {}
    for field_id, amount in wanted.items():
        if not state.template.uses(field_id):
            continue
        number = state.number(field_id)
        before = int(number) if number is not None else None
        if before == amount:
            continue
        if state.field(field_id).kind == "track":
            boxes = state.boxes(field_id) or 0
            if amount > boxes:
                raise ValueRefused(Message("PlayProblem", QT_TRANSLATE_NOOP(
                    "PlayProblem", "{field}: {amount} is more than the track's {boxes} boxes"),
                    field=state.field(field_id).label, amount=amount, boxes=boxes))
            state.set(field_id, [True] * amount + [False] * (boxes - amount))
        else:
            state.set(field_id, amount)
        changed[field_id] = (before, amount)
    if changed:
        library.save(character, path)
    return changed
