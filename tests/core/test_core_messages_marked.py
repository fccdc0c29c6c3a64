"""Every message the core gives a user is marked for translation, and Spanish has it.

An AST walk over gm_assistant/core finds each place a text meant for the user is made:
the message of a raised error, an error class's own message, a problem located in a file
(`Problem(...)`, `document.problem(...)`, `collector.add(...)`). Its text must not be a
plain string, an f-string or a `str(...)` of another error: those reach a Spanish GM in
English. A `Message(...)`, a `QT_TRANSLATE_NOOP(...)` pattern (`DiceNotationError`) or a
value passed on (a message made elsewhere, `message_of(error)`) is what it should be.
The exceptions are errors a user never sees (a misuse of the code), listed with why.

Then every pattern the core marks (`QT_TRANSLATE_NOOP`) has a finished Spanish translation
in resources/i18n/gm_assistant_es.ts with the same `{placeholders}`, and the table of
pydantic's error types words the errors pydantic really raises.
"""

from __future__ import annotations

import ast
import string
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Annotated, Any, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gm_assistant.core.rules.validation_text import (
    FALLBACK,
    PATTERNS,
    keyed_message,
    validation_message,
)
from gm_assistant.core.translatable import Message

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "gm_assistant" / "core"
SPANISH = ROOT / "resources" / "i18n" / "gm_assistant_es.ts"

NEVER_SHOWN: dict[tuple[str, str, str], str] = {
    ("conflict/chain.py", "ValueError", "the step from"):
        "a fight's step function that does not sum to 1 is a bug in the engine",
    ("conflict/encounter_recovery.py", "ValueError", "not a ruleset id:"):
        "the caller passes the id of a loaded ruleset; anything else is a misuse",
    ("conflict/estimate.py", "ValueError", "a share of no trials"):
        "an estimate of nothing: the callers never ask for it",
    ("conflict/estimate.py", "ValueError", "a mean of no values"):
        "an estimate of nothing: the callers never ask for it",
    ("house_rules.py", "KeyError", "no cell ("):
        "the chart editor asks only for the cells it shows",
    ("library/recovery.py", "ValueError", "not a recovery key:"):
        "the keys come from the recovery folder's own names",
}
"""Raised texts a user never sees: (file under core, error, start of the text) and why.
This list only shrinks (a test fails on an entry that no longer matches). An
`AssertionError` is never listed: it is the engine's check of its own invariants (a bug
when it fires), so its text is for developers and stays English."""

INVARIANT_CHECKS = {"AssertionError"}

_PROBLEM_CALLS = {"add": 1, "problem": 1, "key_problem": 1}


def _is_plain_text(node: ast.AST) -> bool:
    """A text made here in English: a literal, an f-string, a `+` of texts, `str(x)`,
    `"...".format(...)`."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and bool(node.value.strip())
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return _is_plain_text(node.left) or _is_plain_text(node.right)
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Name) and func.id == "str":  # another error's text
            return len(node.args) == 1 and isinstance(node.args[0], ast.Name) \
                and node.args[0].id in {"error", "err", "exc", "e"}
        if isinstance(func, ast.Attribute) and func.attr == "format":
            return _is_plain_text(func.value)
    return False


def _text_start(node: ast.AST) -> str:
    for part in ast.walk(node):
        if isinstance(part, ast.Constant) and isinstance(part.value, str):
            return part.value
        if isinstance(part, ast.FormattedValue):
            return "{" + ast.unparse(part.value) + "}"
    return ast.unparse(node)


def _name(func: ast.AST) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _user_texts(tree: ast.AST) -> list[tuple[str, ast.AST]]:
    """(the error or call, the text argument) of every place a user-facing text is made."""
    found: list[tuple[str, ast.AST]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            call = node.exc
            name = _name(call.func)
            args = call.args
            if len(args) >= 2 and isinstance(args[0], ast.Constant) \
                    and isinstance(args[0].value, int):
                found.append((name, args[1]))  # OSError(errno, text, file)
            elif len(args) >= 2 and isinstance(args[0], ast.Tuple):
                found.append((name, args[1]))  # SeatedFightError(where, text)
            elif args and name[:1].isupper():
                found.append((name, args[0]))
            else:  # a helper that makes the error: `raise _fail(raw, file, path, text)`
                found.extend((name, arg) for arg in args)
        elif isinstance(node, ast.Call):
            name = _name(node.func)
            if name == "__init__" and isinstance(node.func, ast.Attribute) \
                    and isinstance(node.func.value, ast.Call) \
                    and _name(node.func.value.func) == "super" and node.args:
                found.append(("super().__init__", node.args[0]))
            elif name in _PROBLEM_CALLS and isinstance(node.func, ast.Attribute) \
                    and len(node.args) == 2:
                found.append((name, node.args[1]))
            elif name == "Problem" and len(node.args) == 4:
                found.append((name, node.args[3]))
    return sorted(found, key=lambda pair: (pair[1].lineno, pair[1].col_offset))


def _plain_texts() -> list[tuple[str, str, str, int]]:
    """(file under core, error or call, start of the text, line) of each English text."""
    plain = []
    for path in sorted(CORE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for name, text in _user_texts(tree):
            if name not in INVARIANT_CHECKS and _is_plain_text(text):
                where = path.relative_to(CORE).as_posix()
                plain.append((where, name, _text_start(text), text.lineno))
    return plain


def _listed(where: str, name: str, start: str) -> tuple[str, str, str] | None:
    for key in NEVER_SHOWN:
        if key[:2] == (where, name) and start.startswith(key[2]):
            return key
    return None


def test_every_text_the_core_gives_a_user_is_a_marked_message() -> None:
    """A raised error's text, an error's own message and a located problem are marked
    patterns with their values; the English left is only in errors a user never sees."""
    plain = _plain_texts()
    unmarked = [f"{where}:{line}: {name}({start!r}...)" for where, name, start, line in plain
                if _listed(where, name, start) is None]
    assert not unmarked, "English text a user sees, not marked for translation:\n" + \
        "\n".join(unmarked)
    used = {_listed(where, name, start) for where, name, start, _ in plain}
    stale = [key for key in NEVER_SHOWN if key not in used]
    assert not stale, f"no longer raised: take them off NEVER_SHOWN: {stale}"


def test_the_walk_finds_the_texts_it_looks_for() -> None:
    """The walk itself: it flags a plain raise, an f-string problem and a str() of an
    error, and lets a Message, a marked pattern and a value passed on through."""
    tree = ast.parse("""
