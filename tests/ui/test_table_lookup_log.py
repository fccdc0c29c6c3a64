"""The roll log's line for physical dice looked up: the faces as they were typed, and
its note that the dice were the table's said in the language shown when it is read."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.core.play.session import (
    LOG_COLUMNS,
    TableSession,
    parse_session,
    save_session,
)
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.table.table_view import TableView

TITLES = [title for _, title in LOG_COLUMNS]


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")


def _row(view: TableView) -> dict[str, str]:
    model = view.log_model
    row = model.rowCount() - 1
    return {title: model.index(row, column).data(Qt.ItemDataRole.DisplayRole)
            for column, title in enumerate(TITLES)}


def test_fate_dice_typed_face_by_face_are_logged_face_by_face(
        qtbot: QtBot, table_at: Callable[[str], TableView]) -> None:
    """AdOM's 4dF typed `+ + 0 -`: the faces column shows the four faces (as the
    roller's lines do), Dice their sum 1+1+0-1 = 1, Total the check's (1 + skill 2)."""
    view = table_at("adom")
    view.lookup.select_check("overcome", {"skill": 2, "difficulty": 0})
    edit = view.lookup.dice_edits["roll"]
    edit.setText("+ + 0 -")
    view.lookup.look_up()
    row = _row(view)
    assert row["Faces"] == "+ + 0 −"
    assert (row["Dice"], row["Total"]) == ("1", "3")
    edit.setText("1")  # a total typed: the total is what the table showed
    view.lookup.look_up()
    assert _row(view)["Faces"] == "1"


def test_the_table_dice_note_is_said_in_the_language_shown(
        qtbot: QtBot, table_at: Callable[[str], TableView], tmp_path: Path) -> None:
    """The line is written in English, saved and read back, then shown in Spanish."""
    view = table_at("adom")
    view.lookup.select_check("overcome", {"skill": 2, "difficulty": 0})
    view.lookup.dice_edits["roll"].setText("0")
    view.lookup.look_up()
    assert _row(view)["Notes"] == "Margen 2; table dice"  # the dice 0 + skill 2
    path = tmp_path / "session.json"
    save_session(path, TableSession(log=list(view.log_model.entries)))
    entry = parse_session(path.read_bytes()).log[-1]
    assert "table dice" not in entry.notes  # kept as what it is, not as words
    apply_language("es")
    assert _row(view)["Notes"] == "Margen 2; dados de la mesa"
    assert "table dice" not in _row(view)["Notes"]
