"""ChartCellDelegate: outlines highlighted chart cells; edits a cell (combo or spin box)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from gm_assistant.ui.charts.chart_model import ChartTableModel
from gm_assistant.ui.theme import highlight_colour, is_dark

__all__ = ["ChartCellDelegate"]

Index = QModelIndex | QPersistentModelIndex


class ChartCellDelegate(QStyledItemDelegate):
    """Draws a thick outline around cells on the highlighted path; edits a cell.

    Outcome and level cells get a combo of the allowed values (picking one commits);
    number cells get a spin box within `ChartTableModel.NUMBER_RANGE` (Enter or leaving
    the cell commits, Escape cancels).
    """

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)
        if not index.data(ChartTableModel.HIGHLIGHT_ROLE):
            return
        painter.save()
        pen = QPen(highlight_colour(is_dark()))
        pen.setWidth(3)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
        painter.restore()

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: Index) -> QWidget:
        model = index.model()
        if isinstance(model, ChartTableModel) and model.chart.cells_kind == "number":
            spin = QSpinBox(parent)
            spin.setObjectName("ChartCellEditor")
            spin.setRange(*ChartTableModel.NUMBER_RANGE)
            spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
            spin.setToolTip(QCoreApplication.translate(
                "ChartCellDelegate", "House rule: type a whole number, then Enter (Escape "
                "cancels)"))
            return spin
        combo = QComboBox(parent)
        combo.setObjectName("ChartCellEditor")
        if isinstance(model, ChartTableModel):
            for key, text in model.allowed_values():
                combo.addItem(text, key)
        # Picking a value is the whole edit: commit at once, no extra Enter needed.
        combo.activated.connect(lambda _row: self._commit(combo))
        return combo

    def _commit(self, combo: QComboBox) -> None:
        self.commitData.emit(combo)
        self.closeEditor.emit(combo, QStyledItemDelegate.EndEditHint.NoHint)

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QSpinBox):
            value = index.data(ChartTableModel.KEY_ROLE)
            if isinstance(value, int):
                editor.setValue(value)
            editor.selectAll()
            return
        if not isinstance(editor, QComboBox):
            return
        position = editor.findData(index.data(ChartTableModel.KEY_ROLE))
        if position >= 0:
            editor.setCurrentIndex(position)
        if QGuiApplication.platformName() != "offscreen":
            # Open the list at once: double-click, pick, done. (Offscreen has no popups.)
            QTimer.singleShot(0, editor.showPopup)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if isinstance(editor, QSpinBox):
            editor.interpretText()
            model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)
        elif isinstance(editor, QComboBox) and editor.currentIndex() >= 0:
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