raise InputError(f"'{name}' is not a check")
raise InputError("the dice were rolled again")
raise InputError(str(error)) from None
raise _fail(raw, file, ("tags",), "expected a list of tags")
raise OSError(0, "not a regular file", str(path))
out.add(path, f"unknown chart '{chart}'")
Problem(file, 1, 1, "the file is empty")
super().__init__("Not saved")
raise InputError(Message("Ctx", QT_TRANSLATE_NOOP("Ctx", "{name}"), name=name))
raise DiceNotationError(QT_TRANSLATE_NOOP("DiceNotationError", "'{text}'"), text=text)
raise InputError(message_of(error)) from None
raise RulesetError(problems)
raise OSError(0, Message("Ctx", QT_TRANSLATE_NOOP("Ctx", "read-only")), str(path))
""")
    flagged = {text.lineno for _, text in _user_texts(tree) if _is_plain_text(text)}
    assert flagged == set(range(2, 10))


def _catalogue() -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(SPANISH)
    return {(context.findtext("name") or "", message.findtext("source") or ""):
            message.find("translation")  # type: ignore[misc]
            for context in root.iter("context") for message in context.iter("message")}


def _placeholders(pattern: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(pattern) if name}


def _marked_patterns() -> list[tuple[str, str, str]]:
    """(context, pattern, file:line) of every QT_TRANSLATE_NOOP call of the core."""
    marked = []
    for path in sorted(CORE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node.func) == "QT_TRANSLATE_NOOP" \
                    and path.name != "translatable.py":
                context, pattern = node.args
                assert isinstance(context, ast.Constant) and isinstance(pattern, ast.Constant)
                marked.append((context.value, pattern.value,
                               f"{path.relative_to(ROOT)}:{node.lineno}"))
    return marked


def test_every_marked_pattern_of_the_core_has_a_finished_spanish_wording() -> None:
    """Each pattern the core marks is in the Spanish catalogue, translated (not left
    unfinished), with the same placeholders: no core message reaches Spanish in English."""
    catalogue = _catalogue()
    marked = _marked_patterns()
    assert len(marked) > 450  # the engine's errors, the rulesets' problems, pydantic's
    for context, pattern, where in marked:
        found = catalogue.get((context, pattern))
        assert found is not None, f"{where}: not in {SPANISH.name}: {pattern!r}"
        assert found.get("type") is None and found.text, f"{where}: unfinished: {pattern!r}"
        assert _placeholders(found.text) == _placeholders(pattern), where


def test_the_table_of_pydantic_errors_is_marked_under_its_context() -> None:
    """validation_text.py's table: each pattern is a QT_TRANSLATE_NOOP literal under
    ValidationProblem (lupdate collects it, the message names the same context)."""
    marked = {(context, pattern) for context, pattern, _ in _marked_patterns()}
    for kind, pattern in [*PATTERNS.items(), ("fallback", FALLBACK)]:
        assert ("ValidationProblem", pattern) in marked, kind


class _Sword(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["sword"]
    edge: int = Field(ge=1, le=10)


class _Bow(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["bow"]
    reach: int


class _Sheet(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=8)
    level: int = Field(gt=0, lt=21)
    brave: bool = False
    stance: Literal["calm", "angry", "afraid"] = "calm"
    tags: list[str] = Field(default_factory=list, max_length=2)
    notes: dict[str, str] = Field(default_factory=dict)
    weapon: Annotated[_Sword | _Bow, Field(discriminator="kind")] | None = None
    weight: float = 0.0


def _errors(data: dict[str, Any]) -> list[dict[str, Any]]:
    with pytest.raises(ValidationError) as caught:
        _Sheet.model_validate(data)
    return [dict(item) for item in caught.value.errors()]


@pytest.mark.parametrize(("data", "kind", "english"), [
    ({"level": 3}, "missing", "a required key is missing"),
    ({"name": "A", "level": 3, "colour": 1}, "extra_forbidden",
     "this key is not allowed here"),
    ({"name": 7, "level": 3}, "string_type", "Input should be a valid string"),
    ({"name": "", "level": 3}, "string_too_short",
     "String should have at least 1 character(s)"),
    ({"name": "Aldebaran the Bold", "level": 3}, "string_too_long",
     "String should have at most 8 character(s)"),
    ({"name": "A", "level": "three"}, "int_parsing",
     "Input should be a valid integer (a whole number)"),
    ({"name": "A", "level": 2.5}, "int_from_float",
     "Input should be a valid integer, not a number with a fraction"),
    ({"name": "A", "level": [3]}, "int_type", "Input should be a valid integer"),
    ({"name": "A", "level": 0}, "greater_than", "Input should be greater than 0"),
    ({"name": "A", "level": 21}, "less_than", "Input should be less than 21"),
    ({"name": "A", "level": 3, "brave": "perhaps"}, "bool_parsing",
     "Input should be a valid boolean (true or false)"),
    ({"name": "A", "level": 3, "stance": "bored"}, "literal_error",
     "Input should be 'calm', 'angry' or 'afraid'"),
    ({"name": "A", "level": 3, "tags": "x"}, "list_type", "Input should be a valid list"),
    ({"name": "A", "level": 3, "tags": ["a", "b", "c"]}, "too_long",
     "should hold at most 2 item(s), not 3"),
    ({"name": "A", "level": 3, "notes": [1]}, "dict_type",
     "Input should be a valid dictionary (a mapping of keys)"),
    ({"name": "A", "level": 3, "weapon": {"kind": "axe"}}, "union_tag_invalid",
     "'axe' is not one of the kinds expected here: 'sword', 'bow'"),
    ({"name": "A", "level": 3, "weapon": {"edge": 2}}, "union_tag_not_found",
     "the kind of entry cannot be told: it needs the key 'kind'"),
    ({"name": "A", "level": 3, "weapon": {"kind": "sword", "edge": 11}},
     "less_than_equal", "Input should be less than or equal to 10"),
    ({"name": "A", "level": 3, "weapon": {"kind": "sword", "edge": 0}},
     "greater_than_equal", "Input should be greater than or equal to 1"),
    ({"name": "A", "level": 3, "weight": "heavy"}, "float_parsing",
     "Input should be a valid number"),
])
def test_pydantic_errors_are_worded_from_their_type_and_limits(
        data: dict[str, Any], kind: str, english: str) -> None:
    """The errors pydantic raises, one of each type the table words: the message is
    the table's pattern (never the fallback) filled with the error's limits."""
    errors = _errors(data)
    assert [error["type"] for error in errors] == [kind]
    message = validation_message(errors[0])
    assert isinstance(message, Message) and message.context == "ValidationProblem"
    assert message.pattern == PATTERNS[kind]
    assert message == english


def test_an_error_type_outside_the_table_keeps_pydantic_text_and_is_not_hidden() -> None:
    """A type the table does not word reads as pydantic words it (still located by the
    caller); a check's own ValueError keeps its own message."""
    error = {"type": "uuid_parsing", "loc": ("id",), "msg": "Input should be a valid UUID",
             "input": "x", "ctx": {"error": "invalid character"}}
    message = validation_message(error)
    assert isinstance(message, Message) and message.pattern == FALLBACK
    assert message == "Input should be a valid UUID"
    inner = Message("RulesetProblem", "min ({min}) is larger than max ({max})", min=4, max=2)
    raised = {"type": "value_error", "loc": ("range",), "msg": f"Value error, {inner}",
              "input": {}, "ctx": {"error": ValueError(inner)}}
    worded = validation_message(raised)
    assert worded == "min (4) is larger than max (2)" and worded.values["error"] is inner
    assert keyed_message({"type": "missing"}, "id") == "missing required key 'id'"
    assert keyed_message({"type": "extra_forbidden"}, "colour") == "unknown key 'colour'"
