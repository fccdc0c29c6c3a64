"""The roll log at a larger text size (issue 23, item 8): after the text size grows (as
Preferences or View > Larger text make it), every column but Notes is as wide as its
widest text measured with the new font (up to the log's cap of 24 average characters,
beyond which the tooltip has the rest), so the outcome is not cut."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from gm_assistant.core.play.session import LogEntry
from gm_assistant.ui.table.roll_log_model import RollLogModel
from gm_assistant.ui.table.roll_log_panel import RollLogPanel

ENTRIES = [
    LogEntry(datetime(2026, 11, 27, 21, 5, 9), who="Margot Delacroix", check="Skill test",
             faces="5, 6", dice="11", total="11", outcome="better_next_time",
             outcome_label="Mejor la próxima vez"),
    LogEntry(datetime(2026, 11, 27, 21, 6, 0), who="Souvenir thief 2", check="Attack",
             faces="1, 1", total="2", outcome="out_of_luck", outcome_label="Sin suerte"),
]


def test_columns_grow_with_the_text_size(qtbot: QtBot) -> None:
    model = RollLogModel()
    panel = RollLogPanel(model)
    qtbot.addWidget(panel)
    panel.resize(1100, 400)
    for entry in ENTRIES:
        model.append(entry)
    panel.show()
    qtbot.waitExposed(panel)

    before = QFontMetrics(panel.view.font())
    font = panel.font()
    font.setPointSizeF(font.pointSizeF() * 1.25)
    panel.setFont(font)

    metrics = QFontMetrics(panel.view.font())
    assert metrics.horizontalAdvance(ENTRIES[0].outcome_label) > before.horizontalAdvance(
        ENTRIES[0].outcome_label)
    cap = metrics.averageCharWidth() * 24
    for column in range(model.columnCount() - 1):
        texts = [entry.cells()[column] for entry in ENTRIES]
        texts.append(str(model.headerData(column, Qt.Orientation.Horizontal)))
        needed = min(max(metrics.horizontalAdvance(text) for text in texts), cap)
        assert panel.view.columnWidth(column) >= needed, (column, texts)
