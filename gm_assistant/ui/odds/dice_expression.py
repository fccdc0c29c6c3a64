"""DiceExpressionDialog: any dice expression (`4d6kh3`, `3d6 >= 10`) as a table and a plot.

The numbers come from `core.dice.expression.summarise` (exact Fractions from icepool); this
dialog only shows them: equal / at least / at most per total, mean and spread, and the exact
fraction of a total on hover (table cells and plot bars).
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTableView,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.dice import DiceNotationError
from gm_assistant.core.dice.expression import DiceSummary, summarise
from gm_assistant.core.probability_text import fraction_text, percent_text
from gm_assistant.ui.errors import error_text
from gm_assistant.ui.i18n import localized

__all__ = ["DiceExpressionDialog"]

translate = QCoreApplication.translate

_MODES = (("equal", QT_TRANSLATE_NOOP("DiceExpressionDialog", "Equal to")),
          ("at_least", QT_TRANSLATE_NOOP("DiceExpressionDialog", "At least")),
          ("at_most", QT_TRANSLATE_NOOP("DiceExpressionDialog", "At most")))


class DiceExpressionDialog(QDialog):
    """A dice expression box with its exact distribution as a table and a bar plot."""

    def __init__(self, parent: QWidget | None = None, expression: str = "3d6") -> None:
        super().__init__(parent)
        self.setObjectName("DiceExpressionDialog")
        self.setWindowTitle(translate("DiceExpressionDialog", "Dice expression"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.summary: DiceSummary | None = None
        self.expression_edit = QLineEdit(expression, self)
        self.expression_edit.setPlaceholderText("4d6kh3, 2d6+1, 3d6 >= 10")
        self.expression_edit.editingFinished.connect(self.refresh)
        self.mode_combo = QComboBox(self)
        for key, label in _MODES:
            self.mode_combo.addItem(translate("DiceExpressionDialog", str(label)), key)
        self.mode_combo.currentIndexChanged.connect(self._draw)
        self.status = QLabel(self)
        self.status.setObjectName("dice_expression_status")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setWordWrap(True)  # a refusal names its limits: it wraps, not widens
        self.model = QStandardItemModel(0, 4, self)
        self.model.setHorizontalHeaderLabels([
            translate("DiceExpressionDialog", "Total"), translate("DiceExpressionDialog", "Equal"),
            translate("DiceExpressionDialog", "At least"),
            translate("DiceExpressionDialog", "At most")])
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.plot = pg.PlotWidget(self)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.scene().sigMouseMoved.connect(self._on_mouse_moved)
        top = QHBoxLayout()
        caption = QLabel(translate("DiceExpressionDialog", "&Expression:"), self)
        caption.setBuddy(self.expression_edit)
        top.addWidget(caption)
        top.addWidget(self.expression_edit, 1)
        top.addWidget(self.mode_combo)
        body = QHBoxLayout()
        body.addWidget(self.table, 1)
        body.addWidget(self.plot, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addLayout(body, 1)
        self.resize(900, 480)
        self.refresh()

    def refresh(self) -> None:
        """Work out the expression in the box; a notation problem is shown, not raised."""
        try:
            self.summary = summarise(self.expression_edit.text())
        except DiceNotationError as error:
            self.summary = None
            self.status.setText(error_text(error))
            self.model.setRowCount(0)
            self.plot.clear()
            return
        summary = self.summary
        text = translate("DiceExpressionDialog",
                         "{dice}: mean {mean} ({fraction}), spread {spread}").format(
            dice=summary.notation, mean=localized("{mean:.3f}", mean=float(summary.mean)),
            fraction=fraction_text(summary.mean),
            spread=localized("{spread:.3f}", spread=summary.spread))
        if summary.chance is not None:
            text += (f"; {summary.notation} {summary.comparison} {summary.target}: "
                     f"{percent_text(summary.chance, 2)} ({fraction_text(summary.chance)})")
        self.status.setText(text)
        self.model.setRowCount(0)
        for row in summary.totals:
            items = [QStandardItem(str(row.total))]
            for chance in (row.equal, row.at_least, row.at_most):
                item = QStandardItem(percent_text(chance, 2))
                item.setToolTip(fraction_text(chance))
                items.append(item)
            for item in items:
                item.setEditable(False)
            self.model.appendRow(items)
        self._draw()

    def _draw(self) -> None:
        self.plot.clear()
        if self.summary is None:
            return
        key = self.mode_combo.currentData()
        totals = [row.total for row in self.summary.totals]
        heights = [float(getattr(row, key)) for row in self.summary.totals]
        self.plot.addItem(pg.BarGraphItem(x=totals, height=heights, width=0.8))

    def _on_mouse_moved(self, position: QPointF) -> None:
        if self.summary is None:
            return
        point = self.plot.getPlotItem().vb.mapSceneToView(position)
        key = self.mode_combo.currentData()
        for row in self.summary.totals:
            if abs(point.x() - row.total) <= 0.4:
                chance = getattr(row, key)
                QToolTip.showText(self.plot.mapToGlobal(self.plot.mapFromScene(position)),
                                  f"{row.total}: {fraction_text(chance)} "
                                  f"({percent_text(chance, 2)})", self.plot)
                return
        QToolTip.hideText()
