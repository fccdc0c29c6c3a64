"""A hit's size is never a number followed by the ruleset's unit: the ruleset gives one
word for every count (AdOM's `aumentos`), so "1 aumentos" would be wrong. The unit is
shown in brackets after the count, in English and Spanish."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.table.table_view import TableView

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples" / "adom"
COUNTED_UNIT = re.compile(r"\d\s*aumentos")


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_hit_of_one_shift_reads_without_a_counted_unit(
        qtbot: QtBot, table_at: Callable[[str], TableView], language: str) -> None:
    apply_language(language)
    view = table_at("adom")
    Library().import_file(SAMPLES / "abigail-zhao.yaml")
    view.add_from_library()
    # Skill +1 against defence 1, the dice +1: total 2, one shift.
    view.set_who("Bo")
    view.lookup.select_check("attack", {"skill": 1, "difficulty": 1})
    view.lookup.set_faces({"roll": 1})
    view.lookup.look_up()
    pending = view.hits.pending
    assert pending is not None and pending.amount == 1
    texts = {"pending": view.log_model.entries[-1].notes}

    view.hits.last_target = "Abigail Zhao"
    dialog = view.hits.open_dialog()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.amount_spin.value() == 1
    texts["amount box"] = dialog.amount_spin.text()
    dialog.amount_spin.setValue(99)  # more than anything on her sheet absorbs
    texts["no way"] = dialog.message.text()
    dialog.amount_spin.setValue(4)
    dialog.options_list.setCurrentRow(0)  # box 2 + a mild consequence
    edit = dialog.findChild(QLineEdit, "hit_text_mild")
    assert edit is not None
    texts["sheet text"] = edit.placeholderText()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    entry = view.log_model.entries[-1]
    texts["log"] = entry.faces
    texts["undo"] = view.undo_stack.undoText()

    for where, text in texts.items():
        assert not COUNTED_UNIT.search(text), (where, text)
        assert "(aumentos)" in text, (where, text)
    assert texts["amount box"] == "1 (aumentos)"
    assert texts["log"] == "4 (aumentos)"
    assert texts["undo"] == {"en": "Golpe: 4 (aumentos) to Abigail Zhao",
                             "es": "Golpe: 4 (aumentos) a Abigail Zhao"}[language]
    assert '"Golpe: 4 (aumentos)"' in texts["sheet text"] or \
        "«Golpe: 4 (aumentos)»" in texts["sheet text"]
