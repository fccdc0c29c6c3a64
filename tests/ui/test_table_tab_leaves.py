"""Tab leaves the Table's people list and its roll log (QA walk x-34/x-35: it cycled
through their cells for ever); the arrow keys still move between cells."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot

from gm_assistant.ui.table.table_view import TableView


def _tab_from(qtbot: QtBot, view: QTableView) -> None:
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    view.setCurrentIndex(view.model().index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_Tab)


def test_tab_leaves_the_people_list_and_the_roll_log(
        qtbot: QtBot, table_at: Callable[[str], TableView]) -> None:
    view = table_at("adom")
    view.seat_people([("Abigail Zhao", {}, None), ("Reth", {}, None)])
    view.roller.rng = random.Random(3)
    assert view.roller.roll() is not None  # a line in the roll log
    for table in (view.tracker.view, view.log_panel.view):
        assert table.model().rowCount() >= 1 and table.model().columnCount() >= 2
        _tab_from(qtbot, table)
        assert QApplication.focusWidget() is not table, table.objectName()
