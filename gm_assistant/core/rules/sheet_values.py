"""What each kind of sheet field accepts, and how its value stands in formulas.

Stored values (in character files and template defaults) are plain YAML data:

- text: a string;  number: a whole number;  rating: a level key of the field's scale;
- choice: the option's key (its label when it has none), or for a custom entry a mapping
  `{label, rating, points, detail}`;
- pick: the id of a picked field, or `list[index]` for an entry of a list;
- track: a list of booleans, one per box (a plain count is read as the first boxes, and
  `true`/`false` as a one-box track);
- list: a list of mappings, one per entry, keyed by subfield id.

`normalize` turns raw data (or, with `text=True`, what a user typed) into that form or
raises `ValueRefused` with a message a GM can act on. Bounds are not refused there: a value
outside them is a *problem* of the sheet (`bounds_problem`), because prep is messy and a
sheet may be saved with problems. Only the command line refuses out-of-bounds values.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from gm_assistant.core.errors import SheetError
from gm_assistant.core.rules.sheet_compiled import FieldSpec
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = [
    "PICK_ENTRY",
    "ValueRefused",
    "bounds_problem",
    "is_empty",
    "normalize",
    "not_whole",
    "numeric",
    "read_only",
]

PICK_ENTRY = re.compile(r"^([a-z][a-z0-9_]*)\[(\d{1,4})\]$")
"""A pick of a list entry: `hobbies[2]` (entries count from 0)."""

_CUSTOM_TEXT = re.compile(r"^(?P<label>.+?)\s*\((?P<rating>[^()]+)\)\s*(?P<points>[+-]?\d+)?$")
_TRUE_TEXT = {"x", "X", "1", "*", "#", "v"}
_FALSE_TEXT = {".", "o", "O", "0", "_", "-", " "}
MAX_ENTRIES = 1000


class ValueRefused(SheetError):
    """A value a field cannot hold (wrong type, unknown option, bad level)."""


def not_whole(label: str, raw: Any) -> Message:
    """The refusal of `raw` for a field of whole numbers."""
    return Message("SheetProblem", QT_TRANSLATE_NOOP(
        "SheetProblem", "{field}: expected a whole number, not {raw}"), field=label,
        raw=repr(raw))


def read_only(label: str) -> Message:
    """The refusal of a value for a field the sheet works out itself."""
    return Message("SheetProblem", QT_TRANSLATE_NOOP(
        "SheetProblem", "{field} is worked out from other values (read-only)"), field=label)


def is_empty(value: Any) -> bool:
    """True for a value that means "nothing written here yet"."""
    return value is None or value == "" or value == [] or value == {}


def _whole(raw: Any, field: FieldSpec, text: bool) -> int:
    if isinstance(raw, bool):
        raise ValueRefused(not_whole(field.label, raw))
    if isinstance(raw, int):
        return raw
    if isinstance(raw, float) and raw.is_integer():
        return int(raw)
    if text and isinstance(raw, str):
        try:
            return int(raw.strip())
        except ValueError:
            pass
    raise ValueRefused(not_whole(field.label, raw))


def _level(raw: Any, field: FieldSpec, text: bool) -> str | int:
    scale = field.scale
    assert scale is not None
    if isinstance(raw, (str, int)) and not isinstance(raw, bool):
        if raw in scale.numbers:
            return raw
        found = scale.find(str(raw))
        if found is not None:
            return found
    shown = ", ".join(str(k) for k in scale.keys[:12])
    more = ", ..." if len(scale.keys) > 12 else ""
    raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
        "{field}: '{raw}' is not a level of {scale} ({levels})"), field=field.label, raw=raw,
        scale=scale.label, levels=shown + more))


def _custom(raw: Any, field: FieldSpec, text: bool) -> dict[str, Any]:
    if text and isinstance(raw, str):
        match = _CUSTOM_TEXT.match(raw.strip())
        if match is None:
            raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
                "{field}: a custom entry is written 'Label (R) points'"), field=field.label))
        raw = {"label": match["label"], "rating": match["rating"]}
        if match["points"] is not None:
            raw["points"] = int(match["points"])
    if not isinstance(raw, Mapping):
        raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
            "{field}: expected an option or a custom entry"), field=field.label))
    unknown = set(raw) - {"label", "rating", "points", "detail"}
    if unknown:
        raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
            "{field}: a custom entry has label, rating, points and detail, not {keys}"),
            field=field.label, keys=", ".join(sorted(map(str, unknown)))))
    label = raw.get("label")
    if not isinstance(label, str) or not label.strip():
        raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
            "{field}: a custom entry needs a label"), field=field.label))
    result: dict[str, Any] = {"label": label.strip()}
    if raw.get("rating") is not None:
        if field.scale is not None:
            result["rating"] = _level(raw["rating"], field, True)
        else:
            result["rating"] = str(raw["rating"])
    if raw.get("points") is not None:
        result["points"] = _whole(raw["points"], field, text)
    if raw.get("detail") is not None:
        result["detail"] = str(raw["detail"])
    return result


def _choice(raw: Any, field: FieldSpec, text: bool) -> str | dict[str, Any]:
    if isinstance(raw, str):
        option = field.option(raw)
        if option is not None:
            return option.id
        if not (field.model.custom and text):
            labels = [o.label for o in list(field.options.values())[:8]]
            more = ", ..." if len(field.options) > 8 else ""
            if field.model.custom:
                raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
                    "{field}: '{raw}' is not one of the options: {options} (or a custom "
                    "entry 'Label (R) points')"), field=field.label, raw=raw,
                    options="; ".join(labels) + more))
            raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
                "{field}: '{raw}' is not one of the options: {options}"),
                field=field.label, raw=raw, options="; ".join(labels) + more))
    if not field.model.custom:
        raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
            "{field}: pick one of the options (no custom entries)"), field=field.label))
    return _custom(raw, field, text)


def _track(raw: Any, field: FieldSpec, text: bool) -> list[bool]:
    if isinstance(raw, bool):  # a one-box track written as a yes/no
        return [raw]
    if isinstance(raw, list):
        if len(raw) > MAX_ENTRIES or not all(isinstance(b, bool) for b in raw):
            raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
                "{field}: expected a list of true/false, one per box"), field=field.label))
        return list(raw)
    if text and isinstance(raw, str) and raw and not raw.strip().lstrip("+-").isdigit():
        boxes = []
        for char in raw.strip("[]"):
            if char in _TRUE_TEXT:
                boxes.append(True)
            elif char in _FALSE_TEXT:
                boxes.append(False)
            elif char != ",":
                raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
                    "{field}: write boxes as x (checked) and . (empty), or the number of "
                    "checked boxes"), field=field.label))
        return boxes
    count = _whole(raw, field, text)
    if not 0 <= count <= MAX_ENTRIES:
        raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
            "{field}: {count} is not a number of boxes"), field=field.label, count=count))
    return [True] * count


def _pick(raw: Any, field: FieldSpec) -> str:
    if isinstance(raw, str):
        value = raw.strip()
        if value in field.pick_from:
            return value
        match = PICK_ENTRY.match(value)
        if match is not None and match[1] in field.pick_from:
            return value
    raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
        "{field}: expected one of {fields} (or an entry such as list[0])"),
        field=field.label, fields=", ".join(field.pick_from)))


def _entries(raw: Any, field: FieldSpec, text: bool) -> list[dict[str, Any]]:
    entry = field.entry
    assert entry is not None
    if not isinstance(raw, list) or len(raw) > MAX_ENTRIES:
        raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
            "{field}: expected a list of entries"), field=field.label))
    result = []
    for position, item in enumerate(raw):
        if not isinstance(item, Mapping):
            raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
                "{field} entry {number}: expected a mapping of {subfields}"),
                field=field.label, number=position + 1,
                subfields=", ".join(k for k, f in entry.fields.items() if f.is_input)))
        cleaned: dict[str, Any] = {}
        for key, value in item.items():
            sub = entry.fields.get(str(key))
            if sub is None or not sub.is_input or is_empty(value):
                cleaned[str(key)] = value  # unknown keys are kept, and reported as problems
                continue
            try:
                cleaned[str(key)] = normalize(sub, value, text=text)
            except ValueRefused as error:
                raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
                    "{field} entry {number}: {reason}"), field=field.label,
                    number=position + 1, reason=message_of(error))) from None
        result.append(cleaned)
    return result


def normalize(field: FieldSpec, raw: Any, *, text: bool = False) -> Any:
    """The stored form of `raw` for `field`; raises ValueRefused when it cannot hold it.

    With `text=True`, `raw` is what a user typed: "3" is a number, "Strong" a level,
    "xx." a track with two checked boxes, "Juggler (T) 1" a custom choice.
    """
    kind = field.kind
    if kind == "text":
        if isinstance(raw, (dict, list)):
            raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
                "{field}: expected text"), field=field.label))
        value = str(raw)
        if len(value) > 4000:
            raise ValueRefused(Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem",
                "{field}: text longer than 4000 characters"), field=field.label))
        return value
    if kind == "number":
        return _whole(raw, field, text)
    if kind == "choice":
        return _choice(raw, field, text)
    if kind == "rating":
        return _level(raw, field, text)
    if kind == "pick":
        return _pick(raw, field)
    if kind == "track":
        return _track(raw, field, text)
    if kind == "list":
        return _entries(raw, field, text)
    raise ValueRefused(read_only(field.label))


def bounds_problem(field: FieldSpec, value: Any) -> str | None:
    """What is wrong with a well-typed value of `field` (outside its bounds), if anything."""
    model = field.model
    if field.kind == "number" and isinstance(value, int):
        low, high = model.min, model.max
        if low is not None and value < low:
            return Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "{field} is {value}, below the minimum {low}"),
                field=field.label, value=value, low=low)
        if high is not None and value > high:
            return Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "{field} is {value}, above the maximum {high}"),
                field=field.label, value=value, high=high)
    if field.kind == "list" and isinstance(value, list):
        if len(value) < model.min:
            return Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "{field}: at least {low} needed, {count} written"),
                field=field.label, low=model.min, count=len(value))
        if model.max is not None and len(value) > model.max:
            return Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "{field}: at most {high} allowed, {count} written"),
                field=field.label, high=model.max, count=len(value))
    return None


def numeric(field: FieldSpec, value: Any) -> int | None:
    """What a stored input value stands for in formulas; None when unknown.

    A number is itself, a rating its level's number, a choice its points (0 while nothing
    is chosen: nothing picked costs nothing), a track its checked boxes. Picks and derived
    values are worked out by the engine, not here.
    """
    kind = field.kind
    if kind == "number":
        return value if isinstance(value, int) and not isinstance(value, bool) else None
    if kind == "rating":
        if field.scale is None or value is None or isinstance(value, bool):
            return None
        return field.scale.numbers.get(value)
    if kind == "choice":
        if isinstance(value, str):
            option = field.options.get(value)
            return option.points or 0 if option is not None else 0
        if isinstance(value, Mapping):
            points = value.get("points")
            return points if isinstance(points, int) and not isinstance(points, bool) else 0
        return 0
    if kind == "track":
        return sum(1 for box in value if box is True) if isinstance(value, list) else 0
    return None
