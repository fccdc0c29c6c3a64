"""Pydantic's validation errors worded as marked messages, so a hostile file's problems
read in the interface's language.

Pydantic words its errors in English only; each error also has a `type` and a `ctx` (the
limit that was broken, the tags that were expected). `validation_message` words the types
the app's models can raise from those, with a pattern marked for translation; a type not
in the table keeps pydantic's own English text (never hidden: the file, line and field
are still given by the caller).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["PATTERNS", "keyed_message", "validation_message"]

PATTERNS: dict[str, str] = {
    "missing": QT_TRANSLATE_NOOP("ValidationProblem", "a required key is missing"),
    "extra_forbidden": QT_TRANSLATE_NOOP("ValidationProblem", "this key is not allowed here"),
    "string_type": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be a valid string"),
    "string_too_short": QT_TRANSLATE_NOOP(
        "ValidationProblem", "String should have at least {min_length} character(s)"),
    "string_too_long": QT_TRANSLATE_NOOP(
        "ValidationProblem", "String should have at most {max_length} character(s)"),
    "string_pattern_mismatch": QT_TRANSLATE_NOOP(
        "ValidationProblem", "String should match pattern '{pattern}'"),
    "int_type": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be a valid integer"),
    "int_parsing": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be a valid integer (a whole number)"),
    "int_from_float": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be a valid integer, not a number with a fraction"),
    "int_parsing_size": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be a valid integer of a usable size"),
    "float_type": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be a valid number"),
    "float_parsing": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be a valid number"),
    "finite_number": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be a finite number"),
    "bool_type": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be a valid boolean (true or false)"),
    "bool_parsing": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be a valid boolean (true or false)"),
    "greater_than": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be greater than {gt}"),
    "greater_than_equal": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be greater than or equal to {ge}"),
    "less_than": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be less than {lt}"),
    "less_than_equal": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be less than or equal to {le}"),
    "multiple_of": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be a multiple of {multiple_of}"),
    "literal_error": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be {choices} or {last}"),
    "enum": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be {choices} or {last}"),
    "dict_type": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be a valid dictionary (a mapping of keys)"),
    "model_type": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be a valid dictionary (a mapping of keys)"),
    "model_attributes_type": QT_TRANSLATE_NOOP(
        "ValidationProblem", "Input should be a valid dictionary (a mapping of keys)"),
    "list_type": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be a valid list"),
    "tuple_type": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be a valid list"),
    "set_type": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be a valid list"),
    "frozen_set_type": QT_TRANSLATE_NOOP("ValidationProblem", "Input should be a valid list"),
    "too_short": QT_TRANSLATE_NOOP(
        "ValidationProblem",
        "should hold at least {min_length} item(s), not {actual_length}"),
    "too_long": QT_TRANSLATE_NOOP(
        "ValidationProblem",
        "should hold at most {max_length} item(s), not {actual_length}"),
    "union_tag_invalid": QT_TRANSLATE_NOOP(
        "ValidationProblem", "'{tag}' is not one of the kinds expected here: {expected_tags}"),
    "union_tag_not_found": QT_TRANSLATE_NOOP(
        "ValidationProblem", "the kind of entry cannot be told: it needs the key "
        "{discriminator}"),
    "value_error": QT_TRANSLATE_NOOP("ValidationProblem", "{error}"),
    "assertion_error": QT_TRANSLATE_NOOP("ValidationProblem", "{error}"),
}
"""A marked pattern for each pydantic error type the app's models raise, its
placeholders named after the error's `ctx` (or worked out from it)."""

FALLBACK = QT_TRANSLATE_NOOP("ValidationProblem", "{detail}")
"""An error type not in `PATTERNS`: pydantic's own (English) text."""


def _choices(expected: str) -> dict[str, str]:
    """`'a', 'b' or 'c'` (pydantic's English list) as the choices but the last, and the
    last (`'a', 'b'` and `'c'`)."""
    parts = [part for part in re.split(r", | or ", expected) if part]
    return {"choices": ", ".join(parts[:-1]), "last": parts[-1]} if len(parts) > 1 else {}


def _values(kind: str, ctx: Mapping[str, Any]) -> dict[str, Any]:
    if kind in ("value_error", "assertion_error"):
        error = ctx.get("error")
        text = message_of(error) if isinstance(error, BaseException) else str(error)
        return {"error": text}
    if kind in ("literal_error", "enum"):
        return _choices(str(ctx.get("expected", "")))
    return dict(ctx)


def validation_message(error: Mapping[str, Any]) -> str:
    """One pydantic error (an item of `ValidationError.errors()`) worded as a `Message`
    from its type and context; pydantic's own text for a type this app does not word."""
    kind = str(error.get("type", ""))
    pattern = PATTERNS.get(kind)
    ctx = error.get("ctx") or {}
    if kind in ("literal_error", "enum") and not _values(kind, ctx):
        pattern = QT_TRANSLATE_NOOP("ValidationProblem", "Input should be {expected}")
    if pattern is not None:
        values = _values(kind, ctx)
        names = {name for name in re.findall(r"{(\w+)", pattern)}
        if names <= set(values):
            # a pattern of the table (tests/core/test_core_messages_marked.py checks it)
            return Message("ValidationProblem", pattern,
                           **{name: values[name] for name in names})
    detail = str(error.get("msg", kind)).removeprefix("Value error, ")
    return Message("ValidationProblem", FALLBACK, detail=detail)


def keyed_message(error: Mapping[str, Any], key: object) -> str:
    """`validation_message`, naming `key` (the last part of the error's place) for an
    unknown or a missing key."""
    kind = error.get("type")
    if kind == "extra_forbidden":
        return Message("ValidationProblem", QT_TRANSLATE_NOOP(
            "ValidationProblem", "unknown key '{key}'"), key=key)
    if kind == "missing":
        return Message("ValidationProblem", QT_TRANSLATE_NOOP(
            "ValidationProblem", "missing required key '{key}'"), key=key)
    return validation_message(error)
