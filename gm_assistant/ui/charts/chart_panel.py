"""ChartPanel: one chart with its title, description, house-rule state and table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QAction, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.charts.chart_cell_delegate import ChartCellDelegate
from gm_assistant.ui.charts.chart_model import ChartTableModel
from gm_assistant.ui.common.copyable_table import CopyableTableView

__all__ = ["ChartPanel"]

translate = QCoreApplication.translate


class _ChartTableView(CopyableTableView):
    """The chart's table: sized to its cells, so the charts column scrolls as a whole."""

    def __init__(self, panel: ChartPanel) -> None:
        super().__init__(panel)
        self._panel = panel
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.horizontalHeader().sectionResized.connect(self._on_header_section_resized)
        self.verticalHeader().sectionResized.connect(self._on_header_section_resized)

    def sizeHint(self) -> QSize:
        # The whole table, however big: the charts column scrolls, not each chart.
        # (QAbstractScrollArea caps its own hint at 36 x 24 lines of text.)
        frame = 2 * self.frameWidth()
        width = self.verticalHeader().sizeHint().width() + self.horizontalHeader().length()
        height = self.horizontalHeader().sizeHint().height() + self.verticalHeader().length()
        return QSize(width + frame, height + frame)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def _on_header_section_resized(self, *_args: object) -> None:
        self.updateGeometry()

    def extra_menu_actions(self) -> list[QAction]:
        return [self._panel.revert_action]


class ChartPanel(QFrame):
    """A titled chart table. Clicking a cell emits `cell_picked`; double-click edits.

    Args:
        ruleset: The ruleset the chart belongs to.
        chart_id: Which chart.
        editable: Offer house-rule edits (double-click a cell).
    """

    cell_picked = Signal(str, object, object)
    """(chart id, row key, column key or None): the user picked a cell."""
    revert_requested = Signal(str)
    """(chart id): the user asked for the book's values back."""

    def __init__(self, ruleset: Ruleset, chart_id: str, editable: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"ChartPanel_{chart_id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.chart_id = chart_id
        self.model = ChartTableModel(ruleset, chart_id, editable=editable, parent=self)

        self.title = QLabel(self)
        self.title.setObjectName("ChartTitle")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.revert_action = QAction(translate("ChartPanel", "&Revert to the book"), self)
        self.revert_action.setToolTip(
            translate("ChartPanel", "Remove your house-rule changes to this chart"))
        self.revert_action.triggered.connect(lambda: self.revert_requested.emit(self.chart_id))
        self.revert_button = QPushButton(self.revert_action.text().replace("&", ""), self)
        self.revert_button.setObjectName("RevertButton")
        self.revert_button.setToolTip(self.revert_action.toolTip())
        self.revert_button.clicked.connect(self.revert_action.trigger)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setTextFormat(Qt.TextFormat.PlainText)
        self.description.setSizePolicy(QSizePolicy.Policy.Preferred,
                                       QSizePolicy.Policy.Minimum)
        self.caption = QLabel(self)
        self.caption.setObjectName("PathCaption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        self.caption.setVisible(False)

        self.view = _ChartTableView(self)
        self.view.setObjectName(f"ChartTable_{chart_id}")
        self.view.setModel(self.model)
        self.view.setItemDelegate(ChartCellDelegate(self.view))
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setMinimumSectionSize(40)
        self.view.selectionModel().currentChanged.connect(self._on_selection_current_changed)
        self.view.clicked.connect(self._on_view_clicked)

        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addStretch(1)  # the title at the left when the chart is wider than it
        head.addWidget(self.revert_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.description, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.view, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.caption, 0, Qt.AlignmentFlag.AlignLeft)
        self.set_overridden_rows([])

    def chrome_width(self) -> int:
        """The panel's width around its table: frame and layout margins."""
        layout = self.layout()
        assert layout is not None  # made in __init__
        margins = layout.contentsMargins()
        return margins.left() + margins.right() + 2 * self.frameWidth()

    def fit_texts(self, width: int) -> None:
        """Wrap the title, description and caption in `width` pixels (the part of the
        charts column shown) rather than in the panel's width: a chart wider than the
        column scrolls sideways, and the end of its title was out of sight."""
        layout = self.layout()
        assert layout is not None  # made in __init__
        margins = layout.contentsMargins()
        room = max(width - margins.left() - margins.right() - 2 * self.frameWidth(), 120)
        button = self.revert_button.sizeHint().width() + layout.spacing() \
            if self.revert_button.isVisibleTo(self) else 0
        # Fixed, not a maximum: a layout centres a label narrower than its cell.
        self.title.setFixedWidth(max(room - button, 80))
        self.description.setFixedWidth(room)
        self.caption.setFixedWidth(room)

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """Show the chart as `ruleset` (a reload of the same ruleset) has it."""
        self.model.set_ruleset(ruleset)
        self._update_texts()

    def set_overridden_rows(self, rows: list[object]) -> None:
        """Mark the chart as changed by house rules (`rows` changed) or as printed."""
        self._overridden = [str(row) for row in rows]
        self.revert_action.setEnabled(bool(rows))
        self.revert_button.setVisible(bool(rows))
        self._update_texts()

    def reserve_for_percentages(self) -> None:
        """Make columns wide enough for a highlighted row's percentages from the start,
        so that picking a path does not make the table jump."""
        font = self.view.font()
        font.setBold(True)
        width = QFontMetrics(font).horizontalAdvance("88.8%") + 10
        self.view.horizontalHeader().setMinimumSectionSize(width)

    @property
    def overridden(self) -> bool:
        """True when house rules change some rows of this chart."""
        return bool(self._overridden)

    def set_caption(self, html: str) -> None:
        """Text under the table (the path explanation); empty hides it."""
        self.caption.setText(html)
        self.caption.setVisible(bool(html))

    def _update_texts(self) -> None:
        chart = self.model.chart
        columns = f" × {chart.columns.label}" if chart.columns is not None else ""
        title = f"<b>{chart.label}</b> <span style='color:gray'>({chart.rows.label}{columns})"
        title += "</span>"
        if self._overridden:
            title += (" &nbsp;<span style='color:#b45309'>"
                      + translate("ChartPanel", "<b>House rule</b>: rows {rows} changed").format(
                          rows=", ".join(self._overridden)) + "</span>")
        self.title.setText(title)
        self.description.setText(chart.description or "")
        self.description.setVisible(bool(chart.description))
        self.view.corner = f"{chart.rows.label} \\ {chart.columns.label}" \
            if chart.columns is not None else chart.rows.label

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.view.updateGeometry()

    def _emit_pick(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        self.cell_picked.emit(self.chart_id, self.model.row_key(index.row()),
                              self.model.column_key(index.column()))

    def _on_selection_current_changed(self, current: QModelIndex, _previous: QModelIndex
                                      ) -> None:
        self._emit_pick(current)

    def _on_view_clicked(self, index: QModelIndex) -> None:
        # A click on the cell that is already current changes nothing: pick it again.
        if index == self.view.currentIndex():
            self._emit_pick(index)
