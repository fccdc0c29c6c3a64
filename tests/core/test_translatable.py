"""Messages the core words for the screen: each a marked pattern with its values, so the
interface can translate it while the command line prints the English text."""

from __future__ import annotations

import ast
import pickle
import string
from pathlib import Path

import pytest

from gm_assistant.core.errors import InputError
from gm_assistant.core.library import open_character
from gm_assistant.core.play.shown_dice import read_shown
from gm_assistant.core.rules import load_ruleset
from gm_assistant.core.rules.sheet_values import ValueRefused
from gm_assistant.core.sheets import SheetState
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "gm_assistant" / "core"


def _message_calls() -> list[tuple[Path, ast.Call]]:
    """Every `Message(...)` of the core that marks its own pattern. Left out: the class
    itself (it rebuilds unpickled ones) and validation_text.py's messages worded from its
    table of marked patterns (tests/core/test_core_messages_marked.py checks the table)."""
    calls = []
    for path in sorted(CORE.rglob("*.py")):
        if path.name == "translatable.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id == "Message":
                if path.name == "validation_text.py" and len(node.args) == 2 \
                        and isinstance(node.args[1], ast.Name):
                    continue
                calls.append((path, node))
    return calls


def _placeholders(pattern: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(pattern) if name}


def test_every_core_message_marks_its_pattern_under_the_context_it_keeps() -> None:
    """lupdate reads the context in QT_TRANSLATE_NOOP, the interface the one the message
    keeps: a message whose two differ would never be translated. Its values name exactly
    the pattern's placeholders."""
    calls = _message_calls()
    assert len(calls) >= 40  # the sheet's problems, the typed dice, the session file
    for path, call in calls:
        where = f"{path.relative_to(ROOT)}:{call.lineno}"
        context, pattern = call.args
        assert isinstance(context, ast.Constant) and isinstance(context.value, str), where
        assert isinstance(pattern, ast.Call) and isinstance(pattern.func, ast.Name), where
        assert pattern.func.id == "QT_TRANSLATE_NOOP", where
        marked_context, text = (arg.value for arg in pattern.args)  # type: ignore[attr-defined]
        assert marked_context == context.value, where
        assert {k.arg for k in call.keywords} == _placeholders(text), where


def test_a_message_is_its_english_text_and_keeps_pattern_and_values() -> None:
    message = Message("Ctx", QT_TRANSLATE_NOOP("Ctx", "{field} is {value}"), field="Body",
                      value=3)
    assert message == "Body is 3" and isinstance(message, str)
    assert (message.context, message.pattern, dict(message.values)) == (
        "Ctx", "{field} is {value}", {"field": "Body", "value": 3})
    again = pickle.loads(pickle.dumps(message))
    assert again == message and again.pattern == message.pattern
    assert again.values == message.values and again.context == "Ctx"


def test_message_of_gives_back_the_message_an_error_was_raised_with() -> None:
    inner = Message("Ctx", "{n} boxes", n=2)
    assert message_of(ValueRefused(inner)) is inner
    assert message_of(ValueError("plain")) == "plain"
    assert not isinstance(message_of(ValueError("plain")), Message)


def test_a_required_field_is_a_message_with_the_label_as_its_value() -> None:
    maofa = load_ruleset(ROOT / "rulesets" / "maofa.yaml")
    sample = ROOT / "resources" / "samples" / "maofa"
    state = SheetState(maofa, open_character(next(iter(sorted(sample.glob("*.yaml"))))))
    state.clear("prime")
    problem = next(p for p in state.problems if p.field == "prime")
    assert problem.message == "Prime characteristic is required"
    assert isinstance(problem.message, Message)
    assert problem.message.pattern == "{field} is required"
    assert problem.message.values == {"field": "Prime characteristic"}


def test_a_refused_value_inside_a_problem_stays_a_message() -> None:
    maofa = load_ruleset(ROOT / "rulesets" / "maofa.yaml")
    sample = ROOT / "resources" / "samples" / "maofa"
    state = SheetState(maofa, open_character(next(iter(sorted(sample.glob("*.yaml"))))))
    with pytest.raises(ValueRefused) as refused:
        state.set("prime", "nowhere", text=True)
    message = message_of(refused.value)
    assert isinstance(message, Message)
    assert message.pattern == "{field}: expected one of {fields} (or an entry such as list[0])"


def test_a_total_typed_for_dice_is_refused_with_a_message() -> None:
    with pytest.raises(InputError) as refused:
        read_shown("99", "2d6", 2, 12)
    message = message_of(refused.value)
    assert message == "99 cannot be rolled on 2d6 (from 2 to 12)"
    assert isinstance(message, Message) and message.values["total"] == 99
