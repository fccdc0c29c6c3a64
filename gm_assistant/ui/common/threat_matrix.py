"""ThreatMatrixView: the threat matrix as a table that keeps every name readable.

Each defender's column is as wide as its name needs on lines of its own words (the model
wraps them) and its cells need; the width left over is shared out among the columns. When
the fight has more defenders than fit (a 4 vs 8 fight), the matrix scrolls sideways
rather than cutting the names, the attackers' names staying in sight on the left; the
matrix is as high as its rows and that scroll bar. The attackers' names keep at most
about 22 characters' width, shortened in the middle so that "Cyclops 1" and "Cyclops 2"
stay apart (the whole name in the tooltip).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

__all__ = ["ROW_NAME_WIDTH", "ThreatMatrixView"]

ROW_NAME_WIDTH = 22
"""The attackers' names take at most about this many average characters' width."""

CELL_PADDING = 12
"""Room around a cell's text (its margins and focus frame), in pixels."""


class ThreatMatrixView(QTableView):
    """A read-only view of `model` (a `ThreatMatrixModel`); call `fit` after the model
    changes."""

    def __init__(self, model: QAbstractItemModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)  # before anything asks for sizes: fit always has a model
        self.setObjectName("ThreatMatrix")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setTextElideMode(Qt.TextElideMode.ElideNone)  # the model wraps the names
        rows = self.verticalHeader()
        rows.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        # One line a row: rows as high as the font, not measured cell by cell (measuring
        # took 25 ms for AdOM's five fighters on a slow machine, over a frame).
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalScrollBar().rangeChanged.connect(self._fit_height)
        self.viewport().installEventFilter(self)

    def fit(self) -> None:
        """Size the rows, the columns and the height to the model's names and cells."""
        metrics = self.fontMetrics()
        rows = self.verticalHeader()
        rows.setMaximumWidth(metrics.averageCharWidth() * ROW_NAME_WIDTH)
        rows.setDefaultSectionSize(metrics.height() + 6)
        self._fit_columns()
        self._fit_height()

    def needed_widths(self) -> list[int]:
        """The width each column needs: its wrapped name's widest line, its widest cell."""
        model, header = self.model(), self.horizontalHeader()
        metrics = self.fontMetrics()
        return [max(header.sectionSizeHint(column), CELL_PADDING + max(
            (metrics.horizontalAdvance(str(model.index(row, column).data() or ""))
             for row in range(model.rowCount())), default=0))
            for column in range(model.columnCount())]

    def _fit_columns(self) -> None:
        needed = self.needed_widths()
        if not needed:
            return
        spare = max(self.viewport().width() - sum(needed), 0)
        share, rest = divmod(spare, len(needed))
        header = self.horizontalHeader()
        for column, width in enumerate(needed):
            header.resizeSection(column, width + share + (1 if column < rest else 0))

    def _fit_height(self) -> None:
        count = self.model().rowCount()
        bar = self.horizontalScrollBar()
        below = bar.sizeHint().height() if bar.maximum() > bar.minimum() else 0
        self.setFixedHeight(self.horizontalHeader().sizeHint().height() + 4 + below
                            + self.verticalHeader().defaultSectionSize() * count)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()  # a wider or narrower panel: share out the room anew
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit()
