"""DiceExpressionDialog: any dice expression (`4d6kh3`, `3d6 >= 10`) as a table and a plot.

The numbers come from `core.dice.expression.summarise` (exact Fractions from icepool); this
dialog only shows them: equal / at least / at most per total, mean and spread, and the exact
fraction of a total on hover (table cells and plot bars). The plot looks like the app's
others: the palette's colours, percentages up the side, both axes named; the table is as
wide as its columns (their texts in the interface's language and size).
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
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
from gm_assistant.ui.odds.plot_text import font_points

__all__ = ["DiceExpressionDialog", "percent_ticks"]

translate = QCoreApplication.translate

_MODES = (("equal", QT_TRANSLATE_NOOP("DiceExpressionDialog", "Equal to")),
          ("at_least", QT_TRANSLATE_NOOP("DiceExpressionDialog", "At least")),
          ("at_most", QT_TRANSLATE_NOOP("DiceExpressionDialog", "At most")))
_AXIS_TITLES = {
    "equal": QT_TRANSLATE_NOOP("DiceExpressionDialog", "Chance of exactly this total"),
    "at_least": QT_TRANSLATE_NOOP("DiceExpressionDialog", "Chance of this total or more"),
    "at_most": QT_TRANSLATE_NOOP("DiceExpressionDialog", "Chance of this total or less")}
_PERCENT_STEPS = (0.1, 0.2, 0.5, 1.0, 2.0, 2.5, 5.0, 10.0, 20.0, 25.0)
"""Gaps between the y axis's labelled percentages, the smallest that gives few enough."""
_MOST_TICKS = 8


def percent_ticks(top: float) -> list[tuple[float, str]]:
    """Labelled ticks from 0 up to past `top` (a chance, 0 to 1): at most `_MOST_TICKS`
    steps of a round percentage, written as the interface writes numbers (`2,5%`)."""
    percent = max(top, 1e-9) * 100
    step = next((gap for gap in _PERCENT_STEPS if percent / gap <= _MOST_TICKS), 25.0)
    count = math.ceil(percent / step - 1e-9)
    digits = 0 if step >= 1 else 1
    return [(i * step / 100, localized(f"{{value:.{digits}f}}%", value=i * step))
            for i in range(count + 1)]


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
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.plot = pg.PlotWidget(self)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.scene().sigMouseMoved.connect(self._on_mouse_moved)
        plot_item = self.plot.getPlotItem()
        plot_item.showGrid(x=False, y=True, alpha=0.22)
        plot_item.getAxis("bottom").setStyle(hideOverlappingLabels=False)
        plot_item.getAxis("left").enableAutoSIPrefix(False)  # its ticks are percentages
        top = QHBoxLayout()
        caption = QLabel(translate("DiceExpressionDialog", "&Expression:"), self)
        caption.setBuddy(self.expression_edit)
        top.addWidget(caption)
        top.addWidget(self.expression_edit, 1)
        top.addWidget(self.mode_combo)
        body = QHBoxLayout()
        body.addWidget(self.table)
        body.addWidget(self.plot, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addLayout(body, 1)
        self._apply_palette()
        self.refresh()
        # Wide enough at open for the whole table beside a plot of a useful size.
        self.resize(max(900, self.table.minimumWidth() + 560), 480)

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
        self._fit_table()
        self._draw()

    def _fit_table(self) -> None:
        """The table as wide as its columns, a vertical scroll bar's room included: the GM
        scrolls down the totals, never sideways for a column."""
        header = self.table.horizontalHeader()
        gap = self.table.fontMetrics().horizontalAdvance("M")  # a cell's text, then air
        for column in range(header.count()):
            header.resizeSection(column, max(self.table.sizeHintForColumn(column),
                                             header.sectionSizeHint(column)) + gap)
        columns = sum(header.sectionSize(column) for column in range(header.count()))
        scroll_bar = self.table.verticalScrollBar().sizeHint().width()
        self.table.setMinimumWidth(columns + scroll_bar + 2 * self.table.frameWidth())

    def changeEvent(self, event: QEvent) -> None:
        themed = event.type() in (QEvent.Type.PaletteChange,
                                  QEvent.Type.ApplicationPaletteChange,
                                  QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange)
        if themed and hasattr(self, "plot"):  # not while the base class is being set up
            self._apply_palette()
            if self.summary is not None:
                self._fit_table()
                self._draw()
        super().changeEvent(event)

    def _apply_palette(self) -> None:
        """The plot in the palette's colours and the interface's font, as the odds plot."""
        palette = self.palette()
        self._background = palette.color(QPalette.ColorRole.Base)
        self._text_colour = palette.color(QPalette.ColorRole.Text)
        self._bar_colour = palette.color(QPalette.ColorRole.Highlight)
        self.plot.setBackground(self._background)
        for name in ("left", "bottom"):
            axis = self.plot.getPlotItem().getAxis(name)
            axis.setPen(pg.mkPen(self._text_colour))
            axis.setTextPen(pg.mkPen(self._text_colour))
            axis.setStyle(tickFont=self.font())

    def _draw(self) -> None:
        self.plot.clear()
        if self.summary is None:
            return
        key = self.mode_combo.currentData()
        totals = [row.total for row in self.summary.totals]
        heights = [float(getattr(row, key)) for row in self.summary.totals]
        self.plot.addItem(pg.BarGraphItem(x=totals, height=heights, width=0.8,
                                          brush=pg.mkBrush(self._bar_colour),
                                          pen=pg.mkPen(self._text_colour, width=0.5)))
        item = self.plot.getPlotItem()
        ticks = percent_ticks(max(heights, default=0.0))
        item.getAxis("left").setTicks([ticks, []])
        item.setYRange(0.0, ticks[-1][0], padding=0.04)
        item.setXRange(min(totals, default=0) - 0.6, max(totals, default=0) + 0.6, padding=0)
        style = {"color": self._text_colour.name(), "font-size": font_points(self.font(), 1.0)}
        item.setLabel("bottom", translate("DiceExpressionDialog", "Total"), **style)
        item.setLabel("left", translate("DiceExpressionDialog", str(_AXIS_TITLES[key])),
                      **style)

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
