"""The threat matrix names every defender in full over its column (on lines of its own
words), even with long names and large text; the attackers' names give them room."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.encounters.encounters_view import EncountersView


def test_every_defenders_name_fits_its_column(qtbot: QtBot,
                                              shipped_rulesets: dict[str, Ruleset]) -> None:
    view = EncountersView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view.set_ruleset(shipped_rulesets["adom"])  # Reth de la Resistencia andrali, sharks
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.forecast.matrix.isVisible(), timeout=120_000)
    matrix = view.forecast.matrix
    model, header = matrix.model(), matrix.horizontalHeader()
    metrics = header.fontMetrics()
    names = []
    for column in range(model.columnCount()):
        shown = str(model.headerData(column, Qt.Orientation.Horizontal))
        full = str(model.headerData(column, Qt.Orientation.Horizontal,
                                    Qt.ItemDataRole.ToolTipRole))
        assert shown.replace("\n", " ") == full  # every word, none cut
        widest = max(metrics.horizontalAdvance(line) for line in shown.split("\n"))
        assert widest <= header.sectionSize(column), (full, widest, header.sectionSize(column))
        names.append(full)
    assert "Reth de la Resistencia andrali" in names
