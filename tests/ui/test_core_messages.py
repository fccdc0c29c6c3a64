"""The core's messages in the interface's language: a sheet problem or a refused total is
worded in Spanish from its pattern, with the same values; the English text is unchanged."""

from __future__ import annotations

import string
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from gm_assistant.core.errors import InputError
from gm_assistant.core.play.shown_dice import read_shown
from gm_assistant.core.rules.sheet_values import ValueRefused
from gm_assistant.core.translatable import Message
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.errors import error_text, message_text
from gm_assistant.ui.i18n import apply_language

ROOT = Path(__file__).resolve().parents[2]
SPANISH = ROOT / "resources" / "i18n" / "gm_assistant_es.ts"


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")
    assert wait_for_workers(30)


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_core_message_pattern_has_a_spanish_wording_with_the_same_values() -> None:
    from tests.core.test_translatable import _message_calls

    translations = {
        (context.findtext("name"), message.findtext("source")): message.find("translation")
        for context in ET.parse(SPANISH).iter("context") for message in context.iter("message")}
    for _, call in _message_calls():
        context = call.args[0].value  # type: ignore[attr-defined]
        pattern = call.args[1].args[1].value  # type: ignore[attr-defined]
        found = translations.get((context, pattern))
        assert found is not None and found.get("type") is None and found.text, pattern
        assert _placeholders(found.text) == _placeholders(pattern), pattern


def test_a_sheet_problem_and_a_refused_total_read_in_spanish() -> None:
    required = Message("SheetProblem", "{field} is required", field="Prime characteristic")
    kept = Message("SheetProblem", "{reason} (kept as written, not used)", reason=Message(
        "SheetProblem", "{field}: expected text", field="Name"))
    with pytest.raises(InputError) as refused:
        read_shown("99", "2d6", 2, 12)
    assert message_text(required) == "Prime characteristic is required"
    assert apply_language("es") == ""
    assert message_text(required) == "Prime characteristic es obligatorio"
    assert message_text(kept) == "Name: se esperaba texto (se conserva tal cual, no se usa)"
    assert error_text(refused.value) == "99 no puede salir en 2d6 (de 2 a 12)"
    assert error_text(ValueRefused(kept)) == message_text(kept)
    assert str(refused.value) == "99 cannot be rolled on 2d6 (from 2 to 12)"
    assert message_text("a ruleset's own words") == "a ruleset's own words"
