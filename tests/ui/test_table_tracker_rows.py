"""The tracker's rows at a larger text size (QA walk, x-61/x-63/x-71): a "Hits taken"
cell whose glance wraps makes its row tall enough for every wrapped line, so the marked
boxes at the end ("3☒") are not cut off."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.resource_tracker_model import HARM_COLUMN, ResourceTrackerModel
from gm_assistant.ui.table.resource_tracker_panel import ResourceTrackerPanel

GLANCE = ("Casilla de estrés 1☐ 2☐ 3☒ · Leve (Mild): Tobillo torcido · "
          "Moderada (Moderate): — · Grave (Severe): —")


def test_a_row_fits_its_wrapped_hits_at_text_size_1_25(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    model = ResourceTrackerModel()
    panel = ResourceTrackerPanel(model)
    qtbot.addWidget(panel)
    panel.resize(520, 400)
    panel.set_ruleset(shipped_rulesets["adom"])
    model.add_people({"Abigail Zhao": {}, "Tiburón del cielo": {}})
    model.set_harm_texts({"Abigail Zhao": GLANCE, "Tiburón del cielo": "1☐"})
    panel.show()
    qtbot.waitExposed(panel)
    font = panel.font()
    font.setPointSizeF(font.pointSizeF() * 1.25)
    panel.setFont(font)

    view = panel.view
    column = 1 + [c.key for c in model.columns].index(HARM_COLUMN)
    metrics = QFontMetrics(view.font())
    # The text's room in its cell: the column less the style's margins on both sides.
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin,
                                      QStyleOptionViewItem(), view) + 1
    room = view.columnWidth(column) - 2 * margin

    def wrapped(text: str) -> int:
        return metrics.boundingRect(QRect(0, 0, room, 10_000),
                                    int(Qt.TextFlag.TextWordWrap), text).height()

    def fits() -> bool:
        return view.rowHeight(0) >= wrapped(GLANCE) and view.rowHeight(1) >= wrapped("1☐")

    assert wrapped(GLANCE) > 2 * metrics.height()  # the glance takes three lines or more
    qtbot.waitUntil(fits)
    assert view.rowHeight(1) < view.rowHeight(0)  # one line: a row of its own height

    panel.resize(900, 400)  # a wider column: fewer lines, the rows follow
    qtbot.waitUntil(lambda: view.columnWidth(column) > room + 2 * margin)
    room = view.columnWidth(column) - 2 * margin
    qtbot.waitUntil(fits)
