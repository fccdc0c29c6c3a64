"""The Table's columns share their height again when the ruleset changes (QA walk
x-54/x-55: after Riskbreaker -> AdOM at text size 1.25 in Spanish the roll log was left
below one row while the roller above it stretched past what its inputs need)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.ui.table.table_view import TableView
from tests.ui.area_walk import start_window, visit


def _natural(panel: QWidget) -> int:
    natural = panel.heightForWidth(panel.width()) if panel.hasHeightForWidth() else -1
    return natural if natural >= 0 else panel.sizeHint().height()


def test_switching_ruleset_shares_the_heights_again(qtbot: QtBot, tmp_path: Path) -> None:
    window = start_window(qtbot, tmp_path, "es", 1.25, ruleset="riskbreaker", view="table")
    table = visit(qtbot, window, "table")
    assert isinstance(table, TableView)
    window.resize(1280, 760)  # the log at its least height
    for _ in range(3):
        QApplication.processEvents()
    assert window.choose_ruleset("adom")
    table.roller.rng = random.Random(5)
    assert table.roller.roll() is not None  # a line in the log, wider than the log
    for _ in range(3):
        QApplication.processEvents()
    right = table.roller.parentWidget()
    assert right is not None
    roller, log = table.roller, table.log_panel
    view = log.view
    # The log keeps at least its header and one row in sight...
    assert view.height() >= view.minimumHeight() > 0
    assert view.viewport().height() >= view.verticalHeader().defaultSectionSize(), (
        view.viewport().height(), view.horizontalScrollBar().isVisible())
    # ...and the roller is no taller than its inputs need (the log has the rest).
    assert roller.height() <= max(_natural(roller), roller.minimumSizeHint().height()) + 2
