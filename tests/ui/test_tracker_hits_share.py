"""The tracker's Hits taken column gets a share of the width (QA walk x-43: Riskbreaker at
text size 1.25 in Spanish, "Kill Damage box ☐☐☐☐☐" on 4 lines of a 75 px column, 3 of 5
people in sight): a slot and its boxes fit on two lines at most."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, Qt
from pytestqt.qtbot import QtBot

from gm_assistant.ui.table.resource_tracker_model import HARM_COLUMN
from gm_assistant.ui.table.table_view import TableView
from tests.ui.area_walk import seat_sample_encounter, start_window, visit


def test_the_hits_column_keeps_a_glance_on_two_lines(qtbot: QtBot, tmp_path: Path) -> None:
    window = start_window(qtbot, tmp_path, "es", 1.25, ruleset="riskbreaker",
                          view="encounters")
    window.resize(1400, 950)
    seated = seat_sample_encounter(qtbot, window)
    table = visit(qtbot, window, "table")
    assert isinstance(table, TableView)
    model, view = table.tracker_model, table.tracker.view
    column = 1 + [c.key for c in model.columns].index(HARM_COLUMN)
    width = view.columnWidth(column)
    metrics = view.fontMetrics()
    for row, name in enumerate(model.people):
        assert name in seated
        text = str(model.index(row, column).data())
        assert "☐" in text
        # The cell's text as it wraps in the column (less a margin for the cell's padding).
        lines = metrics.boundingRect(QRect(0, 0, width - 8, 10_000),
                                     int(Qt.TextFlag.TextWordWrap), text).height()
        assert lines <= 2 * metrics.lineSpacing(), (name, text, width)
