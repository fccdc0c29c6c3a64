"""A hit's log line shows its outcome whole (QA walk x-13/x-51: "Casilla de estrés 2: …"
beside an empty Notes; in Spanish Notes ran past a sideways scroll bar): Outcome takes
the room its text needs out of what the other columns leave, Notes the rest."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gm_assistant.ui.table.roll_log_panel import OUTCOME, TIME
from gm_assistant.ui.table.table_view import TableView

HIT = "Casilla de estrés 2: absorbe 2"


def test_a_hits_outcome_shows_whole_and_notes_stretch(
        table_at: Callable[[str], TableView]) -> None:
    from gm_assistant.core.play.session import LogEntry

    view = table_at("adom")
    log = view.log_panel.view
    view.log_model.append(LogEntry(time=datetime(2026, 11, 27, 16, 35, 48),
                                   who="Tiburón del cielo 1", check="Golpe",
                                   faces="2 (aumentos)", total="2", outcome_label=HIT,
                                   ruleset="adom"))
    for _ in range(3):
        QApplication.processEvents()
    needs = log.fontMetrics().horizontalAdvance(HIT)
    assert log.columnWidth(OUTCOME) >= needs
    assert not log.horizontalScrollBar().isVisible()
    last = log.model().columnCount() - 1
    assert log.columnWidth(last) >= log.horizontalHeader().sectionSizeFromContents(
        last).width()
    # Narrower than its text: Outcome gives way (cut in the middle: its start and end
    # stay; the tooltip has it whole) while Notes keeps its header's width.
    view.resize(1000, 860)
    for _ in range(3):
        QApplication.processEvents()
    assert log.columnWidth(OUTCOME) < needs
    headers = sum(log.horizontalHeader().sectionSizeFromContents(c).width()
                  for c in range(last + 1))
    assert headers < log.viewport().width()  # the headers fit: so do the columns
    assert not log.horizontalScrollBar().isVisible()
    assert log.columnWidth(last) >= log.horizontalHeader().sectionSizeFromContents(
        last).width()
    time = log.model().index(0, TIME).data()
    assert log.columnWidth(TIME) >= log.fontMetrics().horizontalAdvance(time)  # never cut
    assert log.textElideMode() == Qt.TextElideMode.ElideMiddle
    index = log.model().index(log.model().rowCount() - 1, OUTCOME)
    assert index.data(Qt.ItemDataRole.ToolTipRole) == HIT
