"""How sheet values read as text: numbers, options with rating and points, picks, tracks.

Shared by the form, the list tables and the printed sheets, so a value reads the same
everywhere. Nothing here works anything out: it formats what the core's SheetState holds.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from gm_assistant.core.rules.sheet_values import PICK_ENTRY
from gm_assistant.ui.i18n import localized

if TYPE_CHECKING:
    from gm_assistant.core.rules.compiled import ScaleInfo
    from gm_assistant.core.rules.model import ChoiceOption
    from gm_assistant.core.rules.sheet_compiled import FieldSpec
    from gm_assistant.core.sheets import SheetState

__all__ = [
    "EMPTY",
    "choice_from_text",
    "entry_title",
    "level_text",
    "number_text",
    "option_text",
    "pick_text",
    "points_text",
    "problem_place",
    "track_text",
    "value_text",
]

EMPTY = "–"
"""What an empty value shows."""

_DISPLAYED_CUSTOM = re.compile(r"^(?P<label>.+?)\s*\(\s*(?P<rating>[^,()]+?)\s*,\s*"
                               r"(?P<points>[+-]?\d+)\s*\)$")
_DISPLAYED_POINTS = re.compile(r"^(?P<label>.+?)\s*\(\s*(?P<points>[+-]?\d+)\s*\)$")
_PROBLEM_PATH = re.compile(r"^([a-z][a-z0-9_]*)(?:\[(\d+)\])?(?:\.([a-z][a-z0-9_]*))?$")

translate = QCoreApplication.translate


def level_text(scale: ScaleInfo, key: Any) -> str:
    """A level of a scale: `Medium`, `S (Superb)`, `+2 (Fair)`."""
    label = scale.labels.get(key, "")
    if not scale.numeric and label and str(key).casefold() == label.casefold():
        return label
    return scale.describe(key)


def number_text(value: Any) -> str:
    """A number as a GM writes it (`3`, `2.5`); the empty mark for None."""
    if value is None:
        return EMPTY
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, float):
        return localized("{value:g}", value=value)
    return str(value)


def points_text(points: int) -> str:
    """Signed points: `+4`, `-2`, `0`."""
    return f"{points:+d}" if points else "0"


def option_text(option: ChoiceOption | Mapping[str, Any]) -> str:
    """A choice as the sheet shows it: `eagle eye (S, +4)`, `Speed (1)`, `Art teacher`."""
    if isinstance(option, Mapping):
        label = str(option.get("label", ""))
        rating, points = option.get("rating"), option.get("points")
    else:
        label, rating, points = option.label, option.rating, option.points
    parts = []
    if rating is not None:
        parts.append(str(rating))
    if isinstance(points, int) and not isinstance(points, bool):
        parts.append(points_text(points) if rating is not None else str(points))
    return f"{label} ({', '.join(parts)})" if parts else label


def choice_from_text(spec: FieldSpec, text: str) -> Any:
    """What to store for text typed into a choice: an option's key, a custom entry written
    as the sheet shows it (`Juggler (T, +1)`, or `Paint doors (3)` for a choice without
    ratings), or the text itself for the core to read (`Juggler (T) 1`)."""
    typed = text.strip()
    for option in spec.options.values():
        if typed == option_text(option):
            return option.id
    found = spec.option(typed)
    if found is not None:
        return found.id
    match = _DISPLAYED_CUSTOM.match(typed)
    if match is not None and spec.scale is not None:
        return {"label": match["label"], "rating": match["rating"],
                "points": int(match["points"])}
    match = _DISPLAYED_POINTS.match(typed)
    if match is not None and spec.scale is None:
        return {"label": match["label"], "points": int(match["points"])}
    return typed


def track_text(value: Any, boxes: int | None = None) -> str:
    """Boxes as `☒☒☐`: checked ones first as stored, empty ones up to `boxes`."""
    checked = [bool(b) for b in value] if isinstance(value, list) else []
    count = max(len(checked), boxes or 0)
    checked.extend([False] * (count - len(checked)))
    return "".join("☒" if box else "☐" for box in checked) or EMPTY


def entry_title(state: SheetState, list_id: str, index: int) -> str:
    """A list entry as a pick names it: `Hobbies and skills 2: Cook (T, +1)`."""
    spec = state.spec.fields[list_id]
    entries = state.entries(list_id)
    title = f"{spec.label} {index + 1}"
    if spec.entry is None or not 0 <= index < len(entries):
        return translate("ValueText", "{entry} (missing)").format(entry=title)
    for sub in spec.entry.fields.values():
        value = entries[index].values.get(sub.id)
        if sub.is_input and value not in (None, "", []):
            return f"{title}: {value_text(sub, value)}"
    return title


def pick_text(state: SheetState, value: Any) -> str:
    """What a pick names: a field's label, or a list entry's title."""
    if not isinstance(value, str):
        return EMPTY
    match = PICK_ENTRY.match(value)
    if match is not None:
        return entry_title(state, match[1], int(match[2]))
    spec = state.spec.fields.get(value)
    return spec.label if spec is not None else value


def value_text(spec: FieldSpec, value: Any, state: SheetState | None = None) -> str:
    """Any stored or worked-out value of a field as one line of text."""
    if value is None or value == "":
        return EMPTY
    kind = spec.kind
    if kind == "choice":
        if isinstance(value, str):
            option = spec.options.get(value)
            return option_text(option) if option is not None else value
        if isinstance(value, Mapping):
            return option_text(value)
    if kind == "rating" and spec.scale is not None and value in spec.scale.numbers:
        return level_text(spec.scale, value)
    if kind == "pick":
        if state is not None:
            return pick_text(state, value)
        return str(value)
    if kind == "track":
        return track_text(value)
    if kind == "text":
        return str(value)
    return number_text(value) if isinstance(value, (int, float)) else str(value)


def problem_place(state: SheetState, where: str) -> str:
    """Where a problem is, in the sheet's words: `Skills 2 · Level`, `Approaches`."""
    match = _PROBLEM_PATH.match(where)
    if match is None:
        return where
    head, index, sub = match[1], match[2], match[3]
    spec = state.spec.fields.get(head)
    if spec is None:
        for section_id, label, _fields in state.spec.sections:
            if section_id == head:
                return label
        return translate("ValueText", "Template") if head == "template" else head
    parts = [spec.label if index is None else f"{spec.label} {int(index) + 1}"]
    if sub is not None:
        sub_spec = spec.entry.fields.get(sub) if spec.entry is not None else None
        parts.append(sub_spec.label if sub_spec is not None else sub)
    return " · ".join(parts)
